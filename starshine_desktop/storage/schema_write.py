"""Common: write ``schemas/vNNNN.json`` from the migrations (a maintainer's tool and the tests').

``schema_check`` compares a file with those schemas on opening; this module makes them, by
running the app's migrations in memory, so it loads SQLAlchemy and Alembic and the database
module: never on opening, hence a module of its own.

    python -m starshine_desktop.storage.schema_write --write
"""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

from starshine_desktop.storage.schema_check import (
    SCHEMAS_FOLDER,
    Entry,
    expected_file,
    schema_of,
)


def schema_from_migrations(version: int) -> list[Entry]:
    """Run the app's migrations up to ``version`` in memory; return the schema they make.

    Loads SQLAlchemy and Alembic: for tests and for writing ``schemas/``, never on opening.
    """
    from sqlalchemy import create_engine
    from sqlalchemy.pool import StaticPool

    from starshine_desktop.storage.database import APPLICATION_ID
    from starshine_desktop.storage.migrate import upgrade

    raw = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    engine = create_engine("sqlite+pysqlite://", creator=lambda: raw, poolclass=StaticPool)
    try:
        with engine.connect() as connection, connection.begin():
            connection.exec_driver_sql(f"PRAGMA application_id = {APPLICATION_ID}")
            upgrade(connection, version)
        return schema_of(raw)
    finally:
        engine.dispose()
        raw.close()


def write_expected(versions: range) -> list[Path]:
    """Write ``schemas/vNNNN.json`` for each version from the migrations; return the files."""
    SCHEMAS_FOLDER.mkdir(exist_ok=True)
    written = []
    for version in versions:
        entries = schema_from_migrations(version)
        path = expected_file(version)
        text = json.dumps([list(entry) for entry in entries], indent=1, ensure_ascii=False)
        path.write_text(text + "\n", encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":  # pragma: no cover - a maintainer's tool
    from starshine_desktop.storage.database import SCHEMA_VERSION

    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m starshine_desktop.storage.schema_write --write")
    for written in write_expected(range(1, SCHEMA_VERSION + 1)):
        print(written)
