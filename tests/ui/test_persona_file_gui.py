"""File › Export Persona… and Import Persona…: from one campaign window to another, undoably."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot
from read_only_mount import Drive, mount_drive

from starshine_desktop.services.campaign import create_campaign, create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.ui.app import build_main_window, open_initial_campaign
from starshine_desktop.ui.dialogs.persona_update import PersonaUpdateDialog
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine import persona_files

from .conftest import ScriptedPrompter
from .dialog_support import when_shown

Opener = Callable[[Path], MainWindow]


def _click_persona(qtbot: QtBot, window: MainWindow, name: str) -> None:
    [row] = [
        r
        for r in range(window.personae.model.rowCount())
        if window.personae.model.row_at(r).name == name
    ]
    centre = window.personae.table.visualRect(window.personae.model.index(row, 0)).center()
    qtbot.mouseClick(window.personae.table.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def _names(window: MainWindow) -> list[str]:
    return [
        window.personae.model.row_at(row).name for row in range(window.personae.model.rowCount())
    ]


@pytest.fixture
def sample_path(tmp_path: Path) -> Path:
    path = tmp_path / "Harbour.starshine"
    create_from_data(sample_campaign_data(), path).close()
    return path


def test_export_a_persona_open_another_campaign_import_it_and_undo(
    qtbot: QtBot,
    open_window: Opener,
    sample_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
    screenshots: Path,
) -> None:
    table_night = tmp_path / "Table Night.starshine"
    create_campaign(table_night).close()
    window = open_window(sample_path)
    window.resize(1366, 768)
    menu = window.campaign_files

    _click_persona(qtbot, window, "Vesper Hale")
    assert menu.export_persona_action.isEnabled()
    asked: list[Path] = []
    saved = tmp_path / "Vesper.starshine-persona.json"

    def choose_export(parent: object, suggested: Path) -> Path:
        asked.append(suggested)
        return saved

    monkeypatch.setattr(persona_files, "choose_persona_to_export", choose_export)
    menu.export_persona_action.trigger()
    assert asked == [sample_path.parent / "Vesper Hale.starshine-persona.json"]
    assert json.loads(saved.read_text(encoding="utf-8"))["persona"]["name"] == "Vesper Hale"
    assert f"Exported Vesper Hale to {saved}" in window.statusBar().currentMessage()
    assert window.undo_stack.count() == 0  # exporting changes nothing in the campaign

    prompter.paths.append(table_night)
    window.campaign_files.action_open.trigger()  # File › Open…
    assert window.campaign.path == table_night and _names(window) == []
    assert not menu.export_persona_action.isEnabled()
    assert menu.export_persona_action.toolTip() == persona_files.NO_PERSONA_TIP

    monkeypatch.setattr(persona_files, "choose_persona_to_import", lambda parent, folder: saved)
    menu.import_persona_action.trigger()
    assert prompter.errors == []
    assert _names(window) == ["Vesper Hale"]
    current = window.current_persona()
    assert current is not None and current.name == "Vesper Hale"
    assert menu.export_persona_action.isEnabled()
    message = window.statusBar().currentMessage()
    assert message.startswith("Imported Vesper Hale") and "Elements created: Aunt Hesper" in message
    assert [row.name for row in window.campaign.records.list_elements()] == ["Aunt Hesper"]
    window.grab().save(str(screenshots / "persona-imported.png"))

    # The same file again: the campaign has her already; the person asks for a copy.
    def add_as_copy(dialog: PersonaUpdateDialog) -> None:
        assert "the file holds nothing new" in dialog.summary.text()
        qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)

    errors = when_shown(PersonaUpdateDialog, add_as_copy)
    menu.import_persona_action.trigger()  # renamed, Element matched
    assert errors == []
    assert _names(window) == ["Vesper Hale", "Vesper Hale (2)"]
    assert "renamed: the campaign already has Vesper Hale" in window.statusBar().currentMessage()
    assert len(window.campaign.records.list_elements()) == 1

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # back from the dialog
    qtbot.keyClick(window.personae.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _names(window) == ["Vesper Hale"]
    qtbot.keyClick(window.personae.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _names(window) == []
    assert window.campaign.records.list_elements() == []
    assert window.campaign.records.list_traits() == []
    window.redo_action.trigger()
    assert _names(window) == ["Vesper Hale"]
    assert [row.name for row in window.campaign.records.list_elements()] == ["Aunt Hesper"]


def test_a_refused_file_shows_the_json_path_and_changes_nothing(
    qtbot: QtBot,
    open_window: Opener,
    sample_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(sample_path)
    _click_persona(qtbot, window, "Brannoc Reed")
    good = tmp_path / "Brannoc.json"
    window.campaign.export_persona(window.current_persona_id() or 0, good)
    document = json.loads(good.read_text(encoding="utf-8"))
    document["persona"]["traits"][0]["strength"] = 100
    bad = tmp_path / "bad.starshine-persona.json"
    bad.write_text(json.dumps(document), encoding="utf-8")
    before = _names(window)
    monkeypatch.setattr(persona_files, "choose_persona_to_import", lambda parent, folder: bad)
    window.campaign_files.import_persona_action.trigger()
    [error] = prompter.errors
    assert error.startswith("bad.starshine-persona.json was not imported: ")
    assert "$.persona.traits[0].strength: must be 0 to 99, not 100" in error
    assert _names(window) == before and window.undo_stack.count() == 0


@pytest.fixture
def drive(tmp_path: Path) -> Iterator[Drive]:
    yield from mount_drive(tmp_path / "drive")


def test_a_read_only_campaign_refuses_the_import_with_its_reason(
    qtbot: QtBot,
    drive: Drive,
    sample_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    source = create_from_data(sample_campaign_data(), tmp_path / "Other.starshine")
    source.export_persona(1, tmp_path / "Vesper.json")
    source.close()
    path = drive.folder / "Locked.starshine"
    create_campaign(path).close()
    drive.make_read_only()
    campaign = open_initial_campaign(path, prompter)
    assert campaign is not None and campaign.read_only
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_main_window(campaign, settings=settings, prompter=prompter)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    monkeypatch.setattr(
        persona_files, "choose_persona_to_import", lambda parent, folder: tmp_path / "Vesper.json"
    )
    window.campaign_files.import_persona_action.trigger()
    [error] = prompter.errors
    assert error.startswith("Vesper.json was not imported: ")
    assert "is open read-only (it is on a read-only drive); nothing can be saved" in error
    assert _names(window) == [] and window.undo_stack.count() == 0
    window.close()
