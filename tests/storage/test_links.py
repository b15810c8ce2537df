"""One writer however the file is reached: symbolic links lead to the real file's lock, and a
file with more than one name (hard links) is never opened for writing."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.storage.errors import CampaignLockedError, ReadOnlyCampaignError
from starshine_desktop.storage.lock import lock_path
from starshine_desktop.storage.rows import PersonaValues


def test_a_symbolic_link_to_an_open_campaign_is_refused_by_the_real_files_lock(
    tmp_path: Path,
) -> None:
    real = tmp_path / "real" / "Voyage.starshine"
    real.parent.mkdir()
    link = tmp_path / "Link.starshine"
    link.symlink_to(real)
    linked_folder = tmp_path / "linked"
    linked_folder.symlink_to(real.parent)
    first = create_campaign(real)
    try:
        for other in (link, linked_folder / "Voyage.starshine"):
            with pytest.raises(CampaignLockedError):
                open_campaign(other)
    finally:
        first.close()
    # Opened through the link, the lock lies beside the real file, not beside the link.
    through_link = open_campaign(link)
    try:
        assert lock_path(real).exists()
        assert not lock_path(link).exists()
        with pytest.raises(CampaignLockedError):
            open_campaign(real)
    finally:
        through_link.close()


def test_a_campaign_with_a_hard_link_opens_read_only_saying_why(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()
    other = tmp_path / "Other name.starshine"
    os.link(path, other)
    before = path.read_bytes()
    for name in (path, other):
        opened = open_campaign(name)
        try:
            assert opened.read_only
            assert "hard links" in (opened.read_only_reason or "")
            assert [row.name for row in opened.personae.list_personae()] == ["Ada"]
            with pytest.raises(ReadOnlyCampaignError, match="hard links"):
                opened.personae.add_persona(PersonaValues("Bea"))
        finally:
            opened.close()
    assert path.read_bytes() == before
    listing = sorted(p.name for p in tmp_path.iterdir())
    assert listing == ["Other name.starshine", "Voyage.starshine"]


def test_two_processes_through_a_hard_link_never_both_write(tmp_path: Path) -> None:
    """The probe's case: a writer holds the file, a second process opens it by another name."""
    path = tmp_path / "Voyage.starshine"
    holder = create_campaign(path)
    try:
        holder.personae.add_persona(PersonaValues("Ada"))
        other = tmp_path / "Other.starshine"
        os.link(path, other)
        script = textwrap.dedent(
            f"""
            from pathlib import Path
            from starshine_desktop.services.campaign import open_campaign
            from starshine_desktop.storage.errors import StorageError
            from starshine_desktop.storage.rows import PersonaValues
            campaign = open_campaign(Path({str(other)!r}))
            try:
                campaign.personae.add_persona(PersonaValues("Lost"))
                print("wrote")
            except StorageError as error:
                print("refused", campaign.read_only)
            finally:
                campaign.close()
            """
        )
        result = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True
        )
        assert result.stdout.split() == ["refused", "True"]
        assert not Path(f"{other}-wal").exists()
    finally:
        holder.close()
    connection = sqlite3.connect(path)
    try:
        assert [row[0] for row in connection.execute("SELECT name FROM persona")] == ["Ada"]
    finally:
        connection.close()
