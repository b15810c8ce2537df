"""Every oracle table row is the seed's own text (seed 004, rules-spec E; Ironsworn family).

The test parses the seed's Markdown tables (``| low - high | result |`` under a ``## NAME``
heading) and compares every row of every table in ``ironsworn_oracles.json`` with them:
range and text, the seed's spellings kept. A link to a move, ``[[#ENDURE HARM]]``, is
written as the move's name and must be in the row's ``links``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from starshine_desktop.rules.ironsworn.moves import moves
from starshine_desktop.rules.ironsworn.oracles import OracleTable, oracle_tables

SEED_DIR = Path(__file__).resolve().parents[3].parent / "shared" / "seeds"
HEADING = re.compile(r"\s*(?:>\s*)?#+\s*(.*?)\s*$")
ROW = re.compile(r"\s*\|\s*(\d+)\s*-\s*(\d+)\s*\|\s*(.*?)\s*\|?\s*$")
LINK = re.compile(r"\[\[#([^\]|]+)\]\]")

pytestmark = pytest.mark.skipif(
    not SEED_DIR.is_dir(), reason="the seeds folder is not beside the repository"
)


def seed_tables() -> dict[str, list[tuple[int, int, str]]]:
    """Return the seed's d100 tables by heading: (low, high, raw text) for every row."""
    text = next(SEED_DIR.glob("004_*.txt")).read_text("utf-8")
    tables: dict[str, list[tuple[int, int, str]]] = {}
    heading = ""
    for line in text.splitlines():
        if found := HEADING.match(line):
            heading = found.group(1)
        elif found := ROW.match(line):
            low, high, result = found.groups()
            tables.setdefault(heading, []).append((int(low), int(high), result))
    return tables


def test_the_seed_has_exactly_the_tables_the_data_has() -> None:
    assert sorted(seed_tables()) == sorted(t.name.upper() for t in oracle_tables())


@pytest.mark.parametrize("table", oracle_tables(), ids=lambda t: t.id)
def test_every_row_is_the_seeds_text(table: OracleTable) -> None:
    by_name = {move.name.upper(): move for move in moves()}
    seed_rows = seed_tables()[table.name.upper()]
    assert len(table.rows) == len(seed_rows)
    for row, (low, high, raw) in zip(table.rows, seed_rows, strict=True):
        linked = [by_name[name.upper()] for name in LINK.findall(raw)]
        expected = LINK.sub(lambda found: by_name[found.group(1).upper()].name, raw)
        assert (row.low, row.high, row.result) == (low, high, expected)
        assert {move.id for move in linked} <= set(row.links)
