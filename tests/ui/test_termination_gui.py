"""SIGTERM (logout, shutdown) and SIGHUP close the campaign cleanly: the edit typed is saved,
the backup on closing written, the log checkpointed and removed, the lock removed."""

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

from starshine_desktop import paths
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.safety import backups_of
from starshine_desktop.storage.lock import lock_path
from starshine_desktop.storage.rows import PersonaValues

GUI_CHILD = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from starshine_desktop.__main__ import main
    from starshine_desktop.ui.app import CloseOnTermination
    from starshine_desktop.ui.main_window import MainWindow
    from starshine_desktop.ui.starshine.persona_sheet import Field

    app = QApplication([sys.argv[0]])

    def edit() -> None:
        windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        if not windows or windows[0].findChild(CloseOnTermination) is None:
            QTimer.singleShot(50, edit)  # not on screen yet
            return
        window = windows[0]
        window.personae.add_persona()  # saved at once, through the undo stack
        name = window.personae.sheet.edits[Field.NAME]
        name.setFocus()
        name.selectAll()
        QTest.keyClicks(name, "Typed before the logout")  # typed, Enter not pressed
        print("edited", flush=True)

    QTimer.singleShot(100, edit)
    sys.exit(main(["--campaign", sys.argv[1]]))
    """
)


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP])
def test_a_termination_signal_closes_the_campaign_cleanly(tmp_path: Path, number: int) -> None:
    path = tmp_path / "Logout.starshine"
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()
    closing_backups = len(backups_of(path, paths.backup_folder()))
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, "-c", GUI_CHILD, str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment,
    )
    assert child.stdout is not None
    try:
        ready, _, _ = select.select([child.stdout], [], [], 60)
        assert ready, "the application never reported its edit"
        assert child.stdout.readline().strip() == "edited"
        assert Path(f"{path}-wal").exists() and lock_path(path).exists()
        child.send_signal(number)
        child.wait(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.stderr is not None
    errors = child.stderr.read()
    assert child.returncode == 0, errors  # it ended itself, not killed by the signal
    assert "Traceback" not in errors
    assert not lock_path(path).exists()
    assert not Path(f"{path}-wal").exists() and not Path(f"{path}-shm").exists()
    backups = backups_of(path, paths.backup_folder())
    assert len(backups) == closing_backups + 1 and backups[0].reason == "close"
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        names = sorted(row[0] for row in connection.execute("SELECT name FROM persona"))
    finally:
        connection.close()
    assert names == ["Ada", "Typed before the logout"]
