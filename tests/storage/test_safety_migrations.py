"""Migrations keep every value, back up first, and a failed step leaves the file untouched."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import Connection

from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.storage import database as database_module
from starshine_desktop.storage.backups import list_backups
from starshine_desktop.storage.database import SCHEMA_VERSION, create_database, open_database
from starshine_desktop.storage.errors import MigrationFailedError, NewerSchemaError
from starshine_desktop.storage.migrate import describe
from starshine_desktop.storage.rows import score_column

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
#: The oldest schema that has Personae.
FIRST_SCHEMA = 2

SCORE_COLUMNS = (
    "score_base",
    "score_defense",
    "score_recovery",
    "score_lead",
    "score_stunt",
    "score_aid",
    "score_threat",
    "score_guard",
    "score_surrender",
    "score_risk",
    "score_power",
    "score_fortune",
)
#: Realistic Personae as a table of the first schema holds them: edge-of-range Scores,
#: names in several scripts, long notes with line breaks, an empty Actor.
PERSONAE = [
    (
        "Captain Ines Okafor",
        "Dana",
        3,
        "Commands the *Lantern*.\nOwes the Guild 400 credits.",
        (2, 3, 1, 4, -2, 1, 0, 12, 3, -1, 2, 5),
    ),
    ("Ševčík the Quiet", "Marek", 1, "", (0, 0, 0, 0, -6, 0, -6, 0, 1, -6, -6, 0)),
    (
        "天野 星",
        "Yui",
        6,
        "Pilot.\n\n" + "Flies by instinct. " * 60,
        (6, 6, 6, 6, 6, 6, 6, 20, 6, 6, 6, 20),
    ),
    (
        "The Archivist",
        "",
        4,
        "Non-player Persona; speaks only in questions?",
        (1, 2, 3, 0, 1, 2, -3, 7, 2, 0, -1, 3),
    ),
    (
        "Rook 'Two-Hands' Mbeki",
        "Sam",
        2,
        "Tab\tseparated\tnotes; emoji 🚀 ok",
        (3, 1, 2, 2, 0, 0, 1, 9, 4, 2, 1, 11),
    ),
]


def _first_schema_campaign(path: Path) -> None:
    """Write a campaign of the first schema with Personae and settings, as users have them."""
    create_database(path, now=NOW, created_with="Starshine Desktop 0.1.0", schema_version=2).close()
    connection = sqlite3.connect(path)
    columns = ("name", "actor_name", "stance", "notes", *SCORE_COLUMNS, "created_at", "updated_at")
    marks = ", ".join("?" for _ in columns)
    for number, (name, actor, stance, notes, scores) in enumerate(PERSONAE):
        stamp = f"2026-0{number + 1}-1{number} 20:3{number}:00.000000"
        connection.execute(
            f"INSERT INTO persona ({', '.join(columns)}) VALUES ({marks})",
            (name, actor, stance, notes, *scores, stamp, stamp),
        )
    connection.execute("INSERT INTO campaign_setting VALUES ('table_name', 'Thursday crew')")
    connection.commit()
    connection.close()


def _tables(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Return every user table's rows (all columns, in rowid order)."""
    connection = sqlite3.connect(path)
    try:
        names = [
            row[0]
            for row in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%' AND name != 'alembic_version'"
            )
        ]
        return {
            name: connection.execute(f"SELECT * FROM {name} ORDER BY rowid").fetchall()
            for name in names
        }
    finally:
        connection.close()


def _columns(path: Path, table: str) -> list[str]:
    connection = sqlite3.connect(path)
    try:
        return [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
    finally:
        connection.close()


def _rows(path: Path, table: str, columns: list[str]) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(
            f"SELECT {', '.join(columns)} FROM {table} ORDER BY rowid"
        ).fetchall()
    finally:
        connection.close()


def test_the_first_schema_fixture_is_what_it_claims(tmp_path: Path) -> None:
    path = tmp_path / "old.starshine"
    _first_schema_campaign(path)
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone() == (FIRST_SCHEMA,)
    connection.close()
    assert [row[1] for row in _tables(path)["persona"]] == [p[0] for p in PERSONAE]
    assert FIRST_SCHEMA < SCHEMA_VERSION


def test_a_first_schema_campaign_upgrades_to_the_head_keeping_every_value(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.starshine"
    backups = tmp_path / "backups"
    _first_schema_campaign(path)
    before = _tables(path)
    old_columns = {table: _columns(path, table) for table in before}

    campaign = open_campaign(path, backup_folder=backups)
    try:
        shown = {row.name: row for row in campaign.personae.list_personae()}
        for name, actor, stance, notes, scores in PERSONAE:
            row = shown[name]
            assert (row.actor_name, row.stance, row.notes) == (actor, stance, notes)
            assert tuple(row.scores[score] for score in row.scores) == scores
            assert [score_column(score) for score in row.scores] == list(SCORE_COLUMNS)
    finally:
        campaign.close()

    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert connection.execute("PRAGMA foreign_key_check").fetchall() == []
    connection.close()
    for table, rows in before.items():
        assert _rows(path, table, old_columns[table]) == rows, table

    [backup] = [b for b in list_backups(backups, path) if b.reason.startswith("before-")]
    assert backup.reason == f"before-v{SCHEMA_VERSION}-from-v{FIRST_SCHEMA}"
    assert _tables(backup.path) == before
    connection = sqlite3.connect(backup.path)
    assert connection.execute("PRAGMA user_version").fetchone() == (FIRST_SCHEMA,)
    assert connection.execute("PRAGMA quick_check").fetchone() == ("ok",)
    connection.close()


@pytest.mark.parametrize("failing_step", [FIRST_SCHEMA + 1, SCHEMA_VERSION])
def test_a_migration_failing_midway_names_its_step_and_leaves_the_file_byte_identical(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing_step: int
) -> None:
    path = tmp_path / "old.starshine"
    backups = tmp_path / "backups"
    _first_schema_campaign(path)
    original = path.read_bytes()
    real_step = database_module._migrate_step

    def step_that_fails(connection: Connection, step: int) -> None:
        real_step(connection, step)
        if step == failing_step:  # the step's own changes are made, then it fails
            raise RuntimeError("injected failure after the step's changes")

    monkeypatch.setattr(database_module, "_migrate_step", step_that_fails)
    with pytest.raises(MigrationFailedError) as raised:
        open_database(path, backup_folder=backups, now=NOW)
    message = str(raised.value)
    assert f"step {failing_step:04d} ({describe(failing_step)})" in message
    assert "injected failure" in message and "The file was not changed" in message
    assert raised.value.step == failing_step
    assert path.read_bytes() == original
    assert sorted(p.name for p in tmp_path.iterdir()) == ["backups", "old.starshine"]

    monkeypatch.undo()
    database = open_database(path, backup_folder=backups, now=NOW)  # a later try succeeds
    try:
        assert database.pragma("user_version") == SCHEMA_VERSION
    finally:
        database.close()


def test_a_file_from_a_newer_version_is_refused_through_the_service_untouched(
    tmp_path: Path,
) -> None:
    path = tmp_path / "future.starshine"
    create_database(path, now=NOW).close()
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.close()
    original = path.read_bytes()
    with pytest.raises(NewerSchemaError) as raised:
        open_campaign(path, backup_folder=tmp_path / "backups")
    assert f"version {SCHEMA_VERSION + 1}" in str(raised.value)
    assert f"up to version {SCHEMA_VERSION}" in str(raised.value)
    assert path.read_bytes() == original
    assert sorted(p.name for p in tmp_path.iterdir()) == ["future.starshine"]
