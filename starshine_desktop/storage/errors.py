"""Common: typed errors raised when a campaign file cannot be opened, created or written.

Each message is a translatable template with its fields (see ``Refusal``): ``str(error)`` is
the English text, the window shows it translated. A reason or detail given to an error is
kept as a ``phrase``: a phrase marked with ``QT_TRANSLATE_NOOP("Refusal", …)`` is translated
where it is shown, any other text (the system's own error text) is shown as it is.
"""

from __future__ import annotations

from pathlib import Path

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal


def phrase(text: str | Refusal) -> Refusal:
    """Return ``text`` as a part of a message: a marked phrase translates, other text stays."""
    return text if isinstance(text, Refusal) else Refusal(text)


class StorageError(Refusal):
    """A campaign file could not be read or written; the message says why."""


class NotPermittedError(StorageError):
    """A shared campaign's server kept this login from changing a record; nothing changed."""


class NotACampaignError(StorageError):
    """The file is not a Starshine campaign; it was left untouched."""

    def __init__(self, path: Path, reason: str | Refusal) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal", "{name} is not a Starshine campaign: {reason}. The file was not changed."
            ),
            name=path.name,
            reason=phrase(reason),
        )
        self.path = path
        self.reason = str(reason)


class NewerSchemaError(StorageError):
    """The file was written by a newer Starshine Desktop; it was left untouched."""

    def __init__(self, path: Path, file_version: int, app_version: int) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{name} uses campaign format version {file_version}, but this Starshine "
                "Desktop understands only up to version {app_version}. Open it with a newer "
                "Starshine Desktop; the file was not changed.",
            ),
            name=path.name,
            file_version=file_version,
            app_version=app_version,
        )
        self.path = path
        self.file_version = file_version
        self.app_version = app_version


class DowngradeRefusedError(StorageError):
    """A migration to an older schema was asked for; files are never moved back."""

    def __init__(self, file_version: int, asked_version: int) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The campaign is at format version {file_version}; Starshine Desktop never "
                "moves a file back to version {asked_version}. Nothing was changed.",
            ),
            file_version=file_version,
            asked_version=asked_version,
        )
        self.file_version = file_version
        self.asked_version = asked_version


class CampaignNotFoundError(StorageError):
    """No file exists at the path given to open."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP("Refusal", "There is no campaign file at {path}."), path=str(path)
        )
        self.path = path


class PathTooLongError(StorageError):
    """The campaign's path is longer than SQLite can open; nothing was read or written."""

    def __init__(self, path: Path, length: int, limit: int) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The path of {name} is too long for SQLite: {length} bytes, and SQLite opens "
                "campaign files only up to {limit} bytes (its log and journal names are longer "
                "still). Move it to a folder with a shorter path. The file was not changed.",
            ),
            name=path.name,
            length=length,
            limit=limit,
        )
        self.path = path
        self.length = length
        self.limit = limit


class CampaignExistsError(StorageError):
    """A new campaign was asked for at a path where a file already exists."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal", "{path} already exists; a new campaign will not replace it."
            ),
            path=str(path),
        )
        self.path = path


class RecordNotFoundError(StorageError):
    """A record asked for by id is not in the campaign.

    ``kind`` is a record kind marked ``QT_TRANSLATE_NOOP("Game", …)`` where it is defined.
    """

    def __init__(self, kind: str, record_id: int) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal", "There is no {kind} with id {record_id} in this campaign."
            ),
            kind=kind,
            record_id=record_id,
        )
        self.kind = kind
        self.record_id = record_id


class CampaignLockedError(StorageError):
    """Another running Starshine Desktop has the campaign open; this one will not write."""

    def __init__(self, path: Path, pid: int, host: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{name} is open in another Starshine Desktop (process {pid} on {host}). "
                "Only one window may change a campaign at a time: close it there first. "
                "The file was not changed.",
            ),
            name=path.name,
            pid=pid,
            host=phrase(host),
        )
        self.path = path
        self.pid = pid
        self.host = host


class DamagedCampaignError(StorageError):
    """The campaign file failed SQLite's check; it was left exactly as it was."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{name} is damaged: SQLite's check of the file failed ({detail}). "
                "It was not changed or repaired; restore a backup to go on.",
            ),
            name=path.name,
            detail=phrase(detail),
        )
        self.path = path
        self.detail = detail


class ForeignSchemaError(DamagedCampaignError):
    """The file claims to be a campaign but its schema is not the app's own; left untouched."""

    def __init__(self, path: Path, detail: str) -> None:
        StorageError.__init__(
            self,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{name} cannot be trusted as a Starshine campaign: {detail}. It was not "
                "opened, changed or repaired; restore a backup to go on.",
            ),
            name=path.name,
            detail=phrase(detail),
        )
        self.path = path
        self.detail = detail


class WriteFailedError(StorageError):
    """A change could not be written (disk full, I/O error); it was rolled back."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The change could not be saved to {name}: the disk may be full or "
                "failing ({detail}). Nothing was changed; the campaign is as it was before. "
                "Free some space and try again.",
            ),
            name=path.name,
            detail=phrase(detail),
        )
        self.path = path
        self.detail = detail


class CreateFailedError(StorageError):
    """A new campaign could not be written (disk full, I/O error); nothing was left behind."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The new campaign {name} could not be written: the disk may be full or "
                "failing ({detail}). Nothing was created and no temporary file was left. "
                "Free some space and try again.",
            ),
            name=path.name,
            detail=phrase(detail),
        )
        self.path = path
        self.detail = detail


class MigrationFailedError(StorageError):
    """One step of upgrading an older campaign failed; the file was left as it was."""

    def __init__(
        self, path: Path, step: int, description: str, detail: str, *, backed_up: bool = True
    ) -> None:
        template = (
            QT_TRANSLATE_NOOP(
                "Refusal",
                "Upgrading {name} failed at step {step} ({description}): {detail}. "
                "The file was not changed; a backup was written before the upgrade.",
            )
            if backed_up
            else QT_TRANSLATE_NOOP(
                "Refusal",
                "Upgrading {name} failed at step {step} ({description}): {detail}. "
                "The file was not changed; the upgrade ran on a private copy of it.",
            )
        )
        super().__init__(
            template,
            name=path.name,
            step=f"{step:04d}",
            description=phrase(description),
            detail=phrase(detail),
        )
        self.path = path
        self.step = step
        self.description = description
        self.detail = detail


class ReadOnlyCampaignError(StorageError):
    """The campaign was opened read-only (its file or folder cannot be written); no saving."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{name} is open read-only ({reason}); nothing can be saved. "
                "File › Save a copy as… makes a copy you can edit.",
            ),
            name=path.name,
            reason=phrase(reason),
        )
        self.path = path
        self.reason = reason


class ServerUnreachableError(StorageError):
    """A shared campaign's server could not be reached: an edit was not committed, or
    a read not made."""

    def __init__(self, name: str, detail: str, *, reading: bool = False) -> None:
        template = (
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The server of the shared campaign {name} cannot be reached ({detail}): "
                "nothing can be read or saved until it is back. The window connects again "
                "by itself.",
            )
            if reading
            else QT_TRANSLATE_NOOP(
                "Refusal",
                "The change could not be saved: the server of the shared campaign {name} "
                "cannot be reached ({detail}). Nothing was changed; the window connects "
                "again by itself.",
            )
        )
        super().__init__(template, name=name, detail=phrase(detail))
        self.detail = detail
