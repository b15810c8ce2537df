"""Time Find in campaign on a large campaign: 1,000 Personae with 30,000 Traits.

The campaign is generated as in ``bench/campaign.py``. Each query is timed through
``SearchService.find`` (every kind searched, at most 50 hits of each) and, as the baseline
in the same run, through a plain ``SELECT id, name FROM trait WHERE name LIKE ?`` on a
bare sqlite3 connection to the same file (no limit, the Traits only). ASCII queries run
as ``LIKE`` in SQLite; in the others each non-ASCII letter matches any one character in
``LIKE`` and the rows let through are folded in Python (one lone "é" lets every row
through: the worst case, measured too). Target: every query answers within 100 ms (a search runs
150 ms after the last keystroke). Exit status 1 if missed.
"""

from __future__ import annotations

import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from campaign import PERSONAE, TRAITS_PER_PERSONA, build

RUNS = 7
TARGET_MS = 100.0
#: (query, what it exercises)
QUERIES = (
    ("stubborn", "ASCII, many hits (capped at 50 per kind)"),
    ("zzz", "ASCII, nothing found (every row scanned)"),
    ("Persona 0999", "ASCII, one Persona"),
    ("élan", "non-ASCII, rows picked by LIKE '%_lan%', folded in Python"),
    ("é", "one non-ASCII letter: every row folded in Python (the worst case)"),
)


def best_of(runs: int, action: Callable[[], object]) -> float:
    """Return the fastest of ``runs`` timings of ``action`` in milliseconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return min(times)


def main() -> int:
    """Build the campaign, time each query and its baseline; return the exit status."""
    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.storage.search_reads import like_pattern

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "large.starshine"
        build(path)
        campaign = open_campaign(path, backup_folder=Path(folder) / "backups")
        bare = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        print(f"{PERSONAE:,} Personae, {PERSONAE * TRAITS_PER_PERSONA:,} Traits; best of {RUNS}")
        missed = False
        try:
            for query, what in QUERIES:
                pattern = like_pattern(query)
                hits = len(campaign.search.find(query))
                found = best_of(RUNS, lambda q=query: campaign.search.find(q))  # type: ignore[misc]
                baseline = best_of(
                    RUNS,
                    lambda p=pattern: bare.execute(  # type: ignore[misc]
                        "SELECT id, name FROM trait WHERE name LIKE ? ESCAPE '\\'", (p,)
                    ).fetchall(),
                )
                missed = missed or found > TARGET_MS
                print(
                    f"{query!r:16} {what}: find {found:.1f} ms ({hits} hits), "
                    f"plain LIKE on trait {baseline:.1f} ms, ratio {found / baseline:.2f}x"
                )
        finally:
            bare.close()
            campaign.close()
    print(f"target: every query within {TARGET_MS:.0f} ms: {'missed' if missed else 'met'}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
