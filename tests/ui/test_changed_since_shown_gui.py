"""A campaign file: the Persona sheet's edit is made from what it showed, as on a server.

Another view's edit of the shown Persona (here made beside the sheet and handed to the
window as any change) arrives while a field is being typed in: the typing stays, and
saving it is refused next to the field when that very value was changed, the field then
showing what is saved; a change of another field lets it be saved. The same logic as a
shared campaign's, without a server.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import Campaign, create_from_data
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.services.starshine.record_reads import PersonaRecords
from starshine_desktop.services.starshine.records import CharacteristicFields, TraitFields
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.persona_records import RecordsTab
from starshine_desktop.ui.starshine.persona_sheet import Field
from starshine_desktop.ui.widgets.record_table import RecordTable

from .conftest import WindowFactory

CTRL = Qt.KeyboardModifier.ControlModifier


def _window(open_window: WindowFactory, tmp_path: Path) -> tuple[MainWindow, int]:
    path = tmp_path / "Sample.starshine"
    create_from_data(sample_campaign_data(), path).close()
    window = open_window(path)
    vesper = next(
        row.id for row in window.campaign.personae.list_personae() if row.name == "Vesper Hale"
    )
    window.personae.select_persona(vesper)
    return window, vesper


def _elsewhere(window: MainWindow, make: Callable[[], Edit]) -> None:
    """Save an edit beside the sheet and hand its changes to the window (another view)."""
    edit = make()
    window.apply_changes(edit.changes)


def test_a_name_typed_while_another_view_saved_it_is_refused_and_shows_the_new_name(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    window, vesper = _window(open_window, tmp_path)
    personae = window.campaign.personae
    sheet = window.personae.sheet
    name = sheet.edits[Field.NAME]
    qtbot.keyClick(name, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(name, "Vesper the Bold")
    _elsewhere(window, lambda: personae.rename_persona(vesper, "Vesper Rising"))
    assert name.text() == "Vesper the Bold"  # the typing stays
    qtbot.keyClick(name, Qt.Key.Key_Return)
    assert sheet.error_text(Field.NAME) == (
        "Persona 'Vesper Hale' was changed since it was shown here; nothing was changed. It "
        "now shows what is saved."
    )
    assert name.text() == "Vesper Rising"
    assert personae.get_persona(vesper).name == "Vesper Rising"
    assert window.undo_stack.count() == 0
    # Another field's change is no reason to refuse: the name typed then is saved.
    qtbot.keyClick(name, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(name, "Vesper the Bold")
    lead = personae.get_persona(vesper).score(Score.LEAD)
    _elsewhere(window, lambda: personae.set_score(vesper, Score.LEAD, 0 if lead else 1))
    assert name.text() == "Vesper the Bold"
    qtbot.keyClick(name, Qt.Key.Key_Return)
    assert sheet.error_text(Field.NAME) == ""
    assert personae.get_persona(vesper).name == "Vesper the Bold"
    assert name.text() == "Vesper the Bold"


def test_notes_typed_while_another_view_saved_them_are_refused_on_leaving(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    window, vesper = _window(open_window, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    personae = window.campaign.personae
    sheet = window.personae.sheet
    notes = sheet.notes
    notes.setFocus()
    qtbot.waitUntil(notes.hasFocus)
    notes.moveCursor(notes.textCursor().MoveOperation.End)
    qtbot.keyClicks(notes, " Mine.")
    typed = notes.toPlainText()
    _elsewhere(window, lambda: personae.set_notes(vesper, "Theirs."))
    assert notes.toPlainText() == typed  # the typing stays
    sheet.edits[Field.NAME].setFocus()  # leaving the notes saves them
    qtbot.waitUntil(lambda: bool(sheet.error_text(Field.NOTES)))
    assert "was changed since it was shown here" in sheet.error_text(Field.NOTES)
    assert notes.toPlainText() == "Theirs."
    assert personae.get_persona(vesper).notes == "Theirs."


def _open_cell_editor(qtbot: QtBot, table: RecordTable, row: int, column: int) -> QLineEdit:
    """Double-click a cell and return the text editor it opens."""
    centre = table.view.visualRect(table.model.index(row, column)).center()
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    editors = [e for e in table.view.viewport().findChildren(QLineEdit) if e.isVisible()]
    assert len(editors) == 1
    return editors[0]


def _record_table(window: MainWindow, title: str) -> RecordTable:
    tab = window.persona_tab(title)
    assert isinstance(tab, RecordsTab)
    return tab.tables[0]


#: Each Persona tab's first table, the column typed in (a text) and another view's edit of
#: the Persona's records arriving meanwhile: another field of the record typed in, or a
#: record added (which must not take the selection from the cell being typed in).
_ARRIVING: list[tuple[str, int, Callable[[Campaign, int, PersonaRecords], Edit]]] = [
    (
        "Characteristics",
        0,
        lambda c, _p, r: c.records.set_field(
            CharacteristicFields.VALUE, r.characteristics[0].id, 6 - r.characteristics[0].value
        ),
    ),
    ("Characteristics", 0, lambda c, p, _r: c.records.add_characteristic(p, "Theirs", 2)),
    (
        "Traits",
        0,
        lambda c, _p, r: c.records.set_field(
            TraitFields.NEGATIVE, r.traits[0].id, not r.traits[0].negative
        ),
    ),
    (
        "Traits",
        0,
        lambda c, p, _r: c.records.add_trait("Theirs", 2, on=f"persona:{p}", created_by="director"),
    ),
    ("Abilities", 1, lambda c, p, _r: c.records.add_modifier(p, "knack", "Theirs", "base", 1)),
    (
        "Investments",
        1,
        lambda c, p, r: c.records.make_investment(
            p, c.records.list_elements()[0].id, r.characteristics[0].id, "Theirs", 1
        ),
    ),
    ("Strategies", 0, lambda c, p, _r: c.records.start_strategy(p, "Theirs", None)),
    ("Advances", 2, lambda c, p, _r: c.records.add_advance(p, "earned", "Theirs", "2026-05-01")),
]


@pytest.mark.parametrize(
    ("title", "column", "arriving"),
    _ARRIVING,
    ids=[f"{title}-{number}" for number, (title, _c, _a) in enumerate(_ARRIVING)],
)
def test_a_cell_of_a_persona_tab_keeps_what_is_typed_when_another_edit_of_the_persona_arrives(
    qtbot: QtBot,
    open_window: WindowFactory,
    tmp_path: Path,
    title: str,
    column: int,
    arriving: Callable[[Campaign, int, PersonaRecords], Edit],
) -> None:
    window, vesper = _window(open_window, tmp_path)
    window.activateWindow()  # the person works in this window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    table = _record_table(window, title)
    records = window.campaign.records.persona_records(vesper)
    row_id = table.model.id_at(0)
    count = table.model.rowCount()
    editor = _open_cell_editor(qtbot, table, 0, column)
    qtbot.keyClick(editor, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(editor, "Half typ")
    _elsewhere(window, lambda: arriving(window.campaign, vesper, records))
    assert table.model.rowCount() >= count  # the other view's edit shows
    # The editor stays open on its record with the typing, and typing goes on in it.
    assert editor.isVisible() and editor.text() == "Half typ"
    assert table.view.state() == QAbstractItemView.State.EditingState
    assert table.current_id() == row_id
    qtbot.keyClicks(editor, "ed")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the delegate commits on a queued call
    assert table.message.text() == ""
    number = table.model.row_of(row_id)
    assert number is not None
    assert table.model.index(number, column).data() == "Half typed"
    assert window.undo_stack.count() == 1  # only this window's edit is on its stack


def test_a_characteristic_renamed_elsewhere_shows_its_new_name_beside_its_expressions(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    """Rows of one table come up to date one by one; a table showing another record's name
    (an Expression's Characteristic) reads its cells again."""
    window, vesper = _window(open_window, tmp_path)
    tab = window.persona_tab("Characteristics")
    assert isinstance(tab, RecordsTab)
    characteristics, expressions = tab.tables[0], tab.tables[1]
    records = window.campaign.records.persona_records(vesper)
    first = records.characteristics[0]
    mine = [e for e in records.expressions if e.characteristic_id == first.id]
    assert mine
    _elsewhere(
        window,
        lambda: window.campaign.records.set_field(CharacteristicFields.NAME, first.id, "Renamed"),
    )
    row = characteristics.model.row_of(first.id)
    assert row is not None and characteristics.model.index(row, 0).data() == "Renamed"
    shown = expressions.model.row_of(mine[0].id)
    assert shown is not None and expressions.model.index(shown, 1).data() == "Renamed"
