"""What a campaign has stored, read by a connection of its own (a test's look past the app).

On a campaign file that is a new ``sqlite3`` connection to the file; on a shared campaign
(``--engine=postgresql``, or a campaign made on the tests' server) a new connection to the
server. Either way the rows come up as a campaign file gives them (``Reader``), so a test
compares the same tuples on both engines.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

import psycopg
from postgres_server import SHARED_BY_PATH
from sqlalchemy.engine import URL, make_url

from starshine_desktop.services.campaign import Campaign
from starshine_desktop.storage.reader import Reader, ServerReader, on_sqlite
from starshine_desktop.storage.server import ServerDatabase


def _server_address(where: Campaign | Path) -> str | None:
    """Return the libpq address of the shared campaign ``where`` is, or None for a file."""
    url: URL | None
    if isinstance(where, Campaign) and isinstance(where._store, ServerDatabase):
        url = where._store.engine.url
    else:
        path = where._store.path if isinstance(where, Campaign) else Path(where)
        known = SHARED_BY_PATH.get(path.resolve())
        url = None if known is None else make_url(known)
    if url is None:
        return None
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


@contextmanager
def stored(where: Campaign | Path) -> Iterator[Reader]:
    """Yield a reader on a connection of its own to the campaign (a file or on a server)."""
    address = _server_address(where)
    if address is None:
        path = where.path if isinstance(where, Campaign) else Path(where)
        with closing(sqlite3.connect(path)) as connection:
            yield connection
        return
    with psycopg.connect(address, autocommit=True) as connection:
        yield ServerReader(connection)


def table_names(reader: Reader) -> list[str]:
    """Return the names of the campaign's tables (the engine's own left out)."""
    if on_sqlite(reader):
        sql = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    else:
        sql = "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"
    return sorted(str(row[0]) for row in reader.execute(sql))
