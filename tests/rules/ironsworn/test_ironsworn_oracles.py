"""Oracle rolls, "roll twice", and Ask the Oracle with matches."""

from __future__ import annotations

import random

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import (
    GivenDice,
    OracleOdds,
    answer,
    ask_the_oracle,
    find_table,
    is_match,
    look_up,
    oracle_tables,
    roll_oracle,
)


def test_an_ordinary_roll_gives_one_result() -> None:
    result = roll_oracle(find_table("Confront Chaos"), [42])
    assert result.roll == 42
    assert result.results == ("Harrowing visions or prophesies",)
    assert result.extra == ()


def test_roll_twice_gives_two_results() -> None:
    result = roll_oracle(find_table("Pay the Price"), [100, 1, 82])
    assert result.row.roll_twice
    assert [extra.roll for extra in result.extra] == [1, 82]
    assert result.results == (
        "A trusted individual or community acts against you",
        "You are stressed",
    )


def test_roll_twice_rerolls_a_repeat_of_itself_and_duplicates() -> None:
    dice = GivenDice([91, 95, 1, 3, 92, 6])
    result = roll_oracle(find_table("Make a Discovery"), dice)
    assert dice.remaining == 0
    assert [extra.roll for extra in result.extra] == [1, 6]
    assert result.results == (
        "Abundant and unusual life",
        "Archive or map with revelatory details",
    )


def test_roll_twice_needs_enough_given_faces() -> None:
    with pytest.raises(RuleError, match="give one more d100"):
        roll_oracle(find_table("Pay the Price"), [99, 5])


def test_random_roll_twice_always_ends_in_two_different_ordinary_results() -> None:
    rng = random.Random(11)
    table = find_table("Pay the Price")
    for _ in range(300):
        result = roll_oracle(table, rng)
        if result.row.roll_twice:
            assert len(result.extra) == 2
            assert len(set(result.results)) == 2
            assert not any(extra.row.roll_twice for extra in result.extra)
        else:
            assert len(result.results) == 1


def test_look_up_does_not_resolve_roll_twice() -> None:
    result = look_up(find_table("Pay the Price"), 96)
    assert result.results == ("Roll twice",)


def test_every_table_rolls_within_range() -> None:
    rng, same = random.Random(3), random.Random(3)
    for table in oracle_tables():
        result = roll_oracle(table, rng)
        assert result.roll == same.randint(1, 100)  # one d100 from the injected generator
        assert result.results == look_up(table, result.roll).results
        with pytest.raises(RuleError, match="1 to 100"):
            roll_oracle(table, [0])


def test_matches_are_the_doubles_and_one_hundred() -> None:
    assert [roll for roll in range(1, 101) if is_match(roll)] == [
        11,
        22,
        33,
        44,
        55,
        66,
        77,
        88,
        99,
        100,
    ]
    with pytest.raises(RuleError, match="1 to 100"):
        is_match(0)


@pytest.mark.parametrize(
    ("odds", "roll", "yes", "match"),
    [
        (OracleOdds.SMALL_CHANCE, 10, True, False),
        (OracleOdds.SMALL_CHANCE, 11, False, True),
        (OracleOdds.UNLIKELY, 25, True, False),
        (OracleOdds.UNLIKELY, 26, False, False),
        (OracleOdds.FIFTY_FIFTY, 50, True, False),
        (OracleOdds.FIFTY_FIFTY, 51, False, False),
        (OracleOdds.LIKELY, 75, True, False),
        (OracleOdds.LIKELY, 77, False, True),
        (OracleOdds.ALMOST_CERTAIN, 90, True, False),
        (OracleOdds.ALMOST_CERTAIN, 100, False, True),
        (OracleOdds.ALMOST_CERTAIN, 1, True, False),
    ],
)
def test_ask_the_oracle_by_odds(odds: OracleOdds, roll: int, yes: bool, match: bool) -> None:
    reply = ask_the_oracle(odds, [roll])
    assert (reply.yes, reply.match, reply.roll) == (yes, match, roll)
    assert answer(odds, roll) == reply


def test_odds_are_read_by_name_or_id() -> None:
    assert OracleOdds.parse("50/50") is OracleOdds.FIFTY_FIFTY
    assert OracleOdds.parse("Almost Certain") is OracleOdds.ALMOST_CERTAIN
    assert OracleOdds.parse("small_chance") is OracleOdds.SMALL_CHANCE
    assert OracleOdds.LIKELY.label == "Likely"
    with pytest.raises(RuleError, match="odds are one of Small chance"):
        OracleOdds.parse("certain")
    with pytest.raises(RuleError, match="1 to 100"):
        answer(OracleOdds.LIKELY, 101)
