"""The GM pays a plot point for a second stress die, on the Test panel and in a challenge turn."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication
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
)
from starshine_desktop.ui.sections.cortex_statements import CHALLENGES_TAB, CortexStatementsSection

from ..conftest import WindowFactory
from ..person import click, tick, type_into
from .cortex_support import cortex_persona, open_cortex_tab, scroll_of, stored_cortex

PHYSICAL, MENTAL, SOCIAL = StressType.PHYSICAL, StressType.MENTAL, StressType.SOCIAL
POOL = DicePool.of(Die.D8, Die.D6)


def _choose(qtbot: QtBot, button: QAbstractButton) -> None:
    """Click a choice on its round mark, as a person does (the button spans the row)."""
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def _bars(pool: DicePool, against: DicePool) -> list[object]:
    odds = outcome_probabilities(pool, against)
    return [odds[Outcome.FAILURE], odds[Outcome.SUCCESS], odds[Outcome.HEROIC_SUCCESS]]


def test_the_gm_pays_a_plot_point_for_mental_stress_beside_physical_applied_and_undone(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, screenshots: Path
) -> None:
    ada = cortex_persona(campaign_path, "Ada", 1, physical=6, mental=8)
    window, tab = open_cortex_tab(open_window, campaign_path, ada)
    panel = tab.test_panel
    assert panel.stress_combo.currentText() == "Physical d6"
    assert panel.use_buttons[StressUse.OPPOSITION].isChecked()
    mental, social = panel.paid_boxes[MENTAL], panel.paid_boxes[SOCIAL]
    assert panel.paid_boxes[PHYSICAL].isHidden()  # the first die is already in
    assert (mental.text(), mental.isEnabled(), mental.isChecked()) == ("Mental d8", True, False)
    assert not social.isEnabled()
    assert panel.paid_reason.text() == "Social: Ada has no social stress"
    type_into(qtbot, panel.pool_edit, "d8,d6")
    one = DicePool.of(Die.D8, Die.D8, Die.D6)
    hitch = f"{float(hitch_probability(POOL)) * 100:.1f}%"
    assert panel.odds_bar.caption == f"d8,d6 against d8,d8,d6: hitch {hitch}"
    assert [bar.probability for bar in panel.odds_bar.bars] == _bars(POOL, one)
    # Pushed, the physical die leaves the opposition: the GM cannot pay for a second one.
    _choose(qtbot, panel.use_buttons[StressUse.PUSHED])
    assert mental.isHidden()
    assert panel.paid_reason.text() == (
        "the physical stress is pushed into your own pool, not the opposition: the GM pays "
        "to add another stress die only when one is in the opposition"
    )
    _choose(qtbot, panel.use_buttons[StressUse.OPPOSITION])
    assert panel.use_buttons[StressUse.OPPOSITION].isChecked()
    assert not mental.isHidden() and mental.isEnabled()
    click(qtbot, mental)
    assert mental.isChecked()
    two = DicePool.of(Die.D8, Die.D8, Die.D8, Die.D6)
    assert panel.odds_bar.caption == f"d8,d6 against d8,d8,d8,d6: hitch {hitch}"
    assert panel.paid_reason.text() == (
        "Social: Ada has no social stress\n"
        "The GM gives Ada 1 plot point for mental stress when the test is applied."
    )
    assert [bar.probability for bar in panel.odds_bar.bars] == _bars(POOL, two)
    assert _bars(POOL, two) != _bars(POOL, one)
    type_into(qtbot, panel.faces_edit, "7 5")
    type_into(qtbot, panel.gm_faces_edit, "3 2 6")
    click(qtbot, panel.roll_button)
    assert "3 faces given for 4 dice" in panel.roll_error.text()  # the mental d8 rolls too
    type_into(qtbot, panel.gm_faces_edit, "3 2 6 1")
    click(qtbot, panel.roll_button)
    assert panel.roll_error.text() == ""
    result = panel.result_label.text()
    assert "Total 12" in result and "difficulty 9" in result
    assert (
        "To apply: the GM pays 1 plot point for mental stress in the opposition; "
        "plot points 1 → 2" in result
    )
    assert tab.plot_label.text() == "1"
    QApplication.processEvents()
    scroll_of(tab).ensureWidgetVisible(panel.apply_button)
    QApplication.processEvents()
    window.grab().save(str(screenshots / "second-stress-test-window.png"))
    panel.grab().save(str(screenshots / "second-stress-test-panel.png"))
    click(qtbot, panel.apply_button)
    assert panel.apply_error.text() == ""
    assert panel.applied_label.text() == (
        "Applied: the GM pays 1 plot point for mental stress in the opposition; plot points 1 → 2"
    )
    assert tab.plot_label.text() == "2"
    assert stored_cortex(campaign_path) == [(2, 6, 8)]
    assert not panel.apply_button.isEnabled()  # paid once
    # Mental first: physical may be added instead, and the choice starts off again.
    panel.stress_combo.setCurrentIndex(panel.stress_combo.findText("Mental d8"))
    assert mental.isHidden() and not mental.isChecked()
    physical = panel.paid_boxes[PHYSICAL]
    assert (physical.text(), physical.isEnabled(), physical.isChecked()) == (
        "Physical d6",
        True,
        False,
    )
    assert window.undo_stack.undoText() == (
        "Ada is paid 1 plot point by the GM for mental stress in a test"
    )
    window.undo_stack.undo()
    assert tab.plot_label.text() == "1"
    assert stored_cortex(campaign_path) == [(1, 6, 8)]
    window.undo_stack.redo()
    assert stored_cortex(campaign_path) == [(2, 6, 8)]
    window.close()
    reopened, tab = open_cortex_tab(open_window, campaign_path, ada)
    assert tab.plot_label.text() == "2"
    assert not tab.test_panel.paid_boxes[MENTAL].isChecked()  # off by default
    reopened.undo_stack.clear()
    reopened.close()


def test_against_a_number_the_gm_cannot_pay_for_a_second_die(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    bo = cortex_persona(campaign_path, "Bo", 0, physical=6, mental=8)
    window, tab = open_cortex_tab(open_window, campaign_path, bo)
    panel = tab.test_panel
    click(qtbot, panel.paid_boxes[MENTAL])
    panel.mode_combo.setCurrentIndex(1)  # a number the GM announced
    assert panel.paid_boxes[MENTAL].isHidden() and not panel.paid_boxes[MENTAL].isChecked()
    assert panel.paid_reason.text() == (
        "the stress dice join the GM's pool: roll against a level or a pool"
    )
    panel.stress_combo.setCurrentIndex(panel.stress_combo.findText("No stress"))
    panel.mode_combo.setCurrentIndex(0)
    assert panel.paid_reason.text() == (
        "the GM pays to add another stress die only when one is in the opposition"
    )
    window.close()


def test_a_challenge_turn_with_a_paid_mental_die_gives_the_plot_point_with_the_turn(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, screenshots: Path
) -> None:
    cortex_persona(campaign_path, "Ada", 0, physical=6, mental=8)
    window = open_window(campaign_path)
    window.resize(1366, 768)
    page = window.section_page("Dice")
    assert isinstance(page, CortexStatementsSection)
    page.tabs.setCurrentIndex(CHALLENGES_TAB)
    tracker = page.challenges
    type_into(qtbot, tracker.name_edit, "Cross the ford")
    tracker.level_combo.setCurrentIndex(0)  # Very Easy: 2d4
    tracker.length_combo.setCurrentIndex(0)  # short: +1d6
    tick(tracker.people_list, "Ada")
    click(qtbot, tracker.create_button)
    assert tracker.stress_combo.currentText() == "physical d6"
    mental = tracker.paid_boxes[MENTAL]
    assert tracker.paid_boxes[PHYSICAL].isHidden()
    assert mental.isEnabled() and not mental.isChecked()
    assert tracker.paid_reason.text() == "Social: Ada has no social stress"
    type_into(qtbot, tracker.player_pool_edit, "d8,d6")
    assert tracker.turn_odds.caption == "d8,d6 against d6,d6,d4,d4"
    click(qtbot, mental)
    assert tracker.turn_odds.caption == (
        "d8,d6 against d8,d6,d6,d4,d4 · the GM pays 1 plot point for mental stress"
    )
    against = DicePool.of(Die.D8, Die.D6, Die.D6, Die.D4, Die.D4)
    assert [bar.probability for bar in tracker.turn_odds.bars] == _bars(POOL, against)
    type_into(qtbot, tracker.player_faces_edit, "2 2")
    type_into(qtbot, tracker.gm_faces_edit, "8 6 2 2 1")
    QApplication.processEvents()
    window.grab().save(str(screenshots / "second-stress-challenge-window.png"))
    click(qtbot, tracker.turn_button)
    assert tracker.turn_error.text() == ""
    assert not mental.isChecked()  # the next turn starts without it
    last = tracker.log_list.item(tracker.log_list.count() - 1).text()
    assert last == (
        "Round 1: Ada rolled 4 against 14 and failed; Ada takes physical stress d6 → d8; "
        "the GM paid Ada 1 plot point to add mental stress to the roll"
    )
    assert stored_cortex(campaign_path) == [(1, 8, 8)]
    assert window.undo_stack.undoText() == "Ada's turn in Cross the ford"
    window.undo_stack.undo()
    assert stored_cortex(campaign_path) == [(0, 6, 8)]
    assert tracker.log_list.count() == 1
    window.undo_stack.redo()
    assert stored_cortex(campaign_path) == [(1, 8, 8)]
    window.close()
