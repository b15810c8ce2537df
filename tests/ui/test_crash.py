"""An uncaught error: logged with its traceback, then shown naming the log (dialog injected)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QPlainTextEdit
from pytestqt.qtbot import QtBot

from starshine_desktop import logs
from starshine_desktop.ui.crash import crash_details, install_excepthook
from starshine_desktop.ui.dialogs.crash import CrashDialog

from .conftest import UrlRecorder


@pytest.fixture
def log_file(starshine_home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    files = logs.start_logging()
    yield files.log
    logs.stop_logging()


def _fail_in_a_slot() -> None:
    raise ZeroDivisionError("the Fortune pool ran dry")


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_is_logged_then_shown_with_the_log(qtbot: QtBot, log_file: Path) -> None:
    shown: list[tuple[str, Path]] = []
    install_excepthook(log_file, lambda details, log: shown.append((details, log)))
    QTimer.singleShot(0, _fail_in_a_slot)
    qtbot.waitUntil(lambda: bool(shown))
    [(details, named)] = shown
    assert named == log_file
    assert details.startswith("Starshine Desktop 0.1.0\nPython 3.")
    assert "ZeroDivisionError: the Fortune pool ran dry" in details
    assert "in _fail_in_a_slot" in details
    text = log_file.read_text(encoding="utf-8")
    assert "CRITICAL starshine_desktop.crash: Uncaught error" in text
    assert "ZeroDivisionError: the Fortune pool ran dry" in text


def test_an_error_while_the_dialog_is_up_is_logged_not_stacked(log_file: Path) -> None:
    shown: list[str] = []

    def show(details: str, log: Path) -> None:
        shown.append(details)
        try:
            raise KeyError("second")
        except KeyError:
            sys.excepthook(*sys.exc_info())

    hook = install_excepthook(log_file, show)
    try:
        raise ValueError("first")
    except ValueError:
        hook(*sys.exc_info())
    assert len(shown) == 1 and "ValueError: first" in shown[0]
    text = log_file.read_text(encoding="utf-8")
    assert "ValueError: first" in text and "KeyError: 'second'" in text


def test_a_dialog_that_fails_leaves_the_error_in_the_log(log_file: Path) -> None:
    def show(details: str, log: Path) -> None:
        raise RuntimeError("no screen")

    hook = install_excepthook(log_file, show)
    try:
        raise ValueError("first")
    except ValueError:
        hook(*sys.exc_info())
    text = log_file.read_text(encoding="utf-8")
    assert "ValueError: first" in text
    assert "The error dialog could not be shown" in text and "RuntimeError: no screen" in text


def test_qt_warnings_go_to_the_log_too(log_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtCore import qInstallMessageHandler, qWarning

    from starshine_desktop.ui.app import log_qt_messages

    previous = log_qt_messages()
    try:
        qWarning("a plug-in could not be loaded")
    finally:
        qInstallMessageHandler(previous)  # type: ignore[arg-type]
    text = log_file.read_text(encoding="utf-8")
    assert "WARNING starshine_desktop.qt: default: a plug-in could not be loaded" in text
    assert capsys.readouterr().err == "a plug-in could not be loaded\n"


def _details() -> str:
    try:
        raise ValueError("a Stance of 9")
    except ValueError as error:
        return crash_details(ValueError, error, error.__traceback__)


def test_the_dialog_names_the_log_and_copies_the_details(
    qtbot: QtBot, tmp_path: Path, opened_urls: UrlRecorder, screenshots: Path
) -> None:
    log_file = tmp_path / "logs" / "starshine-desktop.log"
    details = _details()
    dialog = CrashDialog(details, log_file)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.grab().save(str(screenshots / "crash-dialog.png"))
    message = dialog.findChild(QLabel, "crash-message")
    assert message is not None and str(log_file) in message.text()
    text = dialog.findChild(QPlainTextEdit, "crash-details")
    assert text is not None and "ValueError: a Stance of 9" in text.toPlainText()
    QGuiApplication.clipboard().clear()
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == details
    assert dialog.copy_button.text() == "&Copied"
    qtbot.mouseClick(dialog.folder_button, Qt.MouseButton.LeftButton)
    assert [url.toLocalFile() for url in opened_urls.urls] == [str(log_file.parent)]
    assert dialog.isVisible()  # neither button closes it
