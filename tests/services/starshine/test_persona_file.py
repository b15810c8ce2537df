"""A Persona file: export, import into another campaign, undo/redo, refusals, atomic export."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from cortex_sheets import store_sheet
from read_only_mount import Drive, mount_drive
from stored_rows import stored, table_names

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    Campaign,
    create_campaign,
    create_from_data,
    open_campaign,
)
from starshine_desktop.services.exchange import ImportRefused
from starshine_desktop.services.safety import OutputTargetError
from starshine_desktop.services.starshine.persona_file import (
    FORMAT,
    free_name,
    suggested_file_name,
)
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow
from starshine_desktop.storage.errors import ReadOnlyCampaignError, RecordNotFoundError

VESPER, BRANNOC = 1, 2


@pytest.fixture
def source(tmp_path: Path) -> Iterator[Campaign]:
    campaign = create_from_data(exchange.sample_campaign_data(), tmp_path / "a.starshine")
    # What the sample lacks: a Trait on Vesper that Brannoc created, and her Cortex sheet.
    campaign.records.add_trait("Owes Brannoc a favour", 2, on="persona:1", created_by="persona:2")
    store_sheet(campaign, CortexSheetRow(VESPER, 2, 6, None, 8, False, ("physical",)))
    yield campaign
    campaign.close()


@pytest.fixture
def target(tmp_path: Path) -> Iterator[Campaign]:
    campaign = create_campaign(tmp_path / "b.starshine")
    yield campaign
    campaign.close()


def _contents(campaign: Campaign) -> dict[str, list[tuple[Any, ...]]]:
    """Return every row of every table (the schema's own bookkeeping left out)."""
    with stored(campaign) as connection:
        tables = table_names(connection)
        return {
            table: sorted(connection.execute(f'SELECT * FROM "{table}"').fetchall(), key=repr)
            for table in tables
            if table not in ("campaign_setting", "alembic_version")
        }


def _counts(campaign: Campaign) -> dict[str, int]:
    return {table: len(rows) for table, rows in _contents(campaign).items()}


def _export(campaign: Campaign, persona_id: int, path: Path) -> dict[str, Any]:
    campaign.export_persona(persona_id, path)
    document: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return document


def _import(campaign: Campaign, path: Path) -> Any:
    return campaign.import_persona(campaign.read_persona_file(path))


def test_export_holds_one_persona_without_ids_and_references_by_position(
    source: Campaign, tmp_path: Path
) -> None:
    document = _export(source, VESPER, tmp_path / "v.json")
    assert document["format"] == FORMAT and document["format_version"] == 3
    persona = document["persona"]
    assert persona["name"] == "Vesper Hale" and persona["actor_name"] == "Priya"
    assert "id" not in persona and "actor_id" not in persona
    text = json.dumps(document)
    assert '"persona_id"' not in text and '"element_id"' not in text
    assert '"investment_id"' not in text and '"characteristic_id"' not in text
    [investment] = persona["investments"]
    assert investment["element"]["name"] == "Aunt Hesper"
    assert persona["characteristics"][investment["characteristic"]]["name"] == "Loyal"
    assert persona["strategies"][0]["investment"] == 0
    assert persona["ironsworn_sheet"]["momentum"] == 2
    assert persona["cortex_sheet"]["physical"] == 6
    assert persona["cortex_sheet"]["awaiting_time"] == ["physical"]
    creators = [trait["created_by"] for trait in persona["traits"]]
    assert "self" in creators and "director" in creators
    assert {"persona": "Brannoc Reed"} in creators
    assert (tmp_path / "v.json").read_bytes() == exchange.dumps(document)


def test_round_trip_into_another_campaign_then_again_renamed_with_elements_matched(
    source: Campaign, target: Campaign, tmp_path: Path
) -> None:
    # Brannoc first, so Vesper's Traits created by Brannoc find him.
    brannoc = _export(source, BRANNOC, tmp_path / "b.json")
    first = _import(target, tmp_path / "b.json")
    assert first.name == "Brannoc Reed" and not first.renamed
    original = _export(source, VESPER, tmp_path / "v.json")
    result = _import(target, tmp_path / "v.json")
    assert result.name == "Vesper Hale" and not result.renamed
    assert result.elements_created == ("Aunt Hesper",) and result.elements_matched == ()

    # Every record of both Personae with the same values (export is a full read of them).
    assert _export(target, result.persona_id, tmp_path / "v2.json") == original
    assert _export(target, first.persona_id, tmp_path / "b2.json") == brannoc
    [hesper] = [row for row in target.records.list_elements() if row.name == "Aunt Hesper"]
    [wanted] = [row for row in source.records.list_elements() if row.name == "Aunt Hesper"]
    assert (hesper.scale, hesper.notes) == (wanted.scale, wanted.notes)
    records = target.records.persona_records(result.persona_id)
    assert len(records.characteristics) == 3 and len(records.expressions) == 4
    assert records.strategies[0].investment_id == records.investments[0].id
    sheet = target.tracks.get_sheet(result.persona_id)
    assert sheet == replace(source.tracks.get_sheet(VESPER), persona_id=result.persona_id)
    assert target.cortex_sheets.sheet(result.persona_id).physical == 6

    elements = len(target.records.list_elements())
    again = _import(target, tmp_path / "v.json")
    assert again.name == "Vesper Hale (2)" and again.renamed
    assert "renamed: the campaign already has Vesper Hale" in again.summary()
    assert again.elements_created == () and again.elements_matched == ("Aunt Hesper",)
    assert len(target.records.list_elements()) == elements
    third = _import(target, tmp_path / "v.json")
    assert third.name == "Vesper Hale (3)"
    renamed = _export(target, again.persona_id, tmp_path / "v3.json")
    # A copy is a Persona of its own: a new UUID.
    assert renamed["persona"]["uuid"] != original["persona"]["uuid"]
    assert renamed["persona"] == {
        **original["persona"],
        "name": "Vesper Hale (2)",
        "uuid": renamed["persona"]["uuid"],
    }


def test_elements_match_by_name_ignoring_case_and_spaces(
    source: Campaign, target: Campaign, tmp_path: Path
) -> None:
    target.records.add_element("  aunt   HESPER ", 3, "ours")
    _export(source, VESPER, tmp_path / "v.json")
    result = _import(target, tmp_path / "v.json")
    assert result.elements_matched == ("Aunt Hesper",) and result.elements_created == ()
    [element] = target.records.list_elements()
    assert (element.scale, element.notes) == (3, "ours")
    investment = target.records.persona_records(result.persona_id).investments[0]
    assert investment.element_id == element.id


def test_actor_linked_by_name_and_missing_creators_become_the_director(
    source: Campaign, target: Campaign, tmp_path: Path
) -> None:
    target.records.add_actor("Priya")
    document = _export(source, VESPER, tmp_path / "v.json")
    outside = [t for t in document["persona"]["traits"] if isinstance(t["created_by"], dict)]
    assert outside, "the sample has a Trait on Vesper created by another Persona"
    result = _import(target, tmp_path / "v.json")
    assert result.actor_linked == "Priya"
    [priya] = [row for row in target.records.list_actors() if row.name == "Priya"]
    assert target.records.persona_records(result.persona_id).actor_id == priya.id
    creator = outside[0]["created_by"]["persona"]
    assert any(creator in note and "the Director" in note for note in result.notes)
    traits = {row.name: row for row in target.records.persona_records(result.persona_id).traits}
    assert traits[outside[0]["name"]].created_by_persona_id is None
    mine = [t["name"] for t in document["persona"]["traits"] if t["created_by"] == "self"]
    assert all(traits[name].created_by_persona_id == result.persona_id for name in mine)


def test_import_is_one_step_undo_removes_everything_redo_puts_back_the_same_rows(
    source: Campaign, target: Campaign, tmp_path: Path
) -> None:
    target.records.add_element("Aunt Hesper")
    _export(source, VESPER, tmp_path / "v.json")
    before = _contents(target)
    result = _import(target, tmp_path / "v.json")
    after = _contents(target)
    assert after != before
    assert _counts(target)["persona"] == 1 and _counts(target)["element"] == 1
    target.undo(result.edit)
    assert _contents(target) == before
    target.redo(result.edit)
    assert _contents(target) == after
    target.undo(result.edit)
    assert _contents(target) == before


def _mutated(source: Campaign, tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    path = tmp_path / "v.json"
    document = _export(source, VESPER, path)
    change(document)
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _set(*keys: object, value: object) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        holder: Any = document
        for key in keys[:-1]:
            holder = holder[key]
        holder[keys[-1]] = value

    return change


REFUSALS = [
    (_set("persona", "stance", value=7), "$.persona.stance", "must be 1 to 6, not 7"),
    (_set("persona", "scores", "base", value="3"), "$.persona.scores.base", "whole number"),
    (_set("persona", "traits", 2, "strength", value=100), "$.persona.traits[2].strength", "100"),
    (
        _set("persona", "strategies", 0, "investment", value=5),
        "$.persona.strategies[0].investment",
        "must be 0 to 0, not 5",
    ),
    (_set("persona", "colour", value="blue"), "$.persona.colour", "unknown key"),
    (_set("format_version", value=4), "$.format_version", "newer Starshine Desktop"),
    (_set("format", value="starshine-campaign"), "$.format", "starshine-persona"),
    (_set("persona", "dead", value=1), "$.persona.dead", "true or false"),
    (
        _set("persona", "ironsworn_sheet", "momentum", value=11),
        "$.persona.ironsworn_sheet.momentum",
        "-6 to +10",
    ),
    (
        lambda d: d["persona"]["ironsworn_sheet"].update(momentum=10, impacts=["wounded"]),
        "$.persona.ironsworn_sheet",
        "momentum",
    ),
    (
        _set("persona", "investments", 0, "characteristic", value=3),
        "$.persona.investments[0].characteristic",
        "0 to 2",
    ),
    (
        _set("persona", "traits", 0, "created_by", value={"persona": ""}),
        "$.persona.traits[0].created_by.persona",
        "blank",
    ),
    (
        _set("persona", "cortex_sheet", value={"plot_points": 1}),
        "$.persona.cortex_sheet.physical",
        "missing",
    ),
]


@pytest.mark.parametrize(("change", "path", "reason"), REFUSALS)
def test_bad_values_are_refused_with_their_json_path_and_nothing_is_written(
    source: Campaign,
    target: Campaign,
    tmp_path: Path,
    change: Callable[[dict[str, Any]], None],
    path: str,
    reason: str,
) -> None:
    file = _mutated(source, tmp_path, change)
    before = _contents(target)
    with pytest.raises(ImportRefused) as refused:
        _import(target, file)
    assert refused.value.path == path
    assert reason in refused.value.reason
    assert _contents(target) == before


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b'{"format": "starshine-persona", "format_version": 1, "persona": {"na', "not valid JSON"),
        (b'{"format": "starshine-persona\xff"}', "not UTF-8"),
        (b'{"format": "starshine-persona", "format": "x"}', "more than once"),
        (b'{"format": "starshine-persona", "format_version": NaN}', "NaN"),
        (b"", "not valid JSON"),
    ],
)
def test_broken_files_are_refused_at_the_top(
    target: Campaign, tmp_path: Path, data: bytes, reason: str
) -> None:
    path = tmp_path / "broken.json"
    path.write_bytes(data)
    before = _contents(target)
    with pytest.raises(ImportRefused) as refused:
        _import(target, path)
    assert refused.value.path.startswith("$") and reason in refused.value.reason
    assert _contents(target) == before


def test_a_truncated_export_is_refused(source: Campaign, target: Campaign, tmp_path: Path) -> None:
    path = tmp_path / "v.json"
    source.export_persona(VESPER, path)
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    with pytest.raises(ImportRefused, match="not valid JSON"):
        _import(target, path)
    assert _counts(target)["persona"] == 0


def test_a_byte_order_mark_is_accepted(source: Campaign, target: Campaign, tmp_path: Path) -> None:
    path = tmp_path / "v.json"
    source.export_persona(VESPER, path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert _import(target, path).name == "Vesper Hale"


def test_a_whole_campaign_file_is_named_as_such(target: Campaign, tmp_path: Path) -> None:
    path = tmp_path / "campaign.json"
    target.export_json(path)
    with pytest.raises(ImportRefused, match="whole campaign"):
        _import(target, path)


def test_export_failures_leave_an_existing_file_byte_identical(
    source: Campaign, tmp_path: Path
) -> None:
    old = tmp_path / "old.json"
    old.write_bytes(b"the old file\n")
    with pytest.raises(RecordNotFoundError):
        source.export_persona(999, old)
    assert old.read_bytes() == b"the old file\n"
    folder = tmp_path / "a folder.json"
    folder.mkdir()
    (folder / "inside").write_bytes(b"kept")
    with pytest.raises(OutputTargetError, match="it is a folder"):
        source.export_persona(VESPER, folder)
    assert folder.is_dir() and (folder / "inside").read_bytes() == b"kept"
    assert sorted(path.name for path in tmp_path.iterdir() if "partial" in path.name) == []


@pytest.fixture
def drive(tmp_path: Path) -> Iterator[Drive]:
    yield from mount_drive(tmp_path / "drive")


def test_export_into_a_folder_that_cannot_be_written_keeps_the_old_file(
    source: Campaign, drive: Drive
) -> None:
    old = drive.folder / "Vesper Hale.starshine-persona.json"
    old.write_bytes(b"yesterday's Vesper\n")
    drive.make_read_only()
    with pytest.raises(OSError):
        source.export_persona(VESPER, old)
    assert old.read_bytes() == b"yesterday's Vesper\n"
    assert [path.name for path in drive.folder.iterdir()] == [old.name]


@pytest.mark.file_campaign
def test_a_read_only_campaign_refuses_the_import_with_its_reason(
    source: Campaign, drive: Drive, tmp_path: Path
) -> None:
    path = drive.folder / "Table.starshine"
    create_campaign(path).close()
    source.export_persona(VESPER, tmp_path / "v.json")
    drive.make_read_only()
    campaign = open_campaign(path, backup_folder=tmp_path / "backups")
    try:
        assert campaign.read_only
        data = campaign.read_persona_file(tmp_path / "v.json")
        with pytest.raises(ReadOnlyCampaignError, match="read-only"):
            campaign.import_persona(data)
        assert campaign.personae.list_personae() == []
    finally:
        campaign.close()


def test_free_name_and_suggested_file_name() -> None:
    assert free_name("Vesper", ["Brannoc"]) == "Vesper"
    assert free_name("Vesper", ["vesper", "Vesper (2)"]) == "Vesper (3)"
    long = "x" * 200
    assert len(free_name(long, [long])) == 200 and free_name(long, [long]).endswith(" (2)")
    assert suggested_file_name("Vesper Hale") == "Vesper Hale.starshine-persona.json"
    assert suggested_file_name('A/B: "C"') == "A_B_ _C_.starshine-persona.json"
