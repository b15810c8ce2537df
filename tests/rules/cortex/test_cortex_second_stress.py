"""The GM pays a plot point per further stress die in the opposition (seed 002, Stress Mod)."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from starshine_desktop.rules.cortex import (
    ChallengeLength,
    ChallengePool,
    CortexCharacter,
    CortexOutcome,
    DicePool,
    Die,
    Difficulty,
    RolledTest,
    StressType,
    StressUse,
    best_result,
    difficulty_pool,
    judge,
    paid_stress_options,
    plan_test,
    roll_from_faces,
    settle_test,
    take_failure_stress,
)
from starshine_desktop.rules.errors import RuleError

PHYSICAL, MENTAL, SOCIAL = StressType.PHYSICAL, StressType.MENTAL, StressType.SOCIAL
POOL = DicePool.of(Die.D8, Die.D6)
CHALLENGING = difficulty_pool(Difficulty.CHALLENGING)


def _ann(plot_points: int = 0, **stress: Die) -> CortexCharacter:
    return CortexCharacter(
        "Ann", plot_points=plot_points, stress={StressType(k): d for k, d in stress.items()}
    )


def _reasons(
    character: CortexCharacter,
    first: StressType | None,
    use: StressUse | None = StressUse.OPPOSITION,
    number: bool = False,
) -> dict[StressType, str]:
    return {o.kind: o.reason for o in paid_stress_options(character, first, use, number)}


def _brute_odds(pool: DicePool, gm_pool: DicePool, kept: int = 2) -> dict[CortexOutcome, Fraction]:
    """Count every face of both pools, judged with the best totals."""
    counts: Counter[CortexOutcome] = Counter()
    total = 0
    gm_totals = [
        best_result(roll_from_faces(gm_pool, faces)).total
        for faces in itertools.product(*(range(1, int(die) + 1) for die in gm_pool.dice))
    ]
    for faces in itertools.product(*(range(1, int(die) + 1) for die in pool.dice)):
        mine = best_result(roll_from_faces(pool, faces), kept - 2).total
        for theirs in gm_totals:
            counts[judge(mine, theirs).outcome] += 1
            total += 1
    return {outcome: Fraction(counts[outcome], total) for outcome in CortexOutcome}


def test_the_gm_may_pay_for_each_other_stress_type_held_in_the_opposition() -> None:
    ann = _ann(physical=Die.D6, mental=Die.D8, social=Die.D4)
    assert _reasons(ann, PHYSICAL) == {
        PHYSICAL: "physical stress is already in the opposition: add another type",
        MENTAL: "",
        SOCIAL: "d4 stress goes into your own pool instead, like a d4 complication",
    }
    only = _ann(physical=Die.D6)
    assert _reasons(only, PHYSICAL)[MENTAL] == "Ann has no mental stress"


@pytest.mark.parametrize(
    ("first", "use", "number", "reason"),
    [
        (
            PHYSICAL,
            StressUse.PUSHED,
            False,
            "the physical stress is pushed into your own pool, not the opposition: the GM "
            "pays to add another stress die only when one is in the opposition",
        ),
        (
            PHYSICAL,
            StressUse.D4_OWN_POOL,
            False,
            "the physical stress is in your own pool, not the opposition: the GM "
            "pays to add another stress die only when one is in the opposition",
        ),
        (
            None,
            StressUse.NONE,
            False,
            "the GM pays to add another stress die only when one is in the opposition",
        ),
        (
            PHYSICAL,
            StressUse.OPPOSITION,
            True,
            "the stress dice join the GM's pool: roll against a level or a pool",
        ),
    ],
)
def test_no_paid_die_without_the_first_in_the_opposition(
    first: StressType | None, use: StressUse, number: bool, reason: str
) -> None:
    ann = _ann(1, physical=Die.D6, mental=Die.D8)
    assert set(_reasons(ann, first, use, number).values()) == {reason}


def test_plan_test_refuses_each_paid_die_the_rules_do_not_allow() -> None:
    ann = _ann(1, physical=Die.D6, mental=Die.D8, social=Die.D4)
    refusals = [
        (dict(kind=PHYSICAL, paid_stress=(PHYSICAL,)), "already in the opposition"),
        (dict(kind=PHYSICAL, paid_stress=(SOCIAL,)), "like a d4 complication"),
        (dict(kind=PHYSICAL, paid_stress=(MENTAL, MENTAL)), "already pays to add mental"),
        (
            dict(kind=PHYSICAL, use=StressUse.PUSHED, paid_stress=(MENTAL,)),
            "pushed into your own pool",
        ),
        (dict(paid_stress=(MENTAL,)), "only when one is in the opposition"),
    ]
    for arguments, words in refusals:
        with pytest.raises(RuleError, match=words):
            plan_test(ann, POOL, CHALLENGING, **arguments)  # type: ignore[arg-type]
    with pytest.raises(RuleError, match="roll against a level or a pool"):
        plan_test(ann, POOL, 7, PHYSICAL, None, 0, (MENTAL,))
    none = _ann(physical=Die.D6)
    with pytest.raises(RuleError, match="cannot pay to add mental stress \\(Ann has no mental"):
        plan_test(none, POOL, CHALLENGING, PHYSICAL, paid_stress=(MENTAL,))


def test_the_paid_die_joins_the_opposition_and_the_odds_match_brute_force() -> None:
    ann = _ann(physical=Die.D6, mental=Die.D8)
    gm = DicePool.of(Die.D6)
    one = plan_test(ann, POOL, gm, PHYSICAL)
    two = plan_test(ann, POOL, gm, PHYSICAL, paid_stress=(MENTAL,))
    assert two.difficulty == DicePool.of(Die.D8, Die.D6, Die.D6)
    assert (two.paid, two.paid_stress, two.gm_plot_points) == (((MENTAL, Die.D8),), (MENTAL,), 1)
    assert two.odds() == _brute_odds(POOL, DicePool.of(Die.D8, Die.D6, Die.D6))
    assert one.odds() == _brute_odds(POOL, DicePool.of(Die.D6, Die.D6))
    assert two.odds()[CortexOutcome.FAILURE] > one.odds()[CortexOutcome.FAILURE]
    # The GM's plot point is earned first, so it can pay for a third die in the total.
    kept = plan_test(ann, POOL.add(Die.D4), gm, PHYSICAL, extra_dice=1, paid_stress=(MENTAL,))
    assert kept.odds() == _brute_odds(POOL.add(Die.D4), two.difficulty, kept=3)
    with pytest.raises(RuleError, match="2 extra dice in the total need 2 plot points"):
        plan_test(ann, POOL.add(Die.D4), gm, PHYSICAL, extra_dice=2, paid_stress=(MENTAL,))


def test_each_further_stress_die_costs_the_gm_one_plot_point() -> None:
    ann = _ann(physical=Die.D6, mental=Die.D8, social=Die.D6)
    plan = plan_test(ann, POOL, CHALLENGING, MENTAL, paid_stress=(PHYSICAL, SOCIAL))
    assert plan.difficulty == DicePool.of(Die.D8, Die.D8, Die.D8, Die.D6, Die.D6)
    assert plan.gm_plot_points == 2
    test = RolledTest(
        plan,
        best_result(roll_from_faces(plan.pool, (5, 3))),
        best_result(roll_from_faces(plan.difficulty, (2, 2, 7, 1, 6))),
    )
    assert test.changes_sheet
    settled = settle_test(ann, test)
    assert (settled.plot_points_before, settled.plot_points_after) == (0, 2)
    assert settled.gm_paid == (PHYSICAL, SOCIAL)
    assert settled.changes == ()
    assert ann.stress == {PHYSICAL: Die.D6, MENTAL: Die.D8, SOCIAL: Die.D6}
    # The failure still inflicts stress at the GM's effect die, of the GM's type.
    assert not test.beaten
    change = take_failure_stress(ann, test, SOCIAL)
    assert (change.before, change.after) == (Die.D6, Die.D8)


def test_settling_pays_the_plot_point_before_the_extra_die_and_refuses_a_changed_die() -> None:
    ann = _ann(physical=Die.D6, mental=Die.D8)
    pool = POOL.add(Die.D4)
    plan = plan_test(ann, pool, CHALLENGING, PHYSICAL, extra_dice=1, paid_stress=(MENTAL,))
    faces = (6, 5, 3)
    assert isinstance(plan.difficulty, DicePool)
    test = RolledTest(
        plan,
        best_result(roll_from_faces(pool, faces), 1),
        best_result(roll_from_faces(plan.difficulty, (2, 2, 2, 2))),
    )
    settled = settle_test(ann, test)
    assert (settled.plot_points_before, settled.plot_points_after) == (0, 0)
    changed = _ann(physical=Die.D6, mental=Die.D10)
    with pytest.raises(RuleError, match="mental stress is d10 now, not the d8 the GM paid"):
        settle_test(changed, test)
    assert changed.plot_points == 0


def test_a_challenge_turn_adds_paid_stress_dice_and_pays_the_plot_point() -> None:
    ann = _ann(physical=Die.D6, mental=Die.D8)
    challenge = ChallengePool.start(Difficulty.EASY, ChallengeLength.SHORT, [ann])
    assert challenge.paid_stress_reasons("Ann", PHYSICAL) == {
        PHYSICAL: "physical stress is already in the opposition: add another type",
        MENTAL: "",
        SOCIAL: "Ann has no social stress",
    }
    opposition = challenge.opposition("Ann", PHYSICAL, (MENTAL,))
    assert opposition == challenge.pool.add(Die.D6, Die.D8)
    with pytest.raises(RuleError, match="cannot pay to add social stress"):
        challenge.opposition("Ann", PHYSICAL, (SOCIAL,))
    player = best_result(roll_from_faces(POOL, (8, 6)))
    short = best_result(roll_from_faces(challenge.opposition("Ann", PHYSICAL), (1, 1, 1, 1)))
    with pytest.raises(RuleError, match="must include the challenge and stress dice"):
        challenge.take_turn("Ann", short, player, Die.D6, PHYSICAL, PHYSICAL, (MENTAL,))
    assert ann.plot_points == 0
    gm = best_result(roll_from_faces(opposition, (1, 1, 1, 1, 1)))
    report = challenge.take_turn("Ann", gm, player, Die.D6, PHYSICAL, PHYSICAL, (MENTAL,))
    assert report.paid == (MENTAL,)
    assert ann.plot_points == 1
    assert report.progress is not None and report.progress.removed


def test_the_challenges_own_test_and_another_action_pay_for_stress_dice_too() -> None:
    ann = _ann(physical=Die.D6, mental=Die.D8)
    bob = _ann(mental=Die.D6)
    bob.name = "Bob"
    challenge = ChallengePool.start(Difficulty.EASY, ChallengeLength.SHORT, [ann, bob])
    with pytest.raises(RuleError, match="Bob has no physical stress"):
        challenge.other_action("Bob", judge(3, 5), MENTAL, (PHYSICAL,))
    challenge.other_action("Ann", judge(3, 5), PHYSICAL, (MENTAL,))
    challenge.other_action("Bob", judge(3, 5), MENTAL)
    assert (ann.plot_points, bob.plot_points) == (1, 0)
    opposition = challenge.opposition("Ann", MENTAL, (PHYSICAL,))
    gm = best_result(roll_from_faces(opposition, (8, 6, 6, 6, 6)))
    player = best_result(roll_from_faces(POOL, (2, 2)))
    report = challenge.challenge_tests("Ann", player, gm, SOCIAL, MENTAL, (PHYSICAL,))
    assert report.paid == (PHYSICAL,) and ann.plot_points == 2
    assert report.stress is not None and (report.stress.before, report.stress.after) == (
        None,
        gm.effect_die,
    )
