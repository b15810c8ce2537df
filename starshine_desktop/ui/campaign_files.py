"""The File menu (all systems): new, open, recent, save a copy, the party folder, print and
PDF, quit; and the flows it runs.

``CampaignFiles`` builds the File menu and runs its actions through the ``FilesHost``
protocol (``host.py``), never through the window itself. Opening another campaign asks the
host to put it on screen (``switch_campaign``); New from sample creates a new campaign file,
checked completely first, and opens it. The other actions are flows of their own, each a
``FileFlow`` (``file_flow.py``): campaign JSON and Markdown (``campaign_exchange.py``),
Persona files (``starshine/persona_files.py``), backups and Restore (``campaign_backups.py``).
Shared campaigns (``shared_campaigns.py``) and rules packages (``ironsworn/rules_packages.py``)
add their entries themselves. A campaign file or a ``.starshine-link`` dropped on the window
opens as File › Open… opens it (``campaign_drop.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.shared import is_server_address
from starshine_desktop.services.shared_open import is_link_file
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.ui.campaign_backups import CampaignBackups
from starshine_desktop.ui.campaign_exchange import CampaignExchange
from starshine_desktop.ui.file_flow import FileFlow
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.prompts import Prompter
from starshine_desktop.ui.starshine.persona_files import NO_PERSONA_TIP, PersonaFiles

if TYPE_CHECKING:  # a protocol, for the type checker only
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.services.changes import Changes
    from starshine_desktop.ui.host import FilesHost
    from starshine_desktop.ui.printing import PrintMenu
    from starshine_desktop.ui.starshine.party_panel import PartyController

RECENT_KEY = "recent_campaigns"
MAX_RECENT = 8


ACCEPTED_LOCATIONS_KEY = "location/accepted"
"""The campaigns whose synced or shared folder the person was warned about and accepted."""


def confirm_location(
    path: Path, prompter: Prompter, parent: QWidget | None, settings: QSettings | None = None
) -> bool:
    """Warn before opening a campaign in a synced folder or on a share; True to go on.

    Once the person has chosen to open a campaign there anyway, it is not asked again for
    that campaign (kept in ``settings``, when given).
    """
    from starshine_desktop.storage.location import LocationKind, risk_of_location

    risk = risk_of_location(path)
    if risk is None:
        return True
    where = str(path.resolve())
    accepted = [] if settings is None else settings.value(ACCEPTED_LOCATIONS_KEY, [], type=list)
    if isinstance(accepted, list) and where in accepted:
        return True
    title = (
        translate("CampaignFiles", "Campaign on a network share")
        if risk.kind == LocationKind.NETWORK
        else translate("CampaignFiles", "Campaign in a synced folder")
    )
    question = translate("CampaignFiles", "{risk}\n\nOpen it anyway?").format(
        risk=refusal_text(risk.warning)
    )
    if not prompter.confirm(parent, title, question):  # type: ignore[arg-type]
        return False
    if settings is not None:
        kept = [str(item) for item in accepted] if isinstance(accepted, list) else []
        settings.setValue(ACCEPTED_LOCATIONS_KEY, [*kept, where][-50:])
    return True


class CampaignFiles(FileFlow):
    """The File menu and every action in it, run for the campaign on screen."""

    def __init__(self, host: FilesHost, parent: QWidget, menu: QMenu, settings: QSettings) -> None:
        super().__init__(host, parent)
        self._settings = settings
        self._menu = menu
        self.exchange = CampaignExchange(host, parent, self.open_campaign_file)
        self.persona_files = PersonaFiles(host, parent)
        self.backups = CampaignBackups(host, parent)
        self._build_campaign_actions(menu)
        from starshine_desktop.ui.shared_campaigns import SharedCampaigns

        self.shared = SharedCampaigns(host, parent, menu)
        menu.addSeparator()
        self._build_transfer_actions(menu)
        self.party: PartyController | None = None
        self.update_persona_actions(False)
        from starshine_desktop.ui.ironsworn.rules_packages import RulesPackageActions

        self.rules_packages = RulesPackageActions(host, parent, menu)
        menu.addSeparator()
        self.print_submenu = menu.addMenu(translate("CampaignFiles", "&Print"))
        self.pdf_submenu = menu.addMenu(translate("CampaignFiles", "Export P&DF"))
        self._print_menu: PrintMenu | None = None
        self.print_submenu.aboutToShow.connect(self.print_menu)
        self.pdf_submenu.aboutToShow.connect(self.print_menu)
        menu.addSeparator()
        quit_action = self._action(menu, translate("CampaignFiles", "&Quit"), host.close)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)

    def _build_campaign_actions(self, menu: QMenu) -> None:
        """New, Open, Open recent, Save a copy and Restore: the campaign file itself."""
        self.action_new = self._action(
            menu, translate("CampaignFiles", "&New campaign…"), self.new_campaign
        )
        self.action_new.setShortcut(QKeySequence.StandardKey.New)
        self.action_open = self._action(
            menu, translate("CampaignFiles", "&Open…"), self.open_campaign_dialog
        )
        self.action_open.setShortcut(QKeySequence.StandardKey.Open)
        self.recent_menu = menu.addMenu(translate("CampaignFiles", "Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._fill_recent_menu()
        self.action_save_copy = self._action(
            menu, translate("CampaignFiles", "Save a &copy as…"), self.save_copy_as
        )
        self.action_save_copy.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.action_restore = self._action(
            menu,
            translate("CampaignFiles", "Restore from &backup…"),
            self.backups.restore_from_backup,
        )

    def _build_transfer_actions(self, menu: QMenu) -> None:
        """The sample, campaign JSON, Persona files, the party folder and Markdown."""
        entry = self._entry
        self.new_from_sample = entry(
            menu, translate("CampaignFiles", "New from &sample…"), self.create_from_sample
        )
        exchange, personae = self.exchange, self.persona_files
        self.import_json = entry(
            menu, translate("CampaignFiles", "&Import campaign JSON…"), exchange.import_campaign
        )
        self.export_json = entry(
            menu, translate("CampaignFiles", "&Export campaign JSON…"), exchange.export_campaign
        )
        menu.addSeparator()
        menu.setToolTipsVisible(True)
        self.export_persona_action = entry(
            menu, translate("CampaignFiles", "Export &Persona…"), personae.export_persona
        )
        self.import_persona_action = entry(
            menu, translate("CampaignFiles", "Import Perso&na…"), personae.import_persona
        )
        self.export_player_action = entry(
            menu,
            translate("CampaignFiles", "Export Personae of a Pla&yer…"),
            personae.export_player,
        )
        self.import_folder_action = entry(
            menu, translate("CampaignFiles", "Import Persona &Folder…"), personae.import_folder
        )
        # File › Party folder…: its rounds and panel are ``starshine/party_panel.py``, built
        # once the campaign shares a folder.
        self.party_folder_action = entry(
            menu, translate("CampaignFiles", "Par&ty folder…"), self.show_party_folder
        )
        self.export_markdown_action = entry(
            menu, translate("CampaignFiles", "Export &Markdown…"), exchange.export_markdown
        )

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object]) -> QAction:
        """Add an action the window owns (those with a shortcut)."""
        action = QAction(text, self._parent)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    @staticmethod
    def _entry(menu: QMenu, text: str, slot: Callable[[], object]) -> QAction:
        """Add an entry of the menu's own that runs ``slot``."""
        action = menu.addAction(text)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def print_menu(self) -> PrintMenu:
        """Return File > Print and Export PDF, filled when first needed (Qt printing loads then)."""
        if self._print_menu is None:
            from starshine_desktop.ui.printing import PrintMenu

            self._print_menu = PrintMenu(
                self._host, self._parent, self.print_submenu, self.pdf_submenu
            )
        return self._print_menu

    def update_persona_actions(self, has_persona: bool) -> None:
        """Offer Export Persona… only while a Persona is selected (saying why not)."""
        self.export_persona_action.setEnabled(has_persona)
        tip = "" if has_persona else translate("CampaignFiles", NO_PERSONA_TIP)
        self.export_persona_action.setToolTip(tip)

    def create_from_sample(self) -> bool:
        """Ask where, create a new campaign holding the sample and open it."""
        from starshine_desktop.services.campaign import create_from_data
        from starshine_desktop.services.exchange import sample_campaign_data

        prompter = self._host.prompter
        path = prompter.choose_new_campaign(self._parent, self._folder())
        if path is None:
            return False
        try:
            create_from_data(sample_campaign_data(), path).close()
        except (StorageError, OSError, ValueError) as error:
            self._error(
                translate("CampaignFiles", "Cannot create the sample campaign"), refusal_text(error)
            )
            return False
        return self.open_campaign_file(path)

    # Campaign files ------------------------------------------------------------------

    def open_campaign_dialog(self) -> None:
        """Ask for a campaign file and open it."""
        path = self._host.prompter.choose_campaign_to_open(self._parent, self._folder())
        if path is not None:
            self.open_campaign_file(path)

    def open_campaign_file(self, path: Path) -> bool:
        """Open the campaign at ``path`` in the window; show why not if it cannot be."""
        host = self._host
        if is_link_file(path):
            return self.shared.open_link(path)
        if not host.campaign.shared and path.resolve() == host.campaign.path.resolve():
            return True
        if not confirm_location(path, host.prompter, self._parent, self._settings):
            return False
        try:
            campaign = open_campaign(path)
        except StorageError as error:
            from starshine_desktop.ui.dialogs.restore_backup import (
                offer_restore_after_failed_open,
            )

            restored = offer_restore_after_failed_open(
                path, error, host.campaign.backup_folder, host.prompter, self._parent
            )
            if restored is None:
                return False
            campaign = restored
        except OSError as error:
            self._error(translate("CampaignFiles", "Cannot open campaign"), str(error))
            return False
        host.switch_campaign(campaign)
        return True

    def new_campaign(self) -> None:
        """Ask where, create an empty campaign there and open it."""
        path = self._host.prompter.choose_new_campaign(self._parent, self._folder())
        if path is None:
            return
        try:
            campaign = create_campaign(path)
        except (StorageError, OSError) as error:
            self._error(translate("CampaignFiles", "Cannot create campaign"), refusal_text(error))
            return
        self._host.switch_campaign(campaign)

    def save_copy_as(self) -> None:
        """Ask where, and write a verified copy of the campaign there."""
        campaign = self._host.campaign
        copy_name = translate("CampaignFiles", "{name} copy").format(name=campaign.name)
        suggested = campaign.folder / f"{copy_name}.starshine"
        path = self._host.prompter.choose_copy_destination(self._parent, suggested)
        if path is None:
            return
        try:
            campaign.save_copy_as(path)
        except (StorageError, OSError, ValueError) as error:
            self._error(translate("CampaignFiles", "Cannot save a copy"), refusal_text(error))
            return
        self._status(translate("CampaignFiles", "Saved a copy as {path}").format(path=path))

    def recent_entries(self) -> list[Path | str]:
        """Return the recently opened campaigns, newest first: files' paths and shared
        campaigns' addresses (never with a password)."""
        stored = self._settings.value(RECENT_KEY, [], type=list)
        items = [str(item) for item in stored] if isinstance(stored, list) else []
        return [item if is_server_address(item) else Path(item) for item in items if item]

    def recent_campaigns(self) -> list[Path]:
        """Return the recently opened campaign files, newest first."""
        return [entry for entry in self.recent_entries() if isinstance(entry, Path)]

    # The window's moments -------------------------------------------------------------

    def apply_changes(self, changes: Changes) -> None:
        """Pass the window's ``Changes`` on: the rules packages, the party folder's writes."""
        self.rules_packages.apply_changes(changes)
        if self.party is not None:
            self.party.campaign_changed()

    def campaign_shown(self, campaign: Campaign) -> None:
        """Follow the campaign put on screen: the recent campaigns, the party folder, the
        live notices of a shared campaign."""
        address = campaign.address
        self.remember_recent(campaign.path if address is None else address)
        self.action_restore.setEnabled(address is None)
        self.shared.campaign_shown(campaign)
        if self.party is not None:
            self.follow_party_folder()

    def finish_opening(self) -> None:
        """Do what waits for the first paint: the routine backup, then the party folder."""
        campaign = self._host.campaign
        if campaign.shared:  # written off the window's thread (started when it was shown)
            self.shared.back_up_on_opening(campaign)
        self.backups.take_open_backup()
        self.follow_party_folder()

    # The party folder ----------------------------------------------------------------

    def show_party_folder(self) -> bool:
        """Ask for the party folder and who the person is there; follow the answer."""
        host = self._host
        message = host.read_only_message()
        if message is not None:
            self._error(translate("CampaignFiles", "The party folder cannot be used"), message)
            return False
        from starshine_desktop.ui.starshine.party_panel import PartyFolderDialog

        dialog = PartyFolderDialog(host.campaign, self._parent)
        try:
            if dialog.exec() != PartyFolderDialog.DialogCode.Accepted:
                return False
        finally:
            dialog.deleteLater()
        self.follow_party_folder(build=True)
        return True

    def follow_party_folder(self, *, build: bool = False) -> None:
        """Run the party folder's rounds if the campaign shares one (the Party panel shows)."""
        campaign = self._host.campaign
        if self.party is None:
            if not build and (campaign.read_only or campaign.party.binding() is None):
                return
            from PySide6.QtCore import Qt
            from PySide6.QtWidgets import QMainWindow

            from starshine_desktop.ui.starshine.party_panel import PartyController, PartyPanel

            window = self._parent
            assert isinstance(window, QMainWindow)
            panel = PartyPanel(window)
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            window.resizeDocks([panel], [300], Qt.Orientation.Horizontal)
            toggle = panel.toggleViewAction()  # a closed panel comes back from the File menu
            toggle.setText(translate("CampaignFiles", "Party p&anel"))
            self._menu.insertAction(self.export_markdown_action, toggle)
            self.party = PartyController(self._host, panel, window)
        self.party.reload()
        self.party.panel.setVisible(self.party.binding is not None)

    def remember_recent(self, entry: Path | str) -> None:
        """Put ``entry`` (a file's path or an address without password) first among the
        recent campaigns."""
        text = entry if isinstance(entry, str) else str(entry.resolve())
        recent = [text] + [str(p) for p in self.recent_entries() if str(p) != text]
        self._settings.setValue(RECENT_KEY, recent[:MAX_RECENT])

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        campaign = self._host.campaign
        here: Path | str = campaign.where if campaign.shared else campaign.path.resolve()
        recent = [entry for entry in self.recent_entries() if entry != here]
        for entry in recent:
            if isinstance(entry, str):
                text = translate("CampaignFiles", "{name}  (shared, {address})")
                name = entry.split("?", 1)[0].rsplit("/", 1)[-1]
                action = self.recent_menu.addAction(text.format(name=name, address=entry))
                action.triggered.connect(lambda _checked=False, a=entry: self.shared.connect_to(a))
                continue
            text = translate("CampaignFiles", "{name}  ({folder})")
            action = self.recent_menu.addAction(text.format(name=entry.stem, folder=entry.parent))
            action.triggered.connect(lambda _checked=False, p=entry: self.open_campaign_file(p))
        self.recent_menu.setEnabled(bool(recent))

    # Backups -------------------------------------------------------------------------
