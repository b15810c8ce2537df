"""What every File action shares (all systems): the window it runs for and how it says what
went wrong.

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
