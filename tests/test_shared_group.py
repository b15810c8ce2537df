"""Common: a group at one shared campaign, each member a process of its own with its own role.

The Director and a player run as separate processes (``tests/group_member.py``, and the
command line) against one campaign on a PostgreSQL server: the server refuses the player's
write to another Actor's Persona; an undo after another's change and an edit racing
another's commit are refused naming who; a connection dropped by the server stopping and
starting again loses no edit that was reported saved; and a published campaign exports,
as either role, exactly as the local campaign did.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from postgres_server import PostgresServer, start_server, stop_server
from sqlalchemy.engine import make_url

from starshine_desktop.services import exchange

ROOT = Path(__file__).resolve().parent.parent
MEMBER = Path(__file__).resolve().parent / "group_member.py"
SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


def _environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def address(url: str, login: str | None = None) -> str:
    """Return ``url`` as a person types it, as ``login`` when given."""
    parsed = make_url(url).set(drivername="postgresql")
    if login is not None:
        parsed = parsed.set(username=login)
    return parsed.render_as_string(hide_password=False)


def cli(*arguments: str) -> subprocess.CompletedProcess[str]:
    """Run the command line in a process of its own."""
    return subprocess.run(
        [sys.executable, "-m", "starshine_desktop", *arguments],
        cwd=ROOT,
        env=_environment(),
        capture_output=True,
        text=True,
        check=False,
        stdin=subprocess.DEVNULL,
    )


class Member:
    """One member's app, a process reading commands and answering each on one line."""

    def __init__(self, where: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(MEMBER), where],
            cwd=ROOT,
            env=_environment(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.receive() == {"ok": "open"}

    def send_only(self, **command: object) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()

    def answered(self) -> bool:
        assert self.process.stdout is not None
        return bool(select.select([self.process.stdout], [], [], 0)[0])

    def receive(self) -> Any:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, f"the member ended (status {self.process.poll()})"
        return json.loads(line)

    def send(self, **command: object) -> Any:
        self.send_only(**command)
        return self.receive()

    def quit(self) -> None:
        if self.process.poll() is None:
            self.send_only(do="quit")
            assert self.receive() == {"ok": "closed"}
            self.process.wait()


def _published(tmp_path: Path, url: str) -> Path:
    """Publish the sample as the Director, by the command line; return the local file."""
    local = tmp_path / "table.starshine"
    assert cli("import", str(SAMPLE), str(local)).returncode == 0
    done = cli("publish", str(local), address(url))
    assert done.returncode == 0, done.stderr
    return local


def _add_player(url: str, actor: str) -> str:
    login = f"{actor.lower()}_{uuid.uuid4().hex[:8]}"
    done = cli("add-player", address(url), actor, login, "--no-password")
    assert done.returncode == 0, done.stderr
    return login


@pytest.fixture
def members(tmp_path: Path, postgres_url: str) -> Iterator[tuple[Member, Member, str]]:
    """The Director's and Priya's apps on one published campaign, and its URL."""
    _published(tmp_path, postgres_url)
    login = _add_player(postgres_url, "Priya")
    director = Member(address(postgres_url))
    priya = Member(address(postgres_url, login))
    try:
        yield director, priya, postgres_url
    finally:
        for member in (director, priya):
            member.quit()


def test_the_server_refuses_a_players_write_to_another_actors_persona(
    members: tuple[Member, Member, str],
) -> None:
    director, priya, _url = members
    raw = priya.send(do="sql", sql="UPDATE persona SET name = 'Taken' WHERE name = 'Brannoc Reed'")
    assert raw == {"ok": 0}
    refused = priya.send(do="rename", persona="Brannoc Reed", to="Taken")
    assert refused == {
        "refused": "NotPermittedError",
        "text": "Only the Director and Tomás's player may change Persona 'Brannoc Reed' in "
        "this shared campaign; nothing was changed.",
    }
    assert priya.send(do="rename", persona="Vesper Hale", to="Vesper of the Tide") == {
        "ok": "renamed"
    }
    names = director.send(do="names")["ok"]
    assert "Brannoc Reed" in names and "Vesper of the Tide" in names


def test_undo_after_anothers_change_and_a_racing_edit_are_refused_naming_who(
    members: tuple[Member, Member, str],
) -> None:
    director, priya, url = members
    assert director.send(do="rename", persona="Vesper Hale", to="Vesper Renamed") == {
        "ok": "renamed"
    }
    assert priya.send(do="rename", persona="Vesper Renamed", to="Priya's Vesper") == {
        "ok": "renamed"
    }
    assert director.send(do="undo") == {
        "refused": "UndoRefusedError",
        "text": "Cannot undo: Priya changed Vesper Renamed's Name since; nothing was changed.",
    }
    # Priya's app is saving a change; the Director's edit of the same row waits for it,
    # and once hers is committed, his is refused naming her.
    held = priya.send(
        do="hold", sql="UPDATE persona SET name = 'Vesper Rising' WHERE name = 'Priya''s Vesper'"
    )
    assert held == {"ok": 1}
    director.send_only(do="rename", persona="Priya's Vesper", to="The Director's Vesper")
    with psycopg.connect(address(url), autocommit=True) as watcher:
        while not director.answered():
            waiting = watcher.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                " AND datname = current_database()"
            ).fetchone()
            if waiting and waiting[0]:
                break
    assert priya.send(do="commit") == {"ok": "committed"}
    assert director.receive() == {
        "refused": "ChangedMeanwhileError",
        "text": "Priya changed Priya's Vesper's Name since; nothing was changed.",
    }
    assert "Vesper Rising" in director.send(do="names")["ok"]
    assert "Vesper Rising" in priya.send(do="names")["ok"]


def test_an_edit_made_from_a_name_another_changed_since_is_refused_naming_them(
    members: tuple[Member, Member, str],
) -> None:
    """The Director's window shows Vesper Hale; Priya's app renames her; his rename, made
    from the name his window showed, is refused naming her, and hers stays."""
    director, priya, _url = members
    assert priya.send(do="rename", persona="Vesper Hale", to="Vesper Rising") == {"ok": "renamed"}
    refused = director.send(
        do="rename", persona="Vesper Rising", to="The Director's Vesper", shown="Vesper Hale"
    )
    assert refused == {
        "refused": "ChangedSinceShownError",
        "text": "Priya changed Vesper Hale's Name since; nothing was changed.",
    }
    assert "Vesper Rising" in director.send(do="names")["ok"]
    assert "Vesper Rising" in priya.send(do="names")["ok"]


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    """A cluster of this test's own, to stop and start again without disturbing others."""
    server = start_server()
    try:
        yield server
    finally:
        stop_server(server)


def test_a_dropped_connection_loses_no_edit_reported_saved(
    tmp_path: Path, own_server: PostgresServer
) -> None:
    url = own_server.url(own_server.create_database())
    _published(tmp_path, url)
    director = Member(address(url))
    try:
        assert director.send(do="rename", persona="Vesper Hale", to="Before the drop") == {
            "ok": "renamed"
        }
        own_server.stop_cleanly()
        failed = director.send(do="rename", persona="Brannoc Reed", to="During the drop")
        assert failed["refused"] == "ServerUnreachableError", failed
        assert "cannot be reached" in failed["text"]
        own_server.start_again()
        # The app reconnects by itself; the edit that failed was never saved.
        assert director.send(do="rename", persona="Brannoc Reed", to="After the drop") == {
            "ok": "renamed"
        }
    finally:
        director.quit()
    done = cli("export", address(url), str(tmp_path / "after.json"))
    assert done.returncode == 0, done.stderr
    names = {persona["name"] for persona in json.loads(done_text(tmp_path))["personae"]}
    assert {"Before the drop", "After the drop"} <= names
    assert "During the drop" not in names


def done_text(tmp_path: Path) -> str:
    return (tmp_path / "after.json").read_text(encoding="utf-8")


def test_a_published_campaign_exports_as_each_role_exactly_as_the_local_one(
    tmp_path: Path, postgres_url: str
) -> None:
    local = _published(tmp_path, postgres_url)
    login = _add_player(postgres_url, "Lin")
    assert cli("export", str(local), str(tmp_path / "local.json")).returncode == 0
    for who, where in (("director", address(postgres_url)), (login, address(postgres_url, login))):
        done = cli("export", where, str(tmp_path / f"{who}.json"))
        assert done.returncode == 0, done.stderr
        assert (tmp_path / f"{who}.json").read_bytes() == (tmp_path / "local.json").read_bytes()
