"""Common: run the packaged Alembic migrations on a connection (imported only when needed).

Alembic keeps the running migration's context in module globals (``alembic.context``,
``alembic.op``): two migrations at once in one process, on two threads, would take each
other's. ``upgrade`` therefore runs one at a time (``_ONE_AT_A_TIME``): a shared
campaign's backup builds its campaign file on a thread of its own while the window may
be making or opening another.
"""

from __future__ import annotations

import threading

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Connection

from starshine_desktop.storage.errors import DowngradeRefusedError

SCRIPT_LOCATION = "starshine_desktop.storage:migrations"
#: Held while Alembic runs migrations (its context is global to the process).
_ONE_AT_A_TIME = threading.RLock()


def _config(connection: Connection | None = None) -> Config:
    """Return an Alembic configuration built in code (no alembic.ini is read)."""
    config = Config()
    config.set_main_option("script_location", SCRIPT_LOCATION)
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def revision_id(version: int) -> str:
    """Return the Alembic revision id of schema ``version`` (``2`` → ``"0002"``)."""
    return f"{version:04d}"


def head_version() -> int:
    """Return the schema version of the newest packaged migration."""
    head = ScriptDirectory.from_config(_config()).get_current_head()
    if head is None:
        raise RuntimeError("no migrations are packaged")
    return int(head)


def current_version(connection: Connection) -> int:
    """Return the schema version of the campaign on ``connection`` (0 when it has none).

    A campaign file keeps it in ``PRAGMA user_version``; a server campaign in Alembic's own
    ``alembic_version`` table.
    """
    if connection.dialect.name == "sqlite":
        return int(connection.exec_driver_sql("PRAGMA user_version").scalar() or 0)
    from alembic.runtime.migration import MigrationContext

    heads = MigrationContext.configure(connection).get_current_heads()
    return max((int(head) for head in heads), default=0)


def upgrade(connection: Connection, version: int) -> None:
    """Migrate to ``version`` inside the caller's transaction (a file's ``user_version`` too).

    Raises ``DowngradeRefusedError`` (changing nothing) if the campaign is at a newer version.
    """
    current = current_version(connection)
    if version < current:
        raise DowngradeRefusedError(current, version)
    with _ONE_AT_A_TIME:
        command.upgrade(_config(connection), revision_id(version))
    if connection.dialect.name == "sqlite":
        connection.exec_driver_sql(f"PRAGMA user_version = {int(version)}")


def describe(version: int) -> str:
    """Return the first line of the docstring of the migration to ``version``."""
    script = ScriptDirectory.from_config(_config()).get_revision(revision_id(version))
    if script is None:
        return f"revision {revision_id(version)}"
    return (script.doc or "").strip().splitlines()[0] if script.doc else script.revision
