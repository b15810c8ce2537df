"""Common: one campaign file: identity, lock and damage checks, pragmas, transactions, backups."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import sqlite3
import tempfile
import threading
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.storage.backups import (
    BackupFile,
    list_backups,
    publish,
    quick_check,
    remove_with_sidecars,
    write_backup,
    write_verified_copy,
)
from starshine_desktop.storage.companions import (
    check_still_ours,
    close_quietly,
    companion_name,
    create_companion,
)
from starshine_desktop.storage.errors import (
    CampaignExistsError,
    CampaignNotFoundError,
    CreateFailedError,
    DamagedCampaignError,
    ForeignSchemaError,
    MigrationFailedError,
    NewerSchemaError,
    NotACampaignError,
    PathTooLongError,
    ReadOnlyCampaignError,
    StorageError,
    WriteFailedError,
    phrase,
)
from starshine_desktop.storage.files import kind_of
from starshine_desktop.storage.lock import (
    LOCK_SUFFIX,
    CampaignLock,
    acquire,
    is_abandoned,
    lock_path,
    read_lock_info,
)
from starshine_desktop.storage.schema_check import schema_problem

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine
    from sqlalchemy.orm import Session

APPLICATION_ID = 0x53545348
"""``PRAGMA application_id`` of every campaign file: "STSH"."""
SCHEMA_VERSION = 14
"""The schema version this build writes; ``PRAGMA user_version`` mirrors it and the
newest migration's revision id is the same number (``"0014"``)."""
CAMPAIGN_SUFFIX = ".starshine"
SNAPSHOT_PREFIX = "starshine-read-only-"
"""Read-only snapshots live in temporary folders named so; each holds a guard that its
process keeps locked (``lock_path(folder / SNAPSHOT_GUARDED)``) while the snapshot is open."""
SNAPSHOT_GUARDED = ".starshine-snapshot"
SNAPSHOT_GRACE = timedelta(hours=1)
"""A snapshot folder without its guard is deleted once it is older than this."""

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
            raise StorageError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "SQLite refused write-ahead logging for this file (mode {mode})"
                ),
                mode=str(mode),
            )
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


SQLITE_PATH_LIMIT = 504
"""SQLite's Unix file layer opens names up to 512 bytes with the terminating NUL; the longest
name it makes beside a campaign adds "-journal", so a campaign's own path may be 504 bytes."""


def check_path_length(path: Path, *, shown: Path | None = None) -> None:
    """Raise ``PathTooLongError`` if SQLite could not open ``path`` for its length alone."""
    if os.name != "posix":  # pragma: no cover - other systems' limits are SQLite's to name
        return
    length = len(os.fsencode(path.resolve()))
    if length > SQLITE_PATH_LIMIT:
        excess = length - len(os.fsencode((shown or path).resolve()))
        raise PathTooLongError(shown or path, length - excess, SQLITE_PATH_LIMIT - excess)


def kind_of_file(path: Path) -> Refusal | None:
    """Return what ``path`` is when it is not a regular file ("it is a folder, not a file")."""
    kind = kind_of(path.stat().st_mode)
    if kind is None:
        return None
    return Refusal(QT_TRANSLATE_NOOP("Refusal", "it is {kind}, not a file"), kind=phrase(kind))


def check_identity(path: Path) -> None:
    """Raise ``NotACampaignError`` unless ``path`` starts like a Starshine campaign file."""
    size = path.stat().st_size
    if size == 0:
        raise NotACampaignError(path, QT_TRANSLATE_NOOP("Refusal", "the file is empty"))
    with path.open("rb") as file:
        header = file.read(_HEADER_SIZE)
    if len(header) < _HEADER_SIZE or not header.startswith(_SQLITE_MAGIC):
        raise NotACampaignError(path, QT_TRANSLATE_NOOP("Refusal", "it is not an SQLite database"))
    application_id = int.from_bytes(header[68:72], "big")
    if application_id != APPLICATION_ID:
        reason = Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "it is an SQLite database of another application (application id {found}, "
                "not {wanted})",
            ),
            found=f"0x{application_id:08X}",
            wanted=f"0x{APPLICATION_ID:08X}",
        )
        raise NotACampaignError(path, reason)


def has_log(path: Path) -> bool:
    """Return True if a write-ahead log with frames lies beside ``path`` (left by a crash)."""
    wal = Path(f"{path}-wal")
    return wal.is_file() and wal.stat().st_size > 0


def examine_with_log(path: Path) -> tuple[int, str | None]:
    """Return the ``user_version`` and ``quick_check`` finding of a file and its log."""
    version, problem, _foreign = examine_copy_with_log(path)
    return version, problem


def examine_copy_with_log(path: Path) -> tuple[int, str | None, str | None]:
    """Return the ``user_version`` and ``quick_check`` finding of a file and its log.

    SQLite joins a write-ahead log to its database when the last connection closes, even a
    connection that only read, and a read-only connection leaves ``-shm`` and ``-wal`` files
    behind. So the file and its ``-wal`` are copied into a private temporary folder and the
    copy is examined: the campaign and its log are never changed, nothing appears beside
    them, and a damaged file keeps its log to be set aside with it.
    """
    with tempfile.TemporaryDirectory(prefix="starshine-check-") as folder:
        copy = Path(folder) / "campaign"
        try:
            shutil.copyfile(path, copy)
            shutil.copyfile(f"{path}-wal", f"{copy}-wal")
        except OSError as error:
            raise StorageError(
                QT_TRANSLATE_NOOP("Refusal", "Could not check {name} and its log: {error}"),
                name=path.name,
                error=error,
            ) from error
        try:
            connection = sqlite3.connect(_uri(copy, "rw"), uri=True, isolation_level=None)
            try:
                version = int(connection.execute("PRAGMA user_version").fetchone()[0])
                problem = quick_check(connection) if version <= SCHEMA_VERSION else None
                foreign = None
                if version <= SCHEMA_VERSION and problem is None:
                    foreign = schema_problem(connection, version)
            finally:
                connection.close()
        except sqlite3.DatabaseError as error:
            raise DamagedCampaignError(path, str(error)) from error
    return version, problem, foreign


def check_schema(path: Path, version: int) -> None:
    """Raise ``ForeignSchemaError`` unless the file's schema is the app's own at ``version``.

    Reads ``sqlite_master`` through an ``immutable`` read-only connection, which takes no
    lock and creates no file: for a file without a log beside it (the caller holds the
    campaign's lock), before any connection that could write opens it.
    """
    try:
        connection = sqlite3.connect(f"{_uri(path, 'ro')}&immutable=1", uri=True)
        try:
            problem = schema_problem(connection, version)
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise DamagedCampaignError(path, str(error)) from error
    if problem is not None:
        raise ForeignSchemaError(path, problem)


def read_schema_version(path: Path) -> int:
    """Return the file's ``user_version`` without changing the file or its log.

    With no write-ahead log beside the file, the header holds the committed value and is
    read directly; otherwise the value may be in the log, and a private copy of both is read.
    """
    if not has_log(path):
        with path.open("rb") as file:
            header = file.read(_HEADER_SIZE)
        return int.from_bytes(header[60:64], "big")
    return examine_with_log(path)[0]


def _can_write(path: Path) -> bool:
    return os.access(path, os.W_OK)


def _on_read_only_drive(folder: Path) -> bool:
    """Return True if ``folder`` lies on a file system mounted read-only."""
    if not hasattr(os, "statvfs"):  # pragma: no cover - Windows
        return False
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def read_only_reason(path: Path, *, can_write: Callable[[Path], bool] = _can_write) -> str | None:
    """Return why ``path`` can only be opened read-only, or None if it can be written.

    A campaign is written through its file, its ``-wal`` and ``-shm`` files and its lock,
    all beside it, so the file, its folder and any log already there must be writable.
    ``os.access`` also answers no on a read-only mount, even for root, who ignores
    permission bits; the mount flag is looked at first only to name the reason.
    """
    folder = path.parent
    if _on_read_only_drive(folder):
        return QT_TRANSLATE_NOOP("Refusal", "it is on a read-only drive")
    if not can_write(path):
        return QT_TRANSLATE_NOOP("Refusal", "the file cannot be written")
    if not can_write(folder):
        return QT_TRANSLATE_NOOP("Refusal", "its folder cannot be written")
    sidecars = (
        ("-wal", QT_TRANSLATE_NOOP("Refusal", "the -wal file beside it cannot be written")),
        ("-shm", QT_TRANSLATE_NOOP("Refusal", "the -shm file beside it cannot be written")),
    )
    for suffix, reason in sidecars:
        sidecar = Path(f"{path}{suffix}")
        if sidecar.exists() and not can_write(sidecar):
            return reason
    return None


def hard_link_reason(path: Path) -> str | None:
    """Return why a file with more than one name (hard links) is opened read-only, or None.

    SQLite keeps a campaign's log beside the name it was opened by, so two windows opening
    one file by two names would each write their own log and lose each other's edits; the
    lock file beside one name cannot see the other. Such a file is never opened for writing.
    """
    try:
        links = path.stat().st_nlink
    except OSError:
        return None
    if links <= 1:
        return None
    return QT_TRANSLATE_NOOP(
        "Refusal",
        "the file has more than one name on this drive (hard links), and two windows opening "
        "it by different names could each save over the other's edits",
    )


_publish = publish
"""Kept for callers of the first release; the work is done in ``storage.backups``."""
_remove_with_sidecars = remove_with_sidecars


def backup_connection(source: sqlite3.Connection, destination: Path, *, replace: bool) -> None:
    """Copy a live database with SQLite's backup API, verify it and move it into place."""
    write_verified_copy(source, destination, replace=replace)


def _is_write_failure(error: BaseException) -> bool:
    """Return True for SQLite's disk-full and I/O errors (wrapped by SQLAlchemy or not)."""
    original = getattr(error, "orig", error)
    if not isinstance(original, sqlite3.OperationalError):
        return False
    text = str(original).lower()
    return any(
        phrase in text
        for phrase in ("disk i/o error", "database or disk is full", "disk is full", "readonly")
    )


class Database:
    """An open campaign file on one SQLite connection with the campaign's pragmas.

    Reads go straight through sqlite3 (``reading()``); each use case that writes runs in
    one short ``transaction()`` through SQLAlchemy, which is imported on first use so that
    the first window appears quickly. The campaign's lock file is held until ``close()``.
    A campaign that cannot be written is shown from a private snapshot with no lock
    (``read_only``); its ``transaction()`` raises ``ReadOnlyCampaignError``.
    """

    def __init__(
        self,
        path: Path,
        connection: sqlite3.Connection,
        engine: Engine | None = None,
        *,
        lock: CampaignLock | None = None,
        open_backup: tuple[Path, datetime] | None = None,
        read_only_reason: str | None = None,
        snapshot_folder: Path | None = None,
        snapshot_guard: CampaignLock | None = None,
    ) -> None:
        self.path = path
        self._read_only_reason = read_only_reason
        self._snapshot_folder = snapshot_folder
        self._snapshot_guard = snapshot_guard
        """Held while the snapshot is in use, so that other processes leave its folder be."""
        self._connection = connection
        self._engine = engine
        self._lock = lock
        self._closed = False
        self.commits = 0
        """Transactions committed since the file was opened (a backup on close needs one)."""
        self._commits_backed_up = 0
        """``commits`` when the last backup during the session was written."""
        self.backup_failure: Refusal | None = None
        """Why the last routine backup (on open or close) could not be written, if it failed.
        Why the last routine backup failed (a refusal: its text translates), or None."""
        self._open_backup = open_backup
        """The routine backup on opening, when it was put off: (backup root, time of opening)."""
        # The connections of ``reading_apart()`` open now (on other threads).
        self._apart: set[sqlite3.Connection] = set()
        self._apart_guard = threading.Lock()
        # The file the connection has open (the snapshot's, for a read-only campaign).
        self._file = Path(
            next(row[2] for row in connection.execute("PRAGMA database_list") if row[1] == "main")
        )

    @property
    def read_only(self) -> bool:
        """Return True if the file is shown from a private snapshot and nothing can be saved."""
        return self._read_only_reason is not None

    @property
    def read_only_reason(self) -> str | None:
        """Return why the file is open read-only ("its folder cannot be written" …), or None."""
        return self._read_only_reason

    @property
    def snapshot_folder(self) -> Path | None:
        """Return the temporary folder holding the read-only snapshot (None when writable)."""
        return self._snapshot_folder

    @property
    def lock(self) -> CampaignLock | None:
        """Return the campaign's lock (None only for databases opened without one)."""
        return self._lock

    @property
    def closed(self) -> bool:
        """Return True once ``close()`` has run."""
        return self._closed

    def take_open_backup(self) -> None:
        """Take the routine backup on opening now, if it was put off (once; a no-op after).

        Written when the file changed since its newest backup, before any transaction and
        before closing; a failure is recorded in ``backup_failure``, the campaign stays open.
        """
        if self._open_backup is None:
            return
        root, stamp = self._open_backup
        self._open_backup = None
        self.backup_failure = _routine_backup_on_open(self._connection, self.path, root, stamp)

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
    def reading_apart(self) -> Iterator[sqlite3.Connection]:
        """Yield a read-only connection of its own to the file, inside a read transaction.

        For another thread (Find's query): it opens the file the window's connection has
        open (the private snapshot of a read-only campaign), with ``mode=ro`` and
        ``query_only``, and is closed on leaving. ``close()`` interrupts the statements of
        those still open, so a read in flight ends when the campaign closes.
        """
        if self._closed:
            raise sqlite3.ProgrammingError("the campaign is closed")
        connection = sqlite3.connect(_uri(self._file, "ro"), uri=True, isolation_level=None)
        try:
            connection.execute("PRAGMA query_only = ON")
            connection.execute("PRAGMA busy_timeout = 5000")
            with self._apart_guard:
                self._apart.add(connection)
            connection.execute("BEGIN")
            yield connection
        finally:
            with self._apart_guard:
                self._apart.discard(connection)
            connection.close()

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Session]:
        """Yield a session inside ``BEGIN IMMEDIATE``; commit on success, roll back on error.

        A disk-full or I/O error becomes ``WriteFailedError``; SQLite has rolled the
        transaction back, so the file holds exactly what it held before. A campaign open
        read-only refuses every transaction with ``ReadOnlyCampaignError`` before it begins.
        """
        if self._read_only_reason is not None:
            raise ReadOnlyCampaignError(self.path, self._read_only_reason)
        from sqlalchemy.orm import Session

        self.take_open_backup()  # the file as it was opened is backed up before any change
        try:
            with Session(self.engine, expire_on_commit=False) as session, session.begin():
                yield session
        except Exception as error:
            if _is_write_failure(error):
                self._end_failed_transaction()
                raise WriteFailedError(self.path, str(getattr(error, "orig", error))) from error
            raise
        self.commits += 1

    def _end_failed_transaction(self) -> None:
        """Make sure no transaction is left open after a failed write."""
        if self._connection.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                self._connection.execute("ROLLBACK")

    @staticmethod
    def connection_of(session: Session) -> sqlite3.Connection:
        """Return the sqlite3 connection under ``session`` (to read inside a transaction)."""
        driver = session.connection().connection.driver_connection
        assert isinstance(driver, sqlite3.Connection)
        return driver

    def announce(self, session: Session, notice: str) -> None:
        """Nothing to do: a campaign file is open in one window only (its lock)."""
        del session, notice

    def backup_to(self, destination: Path, *, replace: bool = False) -> None:
        """Write a verified copy of the campaign to ``destination`` (SQLite backup API)."""
        backup_connection(self._connection, destination, replace=replace)

    def write_backup(self, root: Path, *, reason: str, now: datetime) -> BackupFile:
        """Write a verified backup into the campaign's backup folder and thin older ones."""
        return write_backup(self._connection, root, self.path, reason=reason, now=now)

    def backup_during_session(self, root: Path, *, now: datetime) -> BackupFile | None:
        """Back up the campaign now if anything was saved since the last such backup.

        For long sessions: written from the open connection with the backup API (rows still
        in the log included), verified and thinned like every backup. Returns None when
        nothing changed, the campaign is read-only or the backup failed (the reason is then
        in ``backup_failure``; the campaign itself is untouched and stays open).
        """
        if self._closed or self.read_only or self.commits == self._commits_backed_up:
            return None
        try:
            written = write_backup(self._connection, root, self.path, reason="session", now=now)
        except (StorageError, OSError, sqlite3.Error) as error:
            self.backup_failure = Refusal(
                QT_TRANSLATE_NOOP("Refusal", "The backup during the session failed: {error}"),
                error=error,
            )
            return None
        self._commits_backed_up = self.commits
        self.backup_failure = None
        return written

    def check(self) -> str | None:
        """Return None if ``PRAGMA quick_check`` passes, else what it found."""
        return quick_check(self._connection)

    def pragma(self, name: str) -> object:
        """Return the current value of a pragma (for checks and tests)."""
        if not name.replace("_", "").isalpha():
            raise ValueError(f"not a pragma name: {name!r}")
        return self._connection.execute(f"PRAGMA {name}").fetchone()[0]

    def warm_up(self) -> None:
        """Load SQLAlchemy and the write paths now (called once the window is on screen)."""
        from starshine_desktop.storage.starshine import persona_writes

        del persona_writes
        self.engine.connect().close()

    def close(self, *, backup_root: Path | None = None, now: datetime | None = None) -> None:
        """Close the file (SQLite checkpoints the log), back it up if it changed, unlock.

        With ``backup_root`` and at least one commit since opening, a verified backup is
        written after the close, from a fresh connection to the checkpointed file, while
        the lock is still held. A read-only campaign writes no backup and its snapshot
        folder is deleted. Closing twice is harmless.
        """
        if self._closed:
            return
        self.take_open_backup()
        self._closed = True
        with self._apart_guard:
            for apart in self._apart:
                apart.interrupt()
        try:
            if self._engine is not None:
                self._engine.dispose()
            self._connection.close()
            if backup_root is not None and self.commits > 0 and not self.read_only:
                self._backup_after_close(backup_root, now or _utc_now())
        finally:
            if self._lock is not None:
                self._lock.release()
            if self._snapshot_guard is not None:
                self._snapshot_guard.release()
            if self._snapshot_folder is not None:
                shutil.rmtree(self._snapshot_folder, ignore_errors=True)

    def _backup_after_close(self, root: Path, now: datetime) -> None:
        """Back up the closed file; a failure is recorded, the file itself is already safe."""
        try:
            source = sqlite3.connect(_uri(self.path, "rw"), uri=True, isolation_level=None)
            try:
                write_backup(source, root, self.path, reason="close", now=now)
            finally:
                source.close()
        except (StorageError, OSError, sqlite3.Error) as error:
            self.backup_failure = Refusal(
                QT_TRANSLATE_NOOP("Refusal", "The backup on closing {name} failed: {error}"),
                name=self.path.name,
                error=error,
            )


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _backup_reason(version: int) -> str:
    return f"before-v{SCHEMA_VERSION}-from-v{version}"


def _migrate_step(connection: Connection, step: int) -> None:
    """Run the one migration that brings the file to schema version ``step``."""
    from starshine_desktop.storage.migrate import upgrade

    upgrade(connection, step)


def _step_description(step: int) -> str:
    from starshine_desktop.storage.migrate import describe

    return describe(step)


def _migrate(
    path: Path, connection: sqlite3.Connection, version: int, *, backed_up: bool = True
) -> Engine:
    """Upgrade ``connection`` from ``version`` step by step inside one transaction."""
    engine = _make_engine(connection)
    step = version
    try:
        with engine.connect() as migrating, migrating.begin():
            for step in range(version + 1, SCHEMA_VERSION + 1):
                _migrate_step(migrating, step)
    except StorageError:
        engine.dispose()
        raise
    except Exception as error:
        engine.dispose()
        detail = str(getattr(error, "orig", error)) or type(error).__name__
        raise MigrationFailedError(
            path, step, _step_description(step), detail, backed_up=backed_up
        ) from error
    return engine


def _file_changed_since(path: Path, backups: list[BackupFile]) -> bool:
    """Return True if ``path`` (or its log) was modified after the newest backup was taken."""
    if not backups:
        return True
    newest = backups[0].path.stat().st_mtime_ns
    modified = path.stat().st_mtime_ns
    wal = Path(f"{path}-wal")
    if wal.exists() and wal.stat().st_size > 0:
        modified = max(modified, wal.stat().st_mtime_ns)
    return modified > newest


def _routine_backup_on_open(
    connection: sqlite3.Connection, path: Path, root: Path, stamp: datetime
) -> Refusal | None:
    """Back up the file if it changed since its newest backup; return why it failed, if so."""
    try:
        if _file_changed_since(path, list_backups(root, path)):
            write_backup(connection, root, path, reason="open", now=stamp)
    except (StorageError, OSError) as error:  # the campaign itself is fine: open it
        return Refusal(
            QT_TRANSLATE_NOOP("Refusal", "The backup on opening {name} failed: {error}"),
            name=path.name,
            error=error,
        )
    return None


def open_database(
    path: Path,
    *,
    backup_folder: Path,
    now: datetime | None = None,
    routine_backups: bool = False,
    defer_routine_backup: bool = False,
) -> Database:
    """Open an existing campaign: identity, lock, version, ``quick_check``, then upgrade.

    Nothing is written to a file that fails a check, nor to a ``-wal`` left beside it. An
    older schema is upgraded inside one transaction after a verified backup; with
    ``routine_backups`` a backup is also written on open when the file changed since its
    newest backup. ``defer_routine_backup`` puts that backup off until
    ``Database.take_open_backup()``, which the first transaction and ``close()`` call in
    any case (the app takes it just after its window is first painted).

    A file that cannot be written (``read_only_reason``: a read-only drive, file or folder)
    is opened read-only from a private snapshot instead: the same checks run on the copy,
    no lock or backup is taken and every ``transaction()`` raises ``ReadOnlyCampaignError``.
    """
    path = Path(path)
    if not path.exists():
        raise CampaignNotFoundError(path)
    kind = kind_of_file(path)
    if kind is not None:
        raise NotACampaignError(path, kind)
    check_identity(path)
    check_path_length(path)
    reason = read_only_reason(path)
    if reason is None:
        # A build killed just after its link leaves the campaign with two names: tidy first.
        remove_abandoned_builds(path.parent, keep=path.name)
        reason = hard_link_reason(path)
    if reason is not None:
        return _open_snapshot(path, reason)
    # The lock belongs to the real file: a symbolic link (or a linked folder) leads to it.
    lock = acquire(path.resolve())
    connection: sqlite3.Connection | None = None
    try:
        # Checks read the header or a private copy: the first connection that could write
        # (and join a leftover log to the file) opens only once the file has passed them.
        logged = has_log(path)
        if logged:
            version, problem, foreign = examine_copy_with_log(path)
        else:
            version, problem, foreign = read_schema_version(path), None, None
        if version > SCHEMA_VERSION:
            raise NewerSchemaError(path, version, SCHEMA_VERSION)
        if problem is not None:
            raise DamagedCampaignError(path, problem)
        if foreign is not None:
            raise ForeignSchemaError(path, foreign)
        if not logged:
            check_schema(path, version)
        try:
            connection = _connect(_uri(path, "rw"))
        except sqlite3.DatabaseError as error:
            raise DamagedCampaignError(path, str(error)) from error
        problem = None if logged else quick_check(connection)
        if problem is not None:
            raise DamagedCampaignError(path, problem)
        stamp = now or _utc_now()
        engine = None
        backup_failure = None
        if version < SCHEMA_VERSION:
            write_backup(connection, backup_folder, path, reason=_backup_reason(version), now=stamp)
            engine = _migrate(path, connection, version)
        elif routine_backups and not defer_routine_backup:
            backup_failure = _routine_backup_on_open(connection, path, backup_folder, stamp)
    except BaseException:
        if connection is not None:
            connection.close()
        lock.release()
        raise
    deferred = routine_backups and defer_routine_backup and version == SCHEMA_VERSION
    open_backup = (backup_folder, stamp) if deferred else None
    database = Database(path, connection, engine, lock=lock, open_backup=open_backup)
    database.backup_failure = backup_failure
    return database


def remove_abandoned_snapshots(
    temporary_folder: Path | None = None, *, now: datetime | None = None
) -> list[Path]:
    """Delete the read-only snapshot folders that no running process uses; return them.

    Each snapshot folder holds a guard (``.starshine-snapshot.lock``, held like a campaign's
    lock while the snapshot is open), so a folder left behind by a process that was killed is
    known by its abandoned guard. A folder without a guard (its process died while making it) is
    deleted once it is older than ``SNAPSHOT_GRACE``.
    """
    root = Path(tempfile.gettempdir()) if temporary_folder is None else temporary_folder
    moment = (now or _utc_now()).timestamp()
    removed: list[Path] = []
    try:
        candidates = [entry for entry in root.glob(f"{SNAPSHOT_PREFIX}*") if entry.is_dir()]
    except OSError:
        return removed
    for folder in candidates:
        guard = lock_path(folder / SNAPSHOT_GUARDED)
        try:
            if guard.exists():
                abandoned = is_abandoned(guard)
            else:
                abandoned = moment - folder.stat().st_mtime > SNAPSHOT_GRACE.total_seconds()
        except OSError:
            continue
        if abandoned:
            shutil.rmtree(folder, ignore_errors=True)
            if not folder.exists():
                removed.append(folder)
    return removed


def _no_private_copy(path: Path, error: BaseException) -> StorageError:
    return StorageError(
        QT_TRANSLATE_NOOP("Refusal", "Could not make a private copy to read {name}: {error}"),
        name=path.name,
        error=error,
    )


def _open_snapshot(path: Path, reason: str) -> Database:
    """Open a private copy of a campaign that cannot be written, refusing every write.

    The file (and a ``-wal`` log beside it, which may hold committed rows) is copied into
    a new temporary folder, guarded while it is open (``remove_abandoned_snapshots``, run
    first, deletes the folders of processes that died); the version and ``quick_check``
    run on the copy, an older schema is upgraded there, and the copy is what the returned
    ``Database`` shows. No lock is taken and nothing is ever written beside the original.
    """
    remove_abandoned_snapshots()
    try:
        folder = Path(tempfile.mkdtemp(prefix=SNAPSHOT_PREFIX))
    except OSError as error:
        raise _no_private_copy(path, error) from error
    try:
        guard = acquire(folder / SNAPSHOT_GUARDED)
    except (OSError, StorageError) as error:
        shutil.rmtree(folder, ignore_errors=True)
        raise _no_private_copy(path, error) from error
    connection: sqlite3.Connection | None = None
    try:
        copy = folder / path.name
        try:
            shutil.copyfile(path, copy)
            if has_log(path):
                shutil.copyfile(f"{path}-wal", f"{copy}-wal")
        except OSError as error:
            raise _no_private_copy(path, error) from error
        try:
            connection = _connect(_uri(copy, "rw"))
            version = int(connection.execute("PRAGMA user_version").fetchone()[0])
        except sqlite3.DatabaseError as error:
            raise DamagedCampaignError(path, str(error)) from error
        if version > SCHEMA_VERSION:
            raise NewerSchemaError(path, version, SCHEMA_VERSION)
        problem = quick_check(connection)
        if problem is not None:
            raise DamagedCampaignError(path, problem)
        foreign = schema_problem(connection, version)
        if foreign is not None:
            raise ForeignSchemaError(path, foreign)
        engine = None
        if version < SCHEMA_VERSION:
            engine = _migrate(path, connection, version, backed_up=False)
    except BaseException:
        if connection is not None:
            connection.close()
        guard.release()
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return Database(
        path,
        connection,
        engine,
        read_only_reason=reason,
        snapshot_folder=folder,
        snapshot_guard=guard,
    )


CREATING_SUFFIX = ".creating"
"""The end of a new campaign's temporary name while it is built: ``.<name>.<hex>.creating``."""


def _built_for(entry: str) -> str | None:
    """Return the campaign name a temporary ``.<name>.<hex>.creating`` file was built for."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        if suffix and entry.endswith(suffix):
            entry = entry[: -len(suffix)]
            break
    if not (entry.startswith(".") and entry.endswith(CREATING_SUFFIX)):
        return None
    stem = entry[1 : -len(CREATING_SUFFIX)]
    name, dot, tag = stem.rpartition(".")
    if not dot or len(tag) != 16 or not name:
        return None
    return name


def remove_abandoned_builds(folder: Path, *, keep: str | None = None) -> list[Path]:
    """Delete what killed processes left in ``folder``; return what was deleted.

    A new campaign is built under ``.<name>.<hex>.creating`` while its process holds the
    lock of ``<name>``; a process killed meanwhile leaves that file (with its ``-wal`` and
    ``-shm``) and the lock. Such files are deleted only while this process holds that lock
    itself (so no living build is touched); lock files that nobody holds go with them (a
    campaign's own lock is taken over in any case when it is next opened; ``keep`` names
    the campaign about to be opened, whose lock is left for that).
    """
    try:
        entries = [entry.name for entry in os.scandir(folder)]
    except OSError:
        return []
    names = {name for entry in entries if (name := _built_for(entry)) is not None}
    for entry in entries:
        name = entry[: -len(LOCK_SUFFIX)]
        if entry.endswith(LOCK_SUFFIX) and name != keep and read_lock_info(folder / entry):
            names.add(name)
    removed: list[Path] = []
    for name in sorted(names):
        campaign = folder / name
        try:
            lock = acquire(campaign.resolve())
        except (StorageError, OSError):
            continue  # a living process builds or holds it: leave it be
        try:
            for entry in entries:
                if _built_for(entry) == name:
                    with contextlib.suppress(FileNotFoundError):
                        (folder / entry).unlink()
                        removed.append(folder / entry)
        finally:
            lock.release()
        removed.append(lock.path)
    return removed


def create_database(
    path: Path,
    *,
    now: datetime | None = None,
    created_with: str = "",
    schema_version: int = SCHEMA_VERSION,
    fill: Callable[[Session], None] | None = None,
) -> Database:
    """Create a new campaign file at ``path``, whole or not at all.

    The file is built under a temporary name in the same folder (``.<name>.<hex>.creating``):
    the schema, the campaign's settings and, with ``fill``, every row it is to hold (``fill``
    runs in the same transaction), then closed, synced and only then linked into place, never
    over an existing file. A process killed at any moment leaves either no campaign or the
    complete one; what it left behind is deleted by the next create in that folder
    (``remove_abandoned_builds``). Should anything fail, the temporary files are deleted.
    """
    from sqlalchemy.orm import Session

    from starshine_desktop.storage.migrate import upgrade
    from starshine_desktop.storage.schema import Base, CampaignSetting

    path = Path(path)
    if path.exists() or path.is_symlink():
        raise CampaignExistsError(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_abandoned_builds(path.parent)
    check_path_length(companion_name(path, CREATING_SUFFIX, 8), shown=path)
    lock = acquire(path.resolve())
    temporary: Path | None = None
    try:
        # Made while the lock is held (no build is ever unlocked), never through a link.
        build = create_companion(path, CREATING_SUFFIX, sidecars=True)
        temporary = build.path
        close_quietly(build.descriptor)
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
                if fill is not None:
                    with Session(bind=connection) as session:
                        fill(session)
                        session.flush()
        finally:
            engine.dispose()
            raw.close()  # the last connection: SQLite checkpoints and removes the -wal
        check_still_ours(build)
        publish(temporary, path, replace=False)
        database = Database(path, _connect(_uri(path, "rw")), lock=lock)
    except BaseException as error:
        if temporary is not None:  # before the lock goes: no build is ever unlocked
            remove_with_sidecars(temporary)
        lock.release()
        if _is_write_failure(error):
            raise CreateFailedError(path, str(getattr(error, "orig", error))) from error
        if isinstance(error, OSError) and error.errno in (errno.ENOSPC, errno.EFBIG, errno.EIO):
            raise CreateFailedError(path, error.strerror or str(error)) from error
        raise
    return database
