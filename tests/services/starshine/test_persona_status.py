"""A Persona's status flags (rules-spec A.1): stored, undoable edits, kept on copy and restore."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.database import SCHEMA_VERSION, create_database
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.rows import PersonaFlag, PersonaValues

PERSONA = RecordKind.PERSONA


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "table.starshine")
    yield opened
    opened.close()


def _add(campaign: Campaign, values: PersonaValues) -> int:
    [new_id] = campaign.personae.add_persona(values).changes.added_ids(PERSONA)
    return new_id


def test_a_new_persona_has_no_flag_and_each_flag_sets_and_clears(campaign: Campaign) -> None:
    ada = _add(campaign, PersonaValues("Ada"))
    row = campaign.personae.get_persona(ada)
    assert (row.risked_corruption, row.risked_death, row.dead) == (False, False, False)
    for flag in PersonaFlag:
        assert campaign.personae.set_flag(ada, flag, True).changes == Changes.update(PERSONA, ada)
        assert campaign.personae.get_persona(ada).flag(flag) is True
    row = campaign.personae.get_persona(ada)
    assert (row.risked_corruption, row.risked_death, row.dead) == (True, True, True)
    campaign.personae.set_flag(ada, PersonaFlag.RISKED_DEATH, False)
    row = campaign.personae.get_persona(ada)
    assert (row.risked_corruption, row.risked_death, row.dead) == (True, False, True)


def test_a_flag_is_a_boolean_and_names_a_stored_persona(campaign: Campaign) -> None:
    ada = _add(campaign, PersonaValues("Ada"))
    with pytest.raises(ValidationError, match="Dead is true or false"):
        campaign.personae.set_flag(ada, PersonaFlag.DEAD, 1)  # type: ignore[arg-type]
    assert campaign.personae.get_persona(ada).dead is False
    with pytest.raises(RecordNotFoundError):
        campaign.personae.set_flag(ada + 1, PersonaFlag.DEAD, True)


def test_duplicate_and_undone_delete_keep_the_flags(campaign: Campaign) -> None:
    ada = _add(campaign, PersonaValues("Ada", risked_corruption=True, dead=True))
    [copy] = campaign.personae.duplicate_persona(ada).changes.added_ids(PERSONA)
    copied = campaign.personae.get_persona(copy)
    assert (copied.risked_corruption, copied.risked_death, copied.dead) == (True, False, True)
    row = campaign.personae.get_persona(ada)
    campaign.undo(campaign.personae.delete_persona(ada))
    assert campaign.personae.get_persona(ada).values == row.values


@pytest.mark.file_campaign
def test_the_file_refuses_a_flag_other_than_0_or_1(campaign: Campaign, tmp_path: Path) -> None:
    ada = _add(campaign, PersonaValues("Ada"))
    campaign.close()
    with (
        sqlite3.connect(tmp_path / "table.starshine") as raw,
        pytest.raises(sqlite3.IntegrityError, match="CHECK"),
    ):
        raw.execute("UPDATE persona SET dead = 2 WHERE id = ?", (ada,))
    reopened = open_campaign(tmp_path / "table.starshine", backup_folder=tmp_path / "backups")
    try:
        assert reopened.personae.get_persona(ada).dead is False
    finally:
        reopened.close()


@pytest.mark.file_campaign
def test_a_version_6_campaign_is_upgraded_with_every_flag_clear(tmp_path: Path) -> None:
    path = tmp_path / "older.starshine"
    create_database(path, schema_version=6).close()
    moment = datetime(2026, 1, 1, tzinfo=UTC).replace(tzinfo=None).isoformat(" ")
    scores = ", ".join(["1"] * 12)
    with sqlite3.connect(path) as raw:
        raw.execute(
            "INSERT INTO persona (name, actor_name, stance, notes, score_base, score_defense, "
            "score_recovery, score_lead, score_stunt, score_aid, score_threat, score_guard, "
            f"score_surrender, score_risk, score_power, score_fortune, created_at, updated_at) "
            f"VALUES ('Old', '', 2, '', {scores}, ?, ?)",
            (moment, moment),
        )
    raw.close()
    upgraded = open_campaign(path, backup_folder=tmp_path / "backups")
    try:
        [row] = upgraded.personae.list_personae()
        assert (row.name, row.stance) == ("Old", 2)
        assert (row.risked_corruption, row.risked_death, row.dead) == (False, False, False)
        upgraded.personae.set_flag(row.id, PersonaFlag.RISKED_DEATH, True)
        assert upgraded.personae.get_persona(row.id).risked_death is True
    finally:
        upgraded.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    raw.close()
