"""Common: the connection to a shared campaign's server: what its failures say, how its
address is shown, and the notices of edits made elsewhere (``LiveNotices``).

A connection that cannot be made becomes a sentence: the login refused (user or password)
or the server not reached, each with the driver's own words. ``LiveNotices`` receives the
notices of a shared campaign's committed edits on a connection of its own, leaving out
those of the campaign's own edits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.changes import Notice, read_notice
from starshine_desktop.storage.errors import StorageError, phrase

if TYPE_CHECKING:
    from sqlalchemy.engine import URL

    from starshine_desktop.storage.server import ServerDatabase


class LoginRefusedError(StorageError):
    """The server refused the login (user or password); nothing was opened."""

    def __init__(self, name: str, user: str, detail: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The server of the shared campaign {name} refused the login of {user} "
                "({detail}). Check the user name and the password; nothing was changed.",
            ),
            name=name,
            user=user,
            detail=phrase(detail),
        )


class ServerNotReachedError(StorageError):
    """The server could not be reached at all; nothing was opened."""

    def __init__(self, name: str, detail: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The server of the shared campaign {name} cannot be reached ({detail}). "
                "Check the address and that the server is running; nothing was changed.",
            ),
            name=name,
            detail=phrase(detail),
        )


def shown_address(url: URL | str) -> str:
    """Return an address as a person reads and types it: ``postgresql://…``, no password."""
    from starshine_desktop.storage.server import server_url

    parsed = server_url(url).set(drivername="postgresql")
    return parsed.render_as_string(hide_password=True)


def connection_refusal(error: Exception, url: URL) -> StorageError | None:
    """Return the sentence for a connection that could not be made, or None."""
    from sqlalchemy.exc import OperationalError

    if not isinstance(error, OperationalError):
        return None
    from starshine_desktop.storage.server import first_line

    name = str(url.database or "")
    text = str(error.orig)
    detail = first_line(error)
    for line in text.splitlines():
        if "FATAL" in line:
            detail = line.split("FATAL:", 1)[-1].strip()
            break
    login = ("authentication failed", "no password supplied", "not permitted to log in")
    if any(words in text for words in login) or ("role" in text and "does not exist" in text):
        return LoginRefusedError(name, url.username or "", detail)
    return ServerNotReachedError(name, detail)


def server_name(address: str) -> str:
    """Return the server's host name in ``address`` ("" for this computer: a local socket)."""
    from starshine_desktop.storage.server import server_url

    url = server_url(address)
    host = url.host or ""
    return "" if host in ("", "localhost", "127.0.0.1", "::1") or host.startswith("/") else host


@dataclass(frozen=True)
class Arrived:
    """What a look at the live notices found: other windows' notices, and whether anything
    (this campaign's own edits' notices too) arrived at all."""

    notices: list[Notice]
    anything: bool


class LiveNotices:
    """The notices of the edits of a shared campaign made elsewhere (other windows, other
    machines), received on a connection of their own.

    ``fileno()`` is the socket a window watches; ``take()`` reads what arrived, leaving out
    the notices of this campaign's own edits (the window applied those already);
    ``alive()`` tells whether the connection still answers.
    """

    def __init__(self, store: ServerDatabase) -> None:
        try:
            self._listener = store.listen()
        except Exception as error:
            refusal = _connection_refusal_of_driver(error, store)
            if refusal is None:
                raise
            raise refusal from error
        self._own = store.own_backends

    def fileno(self) -> int:
        """Return the socket to watch (readable when a notice may have arrived)."""
        return self._listener.fileno()

    def take(self) -> Arrived:
        """Return the other windows' notices that arrived (a notice not understood is left
        out: it would come from a newer Starshine Desktop)."""
        arrived = self._listener.take_notices()
        notices: list[Notice] = []
        for sender, text in arrived:
            if sender in self._own:
                continue
            try:
                notices.append(read_notice(text))
            except (ValueError, KeyError, TypeError):
                continue
        return Arrived(notices, bool(arrived))

    def alive(self) -> bool:
        """Return True if the connection still answers."""
        return self._listener.alive()

    def close(self) -> None:
        """Close the listening connection."""
        self._listener.close()


def _connection_refusal_of_driver(error: Exception, store: ServerDatabase) -> StorageError | None:
    """Return the sentence for the driver's own error when a connection could not be made."""
    import psycopg

    if not isinstance(error, psycopg.OperationalError):
        return None
    from sqlalchemy.exc import OperationalError

    return connection_refusal(OperationalError(None, None, error), store.engine.url)
