"""Time Find in campaign on a large campaign: 1,000 Personae with 30,000 Traits (or more).

The campaign is generated as in ``bench/campaign.py``, then given a Stance log of
3,000 entries (three per Persona) and an oracle history of 5,000 results, written through
the importer's bulk writer in one transaction. Each query is timed through
``SearchService.find`` (every kind searched, at most 50 hits of each) and, as the baseline
in the same run, through a plain ``SELECT id, name FROM trait WHERE name LIKE ?`` on a
bare sqlite3 connection to the same file (no limit, the Traits only). ASCII queries run
as ``LIKE`` in SQLite; in the others each non-ASCII letter matches any one character in
``LIKE``, only rows holding a character that folds to it are let through (``instr``), and
those are folded in Python (the Greek iota: 72 characters fold to hold it, 72 ``instr``
per field, the worst case measured); a letter that folds to ASCII letters ("ß" to "ss")
reads the rows holding that folding in any case or a letter folding to one of its letters
(five ``instr`` per field). ``instr`` runs only on text holding a non-ASCII character
(more bytes than characters). Target:
every query answers within 100 ms (a search runs 150 ms after the last keystroke), the
median of each; issue 17 asks it at ``--personae 10000`` (300,000 Traits). Exit status 1
if missed.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from functools import partial
from pathlib import Path

from campaign import PERSONAE, TRAITS_PER_PERSONA, WORDS, build

STANCE_CHANGES_PER_PERSONA = 3
ORACLE_RESULTS = 5_000
#: Oracle tables of seed 004 the history's results are spread over.
ORACLE_TABLES = ("Pay the Price", "Make a Discovery", "Confront Chaos", "Ask the Oracle (Likely)")

RUNS = 7
TARGET_MS = 100.0
#: (query, what it exercises)
QUERIES = (
    ("stubborn", "ASCII, many hits (capped at 50 per kind)"),
    ("zzz", "ASCII, nothing found (every row scanned)"),
    ("Persona 0999", "ASCII, one Persona"),
    ("omen 4999", "ASCII, one oracle result"),
    ("élan", "non-ASCII, rows picked by LIKE '%_lan%', folded in Python"),
    ("é", "one non-ASCII letter: only rows holding é or É folded in Python"),
    ("ß", "folds to ASCII 'ss': rows holding ss in any case, ß, ẞ, ſ, ﬅ or ﬆ"),
    ("ι", "Greek iota: 'instr' of each of the 72 characters folding to hold it (the worst case)"),
)


def timings(runs: int, action: Callable[[], object]) -> list[float]:
    """Return ``runs`` timings of ``action`` in milliseconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def spread(times: list[float]) -> str:
    """Return 'median (quartiles)' of ``times`` in milliseconds."""
    low, _, high = statistics.quantiles(times, n=4)
    return f"{statistics.median(times):.1f} ms ({low:.1f}–{high:.1f})"


def add_logs(path: Path, personae: int = PERSONAE) -> None:
    """Give the campaign at ``path`` its Stance log and oracle history."""
    from starshine_desktop.storage.database import open_database
    from starshine_desktop.storage.starshine.records_writes import bulk_insert

    stamp = datetime(2026, 1, 1, 12, 0)
    stance_changes = [
        {
            "id": number * STANCE_CHANGES_PER_PERSONA + count + 1,
            "persona_id": number + 1,
            "strategy_id": None,
            "old_stance": 1 + count,
            "new_stance": 2 + count,
            "reason": f"{WORDS[(number + count) % len(WORDS)]} answer to the bribe {number:04d}",
            "changed_at": stamp,
        }
        for number in range(personae)
        for count in range(STANCE_CHANGES_PER_PERSONA)
    ]
    oracle_rolls = [
        {
            "id": number + 1,
            "table_name": ORACLE_TABLES[number % len(ORACLE_TABLES)],
            "roll": 1 + number % 100,
            "result": f"{WORDS[number % len(WORDS)]} omen {number:04d}",
            "rolled_at": stamp,
        }
        for number in range(ORACLE_RESULTS)
    ]
    database = open_database(path, backup_folder=path.parent / "backups")
    try:  # the two tables are still empty: the bulk writer's ids cannot clash
        with database.transaction() as session:
            bulk_insert(session, "stance_change", stance_changes)
            bulk_insert(session, "oracle_roll", oracle_rolls)
    finally:
        database.close()


def bare_find(bare: sqlite3.Connection, pattern: str) -> list[tuple[object, ...]]:
    """Return the Traits whose name is LIKE ``pattern``, read by raw sqlite3 (the baseline)."""
    return bare.execute(
        "SELECT id, name FROM trait WHERE name LIKE ? ESCAPE '\\'", (pattern,)
    ).fetchall()


def main(argv: list[str]) -> int:
    """Build the campaign, time each query and its baseline; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--personae", type=int, default=PERSONAE)
    personae = parser.parse_args(argv).personae
    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.storage.search_reads import like_pattern

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "large.starshine"
        build(path, personae, TRAITS_PER_PERSONA)
        add_logs(path, personae)
        campaign = open_campaign(path, backup_folder=Path(folder) / "backups")
        bare = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        print(
            f"{personae:,} Personae, {personae * TRAITS_PER_PERSONA:,} Traits, "
            f"{personae * STANCE_CHANGES_PER_PERSONA:,} Stance changes, "
            f"{ORACLE_RESULTS:,} oracle results; median (quartiles) of {RUNS}"
        )
        missed = False
        try:
            for query, what in QUERIES:
                pattern = like_pattern(query)
                hits = len(campaign.search.find(query))
                found = timings(RUNS, partial(campaign.search.find, query))
                baseline = timings(RUNS, partial(bare_find, bare, pattern))
                ratio = statistics.median(found) / statistics.median(baseline)
                missed = missed or statistics.median(found) > TARGET_MS
                print(
                    f"{query!r:16} {what}: find {spread(found)} ({hits} hits), "
                    f"plain LIKE on trait {spread(baseline)}, ratio {ratio:.2f}x"
                )
        finally:
            bare.close()
            campaign.close()
    print(f"target: every query within {TARGET_MS:.0f} ms: {'missed' if missed else 'met'}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
