"""Common: the group's backups of a shared campaign, and upgrading one of an older version.

The Director's app keeps local campaign-file backups of the shared campaign (on opening,
hourly while open, on closing) in the usual backups folder, restorable with the existing
tools; it alone upgrades a campaign of an older version, after such a backup. A player's
app refuses the older campaign with a sentence, and backs nothing up.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from starshine_desktop import paths
from starshine_desktop.commands import run
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    _filler,
    create_shared_campaign,
    import_campaign_file,
    open_shared_campaign,
)
from starshine_desktop.services.exchange import read_campaign_file
from starshine_desktop.services.shared import add_player, enforce_roles
from starshine_desktop.storage.backups import list_backups
from starshine_desktop.storage.database import SCHEMA_VERSION
from starshine_desktop.storage.migrate import current_version
from starshine_desktop.storage.restore import restore_backup_as_copy
from starshine_desktop.storage.server import (
    OlderServerSchemaError,
    ServerDatabase,
    create_server_campaign,
)
from starshine_desktop.storage.server_backups import backup_identity

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"
NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def as_login(url: str, login: str) -> str:
    return make_url(url).set(username=login).render_as_string(hide_password=False)


def _version(url: str) -> int:
    engine = sa.create_engine(url)
    try:
        with engine.connect() as connection:
            return current_version(connection)
    finally:
        engine.dispose()


def _backups(url: str) -> list[str]:
    engine = sa.create_engine(url)
    try:
        identity = backup_identity(engine)
    finally:
        engine.dispose()
    return [backup.reason for backup in list_backups(paths.backup_folder(), identity)]


def _export(campaign_path_or_url: str, out: Path) -> bytes:
    assert run(["export", campaign_path_or_url, str(out)]) == 0
    return out.read_bytes()


def test_only_the_directors_app_upgrades_an_older_campaign_after_a_backup(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    older = SCHEMA_VERSION - 1
    create_server_campaign(
        postgres_url, schema_version=older, fill=_filler(read_campaign_file(SAMPLE))
    ).close()
    director = sa.create_engine(postgres_url)
    try:
        with director.begin() as connection:
            from starshine_desktop.storage.server_roles import protect

            protect(connection)
    finally:
        director.dispose()
    login = "lin_upgrade"
    engine = sa.create_engine(postgres_url)
    try:
        with engine.begin() as connection:
            from starshine_desktop.storage.server_roles import add_player as add

            add(connection, "Lin", login, None)
    finally:
        engine.dispose()
    # A player's app refuses, says why, and changes nothing.
    with pytest.raises(OlderServerSchemaError, match="Only the Director's app upgrades it"):
        open_shared_campaign(as_login(postgres_url, login))
    assert _version(postgres_url) == older
    assert _backups(postgres_url) == []
    # The Director's app backs it up, then upgrades it.
    campaign = open_shared_campaign(postgres_url)
    try:
        assert _version(postgres_url) == SCHEMA_VERSION
        persona = campaign.personae.list_personae()[0]
        campaign.personae.rename_persona(persona.id, "After the upgrade")
    finally:
        campaign.close()
    reasons = _backups(postgres_url)
    assert f"before-v{SCHEMA_VERSION}-from-v{older}" in reasons
    # The backup is a campaign file of the older version, restorable with the usual tools,
    # and holds the campaign as it was before the upgrade.
    engine = sa.create_engine(postgres_url)
    try:
        identity = backup_identity(engine)
    finally:
        engine.dispose()
    before = next(
        backup
        for backup in list_backups(paths.backup_folder(), identity)
        if backup.reason.startswith("before-")
    )
    restored = tmp_path / "restored.starshine"
    restore_backup_as_copy(before.path, restored)
    capsys.readouterr()
    assert _export(str(restored), tmp_path / "restored.json") == SAMPLE.read_bytes()
    # The player's app opens the upgraded campaign.
    open_shared_campaign(as_login(postgres_url, login)).close()


def test_the_directors_app_backs_up_on_opening_hourly_and_on_closing(
    tmp_path: Path, postgres_url: str
) -> None:
    create_server_campaign(postgres_url, fill=_filler(read_campaign_file(SAMPLE))).close()
    now = [NOW]
    campaign = open_shared_campaign(postgres_url, clock=lambda: now[0])
    try:
        assert isinstance(campaign._store, ServerDatabase) and campaign._store.director
        assert _backups(postgres_url) == ["open"]
        now[0] = NOW + timedelta(minutes=30)
        assert not campaign.backup_during_session()  # half an hour after opening
        now[0] = NOW + timedelta(minutes=61)
        assert campaign.backup_during_session()  # an hour after opening
        now[0] = NOW + timedelta(minutes=62)
        assert not campaign.backup_during_session()  # a minute later
        persona = campaign.personae.list_personae()[0]
        campaign.personae.rename_persona(persona.id, "Changed before closing")
        now[0] = NOW + timedelta(minutes=70)
    finally:
        campaign.close()
    assert sorted(_backups(postgres_url)) == ["close", "open", "session"]
    engine = sa.create_engine(postgres_url)
    try:
        identity = backup_identity(engine)
    finally:
        engine.dispose()
    newest = list_backups(paths.backup_folder(), identity)[0]
    assert newest.reason == "close"
    # Restored with the usual tool, it holds what the server holds.
    restored = tmp_path / "restored.starshine"
    restore_backup_as_copy(newest.path, restored)
    assert _export(str(restored), tmp_path / "restored.json") == _export(
        postgres_url, tmp_path / "server.json"
    )
    assert b"Changed before closing" in (tmp_path / "restored.json").read_bytes()


def test_a_campaign_just_shared_is_backed_up_by_its_directors_app_at_once(
    tmp_path: Path, postgres_url: str
) -> None:
    """File › Share campaign on a server… (``share_on``) leaves the Director's window on the
    campaign just shared: its backups go to the usual folder as for one opened (on opening,
    off the window's thread as the window writes it; hourly; on closing)."""
    now = [NOW]
    local = import_campaign_file(SAMPLE, tmp_path / "table.starshine", clock=lambda: now[0])
    try:
        shared = local.share_on(postgres_url)
    finally:
        local.close()
    try:
        assert shared.backup_folder == paths.backup_folder()
        assert shared.start_open_backup()  # as the window does once the campaign is shown
        shared.take_open_backup()  # waits for it
        assert shared.backup_problem is None
        assert _backups(postgres_url) == ["open"]
        now[0] = NOW + timedelta(minutes=30)
        assert not shared.backup_during_session()
        now[0] = NOW + timedelta(minutes=61)
        assert shared.backup_during_session()  # an hour after sharing
        persona = shared.personae.list_personae()[0]
        shared.personae.rename_persona(persona.id, "Renamed once shared")
        now[0] = NOW + timedelta(minutes=70)
    finally:
        shared.close()
    assert sorted(_backups(postgres_url)) == ["close", "open", "session"]
    engine = sa.create_engine(postgres_url)
    try:
        newest = list_backups(paths.backup_folder(), backup_identity(engine))[0]
    finally:
        engine.dispose()
    assert newest.reason == "close"
    restored = tmp_path / "restored.starshine"
    restore_backup_as_copy(newest.path, restored)
    assert b"Renamed once shared" in _export(str(restored), tmp_path / "restored.json")


def test_a_players_app_keeps_no_backups_and_a_player_exports_the_campaign(
    tmp_path: Path, postgres_url: str
) -> None:
    local = import_campaign_file(SAMPLE, tmp_path / "table.starshine")
    local.close()
    shared = create_shared_campaign(postgres_url, read_campaign_file(SAMPLE))
    try:
        enforce_roles(shared)
        add_player(shared, "Sam", "sam_exports", None)
    finally:
        shared.close()
    address = as_login(postgres_url, "sam_exports").replace(
        "postgresql+psycopg://", "postgresql://", 1
    )
    kept = _backups(postgres_url)  # the Director's app backed it up on closing
    assert kept == ["close"]
    campaign = open_shared_campaign(address)
    try:
        assert isinstance(campaign._store, ServerDatabase) and not campaign._store.director
        assert not campaign.backup_during_session()
    finally:
        campaign.close()
    assert _backups(postgres_url) == kept
    exported = _export(address, tmp_path / "player.json")
    assert exported == _export(str(tmp_path / "table.starshine"), tmp_path / "local.json")
    assert json.loads(exported)["personae"]


def test_a_backup_is_copied_a_few_rows_at_a_time_and_holds_every_row(
    tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The copy reads each table through a server-side cursor in batches, never a table
    whole (a large campaign's backup once held its biggest tables in memory at once)."""
    from starshine_desktop.storage import server_backups

    create_server_campaign(postgres_url, fill=_filler(read_campaign_file(SAMPLE))).close()
    monkeypatch.setattr(server_backups, "COPY_BATCH", 2)
    written: list[int] = []
    execute = Session.execute

    def counting(self: Session, statement: Any, params: Any = None, **options: Any) -> Any:
        if isinstance(params, list):
            written.append(len(params))
        return execute(self, statement, params, **options)

    monkeypatch.setattr(Session, "execute", counting)
    engine = sa.create_engine(postgres_url)
    try:
        server_backups.write_server_copy(engine, tmp_path / "copy.starshine")
    finally:
        engine.dispose()
    monkeypatch.undo()
    assert written and max(written) == 2
    assert _export(str(tmp_path / "copy.starshine"), tmp_path / "copy.json") == _export(
        postgres_url, tmp_path / "server.json"
    )
