"""One campaign file: identity checks, per-connection pragmas, transactions and backups."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.storage.errors import (
    CampaignExistsError,
    CampaignNotFoundError,
    NewerSchemaError,
    NotACampaignError,
    StorageError,
)

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlalchemy.orm import Session

#: ``PRAGMA application_id`` of every campaign file: "STSH".
APPLICATION_ID = 0x53545348
#: The schema version this build writes; ``PRAGMA user_version`` mirrors it and the
#: newest migration's revision id is the same number (``"0004"``).
SCHEMA_VERSION = 4
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


def _connect(uri: str) -> sqlite3.Connection:
    """Open ``uri`` in autocommit mode with the campaign's pragmas (refusing without WAL)."""
    connection = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
    try:
        mode = connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise StorageError(f"SQLite refused write-ahead logging for this file (mode {mode})")
        for pragma in _PRAGMAS:
            connection.execute(pragma)
    except BaseException:
        connection.close()
        raise
    return connection


def _make_engine(connection: sqlite3.Connection) -> Engine:
    """Return an engine whose only connection is ``connection`` (SQLAlchemy loads here)."""
    from sqlalchemy import create_engine, event
    from sqlalchemy.pool import StaticPool

    engine = create_engine("sqlite+pysqlite://", creator=lambda: connection, poolclass=StaticPool)

    @event.listens_for(engine, "begin")
    def on_begin(sqlalchemy_connection: Any) -> None:
        # SQLAlchemy's pysqlite recipe: the driver's own BEGIN is off, take the write lock now.
        sqlalchemy_connection.exec_driver_sql("BEGIN IMMEDIATE")

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
    temporary = destination.with_name(f".{destination.name}.{os.urandom(8).hex()}.partial")
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
    """An open campaign file on one SQLite connection with the campaign's pragmas.

    Reads go straight through sqlite3 (``reading()``); each use case that writes runs in
    one short ``transaction()`` through SQLAlchemy, which is imported on first use so that
    the first window appears quickly.
    """

    def __init__(
        self, path: Path, connection: sqlite3.Connection, engine: Engine | None = None
    ) -> None:
        self.path = path
        self._connection = connection
        self._engine = engine

    @property
    def engine(self) -> Engine:
        """Return the SQLAlchemy engine over this file's connection."""
        if self._engine is None:
            self._engine = _make_engine(self._connection)
        return self._engine

    @contextlib.contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """Yield the connection inside a read transaction (one consistent snapshot)."""
        self._connection.execute("BEGIN")
        try:
            yield self._connection
        finally:
            self._connection.execute("ROLLBACK")

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Session]:
        """Yield a session inside ``BEGIN IMMEDIATE``; commit on success, roll back on error."""
        from sqlalchemy.orm import Session

        with Session(self.engine, expire_on_commit=False) as session, session.begin():
            yield session

    @staticmethod
    def connection_of(session: Session) -> sqlite3.Connection:
        """Return the sqlite3 connection under ``session`` (to read inside a transaction)."""
        driver = session.connection().connection.driver_connection
        assert isinstance(driver, sqlite3.Connection)
        return driver

    def backup_to(self, destination: Path, *, replace: bool = False) -> None:
        """Write a verified copy of the campaign to ``destination`` (SQLite backup API)."""
        backup_connection(self._connection, destination, replace=replace)

    def pragma(self, name: str) -> object:
        """Return the current value of a pragma (for checks and tests)."""
        if not name.replace("_", "").isalpha():
            raise ValueError(f"not a pragma name: {name!r}")
        return self._connection.execute(f"PRAGMA {name}").fetchone()[0]

    def warm_up(self) -> None:
        """Load SQLAlchemy and the write paths now (called once the window is on screen)."""
        from starshine_desktop.storage import persona_writes

        del persona_writes
        self.engine.connect().close()

    def close(self) -> None:
        """Close the connection (SQLite checkpoints the write-ahead log)."""
        if self._engine is not None:
            self._engine.dispose()
        self._connection.close()


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
    connection = _connect(_uri(path, "rw"))
    engine = None
    try:
        if version < SCHEMA_VERSION:
            stamp = now or datetime.now(UTC)
            backup_connection(
                connection, backup_folder / _backup_name(path, version, stamp), replace=False
            )
            from starshine_desktop.storage.migrate import upgrade

            engine = _make_engine(connection)
            with engine.connect() as migrating, migrating.begin():
                upgrade(migrating, SCHEMA_VERSION)
    except BaseException:
        if engine is not None:
            engine.dispose()
        connection.close()
        raise
    return Database(path, connection, engine)


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
    temporary = path.with_name(f".{path.name}.{os.urandom(8).hex()}.creating")
    try:
        raw = _connect(_uri(temporary, "rwc"))
        engine = _make_engine(raw)
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
            raw.close()
        _publish(temporary, path, replace=False)
    finally:
        _remove_with_sidecars(temporary)
    return Database(path, _connect(_uri(path, "rw")))
