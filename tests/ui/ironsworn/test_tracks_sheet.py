"""The Persona panel's Ironsworn tab: stats, meters, momentum, impacts and legacy with undo."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.ironsworn import Impact, LegacyKind, Meter, Stat
from starshine_desktop.ui.ironsworn.ironsworn_tab import MOMENTUM, IronswornTab
from starshine_desktop.ui.main_window import MainWindow

from ..conftest import ScriptedPrompter, WindowFactory

CTRL = Qt.KeyboardModifier.ControlModifier
LEFT = Qt.MouseButton.LeftButton


def _type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def _tick(qtbot: QtBot, box: QCheckBox) -> None:
    """Click a check box on its indicator, as a person does."""
    qtbot.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))


def _stored(path: Path, sql: str) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


def _tab_with_persona(qtbot: QtBot, window: MainWindow) -> IronswornTab:
    qtbot.mouseClick(window.personae.add_button, LEFT)
    tab = window.persona_tab("Ironsworn")
    assert isinstance(tab, IronswornTab)
    assert tab.persona_id == window.current_persona_id()
    return tab


def test_meters_and_momentum_edits_save_at_once_and_undo(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    tab = _tab_with_persona(qtbot, window)
    assert tab.edits[Meter.HEALTH].text() == "5"
    assert tab.edits[MOMENTUM].text() == "2"
    assert tab.momentum_limits.text() == "max +10 · reset +2 · from −6"

    _type_into(qtbot, tab.edits[Meter.HEALTH], "3")
    _type_into(qtbot, tab.edits[MOMENTUM], "7")
    _type_into(qtbot, tab.edits[Stat.IRON], "3")
    assert _stored(campaign_path, "SELECT health, momentum, iron FROM ironsworn_sheet") == [
        (3, 7, 3)
    ]

    _type_into(qtbot, tab.edits[Meter.SUPPLY], "6")
    assert tab.errors[Meter.SUPPLY].text() == "supply: a condition meter runs from 0 to 5, not 6"
    assert tab.edits[Meter.SUPPLY].text() == "6"  # kept for correction
    assert _stored(campaign_path, "SELECT supply FROM ironsworn_sheet") == [(5,)]
    _type_into(qtbot, tab.edits[Stat.EDGE], "0")
    assert tab.errors[Stat.EDGE].text() == "edge: a stat runs from 1 to 3, not 0"

    window.undo_stack.undo()  # iron
    window.undo_stack.undo()  # momentum
    assert tab.edits[MOMENTUM].text() == "2"
    assert _stored(campaign_path, "SELECT health, momentum, iron FROM ironsworn_sheet") == [
        (3, 2, 1)
    ]
    window.undo_stack.redo()
    assert tab.edits[MOMENTUM].text() == "7"


def test_impacts_lower_max_momentum_and_reset(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    tab = _tab_with_persona(qtbot, window)
    _type_into(qtbot, tab.edits[MOMENTUM], "10")
    _tick(qtbot, tab.impact_boxes[Impact.WOUNDED])
    assert tab.momentum_limits.text() == "max +9 · reset +1 · from −6"
    assert tab.edits[MOMENTUM].text() == "9"  # momentum above the new max drops to it
    _tick(qtbot, tab.impact_boxes[Impact.SHAKEN])
    _type_into(qtbot, tab.edits[MOMENTUM], "9")
    assert tab.errors[MOMENTUM].text().startswith("momentum: momentum runs from -6 to max")
    qtbot.mouseClick(tab.reset_button, LEFT)
    assert tab.edits[MOMENTUM].text() == "0"
    assert _stored(campaign_path, "SELECT momentum, impacts FROM ironsworn_sheet") == [
        (0, "wounded,shaken")
    ]
    window.undo_stack.undo()  # reset
    window.undo_stack.undo()  # shaken
    assert not tab.impact_boxes[Impact.SHAKEN].isChecked()
    assert tab.edits[MOMENTUM].text() == "9"  # as it was before Shaken lowered the max


def test_legacy_rewards_earn_experience_and_advances_spend_it(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    tab = _tab_with_persona(qtbot, window)
    ranks = tab.legacy_ranks[LegacyKind.QUESTS]
    ranks.setCurrentIndex(ranks.findText("Epic (+12)"))
    for _ in range(3):
        qtbot.mouseClick(tab.legacy_reward_buttons[LegacyKind.QUESTS], LEFT)
    qtbot.mouseClick(tab.legacy_tick_buttons[LegacyKind.QUESTS], LEFT)
    # 37 ticks: 9 boxes at 2 experience each
    assert tab.legacy_widgets[LegacyKind.QUESTS].ticks == 37
    assert tab.experience_label.text() == "Experience: earned 18 · spent 0 · available 18"
    qtbot.mouseClick(tab.legacy_reward_buttons[LegacyKind.QUESTS], LEFT)
    # 49 ticks: the tenth box (2) clears the track; 9 ticks more fill 2 boxes at 1 each
    assert tab.legacy_widgets[LegacyKind.QUESTS].ticks == 9
    assert tab.legacy_labels[LegacyKind.QUESTS].text().startswith("completed and cleared")
    assert tab.experience_label.text() == "Experience: earned 22 · spent 0 · available 22"
    qtbot.mouseClick(tab.asset_button, LEFT)
    assert tab.experience_label.text() == "Experience: earned 22 · spent 3 · available 19"
    assert _stored(
        campaign_path,
        "SELECT quests_ticks, quests_completed, experience_earned, experience_spent "
        "FROM ironsworn_sheet",
    ) == [(9, 1, 22, 3)]
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert tab.legacy_widgets[LegacyKind.QUESTS].ticks == 37
    window.resize(1280, 900)
    window.grab().save("/tmp/tracks-ironsworn-tab.png")


def test_no_persona_shows_the_placeholder(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    tab = window.persona_tab("Ironsworn")
    assert isinstance(tab, IronswornTab)
    assert tab.persona_id is None and tab.sheet is None


def test_undoing_a_persona_delete_brings_back_its_ironsworn_sheet(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, prompter: ScriptedPrompter
) -> None:
    window = open_window(campaign_path)
    tab = _tab_with_persona(qtbot, window)
    _type_into(qtbot, tab.edits[Meter.SPIRIT], "1")
    prompter.confirm_answers.append(True)
    qtbot.mouseClick(window.personae.delete_button, LEFT)
    assert _stored(campaign_path, "SELECT count(*) FROM ironsworn_sheet") == [(0,)]
    window.undo_stack.undo()
    assert _stored(campaign_path, "SELECT spirit FROM ironsworn_sheet") == [(1,)]
    window.select_persona(window.personae.model.row_at(0).id)
    assert tab.edits[Meter.SPIRIT].text() == "1"


def test_every_sheet_edit_undoes_and_redoes_exactly(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    tab = _tab_with_persona(qtbot, window)
    pushed = window.undo_stack.count()

    def look() -> tuple[object, ...]:
        stored = _stored(campaign_path, "SELECT * FROM ironsworn_sheet")
        return (stored, tab.sheet, tuple(edit.text() for edit in tab.edits.values()))

    shown = [look()]
    assert shown[0][0] == []  # nothing stored until the first entry
    ranks = tab.legacy_ranks[LegacyKind.BONDS]
    ranks.setCurrentIndex(ranks.findText("Epic (+12)"))
    steps: list[Callable[[], object]] = [
        lambda: _type_into(qtbot, tab.edits[Stat.IRON], "3"),
        lambda: _type_into(qtbot, tab.edits[Meter.HEALTH], "2"),
        lambda: _type_into(qtbot, tab.edits[MOMENTUM], "7"),
        lambda: _tick(qtbot, tab.impact_boxes[Impact.WOUNDED]),
        lambda: qtbot.mouseClick(tab.reset_button, LEFT),
        lambda: qtbot.mouseClick(tab.legacy_tick_buttons[LegacyKind.QUESTS], LEFT),
        lambda: qtbot.mouseClick(tab.legacy_reward_buttons[LegacyKind.BONDS], LEFT),
        lambda: qtbot.mouseClick(tab.upgrade_button, LEFT),
        lambda: _tick(qtbot, tab.impact_boxes[Impact.WOUNDED]),
    ]
    for step in steps:
        step()
        shown.append(look())
    assert window.undo_stack.count() == pushed + len(steps)
    assert len({repr(state) for state in shown}) == len(shown)
    for expected in reversed(shown[:-1]):
        window.undo_stack.undo()
        assert look() == expected
    for expected in shown[1:]:
        window.undo_stack.redo()
        assert look() == expected


def test_the_tab_shows_every_meter_the_printed_sheet_shows(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    from starshine_desktop.services.printing.gather import persona_values

    window = open_window(campaign_path)
    tab = _tab_with_persona(qtbot, window)
    persona = window.current_persona()
    assert persona is not None
    _type_into(qtbot, tab.edits[Meter.INTEGRITY], "2")
    assert _stored(campaign_path, "SELECT integrity FROM ironsworn_sheet") == [(2,)]
    assert tab.edits[Meter.INTEGRITY].isVisible()
    labels = {label.text().replace("&", "") for label in tab.findChildren(QLabel)}
    printed = persona_values(window.campaign, persona).ironsworn
    assert printed is not None
    for name, _value in printed.meters:
        assert name in labels, name
    assert ("Integrity", 2) in printed.meters
