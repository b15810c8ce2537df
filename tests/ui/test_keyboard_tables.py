"""Tab leaves a table: a person moving through the window with the keyboard never gets stuck."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.sections import SECTIONS
from starshine_desktop.ui.starshine.elements import ElementsPage


def test_tab_leaves_the_personae_table_and_a_record_table(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    for name in ("Ada", "Bea", "Cal"):
        window.campaign.personae.add_persona(PersonaValues(name))
    window.personae.model.reset_rows(window.campaign.personae.list_personae())
    window.personae.table.setFocus()
    window.personae.table.selectRow(0)
    qtbot.waitUntil(window.personae.table.hasFocus)
    qtbot.keyClick(window.personae.table, Qt.Key.Key_Tab)
    assert not window.personae.table.hasFocus()
    assert QApplication.focusWidget() is not None

    page = window.section_page("Elements")
    assert isinstance(page, ElementsPage)
    click = page.elements.add_button
    qtbot.mouseClick(click, Qt.MouseButton.LeftButton)
    view = page.elements.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert not view.hasFocus()


def test_no_table_in_any_section_keeps_tab(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    for spec in SECTIONS:
        if spec.factory is not None:
            window.section_page(spec.title)
    views = window.findChildren(QAbstractItemView)
    assert len(views) > 10
    keeping = [
        view.objectName() or type(view).__name__ for view in views if view.tabKeyNavigation()
    ]
    assert keeping == []
