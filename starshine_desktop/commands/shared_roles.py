"""Common: the players of a shared campaign, and the server's enforcement of their rights; no Qt.

``add-player ADDRESS ACTOR LOGIN`` gives the Actor a login role of their own on the
campaign's server (the password is asked for twice on the terminal, never read from a file;
``--no-password`` for a server that trusts this machine's users); ``remove-player ADDRESS
LOGIN`` takes it away; ``players ADDRESS`` lists them; ``enforce-roles ADDRESS`` sets up the
server's enforcement for a campaign shared before it existed (``publish`` does it).
Only the Director (the role that published the campaign) can run them.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from starshine_desktop.commands import CommandError


def _new_password(login: str) -> str:
    """Ask for the new login's password twice on the terminal."""
    if not sys.stdin.isatty():
        raise CommandError(
            f"the password of {login} is asked for on a terminal; run add-player in one, "
            "or give --no-password for a server that trusts this machine's users"
        )
    import getpass

    first = getpass.getpass(f"Password for {login}: ")
    if not first:
        raise CommandError("an empty password: nothing was changed")
    if getpass.getpass(f"The password for {login} again: ") != first:
        raise CommandError("the two passwords differ: nothing was changed")
    return first


def _refused(error: BaseException) -> CommandError:
    from sqlalchemy.exc import SQLAlchemyError

    if isinstance(error, SQLAlchemyError):
        reason = " ".join(str(getattr(error, "orig", error)).split())
        return CommandError(f"the server refused: {reason}; nothing was changed")
    return CommandError(str(error))


def _add_player(args: argparse.Namespace) -> Any:
    from sqlalchemy.exc import SQLAlchemyError

    from starshine_desktop.commands.campaign import _opened, shown
    from starshine_desktop.services.shared import add_player
    from starshine_desktop.storage.errors import StorageError

    password = None if args.no_password else _new_password(args.login)
    with _opened(args.address, "add-player") as campaign:
        try:
            add_player(campaign, args.actor, args.login, password)
        except (StorageError, SQLAlchemyError) as error:
            raise _refused(error) from None
    return {"campaign": shown(args.address), "player": args.login, "actor": args.actor}


def _remove_player(args: argparse.Namespace) -> Any:
    from sqlalchemy.exc import SQLAlchemyError

    from starshine_desktop.commands.campaign import _opened, shown
    from starshine_desktop.services.shared import remove_player
    from starshine_desktop.storage.errors import StorageError

    with _opened(args.address, "remove-player") as campaign:
        try:
            remove_player(campaign, args.login)
        except (StorageError, SQLAlchemyError) as error:
            raise _refused(error) from None
    return {"campaign": shown(args.address), "removed": args.login}


def _players(args: argparse.Namespace) -> Any:
    from starshine_desktop.commands.campaign import _opened, shown
    from starshine_desktop.services.shared import list_players
    from starshine_desktop.storage.errors import StorageError

    with _opened(args.address, "players") as campaign:
        try:
            found = list_players(campaign)
        except StorageError as error:
            raise _refused(error) from None
    return {
        "campaign": shown(args.address),
        "players": [{"login": login, "actor": actor} for login, actor in found],
    }


def _enforce_roles(args: argparse.Namespace) -> Any:
    from sqlalchemy.exc import SQLAlchemyError

    from starshine_desktop.commands.campaign import _opened, shown
    from starshine_desktop.services.shared import enforce_roles
    from starshine_desktop.storage.errors import StorageError

    with _opened(args.address, "enforce-roles") as campaign:
        try:
            enforce_roles(campaign)
        except (StorageError, SQLAlchemyError) as error:
            raise _refused(error) from None
    return {"campaign": shown(args.address), "roles": "enforced by the server"}


def register(commands: Any, rolls: Any) -> None:
    """Add ``add-player``, ``remove-player``, ``players`` and ``enforce-roles``."""
    del rolls
    adding = commands.add_parser(
        "add-player", help="give an Actor a login of their own on a shared campaign"
    )
    adding.add_argument("address", help="the shared campaign's address")
    adding.add_argument("actor", help="the Actor's name (any case)")
    adding.add_argument("login", help="the new login (small letters, digits, underscores)")
    adding.add_argument(
        "--no-password",
        action="store_true",
        help="make the login without a password (a server trusting this machine's users)",
    )
    adding.set_defaults(handler=_add_player)
    removing = commands.add_parser(
        "remove-player", help="take a shared campaign away from a player's login"
    )
    removing.add_argument("address", help="the shared campaign's address")
    removing.add_argument("login", help="the player's login")
    removing.set_defaults(handler=_remove_player)
    listing = commands.add_parser("players", help="list a shared campaign's players")
    listing.add_argument("address", help="the shared campaign's address")
    listing.set_defaults(handler=_players)
    enforcing = commands.add_parser(
        "enforce-roles",
        help="let the server enforce who may change what in a campaign shared before",
    )
    enforcing.add_argument("address", help="the shared campaign's address")
    enforcing.set_defaults(handler=_enforce_roles)
