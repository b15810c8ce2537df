"""File › Export Persona…, Import Persona…, Export Personae of a Player… and Import Persona
Folder… (Starshine).

Export Persona… writes the selected Persona's own file; Import Persona… checks one and adds it
to the open campaign as one undoable step, or, when the campaign has that Persona already
(same UUID), shows what differs and updates it as one undoable step. A player's Personae go
to a folder of files, and a folder of files comes back as one undoable step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.ui.file_flow import (
    CANNOT_EXPORT,
    CANNOT_IMPORT,
    FileFlow,
    choose_file_to_open,
    choose_folder,
    choose_json_to_write,
)
from starshine_desktop.ui.i18n import refusal_text, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.starshine.persona_sync import (
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
    return choose_folder(parent, title, folder)


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
    title = translate("CampaignFiles", "Import Persona")
    return choose_file_to_open(parent, title, folder, translate("CampaignFiles", PERSONA_FILTER))


def choose_persona_to_export(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where the Persona file goes (the dialog asks before replacing a file)."""
    title = translate("CampaignFiles", "Export Persona")
    filters = translate("CampaignFiles", PERSONA_FILTER)
    return choose_json_to_write(parent, title, suggested, filters)


class Performed(Protocol):
    """What a Persona file's import or update did: the edit made, and what to tell."""

    @property
    def edit(self) -> Edit:
        """Return the undoable edit."""
        ...

    def summary(self) -> str:
        """Return what was done, in one line for the status bar."""
        ...


Done = TypeVar("Done", bound=Performed)
Read = TypeVar("Read")


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
        from starshine_desktop.services.starshine.persona_sync import FolderFile

        host = self._host
        title = translate("CampaignFiles", "Import the Persona files of")
        folder = choose_persona_folder(self._parent, self._folder(), title)
        if folder is None:
            return False
        campaign = host.campaign
        files = self._read(CANNOT_IMPORT, folder, campaign.read_persona_folder)
        if files is None:
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
        text = translate("CampaignFiles", "Import Persona folder {name}").format(name=folder.name)
        imported = self._perform(
            text,
            lambda: campaign.import_persona_folder(folder, chosen, choices),
            lambda reason: self._not_imported(CANNOT_IMPORT, folder.name, reason),
        )
        if imported is None:
            return False
        host.show_status(imported.summary(), 15000)
        return True

    def import_persona(self) -> bool:
        """Ask for a Persona file, check it and add it as one undoable step; say what it did."""

        source = choose_persona_to_import(self._parent, self._folder())
        if source is None:
            return False
        host = self._host
        campaign = host.campaign
        data = self._read(CANNOT_IMPORT_PERSONA, source, campaign.read_persona_file)
        if data is None:
            return False
        plan = campaign.plan_persona_update(data)
        if plan is not None:
            answer = review_persona_update(self._parent, plan)
            if answer is None:
                return False
            if not answer.as_new:
                return self._update_persona(source, plan, answer.choices)
        imported = self._perform(
            translate("CampaignFiles", "Import Persona {name}").format(name=data.name),
            lambda: campaign.import_persona(data),
            lambda reason: self._not_imported(CANNOT_IMPORT_PERSONA, source.name, reason),
        )
        if imported is None:
            return False
        host.select_persona(imported.persona_id)
        host.show_status(imported.summary(), 15000)
        return True

    def _update_persona(
        self, source: Path, plan: PersonaUpdatePlan, choices: dict[str, Side]
    ) -> bool:
        """Update the campaign's Persona from its file as one undoable step."""
        host = self._host

        def refused(reason: str) -> None:
            self._error(
                translate("CampaignFiles", "Cannot update the Persona"),
                translate("CampaignFiles", "{file}: {reason}").format(
                    file=source.name, reason=reason
                ),
            )

        updated = self._perform(
            translate("CampaignFiles", "Update Persona {name}").format(name=plan.name),
            lambda: host.campaign.update_persona(plan, choices),
            refused,
        )
        if updated is None:
            return False
        host.select_persona(plan.persona_id)
        host.show_status(updated.summary(), 15000)
        return True

    def _read(self, title: str, path: Path, read: Callable[[Path], Read]) -> Read | None:
        """Read the file or folder at ``path`` to import it into the campaign on screen;
        None, having said why under ``title``, when the campaign is read-only or the file
        is refused or cannot be read."""
        from starshine_desktop.services.exchange import ImportRefused

        refusal = self._host.read_only_message()
        if refusal is not None:
            self._not_imported(title, path.name, refusal)
            return None
        try:
            return read(path)
        except ImportRefused as error:
            self._not_imported(title, path.name, refusal_text(error))
        except OSError as error:
            self._folder_problem(title, path, error)
        return None

    def _perform(
        self, text: str, op: Callable[[], Done], refused: Callable[[str], None]
    ) -> Done | None:
        """Run ``op`` as the undoable step ``text``; return what it did, or None when the
        campaign refused it (``refused`` says why)."""
        done: list[Done] = []
        refusals: list[str] = []

        def make() -> Edit:
            done.append(op())
            return done[0].edit

        self._host.perform(text, make, refused=refusals.append)
        if refusals:
            refused(refusals[0])
            return None
        return done[0]
