"""Start-up: what waits until the window is first painted, and that it still happens."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.safety import backups_of
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.app import FIRST_PAINT_VARIABLE, AfterFirstPaint, build_main_window
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


#: Qt classes the first frame does without. Importing one (or wrapping an object of it) makes
#: PySide build its Python enums, about 10 ms together on Python 3.11; they load with the
#: dialogs, the sheet's form and the text size commands that use them.
DEFERRED_QT_CLASSES = (
    "QMessageBox",
    "QDialogButtonBox",
    "QFormLayout",
    "QPlainTextEdit",
    "QRegularExpression",
    "QRegularExpressionValidator",
    "QFont",
    "QPalette",
    "QLibraryInfo",
)


def _loaded_at_first_paint(tmp_path: Path, names: tuple[str, ...]) -> list[str]:
    """Start the app on its default campaign of three Personae; return which of ``names``
    (Qt classes PySide has built, or modules) are loaded when the window is first painted."""
    home = tmp_path / "home"
    home.mkdir()
    _campaign_of_three(home / "campaign.starshine")  # the default campaign: no arguments
    script = textwrap.dedent(
        f"""
        import sys
        from starshine_desktop.__main__ import main
        import starshine_desktop.ui.app as app

        def loaded():
            from PySide6 import QtCore, QtGui, QtWidgets
            built = set(vars(QtCore)) | set(vars(QtGui)) | set(vars(QtWidgets))
            return [name for name in {names!r} if name in built or name in sys.modules]

        report = app._report_first_paint_and_quit
        app._report_first_paint_and_quit = lambda: (print("loaded", *loaded()), report())
        sys.exit(main([]))
        """
    )
    environment = {
        **os.environ,
        "STARSHINE_HOME": str(home),
        "QT_QPA_PLATFORM": "offscreen",
        "LANGUAGE": "en",
        "LC_ALL": "C.UTF-8",
        FIRST_PAINT_VARIABLE: "1",
    }
    environment.pop("STARSHINE_LANGUAGE", None)
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=environment, timeout=120
    )
    assert result.returncode == 0, result.stderr
    [line] = [line for line in result.stdout.splitlines() if line.startswith("loaded")]
    return line.split()[1:]


def test_the_first_frame_builds_no_qt_class_it_does_not_show(tmp_path: Path) -> None:
    assert _loaded_at_first_paint(tmp_path, DEFERRED_QT_CLASSES) == []


#: Modules the first frame does without (bench/startup.md): SQLAlchemy, the file dialogs'
#: and backups' helpers, the instance server's network, the log's rotation by the standard
#: handlers, the Reference pages' HTML escaping.
DEFERRED_MODULES = (
    "sqlalchemy",
    "alembic",
    "hashlib",
    "socket",
    "html",
    "logging.handlers",
    "platformdirs",
    "PySide6.QtNetwork",
    "starshine_desktop.ui.dialogs.restore_backup",
)


def test_the_first_frame_imports_no_module_it_does_not_need(tmp_path: Path) -> None:
    assert _loaded_at_first_paint(tmp_path, DEFERRED_MODULES) == []
