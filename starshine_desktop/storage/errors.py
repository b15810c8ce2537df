"""Typed errors raised when a campaign file cannot be opened, created or written."""

from __future__ import annotations

from pathlib import Path


class StorageError(Exception):
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


class CampaignNotFoundError(StorageError):
    """No file exists at the path given to open."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"There is no campaign file at {path}.")
        self.path = path


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
