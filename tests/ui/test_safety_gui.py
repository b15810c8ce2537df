"""What a person sees when a campaign is damaged, locked, newer, or cannot be written."""

from __future__ import annotations

import os
import select
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop import paths
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.safety import backups_of
from starshine_desktop.storage.database import SCHEMA_VERSION
from starshine_desktop.storage.lock import this_host
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.app import open_initial_campaign
from starshine_desktop.ui.dialogs.restore_backup import RestoreBackupDialog
from starshine_desktop.ui.main_window import MainWindow

from .conftest import ScriptedPrompter, WindowFactory


def _names(window: MainWindow) -> list[str]:
    model = window.personae.model
    return sorted(model.row_at(row).name for row in range(model.rowCount()))


def _campaign_with(path: Path, *names: str) -> None:
    campaign = create_campaign(path)
    for name in names:
        campaign.personae.add_persona(PersonaValues(name))
    campaign.close()


def _truncate(path: Path) -> bytes:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return path.read_bytes()


def test_restore_from_backup_lists_date_and_size_and_puts_the_chosen_one_back(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path, qtmodeltester: ModelTester
) -> None:
    window = open_window(campaign_path)  # opening writes the first backup
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    assert _names(window) == ["New Persona"]

    window.campaign_files.action_restore.trigger()
    dialog = window.campaign_files.backups.restore_dialog
    assert isinstance(dialog, RestoreBackupDialog)
    qtbot.waitExposed(dialog)
    qtmodeltester.check(dialog.model)
    model = dialog.model
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == [
        "Taken",
        "Size",
        "Why",
    ]
    [backup] = backups_of(campaign_path, paths.backup_folder())
    assert model.rowCount() == 1
    assert model.index(0, 0).data() == backup.taken_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")
    assert model.index(0, 1).data() == f"{backup.size / 1024:.0f} KB"
    assert model.index(0, 2).data() == "on opening"
    dialog.grab().save("/tmp/safety-restore-dialog.png")

    rect = dialog.table.visualRect(model.index(0, 0))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.restore_button.isEnabled()
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: _names(window) == [])
    assert not window.campaign.closed
    assert "Restored the backup taken" in window.statusBar().currentMessage()
    reasons = [b.reason for b in backups_of(campaign_path, paths.backup_folder())]
    assert "before-restore" in reasons
    [before_restore] = [
        b for b in backups_of(campaign_path, paths.backup_folder()) if b.reason == "before-restore"
    ]
    connection = sqlite3.connect(before_restore.path)
    assert connection.execute("SELECT name FROM persona").fetchall() == [("New Persona",)]
    connection.close()
    qtbot.mouseClick(
        window.personae.add_button, Qt.MouseButton.LeftButton
    )  # the window still edits
    assert _names(window) == ["New Persona"]


def test_opening_a_damaged_file_offers_the_newest_good_backup(
    open_window: WindowFactory, prompter: ScriptedPrompter, campaign_path: Path, tmp_path: Path
) -> None:
    damaged = tmp_path / "Damaged.starshine"
    _campaign_with(damaged, "Ada", "Bea")  # closing after edits wrote a backup
    broken = _truncate(damaged)
    window = open_window(campaign_path)

    prompter.paths.append(damaged)
    prompter.confirm_answers.append(False)
    window.campaign_files.open_campaign_dialog()
    assert "Damaged.starshine is damaged" in prompter.questions[-1]
    assert "The newest good backup was taken" in prompter.questions[-1]
    assert window.campaign.path == campaign_path  # declined: nothing changed
    assert damaged.read_bytes() == broken

    prompter.paths.append(damaged)
    prompter.confirm_answers.append(True)
    window.campaign_files.open_campaign_dialog()
    assert window.campaign.path == damaged
    assert _names(window) == ["Ada", "Bea"]
    [kept] = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert kept.read_bytes() == broken
    assert prompter.errors == []


@pytest.mark.parametrize("kind", ["empty", "truncated"])
def test_a_damaged_file_without_backups_is_refused_at_start_with_its_reason(
    tmp_path: Path, prompter: ScriptedPrompter, kind: str
) -> None:
    path = tmp_path / "Lost.starshine"
    create_campaign(path).close()  # no edits: no backup
    if kind == "empty":
        path.write_bytes(b"")
    else:
        _truncate(path)
    before = path.read_bytes()
    assert open_initial_campaign(path, prompter) is None
    [message] = prompter.errors
    expected = "the file is empty" if kind == "empty" else "Lost.starshine is damaged"
    assert expected in message and "not changed" in message
    assert prompter.questions == []  # nothing to offer, nothing created
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Lost.starshine"]


def test_a_campaign_open_elsewhere_is_refused_at_start_naming_pid_and_host(
    tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    path = tmp_path / "Shared.starshine"
    holder = create_campaign(path)
    try:
        assert open_initial_campaign(path, prompter) is None
        [message] = prompter.errors
        assert f"process {os.getpid()} on {this_host()}" in message
        assert prompter.questions == []
        holder.personae.add_persona(PersonaValues("First window still writes"))
    finally:
        holder.close()


def test_a_newer_file_is_refused_at_start_naming_both_versions(
    tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    path = tmp_path / "Future.starshine"
    _campaign_with(path, "Ada")
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 2}")
    connection.close()
    before = path.read_bytes()
    assert open_initial_campaign(path, prompter) is None
    [message] = prompter.errors
    assert f"version {SCHEMA_VERSION + 2}" in message
    assert f"up to version {SCHEMA_VERSION}" in message
    assert prompter.questions == []  # a newer file is not damaged: no restore offered
    assert path.read_bytes() == before


def test_a_failed_save_is_told_and_the_window_keeps_working(
    qtbot: QtBot,
    open_window: WindowFactory,
    prompter: ScriptedPrompter,
    campaign_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from sqlalchemy.orm import SessionTransaction

    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    steps = window.undo_stack.count()

    def failing_commit(self: SessionTransaction, _parent: bool = False) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(SessionTransaction, "commit", failing_commit)
    qtbot.mouseClick(window.personae.duplicate_button, Qt.MouseButton.LeftButton)
    [message] = prompter.errors
    assert "could not be saved" in message and "database or disk is full" in message
    assert _names(window) == ["New Persona"]
    assert window.undo_stack.count() == steps  # the refused edit is not on the stack

    monkeypatch.undo()
    qtbot.mouseClick(window.personae.duplicate_button, Qt.MouseButton.LeftButton)
    assert _names(window) == ["New Persona", "New Persona (copy)"]
    connection = sqlite3.connect(campaign_path)
    assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    connection.close()


GUI_CHILD = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from starshine_desktop.__main__ import main
    from starshine_desktop.ui.main_window import MainWindow
    from starshine_desktop.ui.starshine.persona_sheet import Field

    app = QApplication([sys.argv[0]])

    def edit() -> None:
        [window] = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        window.personae.add_persona()  # through the undo stack, saved at once
        name = window.personae.sheet.edits[Field.NAME]
        name.setText("Survives the crash")
        name.editingFinished.emit()  # as when the person presses Enter
        print("edited", flush=True)

    QTimer.singleShot(200, edit)
    sys.exit(main(["--campaign", sys.argv[1]]))
    """
)


def test_killing_the_gui_after_an_edit_keeps_the_edit(tmp_path: Path) -> None:
    path = tmp_path / "Crash.starshine"
    _campaign_with(path, "Ada")
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, "-c", GUI_CHILD, str(path)],
        stdout=subprocess.PIPE,
        text=True,
        env=environment,
    )
    assert child.stdout is not None
    try:
        ready, _, _ = select.select([child.stdout], [], [], 60)
        assert ready, "the application never reported its edit"
        assert child.stdout.readline().strip() == "edited"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL

    campaign = open_campaign(path)  # the dead window's lock is stale
    try:
        names = sorted(row.name for row in campaign.personae.list_personae())
        assert names == ["Ada", "Survives the crash"]
        assert campaign._database.check() is None
    finally:
        campaign.close()


def test_a_long_session_is_backed_up_by_the_window_after_an_edit(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    from starshine_desktop.ui.campaign_backups import SESSION_BACKUP_MINUTES

    window = open_window(campaign_path)
    window.finish_opening()  # what the app does once the window is first painted
    timer = window.campaign_files.backups.session_backups
    assert timer.isActive() and timer.interval() == SESSION_BACKUP_MINUTES * 60_000 == 1_800_000
    root = paths.backup_folder()
    before = [b.reason for b in backups_of(campaign_path, root)]
    timer.setInterval(20)  # the half hour, shortened
    qtbot.wait(100)
    assert [b.reason for b in backups_of(campaign_path, root)] == before  # nothing saved yet
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "session" in [b.reason for b in backups_of(campaign_path, root)])
    assert window.statusBar().currentMessage() == "Backed up."
    [session] = [b for b in backups_of(campaign_path, root) if b.reason == "session"]
    connection = sqlite3.connect(session.path)
    try:
        assert connection.execute("SELECT name FROM persona").fetchall() == [("New Persona",)]
    finally:
        connection.close()
    qtbot.wait(100)  # more ticks without new edits write nothing more
    assert [b.reason for b in backups_of(campaign_path, root)].count("session") == 1
