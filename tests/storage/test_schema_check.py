"""A file is trusted only when its schema is the app's own (tables, columns, indexes,
triggers, views) for its version; anything else is refused untouched, before any write."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.safety import newest_good_backup
from starshine_desktop.storage.database import SCHEMA_VERSION, create_database
from starshine_desktop.storage.errors import (
    DamagedCampaignError,
    ForeignSchemaError,
    StorageError,
)
from starshine_desktop.storage.restore import verify_backup
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.storage.schema_check import expected_schema, normalise_sql
from starshine_desktop.storage.schema_write import schema_from_migrations


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION + 1))
def test_the_stored_schemas_are_what_the_migrations_make(version: int) -> None:
    assert expected_schema(version) == tuple(schema_from_migrations(version))


def test_a_file_the_app_made_at_each_version_passes(tmp_path: Path) -> None:
    for version in (2, 5, SCHEMA_VERSION):
        path = tmp_path / f"v{version}.starshine"
        create_database(path, schema_version=version).close()
        campaign = open_campaign(path, backup_folder=tmp_path / "backups")
        campaign.close()


def test_normalising_ignores_quotes_and_spacing_only() -> None:
    assert normalise_sql('CREATE TABLE "a" (\n  x  INTEGER ,y TEXT)') == (
        "CREATE TABLE a(x INTEGER,y TEXT)"
    )
    assert normalise_sql("CHECK (x >= 1)") != normalise_sql("CHECK (x >= 2)")


def _tamper(sql: str) -> Callable[[sqlite3.Connection], None]:
    def run(connection: sqlite3.Connection) -> None:
        connection.executescript(sql)

    return run


TAMPERS = {
    "an extra trigger": _tamper(
        "CREATE TRIGGER rewrite AFTER UPDATE ON persona BEGIN "
        "UPDATE persona SET notes = 'gone' WHERE id = new.id; END;"
    ),
    "a missing table": _tamper("DROP TABLE trait;"),
    "a foreign table": _tamper("CREATE TABLE recipe (title TEXT);"),
    "an extra column": _tamper("ALTER TABLE persona ADD COLUMN secret TEXT;"),
    "an extra index": _tamper("CREATE INDEX sneaky ON persona(notes);"),
    "an extra view": _tamper("CREATE VIEW everyone AS SELECT name FROM persona;"),
    "version 0 with the app's tables": _tamper("PRAGMA user_version = 0;"),
    "an older version's number": _tamper("PRAGMA user_version = 3;"),
}


def _tampered_campaign(path: Path, tamper: Callable[[sqlite3.Connection], None]) -> None:
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues("Ada", notes="keep me"))
    campaign.close()
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        tamper(connection)
        connection.execute("PRAGMA journal_mode = DELETE")  # a plain file, as a probe would
    finally:
        connection.close()


@pytest.mark.parametrize("what", sorted(TAMPERS))
def test_a_schema_the_app_did_not_make_is_refused_untouched(tmp_path: Path, what: str) -> None:
    folder = tmp_path / "campaigns"
    folder.mkdir()
    path = folder / "Voyage.starshine"
    _tampered_campaign(path, TAMPERS[what])
    before = path.read_bytes()
    with pytest.raises(ForeignSchemaError) as raised:
        open_campaign(path, backup_folder=tmp_path / "backups")
    assert "cannot be trusted as a Starshine campaign" in str(raised.value)
    assert "not opened, changed or repaired" in str(raised.value)
    assert isinstance(raised.value, DamagedCampaignError)  # the window offers a backup
    assert path.read_bytes() == before  # not even switched to write-ahead logging
    assert sorted(p.name for p in folder.iterdir()) == ["Voyage.starshine"]


def test_an_empty_schema_with_the_apps_identity_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "Hollow.starshine"
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA application_id = 1398035272")
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    connection.execute("CREATE TABLE other (x)")
    connection.commit()
    connection.close()
    before = path.read_bytes()
    with pytest.raises(ForeignSchemaError, match="no table actor; no table advance"):
        open_campaign(path, backup_folder=tmp_path / "backups")
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Hollow.starshine"]


def test_a_tampered_file_with_a_log_is_refused_with_both_files_untouched(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    create_campaign(path).close()
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("PRAGMA journal_mode = WAL")
    writer.execute("CREATE TRIGGER rewrite AFTER INSERT ON persona BEGIN SELECT 1; END")
    crash = tmp_path / "crash"
    crash.mkdir()
    shutil.copyfile(path, crash / path.name)  # a copy taken as if the writer had died now
    shutil.copyfile(f"{path}-wal", crash / f"{path.name}-wal")
    writer.close()
    copy = crash / path.name
    before = (copy.read_bytes(), Path(f"{copy}-wal").read_bytes())
    with pytest.raises(ForeignSchemaError, match="unknown trigger rewrite on persona"):
        open_campaign(copy, backup_folder=tmp_path / "backups")
    assert (copy.read_bytes(), Path(f"{copy}-wal").read_bytes()) == before
    assert sorted(p.name for p in crash.iterdir()) == [path.name, f"{path.name}-wal"]


def test_a_tampered_backup_is_not_good_and_the_untampered_one_is_offered(tmp_path: Path) -> None:
    backups = tmp_path / "backups"
    path = tmp_path / "Voyage.starshine"
    campaign = open_campaign(_made(path), backup_folder=backups)
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()  # a good backup on close
    good = newest_good_backup(backups, path)
    assert good is not None
    tampered = good.path.with_name("29991231T000000000000Z-session.starshine")  # the newest
    shutil.copyfile(good.path, tampered)
    connection = sqlite3.connect(tampered)
    connection.execute("CREATE VIEW everyone AS SELECT name FROM persona")
    connection.commit()
    connection.close()
    with pytest.raises(StorageError, match="unknown view everyone"):
        verify_backup(tampered)
    offered = newest_good_backup(backups, path)
    assert offered is not None and offered.path == good.path


def _made(path: Path) -> Path:
    create_campaign(path).close()
    return path
