"""Common: the tests' own PostgreSQL cluster: a fresh database per test on a private socket."""

from __future__ import annotations

import os
import stat

import sqlalchemy as sa
from postgres_server import PostgresServer


def test_each_test_gets_an_empty_database_on_a_private_socket(
    postgres: PostgresServer, postgres_url: str
) -> None:
    engine = sa.create_engine(postgres_url)
    try:
        with engine.connect() as connection:
            version = connection.execute(sa.text("SHOW server_version_num")).scalar_one()
            tables = connection.execute(
                sa.text("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")
            ).scalar_one()
            listening = connection.execute(sa.text("SHOW listen_addresses")).scalar_one()
    finally:
        engine.dispose()
    assert int(version) >= 150000
    assert tables == 0
    assert listening == ""  # no TCP port: only the socket in the session's folder
    sockets = [
        entry for entry in os.scandir(postgres.socket_folder) if entry.name.startswith(".s.PGSQL")
    ]
    assert any(stat.S_ISSOCK(entry.stat().st_mode) for entry in sockets)
