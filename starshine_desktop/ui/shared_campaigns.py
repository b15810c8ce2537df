"""The File menu's shared campaigns (all systems): connect, share, save a link, open one,
add, list and remove players.

File › Connect to shared campaign… asks the address (``dialogs/connect.py``); File › Share
campaign on a server… publishes the campaign file on screen into an empty PostgreSQL
database (``Campaign.share_on``, as ``publish`` does, roles and all) and offers to open it;
File › Save link to shared campaign… writes a ``.starshine-link`` file
(``services.shared_open``), which opens like a campaign (File › Open, the command line, the
desktop). An address opened from the command line, a link or the recent campaigns connects
at once when no password is needed or the keyring holds it, and asks in the same dialog
otherwise. File › Shared campaign › Add player…, shown only in the Director's window of a
shared campaign, gives an Actor a login of their own (``dialogs/add_player.py``); File ›
Shared campaign › Players…, enabled there only, lists who plays which Actor and removes a
player (``dialogs/players.py``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui.i18n import refusal_text, translate

if TYPE_CHECKING:
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.ui.dialogs.add_player import AddPlayerDialog
    from starshine_desktop.ui.dialogs.connect import ConnectDialog
    from starshine_desktop.ui.dialogs.players import PlayersDialog
    from starshine_desktop.ui.host import FilesHost

log = logging.getLogger("starshine_desktop.shared")

LINK_FILTER = QT_TRANSLATE_NOOP(
    "SharedCampaigns", "Link to a shared campaign (*.starshine-link);;All files (*)"
)
CANNOT_CONNECT = QT_TRANSLATE_NOOP("SharedCampaigns", "Cannot open the shared campaign")


def choose_link_destination(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where the link file goes (the dialog asks before replacing a file)."""
    from PySide6.QtWidgets import QFileDialog

    from starshine_desktop.services.shared_open import LINK_SUFFIX

    name, _ = QFileDialog.getSaveFileName(
        parent,
        translate("SharedCampaigns", "Save link to shared campaign"),
        str(suggested),
        translate("SharedCampaigns", LINK_FILTER),
    )
    if not name:
        return None
    path = Path(name)
    return (
        path if path.name.lower().endswith(LINK_SUFFIX) else path.with_name(path.name + LINK_SUFFIX)
    )


class _BackupDone(QObject):
    """Brings the end of a backup written on its own thread back to the window's thread."""

    written = Signal(object)


class SharedCampaigns:
    """File › Connect to shared campaign…, Share campaign on a server…, Save link…."""

    def __init__(self, host: FilesHost, parent: QWidget, menu: QMenu) -> None:
        self._host = host
        self._parent = parent
        self.action_connect = QAction(
            translate("SharedCampaigns", "Connect to s&hared campaign…"), parent
        )
        self.action_connect.triggered.connect(lambda _c=False: self.connect_dialog())
        self.action_share = QAction(
            translate("SharedCampaigns", "Share campai&gn on a server…"), parent
        )
        self.action_share.triggered.connect(lambda _c=False: self.share_campaign())
        self.action_save_link = QAction(
            translate("SharedCampaigns", "Save &link to shared campaign…"), parent
        )
        self.action_save_link.triggered.connect(lambda _c=False: self.save_link())
        menu.addSeparator()
        for action in (self.action_connect, self.action_share, self.action_save_link):
            menu.addAction(action)
        #: File › Shared campaign: what the Director of a shared campaign does to it.
        self.director_menu = menu.addMenu(translate("SharedCampaigns", "Sh&ared campaign"))
        self.action_add_player = self.director_menu.addAction(
            translate("SharedCampaigns", "Add &player…")
        )
        self.action_add_player.triggered.connect(lambda _c=False: self.add_player())
        self.action_players = self.director_menu.addAction(
            translate("SharedCampaigns", "Pla&yers…")
        )
        self.action_players.triggered.connect(lambda _c=False: self.show_players())
        self.director_menu.menuAction().setVisible(False)
        self.dialog: ConnectDialog | None = None
        """The dialog last opened (tests and screenshots look at it)."""
        self.add_player_dialog: AddPlayerDialog | None = None
        """The Add player form last opened."""
        self.players_dialog: PlayersDialog | None = None
        """The Players list last opened."""
        self._backup_done = _BackupDone(parent)
        self._backup_done.written.connect(self._backed_up)

    def campaign_shown(self, campaign: Campaign) -> None:
        """Offer sharing for a campaign file, a link for a shared campaign."""
        self.action_share.setEnabled(not campaign.shared)
        self.action_save_link.setEnabled(campaign.shared)
        directed = campaign.directed_here
        self.director_menu.menuAction().setVisible(directed)
        for action in (self.action_add_player, self.action_players):
            action.setEnabled(directed)
        self.back_up_on_opening(campaign)

    # The Director's backup on opening ------------------------------------------------

    def back_up_on_opening(self, campaign: Campaign) -> bool:
        """Write the Director's backup of the shared campaign on opening off the window's
        thread (a whole copy of the campaign: seconds on a large one), so the window opens
        at once; a failure is said in the status bar. True if it started."""
        if not campaign.shared:
            return False
        done = self._backup_done

        def written() -> None:  # on the backup's thread
            try:
                done.written.emit(campaign)
            except RuntimeError:  # the window is gone meanwhile: nobody to tell
                log.debug("A backup finished after its window closed")

        return campaign.start_open_backup(written)

    def _backed_up(self, campaign: Campaign) -> None:
        failure = campaign.backup_failure
        if failure is not None and campaign is self._host.campaign:
            self._host.show_status(refusal_text(failure))

    # Connecting ----------------------------------------------------------------------

    def _dialog(self, address: str = "", message: str | None = None) -> ConnectDialog:
        from starshine_desktop.ui.dialogs.connect import connect_dialog

        log.info("Asking for a shared campaign's address")
        dialog = connect_dialog(self._parent, address, message)
        dialog.accepted.connect(lambda: self._opened(dialog))
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog
        dialog.open()
        return dialog

    def connect_dialog(self, address: str = "") -> ConnectDialog:
        """Show the dialog asking an address (and password); the campaign opens on Connect."""
        return self._dialog(address)

    def _opened(self, dialog: ConnectDialog) -> None:
        if dialog.campaign is not None:
            self._host.switch_campaign(dialog.campaign)
            dialog.campaign = None

    def connect_to(self, address: str) -> bool:
        """Open the shared campaign at ``address``: at once when no password is needed or
        the keyring holds it, else in the dialog (asking for it). True if it is open now."""
        from starshine_desktop.services.shared_connection import LoginRefusedError
        from starshine_desktop.services.shared_open import open_address

        if not self._host.campaign.shared or self._host.campaign.address != address:
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                campaign = open_address(address, defer_backup=True)
            except LoginRefusedError as error:
                self._dialog(address, refusal_text(error))
                return False
            except Refusal as error:
                self._host.prompter.show_error(
                    self._parent, translate("SharedCampaigns", CANNOT_CONNECT), refusal_text(error)
                )
                return False
            finally:
                QApplication.restoreOverrideCursor()
            self._host.switch_campaign(campaign)
        return True

    def open_link(self, path: Path) -> bool:
        """Open the shared campaign a ``.starshine-link`` file names."""
        from starshine_desktop.services.shared_open import read_link

        try:
            link = read_link(path)
        except Refusal as error:
            self._host.prompter.show_error(
                self._parent, translate("SharedCampaigns", CANNOT_CONNECT), refusal_text(error)
            )
            return False
        return self.connect_to(link.full_address())

    # Sharing -------------------------------------------------------------------------

    def share_campaign(self) -> ConnectDialog | None:
        """Ask for an empty database and publish the campaign file there (then offer it)."""
        host = self._host
        if host.campaign.shared:
            return None
        host.commit_pending()
        source = host.campaign
        from starshine_desktop.services.shared_open import publish_and_open
        from starshine_desktop.ui.dialogs.connect import ConnectDialog

        def publish(address: str, password: str | None) -> Campaign:
            log.info("Sharing %s on %s", source.name, address)
            ask = None if password is None else (lambda _entry: password)
            return publish_and_open(source, address, ask=ask)

        dialog = ConnectDialog(
            publish,
            self._parent,
            title=translate("SharedCampaigns", "Share campaign on a server"),
            intro=translate(
                "SharedCampaigns",
                "Copies {name} into an empty PostgreSQL database, where the group's "
                "windows open it. The campaign file stays as it is.",
            ).format(name=host.campaign.name),
            button=translate("SharedCampaigns", "&Share"),
        )
        dialog.accepted.connect(lambda: self._shared(dialog))
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog
        dialog.open()
        return dialog

    def _shared(self, dialog: ConnectDialog) -> None:
        campaign, dialog.campaign = dialog.campaign, None
        if campaign is None:
            return
        question = translate(
            "SharedCampaigns",
            "{name} is now shared at {address}. Open the shared campaign in this window?",
        ).format(name=self._host.campaign.name, address=campaign.address)
        title = translate("SharedCampaigns", "Campaign shared")
        if self._host.prompter.confirm(self._parent, title, question):
            self._host.switch_campaign(campaign)
        else:
            campaign.close()

    # Players -------------------------------------------------------------------------

    def add_player(self) -> AddPlayerDialog | None:
        """Show the Add player form for the shared campaign on screen (its Director only)."""
        from starshine_desktop.ui.dialogs.add_player import AddPlayerDialog

        campaign = self._host.campaign
        if not campaign.directed_here:
            return None
        log.info("Adding a player to %s", campaign.name)
        dialog = AddPlayerDialog(campaign, self._parent)
        dialog.accepted.connect(lambda: self._player_added(dialog, campaign))
        dialog.finished.connect(dialog.deleteLater)
        self.add_player_dialog = dialog
        dialog.open()
        return dialog

    def _player_added(self, dialog: AddPlayerDialog, campaign: Campaign) -> None:
        text = translate("SharedCampaigns", "{login} now plays {actor} in {name}")
        self._host.show_status(
            text.format(
                login=dialog.login.text().strip(),
                actor=dialog.actor.currentText(),
                name=campaign.name,
            ),
            8000,
        )

    def show_players(self) -> PlayersDialog | None:
        """Show who plays which Actor in the shared campaign on screen (its Director only),
        each removable."""
        from starshine_desktop.ui.dialogs.players import PlayersDialog

        campaign = self._host.campaign
        if not campaign.directed_here:
            return None
        log.info("Listing the players of %s", campaign.name)
        dialog = PlayersDialog(campaign, self._host.prompter, self._parent)
        dialog.removed.connect(
            lambda login, actor: self._host.show_status(
                translate("SharedCampaigns", "{login} no longer plays {actor} in {name}").format(
                    login=login, actor=actor, name=campaign.name
                ),
                8000,
            )
        )
        dialog.finished.connect(dialog.deleteLater)
        self.players_dialog = dialog
        dialog.open()
        return dialog

    # Links ---------------------------------------------------------------------------

    def save_link(self) -> Path | None:
        """Ask where, and write a link file to the shared campaign on screen."""
        from starshine_desktop.services.shared_open import LINK_SUFFIX, link_of, write_link

        campaign = self._host.campaign
        address = campaign.address
        if address is None:
            return None
        suggested = campaign.folder / f"{campaign.name}{LINK_SUFFIX}"
        path = choose_link_destination(self._parent, suggested)
        if path is None:
            return None
        try:
            write_link(link_of(address, campaign.name), path)
        except OSError as error:
            message = translate("SharedCampaigns", "{path} was not written: {reason}")
            self._host.prompter.show_error(
                self._parent,
                translate("SharedCampaigns", "Cannot save the link"),
                message.format(path=path, reason=error.strerror or str(error)),
            )
            return None
        except Refusal as error:
            self._host.prompter.show_error(
                self._parent,
                translate("SharedCampaigns", "Cannot save the link"),
                refusal_text(error),
            )
            return None
        text = translate("SharedCampaigns", "Saved a link to {name} as {path}")
        self._host.show_status(text.format(name=campaign.name, path=path), 8000)
        return path
