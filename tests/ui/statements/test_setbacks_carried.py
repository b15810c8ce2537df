"""Setbacks in effect in the scenes after the one that caused them, as a person sees them."""

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


def _board(window: MainWindow) -> StatementBoard:
    page = window.section_page("Dice")
    assert isinstance(page, CortexStatementsSection)
    page.tabs.setCurrentIndex(SCENES_TAB)
    return page.board


def _items(board: StatementBoard, which: str) -> list[str]:
    widget = board.stating.favouring_list if which == "favouring" else board.stating.opposing_list
    return [widget.item(row).text() for row in range(widget.count())]


def _cell(board: StatementBoard, row: int, header: str) -> str:
    model = board.players_model
    [column] = [
        c
        for c in range(model.columnCount())
        if model.headerData(c, Qt.Orientation.Horizontal) == header
    ]
    return str(model.index(row, column).data())


def _statement_cell(board: StatementBoard, row: int, header: str) -> str:
    model = board.statements_model
    [column] = [
        c
        for c in range(model.columnCount())
        if model.headerData(c, Qt.Orientation.Horizontal) == header
    ]
    return str(model.index(row, column).data())


def _first_scene(qtbot: QtBot, board: StatementBoard) -> None:
    """Harbour: Ada's Brave 3 vs Gate 2 fails every die (3 failures); Bo's Sly comes true."""
    type_into(qtbot, board.scene_name_edit, "Harbour")
    click(qtbot, board.new_scene_button)
    for name, sheet in (
        ("Ada", {FactorKind.TRAIT: "Brave 3", FactorKind.ATTRIBUTE: "Acuity 2"}),
        ("Bo", {FactorKind.TRAIT: "Sly 2", FactorKind.ATTRIBUTE: "Grace 3"}),
    ):
        type_into(qtbot, board.player_name_edit, name)
        for kind in FactorKind:
            type_into(qtbot, board.factor_edits[kind], sheet.get(kind, ""))
        click(qtbot, board.add_player_button)
        assert board.player_error.text() == ""
    _state(qtbot, board, "Ada", "The gate opens", "Trait Brave 3", "Gate 2")
    _state(qtbot, board, "Bo", "Nobody sees us", "Trait Sly 2", "")
    _roll(qtbot, board, ["4 5 5", "1 2 2"])
    click(qtbot, board.resolving.resolve_button)
    assert board.scene_label.text() == "Harbour — resolved"


def _state(
    qtbot: QtBot, board: StatementBoard, player: str, text: str, favour: str, obstacles: str
) -> None:
    board.stating.speaker_combo.setCurrentText(player)
    type_into(qtbot, board.stating.statement_edit, text)
    tick(board.stating.favouring_list, favour)
    type_into(qtbot, board.stating.obstacles_edit, obstacles)
    click(qtbot, board.stating.state_button)
    assert board.stating.state_error.text() == ""


def _roll(qtbot: QtBot, board: StatementBoard, faces: list[str]) -> None:
    for row, typed in enumerate(faces):
        board.statements_table.selectRow(row)
        type_into(qtbot, board.statement_faces_edit, typed)
        click(qtbot, board.roll_button)
        assert board.roll_error.text() == ""


def _next_scene(qtbot: QtBot, board: StatementBoard, name: str) -> None:
    type_into(qtbot, board.scene_name_edit, name)
    click(qtbot, board.next_scene_button)
    assert board.scene_label.text() == f"{name} — stating (0 Statements)"


def test_a_temporary_setback_is_in_effect_in_the_next_scene_and_gone_after(
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
    _first_scene(qtbot, board)
    assert board.setbacks_label.text() == "No Setbacks in effect."
    after.player_combo.setCurrentText("Ada")
    type_into(qtbot, after.setback_edit, "Bruised hands")
    after.setback_target_combo.setCurrentText("Trait Brave 3")
    after.setback_degree_spin.setValue(2)
    click(qtbot, after.setback_button)
    assert after.setback_error.text() == ""
    # Recorded after Harbour, it changes nothing in Harbour itself.
    assert board.setbacks_label.text() == "No Setbacks in effect."

    _next_scene(qtbot, board, "Quay")
    qtmodeltester.check(board.players_model)  # type: ignore[attr-defined]
    assert board.setbacks_label.text() == (
        "Setbacks in effect:\nAda: Bruised hands: −2 to Trait Brave (temporary, from Harbour)"
    )
    assert _cell(board, 0, "Setbacks") == "−2 Trait Brave (temporary)"
    assert _cell(board, 1, "Setbacks") == ""
    assert _cell(board, 0, "Traits") == "Brave 3"  # the sheet itself is not lowered
    board.stating.speaker_combo.setCurrentText("Ada")
    assert _items(board, "favouring") == [
        "Trait Brave 1 (3, Setback −2)",
        "Attribute Acuity 2",
    ]
    board.stating.speaker_combo.setCurrentText("Bo")
    assert "Ada's Trait Brave 1 (3, Setback −2)" in _items(board, "opposing")
    _state(qtbot, board, "Ada", "The gate opens at last", "Trait Brave 1 (3, Setback −2)", "Gate 2")
    assert [_statement_cell(board, 0, h) for h in ("F", "O", "P(3)")] == ["1", "2", "3.7%"]
    board.stating.speaker_combo.setCurrentText("Bo")
    type_into(qtbot, board.stating.statement_edit, "Ada slips")
    tick(board.stating.favouring_list, "Trait Sly 2")
    tick(board.stating.opposing_list, "Ada's Trait Brave 1 (3, Setback −2)")
    click(qtbot, board.stating.state_button)
    assert board.stating.state_error.text() == ""
    assert [_statement_cell(board, 1, h) for h in ("F", "O")] == ["2", "1"]
    scroll = board.findChild(QScrollArea)
    assert scroll is not None
    scroll.verticalScrollBar().setValue(0)
    window.grab().save(str(screenshots / "statements-setbacks-in-effect.png"))

    _roll(qtbot, board, ["3 3 3", "1 1 1"])
    click(qtbot, board.resolving.resolve_button)
    _next_scene(qtbot, board, "Dock")
    assert board.setbacks_label.text() == "No Setbacks in effect."
    assert _cell(board, 0, "Setbacks") == ""
    board.stating.speaker_combo.setCurrentText("Ada")
    assert _items(board, "favouring") == ["Trait Brave 3", "Attribute Acuity 2"]

    # Back on Quay, and after reopening the campaign: the Setback is stored with the scene.
    scenes = {row.name: row.id for row in board.scenes_model.rows}
    board.select(scenes["Quay"])
    assert "Bruised hands" in board.setbacks_label.text()
    window.close()
    window = open_window(campaign_path)
    board = _board(window)
    board.select({row.name: row.id for row in board.scenes_model.rows}["Quay"])
    assert "Bruised hands" in board.setbacks_label.text()  # stored with the scene


def test_an_indefinite_setback_ends_with_a_recovery_statement_that_comes_true(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    board = _board(window)
    after = board.aftermath
    _first_scene(qtbot, board)
    after.player_combo.setCurrentText("Ada")
    type_into(qtbot, after.setback_edit, "Sprained wrist")
    after.setback_lasting_box.setChecked(True)
    click(qtbot, after.setback_button)  # a condition: −1 indefinite costs 2
    assert after.setback_error.text() == ""
    _next_scene(qtbot, board, "Quay")
    wrist = "Sprained wrist: −1, a condition (no number changes) (indefinite, from Harbour)"
    assert board.setbacks_label.text() == f"Setbacks in effect:\nAda: {wrist}"
    board.stating.speaker_combo.setCurrentText("Ada")
    assert _items(board, "favouring") == ["Trait Brave 3", "Attribute Acuity 2"]
    assert [
        board.stating.recovers_combo.itemText(i)
        for i in range(board.stating.recovers_combo.count())
    ] == [
        "none",
        wrist,
    ]
    board.stating.recovers_combo.setCurrentText(wrist)
    _state(qtbot, board, "Ada", "A healer binds my wrist", "Trait Brave 3", "")
    _roll(qtbot, board, ["1 1 1"])
    undo_count = window.undo_stack.count()
    click(qtbot, board.resolving.resolve_button)
    assert board.setbacks_label.text() == (
        f"Setbacks in effect:\nAda: {wrist} — recovered by a Statement that came true"
    )
    assert _cell(board, 0, "Setbacks") == "Sprained wrist (recovered)"
    assert "(recovering from Sprained wrist)" in board.resolving.resolution_list.item(0).text()
    # Undo the resolution: the Setback is in effect again, as it was.
    window.undo_stack.undo()
    assert window.undo_stack.count() == undo_count + 1
    assert board.setbacks_label.text() == f"Setbacks in effect:\nAda: {wrist}"
    window.undo_stack.redo()
    _next_scene(qtbot, board, "Dock")
    assert board.setbacks_label.text() == "No Setbacks in effect."
