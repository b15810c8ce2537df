"""Ironsworn: ``import-rules`` adds a Datasworn 0.1 rules package to a campaign."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from starshine_desktop.commands import CommandError
from starshine_desktop.commands.campaign import _opened


def _import_rules(args: argparse.Namespace) -> Any:
    """Check the package ``args.package`` and add it to ``args.campaign`` (one undoable edit).

    A bad package stops with exit 2 naming the JSON path of its first bad value; nothing is
    written then.
    """
    from starshine_desktop.services.changes import RecordKind
    from starshine_desktop.services.errors import Refusal
    from starshine_desktop.storage.errors import StorageError

    source, target = Path(args.package), Path(args.campaign)
    with _opened(target, "import-rules") as campaign:
        try:
            edit = campaign.rules_packages.import_file(source)
            [added] = edit.changes.added_ids(RecordKind.RULES_PACKAGE)
            imported = campaign.rules_packages.package(added).package
        except (StorageError, OSError) as error:
            reason = getattr(error, "strerror", None) or error
            raise CommandError(f"{source.name}: {reason}") from None
        except Refusal as error:
            raise CommandError(f"{source.name}: {error}") from None
    return {
        "imported": str(source),
        "campaign": str(target),
        "package": imported.title,
        "id": imported.id,
        "kind": imported.kind,
        "ruleset": imported.ruleset,
        "datasworn_version": imported.datasworn_version,
        "credit": imported.credit.text,
        "moves": len(imported.moves),
        "oracle_tables": len(imported.tables()),
        "oracle_rows": imported.row_count,
        "assets": len(imported.assets),
    }


def register(commands: Any, rolls: Any) -> None:
    """Add the ``import-rules`` subcommand."""
    parser = commands.add_parser(
        "import-rules",
        help="add a Datasworn 0.1 ruleset or expansion (Ironsworn, Starforged, Sundered Isles)",
    )
    parser.add_argument("package", help="the package's JSON file (docs/ironsworn.md)")
    parser.add_argument("campaign", help="the campaign file to add it to")
    parser.set_defaults(handler=_import_rules)
