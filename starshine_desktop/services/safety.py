"""Common: backups and restores of campaign files, as the window offers them."""

from __future__ import annotations

import os
from pathlib import Path

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.storage.backups import BackupFile, list_backups
from starshine_desktop.storage.database import check_identity, read_only_reason
from starshine_desktop.storage.errors import StorageError, phrase
from starshine_desktop.storage.files import kind_of
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
    "OutputTargetError",
    "RestoreDestinationError",
    "backups_of",
    "check_output_target",
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


#: Files SQLite and the app keep beside an open campaign, as name suffixes.
COMPANION_SUFFIXES = {
    "-wal": QT_TRANSLATE_NOOP("Refusal", "write-ahead log"),
    "-shm": QT_TRANSLATE_NOOP("Refusal", "shared-memory file"),
    "-journal": QT_TRANSLATE_NOOP("Refusal", "rollback journal"),
    ".lock": QT_TRANSLATE_NOOP("Refusal", "lock file"),
}


class OutputTargetError(StorageError, ValueError):
    """A file cannot be written at the place chosen: it would replace campaign data."""

    def __init__(self, target: Path, reason: str | Refusal) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{target} was not written: {reason}. Nothing was changed; choose another file.",
            ),
            target=str(target),
            reason=phrase(reason),
        )
        self.target = target
        self.reason = str(reason)


def _same_file(left: Path, right: Path) -> bool:
    try:
        return os.path.samestat(os.stat(left), os.stat(right))
    except OSError:
        return False


def _is_campaign(path: Path) -> bool:
    try:
        check_identity(path)
    except (StorageError, OSError):
        return False
    return True


def _kind_of_special(path: Path) -> Refusal | None:
    try:
        kind = kind_of(os.stat(path).st_mode)
    except OSError:
        return None
    if kind is None:
        return None
    return Refusal(QT_TRANSLATE_NOOP("Refusal", "it is {kind}, not a file"), kind=phrase(kind))


def check_output_target(
    target: Path, campaign: Path | None = None, *, backup_folder: Path | None = None
) -> None:
    """Raise ``OutputTargetError`` if writing ``target`` could replace campaign data.

    Every writer of a file (export, export-persona, print to PDF, Save a copy) asks this
    first. Refused: the open ``campaign`` itself or its ``-wal``, ``-shm``, ``-journal`` or
    lock file — compared by resolved path (symbolic links followed) and by device and inode
    (hard links); any file that is a Starshine campaign by its identity (its first bytes),
    open or not, and the companions of one; anything inside ``backup_folder``; a folder, a
    named pipe or a device.
    """
    target = Path(target)
    resolved = target.resolve()
    if campaign is not None:
        real = Path(campaign).resolve()
        for name in (campaign, real):
            if resolved == Path(name).resolve() or _same_file(target, name):
                raise OutputTargetError(
                    target,
                    Refusal(
                        QT_TRANSLATE_NOOP("Refusal", "it is the open campaign {campaign}"),
                        campaign=str(campaign),
                    ),
                )
            for suffix, what in COMPANION_SUFFIXES.items():
                companion = Path(f"{name}{suffix}")
                if resolved == companion.resolve() or _same_file(target, companion):
                    raise OutputTargetError(
                        target,
                        Refusal(
                            QT_TRANSLATE_NOOP(
                                "Refusal", "it is the {what} of the open campaign {campaign}"
                            ),
                            what=phrase(what),
                            campaign=str(campaign),
                        ),
                    )
    if backup_folder is not None:
        root = Path(backup_folder).resolve()
        if resolved == root or root in resolved.parents:
            raise OutputTargetError(
                target,
                Refusal(
                    QT_TRANSLATE_NOOP("Refusal", "it is in the backups folder {folder}"),
                    folder=str(root),
                ),
            )
    special = _kind_of_special(target)
    if special is not None:
        raise OutputTargetError(target, special)
    if _is_campaign(target):
        raise OutputTargetError(
            target,
            QT_TRANSLATE_NOOP(
                "Refusal", "it is a Starshine campaign file (only opening it may change it)"
            ),
        )
    for suffix, what in COMPANION_SUFFIXES.items():
        if resolved.name.endswith(suffix):
            base = resolved.with_name(resolved.name[: -len(suffix)])
            if _is_campaign(base):
                raise OutputTargetError(
                    target,
                    Refusal(
                        QT_TRANSLATE_NOOP("Refusal", "it is the {what} of the campaign {campaign}"),
                        what=phrase(what),
                        campaign=str(base),
                    ),
                )
