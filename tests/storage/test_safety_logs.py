"""A write-ahead log left beside a campaign by a crash is never joined, changed or deleted by
the opening checks; a damaged file is set aside with its log; downgrades are refused."""

from __future__ import annotations

import shutil
import sqlite3
import uuid
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import text

from starshine_desktop.storage.backups import write_backup
from starshine_desktop.storage.database import (
    SCHEMA_VERSION,
    Database,
    create_database,
    open_database,
    read_schema_version,
)
from starshine_desktop.storage.errors import (
    DamagedCampaignError,
    DowngradeRefusedError,
    NewerSchemaError,
)
from starshine_desktop.storage.migrate import upgrade
from starshine_desktop.storage.restore import newest_good_backup, restore_backup

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def _add_actors(database: Database, names: list[str]) -> None:
    with database.transaction() as session:
        for name in names:
            session.execute(
                text(
                    "INSERT INTO actor (name, is_director, notes, uuid) "
                    "VALUES (:name, 0, :notes, :uuid)"
                ),
                {"name": name, "notes": "n" * 300, "uuid": str(uuid.uuid4())},
            )


def _crashed_copy(live: Database, destination: Path) -> None:
    """Copy the open file and its log as a crash would leave them (rows only in the log)."""
    shutil.copyfile(live.path, destination)
    shutil.copyfile(f"{live.path}-wal", f"{destination}-wal")


def _bytes(path: Path) -> tuple[bytes, bytes]:
    return path.read_bytes(), Path(f"{path}-wal").read_bytes()


def _listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def _damage_actor_page(path: Path) -> None:
    """Overwrite 64 bytes inside the actor table's root page of the file (not its log)."""
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)
    try:
        (page_size,) = connection.execute("PRAGMA page_size").fetchone()
        (root,) = connection.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'actor'"
        ).fetchone()
    finally:
        connection.close()
    with path.open("r+b") as file:
        file.seek((root - 1) * page_size + 8)
        file.write(b"\xa5" * 64)


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path, Path]:
    live, crashed, backups = tmp_path / "live", tmp_path / "crashed", tmp_path / "backups"
    live.mkdir()
    crashed.mkdir()
    return live, crashed, backups


def test_a_damaged_file_with_a_log_is_refused_untouched_and_set_aside_with_its_log(
    folders: tuple[Path, Path, Path],
) -> None:
    live_folder, folder, backups = folders
    live = create_database(live_folder / "c.starshine", now=NOW)
    _add_actors(live, [f"Actor {number}" for number in range(40)])
    live.pragma("wal_checkpoint")
    campaign = folder / "c.starshine"
    reader = sqlite3.connect(live.path)
    try:  # a backup filed under the crashed copy's path, as its own earlier open made it
        write_backup(reader, backups, campaign, reason="open", now=NOW)
    finally:
        reader.close()
    with live.transaction() as session:
        session.execute(text("INSERT INTO campaign_setting (key, value) VALUES ('last', 'log')"))
    _crashed_copy(live, campaign)
    live.close()
    _damage_actor_page(campaign)
    before = _bytes(campaign)
    assert before[1], "the log holds the last edit"

    with pytest.raises(DamagedCampaignError, match=r"c\.starshine is damaged"):
        open_database(campaign, backup_folder=backups, now=NOW)
    assert _bytes(campaign) == before
    assert _listing(folder) == ["c.starshine", "c.starshine-wal"]

    good = newest_good_backup(backups, campaign)
    assert good is not None
    moved = restore_backup(campaign, good.path, backup_root=backups, now=NOW)
    assert moved is not None and moved.name.startswith("c.starshine.damaged-")
    assert _bytes(moved) == before
    restored = open_database(campaign, backup_folder=backups, now=NOW)
    try:
        with restored.reading() as connection:
            (count,) = connection.execute("SELECT count(*) FROM actor").fetchone()
        assert count == 40
    finally:
        restored.close()


def test_a_version_only_in_the_log_is_read_from_a_copy_and_a_newer_one_refused_untouched(
    folders: tuple[Path, Path, Path],
) -> None:
    live_folder, folder, backups = folders
    live = create_database(live_folder / "n.starshine", now=NOW)
    live.pragma("wal_checkpoint")
    with live.transaction() as session:
        session.execute(text(f"PRAGMA user_version = {SCHEMA_VERSION + 7}"))
    campaign = folder / "n.starshine"
    _crashed_copy(live, campaign)
    live.close()
    before = _bytes(campaign)
    assert int.from_bytes(before[0][60:64], "big") == SCHEMA_VERSION, "the file's header is old"

    assert read_schema_version(campaign) == SCHEMA_VERSION + 7
    with pytest.raises(NewerSchemaError) as raised:
        open_database(campaign, backup_folder=backups, now=NOW)
    assert f"version {SCHEMA_VERSION + 7}" in str(raised.value)
    assert f"up to version {SCHEMA_VERSION}" in str(raised.value)
    assert _bytes(campaign) == before
    assert _listing(folder) == ["n.starshine", "n.starshine-wal"]


def test_a_whole_file_with_a_log_opens_with_every_edit_of_the_log(
    folders: tuple[Path, Path, Path],
) -> None:
    live_folder, folder, backups = folders
    live = create_database(live_folder / "w.starshine", now=NOW)
    live.pragma("wal_checkpoint")
    _add_actors(live, ["First", "Second"])
    campaign = folder / "w.starshine"
    _crashed_copy(live, campaign)
    live.close()

    reopened = open_database(campaign, backup_folder=backups, now=NOW)
    try:
        with reopened.reading() as connection:
            names = [row[0] for row in connection.execute("SELECT name FROM actor ORDER BY id")]
        assert names == ["First", "Second"]
    finally:
        reopened.close()
    again = open_database(campaign, backup_folder=backups, now=NOW)
    again.close()


def test_the_migrator_refuses_a_downgrade_and_changes_nothing(tmp_path: Path) -> None:
    database = create_database(tmp_path / "d.starshine", now=NOW)
    try:
        with database.reading() as connection:
            schema = connection.execute("SELECT name, sql FROM sqlite_master").fetchall()
        with (
            pytest.raises(DowngradeRefusedError) as raised,
            database.engine.connect() as migrating,
            migrating.begin(),
        ):
            upgrade(migrating, 3)
        assert f"version {SCHEMA_VERSION}" in str(raised.value)
        assert "back to version 3" in str(raised.value)
        assert database.pragma("user_version") == SCHEMA_VERSION
        with database.reading() as connection:
            assert connection.execute("SELECT name, sql FROM sqlite_master").fetchall() == schema
    finally:
        database.close()
