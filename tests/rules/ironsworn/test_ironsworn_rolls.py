"""Action and progress rolls: every band, matches, the cap, burning and cancelling."""

from __future__ import annotations

import random

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import (
    BurnPolicy,
    GivenDice,
    IronswornOutcome,
    action_odds,
    action_roll,
    decisive_action_outcome,
    outcome_for,
    progress_roll,
)
from starshine_desktop.rules.ironsworn.rolls import burn_could_help


@pytest.mark.parametrize(
    ("faces", "score", "outcome", "match"),
    [
        ((4, 3, 5), 6, IronswornOutcome.STRONG_HIT, False),  # 4 + 2: beats 3 and 5
        ((4, 3, 8), 6, IronswornOutcome.WEAK_HIT, False),  # beats 3 only
        (
            (4, 8, 3),
            6,
            IronswornOutcome.WEAK_HIT,
            False,
        ),  # order of the challenge dice does not matter
        ((4, 6, 9), 6, IronswornOutcome.MISS, False),  # equal to a die does not beat it
        ((4, 6, 6), 6, IronswornOutcome.MISS, True),  # a miss with a match
        ((4, 2, 2), 6, IronswornOutcome.STRONG_HIT, True),  # a strong hit with a match
        ((1, 3, 3), 3, IronswornOutcome.MISS, True),
    ],
)
def test_action_roll_bands(
    faces: tuple[int, int, int], score: int, outcome: IronswornOutcome, match: bool
) -> None:
    roll = action_roll(2, dice=faces)
    assert roll.action_score == score
    assert roll.outcome is outcome
    assert roll.match is match
    assert roll.momentum_after == 0
    assert roll.challenge_dice == faces[1:]


def test_adds_stack_and_the_action_score_is_capped_at_ten() -> None:
    assert action_roll(3, 1, dice=(5, 1, 1)).action_score == 9
    capped = action_roll(3, 4, dice=(6, 9, 9))
    assert capped.action_score == 10
    assert capped.outcome is IronswornOutcome.STRONG_HIT
    assert action_roll(5, 10, dice=(6, 10, 1)).action_score == 10
    assert (
        action_roll(5, 10, dice=(6, 10, 1)).outcome is IronswornOutcome.WEAK_HIT
    )  # 10 never beats 10


def test_burning_positive_momentum_replaces_the_score_and_resets_momentum() -> None:
    roll = action_roll(2, 0, 7, dice=(1, 5, 6), burn=True)
    assert roll.burned
    assert roll.rolled_score == 3
    assert roll.action_score == 7
    assert roll.outcome is IronswornOutcome.STRONG_HIT
    assert roll.rolled_outcome is IronswornOutcome.MISS
    assert roll.momentum_after == 2


def test_the_reset_after_burning_depends_on_impacts() -> None:
    assert action_roll(2, 0, 7, dice=(1, 5, 6), burn=True, impacts=1).momentum_after == 1
    assert action_roll(2, 0, 7, dice=(1, 5, 6), burn=True, impacts=2).momentum_after == 0
    assert action_roll(2, 0, 7, dice=(1, 5, 6), burn=True, impacts=3).momentum_after == 0


@pytest.mark.parametrize(
    ("momentum", "dice", "why"),
    [
        (1, (6, 2, 2), "momentum \\+1 gives a miss and the action score 9 a strong hit"),
        (3, (3, 2, 4), "momentum \\+3 gives a weak hit and the action score 5 a strong hit"),
        (6, (5, 4, 5), "momentum \\+6 gives a strong hit and the action score 7 a strong hit"),
    ],
)
def test_a_burn_that_would_not_help_is_refused(
    momentum: int, dice: tuple[int, int, int], why: str
) -> None:
    """Burning is accepted only where it helps (a better band); it used to turn a strong hit
    into a weak hit and still reset momentum."""
    stat = 3 if momentum == 1 else 2
    with pytest.raises(RuleError, match=f"it helps only when momentum beats more.*{why}"):
        action_roll(stat, 0, momentum, dice=dice, burn=True)
    roll = action_roll(stat, 0, momentum, dice=dice)
    assert roll.can_burn and not roll.burn_would_improve
    with pytest.raises(RuleError, match="so nothing is burned"):
        roll.burned_with()


def test_burn_is_not_allowed_with_zero_or_negative_momentum() -> None:
    for momentum in (0, -2):
        with pytest.raises(RuleError, match="only positive momentum"):
            action_roll(2, 0, momentum, dice=(3, 5, 6), burn=True)
        roll = action_roll(2, 0, momentum, dice=(3, 5, 6))
        assert roll.momentum_after == momentum
        assert not roll.can_burn
        with pytest.raises(RuleError, match="only positive momentum"):
            roll.burned_with()


def test_burn_could_help_exactly_when_burning_changes_the_odds() -> None:
    """The GUI offers the burn only where ``burn_could_help``: that is, exactly where burning
    when it helps changes the exact odds of the roll."""
    offered = 0
    for stat in range(6):
        for adds in range(5):
            for momentum in range(-6, 11):
                helps = action_odds(stat, adds, momentum, BurnPolicy.WHEN_BETTER) != action_odds(
                    stat, adds, momentum
                )
                assert burn_could_help(stat, adds, momentum) is helps, (stat, adds, momentum)
                offered += helps
    assert 0 < offered < 6 * 5 * 17
    assert burn_could_help(2, 0, 6) and not burn_could_help(5, 5, 6)


def test_burn_after_seeing_the_dice() -> None:
    roll = action_roll(2, 0, 6, dice=(2, 5, 7))
    assert roll.outcome is IronswornOutcome.MISS
    assert roll.can_burn and not roll.burned_with(0).can_burn
    assert roll.burn_would_improve
    burned = roll.burned_with(impacts=0)
    assert burned.outcome is IronswornOutcome.WEAK_HIT
    assert burned.momentum_after == 2
    with pytest.raises(RuleError, match="already burned"):
        burned.burned_with()
    no_help = action_roll(2, 0, 3, dice=(6, 5, 7))
    assert not no_help.burn_would_improve


def test_negative_momentum_equal_to_the_action_die_cancels_it() -> None:
    roll = action_roll(2, 1, -4, dice=(4, 2, 5))
    assert roll.die_cancelled
    assert roll.action_score == 3
    assert roll.outcome is IronswornOutcome.WEAK_HIT
    assert roll.momentum_after == -4
    other = action_roll(2, 1, -4, dice=(5, 2, 5))
    assert not other.die_cancelled and other.action_score == 8
    assert action_roll(2, 1, -6, dice=(6, 2, 5)).action_score == 3


def test_the_action_roll_refuses_illegal_values() -> None:
    with pytest.raises(RuleError, match="given face 1 is 7, but a d6 shows 1 to 6"):
        action_roll(2, dice=(7, 1, 1))
    with pytest.raises(RuleError, match="given face 2 is 11, but a d10 shows 1 to 10"):
        action_roll(2, dice=(3, 11, 1))
    with pytest.raises(RuleError, match="given face 3 is 0, but a d10 shows 1 to 10"):
        action_roll(2, dice=(3, 4, 0))
    with pytest.raises(RuleError, match="more than the 2 given"):
        action_roll(2, dice=(3, 4))
    with pytest.raises(RuleError, match="stat, meter or rank"):
        action_roll(6, dice=(3, 4, 5))
    with pytest.raises(RuleError, match="adds are 0 to 10"):
        action_roll(2, -1, dice=(3, 4, 5))
    with pytest.raises(RuleError, match="momentum runs from -6"):
        action_roll(2, 0, -7, dice=(3, 4, 5))
    with pytest.raises(RuleError, match=r"max momentum \+8"):
        action_roll(2, 0, 9, dice=(3, 4, 5), impacts=2)


def test_a_random_roll_uses_the_injected_generator() -> None:
    first = action_roll(2, dice=random.Random(5))
    second = action_roll(2, dice=random.Random(5))
    assert first == second
    same = random.Random(5)
    assert (first.action_die, *first.challenge_dice) == tuple(
        same.randint(1, sides) for sides in (6, 10, 10)
    )


def test_given_dice_are_read_in_order() -> None:
    dice = GivenDice([3, 4, 5, 6, 7])
    action_roll(2, dice=dice)
    assert (dice.used, dice.remaining) == (3, 2)
    assert progress_roll(4, dice).challenge_dice == (6, 7)


@pytest.mark.parametrize(
    ("score", "faces", "outcome", "match"),
    [
        (5, (3, 4), IronswornOutcome.STRONG_HIT, False),
        (5, (5, 4), IronswornOutcome.WEAK_HIT, False),
        (5, (5, 5), IronswornOutcome.MISS, True),
        (0, (1, 1), IronswornOutcome.MISS, True),
        (10, (9, 9), IronswornOutcome.STRONG_HIT, True),
        (10, (10, 10), IronswornOutcome.MISS, True),
        (10, (10, 3), IronswornOutcome.WEAK_HIT, False),
    ],
)
def test_progress_roll_bands(
    score: int, faces: tuple[int, int], outcome: IronswornOutcome, match: bool
) -> None:
    roll = progress_roll(score, faces)
    assert (roll.progress_score, roll.outcome, roll.match) == (score, outcome, match)


def test_progress_roll_refuses_scores_outside_zero_to_ten() -> None:
    for score in (-1, 11):
        with pytest.raises(RuleError, match="0 to 10 filled boxes"):
            progress_roll(score, (1, 1))


def test_outcome_for_counts_dice_strictly_beaten() -> None:
    assert outcome_for(7, 6, 6) is IronswornOutcome.STRONG_HIT
    assert outcome_for(7, 7, 6) is IronswornOutcome.WEAK_HIT
    assert outcome_for(7, 7, 7) is IronswornOutcome.MISS


def test_take_decisive_action_in_a_bad_spot_downgrades() -> None:
    assert (
        decisive_action_outcome(IronswornOutcome.STRONG_HIT, False, True)
        is IronswornOutcome.STRONG_HIT
    )
    assert (
        decisive_action_outcome(IronswornOutcome.STRONG_HIT, False, False)
        is IronswornOutcome.WEAK_HIT
    )
    assert (
        decisive_action_outcome(IronswornOutcome.STRONG_HIT, True, False)
        is IronswornOutcome.STRONG_HIT
    )
    assert decisive_action_outcome(IronswornOutcome.WEAK_HIT, False, False) is IronswornOutcome.MISS
    assert decisive_action_outcome(IronswornOutcome.MISS, True, False) is IronswornOutcome.MISS
    assert IronswornOutcome.STRONG_HIT.label == "strong hit"
