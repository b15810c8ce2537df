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

#: The keyring service under which shared campaigns' passwords are kept.
KEYRING_SERVICE = "Starshine Desktop"
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

    The file is read as its export (the campaign JSON, checked as an import is) and every
    row goes into the server in one transaction, so the server holds all of it or nothing.
    The file itself is only read. A database holding any table is refused untouched.
    """
    from starshine_desktop.services.campaign import create_shared_campaign, open_campaign
    from starshine_desktop.services.exchange import (
        dumps,
        export_campaign,
        parse_campaign_json,
        validate_campaign,
    )

    local = open_campaign(source, clock=clock)
    try:
        document = export_campaign(local._store)
    finally:
        local.close()
    data = validate_campaign(parse_campaign_json(dumps(document)), consume=True)
    return create_shared_campaign(url, data, clock=clock)
