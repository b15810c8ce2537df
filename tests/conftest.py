"""Test set-up shared by every test: offscreen Qt and a private data folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from postgres_server import PostgresServer, start_server, stop_server

from starshine_desktop.ui.single_instance import server_name

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def starshine_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point ``STARSHINE_HOME`` at a fresh folder so no test touches real campaigns."""
    home = tmp_path_factory.mktemp("starshine-home")
    old = os.environ.get("STARSHINE_HOME")
    os.environ["STARSHINE_HOME"] = str(home)
    yield home
    # A test that killed an app process leaves its hand-over socket file behind.
    Path(server_name(home)).unlink(missing_ok=True)
    if old is None:
        os.environ.pop("STARSHINE_HOME", None)
    else:
        os.environ["STARSHINE_HOME"] = old


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """A throwaway PostgreSQL cluster for the session (never skipped: missing means failing)."""
    server = start_server()
    try:
        yield server
    finally:
        stop_server(server)


@pytest.fixture
def postgres_url(postgres: PostgresServer) -> Iterator[str]:
    """The URL of a new, empty database on the session's server, dropped after the test."""
    name = postgres.create_database()
    try:
        yield postgres.url(name)
    finally:
        postgres.drop_database(name)
