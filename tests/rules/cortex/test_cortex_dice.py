"""Cortex dice, pools, rolls, totals, effect dice and judgements (rules-spec C)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.cortex import (
    CortexOutcome,
    DicePool,
    Die,
    Difficulty,
    best_result,
    choose_result,
    difficulty_pool,
    judge,
    parse_pool,
    roll_dice,
    roll_from_faces,
    roll_pool,
    step_effect,
)
from starshine_desktop.rules.errors import RuleError

dice_st = st.sampled_from(list(Die))


def test_dice_step_in_order_and_stop_at_the_ends() -> None:
    assert [d.label for d in Die] == ["d4", "d6", "d8", "d10", "d12"]
    assert Die.D4.stepped_up() is Die.D6
    assert Die.D8.stepped_up(2) is Die.D12
    assert Die.D12.stepped_up() is None
    assert Die.D6.stepped_down() is Die.D4
    assert Die.D4.stepped_down() is None


@pytest.mark.parametrize("text", ["d7", "d0", "6", "dd6", "d", "x", "d20", "d-4", ""])
def test_parse_refuses_anything_but_the_five_dice(text: str) -> None:
    with pytest.raises(RuleError, match="not a Cortex die"):
        Die.parse(text)


def test_parse_pool_reads_case_and_spaces() -> None:
    assert parse_pool(" D8, d6,d6 ").dice == (Die.D8, Die.D6, Die.D6)
    for junk in ["", ",", "d6,,d8", "d6,"]:
        with pytest.raises(RuleError):
            parse_pool(junk)


def test_pool_steps_a_d4_down_out_of_the_pool_and_refuses_to_step_a_d12_up() -> None:
    pool = DicePool.of(Die.D4, Die.D12, Die.D6)
    assert pool.dice == (Die.D12, Die.D6, Die.D4)
    assert pool.step_down(Die.D4).dice == (Die.D12, Die.D6)
    assert pool.step_down(Die.D6).dice == (Die.D12, Die.D4, Die.D4)
    assert pool.step_up(Die.D6).dice == (Die.D12, Die.D8, Die.D4)
    with pytest.raises(RuleError, match="d12 cannot be stepped up"):
        pool.step_up(Die.D12)
    with pytest.raises(RuleError, match="no d8"):
        pool.remove(Die.D8)
    assert pool.add(Die.D8).label == "d12,d8,d6,d4"
    assert pool.contains(DicePool.of(Die.D12, Die.D4))
    assert not pool.contains(DicePool.of(Die.D4, Die.D4))


def test_a_pool_holds_only_cortex_dice() -> None:
    with pytest.raises(RuleError):
        DicePool((7,))  # type: ignore[arg-type]


def test_the_spec_example_uses_two_dice_and_leaves_a_d4_effect() -> None:
    result = best_result(roll_from_faces(parse_pool("d8,d6,d6"), [5, 1, 4]))
    assert result.total == 9
    assert result.hitches == 1
    assert not result.botch
    assert result.effect_die is Die.D4
    assert result.effect_index is None


def test_effect_die_is_the_largest_die_left_by_size_not_face() -> None:
    roll = roll_dice([Die.D4, Die.D6, Die.D12, Die.D8], [4, 6, 2, 3])
    result = best_result(roll)
    assert result.total == 10
    assert result.effect_die is Die.D12


def test_a_hitch_is_never_the_effect_die() -> None:
    roll = roll_dice([Die.D12, Die.D6, Die.D6, Die.D4], [1, 5, 4, 3])
    result = best_result(roll)
    assert result.total == 9
    assert result.effect_die is Die.D4


def test_equal_faces_put_the_smaller_die_in_the_total() -> None:
    roll = roll_dice([Die.D12, Die.D6, Die.D8], [6, 6, 6])
    result = best_result(roll)
    assert result.total == 12
    assert result.effect_die is Die.D12


def test_all_hitches_are_a_botch_with_total_zero_and_a_d4_effect() -> None:
    result = best_result(roll_dice([Die.D8, Die.D6], [1, 1]))
    assert result.botch
    assert result.hitches == 2
    assert result.total == 0
    assert result.effect_die is Die.D4
    assert result.against(0).outcome is CortexOutcome.FAILURE


def test_a_single_die_totals_alone() -> None:
    result = best_result(roll_dice([Die.D10], [7]))
    assert result.total == 7
    assert result.effect_die is Die.D4


def test_plot_points_add_dice_to_the_total_which_cannot_be_effect_dice() -> None:
    roll = roll_dice([Die.D12, Die.D10, Die.D8, Die.D6], [9, 8, 7, 5])
    one = best_result(roll, extra_dice=1)
    assert one.total == 24
    assert one.plot_points_spent == 1
    assert one.effect_die is Die.D6
    two = best_result(roll, extra_dice=2)
    assert two.total == 29
    assert two.effect_die is Die.D4
    with pytest.raises(RuleError):
        best_result(roll, extra_dice=-1)


def test_choose_result_checks_the_rules_of_a_hand_made_choice() -> None:
    roll = roll_dice([Die.D12, Die.D8, Die.D6, Die.D4], [2, 7, 1, 4])
    chosen = choose_result(roll, [1, 3], 0)
    assert (chosen.total, chosen.effect_die) == (11, Die.D12)
    with pytest.raises(RuleError, match="hitch"):
        choose_result(roll, [1, 2], 0)
    with pytest.raises(RuleError, match="hitch"):
        choose_result(roll, [1, 3], 2)
    with pytest.raises(RuleError, match="in the total"):
        choose_result(roll, [1, 3], 1)
    with pytest.raises(RuleError, match="two dice"):
        choose_result(roll, [1], 0)
    with pytest.raises(RuleError, match="once"):
        choose_result(roll, [1, 1], 0)
    with pytest.raises(RuleError, match="no die number"):
        choose_result(roll, [1, 9], None)
    assert choose_result(roll, [0, 1, 3], None).plot_points_spent == 1


def test_faces_are_checked_against_the_die() -> None:
    with pytest.raises(RuleError, match="d6 shows 1 to 6, not 7"):
        roll_dice([Die.D6], [7])
    with pytest.raises(RuleError, match="not 0"):
        roll_dice([Die.D6], [0])
    with pytest.raises(RuleError, match="one face per die"):
        roll_dice([Die.D6, Die.D8], [3])
    with pytest.raises(RuleError, match="at least one die"):
        roll_dice([], [])


def test_beat_means_strictly_greater_and_each_full_five_steps_the_effect() -> None:
    assert judge(10, 10).outcome is CortexOutcome.FAILURE
    assert judge(9, 10).outcome is CortexOutcome.FAILURE
    assert judge(11, 10).outcome is CortexOutcome.SUCCESS
    assert judge(14, 10).effect_steps == 0
    heroic = judge(15, 10)
    assert (heroic.outcome, heroic.effect_steps) == (CortexOutcome.HEROIC_SUCCESS, 1)
    assert judge(19, 10).effect_steps == 1
    assert judge(20, 10).effect_steps == 2
    with pytest.raises(RuleError):
        judge(5, -1)


def test_heroic_steps_stop_the_effect_die_at_d12() -> None:
    assert step_effect(Die.D6, 1) is Die.D8
    assert step_effect(Die.D10, 3) is Die.D12
    assert step_effect(Die.D8, 0) is Die.D8
    roll = roll_dice([Die.D10, Die.D10, Die.D6], [10, 10, 3])
    assert best_result(roll).heroic_effect_die(9) is Die.D10
    assert best_result(roll).heroic_effect_die(15) is Die.D8
    assert best_result(roll).heroic_effect_die(16) is Die.D6


@pytest.mark.parametrize(
    ("level", "die"),
    [
        (Difficulty.VERY_EASY, Die.D4),
        (Difficulty.EASY, Die.D6),
        (Difficulty.CHALLENGING, Die.D8),
        (Difficulty.HARD, Die.D10),
        (Difficulty.VERY_HARD, Die.D12),
    ],
)
def test_difficulty_levels_are_two_dice_and_the_gm_may_add_more(
    level: Difficulty, die: Die
) -> None:
    assert difficulty_pool(level).dice == (die, die)
    assert len(difficulty_pool(level, [Die.D6, Die.D6])) == 4
    assert Difficulty.parse(level.label) is level


def test_difficulty_parse_refuses_unknown_levels() -> None:
    with pytest.raises(RuleError):
        Difficulty.parse("impossible")


def test_random_rolls_come_from_the_injected_source() -> None:
    pool = parse_pool("d12,d10,d8,d6,d4")
    first = roll_pool(pool, random.Random(7))
    assert first == roll_pool(pool, random.Random(7))
    assert all(1 <= f <= d.sides for d, f in zip(first.dice, first.faces, strict=True))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(dice_st, st.integers(1, 12)), min_size=1, max_size=7))
def test_best_result_invariants(pairs: list[tuple[Die, int]]) -> None:
    dice = [d for d, _ in pairs]
    faces = [min(f, d.sides) for d, f in pairs]
    result = best_result(roll_dice(dice, faces))
    usable = sorted((f for f in faces if f != 1), reverse=True)
    assert result.total == sum(usable[:2])
    assert result.botch == (not usable)
    assert result.hitches == faces.count(1)
    for index in result.total_indices:
        assert faces[index] != 1
    if result.effect_index is not None:
        assert faces[result.effect_index] != 1
        assert result.effect_index not in result.total_indices
        left = [
            dice[i] for i in range(len(dice)) if faces[i] != 1 and i not in result.total_indices
        ]
        assert result.effect_die == max(left)
    else:
        assert result.effect_die is Die.D4
        assert len(usable) <= 2


@settings(max_examples=100, deadline=None)
@given(st.lists(dice_st, min_size=1, max_size=6), dice_st)
def test_stepping_down_then_up_restores_a_die_above_d4(dice: list[Die], die: Die) -> None:
    pool = DicePool(tuple(dice)).add(die)
    if die is not Die.D4:
        assert pool.step_down(die).step_up(die.stepped_down() or die) == pool
    else:
        assert len(pool.step_down(die)) == len(pool) - 1
