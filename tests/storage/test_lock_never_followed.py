"""The lock file ``<campaign>.lock`` is never followed: a link, a hard link or anything that is
not a lock in its place is refused before a byte is written, naming the lock file and what it
is (export, import and the window's open all take the lock the same way)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from starshine_desktop.commands import run
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.exchange import dumps
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.storage.lock import MAX_LOCK_BYTES, acquire, lock_path
from starshine_desktop.storage.rows import PersonaValues


def _campaign(path: Path, persona: str) -> bytes:
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues(persona, notes="Kept whole. " * 50))
    campaign.close()
    return path.read_bytes()


def _symlink_to_itself(folder: Path, campaign: Path, other: Path) -> str:
    lock_path(campaign).symlink_to(campaign.name)
    return f"is a symbolic link to {campaign.name}"


def _symlink_to_other(folder: Path, campaign: Path, other: Path) -> str:
    lock_path(campaign).symlink_to(other)
    return f"is a symbolic link to {other}"


def _dangling_symlink(folder: Path, campaign: Path, other: Path) -> str:
    lock_path(campaign).symlink_to(folder / "made-through-the-link")
    return "is a symbolic link to"


def _hard_link_to_other(folder: Path, campaign: Path, other: Path) -> str:
    os.link(other, lock_path(campaign))
    return "is one of 2 names of the same file (a hard link)"


def _folder(folder: Path, campaign: Path, other: Path) -> str:
    lock_path(campaign).mkdir()
    return "is a folder, not a file"


def _fifo(folder: Path, campaign: Path, other: Path) -> str:
    os.mkfifo(lock_path(campaign))
    return "is a named pipe (FIFO), not a file"


def _oversized(folder: Path, campaign: Path, other: Path) -> str:
    lock_path(campaign).write_bytes(b"{}" * MAX_LOCK_BYTES)
    return f"is {2 * MAX_LOCK_BYTES} bytes long, more than a lock holds"


def _other_text(folder: Path, campaign: Path, other: Path) -> str:
    lock_path(campaign).write_bytes(b"Shopping list: bread, milk")
    return "is a file holding other text"


PLANTS: dict[str, Callable[[Path, Path, Path], str]] = {
    "symlink to the campaign": _symlink_to_itself,
    "symlink to another campaign": _symlink_to_other,
    "dangling symlink": _dangling_symlink,
    "hard link to another campaign": _hard_link_to_other,
    "folder": _folder,
    "fifo": _fifo,
    "oversized": _oversized,
    "other text": _other_text,
}


def _state(folder: Path) -> dict[str, bytes | str]:
    """Every entry of ``folder``: a link's target, a folder's mark, a file's bytes."""
    found: dict[str, bytes | str] = {}
    for entry in sorted(folder.iterdir()):
        if entry.is_symlink():
            found[entry.name] = f"-> {os.readlink(entry)}"
        elif entry.is_dir():
            found[entry.name] = "folder"
        elif entry.is_fifo():
            found[entry.name] = "fifo"
        else:
            found[entry.name] = entry.read_bytes()
    return found


@pytest.mark.parametrize("plant", list(PLANTS))
def test_export_refuses_a_lock_that_is_not_a_lock_and_writes_nothing(
    tmp_path: Path, plant: str, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign, other = tmp_path / "c.starshine", tmp_path / "other.starshine"
    _campaign(campaign, "Ada")
    _campaign(other, "Bea")
    said = PLANTS[plant](tmp_path, campaign, other)
    before = _state(tmp_path)

    status = run(["export", str(campaign), str(tmp_path / "out" / "c.json")])

    error = capsys.readouterr().err
    assert status == 2
    assert error.count("\n") == 1 and "Traceback" not in error
    assert f"The lock file {lock_path(campaign)} {said}" in error
    assert "Nothing was changed" in error
    assert _state(tmp_path) == before  # both campaigns and the planted entry, byte for byte


@pytest.mark.parametrize("plant", list(PLANTS))
def test_import_refuses_a_lock_that_is_not_a_lock_and_writes_nothing(
    tmp_path: Path, plant: str, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "other.starshine"
    _campaign(other, "Bea")
    source = tmp_path / "in.json"
    from starshine_desktop.services.exchange import export_campaign

    opened = open_campaign(other)
    try:
        source.write_bytes(dumps(export_campaign(opened._database)))
    finally:
        opened.close()
    campaign = tmp_path / "c.starshine"
    said = PLANTS[plant](tmp_path, campaign, other)
    before = _state(tmp_path)

    status = run(["import", str(source), str(campaign)])

    error = capsys.readouterr().err
    assert status == 2
    assert f"The lock file {lock_path(campaign)} {said}" in error
    assert _state(tmp_path) == before


@pytest.mark.parametrize("plant", list(PLANTS))
def test_opening_in_the_window_refuses_a_lock_that_is_not_a_lock(
    tmp_path: Path, plant: str
) -> None:
    campaign, other = tmp_path / "c.starshine", tmp_path / "other.starshine"
    _campaign(campaign, "Ada")
    _campaign(other, "Bea")
    said = PLANTS[plant](tmp_path, campaign, other)
    before = _state(tmp_path)
    with pytest.raises(StorageError) as refused:
        open_campaign(campaign, backup_folder=tmp_path.parent / f"{tmp_path.name}-backups")
    assert f"The lock file {lock_path(campaign)} {said}" in str(refused.value)
    assert _state(tmp_path) == before


def test_a_lock_made_a_link_after_the_look_is_still_not_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``O_NOFOLLOW`` holds even when the link appears between the look and the open."""
    campaign, other = tmp_path / "c.starshine", tmp_path / "other.starshine"
    before = _campaign(other, "Bea")
    real_lstat = os.lstat

    def look_then_plant(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if Path(str(path)) == lock_path(campaign) and not lock_path(campaign).is_symlink():
            try:
                return real_lstat(path)  # type: ignore[arg-type]
            finally:
                lock_path(campaign).symlink_to(other)
        return real_lstat(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "lstat", look_then_plant)
    with pytest.raises(StorageError, match="is a symbolic link to"):
        acquire(campaign)
    assert other.read_bytes() == before
