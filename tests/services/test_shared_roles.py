"""Common: a shared campaign's roles, enforced by the PostgreSQL server itself.

The Director publishes and adds a player for an Actor; the player's login may change only
the Personae of that Actor (and what they hold) and read the rest, refused by the server
whether the write comes from the app or from raw SQL. An edit or an undo finding a row
changed since names who changed it.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
import sqlalchemy as sa
from sqlalchemy.engine import make_url

from starshine_desktop.commands import run
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    Campaign,
    import_campaign_file,
    open_shared_campaign,
)
from starshine_desktop.services.shared import (
    add_player,
    list_players,
    publish,
    remove_player,
)
from starshine_desktop.storage.errors import NotPermittedError, StorageError
from starshine_desktop.storage.journal import ChangedMeanwhileError, UndoRefusedError
from starshine_desktop.storage.server_roles import scram_verifier

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


def as_login(url: str, login: str) -> str:
    """Return ``url`` with ``login`` as its user (the test server trusts its users)."""
    return make_url(url).set(username=login).render_as_string(hide_password=False)


def _dsn(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def new_login() -> str:
    """Return a login no other test uses (roles belong to the whole server)."""
    return f"priya_{uuid.uuid4().hex[:8]}"


@pytest.fixture
def director(tmp_path: Path, postgres_url: str) -> Iterator[Campaign]:
    """The sample campaign published by its Director (the server's superuser here)."""
    local = import_campaign_file(SAMPLE, tmp_path / "table.starshine")
    local.close()
    campaign = publish(tmp_path / "table.starshine", postgres_url)
    try:
        yield campaign
    finally:
        campaign.close()


@pytest.fixture
def priya(director: Campaign, postgres_url: str) -> Iterator[tuple[str, Campaign]]:
    """Priya's login, playing the Actor Priya (Vesper Hale), and her app's campaign."""
    login = new_login()
    add_player(director, "Priya", login, None)
    campaign = open_shared_campaign(as_login(postgres_url, login))
    try:
        yield login, campaign
    finally:
        campaign.close()


def _persona(campaign: Campaign, name: str) -> int:
    return next(row.id for row in campaign.personae.list_personae() if row.name == name)


def test_raw_sql_as_a_player_is_refused_by_the_server(
    priya: tuple[str, Campaign], postgres_url: str
) -> None:
    login, _campaign = priya
    with psycopg.connect(_dsn(as_login(postgres_url, login))) as connection:
        assert connection.execute("SELECT current_user").fetchone() == (login,)
        # Another Actor's Persona: the server changes no row (row-level security).
        other = connection.execute(
            "UPDATE persona SET name = 'Taken' WHERE name = 'Brannoc Reed'"
        ).rowcount
        assert other == 0
        gone = connection.execute("DELETE FROM persona WHERE name = 'Brannoc Reed'").rowcount
        assert gone == 0
        # Her own Actor's Persona: changed.
        own = connection.execute(
            "UPDATE persona SET notes = 'mine' WHERE name = 'Vesper Hale'"
        ).rowcount
        assert own == 1
        connection.rollback()
        # A Persona for another Actor cannot be made, nor can her own be handed on.
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            connection.execute("UPDATE persona SET actor_id = 3 WHERE name = 'Vesper Hale'")
        connection.rollback()
        # The Director's records: no right to write at all.
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied"):
            connection.execute("UPDATE actor SET notes = 'x'")
        connection.rollback()
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied"):
            connection.execute("DELETE FROM starshine_last_change")
        connection.rollback()
        # Everything can be read.
        assert connection.execute("SELECT count(*) FROM persona").fetchone() == (4,)
        assert connection.execute("SELECT count(*) FROM actor").fetchone() == (5,)


def test_through_the_services_a_player_is_refused_naming_the_rule(
    director: Campaign, priya: tuple[str, Campaign]
) -> None:
    _login, campaign = priya
    brannoc = _persona(campaign, "Brannoc Reed")
    with pytest.raises(
        NotPermittedError,
        match=r"Only the Director and Tomás's player may change Persona 'Brannoc Reed' in this "
        r"shared campaign; nothing was changed\.",
    ):
        campaign.personae.rename_persona(brannoc, "Taken")
    with pytest.raises(NotPermittedError, match="Element is the Director's"):
        campaign.records.add_element("Harbour", notes="")
    assert _persona(director, "Brannoc Reed") == brannoc
    assert not [row for row in director.records.list_elements() if row.name == "Harbour"]
    # Her own Persona and what it holds: allowed, and undoable.
    vesper = _persona(campaign, "Vesper Hale")
    renamed = campaign.personae.rename_persona(vesper, "Vesper of the Tide")
    assert _persona(director, "Vesper of the Tide") == vesper
    campaign.undo(renamed)
    assert _persona(director, "Vesper Hale") == vesper
    # The Director changes anything.
    director.personae.rename_persona(brannoc, "Brannoc the Elder")
    assert _persona(campaign, "Brannoc the Elder") == brannoc


def test_players_are_recorded_and_removed(director: Campaign, postgres_url: str) -> None:
    login = new_login()
    add_player(director, "priya", login, None)
    assert (login, "Priya") in list_players(director)
    with pytest.raises(StorageError, match="no Actor called Nobody"):
        add_player(director, "Nobody", new_login(), None)
    with pytest.raises(StorageError, match="Morgan is the Director"):
        add_player(director, "Morgan", new_login(), None)
    with pytest.raises(StorageError, match="not a plain name"):
        add_player(director, "Priya", "Robert'); DROP TABLE persona; --", None)
    remove_player(director, login)
    assert list_players(director) == []
    with (
        pytest.raises(psycopg.errors.InsufficientPrivilege),
        psycopg.connect(_dsn(as_login(postgres_url, login))) as connection,
    ):
        connection.execute("UPDATE persona SET notes = 'x' WHERE name = 'Vesper Hale'")


def test_a_password_reaches_the_server_only_as_its_scram_verifier(
    director: Campaign, postgres_url: str
) -> None:
    login = new_login()
    add_player(director, "Priya", login, "correct horse")
    engine = sa.create_engine(postgres_url)
    try:
        with engine.connect() as connection:
            kept = connection.execute(
                sa.text("SELECT rolpassword FROM pg_authid WHERE rolname = :login"),
                {"login": login},
            ).scalar()
    finally:
        engine.dispose()
    assert isinstance(kept, str) and kept.startswith("SCRAM-SHA-256$4096:")
    assert "correct horse" not in kept
    salt = __import__("base64").b64decode(kept.split("$")[1].split(":")[1])
    assert scram_verifier("correct horse", salt=salt) == kept


def test_enforce_roles_on_a_campaign_shared_before(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from starshine_desktop.services.campaign import create_shared_campaign
    from starshine_desktop.services.exchange import read_campaign_file

    create_shared_campaign(postgres_url, read_campaign_file(SAMPLE)).close()
    address = postgres_url.replace("postgresql+psycopg://", "postgresql://", 1)
    login = new_login()
    assert run(["enforce-roles", address]) == 0
    assert run(["add-player", address, "Priya", login, "--no-password"]) == 0
    capsys.readouterr()
    assert run(["players", address]) == 0
    assert login in capsys.readouterr().out
    with psycopg.connect(_dsn(as_login(postgres_url, login))) as connection:
        assert connection.execute("UPDATE persona SET notes = 'x'").rowcount == 1
    assert run(["remove-player", address, login]) == 0
    assert run(["remove-player", address, login]) == 2
    assert "is not a player of this campaign" in capsys.readouterr().err


def test_undo_after_another_persons_change_names_them(
    director: Campaign, priya: tuple[str, Campaign]
) -> None:
    _login, campaign = priya
    vesper = _persona(director, "Vesper Hale")
    renamed = director.personae.rename_persona(vesper, "Vesper Renamed")
    campaign.personae.rename_persona(vesper, "Priya's Vesper")
    with pytest.raises(
        UndoRefusedError,
        match=r"^Cannot undo: Priya changed Vesper Renamed's Name since; nothing was changed\.$",
    ):
        director.undo(renamed)
    assert _persona(director, "Priya's Vesper") == vesper
    # The Director's own edits are named by the Director Actor's name.
    added_back = campaign.personae.rename_persona(vesper, "Vesper again")
    director.personae.rename_persona(vesper, "Vesper the Director's")
    with pytest.raises(UndoRefusedError, match=r"Cannot undo: Morgan changed"):
        campaign.undo(added_back)


def test_an_edit_racing_another_persons_commit_is_refused_naming_them(
    director: Campaign, priya: tuple[str, Campaign], postgres_url: str
) -> None:
    login, _campaign = priya
    vesper = _persona(director, "Vesper Hale")
    # Priya's app has changed the name but not yet committed: the Director's edit waits
    # for her row, and finds it changed once she commits.
    holder = psycopg.connect(_dsn(as_login(postgres_url, login)))
    holder.execute("UPDATE persona SET name = 'Vesper Rising' WHERE id = %s", (vesper,))
    failures: list[BaseException] = []

    def rename() -> None:
        try:
            director.personae.rename_persona(vesper, "Vesper of the Director")
        except BaseException as error:
            failures.append(error)

    worker = threading.Thread(target=rename)
    worker.start()
    watcher = psycopg.connect(_dsn(postgres_url), autocommit=True)
    try:
        while worker.is_alive():  # until the Director's update waits for Priya's row
            waiting = watcher.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                " AND datname = current_database()"
            ).fetchone()
            if waiting and waiting[0]:
                break
        holder.commit()
        worker.join()
    finally:
        watcher.close()
        holder.close()
    assert len(failures) == 1 and isinstance(failures[0], ChangedMeanwhileError)
    assert str(failures[0]) == "Priya changed Vesper Hale's Name since; nothing was changed."
    assert _persona(director, "Vesper Rising") == vesper


def test_a_player_changes_the_assets_of_their_own_personae_only(
    director: Campaign, priya: tuple[str, Campaign], postgres_url: str
) -> None:
    """The assets of a sheet are the sheet's: Priya takes, edits and undoes her Persona's,
    and the server refuses her any change to another Actor's Persona's assets."""
    import json

    from datasworn_support import package_file

    from starshine_desktop.services.changes import RecordKind

    text = package_file("starforged").read_text("utf-8")
    director.rules_packages.import_package(json.loads(text), text)
    bot, ship = "asset:starforged/companion/survey_bot", "asset:starforged/command_vehicle/starship"
    login, campaign = priya
    brannoc, vesper = _persona(campaign, "Brannoc Reed"), _persona(campaign, "Vesper Hale")
    theirs = director.assets.add_asset(brannoc, bot).changes.added_ids(RecordKind.IRONSWORN_ASSET)
    mine = campaign.assets.add_asset(vesper, ship).changes.added_ids(RecordKind.IRONSWORN_ASSET)
    named = campaign.assets.set_value(mine[0], "name", "Wayfinder")
    assert director.assets.list_assets(vesper)[0].row.values["name"] == "Wayfinder"
    campaign.undo(named)
    assert director.assets.list_assets(vesper)[0].row.values["name"] == ""
    with pytest.raises(NotPermittedError):
        campaign.assets.add_asset(brannoc, ship)
    with pytest.raises(StorageError):
        campaign.assets.set_value(theirs[0], "name", "Taken")
    with psycopg.connect(_dsn(as_login(postgres_url, login))) as connection:
        changed = connection.execute(
            "UPDATE ironsworn_asset SET state = '{}' WHERE id = %s", (theirs[0],)
        ).rowcount
        assert changed == 0
    assert [a.name for a in director.assets.list_assets(brannoc)] == ["Survey Bot"]
    assert director.assets.list_assets(brannoc)[0].row.values["health"] == 3
