"""Action-Based Resolution and Action Order (seed 002's mods, rules-spec C; Cortex-style dice)."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.cortex import (
    ActionOrder,
    CortexOutcome,
    DicePool,
    Die,
    Difficulty,
    action_odds,
    best_result,
    difficulty_pool,
    judge,
    judge_action,
    outcome_probabilities,
    reaction_odds,
    resolve_action,
    roll_from_faces,
)
from starshine_desktop.rules.cortex.action import GM
from starshine_desktop.rules.errors import RuleError


def test_a_tie_goes_to_the_action_where_a_test_would_fail() -> None:
    """Seed 002: "the GM's difficulty total or the reaction total must exceed the action's
    total for the action to fail"."""
    tie = judge_action(7, 7)
    assert tie.succeeded and tie.outcome is CortexOutcome.SUCCESS and tie.margin == 0
    assert judge(7, 7).outcome is CortexOutcome.FAILURE  # a test: a tie fails
    assert judge_action(7, 8).outcome is CortexOutcome.FAILURE
    assert judge_action(12, 7).outcome is CortexOutcome.HEROIC_SUCCESS
    assert judge_action(12, 7).effect_steps == 1
    assert judge_action(17, 7).effect_steps == 2
    assert judge_action(11, 7).outcome is CortexOutcome.SUCCESS
    with pytest.raises(RuleError, match="total is 0 or more"):
        judge_action(-1, 3)


def test_resolve_action_steps_the_actions_effect_die() -> None:
    action = best_result(roll_from_faces(DicePool.of(Die.D12, Die.D10, Die.D6), [11, 9, 4]))
    reaction = best_result(roll_from_faces(DicePool.of(Die.D8, Die.D8), [8, 6]))
    resolved = resolve_action(action, reaction)
    assert resolved.judgement.margin == 20 - 14
    assert resolved.effect_die is Die.D8  # the d6 stepped up once
    assert resolve_action(action, 20).judgement.outcome is CortexOutcome.SUCCESS
    assert resolve_action(action, 21).judgement.outcome is CortexOutcome.FAILURE


def _brute(pool: DicePool) -> Counter[int]:
    counts: Counter[int] = Counter()
    for faces in itertools.product(*(range(1, die.sides + 1) for die in pool.dice)):
        counts[best_result(roll_from_faces(pool, list(faces))).total] += 1
    return counts


def _brute_odds(action: DicePool, reaction: DicePool) -> dict[CortexOutcome, Fraction]:
    mine, theirs = _brute(action), _brute(reaction)
    ways: Counter[CortexOutcome] = Counter()
    for a, x in mine.items():
        for r, y in theirs.items():
            ways[judge_action(a, r).outcome] += x * y
    total = sum(mine.values()) * sum(theirs.values())
    return {outcome: Fraction(ways[outcome], total) for outcome in CortexOutcome}


pools = st.lists(st.sampled_from([Die.D4, Die.D6, Die.D8]), min_size=1, max_size=3).map(
    lambda dice: DicePool(tuple(dice))
)


@settings(max_examples=25, deadline=None)
@given(pools, pools)
def test_action_odds_are_exact_against_every_face(action: DicePool, reaction: DicePool) -> None:
    assert action_odds(action, reaction) == _brute_odds(action, reaction)


def test_action_odds_against_difficulty_dice_and_a_number() -> None:
    action = DicePool.of(Die.D8, Die.D6)
    gm = difficulty_pool(Difficulty.EASY)
    odds = action_odds(action, gm)
    assert odds == _brute_odds(action, gm)
    assert sum(odds.values()) == 1
    # A tie succeeding makes an action likelier than the same roll as a test.
    assert odds[CortexOutcome.FAILURE] < outcome_probabilities(action, gm)[CortexOutcome.FAILURE]
    fixed = action_odds(DicePool.of(Die.D4, Die.D4), 8)
    assert fixed[CortexOutcome.FAILURE] == 1 - Fraction(1, 16)  # only 4 + 4 reaches 8


def test_reaction_odds_once_the_actions_total_is_known() -> None:
    gm = difficulty_pool(Difficulty.CHALLENGING)
    counts = _brute(gm)
    outcomes = sum(counts.values())
    odds = reaction_odds(9, gm)
    assert odds[CortexOutcome.FAILURE] == Fraction(
        sum(w for t, w in counts.items() if t > 9), outcomes
    )
    assert odds[CortexOutcome.HEROIC_SUCCESS] == Fraction(
        sum(w for t, w in counts.items() if t <= 4), outcomes
    )
    assert sum(odds.values()) == 1


def test_action_order_hands_off_among_those_yet_to_act() -> None:
    order = ActionOrder.begin(["Ada", "Bo", "Ogre"], first="Bo")
    assert (order.round, order.current, order.chooser) == (1, "Bo", "Bo")
    assert order.choices() == ["Ada", "Ogre"]
    with pytest.raises(RuleError, match="Bo has already acted in round 1"):
        order.hand_off("Bo")
    order.hand_off("Ogre")
    order.hand_off("Ada")
    assert order.round_over and order.acted == ["Bo", "Ogre", "Ada"]
    # The one who went last picks who goes first next round (it could be themselves).
    assert order.chooser == "Ada" and order.choices() == ["Ada", "Bo", "Ogre"]
    order.hand_off("Ada")
    assert (order.round, order.current, order.acted) == (2, "Ada", ["Ada"])
    assert order.log == [
        "Round 1: the GM picks Bo to go first",
        "Round 1: Bo hands the action to Ogre",
        "Round 1: Ogre hands the action to Ada",
        "Round 2: Ada, who went last, picks Ada to go first",
    ]


def test_action_order_when_someone_is_taken_out() -> None:
    order = ActionOrder.begin(["Ada", "Bo", "Ogre"], first="Ada")
    order.hand_off("Ogre")
    order.take_out("Ogre")  # taken out on their own turn: the GM picks who goes next
    assert order.current is None and order.chooser == GM
    assert order.choices() == ["Bo"]
    order.hand_off("Bo")
    assert order.round_over and order.chooser == "Bo"
    order.take_out("Ada")
    order.take_out("Bo")
    assert order.ended and order.chooser is None and order.choices() == []
    with pytest.raises(RuleError, match="nobody is left"):
        order.hand_off("Ada")


def test_action_order_refuses_bad_names() -> None:
    with pytest.raises(RuleError, match="a name is repeated"):
        ActionOrder.begin(["Ada", "Ada"], first="Ada")
    with pytest.raises(RuleError, match="name every character"):
        ActionOrder.begin(["Ada", " "], first="Ada")
    with pytest.raises(RuleError, match="'Cy' is not in the action order"):
        ActionOrder.begin(["Ada"], first="Cy")
    order = ActionOrder.begin(["Ada", "Bo"], first="Ada")
    with pytest.raises(RuleError, match="'Cy' is not in the action order"):
        order.hand_off("Cy")
    assert order.current == "Ada" and order.acted == ["Ada"]
