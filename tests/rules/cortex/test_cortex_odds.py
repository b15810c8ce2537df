"""Exact Cortex odds agree with brute-force enumeration over every face (rules-spec B, C)."""

from __future__ import annotations

import itertools
import time
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.cortex import (
    CortexOutcome,
    DicePool,
    Die,
    Difficulty,
    botch_probability,
    difficulty_pool,
    hitch_probability,
    outcome_probabilities,
    probability_to_beat,
    total_distribution,
)
from starshine_desktop.rules.errors import RuleError

small_pools = st.lists(st.sampled_from(list(Die)), min_size=1, max_size=3).map(
    lambda dice: DicePool(tuple(dice))
)


def brute_totals(pool: DicePool, kept: int = 2) -> dict[int, Fraction]:
    """Enumerate every face of every die and take the best ``kept`` non-hitch faces."""
    counts: Counter[int] = Counter()
    faces_per_die = [range(1, die.sides + 1) for die in pool.dice]
    for faces in itertools.product(*faces_per_die):
        usable = sorted((f for f in faces if f != 1), reverse=True)
        counts[sum(usable[:kept])] += 1
    outcomes = sum(counts.values())
    return {total: Fraction(n, outcomes) for total, n in counts.items()}


def brute_hitches(pool: DicePool) -> tuple[Fraction, Fraction]:
    botch = hitch = 0
    faces_per_die = [range(1, die.sides + 1) for die in pool.dice]
    outcomes = 0
    for faces in itertools.product(*faces_per_die):
        outcomes += 1
        botch += all(f == 1 for f in faces)
        hitch += any(f == 1 for f in faces)
    return Fraction(botch, outcomes), Fraction(hitch, outcomes)


def test_two_d4_totals_by_hand() -> None:
    # d4+d4: 16 outcomes. A 1 is a hitch, so totals are 0 (1,1), 2..4 (one die), 4..8.
    distribution = total_distribution(DicePool.of(Die.D4, Die.D4))
    assert distribution[0] == Fraction(1, 16)
    assert distribution[2] == Fraction(2, 16)
    assert distribution[8] == Fraction(1, 16)
    assert sum(distribution.values()) == 1


def test_beating_a_number_counts_ties_as_failure() -> None:
    pool = DicePool.of(Die.D6, Die.D6)
    brute = brute_totals(pool)
    assert probability_to_beat(pool, 12) == 0
    assert probability_to_beat(pool, 11) == brute[12]
    assert probability_to_beat(pool, 0) == 1 - brute[0]


@settings(max_examples=60, deadline=None)
@given(small_pools, st.integers(1, 3))
def test_total_distribution_matches_brute_force(pool: DicePool, kept: int) -> None:
    assert total_distribution(pool, kept) == brute_totals(pool, kept)


@settings(max_examples=60, deadline=None)
@given(small_pools)
def test_distribution_sums_to_one_and_botch_and_hitch_match_brute_force(pool: DicePool) -> None:
    assert sum(total_distribution(pool).values()) == 1
    botch, hitch = brute_hitches(pool)
    assert botch_probability(pool) == botch
    assert hitch_probability(pool) == hitch
    assert total_distribution(pool).get(0, Fraction(0)) == botch


@settings(max_examples=40, deadline=None)
@given(small_pools, st.lists(st.sampled_from(list(Die)), min_size=1, max_size=2))
def test_odds_against_an_opposing_pool_match_brute_force(
    pool: DicePool, opposing_dice: list[Die]
) -> None:
    opposing = DicePool(tuple(opposing_dice))
    mine, theirs = brute_totals(pool), brute_totals(opposing)
    expected = sum(
        (p * q for a, p in mine.items() for b, q in theirs.items() if a > b), start=Fraction(0)
    )
    assert probability_to_beat(pool, opposing) == expected
    heroic = sum(
        (p * q for a, p in mine.items() for b, q in theirs.items() if a - b >= 5),
        start=Fraction(0),
    )
    bands = outcome_probabilities(pool, opposing)
    assert bands[CortexOutcome.HEROIC_SUCCESS] == heroic
    assert bands[CortexOutcome.SUCCESS] == expected - heroic
    assert sum(bands.values()) == 1


@settings(max_examples=60, deadline=None)
@given(small_pools, st.integers(0, 30))
def test_outcome_bands_against_a_number_sum_to_one(pool: DicePool, difficulty: int) -> None:
    bands = outcome_probabilities(pool, difficulty)
    assert sum(bands.values()) == 1
    assert all(p >= 0 for p in bands.values())
    assert bands[CortexOutcome.FAILURE] == 1 - probability_to_beat(pool, difficulty)


@settings(max_examples=30, deadline=None)
@given(small_pools, st.sampled_from(list(Die)), st.integers(0, 24))
def test_adding_a_die_never_lowers_the_odds(pool: DicePool, die: Die, difficulty: int) -> None:
    assert probability_to_beat(pool.add(die), difficulty) >= probability_to_beat(pool, difficulty)


def test_a_pool_of_eight_dice_against_a_rolled_pool_answers_fast() -> None:
    pool = DicePool.of(Die.D12, Die.D12, Die.D10, Die.D10, Die.D8, Die.D8, Die.D6, Die.D4)
    opposing = difficulty_pool(Difficulty.VERY_HARD, [Die.D6] * 6)
    start = time.perf_counter()
    chance = probability_to_beat(pool, opposing)
    elapsed = time.perf_counter() - start
    assert 0 < chance < 1
    assert isinstance(chance, Fraction)
    assert elapsed < 0.5


def test_empty_pools_and_bad_arguments_are_refused() -> None:
    with pytest.raises(RuleError):
        total_distribution(DicePool())
    with pytest.raises(RuleError):
        total_distribution(DicePool.of(Die.D6), kept=0)
    with pytest.raises(RuleError):
        probability_to_beat(DicePool.of(Die.D6), -1)
    with pytest.raises(RuleError):
        outcome_probabilities(DicePool.of(Die.D6), -2)
    with pytest.raises(RuleError):
        botch_probability(DicePool())
    with pytest.raises(RuleError):
        hitch_probability(DicePool())
