"""Common: one storage layer, two engines: a campaign file and a shared campaign on PostgreSQL.

The same migrations build both; every read gives the same rows on both; search finds the same
records (case and accents as on a file); the one write path, undo and redo work alike.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    Campaign,
    create_shared_campaign,
    import_campaign_file,
    open_shared_campaign,
)
from starshine_desktop.services.exchange import read_campaign_file
from starshine_desktop.storage import migrate
from starshine_desktop.storage.cortex import sheet_reads
from starshine_desktop.storage.database import SCHEMA_VERSION
from starshine_desktop.storage.errors import NewerSchemaError, NotACampaignError
from starshine_desktop.storage.ironsworn import tracks_reads
from starshine_desktop.storage.reader import Reader, psycopg_sql
from starshine_desktop.storage.saved_reads import SavedKind, read_saved, read_saved_list
from starshine_desktop.storage.schema import Base
from starshine_desktop.storage.search_reads import SEARCH_KINDS, read_search_rows
from starshine_desktop.storage.server import NotEmptyDatabaseError
from starshine_desktop.storage.starshine import challenges_reads, persona_reads, records_reads

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"
NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def _clock() -> datetime:
    return NOW


@pytest.fixture
def pair(tmp_path: Path, postgres_url: str) -> Iterator[tuple[Campaign, Campaign]]:
    """The sample campaign twice: as a file and as a shared campaign on the server."""
    local = import_campaign_file(SAMPLE, tmp_path / "sample.starshine", clock=_clock)
    shared = create_shared_campaign(postgres_url, read_campaign_file(SAMPLE), clock=_clock)
    try:
        yield local, shared
    finally:
        local.close()
        shared.close()


# Migrations and the schema -------------------------------------------------------------


def _columns(connection: sa.Connection) -> dict[str, set[str]]:
    inspector = sa.inspect(connection)
    return {
        table: {column["name"] for column in inspector.get_columns(table)}
        for table in inspector.get_table_names()
    }


def test_every_migration_runs_on_postgresql_with_rows_in_place(
    postgres_url: str, tmp_path: Path
) -> None:
    engine = sa.create_engine(postgres_url)
    try:
        with engine.connect() as connection, connection.begin():
            migrate.upgrade(connection, 7)
            assert migrate.current_version(connection) == 7
            connection.execute(
                sa.text(
                    "INSERT INTO actor (name, is_director, notes) VALUES ('Lin', false, ''),"
                    " ('Ada', false, '')"
                )
            )
            for version in range(8, SCHEMA_VERSION + 1):
                migrate.upgrade(connection, version)
            uuids = connection.execute(sa.text("SELECT uuid FROM actor")).scalars().all()
            server_columns = _columns(connection)
            flags = connection.execute(
                sa.text(
                    "SELECT column_default FROM information_schema.columns"
                    " WHERE table_name = 'persona' AND column_name = 'dead'"
                )
            ).scalar_one()
        assert migrate.current_version(engine.connect()) == SCHEMA_VERSION
    finally:
        engine.dispose()
    assert len(set(uuids)) == 2 and all(len(value) == 36 for value in uuids)
    assert flags == "false"
    file_engine = sa.create_engine(f"sqlite:///{tmp_path / 'f.db'}")
    try:
        with file_engine.connect() as connection, connection.begin():
            migrate.upgrade(connection, SCHEMA_VERSION)
            file_columns = _columns(connection)
    finally:
        file_engine.dispose()
    assert server_columns == file_columns


def test_the_tables_are_made_from_the_models_on_both_engines(
    postgres_url: str, tmp_path: Path
) -> None:
    made = {}
    defaults = {}
    for url in (postgres_url, f"sqlite:///{tmp_path / 'm.db'}"):
        engine = sa.create_engine(url)
        try:
            Base.metadata.create_all(engine)
            with engine.connect() as connection:
                made[engine.dialect.name] = _columns(connection)
                defaults[engine.dialect.name] = {
                    column["name"]: column["default"]
                    for column in sa.inspect(connection).get_columns("persona")
                    if column["name"] in ("risked_corruption", "risked_death", "dead")
                }
        finally:
            engine.dispose()
    assert made["postgresql"] == made["sqlite"]
    assert set(defaults["postgresql"].values()) == {"false"}
    assert set(defaults["sqlite"].values()) == {"0"}


# Opening and creating ------------------------------------------------------------------


def test_a_shared_campaign_reopens_and_a_stranger_or_newer_schema_is_refused_untouched(
    postgres_url: str,
) -> None:
    engine = sa.create_engine(postgres_url)
    try:
        with engine.begin() as connection:
            connection.execute(sa.text("CREATE TABLE notes (id integer)"))
        with pytest.raises(NotACampaignError):
            open_shared_campaign(postgres_url)
        with pytest.raises(NotEmptyDatabaseError):
            create_shared_campaign(postgres_url)
        with engine.begin() as connection:
            connection.execute(sa.text("DROP TABLE notes"))
        with pytest.raises(NotACampaignError, match="empty"):
            open_shared_campaign(postgres_url)
        create_shared_campaign(postgres_url).close()
        reopened = open_shared_campaign(postgres_url)
        assert reopened.shared
        reopened.close()
        with engine.begin() as connection:
            connection.execute(sa.text("UPDATE alembic_version SET version_num = '0099'"))
            before = _columns(connection)
        with pytest.raises(NewerSchemaError, match="99"):
            open_shared_campaign(postgres_url)
        with engine.connect() as connection:
            assert _columns(connection) == before
            assert (
                connection.execute(sa.text("SELECT version_num FROM alembic_version")).scalar()
                == "0099"
            )
    finally:
        engine.dispose()


def test_the_sample_round_trips_byte_for_byte_through_a_shared_campaign(
    pair: tuple[Campaign, Campaign], tmp_path: Path
) -> None:
    _local, shared = pair
    shared.export_json(tmp_path / "out.json")
    assert (tmp_path / "out.json").read_bytes() == SAMPLE.read_bytes()


# Reads ---------------------------------------------------------------------------------


def _every_read(connection: Reader) -> dict[str, Any]:
    """Call every read of storage with every kind of argument it takes."""
    persona_ids = sorted(persona_reads_ids(connection))
    episode_ids = [row.id for row in records_reads.read_episodes(connection)]
    results: dict[str, Any] = {
        "personae": persona_reads.read_personae(connection),
        "some personae": persona_reads.read_some_personae(connection, [*persona_ids[::2], 999]),
        "actors": records_reads.read_actors(connection),
        "elements": records_reads.read_elements(connection),
        "traits": records_reads.read_traits(connection),
        "trait listing": records_reads.read_trait_listing(connection),
        "trait listing some": records_reads.read_trait_listing(connection, [1, 2, 3]),
        "trait listing first page": records_reads.read_trait_listing_page(connection, None, 2),
        "trait listing next page": records_reads.read_trait_listing_page(connection, 2, 2),
        "trait count": records_reads.read_trait_count(connection),
        "characteristics": records_reads.read_characteristics(connection),
        "expressions": records_reads.read_expressions(connection),
        "modifiers": records_reads.read_modifiers(connection),
        "investments": records_reads.read_investments(connection),
        "strategies": records_reads.read_strategies(connection),
        "stance changes": records_reads.read_stance_changes(connection),
        "advances": records_reads.read_advances(connection),
        "episodes": records_reads.read_episodes(connection),
        "participants": records_reads.read_participants(connection),
        "expression checks": records_reads.read_expression_checks(connection),
        "trait checks": records_reads.read_trait_checks(connection),
        "outcomes": records_reads.read_outcomes(connection),
        "persona actors": records_reads.read_persona_actors(connection),
        "persona names": records_reads.read_persona_names(connection),
        "challenges": challenges_reads.read_challenges(connection),
        "tracks": tracks_reads.read_tracks(connection),
        "oracle rolls": tracks_reads.read_oracle_rolls(connection),
        "pools": read_saved_list(connection, SavedKind.CHALLENGE),
        "scenes": read_saved_list(connection, SavedKind.SCENE),
    }
    for persona_id in persona_ids:
        results[f"persona {persona_id}"] = (
            persona_reads.read_persona(connection, persona_id),
            sheet_reads.read_sheet(connection, persona_id),
            records_reads.read_persona_traits(connection, persona_id),
            records_reads.read_characteristics(connection, persona_id),
            records_reads.read_expressions(connection, persona_id),
            records_reads.read_modifiers(connection, persona_id),
            records_reads.read_investments(connection, persona_id),
            records_reads.read_strategies(connection, persona_id),
            records_reads.read_stance_changes(connection, persona_id),
            records_reads.read_advances(connection, persona_id),
            records_reads.read_persona_actor(connection, persona_id),
            tracks_reads.read_sheet(connection, persona_id),
            sheet_reads.read_sheet(connection, persona_id),
        )
    for episode_id in episode_ids:
        results[f"episode {episode_id}"] = (
            records_reads.read_episode(connection, episode_id),
            records_reads.read_participants(connection, episode_id),
            records_reads.read_expression_checks(connection, episode_id),
            records_reads.read_trait_checks(connection, episode_id),
            records_reads.read_outcomes(connection, episode_id),
        )
    for row in results["challenges"]:
        results[f"challenge {row.id}"] = challenges_reads.read_challenge(connection, row.id)
    for row in results["tracks"]:
        results[f"track {row.id}"] = tracks_reads.read_track(connection, row.id)
    for row in results["oracle rolls"]:
        results[f"roll {row.id}"] = tracks_reads.read_oracle_roll(connection, row.id)
    for saved, key in ((SavedKind.CHALLENGE, "pools"), (SavedKind.SCENE, "scenes")):
        for row in results[key]:
            results[f"{key} {row.id}"] = read_saved(connection, saved, row.id)
    for kind in SEARCH_KINDS:
        results[f"search {kind}"] = list(read_search_rows(connection, kind))
        results[f"search {kind} a"] = list(read_search_rows(connection, kind, "%a%", 3))
    return results


def persona_reads_ids(connection: Reader) -> list[int]:
    return [row.id for row in persona_reads.read_personae(connection)]


def _read_all(campaign: Campaign) -> dict[str, Any]:
    with campaign._store.reading() as connection:
        return _every_read(connection)


def test_every_read_gives_the_same_rows_on_both_engines(pair: tuple[Campaign, Campaign]) -> None:
    local, shared = pair
    on_file = _read_all(local)
    on_server = _read_all(shared)
    assert set(on_file) == set(on_server)
    for key, value in on_file.items():
        assert on_server[key] == value, key
    # The sample holds something of every kind the reads above return.
    empty = [key for key, value in on_file.items() if value in ([], {}, None)]
    assert "personae" not in empty and "episodes" not in empty and "challenges" not in empty


# Search --------------------------------------------------------------------------------

NAMES = ("Vela", "VELA tide", "Élan", "élan vital", "Straße", "STRASSE", "Naïve", "ſun", "50% off")
QUERIES = ("vela", "VeLa", "élan", "ÉLAN", "elan", "straße", "ss", "naïve", "sun", "%", "e", "ß")


def _add_names(campaign: Campaign) -> None:
    for name in NAMES:
        campaign.records.add_element(name, notes=f"notes of {name.lower()}")


def test_search_finds_the_same_records_on_both_engines(pair: tuple[Campaign, Campaign]) -> None:
    local, shared = pair
    for campaign in pair:
        _add_names(campaign)
    for query in QUERIES:
        on_file = [(hit.kind, hit.record_id) for hit in local.search.find(query)]
        on_server = [(hit.kind, hit.record_id) for hit in shared.search.find(query)]
        assert on_server == on_file, query
    # Case folds as on a file: "vela" finds "Vela" and "VELA tide" on the server too.
    found = {hit.record_id for hit in shared.search.find("vela")}
    assert len(found) >= 2


# Writes, undo and redo -----------------------------------------------------------------


def _snapshot(campaign: Campaign) -> dict[str, Any]:
    with campaign._store.reading() as connection:
        return {
            "elements": records_reads.read_elements(connection),
            "personae": persona_reads.read_personae(connection),
            "traits": records_reads.read_traits(connection),
        }


Step = Callable[[Campaign], Any]


def test_edits_undo_and_redo_alike_on_both_engines(pair: tuple[Campaign, Campaign]) -> None:
    def steps(campaign: Campaign) -> list[Any]:
        first = campaign.personae.list_personae()[0]
        return [
            campaign.records.add_element("Harbour", notes="new"),
            campaign.personae.rename_persona(first.id, "Renamed"),
            campaign.personae.delete_persona(first.id),
        ]

    results = []
    for campaign in pair:
        before = _snapshot(campaign)
        done = steps(campaign)
        after = _snapshot(campaign)
        for edit in reversed(done):
            campaign.undo(edit)
        undone = _snapshot(campaign)
        for edit in done:
            campaign.redo(edit)
        assert _snapshot(campaign) == after
        assert undone == before
        results.append((after, [edit.changes for edit in done]))
    assert results[0] == results[1]


def test_placeholders_become_psycopg_style_outside_quotes() -> None:
    assert psycopg_sql("SELECT a FROM t WHERE b = ? AND c LIKE :p ESCAPE '\\'") == (
        "SELECT a FROM t WHERE b = %s AND c LIKE %(p)s ESCAPE '\\'"
    )
    assert psycopg_sql("SELECT '?:x%', x::text, 5 % 2 FROM t") == (
        "SELECT '?:x%%', x::text, 5 %% 2 FROM t"
    )
    assert psycopg_sql('SELECT "odd?" FROM t') == 'SELECT "odd?" FROM t'
