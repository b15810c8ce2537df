"""Common: Players…: the Director sees who plays which Actor in a shared campaign, and removes one.

The list is each player's login and the Actor they play, as the server records it
(``services.shared.list_players``, the same as ``starshine-desktop players``). Remove…
asks first, naming the player and what happens: the login loses its rights to this
campaign (``services.shared.remove_player``, as ``remove-player``); the login itself stays
on the server, which other campaigns may use, and the Actor's Personae stay in the
campaign. A refusal of the server is said under the list and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.ui.i18n import refusal_text, translate

if TYPE_CHECKING:
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.ui.prompts import Prompter

LOGIN_COLUMN, ACTOR_COLUMN = 0, 1


class PlayersDialog(QDialog):
    """The players of the open shared campaign, each removable (the Director's window)."""

    removed = Signal(str, str)
    """A player was removed: their login and the Actor they played."""

    def __init__(
        self, campaign: Campaign, prompter: Prompter, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._campaign = campaign
        self._prompter = prompter
        self.setWindowTitle(
            translate("PlayersDialog", "Players of {name}").format(name=campaign.name)
        )
        intro = QLabel(
            translate(
                "PlayersDialog",
                "Each player logs in with a login of their own and may change only the "
                "Personae of the Actor they play.",
            )
        )
        intro.setWordWrap(True)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels(
            [translate("PlayersDialog", "Login"), translate("PlayersDialog", "Actor")]
        )
        self.table.setAccessibleName(translate("PlayersDialog", "Players"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.empty = QLabel(
            translate(
                "PlayersDialog",
                "No players yet: File › Shared campaign › Add player… gives an Actor a login.",
            )
        )
        self.empty.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.remove_button = QPushButton(translate("PlayersDialog", "&Remove…"))
        self.remove_button.setEnabled(False)
        self.buttons.addButton(self.remove_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.remove_button.clicked.connect(lambda _c=False: self.remove_selected())
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.resize(480, 320)
        self.refresh()

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def refresh(self) -> None:
        """Read the players from the server again and list them."""
        from starshine_desktop.services.errors import Refusal
        from starshine_desktop.services.shared import list_players

        try:
            players = list_players(self._campaign)
        except Refusal as refusal:
            self._say(refusal_text(refusal))
            players = []
        self.table.setRowCount(len(players))
        for row, (login, actor) in enumerate(players):
            for column, text in ((LOGIN_COLUMN, login), (ACTOR_COLUMN, actor)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.setVisible(bool(players))
        self.empty.setVisible(not players)
        self._selection_changed()

    def players(self) -> list[tuple[str, str]]:
        """Return the (login, Actor) pairs the list shows, top to bottom."""
        rows: list[tuple[str, str]] = []
        for row in range(self.table.rowCount()):
            login, actor = self.table.item(row, LOGIN_COLUMN), self.table.item(row, ACTOR_COLUMN)
            rows.append(
                ("" if login is None else login.text(), "" if actor is None else actor.text())
            )
        return rows

    def _selected(self) -> tuple[str, str] | None:
        chosen = self.table.selectionModel().selectedRows()
        if not chosen:
            return None
        return self.players()[chosen[0].row()]

    def _selection_changed(self) -> None:
        self.remove_button.setEnabled(self._selected() is not None)

    def remove_selected(self) -> bool:
        """Ask, then take the campaign away from the selected player; True if removed."""
        from sqlalchemy.exc import SQLAlchemyError

        from starshine_desktop.services.errors import Refusal
        from starshine_desktop.services.shared import remove_player

        chosen = self._selected()
        if chosen is None:
            return False
        login, actor = chosen
        name = self._campaign.name
        question = translate(
            "PlayersDialog",
            "Remove {login}, who plays {actor}, from {name}? The login {login} loses its "
            "rights to this campaign: it can no longer read or change it. The login itself "
            "stays on the server, and {actor}'s Personae stay in the campaign.",
        ).format(login=login, actor=actor, name=name)
        title = translate("PlayersDialog", "Remove player")
        if not self._prompter.confirm(self, title, question):
            return False
        self._say("")
        try:
            remove_player(self._campaign, login)
        except Refusal as refusal:
            self._say(refusal_text(refusal))
            self.refresh()
            return False
        except SQLAlchemyError as error:
            reason = " ".join(str(getattr(error, "orig", error)).split())
            self._say(
                translate(
                    "PlayersDialog", "The server refused: {reason}. Nothing was changed."
                ).format(reason=reason)
            )
            return False
        self.refresh()
        self.removed.emit(login, actor)
        return True
