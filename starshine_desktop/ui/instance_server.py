"""The running instance's side of ``single_instance``: it listens for later launches.

Imported once the window is on screen (with QtNetwork), so it costs start-up nothing.
A caller that is not a process of this user is hung up on unheard (and logged).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from starshine_desktop.ui.single_instance import (
    REPLY,
    decode_request,
    may_be_running,
    peer_problem,
)

log = logging.getLogger("starshine_desktop.single_instance")


class InstanceServer(QObject):
    """Listens for later launches; ``requested`` carries the path each asks to open, or None."""

    requested = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server: QLocalServer | None = None
        self._pending: dict[QLocalSocket, bytes] = {}

    @property
    def listening(self) -> bool:
        """Return whether later launches can reach this instance."""
        return self._server is not None and self._server.isListening()

    def listen(self) -> bool:
        """Start listening; a socket left by an instance that crashed is replaced.

        Returns ``False`` (and stays quiet) if another live instance of this user holds the
        name, or if there is no private place for the socket (an empty name). A socket of
        someone else there is ignored (and logged), and replaced.
        """
        if not self.name:
            return False
        if may_be_running(self.name) and self._answered_by_another():
            return False
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            QLocalServer.removeServer(self.name)  # a file left by a crash
            if not server.listen(self.name):
                return False
        server.newConnection.connect(self._accept)
        self._server = server
        return True

    def _answered_by_another(self) -> bool:
        probe = QLocalSocket()
        probe.connectToServer(self.name)
        connected = probe.waitForConnected(200)
        problem = peer_problem(int(probe.socketDescriptor())) if connected else None
        probe.abort()
        if problem is not None:
            log.warning("The hand-over socket %s was ignored: %s", self.name, problem)
        return connected and problem is None

    def close(self) -> None:
        """Stop listening (the socket file goes with it)."""
        if self._server is not None:
            self._server.close()
            self._server = None

    def _accept(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            problem = peer_problem(int(socket.socketDescriptor()))
            if problem is not None:
                log.warning("A caller on the hand-over socket was hung up on: %s", problem)
                socket.abort()
                socket.deleteLater()
                continue
            self._pending[socket] = b""
            socket.readyRead.connect(lambda socket=socket: self._read(socket))
            socket.disconnected.connect(lambda socket=socket: self._pending.pop(socket, None))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._pending:
            return
        message = self._pending[socket] + bytes(socket.readAll().data())
        if b"\n" not in message:
            self._pending[socket] = message
            return
        del self._pending[socket]
        try:
            path = decode_request(message.split(b"\n", 1)[0])
        except ValueError:
            socket.abort()
            return
        socket.write(REPLY)
        socket.flush()
        socket.disconnectFromServer()
        self.requested.emit(path)
