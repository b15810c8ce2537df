"""The files the app makes beside another (``.partial`` exports and backups, ``.creating``
builds, ``.restoring`` copies) are never opened through a link: a link that takes the name
drawn for one, even at the very moment it is drawn, is passed over and its target untouched."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.storage.backups import list_backups, write_backup
from starshine_desktop.storage.database import open_database
from starshine_desktop.storage.restore import restore_backup
from starshine_desktop.storage.rows import PersonaValues

VICTIM_TEXT = b"Another person's file, which no link may lead the app to write.\n" * 20


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    path = tmp_path / "elsewhere" / "victim.txt"
    path.parent.mkdir()
    path.write_bytes(VICTIM_TEXT)
    return path


def plant_on_draw(
    monkeypatch: pytest.MonkeyPatch, name_for: Callable[[str], Path], victim: Path, size: int
) -> list[Path]:
    """Make a link to ``victim`` at the name built from each of the first three tags of
    ``size`` bytes drawn, just as it is drawn (as if someone had guessed it); return the
    links made."""
    real = os.urandom
    planted: list[Path] = []

    def draw(n: int) -> bytes:
        if n != size or len(planted) == 3:
            return real(n)
        tag = bytes([0xA0 + len(planted)]) * n
        link = name_for(tag.hex())
        link.symlink_to(victim)
        planted.append(link)
        return tag

    monkeypatch.setattr(os, "urandom", draw)
    return planted


def _campaign(path: Path) -> None:
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues("Ada", notes="Kept. " * 100))
    campaign.close()


def test_a_json_export_never_writes_through_a_link_at_its_temporary_name(
    tmp_path: Path, victim: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, out = tmp_path / "c.starshine", tmp_path / "c.json"
    _campaign(path)
    campaign = open_campaign(path, backup_folder=tmp_path / "backups")
    try:
        planted = plant_on_draw(
            monkeypatch, lambda tag: tmp_path / f".c.json.{tag}.partial", victim, 6
        )
        campaign.export_json(out)
    finally:
        campaign.close()
    assert planted and victim.read_bytes() == VICTIM_TEXT
    assert b'"Ada"' in out.read_bytes()


def test_a_copy_or_backup_never_writes_through_a_link_at_its_temporary_name(
    tmp_path: Path, victim: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, copy = tmp_path / "c.starshine", tmp_path / "copies" / "c copy.starshine"
    _campaign(path)
    copy.parent.mkdir()
    campaign = open_campaign(path, backup_folder=tmp_path / "backups")
    try:
        planted = plant_on_draw(
            monkeypatch, lambda tag: copy.parent / f".{copy.name}.{tag}.partial", victim, 8
        )
        campaign.save_copy_as(copy)
    finally:
        campaign.close()
    assert planted and victim.read_bytes() == VICTIM_TEXT
    assert copy.read_bytes().startswith(b"SQLite format 3\0")


def test_a_new_campaign_is_never_built_through_a_link(
    tmp_path: Path, victim: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "c.starshine"
    planted = plant_on_draw(
        monkeypatch, lambda tag: tmp_path / f".c.starshine.{tag}.creating", victim, 8
    )
    create_campaign(path).close()
    assert planted and victim.read_bytes() == VICTIM_TEXT
    assert path.read_bytes().startswith(b"SQLite format 3\0")


def test_a_restore_never_writes_through_a_link(
    tmp_path: Path, victim: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, backups = tmp_path / "c.starshine", tmp_path / "backups"
    _campaign(path)
    database = open_database(path, backup_folder=backups)
    try:
        from datetime import UTC, datetime

        write_backup(database._connection, backups, path, reason="manual", now=datetime.now(UTC))
    finally:
        database.close()
    backup = list_backups(backups, path)[0].path
    planted = plant_on_draw(
        monkeypatch, lambda tag: tmp_path / f".c.starshine.{tag}.restoring", victim, 8
    )
    restore_backup(path, backup, backup_root=backups)
    assert planted and victim.read_bytes() == VICTIM_TEXT
    assert path.read_bytes().startswith(b"SQLite format 3\0")
