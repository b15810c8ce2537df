"""Common: the Director's window opens a shared campaign at once and backs it up meanwhile.

The backup on opening is a whole copy of the campaign (seconds on a large one): the window
shows the campaign without waiting for it and writes it on a thread of its own; nothing is
in the backups folder until it is written, a failure is said in the status bar, and an
older campaign is still upgraded only after its own backup, written before the upgrade.
Against the tests' own PostgreSQL server.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from pytestqt.qtbot import QtBot

from starshine_desktop import paths
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import _filler
from starshine_desktop.services.exchange import read_campaign_file
from starshine_desktop.storage import server_backups
from starshine_desktop.storage.backups import list_backups
from starshine_desktop.storage.database import SCHEMA_VERSION
from starshine_desktop.storage.migrate import current_version
from starshine_desktop.storage.server import create_server_campaign
from starshine_desktop.storage.server_backups import backup_identity
from starshine_desktop.ui.main_window import MainWindow

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


def _backups(url: str) -> list[str]:
    engine = sa.create_engine(url)
    try:
        identity = backup_identity(engine)
    finally:
        engine.dispose()
    return sorted(backup.reason for backup in list_backups(paths.backup_folder(), identity))


def _names(window: MainWindow) -> list[str]:
    model = window.personae.model
    return sorted(str(model.index(row, 0).data()) for row in range(model.rowCount()))


class Gate:
    """Holds each backup until opened, noting its thread and the server's version then."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.open = threading.Event()
        self.written: list[tuple[str, str, int]] = []  # reason, thread, version
        real = server_backups.write_server_backup

        def held(engine: sa.Engine, root: Path, *, reason: str, now: Any) -> Any:
            with engine.connect() as connection:
                version = current_version(connection)
            self.written.append((reason, threading.current_thread().name, version))
            if reason == "open":
                assert self.open.wait(30), "the test never let the backup go"
            return real(engine, root, reason=reason, now=now)

        monkeypatch.setattr(server_backups, "write_server_backup", held)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    held = Gate(monkeypatch)
    yield held
    held.open.set()  # a failing test leaves no thread waiting


def test_the_directors_window_shows_the_campaign_while_its_backup_is_written(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    postgres_url: str,
    gate: Gate,
) -> None:
    create_server_campaign(postgres_url, fill=_filler(read_campaign_file(SAMPLE))).close()
    window = open_window(campaign_path)
    assert window.campaign_files.shared.connect_to(postgres_url)  # as Open recent does
    # On screen at once, while the backup waits: nothing in the backups folder yet.
    assert window.campaign.shared and window.campaign.directed_here
    assert "Vesper Hale" in _names(window)
    qtbot.waitUntil(lambda: bool(gate.written))
    assert window.campaign.backup_pending
    ((reason, thread, _version),) = gate.written
    assert reason == "open" and thread != threading.main_thread().name
    assert _backups(postgres_url) == []
    qtbot.wait(50)  # the window's events go on meanwhile
    gate.open.set()
    qtbot.waitUntil(lambda: not window.campaign.backup_pending, timeout=30_000)
    assert _backups(postgres_url) == ["open"]
    assert window.campaign.backup_failure is None
    # The session's backups stay hourly: none now, the hour has not passed.
    assert not window.campaign.backup_during_session()
    window.close()
    assert sorted(_backups(postgres_url)) == ["close", "open"]


def test_a_backup_that_fails_is_said_in_the_status_bar(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    postgres_url: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    create_server_campaign(postgres_url).close()

    def full(*_args: object, **_options: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(server_backups, "write_server_backup", full)
    window = open_window(campaign_path)
    assert window.campaign_files.shared.connect_to(postgres_url)
    database = postgres_url.split("?")[0].rsplit("/", 1)[1]
    qtbot.waitUntil(
        lambda: (
            window.statusBar()
            .currentMessage()
            .startswith(f"The backup of the shared campaign {database} failed:")
        ),
        timeout=30_000,
    )
    assert "No space left on device" in window.statusBar().currentMessage()
    assert window.campaign.shared  # the campaign stays open


def test_an_older_campaign_is_upgraded_only_after_its_backup_even_from_the_window(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    postgres_url: str,
    gate: Gate,
) -> None:
    older = SCHEMA_VERSION - 1
    create_server_campaign(
        postgres_url, schema_version=older, fill=_filler(read_campaign_file(SAMPLE))
    ).close()
    window = open_window(campaign_path)
    assert window.campaign_files.shared.connect_to(postgres_url)
    # The backup before the upgrade was written first, on the window's thread, of the
    # older campaign: the window waited for it.
    before = f"before-v{SCHEMA_VERSION}-from-v{older}"
    assert gate.written[0] == (before, threading.main_thread().name, older)
    assert _backups(postgres_url) == [before]
    gate.open.set()
    qtbot.waitUntil(lambda: not window.campaign.backup_pending, timeout=30_000)
    assert gate.written[1][0] == "open" and gate.written[1][2] == SCHEMA_VERSION
    assert _backups(postgres_url) == sorted([before, "open"])
