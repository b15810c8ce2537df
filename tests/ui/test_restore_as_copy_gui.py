"""A damaged or read-only campaign on a read-only drive: its backup restored as a copy.

The campaigns are made on a real read-only drive (a tmpfs remounted ``ro``, see
``tests/read_only_mount.py``) while it is writable; the person's answers are scripted.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from read_only_mount import Drive, listing, mount_drive, use_private_temp

from starshine_desktop import paths
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.safety import backups_of
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.app import open_initial_campaign
from starshine_desktop.ui.dialogs.restore_backup import RESTORE_AS_COPY_TITLE, RestoreBackupDialog
from starshine_desktop.ui.main_window import MainWindow

from .conftest import ScriptedPrompter, WindowFactory
from .person import click

DRIVE_REASON = "it is on a read-only drive"


class PicturingPrompter(ScriptedPrompter):
    """A scripted prompter that also shows each question as the real box and saves a picture."""

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self.pictures: list[Path] = []
        self.titles: list[str] = []

    def confirm(self, parent: QWidget, title: str, question: str) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, title, question, buttons, parent)
        box.show()
        picture = self.folder / f"question-{len(self.pictures) + 1}.png"
        assert box.grab().save(str(picture))
        box.close()
        box.deleteLater()
        self.pictures.append(picture)
        self.titles.append(title)
        return super().confirm(parent, title, question)


@pytest.fixture
def drive(tmp_path: Path) -> Iterator[Drive]:
    yield from mount_drive(tmp_path / "drive")


@pytest.fixture
def temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return use_private_temp(tmp_path / "temp", monkeypatch)


@pytest.fixture
def elsewhere(tmp_path: Path) -> Path:
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    return folder


@pytest.fixture
def prompter(screenshots: Path) -> PicturingPrompter:
    return PicturingPrompter(screenshots)


def _campaign_with(path: Path, *names: str) -> None:
    """Create a campaign holding ``names``; closing after the edits writes its backup."""
    campaign = create_campaign(path)
    try:
        for name in names:
            campaign.personae.add_persona(PersonaValues(name))
    finally:
        campaign.close()


def _damaged_on_drive(drive: Drive) -> Path:
    """Return a campaign on ``drive`` whose backup holds Ines and Marek, cut in half."""
    path = drive.folder / "Archive.starshine"
    _campaign_with(path, "Ines", "Marek")
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    return path


def _bytes(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name, _ in listing(folder)}


def _names(window: MainWindow) -> list[str]:
    model = window.personae.model
    return sorted(model.row_at(row).name for row in range(model.rowCount()))


def test_a_damaged_campaign_on_a_read_only_drive_is_restored_as_a_copy_and_opened(
    qtbot: QtBot,
    drive: Drive,
    temp: Path,
    elsewhere: Path,
    open_window: WindowFactory,
    campaign_path: Path,
    prompter: PicturingPrompter,
) -> None:
    damaged = _damaged_on_drive(drive)
    drive.make_read_only()
    before = _bytes(drive.folder)
    window = open_window(campaign_path)
    taken = elsewhere / "Taken.starshine"
    _campaign_with(taken, "Someone else")
    kept = taken.read_bytes()
    copy = elsewhere / "Archive (restored).starshine"

    # File › Open the damaged file; say yes; first pick a file already there, then a new name.
    prompter.paths.extend([damaged, taken, copy])
    prompter.confirm_answers.append(True)
    window.campaign_files.open_campaign_dialog()

    [question] = prompter.questions
    assert prompter.titles == [RESTORE_AS_COPY_TITLE]
    assert "Archive.starshine is damaged" in question
    assert "The newest good backup was taken" in question
    assert f"Archive.starshine cannot be written ({DRIVE_REASON}), so the backup" in question
    assert "Restore it as a copy in a place you choose?" in question
    assert "the damaged file is left exactly as it is" in question
    [refusal] = prompter.errors  # the file already there was told and kept
    assert f"cannot be restored as a copy at {taken}: a file is already there" in refusal
    assert taken.read_bytes() == kept

    assert window.campaign.path == copy
    assert not window.campaign.read_only
    assert not window.windowTitle().endswith("(read-only)")
    assert window.read_only_banner is None or not window.read_only_banner.isVisible()
    qtbot.waitUntil(lambda: _names(window) == ["Ines", "Marek"])  # the backup's Personae
    click(qtbot, window.personae.add_button)  # the copy is a normal campaign: it takes edits
    assert len(window.campaign.personae.list_personae()) == 3
    assert _bytes(drive.folder) == before  # the damaged file: byte-identical, nothing beside


def test_declining_or_cancelling_the_copy_changes_nothing(
    drive: Drive,
    temp: Path,
    elsewhere: Path,
    open_window: WindowFactory,
    campaign_path: Path,
    prompter: PicturingPrompter,
) -> None:
    damaged = _damaged_on_drive(drive)
    drive.make_read_only()
    before = _bytes(drive.folder)
    window = open_window(campaign_path)

    prompter.paths.append(damaged)
    prompter.confirm_answers.append(False)  # No
    window.campaign_files.open_campaign_dialog()
    prompter.paths.extend([damaged, None])
    prompter.confirm_answers.append(True)  # Yes, then Cancel in the file dialog
    window.campaign_files.open_campaign_dialog()

    assert len(prompter.questions) == 2 and prompter.errors == []
    assert window.campaign.path == campaign_path
    assert list(elsewhere.iterdir()) == []
    assert _bytes(drive.folder) == before


def test_at_start_the_offer_restores_a_copy_and_the_window_opens_on_it(
    drive: Drive, temp: Path, elsewhere: Path, prompter: PicturingPrompter
) -> None:
    damaged = _damaged_on_drive(drive)
    drive.make_read_only()
    before = _bytes(drive.folder)
    copy = elsewhere / "Archive (restored).starshine"
    prompter.paths.append(copy)
    prompter.confirm_answers.append(True)

    campaign = open_initial_campaign(damaged, prompter)  # as with --campaign
    assert campaign is not None
    try:
        assert campaign.path == copy and not campaign.read_only
        assert sorted(row.name for row in campaign.personae.list_personae()) == ["Ines", "Marek"]
    finally:
        campaign.close()
    assert DRIVE_REASON in prompter.questions[0] and prompter.errors == []
    assert _bytes(drive.folder) == before


def test_restore_from_backup_on_a_read_only_campaign_restores_the_chosen_one_as_a_copy(
    qtbot: QtBot,
    drive: Drive,
    temp: Path,
    elsewhere: Path,
    open_window: WindowFactory,
    prompter: PicturingPrompter,
    screenshots: Path,
) -> None:
    path = drive.folder / "Archive.starshine"
    _campaign_with(path, "Ines", "Marek")  # backed up on closing
    campaign = open_campaign(path)
    campaign.personae.add_persona(PersonaValues("Nadia"))
    campaign.close()  # backed up again, with Nadia
    drive.make_read_only()
    before = _bytes(drive.folder)
    window = open_window(path)
    assert window.campaign.read_only
    assert _names(window) == ["Ines", "Marek", "Nadia"]
    assert window.campaign_files.action_restore.isEnabled()

    window.campaign_files.action_restore.trigger()
    dialog = window.campaign_files.backups.restore_dialog
    assert isinstance(dialog, RestoreBackupDialog)
    qtbot.waitExposed(dialog)
    assert dialog.as_copy
    assert f"cannot be written ({DRIVE_REASON})" in dialog.intro.text()
    assert "restore as a copy in a place you choose" in dialog.intro.text()
    assert dialog.restore_button.text() == "Restore as a &copy…"
    assert dialog.model.rowCount() == 2
    dialog.grab().save(str(screenshots / "restore-as-copy-dialog.png"))

    older = dialog.model.row_at(1)
    assert older == backups_of(path, paths.backup_folder())[1]
    rect = dialog.table.visualRect(dialog.model.index(1, 0))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    copy = elsewhere / "Archive (restored).starshine"
    prompter.paths.append(copy)
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: window.campaign.path == copy)
    assert not window.campaign.read_only
    assert _names(window) == ["Ines", "Marek"]  # the older backup, chosen in the list
    assert f"as {copy}" in window.statusBar().currentMessage()
    assert window.personae.add_button.isEnabled()
    assert prompter.errors == [] and prompter.questions == []
    assert _bytes(drive.folder) == before
