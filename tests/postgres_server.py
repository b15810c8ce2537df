"""A throwaway PostgreSQL cluster for the tests: ``initdb`` and ``pg_ctl`` in a temporary folder.

The server listens on a Unix socket inside that folder only (no TCP port), runs as an
unprivileged user (PostgreSQL refuses to run as root: as root the cluster belongs to the
``postgres`` user that Debian's package creates) and is stopped and deleted at the end of
the session. ``make test`` installs Debian's ``postgresql`` where it is missing; a machine
without it fails the tests that need it with the reason, it never skips them.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import psycopg
import pytest

#: Where Debian (and Ubuntu) put the server's programs, one folder per major version.
DEBIAN_SERVERS = Path("/usr/lib/postgresql")
#: The unprivileged user that owns the cluster when the tests run as root.
SERVER_USER = "postgres"
#: The cluster's superuser, which the tests connect as.
SUPERUSER = "postgres"
PORT = 5432


class PostgresMissingError(RuntimeError):
    """No PostgreSQL server programs were found (``make test`` installs them)."""


def server_programs() -> Path:
    """Return the folder holding ``initdb`` and ``pg_ctl`` (the newest version installed)."""
    found = shutil.which("initdb")
    if found is not None:
        return Path(found).parent
    versions = sorted(
        (entry for entry in DEBIAN_SERVERS.glob("*/bin") if (entry / "initdb").exists()),
        key=lambda entry: int(entry.parent.name) if entry.parent.name.isdigit() else 0,
    )
    if not versions:
        raise PostgresMissingError(
            "PostgreSQL's server programs (initdb, pg_ctl) are not installed: run `make test`, "
            "which installs Debian's postgresql package, or install PostgreSQL 15 or newer"
        )
    return versions[-1]


class PostgresServer:
    """One running cluster in its own folder; ``url`` names a database on it."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.data = folder / "data"
        self.socket_folder = folder
        self._bin = server_programs()
        self._as_user: list[str] = []
        self._empty_campaign: str | None = None
        self.watchdog: subprocess.Popen[bytes] | None = None
        if os.geteuid() == 0:
            try:
                user = pwd.getpwnam(SERVER_USER)
            except KeyError as error:
                raise PostgresMissingError(
                    f"PostgreSQL refuses to run as root and there is no '{SERVER_USER}' user "
                    "to run it as (Debian's postgresql package creates one)"
                ) from error
            os.chown(folder, user.pw_uid, user.pw_gid)
            self._as_user = [
                "setpriv",
                f"--reuid={user.pw_uid}",
                f"--regid={user.pw_gid}",
                "--clear-groups",
                "--",
            ]

    def _run(self, program: str, arguments: Sequence[str]) -> None:
        command = [*self._as_user, str(self._bin / program), *arguments]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(
                f"{program} failed ({done.returncode}): {done.stderr or done.stdout}"
            )

    def start(self) -> None:
        """Create the cluster and start it on a socket in the folder, tuned for tests."""
        self._run(
            "initdb",
            ["-D", str(self.data), "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--no-sync"],
        )
        self.start_again()

    def start_again(self) -> None:
        """Start the cluster's server (again, after ``stop_cleanly``), keeping its data."""
        options = " ".join(
            (
                f"-k {self.socket_folder}",
                "-c listen_addresses=",
                f"-p {PORT}",
                # Throwaway data: durability off makes each CREATE DATABASE and commit cheap.
                "-c fsync=off",
                "-c synchronous_commit=off",
                "-c full_page_writes=off",
            )
        )
        self._run(
            "pg_ctl",
            [
                "-D",
                str(self.data),
                "-o",
                options,
                "-l",
                str(self.folder / "server.log"),
                "-w",
                "start",
            ],
        )

    def stop_command(self) -> list[str]:
        """Return the command that stops the server at once (its data is thrown away)."""
        return [
            *self._as_user,
            str(self._bin / "pg_ctl"),
            "-D",
            str(self.data),
            "-m",
            "immediate",
            "-w",
            "stop",
        ]

    def stop_cleanly(self) -> None:
        """Stop the server as a shutdown does (every open connection is cut; data kept)."""
        self._run("pg_ctl", ["-D", str(self.data), "-m", "fast", "-w", "stop"])

    def stop(self) -> None:
        """Stop the server at once (its data is thrown away)."""
        with contextlib.suppress(RuntimeError):
            self._run("pg_ctl", self.stop_command()[len(self._as_user) + 1 :])

    def url(self, database: str = "postgres", *, user: str = SUPERUSER) -> str:
        """Return the SQLAlchemy URL of ``database`` on this server, reached by its socket."""
        return f"postgresql+psycopg://{user}@/{database}?host={self.socket_folder}&port={PORT}"

    def _admin(self) -> psycopg.Connection[tuple[object, ...]]:
        return psycopg.connect(
            host=str(self.socket_folder),
            port=PORT,
            user=SUPERUSER,
            dbname="postgres",
            autocommit=True,
        )

    def create_database(self, template: str | None = None) -> str:
        """Create a new database (empty, or a copy of ``template``) and return its name."""
        name = f"campaign_{uuid.uuid4().hex[:12]}"
        copy = f' TEMPLATE "{template}" STRATEGY FILE_COPY' if template else ""
        with self._admin() as connection:
            connection.execute(f'CREATE DATABASE "{name}"{copy}')
        return name

    def empty_campaign(self) -> str:
        """Return the database holding an empty campaign, made once (a template to copy)."""
        if self._empty_campaign is None:
            from starshine_desktop.storage.server import create_server_campaign

            name = self.create_database()
            create_server_campaign(self.url(name)).close()
            self._empty_campaign = name
        return self._empty_campaign

    def drop_database(self, name: str) -> None:
        """Drop a database, ending whatever connections a test left open on it."""
        with self._admin() as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


#: Run beside the tests: once the test process is gone (even killed), stop its server.
_WATCHDOG = """
import os, shutil, subprocess, sys, time
watched, folder, command = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
while True:
    try:
        os.kill(watched, 0)
    except ProcessLookupError:
        break
    time.sleep(0.5)
subprocess.run(command, capture_output=True, check=False)
shutil.rmtree(folder, ignore_errors=True)
"""


def start_server() -> PostgresServer:
    """Start a new cluster in a new temporary folder (short, for the socket's path limit).

    A watchdog process stops the server and deletes the folder should the test process
    die without its session's end (killed by a time limit, say).
    """
    folder = Path(tempfile.mkdtemp(prefix="starshine-pg-"))
    server = PostgresServer(folder)
    try:
        server.start()
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    server.watchdog = subprocess.Popen(
        [
            sys.executable,
            "-c",
            _WATCHDOG,
            str(os.getpid()),
            str(folder),
            *server.stop_command(),
        ],
        start_new_session=True,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return server


def stop_server(server: PostgresServer) -> None:
    """Stop the cluster and its watchdog, and delete its folder."""
    if server.watchdog is not None:
        server.watchdog.kill()
        server.watchdog.wait()
    server.stop()
    shutil.rmtree(server.folder, ignore_errors=True)


#: The shared campaign made for each campaign path while ``serve_campaigns_by_path`` runs.
SHARED_BY_PATH: dict[Path, str] = {}


def serve_campaigns_by_path(
    server: PostgresServer, monkeypatch: pytest.MonkeyPatch
) -> Iterator[str]:
    """Make the services create and open campaigns on ``server`` for as long as this runs."""
    from sqlalchemy.orm import Session

    from starshine_desktop.services import campaign as services_campaign
    from starshine_desktop.storage.database import Database, open_database
    from starshine_desktop.storage.errors import CampaignExistsError
    from starshine_desktop.storage.server import (
        ServerDatabase,
        advance_sequences,
        open_server_campaign,
    )

    urls = SHARED_BY_PATH
    urls.clear()
    made: list[str] = []
    opened: list[ServerDatabase] = []

    def create(path: Path, **options: Any) -> ServerDatabase:
        key = Path(path).resolve()
        if key in urls:
            raise CampaignExistsError(Path(path))
        fill = options.get("fill")
        # Migrating takes most of a second: every campaign is copied from an empty one.
        name = server.create_database(server.empty_campaign())
        made.append(name)
        urls[key] = server.url(name)
        database = open_server_campaign(urls[key])
        opened.append(database)
        if fill:  # the rows go in as create_server_campaign puts them in
            try:
                with database.engine.connect() as connection, connection.begin():
                    with Session(bind=connection) as session:
                        fill(session)
                        session.flush()
                    advance_sequences(connection)
            except BaseException:
                del urls[key]  # whole or not at all: no campaign at this path
                raise
        return database

    open_file = open_database

    def open_by_path(path: Path, **options: Any) -> ServerDatabase | Database:
        """Open the shared campaign made for ``path``; a file made before (by a fixture
        that ran before this one) opens as the file it is."""
        key = Path(path).resolve()
        if key not in urls:
            return open_file(path, **options)
        database = open_server_campaign(urls[key])
        opened.append(database)
        return database

    monkeypatch.setattr(services_campaign, "create_database", create)
    monkeypatch.setattr(services_campaign, "open_database", open_by_path)
    try:
        yield "postgresql"
    finally:
        monkeypatch.undo()
        urls.clear()
        for database in opened:
            database.close()
        for name in made:
            server.drop_database(name)
