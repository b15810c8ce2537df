"""A campaign that cannot be written opens read-only from a private snapshot (case 12).

The read-only cases use a real read-only drive (a tmpfs remounted ``ro``, see
``tests/read_only_mount.py``): the campaigns are made on it through the public services
while it is writable, then it is remounted read-only and opened.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from read_only_mount import Drive, listing, mount_drive, use_private_temp

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.storage.backups import list_backups
from starshine_desktop.storage.database import (
    SCHEMA_VERSION,
    SNAPSHOT_GRACE,
    SNAPSHOT_PREFIX,
    create_database,
    open_database,
    read_only_reason,
    read_schema_version,
    remove_abandoned_snapshots,
)
from starshine_desktop.storage.errors import (
    DamagedCampaignError,
    MigrationFailedError,
    NewerSchemaError,
    ReadOnlyCampaignError,
)
from starshine_desktop.storage.lock import lock_path
from starshine_desktop.storage.rows import PersonaValues, score_column

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
DRIVE_REASON = "it is on a read-only drive"


@pytest.fixture
def drive(tmp_path: Path) -> Iterator[Drive]:
    yield from mount_drive(tmp_path / "drive")


@pytest.fixture
def temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return use_private_temp(tmp_path / "temp", monkeypatch)


@pytest.fixture
def backups(tmp_path: Path) -> Path:
    return tmp_path / "backups"


def _campaign_with(path: Path, *names: str) -> None:
    campaign = create_campaign(path)
    try:
        for name in names:
            campaign.personae.add_persona(PersonaValues(name, actor_name="Dana"))
    finally:
        campaign.close()


def _names(campaign: Campaign) -> list[str]:
    return sorted(row.name for row in campaign.personae.list_personae())


def _bytes(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name, _ in listing(folder)}


# The check itself -------------------------------------------------------------------


def test_the_writability_check_names_the_file_the_folder_or_a_log_that_cannot_be_written(
    tmp_path: Path,
) -> None:
    path = tmp_path / "c.starshine"
    create_campaign(path).close()
    assert read_only_reason(path) is None

    def all_but(*refused: Path) -> Callable[[Path], bool]:
        return lambda candidate: candidate not in refused

    assert read_only_reason(path, can_write=all_but(path)) == "the file cannot be written"
    assert read_only_reason(path, can_write=all_but(tmp_path)) == "its folder cannot be written"
    wal = Path(f"{path}-wal")
    assert read_only_reason(path, can_write=all_but(wal)) is None  # no log there: nothing to say
    wal.write_bytes(b"")
    assert read_only_reason(path, can_write=all_but(wal)) == (
        "the -wal file beside it cannot be written"
    )


def test_permission_bits_open_read_only_for_a_person_who_cannot_write(
    tmp_path: Path, backups: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from starshine_desktop.storage import database as database_module

    path = tmp_path / "c.starshine"
    _campaign_with(path, "Ines")
    monkeypatch.setattr(
        database_module,
        "read_only_reason",
        lambda p: read_only_reason(p, can_write=lambda c: c != p),
    )
    before = path.read_bytes()
    campaign = open_campaign(path, backup_folder=backups)
    try:
        assert (campaign.read_only, campaign.read_only_reason) == (
            True,
            "the file cannot be written",
        )
        assert not lock_path(path).exists()
        with pytest.raises(ReadOnlyCampaignError, match="the file cannot be written"):
            campaign.personae.rename_persona(campaign.personae.list_personae()[0].id, "Morgan")
    finally:
        campaign.close()
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.starshine"]


# A read-only drive -------------------------------------------------------------------


def test_a_campaign_on_a_read_only_drive_reads_refuses_writes_and_leaves_no_trace(
    drive: Drive, temp: Path, backups: Path
) -> None:
    path = drive.folder / "Table Night.starshine"
    _campaign_with(path, "Ines", "Marek")
    drive.make_read_only()
    before, files = _bytes(drive.folder), listing(drive.folder)

    campaign = open_campaign(path, backup_folder=backups)
    try:
        assert campaign.read_only
        assert campaign.read_only_reason == DRIVE_REASON
        assert _names(campaign) == ["Ines", "Marek"]
        [snapshot] = list(temp.iterdir())
        assert snapshot.name.startswith("starshine-read-only-")
        ines = next(row for row in campaign.personae.list_personae() if row.name == "Ines")
        with pytest.raises(ReadOnlyCampaignError) as refused:
            campaign.personae.set_score(ines.id, Score.POWER, 4)
        assert str(refused.value) == (
            "Table Night.starshine is open read-only (it is on a read-only drive); nothing "
            "can be saved. File › Save a copy as… makes a copy you can edit."
        )
        with pytest.raises(ReadOnlyCampaignError):
            campaign.personae.add_persona(PersonaValues("Yui"))
        assert campaign.personae.get_persona(ines.id) == ines
        assert _names(campaign) == ["Ines", "Marek"]
        # Find's search apart (another connection, on another thread) reads the snapshot
        found = [h for _, hits in campaign.search.find_by_kind("ine", apart=True) for h in hits]
        assert [hit.record_id for hit in found] == [ines.id]
        assert listing(drive.folder) == files
    finally:
        campaign.close()
    assert _bytes(drive.folder) == before
    assert listing(drive.folder) == files
    assert list(temp.iterdir()) == []
    assert list_backups(backups, path) == []  # no backup on open or close


def test_an_older_campaign_is_upgraded_in_the_snapshot_only(
    drive: Drive, temp: Path, backups: Path
) -> None:
    path = drive.folder / "old.starshine"
    create_database(path, now=NOW, schema_version=2).close()
    connection = sqlite3.connect(path)
    scores = ", ".join(score_column(score) for score in Score)
    connection.execute(
        f"INSERT INTO persona (name, actor_name, stance, notes, created_at, updated_at, "
        f"{scores}) VALUES ('Ševčík', 'Marek', 3, 'old notes', '2026-01-01', '2026-01-01', "
        f"{', '.join('1' for _ in Score)})"
    )
    connection.commit()
    connection.close()
    drive.make_read_only()
    before = _bytes(drive.folder)

    database = open_database(path, backup_folder=backups, now=NOW)
    try:
        assert database.read_only
        assert database.pragma("user_version") == SCHEMA_VERSION
        with database.reading() as reading:
            rows = reading.execute("SELECT name, stance, notes FROM persona").fetchall()
        assert rows == [("Ševčík", 3, "old notes")]
    finally:
        database.close()
    assert read_schema_version(path) == 2
    assert _bytes(drive.folder) == before
    assert list(temp.iterdir()) == []
    assert not backups.exists()  # no backup before the upgrade: the original is untouched


def test_a_failed_upgrade_of_the_snapshot_is_named_and_leaves_nothing(
    drive: Drive, temp: Path, backups: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from starshine_desktop.storage import database as database_module

    path = drive.folder / "old.starshine"
    create_database(path, now=NOW, schema_version=2).close()
    drive.make_read_only()
    before = _bytes(drive.folder)

    def step_that_fails(connection: object, step: int) -> None:
        raise RuntimeError(f"injected failure at {step}")

    monkeypatch.setattr(database_module, "_migrate_step", step_that_fails)
    with pytest.raises(MigrationFailedError) as raised:
        open_database(path, backup_folder=backups, now=NOW)
    assert raised.value.step == 3
    assert str(raised.value).endswith(
        "The file was not changed; the upgrade ran on a private copy of it."
    )
    assert _bytes(drive.folder) == before
    assert list(temp.iterdir()) == []
    assert not backups.exists()


def test_rows_only_in_a_leftover_log_are_shown(drive: Drive, temp: Path, backups: Path) -> None:
    live = create_campaign(drive.folder / "live.starshine")
    live.personae.add_persona(PersonaValues("Checkpointed"))
    live._database.pragma("wal_checkpoint")
    live.personae.add_persona(PersonaValues("Only in the log"))
    crashed = drive.folder / "crashed.starshine"
    shutil.copyfile(live.path, crashed)
    shutil.copyfile(f"{live.path}-wal", f"{crashed}-wal")
    live.close()
    bare = sqlite3.connect(f"{crashed.as_uri()}?immutable=1", uri=True)
    try:
        assert bare.execute("SELECT name FROM persona").fetchall() == [("Checkpointed",)]
    finally:
        bare.close()
    drive.make_read_only()
    before = _bytes(drive.folder)

    campaign = open_campaign(crashed, backup_folder=backups)
    try:
        assert campaign.read_only
        assert _names(campaign) == ["Checkpointed", "Only in the log"]
    finally:
        campaign.close()
    assert _bytes(drive.folder) == before
    assert list(temp.iterdir()) == []


def test_a_damaged_or_newer_campaign_is_still_refused(
    drive: Drive, temp: Path, backups: Path
) -> None:
    damaged = drive.folder / "damaged.starshine"
    _campaign_with(damaged, "Ines")
    whole = damaged.read_bytes()
    damaged.write_bytes(whole[: len(whole) // 2])
    newer = drive.folder / "newer.starshine"
    _campaign_with(newer, "Marek")
    connection = sqlite3.connect(newer)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.close()
    drive.make_read_only()
    before = _bytes(drive.folder)

    with pytest.raises(DamagedCampaignError, match=r"damaged\.starshine is damaged"):
        open_campaign(damaged, backup_folder=backups)
    with pytest.raises(NewerSchemaError) as refused:
        open_campaign(newer, backup_folder=backups)
    assert (refused.value.file_version, refused.value.app_version) == (
        SCHEMA_VERSION + 1,
        SCHEMA_VERSION,
    )
    assert _bytes(drive.folder) == before
    assert list(temp.iterdir()) == []


def test_save_a_copy_as_and_export_from_a_read_only_campaign_give_an_editable_copy(
    drive: Drive, temp: Path, backups: Path, tmp_path: Path
) -> None:
    path = drive.folder / "Table Night.starshine"
    _campaign_with(path, "Ines", "Marek")
    drive.make_read_only()
    before = _bytes(drive.folder)
    copy = tmp_path / "Table Night copy.starshine"

    exported = tmp_path / "Table Night.json"
    campaign = open_campaign(path, backup_folder=backups)
    try:
        campaign.save_copy_as(copy)
        campaign.export_json(exported)  # reading is all an export needs
        # So is a Persona's file (the last exchanged version is not kept: nothing is written).
        campaign.export_persona(1, tmp_path / "Ines.starshine-persona.json")
        campaign.export_markdown(tmp_path / "notes")
    finally:
        campaign.close()
    assert '"Marek"' in exported.read_text(encoding="utf-8")
    assert '"Ines"' in (tmp_path / "Ines.starshine-persona.json").read_text(encoding="utf-8")
    assert (tmp_path / "notes" / "Personae" / "Marek.md").is_file()
    assert _bytes(drive.folder) == before

    editable = open_campaign(copy, backup_folder=backups)
    try:
        assert not editable.read_only
        assert editable.read_only_reason is None
        assert _names(editable) == ["Ines", "Marek"]
        editable.personae.add_persona(PersonaValues("Yui"))
        assert _names(editable) == ["Ines", "Marek", "Yui"]
        assert editable._database.check() is None
    finally:
        editable.close()


# Snapshots left behind ----------------------------------------------------------------

_OPEN_AND_DIE = """
import os, signal, sys
from starshine_desktop.services.campaign import open_campaign
campaign = open_campaign(sys.argv[1], backup_folder=sys.argv[2])
assert campaign.read_only
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_the_snapshot_of_a_killed_process_is_deleted_when_the_next_one_is_made(
    drive: Drive, temp: Path, backups: Path
) -> None:
    path = drive.folder / "Table Night.starshine"
    _campaign_with(path, "Ines")
    drive.make_read_only()
    killed = subprocess.run(
        [sys.executable, "-c", _OPEN_AND_DIE, str(path), str(backups)],
        env={**os.environ, "TMPDIR": str(temp)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert killed.returncode == -9, killed.stderr
    [left] = list(temp.iterdir())  # killed: nothing cleaned up
    assert left.name.startswith(SNAPSHOT_PREFIX)
    assert (left / "Table Night.starshine").is_file()

    first = open_campaign(path, backup_folder=backups)
    try:
        [mine] = list(temp.iterdir())
        assert mine != left
        second = open_campaign(path, backup_folder=backups)  # this one's stays: it is in use
        try:
            folders = list(temp.iterdir())
            assert mine in folders
            assert len(folders) == 2
            assert _names(first) == _names(second) == ["Ines"]
        finally:
            second.close()
    finally:
        first.close()
    assert list(temp.iterdir()) == []


def test_an_unguarded_snapshot_folder_is_deleted_only_once_it_is_old(temp: Path) -> None:
    fresh = temp / f"{SNAPSHOT_PREFIX}fresh"
    old = temp / f"{SNAPSHOT_PREFIX}old"
    other = temp / "someone-elses-folder"
    for folder in (fresh, old, other):
        folder.mkdir()
        (folder / "Table Night.starshine").write_bytes(b"copy")
    made = datetime.fromtimestamp(old.stat().st_mtime, UTC)
    later = made + SNAPSHOT_GRACE + timedelta(minutes=1)
    os.utime(fresh, (later.timestamp(), later.timestamp()))

    assert remove_abandoned_snapshots(temp, now=later) == [old]
    assert sorted(entry.name for entry in temp.iterdir()) == sorted([fresh.name, other.name])
    assert remove_abandoned_snapshots(temp, now=later) == []
