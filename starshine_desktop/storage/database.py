"""One campaign file: identity checks, per-connection pragmas, transactions and backups."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import QueuePool

from starshine_desktop.storage.errors import (
    CampaignExistsError,
    CampaignNotFoundError,
    NewerSchemaError,
    NotACampaignError,
    StorageError,
)

#: ``PRAGMA application_id`` of every campaign file: "STSH".
APPLICATION_ID = 0x53545348
#: The schema version this build writes; ``PRAGMA user_version`` mirrors it and the
#: newest migration's revision id is the same number (``"0002"``).
SCHEMA_VERSION = 2
CAMPAIGN_SUFFIX = ".starshine"

_SQLITE_MAGIC = b"SQLite format 3\x00"
_HEADER_SIZE = 100
_PRAGMAS = (
    "PRAGMA foreign_keys = ON",
    "PRAGMA synchronous = FULL",
    "PRAGMA busy_timeout = 5000",
    "PRAGMA trusted_schema = OFF",
)


def _uri(path: Path, mode: str) -> str:
    """Return the SQLite URI of ``path`` opened in ``mode`` (``ro``, ``rw`` or ``rwc``)."""
    return f"{path.resolve().as_uri()}?mode={mode}"


def _set_pragmas(dbapi_connection: sqlite3.Connection) -> None:
    """Give a fresh connection the campaign's pragmas, refusing if WAL is unavailable."""
    dbapi_connection.isolation_level = None
    mode = dbapi_connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    if str(mode).lower() != "wal":
        raise StorageError(f"SQLite refused write-ahead logging for this file (mode {mode})")
    for pragma in _PRAGMAS:
        dbapi_connection.execute(pragma)


def _make_engine(uri: str) -> Engine:
    """Return an engine with one pooled connection to ``uri`` and the campaign's pragmas."""

    def connect() -> sqlite3.Connection:
        return sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)

    engine = create_engine(
        "sqlite+pysqlite://",
        creator=connect,
        poolclass=QueuePool,
        pool_size=1,
        max_overflow=0,
        pool_timeout=10,
    )

    @event.listens_for(engine, "connect")
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        _set_pragmas(dbapi_connection)

    @event.listens_for(engine, "begin")
    def on_begin(connection: Any) -> None:
        # SQLAlchemy's pysqlite recipe: the driver's own BEGIN is off, take the write lock now.
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def check_identity(path: Path) -> None:
    """Raise ``NotACampaignError`` unless ``path`` starts like a Starshine campaign file."""
    size = path.stat().st_size
    if size == 0:
        raise NotACampaignError(path, "the file is empty")
    with path.open("rb") as file:
        header = file.read(_HEADER_SIZE)
    if len(header) < _HEADER_SIZE or not header.startswith(_SQLITE_MAGIC):
        raise NotACampaignError(path, "it is not an SQLite database")
    application_id = int.from_bytes(header[68:72], "big")
    if application_id != APPLICATION_ID:
        raise NotACampaignError(
            path,
            f"it is an SQLite database of another application (application id "
            f"0x{application_id:08X}, not 0x{APPLICATION_ID:08X})",
        )


def read_schema_version(path: Path) -> int:
    """Return the file's ``user_version`` without leaving anything behind.

    With no write-ahead log beside the file, the header holds the committed value and is
    read directly; otherwise a read-write connection reads it (and SQLite tidies up the
    log on close, as it would for any reader).
    """
    wal = Path(f"{path}-wal")
    if not wal.exists() or wal.stat().st_size == 0:
        with path.open("rb") as file:
            header = file.read(_HEADER_SIZE)
        return int.from_bytes(header[60:64], "big")
    try:
        connection = sqlite3.connect(_uri(path, "rw"), uri=True)
        try:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise NotACampaignError(path, f"SQLite cannot read it ({error})") from error
    return int(version)


def _publish(temporary: Path, final: Path, *, replace: bool) -> None:
    """Move a finished file into place (never over an existing one unless ``replace``)."""
    if replace:
        os.replace(temporary, final)
    else:
        try:
            os.link(temporary, final)
        except FileExistsError as error:
            raise CampaignExistsError(final) from error
        except OSError:
            if final.exists():
                raise CampaignExistsError(final) from None
            os.replace(temporary, final)
        else:
            temporary.unlink()
    with contextlib.suppress(OSError):
        folder = os.open(final.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def _remove_with_sidecars(path: Path) -> None:
    """Delete a temporary database and the ``-wal``/``-shm``/``-journal`` files beside it."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        with contextlib.suppress(FileNotFoundError):
            Path(f"{path}{suffix}").unlink()


def backup_connection(source: sqlite3.Connection, destination: Path, *, replace: bool) -> None:
    """Copy a live database with SQLite's backup API, verify it and move it into place."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    temporary = destination.with_name(f".{destination.name}.{uuid.uuid4().hex}.partial")
    try:
        target = sqlite3.connect(temporary)
        try:
            source.backup(target)
            verdict = target.execute("PRAGMA quick_check").fetchone()[0]
        finally:
            target.close()
        if verdict != "ok":
            raise StorageError(f"the copy written to {destination} failed its check: {verdict}")
        _publish(temporary, destination, replace=replace)
    finally:
        _remove_with_sidecars(temporary)


class Database:
    """An open campaign file; every use case runs in one short ``transaction()``."""

    def __init__(self, path: Path, engine: Engine) -> None:
        self.path = path
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Session]:
        """Yield a session inside ``BEGIN IMMEDIATE``; commit on success, roll back on error."""
        with self._sessions() as session, session.begin():
            yield session

    def backup_to(self, destination: Path, *, replace: bool = False) -> None:
        """Write a verified copy of the campaign to ``destination`` (SQLite backup API)."""
        with self.engine.connect() as connection:
            source = connection.connection.driver_connection
            assert isinstance(source, sqlite3.Connection)
            backup_connection(source, destination, replace=replace)

    def pragma(self, name: str) -> object:
        """Return the current value of a read-only-safe pragma (for checks and tests)."""
        if not name.replace("_", "").isalpha():
            raise ValueError(f"not a pragma name: {name!r}")
        with self.engine.connect() as connection:
            return connection.exec_driver_sql(f"PRAGMA {name}").scalar()

    def close(self) -> None:
        """Close the connection (SQLite checkpoints the write-ahead log)."""
        self.engine.dispose()


def _backup_name(path: Path, version: int, now: datetime) -> str:
    stamp = now.astimezone(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    return f"{path.stem}-before-v{SCHEMA_VERSION}-from-v{version}-{stamp}{CAMPAIGN_SUFFIX}"


def open_database(path: Path, *, backup_folder: Path, now: datetime | None = None) -> Database:
    """Open an existing campaign, upgrading an older schema after a verified backup."""
    path = Path(path)
    if not path.is_file():
        raise CampaignNotFoundError(path)
    check_identity(path)
    version = read_schema_version(path)
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(path, version, SCHEMA_VERSION)
    engine = _make_engine(_uri(path, "rw"))
    try:
        if version < SCHEMA_VERSION:
            with engine.connect() as connection:
                source = connection.connection.driver_connection
                assert isinstance(source, sqlite3.Connection)
                stamp = now or datetime.now(UTC)
                backup_connection(
                    source, backup_folder / _backup_name(path, version, stamp), replace=False
                )
                from starshine_desktop.storage.migrate import upgrade

                with connection.begin():
                    upgrade(connection, SCHEMA_VERSION)
    except BaseException:
        engine.dispose()
        raise
    return Database(path, engine)


def create_database(
    path: Path,
    *,
    now: datetime | None = None,
    created_with: str = "",
    schema_version: int = SCHEMA_VERSION,
) -> Database:
    """Create a new campaign file at ``path`` (built under a temporary name, then renamed)."""
    from starshine_desktop.storage.migrate import upgrade
    from starshine_desktop.storage.schema import Base, CampaignSetting

    path = Path(path)
    if path.exists():
        raise CampaignExistsError(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{uuid.uuid4().hex}.creating")
    try:
        engine = _make_engine(_uri(temporary, "rwc"))
        try:
            with engine.connect() as connection, connection.begin():
                connection.exec_driver_sql(f"PRAGMA application_id = {APPLICATION_ID}")
                upgrade(connection, schema_version)
                stamp = (now or datetime.now(UTC)).astimezone(UTC).isoformat()
                connection.execute(
                    Base.metadata.tables[CampaignSetting.__tablename__].insert(),
                    [
                        {"key": "created_at", "value": stamp},
                        {"key": "created_with", "value": created_with},
                    ],
                )
        finally:
            engine.dispose()
        _publish(temporary, path, replace=False)
    finally:
        _remove_with_sidecars(temporary)
    return Database(path, _make_engine(_uri(path, "rw")))
