"""Common: one writer per campaign: a lock file beside it naming the process that holds it.

The lock file ``<campaign>.lock`` is opened (created if missing, never truncated before it
is held) and then locked by the operating system: an advisory ``flock`` on POSIX systems, a
byte-range lock (``msvcrt.locking``, far past the text) on Windows. The holder then writes its
process id and host name into it as JSON, for the message a second instance shows. The
system drops the lock the moment its process dies, so a lock file left by a killed process
is simply taken over: nothing asks whether a process id is alive (no ``os.kill`` probe,
which Windows lacks and a reused id would fool), and nothing needs hard links (which FAT
and exFAT drives, such as most USB sticks, do not have). ``flock`` belongs to one opened
file, so a second open in the same process is refused like one in another process.

The lock file is never followed and never taken on trust: it is opened with ``O_NOFOLLOW``
and must be a regular file with one name (no hard link), no longer than ``MAX_LOCK_BYTES``,
holding a lock's text (or nothing, or the zeros a power cut leaves). Anything else in its
place (a symbolic link, to the campaign or to another file; a hard link; a folder, a named
pipe or a device; a large or foreign file) is refused before a byte is written, naming the
lock file and what it is; opening is non-blocking, so a pipe cannot hang the app. Windows has
no ``O_NOFOLLOW``: there a link (a reparse point) is refused by ``os.lstat`` before the open,
and the opened file must be the one ``lstat`` saw (``os.path.samestat``), the check
``CreateFile``'s ``FILE_FLAG_OPEN_REPARSE_POINT`` would make.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.storage.errors import CampaignLockedError, StorageError, phrase
from starshine_desktop.storage.files import NO_FOLLOW, kind_of

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
try:
    import msvcrt
except ImportError:  # POSIX
    msvcrt = None  # type: ignore[assignment]

LOCK_SUFFIX = ".lock"
WINDOWS_LOCK_OFFSET = 1 << 30
"""Where the Windows byte-range lock sits: past any text, so the holder's name stays readable."""
MAX_LOCK_BYTES = 4096
"""Size limit of a lock file's text; anything longer is not a lock this app wrote."""
_ATTEMPTS = 5


@dataclass(frozen=True, slots=True)
class LockInfo:
    """Who holds (or held) a campaign's lock."""

    pid: int
    host: str


def lock_path(campaign: Path) -> Path:
    """Return the lock file of ``campaign``."""
    return campaign.with_name(f"{campaign.name}{LOCK_SUFFIX}")


def this_host() -> str:
    """Return this computer's name as written into lock files (the ``gethostname`` name)."""
    if hasattr(os, "uname"):  # the same name, without importing socket at start-up
        return os.uname().nodename or "this computer"
    import socket  # pragma: no cover - Windows

    return socket.gethostname() or "this computer"  # pragma: no cover - Windows


def _parse_info(data: bytes) -> LockInfo | None:
    try:
        parsed = json.loads(data.decode("utf-8"))
    except ValueError:
        return None
    if not isinstance(parsed, dict):
        return None
    pid, host = parsed.get("pid"), parsed.get("host")
    if type(pid) is not int or not isinstance(host, str):
        return None
    return LockInfo(pid, host)


def read_lock_info(path: Path) -> LockInfo | None:
    """Return what a lock file says, or None if it is unreadable, not a file or not a lock."""
    try:
        descriptor = _open_existing(path)
    except (OSError, StorageError):
        return None
    try:
        return _parse_info(_read_all(descriptor))
    finally:
        os.close(descriptor)


def _read_all(descriptor: int) -> bytes:
    os.lseek(descriptor, 0, os.SEEK_SET)
    return os.read(descriptor, MAX_LOCK_BYTES + 1)


def _open_flags(create: bool) -> int:
    flags = os.O_RDWR | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)
    flags |= getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | NO_FOLLOW
    if create:
        flags |= os.O_CREAT
    return flags


def _not_a_lock_file(path: Path, kind: str | Refusal) -> StorageError:
    return StorageError(
        QT_TRANSLATE_NOOP(
            "Refusal",
            "The lock file {path} is {kind}, not a file; Starshine Desktop cannot use it. "
            "Remove it and try again. Nothing was changed.",
        ),
        path=str(path),
        kind=phrase(kind),
    )


def _not_a_lock(path: Path, what: Refusal) -> StorageError:
    return StorageError(
        QT_TRANSLATE_NOOP(
            "Refusal",
            "The lock file {path} is {what}, not a lock of Starshine Desktop; it was left as "
            "it is. Remove it and try again. Nothing was changed.",
        ),
        path=str(path),
        what=what,
    )


def _a_link(path: Path) -> StorageError:
    try:
        target = os.readlink(path)
    except OSError:
        target = "?"
    return _not_a_lock_file(
        path, Refusal(QT_TRANSLATE_NOOP("Refusal", "a symbolic link to {target}"), target=target)
    )


def _refuse_what_is_there(path: Path) -> os.stat_result | None:
    """Refuse a link, folder, pipe … at ``path`` before any open; return what ``lstat`` saw."""
    try:
        status = os.lstat(path)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(status.st_mode) or getattr(status, "st_reparse_tag", None):
        raise _a_link(path)
    kind = kind_of(status.st_mode)
    if kind is not None:
        raise _not_a_lock_file(path, kind)
    return status


def _is_lock_text(data: bytes) -> bool:
    """Return True for a lock's text, nothing, or the zeros a power cut leaves in a file."""
    return not data.strip(b"\0") or _parse_info(data) is not None


def _checked(descriptor: int, path: Path, seen: os.stat_result | None) -> int:
    """Return ``descriptor`` if it is a lock file; close it and refuse it otherwise.

    Nothing has been written yet: a lock file is only written once it has passed.
    """
    try:
        status = os.fstat(descriptor)
        kind = kind_of(status.st_mode)
        if kind is not None:
            raise _not_a_lock_file(path, kind)
        if NO_FOLLOW == 0 and seen is not None and not os.path.samestat(seen, status):
            raise _a_link(path)  # pragma: no cover - Windows: swapped after lstat
        if status.st_nlink != 1:
            raise _not_a_lock(
                path,
                Refusal(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "one of {links} names of the same file (a hard link)"
                    ),
                    links=status.st_nlink,
                ),
            )
        if status.st_size > MAX_LOCK_BYTES:
            raise _not_a_lock(
                path,
                Refusal(
                    QT_TRANSLATE_NOOP("Refusal", "{size} bytes long, more than a lock holds"),
                    size=status.st_size,
                ),
            )
        if not _is_lock_text(_read_all(descriptor)):
            raise _not_a_lock(
                path, Refusal(QT_TRANSLATE_NOOP("Refusal", "a file holding other text"))
            )
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def _open_lock(path: Path, *, create: bool) -> int:
    """Open the lock file ``path`` (creating it if ``create``) without following any link."""
    seen = _refuse_what_is_there(path)
    try:
        descriptor = os.open(path, _open_flags(create=create and seen is None), 0o644)
    except OSError as error:
        if error.errno == errno.ELOOP:  # a link put there after the look
            raise _a_link(path) from None
        raise
    return _checked(descriptor, path, seen)


def _open_existing(path: Path) -> int:
    return _open_lock(path, create=False)


def _open_or_create(path: Path) -> int:
    return _open_lock(path, create=True)


def _try_lock(descriptor: int) -> bool:
    """Take the system's lock on ``descriptor`` without waiting; return False if it is held."""
    if fcntl is not None:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError as error:  # a file system without locks: say so, never guess
            raise StorageError(
                QT_TRANSLATE_NOOP("Refusal", "The lock file cannot be locked here: {error}"),
                error=error,
            ) from error
        return True
    if msvcrt is not None:  # pragma: no cover - Windows
        os.lseek(descriptor, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    raise StorageError(
        QT_TRANSLATE_NOOP(
            "Refusal", "This system offers no file locks; campaigns cannot be opened safely."
        )
    )


def _unlock(descriptor: int) -> None:
    if fcntl is not None:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
    elif msvcrt is not None:  # pragma: no cover - Windows
        os.lseek(descriptor, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)


def _same_file(descriptor: int, path: Path) -> bool:
    try:
        return os.path.samestat(os.fstat(descriptor), os.stat(path))
    except FileNotFoundError:
        return False


def _write_info(descriptor: int, info: LockInfo) -> None:
    # Not synced: the text only names the holder in a message; the system's lock is what
    # keeps a second writer out, and after a crash the file is stale whatever it says.
    payload = json.dumps({"pid": info.pid, "host": info.host}).encode("utf-8")
    os.ftruncate(descriptor, 0)
    os.lseek(descriptor, 0, os.SEEK_SET)
    os.write(descriptor, payload)


class CampaignLock:
    """The held lock of one campaign; ``release()`` removes the lock file."""

    def __init__(self, path: Path, descriptor: int, stale: LockInfo | None) -> None:
        self.path = path
        self._descriptor: int | None = descriptor
        self.replaced_stale = stale
        """The owner of a stale lock this one replaced (a process that died), if any."""

    @property
    def held(self) -> bool:
        """Return True until the lock is released."""
        return self._descriptor is not None

    def release(self) -> None:
        """Remove the lock file and drop the system's lock (twice is harmless).

        The file is removed while still locked, so whoever opens it meanwhile finds, once it
        holds the lock, that the name no longer leads to it, and starts again.
        """
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        try:
            if _same_file(descriptor, self.path):
                with contextlib.suppress(FileNotFoundError, PermissionError):
                    self.path.unlink()
        finally:
            with contextlib.suppress(OSError):
                _unlock(descriptor)
            os.close(descriptor)


def _holder(descriptor: int) -> LockInfo | None:
    """Read who holds a lock; its holder writes its name just after locking, so wait a little."""
    for _attempt in range(20):
        info = _parse_info(_read_all(descriptor))
        if info is not None:
            return info
        time.sleep(0.005)
    return None


def is_abandoned(lock_file: Path) -> bool:
    """Return True if no living process holds ``lock_file`` (or it is gone)."""
    try:
        descriptor = _open_existing(lock_file)
    except FileNotFoundError:
        return True
    except (OSError, StorageError):
        return False
    try:
        if _try_lock(descriptor):
            with contextlib.suppress(OSError):
                _unlock(descriptor)
            return True
        return False
    finally:
        os.close(descriptor)


def acquire(campaign: Path) -> CampaignLock:
    """Take the campaign's lock or raise ``CampaignLockedError`` naming its holder.

    A lock file nobody holds (left by a process that died) is taken over, and the process
    named in it is kept in ``replaced_stale``. A lock file that is not a regular file raises
    ``StorageError`` at once.
    """
    path = lock_path(campaign)
    mine = LockInfo(os.getpid(), this_host())
    for _attempt in range(_ATTEMPTS):
        try:
            descriptor = _open_or_create(path)
        except FileNotFoundError:
            continue  # removed between our look and our open: look again
        except OSError as error:
            raise StorageError(
                QT_TRANSLATE_NOOP("Refusal", "Could not take the lock {name}: {error}"),
                name=path.name,
                error=error,
            ) from error
        try:
            if not _try_lock(descriptor):
                owner = _holder(descriptor)
                if owner is None:
                    unknown = QT_TRANSLATE_NOOP("Refusal", "an unknown computer")
                    raise CampaignLockedError(campaign, 0, unknown)
                raise CampaignLockedError(campaign, owner.pid, owner.host)
            if not _same_file(descriptor, path):  # released and removed meanwhile
                os.close(descriptor)
                continue
            previous = _read_all(descriptor)
            stale = _parse_info(previous) if previous else None
            _write_info(descriptor, mine)
        except BaseException:
            with contextlib.suppress(OSError):
                os.close(descriptor)
            raise
        return CampaignLock(path, descriptor, stale)
    raise StorageError(
        QT_TRANSLATE_NOOP(
            "Refusal", "Could not take the lock {name}: it kept changing; try again."
        ),
        name=path.name,
    )
