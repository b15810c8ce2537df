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
import tempfile
import uuid
from collections.abc import Sequence
from pathlib import Path

import psycopg

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

    def stop(self) -> None:
        """Stop the server at once (its data is thrown away)."""
        with contextlib.suppress(RuntimeError):
            self._run("pg_ctl", ["-D", str(self.data), "-m", "immediate", "-w", "stop"])

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

    def create_database(self) -> str:
        """Create a new, empty database and return its name."""
        name = f"campaign_{uuid.uuid4().hex[:12]}"
        with self._admin() as connection:
            connection.execute(f'CREATE DATABASE "{name}"')
        return name

    def drop_database(self, name: str) -> None:
        """Drop a database, ending whatever connections a test left open on it."""
        with self._admin() as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def start_server() -> PostgresServer:
    """Start a new cluster in a new temporary folder (short, for the socket's path limit)."""
    folder = Path(tempfile.mkdtemp(prefix="starshine-pg-"))
    server = PostgresServer(folder)
    try:
        server.start()
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return server


def stop_server(server: PostgresServer) -> None:
    """Stop the cluster and delete its folder."""
    server.stop()
    shutil.rmtree(server.folder, ignore_errors=True)
