"""SIGKILL a writer at random moments: the file stays whole and every edit is all or nothing.

One helper process imports the storage layer once; for each trial it forks a child that
opens the campaign and edits it in a loop (each edit: three new Personae and a line added to
a ledger Persona's notes, in one transaction), writing the number of each committed edit to
a log after its commit returns. The test kills the child with SIGKILL after a random delay,
then checks the file.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.storage.rows import PersonaValues

TRIALS = 50
PER_EDIT = 3

FORKER = textwrap.dedent(
    """
    import os, sys
    from datetime import UTC, datetime
    from pathlib import Path
    from starshine_desktop.storage.starshine import persona_writes
    from starshine_desktop.storage.database import Database, open_database
    from starshine_desktop.storage.journal import Journal
    from starshine_desktop.storage.rows import PersonaValues
    import sqlalchemy.orm  # loaded once here, not in every child

    def edit_forever(path, log, trial):
        database = open_database(path, backup_folder=path.parent / "backups")
        database.warm_up()
        out = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        os.write(out, b"opened\\n")
        edit = 0
        while True:
            edit += 1
            tag = f"t{trial}e{edit}"
            now = datetime.now(UTC)
            with database.transaction() as session:
                journal = Journal(session)
                for number in range(PER_EDIT):
                    persona_writes.insert_persona(
                        journal, PersonaValues(f"{tag} #{number}", notes="x" * 300), now=now
                    )
                connection = Database.connection_of(session)
                notes = connection.execute("SELECT notes FROM persona WHERE id = 1").fetchone()[0]
                persona_writes.update_persona(journal, 1, now=now, notes=f"{notes}{tag}\\n")
            os.write(out, f"{edit}\\n".encode())

    for line in sys.stdin:
        path, log, trial = line.rstrip("\\n").split("\\t")
        pid = os.fork()
        if pid == 0:
            try:
                edit_forever(Path(path), log, int(trial))
            finally:
                os._exit(3)
        print(pid, flush=True)
        _, status = os.waitpid(pid, 0)
        print("ended", status, flush=True)
    """
).replace("PER_EDIT", str(PER_EDIT))


def _check(path: Path, trial: int, acknowledged: int) -> tuple[int, int]:
    """Check the file after the kill of ``trial``; return (edits found, Personae found)."""
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        names = [row[0] for row in connection.execute("SELECT name FROM persona WHERE id > 1")]
        ledger = connection.execute("SELECT notes FROM persona WHERE id = 1").fetchone()[0]
    finally:
        connection.close()
    counts: dict[str, int] = {}
    for name in names:
        tag = name.split(" #")[0]
        counts[tag] = counts.get(tag, 0) + 1
    assert all(count == PER_EDIT for count in counts.values()), counts  # never half an edit
    assert sorted(ledger.split()) == sorted(counts)  # the ledger line is there iff the rows are
    this_trial = sorted(int(tag.split("e")[1]) for tag in counts if tag.startswith(f"t{trial}e"))
    assert this_trial == list(range(1, len(this_trial) + 1))  # no gap: edits land in order
    assert len(this_trial) >= acknowledged  # every edit whose commit returned is there
    return len(counts), len(names)


def test_fifty_sigkills_at_random_moments_leave_a_whole_file(tmp_path: Path) -> None:
    path = tmp_path / "Crash.starshine"
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues("Ledger"))
    campaign.close()
    forker = subprocess.Popen(
        [sys.executable, "-c", FORKER],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert forker.stdin is not None and forker.stdout is not None
    chance = random.Random(20260501)
    killed_mid_edit = 0
    total_edits = 0
    started = time.monotonic()
    try:
        for trial in range(1, TRIALS + 1):
            log = tmp_path / f"trial-{trial}.log"
            forker.stdin.write(f"{path}\t{log}\t{trial}\n")
            forker.stdin.flush()
            child = int(forker.stdout.readline())
            deadline = time.monotonic() + 10
            while not log.exists() or b"opened" not in log.read_bytes():
                assert time.monotonic() < deadline, "the child never opened the campaign"
                time.sleep(0.002)
            time.sleep(chance.uniform(0.0, 0.12))
            os.kill(child, signal.SIGKILL)
            ended = forker.stdout.readline().split()
            assert ended[0] == "ended" and os.WIFSIGNALED(int(ended[1]))
            lines = log.read_text().split()[1:]
            acknowledged = int(lines[-1]) if lines else 0
            found, _rows = _check(path, trial, acknowledged)
            this_trial = found - total_edits
            killed_mid_edit += this_trial == acknowledged  # the edit under way was left out
            total_edits = found
    finally:
        forker.stdin.close()
        forker.wait(timeout=10)
    assert total_edits > TRIALS  # the children really were editing when killed
    assert killed_mid_edit > 0
    assert time.monotonic() - started < 60
