"""Opening what is dropped on the main window (all systems): a campaign file or a link to a
shared campaign opens as File › Open… opens it; other files, text and web addresses are not
taken."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, QTimer
from PySide6.QtGui import QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QWidget

from starshine_desktop.services.shared_open import LINK_SUFFIX
from starshine_desktop.ui.prompts import CAMPAIGN_SUFFIX

DROPPABLE_SUFFIXES = (CAMPAIGN_SUFFIX, LINK_SUFFIX)
"""The files a drop on the window opens: campaign files and links to shared campaigns."""


def dropped_campaign(mime: QMimeData) -> Path | None:
    """Return the campaign file or link a drag carries (the first of its local files that is
    one), or None: other files, text and remote addresses are not taken."""
    if not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile():
            path = Path(url.toLocalFile())
            if path.name.lower().endswith(DROPPABLE_SUFFIXES):
                return path
    return None


class CampaignDrops(QObject):
    """Take a campaign file or a link dropped on ``window`` and open it with ``open_path``."""

    def __init__(self, window: QWidget, open_path: Callable[[Path], object]) -> None:
        super().__init__(window)
        self._open = open_path
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            assert isinstance(event, QDragMoveEvent)  # a drag entering is a drag moving
            path = dropped_campaign(event.mimeData())
            if path is None:
                event.ignore()
            else:
                event.acceptProposedAction()
            return True
        if kind == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            path = dropped_campaign(event.mimeData())
            if path is None:
                event.ignore()
                return True
            event.acceptProposedAction()
            # Opened once the drop is over: the dragging program waits until this returns,
            # and opening may ask (a synced folder, a password) or say why it cannot.
            QTimer.singleShot(0, self, partial(self._open, path))
            return True
        return super().eventFilter(watched, event)
