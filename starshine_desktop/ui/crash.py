"""An error nobody caught: logged, then shown in a dialog naming the log, details to copy.

``install_excepthook`` replaces ``sys.excepthook`` (which PySide also calls for an
exception raised in a slot or an overridden Qt method). The dialog is injected: tests pass
a function that records what would have been shown instead of a modal dialog.
"""

from __future__ import annotations

import logging
import platform
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop import APP_NAME, __version__

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
#: Shows the details of an error and the log file that holds them.
ShowCrash = Callable[[str, Path], object]

log = logging.getLogger("starshine_desktop.crash")


def crash_details(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> str:
    """Return what a bug report needs: versions, platform and the traceback."""
    from PySide6 import __version__ as pyside_version

    lines = [
        f"{APP_NAME} {__version__}",
        f"Python {platform.python_version()}, PySide6 {pyside_version}, "
        f"{platform.platform(terse=True)}",
        "",
        *traceback.format_exception(kind, error, trace),
    ]
    return "\n".join(line.rstrip("\n") for line in lines)


class CrashDialog(QDialog):
    """Says that something went wrong, names the log and offers to copy the details."""

    def __init__(self, details: str, log_file: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crash")
        self.setWindowTitle(f"Something went wrong — {APP_NAME}")
        self.details = details
        self.log_file = log_file
        message = QLabel(
            "Starshine Desktop met an error it did not expect. Your campaign is saved up to "
            "your last finished edit.\n\n"
            f"The details are in the log: {log_file}\n"
            "Please copy them into your report."
        )
        message.setObjectName("crash-message")
        message.setWordWrap(True)
        message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        text = QPlainTextEdit(details)
        text.setObjectName("crash-details")
        text.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton("&Copy details")
        self.folder_button = QPushButton("Open log &folder")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        self.folder_button.clicked.connect(self.open_log_folder)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(message)
        layout.addWidget(text, 1)
        layout.addWidget(buttons)
        self.resize(640, 420)

    def copy_details(self) -> None:
        """Put the details on the clipboard."""
        QGuiApplication.clipboard().setText(self.details)
        self.copy_button.setText("&Copied")

    def open_log_folder(self) -> None:
        """Show the folder of the log in the file manager."""
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_file.parent)))


def show_crash_dialog(details: str, log_file: Path) -> None:
    """Show the crash dialog and wait until it is closed."""
    CrashDialog(details, log_file).exec()


def make_excepthook(log_file: Path, show: ShowCrash = show_crash_dialog) -> ExceptHook:
    """Return a hook that logs an uncaught error, then shows it (once at a time)."""
    showing = False

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        nonlocal showing
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        details = crash_details(kind, error, trace)
        log.critical("Uncaught error\n%s", details)
        if showing:  # an error while the dialog is up is logged, not stacked
            return
        showing = True
        try:
            show(details, log_file)
        except Exception:  # the dialog itself failed: the log still has everything
            log.exception("The error dialog could not be shown")
        finally:
            showing = False

    return hook


def install_excepthook(log_file: Path, show: ShowCrash = show_crash_dialog) -> ExceptHook:
    """Make ``sys.excepthook`` log and show uncaught errors; return the new hook."""
    hook = make_excepthook(log_file, show)
    sys.excepthook = hook
    return hook
