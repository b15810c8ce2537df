"""Common: publishing a campaign file to a PostgreSQL server, and its address on the command line.

``publish CAMPAIGN ADDRESS`` copies a campaign into an empty database; ``export``,
``export-markdown``, ``import-persona`` and ``print`` take the address wherever they take a
campaign file. A database that is not empty, or not a campaign, is refused untouched; an
address holding a password is refused before anything connects.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import sqlalchemy as sa

from starshine_desktop.commands import run
from starshine_desktop.services import exchange
from starshine_desktop.services.shared import KEYRING_SERVICE, keyring_entry, login

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


def _address(url: str) -> str:
    """Return the tests' SQLAlchemy URL as a person would type it (``postgresql://``)."""
    return url.replace("postgresql+psycopg://", "postgresql://", 1)


def _tables(url: str) -> list[str]:
    engine = sa.create_engine(url)
    try:
        with engine.connect() as connection:
            return sorted(sa.inspect(connection).get_table_names())
    finally:
        engine.dispose()


def test_publish_then_export_by_address_equals_the_local_export(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    local = tmp_path / "table.starshine"
    assert run(["import", str(SAMPLE), str(local)]) == 0
    assert run(["export", str(local), str(tmp_path / "local.json")]) == 0
    capsys.readouterr()
    address = _address(postgres_url)
    assert run(["publish", str(local), address]) == 0
    said = json.loads(capsys.readouterr().out)
    assert said["personae"] == 4 and said["campaign"] == address
    assert run(["export", address, str(tmp_path / "shared.json")]) == 0
    assert (tmp_path / "shared.json").read_bytes() == (tmp_path / "local.json").read_bytes()
    assert (tmp_path / "shared.json").read_bytes() == SAMPLE.read_bytes()
    # The other commands take the address too.
    assert run(["export-markdown", address, str(tmp_path / "notes")]) == 0
    assert (tmp_path / "notes").is_dir() and any((tmp_path / "notes").rglob("*.md"))
    assert run(["export-persona", address, "Vesper Hale", str(tmp_path / "vesper.json")]) == 0
    assert run(["import-persona", str(tmp_path / "vesper.json"), address]) == 0


def test_publishing_into_a_database_that_holds_tables_is_refused_untouched(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    local = tmp_path / "table.starshine"
    assert run(["import", str(SAMPLE), str(local)]) == 0
    address = _address(postgres_url)
    assert run(["publish", str(local), address]) == 0
    before = run(["export", address, str(tmp_path / "before.json")])
    capsys.readouterr()
    assert before == 0
    assert run(["publish", str(local), address]) == 2
    assert "already holds tables" in capsys.readouterr().err
    assert run(["export", address, str(tmp_path / "after.json")]) == 0
    assert (tmp_path / "after.json").read_bytes() == (tmp_path / "before.json").read_bytes()


def test_a_database_that_is_not_a_campaign_is_refused_untouched(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    engine = sa.create_engine(postgres_url)
    try:
        with engine.begin() as connection:
            connection.execute(sa.text("CREATE TABLE invoices (id integer)"))
    finally:
        engine.dispose()
    assert run(["export", _address(postgres_url), str(tmp_path / "out.json")]) == 2
    assert "is not a Starshine campaign" in capsys.readouterr().err
    assert not (tmp_path / "out.json").exists()
    assert _tables(postgres_url) == ["invoices"]


def test_an_address_holding_a_password_is_refused_before_connecting(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    local = tmp_path / "table.starshine"
    assert run(["import", str(SAMPLE), str(local)]) == 0
    capsys.readouterr()
    with_password = _address(postgres_url).replace("postgres@", "postgres:hunter2@", 1)
    assert run(["publish", str(local), with_password]) == 2
    error = capsys.readouterr().err
    assert "holds a password" in error and "hunter2" not in error
    assert _tables(postgres_url) == []


def test_the_password_comes_from_the_keyring_and_is_never_shown(
    monkeypatch: pytest.MonkeyPatch, postgres_url: str
) -> None:
    import keyring

    asked: list[tuple[str, str]] = []

    def kept(service: str, entry: str) -> str:
        asked.append((service, entry))
        return "s3cret"

    monkeypatch.setattr(keyring, "get_password", kept)
    url = login(_address(postgres_url))
    assert url.password == "s3cret"
    assert asked == [(KEYRING_SERVICE, keyring_entry(url))]
    assert "s3cret" not in str(url) and "s3cret" not in repr(url)
    # Without a keyring entry, the prompt is asked; nothing else is tried.
    monkeypatch.setattr(keyring, "get_password", lambda service, entry: None)
    assert login(_address(postgres_url), ask=lambda entry: "typed").password == "typed"
    assert login(_address(postgres_url)).password is None


def test_add_player_asks_for_the_password_on_a_terminal_only(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    local = tmp_path / "table.starshine"
    assert run(["import", str(SAMPLE), str(local)]) == 0
    address = _address(postgres_url)
    assert run(["publish", str(local), address]) == 0
    capsys.readouterr()
    # No terminal to ask on (the tests' stdin): refused, nothing read from elsewhere.
    assert run(["add-player", address, "Priya", "priya_no_terminal"]) == 2
    assert "asked for on a terminal" in capsys.readouterr().err
    assert run(["players", address]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == []
    assert run(["add-player", address, "Nobody", "nobody_here", "--no-password"]) == 2
    assert "no Actor called Nobody" in capsys.readouterr().err
