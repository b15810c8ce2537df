"""Campaign files: identity, pragmas, refusals that leave files untouched, migrations, backups."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import exc

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.storage.database import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    create_database,
    open_database,
)
from starshine_desktop.storage.errors import (
    CampaignExistsError,
    CampaignNotFoundError,
    NewerSchemaError,
    NotACampaignError,
)
from starshine_desktop.storage.journal import Journal
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.storage.starshine import persona_writes as store
from starshine_desktop.storage.starshine.persona_reads import read_persona

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def _raw(path: Path, sql: str) -> object:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql).fetchone()
    finally:
        connection.close()


def _folder_listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_new_campaign_carries_its_identity_and_schema_version(tmp_path: Path) -> None:
    database = create_database(tmp_path / "a.starshine", now=NOW)
    assert database.pragma("application_id") == APPLICATION_ID == 0x53545348
    assert database.pragma("user_version") == SCHEMA_VERSION
    database.close()
    assert _folder_listing(tmp_path) == ["a.starshine"]
    assert _raw(tmp_path / "a.starshine", "PRAGMA application_id") == (APPLICATION_ID,)
    assert _raw(tmp_path / "a.starshine", "PRAGMA user_version") == (SCHEMA_VERSION,)


def test_every_connection_gets_the_campaign_pragmas(tmp_path: Path) -> None:
    database = create_database(tmp_path / "a.starshine", now=NOW)
    try:
        assert database.pragma("journal_mode") == "wal"
        assert database.pragma("foreign_keys") == 1
        assert database.pragma("synchronous") == 2  # FULL
        assert database.pragma("busy_timeout") == 5000
        assert database.pragma("trusted_schema") == 0
    finally:
        database.close()


def test_a_transaction_takes_the_write_lock_at_once(tmp_path: Path) -> None:
    path = tmp_path / "a.starshine"
    database = create_database(path, now=NOW)
    other = sqlite3.connect(path, timeout=0, isolation_level=None)
    try:
        with database.transaction() as session:
            database.connection_of(session)  # the unit of work has begun: it holds the lock
            with pytest.raises(sqlite3.OperationalError, match="locked"):
                other.execute("BEGIN IMMEDIATE")
        other.execute("BEGIN IMMEDIATE")
        other.execute("ROLLBACK")
    finally:
        other.close()
        database.close()


def test_packaged_migrations_end_at_the_schema_version() -> None:
    from starshine_desktop.storage.migrate import head_version

    assert head_version() == SCHEMA_VERSION


def test_migrations_build_exactly_the_typed_models(tmp_path: Path) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from starshine_desktop.storage.schema import Base

    database = create_database(tmp_path / "a.starshine", now=NOW)
    try:
        with database.engine.connect() as connection:
            differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
        assert differences == []
    finally:
        database.close()


def test_edits_are_in_the_file_after_close_and_reopen(tmp_path: Path) -> None:
    path = tmp_path / "a.starshine"
    database = create_database(path, now=NOW)
    scores = {**PersonaValues("x").scores, Score.GUARD: 17}
    with database.transaction() as session:
        new_id = store.insert_persona(
            Journal(session), PersonaValues("Ada", "Mo", 3, "n", scores), now=NOW
        )
    database.close()
    reopened = open_database(path, backup_folder=tmp_path / "backups")
    try:
        with reopened.reading() as connection:
            row = read_persona(connection, new_id)
        assert (row.name, row.actor_name, row.stance, row.notes) == ("Ada", "Mo", 3, "n")
        assert row.score(Score.GUARD) == 17
        assert row.created_at == NOW
    finally:
        reopened.close()
    assert not (tmp_path / "backups").exists()


def test_the_file_itself_refuses_an_out_of_range_score(tmp_path: Path) -> None:
    database = create_database(tmp_path / "a.starshine", now=NOW)
    try:
        with database.transaction() as session:
            new_id = store.insert_persona(Journal(session), PersonaValues("Ada"), now=NOW)
        with (
            pytest.raises(exc.IntegrityError, match="score_surrender_range"),
            database.transaction() as session,
        ):
            store.update_persona(Journal(session), new_id, now=NOW, scores={Score.SURRENDER: 0})
        with database.reading() as connection:
            assert read_persona(connection, new_id).score(Score.SURRENDER) == 3
    finally:
        database.close()


def _other_app_sqlite(path: Path, application_id: int) -> None:
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA application_id = {application_id}")
    connection.execute("CREATE TABLE notes (body TEXT)")
    connection.execute("INSERT INTO notes VALUES ('hello')")
    connection.commit()
    connection.close()


@pytest.mark.parametrize(
    ("kind", "reason"),
    [
        ("empty", "empty"),
        ("text", "not an SQLite database"),
        ("json", "not an SQLite database"),
        ("short", "not an SQLite database"),
        ("sqlite-no-id", "another application"),
        ("sqlite-other-id", "another application"),
    ],
)
def test_a_file_that_is_not_a_campaign_is_refused_and_left_byte_identical(
    tmp_path: Path, kind: str, reason: str
) -> None:
    path = tmp_path / f"{kind}.starshine"
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "text":
        path.write_text("Dear diary,\n" * 50)
    elif kind == "json":
        path.write_text('{"format_version": 1, "personae": []}')
    elif kind == "short":
        path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 20)
    elif kind == "sqlite-no-id":
        _other_app_sqlite(path, 0)
    else:
        _other_app_sqlite(path, 0x46464646)
    before = path.read_bytes()
    with pytest.raises(NotACampaignError, match=reason) as raised:
        open_database(path, backup_folder=tmp_path / "backups")
    assert "not a Starshine campaign" in str(raised.value)
    assert path.read_bytes() == before
    assert _folder_listing(tmp_path) == [path.name]


def test_a_newer_schema_is_refused_naming_both_versions_and_left_byte_identical(
    tmp_path: Path,
) -> None:
    path = tmp_path / "future.starshine"
    create_database(path, now=NOW).close()
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 7}")
    connection.close()
    before = path.read_bytes()
    with pytest.raises(NewerSchemaError) as raised:
        open_database(path, backup_folder=tmp_path / "backups")
    assert f"version {SCHEMA_VERSION + 7}" in str(raised.value)
    assert f"up to version {SCHEMA_VERSION}" in str(raised.value)
    assert path.read_bytes() == before
    assert _folder_listing(tmp_path) == [path.name]


def test_opening_a_missing_file_creates_nothing(tmp_path: Path) -> None:
    with pytest.raises(CampaignNotFoundError):
        open_database(tmp_path / "nope.starshine", backup_folder=tmp_path / "backups")
    assert _folder_listing(tmp_path) == []


def test_a_new_campaign_never_replaces_an_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "a.starshine"
    path.write_text("precious")
    with pytest.raises(CampaignExistsError):
        create_database(path, now=NOW)
    assert path.read_text() == "precious"
    assert _folder_listing(tmp_path) == ["a.starshine"]


def test_an_older_file_is_backed_up_then_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "old.starshine"
    create_database(path, now=NOW, schema_version=1).close()
    assert _raw(path, "PRAGMA user_version") == (1,)
    assert _raw(path, "SELECT count(*) FROM sqlite_master WHERE name = 'persona'") == (0,)
    backups = tmp_path / "backups"

    database = open_database(path, backup_folder=backups, now=NOW)
    try:
        assert database.pragma("user_version") == SCHEMA_VERSION
        with database.transaction() as session:
            store.insert_persona(Journal(session), PersonaValues("Ada"), now=NOW)
            created = session.connection().exec_driver_sql(
                "SELECT value FROM campaign_setting WHERE key = 'created_at'"
            )
            assert created.scalar() == NOW.isoformat()
    finally:
        database.close()

    [folder] = list(backups.iterdir())  # one folder per campaign (storage/backups.py)
    [backup] = list(folder.iterdir())
    assert folder.name.startswith("old-")
    assert backup.name.endswith(f"-before-v{SCHEMA_VERSION}-from-v1.starshine")
    assert _raw(backup, "PRAGMA user_version") == (1,)
    assert _raw(backup, "PRAGMA application_id") == (APPLICATION_ID,)
    assert _raw(backup, "PRAGMA quick_check") == ("ok",)
    assert _raw(backup, "SELECT count(*) FROM sqlite_master WHERE name = 'persona'") == (0,)


def test_backup_to_copies_rows_still_in_the_write_ahead_log(tmp_path: Path) -> None:
    database = create_database(tmp_path / "a.starshine", now=NOW)
    try:
        with database.transaction() as session:
            store.insert_persona(Journal(session), PersonaValues("Ada"), now=NOW)
        assert Path(f"{tmp_path / 'a.starshine'}-wal").stat().st_size > 0
        copy = tmp_path / "copy.starshine"
        database.backup_to(copy)
        assert _raw(copy, "SELECT name FROM persona") == ("Ada",)
        assert _raw(copy, "PRAGMA application_id") == (APPLICATION_ID,)
    finally:
        database.close()
    reopened = open_database(copy, backup_folder=tmp_path / "backups")
    reopened.close()


def test_opening_a_current_campaign_and_listing_personae_loads_neither_sqlalchemy_nor_alembic(
    tmp_path: Path,
) -> None:
    path = tmp_path / "a.starshine"
    database = create_database(path, now=NOW)
    with database.transaction() as session:
        store.insert_persona(Journal(session), PersonaValues("Ada"), now=NOW)
    database.close()
    script = textwrap.dedent(
        f"""
        import sys
        from pathlib import Path
        from starshine_desktop.services.campaign import open_campaign
        campaign = open_campaign(Path({str(path)!r}))
        print([row.name for row in campaign.personae.list_personae()])
        print(sorted({{m.split(".")[0] for m in sys.modules}} & {{"sqlalchemy", "alembic"}}))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.splitlines() == ["['Ada']", "[]"]
