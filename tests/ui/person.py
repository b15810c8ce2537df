"""What a person does with the mouse and keyboard, shared by the GUI tests."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QTableWidgetItem,
)
from pytestqt.qtbot import QtBot


def type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Replace a field's text as a person does: focus it, select everything, type."""
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    """Click a button with the left mouse button; a disabled one fails the test by name."""
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def tick(widget: QListWidget, text: str) -> None:
    """Tick the check box of the item showing ``text`` (as clicking its box does)."""
    [item] = widget.findItems(text, Qt.MatchFlag.MatchExactly)
    item.setCheckState(Qt.CheckState.Checked)


def cell_text(item: QTableWidgetItem | None) -> str:
    """Return the text a person reads in a table cell; a cell with no item fails the test."""
    assert item is not None
    return item.text()


def file_menu(window: QMainWindow) -> QMenu:
    """Return the window's File menu."""
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    assert isinstance(menu, QMenu)
    return menu


def choose_from_submenu(qtbot: QtBot, window: QMainWindow, submenu: QMenu, action: QAction) -> None:
    """Click File, point at ``submenu`` in it, and click ``action`` there, as a person does."""
    bar = window.menuBar()
    menu = file_menu(window)
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center()
    )
    qtbot.waitUntil(menu.isVisible)
    menu.setActiveAction(submenu.menuAction())
    qtbot.keyClick(menu, Qt.Key.Key_Right)
    qtbot.waitUntil(submenu.isVisible)
    assert action.isEnabled(), action.text()
    qtbot.mouseClick(
        submenu, Qt.MouseButton.LeftButton, pos=submenu.actionGeometry(action).center()
    )
