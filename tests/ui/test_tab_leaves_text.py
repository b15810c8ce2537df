"""Tab leaves every multi-line text field; Ctrl+Tab never edits text."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QTextEdit
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.ui.sections import PERSONA_TABS, SECTIONS

from .conftest import WindowFactory


def _sample(tmp_path: Path) -> Path:
    path = tmp_path / "Sample.starshine"
    create_from_data(sample_campaign_data(), path).close()
    return path


def test_tab_leaves_the_notes_and_no_tab_is_saved(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    window = open_window(_sample(tmp_path))
    personae = window.personae
    personae.select_persona(personae.model.row_at(0).id)
    notes = personae.sheet.notes
    notes.setFocus()
    notes.moveCursor(notes.textCursor().MoveOperation.End)
    before = notes.toPlainText()
    qtbot.keyClicks(notes, " Owes the Guild.")
    qtbot.keyClick(notes, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not notes
    assert "\t" not in notes.toPlainText()
    saved = window.campaign.personae.get_persona(personae.current_persona_id() or 0).notes
    assert saved == before + " Owes the Guild."  # leaving the notes saved them, no tab in them
    notes.setFocus()
    qtbot.keyClick(notes, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(notes, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ControlModifier)
    assert notes.toPlainText() == before + " Owes the Guild."


def test_every_editable_multi_line_field_lets_tab_move_on(
    open_window: WindowFactory, tmp_path: Path
) -> None:
    window = open_window(_sample(tmp_path))
    window.personae.select_persona(window.personae.model.row_at(0).id)
    window.personae.finish_opening()
    for spec in PERSONA_TABS:
        window.persona_tab(spec.title)
    for spec in SECTIONS:
        window.section_page(spec.title)
    plain = [field for field in window.findChildren(QPlainTextEdit) if not field.isReadOnly()]
    rich = [field for field in window.findChildren(QTextEdit) if not field.isReadOnly()]
    assert plain  # the notes at least
    keeping = [f.objectName() for f in plain if not f.tabChangesFocus()]
    keeping += [f.objectName() for f in rich if not f.tabChangesFocus()]
    assert keeping == []
