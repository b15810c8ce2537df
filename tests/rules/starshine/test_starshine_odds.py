"""Exact odds of Starshine pools (rules-spec B) and the ``odds starshine`` command (F)."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from fractions import Fraction

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.starshine.odds import (
    achieve_probability,
    highest_distribution,
    lowest_distribution,
    number_result_distribution,
    starshine_odds,
    to_decimal,
)


@pytest.mark.parametrize("dice", [1, 2, 3, 4])
def test_distributions_match_enumerating_every_roll(dice: int) -> None:
    rolls = list(itertools.product(range(1, 7), repeat=dice))
    total = len(rolls)
    for face in range(1, 7):
        assert highest_distribution(dice)[face] == Fraction(
            sum(max(r) == face for r in rolls), total
        )
        assert lowest_distribution(dice)[face] == Fraction(
            sum(min(r) == face for r in rolls), total
        )
        assert achieve_probability(dice, face) == Fraction(sum(face in r for r in rolls), total)


def test_achieve_is_one_minus_five_sixths_to_the_n() -> None:
    assert achieve_probability(40, 3) == 1 - Fraction(5, 6) ** 40
    assert sum(highest_distribution(40).values()) == 1
    assert sum(lowest_distribution(40).values()) == 1


def test_zero_dice_gives_zero_everywhere_and_a_sure_miss() -> None:
    assert achieve_probability(0, 6) == 0
    assert set(highest_distribution(0).values()) == {Fraction(0)}
    assert set(lowest_distribution(0).values()) == {Fraction(0)}
    assert number_result_distribution(0)["miss"] == 1


def test_number_result_picking_the_highest_die() -> None:
    result = number_result_distribution(2)
    assert result["miss"] == 0 and result["6"] == Fraction(11, 36)
    odds = starshine_odds(2, 6)
    assert odds.achieve == Fraction(11, 36) and odds.number_result == result


def test_bad_dice_or_target_raise_rule_error() -> None:
    with pytest.raises(RuleError, match="Target is 1 to 6"):
        achieve_probability(2, 7)
    with pytest.raises(RuleError, match="number of dice"):
        highest_distribution(-1)


def test_to_decimal_rounds_half_up_to_six_places() -> None:
    assert to_decimal(Fraction(1, 216)) == 0.00463
    assert to_decimal(Fraction(1, 8_000_000)) == 0.0  # 0.000000125
    assert to_decimal(Fraction(5, 10_000_000)) == 0.000001  # exactly half: up
    assert to_decimal(Fraction(1)) == 1.0


def _odds(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "odds", "starshine", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_odds_command_with_target_and_without() -> None:
    result = _odds("--dice", "2", "--target", "4")
    assert result.returncode == 0 and json.loads(result.stdout) == {"achieve": 0.305556}
    data = json.loads(_odds("--dice", "1").stdout)
    assert data["highest"] == {str(k): 0.166667 for k in range(1, 7)}
    assert data["lowest"] == data["highest"]
    zero = json.loads(_odds("--dice", "0").stdout)
    assert set(zero["highest"].values()) == {0} and set(zero["lowest"].values()) == {0}


def test_odds_command_bad_input_exits_2_with_one_line() -> None:
    for args in (("--dice", "-1"), ("--dice", "2", "--target", "0"), ("--dice", "x")):
        result = _odds(*args)
        assert result.returncode == 2 and result.stdout == ""
        assert result.stderr.count("\n") == 1
