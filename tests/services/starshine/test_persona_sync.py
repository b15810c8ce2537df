"""Players and the Director share Personae: stable UUIDs, updates instead of copies, conflicts.

The round trip of issue 19: the Director's campaign sends a Persona to a player, the player
edits it and sends it back, the Director changes the Stance and sends it again; each import
updates the same Persona (one undoable edit), nothing is duplicated or lost, and a field
changed on both sides is shown with both values for the person to choose.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from stored_rows import stored

from starshine_desktop.commands import run
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    Campaign,
    create_campaign,
    create_from_data,
    import_campaign_file,
    open_campaign,
)
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.exchange import ImportRefused, dumps
from starshine_desktop.services.starshine.persona_sync import Change, Side
from starshine_desktop.storage.database import create_database
from starshine_desktop.storage.rows import PersonaValues

VESPER = 1


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Campaign]:
    """The Director's campaign: the sample."""
    campaign = create_from_data(exchange.sample_campaign_data(), tmp_path / "table.starshine")
    yield campaign
    campaign.close()


@pytest.fixture
def player(tmp_path: Path) -> Iterator[Campaign]:
    """A player's own campaign, empty."""
    campaign = create_campaign(tmp_path / "player.starshine")
    yield campaign
    campaign.close()


def _send(campaign: Campaign, persona_id: int, path: Path) -> Path:
    campaign.export_persona(persona_id, path)
    return path


def _sheet(campaign: Campaign, persona_id: int) -> dict[str, Any]:
    """Return a Persona as its file holds it, without when it was last changed."""
    from starshine_desktop.services.starshine.persona_file import export_persona

    persona: dict[str, Any] = export_persona(campaign._store, persona_id)["persona"]
    persona.pop("updated_at")
    return persona


def _rows(campaign: Campaign, table: str) -> int:
    with stored(campaign) as connection:
        return int(connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0])


def _vesper_in(campaign: Campaign) -> int:
    [found] = [row.id for row in campaign.personae.list_personae() if row.name == "Vesper Hale"]
    return found


# 1. Stable identity ----------------------------------------------------------------------


@pytest.mark.file_campaign
def test_existing_records_get_a_uuid_when_the_campaign_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "old.starshine"
    create_database(path, schema_version=7).close()
    with sqlite3.connect(path) as connection:
        connection.execute(
            "INSERT INTO actor (name, is_director, notes) VALUES ('Priya', 0, ''), ('Lin', 0, '')"
        )
        connection.execute("INSERT INTO element (name, scale, notes) VALUES ('The Tower', 2, '')")
        scores = ", ".join(f"score_{score.value}" for score in Score)
        for name in ("Vesper", "Brannoc"):
            connection.execute(
                f"INSERT INTO persona (name, actor_name, stance, notes, {scores}, created_at, "
                f"updated_at) VALUES (?, '', 1, '', {', '.join(['1'] * len(Score))}, "
                "'2026-01-01 00:00:00', '2026-01-01 00:00:00')",
                (name,),
            )
    campaign = open_campaign(path, backup_folder=tmp_path / "backups")
    campaign.close()
    with sqlite3.connect(path) as connection:
        uuids = [
            row[0]
            for table in ("actor", "element", "persona")
            for row in connection.execute(f"SELECT uuid FROM {table}")
        ]
    assert len(uuids) == 5 and len(set(uuids)) == 5
    assert all(exchange.UUID_PATTERN.fullmatch(value) for value in uuids)


def test_a_uuid_never_changes_through_edits_undo_and_campaign_json(
    table: Campaign, tmp_path: Path
) -> None:
    before = _sheet(table, VESPER)["uuid"]
    edit = table.personae.rename_persona(VESPER, "Vesper Hale-Quill")
    table.undo(edit)
    table.redo(edit)
    assert _sheet(table, VESPER)["uuid"] == before
    table.export_json(tmp_path / "all.json")
    copy = import_campaign_file(tmp_path / "all.json", tmp_path / "copy.starshine")
    try:
        assert _sheet(copy, VESPER)["uuid"] == before
    finally:
        copy.close()
    document = json.loads((tmp_path / "all.json").read_bytes())
    assert document["version"] == 4
    assert all(item["uuid"] for key in ("actors", "elements") for item in document[key])


def test_a_version_2_campaign_file_still_imports_and_its_records_get_uuids(
    table: Campaign, tmp_path: Path
) -> None:
    table.export_json(tmp_path / "all.json")
    document = json.loads((tmp_path / "all.json").read_bytes())
    document["version"] = 2
    del document["ironsworn_assets"]  # version 4
    for key in ("actors", "elements", "personae"):
        for item in document[key]:
            del item["uuid"]
    (tmp_path / "v2.json").write_bytes(dumps(document))
    campaign = import_campaign_file(tmp_path / "v2.json", tmp_path / "v2.starshine")
    try:
        uuid = _sheet(campaign, VESPER)["uuid"]
        assert uuid and uuid != _sheet(table, VESPER)["uuid"]
    finally:
        campaign.close()
    document["personae"][0]["uuid"] = uuid  # a version 3 key in a version 2 file
    with pytest.raises(ImportRefused, match="unknown key") as refused:
        exchange.validate_campaign(exchange.parse_campaign_json(dumps(document)))
    assert refused.value.path == "$.personae[0].uuid"


@pytest.mark.parametrize(
    ("change", "path", "reason"),
    [
        (lambda d: d["personae"][0].update(uuid="not-a-uuid"), "$.personae[0].uuid", "UUID"),
        (lambda d: d["personae"][0].update(uuid=7), "$.personae[0].uuid", "UUID"),
        (
            lambda d: d["elements"][1].update(uuid=d["elements"][0]["uuid"]),
            "$.elements[1].uuid",
            "repeats",
        ),
    ],
)
def test_a_bad_or_repeated_uuid_is_refused_with_its_path(
    table: Campaign, tmp_path: Path, change: Any, path: str, reason: str
) -> None:
    table.export_json(tmp_path / "all.json")
    document = json.loads((tmp_path / "all.json").read_bytes())
    change(document)
    with pytest.raises(ImportRefused, match=reason) as refused:
        exchange.validate_campaign(exchange.parse_campaign_json(dumps(document)))
    assert refused.value.path == path


def test_a_version_1_persona_file_still_imports_as_a_new_persona(
    table: Campaign, player: Campaign, tmp_path: Path
) -> None:
    document = json.loads(_send(table, VESPER, tmp_path / "v.json").read_bytes())
    document["format_version"] = 1
    del document["persona"]["uuid"]
    del document["persona"]["ironsworn_assets"]  # version 3
    for investment in document["persona"]["investments"]:
        del investment["element"]["uuid"]
    (tmp_path / "old.json").write_bytes(dumps(document))
    result = player.import_persona(player.read_persona_file(tmp_path / "old.json"))
    assert result.name == "Vesper Hale"
    uuid = _sheet(player, result.persona_id)["uuid"]
    assert uuid and uuid != _sheet(table, VESPER)["uuid"]
    document["persona"]["uuid"] = uuid  # a version 2 key in a version 1 file
    (tmp_path / "mixed.json").write_bytes(dumps(document))
    with pytest.raises(ImportRefused, match="unknown key"):
        player.read_persona_file(tmp_path / "mixed.json")


# 2 and 6. The round trip ------------------------------------------------------------------


def test_the_round_trip_between_a_player_and_the_director(
    table: Campaign, player: Campaign, tmp_path: Path
) -> None:
    # The Director sends Vesper to her player: a new Persona there, with the same UUID.
    sent = player.read_persona_file(_send(table, VESPER, tmp_path / "to-player.json"))
    assert player.plan_persona_update(sent) is None
    mine = player.import_persona(sent).persona_id
    assert _sheet(player, mine) == _sheet(table, VESPER)

    # The player levels her up: a Score, a new Characteristic with an Expression, a Knack
    # removed, a note.
    player.personae.set_score(mine, Score.LEAD, 5)
    player.records.add_characteristic(mine, "Stubborn", 1)
    stubborn = player.records.persona_records(mine).characteristics[-1].id
    player.records.add_expression(stubborn, "Never lets go of a rope")
    knack = player.records.persona_records(mine).modifiers[0]
    player.records.delete(RecordKind.SHEET_MODIFIER, [knack.id])
    player.personae.set_notes(mine, "Learned to sail at night.")

    # The Director imports it: an update of the same Persona, one edit, nothing duplicated.
    checks = _rows(table, "expression_check")
    personae = len(table.personae.list_personae())
    back = table.read_persona_file(_send(player, mine, tmp_path / "to-director.json"))
    plan = table.plan_persona_update(back)
    assert plan is not None and plan.persona_id == VESPER and plan.has_base
    assert plan.conflicts == ()
    found = {item.label: item for item in plan.differences}
    assert set(found) == {
        "Lead",
        "Notes",
        "Characteristic Stubborn",
        "Knack Reads the tides",
    }
    assert (found["Lead"].theirs, found["Lead"].change) == (5, Change.CHANGED)
    assert found["Lead"].ours == _sheet(table, VESPER)["scores"]["lead"] != 5
    assert found["Characteristic Stubborn"].change is Change.ADDED
    assert found["Knack Reads the tides"].change is Change.REMOVED
    before = _sheet(table, VESPER)
    update = table.update_persona(plan)
    assert len(table.personae.list_personae()) == personae
    assert _sheet(table, VESPER) == _sheet(player, mine)
    assert _rows(table, "expression_check") == checks  # ticks of the Episodes kept
    assert "Updated Vesper Hale" in update.summary()
    table.undo(update.edit)
    assert _sheet(table, VESPER) == before
    table.redo(update.edit)
    assert _sheet(table, VESPER) == _sheet(player, mine)

    # The Director changes the Stance and sends Vesper back: the player takes it.
    table.records.set_stance(VESPER, 6, "She kept her word")
    again = player.read_persona_file(_send(table, VESPER, tmp_path / "stance.json"))
    plan = player.plan_persona_update(again)
    assert plan is not None and plan.conflicts == ()
    assert {item.label for item in plan.differences} == {
        "Stance",
        "Stance change 4→6 (She kept her word)",
    }
    player.update_persona(plan)
    assert _sheet(player, mine) == _sheet(table, VESPER)
    assert len(player.personae.list_personae()) == 1
    assert len(player.records.list_elements()) == len(
        {i["element"]["name"] for i in _sheet(table, VESPER)["investments"]}
    )


def test_a_field_changed_on_both_sides_is_a_conflict_showing_both_values(
    table: Campaign, player: Campaign, tmp_path: Path
) -> None:
    mine = player.import_persona(
        player.read_persona_file(_send(table, VESPER, tmp_path / "a.json"))
    ).persona_id
    player.personae.set_notes(mine, "The player's note")
    player.personae.set_score(mine, Score.GUARD, 9)  # the player's side only
    table.personae.set_notes(VESPER, "The Director's note")
    table.records.set_stance(VESPER, 2, "She lied")  # the Director's side only

    plan = table.plan_persona_update(
        table.read_persona_file(_send(player, mine, tmp_path / "b.json"))
    )
    assert plan is not None
    [conflict] = plan.conflicts
    assert conflict.label == "Notes"
    assert (conflict.shown(Side.OURS), conflict.shown(Side.THEIRS)) == (
        "The Director's note",
        "The player's note",
    )
    proposed = {item.label: item.proposed for item in plan.differences if not item.conflict}
    assert proposed["Guard"] is Side.THEIRS  # changed in the file only: taken
    assert proposed["Stance"] is Side.OURS  # changed in the campaign only: kept
    with pytest.raises(ValidationError, match="choose the value to keep for Notes"):
        table.update_persona(plan)
    table.update_persona(plan, {conflict.key: Side.OURS})
    vesper = table.personae.get_persona(VESPER)
    assert vesper.notes == "The Director's note"
    assert vesper.stance == 2 and vesper.scores[Score.GUARD] == 9

    # The Director's choice stands: the next file from the player, whose note did not
    # change since, brings no conflict.
    player.personae.set_score(mine, Score.AID, 1)
    plan = table.plan_persona_update(
        table.read_persona_file(_send(player, mine, tmp_path / "c.json"))
    )
    assert plan is not None and plan.conflicts == ()
    table.update_persona(plan)
    assert table.personae.get_persona(VESPER).notes == "The Director's note"


def test_without_an_earlier_exchange_every_difference_is_a_conflict(
    table: Campaign, tmp_path: Path
) -> None:
    table.export_json(tmp_path / "all.json")
    copy = import_campaign_file(tmp_path / "all.json", tmp_path / "copy.starshine")
    try:
        copy.personae.set_notes(VESPER, "Elsewhere")
        plan = table.plan_persona_update(
            table.read_persona_file(_send(copy, VESPER, tmp_path / "v.json"))
        )
    finally:
        copy.close()
    assert plan is not None and not plan.has_base
    assert [item.label for item in plan.conflicts] == ["Notes"]


def test_a_choice_that_leaves_out_a_record_another_needs_is_refused(
    table: Campaign, player: Campaign, tmp_path: Path
) -> None:
    mine = player.import_persona(
        player.read_persona_file(_send(table, VESPER, tmp_path / "a.json"))
    ).persona_id
    # The player adds a Characteristic and pays an Investment from it.
    player.records.add_characteristic(mine, "Bold", 3)
    bold = player.records.persona_records(mine).characteristics[-1].id
    element = player.records.list_elements()[0].id
    player.records.make_investment(mine, element, bold, "Trusts", 1)
    plan = table.plan_persona_update(
        table.read_persona_file(_send(player, mine, tmp_path / "b.json"))
    )
    assert plan is not None
    [characteristic] = [item for item in plan.differences if item.label == "Characteristic Bold"]
    snapshot = _sheet(table, VESPER)
    with pytest.raises(ValidationError, match="needs Characteristic Bold"):
        table.update_persona(plan, {characteristic.key: Side.OURS})
    assert _sheet(table, VESPER) == snapshot
    table.update_persona(plan)
    assert _sheet(table, VESPER) == _sheet(player, mine)


def test_as_new_keeps_the_copy_and_a_new_persona_keeps_its_uuid(
    table: Campaign, player: Campaign, tmp_path: Path
) -> None:
    path = _send(table, VESPER, tmp_path / "v.json")
    first = player.import_persona(player.read_persona_file(path))
    copy = player.import_persona(player.read_persona_file(path))
    assert copy.name == "Vesper Hale (2)"
    uuids = {_sheet(player, first.persona_id)["uuid"], _sheet(player, copy.persona_id)["uuid"]}
    assert _sheet(table, VESPER)["uuid"] in uuids and len(uuids) == 2
    player.personae.add_persona(PersonaValues("Someone else"))
    assert len(player.personae.list_personae()) == 3


# Headless ----------------------------------------------------------------------------


@pytest.mark.file_campaign
def test_import_persona_on_the_command_line_updates_and_names_conflicts(
    table: Campaign, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    player_path = tmp_path / "player.starshine"
    create_campaign(player_path).close()
    to_player = _send(table, VESPER, tmp_path / "v.json")
    assert run(["import-persona", str(to_player), str(player_path)]) == 0
    capsys.readouterr()
    player = open_campaign(player_path)
    try:
        mine = _vesper_in(player)
        player.personae.set_notes(mine, "Player")
        player.personae.set_score(mine, Score.LEAD, 6)
        back = _send(player, mine, tmp_path / "back.json")
    finally:
        player.close()
    table.personae.set_notes(VESPER, "Director")
    table_path = table.path
    table.close()

    assert run(["import-persona", str(back), str(table_path)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("import-persona: back.json: Vesper Hale was changed on both sides")
    assert "Notes" in error and "--theirs" in error and "Lead" not in error
    reopened = open_campaign(table_path)
    try:
        assert reopened.personae.get_persona(VESPER).notes == "Director"
    finally:
        reopened.close()

    assert run(["import-persona", "--ours", str(back), str(table_path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["updated"] is True and "Lead" in result["taken"] and result["kept"] == ["Notes"]
    reopened = open_campaign(table_path)
    try:
        vesper = reopened.personae.get_persona(VESPER)
        assert (vesper.notes, vesper.scores[Score.LEAD]) == ("Director", 6)
        assert len(reopened.personae.list_personae()) == 4
    finally:
        reopened.close()

    assert run(["import-persona", "--as-new", str(back), str(table_path)]) == 0
    assert json.loads(capsys.readouterr().out)["persona"] == "Vesper Hale (2)"
    with pytest.raises(SystemExit) as refused:
        run(["import-persona", "--ours", "--theirs", str(back), str(table_path)])
    assert refused.value.code == 2


# 3. A player's files and the Director's folder --------------------------------------------


def test_a_players_personae_go_out_as_files_and_come_back_as_one_folder_import(
    table: Campaign, player: Campaign, tmp_path: Path
) -> None:
    priya = next(actor.id for actor in table.records.list_actors() if actor.name == "Priya")
    brannoc = next(p.id for p in table.personae.list_personae() if p.name == "Brannoc Reed")
    table.records.set_persona_actor(brannoc, priya)
    outbox = tmp_path / "to-priya"
    outbox.mkdir()
    written = table.export_personae_of(priya, outbox)
    assert [path.name for path in written] == [
        "Vesper Hale.starshine-persona.json",
        "Brannoc Reed.starshine-persona.json",
    ]

    player.records.add_actor("Priya")
    files = player.read_persona_folder(outbox)
    arrived = player.import_persona_folder(outbox, files)
    assert arrived.added == ("Brannoc Reed", "Vesper Hale") and arrived.updated == ()
    player.undo(arrived.edit)  # one step takes both back
    assert player.personae.list_personae() == []
    player.redo(arrived.edit)
    mine = {p.name: p.id for p in player.personae.list_personae()}
    player.personae.set_score(mine["Brannoc Reed"], Score.GUARD, 11)
    player.personae.add_persona(PersonaValues("Wren Tallow"))
    me = next(actor.id for actor in player.records.list_actors() if actor.name == "Priya")
    wren = next(p.id for p in player.personae.list_personae() if p.name == "Wren Tallow")
    player.records.set_persona_actor(wren, me)
    back = tmp_path / "from-priya"
    back.mkdir()
    assert len(player.export_personae_of(me, back)) == 3

    count = len(table.personae.list_personae())
    returned = table.import_persona_folder(back, table.read_persona_folder(back))
    assert returned.added == ("Wren Tallow",)
    assert returned.updated == ("Brannoc Reed",) and returned.unchanged == ("Vesper Hale",)
    assert returned.summary() == (
        "Imported from-priya; added: Wren Tallow; updated: Brannoc Reed; unchanged: Vesper Hale."
    )
    assert len(table.personae.list_personae()) == count + 1
    assert table.personae.get_persona(brannoc).scores[Score.GUARD] == 11
    table.undo(returned.edit)
    assert len(table.personae.list_personae()) == count
    assert table.personae.get_persona(brannoc).scores[Score.GUARD] != 11


def test_a_folder_with_one_bad_file_imports_nothing_and_names_the_file(
    table: Campaign, player: Campaign, tmp_path: Path
) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    _send(table, VESPER, folder / "Vesper.starshine-persona.json")
    document = json.loads((folder / "Vesper.starshine-persona.json").read_bytes())
    document["persona"]["stance"] = 9
    (folder / "Zed.starshine-persona.json").write_bytes(dumps(document))
    with pytest.raises(ImportRefused) as refused:
        player.read_persona_folder(folder)
    assert str(refused.value).startswith("Zed.starshine-persona.json: $.persona.stance")
    document["persona"]["stance"] = 2
    (folder / "Zed.starshine-persona.json").write_bytes(dumps(document))
    with pytest.raises(ImportRefused, match="holds the same Persona as Vesper"):
        player.read_persona_folder(folder)
    assert player.personae.list_personae() == []
