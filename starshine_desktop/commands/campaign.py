"""``export CAMPAIGN OUT.json`` and ``import IN.json CAMPAIGN``: a campaign as JSON, no Qt.

The JSON format is versioned and documented in ``docs/campaign-format.md``. Import checks
the whole file first and creates the new campaign only when every value is good; a bad
value prints one line naming its JSON path and exits with status 2.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from starshine_desktop.commands import CommandError


def _export(args: argparse.Namespace) -> Any:
    """Write the campaign ``args.campaign`` to ``args.out`` as JSON (atomically)."""
    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.storage.errors import StorageError

    source, out = Path(args.campaign), Path(args.out)
    try:
        campaign = open_campaign(source)
    except (StorageError, OSError) as error:
        raise CommandError(str(error)) from None
    try:
        campaign.export_json(out)
    except OSError as error:
        raise CommandError(f"cannot write {out}: {error.strerror or error}") from None
    finally:
        campaign.close()
    return {"exported": str(out), "campaign": str(source)}


def _import(args: argparse.Namespace) -> Any:
    """Create the campaign ``args.campaign`` from the JSON file ``args.source``."""
    from starshine_desktop.services.exchange import ImportRefused, import_campaign_file
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
