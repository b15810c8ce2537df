"""Common: a campaign file or a link to a shared campaign dropped on the window opens in it.

The drag reaches the window as the desktop sends it (to the window's surface, over the
Personae table, which takes no drops itself): a ``.starshine`` campaign file and a
``.starshine-link`` (against the tests' own PostgreSQL server) open as File › Open… opens
them; other files, text and web addresses are not taken, and nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_campaign, open_shared_campaign
from starshine_desktop.services.shared_open import link_of, write_link
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.storage.server import create_server_campaign
from starshine_desktop.ui.main_window import MainWindow

from .conftest import ScriptedPrompter


def _files(*paths: Path) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    return mime


def _drag_and_drop(window: MainWindow, mime: QMimeData) -> bool:
    """Drag ``mime`` over the Personae table and let go; return whether the window took it."""
    table = window.personae.table
    point = QPointF(table.mapTo(window, QPoint(table.width() // 2, table.height() // 2)))
    surface = window.windowHandle()
    assert surface is not None
    action, button = Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton
    modifiers = Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(point.toPoint(), action, mime, button, modifiers)
    QApplication.sendEvent(surface, enter)
    if not enter.isAccepted():
        return False
    drop = QDropEvent(point, action, mime, button, modifiers)
    QApplication.sendEvent(surface, drop)
    return drop.isAccepted()


def _names(window: MainWindow) -> list[str]:
    model = window.personae.model
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


def test_a_campaign_file_dropped_on_the_window_opens_in_it(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    tmp_path: Path,
) -> None:
    other = tmp_path / "Harbour.starshine"
    campaign = create_campaign(other)
    campaign.personae.add_persona(PersonaValues(name="Ada Quill"))
    campaign.close()
    window = open_window(campaign_path)
    notes = tmp_path / "notes.txt"
    notes.write_text("not a campaign", "utf-8")
    assert not _drag_and_drop(window, _files(notes))
    text = QMimeData()
    text.setText(str(other))
    assert not _drag_and_drop(window, text)
    web = QMimeData()
    web.setUrls([QUrl("https://example.org/Harbour.starshine")])
    assert not _drag_and_drop(window, web)
    qtbot.wait(50)
    assert window.campaign.path == campaign_path

    # Several files at once: the campaign among them opens.
    assert _drag_and_drop(window, _files(notes, other))
    qtbot.waitUntil(lambda: window.campaign.path == other)
    assert window.windowTitle() == "Harbour — Starshine Desktop"
    assert _names(window) == ["Ada Quill"]


def test_a_link_dropped_on_the_window_opens_the_shared_campaign(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    tmp_path: Path,
    postgres_url: str,
    prompter: ScriptedPrompter,
) -> None:
    create_server_campaign(postgres_url).close()
    shared = open_shared_campaign(postgres_url)
    shared.personae.add_persona(PersonaValues(name="Vesper Hale"))
    link = tmp_path / "Harbour.starshine-link"
    write_link(link_of(shared.address or "", "Harbour"), link)
    shared.close()
    window = open_window(campaign_path)
    assert _drag_and_drop(window, _files(link))
    qtbot.waitUntil(lambda: window.campaign.shared)
    assert _names(window) == ["Vesper Hale"]
    assert window.live is not None

    # A link that is not one is refused with the sentence File › Open… gives.
    bad = tmp_path / "Broken.starshine-link"
    bad.write_text("[1, 2, 3]", "utf-8")
    assert _drag_and_drop(window, _files(bad))
    qtbot.waitUntil(lambda: bool(prompter.errors))
    assert prompter.errors == [
        "Broken.starshine-link is not a link to a shared campaign: it does not say it is a "
        "link file. Nothing was opened."
    ]
    assert window.campaign.shared
