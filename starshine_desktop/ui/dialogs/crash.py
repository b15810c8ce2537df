"""The dialog shown for an error nobody caught: it names the log and copies the details."""

from __future__ import annotations

from pathlib import Path

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

from starshine_desktop import APP_NAME


class CrashDialog(QDialog):
    """Says that something went wrong, names the log and offers to copy the details."""

    def __init__(self, details: str, log_file: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crash")
        self.setWindowTitle(self.tr("Something went wrong — {app}").format(app=APP_NAME))
        self.details = details
        self.log_file = log_file
        message = QLabel(
            self.tr(
                "{app} met an error it did not expect. Your campaign is saved up to your last "
                "finished edit.\n\nThe details are in the log: {log}\nPlease copy them into "
                "your report."
            ).format(app=APP_NAME, log=log_file)
        )
        message.setObjectName("crash-message")
        message.setWordWrap(True)
        message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        text = QPlainTextEdit(details)
        text.setObjectName("crash-details")
        text.setReadOnly(True)
        text.setAccessibleName(self.tr("Details"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("&Copy details"))
        self.folder_button = QPushButton(self.tr("Open log &folder"))
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
        self.copy_button.setText(self.tr("&Copied"))

    def open_log_folder(self) -> None:
        """Show the folder of the log in the file manager."""
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_file.parent)))
