"""Common: the files the app makes beside another one, never opened through a link.

Every temporary file the app creates or truncates beside a target (``.partial`` files of
exports and backups, ``.creating`` builds of new campaigns, ``.restoring`` copies) is made
here, by ``create_companion``: under a new random name, created exclusively
(``O_CREAT | O_EXCL``, which refuses any name already there, a symbolic link included, on
every system) and with ``O_NOFOLLOW`` where the system has it. A name already taken (by a
file, a link, or a log SQLite would join to it) is never reused: another is drawn. The file
is then written through that descriptor, or by SQLite, which opens the name that exists and
is, at that moment, this very file (``check_still_ours`` compares before it is published).
The lock file beside a campaign has its own checks (``storage.lock``).

A ``.partial`` file is guarded while its process lives: ``create_companion(guard=True)``
holds a lock on one byte far past its end (``lockf`` on POSIX, ``msvcrt.locking`` on
Windows; the system drops it when the process dies) and keeps its name in a list of this
process's own. A process killed mid-write leaves its ``.partial`` (and SQLite's logs of it)
unguarded; ``remove_abandoned_partials`` deletes such files, each while holding its guard
itself, so a file still being written (by any process, this one included) is never touched.
``.creating`` builds are proven abandoned by their campaign's lock instead
(``storage.database.remove_abandoned_builds``).
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import threading
from dataclasses import dataclass
from pathlib import Path

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.storage.files import NO_FOLLOW

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
try:
    import msvcrt
except ImportError:  # POSIX
    msvcrt = None  # type: ignore[assignment]

SQLITE_SIDECARS = ("-wal", "-shm", "-journal")
"""The files SQLite keeps beside a database: a name with one of these taken is not used."""
_ATTEMPTS = 8
PARTIAL_SUFFIX = ".partial"
GUARD_OFFSET = 1 << 40
"""Where a ``.partial`` file's guard sits: far past any data, and past the bytes SQLite locks."""
PARTIAL_NAME = re.compile(r"\..+\.(?:[0-9a-f]{12}|[0-9a-f]{16})\.partial")
"""A temporary file of a write: ``.<name>.<12 or 16 hex digits>.partial``."""
_ours: set[str] = set()
_ours_lock = threading.Lock()


@dataclass(slots=True)
class Companion:
    """A new file beside ``target``: its ``path`` and a descriptor open for reading and writing."""

    path: Path
    descriptor: int
    identity: os.stat_result
    released: bool = False


def companion_name(target: Path, suffix: str, tag_bytes: int) -> Path:
    """Return a new hidden name beside ``target``: ``.<name>.<hex>{suffix}``."""
    return target.with_name(f".{target.name}.{os.urandom(tag_bytes).hex()}{suffix}")


def create_new(path: Path, mode: int = 0o644) -> int:
    """Create ``path`` exclusively (never through a link) and return it open for writing."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | NO_FOLLOW
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)
    return os.open(path, flags | getattr(os, "O_CLOEXEC", 0), mode)


def create_companion(
    target: Path, suffix: str, *, tag_bytes: int = 8, sidecars: bool = False, guard: bool = False
) -> Companion:
    """Create a new file beside ``target`` under a name nothing else has.

    With ``sidecars`` (a file SQLite will open), a name whose ``-wal``, ``-shm`` or
    ``-journal`` already exists is passed over too, so SQLite never joins or follows one.
    With ``guard`` the file is guarded until ``release`` (a ``.partial`` file).
    """
    for _attempt in range(_ATTEMPTS):
        path = companion_name(target, suffix, tag_bytes)
        if sidecars and any(_taken(Path(f"{path}{end}")) for end in SQLITE_SIDECARS):
            continue
        try:
            descriptor = create_new(path)
        except FileExistsError:
            continue  # a file or a link has that name: draw another
        companion = Companion(path, descriptor, os.fstat(descriptor))
        if not guard:
            return companion
        with _ours_lock:
            _ours.add(str(path))
        if _try_guard(descriptor) and _leads_to(companion):
            return companion
        # A tidying process took the new file for an abandoned one: leave it that, draw again.
        release(companion)
    raise StorageError(
        QT_TRANSLATE_NOOP(
            "Refusal", "Could not make a temporary file beside {name}: every name was taken."
        ),
        name=target.name,
    )


def release(companion: Companion) -> None:
    """Close the companion's descriptor (dropping its guard); it is no longer this process's.

    A second call does nothing (the descriptor's number may belong to another file by then).
    """
    if companion.released:
        return
    companion.released = True
    close_quietly(companion.descriptor)
    with _ours_lock:
        _ours.discard(str(companion.path))


def guard_again(companion: Companion) -> None:
    """Take the guard back after SQLite closed the file (closing drops a process's locks)."""
    if not _try_guard(companion.descriptor):
        raise _replaced(companion)
    check_still_ours(companion)


def _try_guard(descriptor: int) -> bool:
    """Lock the guard byte of ``descriptor`` without waiting; False if another holds it."""
    try:
        if fcntl is not None:
            fcntl.lockf(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, GUARD_OFFSET)
        elif msvcrt is not None:  # pragma: no cover - Windows
            os.lseek(descriptor, GUARD_OFFSET, os.SEEK_SET)
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
            os.lseek(descriptor, 0, os.SEEK_SET)
    except OSError:
        return False
    return True


def _leads_to(companion: Companion) -> bool:
    try:
        status = os.lstat(companion.path)
    except FileNotFoundError:
        return False
    return os.path.samestat(status, companion.identity) and status.st_nlink == 1


def remove_abandoned_partials(folder: Path) -> list[Path]:
    """Delete the ``.partial`` files (and their SQLite logs) killed writes left in ``folder``.

    Each is deleted only while this process holds its guard (so its writer is gone), only
    when it is a regular file with one name reached without a link, and never when it is
    one of this process's own. Returns what was deleted; a folder that cannot be read is
    left as it is.
    """
    try:
        entries = [entry.name for entry in os.scandir(folder)]
    except OSError:
        return []
    groups: dict[str, list[str]] = {}
    for entry in entries:
        base = entry
        for end in SQLITE_SIDECARS:
            if entry.endswith(end):
                base = entry[: -len(end)]
                break
        if PARTIAL_NAME.fullmatch(base):
            groups.setdefault(base, []).append(entry)
    removed: list[Path] = []
    for base, names in sorted(groups.items()):
        main = folder / base
        with _ours_lock:
            if str(main) in _ours:
                continue
        if base in names:
            if not _remove_if_abandoned(main):
                continue
            removed.append(main)
        for name in names:  # the logs of a removed (or already gone) partial file
            if name != base and _is_plain_file(folder / name):
                with contextlib.suppress(FileNotFoundError):
                    (folder / name).unlink()
                    removed.append(folder / name)
    return removed


def _is_plain_file(path: Path) -> bool:
    try:
        status = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISREG(status.st_mode)


def _remove_if_abandoned(path: Path) -> bool:
    flags = os.O_RDWR | NO_FOLLOW | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        seen = os.lstat(path)
        if not stat.S_ISREG(seen.st_mode) or seen.st_nlink != 1:
            return False  # a link or anything else under such a name is not ours to remove
        descriptor = os.open(path, flags | getattr(os, "O_BINARY", 0))
    except OSError:
        return False
    try:
        if not os.path.samestat(os.fstat(descriptor), seen) or not _try_guard(descriptor):
            return False  # its writer is alive
        if os.name == "nt":  # pragma: no cover - Windows cannot delete an open file
            close_quietly(descriptor)
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        return True
    finally:
        close_quietly(descriptor)


def _taken(path: Path) -> bool:
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False
    return True


def check_still_ours(companion: Companion) -> None:
    """Raise ``StorageError`` unless the name still leads to the file created (one name)."""
    if not _leads_to(companion):
        raise _replaced(companion)


def _replaced(companion: Companion) -> StorageError:
    return StorageError(
        QT_TRANSLATE_NOOP(
            "Refusal",
            "The temporary file {name} was replaced or removed while it was written; "
            "nothing was published.",
        ),
        name=companion.path.name,
    )


def close_quietly(descriptor: int) -> None:
    """Close ``descriptor``, ignoring a second close."""
    with contextlib.suppress(OSError):
        os.close(descriptor)
