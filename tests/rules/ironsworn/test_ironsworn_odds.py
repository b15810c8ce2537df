"""Exact odds, checked against rolling every combination of faces through the engine."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import (
    BurnPolicy,
    IronswornOutcome,
    OracleOdds,
    action_odds,
    action_roll,
    oracle_odds,
    progress_odds,
    progress_roll,
    score_odds,
)
from starshine_desktop.rules.ironsworn.odds import RollOdds, row_odds


def _counted(rolls: list[tuple[IronswornOutcome, bool]]) -> RollOdds:
    total = len(rolls)
    return RollOdds(
        strong_hit=Fraction(sum(o is IronswornOutcome.STRONG_HIT for o, _ in rolls), total),
        weak_hit=Fraction(sum(o is IronswornOutcome.WEAK_HIT for o, _ in rolls), total),
        miss=Fraction(sum(o is IronswornOutcome.MISS for o, _ in rolls), total),
        match=Fraction(sum(m for _, m in rolls), total),
        strong_hit_match=Fraction(
            sum(o is IronswornOutcome.STRONG_HIT and m for o, m in rolls), total
        ),
        miss_match=Fraction(sum(o is IronswornOutcome.MISS and m for o, m in rolls), total),
    )


@pytest.mark.parametrize("score", range(11))
def test_progress_odds_agree_with_every_pair_of_challenge_dice(score: int) -> None:
    rolls = []
    for faces in itertools.product(range(1, 11), repeat=2):
        roll = progress_roll(score, faces)
        rolls.append((roll.outcome, roll.match))
    assert progress_odds(score) == _counted(rolls)


def test_known_progress_odds() -> None:
    assert score_odds(0) == RollOdds(
        Fraction(0), Fraction(0), Fraction(1), Fraction(1, 10), Fraction(0), Fraction(1, 10)
    )
    ten = score_odds(10)
    assert (ten.strong_hit, ten.weak_hit, ten.miss) == (
        Fraction(81, 100),
        Fraction(18, 100),
        Fraction(1, 100),
    )
    five = score_odds(5)
    assert (five.strong_hit, five.weak_hit, five.miss) == (
        Fraction(16, 100),
        Fraction(48, 100),
        Fraction(36, 100),
    )
    with pytest.raises(RuleError, match="0 to 10"):
        score_odds(11)


@pytest.mark.parametrize(
    ("stat", "adds", "momentum", "burn"),
    [
        (1, 0, 0, BurnPolicy.NEVER),
        (3, 2, 2, BurnPolicy.NEVER),
        (2, 0, -3, BurnPolicy.NEVER),
        (2, 1, -6, BurnPolicy.NEVER),
        (5, 6, 0, BurnPolicy.NEVER),
        (2, 0, 7, BurnPolicy.WHEN_BETTER),
        (2, 0, 1, BurnPolicy.WHEN_BETTER),
        (2, 1, 8, BurnPolicy.WHEN_BETTER),
        (3, 0, 4, BurnPolicy.WHEN_BETTER),
        (2, 0, -2, BurnPolicy.WHEN_BETTER),
    ],
)
def test_action_odds_agree_with_every_roll_of_the_engine(
    stat: int, adds: int, momentum: int, burn: BurnPolicy
) -> None:
    rolls = []
    for faces in itertools.product(range(1, 7), range(1, 11), range(1, 11)):
        roll = action_roll(stat, adds, momentum, dice=faces)
        if burn is BurnPolicy.WHEN_BETTER and roll.burn_would_improve:
            roll = roll.burned_with()
        rolls.append((roll.outcome, roll.match))
    odds = action_odds(stat, adds, momentum, burn)
    assert odds == _counted(rolls)
    assert odds.total == 1
    assert odds.match == Fraction(1, 10)


def test_the_cap_of_ten_makes_high_adds_no_better() -> None:
    assert action_odds(3, 7) == action_odds(3, 10) == action_odds(4, 6)
    assert action_odds(3, 7).strong_hit == Fraction(81, 100)


def test_burning_when_better_never_lowers_the_chance_of_a_hit() -> None:
    plain = action_odds(2, 0, 6)
    burning = action_odds(2, 0, 6, BurnPolicy.WHEN_BETTER)
    assert burning.strong_hit > plain.strong_hit
    assert burning.miss < plain.miss
    assert burning.of(IronswornOutcome.WEAK_HIT) == burning.weak_hit


def test_negative_momentum_worsens_the_odds() -> None:
    assert action_odds(2, 0, -3).miss > action_odds(2, 0, 0).miss


@pytest.mark.parametrize(
    ("odds", "yes"),
    [
        (OracleOdds.SMALL_CHANCE, 10),
        (OracleOdds.UNLIKELY, 25),
        (OracleOdds.FIFTY_FIFTY, 50),
        (OracleOdds.LIKELY, 75),
        (OracleOdds.ALMOST_CERTAIN, 90),
    ],
)
def test_oracle_yes_odds(odds: OracleOdds, yes: int) -> None:
    result = oracle_odds(odds)
    assert result.yes == Fraction(yes, 100)
    assert result.yes + result.no == 1
    assert result.match == Fraction(1, 10)
    assert result.yes_match + result.no_match == result.match
    assert result.yes_match == Fraction(len([n for n in range(11, 100, 11) if n <= yes]), 100)


def test_row_odds() -> None:
    assert row_odds(96, 100) == Fraction(1, 20)
    assert row_odds(1, 100) == 1
