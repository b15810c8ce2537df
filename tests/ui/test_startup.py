"""Start-up: what waits until the window is first painted, and that it still happens."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.safety import backups_of
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.app import AfterFirstPaint, build_main_window
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.persona_sheet import Field

from .conftest import ScriptedPrompter


def _window(
    qtbot: QtBot, tmp_path: Path, path: Path, root: Path, prompter: ScriptedPrompter
) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    campaign = open_campaign(path, backup_folder=root, defer_backup=True)
    window = build_main_window(campaign, settings=settings, prompter=prompter)
    qtbot.addWidget(window)
    return window


def _campaign_of_three(path: Path) -> None:
    campaign = create_campaign(path)
    for name in ("Ada", "Bea", "Cy"):
        campaign.personae.add_persona(PersonaValues(name, "Robin"))
    campaign.close()


def test_after_the_first_paint_the_backup_is_taken_and_the_sheet_is_built(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    _campaign_of_three(path)
    window = _window(qtbot, tmp_path, path, root, prompter)
    painted: list[str] = []
    AfterFirstPaint(window, [window.finish_opening, lambda: painted.append("done")])
    window.show()
    assert window.personae.model.rowCount() == 3  # the rows are there for the first frame
    assert not window.personae.sheet.form_is_built
    assert backups_of(path, root) == []
    qtbot.waitUntil(lambda: painted == ["done"])
    assert window.personae.sheet.form_is_built
    [backup] = backups_of(path, root)
    assert backup.reason == "open"
    panel = window.personae.sheet.parentWidget().parentWidget()  # the scroll area around the sheet
    assert isinstance(panel, QScrollArea)
    assert panel.minimumWidth() >= window.personae.sheet.form_minimum_width()
    window.close()


def test_choosing_a_persona_before_the_sheet_is_built_builds_and_shows_it(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    path = tmp_path / "Voyage.starshine"
    _campaign_of_three(path)
    window = _window(qtbot, tmp_path, path, tmp_path / "backups", prompter)
    window.show()
    qtbot.waitExposed(window)
    assert not window.personae.sheet.form_is_built
    assert window.personae.sheet.placeholder.isVisible()
    first = window.personae.model.index(0, 0)
    rect = window.personae.table.visualRect(first)
    qtbot.mouseClick(window.personae.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.personae.sheet.form_is_built
    assert not window.personae.sheet.placeholder.isVisible()
    assert window.personae.sheet.edits[Field.NAME].text() == "Ada"
    assert window.personae.sheet.edits[Field.NAME].isVisible()
    window.close()


def test_an_edit_before_the_first_paint_callbacks_is_backed_up_first(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    _campaign_of_three(path)
    window = _window(qtbot, tmp_path, path, root, prompter)
    window.show()
    qtbot.waitExposed(window)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    [backup] = backups_of(path, root)
    assert backup.reason == "open"
    assert window.personae.model.rowCount() == 4
    window.close()
    reasons = sorted(b.reason for b in backups_of(path, root))
    assert reasons == ["close", "open"]
