"""One running Starshine Desktop per person and data folder: a second launch hands over.

The first instance listens on a local socket (``QLocalServer``: a Unix socket file, a named
pipe on Windows) named after the data folder. A later launch connects, sends the campaign
path it was given (or nothing), waits for the answer and exits; the running instance raises
its window and opens that file. No second process ever opens a campaign that way.

Start-up stays lean: ``QtNetwork`` is imported only when there may be someone to hand over
to (on Unix, when the socket file exists) and the server starts listening once the window
is on screen (``instance_server.InstanceServer.listen``). A launch in between starts on
its own; the campaign's lock still refuses a second process on the same file. This module
loads no Qt when imported; ``__main__`` imports it before PySide6, like the layers below.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import zlib
from pathlib import Path

#: How long a second launch waits for the running instance, in milliseconds.
HAND_OVER_TIMEOUT_MS = 3000
#: What the running instance answers once it has taken a request.
REPLY = b"ok\n"


def server_name(data_folder: Path) -> str:
    """Return the socket's name for this user and data folder (``STARSHINE_HOME`` moves it).

    On Unix it is the full path of the socket file in the temporary folder, so whether an
    instance may be running can be seen without loading ``QtNetwork``.
    """
    digest = f"{zlib.crc32(str(data_folder.resolve()).encode('utf-8')):08x}"
    if sys.platform == "win32":
        return f"starshine-desktop-{digest}"
    return str(Path(tempfile.gettempdir()) / f"starshine-desktop-{os.getuid()}-{digest}")


def may_be_running(name: str) -> bool:
    """Return whether an instance may listen on ``name`` (on Unix: its socket file exists)."""
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
    if not may_be_running(name):
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
        if REPLY in reply:
            loop.quit()

    socket.connected.connect(send)
    socket.readyRead.connect(read)
    socket.errorOccurred.connect(loop.quit)
    socket.disconnected.connect(loop.quit)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    socket.connectToServer(name)
    if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState and REPLY not in reply:
        timer.start(timeout_ms)
        loop.exec()
        timer.stop()
    socket.abort()
    return REPLY in reply
