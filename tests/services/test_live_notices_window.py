"""What the window's live connection relies on: its own notices told apart, none lost while
the connection is checked, a stopped server seen (tests/ui/test_shared_window.py for the
window itself)."""

from __future__ import annotations

import select

import psycopg
import pytest
from postgres_server import PostgresServer

from starshine_desktop.services.campaign import open_shared_campaign
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.storage.server import NOTICE_CHANNEL, create_server_campaign

pytestmark = pytest.mark.file_campaign  # on the session's server whatever the engine


def _driver_connection(postgres: PostgresServer, url: str) -> psycopg.Connection[object]:
    database = url.split("?")[0].rsplit("/", 1)[1]
    return psycopg.connect(
        host=str(postgres.socket_folder),
        port=5432,
        user="postgres",
        dbname=database,
        autocommit=True,
    )


def test_a_notice_arriving_while_the_connection_is_checked_is_kept(
    postgres: PostgresServer, postgres_url: str
) -> None:
    create_server_campaign(postgres_url).close()
    campaign = open_shared_campaign(postgres_url)
    notices = campaign.live_notices()
    try:
        with _driver_connection(postgres, postgres_url) as other:
            other.execute(f'NOTIFY {NOTICE_CHANNEL}, \'{{"reload": ["persona"]}}\'')
        assert select.select([notices.fileno()], [], [], 5.0)[0]
        assert notices.alive()  # it peeks at the socket: the notice is still there
        arrived = notices.take()
        assert arrived.anything
        assert [sorted(notice.reload) for notice in arrived.notices] == [["persona"]]
        assert not notices.take().anything  # taken once
    finally:
        notices.close()
        campaign.close()


def test_a_stopped_server_is_seen_and_an_open_connection_is_not_mistaken_for_one(
    postgres_url: str,
) -> None:
    from postgres_server import start_server, stop_server

    server = start_server()
    try:
        url = server.url(server.create_database())
        create_server_campaign(url).close()
        campaign = open_shared_campaign(url)
        notices = campaign.live_notices()
        assert notices.alive() and notices.alive()  # asking takes nothing
        server.stop_cleanly()
        assert select.select([notices.fileno()], [], [], 5.0)[0]
        assert not notices.take().anything
        assert not notices.alive()
        notices.close()
        campaign.close()
    finally:
        stop_server(server)


def test_the_campaigns_own_notices_are_left_out(postgres_url: str) -> None:
    create_server_campaign(postgres_url).close()
    campaign = open_shared_campaign(postgres_url)
    elsewhere = open_shared_campaign(postgres_url)
    notices = campaign.live_notices()
    try:
        campaign.personae.add_persona(PersonaValues(name="Vesper Hale"))
        assert select.select([notices.fileno()], [], [], 5.0)[0]
        mine = notices.take()
        assert mine.anything and mine.notices == []
        elsewhere.personae.add_persona(PersonaValues(name="Ada Quill"))
        assert select.select([notices.fileno()], [], [], 5.0)[0]
        [theirs] = notices.take().notices
        assert [kind.value for kind, _ in theirs.changes.added] == ["persona"]
    finally:
        notices.close()
        elsewhere.close()
        campaign.close()
