"""File menu actions for campaigns as JSON: New from sample, Import and Export.

Export writes the versioned JSON format (docs/campaign-format.md) atomically; Import and
New from sample create a new campaign file, checked completely first, and open it.
Export Persona… writes the selected Persona's own file; Import Persona… checks one and
adds it to the open campaign as one undoable step, or, when the campaign has that Persona
already (same UUID), shows what differs and updates it as one undoable step.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu, QWidget

from starshine_desktop.storage.errors import StorageError

if TYPE_CHECKING:
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.starshine.persona_sync import (
        PersonaUpdate,
        PersonaUpdatePlan,
        Side,
    )
    from starshine_desktop.ui.dialogs.persona_update import UpdateAnswer
    from starshine_desktop.ui.main_window import MainWindow

JSON_FILTER = "Campaign JSON (*.json);;All files (*)"
PERSONA_FILTER = "Persona file (*.starshine-persona.json);;JSON (*.json);;All files (*)"
NO_PERSONA_TIP = "Select a Persona in the Personae table to export it"


def choose_json_to_import(parent: QWidget, folder: Path) -> Path | None:
    """Ask for a campaign JSON file to import."""
    from PySide6.QtWidgets import QFileDialog  # not needed before the window is painted

    name, _ = QFileDialog.getOpenFileName(parent, "Import campaign JSON", str(folder), JSON_FILTER)
    return Path(name) if name else None


def choose_json_to_export(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where the campaign JSON goes (the dialog asks before replacing a file)."""
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getSaveFileName(
        parent, "Export campaign JSON", str(suggested), JSON_FILTER
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix else path.with_suffix(".json")


def choose_markdown_folder(parent: QWidget, folder: Path) -> Path | None:
    """Ask for the folder of the Markdown notes (an Obsidian vault or a folder in one)."""
    from PySide6.QtWidgets import QFileDialog

    name = QFileDialog.getExistingDirectory(parent, "Export Markdown notes into", str(folder))
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
        parent, "Export Personae of a player", "Player:", names, 0, False
    )
    return str(name) if chosen else None


def review_persona_update(parent: QWidget, plan: PersonaUpdatePlan) -> UpdateAnswer | None:
    """Show what a Persona file would change in the campaign's Persona; return the answer."""
    from starshine_desktop.ui.dialogs.persona_update import review_persona_update as review

    return review(parent, plan)


def choose_persona_to_import(parent: QWidget, folder: Path) -> Path | None:
    """Ask for a Persona file to import."""
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getOpenFileName(parent, "Import Persona", str(folder), PERSONA_FILTER)
    return Path(name) if name else None


def choose_persona_to_export(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where the Persona file goes (the dialog asks before replacing a file)."""
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getSaveFileName(parent, "Export Persona", str(suggested), PERSONA_FILTER)
    if not name:
        return None
    path = Path(name)
    return path if path.suffix else path.with_suffix(".json")


class CampaignFileActions:
    """Adds New from sample, Import and Export JSON to the File menu and runs them."""

    def __init__(self, window: MainWindow, menu: QMenu) -> None:
        self._window = window
        menu.addSeparator()
        self.new_from_sample = menu.addAction("New from &sample…")
        self.new_from_sample.triggered.connect(lambda _c=False: self.create_from_sample())
        self.import_json = menu.addAction("&Import campaign JSON…")
        self.import_json.triggered.connect(lambda _c=False: self.import_campaign())
        self.export_json = menu.addAction("&Export campaign JSON…")
        self.export_json.triggered.connect(lambda _c=False: self.export_campaign())
        menu.addSeparator()
        menu.setToolTipsVisible(True)
        self.export_persona_action = menu.addAction("Export &Persona…")
        self.export_persona_action.triggered.connect(lambda _c=False: self.export_persona())
        self.import_persona_action = menu.addAction("Import Perso&na…")
        self.import_persona_action.triggered.connect(lambda _c=False: self.import_persona())
        self.export_player_action = menu.addAction("Export Personae of a Pla&yer…")
        self.export_player_action.triggered.connect(lambda _c=False: self.export_player())
        self.import_folder_action = menu.addAction("Import Persona &Folder…")
        self.import_folder_action.triggered.connect(lambda _c=False: self.import_folder())
        self.export_markdown_action = menu.addAction("Export &Markdown…")
        self.export_markdown_action.triggered.connect(lambda _c=False: self.export_markdown())
        self.update_persona_actions(False)

    def update_persona_actions(self, has_persona: bool) -> None:
        """Offer Export Persona… only while a Persona is selected (saying why not)."""
        self.export_persona_action.setEnabled(has_persona)
        self.export_persona_action.setToolTip("" if has_persona else NO_PERSONA_TIP)

    def _error(self, title: str, message: str) -> None:
        self._window.prompter.show_error(self._window, title, message)

    def _status(self, message: str) -> None:
        self._window.statusBar().showMessage(message, 5000)

    def _folder(self) -> Path:
        return self._window.campaign.path.parent

    def create_from_sample(self) -> bool:
        """Ask where, create a new campaign holding the sample and open it."""
        from starshine_desktop.services.campaign import create_from_data
        from starshine_desktop.services.exchange import sample_campaign_data

        prompter = self._window.prompter
        path = prompter.choose_new_campaign(self._window, self._folder())
        if path is None:
            return False
        try:
            create_from_data(sample_campaign_data(), path).close()
        except (StorageError, OSError, ValueError) as error:
            self._error("Cannot create the sample campaign", str(error))
            return False
        return self._window.open_campaign_file(path)

    def import_campaign(self) -> bool:
        """Ask for a JSON file and a new campaign file; import all of it, then open it."""
        from starshine_desktop.services.campaign import import_campaign_file
        from starshine_desktop.services.exchange import ImportRefused

        source = choose_json_to_import(self._window, self._folder())
        if source is None:
            return False
        prompter = self._window.prompter
        destination = prompter.choose_new_campaign(self._window, self._folder())
        if destination is None:
            return False
        try:
            import_campaign_file(source, destination).close()
        except ImportRefused as error:
            self._error("Cannot import", f"{source.name} was not imported: {error}")
            return False
        except (StorageError, OSError) as error:
            self._error("Cannot import", str(error))
            return False
        return self._window.open_campaign_file(destination)

    def export_campaign(self) -> bool:
        """Ask where and write the whole campaign as JSON (atomically)."""
        campaign = self._window.campaign
        suggested = campaign.path.with_suffix(".json")
        path = choose_json_to_export(self._window, suggested)
        if path is None:
            return False
        try:
            campaign.export_json(path)
        except OSError as error:
            self._error("Cannot export", f"{path} was not written: {error.strerror or error}")
            return False
        except StorageError as error:
            self._error("Cannot export", str(error))
            return False
        self._status(f"Exported the campaign to {path}")
        return True

    def export_persona(self) -> bool:
        """Ask where and write the selected Persona's file (no campaign data changes)."""
        from starshine_desktop.services.starshine.persona_file import suggested_file_name

        persona = self._window.current_persona()
        if persona is None:
            self._error("Cannot export the Persona", NO_PERSONA_TIP)
            return False
        suggested = self._folder() / suggested_file_name(persona.name)
        path = choose_persona_to_export(self._window, suggested)
        if path is None:
            return False
        try:
            self._window.campaign.export_persona(persona.id, path)
        except OSError as error:
            self._error("Cannot export", f"{path} was not written: {error.strerror or error}")
            return False
        except StorageError as error:
            self._error("Cannot export", str(error))
            return False
        self._status(f"Exported {persona.name} to {path}")
        return True

    def export_player(self) -> bool:
        """Ask for a player and a folder; write a file for each Persona the player plays."""
        campaign = self._window.campaign
        players = [actor for actor in campaign.records.list_actors() if not actor.is_director]
        if not players:
            self._error("Cannot export", "The campaign has no players (Actors) yet.")
            return False
        name = choose_player(self._window, [actor.name for actor in players])
        if name is None:
            return False
        [actor] = [actor for actor in players if actor.name == name]
        folder = choose_persona_folder(self._window, self._folder(), f"Export {name}'s Personae to")
        if folder is None:
            return False
        try:
            written = campaign.export_personae_of(actor.id, folder)
        except OSError as error:
            self._error("Cannot export", f"{folder}: {error.strerror or error}")
            return False
        except StorageError as error:
            self._error("Cannot export", str(error))
            return False
        self._status(f"Exported {len(written)} Personae of {name} to {folder}")
        return True

    def import_folder(self) -> bool:
        """Ask for a folder of Persona files; add and update them all as one undoable step."""
        from starshine_desktop.services.exchange import ImportRefused
        from starshine_desktop.services.starshine.persona_sync import FolderFile, FolderImport

        window = self._window
        folder = choose_persona_folder(window, self._folder(), "Import the Persona files of")
        if folder is None:
            return False
        refusal = window.read_only_message()
        if refusal is not None:
            self._error("Cannot import", f"{folder.name} was not imported: {refusal}")
            return False
        campaign = window.campaign
        try:
            files = campaign.read_persona_folder(folder)
        except ImportRefused as error:
            self._error("Cannot import", f"{folder.name} was not imported: {error}")
            return False
        except OSError as error:
            self._error("Cannot import", f"{folder}: {error.strerror or error}")
            return False
        chosen: list[FolderFile] = []
        choices: dict[Path, dict[str, Side]] = {}
        for item in files:
            if item.plan is not None and item.plan.differences:
                answer = review_persona_update(window, item.plan)
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
        window.perform(f"Import Persona folder {folder.name}", make, refused=problems.append)
        if problems:
            self._error("Cannot import", f"{folder.name} was not imported: {problems[0]}")
            return False
        window.statusBar().showMessage(done[0].summary(), 15000)
        return True

    def export_markdown(self) -> bool:
        """Ask for a folder and write the campaign's Markdown notes there (no edit)."""
        from starshine_desktop.services.errors import Refusal

        folder = choose_markdown_folder(self._window, self._folder())
        if folder is None:
            return False
        try:
            result = self._window.campaign.export_markdown(folder)
        except OSError as error:
            self._error("Cannot export", f"{folder}: {error.strerror or error}")
            return False
        except (StorageError, Refusal) as error:
            self._error("Cannot export", str(error))
            return False
        self._status(result.summary())
        return True

    def import_persona(self) -> bool:
        """Ask for a Persona file, check it and add it as one undoable step; say what it did."""
        from starshine_desktop.services.exchange import ImportRefused
        from starshine_desktop.services.starshine.persona_file import PersonaImport

        source = choose_persona_to_import(self._window, self._folder())
        if source is None:
            return False
        window = self._window
        campaign = window.campaign
        refusal = window.read_only_message()
        if refusal is not None:
            self._error("Cannot import the Persona", f"{source.name} was not imported: {refusal}")
            return False
        try:
            data = campaign.read_persona_file(source)
        except ImportRefused as error:
            self._error("Cannot import the Persona", f"{source.name} was not imported: {error}")
            return False
        except OSError as error:
            self._error("Cannot import the Persona", f"{source}: {error.strerror or error}")
            return False
        plan = campaign.plan_persona_update(data)
        if plan is not None:
            answer = review_persona_update(window, plan)
            if answer is None:
                return False
            if not answer.as_new:
                return self._update_persona(source, plan, answer.choices)
        done: list[PersonaImport] = []

        def make() -> Edit:
            done.append(campaign.import_persona(data))
            return done[0].edit

        problems: list[str] = []
        window.perform(f"Import Persona {data.name}", make, refused=problems.append)
        if problems:
            message = f"{source.name} was not imported: {problems[0]}"
            self._error("Cannot import the Persona", message)
            return False
        window.select_persona(done[0].persona_id)
        window.statusBar().showMessage(done[0].summary(), 15000)
        return True

    def _update_persona(
        self, source: Path, plan: PersonaUpdatePlan, choices: dict[str, Side]
    ) -> bool:
        """Update the campaign's Persona from its file as one undoable step."""
        window = self._window
        done: list[PersonaUpdate] = []

        def make() -> Edit:
            done.append(window.campaign.update_persona(plan, choices))
            return done[0].edit

        problems: list[str] = []
        window.perform(f"Update Persona {plan.name}", make, refused=problems.append)
        if problems:
            self._error("Cannot update the Persona", f"{source.name}: {problems[0]}")
            return False
        window.select_persona(plan.persona_id)
        window.statusBar().showMessage(done[0].summary(), 15000)
        return True
