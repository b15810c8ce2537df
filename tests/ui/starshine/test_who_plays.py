"""Who plays a Persona is one record: the sheet's Actor, the Characteristics tab's "Played by",
Elements › Actors and the Episode check-off all show the same Actor."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.elements import ElementsPage
from starshine_desktop.ui.starshine.episodes import EpisodesPage
from starshine_desktop.ui.starshine.persona_records import CharacteristicsTab
from starshine_desktop.ui.starshine.persona_sheet import Field

from ..person import type_into
from .test_records_ui import edit_cell


def _names(page: ElementsPage) -> list[str]:
    model = page.actors.model
    return sorted(str(model.index(row, 0).data()) for row in range(model.rowCount()))


def test_a_player_typed_on_the_sheet_is_the_actor_everywhere(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    window.campaign.personae.add_persona(PersonaValues("Ada Quill"))
    window.personae.model.reset_rows(window.campaign.personae.list_personae())
    window.personae.table.selectRow(0)
    qtbot.waitUntil(lambda: window.personae.sheet.form_is_built)
    elements = window.section_page("Elements")
    episodes = window.section_page("Episodes")
    assert isinstance(elements, ElementsPage) and isinstance(episodes, EpisodesPage)
    window.show_section(0)
    assert _names(elements) == []

    # Typed on the sheet: the Actor is made, linked, and one undoable step.
    actor_field = window.personae.sheet.edits[Field.ACTOR_NAME]
    type_into(qtbot, actor_field, "Bo")
    qtbot.keyClick(actor_field, Qt.Key.Key_Return)
    assert _names(elements) == ["Bo"]
    played_by = window.persona_tab("Characteristics")
    assert isinstance(played_by, CharacteristicsTab)
    assert played_by.actor_combo.currentText() == "Bo"
    players = [episodes.new_players.item(n).text() for n in range(episodes.new_players.count())]
    assert players == ["Bo"]
    assert window.undo_stack.count() == 1

    # Chosen in "Played by": the sheet shows it.
    window.perform("Add Cy", lambda: window.campaign.records.add_actor("Cy"))
    played_by.actor_combo.setCurrentIndex(played_by.actor_combo.findText("Cy"))
    played_by.actor_combo.activated.emit(played_by.actor_combo.currentIndex())
    QApplication.processEvents()
    assert window.personae.sheet.edits[Field.ACTOR_NAME].text() == "Cy"

    # Renamed in Elements › Actors: the sheet and the tab follow.
    window.show_section(1)
    elements.tabs.setCurrentWidget(elements.actors)
    row = next(
        r
        for r in range(elements.actors.model.rowCount())
        if elements.actors.model.index(r, 0).data() == "Cy"
    )
    edit_cell(qtbot, elements.actors, row, 0, "Cyrus")
    assert window.campaign.personae.list_personae()[0].actor_name == "Cyrus"
    window.show_section(0)
    assert window.personae.sheet.edits[Field.ACTOR_NAME].text() == "Cyrus"
    assert played_by.actor_combo.currentText() == "Cyrus"

    # Undo takes back each step, the Actor typed on the sheet last.
    for _ in range(3):  # the rename, "Played by", adding Cy
        window.undo_action.trigger()
    assert window.personae.sheet.edits[Field.ACTOR_NAME].text() == "Bo"
    window.undo_action.trigger()
    assert window.personae.sheet.edits[Field.ACTOR_NAME].text() == ""
    assert _names(elements) == []


def test_a_refused_choice_shows_the_saved_actor_again(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    records = window.campaign.records
    window.campaign.personae.add_persona(PersonaValues("Ada Quill", actor_name=""))
    records.add_actor("Ann")
    gone = records.add_actor("Gus").changes.added_ids(RecordKind.ACTOR)[0]
    window.personae.model.reset_rows(window.campaign.personae.list_personae())
    window.personae.table.selectRow(0)
    played_by = window.persona_tab("Characteristics")
    assert isinstance(played_by, CharacteristicsTab)
    combo = played_by.actor_combo
    assert combo.currentText() == "(nobody)"
    records.delete(RecordKind.ACTOR, [gone])  # another window took Gus away meanwhile
    combo.setCurrentIndex(combo.findText("Gus"))
    combo.activated.emit(combo.currentIndex())
    QApplication.processEvents()
    assert played_by.actor_error.text()  # why, beside the choice
    assert combo.currentText() == "(nobody)"  # the saved value, not the refused choice
    assert combo.findText("Gus") == -1
