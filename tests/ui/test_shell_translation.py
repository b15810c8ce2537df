"""The shell's texts (menus, sidebar, Persona tabs, Undo/Redo, count, title) go through Qt's
translation, each sentence one template; with no translator the English stays as it was.

A small translator answering from a dictionary stands in for German (word order included:
German puts the verb of "Undo {command}" after the edit).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path, PurePosixPath

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QListWidget, QMenu, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.errors import Refusal
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.storage.location import location_risk
from starshine_desktop.ui.commands import UNDO_BUTTON, redo_action, undo_action
from starshine_desktop.ui.i18n import refusal_text

from .conftest import WindowFactory

SYNCED_WARNING = (
    "{name} is in a folder kept in sync by {service}. Opened on two computers, each would "
    "save over the other's changes; a sync program can also copy the campaign while it is "
    "being saved or bring back an older copy over it. Keep campaigns you play in a folder "
    "that is not synced. To share Personae with your table through the synced folder, use "
    "File › Party folder… instead."
)

GERMAN = {
    ("UndoActions", "&Undo"): "&Rückgängig",
    ("UndoActions", "&Undo “{command}”"): "{command} &rückgängig machen",
    ("UndoActions", "Undo “{command}”"): "{command} rückgängig machen",
    ("UndoActions", "&Redo “{command}”"): "{command} &wiederherstellen",
    ("MainWindow", "&File"): "&Datei",
    ("MainWindow", "{name} — {app}"): "{name} — {app}",
    ("Sections", "Personae"): "Personae",
    ("Sections", "Elements"): "Elemente",
    ("Sections", "Traits"): "Merkmale",
    ("PersonaeSection", "Sheet"): "Bogen",
    ("PersonaeSection", "{total} Personae"): "{total} Personae (de)",
    ("PersonaeSection", "{total} Persona"): "{total} Persona (de)",
    ("HelpMenu", "Where"): "Wo",
    ("HelpMenu", "Tables"): "Tabellen",
    ("HelpMenu", "Delete the selected rows"): "Die gewählten Zeilen löschen",
    ("CampaignFiles", "&Quit"): "&Beenden",
    ("Refusal", SYNCED_WARNING): "{name} wird von {service} synchronisiert.",
    ("Refusal", "The backup on opening {name} failed: {error}"): (
        "Die Sicherung beim Öffnen von {name} ist fehlgeschlagen: {error}"
    ),
}


class DictionaryTranslator(QTranslator):
    """Answers from ``GERMAN``; no answer (None) means "not translated": Qt keeps the source."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        return GERMAN.get((context, source))


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    translator = DictionaryTranslator()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def _stack_with_one_edit(parent: QWidget) -> QUndoStack:
    stack = QUndoStack(parent)
    stack.push(QUndoCommand("Add Ada"))
    return stack


def test_undo_and_redo_name_the_edit_in_english_as_before(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    stack = QUndoStack(parent)
    undo, redo = undo_action(stack, parent), redo_action(stack, parent)
    assert (undo.text(), undo.isEnabled(), redo.text(), redo.isEnabled()) == (
        "&Undo",
        False,
        "&Redo",
        False,
    )
    stack.push(QUndoCommand("Add Ada"))
    assert (undo.text(), undo.isEnabled()) == ("&Undo “Add Ada”", True)
    undo.trigger()
    assert (undo.text(), undo.isEnabled(), redo.text(), redo.isEnabled()) == (
        "&Undo",
        False,
        "&Redo “Add Ada”",
        True,
    )
    redo.trigger()
    assert stack.index() == 1
    assert undo_action(stack, parent, UNDO_BUTTON).text() == "Undo “Add Ada”"  # no accelerator


def test_undo_fills_one_translated_template_so_the_edit_can_come_first(
    qtbot: QtBot, german: None
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    stack = _stack_with_one_edit(parent)
    assert undo_action(stack, parent).text() == "Add Ada &rückgängig machen"
    assert undo_action(stack, parent, UNDO_BUTTON).text() == "Add Ada rückgängig machen"
    stack.undo()
    assert redo_action(stack, parent).text() == "Add Ada &wiederherstellen"


def test_the_shell_shows_menus_sections_tabs_and_count_translated(
    open_window: WindowFactory, campaign_path: Path, german: None
) -> None:
    window = open_window(campaign_path)
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    assert file_menu.title() == "&Datei"
    assert "&Beenden" in [action.text() for action in file_menu.actions()]
    sidebar = window.findChild(QListWidget, "sections")
    assert isinstance(sidebar, QListWidget)
    assert [sidebar.item(row).text() for row in range(2)] == ["Personae", "Elemente"]
    assert "Elemente" in [action.text() for action in window.section_actions]
    tabs = window.personae.persona_tabs
    assert tabs.tabText(0) == "Bogen"
    traits = next(i for i in range(tabs.count()) if tabs.tabText(i) == "Merkmale")
    window.persona_tab("Traits")  # found by its English key, shown translated
    assert tabs.tabText(traits) == "Merkmale"
    assert window.personae.count_label.text().endswith("(de)")
    dialog = window.help.show_shortcuts()
    table = dialog.findChild(QTableWidget, "shortcuts-table")
    assert isinstance(table, QTableWidget)
    cells = [table.item(row, column) for row in range(table.rowCount()) for column in (0, 1)]
    texts = {cell.text() for cell in cells if cell is not None}
    assert {"Tabellen", "Die gewählten Zeilen löschen"} <= texts
    header = table.horizontalHeaderItem(0)
    assert header is not None and header.text() == "Wo"
    dialog.close()


def test_a_failed_backup_is_a_marked_template_shown_translated(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    create_campaign(path).close()
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the backup folder should be")
    campaign = open_campaign(path, backup_folder=blocked, defer_backup=True)
    try:
        campaign.take_open_backup()
        failure = campaign.backup_failure
    finally:
        campaign.close()
    assert isinstance(failure, Refusal)
    assert failure.template == "The backup on opening {name} failed: {error}"
    assert campaign.backup_problem == str(failure)
    assert str(failure).startswith("The backup on opening Voyage.starshine failed: ")
    translator = DictionaryTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        shown = refusal_text(failure)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert shown.startswith("Die Sicherung beim Öffnen von Voyage.starshine ist fehlgeschlagen: ")


def test_the_warning_about_a_synced_folder_is_a_marked_template_shown_translated(
    qtbot: QtBot, german: None
) -> None:
    risk = location_risk(PurePosixPath("/home/me/Dropbox/Table.starshine"), mounts="")
    assert risk is not None
    assert risk.warning.template == SYNCED_WARNING
    assert risk.message.startswith("Table.starshine is in a folder kept in sync by Dropbox.")
    assert refusal_text(risk.warning) == "Table.starshine wird von Dropbox synchronisiert."
