"""A test rolled with stress: the choices the rules allow, the pools, odds and the aftermath."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.cortex import (
    CortexCharacter,
    CortexOutcome,
    DicePool,
    Die,
    Difficulty,
    RolledTest,
    StressType,
    StressUse,
    best_result,
    default_use,
    difficulty_pool,
    outcome_probabilities,
    plan_test,
    roll_from_faces,
    settle_test,
    stress_options,
    take_failure_stress,
)
from starshine_desktop.rules.errors import RuleError

PHYSICAL = StressType.PHYSICAL
MENTAL = StressType.MENTAL
POOL = DicePool.of(Die.D8, Die.D6)
CHALLENGING = difficulty_pool(Difficulty.CHALLENGING)


def _options(
    character: CortexCharacter, kind: StressType, number: bool = False
) -> dict[StressUse, tuple[bool, str]]:
    return {o.use: (o.allowed, o.reason) for o in stress_options(character, kind, number)}


def test_a_d6_stress_goes_to_the_opposition_or_is_pushed_for_a_plot_point() -> None:
    kim = CortexCharacter("Kim", plot_points=1, stress={PHYSICAL: Die.D6})
    options = _options(kim, PHYSICAL)
    assert options[StressUse.OPPOSITION] == (True, "")
    assert options[StressUse.PUSHED] == (True, "")
    assert options[StressUse.D4_OWN_POOL] == (
        False,
        "only d4 stress goes into your own pool this way; this is d6",
    )
    assert default_use(stress_options(kim, PHYSICAL)) is StressUse.OPPOSITION
    plan = plan_test(kim, POOL, CHALLENGING, PHYSICAL)
    assert (plan.use, plan.pool.label, plan.difficulty) == (
        StressUse.OPPOSITION,
        "d8,d6",
        DicePool.of(Die.D8, Die.D8, Die.D6),
    )
    pushed = plan_test(kim, POOL, CHALLENGING, PHYSICAL, StressUse.PUSHED)
    assert (pushed.pool.label, pushed.difficulty) == ("d8,d6,d6", CHALLENGING)
    assert pushed.odds() == outcome_probabilities(DicePool.of(Die.D8, Die.D6, Die.D6), CHALLENGING)
    assert kim.plot_points == 1  # planning changes nothing


def test_refused_uses_say_why() -> None:
    broke = CortexCharacter("Lee", stress={PHYSICAL: Die.D8})
    assert _options(broke, PHYSICAL)[StressUse.PUSHED] == (
        False,
        "pushing stress costs a plot point; Lee has none",
    )
    with pytest.raises(RuleError, match="costs a plot point; Lee has none"):
        plan_test(broke, POOL, CHALLENGING, PHYSICAL, StressUse.PUSHED)
    assert _options(broke, MENTAL) == {
        use: (False, "Lee has no mental stress") for use in _options(broke, MENTAL)
    }
    assert _options(broke, PHYSICAL, number=True)[StressUse.OPPOSITION] == (
        False,
        "the stress die joins the GM's pool: roll against a level or a pool",
    )
    with pytest.raises(RuleError, match="cannot be used in this test"):
        plan_test(broke, POOL, 7, PHYSICAL)
    tiny = CortexCharacter("Mo", plot_points=3, stress={PHYSICAL: Die.D4})
    options = _options(tiny, PHYSICAL)
    assert options[StressUse.OPPOSITION][0] is False
    assert "like a d4 complication" in options[StressUse.OPPOSITION][1]
    assert options[StressUse.PUSHED] == (
        False,
        "d4 stress already goes into your own pool and earns a plot point",
    )
    assert default_use(stress_options(tiny, PHYSICAL)) is StressUse.D4_OWN_POOL
    out = CortexCharacter("Out", plot_points=1, stress={PHYSICAL: Die.D12}, stressed_out=True)
    assert not any(allowed for allowed, _ in _options(out, PHYSICAL).values())
    with pytest.raises(RuleError, match="stressed out: Out takes no part"):
        plan_test(out, POOL, 7)
    with pytest.raises(RuleError, match="choose the type of stress"):
        plan_test(broke, POOL, 7, None, StressUse.PUSHED)
    with pytest.raises(RuleError, match="at least one die"):
        plan_test(broke, DicePool(), 7)
    with pytest.raises(RuleError, match="0 or more"):
        plan_test(broke, POOL, -1)


def test_a_pushed_stress_spends_a_plot_point_and_steps_up_after_the_test() -> None:
    kim = CortexCharacter("Kim", plot_points=1, stress={PHYSICAL: Die.D6})
    plan = plan_test(kim, POOL, CHALLENGING, PHYSICAL, StressUse.PUSHED)
    test = RolledTest(
        plan,
        best_result(roll_from_faces(plan.pool, [7, 5, 6])),
        best_result(roll_from_faces(CHALLENGING, [3, 4])),
    )
    assert (test.difficulty, test.beaten, test.resolved.judgement.outcome) == (
        7,
        True,
        CortexOutcome.HEROIC_SUCCESS,
    )
    settled = settle_test(kim, test)
    assert (settled.plot_points_before, settled.plot_points_after) == (1, 0)
    assert [(c.before, c.after) for c in settled.changes] == [(Die.D6, Die.D8)]
    assert kim.stress == {PHYSICAL: Die.D8}
    assert kim.pushed == []
    with pytest.raises(RuleError, match="stress after a test: only a failed test"):
        take_failure_stress(kim, test, MENTAL)


def test_pushing_a_d12_stresses_the_character_out() -> None:
    kim = CortexCharacter("Kim", plot_points=2, stress={MENTAL: Die.D12})
    plan = plan_test(kim, POOL, 3, MENTAL, StressUse.PUSHED)
    test = RolledTest(plan, best_result(roll_from_faces(plan.pool, [12, 2, 3])), None)
    settled = settle_test(kim, test)
    assert settled.changes[0].stressed_out
    assert kim.stressed_out and kim.plot_points == 1


@pytest.mark.parametrize(("faces", "after"), [([5, 3, 2], None), ([5, 1, 2], Die.D6)])
def test_d4_stress_earns_a_plot_point_and_goes_away_or_steps_up_on_a_hitch(
    faces: list[int], after: Die | None
) -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: Die.D4})
    plan = plan_test(kim, POOL, CHALLENGING, PHYSICAL)
    assert plan.use is StressUse.D4_OWN_POOL
    assert plan.pool.label == "d8,d6,d4" and plan.difficulty == CHALLENGING
    test = RolledTest(
        plan,
        best_result(roll_from_faces(plan.pool, faces)),
        best_result(roll_from_faces(CHALLENGING, [2, 2])),
    )
    settled = settle_test(kim, test)
    assert (settled.plot_points_before, settled.plot_points_after) == (0, 1)
    assert kim.stress_die(PHYSICAL) is after


def test_a_failed_test_inflicts_stress_at_the_gms_effect_die_of_the_type_the_gm_names() -> None:
    kim = CortexCharacter("Kim", plot_points=1, stress={PHYSICAL: Die.D6})
    plan = plan_test(kim, POOL, CHALLENGING, PHYSICAL)
    assert isinstance(plan.difficulty, DicePool)
    gm = best_result(roll_from_faces(plan.difficulty, [8, 7, 3]))  # d8,d8,d6: effect d6
    test = RolledTest(plan, best_result(roll_from_faces(POOL, [5, 4])), gm)
    assert not test.beaten
    assert test.stress_die_on_failure is Die.D6
    settled = settle_test(kim, test)
    assert settled.changes == () and kim.plot_points == 1
    change = take_failure_stress(kim, test, MENTAL)
    assert (change.before, change.after) == (None, Die.D6)
    change = take_failure_stress(kim, test, PHYSICAL)  # equal die: steps up
    assert (change.before, change.after) == (Die.D6, Die.D8)
    with pytest.raises(RuleError, match="equals the GM's effect die, d6, not d10"):
        take_failure_stress(kim, test, MENTAL, Die.D10)


def test_against_a_number_the_gm_names_the_effect_die() -> None:
    kim = CortexCharacter("Kim")
    plan = plan_test(kim, POOL, 9)
    test = RolledTest(plan, best_result(roll_from_faces(POOL, [5, 4])), None)
    assert test.difficulty == 9 and test.stress_die_on_failure is None
    with pytest.raises(RuleError, match="name the GM's effect die"):
        take_failure_stress(kim, test, PHYSICAL)
    assert take_failure_stress(kim, test, PHYSICAL, Die.D8).after is Die.D8


def test_a_rolled_test_must_match_its_plan_and_the_sheet() -> None:
    kim = CortexCharacter("Kim", plot_points=1, stress={PHYSICAL: Die.D6})
    plan = plan_test(kim, POOL, CHALLENGING, PHYSICAL, StressUse.PUSHED)
    mine = best_result(roll_from_faces(plan.pool, [5, 4, 3]))
    with pytest.raises(RuleError, match="the GM rolls the opposition pool"):
        RolledTest(plan, mine, None)
    with pytest.raises(RuleError, match="not the planned d8,d6,d6"):
        RolledTest(plan, best_result(roll_from_faces(POOL, [5, 4])), None)
    with pytest.raises(RuleError, match="not the planned d8,d8"):
        RolledTest(plan, mine, best_result(roll_from_faces(POOL, [5, 4])))
    number = plan_test(kim, POOL, 4)
    with pytest.raises(RuleError, match="against a number the GM rolls nothing"):
        RolledTest(number, best_result(roll_from_faces(POOL, [5, 4])), mine)
    test = RolledTest(plan, mine, best_result(roll_from_faces(CHALLENGING, [2, 2])))
    kim.step_up_stress(PHYSICAL)
    with pytest.raises(RuleError, match="physical stress is d8 now, not the d6 the test used"):
        settle_test(kim, test)
    assert kim.plot_points == 1


@settings(max_examples=60, deadline=None)
@given(
    die=st.sampled_from(list(Die)),
    plot_points=st.integers(0, 2),
    number=st.booleans(),
)
def test_every_allowed_use_plans_and_every_refused_one_is_refused(
    die: Die, plot_points: int, number: bool
) -> None:
    kim = CortexCharacter("Kim", plot_points=plot_points, stress={PHYSICAL: die})
    difficulty: int | DicePool = 7 if number else CHALLENGING
    for option in stress_options(kim, PHYSICAL, number):
        if option.allowed:
            plan = plan_test(kim, POOL, difficulty, PHYSICAL, option.use)
            in_own_pool = option.use is not StressUse.OPPOSITION
            assert len(plan.pool) == len(POOL) + in_own_pool
            assert sum(o for o in plan.odds().values()) == 1
        else:
            with pytest.raises(RuleError, match=re.escape(option.reason)):
                plan_test(kim, POOL, difficulty, PHYSICAL, option.use)
    assert kim.plot_points == plot_points and kim.stress == {PHYSICAL: die}


def test_extra_dice_in_the_total_cost_a_plot_point_each_after_a_push_or_d4_stress() -> None:
    kim = CortexCharacter("Kim", plot_points=1, stress={PHYSICAL: Die.D6})
    with pytest.raises(RuleError, match="1 extra dice in the total need 1 plot points; Kim has 0"):
        plan_test(kim, POOL, CHALLENGING, PHYSICAL, StressUse.PUSHED, extra_dice=1)
    plan = plan_test(kim, POOL, CHALLENGING, PHYSICAL, extra_dice=1)
    assert plan.odds() == outcome_probabilities(POOL, plan.difficulty, kept=3)
    with pytest.raises(RuleError, match="0 or more"):
        plan_test(kim, POOL, CHALLENGING, PHYSICAL, extra_dice=-1)
    assert isinstance(plan.difficulty, DicePool)
    gm = best_result(roll_from_faces(plan.difficulty, [2, 2, 2]))
    three = best_result(roll_from_faces(POOL, [5, 4]), extra_dice=1)
    assert three.plot_points_spent == 0  # only two dice: nothing to pay
    assert not RolledTest(plan, three, gm).changes_sheet
    tiny = CortexCharacter("Mo", stress={MENTAL: Die.D4})
    d4 = plan_test(tiny, POOL, 4, MENTAL, extra_dice=1)  # pays with the plot point it earns
    rolled = RolledTest(d4, best_result(roll_from_faces(d4.pool, [3, 2, 2]), extra_dice=1), None)
    assert rolled.player.total == 7 and rolled.changes_sheet
    settled = settle_test(tiny, rolled)
    assert (settled.plot_points_before, settled.plot_points_after) == (0, 0)
    assert tiny.stress == {}
    three_dice = DicePool.of(Die.D8, Die.D6, Die.D6)
    no_extra = plan_test(tiny, three_dice, 4)
    with pytest.raises(RuleError, match="the total uses 1 extra dice; the test allowed 0"):
        RolledTest(no_extra, best_result(roll_from_faces(three_dice, [3, 2, 2]), 1), None)


def test_a_total_the_character_cannot_pay_for_changes_nothing() -> None:
    kim = CortexCharacter("Kim", plot_points=2, stress={PHYSICAL: Die.D6})
    plan = plan_test(kim, DicePool.of(Die.D8, Die.D6, Die.D6), 3, PHYSICAL, StressUse.PUSHED, 1)
    roll = best_result(roll_from_faces(plan.pool, [5, 4, 3, 2]), extra_dice=1)
    test = RolledTest(plan, roll, None)
    kim.plot_points = 1  # spent elsewhere since the plan
    with pytest.raises(RuleError, match="needs 1 plot points"):
        settle_test(kim, test)
    assert (kim.plot_points, kim.stress, kim.pushed) == (1, {PHYSICAL: Die.D6}, [])
