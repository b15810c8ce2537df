"""A shared campaign on screen, live (all systems): other windows' edits, the connection.

``LiveConnection`` watches the socket of the campaign's notices (``Campaign.live_notices``)
with a ``QSocketNotifier``; each notice another window's edit sent is handed to the window's
``apply_changes``, the path its own edits take (a notice naming too many records to list
reloads the pages). The notices of the window's own edits are left out: it applied them.

The status bar shows the connection: connected, reconnecting or offline, with the server's
name. A connection that breaks (the socket closes, or is found closed by a look every half
minute; a read or an edit cannot reach the server) is made again by itself, after 1, 2, 4 … up to 30
seconds; once it is back every page reads the campaign again (what changed meanwhile).
"""

from __future__ import annotations

import logging
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal
from PySide6.QtWidgets import QLabel, QStatusBar

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui.i18n import translate

if TYPE_CHECKING:
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.services.changes import Changes
    from starshine_desktop.services.shared_connection import LiveNotices

log = logging.getLogger("starshine_desktop.live")

FIRST_RETRY_MS = 1000
"""The first wait before connecting again, and the longest (each failure doubles it)."""
LONGEST_RETRY_MS = 30_000
CHECK_MS = 30_000
"""How often a quiet connection's socket is looked at (a network cut ends it once the
keepalives go unanswered, which the socket notifier may not report on every system)."""

CONNECTED_TEXT = QT_TRANSLATE_NOOP("LiveConnection", "Connected to {server}")
RECONNECTING_TEXT = QT_TRANSLATE_NOOP("LiveConnection", "Reconnecting to {server}…")
OFFLINE_TEXT = QT_TRANSLATE_NOOP(
    "LiveConnection", "Offline: {server} cannot be reached; trying again in {seconds} s"
)
THIS_COMPUTER = QT_TRANSLATE_NOOP("LiveConnection", "the server on this computer")


class ConnectionState(Enum):
    """The connection of a shared campaign, as the status bar shows it."""

    CONNECTED = "connected"
    RECONNECTING = "reconnecting"
    OFFLINE = "offline"


class LiveHost(Protocol):
    """What the live connection asks of the window."""

    @property
    def campaign(self) -> Campaign:
        """Return the campaign on screen."""
        ...

    def apply_changes(self, changes: Changes) -> None:
        """Refresh what ``changes`` names, as after the window's own edits."""
        ...

    def current_persona_id(self) -> int | None:
        """Return the id of the Persona selected, if any."""
        ...

    def select_persona(self, persona_id: int) -> None:
        """Select the Persona ``persona_id`` in the Personae table."""
        ...

    def reload_pages(self) -> None:
        """Read everything shown again (after too many changes to name, or offline)."""
        ...


class LiveConnection(QObject):
    """Follows one shared campaign's notices and connection for the window."""

    state_changed = Signal(object)
    """The connection's new ``ConnectionState``."""

    def __init__(self, host: LiveHost, status_bar: QStatusBar) -> None:
        super().__init__(status_bar)
        self._host = host
        self._notices: LiveNotices | None = None
        self._notifier: QSocketNotifier | None = None
        self._state = ConnectionState.OFFLINE
        self._retry_ms = FIRST_RETRY_MS
        self.applied = 0
        """How many other windows' notices were applied (the window's own are not)."""
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.reconnect)
        self._check = QTimer(self)
        self._check.setInterval(CHECK_MS)
        self._check.timeout.connect(self.check)
        self.indicator = QLabel()
        self.indicator.setObjectName("connection-state")
        self.indicator.setContentsMargins(16, 0, 4, 0)  # apart from the Personae's count
        status_bar.addPermanentWidget(self.indicator)
        address = host.campaign.address or ""
        from starshine_desktop.services.shared_connection import server_name

        self._server = server_name(address) if address else ""
        self.indicator.setToolTip(address)
        from starshine_desktop.ui import crash

        crash.SERVER_GONE_HANDLERS.append(self.server_gone)
        if not self._listen():
            self._offline()

    # State ---------------------------------------------------------------------------

    @property
    def state(self) -> ConnectionState:
        """Return the connection's state as shown."""
        return self._state

    def server(self) -> str:
        """Return the server's name as shown ("the server on this computer" for a local one)."""
        return self._server or translate("LiveConnection", THIS_COMPUTER)

    def _show(self, state: ConnectionState) -> None:
        if state is ConnectionState.CONNECTED:
            text = translate("LiveConnection", CONNECTED_TEXT).format(server=self.server())
        elif state is ConnectionState.RECONNECTING:
            text = translate("LiveConnection", RECONNECTING_TEXT).format(server=self.server())
        else:
            text = translate("LiveConnection", OFFLINE_TEXT).format(
                server=self.server(), seconds=max(1, round(self._retry_ms / 1000))
            )
        self.indicator.setText(text)
        self.indicator.setAccessibleName(text)
        font = self.indicator.font()
        font.setBold(state is not ConnectionState.CONNECTED)
        self.indicator.setFont(font)
        changed = state is not self._state
        self._state = state
        if changed:
            log.info("Shared campaign %s", state.value)
            self.state_changed.emit(state)

    # The notices ---------------------------------------------------------------------

    def _listen(self) -> bool:
        """Open the notices' connection; True if it is there (else offline, retry later)."""
        try:
            notices = self._host.campaign.live_notices()
        except Refusal as error:
            log.info("No connection for the notices: %s", error)
            return False
        self._notices = notices
        self._notifier = QSocketNotifier(notices.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._arrived)
        self._retry_ms = FIRST_RETRY_MS
        self._check.start()
        self._show(ConnectionState.CONNECTED)
        return True

    def _arrived(self, *_args: object) -> None:
        notices = self._notices
        if notices is None:
            return
        try:
            arrived = notices.take()
        except Exception:  # the connection broke while reading
            log.info("The notices' connection broke", exc_info=True)
            self.lost()
            return
        if not arrived.anything and not notices.alive():  # the socket closed
            self.lost()
            return
        reload = False
        for notice in arrived.notices:
            if notice.reload:
                reload = True
            else:
                self._apply_notice(notice.changes)
                self.applied += 1
        if reload:
            self._host.reload_pages()

    def _apply_notice(self, changes: Changes) -> None:
        """Refresh what another window's edit changed, as after an edit here; the Persona
        selected stays selected (another's new Persona is not shown in its place)."""
        host = self._host
        selected = host.current_persona_id()
        host.apply_changes(changes)
        if selected is not None and host.current_persona_id() != selected:
            from starshine_desktop.services.changes import RecordKind

            if selected not in changes.removed_ids(RecordKind.PERSONA):
                host.select_persona(selected)

    def check(self) -> None:
        """Ask a quiet connection whether it still answers (a network gone says nothing)."""
        if self._notices is not None and not self._notices.alive():
            self.lost()

    def take_now(self) -> None:
        """Read what arrived without waiting for the event loop (the benchmark's hook)."""
        self._arrived()

    # Connection lost, and back -------------------------------------------------------

    def _drop(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._notices is not None:
            try:
                self._notices.close()
            except Exception:  # a broken connection may fail to close; it is gone anyway
                log.debug("Closing a broken notices' connection failed", exc_info=True)
            self._notices = None
        self._check.stop()

    def lost(self) -> None:
        """The connection broke (or an edit could not reach the server): connect again."""
        if self._notices is None and self._state is not ConnectionState.CONNECTED:
            return  # already trying
        self._drop()
        self._retry_ms = FIRST_RETRY_MS
        self.reconnect()

    def reconnect(self) -> None:
        """Try to connect again now; on failure show offline and try again later."""
        self._retry.stop()
        self._show(ConnectionState.RECONNECTING)
        if self._listen():
            self._host.reload_pages()  # what changed meanwhile
            return
        self._offline()

    def _offline(self) -> None:
        self._show(ConnectionState.OFFLINE)
        self._retry.start(self._retry_ms)
        self._retry_ms = min(self._retry_ms * 2, LONGEST_RETRY_MS)

    def server_gone(self, error: BaseException) -> None:
        """A read or edit found the server gone (and nothing caught it): say so, reconnect."""
        from starshine_desktop.ui.i18n import refusal_text

        if isinstance(error, Refusal):
            status_bar = self.parent()
            if isinstance(status_bar, QStatusBar):
                status_bar.showMessage(refusal_text(error), 15000)
        self.lost()

    def close(self) -> None:
        """Stop listening (the campaign is closed or another is on screen)."""
        from starshine_desktop.ui import crash

        if self.server_gone in crash.SERVER_GONE_HANDLERS:
            crash.SERVER_GONE_HANDLERS.remove(self.server_gone)
        self._retry.stop()
        self._drop()
        self.indicator.hide()
        self.indicator.deleteLater()
        self.deleteLater()


def follow_connection(
    host: LiveHost, status_bar: QStatusBar, live: LiveConnection | None
) -> LiveConnection | None:
    """Stop following ``live`` and follow the shared campaign on screen (None for a file)."""
    if live is not None:
        live.close()
    return LiveConnection(host, status_bar) if host.campaign.shared else None
