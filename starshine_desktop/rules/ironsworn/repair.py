"""Repair points (the Repair move), read from ``ironsworn_repair.json`` (rules-spec E).

- ``RepairSituation`` names the four situations; ``situation.points(outcome)`` gives the
  points for a hit (facility 7/5, anchor 4/2, underway 3/1, under fire 2/0; a miss gives 0).
- ``repair_points(situation, outcome, supply_spent)`` adds the supply exchange allowed for
  your own repairs (1 point per supply, up to 3; not at a facility, not on a miss).
- ``purchases()`` lists what points buy; ``spend_repair_points(points, {id: count})``
  checks a shopping list and returns a ``RepairSpend`` (unused points are lost).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn.data import REPAIR_FILE, load_data, require
from starshine_desktop.rules.ironsworn.rolls import IronswornOutcome


@dataclass(frozen=True, slots=True)
class SituationData:
    """The repair points and description of one situation."""

    name: str
    summary: str
    own_repairs: bool
    strong_hit: int
    weak_hit: int


class RepairSituation(StrEnum):
    """Where and how repairs are made."""

    FACILITY = "facility"
    ANCHOR = "anchor"
    UNDERWAY = "underway"
    UNDER_FIRE = "under_fire"

    @property
    def data(self) -> SituationData:
        """Return this situation's points and description."""
        return _situations()[self]

    @property
    def label(self) -> str:
        """Return the situation's name."""
        return self.data.name

    def points(self, outcome: IronswornOutcome) -> int:
        """Return the repair points a band earns here (a miss earns none)."""
        if outcome is IronswornOutcome.STRONG_HIT:
            return self.data.strong_hit
        if outcome is IronswornOutcome.WEAK_HIT:
            return self.data.weak_hit
        return 0


@dataclass(frozen=True, slots=True)
class RepairPurchase:
    """Something repair points buy."""

    id: str
    name: str
    cost: int


@dataclass(frozen=True, slots=True)
class RepairSpend:
    """A checked way of spending repair points."""

    points: int
    spent: int
    purchases: tuple[tuple[RepairPurchase, int], ...]

    @property
    def unused(self) -> int:
        """Return the points left, which are lost when the move ends."""
        return self.points - self.spent


@cache
def _situations() -> dict[RepairSituation, SituationData]:
    found: dict[RepairSituation, SituationData] = {}
    for raw in require(load_data(REPAIR_FILE), "situations", list, REPAIR_FILE):
        where = f"{REPAIR_FILE} situation"
        found[RepairSituation(require(raw, "id", str, where))] = SituationData(
            name=require(raw, "name", str, where),
            summary=require(raw, "summary", str, where),
            own_repairs=require(raw, "own_repairs", bool, where),
            strong_hit=require(raw, "strong_hit", int, where),
            weak_hit=require(raw, "weak_hit", int, where),
        )
    missing = [s.value for s in RepairSituation if s not in found]
    if missing:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{repair_file}: no points for {missing}"),
            repair_file=REPAIR_FILE,
            missing=", ".join(missing),
        )
    return found


@cache
def supply_exchange_limit() -> int:
    """Return the most extra points supply can buy on one Repair."""
    exchange = require(load_data(REPAIR_FILE), "supply_exchange", dict, REPAIR_FILE)
    limit: int = require(exchange, "max_points", int, REPAIR_FILE)
    return limit


@cache
def purchases() -> tuple[RepairPurchase, ...]:
    """Return what repair points buy, with their costs."""
    where = f"{REPAIR_FILE} purchase"
    return tuple(
        RepairPurchase(
            require(raw, "id", str, where),
            require(raw, "name", str, where),
            require(raw, "cost", int, where),
        )
        for raw in require(load_data(REPAIR_FILE), "purchases", list, REPAIR_FILE)
    )


def repair_points(
    situation: RepairSituation, outcome: IronswornOutcome, supply_spent: int = 0
) -> int:
    """Return the repair points of a Repair, with supply exchanged for extra points."""
    limit = supply_exchange_limit()
    if type(supply_spent) is not int or not 0 <= supply_spent <= limit:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "repair: supply buys 0 to {limit} extra points, not {supply_spent!r}"
            ),
            limit=limit,
            supply_spent=supply_spent,
        )
    if supply_spent and not situation.data.own_repairs:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "repair: supply buys extra points only when you make your own repairs"
            )
        )
    if supply_spent and outcome is IronswornOutcome.MISS:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "repair: on a miss no repairs are made, so supply buys nothing"
            )
        )
    return situation.points(outcome) + supply_spent


def spend_repair_points(points: int, shopping: Mapping[str, int]) -> RepairSpend:
    """Check a shopping list of purchase ids and counts against ``points``."""
    if type(points) is not int or points < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "repair: repair points are 0 or more, not {points!r}"),
            points=points,
        )
    by_id = {purchase.id: purchase for purchase in purchases()}
    chosen: list[tuple[RepairPurchase, int]] = []
    for purchase_id, count in shopping.items():
        if purchase_id not in by_id:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "repair: points cannot buy {purchase_id!r}"),
                purchase_id=purchase_id,
            )
        if type(count) is not int or count < 0:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "repair: buy {purchase_id} 0 or more times, not {count!r}"
                ),
                purchase_id=purchase_id,
                count=count,
            )
        if count:
            chosen.append((by_id[purchase_id], count))
    spent = sum(purchase.cost * count for purchase, count in chosen)
    if spent > points:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "repair: the purchases cost {spent} points; only {points} were earned"
            ),
            spent=spent,
            points=points,
        )
    return RepairSpend(points, spent, tuple(chosen))
