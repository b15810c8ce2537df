"""Put a verified backup back in place of a campaign file, keeping what was there."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from starshine_desktop.storage.backups import (
    BackupFile,
    list_backups,
    publish,
    quick_check,
    remove_with_sidecars,
    write_backup,
)
from starshine_desktop.storage.database import (
    SCHEMA_VERSION,
    _uri,
    check_identity,
    examine_with_log,
    has_log,
    read_schema_version,
)
from starshine_desktop.storage.errors import NewerSchemaError, StorageError
from starshine_desktop.storage.lock import acquire

_SIDECARS = ("-wal", "-shm", "-journal")


def verify_backup(path: Path) -> None:
    """Raise ``StorageError`` unless ``path`` is a whole campaign this version can open."""
    check_identity(path)
    version = read_schema_version(path)
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(path, version, SCHEMA_VERSION)
    try:
        connection = sqlite3.connect(_uri(path, "ro"), uri=True)
        try:
            problem = quick_check(connection)
        finally:
            connection.close()
    except sqlite3.Error as error:
        problem = str(error)
    if problem is not None:
        raise StorageError(f"The backup {path.name} failed its check: {problem}")


def newest_good_backup(root: Path, campaign: Path) -> BackupFile | None:
    """Return the newest backup of ``campaign`` that passes ``verify_backup``."""
    for backup in list_backups(root, campaign):
        try:
            verify_backup(backup.path)
        except StorageError:
            continue
        return backup
    return None


def _healthy_copy_taken(campaign: Path, root: Path, now: datetime) -> bool:
    """Back up ``campaign`` if it is whole and return True; return False if it is damaged."""
    try:
        check_identity(campaign)
        if read_schema_version(campaign) > SCHEMA_VERSION:
            return False
        # A read-write connection would join a leftover log to a damaged file: check a copy.
        if has_log(campaign) and examine_with_log(campaign)[1] is not None:
            return False
        connection = sqlite3.connect(_uri(campaign, "rw"), uri=True, isolation_level=None)
    except (StorageError, sqlite3.Error):
        return False
    try:
        if quick_check(connection) is not None:
            return False
        write_backup(connection, root, campaign, reason="before-restore", now=now)
    except sqlite3.Error:
        return False
    finally:
        connection.close()
    return True


def _move_aside(campaign: Path, now: datetime) -> Path:
    """Rename a damaged file (and its log files) to ``….damaged-<time>``; delete nothing."""
    stamp = now.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = campaign.with_name(f"{campaign.name}.damaged-{stamp}")
    number = 1
    while target.exists():
        number += 1
        target = campaign.with_name(f"{campaign.name}.damaged-{stamp}-{number}")
    os.replace(campaign, target)
    for suffix in _SIDECARS:
        sidecar = Path(f"{campaign}{suffix}")
        if sidecar.exists():
            os.replace(sidecar, Path(f"{target}{suffix}"))
    return target


def restore_backup(
    campaign: Path, backup: Path, *, backup_root: Path, now: datetime | None = None
) -> Path | None:
    """Replace ``campaign`` by the verified ``backup`` (the campaign must be closed here).

    A whole current file is itself backed up first (reason ``before-restore``); a damaged
    one is moved aside as ``<name>.damaged-<time>`` with its log files, never deleted.
    Returns where a damaged file was moved, or None. Raises ``CampaignLockedError`` if
    another process has the campaign open, ``StorageError`` if the backup fails its check.
    """
    campaign = Path(campaign)
    stamp = now or datetime.now(UTC)
    verify_backup(backup)
    lock = acquire(campaign)
    moved: Path | None = None
    temporary = campaign.with_name(f".{campaign.name}.{os.urandom(8).hex()}.restoring")
    try:
        if campaign.exists():
            whole = _healthy_copy_taken(campaign, backup_root, stamp)
            leftover = any(
                Path(f"{campaign}{suffix}").exists()
                and Path(f"{campaign}{suffix}").stat().st_size > 0
                for suffix in ("-wal", "-journal")
            )
            if not whole or leftover:  # a log must never be joined to another file
                moved = _move_aside(campaign, stamp)
        source = sqlite3.connect(_uri(backup, "ro"), uri=True)
        try:
            target = sqlite3.connect(temporary, isolation_level=None)
            try:
                source.backup(target)
                problem = quick_check(target)
                target.execute("PRAGMA journal_mode = WAL")
            finally:
                target.close()
        finally:
            source.close()
        if problem is not None:
            raise StorageError(f"The restored copy failed its check: {problem}")
        with temporary.open("rb") as handle:
            os.fsync(handle.fileno())
        publish(temporary, campaign, replace=True)
    except sqlite3.Error as error:
        raise StorageError(f"Could not restore {backup.name}: {error}") from error
    finally:
        with contextlib.suppress(OSError):
            remove_with_sidecars(temporary)
        lock.release()
    return moved
