"""The Tracks section as a person uses it: add a vow, mark progress, roll, undo."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QPushButton
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.ironsworn import Rank, TrackKind, progress_roll
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.ironsworn.tracks import TrackValues
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.help_menu import about_text
from starshine_desktop.ui.ironsworn import track_models as columns
from starshine_desktop.ui.ironsworn.reference import ReferencePage
from starshine_desktop.ui.ironsworn.tracks import TracksPage
from starshine_desktop.ui.models.table_model import TICKS_ROLE

from ..conftest import ScriptedPrompter, WindowFactory

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
LEFT = Qt.MouseButton.LeftButton


def _stored(path: Path, sql: str) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


def _choose(combo: QComboBox, text: str) -> None:
    combo.setCurrentIndex(combo.findText(text))


def _tracks_page(window: object) -> TracksPage:
    page = window.section_page("Tracks")  # type: ignore[attr-defined]
    assert isinstance(page, TracksPage)
    return page


def _click(qtbot: QtBot, button: QPushButton) -> None:
    qtbot.mouseClick(button, LEFT)


def _activate(combo: QComboBox, text: str) -> None:
    """Choose an item as a person does (the combo box says it was activated)."""
    _choose(combo, text)
    combo.activated.emit(combo.currentIndex())


def test_a_dangerous_vow_marked_twice_and_rolled_with_typed_dice(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = _tracks_page(window)
    qtbot.keyClicks(page.new_name, "Recover the drowned bell")
    _choose(page.new_kind, "Vow")
    _choose(page.new_rank, "Dangerous")
    _click(qtbot, page.add_button)
    assert page.model.rowCount() == 1
    assert page.model.index(0, columns.KIND).data() == "Vow"
    assert page.model.index(0, columns.RANK).data() == "Dangerous"
    assert page.current_track() is not None  # the new track is selected

    _click(qtbot, page.mark_twice_button)
    assert page.model.index(0, columns.PROGRESS).data(TICKS_ROLE) == 16
    assert page.track_widget.ticks == 16
    assert "4 of 10 boxes filled" in page.progress_label.text()
    # Score 4 beats a d10 showing 1-3: both dice 9/100, exactly one 2 x 3/10 x 7/10.
    assert page.odds_label.text() == (
        "Progress score 4:\nStrong hit 9/100 (9.0%) · Weak hit 21/50 (42.0%)\n"
        "Miss 49/100 (49.0%) · Match 1/10 (10.0%)"
    )
    assert _stored(campaign_path, "SELECT name, kind, rank, ticks FROM progress_track") == [
        ("Recover the drowned bell", "vow", "dangerous", 16)
    ]

    qtbot.keyClicks(page.typed_dice, "3 7")
    _click(qtbot, page.roll_typed_button)
    assert "Weak hit" in page.result_label.text()
    assert "progress score 4 against 3 and 7" in page.result_label.text()
    assert page.last_roll is not None and page.last_roll.challenge_dice == (3, 7)
    # Rolling changes nothing that is saved.
    assert _stored(campaign_path, "SELECT ticks FROM progress_track") == [(16,)]

    page.typed_dice.clear()
    qtbot.keyClicks(page.typed_dice, "3 11")
    _click(qtbot, page.roll_typed_button)
    assert page.dice_error.text() == "dice: given face 2 is 11, but a d10 shows 1 to 10"
    assert page.dice_error.isVisible()

    window.undo_stack.undo()
    assert page.track_widget.ticks == 0
    assert _stored(campaign_path, "SELECT ticks FROM progress_track") == [(0,)]
    window.undo_stack.redo()
    assert _stored(campaign_path, "SELECT ticks FROM progress_track") == [(16,)]
    window.close()

    reopened = open_window(campaign_path)
    again = _tracks_page(reopened)
    assert again.model.index(0, columns.PROGRESS).data(TICKS_ROLE) == 16


def test_lose_clear_rename_refusal_and_delete_with_undo(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, prompter: ScriptedPrompter
) -> None:
    window = open_window(campaign_path)
    page = _tracks_page(window)
    qtbot.keyClicks(page.new_name, "Hold the pass")
    _choose(page.new_kind, "Combat objective")
    _choose(page.new_rank, "Troublesome")
    _click(qtbot, page.add_button)
    _click(qtbot, page.mark_button)
    _click(qtbot, page.mark_button)
    assert page.track_widget.ticks == 24
    _click(qtbot, page.lose_button)
    assert page.track_widget.ticks == 12
    _click(qtbot, page.clear_button)
    assert page.track_widget.ticks == 0

    page.name_edit.setFocus()
    page.name_edit.selectAll()
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Delete)
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert page.name_error.text() == "A track's name cannot be blank"
    assert _stored(campaign_path, "SELECT name FROM progress_track") == [("Hold the pass",)]

    prompter.confirm_answers.append(True)
    _click(qtbot, page.delete_button)
    assert page.model.rowCount() == 0
    window.undo_stack.undo()
    assert page.model.rowCount() == 1
    assert _stored(campaign_path, "SELECT name, ticks FROM progress_track") == [
        ("Hold the pass", 0)
    ]


def test_a_blank_name_is_refused_next_to_the_field(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = _tracks_page(window)
    _click(qtbot, page.add_button)
    assert page.new_error.text() == "A track's name cannot be blank"
    assert page.model.rowCount() == 0
    assert window.undo_stack.count() == 0


def test_an_edit_that_changes_nothing_is_no_undo_step_and_the_tidy_name_shows(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = _tracks_page(window)
    qtbot.keyClicks(page.new_name, "Hold the pass")
    _choose(page.new_rank, "Epic")
    _click(qtbot, page.add_button)
    _click(qtbot, page.mark_button)
    assert window.undo_stack.count() == 2
    page.name_edit.setFocus()
    page.name_edit.selectAll()
    qtbot.keyClicks(page.name_edit, "  Hold   the pass ")
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert page.name_edit.text() == "Hold the pass"  # tidied, as stored
    assert page.name_error.text() == ""
    _click(qtbot, page.clear_button)
    _click(qtbot, page.clear_button)  # already empty: nothing to undo
    assert window.undo_stack.count() == 3
    assert window.undo_stack.undoText() == "Clear track (Hold the pass)"


def test_every_track_edit_undoes_and_redoes_on_screen(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = _tracks_page(window)
    qtbot.keyClicks(page.new_name, "Outrun the storm")
    _choose(page.new_kind, "Scene challenge")
    _choose(page.new_rank, "Troublesome")
    _click(qtbot, page.add_button)
    shown = []

    def look() -> tuple[object, ...]:
        row = page.current_track()
        return (
            page.model.rowCount(),
            None if row is None else (row.values, row.updated_at),
            page.track_widget.ticks,
            page.clock_widget.filled,
            page.name_edit.text(),
            page.rank_combo.currentText(),
        )

    shown.append(look())
    steps: list[Callable[[], object]] = [
        lambda: _click(qtbot, page.mark_twice_button),
        lambda: _click(qtbot, page.lose_button),
        lambda: _click(qtbot, page.fill_clock_button),
        lambda: _click(qtbot, page.unfill_clock_button),
        lambda: _activate(page.rank_combo, "Formidable"),
        lambda: _click(qtbot, page.clear_button),
    ]
    for step in steps:
        step()
        shown.append(look())
    page.name_edit.setFocus()
    page.name_edit.selectAll()
    qtbot.keyClicks(page.name_edit, "Weather the storm")
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    page.table.setFocus()
    shown.append(look())
    assert len(set(shown)) == len(shown)  # each step changed what is on screen
    for expected in reversed(shown[:-1]):
        window.undo_stack.undo()
        assert look() == expected
    window.undo_stack.undo()  # the track's addition
    assert page.model.rowCount() == 0
    window.undo_stack.redo()
    page.select_track(page.model.row_at(0).id)
    assert look() == shown[0]
    for expected in shown[1:]:
        window.undo_stack.redo()
        assert look() == expected


def test_scene_challenge_tension_clock(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = _tracks_page(window)
    assert page.new_rank.findText("Epic") >= 0
    qtbot.keyClicks(page.new_name, "Outrun the storm")
    _choose(page.new_kind, "Scene challenge")
    _choose(page.new_rank, "Formidable")
    _click(qtbot, page.add_button)
    assert page.scene_box.isVisible()
    assert [page.rank_combo.itemText(i) for i in range(page.rank_combo.count())] == [
        "Troublesome",
        "Dangerous",
        "Formidable",
    ]
    for _ in range(4):
        _click(qtbot, page.fill_clock_button)
    assert page.clock_widget.filled == 4
    assert "Finish a Scene" in page.clock_label.text()
    _click(qtbot, page.fill_clock_button)  # a fifth segment is refused
    assert page.clock_widget.filled == 4
    assert window.prompter.errors[-1].startswith("scene challenge: the tension clock has 4")  # type: ignore[attr-defined]
    assert page.model.index(0, columns.CLOCK).data() == "4/4"
    window.undo_stack.undo()
    assert page.clock_widget.filled == 3


def test_owner_column_and_filter_and_model(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    qtmodeltester: ModelTester,
) -> None:
    window = open_window(campaign_path)
    service = window.campaign.personae
    [kirra] = service.add_persona(PersonaValues("Kirra")).changes.added_ids(RecordKind.PERSONA)
    tracks = window.campaign.tracks
    tracks.add_track(TrackValues("Find my sister", TrackKind.VOW, Rank.EXTREME, persona_id=kirra))
    tracks.add_track(TrackValues("Chart the reef", TrackKind.EXPEDITION, Rank.FORMIDABLE))
    page = _tracks_page(window)
    page.campaign_switched()
    qtmodeltester.check(page.model)
    owners = {page.model.index(r, 0).data(): page.model.index(r, 3).data() for r in range(2)}
    assert owners == {"Find my sister": "Kirra", "Chart the reef": ""}
    qtbot.keyClicks(page.filter_edit, "kirra")
    assert page.model.rowCount() == 1
    page.filter_edit.clear()
    page.table.sortByColumn(columns.RANK, Qt.SortOrder.DescendingOrder)
    assert page.model.index(0, 0).data() == "Find my sister"
    window.resize(1280, 760)
    page.select_track(page.model.row_at(0).id)
    tracks.mark_progress(page.model.row_at(0).id, 3)
    page.campaign_switched()
    page.select_track(page.model.row_at(0).id)
    window.grab().save("/tmp/tracks-section.png")


def test_the_about_box_credits_the_source_of_the_moves_and_oracles() -> None:
    text = about_text()
    assert "Sundered Isles by Shawn Tomkin" in text
    assert "CC BY-NC-SA 4.0" in text


def test_in_app_roll_uses_the_pages_dice_and_rank_and_owner_edits_undo(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    [kirra] = window.campaign.personae.add_persona(PersonaValues("Kirra")).changes.added_ids(
        RecordKind.PERSONA
    )
    page = _tracks_page(window)
    qtbot.keyClicks(page.new_name, "Map the Sunken Stair")
    _choose(page.new_kind, "Expedition")
    _choose(page.new_rank, "Formidable")
    _click(qtbot, page.add_button)
    _click(qtbot, page.mark_twice_button)
    page.rng = random.Random(11)
    expected = progress_roll(2, random.Random(11))
    _click(qtbot, page.roll_button)
    assert page.last_roll == expected
    first, second = expected.challenge_dice
    assert f"progress score 2 against {first} and {second}" in page.result_label.text()

    page.rank_combo.setCurrentIndex(page.rank_combo.findText("Extreme"))
    page.rank_combo.activated.emit(page.rank_combo.currentIndex())
    page.owner_combo.setCurrentIndex(page.owner_combo.findData(kirra))
    page.owner_combo.activated.emit(page.owner_combo.currentIndex())
    assert _stored(campaign_path, "SELECT rank, persona_id, ticks FROM progress_track") == [
        ("extreme", kirra, 8)
    ]
    assert page.model.index(0, columns.OWNER).data() == "Kirra"
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert _stored(campaign_path, "SELECT rank, persona_id FROM progress_track") == [
        ("formidable", None)
    ]
    assert page.heading.text() == "<b>Expedition</b> — Formidable, 4 ticks per progress"


def test_deleting_the_owner_and_switching_campaigns_refresh_the_page(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    prompter: ScriptedPrompter,
    tmp_path: Path,
) -> None:
    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, LEFT)
    owner = window.current_persona_id()
    assert owner is not None
    page = _tracks_page(window)
    assert page.new_owner.findData(owner) > 0
    window.campaign.tracks.add_track(
        TrackValues("Guard the lighthouse", TrackKind.VOW, Rank.FORMIDABLE, persona_id=owner)
    )
    page.campaign_switched()
    assert page.model.index(0, columns.OWNER).data() == "New Persona"
    window.section_page("Tracks")
    window.show_section(0)
    prompter.confirm_answers.append(True)
    window.personae.delete_persona()
    assert page.model.index(0, columns.OWNER).data() == ""
    assert page.new_owner.findData(owner) == -1

    window.campaign.tracks.record_oracle_roll("Pay the Price", 5, "A looming threat")
    reference = window.section_page("Reference")
    assert isinstance(reference, ReferencePage)
    assert reference.oracles.model.rowCount() == 1

    other = tmp_path / "Other.starshine"
    create_campaign(other).close()
    assert window.campaign_files.open_campaign_file(other)
    assert page.model.rowCount() == 0
    assert reference.oracles.model.rowCount() == 0
