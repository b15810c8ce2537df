"""Common: migrations run one at a time in a process, whichever thread asks.

Alembic keeps the running migration's context in module globals: a second migration on
another thread meanwhile (a shared campaign's backup building its campaign file while the
window makes or opens another) took the first one's context away ("KeyError: 'config'").
Here one thread's migration is held open while another thread starts one; the second
begins only once the first has ended, and both campaign files are whole.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest
from alembic import command

from starshine_desktop.storage.database import SCHEMA_VERSION, create_database

#: How long the first migration waits for the second to begin before going on anyway.
OVERLAP_WAIT_S = 1.0


def test_a_migration_on_another_thread_waits_for_the_one_running(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = command.upgrade
    steps: list[str] = []
    second_asked = threading.Event()
    second_inside = threading.Event()

    def upgrade(config: Any, revision: str) -> None:
        name = threading.current_thread().name
        steps.append(f"{name} begins")
        if name == "first":
            assert second_asked.wait(10)
            # Were migrations not one at a time, the second would now begin beside this one.
            second_inside.wait(OVERLAP_WAIT_S)
        else:
            second_inside.set()
        real(config, revision)
        steps.append(f"{name} ends")

    monkeypatch.setattr(command, "upgrade", upgrade)  # as storage.migrate calls it
    failures: list[BaseException] = []

    def make(name: str) -> None:
        try:
            if name == "second":
                second_asked.set()
            create_database(tmp_path / f"{name}.starshine").close()
        except BaseException as error:
            failures.append(error)

    first = threading.Thread(target=make, args=("first",), name="first")
    first.start()
    while not steps:  # the first migration has begun
        first.join(0.01)
    second = threading.Thread(target=make, args=("second",), name="second")
    second.start()
    first.join(30)
    second.join(30)
    assert failures == []
    assert steps == ["first begins", "first ends", "second begins", "second ends"]
    for name in ("first", "second"):
        with sqlite3.connect(tmp_path / f"{name}.starshine") as connection:
            assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
            assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
