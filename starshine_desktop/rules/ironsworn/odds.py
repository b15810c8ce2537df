"""Exact odds (fractions, by full enumeration) for every Ironsworn roll (rules-spec B, E).

- ``score_odds(score)``: a fixed score (0..10) against two challenge dice; this is the
  progress roll's distribution (``progress_odds``) and the action roll's once the score is
  known.
- ``action_odds(stat, adds, momentum, burn)``: over the action die and both challenge dice,
  with negative momentum cancelling the die and a ``BurnPolicy`` for momentum: ``NEVER``
  or ``WHEN_BETTER`` (burn whenever it lifts the band, the only time burning is accepted).
- ``oracle_odds(odds)``: the chance of yes, no and a match when you Ask the Oracle.
Every result's bands sum to exactly 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import cache

from starshine_desktop.rules.ironsworn.character import check_momentum
from starshine_desktop.rules.ironsworn.dice import ACTION_DIE, CHALLENGE_DIE, ORACLE_DIE
from starshine_desktop.rules.ironsworn.oracles import OracleOdds, is_match
from starshine_desktop.rules.ironsworn.rolls import (
    IronswornOutcome,
    action_score,
    check_adds,
    check_progress_score,
    check_roll_stat,
    outcome_for,
)


class BurnPolicy(StrEnum):
    """When momentum is burned, for the odds of an action roll."""

    NEVER = "never"
    WHEN_BETTER = "when_better"


@dataclass(frozen=True, slots=True)
class RollOdds:
    """The exact chance of each band of a roll, and of a match within the bands."""

    strong_hit: Fraction
    weak_hit: Fraction
    miss: Fraction
    match: Fraction
    strong_hit_match: Fraction
    miss_match: Fraction

    def of(self, outcome: IronswornOutcome) -> Fraction:
        """Return the chance of one band."""
        return {
            IronswornOutcome.STRONG_HIT: self.strong_hit,
            IronswornOutcome.WEAK_HIT: self.weak_hit,
            IronswornOutcome.MISS: self.miss,
        }[outcome]

    @property
    def total(self) -> Fraction:
        """Return the sum of the three bands (always exactly 1)."""
        return self.strong_hit + self.weak_hit + self.miss


def _tally(outcomes: list[tuple[IronswornOutcome, bool]]) -> RollOdds:
    count = len(outcomes)

    def share(test: list[bool]) -> Fraction:
        return Fraction(sum(test), count)

    return RollOdds(
        strong_hit=share([o is IronswornOutcome.STRONG_HIT for o, _ in outcomes]),
        weak_hit=share([o is IronswornOutcome.WEAK_HIT for o, _ in outcomes]),
        miss=share([o is IronswornOutcome.MISS for o, _ in outcomes]),
        match=share([m for _, m in outcomes]),
        strong_hit_match=share([o is IronswornOutcome.STRONG_HIT and m for o, m in outcomes]),
        miss_match=share([o is IronswornOutcome.MISS and m for o, m in outcomes]),
    )


_CHALLENGES = tuple(
    (first, second)
    for first in range(1, CHALLENGE_DIE + 1)
    for second in range(1, CHALLENGE_DIE + 1)
)


@cache
def score_odds(score: int) -> RollOdds:
    """Return the odds of a fixed score (0..10) against two challenge dice."""
    check_progress_score(score)
    return _tally([(outcome_for(score, a, b), a == b) for a, b in _CHALLENGES])


def progress_odds(progress_score: int) -> RollOdds:
    """Return the odds of a progress roll with ``progress_score`` filled boxes."""
    return score_odds(progress_score)


@cache
def action_odds(
    stat: int,
    adds: int = 0,
    momentum: int = 0,
    burn: BurnPolicy = BurnPolicy.NEVER,
    impacts: int = 0,
) -> RollOdds:
    """Return the odds of an action roll (stat + adds, momentum and a burn policy)."""
    check_roll_stat(stat)
    check_adds(adds)
    check_momentum(momentum, impacts)
    outcomes: list[tuple[IronswornOutcome, bool]] = []
    for die in range(1, ACTION_DIE + 1):
        score, _ = action_score(die, stat, adds, momentum)
        for a, b in _CHALLENGES:
            outcome = outcome_for(score, a, b)
            if momentum > 0 and burn is not BurnPolicy.NEVER:
                burned = outcome_for(momentum, a, b)
                if burned.rank > outcome.rank:
                    outcome = burned
            outcomes.append((outcome, a == b))
    return _tally(outcomes)


@dataclass(frozen=True, slots=True)
class OracleOddsResult:
    """The exact chance of yes, no and a match when asking the oracle at some odds."""

    yes: Fraction
    no: Fraction
    match: Fraction
    yes_match: Fraction
    no_match: Fraction


def oracle_odds(odds: OracleOdds) -> OracleOddsResult:
    """Return the exact chances of a yes/no question at ``odds`` on a d100."""
    rolls = range(1, ORACLE_DIE + 1)
    yes = [roll <= odds.yes_at_most for roll in rolls]
    match = [is_match(roll) for roll in rolls]
    return OracleOddsResult(
        yes=Fraction(sum(yes), ORACLE_DIE),
        no=Fraction(ORACLE_DIE - sum(yes), ORACLE_DIE),
        match=Fraction(sum(match), ORACLE_DIE),
        yes_match=Fraction(sum(y and m for y, m in zip(yes, match, strict=True)), ORACLE_DIE),
        no_match=Fraction(sum(m and not y for y, m in zip(yes, match, strict=True)), ORACLE_DIE),
    )


def row_odds(low: int, high: int) -> Fraction:
    """Return the chance a d100 lands in ``low..high``."""
    return Fraction(high - low + 1, ORACLE_DIE)
