"""Test set-up shared by every test: offscreen Qt and a private data folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from postgres_server import PostgresServer, serve_campaigns_by_path, start_server, stop_server

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
    name = server_name(home)
    if name:
        Path(name).unlink(missing_ok=True)
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


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--engine",
        choices=("sqlite", "postgresql"),
        default="sqlite",
        help="the engine the campaigns of the services' tests live on (postgresql: each "
        "campaign the tests create is a shared campaign on the session's own server)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On ``--engine=postgresql``, leave out the tests about the campaign file itself, and
    those drawing text with NUL characters (PostgreSQL's text cannot hold them)."""
    if config.getoption("--engine") != "postgresql":
        return

    def file_only(item: pytest.Item) -> bool:
        return any(item.get_closest_marker(name) for name in ("file_campaign", "nul_text"))

    kept = [item for item in items if not file_only(item)]
    dropped = [item for item in items if file_only(item)]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.fixture(autouse=True)
def campaign_engine(request: pytest.FixtureRequest) -> Iterator[str]:
    """The engine of this run's campaigns; on PostgreSQL, campaigns made by path become shared.

    ``create_campaign(path)`` (and every other way the services make a campaign file) makes
    a shared campaign in a new database on the session's server instead, and opening that
    path again opens the same shared campaign: so one test, unchanged, runs on both engines.
    """
    engine = str(request.config.getoption("--engine"))
    if engine != "postgresql":
        yield engine
        return
    server: PostgresServer = request.getfixturevalue("postgres")
    yield from serve_campaigns_by_path(server, request.getfixturevalue("monkeypatch"))
