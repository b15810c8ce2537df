"""Questions the window asks a person, behind one small interface tests can script."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtWidgets import QWidget

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.ui.i18n import translate

# The dialogs' classes are imported in the methods that show them: the window's first
# paint does not need them, and PySide builds each class's enums when it is imported.

CAMPAIGN_FILTER = QT_TRANSLATE_NOOP(
    "Prompts", "Starshine campaigns (*.starshine *.starshine-link);;All files (*)"
)
CAMPAIGN_SUFFIX = ".starshine"


def with_campaign_suffix(path: Path) -> Path:
    """Return ``path`` ending in the campaign suffix, added when it is not there.

    A dot in the name the person typed ("Night 1.5", "Mr. Hale's game") is part of the
    name, not a suffix: the file is "Night 1.5.starshine", and the campaign is called
    "Night 1.5" as typed.
    """
    if path.name.lower().endswith(CAMPAIGN_SUFFIX):
        return path
    return path.with_name(path.name + CAMPAIGN_SUFFIX)


def _campaign_filter() -> str:
    return translate("Prompts", CAMPAIGN_FILTER)


class Prompter(Protocol):
    """What the main window asks of a person."""

    def confirm(self, parent: QWidget, title: str, question: str) -> bool:
        """Return True if the person agrees."""
        ...

    def show_error(self, parent: QWidget, title: str, message: str) -> None:
        """Tell the person something went wrong."""
        ...

    def show_information(self, parent: QWidget, title: str, message: str) -> None:
        """Tell the person something they must not miss (more than the status bar holds)."""
        ...

    def choose_campaign_to_open(self, parent: QWidget, folder: Path) -> Path | None:
        """Return an existing file to open, or None."""
        ...

    def choose_new_campaign(self, parent: QWidget, folder: Path) -> Path | None:
        """Return where to create a new campaign, or None."""
        ...

    def choose_copy_destination(self, parent: QWidget, suggested: Path) -> Path | None:
        """Return where to write a copy of the campaign, or None."""
        ...


class DialogPrompter:
    """Asks with the standard Qt dialogs."""

    def confirm(self, parent: QWidget, title: str, question: str) -> bool:
        """Return True if the person presses Yes."""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            parent,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def show_error(self, parent: QWidget, title: str, message: str) -> None:
        """Show a warning box."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(parent, title, message)

    def show_information(self, parent: QWidget, title: str, message: str) -> None:
        """Show an information box."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(parent, title, message)

    def choose_campaign_to_open(self, parent: QWidget, folder: Path) -> Path | None:
        """Ask for an existing campaign file."""
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(
            parent, translate("Prompts", "Open campaign"), str(folder), _campaign_filter()
        )
        return Path(name) if name else None

    def choose_new_campaign(self, parent: QWidget, folder: Path) -> Path | None:
        """Ask where the new campaign goes."""
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getSaveFileName(
            parent,
            translate("Prompts", "New campaign"),
            str(folder / translate("Prompts", "new{suffix}").format(suffix=CAMPAIGN_SUFFIX)),
            _campaign_filter(),
        )
        return with_campaign_suffix(Path(name)) if name else None

    def choose_copy_destination(self, parent: QWidget, suggested: Path) -> Path | None:
        """Ask where the copy goes (the dialog asks before replacing a file)."""
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getSaveFileName(
            parent, translate("Prompts", "Save a copy as"), str(suggested), _campaign_filter()
        )
        return with_campaign_suffix(Path(name)) if name else None
