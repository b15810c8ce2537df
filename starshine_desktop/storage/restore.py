"""Common: put a verified backup back in place of a campaign file, keeping what was there.

Where the campaign's place cannot be written (a read-only drive, a folder the person
cannot write), the backup is restored as a copy in another place instead, and the
campaign file is left exactly as it was (``restore_backup_as_copy``).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.backups import (
    BackupFile,
    list_backups,
    publish,
    quick_check,
    remove_with_sidecars,
    write_backup,
    write_verified_copy,
)
from starshine_desktop.storage.companions import (
    Companion,
    check_still_ours,
    close_quietly,
    create_companion,
)
from starshine_desktop.storage.database import (
    SCHEMA_VERSION,
    _uri,
    check_identity,
    check_schema,
    examine_copy_with_log,
    has_log,
    read_only_reason,
    read_schema_version,
)
from starshine_desktop.storage.errors import (
    CampaignExistsError,
    NewerSchemaError,
    StorageError,
    phrase,
)
from starshine_desktop.storage.lock import acquire
from starshine_desktop.storage.schema_check import schema_problem

_SIDECARS = ("-wal", "-shm", "-journal")
#: The files of another campaign that keep a restored copy from a place, and why.
_BESIDE = {
    "-wal": QT_TRANSLATE_NOOP("Refusal", "a -wal file of another campaign is already beside it"),
    "-shm": QT_TRANSLATE_NOOP("Refusal", "a -shm file of another campaign is already beside it"),
    "-journal": QT_TRANSLATE_NOOP(
        "Refusal", "a -journal file of another campaign is already beside it"
    ),
    ".lock": QT_TRANSLATE_NOOP("Refusal", "a .lock file of another campaign is already beside it"),
}


class RestoreDestinationError(StorageError):
    """A backup cannot be restored as a copy at the place chosen; nothing was written."""

    def __init__(self, destination: Path, reason: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The backup cannot be restored as a copy at {destination}: {reason}. "
                "Nothing was written there; choose another place.",
            ),
            destination=str(destination),
            reason=phrase(reason),
        )
        self.destination = destination
        self.reason = reason


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
            if problem is None:
                problem = schema_problem(connection, version)
        finally:
            connection.close()
    except sqlite3.Error as error:
        problem = str(error)
    if problem is not None:
        raise StorageError(
            QT_TRANSLATE_NOOP("Refusal", "The backup {name} failed its check: {problem}"),
            name=path.name,
            problem=phrase(problem),
        )


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
        version = read_schema_version(campaign)
        if version > SCHEMA_VERSION:
            return False
        # A read-write connection would join a leftover log to a damaged file: check a copy.
        if has_log(campaign):
            _version, problem, foreign = examine_copy_with_log(campaign)
            if problem is not None or foreign is not None:
                return False
        else:
            check_schema(campaign, version)  # a schema the app did not make is not whole
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
    lock = acquire(campaign.resolve())
    moved: Path | None = None
    companion: Companion | None = None
    try:
        companion = create_companion(campaign, ".restoring", sidecars=True)
        temporary = companion.path
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
            raise StorageError(
                QT_TRANSLATE_NOOP("Refusal", "The restored copy failed its check: {problem}"),
                problem=phrase(problem),
            )
        check_still_ours(companion)
        os.fsync(companion.descriptor)
        publish(temporary, campaign, replace=True)
    except sqlite3.Error as error:
        raise StorageError(
            QT_TRANSLATE_NOOP("Refusal", "Could not restore {name}: {error}"),
            name=backup.name,
            error=error,
        ) from error
    finally:
        if companion is not None:
            close_quietly(companion.descriptor)
            with contextlib.suppress(OSError):
                remove_with_sidecars(companion.path)
        lock.release()
    return moved


def _can_write(path: Path) -> bool:
    return os.access(path, os.W_OK)


def copy_destination_problem(
    destination: Path, *, can_write: Callable[[Path], bool] = _can_write
) -> str | None:
    """Return why a restored copy cannot be written at ``destination``, or None if it can.

    The place must be new (a file, a log or a lock already there is never replaced or
    joined) in an existing folder that ``read_only_reason`` finds writable (``can_write``
    stands for the system's answer, which root's ignoring permission bits makes untestable).
    """
    destination = Path(destination)
    if destination.exists() or destination.is_symlink():
        return QT_TRANSLATE_NOOP(
            "Refusal", "a file is already there, and restoring never replaces another file"
        )
    for suffix, reason in _BESIDE.items():
        if Path(f"{destination}{suffix}").exists():
            return reason
    if not destination.parent.is_dir():
        return QT_TRANSLATE_NOOP("Refusal", "its folder does not exist")
    # The file is not there yet: only its folder (and drive) must be writable.
    return read_only_reason(
        destination, can_write=lambda path: path == destination or can_write(path)
    )


def restore_backup_as_copy(
    backup: Path, destination: Path, *, can_write: Callable[[Path], bool] = _can_write
) -> None:
    """Write the verified ``backup`` as a new campaign file at ``destination``.

    For a campaign whose own place cannot be written: the campaign file is not read,
    locked or changed. The copy is written with SQLite's backup API under a temporary
    name, checked and only then moved into place, so ``destination`` is whole or absent.
    Raises ``RestoreDestinationError`` naming why the place cannot take the copy (a file
    already there, a read-only drive, a folder that cannot be written) and
    ``StorageError`` if the backup fails its check or the copy cannot be written.
    """
    destination = Path(destination)
    problem = copy_destination_problem(destination, can_write=can_write)
    if problem is not None:
        raise RestoreDestinationError(destination, problem)
    verify_backup(backup)
    try:
        source = sqlite3.connect(_uri(backup, "ro"), uri=True)
    except sqlite3.Error as error:
        raise StorageError(
            QT_TRANSLATE_NOOP("Refusal", "Could not read the backup {name}: {error}"),
            name=backup.name,
            error=error,
        ) from error
    try:
        write_verified_copy(source, destination, replace=False)
    except CampaignExistsError as error:  # a file appeared there meanwhile: it was kept
        meanwhile = QT_TRANSLATE_NOOP("Refusal", "a file appeared there meanwhile")
        raise RestoreDestinationError(destination, meanwhile) from error
    except OSError as error:
        raise RestoreDestinationError(destination, error.strerror or str(error)) from error
    finally:
        source.close()
