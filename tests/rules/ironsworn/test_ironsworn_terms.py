"""The marked names of the Ironsworn reference data stay equal to the data files (Ironsworn)."""

from __future__ import annotations

from starshine_desktop.rules.ironsworn import terms
from starshine_desktop.rules.ironsworn.moves import categories, moves
from starshine_desktop.rules.ironsworn.oracles import OracleOdds, oracle_tables
from starshine_desktop.rules.ironsworn.repair import RepairSituation, purchases


def test_every_move_and_category_name_is_marked() -> None:
    assert tuple(move.name for move in moves()) == terms.MOVE_NAMES
    assert tuple(category.name for category in categories()) == terms.CATEGORY_NAMES


def test_every_oracle_table_and_odds_name_is_marked() -> None:
    assert tuple(table.name for table in oracle_tables()) == terms.ORACLE_TABLE_NAMES
    assert tuple(odds.label for odds in OracleOdds) == terms.ODDS_NAMES


def test_every_repair_name_is_marked() -> None:
    assert tuple(s.label for s in RepairSituation) == terms.REPAIR_SITUATION_NAMES
    assert tuple(p.name for p in purchases()) == terms.REPAIR_PURCHASE_NAMES
