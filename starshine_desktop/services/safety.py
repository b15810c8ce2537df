"""Backups and restores of campaign files, as the window offers them."""

from __future__ import annotations

from pathlib import Path

from starshine_desktop.services.personae import Clock, utc_now
from starshine_desktop.storage.backups import BackupFile, list_backups
from starshine_desktop.storage.restore import newest_good_backup, restore_backup, verify_backup

__all__ = [
    "BackupFile",
    "backups_of",
    "newest_good_backup",
    "restore",
    "verify_backup",
]


def backups_of(campaign: Path, backup_folder: Path) -> list[BackupFile]:
    """Return the backups of ``campaign``, newest first."""
    return list_backups(backup_folder, campaign)


def restore(
    campaign: Path, backup: Path, *, backup_folder: Path, clock: Clock = utc_now
) -> Path | None:
    """Put ``backup`` in place of the (closed) campaign; return where a damaged file went."""
    return restore_backup(campaign, backup, backup_root=backup_folder, now=clock())
