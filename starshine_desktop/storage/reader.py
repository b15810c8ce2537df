"""Common: the one connection interface every read goes through, on a file or on a server.

Reads run plain SQL through ``Reader.execute(sql, parameters)``, with ``?`` (positional) or
``:name`` (named) placeholders and tuples for rows, as Python's ``sqlite3`` does. A campaign
file hands out its ``sqlite3`` connection itself (no SQLAlchemy at start-up); a campaign on a
PostgreSQL server hands out a ``ServerReader`` over the psycopg connection under its
SQLAlchemy engine, which rewrites the placeholders in psycopg's style. The SQL of every read
is written for both engines; the few places where the engines differ ask ``on_sqlite``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import psycopg

Parameters = Sequence[Any] | Mapping[str, Any]


class Cursor(Protocol):
    """The rows of one statement: iterate them, or fetch one or all (tuples)."""

    def fetchone(self) -> Any:
        """Return the next row, or None."""

    def fetchall(self) -> list[Any]:
        """Return the remaining rows."""

    def close(self) -> None:
        """Free the rows not read."""

    def __iter__(self) -> Iterator[Any]:
        """Iterate the remaining rows."""


class Reader(Protocol):
    """A connection inside a read (or write) transaction of one campaign."""

    def execute(self, sql: str, parameters: Parameters = ..., /) -> Cursor:
        """Run one statement with ``?`` or ``:name`` placeholders and return its rows."""


def on_sqlite(reader: Reader) -> bool:
    """Return True if ``reader`` reads a campaign file (SQLite), False for a server."""
    return isinstance(reader, sqlite3.Connection)


@lru_cache(maxsize=512)
def psycopg_sql(sql: str) -> str:
    """Return ``sql`` with ``?`` and ``:name`` placeholders in psycopg's ``%s`` style.

    Text inside quotes ('…' and "…") is kept as written; a literal ``%`` is doubled, and
    PostgreSQL's ``::type`` casts are left alone.
    """
    out: list[str] = []
    index = 0
    length = len(sql)
    while index < length:
        char = sql[index]
        if char in "'\"":
            end = index + 1
            while end < length:
                if sql[end] == char:
                    if end + 1 < length and sql[end + 1] == char:
                        end += 2
                        continue
                    break
                end += 1
            out.append(sql[index : end + 1].replace("%", "%%"))
            index = end + 1
            continue
        if char == "?":
            out.append("%s")
        elif char == "%":
            out.append("%%")
        elif char == ":" and index + 1 < length and sql[index + 1] == ":":
            out.append("::")
            index += 2
            continue
        elif (
            char == ":"
            and index + 1 < length
            and (sql[index + 1].isalpha() or sql[index + 1] == "_")
        ):
            end = index + 1
            while end < length and (sql[end].isalnum() or sql[end] == "_"):
                end += 1
            out.append(f"%({sql[index + 1 : end]})s")
            index = end
            continue
        else:
            out.append(char)
        index += 1
    return "".join(out)


#: How a campaign file keeps a time (SQLAlchemy's SQLite ``DateTime``), which reads hand up.
STORED_TIME_FORMAT = "%Y-%m-%d %H:%M:%S.%f"


@lru_cache(maxsize=1)
def _loaders() -> tuple[type[Any], type[Any], type[Any]]:
    """Return psycopg loaders giving times, dates and flags as a campaign file holds them."""
    from datetime import datetime

    from psycopg.adapt import Loader

    class StoredTime(Loader):
        def load(self, data: Any) -> str:
            return datetime.fromisoformat(bytes(data).decode()).strftime(STORED_TIME_FORMAT)

    class StoredDate(Loader):
        def load(self, data: Any) -> str:
            return bytes(data).decode()

    class StoredFlag(Loader):
        def load(self, data: Any) -> int:
            return 1 if bytes(data) == b"t" else 0

    return StoredTime, StoredDate, StoredFlag


class ServerReader:
    """A ``Reader`` over a psycopg connection (a campaign on a PostgreSQL server).

    Rows come up as a campaign file gives them, so every read makes the same rows from
    either: times as SQLite's stored text, dates as ISO text and flags as 0 or 1. Only this
    reader's cursors load them so; SQLAlchemy, on the same connection, sees its own types.
    """

    def __init__(self, connection: psycopg.Connection[Any]) -> None:
        self._connection = connection

    def execute(self, sql: str, parameters: Parameters = (), /) -> Cursor:
        """Run one statement with ``?`` or ``:name`` placeholders and return its rows."""
        if isinstance(parameters, Mapping):
            bound: Any = dict(parameters)
        else:
            bound = list(parameters)
        cursor = self._connection.cursor()
        time, date, flag = _loaders()
        cursor.adapters.register_loader("timestamp", time)
        cursor.adapters.register_loader("date", date)
        cursor.adapters.register_loader("bool", flag)
        result: Cursor = cursor.execute(psycopg_sql(sql), bound)
        return result
