"""Common: typed errors raised when a campaign file cannot be opened, created or written."""

from __future__ import annotations

from pathlib import Path

from starshine_desktop.rules.errors import Refusal


class StorageError(Refusal):
    """A campaign file could not be read or written; the message says why."""


class NotACampaignError(StorageError):
    """The file is not a Starshine campaign; it was left untouched."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(
            f"{path.name} is not a Starshine campaign: {reason}. The file was not changed."
        )
        self.path = path
        self.reason = reason


class NewerSchemaError(StorageError):
    """The file was written by a newer Starshine Desktop; it was left untouched."""

    def __init__(self, path: Path, file_version: int, app_version: int) -> None:
        super().__init__(
            f"{path.name} uses campaign format version {file_version}, but this Starshine "
            f"Desktop understands only up to version {app_version}. Open it with a newer "
            "Starshine Desktop; the file was not changed."
        )
        self.path = path
        self.file_version = file_version
        self.app_version = app_version


class DowngradeRefusedError(StorageError):
    """A migration to an older schema was asked for; files are never moved back."""

    def __init__(self, file_version: int, asked_version: int) -> None:
        super().__init__(
            f"The campaign is at format version {file_version}; Starshine Desktop never "
            f"moves a file back to version {asked_version}. Nothing was changed."
        )
        self.file_version = file_version
        self.asked_version = asked_version


class CampaignNotFoundError(StorageError):
    """No file exists at the path given to open."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"There is no campaign file at {path}.")
        self.path = path


class PathTooLongError(StorageError):
    """The campaign's path is longer than SQLite can open; nothing was read or written."""

    def __init__(self, path: Path, length: int, limit: int) -> None:
        super().__init__(
            f"The path of {path.name} is too long for SQLite: {length} bytes, and SQLite opens "
            f"campaign files only up to {limit} bytes (its log and journal names are longer "
            "still). Move it to a folder with a shorter path. The file was not changed."
        )
        self.path = path
        self.length = length
        self.limit = limit


class CampaignExistsError(StorageError):
    """A new campaign was asked for at a path where a file already exists."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path} already exists; a new campaign will not replace it.")
        self.path = path


class RecordNotFoundError(StorageError):
    """A record asked for by id is not in the campaign."""

    def __init__(self, kind: str, record_id: int) -> None:
        super().__init__(f"There is no {kind} with id {record_id} in this campaign.")
        self.kind = kind
        self.record_id = record_id


class CampaignLockedError(StorageError):
    """Another running Starshine Desktop has the campaign open; this one will not write."""

    def __init__(self, path: Path, pid: int, host: str) -> None:
        super().__init__(
            f"{path.name} is open in another Starshine Desktop (process {pid} on {host}). "
            "Only one window may change a campaign at a time: close it there first. "
            "The file was not changed."
        )
        self.path = path
        self.pid = pid
        self.host = host


class DamagedCampaignError(StorageError):
    """The campaign file failed SQLite's check; it was left exactly as it was."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(
            f"{path.name} is damaged: SQLite's check of the file failed ({detail}). "
            "It was not changed or repaired; restore a backup to go on."
        )
        self.path = path
        self.detail = detail


class ForeignSchemaError(DamagedCampaignError):
    """The file claims to be a campaign but its schema is not the app's own; left untouched."""

    def __init__(self, path: Path, detail: str) -> None:
        StorageError.__init__(
            self,
            f"{path.name} cannot be trusted as a Starshine campaign: {detail}. It was not "
            "opened, changed or repaired; restore a backup to go on.",
        )
        self.path = path
        self.detail = detail


class WriteFailedError(StorageError):
    """A change could not be written (disk full, I/O error); it was rolled back."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(
            f"The change could not be saved to {path.name}: the disk may be full or "
            f"failing ({detail}). Nothing was changed; the campaign is as it was before. "
            "Free some space and try again."
        )
        self.path = path
        self.detail = detail


class CreateFailedError(StorageError):
    """A new campaign could not be written (disk full, I/O error); nothing was left behind."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(
            f"The new campaign {path.name} could not be written: the disk may be full or "
            f"failing ({detail}). Nothing was created and no temporary file was left. "
            "Free some space and try again."
        )
        self.path = path
        self.detail = detail


class MigrationFailedError(StorageError):
    """One step of upgrading an older campaign failed; the file was left as it was."""

    def __init__(
        self, path: Path, step: int, description: str, detail: str, *, backed_up: bool = True
    ) -> None:
        after = (
            "a backup was written before the upgrade"
            if backed_up
            else "the upgrade ran on a private copy of it"
        )
        super().__init__(
            f"Upgrading {path.name} failed at step {step:04d} ({description}): {detail}. "
            f"The file was not changed; {after}."
        )
        self.path = path
        self.step = step
        self.description = description
        self.detail = detail


class ReadOnlyCampaignError(StorageError):
    """The campaign was opened read-only (its file or folder cannot be written); no saving."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(
            f"{path.name} is open read-only ({reason}); nothing can be saved. "
            "File › Save a copy as… makes a copy you can edit."
        )
        self.path = path
        self.reason = reason
