"""Repair points by situation and band, the supply exchange and what points buy."""

from __future__ import annotations

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import (
    IronswornOutcome,
    RepairSituation,
    purchases,
    repair_points,
    spend_repair_points,
)


@pytest.mark.parametrize(
    ("situation", "strong", "weak"),
    [
        (RepairSituation.FACILITY, 7, 5),
        (RepairSituation.ANCHOR, 4, 2),
        (RepairSituation.UNDERWAY, 3, 1),
        (RepairSituation.UNDER_FIRE, 2, 0),
    ],
)
def test_points_by_situation_and_hit(situation: RepairSituation, strong: int, weak: int) -> None:
    assert repair_points(situation, IronswornOutcome.STRONG_HIT) == strong
    assert repair_points(situation, IronswornOutcome.WEAK_HIT) == weak
    assert repair_points(situation, IronswornOutcome.MISS) == 0


def test_supply_buys_up_to_three_points_for_your_own_repairs() -> None:
    assert repair_points(RepairSituation.UNDERWAY, IronswornOutcome.WEAK_HIT, 3) == 4
    with pytest.raises(RuleError, match="0 to 3 extra points"):
        repair_points(RepairSituation.ANCHOR, IronswornOutcome.STRONG_HIT, 4)
    with pytest.raises(RuleError, match="only when you make your own repairs"):
        repair_points(RepairSituation.FACILITY, IronswornOutcome.STRONG_HIT, 1)
    with pytest.raises(RuleError, match="on a miss"):
        repair_points(RepairSituation.ANCHOR, IronswornOutcome.MISS, 1)


def test_what_points_buy() -> None:
    costs = {purchase.id: purchase.cost for purchase in purchases()}
    assert costs == {
        "clear_battered": 2,
        "fix_module": 2,
        "integrity": 1,
        "companion_health": 1,
        "repair_device": 3,
        "repair_device_flawed": 2,
    }
    spend = spend_repair_points(7, {"clear_battered": 1, "integrity": 3, "fix_module": 0})
    assert (spend.spent, spend.unused) == (5, 2)
    assert [(p.id, n) for p, n in spend.purchases] == [("clear_battered", 1), ("integrity", 3)]
    with pytest.raises(RuleError, match="cost 6 points; only 5"):
        spend_repair_points(5, {"repair_device": 2})
    with pytest.raises(RuleError, match="cannot buy 'paint'"):
        spend_repair_points(5, {"paint": 1})
    assert RepairSituation.UNDER_FIRE.label == "Under fire"
