"""Deleting behaves the same everywhere: "Delete…", disabled with nothing selected, one question
in the same words, one undoable step named the same way."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.ironsworn import Rank, TrackKind
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.ironsworn.tracks_reads import TrackValues
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.ironsworn.tracks import TracksPage
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.elements import ElementsPage
from starshine_desktop.ui.starshine.episodes import EpisodesPage

from .conftest import ScriptedPrompter
from .person import click

QUESTION = "Delete {}? Edit › Undo brings it back."


def test_every_delete_reads_asks_and_undoes_alike(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    prompter: ScriptedPrompter,
) -> None:
    window = open_window(campaign_path)
    campaign = window.campaign
    campaign.personae.add_persona(PersonaValues("Ada Quill"))
    campaign.records.add_element("The Archive", 2)
    campaign.records.add_element("The Gate", 1)
    campaign.tracks.add_track(TrackValues("Find the key", TrackKind.VOW, Rank.DANGEROUS))
    window.personae.model.reset_rows(campaign.personae.list_personae())

    # The Personae: nothing selected, Delete is off; selected, it asks, and No keeps it.
    window.personae.table.setCurrentIndex(window.personae.model.index(-1, -1))
    assert window.personae.delete_button.text() == "&Delete…"
    assert not window.personae.delete_button.isEnabled()
    window.personae.table.selectRow(0)
    prompter.confirm_answers.append(False)
    click(qtbot, window.personae.delete_button)
    assert prompter.questions[-1] == QUESTION.format("Ada Quill")
    assert window.personae.model.rowCount() == 1
    prompter.confirm_answers.append(True)
    click(qtbot, window.personae.delete_button)
    assert window.personae.model.rowCount() == 0
    assert window.undo_stack.undoText() == "Delete Ada Quill"

    # The Elements table: the same button, off until a row is chosen, the same question.
    page = window.section_page("Elements")
    assert isinstance(page, ElementsPage)
    table = page.elements
    assert table.delete_button.text() == "&Delete…"
    assert not table.delete_button.isEnabled()
    table.view.selectRow(0)
    assert table.delete_button.isEnabled()
    prompter.confirm_answers.append(False)
    click(qtbot, table.delete_button)
    assert prompter.questions[-1] == QUESTION.format("The Archive")
    assert table.model.rowCount() == 2
    table.view.setFocus()
    qtbot.waitUntil(table.view.hasFocus)
    table.view.selectAll()
    prompter.confirm_answers.append(True)
    qtbot.keyClick(table.view, Qt.Key.Key_Delete)  # the Delete key asks the same
    assert prompter.questions[-1] == QUESTION.format("2 Elements")
    assert table.model.rowCount() == 0
    assert window.undo_stack.undoText() == "Delete 2 Elements"
    assert not table.delete_button.isEnabled()  # nothing left to select
    window.undo_action.trigger()
    assert table.model.rowCount() == 2

    # A track: the same words.
    tracks = window.section_page("Tracks")
    assert isinstance(tracks, TracksPage)
    tracks.table.selectRow(0)
    assert tracks.delete_button.text() == "&Delete…"
    prompter.confirm_answers.append(True)
    click(qtbot, tracks.delete_button)
    assert prompter.questions[-1] == QUESTION.format("Find the key")
    assert window.undo_stack.undoText() == "Delete Find the key"

    # An Episode: the same.
    ann = campaign.records.add_actor("Ann").changes.added_ids(RecordKind.ACTOR)[0]
    episodes = window.section_page("Episodes")
    assert isinstance(episodes, EpisodesPage)
    episodes.reload()
    window.perform(
        "Create",
        lambda: campaign.episodes.create_episode("Night one", datetime.date(2026, 11, 1), [ann]),
    )
    episodes.episodes.view.selectRow(0)
    prompter.confirm_answers.append(True)
    click(qtbot, episodes.episodes.delete_button)
    assert prompter.questions[-1] == QUESTION.format("Night one")
