"""The three rolls of a d(F+O): exact odds against enumeration, and faces read in."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import (
    roll_successes,
    success_chance,
    success_distribution,
)


def test_the_seeds_example_is_seven_in_sixteen() -> None:
    assert success_chance(7, 9) == Fraction(7, 16)
    distribution = success_distribution(7, 9)
    assert distribution[3] == Fraction(343, 4096)
    assert distribution[0] == Fraction(729, 4096)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 12), st.integers(0, 12))
def test_distribution_matches_enumeration_of_every_face(favouring: int, opposing: int) -> None:
    if favouring + opposing == 0:
        with pytest.raises(RuleError):
            success_distribution(favouring, opposing)
        return
    sides = favouring + opposing
    counts = [0, 0, 0, 0]
    for faces in itertools.product(range(1, sides + 1), repeat=3):
        counts[roll_successes(favouring, opposing, faces).successes] += 1
    expected = {k: Fraction(n, sides**3) for k, n in enumerate(counts)}
    assert success_distribution(favouring, opposing) == expected
    assert sum(success_distribution(favouring, opposing).values()) == 1


def test_a_success_is_f_or_less() -> None:
    roll = roll_successes(7, 9, [7, 8, 1])
    assert (roll.sides, roll.successes, roll.failures) == (16, 2, 1)


def test_faces_are_checked_and_random_rolls_use_the_source() -> None:
    with pytest.raises(RuleError, match="d16 shows 1 to 16, not 17"):
        roll_successes(7, 9, [17, 1, 1])
    with pytest.raises(RuleError, match="3 times, not 2"):
        roll_successes(7, 9, [1, 1])
    with pytest.raises(RuleError, match="random source"):
        roll_successes(7, 9)
    with pytest.raises(RuleError):
        roll_successes(-1, 9, [1, 1, 1])
    first = roll_successes(3, 4, rng=random.Random(5))
    assert first == roll_successes(3, 4, rng=random.Random(5))
    assert all(1 <= face <= 7 for face in first.faces)
