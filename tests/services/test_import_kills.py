"""Import is all or nothing: killed at 30 random moments, it leaves no campaign or a whole one.

One helper process imports the layers once; for each trial it forks a child that runs the
import (read, check, build under a temporary name, fill, link into place) of a campaign of
400 Personae with 4,000 Traits. The test kills the child with SIGKILL after a random delay
spread over the whole import (measured first). After each kill the destination is either
absent or complete (every row, ``integrity_check`` ok), and the next import in the folder
succeeds and leaves nothing behind: no ``.creating`` file, log or lock.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from starshine_desktop.services.campaign import import_campaign_file

TRIALS = 30
PERSONAE = 400
TRAITS_PER_PERSONA = 10
SAMPLE = Path(__file__).resolve().parents[2] / "starshine_desktop/resources/sample-campaign.json"

FORKER = textwrap.dedent(
    """
    import os, sys, time
    from pathlib import Path
    from starshine_desktop.services.campaign import import_campaign_file
    import sqlalchemy.orm, alembic.command  # loaded once here, not in every child
    from starshine_desktop.storage import migrate
    from starshine_desktop.storage.starshine import records_writes

    for line in sys.stdin:
        source, destination = line.rstrip("\\n").split("\\t")
        pid = os.fork()
        if pid == 0:
            try:
                import_campaign_file(Path(source), Path(destination)).close()
                os.write(1, b"done\\n")
            finally:
                os._exit(0)
        print(pid, flush=True)
        _, status = os.waitpid(pid, 0)
        print("ended", status, flush=True)
    """
)


def _document() -> dict[str, Any]:
    sample = json.loads(SAMPLE.read_text(encoding="utf-8"))
    document = {key: ([] if isinstance(value, list) else value) for key, value in sample.items()}
    persona, trait = sample["personae"][0], sample["traits"][0]
    for number in range(1, PERSONAE + 1):
        document["personae"].append(
            {
                **persona,
                "id": number,
                "actor_id": None,
                "actor_name": "",
                "name": f"P{number}",
                "uuid": f"00000000-0000-4000-8000-{number:012d}",
            }
        )
        for index in range(TRAITS_PER_PERSONA):
            document["traits"].append(
                {
                    **trait,
                    "id": (number - 1) * TRAITS_PER_PERSONA + index + 1,
                    "persona_id": number,
                    "created_by_persona_id": number,
                    "name": f"Trait {index} of {number}",
                }
            )
    return document


def _complete(path: Path) -> bool:
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True)  # takes a log in
    try:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        personae = connection.execute("SELECT count(*) FROM persona").fetchone()[0]
        traits = connection.execute("SELECT count(*) FROM trait").fetchone()[0]
    finally:
        connection.close()
    assert (personae, traits) == (PERSONAE, PERSONAE * TRAITS_PER_PERSONA)
    return True


@pytest.mark.file_campaign  # a process of its own builds the file and is killed
@pytest.mark.slow
def test_an_import_killed_at_thirty_random_moments_leaves_nothing_or_everything(
    tmp_path: Path,
) -> None:
    source = tmp_path / "big.json"
    source.write_text(json.dumps(_document()), encoding="utf-8")
    folder = tmp_path / "campaigns"
    folder.mkdir()
    destination = folder / "Imported.starshine"
    helper = subprocess.Popen(
        [sys.executable, "-c", FORKER],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert helper.stdin is not None and helper.stdout is not None
    rng = random.Random(20260515)
    outcomes = {"nothing": 0, "whole": 0}
    try:
        # Measure a whole import, not killed, to spread the kills over its length (the
        # second run: the first also loads what the helper had not loaded yet).
        for _warm_up in range(2):
            start = time.perf_counter()
            helper.stdin.write(f"{source}\t{destination}\n")
            helper.stdin.flush()
            helper.stdout.readline()  # pid
            assert helper.stdout.readline().strip() == "done"
            helper.stdout.readline()  # ended
            duration = time.perf_counter() - start
            assert _complete(destination)
            destination.unlink()
        for _trial in range(TRIALS):
            helper.stdin.write(f"{source}\t{destination}\n")
            helper.stdin.flush()
            pid = int(helper.stdout.readline())
            time.sleep(rng.uniform(0, duration * 1.1))
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
            line = helper.stdout.readline()
            while not line.startswith("ended"):
                line = helper.stdout.readline()
            if destination.exists():
                assert _complete(destination)
                outcomes["whole"] += 1
                other = folder / "Next.starshine"  # the next run in the folder tidies up
                import_campaign_file(source, other).close()
                other.unlink()
            else:
                outcomes["nothing"] += 1
                import_campaign_file(source, destination).close()  # not refused: nothing there
                assert _complete(destination)
            assert sorted(p.name for p in folder.iterdir()) == [destination.name]
            destination.unlink()
    finally:
        helper.stdin.close()
        helper.wait(timeout=30)
    assert outcomes["nothing"] > 0 and outcomes["whole"] > 0, outcomes
