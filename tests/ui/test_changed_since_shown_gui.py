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

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.persona_sheet import Field

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
