"""Nothing ever writes over a campaign or its companions (export, export-persona, print
--pdf, Save a copy): refused by path, by device and inode, and by the file's identity."""

from __future__ import annotations

import hashlib
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from starshine_desktop import paths
from starshine_desktop.__main__ import main
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.safety import OutputTargetError, check_output_target
from starshine_desktop.storage.backups import campaign_folder
from starshine_desktop.storage.rows import PersonaValues


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def voyage(tmp_path: Path) -> Path:
    path = tmp_path / "Voyage.starshine"
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues("Ada", notes="months of play"))
    campaign.close()
    return path


def _names(path: Path) -> list[str]:
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        return [row[0] for row in connection.execute("SELECT name FROM persona")]
    finally:
        connection.close()


Target = Callable[[Path], Path]


def _itself(campaign: Path) -> Path:
    return campaign


def _symlink(campaign: Path) -> Path:
    link = campaign.with_name("link.pdf")
    link.symlink_to(campaign)
    return link


def _hard_link(campaign: Path) -> Path:
    link = campaign.with_name("hard.pdf")
    os.link(campaign, link)
    return link


def _wal(campaign: Path) -> Path:
    return Path(f"{campaign}-wal")  # present while the command has the campaign open


def _shm(campaign: Path) -> Path:
    return Path(f"{campaign}-shm")


def _lock(campaign: Path) -> Path:
    return Path(f"{campaign}.lock")


def _other_campaign(campaign: Path) -> Path:
    other = campaign.with_name("Other.pdf")  # a campaign by its bytes, whatever its name
    create_campaign(other).close()
    return other


def _in_backups(campaign: Path) -> Path:
    folder = campaign_folder(paths.backup_folder(), campaign)
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "notes.pdf"


TARGETS: dict[str, tuple[Target, str]] = {
    "the campaign itself": (_itself, "it is the open campaign"),
    "a symbolic link to it": (_symlink, "it is the open campaign"),
    "a hard link to it": (_hard_link, "it is the open campaign"),
    "its write-ahead log": (_wal, "write-ahead log of the open campaign"),
    "its shared-memory file": (_shm, "shared-memory file of the open campaign"),
    "its lock file": (_lock, "lock file of the open campaign"),
    "another campaign": (_other_campaign, "it is a Starshine campaign file"),
    "its backups folder": (_in_backups, "it is in the backups folder"),
}


def _cli(command: str, campaign: Path, target: Path) -> list[str]:
    if command == "export":
        return ["export", str(campaign), str(target)]
    if command == "export-persona":
        return ["export-persona", str(campaign), "Ada", str(target)]
    return ["print", "pencil-sheet", "--campaign", str(campaign), "--pdf", str(target)]


@pytest.mark.parametrize("command", ["export", "export-persona", "print"])
@pytest.mark.parametrize("what", sorted(TARGETS))
def test_every_command_refuses_to_write_over_campaign_data(
    voyage: Path, command: str, what: str, capsys: pytest.CaptureFixture[str]
) -> None:
    make, reason = TARGETS[what]
    target = make(voyage)
    if command == "print" and target.suffix != ".pdf":
        target = target.with_name(f"{target.name}.pdf")  # print wants .pdf: a link of that name
        target.symlink_to(make(voyage))
    before = {p: _digest(p) for p in voyage.parent.iterdir() if p.is_file()}
    assert main(_cli(command, voyage, target)) == 2
    error = capsys.readouterr().err
    assert reason in error and str(target) in error and "Nothing was changed" in error
    assert {p: _digest(p) for p in voyage.parent.iterdir() if p.is_file()} == before
    assert _names(voyage) == ["Ada"]


def test_save_a_copy_refuses_campaign_data_and_writes_elsewhere(voyage: Path) -> None:
    campaign = open_campaign(voyage)
    try:
        for make, reason in TARGETS.values():
            target = make(voyage)
            with pytest.raises(OutputTargetError, match=reason):
                campaign.save_copy_as(target)
            with pytest.raises(OutputTargetError, match=reason):
                campaign.export_json(target)
            with pytest.raises(OutputTargetError, match=reason):
                campaign.export_persona(1, target)
        campaign.personae.add_persona(PersonaValues("Bea"))  # later edits reach the file
        copy = voyage.with_name("Voyage copy.starshine")
        campaign.save_copy_as(copy)
    finally:
        campaign.close()
    assert _names(voyage) == ["Ada", "Bea"]
    assert _names(copy) == ["Ada", "Bea"]


def test_a_folder_or_a_pipe_is_refused_as_a_target(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.json")
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(OutputTargetError, match="named pipe"):
        check_output_target(tmp_path / "pipe.json")
    with pytest.raises(OutputTargetError, match="a folder"):
        check_output_target(tmp_path / "folder.json")
    check_output_target(tmp_path / "new.json")  # an ordinary new file is fine
