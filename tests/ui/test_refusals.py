"""A bad value typed into a table cell or a field is explained next to it; overlong text is
refused with a message, never cut; after a refusal the cell shows the saved value."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from starshine_desktop.storage.rows import NAME_LENGTH, PersonaValues
from starshine_desktop.ui.colours import error_colour
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.elements import ElementsPage
from starshine_desktop.ui.starshine.persona_sheet import Field

from .person import type_into
from .starshine.test_records_ui import edit_cell

LONG = "Archive of the drowned kings " * 9  # 261 characters


def test_a_refused_cell_is_explained_beside_it_and_shows_the_saved_value(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    screenshots: Path,
) -> None:
    window = open_window(campaign_path)
    window.campaign.records.add_element("The Archive", 2)
    page = window.section_page("Elements")
    assert isinstance(page, ElementsPage)
    table = page.elements
    assert len(LONG.strip()) > NAME_LENGTH

    edit_cell(qtbot, table, 0, 0, LONG)
    bubble = table.cell_message
    assert bubble.isVisible()
    assert bubble.text() == f"An Element's name is longer than {NAME_LENGTH} characters"
    cell = table.view.visualRect(table.model.index(0, 0))
    assert abs(bubble.geometry().top() - cell.bottom()) <= 2  # right under the cell
    assert bubble.geometry().left() == cell.left()
    red = error_colour(bubble.palette())
    assert bubble.palette().color(bubble.foregroundRole()) == red  # drawn in the refusal red
    assert table.model.index(0, 0).data() == "The Archive"  # the saved value, not cut text
    assert window.campaign.records.list_elements()[0].name == "The Archive"
    assert not window.undo_stack.canUndo()
    window.grab().save(str(screenshots / "cell-refusal.png"))

    edit_cell(qtbot, table, 0, 0, "   ")
    assert "cannot be blank" in bubble.text() and bubble.isVisible()
    assert table.model.index(0, 0).data() == "The Archive"

    edit_cell(qtbot, table, 0, 0, "The Sunken Archive")
    assert not bubble.isVisible() and not table.message.isVisible()
    assert table.model.index(0, 0).data() == "The Sunken Archive"


def test_a_name_too_long_on_the_sheet_is_refused_not_cut(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    window.campaign.personae.add_persona(PersonaValues("Ada Quill"))
    window.personae.model.reset_rows(window.campaign.personae.list_personae())
    window.personae.table.selectRow(0)
    qtbot.waitUntil(lambda: window.personae.sheet.form_is_built)
    edit = window.personae.sheet.edits[Field.NAME]
    type_into(qtbot, edit, LONG)
    assert edit.text() == LONG  # every character typed is there, none cut
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert "longer than 200 characters" in window.personae.sheet.errors[Field.NAME].text()
    assert window.campaign.personae.list_personae()[0].name == "Ada Quill"
