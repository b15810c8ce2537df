"""Is a campaign file's schema the one Starshine Desktop made? (read before anything is written)

A file can carry the app's ``application_id`` and a known ``user_version`` and still hold
a schema the app never made: tables missing or foreign, an extra column, index, view or a
trigger that would run on every edit. Such a file is refused untouched. The schema each
version of the app makes is kept, normalised, in ``schemas/vNNNN.json`` (one entry per
``sqlite_master`` row: type, name, table and SQL text); those files are written from the
migrations themselves (``python -m starshine_desktop.storage.schema_write --write``) and
``tests/storage/test_schema_check.py`` checks them against a fresh run of the migrations,
so opening a file needs neither SQLAlchemy nor Alembic, only one query of ``sqlite_master``.
"""

from __future__ import annotations

import json
import sqlite3
from functools import cache
from pathlib import Path

SCHEMAS_FOLDER = Path(__file__).with_name("schemas")
#: Tables SQLite makes by itself as a file is used (AUTOINCREMENT counters, ANALYZE).
SQLITE_OWN = ("sqlite_sequence", "sqlite_stat1", "sqlite_stat2", "sqlite_stat3", "sqlite_stat4")

Entry = tuple[str, str, str, str]


def normalise_sql(sql: str | None) -> str:
    """Return ``sql`` without identifier quotes and with spacing made uniform.

    Only string methods (C code): opening a campaign normalises every entry of its schema.
    Quotes are dropped whole; two schemas this conflates would differ only in how a name is
    quoted, which SQLite itself rewrites when a table is renamed.
    """
    if sql is None:
        return ""
    text = " ".join(sql.replace('"', "").replace("`", "").split())
    for spaced, tight in _TIGHTEN:
        if spaced in text:
            text = text.replace(spaced, tight)
    return text


_TIGHTEN = tuple((spaced, mark) for mark in "(),=" for spaced in (f" {mark}", f"{mark} "))


def schema_of(connection: sqlite3.Connection) -> list[Entry]:
    """Return the normalised ``sqlite_master`` of a connection, sorted (SQLite's own left out)."""
    rows = connection.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    entries = [
        (str(kind), str(name), str(table), normalise_sql(sql))
        for kind, name, table, sql in rows
        if not (kind == "table" and name in SQLITE_OWN)
    ]
    return sorted(entries)


def expected_file(version: int) -> Path:
    """Return the file holding the schema that version ``version`` of the app makes."""
    return SCHEMAS_FOLDER / f"v{version:04d}.json"


@cache
def expected_schema(version: int) -> tuple[Entry, ...] | None:
    """Return the schema the app makes at ``version``, or None for a version it never made."""
    try:
        data = json.loads(expected_file(version).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    return tuple((str(a), str(b), str(c), str(d)) for a, b, c, d in data)


def _describe(entry: Entry) -> str:
    kind, name, table, _sql = entry
    return f"{kind} {name}" if kind == "table" or name == table else f"{kind} {name} on {table}"


def schema_problem(connection: sqlite3.Connection, version: int) -> str | None:
    """Return what differs between the file's schema and the app's own at ``version``.

    None means the schema is exactly the app's own.
    """
    expected = expected_schema(version)
    if expected is None:
        return f"no Starshine Desktop ever made a campaign of format version {version}"
    found = schema_of(connection)
    if tuple(found) == expected:
        return None
    wanted = {entry[:3]: entry for entry in expected}
    present = {entry[:3]: entry for entry in found}
    found_faults = [("an unknown", e) for key, e in present.items() if key not in wanted]
    found_faults += [("no", e) for key, e in wanted.items() if key not in present]
    found_faults += [
        ("a changed", e) for key, e in present.items() if key in wanted and wanted[key] != e
    ]
    # Tables first: a missing table says more than the indexes that go with it.
    found_faults.sort(key=lambda fault: (fault[1][0] != "table", fault[1][1]))
    faults = [f"{what} {_describe(entry)}" for what, entry in found_faults]
    shown = "; ".join(faults[:4]) + (f"; and {len(faults) - 4} more" if len(faults) > 4 else "")
    return f"its tables are not the ones Starshine Desktop makes ({shown})"
