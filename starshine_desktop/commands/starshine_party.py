"""Starshine: ``party-sync CAMPAIGN FOLDER [--director | --actor NAME]``: one party folder round.

The campaign is bound to the folder (as the Director when neither is given, or as the
player of the Actor ``NAME``), then one round writes the Personae the person keeps that
changed and merges the others' files (``services/starshine/party_folder.py``). It prints
a JSON summary and exits 0, or 2 naming the Personae changed on both sides that wait for
the person (settled in the app's Party panel).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from starshine_desktop.commands import CommandError
from starshine_desktop.commands.campaign import _opened


def _party_sync(args: argparse.Namespace) -> Any:
    """Bind ``args.campaign`` to ``args.folder`` and run one round."""
    from starshine_desktop.services.errors import Refusal
    from starshine_desktop.services.starshine.party_folder import FolderWatch
    from starshine_desktop.storage.errors import StorageError

    source, folder = Path(args.campaign), Path(args.folder)
    if args.settle < 0:
        raise CommandError("--settle must be 0 seconds or more")
    with _opened(source, "party-sync") as campaign:
        try:
            actor_id = None
            if args.actor is not None:
                wanted = " ".join(args.actor.split()).casefold()
                actors = [row for row in campaign.records.list_actors() if not row.is_director]
                found = [row.id for row in actors if row.name.casefold() == wanted]
                if not found:
                    known = ", ".join(sorted(row.name for row in actors)) or "none"
                    raise CommandError(f"no Actor is called {args.actor!r} (Actors: {known})")
                actor_id = found[0]
            binding = campaign.party.bind(folder, actor_id)
            watch = FolderWatch()
            watch.look(binding.folder)  # a file counts once it is the same at two looks
            time.sleep(args.settle)
            result = campaign.party.sync(watch)
        except (StorageError, Refusal) as error:
            raise CommandError(str(error)) from None
        except OSError as error:
            raise CommandError(f"{folder}: {error.strerror or error}") from None
    summary = {
        "campaign": str(source),
        "folder": str(binding.folder),
        "role": binding.role.value,
        "author": binding.author,
        **result.as_json(),
    }
    if result.waiting:
        sys.stdout.write(json.dumps(summary, sort_keys=True) + "\n")
        named = "; ".join(
            f"{item.persona} ({item.reason()}) in {item.file.name}" for item in result.waiting
        )
        raise CommandError(f"waiting for you: {named}; settle them in the app's Party panel")
    return summary


def register(commands: Any, rolls: Any) -> None:
    """Add the ``party-sync`` subcommand."""
    party = commands.add_parser(
        "party-sync",
        help="exchange Personae with the table through a shared folder (one round)",
    )
    party.add_argument("campaign", help="the campaign file (.starshine)")
    party.add_argument("folder", help="the party folder the group's sync tool shares")
    who = party.add_mutually_exclusive_group()
    who.add_argument("--director", action="store_true", help="as the Director (the default)")
    who.add_argument("--actor", metavar="NAME", help="as the player of this Actor")
    party.add_argument(
        "--settle",
        type=float,
        default=1.0,
        metavar="SECONDS",
        help="wait between the two looks at the folder (a file still arriving is skipped)",
    )
    party.set_defaults(handler=_party_sync)
