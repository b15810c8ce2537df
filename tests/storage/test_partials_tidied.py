"""Temporary files do not accumulate: the ``.partial`` files a killed export, backup or
Markdown export left (beside the target, in the backups folder, in the vault) are removed by
the next run of the same operation, each only while holding the guard that proves its
writer is gone; a ``.partial`` file still being written is left alone."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from starshine_desktop.commands import run
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.storage.backups import campaign_folder
from starshine_desktop.storage.rows import PersonaValues

#: The temporary files of writes: ``.<name>.<12 or 16 hex digits>.partial``.
PARTIAL_NAME = re.compile(r"\..+\.(?:[0-9a-f]{12}|[0-9a-f]{16})\.partial")
#: A child that starts a real write and stops halfway: it prints "ready" and waits.
STOPPED_WRITE = textwrap.dedent(
    """
    import os, sys, time
    from pathlib import Path
    kind, target = sys.argv[1], Path(sys.argv[2])

    def stop_here():
        print("ready", flush=True)
        time.sleep(600)

    if kind == "json":
        from starshine_desktop.services.exchange import write_atomically

        def pieces():
            yield b'{"format": '
            stop_here()

        write_atomically(target, pieces())
    else:  # a verified copy (a backup): stopped at its check, the copy written
        import sqlite3
        from starshine_desktop.storage import backups

        def check(connection):
            stop_here()

        backups.quick_check = check
        source = sqlite3.connect(sys.argv[3])
        backups.write_verified_copy(source, target, replace=False)
    """
)


def _stopped(kind: str, target: Path, *more: str) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, "-c", STOPPED_WRITE, kind, str(target), *more],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None and child.stdout.readline() == "ready\n"
    return child


def _killed(kind: str, target: Path, *more: str) -> None:
    child = _stopped(kind, target, *more)
    child.send_signal(signal.SIGKILL)
    child.wait()


def _partials(folder: Path) -> list[str]:
    """The temporary files in ``folder`` and SQLite's logs of them."""
    found = []
    for entry in folder.iterdir():
        base = entry.name
        for end in ("-journal", "-wal", "-shm"):
            base = base.removesuffix(end)
        if PARTIAL_NAME.fullmatch(base):
            found.append(entry.name)
    return sorted(found)


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "Voyage.starshine"
    opened = create_campaign(path)
    opened.personae.add_persona(PersonaValues("Ada", notes="Notes. " * 100))
    opened.close()
    yield path


def test_a_killed_exports_partial_file_is_removed_by_the_next_export(
    campaign: Path, tmp_path: Path
) -> None:
    out = tmp_path / "exports" / "Voyage.json"
    out.parent.mkdir()
    _killed("json", out)
    assert len(_partials(out.parent)) == 1  # the killed process could not tidy up

    assert run(["export", str(campaign), str(out)]) == 0
    assert _partials(out.parent) == []
    assert sorted(entry.name for entry in out.parent.iterdir()) == ["Voyage.json"]


def test_a_partial_file_still_being_written_is_left_alone(campaign: Path, tmp_path: Path) -> None:
    out = tmp_path / "exports" / "Voyage.json"
    out.parent.mkdir()
    writing = _stopped("json", out)
    try:
        live = _partials(out.parent)
        assert len(live) == 1
        assert run(["export", str(campaign), str(out)]) == 0
        assert _partials(out.parent) == live  # its writer lives: not touched
    finally:
        writing.send_signal(signal.SIGKILL)
        writing.wait()
    assert run(["export", str(campaign), str(out)]) == 0
    assert _partials(out.parent) == []


def test_a_killed_backups_partial_file_is_removed_by_the_next_backup(
    campaign: Path, tmp_path: Path
) -> None:
    root = tmp_path / "backups"
    folder = campaign_folder(root, campaign)
    folder.mkdir(parents=True)
    _killed("copy", folder / "20260101T000000000000Z-open.starshine", str(campaign))
    left = _partials(folder)
    assert left and left[0].endswith(".partial")

    opened = open_campaign(campaign, backup_folder=root)  # the routine backup on opening
    try:
        opened.personae.add_persona(PersonaValues("Bea"))
    finally:
        opened.close()
    assert _partials(folder) == []


def test_a_killed_markdown_exports_partial_file_is_removed_by_the_next_one(
    campaign: Path, tmp_path: Path
) -> None:
    vault = tmp_path / "vault"
    assert run(["export-markdown", str(campaign), str(vault)]) == 0
    notes = sorted(vault.rglob("*.md"))
    note = next(path for path in notes if path.name == "Ada.md")
    _killed("json", note)  # as a killed run leaves it: the note itself is as it was
    assert len(_partials(note.parent)) == 1

    assert run(["export-markdown", str(campaign), str(vault)]) == 0  # nothing changed
    assert _partials(note.parent) == []
    assert sorted(vault.rglob("*.md")) == notes


def test_this_processs_own_partial_file_and_links_named_like_one_are_left_alone(
    tmp_path: Path,
) -> None:
    from starshine_desktop.storage.companions import (
        create_companion,
        release,
        remove_abandoned_partials,
    )

    own = create_companion(tmp_path / "Voyage.json", ".partial", tag_bytes=6, guard=True)
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("kept")
    link = tmp_path / ".Voyage.json.0123456789ab.partial"
    link.symlink_to(elsewhere)
    try:
        assert remove_abandoned_partials(tmp_path) == []  # a thread of this process writes it
        assert own.path.exists() and link.is_symlink() and elsewhere.read_text() == "kept"
    finally:
        release(own)
    assert remove_abandoned_partials(tmp_path) == [own.path]
    assert link.is_symlink() and elsewhere.read_text() == "kept"
