"""The record tables through the GUI: add, edit, undo, filter, refusals, side effects."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.services.starshine.record_reads import PersonaRecords
from starshine_desktop.services.starshine.records import RecordService
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.elements import ElementsPage
from starshine_desktop.ui.starshine.persona_records import (
    AbilitiesTab,
    AdvancesTab,
    CharacteristicsTab,
    InvestmentsTab,
    StrategiesTab,
    TraitsTab,
)
from starshine_desktop.ui.starshine.persona_sheet import Field
from starshine_desktop.ui.widgets.record_table import RecordTable

from ..conftest import ScriptedPrompter


@pytest.fixture
def window(open_window: Callable[[Path], MainWindow], campaign_path: Path) -> MainWindow:
    opened = open_window(campaign_path)
    opened.personae.add_persona()
    return opened


@pytest.fixture
def sample_window(open_window: Callable[[Path], MainWindow], tmp_path: Path) -> MainWindow:
    path = tmp_path / "sample.starshine"
    create_from_data(sample_campaign_data(), path).close()
    return open_window(path)


def _cell_centre(table: RecordTable, row: int, column: int) -> QPoint:
    return table.view.visualRect(table.model.index(row, column)).center()


def _open_editor(qtbot: QtBot, table: RecordTable, row: int, column: int) -> QWidget:
    table.view.scrollTo(table.model.index(row, column))
    centre = _cell_centre(table, row, column)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(
        table.view.viewport(), Qt.MouseButton.LeftButton, pos=_cell_centre(table, row, column)
    )
    editor = QApplication.focusWidget()
    assert editor is not None
    return editor


def edit_cell(qtbot: QtBot, table: RecordTable, row: int, column: int, text: str) -> None:
    """Double-click a cell, type ``text`` (or choose it in a combo box) and press Enter."""
    editor = _open_editor(qtbot, table, row, column)
    if isinstance(editor, QComboBox):
        number = editor.findText(text)
        assert number >= 0, text
        editor.setCurrentIndex(number)
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        QApplication.processEvents()  # the delegate commits on a queued call
        return
    parent = editor.parentWidget()
    if isinstance(parent, QAbstractSpinBox):
        editor = parent
    assert isinstance(editor, QLineEdit | QAbstractSpinBox), type(editor)
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the delegate commits on a queued call


def click_check(qtbot: QtBot, table: RecordTable, row: int, column: int) -> None:
    """Click the check box at the left of a cell."""
    rect = table.view.visualRect(table.model.index(row, column))
    qtbot.mouseClick(
        table.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(rect.left() + 10, rect.center().y()),
    )


def texts(table: RecordTable, column: int) -> list[str]:
    model = table.model
    return [str(model.index(row, column).data()) for row in range(model.rowCount())]


def filter_by(qtbot: QtBot, table: RecordTable, text: str) -> None:
    table.filter_edit.clear()
    qtbot.keyClicks(table.filter_edit, text)


def undo(window: MainWindow) -> None:
    window.undo_action.trigger()


def test_characteristics_add_edit_undo_filter_and_refuse(
    qtbot: QtBot, window: MainWindow, qtmodeltester: ModelTester
) -> None:
    tab = window.persona_tab("Characteristics")
    assert isinstance(tab, CharacteristicsTab)
    table = tab.characteristics
    qtbot.mouseClick(table.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.add_button, Qt.MouseButton.LeftButton)
    assert texts(table, 0) == ["New Characteristic", "New Characteristic"]
    assert table.current_id() == max(table.model.row_at(n).id for n in range(2))
    edit_cell(qtbot, table, 0, 0, "Bold")
    edit_cell(qtbot, table, 0, 1, "5")
    row = table.model.row_of(table.model.row_at(0).id)
    assert texts(table, 0) == ["Bold", "New Characteristic"] and row == 0
    assert texts(table, 1)[0] == "5"
    click_check(qtbot, table, 0, 2)
    assert table.model.row_at(0).corrupt is True
    undo(window)
    assert table.model.row_at(0).corrupt is False
    undo(window)
    assert texts(table, 1)[0] == "3"

    edit_cell(qtbot, table, 0, 0, "   ")
    assert table.message.isVisible()
    assert "cannot be blank" in table.message.text()
    assert texts(table, 0)[0] == "Bold"

    filter_by(qtbot, table, "bol")
    assert texts(table, 0) == ["Bold"]
    assert table.count_label.text() == "1 of 2"
    table.filter_edit.clear()
    qtmodeltester.check(table.model)

    table.view.selectRow(0)
    qtbot.mouseClick(tab.expressions.add_button, Qt.MouseButton.LeftButton)
    edit_cell(qtbot, tab.expressions, 0, 0, "charges first")
    assert texts(tab.expressions, 0) == ["charges first"]
    assert texts(tab.expressions, 1) == ["Bold"]
    undo(window)
    assert texts(tab.expressions, 0) == ["New Expression"]
    filter_by(qtbot, tab.expressions, "zzz")
    assert tab.expressions.model.rowCount() == 0


def test_deleting_several_rows_is_one_undo_step(
    qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter
) -> None:
    table = window.persona_tab("Characteristics").characteristics  # type: ignore[attr-defined]
    for _ in range(3):
        qtbot.mouseClick(table.add_button, Qt.MouseButton.LeftButton)
    table.view.selectAll()
    steps = window.undo_stack.count()
    prompter.confirm_answers.append(True)
    qtbot.mouseClick(table.delete_button, Qt.MouseButton.LeftButton)
    assert table.model.rowCount() == 0
    assert window.undo_stack.count() == steps + 1
    undo(window)
    assert table.model.rowCount() == 3


def test_abilities_show_base_and_modified_scores(qtbot: QtBot, window: MainWindow) -> None:
    tab = window.persona_tab("Abilities")
    assert isinstance(tab, AbilitiesTab)
    qtbot.mouseClick(tab.modifiers.add_button, Qt.MouseButton.LeftButton)
    edit_cell(qtbot, tab.modifiers, 0, 2, "Defense")
    edit_cell(qtbot, tab.modifiers, 0, 3, "3")
    edit_cell(qtbot, tab.modifiers, 0, 0, "Signature Item")
    assert texts(tab.modifiers, 0) == ["Signature Item"]
    filter_by(qtbot, tab.scores, "defense")
    assert texts(tab.scores, 1) == ["1"] and texts(tab.scores, 2) == ["4"]
    assert texts(tab.scores, 3) == ["New Knack +3"]
    undo(window)
    undo(window)
    assert texts(tab.scores, 2) == ["2"]
    undo(window)
    assert texts(tab.scores, 2) == ["1"]


def test_traits_of_a_persona_add_edit_undo_filter(
    qtbot: QtBot, window: MainWindow, qtmodeltester: ModelTester
) -> None:
    tab = window.persona_tab("Traits")
    assert isinstance(tab, TraitsTab)
    table = tab.traits
    qtbot.mouseClick(table.add_button, Qt.MouseButton.LeftButton)
    edit_cell(qtbot, table, 0, 0, "Quick")
    edit_cell(qtbot, table, 0, 1, "12")
    click_check(qtbot, table, 0, 2)
    edit_cell(qtbot, table, 0, 3, "Director")
    assert texts(table, 0) == ["Quick"] and texts(table, 1) == ["12"]
    assert texts(table, 3) == ["Director"] and table.model.row_at(0).negative
    undo(window)
    assert texts(table, 3) == ["New Persona"]
    filter_by(qtbot, table, "quick")
    assert table.model.rowCount() == 1
    qtmodeltester.check(table.model)


def test_an_investment_lowers_the_characteristic_and_resolving_gives_an_advance(
    qtbot: QtBot, window: MainWindow
) -> None:
    characteristics = window.persona_tab("Characteristics").characteristics  # type: ignore[attr-defined]
    qtbot.mouseClick(characteristics.add_button, Qt.MouseButton.LeftButton)
    window.section_page("Elements").elements.add_button.click()  # type: ignore[attr-defined]
    window.show_section(0)
    tab = window.persona_tab("Investments")
    assert isinstance(tab, InvestmentsTab)
    tab.value_spin.setValue(2)
    qtbot.keyClicks(tab.relationship_edit, "guards it")
    qtbot.mouseClick(tab.make_button, Qt.MouseButton.LeftButton)
    assert texts(tab.investments, 1) == ["guards it"]
    assert tab.characteristic_combo.currentText() == "New Characteristic (1)"

    tab.value_spin.setValue(2)
    qtbot.keyClicks(tab.relationship_edit, "too much")
    qtbot.mouseClick(tab.make_button, Qt.MouseButton.LeftButton)
    assert "below 0" in tab.investments.message.text()
    assert tab.investments.model.rowCount() == 1

    edit_cell(qtbot, tab.investments, 0, 1, "guards it well")
    assert texts(tab.investments, 1) == ["guards it well"]
    filter_by(qtbot, tab.investments, "well")
    assert tab.investments.model.rowCount() == 1
    filter_by(qtbot, tab.investments, "nothing like it")
    assert tab.investments.model.rowCount() == 0
    tab.investments.filter_edit.clear()
    undo(window)
    assert texts(tab.investments, 1) == ["guards it"]
    edit_cell(qtbot, tab.investments, 0, 4, "Resolved")
    assert texts(tab.investments, 4) == ["Resolved"]
    advances = window.persona_tab("Advances")
    assert isinstance(advances, AdvancesTab)
    assert advances.available_label.text() == "Advances available: 1"
    undo(window)
    assert advances.available_label.text() == "Advances available: 0"
    undo(window)
    assert characteristics.model.row_at(0).value == 3


def test_strategies_raise_the_stance_to_at_most_six(qtbot: QtBot, window: MainWindow) -> None:
    tab = window.persona_tab("Strategies")
    assert isinstance(tab, StrategiesTab)
    qtbot.keyClicks(tab.name_edit, "Hold the gate")
    qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    assert texts(tab.strategies, 0) == ["Hold the gate"]
    tab.strategies.view.selectRow(0)
    for _ in range(6):
        qtbot.mouseClick(tab.develop_button, Qt.MouseButton.LeftButton)
    current = window.current_persona()
    assert current is not None and current.stance == 6
    assert tab.stance_label.text().endswith(": 6")
    assert texts(tab.log, 1)[-1] == "6 → 6"
    assert tab.log.model.rowCount() == 7
    undo(window)
    assert tab.log.model.rowCount() == 6
    edit_cell(qtbot, tab.strategies, 0, 0, "Hold the rampart")
    filter_by(qtbot, tab.strategies, "rampart")
    assert texts(tab.strategies, 0) == ["Hold the rampart"]
    undo(window)
    assert tab.strategies.model.rowCount() == 0
    tab.strategies.filter_edit.clear()
    assert texts(tab.strategies, 0) == ["Hold the gate"]
    edit_cell(qtbot, tab.strategies, 0, 2, "Surrendered")
    qtbot.mouseClick(tab.develop_button, Qt.MouseButton.LeftButton)
    assert "cannot be developed" in tab.strategies.message.text()
    filter_by(qtbot, tab.log, "developed")
    assert tab.log.model.rowCount() == 5


def test_a_stance_typed_on_the_sheet_is_in_the_stance_log_until_undone(
    qtbot: QtBot, window: MainWindow
) -> None:
    tab = window.persona_tab("Strategies")
    assert isinstance(tab, StrategiesTab)
    stance = window.personae.sheet.edits[Field.STANCE]
    stance.setFocus()
    qtbot.keyClick(stance, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(stance, "4")
    qtbot.keyClick(stance, Qt.Key.Key_Return)
    assert tab.stance_label.text().endswith(": 4")
    assert texts(tab.log, 1) == ["1 → 4"]
    assert texts(tab.log, 2) == ["Set by the Director on the Persona sheet"]
    undo(window)
    assert stance.text() == "1"
    assert tab.stance_label.text().endswith(": 1")
    assert tab.log.model.rowCount() == 0
    window.redo_action.trigger()
    assert texts(tab.log, 1) == ["1 → 4"]


def test_advances_add_edit_undo_and_bad_dates(qtbot: QtBot, window: MainWindow) -> None:
    tab = window.persona_tab("Advances")
    assert isinstance(tab, AdvancesTab)
    qtbot.mouseClick(tab.advances.add_button, Qt.MouseButton.LeftButton)
    edit_cell(qtbot, tab.advances, 0, 2, "Learned to swim")
    edit_cell(qtbot, tab.advances, 0, 1, "Spent")
    assert tab.available_label.text() == "Advances available: -1"
    edit_cell(qtbot, tab.advances, 0, 0, "2026-13-01")
    assert "YYYY-MM-DD" in tab.advances.message.text()
    undo(window)
    assert texts(tab.advances, 1) == ["Earned"]
    filter_by(qtbot, tab.advances, "swim")
    assert tab.advances.model.rowCount() == 1


def test_elements_traits_and_actors_tables(
    qtbot: QtBot, window: MainWindow, qtmodeltester: ModelTester, prompter: ScriptedPrompter
) -> None:
    page = window.section_page("Elements")
    assert isinstance(page, ElementsPage)
    qtbot.mouseClick(page.elements.add_button, Qt.MouseButton.LeftButton)
    edit_cell(qtbot, page.elements, 0, 0, "The Gate")
    edit_cell(qtbot, page.elements, 0, 1, "7")
    assert texts(page.elements, 1) == ["7"]
    undo(window)
    assert texts(page.elements, 1) == ["1"]
    qtbot.mouseClick(page.elements.add_button, Qt.MouseButton.LeftButton)
    filter_by(qtbot, page.elements, "gate")
    assert texts(page.elements, 0) == ["The Gate"]
    page.elements.filter_edit.clear()

    page.tabs.setCurrentIndex(1)
    qtbot.mouseClick(page.traits.add_button, Qt.MouseButton.LeftButton)
    edit_cell(qtbot, page.traits, 0, 3, "The Gate (Element)")
    assert texts(page.traits, 3) == ["The Gate (Element)"]
    filter_by(qtbot, page.traits, "gate")
    assert page.traits.model.rowCount() == 1
    undo(window)
    assert page.traits.model.rowCount() == 0
    page.traits.filter_edit.clear()
    assert texts(page.traits, 3) == ["New Persona"]

    page.tabs.setCurrentIndex(2)
    qtbot.mouseClick(page.actors.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.actors.add_button, Qt.MouseButton.LeftButton)
    edit_cell(qtbot, page.actors, 0, 0, "Ann")
    edit_cell(qtbot, page.actors, 1, 0, "Ann")
    assert "already an Actor called Ann" in page.actors.message.text()
    qtbot.mouseClick(page.add_director_button, Qt.MouseButton.LeftButton)
    assert page.actors.model.row_at(2).is_director
    qtbot.mouseClick(page.add_director_button, Qt.MouseButton.LeftButton)
    assert "already has a Director" in page.actors.message.text()
    filter_by(qtbot, page.actors, "ann")
    assert texts(page.actors, 0) == ["Ann"]
    page.actors.filter_edit.clear()
    for table in (page.elements, page.traits, page.actors):
        qtmodeltester.check(table.model)

    window.show_section(0)
    played = window.persona_tab("Characteristics")
    assert isinstance(played, CharacteristicsTab)
    combo = played.actor_combo
    combo.setCurrentIndex(combo.findText("Ann"))
    combo.activated.emit(combo.currentIndex())
    current = window.current_persona()
    assert current is not None and current.actor_name == "Ann"
    window.section_page("Elements")
    ann = next(r.id for r in window.campaign.records.list_actors() if r.name == "Ann")
    page.actors.select_id(ann)
    prompter.confirm_answers.append(True)
    qtbot.mouseClick(page.actors.delete_button, Qt.MouseButton.LeftButton)
    assert "still refers to it" in page.actors.message.text()


def test_the_sample_opens_and_its_traits_filter(sample_window: MainWindow, qtbot: QtBot) -> None:
    page = sample_window.section_page("Elements")
    assert isinstance(page, ElementsPage)
    filter_by(qtbot, page.traits, "debt")
    assert texts(page.traits, 0) == ["In debt"]
    assert texts(page.traits, 4) == ["Director"]
    names = sorted(row.name for row in sample_window.campaign.personae.list_personae())
    assert names == ["Brannoc Reed", "Corvin Ash", "Vesper Hale", "Ysolde Marr"]


def test_deleting_a_persona_and_undoing_brings_back_its_records(
    qtbot: QtBot, sample_window: MainWindow
) -> None:
    window = sample_window
    records = window.campaign.records
    vesper = next(r.id for r in window.campaign.personae.list_personae() if r.name == "Vesper Hale")
    before = records.persona_records(vesper)
    traits_before = records.list_traits()
    window.select_persona(vesper)
    window.prompter.confirm_answers.append(True)  # type: ignore[attr-defined]
    window.personae.delete_persona()
    assert vesper not in records.persona_names()
    undo(window)
    assert records.persona_records(vesper) == before
    assert records.list_traits() == traits_before
    assert window.campaign.personae.get_persona(vesper).actor_name == "Priya"
    window.redo_action.trigger()
    assert vesper not in records.persona_names()


def test_every_table_model_passes_qts_model_checks(
    qtbot: QtBot, sample_window: MainWindow, qtmodeltester: ModelTester
) -> None:
    window = sample_window
    window.select_persona(1)
    titles = ["Characteristics", "Abilities", "Traits", "Investments", "Strategies", "Advances"]
    for title in titles:
        tab = window.persona_tab(title)
        for table in tab.tables:  # type: ignore[attr-defined]
            assert table.model.rowCount() > 0, (title, table.objectName())
            qtmodeltester.check(table.model)
            filter_by(qtbot, table, "e")
            qtmodeltester.check(table.model)
            table.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
            qtmodeltester.check(table.model)
            table.filter_edit.clear()


def test_the_sheet_shows_each_modified_score_beside_its_base(
    qtbot: QtBot, window: MainWindow
) -> None:
    tab = window.persona_tab("Abilities")
    assert isinstance(tab, AbilitiesTab)
    hint = window.personae.sheet.hints[Score.LEAD]
    assert hint.text() == "0 to 6"
    qtbot.mouseClick(tab.modifiers.add_button, Qt.MouseButton.LeftButton)
    edit_cell(qtbot, tab.modifiers, 0, 2, "Lead")
    edit_cell(qtbot, tab.modifiers, 0, 3, "2")
    assert hint.text() == "0 to 6  → 3"
    undo(window)
    assert hint.text() == "0 to 6  → 2"
    undo(window)
    assert hint.text() == "0 to 6"


def test_the_traits_listing_changes_only_the_rows_named_and_follows_renames(
    qtbot: QtBot, sample_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = sample_window
    page = window.section_page("Elements")
    assert isinstance(page, ElementsPage)
    page.tabs.setCurrentIndex(1)
    records = window.campaign.records

    def read_all() -> object:
        raise AssertionError("an edit read every Trait again")

    monkeypatch.setattr(records, "list_trait_listing", read_all)
    vesper = next(r.id for r in window.campaign.personae.list_personae() if r.name == "Vesper Hale")
    page.traits.view.sortByColumn(3, Qt.SortOrder.AscendingOrder)  # by "On"
    held = page.traits.model.row_of(
        next(r.id for r in records.list_traits() if r.persona_id == vesper)
    )
    assert held is not None
    selected = page.traits.model.id_at(held)
    page.traits.view.selectRow(held)
    window.perform("Change", lambda: window.campaign.personae.set_score(vesper, Score.GUARD, 5))
    window.perform("Rename", lambda: window.campaign.personae.rename_persona(vesper, "Aaron Vale"))
    on = [page.traits.model.index(r, 3).data() for r in range(page.traits.model.rowCount())]
    assert on == sorted(on, key=str.casefold) and on[0] == "Aaron Vale"  # moved to its place
    current = page.traits.view.currentIndex()
    assert page.traits.model.id_at(current.row()) == selected  # the selection followed it
    undo(window)
    on = [page.traits.model.index(r, 3).data() for r in range(page.traits.model.rowCount())]
    assert "Aaron Vale" not in on and "Vesper Hale" in on
    qtbot.mouseClick(page.traits.add_button, Qt.MouseButton.LeftButton)
    assert page.traits.model.total_count == len(records.list_traits())


def test_a_failed_read_of_a_persona_is_not_shown_as_an_empty_sheet(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    tab = window.persona_tab("Characteristics")
    assert isinstance(tab, CharacteristicsTab)
    persona_id = tab.persona_id
    assert persona_id is not None and tab.records is not None

    def failing_read(_service: RecordService, _persona_id: int) -> PersonaRecords:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(RecordService, "persona_records", failing_read)
    with pytest.raises(sqlite3.OperationalError, match="disk I/O error"):
        tab.show_persona(persona_id)
