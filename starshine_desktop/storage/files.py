"""Common: read a whole input file safely: only a regular file, only up to a size limit.

Every reader of a file a person names (campaign JSON, Persona files, scenarios) goes through
``read_limited``. It opens without waiting (a named pipe cannot hang it), refuses anything
that is not a regular file (a folder, a pipe, ``/dev/zero``) and a file over the limit by its
size before reading, and stops reading one that grows past the limit while being read.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP

NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)
"""``os.open`` flag that refuses to follow a symbolic link as the last part of a path (0 on
Windows, which has none: callers there check with ``os.lstat`` first)."""
SCENARIO_MAX_BYTES = 64 * 1024 * 1024
"""The largest scenario file read (replay, print --scenario, File › Print from a scenario)."""
_CHUNK = 1024 * 1024


class NotARegularFileError(OSError):
    """The path names a folder, a named pipe, a device …, not a file to read."""


class FileTooLargeError(OSError):
    """The file is larger than the reader's limit; it was not read."""

    def __init__(self, path: Path, limit: int) -> None:
        super().__init__(
            errno.EFBIG, f"it is larger than {_describe(limit)}, the most this reads", str(path)
        )
        self.limit = limit


def _describe(limit: int) -> str:
    mib = limit / (1024 * 1024)
    return f"{mib:g} MiB" if mib >= 1 else f"{limit} bytes"


def kind_of(mode: int) -> str | None:
    """Return what a non-regular file is ("a folder", "a named pipe (FIFO)" …), else None.

    The answer is a phrase marked for translation (context ``Refusal``).
    """
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return QT_TRANSLATE_NOOP("Refusal", "a folder")
    if stat.S_ISFIFO(mode):
        return QT_TRANSLATE_NOOP("Refusal", "a named pipe (FIFO)")
    if stat.S_ISSOCK(mode):
        return QT_TRANSLATE_NOOP("Refusal", "a socket")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return QT_TRANSLATE_NOOP("Refusal", "a device")
    return QT_TRANSLATE_NOOP("Refusal", "not a regular file")


def read_limited(path: Path, limit: int) -> bytes:
    """Return the bytes of the regular file ``path``, refusing one larger than ``limit``.

    Raises ``NotARegularFileError`` or ``FileTooLargeError`` (both ``OSError``, with
    ``strerror`` saying why) before reading anything, or ``OSError`` from the system.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    try:
        status = os.fstat(descriptor)
        kind = kind_of(status.st_mode)
        if kind is not None:
            raise NotARegularFileError(errno.EINVAL, f"it is {kind}, not a file", str(path))
        if status.st_size > limit:
            raise FileTooLargeError(path, limit)
        chunks: list[bytes] = []
        total = 0
        while True:
            # Asking for no more than the file has left (and one byte, to see its end): a
            # read allocates all it asks for, 1 MiB at once several times a small file.
            left = max(status.st_size - total, 0) + 1
            chunk = os.read(descriptor, min(_CHUNK, left, limit + 1 - total) or 1)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:
                raise FileTooLargeError(path, limit)
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)
