"""The Dice section's Actions tab (seed 002: Action-Based Resolution and Action Order), used
as a person would: clicks and typing, checking what is on screen."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from pytestqt.qtbot import QtBot

from starshine_desktop.rules.cortex import (
    CortexOutcome as Outcome,
)
from starshine_desktop.rules.cortex import (
    DicePool,
    Die,
    Difficulty,
    action_odds,
    difficulty_pool,
    reaction_odds,
)
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.sections.cortex_statements import ACTIONS_TAB, CortexStatementsSection

from ..conftest import WindowFactory
from ..person import click, type_into


def _dice(window: MainWindow) -> CortexStatementsSection:
    page = window.section_page("Dice")
    assert isinstance(page, CortexStatementsSection)
    page.tabs.setCurrentIndex(ACTIONS_TAB)
    return page


def test_an_action_is_stopped_only_by_a_reaction_that_exceeds_it(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = _dice(window)
    assert page.tabs.tabText(ACTIONS_TAB) == "Actions"
    tool = page.action_tools.resolution
    for die in (Die.D8, Die.D6):
        click(qtbot, tool.editor.add_buttons[die])
    easy = difficulty_pool(Difficulty.EASY)
    tool.against.level_combo.setCurrentIndex(list(Difficulty).index(Difficulty.EASY))
    expected = action_odds(DicePool.of(Die.D8, Die.D6), easy)
    assert [bar.probability for bar in tool.odds_bar.bars] == [
        expected[Outcome.FAILURE],
        expected[Outcome.SUCCESS],
        expected[Outcome.HEROIC_SUCCESS],
    ]
    assert not tool.roll_reaction_button.isEnabled()
    type_into(qtbot, tool.action_faces, "5 3")
    click(qtbot, tool.roll_action_button)
    assert "Total 8" in tool.action_label.text()
    after = reaction_odds(8, easy)
    assert [bar.probability for bar in tool.after_bar.bars] == [
        after[Outcome.FAILURE],
        after[Outcome.SUCCESS],
        after[Outcome.HEROIC_SUCCESS],
    ]
    assert tool.after_bar.caption == "d6,d6 must exceed 8"
    # The GM's 2d6 show 5 and 3: 8 ties the action, and a tie goes to the action.
    type_into(qtbot, tool.reaction_faces, "5 3")
    click(qtbot, tool.roll_reaction_button)
    assert "Success (a tie goes to the action)" in tool.result_label.text()
    type_into(qtbot, tool.reaction_faces, "6 3")
    click(qtbot, tool.roll_reaction_button)
    assert "Failure: the reaction exceeds the action by 1" in tool.result_label.text()
    # Against a number: nothing left to roll but the judgement.
    tool.against.mode_combo.setCurrentIndex(1)
    type_into(qtbot, tool.against.number_edit, "3")
    assert sum((bar.probability for bar in tool.odds_bar.bars), Fraction(0)) == 1
    type_into(qtbot, tool.action_faces, "8 6")
    click(qtbot, tool.roll_action_button)
    click(qtbot, tool.roll_reaction_button)
    assert "Heroic success by 11: effect die steps up to d8" in tool.result_label.text()
    type_into(qtbot, tool.action_faces, "9 6")
    click(qtbot, tool.roll_action_button)
    assert tool.faces_error.text() == "faces: a d8 shows 1 to 8, not 9"
    window.resize(1000, 1200)
    page.action_tools.grab().save(str(campaign_path.with_name("actions.png")))


def test_the_action_order_hands_off_and_the_last_picks_the_next_round(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    tool = _dice(window).action_tools.order
    type_into(qtbot, tool.names_edit, "Ada, Bo, the Ogre")
    assert [tool.first_combo.itemText(i) for i in range(3)] == ["Ada", "Bo", "the Ogre"]
    tool.first_combo.setCurrentIndex(1)
    click(qtbot, tool.start_button)
    assert tool.status_label.text() == (
        "Round 1: Bo acts. Acted: Bo. Bo picks who goes next: Ada, the Ogre."
    )
    tool.next_combo.setCurrentIndex(1)
    click(qtbot, tool.hand_button)
    click(qtbot, tool.hand_button)  # the Ogre hands off to Ada, the only one left
    assert "Round 1: Ada acts. Acted: Bo, the Ogre, Ada." in tool.status_label.text()
    assert "Ada picks who goes first next round: Ada, Bo, the Ogre." in tool.status_label.text()
    click(qtbot, tool.hand_button)  # Ada goes first again
    assert tool.status_label.text().startswith("Round 2: Ada acts.")
    assert "Round 2: Ada, who went last, picks Ada to go first" in tool.log_label.text()
    tool.out_combo.setCurrentIndex(0)
    click(qtbot, tool.out_button)  # Ada is taken out on her own turn: the GM picks
    assert tool.status_label.text() == (
        "Round 2: nobody is acting. Acted: Ada. The GM picks who goes next: Bo, the Ogre."
    )
    type_into(qtbot, tool.names_edit, "Ada, Ada")
    click(qtbot, tool.start_button)
    assert tool.error.text() == "action order: each character takes part once; a name is repeated"
