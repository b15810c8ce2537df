"""The statement board's "After the scene" part as a person uses it: clicks, typing, undo."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.statements import FactorKind
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.sections.cortex_statements import SCENES_TAB, CortexStatementsSection
from starshine_desktop.ui.statements.statement_board import StatementBoard

from ..conftest import WindowFactory
from ..person import click, tick, type_into

LEFT = Qt.MouseButton.LeftButton


def _board(window: MainWindow) -> StatementBoard:
    page = window.section_page("Dice")
    assert isinstance(page, CortexStatementsSection)
    page.tabs.setCurrentIndex(SCENES_TAB)
    return page.board


def _add_player(qtbot: QtBot, board: StatementBoard, name: str, drives: str, **sheet: str) -> None:
    type_into(qtbot, board.player_name_edit, name)
    for kind in FactorKind:
        type_into(qtbot, board.factor_edits[kind], sheet.get(kind.value, ""))
    type_into(qtbot, board.drives_edit, drives)
    click(qtbot, board.add_player_button)
    assert board.player_error.text() == ""


def _state_and_roll(qtbot: QtBot, board: StatementBoard, drive: str = "none") -> None:
    """Ada: Brave 3 against a Gate 2 (d5), all three dice fail; Bo: Sly 2 alone (d2)."""
    for player, text, favour, obstacles in (
        ("Ada", "The gate opens", "Trait Brave 3", "Gate 2"),
        ("Bo", "Nobody sees us", "Trait Sly 2", ""),
    ):
        board.stating.speaker_combo.setCurrentText(player)
        type_into(qtbot, board.stating.statement_edit, text)
        tick(board.stating.favouring_list, favour)
        type_into(qtbot, board.stating.obstacles_edit, obstacles)
        board.stating.drive_combo.setCurrentText(drive if player == "Ada" else "none")
        click(qtbot, board.stating.state_button)
        assert board.stating.state_error.text() == ""
    for row, faces in ((0, "4 5 5"), (1, "1 2 2")):
        board.statements_table.selectRow(row)
        type_into(qtbot, board.statement_faces_edit, faces)
        click(qtbot, board.roll_button)
        assert board.roll_error.text() == ""


def _cell(board: StatementBoard, row: int, header: str) -> str:
    model = board.players_model
    [column] = [
        c
        for c in range(model.columnCount())
        if model.headerData(c, Qt.Orientation.Horizontal) == header
    ]
    return str(model.index(row, column).data())


def test_setbacks_experience_and_drives_after_a_scene_undo_and_reopen(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    qtmodeltester: object,
    screenshots: Path,
) -> None:
    window = open_window(campaign_path)
    window.resize(1366, 768)
    board = _board(window)
    after = board.aftermath
    type_into(qtbot, board.scene_name_edit, "Harbour")
    click(qtbot, board.new_scene_button)
    _add_player(qtbot, board, "Ada", "Find the map", trait="Brave 3", attribute="Acuity 2")
    _add_player(qtbot, board, "Bo", "Stay rich", trait="Sly 2", attribute="Grace 3")
    _state_and_roll(qtbot, board, drive="Find the map")
    assert not after.setback_button.isEnabled()
    assert after.failures_label.text().startswith("Resolve the scene first")
    click(
        qtbot, board.resolving.resolve_button
    )  # Ada's Statement has no success; Bo's needs no question
    assert board.scene_label.text() == "Harbour — resolved"

    after.player_combo.setCurrentText("Ada")
    assert after.failures_label.text() == "Ada generated 3 failures: 0 spent on Setbacks, 3 left."
    # A Setback within the failures: −2 to Brave for the scene costs 2.
    type_into(qtbot, after.setback_edit, "Bruised hands")
    after.setback_target_combo.setCurrentText("Trait Brave 3")
    after.setback_degree_spin.setValue(2)
    assert after.setback_cost_label.text() == "2 failures; 3 of 3 still free"
    click(qtbot, after.setback_button)
    assert after.setback_error.text() == ""
    assert after.failures_label.text() == "Ada generated 3 failures: 2 spent on Setbacks, 1 left."
    qtmodeltester.check(after.setbacks_model)  # type: ignore[attr-defined]
    assert after.setbacks_model.index(0, 1).data() == "temporary −2 to Trait Brave"
    # Over the failures: an indefinite −1 costs 2 with only 1 left; refused, nothing changes.
    undo_count = window.undo_stack.count()
    type_into(qtbot, after.setback_edit, "Lost the boat")
    after.setback_lasting_box.setChecked(True)
    assert after.setback_cost_label.text() == "2 failures; 1 of 3 still free"
    click(qtbot, after.setback_button)
    assert after.setback_error.text() == "setback: the Setbacks cost 4 failures but only 3 came up"
    assert after.setbacks_model.rowCount() == 1
    assert window.undo_stack.count() == undo_count

    # The experience test: 3 failures vs Traits and Resources 3, odds shown first.
    assert after.experience_odds.caption == (
        "Failures 3 vs Traits + Resources 3: three d6, success on ≤ 3"
    )
    assert [str(bar.probability) for bar in after.experience_odds.bars] == [
        "1/8",
        "3/8",
        "3/8",
        "1/8",
    ]
    assert after.award_label.text() == "Not taken yet."
    type_into(qtbot, after.experience_faces_edit, "2 5 6")
    click(qtbot, after.experience_button)
    assert after.experience_error.text() == ""
    assert after.award_label.text() == (
        "Rolled 2 5 6 on a d6: 1 success — allows +1 to a Trait or Resource "
        "(and optionally −1 to another)."
    )
    assert not after.setback_button.isEnabled()  # Setbacks come before the test
    assert not after.attribute_combo.isEnabled()  # one success: no Attribute
    after.raise_combo.setCurrentText("Trait Brave 3")
    click(qtbot, after.advance_button)
    assert after.experience_error.text() == ""
    assert _cell(board, 0, "Traits") == "Brave 4"
    assert after.award_label.text().endswith("; raised Trait Brave.")
    assert not after.advance_button.isEnabled()

    # Rewrite a Drive, justified; a second change is refused by the engine.
    after.drive_change_combo.setCurrentText("Rewrite")
    after.drive_which_combo.setCurrentText("1. Find the map")
    type_into(qtbot, after.drive_text_edit, "Sell the map")
    click(qtbot, after.drive_button)
    assert after.drive_error.text() == "drives: justify the change by what happened in the scene"
    type_into(qtbot, after.drive_why_edit, "The gate held")
    click(qtbot, after.drive_button)
    assert after.drive_error.text() == ""
    assert after.drive_done_label.text() == (
        "Changed after this scene: rewrote “Find the map” as “Sell the map” — The gate held"
    )
    assert _cell(board, 0, "Drives") == "Sell the map"
    assert after.experience_odds.caption == "Taken: failures 3 vs Traits + Resources 3, three d6"
    scroll = board.findChild(QScrollArea)
    assert scroll is not None
    scroll.ensureWidgetVisible(after.drive_button)
    window.grab().save(str(screenshots / "statements-aftermath.png"))

    # Undo each step in turn.
    window.undo_stack.undo()
    assert _cell(board, 0, "Drives") == "Find the map"
    assert after.drive_done_label.text() == ""
    window.undo_stack.undo()
    assert _cell(board, 0, "Traits") == "Brave 3"
    assert after.advance_button.isEnabled()
    window.undo_stack.undo()
    assert after.award_label.text() == "Not taken yet."
    window.undo_stack.undo()
    assert after.failures_label.text() == "Ada generated 3 failures: 0 spent on Setbacks, 3 left."
    assert after.setbacks_model.rowCount() == 0
    for _ in range(4):
        window.undo_stack.redo()
    assert _cell(board, 0, "Drives") == "Sell the map"

    # Finish, carry the players on, then close and reopen the campaign.
    click(qtbot, board.resolving.finish_button)
    type_into(qtbot, board.scene_name_edit, "Quay")
    click(qtbot, board.next_scene_button)
    assert board.scene_label.text() == "Quay — stating (0 Statements)"
    assert _cell(board, 0, "Traits") == "Brave 4"
    window.close()
    window = open_window(campaign_path)
    board = _board(window)
    after = board.aftermath
    scenes = {row.name: row.id for row in board.scenes_model.rows}
    board.select(scenes["Harbour"])
    after.player_combo.setCurrentText("Ada")
    assert after.failures_label.text() == "Ada generated 3 failures: 2 spent on Setbacks, 1 left."
    assert after.setbacks_model.index(0, 0).data() == "Bruised hands"
    assert after.award_label.text().endswith("; raised Trait Brave.")
    assert "Sell the map" in after.drive_done_label.text()
    board.select(scenes["Quay"])
    assert [_cell(board, row, "Traits") for row in range(2)] == ["Brave 4", "Sly 2"]
    assert [_cell(board, row, "Drives") for row in range(2)] == ["Sell the map", "Stay rich"]
    assert _cell(board, 0, "Luck") == "3"  # the failures of a Statement reflecting a Drive


def test_a_new_trait_from_experience_and_an_added_drive(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    board = _board(window)
    after = board.aftermath
    type_into(qtbot, board.scene_name_edit, "Cliffs")
    click(qtbot, board.new_scene_button)
    _add_player(qtbot, board, "Ada", "", trait="Brave 3", attribute="Acuity 2")
    _add_player(qtbot, board, "Bo", "", trait="Sly 2", attribute="Grace 3")
    _state_and_roll(qtbot, board)
    click(qtbot, board.resolving.resolve_button)
    after.player_combo.setCurrentText("Ada")
    type_into(qtbot, after.experience_faces_edit, "1 2 3")  # three successes
    click(qtbot, after.experience_button)
    assert after.attribute_combo.isEnabled()
    after.raise_combo.setCurrentText("a new Trait…")
    assert after.new_name_edit.isEnabled()
    type_into(qtbot, after.new_name_edit, "Wary")
    after.attribute_combo.setCurrentText("Acuity 2")
    click(qtbot, after.advance_button)
    assert after.experience_error.text() == ""
    assert _cell(board, 0, "Traits") == "Brave 3, Wary 1"
    assert _cell(board, 0, "Attributes") == "Acuity 3"
    after.drive_change_combo.setCurrentText("Add")
    assert not after.drive_which_combo.isEnabled()
    type_into(qtbot, after.drive_text_edit, "Protect Bo")
    type_into(qtbot, after.drive_why_edit, "He held the rope")
    click(qtbot, after.drive_button)
    assert after.drive_error.text() == ""
    assert _cell(board, 0, "Drives") == "Protect Bo"
    assert not after.drive_button.isEnabled()
