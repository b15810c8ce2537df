"""A real read-only drive for tests: a small tmpfs, filled while writable, then remounted ro.

Root ignores permission bits, so a read-only folder made with ``chmod`` would still be
written; a read-only mount stops root too. Mounting needs root (CAP_SYS_ADMIN); where it
is not permitted the test is skipped with the reason.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest


class Drive:
    """A mounted tmpfs folder that a test fills and then makes read-only."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def _remount(self, mode: str) -> None:
        subprocess.run(
            ["mount", "-o", f"remount,{mode}", str(self.folder)],
            check=True,
            capture_output=True,
        )

    def make_read_only(self) -> None:
        """Remount the drive read-only (every file on it must be closed)."""
        self._remount("ro")

    def make_writable(self) -> None:
        """Remount the drive read-write."""
        self._remount("rw")


def listing(folder: Path) -> list[tuple[str, int]]:
    """Return every file and folder under ``folder`` with its size (folders size 0)."""
    found = []
    for root, folders, files in os.walk(folder):
        for name in folders:
            found.append((os.path.relpath(Path(root) / name, folder), 0))
        for name in files:
            path = Path(root) / name
            found.append((os.path.relpath(path, folder), path.stat().st_size))
    return sorted(found)


def mount_drive(folder: Path) -> Iterator[Drive]:
    """Mount an 8 MB tmpfs at ``folder`` for the test, unmounting it always afterwards."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("mounting a read-only tmpfs needs root (CAP_SYS_ADMIN)")
    folder.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(folder)],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        pytest.skip(f"mounting a tmpfs is not permitted here: {result.stderr.strip()}")
    try:
        yield Drive(folder)
    finally:
        if subprocess.run(["umount", str(folder)], capture_output=True).returncode != 0:
            subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def use_private_temp(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the temporary folder at ``folder``, to see what is left in it."""
    folder.mkdir(parents=True, exist_ok=True)
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder
