"""The Reference section: the move browser, a move's roll and outcome, the oracle roller."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QPushButton
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.ironsworn import (
    Rank,
    Stat,
    TrackKind,
    action_odds,
    categories,
    find_table,
    moves,
    roll_oracle,
    search_moves,
)
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.ironsworn.tracks import TrackValues
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.ironsworn import track_models as columns
from starshine_desktop.ui.ironsworn.reference import ASK_THE_ORACLE, FirstThenDice, ReferencePage
from starshine_desktop.ui.ironsworn.roll_panel import odds_text
from starshine_desktop.ui.main_window import MainWindow

from ..conftest import WindowFactory

LEFT = Qt.MouseButton.LeftButton


def _stored(path: Path, sql: str) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


def _page(window: MainWindow) -> ReferencePage:
    page = window.section_page("Reference")
    assert isinstance(page, ReferencePage)
    return page


def _click(qtbot: QtBot, button: QPushButton) -> None:
    qtbot.mouseClick(button, LEFT)


def _choose_data(combo: QComboBox, data: object) -> None:
    combo.setCurrentIndex(combo.findData(data))


def _persona(window: MainWindow, name: str) -> int:
    changes = window.campaign.personae.add_persona(PersonaValues(name)).changes
    [persona_id] = changes.added_ids(RecordKind.PERSONA)
    return persona_id


def test_move_browser_groups_by_category_and_searches_name_and_trigger(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, qtmodeltester: ModelTester
) -> None:
    page = _page(open_window(campaign_path))
    panel = page.moves
    assert panel.text.toPlainText().startswith("Choose a move on the left")
    assert panel.roll_box.isHidden()  # nothing to roll before a move is chosen
    assert panel.tree.topLevelItemCount() == len(categories())
    assert len(panel.visible_moves()) == len(moves())
    qtmodeltester.check(panel.tree.model())
    qtbot.keyClicks(panel.search, "vow")
    names = panel.visible_moves()
    assert {"Swear an Iron Vow", "Fulfill Your Vow", "Forsake Your Vow"} <= set(names)
    assert sorted(names) == sorted(move.name for move in search_moves("vow"))
    panel.search.clear()
    qtbot.keyClicks(panel.search, "clues")  # only in Gather Information's trigger
    assert panel.visible_moves() == ["Gather Information"]
    group = panel.tree.topLevelItem(0)
    assert group is not None and group.text(0) == "Adventure Moves"
    panel.search.clear()
    [item] = [item for item in panel._move_items() if item.text(0) == "Gather Information"]
    rect = panel.tree.visualItemRect(item)
    qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert panel.text.toPlainText().startswith("Gather Information")
    assert not panel.roll_box.isHidden()
    panel.search.clear()
    qtbot.keyClicks(panel.search, "no such move anywhere")
    assert panel.visible_moves() == []


def test_face_danger_rolled_with_typed_dice_applies_momentum_undoably(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    kirra = _persona(window, "Kirra")
    window.campaign.tracks.set_stat(kirra, Stat.EDGE, 2)
    page = _page(window)
    panel = page.moves
    panel.select_move("Face Danger")
    _choose_data(panel.roll_box.persona_combo, kirra)
    panel.roll_box.option_combo.setCurrentIndex(0)  # speed, mobility or agility: +edge
    assert panel.roll_box.stat_spin.value() == 2
    assert panel.roll_box.momentum_label.text() == "Momentum +2"
    # d6 + 2 against two d10: a score s beats one die with chance (s - 1)/10; the odds
    # shown are the rules' exact ones for this Persona's values.
    odds = action_odds(2, 0, 2)
    assert panel.roll_box.odds_label.text() == odds_text(odds)
    assert odds.strong_hit == sum(Fraction((s - 1) ** 2, 100) for s in range(3, 9)) / 6
    qtbot.keyClicks(panel.roll_box.typed, "4 3 8")
    _click(qtbot, panel.roll_box.roll_typed_button)
    assert "Weak hit" in panel.roll_box.result.text()
    assert "action die 4 + 2 + 0 = 6 against 3 and 8" in panel.roll_box.result.text()
    assert not panel.roll_box.apply_button.isEnabled()  # a weak hit grants nothing by itself

    panel.roll_box.typed.clear()
    qtbot.keyClicks(panel.roll_box.typed, "5 2 3")
    _click(qtbot, panel.roll_box.roll_typed_button)
    assert "Strong hit" in panel.roll_box.result.text()
    assert panel.roll_box.apply_label.text() == "Applies: +1 momentum"
    _click(qtbot, panel.roll_box.apply_button)
    assert _stored(campaign_path, "SELECT momentum FROM ironsworn_sheet") == [(3,)]
    assert panel.roll_box.momentum_label.text() == "Momentum +3"
    window.undo_stack.undo()
    assert _stored(campaign_path, "SELECT momentum FROM ironsworn_sheet") == [(2,)]

    panel.roll_box.typed.clear()
    qtbot.keyClicks(panel.roll_box.typed, "7 2 3")
    _click(qtbot, panel.roll_box.roll_typed_button)
    assert panel.roll_box.error.text() == "dice: given face 1 is 7, but a d6 shows 1 to 6"


def test_burning_momentum_turns_a_miss_into_a_hit_and_resets(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    kirra = _persona(window, "Kirra")
    window.campaign.tracks.set_momentum(kirra, 9)
    panel = _page(window).moves
    panel.select_move("Face Danger")
    _choose_data(panel.roll_box.persona_combo, kirra)
    before = panel.roll_box.odds_label.text()
    qtbot.mouseClick(panel.roll_box.burn_box, LEFT, pos=panel.roll_box.burn_box.rect().center())
    assert panel.roll_box.burn_box.isChecked()
    assert panel.roll_box.odds_label.text() != before
    qtbot.keyClicks(
        panel.roll_box.typed, "1 8 8"
    )  # 1 + 1 = 2: a miss with a match, momentum 9 beats 8
    _click(qtbot, panel.roll_box.roll_typed_button)
    assert "Strong hit with a match" in panel.roll_box.result.text()
    assert "momentum burned (+9)" in panel.roll_box.result.text()
    assert panel.roll_box.apply_label.text() == "Applies: momentum resets to +2; +1 momentum"
    _click(qtbot, panel.roll_box.apply_button)
    assert _stored(campaign_path, "SELECT momentum FROM ironsworn_sheet") == [(3,)]


def test_burning_momentum_is_offered_only_where_it_could_help(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    """The burn is offered only when momentum could lift some roll to a better band: not at
    momentum 0, and not when every action score already reaches the momentum."""
    window = open_window(campaign_path)
    kirra = _persona(window, "Kirra")
    panel = _page(window).moves
    panel.select_move("Face Danger")
    _choose_data(panel.roll_box.persona_combo, kirra)
    window.campaign.tracks.set_momentum(kirra, 0)
    panel.roll_box.stat_spin.setValue(2)
    assert panel.roll_box.burn_box.isHidden()
    window.campaign.tracks.set_momentum(kirra, 6)
    panel.roll_box.stat_spin.setValue(3)
    assert not panel.roll_box.burn_box.isHidden()
    assert panel.roll_box.burn_box.text() == "Burn momentum (+6) if it gives a better result"
    qtbot.mouseClick(panel.roll_box.burn_box, LEFT, pos=panel.roll_box.burn_box.rect().center())
    assert panel.roll_box.burn_box.isChecked()
    panel.roll_box.adds_spin.setFocus()
    panel.roll_box.adds_spin.selectAll()
    qtbot.keyClicks(panel.roll_box.adds_spin, "2")  # 1 + 3 + 2 = 6: never below +6
    assert panel.roll_box.adds_spin.value() == 2
    assert panel.roll_box.burn_box.isHidden() and not panel.roll_box.burn_box.isChecked()
    qtbot.keyClicks(panel.roll_box.typed, "1 5 5")  # 6 beats 5 and 5: a strong hit, nothing burned
    _click(qtbot, panel.roll_box.roll_typed_button)
    assert "momentum burned" not in panel.roll_box.result.text()


def test_progress_move_against_a_vow_and_a_milestone_marking_it(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    tracks = window.campaign.tracks
    [vow] = tracks.add_track(
        TrackValues("Find my sister", TrackKind.VOW, Rank.DANGEROUS, ticks=16)
    ).changes.added_ids(RecordKind.TRACK)
    panel = _page(window).moves
    panel.select_move("Reach a Milestone")
    _choose_data(panel.roll_box.track_combo, vow)
    assert panel.roll_box.apply_label.text() == "Applies: mark progress on the track"
    _click(qtbot, panel.roll_box.apply_button)
    assert _stored(campaign_path, "SELECT ticks FROM progress_track") == [(24,)]

    panel.select_move("Fulfill Your Vow")
    _choose_data(panel.roll_box.track_combo, vow)
    assert panel.roll_box.odds_label.text().startswith("Progress score 6:")
    qtbot.keyClicks(panel.roll_box.typed, "5 9")
    _click(qtbot, panel.roll_box.roll_typed_button)
    assert "Weak hit" in panel.roll_box.result.text()
    assert "progress score 6 against 5 and 9" in panel.roll_box.result.text()
    window.undo_stack.undo()
    assert _stored(campaign_path, "SELECT ticks FROM progress_track") == [(16,)]
    window.resize(1280, 860)
    window.grab().save("/tmp/tracks-reference-moves.png")


def test_oracle_look_up_roll_twice_ask_and_history(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, qtmodeltester: ModelTester
) -> None:
    window = open_window(campaign_path)
    page = _page(window)
    page.tabs.setCurrentIndex(1)
    oracles = page.oracles
    oracles.select_table("Pay the Price")
    table = find_table("Pay the Price")
    assert oracles.rows.rowCount() == len(table.rows)
    qtbot.keyClicks(oracles.number, "42")
    _click(qtbot, oracles.look_up_button)
    assert oracles.result.text() == f"<b>42</b>: {table.look_up(42).result}"
    assert oracles.model.rowCount() == 1
    assert oracles.model.index(0, columns.RESULT).data() == table.look_up(42).result
    assert _stored(campaign_path, "SELECT table_name, roll FROM oracle_roll") == [
        ("Pay the Price", 42)
    ]

    oracles.number.clear()
    qtbot.keyClicks(oracles.number, "98")
    _click(qtbot, oracles.look_up_button)
    assert "Roll twice" in oracles.result.text()
    assert oracles.model.rowCount() == 1  # nothing saved until it is resolved
    oracles.number.clear()
    qtbot.keyClicks(oracles.number, "98 10 50")
    _click(qtbot, oracles.look_up_button)
    expected = f"Roll twice (10, 50): {table.look_up(10).result}; {table.look_up(50).result}"
    assert oracles.model.index(0, columns.RESULT).data() == expected

    oracles.number.clear()
    qtbot.keyClicks(oracles.number, "101")
    _click(qtbot, oracles.look_up_button)
    assert oracles.error.text() == "oracle roll: a d100 roll is 1 to 100, not 101"

    oracles.select_table(ASK_THE_ORACLE)
    oracles.odds_combo.setCurrentIndex(oracles.odds_combo.findData("likely"))
    assert oracles.odds_label.text().startswith("Yes 3/4 (75.0%) · No 1/4 (25.0%)")
    oracles.number.clear()
    qtbot.keyClicks(oracles.number, "66")
    _click(qtbot, oracles.look_up_button)
    assert oracles.result.text() == "<b>66</b>: Yes, with a match (at Likely)"

    page.rng = random.Random(5)
    oracles.select_table("Pay the Price")
    oracles.number.clear()
    qtbot.keyClicks(oracles.number, "97")
    _click(qtbot, oracles.look_up_button)
    assert oracles.rows.currentRow() == len(table.rows) - 1  # the "Roll twice" row
    _click(qtbot, oracles.twice_button)
    resolved = roll_oracle(table, FirstThenDice(97, random.Random(5)))
    assert len(resolved.results) == 2
    assert oracles.model.index(0, columns.RESULT).data().endswith("; ".join(resolved.results))
    assert oracles.model.rowCount() == 4

    page.rng = random.Random(7)
    oracles.select_table("Make a Discovery")
    _click(qtbot, oracles.roll_button)
    assert oracles.model.rowCount() == 5
    qtmodeltester.check(oracles.model)
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert oracles.model.rowCount() == 3
    assert len(_stored(campaign_path, "SELECT id FROM oracle_roll")) == 3
    window.close()
    reopened = open_window(campaign_path)
    history = _page(reopened).oracles.model
    assert history.rowCount() == 3
    assert history.index(0, columns.TABLE).data() == "Ask the Oracle (Likely)"
    reopened.resize(1280, 860)
    _page(reopened).tabs.setCurrentIndex(1)
    _page(reopened).oracles.select_table("Pay the Price")
    reopened.grab().save("/tmp/tracks-reference-oracles.png")


def test_fulfilling_a_vow_marks_the_legacy_reward_on_quests(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    kirra = _persona(window, "Kirra")
    [vow] = window.campaign.tracks.add_track(
        TrackValues(
            "Avenge the Mariner", TrackKind.VOW, Rank.FORMIDABLE, ticks=40, persona_id=kirra
        )
    ).changes.added_ids(RecordKind.TRACK)
    panel = _page(window).moves
    panel.select_move("Fulfill Your Vow")
    _choose_data(panel.roll_box.persona_combo, kirra)
    _choose_data(panel.roll_box.track_combo, vow)
    qtbot.keyClicks(panel.roll_box.typed, "9 9")
    _click(qtbot, panel.roll_box.roll_typed_button)
    assert "Strong hit with a match" in panel.roll_box.result.text()
    assert panel.roll_box.apply_label.text() == "Applies: mark 4 ticks on quests"
    _click(qtbot, panel.roll_box.apply_button)
    assert _stored(
        campaign_path, "SELECT quests_ticks, experience_earned FROM ironsworn_sheet"
    ) == [(4, 2)]
    window.undo_stack.undo()  # the sheet was never written: undo leaves the defaults
    assert _stored(campaign_path, "SELECT quests_ticks FROM ironsworn_sheet") == []
    legacy = window.campaign.tracks.get_sheet(kirra).legacy
    assert (legacy.quests.ticks, legacy.experience_earned) == (0, 0)
    window.undo_stack.redo()
    assert _stored(
        campaign_path, "SELECT quests_ticks, experience_earned FROM ironsworn_sheet"
    ) == [(4, 2)]


def test_a_move_with_an_oracle_opens_its_table(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    page = _page(open_window(campaign_path))
    page.moves.select_move("Pay the Price")
    assert not page.moves.roll_box.dice_row.isVisible()
    _click(qtbot, page.moves.roll_box.oracle_button)
    assert page.tabs.currentWidget() is page.oracles
    assert page.oracles.table is not None and page.oracles.table.name == "Pay the Price"
    page.tabs.setCurrentWidget(page.moves)
    page.moves.select_move("Ask the Oracle")
    _click(qtbot, page.moves.roll_box.oracle_button)
    assert page.oracles.table is None  # Ask the Oracle
    assert page.oracles.odds_combo.isVisible()
    page.tabs.setCurrentWidget(page.moves)
    page.moves.select_move("Endure Harm")
    assert (
        page.moves.roll_box.dice_row.isVisible() and page.moves.roll_box.oracle_button.isVisible()
    )


def test_outcomes_and_oracle_results_undo_and_redo_exactly(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    kirra = _persona(window, "Kirra")
    window.campaign.tracks.set_stat(kirra, Stat.HEART, 2)
    [vow] = window.campaign.tracks.add_track(
        TrackValues("Find my sister", TrackKind.VOW, Rank.DANGEROUS, persona_id=kirra)
    ).changes.added_ids(RecordKind.TRACK)
    page = _page(window)
    panel, oracles = page.moves, page.oracles
    pushed = window.undo_stack.count()

    def look() -> tuple[object, ...]:
        stored = tuple(
            _stored(campaign_path, f"SELECT * FROM {table}")
            for table in ("ironsworn_sheet", "progress_track", "oracle_roll")
        )
        return (stored, panel.roll_box.momentum_label.text(), oracles.model.rowCount())

    def apply(move: str) -> None:
        panel.select_move(move)
        _choose_data(panel.roll_box.persona_combo, kirra)
        _choose_data(panel.roll_box.track_combo, vow)
        _click(qtbot, panel.roll_box.apply_button)
        assert panel.roll_box.apply_label.text().startswith("Applied: ")

    def look_up(number: str) -> None:
        oracles.select_table("Pay the Price")
        oracles.number.clear()
        qtbot.keyClicks(oracles.number, number)
        _click(qtbot, oracles.look_up_button)

    panel.select_move("Begin a Session")
    _choose_data(panel.roll_box.persona_combo, kirra)
    shown = [look()]
    steps: tuple[Callable[[], None], ...] = (
        lambda: apply("Begin a Session"),
        lambda: apply("Reach a Milestone"),
        lambda: apply("Make a Discovery"),
        lambda: look_up("42"),
    )
    for step in steps:
        step()
        shown.append(look())
    assert window.undo_stack.count() == pushed + 4
    assert window.undo_stack.undoText() == "Oracle: Pay the Price"
    assert len({repr(state) for state in shown}) == len(shown)
    for expected in reversed(shown[:-1]):
        window.undo_stack.undo()
        assert look() == expected
    for expected in shown[1:]:
        window.undo_stack.redo()
        assert look() == expected


def test_an_outcome_the_campaign_refuses_is_shown_beside_the_roll_and_changes_nothing(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    kirra = _persona(window, "Kirra")
    panel = _page(window).moves
    panel.select_move("Begin a Session")
    _choose_data(panel.roll_box.persona_combo, kirra)
    window.campaign.personae.delete_persona(kirra)  # elsewhere, unseen by the panel
    _click(qtbot, panel.roll_box.apply_button)
    assert panel.roll_box.error.text() == f"There is no Persona with id {kirra} in this campaign."
    assert window.undo_stack.count() == 0
    assert _stored(campaign_path, "SELECT count(*) FROM ironsworn_sheet") == [(0,)]


def test_the_roll_starts_from_the_persona_selected_in_the_table_and_the_moves_stat(
    open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    kirra = window.perform(
        "Add", lambda: window.campaign.personae.add_persona(PersonaValues("Kirra"))
    )
    ash = window.perform("Add", lambda: window.campaign.personae.add_persona(PersonaValues("Ash")))
    assert kirra is not None and ash is not None
    kirra_id = kirra.changes.added_ids(RecordKind.PERSONA)[0]
    ash_id = ash.changes.added_ids(RecordKind.PERSONA)[0]
    window.campaign.tracks.set_stat(kirra_id, Stat.HEART, 3)
    window.campaign.tracks.set_stat(ash_id, Stat.HEART, 1)
    window.show_section(0)
    window.select_persona(kirra_id)
    panel = _page(window).moves
    panel.select_move("Compel")  # a move rolled +heart
    assert panel.roll_box.persona_combo.currentData() == kirra_id
    assert panel.roll_box.stat_spin.value() == 3
    window.show_section(0)
    window.select_persona(ash_id)  # another Persona selected: the roll follows it
    panel = _page(window).moves
    assert panel.roll_box.persona_combo.currentData() == ash_id
    assert panel.roll_box.stat_spin.value() == 1
    _choose_data(panel.roll_box.persona_combo, kirra_id)  # chosen here: kept while the table stays
    panel.select_move("Face Danger")
    assert panel.roll_box.persona_combo.currentData() == kirra_id


def test_a_track_is_offered_only_for_moves_that_use_one(
    open_window: WindowFactory, campaign_path: Path
) -> None:
    panel = _page(open_window(campaign_path)).moves
    for name, offered in (
        ("Face Danger", False),
        ("Compel", False),
        ("Fulfill Your Vow", True),
        ("Reach a Milestone", True),
    ):
        panel.select_move(name)
        assert panel.roll_box.track_combo.isVisibleTo(panel) is offered, name
