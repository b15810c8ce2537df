"""Common: Add player…: the Director gives an Actor a login of their own on a shared campaign.

The Director picks the Actor, types the login and the password twice (or ticks that the
server trusts this computer's users), and the app asks the server to create the login
(``services.shared.add_player``); the server then lets that login change only the Personae
of that Actor. A bad entry is said next to its field and changes nothing; a refusal of the
server is said under the fields. The password lives only in the two fields and the
statement sent to the server (as its SCRAM verifier); it is never kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.ui.i18n import refusal_text, translate

if TYPE_CHECKING:
    from starshine_desktop.services.campaign import Campaign


def _error_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setVisible(False)
    return label


class AddPlayerDialog(QDialog):
    """The form that adds a player for an Actor to the open shared campaign."""

    def __init__(self, campaign: Campaign, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._campaign = campaign
        self.setWindowTitle(translate("AddPlayerDialog", "Add player"))
        self.actor = QComboBox()
        for actor in campaign.records.list_actors():
            if not actor.is_director:
                self.actor.addItem(actor.name)
        self.login = QLineEdit()
        self.login.setPlaceholderText(translate("AddPlayerDialog", "for example priya"))
        self.login_error = _error_label()
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.again = QLineEdit()
        self.again.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_error = _error_label()
        self.no_password = QCheckBox(
            translate("AddPlayerDialog", "No password: the server trusts this computer's users")
        )
        self.no_password.toggled.connect(self._password_needed)
        self.problem = _error_label()
        intro = QLabel(
            translate(
                "AddPlayerDialog",
                "The player logs in to the shared campaign with this login and password, "
                "and may change only the Personae of the Actor they play.",
            )
        )
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow(translate("AddPlayerDialog", "Actor:"), self.actor)
        form.addRow(translate("AddPlayerDialog", "Login:"), self.login)
        form.addRow("", self.login_error)
        form.addRow(translate("AddPlayerDialog", "Password:"), self.password)
        form.addRow(translate("AddPlayerDialog", "Password again:"), self.again)
        form.addRow("", self.password_error)
        form.addRow("", self.no_password)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.add_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.add_button.setText(translate("AddPlayerDialog", "Add player"))
        self.add_button.setEnabled(self.actor.count() > 0)
        self.buttons.accepted.connect(self.add)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

    def _password_needed(self, trusted: bool) -> None:
        for field in (self.password, self.again):
            field.setEnabled(not trusted)
        self.password_error.setVisible(False)

    @staticmethod
    def _say(label: QLabel, text: str) -> None:
        label.setText(text)
        label.setVisible(bool(text))

    def add(self) -> None:
        """Check the fields, then ask the server to add the player; close once added."""
        from sqlalchemy.exc import SQLAlchemyError

        from starshine_desktop.services.errors import Refusal
        from starshine_desktop.services.shared import add_player

        for label in (self.login_error, self.password_error, self.problem):
            self._say(label, "")
        login = self.login.text().strip()
        if not login:
            self._say(self.login_error, translate("AddPlayerDialog", "Type the player's login."))
            self.login.setFocus()
            return
        password: str | None = None
        if not self.no_password.isChecked():
            password = self.password.text()
            if not password:
                self._say(
                    self.password_error,
                    translate("AddPlayerDialog", "Type a password, or tick that none is needed."),
                )
                self.password.setFocus()
                return
            if password != self.again.text():
                self._say(
                    self.password_error,
                    translate("AddPlayerDialog", "The two passwords differ: type them again."),
                )
                self.again.setFocus()
                return
        try:
            add_player(self._campaign, self.actor.currentText(), login, password)
        except Refusal as refusal:
            self._say(self.problem, refusal_text(refusal))
            return
        except SQLAlchemyError as error:
            reason = " ".join(str(getattr(error, "orig", error)).split())
            self._say(
                self.problem,
                translate(
                    "AddPlayerDialog", "The server refused: {reason}. Nothing was changed."
                ).format(reason=reason),
            )
            return
        finally:
            self.password.clear()
            self.again.clear()
        self.accept()
