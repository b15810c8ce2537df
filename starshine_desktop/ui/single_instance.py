"""One running Starshine Desktop per person and data folder: a second launch hands over.

The first instance listens on a local socket (``QLocalServer``: a Unix socket file, a named
pipe on Windows) named after the data folder. A later launch connects, sends the campaign
path it was given (or nothing), waits for the answer and exits; the running instance raises
its window and opens that file. No second process ever opens a campaign that way.

Start-up stays lean: ``QtNetwork`` is imported only when there may be someone to hand over
to (on Unix, when the socket file exists) and the server starts listening once the window
is on screen (``InstanceServer.listen``). A launch in between starts on its own; the
campaign's lock still refuses a second process on the same file.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

#: How long a second launch waits for the running instance, in milliseconds.
HAND_OVER_TIMEOUT_MS = 3000
_REPLY = b"ok\n"


def server_name(data_folder: Path) -> str:
    """Return the socket's name for this user and data folder (``STARSHINE_HOME`` moves it).

    On Unix it is the full path of the socket file in the temporary folder, so whether an
    instance may be running can be seen without loading ``QtNetwork``.
    """
    digest = hashlib.sha256(str(data_folder.resolve()).encode("utf-8")).hexdigest()[:16]
    if sys.platform == "win32":
        return f"starshine-desktop-{digest}"
    return str(Path(tempfile.gettempdir()) / f"starshine-desktop-{os.getuid()}-{digest}")


def _may_be_running(name: str) -> bool:
    return sys.platform == "win32" or os.path.exists(name)


def encode_request(path: Path | None) -> bytes:
    """Return the message asking the running instance to raise its window (and open ``path``)."""
    value = None if path is None else str(path.absolute())
    return json.dumps({"open": value}).encode("utf-8") + b"\n"


def decode_request(message: bytes) -> Path | None:
    """Return the campaign path a message asks to open (``None``: just raise the window).

    Raises ``ValueError`` for anything that is not such a message.
    """
    data = json.loads(message.decode("utf-8"))
    if not isinstance(data, dict) or "open" not in data:
        raise ValueError("not a Starshine Desktop request")
    value = data["open"]
    if value is None:
        return None
    if not isinstance(value, str) or not value:
        raise ValueError("the path to open is not text")
    return Path(value)


def hand_over(name: str, path: Path | None, timeout_ms: int = HAND_OVER_TIMEOUT_MS) -> bool:
    """Hand ``path`` (or nothing) to the instance listening on ``name``; return whether it took it.

    ``False`` means nobody answered: this launch should start the app itself. It waits in
    a local event loop (a ``QCoreApplication`` must exist), not in the blocking
    ``waitFor…`` calls, so a server in the same thread (the self-test's) can answer too.
    """
    if not _may_be_running(name):
        return False
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    loop = QEventLoop()
    reply = bytearray()

    def send() -> None:
        socket.write(encode_request(path))
        socket.flush()

    def read() -> None:
        reply.extend(socket.readAll().data())
        if _REPLY in reply:
            loop.quit()

    socket.connected.connect(send)
    socket.readyRead.connect(read)
    socket.errorOccurred.connect(loop.quit)
    socket.disconnected.connect(loop.quit)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    socket.connectToServer(name)
    if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState and _REPLY not in reply:
        timer.start(timeout_ms)
        loop.exec()
        timer.stop()
    socket.abort()
    return _REPLY in reply


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

        Returns ``False`` (and stays quiet) if another live instance holds the name.
        """
        from PySide6.QtNetwork import QLocalServer, QLocalSocket

        if self._may_be_taken() and self._answered_by_another(QLocalSocket):
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

    def _may_be_taken(self) -> bool:
        return _may_be_running(self.name)

    def _answered_by_another(self, socket_class: type[QLocalSocket]) -> bool:
        probe = socket_class()
        probe.connectToServer(self.name)
        connected = probe.waitForConnected(200)
        probe.abort()
        return connected

    def close(self) -> None:
        """Stop listening (the socket file goes with it)."""
        if self._server is not None:
            self._server.close()
            self._server = None

    def _accept(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
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
        socket.write(_REPLY)
        socket.flush()
        socket.disconnectFromServer()
        self.requested.emit(path)
