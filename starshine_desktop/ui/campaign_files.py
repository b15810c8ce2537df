"""File menu actions for campaigns as JSON: New from sample, Import and Export.

Export writes the versioned JSON format (docs/campaign-format.md) atomically; Import and
New from sample create a new campaign file, checked completely first, and open it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu, QWidget

from starshine_desktop.storage.errors import StorageError

if TYPE_CHECKING:
    from starshine_desktop.ui.main_window import MainWindow

JSON_FILTER = "Campaign JSON (*.json);;All files (*)"


def choose_json_to_import(parent: QWidget, folder: Path) -> Path | None:
    """Ask for a campaign JSON file to import."""
    from PySide6.QtWidgets import QFileDialog  # not needed before the window is painted

    name, _ = QFileDialog.getOpenFileName(parent, "Import campaign JSON", str(folder), JSON_FILTER)
    return Path(name) if name else None


def choose_json_to_export(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where the campaign JSON goes (the dialog asks before replacing a file)."""
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getSaveFileName(
        parent, "Export campaign JSON", str(suggested), JSON_FILTER
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix else path.with_suffix(".json")


class CampaignFileActions:
    """Adds New from sample, Import and Export JSON to the File menu and runs them."""

    def __init__(self, window: MainWindow, menu: QMenu) -> None:
        self._window = window
        menu.addSeparator()
        self.new_from_sample = menu.addAction("New from &sample…")
        self.new_from_sample.triggered.connect(lambda _c=False: self.create_from_sample())
        self.import_json = menu.addAction("&Import campaign JSON…")
        self.import_json.triggered.connect(lambda _c=False: self.import_campaign())
        self.export_json = menu.addAction("&Export campaign JSON…")
        self.export_json.triggered.connect(lambda _c=False: self.export_campaign())

    def _error(self, title: str, message: str) -> None:
        self._window.prompter.show_error(self._window, title, message)

    def _status(self, message: str) -> None:
        self._window.statusBar().showMessage(message, 5000)

    def _folder(self) -> Path:
        return self._window.campaign.path.parent

    def create_from_sample(self) -> bool:
        """Ask where, create a new campaign holding the sample and open it."""
        from starshine_desktop.services.exchange import create_from_data, sample_campaign_data

        prompter = self._window.prompter
        path = prompter.choose_new_campaign(self._window, self._folder())
        if path is None:
            return False
        try:
            create_from_data(sample_campaign_data(), path).close()
        except (StorageError, OSError, ValueError) as error:
            self._error("Cannot create the sample campaign", str(error))
            return False
        return self._window.open_campaign_file(path)

    def import_campaign(self) -> bool:
        """Ask for a JSON file and a new campaign file; import all of it, then open it."""
        from starshine_desktop.services.exchange import ImportRefused, import_campaign_file

        source = choose_json_to_import(self._window, self._folder())
        if source is None:
            return False
        prompter = self._window.prompter
        destination = prompter.choose_new_campaign(self._window, self._folder())
        if destination is None:
            return False
        try:
            import_campaign_file(source, destination).close()
        except ImportRefused as error:
            self._error("Cannot import", f"{source.name} was not imported: {error}")
            return False
        except (StorageError, OSError) as error:
            self._error("Cannot import", str(error))
            return False
        return self._window.open_campaign_file(destination)

    def export_campaign(self) -> bool:
        """Ask where and write the whole campaign as JSON (atomically)."""
        campaign = self._window.campaign
        suggested = campaign.path.with_suffix(".json")
        path = choose_json_to_export(self._window, suggested)
        if path is None:
            return False
        try:
            campaign.export_json(path)
        except OSError as error:
            self._error("Cannot export", f"{path} was not written: {error.strerror or error}")
            return False
        self._status(f"Exported the campaign to {path}")
        return True
