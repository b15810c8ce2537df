"""Two windows of a group on one shared campaign: an edit made from a value the other changed.

The Director's window and Priya's (each its own login on the tests' own PostgreSQL server)
show the same Persona. While the Director is typing, Priya saves a change of that same
value: what he is typing stays in the field, and saving it is refused next to the field
naming Priya, the field then showing her value; nothing of his is saved, nothing is put on
his undo stack. The same holds for a cell of a record table, and when his window had not
yet seen her change at all.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit
from pytestqt.qtbot import QtBot
from sqlalchemy.engine import make_url

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import import_campaign_file, open_shared_campaign
from starshine_desktop.services.shared import add_player, publish
from starshine_desktop.ui.app import build_main_window
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.elements import ElementsPage
from starshine_desktop.ui.starshine.persona_sheet import Field
from starshine_desktop.ui.widgets.record_table import RecordTable

from .conftest import ScriptedPrompter
from .look import dark_palette

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"
CTRL = Qt.KeyboardModifier.ControlModifier

Opener = Callable[[str], MainWindow]


@pytest.fixture
def group(tmp_path: Path, postgres_url: str) -> tuple[str, str]:
    """The sample campaign published by its Director (Morgan), and Priya's player login:
    the Director's address and Priya's."""
    import_campaign_file(SAMPLE, tmp_path / "table.starshine").close()
    director = publish(tmp_path / "table.starshine", postgres_url)
    login = f"priya_{uuid.uuid4().hex[:8]}"
    try:
        add_player(director, "Priya", login, None)
    finally:
        director.close()
    priya = make_url(postgres_url).set(username=login).render_as_string(hide_password=False)
    return postgres_url, priya


@pytest.fixture
def open_window(qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter) -> Iterator[Opener]:
    """Return a function that opens the shared campaign at an address in a new window."""
    windows: list[MainWindow] = []

    def factory(url: str) -> MainWindow:
        settings = QSettings(
            str(tmp_path / f"settings{len(windows)}.ini"), QSettings.Format.IniFormat
        )
        window = build_main_window(open_shared_campaign(url), settings=settings, prompter=prompter)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield factory
    for window in windows:
        window.close()


def _type(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Type ``text`` over what ``edit`` holds, without pressing Enter (half typed)."""
    qtbot.keyClick(edit, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(edit, text)


def _names(window: MainWindow) -> list[str]:
    model = window.personae.model
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


def _pictures(qtbot: QtBot, window: MainWindow, message: QLabel, folder: Path, name: str) -> None:
    """Save the window at both sizes in both palettes, the refusal in view in each."""
    for palette_name, palette in (("light", QPalette()), ("dark", dark_palette())):
        window.setPalette(palette)
        for width, height in ((1366, 768), (1024, 600)):
            window.resize(width, height)
            qtbot.wait(20)
            assert message.isVisible()
            window.grab().save(str(folder / f"{name}-{width}x{height}-{palette_name}.png"))
    window.setPalette(QPalette())


def _show_vesper(window: MainWindow) -> QLineEdit:
    vesper = next(
        row.id for row in window.campaign.personae.list_personae() if row.name == "Vesper Hale"
    )
    window.personae.select_persona(vesper)
    edit = window.personae.sheet.edits[Field.NAME]
    assert edit.text() == "Vesper Hale"
    return edit


def test_a_name_half_typed_while_another_saves_it_is_refused_naming_them(
    qtbot: QtBot, group: tuple[str, str], open_window: Opener, screenshots: Path
) -> None:
    director_url, priya_url = group
    morgan, priya = open_window(director_url), open_window(priya_url)
    name = _show_vesper(morgan)
    theirs = _show_vesper(priya)
    _type(qtbot, name, "Vesper of the Director")  # the Director is typing
    _type(qtbot, theirs, "Vesper Rising")
    qtbot.keyClick(theirs, Qt.Key.Key_Return)  # Priya saves hers first
    qtbot.waitUntil(lambda: "Vesper Rising" in _names(morgan), timeout=5000)
    assert name.text() == "Vesper of the Director"  # what he is typing stays
    qtbot.keyClick(name, Qt.Key.Key_Return)
    sheet = morgan.personae.sheet
    assert sheet.error_text(Field.NAME) == (
        "Priya changed Vesper Hale's Name since; nothing was changed."
    )
    assert sheet.errors[Field.NAME].isVisible()
    assert name.text() == "Vesper Rising"  # the field shows her name now
    assert "Vesper Rising" in _names(morgan)
    assert morgan.undo_stack.count() == 0
    _pictures(qtbot, morgan, sheet.errors[Field.NAME], screenshots, "changed-since-sheet")
    qtbot.wait(200)
    assert "Vesper Rising" in _names(priya) and theirs.text() == "Vesper Rising"
    # Made from what it shows now, his next edit is saved.
    _type(qtbot, name, "Vesper of the Director")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    assert sheet.error_text(Field.NAME) == ""
    qtbot.waitUntil(lambda: "Vesper of the Director" in _names(priya), timeout=5000)


def test_a_change_the_window_had_not_seen_yet_is_read_again_beside_the_refusal(
    qtbot: QtBot, group: tuple[str, str], open_window: Opener
) -> None:
    director_url, priya_url = group
    morgan = open_window(director_url)
    name = _show_vesper(morgan)
    _type(qtbot, name, "Vesper of the Director")
    # Priya's app saves hers; the Director's window has not read its notice yet (no event
    # is handled between her commit and his Enter).
    other = open_shared_campaign(priya_url)
    try:
        vesper = next(row.id for row in other.personae.list_personae() if row.name == "Vesper Hale")
        other.personae.rename_persona(vesper, "Vesper Rising", shown="Vesper Hale")
    finally:
        other.close()
    qtbot.keyClick(name, Qt.Key.Key_Return)
    assert morgan.personae.sheet.error_text(Field.NAME) == (
        "Priya changed Vesper Hale's Name since; nothing was changed."
    )
    assert name.text() == "Vesper Rising"
    assert "Vesper Rising" in _names(morgan)  # the table read it again too
    assert morgan.undo_stack.count() == 0


def _elements(window: MainWindow) -> RecordTable:
    page = window.section_page("Elements")
    assert isinstance(page, ElementsPage)
    return page.elements


def _row_named(table: RecordTable, name: str) -> int:
    model = table.model
    return next(row for row in range(model.rowCount()) if model.index(row, 0).data() == name)


def _open_editor(qtbot: QtBot, table: RecordTable, row: int) -> QLineEdit:
    centre = table.view.visualRect(table.model.index(row, 0)).center()
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    editors = [
        editor for editor in table.view.viewport().findChildren(QLineEdit) if editor.isVisible()
    ]
    assert len(editors) == 1
    return editors[0]


def test_a_cell_typed_in_while_another_window_saves_it_is_refused_beside_the_cell(
    qtbot: QtBot, group: tuple[str, str], open_window: Opener, screenshots: Path
) -> None:
    director_url, _priya_url = group
    first, second = open_window(director_url), open_window(director_url)
    mine, theirs = _elements(first), _elements(second)
    row = _row_named(mine, "Harbour Guild")
    first.activateWindow()  # the person works in the first window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is first)
    editor = _open_editor(qtbot, mine, row)
    _type(qtbot, editor, "Guild of the Harbour")  # typing in the first window's cell
    other = theirs.model.index(_row_named(theirs, "Harbour Guild"), 0)
    assert theirs.model.setData(other, "The Harbourmasters")  # the other window saves first
    qtbot.waitUntil(lambda: mine.model.index(row, 0).data() == "The Harbourmasters", timeout=5000)
    assert editor.isVisible() and editor.text() == "Guild of the Harbour"
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the delegate commits on a queued call
    refusal = "Morgan changed Harbour Guild's Name since; nothing was changed."
    assert mine.cell_message.isVisible() and mine.cell_message.text() == refusal
    assert mine.message.text() == refusal
    assert mine.model.index(row, 0).data() == "The Harbourmasters"
    assert first.undo_stack.count() == 0
    _pictures(qtbot, first, mine.message, screenshots, "changed-since-cell")
    assert second.campaign.records.find_elements([mine.model.id_at(row)])[0].name == (
        "The Harbourmasters"
    )
