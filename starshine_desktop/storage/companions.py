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
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.storage.files import NO_FOLLOW

#: The files SQLite keeps beside a database: a name with one of these taken is not used.
SQLITE_SIDECARS = ("-wal", "-shm", "-journal")
_ATTEMPTS = 8


@dataclass(frozen=True, slots=True)
class Companion:
    """A new file beside ``target``: its ``path`` and a descriptor open for reading and writing."""

    path: Path
    descriptor: int
    identity: os.stat_result


def companion_name(target: Path, suffix: str, tag_bytes: int) -> Path:
    """Return a new hidden name beside ``target``: ``.<name>.<hex>{suffix}``."""
    return target.with_name(f".{target.name}.{os.urandom(tag_bytes).hex()}{suffix}")


def create_new(path: Path, mode: int = 0o644) -> int:
    """Create ``path`` exclusively (never through a link) and return it open for writing."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | NO_FOLLOW
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)
    return os.open(path, flags | getattr(os, "O_CLOEXEC", 0), mode)


def create_companion(
    target: Path, suffix: str, *, tag_bytes: int = 8, sidecars: bool = False
) -> Companion:
    """Create a new file beside ``target`` under a name nothing else has.

    With ``sidecars`` (a file SQLite will open), a name whose ``-wal``, ``-shm`` or
    ``-journal`` already exists is passed over too, so SQLite never joins or follows one.
    """
    for _attempt in range(_ATTEMPTS):
        path = companion_name(target, suffix, tag_bytes)
        if sidecars and any(_taken(Path(f"{path}{end}")) for end in SQLITE_SIDECARS):
            continue
        try:
            descriptor = create_new(path)
        except FileExistsError:
            continue  # a file or a link has that name: draw another
        return Companion(path, descriptor, os.fstat(descriptor))
    raise StorageError(
        QT_TRANSLATE_NOOP(
            "Refusal", "Could not make a temporary file beside {name}: every name was taken."
        ),
        name=target.name,
    )


def _taken(path: Path) -> bool:
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False
    return True


def check_still_ours(companion: Companion) -> None:
    """Raise ``StorageError`` unless the name still leads to the file created (one name)."""
    try:
        status = os.lstat(companion.path)
    except FileNotFoundError:
        status = None
    if status is None or not os.path.samestat(status, companion.identity) or status.st_nlink != 1:
        raise StorageError(
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
