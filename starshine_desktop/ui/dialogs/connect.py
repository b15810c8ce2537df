"""The dialog asking a shared campaign's address (and its password, when the keyring has
none): File › Connect to shared campaign… and File › Share campaign on a server….

The password is typed into a hidden field and handed to the connection only; it is never
kept in the settings, the log, the window title or the recent campaigns. A refusal (not an
address, a refused login, the server not reached, not a campaign) is shown under the fields
and the dialog stays open, nothing changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui.i18n import refusal_text, translate

if TYPE_CHECKING:
    from starshine_desktop.services.campaign import Campaign

Attempt = Callable[[str, str | None], "Campaign"]
"""Connects to ``address`` with ``password`` (None: the keyring's, or none) and returns the
campaign; a ``Refusal`` says why not."""

ADDRESS_EXAMPLE = "postgresql://lin@table.local:5432/harbour"
KEYRING_PAUSE_MS = 400
"""How long typing pauses before the keyring is asked about the address."""
NOT_AN_ADDRESS = QT_TRANSLATE_NOOP(
    "ConnectDialog", "An address starts with postgresql:// and names the user, server and database."
)


class ConnectDialog(QDialog):
    """Asks an address (and a password if the keyring has none), then tries it."""

    def __init__(
        self,
        attempt: Attempt,
        parent: QWidget | None = None,
        *,
        title: str,
        intro: str,
        button: str,
        address: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("connect-dialog")
        self.setWindowTitle(title)
        self._attempt = attempt
        self.campaign: Campaign | None = None
        """The campaign opened once the dialog is accepted."""
        layout = QVBoxLayout(self)
        self.intro = QLabel(intro)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.address = QLineEdit(address)
        self.address.setObjectName("address")
        self.address.setPlaceholderText(ADDRESS_EXAMPLE)
        self.address.setMinimumWidth(380)
        self.address.setAccessibleName(self.tr("Address"))
        form.addRow(self.tr("&Address:"), self.address)
        self.password = QLineEdit()
        self.password.setObjectName("password")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setAccessibleName(self.tr("Password"))
        self.password_label = QLabel(self.tr("&Password:"))
        self.password_label.setBuddy(self.password)
        form.addRow(self.password_label, self.password)
        self.password_note = QLabel(
            self.tr(
                "The system keyring holds no password for this address. The password is "
                "used for this connection only, never written down."
            )
        )
        self.password_note.setWordWrap(True)
        form.addRow("", self.password_note)
        layout.addLayout(form)
        self.message = QLabel()
        self.message.setObjectName("connect-message")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.hide()
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.go = buttons.addButton(button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.go.setDefault(True)
        buttons.accepted.connect(self._try)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # The keyring is asked once typing pauses: a keyring may ask to be unlocked.
        self._keyring_look = QTimer(self)
        self._keyring_look.setSingleShot(True)
        self._keyring_look.setInterval(KEYRING_PAUSE_MS)
        self._keyring_look.timeout.connect(self._ask_keyring)
        self.address.textChanged.connect(self._address_changed)
        self._address_changed(address)
        self._ask_keyring()

    def _address_changed(self, text: str) -> None:
        from starshine_desktop.services.shared import is_server_address

        text = text.strip()
        valid = is_server_address(text)
        self.go.setEnabled(valid)
        if text and not valid:
            self.show_message(translate("ConnectDialog", NOT_AN_ADDRESS))
        else:
            self.show_message(None)
        self._keyring_look.start()

    def _ask_keyring(self) -> None:
        """Show the password's rows while the keyring holds no password for the address."""
        from starshine_desktop.services.shared import is_server_address
        from starshine_desktop.services.shared_open import kept_password

        self._keyring_look.stop()
        text = self.address.text().strip()
        needs_password = is_server_address(text) and not kept_password(text)
        shown = needs_password != self.needs_password()
        for widget in (self.password_label, self.password, self.password_note):
            widget.setVisible(needs_password)
        if shown:
            self.adjustSize()  # room for the password's rows, or none left empty

    def needs_password(self) -> bool:
        """Return True while the dialog asks for a password (the keyring has none)."""
        return not self.password.isHidden()

    def show_message(self, message: str | None) -> None:
        """Show why the address was not opened under the fields (None: hide it)."""
        if self.message.text() == (message or "") and self.message.isVisible() == bool(message):
            return
        self.message.setText(message or "")
        self.message.setVisible(bool(message))
        self.adjustSize()

    def _try(self) -> None:
        if self._keyring_look.isActive():  # the address was typed just now
            self._ask_keyring()
        address = self.address.text().strip()
        password = self.password.text() if self.needs_password() else ""
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            campaign = self._attempt(address, password or None)
        except Refusal as error:
            self.show_message(refusal_text(error))
            self.address.setFocus()
            return
        finally:
            QApplication.restoreOverrideCursor()
        self.password.clear()
        self.campaign = campaign
        self.accept()


def connect_dialog(
    parent: QWidget | None, address: str = "", message: str | None = None
) -> ConnectDialog:
    """Return File › Connect to shared campaign…'s dialog (not shown yet): it opens the
    address with the keyring's password or the one typed (``services.shared_open``)."""
    from starshine_desktop.services.shared_open import open_address

    def attempt(typed: str, password: str | None) -> Campaign:
        ask = None if password is None else (lambda _entry: password)
        return open_address(typed, ask=ask, defer_backup=True)  # the window backs it up

    dialog = ConnectDialog(
        attempt,
        parent,
        title=translate("ConnectDialog", "Connect to shared campaign"),
        intro=translate(
            "ConnectDialog",
            "The address of the group's campaign on its PostgreSQL server, as the "
            "Director gave it (without a password).",
        ),
        button=translate("ConnectDialog", "&Connect"),
        address=address,
    )
    if message is not None:
        dialog.show_message(message)
    return dialog
