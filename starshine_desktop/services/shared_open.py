"""Common: opening a shared campaign by its address or by its ``.starshine-link`` file.

A link file is a small UTF-8 JSON object naming a shared campaign, which a Director hands
to the players (docs/shared-campaigns.md, docs/campaign-format.md)::

    {"format": "starshine-link", "version": 1, "name": "Harbour",
     "address": "postgresql://lin@table.local:5432/harbour", "sslmode": "verify-full"}

It never holds a password (one in its address is refused, as on the command line). It is
read defensively: at most ``LINK_LIMIT`` bytes, UTF-8 JSON with exactly the keys above
(``sslmode`` optional), or it is refused with a sentence naming the file.

``open_address`` connects (the password from the keyring or asked, ``shared.login``);
what the driver says becomes a sentence (``shared_connection``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.shared_connection import (
    connection_refusal,
    shown_address,
)
from starshine_desktop.storage.errors import StorageError, phrase

if TYPE_CHECKING:
    from starshine_desktop.services.campaign import Campaign

LINK_SUFFIX = ".starshine-link"
LINK_FORMAT = "starshine-link"
LINK_VERSION = 1
LINK_LIMIT = 16 * 1024
"""A link file is a few hundred bytes; anything larger is not one."""
SSL_MODES = ("disable", "allow", "prefer", "require", "verify-ca", "verify-full")
"""The values libpq knows for ``sslmode``."""
_KEYS = frozenset({"format", "version", "name", "address", "sslmode"})


class LinkFileError(StorageError):
    """A file that is not a readable link to a shared campaign; nothing was opened."""

    def __init__(self, path: Path, reason: str | Refusal) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{name} is not a link to a shared campaign: {reason}. Nothing was opened.",
            ),
            name=path.name,
            reason=phrase(reason),
        )
        self.path = path


@dataclass(frozen=True)
class CampaignLink:
    """What a link file says: the campaign's name and address (no password), its sslmode."""

    name: str
    address: str
    sslmode: str | None = None

    def full_address(self) -> str:
        """Return the address to connect to, with ``sslmode`` among its options."""
        from starshine_desktop.storage.server import server_url

        url = server_url(self.address)
        if self.sslmode is not None:
            url = url.update_query_dict({"sslmode": self.sslmode})
        return shown_address(url)


def is_link_file(path: Path) -> bool:
    """Return True if ``path`` is named as a link file."""
    return path.name.lower().endswith(LINK_SUFFIX)


def link_of(address: str, name: str | None = None) -> CampaignLink:
    """Return the link of ``address`` (its ``sslmode`` kept apart), refusing a password."""
    from starshine_desktop.services.shared import PasswordInAddressError
    from starshine_desktop.storage.server import server_url

    url = server_url(address)
    if url.password is not None:
        raise PasswordInAddressError(url.render_as_string(hide_password=True))
    mode = url.query.get("sslmode")
    sslmode = None if mode is None else str(mode)
    rest = url.difference_update_query(["sslmode"])
    return CampaignLink(name or str(url.database or ""), shown_address(rest), sslmode)


def link_text(link: CampaignLink) -> str:
    """Return the text of the link file of ``link`` (checked as a reader checks it)."""
    document: dict[str, object] = {
        "format": LINK_FORMAT,
        "version": LINK_VERSION,
        "name": link.name,
        "address": link.address,
    }
    if link.sslmode is not None:
        document["sslmode"] = link.sslmode
    text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    parse_link(text.encode("utf-8"), Path(f"{link.name}{LINK_SUFFIX}"))
    return text


def write_link(link: CampaignLink, destination: Path) -> None:
    """Write the link file of ``link`` at ``destination`` (whole or not at all)."""
    from starshine_desktop.services.exchange import write_atomically

    write_atomically(destination, link_text(link).encode("utf-8"))


def read_link(path: Path) -> CampaignLink:
    """Read the link file at ``path``; ``LinkFileError`` naming the file if it is not one."""
    try:
        with path.open("rb") as stream:
            data = stream.read(LINK_LIMIT + 1)
    except OSError as error:
        raise LinkFileError(path, error.strerror or str(error)) from error
    return parse_link(data, path)


def _refuse(path: Path, reason: str | Refusal) -> LinkFileError:
    return LinkFileError(path, reason)


def parse_link(data: bytes, path: Path) -> CampaignLink:
    """Return the link that ``data`` (the file at ``path``) holds, or refuse it."""
    if len(data) > LINK_LIMIT:
        raise _refuse(path, QT_TRANSLATE_NOOP("Refusal", "it is far larger than a link file"))
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise _refuse(path, QT_TRANSLATE_NOOP("Refusal", "it is not JSON text")) from error
    if not isinstance(document, dict) or document.get("format") != LINK_FORMAT:
        raise _refuse(path, QT_TRANSLATE_NOOP("Refusal", "it does not say it is a link file"))
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _refuse(path, QT_TRANSLATE_NOOP("Refusal", "its version is not a number"))
    if version > LINK_VERSION:
        raise _refuse(
            path, QT_TRANSLATE_NOOP("Refusal", "it was written by a newer Starshine Desktop")
        )
    if set(document) - _KEYS:
        raise _refuse(path, QT_TRANSLATE_NOOP("Refusal", "it holds entries a link file has not"))
    name, address, sslmode = document.get("name"), document.get("address"), document.get("sslmode")
    if not isinstance(name, str) or not isinstance(address, str):
        raise _refuse(path, QT_TRANSLATE_NOOP("Refusal", "its name or address is missing"))
    if sslmode is not None and sslmode not in SSL_MODES:
        raise _refuse(path, QT_TRANSLATE_NOOP("Refusal", "its sslmode is not one PostgreSQL knows"))
    from starshine_desktop.services.shared import is_server_address

    if not is_server_address(address):
        raise _refuse(
            path, QT_TRANSLATE_NOOP("Refusal", "its address is not a PostgreSQL database's")
        )
    try:
        link = link_of(address, name)
    except StorageError as error:
        raise _refuse(path, error) from error
    except ValueError as error:  # SQLAlchemy cannot read the address
        raise _refuse(
            path, QT_TRANSLATE_NOOP("Refusal", "its address is not a PostgreSQL database's")
        ) from error
    if link.sslmode is not None and sslmode is not None and link.sslmode != sslmode:
        raise _refuse(path, QT_TRANSLATE_NOOP("Refusal", "it gives two different sslmodes"))
    return CampaignLink(name, link.address, link.sslmode if sslmode is None else str(sslmode))


def open_address(
    address: str,
    *,
    ask: Callable[[str], str | None] | None = None,
    clock: Clock = utc_now,
    defer_backup: bool = False,
) -> Campaign:
    """Open the shared campaign at ``address`` (password from the keyring or ``ask``).

    Refuses with a sentence, changing nothing: a password in the address, a refused login,
    a server not reached, a database that is not a campaign or has a newer schema. With
    ``defer_backup`` the Director's backup on opening waits for ``take_open_backup`` or
    ``start_open_backup`` (the window writes it off its thread); a backup before an
    upgrade is written before the upgrade either way.
    """
    from starshine_desktop.services.campaign import open_shared_campaign
    from starshine_desktop.services.shared import login

    url = login(address, ask=ask)
    try:
        return open_shared_campaign(url, clock=clock, defer_backup=defer_backup)
    except StorageError:
        raise
    except Exception as error:
        refusal = connection_refusal(error, url)
        if refusal is None:
            raise
        raise refusal from error


def publish_and_open(
    source: Campaign, address: str, *, ask: Callable[[str], str | None] | None = None
) -> Campaign:
    """Publish the open campaign ``source`` into the empty database at ``address``.

    Returns the shared campaign, open. The same sentences as ``open_address`` when the
    server cannot be reached or refuses the login; a database with tables is refused.
    """
    from starshine_desktop.services.shared import login

    url = login(address, ask=ask)
    try:
        return source.share_on(url)
    except StorageError:
        raise
    except Exception as error:
        refusal = connection_refusal(error, url)
        if refusal is None:
            raise
        raise refusal from error


def kept_password(address: str) -> bool:
    """Return True if the system keyring holds the password of ``address``."""
    from starshine_desktop.services.shared import KEYRING_SERVICE, keyring_entry
    from starshine_desktop.storage.server import server_url

    try:
        import keyring
        from keyring.errors import KeyringError
    except ImportError:  # pragma: no cover - keyring is a dependency
        return False
    try:
        entry = keyring_entry(server_url(address))
        return keyring.get_password(KEYRING_SERVICE, entry) is not None
    except (KeyringError, StorageError, ValueError):
        return False
