"""One writer per campaign: a lock file beside the campaign naming the process that holds it.

The lock file ``<campaign>.lock`` is created atomically (written under a temporary name,
then hard-linked into place, so it is never seen half written) and holds the owner's process
id and host name as JSON. While the campaign is open the owner also holds an advisory
``flock`` on it; the operating system drops that the moment the process dies, so a lock left
by a killed process is recognised as stale even if its process id has been reused. Where
``fcntl`` is missing, a lock is stale when its host is this host and its process is gone.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from starshine_desktop.storage.errors import CampaignLockedError, StorageError

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

LOCK_SUFFIX = ".lock"
_ATTEMPTS = 3


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


def process_is_alive(pid: int) -> bool:
    """Return True if a process with ``pid`` exists on this computer."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def read_lock_info(path: Path) -> LockInfo | None:
    """Return what a lock file says, or None if it is unreadable or not a lock."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    pid, host = data.get("pid"), data.get("host")
    if type(pid) is not int or not isinstance(host, str):
        return None
    return LockInfo(pid, host)


def _try_flock(file: IO[bytes]) -> bool:
    """Take the advisory lock on ``file`` without waiting; return False if it is held."""
    if fcntl is None:  # pragma: no cover - Windows
        return True
    try:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _same_file(file: IO[bytes], path: Path) -> bool:
    try:
        return os.path.samestat(os.fstat(file.fileno()), os.stat(path))
    except FileNotFoundError:
        return False


class CampaignLock:
    """The held lock of one campaign; ``release()`` removes the lock file."""

    def __init__(self, path: Path, file: IO[bytes], stale: LockInfo | None) -> None:
        self.path = path
        self._file: IO[bytes] | None = file
        #: The owner of a stale lock this one replaced (a process that died), if any.
        self.replaced_stale = stale

    @property
    def held(self) -> bool:
        """Return True until the lock is released."""
        return self._file is not None

    def release(self) -> None:
        """Remove the lock file and drop the advisory lock (twice is harmless)."""
        file, self._file = self._file, None
        if file is None:
            return
        try:
            if _same_file(file, self.path):
                with contextlib.suppress(FileNotFoundError):
                    self.path.unlink()
        finally:
            file.close()


def _create(path: Path, info: LockInfo) -> IO[bytes] | None:
    """Create the lock file atomically with ``info``; return it opened, or None if it exists."""
    temporary = path.with_name(f".{path.name}.{os.urandom(6).hex()}.tmp")
    payload = json.dumps({"pid": info.pid, "host": info.host}).encode("utf-8")
    with temporary.open("wb") as handle:
        handle.write(payload)
        handle.flush()
        os.fsync(handle.fileno())
    try:
        try:
            os.link(temporary, path)
        except FileExistsError:
            return None
        file = path.open("rb")
        if not _try_flock(file):  # someone replaced it between link and open
            file.close()
            return None
        return file
    finally:
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()


def _stale_owner(path: Path) -> tuple[bool, LockInfo | None, IO[bytes] | None]:
    """Look at an existing lock: (stale?, its owner, the file held open if stale)."""
    try:
        file = path.open("rb")
    except FileNotFoundError:
        return True, None, None
    info = read_lock_info(path)
    if fcntl is not None:
        if _try_flock(file):
            return True, info, file
        file.close()
        return False, info, None
    file.close()  # pragma: no cover - Windows
    alive = info is None or info.host != this_host() or process_is_alive(info.pid)
    return (not alive), info, None  # pragma: no cover - Windows


def is_abandoned(lock_file: Path) -> bool:
    """Return True if no living process holds ``lock_file`` (or it is gone)."""
    stale, _owner, held = _stale_owner(lock_file)
    if held is not None:
        held.close()
    return stale


def acquire(campaign: Path) -> CampaignLock:
    """Take the campaign's lock or raise ``CampaignLockedError`` naming its holder."""
    path = lock_path(campaign)
    mine = LockInfo(os.getpid(), this_host())
    stale: LockInfo | None = None
    for _attempt in range(_ATTEMPTS):
        file = _create(path, mine)
        if file is not None:
            return CampaignLock(path, file, stale)
        is_stale, owner, held = _stale_owner(path)
        if not is_stale:
            if owner is None:
                raise CampaignLockedError(campaign, 0, "an unknown computer")
            raise CampaignLockedError(campaign, owner.pid, owner.host)
        stale = owner or stale
        try:
            if held is not None and _same_file(held, path):
                path.unlink()
        finally:
            if held is not None:
                held.close()
    raise StorageError(f"Could not take the lock {path.name}: it kept changing; try again.")
