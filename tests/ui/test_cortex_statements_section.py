"""The Dice section and the Cortex tab as a person uses them: clicks, typing, undo."""

from __future__ import annotations

import sqlite3
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QPushButton
from pytest import MonkeyPatch
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.cortex import CortexOutcome as Outcome
from starshine_desktop.rules.cortex import DicePool, Die, outcome_probabilities
from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.cortex import people_to_tick
from starshine_desktop.ui.cortex.cortex_tab import CortexTab
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.sections.cortex_statements import (
    CHALLENGES_TAB,
    SCENES_TAB,
    CortexStatementsSection,
)

from .conftest import ScriptedPrompter, WindowFactory
from .person import click, tick, type_into

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier


def _add_personae(path: Path, *names: str) -> list[int]:
    campaign = open_campaign(path)
    try:
        return [
            campaign.personae.add_persona(PersonaValues(name)).changes.added_ids(
                RecordKind.PERSONA
            )[0]
            for name in names
        ]
    finally:
        campaign.close()


def _dice(window: MainWindow) -> CortexStatementsSection:
    page = window.section_page("Dice")
    assert isinstance(page, CortexStatementsSection)
    return page


def _stored(path: Path, sql: str) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


def test_the_pool_tool_builds_a_pool_shows_exact_odds_and_reads_faces(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    tool = _dice(window).pool_tool
    for die in (Die.D8, Die.D6, Die.D6):
        click(qtbot, tool.editor.add_buttons[die])
    assert tool.editor.pool.label == "d8,d6,d6"
    tool.editor.dice_list.setCurrentRow(0)
    click(qtbot, tool.editor.step_up_button)
    assert tool.editor.pool.label == "d10,d6,d6"
    tool.editor.dice_list.setCurrentRow(0)
    for _ in range(2):
        click(qtbot, tool.editor.step_up_button)
    click(qtbot, tool.editor.step_up_button)
    assert tool.editor.error_label.text() == "stepping: a d12 cannot be stepped up"
    assert tool.editor.pool.label == "d12,d6,d6"
    # Against a number: the bars are the exact outcome odds and sum to one.
    tool.mode_combo.setCurrentIndex(1)
    type_into(qtbot, tool.number_edit, "9")
    expected = outcome_probabilities(DicePool.of(Die.D12, Die.D6, Die.D6), 9)
    bars = tool.odds_bar.bars
    assert [bar.probability for bar in bars] == [
        expected[Outcome.FAILURE],
        expected[Outcome.SUCCESS],
        expected[Outcome.HEROIC_SUCCESS],
    ]
    assert sum((bar.probability for bar in bars), Fraction(0)) == 1
    type_into(qtbot, tool.number_edit, "x")
    assert "whole number" in tool.difficulty_error.text()
    type_into(qtbot, tool.number_edit, "9")
    assert not tool.difficulty_error.text()
    # A plot point buys a third die for the total.
    type_into(qtbot, tool.faces_edit, "11 1 5")
    click(qtbot, tool.roll_button)
    assert "Total 16" in tool.result_label.text()
    assert "Hitches: 1" in tool.result_label.text()
    assert "Heroic success by 7: effect die steps up to d6" in tool.result_label.text()
    assert "effect die d4 (no die left: d4)" in tool.result_label.text()
    tool.extra_spin.setValue(1)
    assert sum((bar.probability for bar in tool.odds_bar.bars), Fraction(0)) == 1
    type_into(qtbot, tool.faces_edit, "11 4 5")
    click(qtbot, tool.roll_button)
    assert "Total 20" in tool.result_label.text()
    assert "Costs 1 plot point(s)" in tool.result_label.text()
    type_into(qtbot, tool.faces_edit, "13 1 1")
    click(qtbot, tool.roll_button)
    assert tool.faces_error.text() == "faces: a d12 shows 1 to 12, not 13"
    assert tool.result_label.text() == ""
    # Against an opposition pool typed in, with the GM's faces.
    tool.mode_combo.setCurrentIndex(2)
    type_into(qtbot, tool.opposition_edit, "d10, d8")
    type_into(qtbot, tool.faces_edit, "1 1 1")
    type_into(qtbot, tool.gm_faces_edit, "3 2")
    click(qtbot, tool.roll_button)
    assert "Botch" in tool.result_label.text()
    assert "difficulty 5" in tool.result_label.text()
    assert "Failure" in tool.result_label.text()
    type_into(qtbot, tool.opposition_edit, "d7")
    assert "not a Cortex die" in tool.difficulty_error.text()
    tool.grab().save(str(campaign_path.with_name("pool.png")))


def test_a_challenge_pool_is_taken_down_to_empty(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    [ada] = _add_personae(campaign_path, "Ada")
    window = open_window(campaign_path)
    page = _dice(window)
    page.tabs.setCurrentIndex(CHALLENGES_TAB)
    tracker = page.challenges
    click(qtbot, tracker.create_button)
    assert tracker.create_error.text() == "A challenge's name cannot be blank"
    type_into(qtbot, tracker.name_edit, "Cross the ford")
    click(qtbot, tracker.create_button)
    assert tracker.create_error.text() == "challenge: at least one character takes part"
    tracker.level_combo.setCurrentIndex(0)  # Very Easy: 2d4
    tracker.length_combo.setCurrentIndex(0)  # short: +1d6
    tick(tracker.people_list, "Ada")
    click(qtbot, tracker.create_button)
    assert tracker.model.rowCount() == 1
    assert tracker.pool_label.text() == "d6  d4  d4"
    assert "waiting for Ada" in tracker.status_label.text()

    def turn(pool: str, faces: str, gm_faces: str, target: str) -> None:
        type_into(qtbot, tracker.player_pool_edit, pool)
        type_into(qtbot, tracker.player_faces_edit, faces)
        type_into(qtbot, tracker.gm_faces_edit, gm_faces)
        tracker.target_combo.setCurrentIndex(tracker.target_combo.findText(target))
        click(qtbot, tracker.turn_button)
        assert tracker.turn_error.text() == ""

    # Round 1: 22 against 4 is heroic; the stepped-up d8 effect removes the d6.
    turn("d12,d10,d8", "12 10 3", "2 2 1", "d6")
    assert tracker.pool_label.text() == "d4  d4"
    assert "the challenge's turn" in tracker.status_label.text()
    assert not tracker.turn_button.isEnabled()
    tracker.strengthen_combo.setCurrentIndex(tracker.strengthen_combo.findText("d4"))
    click(qtbot, tracker.strengthen_button)
    assert tracker.pool_label.text() == "d6  d4"
    # Round 2: a failure (tie) gives Ada physical stress at the GM's effect die.
    turn("d8,d6", "2 2", "4 1", "d6")
    assert "tied (a tie fails)" in tracker.log_list.item(tracker.log_list.count() - 1).text()
    tracker.stress_combo.setCurrentIndex(0)
    assert tracker.stress_combo.currentText() == "physical d4"
    # The challenge tests Ada; 3 does not beat her 4, so nothing happens.
    type_into(qtbot, tracker.player_pool_edit, "d8,d6")
    type_into(qtbot, tracker.player_faces_edit, "2 2")
    type_into(qtbot, tracker.gm_faces_edit, "2 1 1")
    click(qtbot, tracker.test_button)
    assert tracker.challenge_error.text() == ""
    # Round 3: her stress die joins the GM's roll; she removes the d6, then the d4.
    assert tracker.turn_odds.caption == "d8,d6 against d6,d4,d4"
    turn("d12,d10", "9 8", "2 2 1", "d6")
    tracker.strengthen_combo.setCurrentIndex(0)
    click(qtbot, tracker.strengthen_button)
    assert tracker.pool_label.text() == "d6"
    turn("d12,d10", "9 8", "1 1", "d6")
    assert tracker.pool_label.text() == "Overcome"
    assert tracker.log_list.item(tracker.log_list.count() - 1).text() == (
        "The challenge is overcome: its pool is empty."
    )
    assert not tracker.turn_box.isEnabled()
    assert _stored(campaign_path, "SELECT stress_physical FROM cortex_sheet") == [(4,)]
    window.undo_stack.undo()
    assert tracker.pool_label.text() == "d6"
    window.undo_stack.redo()
    assert tracker.pool_label.text() == "Overcome"
    # Undoing every step goes back to no challenge and no sheet, exactly as at the start.
    while window.undo_stack.canUndo():
        window.undo_stack.undo()
    assert tracker.model.rowCount() == 0
    assert _stored(campaign_path, "SELECT stress_physical FROM cortex_sheet") == []
    window.grab().save(str(campaign_path.with_name("challenge.png")))
    assert ada


def _add_player(qtbot: QtBot, board: object, name: str, luck: int, **factors: str) -> None:
    from starshine_desktop.rules.statements import FactorKind
    from starshine_desktop.ui.statements.statement_board import StatementBoard

    assert isinstance(board, StatementBoard)
    type_into(qtbot, board.player_name_edit, name)
    board.player_luck_spin.setValue(luck)
    for kind in FactorKind:
        type_into(qtbot, board.factor_edits[kind], factors.get(kind.value, ""))
    click(qtbot, board.add_player_button)
    assert board.player_error.text() == ""


def test_a_two_player_scene_is_resolved_in_order_with_luck_shown(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, prompter: ScriptedPrompter
) -> None:
    window = open_window(campaign_path)
    page = _dice(window)
    page.tabs.setCurrentIndex(SCENES_TAB)
    board = page.board
    type_into(qtbot, board.scene_name_edit, "Harbour")
    click(qtbot, board.new_scene_button)
    assert board.scene_label.text() == "Harbour — no players yet"
    type_into(qtbot, board.factor_edits[next(iter(board.factor_edits))], "Brave")
    click(qtbot, board.add_player_button)
    assert "a name and a degree" in next(iter(board.factor_errors.values())).text()
    _add_player(qtbot, board, "Ada", 4, trait="Brave 3", attribute="Acuity 2")
    _add_player(qtbot, board, "Bo", 9, trait="Sly 2", attribute="Grace 3")
    assert [p.name for p in board.players_model.rows] == ["Ada", "Bo"]

    def state(player: str, text: str, favour: str, **more: object) -> None:
        board.stating.speaker_combo.setCurrentText(player)
        type_into(qtbot, board.stating.statement_edit, text)
        tick(board.stating.favouring_list, favour)
        if "opposing" in more:
            tick(board.stating.opposing_list, str(more["opposing"]))
        type_into(qtbot, board.stating.obstacles_edit, str(more.get("obstacles", "")))
        board.stating.bid_spin.setValue(int(str(more.get("bid", 0))))
        click(qtbot, board.stating.state_button)
        assert board.stating.state_error.text() == ""

    state("Ada", "The gate opens", "Trait Brave 3", bid=2)
    state("Bo", "The guard sleeps", "Attribute Grace 3", obstacles="Alert guard 2")
    state("Ada", "We slip in", "Attribute Acuity 2", obstacles="Patrol 2")
    state("Bo", "Nobody sees us", "Trait Sly 2", opposing="Ada's Trait Brave 3")
    board.stating.speaker_combo.setCurrentText("Bo")
    type_into(qtbot, board.stating.statement_edit, "Too much")
    board.stating.bid_spin.setValue(10)
    click(qtbot, board.stating.state_button)
    assert board.stating.state_error.text() == "statements: a Luck bid is 0 to 5"
    assert board.statements_model.rowCount() == 4

    def roll(row: int, faces: str) -> None:
        board.statements_table.selectRow(row)
        type_into(qtbot, board.statement_faces_edit, faces)
        click(qtbot, board.roll_button)
        assert board.roll_error.text() == ""

    # Rows follow round then player: Ada #1, Bo #1, Ada #2, Bo #2.
    board.statements_table.selectRow(1)
    assert [str(bar.probability) for bar in board.statement_odds.bars] == [
        "8/125",
        "36/125",
        "54/125",
        "27/125",
    ]
    roll(0, "1 2 3")  # d5, F 5: three successes, Weight 15
    roll(1, "1 2 5")  # d5, F 3: two successes, Weight 6
    board.statements_table.selectRow(2)
    type_into(qtbot, board.statement_faces_edit, "1 3 9")
    click(qtbot, board.roll_button)
    assert board.roll_error.text() == "resolution: a d4 shows 1 to 4, not 9"
    roll(2, "1 3 4")  # d4, F 2: one success, Weight 2
    roll(3, "1 2 5")  # d5, F 2: two successes, Weight 4
    prompter.confirm_answers = [True, False, True]
    click(qtbot, board.resolving.resolve_button)
    assert board.resolving.resolve_error.text() == ""
    assert [q.split("”")[0].split("“")[1] for q in prompter.questions] == [
        "The guard sleeps",
        "Nobody sees us",
        "We slip in",
    ]
    lines = [
        board.resolving.resolution_list.item(i).text()
        for i in range(board.resolving.resolution_list.count())
    ]
    assert [line.split(": ", 1)[1].split(" (")[0] for line in lines] == [
        "Ada #1",
        "Bo #1",
        "Bo #2",
        "Ada #2",
    ]
    assert "did not come true" in lines[2]
    assert board.resolving.luck_label.text() == "Luck: Ada 4 → 2; Bo 9 → 9"
    luck_column = 1
    assert board.players_model.index(0, luck_column).data() == "2"
    board.resolving.earner_combo.setCurrentText("Bo")
    board.resolving.earner_trait_combo.setCurrentText("Sly")
    click(qtbot, board.resolving.inconvenience_button)
    board.resolving.words_spin.setValue(100)
    board.resolving.accepted_box.setChecked(True)
    click(qtbot, board.resolving.revise_button)
    assert (
        board.resolving.resolve_error.text()
        == "luck: a revision earns Luck at 150 to 450 words, not 100"
    )
    click(qtbot, board.resolving.finish_button)
    assert board.resolving.resolve_error.text() == ""
    assert board.scene_label.text() == "Harbour — finished"
    assert board.resolving.luck_label.text() == (
        "Luck: Ada 4 → 2 (spent 2, earned 0); Bo 9 → 10 (spent 0, earned 2, lost to the cap 1)"
    )
    assert board.players_model.index(1, luck_column).data() == "10"
    window.undo_stack.undo()
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert board.scene_label.text() == "Harbour — rolling"
    assert board.resolving.luck_label.text() == "Luck: Ada 4 → 4; Bo 9 → 9"
    window.undo_stack.redo()
    assert board.resolving.luck_label.text() == "Luck: Ada 4 → 2; Bo 9 → 9"
    assert (
        board.statements_table.selectionBehavior() is QAbstractItemView.SelectionBehavior.SelectRows
    )
    window.grab().save(str(campaign_path.with_name("scene.png")))


def test_stress_and_plot_points_on_the_cortex_tab_undo_and_redo(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    [ada] = _add_personae(campaign_path, "Ada")
    window = open_window(campaign_path)
    window.select_persona(ada)
    tab = window.persona_tab("Cortex")
    assert isinstance(tab, CortexTab)
    from starshine_desktop.rules.cortex import StressType

    physical = StressType.PHYSICAL
    assert tab.stress_labels[physical].text() == "—"
    assert not tab.step_down_buttons[physical].isEnabled()
    click(qtbot, tab.step_up_buttons[physical])
    click(qtbot, tab.step_up_buttons[physical])
    assert tab.stress_labels[physical].text() == "d6"
    assert _stored(campaign_path, "SELECT stress_physical FROM cortex_sheet") == [(6,)]
    window.undo_stack.undo()
    assert tab.stress_labels[physical].text() == "d4"
    window.undo_stack.redo()
    assert tab.stress_labels[physical].text() == "d6"
    for _ in range(4):
        click(qtbot, tab.step_up_buttons[physical])
    assert tab.stress_labels[physical].text() == "d12"
    assert tab.stressed_label.text() == "Stressed out: out of the scene"
    window.undo_stack.undo()
    assert tab.stressed_label.text() == ""
    window.undo_stack.redo()
    click(qtbot, tab.back_button)
    assert tab.stressed_label.text() == ""

    type_into(qtbot, tab.plot_edit, "-1")
    qtbot.keyClick(tab.plot_edit, Qt.Key.Key_Return)
    assert tab.plot_error.text() == "plot points: a character holds 0 or more, not -1"
    assert tab.plot_label.text() == "0"
    type_into(qtbot, tab.plot_edit, "3")
    qtbot.keyClick(tab.plot_edit, Qt.Key.Key_Return)
    assert (tab.plot_label.text(), tab.plot_error.text()) == ("3", "")
    spend = window.findChild(QPushButton, "plot-spend")
    assert spend is not None
    click(qtbot, spend)
    assert tab.plot_label.text() == "2"
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert tab.plot_label.text() == "0"
    # Rest steps every stress down; recovery follows the table.
    click(qtbot, tab.rest_button)
    assert tab.stress_labels[physical].text() == "d10"
    type_into(qtbot, tab.recovery_pool, "d12,d10,d8")
    type_into(qtbot, tab.recovery_faces, "9 9 5")
    type_into(qtbot, tab.recovery_gm, "2 2 2")
    click(qtbot, tab.recover_button)
    assert tab.recovery_error.text() == ""
    assert tab.recovery_result.text() == "18 against 4: the stress is stepped down"
    assert tab.stress_labels[physical].text() == "d8"
    window.undo_stack.undo()
    assert tab.stress_labels[physical].text() == "d10"
    window.grab().save(str(campaign_path.with_name("cortex.png")))


def test_a_statement_scene_is_renamed_with_undo_and_a_blank_name_refused(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = _dice(window)
    page.tabs.setCurrentIndex(SCENES_TAB)
    board = page.board
    for name in ("Harbour", "Market"):
        type_into(qtbot, board.scene_name_edit, name)
        click(qtbot, board.new_scene_button)
    table = board.scenes_table
    [row] = [
        row
        for row in range(table.model().rowCount())
        if table.model().index(row, 0).data() == "Harbour"
    ]
    cell = table.visualRect(table.model().index(row, 0)).center()
    qtbot.mouseClick(table.viewport(), LEFT, pos=cell)
    harbour = board.current_id()
    assert board.scene_label.text().startswith("Harbour")

    type_into(qtbot, board.scene_name_edit, "  Lighthouse  ")
    click(qtbot, board.rename_scene_button)
    assert board.scene_error.text() == ""
    assert board.scene_name_edit.text() == ""
    assert board.current_id() == harbour  # still the chosen scene, under its new name
    assert board.scene_label.text().startswith("Lighthouse")
    assert sorted(row.name for row in board.scenes_model.rows) == ["Lighthouse", "Market"]
    assert _stored(campaign_path, "SELECT name FROM statement_scene ORDER BY name") == [
        ("Lighthouse",),
        ("Market",),
    ]
    assert window.undo_stack.undoText() == "Rename scene Harbour to Lighthouse"

    window.undo_stack.undo()
    assert sorted(row.name for row in board.scenes_model.rows) == ["Harbour", "Market"]
    window.undo_stack.redo()
    assert sorted(row.name for row in board.scenes_model.rows) == ["Lighthouse", "Market"]

    type_into(qtbot, board.scene_name_edit, "   ")
    click(qtbot, board.rename_scene_button)
    assert board.scene_error.text() != ""
    assert "name" in board.scene_error.text()
    assert sorted(row.name for row in board.scenes_model.rows) == ["Lighthouse", "Market"]
    assert window.undo_stack.undoText() == "Rename scene Harbour to Lighthouse"


def test_rolling_the_rest_is_one_step_undone_and_redone_with_the_same_faces(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, prompter: ScriptedPrompter
) -> None:
    from starshine_desktop.rules.statements import FactorKind, FactorRef
    from starshine_desktop.rules.statements.steps import StateStep
    from starshine_desktop.services.statements.scenes import PlayerEntry

    campaign = open_campaign(campaign_path)
    try:
        dice = campaign.statement_scenes
        [sid] = dice.create_scene("Harbour").changes.added_ids(RecordKind.STATEMENT_SCENE)
        dice.add_player(sid, PlayerEntry("Ada", {"Brave": 3}, {"Acuity": 2}, {}, luck=4))
        dice.add_player(sid, PlayerEntry("Bo", {"Sly": 2}, {"Grace": 3}, {}, luck=9))
        dice.state_statement(
            sid, StateStep("Ada", "The gate opens", (FactorRef(FactorKind.TRAIT, "Brave"),))
        )
        dice.state_statement(
            sid, StateStep("Bo", "Nobody sees", (FactorRef(FactorKind.TRAIT, "Sly"),))
        )
    finally:
        campaign.close()
    state = f"SELECT state FROM statement_scene WHERE id = {sid}"
    before = _stored(campaign_path, state)
    window = open_window(campaign_path)
    page = _dice(window)
    page.tabs.setCurrentIndex(SCENES_TAB)
    board = page.board
    assert board.current_id() == sid
    steps = window.undo_stack.count()
    # A face the die cannot show is refused next to the field and nothing is saved.
    board.statements_table.selectRow(0)
    type_into(qtbot, board.statement_faces_edit, "1 2 9")
    click(qtbot, board.roll_button)
    assert board.roll_error.text() == "resolution: a d3 shows 1 to 3, not 9"
    assert (window.undo_stack.count(), _stored(campaign_path, state)) == (steps, before)

    click(qtbot, board.roll_all_button)
    assert board.roll_error.text() == ""
    assert all(statement.rolled for statement in board.statements_model.rows)
    assert window.undo_stack.count() == steps + 1
    assert window.undo_stack.undoText() == "Roll the remaining Statements"
    rolled = _stored(campaign_path, state)
    window.undo_stack.undo()
    assert _stored(campaign_path, state) == before
    assert not any(statement.rolled for statement in board.statements_model.rows)
    assert board.roll_all_button.isEnabled()
    window.undo_stack.redo()  # the same faces come back, not a new roll
    assert _stored(campaign_path, state) == rolled
    assert all(statement.rolled for statement in board.statements_model.rows)

    prompter.confirm_answers.append(True)
    click(qtbot, board.delete_scene_button)
    assert board.scenes_model.rowCount() == 0
    assert window.undo_stack.undoText() == "Delete Harbour"
    window.undo_stack.undo()
    assert [row.id for row in board.scenes_model.rows] == [sid]
    assert _stored(campaign_path, state) == rolled
    assert board.scene_label.text() == "Harbour — rolling"


def test_a_renamed_persona_moves_in_the_people_to_tick_and_keeps_its_tick(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    ada, bo, cy = _add_personae(campaign_path, "Ada", "Bo", "Cy")
    window = open_window(campaign_path)
    page = _dice(window)
    page.tabs.setCurrentIndex(CHALLENGES_TAB)
    tracker = page.challenges
    people = tracker.people_list
    tick(people, "Ada")
    untouched = people.item(1)  # Bo's row is not built again for another Persona's rename
    window.perform("Rename", lambda: window.campaign.personae.rename_persona(ada, "Zoë"))
    shown = [people.item(row).text() for row in range(people.count())]
    assert shown == ["Bo", "Cy", "Zoë"]
    assert people.item(2).checkState() == Qt.CheckState.Checked
    assert people.item(0) is untouched
    window.perform("Delete", lambda: window.campaign.personae.delete_persona(cy))
    assert [people.item(row).text() for row in range(people.count())] == ["Bo", "Zoë"]
    assert people.item(0).data(Qt.ItemDataRole.UserRole) == bo


def test_the_people_to_tick_are_listed_a_step_at_a_time_and_keep_their_order_and_ticks(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, monkeypatch: MonkeyPatch
) -> None:
    """10,000 Personae made 10,000 list items when Dice opened: now a step, then the rest
    in idle moments; a rename meanwhile lands in its place, listed or not yet."""
    monkeypatch.setattr(people_to_tick, "PEOPLE_STEP", 2)
    _ada, _bo, _cy, di, ed = _add_personae(campaign_path, "Ada", "Bo", "Cy", "Di", "Ed")
    window = open_window(campaign_path)
    page = _dice(window)
    tracker = page.challenges
    people = tracker.people_list
    if people.count() < 5:  # no idle moment yet: the first step only
        assert people.count() in (2, 4)
    window.perform("Rename", lambda: window.campaign.personae.rename_persona(ed, "Ab"))
    window.perform("Rename", lambda: window.campaign.personae.rename_persona(di, "Zed"))
    qtbot.waitUntil(lambda: people.count() == 5)
    assert [people.item(row).text() for row in range(5)] == ["Ab", "Ada", "Bo", "Cy", "Zed"]
    page.tabs.setCurrentIndex(CHALLENGES_TAB)
    tick(people, "Ada")
    tick(people, "Zed")
    tracker.reload()  # listed again, a step at a time: the ticks stay
    assert people.count() == 2
    type_into(qtbot, tracker.name_edit, "Cross the ford")
    click(qtbot, tracker.create_button)  # Zed is ticked though not listed yet
    assert tracker.model.rowCount() == 1
    assert "Ada" in tracker.status_label.text() and "Zed" in tracker.status_label.text()
    qtbot.waitUntil(lambda: people.count() == 5)
    checked = Qt.CheckState.Checked
    ticked = [people.item(r).text() for r in range(5) if people.item(r).checkState() == checked]
    assert ticked == ["Ada", "Zed"]
