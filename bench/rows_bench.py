"""Time reading the campaign-wide Traits listing (300,000 rows) into each row style.

Issue 17 made every storage row a frozen dataclass with slots; the Traits listing used to
be a ``NamedTuple`` built by ``tuple.__new__`` in C. This reads the same ``trait`` table
(an in-memory SQLite database with the listing's seven columns) as plain tuples (the
baseline), as that ``NamedTuple`` and as today's ``TraitListingRow``, alternating, and
prints medians with quartiles and the ratio to the baseline of the same run.

    .venv/bin/python bench/rows_bench.py [--rows N] [--runs N]
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import time
from collections.abc import Callable
from functools import partial
from itertools import starmap
from typing import NamedTuple

from starshine_desktop.storage.starshine.records_rows import TraitListingRow


class ListingTuple(NamedTuple):
    """The listing's row as it was before issue 17 (made in C from SQLite's tuple)."""

    id: int
    name: str
    strength: int
    negative: int
    persona_id: int | None
    element_id: int | None
    created_by_persona_id: int | None


def _database(rows: int) -> sqlite3.Connection:
    connection = sqlite3.connect(":memory:")
    connection.execute(
        "CREATE TABLE trait (id INTEGER PRIMARY KEY, name TEXT, strength INTEGER,"
        " negative INTEGER, persona_id INTEGER, element_id INTEGER,"
        " created_by_persona_id INTEGER)"
    )
    connection.executemany(
        "INSERT INTO trait VALUES (?, ?, ?, ?, ?, ?, ?)",
        ((i, f"stubborn {i}", i % 7, i % 2, i // 30 + 1, None, None) for i in range(1, rows + 1)),
    )
    return connection


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=300_000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    connection = _database(args.rows)
    query = (
        "SELECT id, name, strength, negative, persona_id, element_id, created_by_persona_id"
        " FROM trait ORDER BY id"
    )
    make_tuple = partial(tuple.__new__, ListingTuple)
    readers: dict[str, Callable[[], object]] = {
        "plain tuples (baseline)": lambda: connection.execute(query).fetchall(),
        "NamedTuple via tuple.__new__ (before)": lambda: list(
            map(make_tuple, connection.execute(query))
        ),
        "frozen slots dataclass (now)": lambda: list(
            starmap(TraitListingRow, connection.execute(query))
        ),
    }
    times: dict[str, list[float]] = {label: [] for label in readers}
    for _ in range(args.runs):
        for label, read in readers.items():
            start = time.perf_counter()
            read()
            times[label].append((time.perf_counter() - start) * 1000)
    baseline = statistics.median(times["plain tuples (baseline)"])
    print(f"reading {args.rows:,} Traits, median of {args.runs} (quartiles):")
    for label, measured in times.items():
        low, _, high = statistics.quantiles(measured, n=4)
        median = statistics.median(measured)
        print(f"  {label}: {median:.0f} ms ({low:.0f}–{high:.0f}); {median / baseline:.2f}×")


if __name__ == "__main__":
    main()
