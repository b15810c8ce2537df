"""Common: shared campaigns on a PostgreSQL server: addresses, passwords and publishing.

An address is a ``postgresql://user@host:port/database?sslmode=…`` URL (``sslmode`` and the
other connection options in it are passed on to the server's driver). It never holds a
password: an address with one is refused, so that no password is ever kept in a file, the
settings, the log, a recent-campaigns list or a window title. The password comes from the
system keyring (service ``Starshine Desktop``, the entry named by ``keyring_entry``) or,
where the caller can ask a person, from a prompt; it lives only in the connection's URL,
which SQLAlchemy never shows.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.storage.errors import StorageError

if TYPE_CHECKING:
    from sqlalchemy.engine import URL

    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.storage.server import ServerDatabase

KEYRING_SERVICE = "Starshine Desktop"
"""The keyring service under which shared campaigns' passwords are kept."""
ADDRESS_SCHEMES = ("postgresql://", "postgres://", "postgresql+psycopg://")


class PasswordInAddressError(StorageError):
    """An address held a password; it is refused before anything connects."""

    def __init__(self, shown: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The address {address} holds a password. Give the address without it: the "
                "password is taken from the system keyring or asked for, never written down.",
            ),
            address=shown,
        )


def is_server_address(text: str) -> bool:
    """Return True if ``text`` is the address of a shared campaign (not a file's path)."""
    return text.strip().lower().startswith(ADDRESS_SCHEMES)


def keyring_entry(url: URL) -> str:
    """Return the keyring entry (user name) of an address: ``user@host:port/database``."""
    host = url.host or str(url.query.get("host", "")) or "localhost"
    return f"{url.username or ''}@{host}:{url.port or 5432}/{url.database or ''}"


def _from_keyring(entry: str) -> str | None:
    """Return the password kept for ``entry``, or None (no keyring, or nothing kept)."""
    try:
        import keyring
        from keyring.errors import KeyringError
    except ImportError:  # pragma: no cover - keyring is a dependency
        return None
    try:
        return keyring.get_password(KEYRING_SERVICE, entry)
    except KeyringError:
        return None


def login(address: str, *, ask: Callable[[str], str | None] | None = None) -> URL:
    """Return the connection URL of ``address``, with its password from the keyring or asked.

    ``ask`` is called with the keyring entry when the keyring has no password for it
    (None: connect without one, as a server on this machine trusting its users allows).
    """
    from starshine_desktop.storage.server import server_url

    url = server_url(address)
    if url.password is not None:
        raise PasswordInAddressError(url.render_as_string(hide_password=True))
    entry = keyring_entry(url)
    password = _from_keyring(entry)
    if password is None and ask is not None:
        password = ask(entry)
    return url if not password else url.set(password=password)


def publish(source: Path, url: URL | str, *, clock: Clock = utc_now) -> Campaign:
    """Copy the campaign file ``source`` into the empty database at ``url``; return it open.

    The file is opened (only read) and shared as the window shares the campaign on screen
    (``Campaign.share_on``): every row in one transaction, a database holding any table
    refused untouched, and the server then enforcing who may change what (the publishing
    role is the Director; players are added with ``add_player``).
    """
    from starshine_desktop.services.campaign import open_campaign

    local = open_campaign(source, clock=clock)
    try:
        return local.share_on(url)
    finally:
        local.close()


def _server_of(campaign: Campaign) -> ServerDatabase:
    """Return the server campaign behind ``campaign``, refusing a campaign file."""
    from starshine_desktop.storage.server import ServerDatabase

    store = campaign._store
    if not isinstance(store, ServerDatabase):
        raise StorageError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{name} is a campaign file: players and their rights belong to a shared "
                "campaign. Nothing was changed.",
            ),
            name=campaign.name,
        )
    return store


def enforce_roles(campaign: Campaign) -> None:
    """Let the server enforce who may change what in ``campaign`` (the Director runs it).

    ``publish`` does this; a campaign shared before gets it by this once. Players may then
    change only the Personae of their Actor (and what those hold) and read the rest; the
    Director, who owns the campaign's tables, changes anything.
    """
    from starshine_desktop.storage.server_roles import protect

    with _server_of(campaign).engine.begin() as connection:
        protect(connection)


def add_player(campaign: Campaign, actor: str, login_name: str, password: str | None) -> None:
    """Give the Actor called ``actor`` a login of their own on the campaign's server.

    Creates the login role ``login_name`` (with ``password``, or none for a server that
    trusts this machine's users) and records which Actor it plays; the server then lets it
    change only that Actor's Personae. Only the Director (with the right to create roles)
    can do this.
    """
    from starshine_desktop.storage.server_roles import add_player as add

    with _server_of(campaign).engine.begin() as connection:
        add(connection, actor, login_name, password)


def remove_player(campaign: Campaign, login_name: str) -> None:
    """Take the campaign away from the login ``login_name`` (it keeps no rights on it)."""
    from starshine_desktop.storage.server_roles import remove_player as remove

    with _server_of(campaign).engine.begin() as connection:
        remove(connection, login_name)


def list_players(campaign: Campaign) -> list[tuple[str, str]]:
    """Return each player's login and the name of the Actor they play."""
    from starshine_desktop.storage.server_roles import players

    with _server_of(campaign).engine.connect() as connection:
        return players(connection)
