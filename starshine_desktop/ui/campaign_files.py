"""Every File action in one place (all systems): new, open, recent, save a copy, restore,
backups, campaign JSON, Persona files, Markdown, print and PDF, quit.

``CampaignFiles`` builds the File menu and runs its actions through the ``FilesHost``
protocol (``host.py``), never through the window itself. Opening another campaign asks the
host to put it on screen (``switch_campaign``). Export writes the versioned JSON format
(docs/campaign-format.md) atomically; Import and New from sample create a new campaign
file, checked completely first, and open it.
Export Persona… writes the selected Persona's own file; Import Persona… checks one and
adds it to the open campaign as one undoable step, or, when the campaign has that Persona
already (same UUID), shows what differs and updates it as one undoable step. A campaign
file or a ``.starshine-link`` dropped on the window opens as File › Open… opens it
(``dropped_campaign``; the window takes the drop).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QSettings, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.shared import is_server_address
from starshine_desktop.services.shared_open import LINK_SUFFIX, is_link_file
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.prompts import CAMPAIGN_SUFFIX, Prompter

if TYPE_CHECKING:  # a protocol, for the type checker only
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.services.changes import Changes
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.starshine.markdown import MarkdownExport
    from starshine_desktop.services.starshine.persona_sync import (
        PersonaUpdate,
        PersonaUpdatePlan,
        Side,
    )
    from starshine_desktop.ui.dialogs.persona_update import UpdateAnswer
    from starshine_desktop.ui.dialogs.restore_backup import RestoreBackupDialog
    from starshine_desktop.ui.host import FilesHost
    from starshine_desktop.ui.printing import PrintMenu
    from starshine_desktop.ui.starshine.party_panel import PartyController

JSON_FILTER = QT_TRANSLATE_NOOP("CampaignFiles", "Campaign JSON (*.json);;All files (*)")
PERSONA_FILTER = QT_TRANSLATE_NOOP(
    "CampaignFiles", "Persona file (*.starshine-persona.json);;JSON (*.json);;All files (*)"
)
NO_PERSONA_TIP = QT_TRANSLATE_NOOP(
    "CampaignFiles", "Select a Persona in the Personae table to export it"
)
CANNOT_IMPORT = QT_TRANSLATE_NOOP("CampaignFiles", "Cannot import")
CANNOT_IMPORT_PERSONA = QT_TRANSLATE_NOOP("CampaignFiles", "Cannot import the Persona")
CANNOT_EXPORT = QT_TRANSLATE_NOOP("CampaignFiles", "Cannot export")
RECENT_KEY = "recent_campaigns"
MAX_RECENT = 8
#: How often a campaign with saved changes is backed up during a session.
SESSION_BACKUP_MINUTES = 30


#: The files a drop on the window opens: campaign files and links to shared campaigns.
DROPPABLE_SUFFIXES = (CAMPAIGN_SUFFIX, LINK_SUFFIX)


def dropped_campaign(mime: QMimeData) -> Path | None:
    """Return the campaign file or link a drag carries (the first of its local files that is
    one), or None: other files, text and remote addresses are not taken."""
    if not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile():
            path = Path(url.toLocalFile())
            if path.name.lower().endswith(DROPPABLE_SUFFIXES):
                return path
    return None


#: The campaigns whose synced or shared folder the person was warned about and accepted.
ACCEPTED_LOCATIONS_KEY = "location/accepted"


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


def choose_json_to_import(parent: QWidget, folder: Path) -> Path | None:
    """Ask for a campaign JSON file to import."""
    from PySide6.QtWidgets import QFileDialog  # not needed before the window is painted

    name, _ = QFileDialog.getOpenFileName(
        parent,
        translate("CampaignFiles", "Import campaign JSON"),
        str(folder),
        translate("CampaignFiles", JSON_FILTER),
    )
    return Path(name) if name else None


def choose_json_to_export(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where the campaign JSON goes (the dialog asks before replacing a file)."""
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getSaveFileName(
        parent,
        translate("CampaignFiles", "Export campaign JSON"),
        str(suggested),
        translate("CampaignFiles", JSON_FILTER),
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix else path.with_suffix(".json")


def markdown_summary(result: MarkdownExport) -> str:
    """Return what a Markdown export did, in one line for the status bar."""
    text = translate(
        "CampaignFiles",
        "Exported {total} Markdown notes to {folder} ({written} written, {unchanged} unchanged)",
    ).format(
        total=result.notes,
        folder=result.folder,
        written=len(result.written),
        unchanged=len(result.unchanged),
    )
    if not result.kept:
        return text
    kept = translate(
        "CampaignFiles", "{count} notes edited by hand kept as they were (new versions beside them)"
    )
    return f"{text}; {kept.format(count=len(result.kept))}"


def kept_notes_message(result: MarkdownExport) -> str:
    """Return the message naming each note kept because it was edited by hand."""
    each = translate("CampaignFiles", "{note}, new version: {new_version}")
    notes = "\n".join(
        each.format(
            note=kept.note.relative_to(result.folder).as_posix(),
            new_version=kept.new_version.relative_to(result.folder).as_posix(),
        )
        for kept in result.kept
    )
    intro = translate(
        "CampaignFiles",
        "These notes in {folder} were edited by hand, so they were left as they are. "
        "The campaign's new version of each was written beside it:",
    ).format(folder=result.folder)
    return f"{intro}\n\n{notes}"


def choose_markdown_folder(parent: QWidget, folder: Path) -> Path | None:
    """Ask for the folder of the Markdown notes (an Obsidian vault or a folder in one)."""
    from PySide6.QtWidgets import QFileDialog

    title = translate("CampaignFiles", "Export Markdown notes into")
    name = QFileDialog.getExistingDirectory(parent, title, str(folder))
    return Path(name) if name else None


def choose_persona_folder(parent: QWidget, folder: Path, title: str) -> Path | None:
    """Ask for a folder of Persona files (to write them into, or to import them from)."""
    from PySide6.QtWidgets import QFileDialog

    name = QFileDialog.getExistingDirectory(parent, title, str(folder))
    return Path(name) if name else None


def choose_player(parent: QWidget, names: list[str]) -> str | None:
    """Ask which player's Personae to export; return the name, or None."""
    from PySide6.QtWidgets import QInputDialog

    name, chosen = QInputDialog.getItem(
        parent,
        translate("CampaignFiles", "Export Personae of a player"),
        translate("CampaignFiles", "Player:"),
        names,
        0,
        False,
    )
    return str(name) if chosen else None


def review_persona_update(parent: QWidget, plan: PersonaUpdatePlan) -> UpdateAnswer | None:
    """Show what a Persona file would change in the campaign's Persona; return the answer."""
    from starshine_desktop.ui.dialogs.persona_update import review_persona_update as review

    return review(parent, plan)


def choose_persona_to_import(parent: QWidget, folder: Path) -> Path | None:
    """Ask for a Persona file to import."""
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getOpenFileName(
        parent,
        translate("CampaignFiles", "Import Persona"),
        str(folder),
        translate("CampaignFiles", PERSONA_FILTER),
    )
    return Path(name) if name else None


def choose_persona_to_export(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where the Persona file goes (the dialog asks before replacing a file)."""
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getSaveFileName(
        parent,
        translate("CampaignFiles", "Export Persona"),
        str(suggested),
        translate("CampaignFiles", PERSONA_FILTER),
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix else path.with_suffix(".json")


class CampaignFiles:
    """The File menu and every action in it, run for the campaign on screen."""

    def __init__(self, host: FilesHost, parent: QWidget, menu: QMenu, settings: QSettings) -> None:
        self._host = host
        self._parent = parent
        self._settings = settings
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
            menu, translate("CampaignFiles", "Restore from &backup…"), self.restore_from_backup
        )
        from starshine_desktop.ui.shared_campaigns import SharedCampaigns

        self.shared = SharedCampaigns(host, parent, menu)
        menu.addSeparator()
        self.new_from_sample = menu.addAction(translate("CampaignFiles", "New from &sample…"))
        self.new_from_sample.triggered.connect(lambda _c=False: self.create_from_sample())
        self.import_json = menu.addAction(translate("CampaignFiles", "&Import campaign JSON…"))
        self.import_json.triggered.connect(lambda _c=False: self.import_campaign())
        self.export_json = menu.addAction(translate("CampaignFiles", "&Export campaign JSON…"))
        self.export_json.triggered.connect(lambda _c=False: self.export_campaign())
        menu.addSeparator()
        menu.setToolTipsVisible(True)
        self.export_persona_action = menu.addAction(translate("CampaignFiles", "Export &Persona…"))
        self.export_persona_action.triggered.connect(lambda _c=False: self.export_persona())
        self.import_persona_action = menu.addAction(translate("CampaignFiles", "Import Perso&na…"))
        self.import_persona_action.triggered.connect(lambda _c=False: self.import_persona())
        self.export_player_action = menu.addAction(
            translate("CampaignFiles", "Export Personae of a Pla&yer…")
        )
        self.export_player_action.triggered.connect(lambda _c=False: self.export_player())
        self.import_folder_action = menu.addAction(
            translate("CampaignFiles", "Import Persona &Folder…")
        )
        self.import_folder_action.triggered.connect(lambda _c=False: self.import_folder())
        # File › Party folder…: its rounds and panel are ``starshine/party_panel.py``, built
        # once the campaign shares a folder.
        self.party_folder_action = menu.addAction(translate("CampaignFiles", "Par&ty folder…"))
        self.party_folder_action.triggered.connect(lambda _c=False: self.show_party_folder())
        self.party: PartyController | None = None
        self._menu = menu
        self.export_markdown_action = menu.addAction(
            translate("CampaignFiles", "Export &Markdown…")
        )
        self.export_markdown_action.triggered.connect(lambda _c=False: self.export_markdown())
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

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self._parent)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
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

    def _error(self, title: str, message: str) -> None:
        self._host.prompter.show_error(self._parent, title, message)

    def _not_imported(self, title: str, name: str, reason: str) -> None:
        """Say that the file (or folder) ``name`` was not imported, and why."""
        message = translate("CampaignFiles", "{file} was not imported: {reason}")
        self._error(translate("CampaignFiles", title), message.format(file=name, reason=reason))

    def _not_written(self, path: Path, error: OSError) -> None:
        """Say that the file at ``path`` was not written, and the system's reason."""
        message = translate("CampaignFiles", "{path} was not written: {reason}")
        reason = error.strerror or str(error)
        self._error(
            translate("CampaignFiles", CANNOT_EXPORT), message.format(path=path, reason=reason)
        )

    def _folder_problem(self, title: str, path: Path, error: OSError) -> None:
        """Say what the system refused about ``path`` (a folder or file)."""
        message = translate("CampaignFiles", "{file}: {reason}")
        reason = error.strerror or str(error)
        self._error(translate("CampaignFiles", title), message.format(file=path, reason=reason))

    def _status(self, message: str, timeout: int = 5000) -> None:
        self._host.show_status(message, timeout)

    def _folder(self) -> Path:
        return self._host.campaign.folder

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

    def import_campaign(self) -> bool:
        """Ask for a JSON file and a new campaign file; import all of it, then open it."""
        from starshine_desktop.services.campaign import import_campaign_file
        from starshine_desktop.services.exchange import ImportRefused

        source = choose_json_to_import(self._parent, self._folder())
        if source is None:
            return False
        prompter = self._host.prompter
        destination = prompter.choose_new_campaign(self._parent, self._folder())
        if destination is None:
            return False
        try:
            import_campaign_file(source, destination).close()
        except ImportRefused as error:
            self._not_imported(CANNOT_IMPORT, source.name, refusal_text(error))
            return False
        except (StorageError, OSError) as error:
            self._error(translate("CampaignFiles", CANNOT_IMPORT), refusal_text(error))
            return False
        return self.open_campaign_file(destination)

    def export_campaign(self) -> bool:
        """Ask where and write the whole campaign as JSON (atomically)."""
        campaign = self._host.campaign
        suggested = campaign.folder / f"{campaign.name}.json"
        path = choose_json_to_export(self._parent, suggested)
        if path is None:
            return False
        try:
            campaign.export_json(path)
        except OSError as error:
            self._not_written(path, error)
            return False
        except StorageError as error:
            self._error(translate("CampaignFiles", CANNOT_EXPORT), refusal_text(error))
            return False
        self._status(
            translate("CampaignFiles", "Exported the campaign to {path}").format(path=path)
        )
        return True

    def export_persona(self) -> bool:
        """Ask where and write the selected Persona's file (no campaign data changes)."""
        from starshine_desktop.services.starshine.persona_file import suggested_file_name

        persona = self._host.current_persona()
        if persona is None:
            self._error(
                translate("CampaignFiles", "Cannot export the Persona"),
                translate("CampaignFiles", NO_PERSONA_TIP),
            )
            return False
        suggested = self._folder() / suggested_file_name(persona.name)
        path = choose_persona_to_export(self._parent, suggested)
        if path is None:
            return False
        try:
            self._host.campaign.export_persona(persona.id, path)
        except OSError as error:
            self._not_written(path, error)
            return False
        except StorageError as error:
            self._error(translate("CampaignFiles", CANNOT_EXPORT), refusal_text(error))
            return False
        exported = translate("CampaignFiles", "Exported {name} to {path}")
        self._status(exported.format(name=persona.name, path=path))
        return True

    def export_player(self) -> bool:
        """Ask for a player and a folder; write a file for each Persona the player plays."""
        campaign = self._host.campaign
        players = [actor for actor in campaign.records.list_actors() if not actor.is_director]
        if not players:
            self._error(
                translate("CampaignFiles", CANNOT_EXPORT),
                translate("CampaignFiles", "The campaign has no players (Actors) yet."),
            )
            return False
        name = choose_player(self._parent, [actor.name for actor in players])
        if name is None:
            return False
        [actor] = [actor for actor in players if actor.name == name]
        title = translate("CampaignFiles", "Export the Personae of {name} to").format(name=name)
        folder = choose_persona_folder(self._parent, self._folder(), title)
        if folder is None:
            return False
        try:
            written = campaign.export_personae_of(actor.id, folder)
        except OSError as error:
            self._folder_problem(CANNOT_EXPORT, folder, error)
            return False
        except StorageError as error:
            self._error(translate("CampaignFiles", CANNOT_EXPORT), refusal_text(error))
            return False
        exported = (
            translate("CampaignFiles", "Exported 1 Persona of {name} to {folder}")
            if len(written) == 1
            else translate("CampaignFiles", "Exported {count} Personae of {name} to {folder}")
        )
        self._status(exported.format(count=len(written), name=name, folder=folder))
        return True

    def import_folder(self) -> bool:
        """Ask for a folder of Persona files; add and update them all as one undoable step."""
        from starshine_desktop.services.exchange import ImportRefused
        from starshine_desktop.services.starshine.persona_sync import FolderFile, FolderImport

        host = self._host
        title = translate("CampaignFiles", "Import the Persona files of")
        folder = choose_persona_folder(self._parent, self._folder(), title)
        if folder is None:
            return False
        refusal = host.read_only_message()
        if refusal is not None:
            self._not_imported(CANNOT_IMPORT, folder.name, refusal)
            return False
        campaign = host.campaign
        try:
            files = campaign.read_persona_folder(folder)
        except ImportRefused as error:
            self._not_imported(CANNOT_IMPORT, folder.name, refusal_text(error))
            return False
        except OSError as error:
            self._folder_problem(CANNOT_IMPORT, folder, error)
            return False
        chosen: list[FolderFile] = []
        choices: dict[Path, dict[str, Side]] = {}
        for item in files:
            if item.plan is not None and item.plan.differences:
                answer = review_persona_update(self._parent, item.plan)
                if answer is None:
                    return False
                if answer.as_new:
                    item = FolderFile(item.path, item.data, None)
                else:
                    choices[item.path] = answer.choices
            chosen.append(item)
        done: list[FolderImport] = []

        def make() -> Edit:
            done.append(campaign.import_persona_folder(folder, chosen, choices))
            return done[0].edit

        problems: list[str] = []
        text = translate("CampaignFiles", "Import Persona folder {name}").format(name=folder.name)
        host.perform(text, make, refused=problems.append)
        if problems:
            self._not_imported(CANNOT_IMPORT, folder.name, problems[0])
            return False
        host.show_status(done[0].summary(), 15000)
        return True

    def export_markdown(self) -> bool:
        """Ask for a folder and write the campaign's Markdown notes there (no edit)."""
        from starshine_desktop.services.errors import Refusal

        folder = choose_markdown_folder(self._parent, self._folder())
        if folder is None:
            return False
        try:
            result = self._host.campaign.export_markdown(folder)
        except OSError as error:
            self._folder_problem(CANNOT_EXPORT, folder, error)
            return False
        except (StorageError, Refusal) as error:
            self._error(translate("CampaignFiles", CANNOT_EXPORT), refusal_text(error))
            return False
        self._status(markdown_summary(result), 0 if result.kept else 5000)
        if result.kept:
            title = translate("CampaignFiles", "Notes edited by hand were kept")
            self._host.prompter.show_information(self._parent, title, kept_notes_message(result))
        return True

    def import_persona(self) -> bool:
        """Ask for a Persona file, check it and add it as one undoable step; say what it did."""
        from starshine_desktop.services.exchange import ImportRefused
        from starshine_desktop.services.starshine.persona_file import PersonaImport

        source = choose_persona_to_import(self._parent, self._folder())
        if source is None:
            return False
        host = self._host
        campaign = host.campaign
        refusal = host.read_only_message()
        if refusal is not None:
            self._not_imported(CANNOT_IMPORT_PERSONA, source.name, refusal)
            return False
        try:
            data = campaign.read_persona_file(source)
        except ImportRefused as error:
            self._not_imported(CANNOT_IMPORT_PERSONA, source.name, refusal_text(error))
            return False
        except OSError as error:
            self._folder_problem(CANNOT_IMPORT_PERSONA, source, error)
            return False
        plan = campaign.plan_persona_update(data)
        if plan is not None:
            answer = review_persona_update(self._parent, plan)
            if answer is None:
                return False
            if not answer.as_new:
                return self._update_persona(source, plan, answer.choices)
        done: list[PersonaImport] = []

        def make() -> Edit:
            done.append(campaign.import_persona(data))
            return done[0].edit

        problems: list[str] = []
        text = translate("CampaignFiles", "Import Persona {name}").format(name=data.name)
        host.perform(text, make, refused=problems.append)
        if problems:
            self._not_imported(CANNOT_IMPORT_PERSONA, source.name, problems[0])
            return False
        host.select_persona(done[0].persona_id)
        host.show_status(done[0].summary(), 15000)
        return True

    def _update_persona(
        self, source: Path, plan: PersonaUpdatePlan, choices: dict[str, Side]
    ) -> bool:
        """Update the campaign's Persona from its file as one undoable step."""
        host = self._host
        done: list[PersonaUpdate] = []

        def make() -> Edit:
            done.append(host.campaign.update_persona(plan, choices))
            return done[0].edit

        problems: list[str] = []
        text = translate("CampaignFiles", "Update Persona {name}").format(name=plan.name)
        host.perform(text, make, refused=problems.append)
        if problems:
            self._error(
                translate("CampaignFiles", "Cannot update the Persona"),
                translate("CampaignFiles", "{file}: {reason}").format(
                    file=source.name, reason=problems[0]
                ),
            )
            return False
        host.select_persona(plan.persona_id)
        host.show_status(done[0].summary(), 15000)
        return True

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
        self.take_open_backup()
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

    def take_open_backup(self) -> None:
        """Take the routine backup on opening (once the window is painted); start the timer."""
        campaign = self._host.campaign
        if campaign.shared:  # written off the window's thread (started when it was shown)
            self.shared.back_up_on_opening(campaign)
        else:
            campaign.take_open_backup()
        if campaign.backup_failure is not None:
            self._host.show_status(refusal_text(campaign.backup_failure))
        self.session_backups.start()

    @property
    def session_backups(self) -> QTimer:
        """Return the timer that backs the campaign up during a long session."""
        timer = getattr(self, "_session_backups", None)
        if timer is None:
            timer = self._session_backups = QTimer(self._parent)
            timer.setInterval(SESSION_BACKUP_MINUTES * 60_000)
            timer.timeout.connect(self.backup_during_session)
        return timer

    def backup_during_session(self) -> None:
        """Back the campaign up if anything was saved since the last backup; say so briefly."""
        campaign = self._host.campaign
        if campaign.closed:
            return
        if campaign.backup_during_session():
            self._status(translate("CampaignFiles", "Backed up."))
        elif campaign.backup_failure is not None:
            self._host.show_status(refusal_text(campaign.backup_failure))

    def restore_from_backup(self) -> RestoreBackupDialog:
        """Show the campaign's backups; restoring one replaces the file (backed up first).

        A read-only campaign's file is not replaced: the backup is restored as a copy in a
        place the person chooses, and the copy is opened.
        """
        from starshine_desktop.services.safety import backups_of
        from starshine_desktop.ui.dialogs.restore_backup import RestoreBackupDialog

        campaign = self._host.campaign
        backups = backups_of(campaign.path, campaign.backup_folder)
        reason = campaign.read_only_reason  # a marked phrase: shown translated
        dialog = RestoreBackupDialog(
            campaign.name,
            backups,
            self._parent,
            read_only_reason=None if reason is None else translate("Refusal", reason),
        )
        dialog.accepted.connect(lambda: self._restore_chosen(dialog))
        self.restore_dialog = dialog
        dialog.open()
        return dialog

    def _restore_chosen(self, dialog: RestoreBackupDialog) -> None:
        from starshine_desktop.services.safety import restore
        from starshine_desktop.ui.dialogs.restore_backup import describe_time

        backup = dialog.chosen()
        if backup is None:
            return
        host = self._host
        path = host.campaign.path
        folder = host.campaign.backup_folder
        if dialog.as_copy:  # the file cannot be written: a copy elsewhere, this one kept
            from starshine_desktop.ui.dialogs.restore_backup import restore_copy_asking_where

            copy = restore_copy_asking_where(path, backup, folder, host.prompter, self._parent)
            if copy is not None:
                host.switch_campaign(copy)
                message = translate("CampaignFiles", "Restored the backup taken {when} as {path}")
                host.show_status(message.format(when=describe_time(backup), path=copy.path), 8000)
            return
        host.commit_pending()
        host.campaign.close()
        try:
            restore(path, backup.path, backup_folder=folder)
        except (StorageError, OSError) as error:
            self._error(
                translate("CampaignFiles", "Cannot restore the backup"), refusal_text(error)
            )
        try:
            campaign = open_campaign(path, backup_folder=folder)
        except (StorageError, OSError) as error:
            self._error(
                translate("CampaignFiles", "Cannot reopen the campaign"), refusal_text(error)
            )
            host.close()
            return
        host.switch_campaign(campaign)
        restored = translate("CampaignFiles", "Restored the backup taken {when}")
        host.show_status(restored.format(when=describe_time(backup)), 8000)
