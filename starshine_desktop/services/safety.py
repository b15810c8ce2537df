"""Backups and restores of campaign files, as the window offers them."""

from __future__ import annotations

from pathlib import Path

from starshine_desktop.services.personae import Clock, utc_now
from starshine_desktop.storage.backups import BackupFile, list_backups
from starshine_desktop.storage.database import read_only_reason
from starshine_desktop.storage.restore import (
    RestoreDestinationError,
    copy_destination_problem,
    newest_good_backup,
    restore_backup,
    restore_backup_as_copy,
    verify_backup,
)

__all__ = [
    "BackupFile",
    "RestoreDestinationError",
    "backups_of",
    "copy_destination_problem",
    "newest_good_backup",
    "restore",
    "restore_as_copy",
    "suggested_copy_path",
    "verify_backup",
    "why_not_restorable_in_place",
]


def backups_of(campaign: Path, backup_folder: Path) -> list[BackupFile]:
    """Return the backups of ``campaign``, newest first."""
    return list_backups(backup_folder, campaign)


def restore(
    campaign: Path, backup: Path, *, backup_folder: Path, clock: Clock = utc_now
) -> Path | None:
    """Put ``backup`` in place of the (closed) campaign; return where a damaged file went."""
    return restore_backup(campaign, backup, backup_root=backup_folder, now=clock())


def why_not_restorable_in_place(campaign: Path) -> str | None:
    """Return why a backup cannot be written over ``campaign`` (a read-only drive …), or None."""
    return read_only_reason(campaign)


def suggested_copy_path(campaign: Path) -> Path:
    """Return where to suggest restoring a backup of ``campaign`` as a copy (home folder)."""
    return Path.home() / f"{campaign.stem} (restored){campaign.suffix or '.starshine'}"


def restore_as_copy(backup: Path, destination: Path) -> None:
    """Write ``backup`` as a new campaign at ``destination``; the campaign itself is not touched.

    Raises ``RestoreDestinationError`` naming why ``destination`` cannot take it.
    """
    restore_backup_as_copy(backup, destination)
