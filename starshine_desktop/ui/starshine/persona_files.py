"""File › Export Persona…, Import Persona…, Export Personae of a Player… and Import Persona
Folder… (Starshine).

Export Persona… writes the selected Persona's own file; Import Persona… checks one and adds it
to the open campaign as one undoable step, or, when the campaign has that Persona already
(same UUID), shows what differs and updates it as one undoable step. A player's Personae go
to a folder of files, and a folder of files comes back as one undoable step.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.ui.file_flow import CANNOT_EXPORT, CANNOT_IMPORT, FileFlow
from starshine_desktop.ui.i18n import refusal_text, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.starshine.persona_sync import (
        PersonaUpdate,
        PersonaUpdatePlan,
        Side,
    )
    from starshine_desktop.ui.dialogs.persona_update import UpdateAnswer

PERSONA_FILTER = QT_TRANSLATE_NOOP(
    "CampaignFiles", "Persona file (*.starshine-persona.json);;JSON (*.json);;All files (*)"
)
NO_PERSONA_TIP = QT_TRANSLATE_NOOP(
    "CampaignFiles", "Select a Persona in the Personae table to export it"
)
CANNOT_IMPORT_PERSONA = QT_TRANSLATE_NOOP("CampaignFiles", "Cannot import the Persona")


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


class PersonaFiles(FileFlow):
    """The Persona files of the campaign on screen, out and in."""

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
