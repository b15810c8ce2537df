"""File › Import campaign JSON…, Export campaign JSON… and Export Markdown… (all systems).

Export writes the versioned JSON format (docs/campaign-format.md) atomically; Import creates a
new campaign file, checked completely first, and opens it. Export Markdown writes the
campaign's notes into a folder (an Obsidian vault), keeping the notes edited by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

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

    from starshine_desktop.services.starshine.markdown import MarkdownExport
    from starshine_desktop.ui.host import FilesHost

JSON_FILTER = QT_TRANSLATE_NOOP("CampaignFiles", "Campaign JSON (*.json);;All files (*)")


def choose_json_to_import(parent: QWidget, folder: Path) -> Path | None:
    """Ask for a campaign JSON file to import."""
    title = translate("CampaignFiles", "Import campaign JSON")
    return choose_file_to_open(parent, title, folder, translate("CampaignFiles", JSON_FILTER))


def choose_json_to_export(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where the campaign JSON goes (the dialog asks before replacing a file)."""
    title = translate("CampaignFiles", "Export campaign JSON")
    return choose_json_to_write(parent, title, suggested, translate("CampaignFiles", JSON_FILTER))


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
    return choose_folder(parent, translate("CampaignFiles", "Export Markdown notes into"), folder)


class CampaignExchange(FileFlow):
    """The campaign's JSON, in and out, and its Markdown notes, out."""

    def __init__(self, host: FilesHost, parent: QWidget, open_file: Callable[[Path], bool]) -> None:
        super().__init__(host, parent)
        self._open_file = open_file

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
        return self._open_file(destination)

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
