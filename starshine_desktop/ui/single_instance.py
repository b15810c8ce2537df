"""One running Starshine Desktop per person and data folder: a second launch hands over.

The first instance listens on a local socket (``QLocalServer``: a Unix socket file, a named
pipe on Windows) named after the data folder. A later launch connects, sends the campaign
path it was given (or nothing), waits for the answer and exits; the running instance raises
its window and opens that file. No second process ever opens a campaign that way.

Nobody else can stand in for the running instance. On Unix the socket lives in a folder
only this user can create files in (``private_folder``: the runtime folder
``$XDG_RUNTIME_DIR``, else ``run/`` in the data folder, else a folder of this user in the
temporary folder, each made with mode 0700 and checked to be this user's, not a link, and
closed to others), and before a launch sends anything it checks both the socket file (a
socket, this user's) and the process listening on it (``SO_PEERCRED`` on Linux,
``getpeereid`` on macOS and the BSDs). A socket that fails is ignored and said
(``on_problem``): the launch starts on its own. The running instance checks each caller the
same way. On Windows the pipe is made by ``QLocalServer`` with ``UserAccessOption`` (only
this user may connect), and its name holds the user's name; the owner of a pipe another
user created first under that name is not checked.

Start-up stays lean: ``QtNetwork`` is imported only when there may be someone to hand over
to (on Unix, when the socket file exists) and the server starts listening once the window
is on screen (``instance_server.InstanceServer.listen``). A launch in between finds the
campaign locked and waits for that instance's socket (``app.wait_and_hand_over``). This
module loads no Qt when imported; ``__main__`` imports it before PySide6, like the layers
below.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import sys
import tempfile
import zlib
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger("starshine_desktop.single_instance")

#: How long a second launch waits for the running instance, in milliseconds.
HAND_OVER_TIMEOUT_MS = 3000
#: What the running instance answers once it has taken a request.
REPLY = b"ok\n"
#: The longest socket path used: Unix sockets take 104 bytes on macOS, 108 on Linux.
MAX_SOCKET_PATH = 100
#: Called with a sentence saying why a socket was not trusted.
Problem = Callable[[str], None]


def _said(on_problem: Problem | None, message: str) -> None:
    log.warning("%s", message)
    if on_problem is not None:
        on_problem(message)


def folder_problem(folder: Path) -> str | None:
    """Return why ``folder`` is not a place only this user can create files in, or None."""
    try:
        status = os.lstat(folder)
    except OSError as error:
        return f"{folder} cannot be used: {error.strerror or error}"
    if stat.S_ISLNK(status.st_mode):
        return f"{folder} is a link"
    if not stat.S_ISDIR(status.st_mode):
        return f"{folder} is not a folder"
    if status.st_uid != os.getuid():
        return f"{folder} belongs to another user (uid {status.st_uid})"
    if status.st_mode & 0o077:
        return f"{folder} is open to other users (mode {stat.S_IMODE(status.st_mode):o})"
    return None


def _made_private(folder: Path) -> bool:
    """Create ``folder`` (mode 0700) if missing; return whether only this user may use it.

    A folder that cannot be made or closed is logged with the reason; whether it is usable
    anyway is then ``folder_problem``'s answer.
    """
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        status = os.lstat(folder)
        if stat.S_ISDIR(status.st_mode) and status.st_uid == os.getuid():
            os.chmod(folder, 0o700, follow_symlinks=False)
    except (OSError, NotImplementedError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        log.warning(
            "The folder %s for the hand-over socket could not be made private (mode 0700): %s",
            folder,
            reason,
        )
    problem = folder_problem(folder)
    if problem is not None:
        log.warning("Not a place for the hand-over socket: %s", problem)
    return problem is None


def private_folder(data_folder: Path) -> Path | None:
    """Return a folder only this user can create files in, for the socket (Unix), or None.

    The runtime folder if it is this user's and closed to others; else ``run/`` in the data
    folder; else ``starshine-desktop-<uid>`` in the temporary folder: made with mode 0700
    and used only if it is this user's, a real folder and closed to others.
    """
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and Path(runtime).is_absolute() and folder_problem(Path(runtime)) is None:
        return Path(runtime)
    candidates = [
        data_folder / "run",
        Path(tempfile.gettempdir()) / f"starshine-desktop-{os.getuid()}",
    ]
    for folder in candidates:
        if len(os.fsencode(folder)) + 20 <= MAX_SOCKET_PATH and _made_private(folder):
            return folder
    return None


def server_name(data_folder: Path) -> str:
    """Return the socket's name for this user and data folder (``STARSHINE_HOME`` moves it).

    On Unix it is the full path of the socket file in ``private_folder`` (made if missing),
    so whether an instance may be running can be seen without loading ``QtNetwork``; an
    empty name means there is no private place: the app runs without hand-over.
    """
    digest = f"{zlib.crc32(str(data_folder.resolve()).encode('utf-8')):08x}"
    if sys.platform == "win32":
        user = "".join(c for c in os.environ.get("USERNAME", "") if c.isalnum())
        return f"starshine-desktop-{user}-{digest}"
    folder = private_folder(data_folder)
    if folder is None:
        log.warning("No private folder for the hand-over socket: later launches start alone")
        return ""
    return str(folder / f"starshine-desktop-{digest}")


def socket_problem(name: str) -> str | None:
    """Return why the socket file ``name`` is not this user's, or None (Unix; None elsewhere)."""
    if sys.platform == "win32":
        return None
    try:
        status = os.lstat(name)
    except OSError as error:
        return f"{name} cannot be used: {error.strerror or error}"
    if not stat.S_ISSOCK(status.st_mode):
        return f"{name} is not a socket"
    if status.st_uid != os.getuid():
        return f"{name} belongs to another user (uid {status.st_uid})"
    return folder_problem(Path(name).parent)


def may_be_running(name: str, on_problem: Problem | None = None) -> bool:
    """Return whether an instance of this user may listen on ``name``.

    On Unix: its socket file exists and is a socket of this user in a private folder; one
    that is not is ignored and said (``on_problem`` and the log).
    """
    if not name:
        return False
    if sys.platform == "win32":
        return True
    if not os.path.lexists(name):
        return False
    problem = socket_problem(name)
    if problem is not None:
        _said(on_problem, f"The hand-over socket was ignored: {problem}")
        return False
    return True


def peer_uid(descriptor: int) -> int | None:
    """Return the user id of the process at the other end of the Unix socket ``descriptor``.

    ``SO_PEERCRED`` on Linux, ``getpeereid`` on macOS and the BSDs; None where neither
    answers (Windows: not a Unix socket).
    """
    import socket

    if hasattr(socket, "SO_PEERCRED"):
        import struct

        size = struct.calcsize("3i")
        with socket.socket(fileno=os.dup(descriptor)) as peer:
            data = peer.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, size)
        _pid, uid, _gid = struct.unpack("3i", data)
        return int(uid)
    if sys.platform == "win32":
        return None
    import ctypes
    import ctypes.util

    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    uid, gid = ctypes.c_uint32(), ctypes.c_uint32()
    if libc.getpeereid(descriptor, ctypes.byref(uid), ctypes.byref(gid)) != 0:
        return None
    return int(uid.value)


def peer_problem(descriptor: int) -> str | None:
    """Return why the process on a connected socket is not this user's, or None."""
    if sys.platform == "win32":
        return None  # a pipe made with UserAccessOption; its owner is not checked here
    try:
        uid = peer_uid(descriptor)
    except OSError as error:
        return f"its owner cannot be read ({error.strerror or error})"
    if uid is None:
        return "its owner cannot be read"
    if uid != os.getuid():
        return f"the process at its other end belongs to another user (uid {uid})"
    return None


def is_own_live_process(pid: int) -> bool:
    """Return whether process ``pid`` is running and is this user's (on Windows: running)."""
    if pid <= 0:
        return False
    if sys.platform.startswith("linux"):
        try:
            return os.stat(f"/proc/{pid}").st_uid == os.getuid()
        except OSError:
            return False
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        kernel32.CloseHandle(handle)
        return True
    try:
        os.kill(pid, 0)  # no signal sent: only whether it exists and may be signalled
    except PermissionError:
        return False  # another user's
    except OSError:
        return False
    return True


def encode_request(path: Path | str | None) -> bytes:
    """Return the message asking the running instance to raise its window (and open ``path``:
    a campaign's path, or a shared campaign's address as text, never with a password)."""
    if isinstance(path, str):
        return json.dumps({"open": None, "address": path}).encode("utf-8") + b"\n"
    value = None if path is None else str(path.absolute())
    return json.dumps({"open": value}).encode("utf-8") + b"\n"


def decode_request(message: bytes) -> Path | str | None:
    """Return the campaign path (or shared campaign's address, as text) a message asks to
    open (``None``: just raise the window).

    Raises ``ValueError`` for anything that is not such a message.
    """
    data = json.loads(message.decode("utf-8"))
    if not isinstance(data, dict) or "open" not in data:
        raise ValueError("not a Starshine Desktop request")
    address = data.get("address")
    if address is not None:
        if not isinstance(address, str) or not address:
            raise ValueError("the address to open is not text")
        return address
    value = data["open"]
    if value is None:
        return None
    if not isinstance(value, str) or not value:
        raise ValueError("the path to open is not text")
    return Path(value)


def hand_over(
    name: str,
    path: Path | str | None,
    timeout_ms: int = HAND_OVER_TIMEOUT_MS,
    on_problem: Problem | None = None,
) -> bool:
    """Hand ``path`` (or nothing) to the instance listening on ``name``; return whether it took it.

    ``False`` means nobody of this user answered: this launch should start the app itself.
    Nothing is sent to a socket, or a process behind it, that is not this user's
    (``may_be_running``, ``peer_problem``); such a socket is said through ``on_problem``.
    It waits in a local event loop (a ``QCoreApplication`` must exist), not in the blocking
    ``waitFor…`` calls, so a server in the same thread (the self-test's) can answer too.
    """
    if not may_be_running(name, on_problem):
        return False
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    loop = QEventLoop()
    reply = bytearray()

    def send() -> None:
        problem = peer_problem(int(socket.socketDescriptor()))
        if problem is not None:
            _said(on_problem, f"The hand-over socket {name} was ignored: {problem}")
            socket.abort()
            loop.quit()
            return
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
