"""What every File action shares (all systems): the window it runs for, how it says what
went wrong, and the dialogs that ask for a file or a folder.

``FileFlow`` is the base of the File menu (``campaign_files.CampaignFiles``) and of the flows
it runs: campaign JSON and Markdown (``campaign_exchange.py``), Persona files
(``starshine/persona_files.py``) and backups (``campaign_backups.py``). Every text of the File
actions is in the translation context ``CampaignFiles``, wherever its code is.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.ui.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from starshine_desktop.ui.host import FilesHost

CANNOT_IMPORT = QT_TRANSLATE_NOOP("CampaignFiles", "Cannot import")
CANNOT_EXPORT = QT_TRANSLATE_NOOP("CampaignFiles", "Cannot export")


def choose_file_to_open(parent: QWidget, title: str, folder: Path, filters: str) -> Path | None:
    """Ask for a file to read, starting in ``folder``; None when the person cancels."""
    from PySide6.QtWidgets import QFileDialog  # not needed before the window is painted

    name, _ = QFileDialog.getOpenFileName(parent, title, str(folder), filters)
    return Path(name) if name else None


def choose_json_to_write(parent: QWidget, title: str, suggested: Path, filters: str) -> Path | None:
    """Ask where a JSON file goes (the dialog asks before replacing a file); a name typed
    without an ending gets ``.json``."""
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getSaveFileName(parent, title, str(suggested), filters)
    if not name:
        return None
    path = Path(name)
    return path if path.suffix else path.with_suffix(".json")


def choose_folder(parent: QWidget, title: str, folder: Path) -> Path | None:
    """Ask for a folder, starting in ``folder``; None when the person cancels."""
    from PySide6.QtWidgets import QFileDialog

    name = QFileDialog.getExistingDirectory(parent, title, str(folder))
    return Path(name) if name else None


class FileFlow:
    """A File action's window (``host``), its dialogs' parent and its messages."""

    def __init__(self, host: FilesHost, parent: QWidget) -> None:
        self._host = host
        self._parent = parent

    def _error(self, title: str, message: str) -> None:
        self._host.prompter.show_error(self._parent, title, message)

    def _not_imported(self, title: str, name: str, reason: str) -> None:
        """Say that the file (or folder) ``name`` was not imported, and why."""
        message = translate("CampaignFiles", "{file} was not imported: {reason}")
        self._error(translate("CampaignFiles", title), message.format(file=name, reason=reason))

    def _not_written(self, path: Path, error: OSError) -> None:
        """Say that the file at ``path`` was not written, and the system's reason."""
        message = translate("CampaignFiles", "{path} was not written: {reason}")
        reason = error.strerror or str(error)
        self._error(
            translate("CampaignFiles", CANNOT_EXPORT), message.format(path=path, reason=reason)
        )

    def _folder_problem(self, title: str, path: Path, error: OSError) -> None:
        """Say what the system refused about ``path`` (a folder or file)."""
        message = translate("CampaignFiles", "{file}: {reason}")
        reason = error.strerror or str(error)
        self._error(translate("CampaignFiles", title), message.format(file=path, reason=reason))

    def _status(self, message: str, timeout: int = 5000) -> None:
        self._host.show_status(message, timeout)

    def _folder(self) -> Path:
        return self._host.campaign.folder
