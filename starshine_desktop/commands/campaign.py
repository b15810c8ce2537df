"""Common: a campaign or one Persona as JSON, no Qt.

``export CAMPAIGN OUT.json`` and ``import IN.json CAMPAIGN`` write and read a whole
campaign; ``export-persona CAMPAIGN NAME OUT.json`` and ``import-persona IN.json CAMPAIGN``
take one Persona from one campaign file to another. Both formats are versioned and
documented in ``docs/campaign-format.md``. Imports check the whole file first and write
only when every value is good; a bad value prints one line naming its JSON path and exits
with status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.commands import CommandError

if TYPE_CHECKING:
    from starshine_desktop.services.campaign import Campaign


def report_backup_problem(command: str, campaign: Campaign) -> None:
    """Say on stderr that a routine backup could not be written (the command goes on)."""
    problem = campaign.backup_problem
    if problem:
        sys.stderr.write(f"{command}: warning: {' '.join(problem.split())}\n")
        sys.stderr.flush()


@contextmanager
def _opened(path: Path, command: str) -> Iterator[Campaign]:
    """Open the campaign at ``path`` for one command (a refusal is one line), then close it.

    A backup on opening or closing that could not be written is said on stderr.
    """
    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.storage.errors import StorageError

    try:
        campaign = open_campaign(path)
    except (StorageError, OSError) as error:
        raise CommandError(str(error)) from None
    report_backup_problem(command, campaign)
    try:
        yield campaign
    finally:
        before = campaign.backup_problem
        campaign.close()
        if campaign.backup_problem != before:
            report_backup_problem(command, campaign)


def _write_failed(out: Path, error: OSError) -> CommandError:
    return CommandError(f"cannot write {out}: {error.strerror or error}")


def _export(args: argparse.Namespace) -> Any:
    """Write the campaign ``args.campaign`` to ``args.out`` as JSON (atomically)."""
    from starshine_desktop.storage.errors import StorageError

    source, out = Path(args.campaign), Path(args.out)
    with _opened(source, "export") as campaign:
        try:
            campaign.export_json(out)
        except OSError as error:
            raise _write_failed(out, error) from None
        except StorageError as error:
            raise CommandError(str(error)) from None
    return {"exported": str(out), "campaign": str(source)}


def _import(args: argparse.Namespace) -> Any:
    """Create the campaign ``args.campaign`` from the JSON file ``args.source``."""
    from starshine_desktop.services.campaign import import_campaign_file
    from starshine_desktop.services.exchange import ImportRefused
    from starshine_desktop.storage.errors import StorageError

    source, destination = Path(args.source), Path(args.campaign)
    try:
        campaign = import_campaign_file(source, destination)
    except ImportRefused as error:
        raise CommandError(f"{source.name}: {error}") from None
    except (StorageError, OSError) as error:
        raise CommandError(str(error)) from None
    try:
        personae = len(campaign.personae.list_personae())
    finally:
        campaign.close()
    return {"imported": str(source), "campaign": str(destination), "personae": personae}


def _persona_named(campaign: Campaign, name: str) -> int:
    """Return the id of the Persona called ``name`` (any case and spacing) in ``campaign``."""

    def key(text: str) -> str:
        return " ".join(text.casefold().split())

    rows = campaign.personae.list_personae()
    found = [row.id for row in rows if key(row.name) == key(name)]
    if len(found) != 1:
        known = ", ".join(sorted(row.name for row in rows)) or "none"
        what = "no Persona is" if not found else f"{len(found)} Personae are"
        raise CommandError(f"{what} called {name.strip()!r} (Personae: {known})")
    return found[0]


def _export_persona(args: argparse.Namespace) -> Any:
    """Write the Persona ``args.name`` of ``args.campaign`` to ``args.out`` (atomically)."""
    from starshine_desktop.storage.errors import StorageError

    source, out = Path(args.campaign), Path(args.out)
    with _opened(source, "export-persona") as campaign:
        persona_id = _persona_named(campaign, args.name)
        try:
            campaign.export_persona(persona_id, out)
        except OSError as error:
            raise _write_failed(out, error) from None
        except StorageError as error:
            raise CommandError(str(error)) from None
        name = campaign.personae.get_persona(persona_id).name
    return {"exported": str(out), "persona": name, "campaign": str(source)}


def _import_persona(args: argparse.Namespace) -> Any:
    """Import the Persona of the file ``args.source`` into the campaign ``args.campaign``.

    The campaign's Persona of the file's UUID is updated (one undoable edit); a conflict
    (changed on both sides since the last exchange) stops with the fields named unless
    ``--theirs`` or ``--ours`` says which side wins; ``--as-new`` adds a copy instead.
    """
    from starshine_desktop.services.errors import Refusal
    from starshine_desktop.services.exchange import ImportRefused
    from starshine_desktop.services.starshine.persona_sync import Side
    from starshine_desktop.storage.errors import StorageError

    source, target = Path(args.source), Path(args.campaign)
    side = Side.THEIRS if args.theirs else Side.OURS if args.ours else None
    with _opened(target, "import-persona") as campaign:
        try:
            data = campaign.read_persona_file(source)
            plan = None if args.as_new else campaign.plan_persona_update(data)
            if plan is None:
                result = campaign.import_persona(data)
                return {
                    "imported": str(source),
                    "campaign": str(target),
                    "persona": result.name,
                    "renamed": result.renamed,
                    "elements_created": list(result.elements_created),
                    "elements_matched": list(result.elements_matched),
                    "summary": result.summary(),
                }
            if plan.conflicts and side is None:
                raise CommandError(
                    f"{source.name}: {plan.name} was changed on both sides since it was last "
                    f"exchanged: {'; '.join(plan.conflict_labels())}. Nothing was imported; "
                    "give --theirs to take the file's values or --ours to keep the campaign's"
                )
            choices = {item.key: side for item in plan.conflicts if side is not None}
            update = campaign.update_persona(plan, choices)
        except ImportRefused as error:
            raise CommandError(f"{source.name}: {error}") from None
        except (StorageError, OSError) as error:
            raise CommandError(str(error)) from None
        except Refusal as error:
            raise CommandError(f"{source.name}: {error}") from None
    return {
        "imported": str(source),
        "campaign": str(target),
        "persona": update.name,
        "updated": True,
        "taken": list(update.taken),
        "kept": list(update.kept),
        "summary": update.summary(),
    }


def _export_markdown(args: argparse.Namespace) -> Any:
    """Write the campaign ``args.campaign`` as Markdown notes into ``args.folder``."""
    from starshine_desktop.services.errors import Refusal
    from starshine_desktop.storage.errors import StorageError

    source, folder = Path(args.campaign), Path(args.folder)
    with _opened(source, "export-markdown") as campaign:
        try:
            result = campaign.export_markdown(folder)
        except OSError as error:
            raise _write_failed(folder, error) from None
        except (StorageError, Refusal) as error:
            raise CommandError(str(error)) from None
    return {
        "exported": str(folder),
        "campaign": str(source),
        "written": len(result.written),
        "unchanged": len(result.unchanged),
        "kept": [
            {"note": str(kept.note), "new_version": str(kept.new_version)} for kept in result.kept
        ],
        "summary": result.summary(),
    }


def register(commands: Any, rolls: Any) -> None:
    """Add the ``export`` and ``import`` subcommands."""
    export = commands.add_parser("export", help="write a whole campaign as JSON")
    export.add_argument("campaign", help="the campaign file (.starshine)")
    export.add_argument("out", help="the JSON file to write (replaced atomically)")
    export.set_defaults(handler=_export)
    importing = commands.add_parser("import", help="create a campaign from a JSON file")
    importing.add_argument("source", help="the JSON file (docs/campaign-format.md)")
    importing.add_argument("campaign", help="the new campaign file to create")
    importing.set_defaults(handler=_import)
    export_persona = commands.add_parser(
        "export-persona", help="write one Persona of a campaign as a Persona file"
    )
    export_persona.add_argument("campaign", help="the campaign file (.starshine)")
    export_persona.add_argument("name", help="the Persona's name (any case)")
    export_persona.add_argument("out", help="the Persona file to write (replaced atomically)")
    export_persona.set_defaults(handler=_export_persona)
    import_persona = commands.add_parser(
        "import-persona",
        help="update a campaign's Persona from a Persona file, or add it if it is new",
    )
    import_persona.add_argument("source", help="the Persona file (docs/campaign-format.md)")
    import_persona.add_argument("campaign", help="the campaign file to add it to")
    sides = import_persona.add_mutually_exclusive_group()
    sides.add_argument(
        "--theirs", action="store_true", help="on a conflict, take the file's values"
    )
    sides.add_argument("--ours", action="store_true", help="on a conflict, keep the campaign's")
    sides.add_argument(
        "--as-new",
        action="store_true",
        help="add the Persona as a new copy even if the campaign has it already",
    )
    import_persona.set_defaults(handler=_import_persona)
    markdown = commands.add_parser(
        "export-markdown",
        help="write the campaign as Markdown notes (an Obsidian vault's folder)",
    )
    markdown.add_argument("campaign", help="the campaign file (.starshine)")
    markdown.add_argument("folder", help="the folder of the notes (created if missing)")
    markdown.set_defaults(handler=_export_markdown)
