"""The Cortex tab's Test panel as a player uses it: stress choices, odds, faces, apply, undo."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.cortex import (
    CortexOutcome as Outcome,
)
from starshine_desktop.rules.cortex import (
    DicePool,
    Die,
    StressType,
    StressUse,
    hitch_probability,
    outcome_probabilities,
    roll_pool,
)
from starshine_desktop.ui.cortex.cortex_tab import CortexTab
from starshine_desktop.ui.cortex.cortex_test_panel import CortexTestPanel
from starshine_desktop.ui.main_window import MainWindow

from ..conftest import WindowFactory
from ..person import click, type_into
from .cortex_support import cortex_persona, open_cortex_tab, scroll_of, stored_cortex

LEFT = Qt.MouseButton.LeftButton
PHYSICAL, MENTAL = StressType.PHYSICAL, StressType.MENTAL


def _screenshot(window: MainWindow, tab: CortexTab, folder: Path, name: str) -> None:
    QApplication.processEvents()  # let the layouts settle after the texts changed
    scroll_of(tab).ensureWidgetVisible(tab.test_panel.apply_button)
    QApplication.processEvents()
    window.grab().save(str(folder / f"{name}-window.png"))
    tab.grab().save(str(folder / f"{name}-tab.png"))


def test_a_pushed_stress_is_rolled_applied_saved_and_undone(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, screenshots: Path
) -> None:
    ada = cortex_persona(campaign_path, "Ada", 1, physical=6)
    window, tab = open_cortex_tab(open_window, campaign_path, ada)
    panel = tab.test_panel
    assert isinstance(panel, CortexTestPanel)
    assert panel.stress_combo.currentText() == "Physical d6"
    assert panel.use_buttons[StressUse.OPPOSITION].isChecked()
    assert not panel.use_buttons[StressUse.D4_OWN_POOL].isEnabled()
    assert panel.reason_labels[StressUse.D4_OWN_POOL].text() == (
        "only d4 stress goes into your own pool this way; this is d6"
    )
    type_into(qtbot, panel.pool_edit, "d8,d6")
    assert panel.odds_bar.caption.startswith("d8,d6 against d8,d8,d6: hitch")
    click(qtbot, panel.use_buttons[StressUse.PUSHED])
    pushed = DicePool.of(Die.D8, Die.D6, Die.D6)
    challenging = DicePool.of(Die.D8, Die.D8)
    hitch = f"{float(hitch_probability(pushed)) * 100:.1f}%"
    assert panel.odds_bar.caption == f"d8,d6,d6 against d8,d8: hitch {hitch}"
    odds = outcome_probabilities(pushed, challenging)
    assert [bar.probability for bar in panel.odds_bar.bars] == [
        odds[Outcome.FAILURE],
        odds[Outcome.SUCCESS],
        odds[Outcome.HEROIC_SUCCESS],
    ]
    assert not panel.apply_button.isEnabled()
    type_into(qtbot, panel.faces_edit, "7 6 5")
    type_into(qtbot, panel.gm_faces_edit, "3 4")
    click(qtbot, panel.roll_button)
    assert panel.roll_error.text() == ""
    result = panel.result_label.text()
    assert "Total 13" in result and "difficulty 7" in result
    assert "Heroic success by 6: effect die steps up to d8" in result
    assert "To apply: plot points 1 → 0; physical stress d6 → d8" in result
    assert (tab.plot_label.text(), tab.stress_labels[PHYSICAL].text()) == ("1", "d6")
    assert not panel.take_button.isEnabled()  # a success inflicts no stress
    click(qtbot, panel.apply_button)
    assert panel.apply_error.text() == ""
    assert panel.applied_label.text() == "Applied: plot points 1 → 0; physical stress d6 → d8"
    assert (tab.plot_label.text(), tab.stress_labels[PHYSICAL].text()) == ("0", "d8")
    assert stored_cortex(campaign_path) == [(0, 8, None)]
    assert not panel.apply_button.isEnabled()  # applied once
    assert panel.stress_combo.currentText() == "Physical d8"
    assert not panel.use_buttons[StressUse.PUSHED].isEnabled()  # no plot point left
    _screenshot(window, tab, screenshots, "pushed")
    window.undo_stack.undo()
    assert (tab.plot_label.text(), tab.stress_labels[PHYSICAL].text()) == ("1", "d6")
    assert stored_cortex(campaign_path) == [(1, 6, None)]
    window.undo_stack.redo()
    assert stored_cortex(campaign_path) == [(0, 8, None)]
    window.close()
    reopened, tab = open_cortex_tab(open_window, campaign_path, ada)
    assert (tab.plot_label.text(), tab.stress_labels[PHYSICAL].text()) == ("0", "d8")
    assert tab.test_panel.stress_combo.currentText() == "Physical d8"
    reopened.close()


def test_d4_stress_earns_a_plot_point_and_goes_away_or_steps_up_on_a_hitch(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, screenshots: Path
) -> None:
    bo = cortex_persona(campaign_path, "Bo", 0, mental=4)
    window, tab = open_cortex_tab(open_window, campaign_path, bo)
    panel = tab.test_panel
    assert panel.stress_combo.currentText() == "Mental d4"
    assert panel.use_buttons[StressUse.D4_OWN_POOL].isChecked()
    assert not panel.use_buttons[StressUse.OPPOSITION].isEnabled()
    assert "like a d4 complication" in panel.reason_labels[StressUse.OPPOSITION].text()
    assert not panel.use_buttons[StressUse.PUSHED].isEnabled()
    type_into(qtbot, panel.pool_edit, "d8 d6")
    assert panel.odds_bar.caption.startswith("d8,d6,d4 against d8,d8: hitch ")
    type_into(qtbot, panel.faces_edit, "5 3 2")
    type_into(qtbot, panel.gm_faces_edit, "2 2")
    click(qtbot, panel.roll_button)
    assert "Success by 4" in panel.result_label.text()
    click(qtbot, panel.apply_button)
    assert (tab.plot_label.text(), tab.stress_labels[MENTAL].text()) == ("1", "—")
    assert stored_cortex(campaign_path) == [(1, None, None)]
    assert panel.stress_combo.currentText() == "No stress"
    window.undo_stack.undo()
    assert (tab.plot_label.text(), tab.stress_labels[MENTAL].text()) == ("0", "d4")
    # The same test with a hitch: the d4 steps up instead.
    panel.show_persona(bo)
    type_into(qtbot, panel.pool_edit, "d8,d6")
    type_into(qtbot, panel.faces_edit, "5 3 1")
    type_into(qtbot, panel.gm_faces_edit, "2 2")
    click(qtbot, panel.roll_button)
    assert "hitches 1" in panel.result_label.text()
    click(qtbot, panel.apply_button)
    assert (tab.plot_label.text(), tab.stress_labels[MENTAL].text()) == ("1", "d6")
    assert stored_cortex(campaign_path) == [(1, None, 6)]
    _screenshot(window, tab, screenshots, "d4")


def test_a_push_without_a_plot_point_is_refused_and_a_failure_inflicts_stress_on_request(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, screenshots: Path
) -> None:
    cy = cortex_persona(campaign_path, "Cy", 0, physical=6)
    window, tab = open_cortex_tab(open_window, campaign_path, cy)
    panel = tab.test_panel
    pushed = panel.use_buttons[StressUse.PUSHED]
    assert not pushed.isEnabled()
    assert panel.reason_labels[StressUse.PUSHED].text() == (
        "pushing stress costs a plot point; Cy has none"
    )
    qtbot.mouseClick(pushed, LEFT)  # a disabled choice does nothing
    assert panel.use_buttons[StressUse.OPPOSITION].isChecked()
    assert panel.pool_error.text() == ""  # nothing typed yet: no complaint
    click(qtbot, panel.roll_button)
    assert panel.pool_error.text() == "your pool: write the dice, e.g. d8,d6,d6"
    assert panel.roll_error.text() == "fix the entries above before rolling"
    type_into(qtbot, panel.pool_edit, "d7,d6")
    assert "not a Cortex die" in panel.pool_error.text()
    assert panel.odds_bar.bars == ()
    click(qtbot, panel.roll_button)
    assert panel.roll_error.text() == "fix the entries above before rolling"
    assert panel.result_label.text() == ""
    type_into(qtbot, panel.pool_edit, "d6,d4")
    assert panel.pool_error.text() == ""
    # Against a number the stress die has no pool to join.
    panel.mode_combo.setCurrentIndex(1)
    assert not panel.use_buttons[StressUse.OPPOSITION].isEnabled()
    assert panel.reason_labels[StressUse.OPPOSITION].text() == (
        "the stress die joins the GM's pool: roll against a level or a pool"
    )
    assert "cannot be used in this test" in panel.plan_error.text()
    panel.mode_combo.setCurrentIndex(0)
    assert panel.use_buttons[StressUse.OPPOSITION].isChecked()
    assert panel.plan_error.text() == ""
    type_into(qtbot, panel.faces_edit, "2 2")
    type_into(qtbot, panel.gm_faces_edit, "8 7 3")
    click(qtbot, panel.roll_button)
    result = panel.result_label.text()
    assert "Failure" in result and "the GM's effect die, d6" in result
    assert not panel.apply_button.isEnabled()  # nothing to settle in the opposition
    assert stored_cortex(campaign_path) == [(0, 6, None)]
    assert panel.failure_die.currentText() == "d6" and not panel.failure_die.isEnabled()
    panel.failure_kind.setCurrentIndex(panel.failure_kind.findData(MENTAL))
    click(qtbot, panel.take_button)
    assert panel.take_error.text() == ""
    assert panel.applied_label.text() == "Took mental stress: none → d6"
    assert tab.stress_labels[MENTAL].text() == "d6"
    assert stored_cortex(campaign_path) == [(0, 6, 6)]
    assert not panel.take_button.isEnabled()  # once per test
    _screenshot(window, tab, screenshots, "failure")
    window.undo_stack.undo()
    assert tab.stress_labels[MENTAL].text() == "—"
    assert stored_cortex(campaign_path) == [(0, 6, None)]


def test_extra_dice_are_paid_with_the_push_and_a_roll_in_the_app_uses_the_tabs_dice(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    eve = cortex_persona(campaign_path, "Eve", 2, physical=6)
    window, tab = open_cortex_tab(open_window, campaign_path, eve)
    panel = tab.test_panel
    type_into(qtbot, panel.pool_edit, "d8,d6")
    click(qtbot, panel.use_buttons[StressUse.PUSHED])
    panel.extra_spin.setFocus()
    panel.extra_spin.selectAll()
    qtbot.keyClicks(panel.extra_spin, "2")
    assert panel.plan_error.text() == (
        "plot points: 2 extra dice in the total need 2 plot points; Eve has 1 for them"
    )
    assert not panel.odds_bar.bars
    panel.extra_spin.selectAll()
    qtbot.keyClicks(panel.extra_spin, "1")
    assert panel.plan_error.text() == ""
    odds = outcome_probabilities(
        DicePool.of(Die.D8, Die.D6, Die.D6), DicePool.of(Die.D8, Die.D8), 3
    )
    assert [bar.probability for bar in panel.odds_bar.bars] == [
        odds[Outcome.FAILURE],
        odds[Outcome.SUCCESS],
        odds[Outcome.HEROIC_SUCCESS],
    ]
    tab.rng = random.Random(5)
    click(qtbot, panel.roll_button)  # blank faces: rolled here with the tab's dice
    expected = random.Random(5)
    rolled = panel.test
    assert rolled is not None
    assert rolled.player.roll == roll_pool(rolled.plan.pool, expected)
    assert isinstance(rolled.plan.difficulty, DicePool)
    assert rolled.gm is not None and rolled.gm.roll == roll_pool(rolled.plan.difficulty, expected)
    type_into(qtbot, panel.faces_edit, "7 6 5")
    type_into(qtbot, panel.gm_faces_edit, "3 4")
    click(qtbot, panel.roll_button)
    assert "Total 18" in panel.result_label.text()
    click(qtbot, panel.apply_button)
    assert panel.applied_label.text() == "Applied: plot points 2 → 0; physical stress d6 → d8"
    assert stored_cortex(campaign_path) == [(0, 8, None)]
    assert window.undo_stack.undoText() == "Eve pushes physical stress in a test"
    window.undo_stack.undo()
    assert stored_cortex(campaign_path) == [(2, 6, None)]
    assert (tab.plot_label.text(), tab.stress_labels[PHYSICAL].text()) == ("2", "d6")
