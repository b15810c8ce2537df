"""Common: verified backups of campaign files: written with SQLite's backup API and thinned by age.

Each campaign has its own folder under the backup root (its name and a short hash of its
full path, so two campaigns called "campaign" never mix). A backup is written under a
temporary name, checked with ``PRAGMA quick_check``, then renamed into place; it is stored
in rollback-journal mode so it is one self-contained file. Only after a new backup is in
place are older ones thinned: the newest ten are kept, plus the newest of each of the last
seven days and the newest of each of the last five weeks.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.companions import (
    PARTIAL_SUFFIX,
    create_companion,
    guard_again,
    release,
    remove_abandoned_partials,
)
from starshine_desktop.storage.errors import CampaignExistsError, StorageError, phrase

BACKUP_SUFFIX = ".starshine"
KEEP_NEWEST = 10
KEEP_DAILY_DAYS = 7
KEEP_WEEKLY_DAYS = 35
_STAMP_FORMAT = "%Y%m%dT%H%M%S%fZ"
_NAME = re.compile(r"^(?P<stamp>\d{8}T\d{12}Z)-(?P<reason>[a-z0-9-]+)\.starshine$")


@dataclass(frozen=True, slots=True)
class BackupFile:
    """One verified backup on disk."""

    path: Path
    taken_at: datetime
    reason: str
    size: int


def _fsync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def publish(temporary: Path, final: Path, *, replace: bool) -> None:
    """Move a finished file into place (never over an existing one unless ``replace``)."""
    if replace:
        os.replace(temporary, final)
    else:
        try:
            os.link(temporary, final)
        except FileExistsError as error:
            raise CampaignExistsError(final) from error
        except OSError:
            if final.exists():
                raise CampaignExistsError(final) from None
            os.replace(temporary, final)
        else:
            temporary.unlink()
    _fsync_folder(final.parent)


def remove_with_sidecars(path: Path) -> None:
    """Delete a temporary database and the ``-wal``/``-shm``/``-journal`` files beside it."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        with contextlib.suppress(FileNotFoundError):
            Path(f"{path}{suffix}").unlink()


def quick_check(connection: sqlite3.Connection) -> str | None:
    """Return None if ``PRAGMA quick_check`` passes, else what it (or SQLite) reported."""
    try:
        rows = connection.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as error:
        return str(error)
    verdicts = [str(row[0]) for row in rows]
    if verdicts == ["ok"]:
        return None
    return "; ".join(verdicts[:3]) + (" …" if len(verdicts) > 3 else "")


def write_verified_copy(source: sqlite3.Connection, destination: Path, *, replace: bool) -> None:
    """Copy a live database with SQLite's backup API, verify it and move it into place."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    remove_abandoned_partials(destination.parent)  # what killed copies left there
    companion = create_companion(destination, PARTIAL_SUFFIX, sidecars=True, guard=True)
    temporary = companion.path
    try:
        target = sqlite3.connect(temporary, isolation_level=None)
        try:
            source.backup(target)
            target.execute("PRAGMA journal_mode = DELETE")
            problem = quick_check(target)
        finally:
            target.close()
        if problem is not None:
            raise StorageError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "the copy written to {destination} failed its check: {problem}"
                ),
                destination=str(destination),
                problem=phrase(problem),
            )
        guard_again(companion)  # SQLite's close dropped this process's locks on the file
        os.fsync(companion.descriptor)
        if os.name == "nt":  # pragma: no cover - Windows renames no open file
            release(companion)
        publish(temporary, destination, replace=replace)
    except sqlite3.Error as error:
        raise StorageError(
            QT_TRANSLATE_NOOP("Refusal", "could not write a copy to {destination}: {error}"),
            destination=str(destination),
            error=error,
        ) from error
    finally:
        remove_with_sidecars(temporary)
        release(companion)


def campaign_folder(root: Path, campaign: Path) -> Path:
    """Return the folder under ``root`` that holds the backups of ``campaign``."""
    import hashlib  # imported when needed: loading OpenSSL slows start-up

    digest = hashlib.sha256(str(campaign.resolve()).encode("utf-8")).hexdigest()[:8]
    return root / f"{campaign.stem}-{digest}"


def backup_name(taken_at: datetime, reason: str) -> str:
    """Return the file name of a backup taken at ``taken_at`` for ``reason``."""
    if not re.fullmatch(r"[a-z0-9-]+", reason):
        raise ValueError(f"not a backup reason: {reason!r}")
    return f"{taken_at.astimezone(UTC).strftime(_STAMP_FORMAT)}-{reason}{BACKUP_SUFFIX}"


def list_backups(root: Path, campaign: Path) -> list[BackupFile]:
    """Return the backups of ``campaign``, newest first."""
    folder = campaign_folder(root, campaign)
    found: list[BackupFile] = []
    try:
        entries = list(folder.iterdir())
    except FileNotFoundError:
        return []
    for entry in entries:
        match = _NAME.match(entry.name)
        if match is None or not entry.is_file():
            continue
        taken_at = datetime.strptime(match["stamp"], _STAMP_FORMAT).replace(tzinfo=UTC)
        found.append(BackupFile(entry, taken_at, match["reason"], entry.stat().st_size))
    found.sort(key=lambda backup: (backup.taken_at, backup.path.name), reverse=True)
    return found


def backups_to_keep(taken: list[datetime], now: datetime) -> set[int]:
    """Return the indexes in ``taken`` (newest first) that the age policy keeps."""
    order = sorted(range(len(taken)), key=lambda index: taken[index], reverse=True)
    keep = set(order[:KEEP_NEWEST])
    days: set[object] = set()
    weeks: set[object] = set()
    for index in order:
        age = now - taken[index]
        if age <= timedelta(days=KEEP_DAILY_DAYS):
            day = taken[index].astimezone(UTC).date()
            if day not in days:
                days.add(day)
                keep.add(index)
        if age <= timedelta(days=KEEP_WEEKLY_DAYS):
            week = taken[index].astimezone(UTC).isocalendar()[:2]
            if week not in weeks:
                weeks.add(week)
                keep.add(index)
    return keep


def thin_backups(root: Path, campaign: Path, now: datetime) -> list[Path]:
    """Delete the backups the age policy no longer keeps; return what was deleted."""
    backups = list_backups(root, campaign)
    keep = backups_to_keep([backup.taken_at for backup in backups], now)
    removed = []
    for index, backup in enumerate(backups):
        if index not in keep:
            with contextlib.suppress(FileNotFoundError):
                backup.path.unlink()
            removed.append(backup.path)
    return removed


def write_backup(
    source: sqlite3.Connection, root: Path, campaign: Path, *, reason: str, now: datetime
) -> BackupFile:
    """Write a verified backup of the open ``campaign`` and then thin the older ones."""
    folder = campaign_folder(root, campaign)
    taken_at = now.astimezone(UTC)
    while (folder / backup_name(taken_at, reason)).exists():
        taken_at += timedelta(microseconds=1)
    destination = folder / backup_name(taken_at, reason)
    write_verified_copy(source, destination, replace=False)
    thin_backups(root, campaign, now)
    return BackupFile(destination, taken_at, reason, destination.stat().st_size)
