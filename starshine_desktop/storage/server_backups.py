"""Common: local backups of a shared campaign, as campaign files in the usual backups folder.

The Director's app keeps them (the server keeps its own data safe; these are the group's
copy on the Director's machine): on opening, on closing, hourly while open, and before it
upgrades the campaign's schema. Each is a ``.starshine`` campaign file at the server's
schema version, holding every row of every campaign table (the server's own bookkeeping
of players and changes stays on the server), written and verified as any backup
(``backups.write_verified_copy``) and thinned by the same age policy; the existing tools
restore it (``restore.restore_backup_as_copy``, or open it: an older one is upgraded as
any campaign file is).
"""

from __future__ import annotations

import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from starshine_desktop.storage.backups import (
    BackupFile,
    backup_name,
    campaign_folder,
    thin_backups,
    write_verified_copy,
)

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine
    from sqlalchemy.orm import Session

#: How often the Director's app backs a shared campaign up while it is open.
SESSION_INTERVAL = timedelta(hours=1)
#: Rows of ``campaign_setting`` that a campaign file does not keep (the server's identity).
_SERVER_ONLY_SETTINGS = ("application",)
#: Rows of one table read from the server and written into the copy at a time.
COPY_BATCH = 1_000


def backup_identity(engine: Engine) -> Path:
    """Return the path standing for a shared campaign in the backups folder.

    Backups are kept per campaign in a folder named after the campaign and a hash of its
    place: for a shared campaign its server, port and database, never its user or password.
    """
    url = engine.url
    host = url.host or str(url.query.get("host", "")) or "localhost"
    server = "".join(ch if ch.isalnum() or ch in "-._" else "-" for ch in host).strip("-")
    return Path("/") / "shared" / f"{server}-{url.port or 5432}" / f"{url.database}.starshine"


def is_director(connection: Connection) -> bool:
    """Return True if the login owns the campaign's tables (or may act as their owner)."""
    from sqlalchemy import text

    return bool(
        connection.execute(
            text(
                "SELECT pg_has_role(current_user, (SELECT relowner FROM pg_class"
                " WHERE oid = 'campaign_setting'::regclass), 'USAGE')"
            )
        ).scalar()
    )


def _copy_rows(source: Connection, target: Session) -> None:
    """Copy every row of every table the campaign file has from the server (same version)."""
    from sqlalchemy import column, inspect, select, table

    from starshine_desktop.storage.schema import Base

    file_side = target.connection()
    tables = [
        name
        for name in inspect(file_side).get_table_names()
        if name != "alembic_version" and not name.startswith("sqlite_")
    ]
    # Parents before children: the models' order, then any table the models no longer have.
    known = [model.name for model in Base.metadata.sorted_tables]
    ordered = [name for name in known if name in tables] + sorted(set(tables) - set(known))
    target.execute(table("campaign_setting").delete())
    for name in ordered:
        model = Base.metadata.tables.get(name)
        names = [found["name"] for found in inspect(file_side).get_columns(name)]
        columns = [
            column(each, model.c[each].type)
            if model is not None and each in model.c
            else column(each)
            for each in names
        ]
        core = table(name, *columns)
        query = select(*core.c)
        if name == "campaign_setting":
            query = query.where(core.c.key.not_in(_SERVER_ONLY_SETTINGS))
        # A batch at a time through a server-side cursor: a large campaign's table is never
        # held whole (it once was, above the campaign's own size in memory).
        found = source.execution_options(yield_per=COPY_BATCH).execute(query).mappings()
        for batch in found.partitions():
            target.execute(core.insert(), [dict(row) for row in batch])


def write_server_copy(engine: Engine, destination: Path, *, replace: bool = False) -> None:
    """Write the shared campaign as a verified campaign file at ``destination``.

    One repeatable-read snapshot of the server is copied into a new campaign file of the
    same schema version, built in a temporary folder, then copied into place with the same
    verification as every backup.
    """
    import sqlite3

    from starshine_desktop.storage.database import create_database
    from starshine_desktop.storage.migrate import current_version

    with engine.connect() as server:
        snapshot = server.execution_options(isolation_level="REPEATABLE READ")
        with snapshot.begin():
            version = current_version(snapshot)
            with tempfile.TemporaryDirectory(prefix="starshine-shared-") as building:
                built = Path(building) / f"{engine.url.database}.starshine"
                create_database(
                    built,
                    schema_version=version,
                    fill=lambda session: _copy_rows(snapshot, session),
                ).close()
                source = sqlite3.connect(built, isolation_level=None)
                try:
                    write_verified_copy(source, destination, replace=replace)
                finally:
                    source.close()


def write_server_backup(engine: Engine, root: Path, *, reason: str, now: datetime) -> BackupFile:
    """Write a verified backup of the shared campaign into ``root`` and thin older ones."""
    campaign = backup_identity(engine)
    folder = campaign_folder(root, campaign)
    taken_at = now.astimezone(UTC)
    while (folder / backup_name(taken_at, reason)).exists():
        taken_at += timedelta(microseconds=1)
    destination = folder / backup_name(taken_at, reason)
    write_server_copy(engine, destination)
    thin_backups(root, campaign, now)
    return BackupFile(destination, taken_at, reason, destination.stat().st_size)
