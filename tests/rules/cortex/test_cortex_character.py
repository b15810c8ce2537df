"""Plot points and stress: taking, stepping, stressing out, resting, recovery and pushing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.cortex import (
    CortexCharacter,
    Die,
    Difficulty,
    RecoveryOutcome,
    RollResult,
    StressType,
    best_result,
    roll_dice,
)
from starshine_desktop.rules.errors import RuleError

PHYSICAL = StressType.PHYSICAL
MENTAL = StressType.MENTAL


def test_plot_points_are_earned_and_spent_per_character() -> None:
    kim = CortexCharacter("Kim")
    lee = CortexCharacter("Lee", plot_points=2)
    assert kim.earn_plot_points() == 1
    assert kim.spend_plot_point() == 0
    with pytest.raises(RuleError, match="Kim has no plot point"):
        kim.spend_plot_point()
    assert lee.plot_points == 2
    with pytest.raises(RuleError):
        kim.earn_plot_points(-1)
    with pytest.raises(RuleError):
        CortexCharacter("Neg", plot_points=-1)


def test_extra_dice_in_a_total_cost_a_plot_point_each() -> None:
    kim = CortexCharacter("Kim", plot_points=1)
    roll = roll_dice([Die.D12, Die.D10, Die.D8, Die.D6], [9, 8, 7, 5])
    with pytest.raises(RuleError, match="needs 2 plot points; Kim has 1"):
        kim.pay_for_total(best_result(roll, extra_dice=2))
    assert kim.plot_points == 1
    assert kim.pay_for_total(best_result(roll, extra_dice=1)) == 0
    assert kim.pay_for_total(best_result(roll)) == 0


def test_new_stress_comes_in_at_the_effect_die_when_larger() -> None:
    kim = CortexCharacter("Kim")
    change = kim.take_stress(PHYSICAL, Die.D6)
    assert (change.before, change.after) == (None, Die.D6)
    assert kim.take_stress(PHYSICAL, Die.D10).after is Die.D10


def test_equal_or_smaller_stress_steps_the_current_die_up() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: Die.D8})
    assert kim.take_stress(PHYSICAL, Die.D8).after is Die.D10
    assert kim.take_stress(PHYSICAL, Die.D4).after is Die.D12
    assert not kim.stressed_out


def test_stress_types_are_separate() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: Die.D8})
    kim.take_stress(MENTAL, Die.D4)
    assert kim.stress == {PHYSICAL: Die.D8, MENTAL: Die.D4}


def test_stress_stepped_past_d12_stresses_the_character_out_at_d12() -> None:
    kim = CortexCharacter("Kim", stress={StressType.SOCIAL: Die.D12})
    change = kim.take_stress(StressType.SOCIAL, Die.D6)
    assert change.stressed_out
    assert kim.stressed_out
    assert kim.stress_die(StressType.SOCIAL) is Die.D12
    assert kim.take_stress(StressType.SOCIAL, Die.D4).after is Die.D12


def test_stepping_stress_down_below_d4_removes_it() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: Die.D4})
    assert kim.step_down_stress(PHYSICAL).after is None
    assert kim.stress == {}
    with pytest.raises(RuleError, match="no physical stress"):
        kim.step_down_stress(PHYSICAL)
    assert kim.step_up_stress(PHYSICAL).after is Die.D4


def test_a_rest_scene_steps_every_stress_down() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: Die.D8, MENTAL: Die.D4})
    changes = kim.rest()
    assert {c.kind: c.after for c in changes} == {PHYSICAL: Die.D6, MENTAL: None}
    assert kim.stress == {PHYSICAL: Die.D6}


def _result(dice: list[Die], faces: list[int]) -> RollResult:
    return best_result(roll_dice(dice, faces))


def test_recovery_pool_is_the_base_difficulty_plus_the_stress_die() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: Die.D10})
    assert kim.recovery_pool(PHYSICAL).dice == (Die.D10, Die.D8, Die.D8)
    assert kim.recovery_pool(PHYSICAL, Difficulty.EASY).dice == (Die.D10, Die.D6, Die.D6)
    with pytest.raises(RuleError):
        kim.recovery_pool(MENTAL)


def test_recovery_beaten_with_a_larger_effect_die_eliminates_the_stress() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: Die.D6})
    report = kim.recover(PHYSICAL, _result([Die.D8, Die.D8, Die.D10], [7, 6, 2]), 10)
    assert report.outcome is RecoveryOutcome.ELIMINATED
    assert kim.stress == {}
    assert not report.gm_may_complicate


def test_recovery_beaten_with_an_equal_effect_die_steps_down_and_needs_time() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: Die.D8})
    report = kim.recover(PHYSICAL, _result([Die.D8, Die.D8, Die.D8], [7, 6, 2]), 10)
    assert report.outcome is RecoveryOutcome.STEPPED_DOWN
    assert kim.stress_die(PHYSICAL) is Die.D6
    with pytest.raises(RuleError, match="time must pass"):
        kim.recover(PHYSICAL, _result([Die.D8, Die.D8, Die.D12], [7, 6, 2]), 10)
    kim.rest()
    assert kim.stress_die(PHYSICAL) is Die.D4
    assert kim.recover(PHYSICAL, _result([Die.D8, Die.D8, Die.D12], [7, 6, 2]), 10).outcome is (
        RecoveryOutcome.ELIMINATED
    )


def test_recovery_failed_without_a_hitch_leaves_the_stress() -> None:
    kim = CortexCharacter("Kim", stress={MENTAL: Die.D8})
    report = kim.recover(MENTAL, _result([Die.D8, Die.D8], [5, 5]), 10)
    assert report.outcome is RecoveryOutcome.UNCHANGED
    assert kim.stress_die(MENTAL) is Die.D8


def test_recovery_failed_with_hitches_steps_up_once_per_hitch() -> None:
    kim = CortexCharacter("Kim", stress={MENTAL: Die.D8})
    report = kim.recover(MENTAL, _result([Die.D8, Die.D8, Die.D6], [1, 1, 5]), 10)
    assert report.outcome is RecoveryOutcome.STEPPED_UP
    assert kim.stress_die(MENTAL) is Die.D12
    ruin = CortexCharacter("Ruin", stress={MENTAL: Die.D12})
    assert ruin.recover(MENTAL, _result([Die.D8], [1]), 3).change.stressed_out


def test_recovery_beaten_with_a_hitch_lets_the_gm_complicate() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: Die.D10})
    report = kim.recover(PHYSICAL, _result([Die.D12, Die.D12, Die.D6], [12, 1, 6]), 10)
    assert report.judgement.beaten
    assert report.gm_may_complicate
    assert report.outcome is RecoveryOutcome.STEPPED_DOWN


def test_recovery_needs_stress_to_recover() -> None:
    with pytest.raises(RuleError, match="no social stress"):
        CortexCharacter("Kim").recover(StressType.SOCIAL, _result([Die.D6], [5]), 1)


def test_pushing_stress_spends_a_plot_point_and_steps_the_die_up_afterwards() -> None:
    kim = CortexCharacter("Kim", plot_points=1, stress={PHYSICAL: Die.D12, MENTAL: Die.D6})
    assert kim.push_stress(MENTAL) is Die.D6
    assert kim.plot_points == 0
    with pytest.raises(RuleError, match="no plot point"):
        kim.push_stress(PHYSICAL)
    kim.earn_plot_points()
    with pytest.raises(RuleError, match="already pushed"):
        kim.push_stress(MENTAL)
    kim.push_stress(PHYSICAL)
    changes = kim.settle_pushed_stress()
    assert [c.after for c in changes] == [Die.D8, Die.D12]
    assert kim.stressed_out
    assert kim.settle_pushed_stress() == []
    with pytest.raises(RuleError, match="no social stress"):
        kim.push_stress(StressType.SOCIAL)


def test_d4_stress_goes_into_your_own_pool_for_a_plot_point() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: Die.D4, MENTAL: Die.D6})
    with pytest.raises(RuleError, match="only d4 stress"):
        kim.use_d4_stress(MENTAL)
    assert kim.use_d4_stress(PHYSICAL) is Die.D4
    assert kim.plot_points == 1
    with pytest.raises(RuleError, match="already in the pool"):
        kim.use_d4_stress(PHYSICAL)
    assert [c.after for c in kim.settle_d4_stress(hitched=False)] == [None]
    assert kim.stress == {MENTAL: Die.D6}
    lee = CortexCharacter("Lee", stress={PHYSICAL: Die.D4})
    lee.use_d4_stress(PHYSICAL)
    assert [c.after for c in lee.settle_d4_stress(hitched=True)] == [Die.D6]


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(list(StressType)), st.sampled_from(list(Die)))))
def test_taking_stress_never_lowers_a_die_and_stays_within_d4_to_d12(
    hits: list[tuple[StressType, Die]],
) -> None:
    kim = CortexCharacter("Kim")
    for kind, die in hits:
        before = kim.stress_die(kind)
        after = kim.take_stress(kind, die).after
        assert after is not None
        assert after >= die
        if before is not None:
            assert after > before or after is Die.D12
    assert all(Die.D4 <= d <= Die.D12 for d in kim.stress.values())
