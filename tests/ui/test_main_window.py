"""The main window as a person uses it: clicks, typing, shortcuts, menus, reopening."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from starshine_desktop import __version__
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.app import open_initial_campaign
from starshine_desktop.ui.help_menu import about_text
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.sections import SECTIONS
from starshine_desktop.ui.sections.sidebar import NOT_AVAILABLE
from starshine_desktop.ui.starshine.persona_sheet import Field
from starshine_desktop.ui.starshine.personae_model import COLUMNS

from .conftest import ScriptedPrompter, WindowFactory
from .person import cell_text

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
GUARD_COLUMN = next(i for i, column in enumerate(COLUMNS) if column.header == "Guard")


def _type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Replace a field's text the way a person does: select all, type, press Enter."""
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def _cell(window: MainWindow, row: int, column: int) -> str:
    return str(window.personae.model.index(row, column).data())


def _stored(path: Path, sql: str) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


def test_add_type_a_score_undo_redo_close_and_reopen(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    assert window.windowTitle() == "Table Night — Starshine Desktop"
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    assert window.personae.model.rowCount() == 1
    name = window.personae.sheet.edits[Field.NAME]
    assert name.text() == "New Persona"
    _type_into(qtbot, name, "Ada Quill")
    assert _cell(window, 0, 0) == "Ada Quill"

    guard = window.personae.sheet.edits[Score.GUARD]
    assert guard.text() == "3"
    _type_into(qtbot, guard, "12")
    assert _cell(window, 0, GUARD_COLUMN) == "12"
    assert _stored(campaign_path, "SELECT name, score_guard FROM persona") == [("Ada Quill", 12)]

    qtbot.keyClick(guard, Qt.Key.Key_Z, CTRL)
    assert guard.text() == "3"
    assert _cell(window, 0, GUARD_COLUMN) == "3"
    assert _stored(campaign_path, "SELECT score_guard FROM persona") == [(3,)]

    qtbot.keyClick(guard, Qt.Key.Key_Z, CTRL | SHIFT)
    assert guard.text() == "12"
    assert _cell(window, 0, GUARD_COLUMN) == "12"

    window.close()
    reopened = open_window(campaign_path)
    assert reopened.personae.model.rowCount() == 1
    assert _cell(reopened, 0, 0) == "Ada Quill"
    assert _cell(reopened, 0, GUARD_COLUMN) == "12"
    qtbot.mouseClick(
        reopened.personae.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=reopened.personae.table.visualRect(reopened.personae.model.index(0, 0)).center(),
    )
    assert reopened.personae.sheet.edits[Score.GUARD].text() == "12"
    assert reopened.personae.sheet.edits[Field.NAME].text() == "Ada Quill"


def test_an_out_of_range_score_is_refused_next_to_the_field_and_not_saved(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    surrender = window.personae.sheet.edits[Score.SURRENDER]
    message = window.personae.sheet.errors[Score.SURRENDER]
    assert not message.isVisible()

    _type_into(qtbot, surrender, "9")
    assert message.isVisible()
    assert message.text() == "Surrender must be 1 to 6, not 9"
    assert surrender.text() == "3"  # the field shows what is saved; the message says what was typed
    qtbot.keyClick(surrender, Qt.Key.Key_Tab)  # leaving the field keeps the message
    assert message.isVisible()
    assert _stored(campaign_path, "SELECT score_surrender FROM persona") == [(3,)]
    assert window.undo_stack.count() == 1  # only the Add

    stunt = window.personae.sheet.edits[Score.STUNT]
    _type_into(qtbot, stunt, "-7")
    assert window.personae.sheet.error_text(Score.STUNT) == "Stunt must be -6 to +6, not -7"
    _type_into(qtbot, window.personae.sheet.edits[Field.STANCE], "0")
    assert "Stance must be 1 to 6" in window.personae.sheet.error_text(Field.STANCE)
    assert _stored(campaign_path, "SELECT score_stunt, stance FROM persona") == [(0, 1)]

    _type_into(qtbot, surrender, "5")
    assert not message.isVisible()
    assert _stored(campaign_path, "SELECT score_surrender FROM persona") == [(5,)]


def test_a_blank_name_is_refused_next_to_the_field(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    name = window.personae.sheet.edits[Field.NAME]
    name.setFocus()
    qtbot.keyClick(name, Qt.Key.Key_A, CTRL)
    qtbot.keyClick(name, Qt.Key.Key_Delete)
    qtbot.keyClick(name, Qt.Key.Key_Return)
    assert window.personae.sheet.error_text(Field.NAME) == "A Persona's name cannot be blank"
    assert _stored(campaign_path, "SELECT name FROM persona") == [("New Persona",)]


def test_a_file_that_is_not_a_campaign_is_refused_through_open_and_left_unchanged(
    open_window: WindowFactory,
    campaign_path: Path,
    prompter: ScriptedPrompter,
    tmp_path: Path,
) -> None:
    window = open_window(campaign_path)
    stranger = tmp_path / "shopping.starshine"
    connection = sqlite3.connect(stranger)
    connection.execute("CREATE TABLE item (name TEXT)")
    connection.commit()
    connection.close()
    text_file = tmp_path / "letter.starshine"
    text_file.write_text("Dear Director, ...")
    for path in (stranger, text_file):
        before = path.read_bytes()
        prompter.paths.append(path)
        window.campaign_files.action_open.trigger()
        assert "is not a Starshine campaign" in prompter.errors[-1]
        assert path.read_bytes() == before
    assert window.campaign.path == campaign_path
    assert sorted(p.name for p in tmp_path.iterdir() if "shopping" in p.name) == [stranger.name]


def test_sections_not_built_yet_are_greyed_with_a_tooltip(
    open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    items = [window.sections.item(row) for row in range(window.sections.count())]
    assert [item.text() for item in items] == ["Personae"] + [spec.title for spec in SECTIONS]
    assert items[0].flags() & Qt.ItemFlag.ItemIsEnabled
    for item, spec in zip(items[1:], SECTIONS, strict=True):
        if spec.factory is None:
            assert not item.flags() & Qt.ItemFlag.ItemIsEnabled
            assert item.toolTip() == NOT_AVAILABLE
        else:
            assert item.flags() & Qt.ItemFlag.ItemIsEnabled
            assert window.section_page(spec.title).isVisibleTo(window)


def test_view_menu_and_ctrl_number_keys_switch_sections(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    titles = ["Personae"] + [spec.title for spec in SECTIONS]
    assert [action.text() for action in window.section_actions] == titles
    assert window.section_actions[2].shortcut().toString() == "Ctrl+3"
    window.activateWindow()
    window.personae.table.setFocus()
    for row in reversed(range(len(titles))):  # from the Personae table to every section
        focused = QApplication.focusWidget() or window
        qtbot.keyClick(focused, Qt.Key(Qt.Key.Key_1 + row), CTRL)
        assert window.sections.currentRow() == row, titles[row]
        assert window.pages.currentIndex() == row


def test_larger_text_for_the_table_is_kept_for_the_next_start(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    base = app.font().pointSizeF()
    window = open_window(campaign_path)
    try:
        window.finish_opening()
        sheet_width = window.personae.sheet.form_minimum_width()
        row_height = window.personae.table.verticalHeader().defaultSectionSize()
        name_width = window.personae.table.horizontalHeader().sectionSize(0)
        assert not window.text_size.normal.isEnabled()
        qtbot.keyClick(window.personae.table, Qt.Key.Key_Plus, CTRL)
        qtbot.keyClick(window.personae.table, Qt.Key.Key_Equal, CTRL)
        assert app.font().pointSizeF() == base + 2
        qtbot.waitUntil(lambda: window.personae.table.font().pointSizeF() == base + 2)
        assert window.sections.font().pointSizeF() == base + 2  # the sidebar follows too
        assert window.personae.table.verticalHeader().defaultSectionSize() > row_height
        grown = window.personae.table.horizontalHeader().sectionSize(0)
        assert abs(grown - name_width * (base + 2) / base) <= 2  # columns grow with the text
        qtbot.waitUntil(lambda: window.personae.sheet.form_minimum_width() > sheet_width)
        assert window.text_size.normal.isEnabled()
        qtbot.keyClick(window.personae.table, Qt.Key.Key_Minus, CTRL)
        assert window.text_size.step == 1
        for _ in range(20):
            window.text_size.larger.trigger()
        assert window.text_size.step == 12 and not window.text_size.larger.isEnabled()
        window.close()

        again = open_window(campaign_path)  # the same settings file: the size comes back
        assert again.text_size.step == 12
        assert app.font().pointSizeF() == base + 12
        qtbot.keyClick(again.personae.table, Qt.Key.Key_0, CTRL)
        assert again.text_size.step == 0 and app.font().pointSizeF() == base
    finally:
        font = app.font()
        font.setPointSizeF(base)
        app.setFont(font)


def test_the_history_lists_each_edit_and_a_click_goes_back_to_it(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    from PySide6.QtWidgets import QDialog, QUndoView

    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    _type_into(qtbot, window.personae.sheet.edits[Field.NAME], "Ada")
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    assert window.personae.model.rowCount() == 2
    qtbot.keyClick(window.personae.table, Qt.Key.Key_H, CTRL)
    history = window.findChild(QDialog, "history")
    assert history is not None
    qtbot.waitExposed(history)
    view = history.findChild(QUndoView, "history-view")
    assert view is not None
    listed = [view.model().index(row, 0).data() for row in range(view.model().rowCount())]
    assert listed == ["Opened", "Add New Persona", "Change name of New Persona", "Add New Persona"]
    second = view.visualRect(view.model().index(2, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=second)
    assert window.undo_stack.index() == 2
    assert [_cell(window, row, 0) for row in range(window.personae.model.rowCount())] == ["Ada"]
    first = view.visualRect(view.model().index(0, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=first)
    assert window.personae.model.rowCount() == 0
    assert _stored(campaign_path, "SELECT count(*) FROM persona") == [(0,)]
    last = view.visualRect(view.model().index(3, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=last)
    assert window.personae.model.rowCount() == 2


def test_help_lists_every_keyboard_shortcut(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, screenshots: Path
) -> None:
    from PySide6.QtWidgets import QTableWidget

    window = open_window(campaign_path)
    window.help.action_shortcuts.trigger()
    dialog = window.findChild(QWidget, "shortcuts")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    table = dialog.findChild(QTableWidget, "shortcuts-table")
    assert table is not None
    shown = [
        tuple(cell_text(table.item(row, column)) for column in range(3))
        for row in range(table.rowCount())
    ]
    listed = {(where, what): keys.split(", ") for where, what, keys in shown}
    for where, what, key in (
        ("Edit", "Undo", "Ctrl+Z"),
        ("Edit", "Redo", "Ctrl+Shift+Z"),
        ("Edit", "History…", "Ctrl+H"),
        ("Edit", "Find in campaign…", "Ctrl+Shift+F"),
        ("View", "Personae", "Ctrl+1"),
        ("View", "Dice", "Ctrl+6"),
        ("View", "Larger text", "Ctrl+="),
        ("Challenge wizard", "Roll the dice", "Ctrl+R"),
    ):
        assert key in listed[(where, what)], (where, what)
    # Every key listed is really bound once: no two commands share a shortcut.
    keys = [key for _where, _what, listed in shown for key in listed.split(", ")]
    assert len(keys) == len(set(keys)), sorted(keys)
    dialog.grab().save(str(screenshots / "shortcuts.png"))


def test_duplicate_and_delete_with_confirmation_and_undo(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, prompter: ScriptedPrompter
) -> None:
    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    _type_into(qtbot, window.personae.sheet.edits[Field.NAME], "Bea")
    qtbot.mouseClick(window.personae.duplicate_button, Qt.MouseButton.LeftButton)
    assert sorted(_cell(window, r, 0) for r in range(2)) == ["Bea", "Bea (copy)"]
    current = window.current_persona()
    assert current is not None and current.name == "Bea (copy)"

    prompter.confirm_answers.append(False)
    qtbot.mouseClick(window.personae.delete_button, Qt.MouseButton.LeftButton)
    assert window.personae.model.rowCount() == 2
    assert prompter.questions[-1].startswith("Delete Bea (copy)?")

    prompter.confirm_answers.append(True)
    qtbot.mouseClick(window.personae.delete_button, Qt.MouseButton.LeftButton)
    assert [_cell(window, r, 0) for r in range(window.personae.model.rowCount())] == ["Bea"]
    assert _stored(campaign_path, "SELECT name FROM persona") == [("Bea",)]

    window.undo_action.trigger()
    assert sorted(_cell(window, r, 0) for r in range(2)) == ["Bea", "Bea (copy)"]
    assert len(_stored(campaign_path, "SELECT id FROM persona")) == 2
    window.undo_action.trigger()  # undo the duplicate
    window.undo_action.trigger()  # undo the rename
    assert [_cell(window, r, 0) for r in range(window.personae.model.rowCount())] == ["New Persona"]
    window.redo_action.trigger()
    assert [_cell(window, r, 0) for r in range(window.personae.model.rowCount())] == ["Bea"]


def test_the_filter_box_narrows_the_table_and_a_header_click_sorts_it(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    campaign = open_campaign(campaign_path)
    for name, actor, stance in (("Ada", "Mo", 3), ("Bea", "Sam", 1), ("Cy", "Mo", 2)):
        campaign.personae.add_persona(PersonaValues(name, actor, stance))
    campaign.close()
    window = open_window(campaign_path)
    qtbot.keyClicks(window.personae.filter_edit, "mo")
    assert [_cell(window, r, 0) for r in range(window.personae.model.rowCount())] == ["Ada", "Cy"]
    assert window.personae.count_label.text() == "2 of 3 Personae"
    window.personae.filter_edit.clear()
    assert window.personae.count_label.text() == "3 Personae"

    header = window.personae.table.horizontalHeader()
    stance = next(i for i, column in enumerate(COLUMNS) if column.header == "Stance")
    middle = QPoint(header.sectionViewportPosition(stance) + header.sectionSize(stance) // 2, 5)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=middle)
    assert [_cell(window, r, stance) for r in range(3)] == ["1", "2", "3"]
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=middle)
    assert [_cell(window, r, 0) for r in range(3)] == ["Ada", "Cy", "Bea"]


def test_new_campaign_open_recent_and_save_a_copy(
    open_window: WindowFactory, campaign_path: Path, prompter: ScriptedPrompter, tmp_path: Path
) -> None:
    window = open_window(campaign_path)
    window.campaign.personae.add_persona(PersonaValues("Ada"))
    copy = tmp_path / "copy.starshine"
    prompter.paths.append(copy)
    window.campaign_files.action_save_copy.trigger()
    assert _stored(copy, "SELECT name FROM persona") == [("Ada",)]

    second = tmp_path / "Second.starshine"
    prompter.paths.append(second)
    window.campaign_files.action_new.trigger()
    assert window.campaign.path == second
    assert window.windowTitle() == "Second — Starshine Desktop"
    assert window.personae.model.rowCount() == 0

    window.campaign_files.recent_menu.aboutToShow.emit()
    recent = window.campaign_files.recent_menu.actions()
    assert [action.text().split("  ")[0] for action in recent] == ["Table Night"]
    recent[0].trigger()
    assert window.campaign.path.resolve() == campaign_path.resolve()
    assert window.personae.model.rowCount() == 1


def test_about_names_the_version_and_the_licences() -> None:
    text = about_text()
    assert __version__ in text
    for name, licence in (("PySide6", "LGPLv3"), ("SQLAlchemy", "MIT"), ("Alembic", "MIT")):
        assert name in text and licence in text
    assert "platformdirs" in text


def test_campaign_option_asks_before_creating_a_missing_file(
    qtbot: QtBot, prompter: ScriptedPrompter, tmp_path: Path
) -> None:
    assert QApplication.instance() is not None
    missing = tmp_path / "fresh"
    prompter.confirm_answers.append(False)
    assert open_initial_campaign(missing, prompter) is None
    assert not (tmp_path / "fresh.starshine").exists()
    prompter.confirm_answers.append(True)
    campaign = open_initial_campaign(missing, prompter)
    assert campaign is not None
    assert campaign.path == tmp_path / "fresh.starshine"
    campaign.close()
    not_campaign = tmp_path / "notes.txt"
    not_campaign.write_text("hello")
    assert open_initial_campaign(not_campaign, prompter) is None
    assert "not a Starshine campaign" in prompter.errors[-1]
    assert not_campaign.read_text() == "hello"


def test_actor_stance_and_notes_are_saved_at_once_and_undo_in_turn(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    _type_into(qtbot, window.personae.sheet.edits[Field.ACTOR_NAME], "Priya")
    _type_into(qtbot, window.personae.sheet.edits[Field.STANCE], "4")
    window.personae.sheet.notes.setFocus()
    qtbot.keyClicks(window.personae.sheet.notes, "Owes the Guild")
    window.personae.table.setFocus()  # leaving the notes saves them
    qtbot.waitUntil(lambda: not window.personae.sheet.notes.hasFocus())
    assert _stored(campaign_path, "SELECT actor_name, stance, notes FROM persona") == [
        ("Priya", 4, "Owes the Guild")
    ]
    assert window.undo_stack.count() == 4  # add, Actor, Stance, notes

    window.undo_action.trigger()
    assert window.personae.sheet.notes.toPlainText() == ""
    window.undo_action.trigger()
    assert window.personae.sheet.edits[Field.STANCE].text() == "1"
    window.undo_action.trigger()
    assert window.personae.sheet.edits[Field.ACTOR_NAME].text() == ""
    assert _stored(campaign_path, "SELECT actor_name, stance, notes FROM persona") == [("", 1, "")]


def test_the_delete_key_in_the_table_asks_then_deletes(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, prompter: ScriptedPrompter
) -> None:
    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    window.personae.table.setFocus()
    prompter.confirm_answers.append(True)
    qtbot.keyClick(window.personae.table, Qt.Key.Key_Delete)
    assert window.personae.model.rowCount() == 0
    assert _stored(campaign_path, "SELECT count(*) FROM persona") == [(0,)]
    assert window.personae.sheet.persona_id is None


def test_the_count_in_the_status_bar_follows_the_table_however_it_changes(
    open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    campaign = window.campaign
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.personae.add_persona(PersonaValues("Bo"))
    window.personae.model.reset_rows(campaign.personae.list_personae())  # not through an edit
    assert window.personae.count_label.text() == "2 Personae"
    window.personae.model.remove_rows([window.personae.model.id_at(0)])
    assert window.personae.count_label.text() == "1 Persona"
