"""The status flags on the Persona sheet: clicked, saved at once, undone, shown in the table."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaFlag, PersonaRow, PersonaValues
from starshine_desktop.ui.starshine.challenges import ChallengesPage
from starshine_desktop.ui.starshine.personae_model import COLUMNS, persona_model

from ..conftest import WindowFactory

STATUS = next(i for i, column in enumerate(COLUMNS) if column.header == "Status")


def _stored(path: Path) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(
            "SELECT name, risked_corruption, risked_death, dead FROM persona ORDER BY id"
        ).fetchall()
    finally:
        connection.close()


def _click(qtbot: QtBot, check: QCheckBox) -> None:
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))


def test_clicking_the_flags_saves_them_and_undo_takes_them_back(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    campaign = open_campaign(campaign_path)
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()
    window = open_window(campaign_path)
    window.personae.table.selectRow(0)
    assert window.personae.sheet.persona_id is not None
    sheet = window.personae.sheet
    dead = sheet.flags[PersonaFlag.DEAD]
    death = sheet.flags[PersonaFlag.RISKED_DEATH]
    assert dead.isVisible() and not dead.isChecked()
    assert dead.text() == "Dead †" and dead.accessibleName() == "Dead"

    _click(qtbot, death)
    assert death.isChecked()
    assert _stored(campaign_path) == [("Ada", 0, 1, 0)]
    assert window.personae.model.index(0, STATUS).data() == "Risked Death"

    _click(qtbot, dead)
    assert _stored(campaign_path) == [("Ada", 0, 1, 1)]
    assert window.personae.model.index(0, STATUS).data() == "† Dead"
    assert window.undo_stack.undoText() == 'Change "Dead" of Ada'

    window.undo_action.trigger()
    assert not dead.isChecked() and death.isChecked()
    assert _stored(campaign_path) == [("Ada", 0, 1, 0)]
    window.undo_action.trigger()
    assert not death.isChecked()
    assert _stored(campaign_path) == [("Ada", 0, 0, 0)]
    assert window.personae.model.index(0, STATUS).data() == ""
    window.redo_action.trigger()
    window.redo_action.trigger()
    assert dead.isChecked() and death.isChecked()
    assert _stored(campaign_path) == [("Ada", 0, 1, 1)]

    _click(qtbot, sheet.flags[PersonaFlag.RISKED_CORRUPTION])
    assert _stored(campaign_path) == [("Ada", 1, 1, 1)]


def test_the_table_filters_and_sorts_by_status(qtmodeltester: ModelTester) -> None:
    moment = datetime(2026, 1, 1, tzinfo=UTC)
    scores = PersonaValues("x").scores
    rows = [
        PersonaRow(1, "Ada", "", 1, "", scores, moment, moment, dead=True),
        PersonaRow(2, "Bea", "", 1, "", scores, moment, moment, risked_corruption=True),
        PersonaRow(3, "Cy", "", 1, "", scores, moment, moment),
    ]
    model = persona_model(lambda ids: [])
    model.reset_rows(rows)
    qtmodeltester.check(model)
    model.sort(STATUS)
    assert [model.index(r, 0).data() for r in range(3)] == ["Cy", "Bea", "Ada"]
    assert [model.index(r, STATUS).data() for r in range(3)] == ["", "Risked Corruption", "† Dead"]
    model.set_filter_text("dead")
    assert [model.index(r, 0).data() for r in range(model.rowCount())] == ["Ada"]
    qtmodeltester.check(model)


def test_the_wizard_marks_a_dead_persona_and_refuses_it(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    campaign = open_campaign(campaign_path)
    [ada] = campaign.personae.add_persona(PersonaValues("Ada")).changes.added_ids(
        RecordKind.PERSONA
    )
    campaign.personae.set_flag(ada, PersonaFlag.DEAD, True)
    campaign.close()
    window = open_window(campaign_path)
    window.select_persona(ada)
    qtbot.mouseClick(window.personae.challenge_button, Qt.MouseButton.LeftButton)
    page = window.section_page("Challenges")
    assert isinstance(page, ChallengesPage) and page.wizard is not None
    setup = page.wizard.setup_page
    assert setup.personae.index(0).data() == "† Ada — dead, cannot take part"
    assert setup.chosen_personae() == [ada]
    qtbot.waitUntil(setup.start_button.isVisible)
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert setup.error_label.text() == ("Ada is dead and cannot take part in a Challenge")
    assert window.campaign.challenges.list_challenges() == []


def test_the_status_column_is_as_wide_as_the_statuses_shown_until_resized_by_hand(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    campaign = open_campaign(campaign_path)
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()
    window = open_window(campaign_path)
    header = window.personae.table.horizontalHeader()
    cells = window.personae.table.fontMetrics()

    def fits(text: str) -> bool:
        return header.sectionSize(STATUS) >= cells.horizontalAdvance(text)

    narrow = header.sectionSize(STATUS)
    assert header.fontMetrics().horizontalAdvance("Status") < narrow < 100
    window.personae.table.selectRow(0)
    sheet = window.personae.sheet
    _click(qtbot, sheet.flags[PersonaFlag.RISKED_CORRUPTION])
    _click(qtbot, sheet.flags[PersonaFlag.RISKED_DEATH])
    assert window.personae.model.index(0, STATUS).data() == "Risked Corruption & Death"
    assert fits("Risked Corruption & Death")
    assert header.sectionSize(STATUS) > narrow
    rect = window.personae.table.visualRect(window.personae.model.index(0, STATUS))
    # The cell as painted keeps room for the item's margins (3 px a side) and its text.
    assert rect.width() - 8 >= cells.horizontalAdvance("Risked Corruption & Death")

    window.undo_stack.undo()
    window.undo_stack.undo()
    assert window.personae.model.index(0, STATUS).data() == ""
    assert header.sectionSize(STATUS) == narrow

    header.resizeSection(STATUS, 240)  # as a person dragging the column's edge
    _click(qtbot, sheet.flags[PersonaFlag.DEAD])
    assert window.personae.model.index(0, STATUS).data() == "† Dead"
    assert header.sectionSize(STATUS) == 240
