"""A damaged campaign whose place cannot be written: its backup is restored as a copy.

The campaigns are made on a real read-only drive (a tmpfs remounted ``ro``, see
``tests/read_only_mount.py``) through the public services while it is writable, damaged,
and then the drive is made read-only.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from read_only_mount import Drive, listing, mount_drive, use_private_temp

from starshine_desktop import paths
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.safety import (
    RestoreDestinationError,
    newest_good_backup,
    restore_as_copy,
    suggested_copy_path,
    why_not_restorable_in_place,
)
from starshine_desktop.storage.errors import DamagedCampaignError, StorageError
from starshine_desktop.storage.restore import copy_destination_problem, restore_backup_as_copy
from starshine_desktop.storage.rows import PersonaValues

DRIVE_REASON = "it is on a read-only drive"


@pytest.fixture
def drive(tmp_path: Path) -> Iterator[Drive]:
    yield from mount_drive(tmp_path / "drive")


@pytest.fixture
def temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return use_private_temp(tmp_path / "temp", monkeypatch)


@pytest.fixture
def elsewhere(tmp_path: Path) -> Path:
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    return folder


def _campaign_with(path: Path, *names: str) -> None:
    """Create a campaign holding ``names``; closing after the edits writes its backup."""
    campaign = create_campaign(path)
    try:
        for name in names:
            campaign.personae.add_persona(PersonaValues(name, actor_name="Dana"))
    finally:
        campaign.close()


def _damaged_on_drive(drive: Drive, *names: str) -> Path:
    """Return a campaign on ``drive`` holding ``names`` in its backup, then cut in half."""
    path = drive.folder / "Archive.starshine"
    _campaign_with(path, *names)
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    return path


def _bytes(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name, _ in listing(folder)}


def _raw(path: Path, sql: str) -> list[tuple[Any, ...]]:
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


def test_a_damaged_campaign_on_a_read_only_drive_is_restored_as_a_verified_copy(
    drive: Drive, temp: Path, elsewhere: Path
) -> None:
    path = _damaged_on_drive(drive, "Ines", "Marek")
    drive.make_read_only()
    before = _bytes(drive.folder)
    with pytest.raises(DamagedCampaignError, match=r"Archive\.starshine is damaged"):
        open_campaign(path)
    assert why_not_restorable_in_place(path) == DRIVE_REASON
    backup = newest_good_backup(paths.backup_folder(), path)
    assert backup is not None
    backup_bytes = backup.path.read_bytes()

    copy = elsewhere / "Archive (restored).starshine"
    restore_as_copy(backup.path, copy)

    assert _bytes(drive.folder) == before  # the damaged file and its folder: untouched
    assert sorted(p.name for p in elsewhere.iterdir()) == [copy.name]  # no temporary left
    assert backup.path.read_bytes() == backup_bytes
    assert _raw(copy, "PRAGMA integrity_check") == [("ok",)]
    assert _raw(copy, "PRAGMA journal_mode") == [("delete",)]  # one self-contained file
    assert sorted(row[0] for row in _raw(copy, "SELECT name FROM persona")) == ["Ines", "Marek"]

    campaign = open_campaign(copy)  # a normal campaign: writable, it takes edits
    try:
        assert not campaign.read_only
        campaign.personae.add_persona(PersonaValues("Nadia"))
        names = sorted(row.name for row in campaign.personae.list_personae())
        assert names == ["Ines", "Marek", "Nadia"]
    finally:
        campaign.close()
    assert _bytes(drive.folder) == before


def test_a_writable_campaign_is_restorable_in_place(tmp_path: Path) -> None:
    path = tmp_path / "Writable.starshine"
    _campaign_with(path, "Ines")
    assert why_not_restorable_in_place(path) is None


def test_the_suggested_copy_is_named_after_the_campaign_in_the_home_folder() -> None:
    suggested = suggested_copy_path(Path("/media/disc/Table Night.starshine"))
    assert suggested == Path.home() / "Table Night (restored).starshine"


def test_a_file_already_at_the_destination_is_refused_and_kept(
    tmp_path: Path, elsewhere: Path
) -> None:
    source = tmp_path / "Source.starshine"
    _campaign_with(source, "Ines")
    backup = newest_good_backup(paths.backup_folder(), source)
    assert backup is not None
    other = elsewhere / "Other.starshine"
    _campaign_with(other, "Someone else")
    kept = other.read_bytes()

    with pytest.raises(RestoreDestinationError) as refused:
        restore_as_copy(backup.path, other)
    assert str(refused.value) == (
        f"The backup cannot be restored as a copy at {other}: a file is already there, and "
        "restoring never replaces another file. Nothing was written there; choose another place."
    )
    assert (refused.value.destination, refused.value.reason) == (
        other,
        "a file is already there, and restoring never replaces another file",
    )
    assert other.read_bytes() == kept
    assert sorted(p.name for p in elsewhere.iterdir()) == ["Other.starshine"]


@pytest.mark.parametrize("suffix", ["-wal", "-shm", "-journal", ".lock"])
def test_a_log_or_lock_already_beside_the_destination_is_refused(
    tmp_path: Path, elsewhere: Path, suffix: str
) -> None:
    source = tmp_path / "Source.starshine"
    _campaign_with(source, "Ines")
    backup = newest_good_backup(paths.backup_folder(), source)
    assert backup is not None
    destination = elsewhere / "New.starshine"
    leftover = Path(f"{destination}{suffix}")
    leftover.write_bytes(b"left by another campaign")

    with pytest.raises(RestoreDestinationError, match=f"a {suffix} file of another campaign"):
        restore_as_copy(backup.path, destination)
    assert not destination.exists()
    assert leftover.read_bytes() == b"left by another campaign"


def test_a_missing_folder_is_refused_and_not_made(tmp_path: Path) -> None:
    source = tmp_path / "Source.starshine"
    _campaign_with(source, "Ines")
    backup = newest_good_backup(paths.backup_folder(), source)
    assert backup is not None
    destination = tmp_path / "nowhere" / "New.starshine"
    with pytest.raises(RestoreDestinationError, match="its folder does not exist"):
        restore_as_copy(backup.path, destination)
    assert not destination.parent.exists()


def test_a_destination_on_the_read_only_drive_is_refused_naming_it(
    drive: Drive, temp: Path
) -> None:
    path = _damaged_on_drive(drive, "Ines")
    drive.make_read_only()
    before = _bytes(drive.folder)
    backup = newest_good_backup(paths.backup_folder(), path)
    assert backup is not None

    beside = drive.folder / "Archive (restored).starshine"
    assert copy_destination_problem(beside) == DRIVE_REASON
    with pytest.raises(RestoreDestinationError, match=re.escape(f"{beside}: {DRIVE_REASON}.")):
        restore_as_copy(backup.path, beside)
    with pytest.raises(RestoreDestinationError, match="a file is already there"):
        restore_as_copy(backup.path, path)  # never over the damaged file itself
    assert _bytes(drive.folder) == before


def test_a_folder_that_cannot_be_written_is_refused_naming_it(
    tmp_path: Path, elsewhere: Path
) -> None:
    source = tmp_path / "Source.starshine"
    _campaign_with(source, "Ines")
    backup = newest_good_backup(paths.backup_folder(), source)
    assert backup is not None
    destination = elsewhere / "New.starshine"

    def can_write(path: Path) -> bool:  # stands for permission bits, which root ignores
        return path != elsewhere

    assert copy_destination_problem(destination, can_write=can_write) == (
        "its folder cannot be written"
    )
    with pytest.raises(RestoreDestinationError, match="its folder cannot be written"):
        restore_backup_as_copy(backup.path, destination, can_write=can_write)
    assert list(elsewhere.iterdir()) == []


def test_a_backup_that_fails_its_check_is_not_copied(tmp_path: Path, elsewhere: Path) -> None:
    source = tmp_path / "Source.starshine"
    _campaign_with(source, "Ines")
    backup = newest_good_backup(paths.backup_folder(), source)
    assert backup is not None
    whole = backup.path.read_bytes()
    backup.path.write_bytes(whole[: len(whole) // 2])
    destination = elsewhere / "New.starshine"

    with pytest.raises(StorageError, match="failed its check") as refused:
        restore_as_copy(backup.path, destination)
    assert not isinstance(refused.value, RestoreDestinationError)
    assert list(elsewhere.iterdir()) == []
