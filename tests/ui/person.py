"""What a person does with the mouse and keyboard, shared by the GUI tests."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLineEdit, QListWidget, QTableWidgetItem
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
