"""Common: a campaign or one Persona as JSON, and publishing a campaign to a server; no Qt.

``export CAMPAIGN OUT.json`` and ``import IN.json CAMPAIGN`` write and read a whole
campaign; ``export-persona CAMPAIGN NAME OUT.json`` and ``import-persona IN.json CAMPAIGN``
take one Persona from one campaign to another. Where a campaign is read or changed,
``CAMPAIGN`` is a campaign file or the address of a shared campaign
(``postgresql://user@host/database``; docs/shared-campaigns.md); ``publish CAMPAIGN
ADDRESS`` copies a campaign file into an empty database on a server. Both formats are
versioned and documented in ``docs/campaign-format.md``. Imports check the whole file first
and write only when every value is good; a bad value prints one line naming its JSON path
and exits with status 2.
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


def ask_password(entry: str) -> str | None:
    """Ask for a shared campaign's password on the terminal (None when there is none)."""
    if not sys.stdin.isatty():
        return None
    import getpass

    return getpass.getpass(f"Password for {entry}: ") or None


def shown(where: str | Path) -> str:
    """Return how a command's output names a campaign: its path, or its address."""
    from starshine_desktop.services.shared import is_server_address

    text = str(where)
    if not is_server_address(text):
        return text
    from sqlalchemy.engine import make_url

    parsed = make_url(text)
    return text if parsed.password is None else parsed.render_as_string(hide_password=True)


def open_any(where: str | Path) -> Campaign:
    """Open a campaign file, or the shared campaign at a ``postgresql://`` address."""
    from starshine_desktop.services.campaign import open_campaign, open_shared_campaign
    from starshine_desktop.services.shared import is_server_address, login

    if is_server_address(str(where)):
        return open_shared_campaign(login(str(where), ask=ask_password))
    return open_campaign(Path(where))


@contextmanager
def _opened(path: str | Path, command: str) -> Iterator[Campaign]:
    """Open the campaign at ``path`` (a file or an address) for one command, then close it.

    A refusal is one line. A backup on opening or closing that could not be written is said
    on stderr.
    """
    from sqlalchemy.exc import SQLAlchemyError

    from starshine_desktop.storage.errors import StorageError

    try:
        campaign = open_any(path)
    except (StorageError, OSError) as error:
        raise CommandError(str(error)) from None
    except SQLAlchemyError as error:
        raise CommandError(_unreachable(path, error)) from None
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


def _unreachable(where: str | Path, error: BaseException) -> str:
    """Return one line saying the server could not be used (the driver's reason, no password)."""
    reason = " ".join(str(getattr(error, "orig", error)).split())
    return f"{shown(where)}: the server could not be reached or refused: {reason}"


def _publish(args: argparse.Namespace) -> Any:
    """Copy the campaign file ``args.campaign`` into the empty database ``args.address``."""
    from sqlalchemy.exc import SQLAlchemyError

    from starshine_desktop.services.exchange import ImportRefused
    from starshine_desktop.services.shared import is_server_address, login, publish
    from starshine_desktop.storage.errors import StorageError

    source, address = Path(args.campaign), str(args.address)
    if not is_server_address(address):
        raise CommandError(f"{address}: not the address of a PostgreSQL database")
    try:
        campaign = publish(source, login(address, ask=ask_password))
    except (StorageError, OSError, ImportRefused) as error:
        raise CommandError(str(error)) from None
    except SQLAlchemyError as error:
        raise CommandError(_unreachable(address, error)) from None
    try:
        personae = len(campaign.personae.list_personae())
    finally:
        campaign.close()
    return {"published": str(source), "campaign": shown(address), "personae": personae}


def _export(args: argparse.Namespace) -> Any:
    """Write the campaign ``args.campaign`` to ``args.out`` as JSON (atomically)."""
    from starshine_desktop.storage.errors import StorageError

    source, out = str(args.campaign), Path(args.out)
    with _opened(source, "export") as campaign:
        try:
            campaign.export_json(out)
        except OSError as error:
            raise _write_failed(out, error) from None
        except StorageError as error:
            raise CommandError(str(error)) from None
    return {"exported": str(out), "campaign": shown(source)}


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

    source, out = str(args.campaign), Path(args.out)
    with _opened(source, "export-persona") as campaign:
        persona_id = _persona_named(campaign, args.name)
        try:
            campaign.export_persona(persona_id, out)
        except OSError as error:
            raise _write_failed(out, error) from None
        except StorageError as error:
            raise CommandError(str(error)) from None
        name = campaign.personae.get_persona(persona_id).name
    return {"exported": str(out), "persona": name, "campaign": shown(source)}


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

    source, target = Path(args.source), str(args.campaign)
    side = Side.THEIRS if args.theirs else Side.OURS if args.ours else None
    with _opened(target, "import-persona") as campaign:
        try:
            data = campaign.read_persona_file(source)
            plan = None if args.as_new else campaign.plan_persona_update(data)
            if plan is None:
                result = campaign.import_persona(data)
                return {
                    "imported": str(source),
                    "campaign": shown(target),
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
        "campaign": shown(target),
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

    source, folder = str(args.campaign), Path(args.folder)
    with _opened(source, "export-markdown") as campaign:
        try:
            result = campaign.export_markdown(folder)
        except OSError as error:
            raise _write_failed(folder, error) from None
        except (StorageError, Refusal) as error:
            raise CommandError(str(error)) from None
    return {
        "exported": str(folder),
        "campaign": shown(source),
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
    export.add_argument("campaign", help="the campaign file (.starshine) or address")
    export.add_argument("out", help="the JSON file to write (replaced atomically)")
    export.set_defaults(handler=_export)
    publishing = commands.add_parser(
        "publish", help="copy a campaign file into an empty PostgreSQL database to share it"
    )
    publishing.add_argument("campaign", help="the campaign file (.starshine)")
    publishing.add_argument(
        "address",
        help="postgresql://user@host:port/database (no password: it comes from the "
        "system keyring or is asked for)",
    )
    publishing.set_defaults(handler=_publish)
    importing = commands.add_parser("import", help="create a campaign from a JSON file")
    importing.add_argument("source", help="the JSON file (docs/campaign-format.md)")
    importing.add_argument("campaign", help="the new campaign file to create")
    importing.set_defaults(handler=_import)
    export_persona = commands.add_parser(
        "export-persona", help="write one Persona of a campaign as a Persona file"
    )
    export_persona.add_argument("campaign", help="the campaign file (.starshine) or address")
    export_persona.add_argument("name", help="the Persona's name (any case)")
    export_persona.add_argument("out", help="the Persona file to write (replaced atomically)")
    export_persona.set_defaults(handler=_export_persona)
    import_persona = commands.add_parser(
        "import-persona",
        help="update a campaign's Persona from a Persona file, or add it if it is new",
    )
    import_persona.add_argument("source", help="the Persona file (docs/campaign-format.md)")
    import_persona.add_argument("campaign", help="the campaign file or address to add it to")
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
    markdown.add_argument("campaign", help="the campaign file (.starshine) or address")
    markdown.add_argument("folder", help="the folder of the notes (created if missing)")
    markdown.set_defaults(handler=_export_markdown)
