"""A campaign on a read-only drive in the window: banner, title, disabled edits, refusals."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot
from read_only_mount import Drive, listing, mount_drive, use_private_temp

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import create_campaign, create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.ui.app import build_main_window, open_initial_campaign
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.persona_records import CharacteristicsTab

from .conftest import ScriptedPrompter
from .person import click, type_into
from .starshine.test_records_ui import edit_cell, texts

REFUSAL = "is open read-only (it is on a read-only drive); nothing can be saved"


@pytest.fixture
def drive(tmp_path: Path) -> Iterator[Drive]:
    yield from mount_drive(tmp_path / "drive")


@pytest.fixture
def temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return use_private_temp(tmp_path / "temp", monkeypatch)


def _files(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name, _ in listing(folder)}


def _show(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # typing and editors need the active window
    window.finish_opening()


def _click_row(qtbot: QtBot, window: MainWindow, row: int) -> None:
    centre = window.personae.table.visualRect(window.personae.model.index(row, 0)).center()
    qtbot.mouseClick(window.personae.table.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def test_a_read_only_campaign_shows_a_banner_refuses_edits_and_saves_an_editable_copy(
    qtbot: QtBot,
    drive: Drive,
    temp: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    screenshots: Path,
) -> None:
    path = drive.folder / "Sample.starshine"
    create_from_data(sample_campaign_data(), path).close()
    drive.make_read_only()
    before = _files(drive.folder)

    campaign = open_initial_campaign(path, prompter)  # as at start-up with --campaign
    assert campaign is not None and campaign.read_only
    assert prompter.questions == [] and prompter.errors == []
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_main_window(campaign, settings=settings, prompter=prompter)
    _show(qtbot, window)

    banner = window.read_only_banner
    assert banner is not None and banner.isVisible()
    assert banner.objectName() == "read-only-banner"
    assert REFUSAL in banner.text() and "File › Save a copy as…" in banner.text()
    assert window.windowTitle().endswith("(read-only)")
    for entry in (
        window.personae.add_button,
        window.personae.challenge_button,
        window.personae.action_add,
    ):
        assert not entry.isEnabled()
        assert entry.toolTip().startswith("Not available: Sample.starshine is open read-only")
    assert window.campaign_files.action_restore.isEnabled()  # it restores a backup as a copy
    assert (
        window.campaign_files.action_save_copy.isEnabled()
        and window.campaign_files.action_open.isEnabled()
    )

    _click_row(qtbot, window, 0)
    persona = window.current_persona()
    assert persona is not None
    assert (
        not window.personae.duplicate_button.isEnabled()
        and not window.personae.delete_button.isEnabled()
    )
    stored = persona.score(Score.POWER)
    power = window.personae.sheet.edits[Score.POWER]
    type_into(qtbot, power, str(stored + 1 if stored < 6 else stored - 1))
    qtbot.keyClick(power, Qt.Key.Key_Return)
    assert REFUSAL in window.personae.sheet.error_text(Score.POWER)
    assert power.text() == str(stored)
    assert window.campaign.personae.get_persona(persona.id) == persona
    assert window.undo_stack.count() == 0
    window.grab().save(str(screenshots / "read-only-window.png"))

    tab = window.persona_tab("Characteristics")
    assert isinstance(tab, CharacteristicsTab)
    names = texts(tab.characteristics, 0)
    assert names  # the sample's first Persona has Characteristics
    edit_cell(qtbot, tab.characteristics, 0, 0, "Renamed")
    assert REFUSAL in tab.characteristics.message.text()
    assert texts(tab.characteristics, 0) == names

    copy = tmp_path / "Sample copy.starshine"
    told = list(prompter.errors)
    prompter.paths.append(copy)
    window.campaign_files.action_save_copy.trigger()
    assert copy.is_file() and prompter.errors == told
    prompter.paths.append(copy)
    window.campaign_files.action_open.trigger()  # File › Open the copy: a normal, writable campaign
    assert window.campaign.path == copy and not window.campaign.read_only
    assert not banner.isVisible()
    assert not window.windowTitle().endswith("(read-only)")
    assert (
        window.personae.add_button.isEnabled() and window.campaign_files.action_restore.isEnabled()
    )
    assert window.personae.challenge_button.toolTip().startswith("Run a Starshine Challenge")
    count = window.personae.model.total_count
    click(qtbot, window.personae.add_button)
    assert window.personae.model.total_count == count + 1
    assert len(window.campaign.personae.list_personae()) == count + 1

    window.close()
    assert _files(drive.folder) == before
    assert list(temp.iterdir()) == []


def test_file_open_and_open_recent_switch_between_writable_and_read_only_campaigns(
    qtbot: QtBot,
    drive: Drive,
    temp: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    open_window: Callable[[Path], MainWindow],
    screenshots: Path,
) -> None:
    read_only = drive.folder / "Archive.starshine"
    create_from_data(sample_campaign_data(), read_only).close()
    drive.make_read_only()
    writable = tmp_path / "Table Night.starshine"
    create_campaign(writable).close()
    window = open_window(writable)
    assert window.read_only_banner is None  # never built for a writable campaign

    prompter.paths.append(read_only)
    window.campaign_files.action_open.trigger()
    assert window.campaign.read_only and prompter.questions == []
    banner = window.read_only_banner
    assert banner is not None and banner.isVisible()
    assert "Archive.starshine is open read-only" in banner.text()
    assert window.windowTitle() == "Archive — Starshine Desktop (read-only)"
    assert not window.personae.add_button.isEnabled()
    window.grab().save(str(screenshots / "read-only-after-file-open.png"))

    window.campaign_files._fill_recent_menu()
    [back] = [
        a for a in window.campaign_files.recent_menu.actions() if a.text().startswith("Table Night")
    ]
    back.trigger()  # File › Open recent › Table Night
    assert window.campaign.path == writable and not window.campaign.read_only
    assert not banner.isVisible() and not window.windowTitle().endswith("(read-only)")
    assert window.personae.add_button.isEnabled() and window.personae.action_add.isEnabled()
    assert list(temp.iterdir()) == []  # the read-only snapshot went with its campaign
