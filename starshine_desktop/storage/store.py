"""Common: what every service needs of an open campaign, whichever kind it is.

Two kinds of campaign stand behind this one interface: the campaign file (``Database``:
SQLite, with its identity bytes, lock, write-ahead log, backups and checks) and the shared
campaign on a PostgreSQL server (``ServerDatabase``: a SQLAlchemy engine on
``postgresql+psycopg``). Services read through ``reading()`` (a ``Reader``), write through
``transaction()`` (a SQLAlchemy session, used by the ``Journal``) and read inside that
transaction through ``connection_of(session)``; both kinds hand up the same row types. A
read on another thread (Find's query) goes through ``reading_apart()``: a connection of its
own, read-only.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from starshine_desktop.storage.reader import Reader


class CampaignStore(Protocol):
    """An open campaign: reads, one-transaction writes and whether it can be written."""

    #: How many write transactions this connection committed (a row read since the last one
    #: is still what is stored, as far as this window's own edits go).
    commits: int

    @property
    def read_only(self) -> bool:
        """Return True if nothing can be saved."""

    @property
    def read_only_reason(self) -> str | None:
        """Return why nothing can be saved, or None."""

    def reading(self) -> AbstractContextManager[Reader]:
        """Yield a reader inside one read transaction (one consistent view)."""

    def reading_apart(self) -> AbstractContextManager[Reader]:
        """Yield a reader on a connection of its own, inside one read-only transaction.

        For reads on another thread than the window's (Find's query): entered, used and
        left on that one thread, never sharing the window's connection.
        """

    def transaction(self) -> AbstractContextManager[Session]:
        """Yield a session inside one write transaction; commit on success."""

    def connection_of(self, session: Session) -> Reader:
        """Return a reader inside ``session``'s transaction."""

    def announce(self, session: Session, notice: str) -> None:
        """Tell the campaign's other windows ``notice`` once ``session``'s edit commits."""
