"""Common: a shared campaign on a PostgreSQL server, behind the same interface as a file.

The server campaign is a SQLAlchemy engine on ``postgresql+psycopg``. Its schema is made by
the same migrations as a campaign file's (Alembic's ``alembic_version`` table holds its
version) and its identity is a row of ``campaign_setting`` naming the application. What is
about a file (identity bytes, lock, write-ahead log, backup API, ``quick_check``,
``sqlite_master`` checks) has no counterpart here: the server keeps its own data safe.

A database is made a campaign only when it is empty (``create_server_campaign``); opening
(``open_server_campaign``) refuses, untouched, a database that is not a Starshine campaign
or whose schema is newer than this app's.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.storage.errors import (
    NewerSchemaError,
    NotACampaignError,
    ServerUnreachableError,
    StorageError,
)
from starshine_desktop.storage.reader import Reader, ServerReader

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine
    from sqlalchemy.engine import URL
    from sqlalchemy.orm import Session

    from starshine_desktop.storage.backups import BackupFile

# The ``campaign_setting`` row that makes a database a Starshine campaign.
APPLICATION_KEY = "application"
APPLICATION_NAME = "Starshine Desktop"


class NotEmptyDatabaseError(StorageError):
    """A campaign is only ever published into an empty database."""

    def __init__(self, name: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The database {name} already holds tables; a campaign is only shared into an "
                "empty database. Nothing was changed.",
            ),
            name=name,
        )


class OlderServerSchemaError(StorageError):
    """The server campaign needs an upgrade that only the Director's app runs."""

    def __init__(self, name: str, found: int, wanted: int) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The shared campaign {name} uses campaign format version {found}; this "
                "Starshine Desktop works with version {wanted}. Only the Director's app "
                "upgrades it: ask the Director to open it once. Nothing was changed.",
            ),
            name=name,
            found=found,
            wanted=wanted,
        )
        self.found = found
        self.wanted = wanted


def server_url(url: str | URL) -> URL:
    """Return ``url`` as SQLAlchemy's URL on the psycopg driver (``postgresql://`` accepted)."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    if parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    if parsed.drivername != "postgresql+psycopg":
        raise StorageError(
            QT_TRANSLATE_NOOP("Refusal", "Not the address of a PostgreSQL database: {url}"),
            url=parsed.render_as_string(hide_password=True),
        )
    return parsed


NOTICE_CHANNEL = "starshine"
"""The channel on which each committed edit's notice travels."""


class Listener:
    """A connection of its own that receives the notices of the campaign's edits.

    ``fileno()`` is its socket (a window watches it with a ``QSocketNotifier``); ``take()``
    returns the notices that arrived, without waiting.
    """

    def __init__(self, url: URL) -> None:
        import psycopg

        address = url.set(drivername="postgresql").render_as_string(hide_password=False)
        # TCP keepalives: a server gone silent (a network cut) ends the socket within about a
        # minute, so a window waiting for notices learns it (a local socket needs none).
        self._connection = psycopg.connect(
            address,
            autocommit=True,
            keepalives=1,
            keepalives_idle=30,
            keepalives_interval=10,
            keepalives_count=3,
        )
        self._connection.execute(f"LISTEN {NOTICE_CHANNEL}")

    def fileno(self) -> int:
        """Return the connection's socket (readable when a notice may have arrived)."""
        return int(self._connection.fileno())

    def take(self, timeout: float = 0.0) -> list[str]:
        """Return the notices that arrived (waiting up to ``timeout`` seconds for the first)."""
        import select

        found = self._drain()
        if not found and timeout > 0:
            select.select([self.fileno()], [], [], timeout)
            found = self._drain()
        return found

    def _drain(self) -> list[str]:
        return [payload for _sender, payload in self.take_notices()]

    def take_notices(self) -> list[tuple[int, str]]:
        """Return the notices that arrived, each with the server process that sent it.

        A window compares the sender with ``ServerDatabase.own_backends`` to tell its own
        edits' notices from other windows'.
        """
        # Read every notice waiting, all of them: a generator left early drops the rest.
        return [(notice.pid, notice.payload) for notice in self._connection.notifies(timeout=0.0)]

    def alive(self) -> bool:
        """Return True unless the connection is closed, broken or its socket at its end.

        A closed socket reads as no notice; the socket is peeked at, not read, so nothing
        the server sent (a notice arriving meanwhile) is taken from the driver. A server
        gone silent (a network cut) ends the socket too, once the keepalives go unanswered.
        """
        import socket

        if self._connection.closed or self._connection.broken:
            return False
        probe = socket.socket(fileno=self.fileno())
        try:
            waiting = probe.recv(1, socket.MSG_PEEK | getattr(socket, "MSG_DONTWAIT", 0))
        except BlockingIOError:
            return True  # nothing to read: open
        except OSError:
            return False  # reset, or timed out by the keepalives
        finally:
            probe.detach()  # the socket stays the driver's
        return bool(waiting)  # no byte at all: the server closed it

    def close(self) -> None:
        """Close the listening connection."""
        self._connection.close()


def _reader(driver_connection: object) -> Reader:
    """Return a reader over the psycopg connection under a SQLAlchemy connection."""
    import psycopg

    assert isinstance(driver_connection, psycopg.Connection)
    return ServerReader(driver_connection)


def _is_connection_failure(error: BaseException) -> bool:
    """Return True when the server could not be reached or the connection broke."""
    import psycopg
    from sqlalchemy.exc import DBAPIError

    if isinstance(error, DBAPIError) and error.connection_invalidated:
        return True
    # No connection to be had (the server stopped): the driver's error (as SQLAlchemy's
    # or, from a reader on the driver's connection, its own) has no SQLSTATE, or one of
    # the class "connection exception" or "the server is shutting down".
    cause = error.orig if isinstance(error, DBAPIError) else error
    code = getattr(cause, "sqlstate", None)
    return isinstance(cause, psycopg.OperationalError) and (
        code is None or code.startswith("08") or code in ("57P01", "57P02", "57P03")
    )


def first_line(error: BaseException) -> str:
    """Return the first line of the driver's message of ``error`` (its own words)."""
    text = str(getattr(error, "orig", None) or error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def _follow_backends(engine: Engine, backends: set[int]) -> None:
    """Keep ``backends`` holding the server process of each connection ``engine`` has open."""
    import psycopg
    from sqlalchemy import event

    def connected(driver_connection: object, _record: object) -> None:
        if isinstance(driver_connection, psycopg.Connection):
            backends.add(driver_connection.info.backend_pid)

    event.listen(engine, "connect", connected)


class ServerDatabase:
    """An open campaign on a PostgreSQL server (the same interface as ``Database``)."""

    def __init__(
        self,
        engine: Engine,
        *,
        director: bool = False,
        backup_root: Path | None = None,
        opened_at: datetime | None = None,
    ) -> None:
        self._engine = engine
        self._closed = False
        self.own_backends: set[int] = set()
        """The server processes of this campaign's own connections (``Listener.take_notices``)."""
        _follow_backends(engine, self.own_backends)
        engine.dispose()  # the connections opened before this was followed are made anew
        # Transactions committed since the campaign was opened.
        self.commits = 0
        self.director = director
        """True when this login owns the campaign (the Director's app keeps its backups)."""
        self._backup_root = backup_root
        self._open_backup_due = director and backup_root is not None
        self._last_backup: datetime | None = None
        # The routine backup on opening when written off the caller's thread, and the lock
        # that keeps two backups (or a backup and closing) from running at once.
        self._open_backup_thread: threading.Thread | None = None
        self._backup_lock = threading.Lock()
        self._opened_at = opened_at
        # Why the last routine backup failed (the campaign itself is fine), or None.
        self.backup_failure: Refusal | None = None

    @property
    def name(self) -> str:
        """Return the campaign's name: its database's name."""
        return str(self._engine.url.database or "")

    @property
    def url(self) -> str:
        """Return the campaign's address, without any password."""
        return self._engine.url.render_as_string(hide_password=True)

    @property
    def path(self) -> Path:
        """Refuse: a shared campaign has no file (for what needs one: copies, backups)."""
        raise StorageError(
            QT_TRANSLATE_NOOP("Refusal", "The shared campaign {name} is not a file."),
            name=self.name,
        )

    @property
    def engine(self) -> Engine:
        """Return the SQLAlchemy engine on the server."""
        return self._engine

    @property
    def read_only(self) -> bool:
        """Return False: what a role may change is for the server to say."""
        return False

    @property
    def read_only_reason(self) -> str | None:
        """Return None (see ``read_only``)."""
        return None

    @property
    def closed(self) -> bool:
        """Return True once ``close()`` has run."""
        return self._closed

    @contextlib.contextmanager
    def reading(self) -> Iterator[Reader]:
        """Yield a reader inside one read-only, repeatable-read transaction (one snapshot).

        A connection that broke or could not be made becomes ``ServerUnreachableError``.
        """
        try:
            with self._engine.connect() as connection:
                snapshot = connection.execution_options(isolation_level="REPEATABLE READ")
                with snapshot.begin() as transaction:
                    snapshot.exec_driver_sql("SET TRANSACTION READ ONLY")
                    yield _reader(snapshot.connection.driver_connection)
                    transaction.rollback()
        except Exception as error:
            if _is_connection_failure(error):
                raise ServerUnreachableError(self.name, first_line(error), reading=True) from error
            raise

    def reading_apart(self) -> AbstractContextManager[Reader]:
        """Yield a reader as ``reading()`` does: each read takes its own pooled connection."""
        return self.reading()

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Session]:
        """Yield a session inside one transaction; commit on success, roll back on error.

        A connection that broke or could not be made (the server stopped, the network
        went) becomes ``ServerUnreachableError``: nothing of the edit was committed.
        A write the server's rules deny this login becomes ``NotPermittedError``, and a
        write that changed no row is explained by ``server_roles.explain_unchanged`` (who
        changed it since, or the rule).
        """
        from sqlalchemy.orm import Session

        from starshine_desktop.storage.journal import EXPLAIN_UNCHANGED, TEXT_REFUSES_NUL
        from starshine_desktop.storage.server_roles import explain_unchanged, refused_by_server

        try:
            with Session(self._engine, expire_on_commit=False) as session, session.begin():
                session.info[EXPLAIN_UNCHANGED] = explain_unchanged
                session.info[TEXT_REFUSES_NUL] = True
                yield session
        except Exception as error:
            if _is_connection_failure(error):
                raise ServerUnreachableError(self.name, first_line(error)) from error
            refused = refused_by_server(error)
            if refused is not None:
                raise refused from error
            raise
        self.commits += 1

    @staticmethod
    def connection_of(session: Session) -> Reader:
        """Return a reader inside ``session``'s transaction (the same server connection)."""
        return _reader(session.connection().connection.driver_connection)

    def announce(self, session: Session, notice: str) -> None:
        """Send ``notice`` to every listening window; the server delivers it on commit."""
        from sqlalchemy import text

        session.execute(
            text("SELECT pg_notify(:channel, :notice)"),
            {"channel": NOTICE_CHANNEL, "notice": notice},
        )

    def listen(self) -> Listener:
        """Return a listener for the notices of other windows' edits (its own connection)."""
        return Listener(self._engine.url)

    def take_open_backup(self) -> None:
        """Back the campaign up on opening, in the Director's app (once; failures noted).

        If it is being written off this thread (``start_open_backup``), wait until it is.
        """
        if self._open_backup_due and self._backup_root is not None:
            self._open_backup_due = False
            now = self._opened_at or datetime.now(UTC)
            self._routine_backup(self._backup_root, "open", now)
        self.wait_for_backup()

    def start_open_backup(self, done: Callable[[], None] | None = None) -> bool:
        """Write the routine backup on opening on a thread of its own; True if started.

        A whole copy of the campaign takes seconds on a large one: the window opens at once
        and the copy (one snapshot of the server) is written meanwhile. ``done`` is called on
        that thread once it is written or failed (the failure in ``backup_failure``). The
        backup before an upgrade is not this one: it is written before the migrations run,
        and opening waits for it (``open_server_campaign``).
        """
        if not self._open_backup_due or self._backup_root is None or self._closed:
            return False
        self._open_backup_due = False
        root, now = self._backup_root, self._opened_at or datetime.now(UTC)

        def write() -> None:
            try:
                self._routine_backup(root, "open", now)
            finally:
                if done is not None:
                    done()

        thread = threading.Thread(target=write, name="shared-campaign-backup", daemon=True)
        self._open_backup_thread = thread
        thread.start()
        return True

    @property
    def backup_pending(self) -> bool:
        """Return True while the backup on opening is being written off the caller's thread."""
        thread = self._open_backup_thread
        return thread is not None and thread.is_alive()

    def wait_for_backup(self) -> None:
        """Wait until a backup on opening written off this thread is done."""
        thread = self._open_backup_thread
        if thread is not None and thread is not threading.current_thread():
            thread.join()

    def _routine_backup(self, root: Path, reason: str, now: datetime) -> BackupFile | None:
        """Write a routine backup; a failure is kept in ``backup_failure``, never raised."""
        from sqlalchemy.exc import SQLAlchemyError

        from starshine_desktop.storage.server_backups import write_server_backup

        with self._backup_lock:
            try:
                written = write_server_backup(self._engine, root, reason=reason, now=now)
            except (StorageError, OSError, SQLAlchemyError) as error:
                self.backup_failure = Refusal(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "The backup of the shared campaign {name} failed: {error}"
                    ),
                    name=self.name,
                    error=str(getattr(error, "orig", error)),
                )
                return None
            self.backup_failure = None
            self._last_backup = now
            return written

    def warm_up(self) -> None:
        """Open the first connection now, so the first edit is as quick as the rest."""
        self._engine.connect().close()

    def backup_during_session(self, root: Path, *, now: datetime) -> BackupFile | None:
        """Back the campaign up in the Director's app once an hour has passed since the last.

        Others change a shared campaign too, so the hour counts, not this window's edits.
        """
        from starshine_desktop.storage.server_backups import SESSION_INTERVAL

        if self._closed or not self.director or self.backup_pending:
            return None
        self.take_open_backup()
        if self._last_backup is not None and now - self._last_backup < SESSION_INTERVAL:
            return None
        return self._routine_backup(root, "session", now)

    def backup_to(self, destination: Path, *, replace: bool = False) -> None:
        """Write the shared campaign as a verified campaign file (anyone who can read it)."""
        from starshine_desktop.storage.server_backups import write_server_copy

        write_server_copy(self._engine, destination, replace=replace)

    def close(self, *, backup_root: Path | None = None, now: datetime | None = None) -> None:
        """Close every connection to the server (closing twice is harmless).

        In the Director's app, with ``backup_root``, the campaign is backed up first.
        """
        if self._closed:
            return
        self.wait_for_backup()  # the engine stays until the backup on opening is written
        try:
            if self.director and backup_root is not None:
                self._routine_backup(backup_root, "close", now or datetime.now(UTC))
        finally:
            self._closed = True
            self._engine.dispose()


def _make_engine(url: str | URL) -> Engine:
    from sqlalchemy import create_engine

    return create_engine(server_url(url), pool_pre_ping=True)


def _table_names(connection: Connection) -> list[str]:
    from sqlalchemy import inspect

    return list(inspect(connection).get_table_names())


def _campaign_version(connection: Connection, name: str) -> int:
    """Return the schema version of the campaign on ``connection``, refusing a stranger."""
    from sqlalchemy import text

    from starshine_desktop.storage.migrate import current_version

    tables = _table_names(connection)
    if "campaign_setting" not in tables or "alembic_version" not in tables:
        reason = (
            QT_TRANSLATE_NOOP("Refusal", "the database is empty")
            if not tables
            else QT_TRANSLATE_NOOP("Refusal", "its tables are not the ones Starshine Desktop makes")
        )
        raise NotACampaignError(Path(name), reason)
    application = connection.execute(
        text("SELECT value FROM campaign_setting WHERE key = :key"), {"key": APPLICATION_KEY}
    ).scalar()
    if application != APPLICATION_NAME:
        raise NotACampaignError(
            Path(name), QT_TRANSLATE_NOOP("Refusal", "it does not say it is a Starshine campaign")
        )
    return current_version(connection)


def _backup_reason(found: int, wanted: int) -> str:
    return f"before-v{wanted}-from-v{found}"


def _upgrade(engine: Engine, found: int, backup_root: Path, now: datetime) -> None:
    """Back the campaign up, then upgrade it in one transaction (roles kept up to date)."""
    from starshine_desktop.storage.database import SCHEMA_VERSION
    from starshine_desktop.storage.migrate import upgrade
    from starshine_desktop.storage.server_backups import write_server_backup
    from starshine_desktop.storage.server_roles import is_protected, protect

    write_server_backup(engine, backup_root, reason=_backup_reason(found, SCHEMA_VERSION), now=now)
    with engine.connect() as connection, connection.begin():
        if _campaign_version(connection, str(engine.url.database or "")) != found:
            return  # another Director's app upgraded it meanwhile
        upgrade(connection, SCHEMA_VERSION)
        if is_protected(connection):
            protect(connection)


def open_server_campaign(
    url: str | URL, *, backup_root: Path | None = None, now: datetime | None = None
) -> ServerDatabase:
    """Open a shared campaign; refuse, untouched, a stranger or a newer schema.

    An older schema is upgraded only by the Director (the login owning the campaign) and
    only with ``backup_root``, after a local backup there; anyone else is refused with
    ``OlderServerSchemaError``. The Director's app (with ``backup_root``) also keeps the
    campaign's routine backups: ``take_open_backup``, hourly, and on closing.
    """
    from starshine_desktop.storage.database import SCHEMA_VERSION
    from starshine_desktop.storage.server_backups import is_director

    engine = _make_engine(url)
    name = str(engine.url.database or "")
    now = now or datetime.now(UTC)
    try:
        with engine.connect() as connection:
            version = _campaign_version(connection, name)
            director = is_director(connection)
            connection.rollback()
        if version > SCHEMA_VERSION:
            raise NewerSchemaError(Path(name), version, SCHEMA_VERSION)
        if version < SCHEMA_VERSION:
            if not director or backup_root is None:
                raise OlderServerSchemaError(name, version, SCHEMA_VERSION)
            _upgrade(engine, version, backup_root, now)
    except BaseException:
        engine.dispose()
        raise
    return ServerDatabase(engine, director=director, backup_root=backup_root, opened_at=now)


def advance_sequences(connection: Connection) -> None:
    """Move each table's id sequence past the ids written with the rows (an import's).

    PostgreSQL hands out ids from a sequence that rows inserted with their own ids do not
    advance; without this the first new row would take an id already in use. Tables a
    campaign of an older version does not have yet are passed over.
    """
    from sqlalchemy import func, select, text

    from starshine_desktop.storage.schema import Base
    from starshine_desktop.storage.server_roles import present_tables

    present = present_tables(connection)
    for table in Base.metadata.sorted_tables:
        if table.name not in present:  # a campaign of an older version has no such table
            continue
        keys = list(table.primary_key.columns)
        if len(keys) != 1 or not keys[0].autoincrement or keys[0].type.python_type is not int:
            continue
        sequence = connection.execute(
            text("SELECT pg_get_serial_sequence(:table, :column)"),
            {"table": table.name, "column": keys[0].name},
        ).scalar()
        if sequence is None:
            continue
        highest = connection.execute(select(func.max(keys[0]))).scalar()
        if highest is not None:
            connection.execute(
                text("SELECT setval(:sequence, :value)"),
                {"sequence": sequence, "value": int(highest)},
            )


def create_server_campaign(
    url: str | URL,
    *,
    now: datetime | None = None,
    created_with: str = "",
    schema_version: int | None = None,
    fill: Callable[[Session], None] | None = None,
    backup_root: Path | None = None,
) -> ServerDatabase:
    """Make an empty PostgreSQL database a new campaign, whole or not at all.

    The schema (the same migrations as a campaign file's), the campaign's settings and,
    with ``fill`` (called with a session), every row it is to hold are written in one
    transaction. A database that holds any table is refused untouched. The creating login
    is the campaign's Director: with ``backup_root`` (the usual backups folder) its app
    keeps the routine backups of the campaign it just made, as of one it opened (on
    opening, hourly and on closing). ``schema_version`` makes an older campaign (for tests).
    """
    from sqlalchemy.orm import Session

    from starshine_desktop.storage.database import SCHEMA_VERSION
    from starshine_desktop.storage.migrate import upgrade
    from starshine_desktop.storage.schema import Base, CampaignSetting

    engine = _make_engine(url)
    name = str(engine.url.database or "")
    try:
        with engine.connect() as connection, connection.begin():
            if _table_names(connection):
                raise NotEmptyDatabaseError(name)
            upgrade(connection, SCHEMA_VERSION if schema_version is None else schema_version)
            stamp = (now or datetime.now(UTC)).astimezone(UTC).isoformat()
            connection.execute(
                Base.metadata.tables[CampaignSetting.__tablename__].insert(),
                [
                    {"key": "created_at", "value": stamp},
                    {"key": "created_with", "value": created_with},
                    {"key": APPLICATION_KEY, "value": APPLICATION_NAME},
                ],
            )
            if fill is not None:
                with Session(bind=connection) as session:
                    fill(session)
                    session.flush()
                advance_sequences(connection)
    except BaseException:
        engine.dispose()
        raise
    return ServerDatabase(engine, director=True, backup_root=backup_root, opened_at=now)
