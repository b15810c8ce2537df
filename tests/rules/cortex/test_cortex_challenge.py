"""Challenge pools: building, turns, progress, stress, the challenge's turn, overcoming it."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.cortex import (
    ChallengeLength,
    ChallengePhase,
    ChallengePool,
    CortexCharacter,
    DicePool,
    Die,
    Difficulty,
    RollResult,
    StressType,
    best_result,
    challenge_pool,
    roll_dice,
    roll_pool,
)
from starshine_desktop.rules.errors import RuleError

D4, D6, D8, D10, D12 = Die.D4, Die.D6, Die.D8, Die.D10, Die.D12
PHYSICAL = StressType.PHYSICAL


def rolled(*pairs: tuple[Die, int]) -> RollResult:
    """Build the best result of dice showing the faces given."""
    return best_result(roll_dice([d for d, _ in pairs], [f for _, f in pairs]))


def gm_roll(pool: DicePool, faces: list[int]) -> RollResult:
    """Roll a whole pool with the faces given, largest die first."""
    return best_result(roll_dice(list(pool.dice), faces))


@pytest.mark.parametrize(
    ("length", "extra"),
    [(ChallengeLength.SHORT, 1), (ChallengeLength.MEDIUM, 2), (ChallengeLength.LONG, 3)],
)
def test_a_challenge_pool_is_the_difficulty_dice_plus_d6_by_length(
    length: ChallengeLength, extra: int
) -> None:
    pool = challenge_pool(Difficulty.HARD, length)
    assert pool.dice == (D10, D10) + (D6,) * extra


def test_a_beaten_difficulty_removes_a_smaller_die_and_steps_down_an_equal_one() -> None:
    kim = CortexCharacter("Kim")
    lee = CortexCharacter("Lee")
    challenge = ChallengePool.start(Difficulty.CHALLENGING, ChallengeLength.SHORT, [kim, lee])
    assert challenge.pool.dice == (D8, D8, D6)
    gm = gm_roll(challenge.opposition("Kim"), [3, 2, 4])
    report = challenge.take_turn("Kim", gm, rolled((D10, 7), (D8, 6), (D10, 2)), D6, PHYSICAL)
    assert report.progress is not None and report.progress.removed
    # take_turn changed the pool; mypy keeps the three dice of the first assert.
    assert challenge.pool.dice == (D8, D8)  # type: ignore[comparison-overlap]
    gm = gm_roll(challenge.opposition("Lee"), [7, 6])
    report = challenge.take_turn("Lee", gm, rolled((D8, 8), (D8, 7), (D8, 2)), D8, PHYSICAL)
    assert report.progress is not None and report.progress.after is D6
    assert challenge.pool.dice == (D8, D6)  # type: ignore[comparison-overlap]  # as above
    assert challenge.phase is ChallengePhase.CHALLENGE


def test_a_d4_stepped_down_leaves_the_pool_and_an_empty_pool_is_overcome() -> None:
    kim = CortexCharacter("Kim")
    challenge = ChallengePool(DicePool.of(D4), [kim])
    gm = gm_roll(challenge.pool, [3])
    report = challenge.take_turn("Kim", gm, rolled((D4, 3), (D4, 2), (D4, 4)), D4, PHYSICAL)
    assert report.progress is not None and report.progress.removed
    assert challenge.overcome
    assert challenge.phase is ChallengePhase.OVERCOME
    with pytest.raises(RuleError, match="already overcome"):
        challenge.take_turn("Kim", gm, rolled((D4, 3)), D4, PHYSICAL)


def test_a_failure_gives_stress_at_the_gms_effect_die() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: D6})
    challenge = ChallengePool.start(Difficulty.HARD, ChallengeLength.MEDIUM, [kim])
    with pytest.raises(RuleError, match="carries stress"):
        challenge.opposition("Kim")
    with pytest.raises(RuleError, match="no mental stress"):
        challenge.opposition("Kim", StressType.MENTAL)
    opposition = challenge.opposition("Kim", PHYSICAL)
    assert opposition.dice == (D10, D10, D6, D6, D6)
    gm = gm_roll(opposition, [8, 7, 2, 3, 1])
    report = challenge.take_turn("Kim", gm, rolled((D8, 8), (D6, 6)), D10, StressType.MENTAL)
    assert report.progress is None
    assert report.stress is not None and report.stress.after is D6
    assert kim.stress == {PHYSICAL: D6, StressType.MENTAL: D6}
    assert challenge.pool.dice == (D10, D10, D6, D6)


def test_a_tie_is_a_failure_in_a_challenge_too() -> None:
    kim = CortexCharacter("Kim")
    challenge = ChallengePool(DicePool.of(D8, D8), [kim])
    report = challenge.take_turn(
        "Kim", gm_roll(challenge.pool, [5, 4]), rolled((D8, 5), (D8, 4)), D8, PHYSICAL
    )
    assert not report.judgement.beaten
    assert kim.stress_die(PHYSICAL) is D4
    assert challenge.pool.dice == (D8, D8)


def test_a_heroic_effect_die_can_remove_a_larger_challenge_die() -> None:
    kim = CortexCharacter("Kim")
    challenge = ChallengePool(DicePool.of(D10, D4), [kim])
    gm = gm_roll(challenge.pool, [2, 1])
    report = challenge.take_turn("Kim", gm, rolled((D12, 9), (D12, 9), (D8, 3)), D10, PHYSICAL)
    assert report.judgement.effect_steps == 3
    assert report.progress is not None and report.progress.removed


def test_turns_are_one_per_character_per_round_then_the_challenges_turn() -> None:
    kim, lee = CortexCharacter("Kim"), CortexCharacter("Lee")
    challenge = ChallengePool(DicePool.of(D12, D8), [kim, lee])
    with pytest.raises(RuleError, match="only after every character"):
        challenge.strengthen(D8)
    gm = gm_roll(challenge.pool, [11, 7])
    challenge.take_turn("Lee", gm, rolled((D6, 3)), None, PHYSICAL)
    assert challenge.waiting() == ["Kim"]
    with pytest.raises(RuleError, match="already acted"):
        challenge.take_turn("Lee", gm, rolled((D6, 3)), None, PHYSICAL)
    challenge.other_action("Kim", rolled((D6, 3)).against(gm.total))
    with pytest.raises(RuleError, match="challenge's turn"):
        challenge.other_action("Kim", rolled((D6, 3)).against(gm.total))
    assert challenge.strengthen(D12).dice == (D12, D8, D6)
    assert challenge.round == 2
    assert challenge.waiting() == ["Kim", "Lee"]
    gm = gm_roll(challenge.pool, [2, 2, 2])
    challenge.take_turn("Kim", gm, rolled((D6, 3)), None, PHYSICAL)
    challenge.take_turn("Lee", gm, rolled((D6, 3)), None, PHYSICAL)
    assert challenge.strengthen(D8).dice == (D12, D10, D6)


def test_the_challenge_can_test_against_a_character_instead() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: D4})
    challenge = ChallengePool(DicePool.of(D10, D10), [kim])
    challenge.take_turn(
        "Kim",
        gm_roll(challenge.opposition("Kim", PHYSICAL), [9, 9, 2]),
        rolled((D6, 3)),
        None,
        PHYSICAL,
    )
    assert kim.stress_die(PHYSICAL) is D6
    report = challenge.challenge_tests(
        "Kim", rolled((D6, 4), (D6, 3)), gm_roll(challenge.pool, [5, 3]), PHYSICAL
    )
    assert report.judgement.beaten
    assert kim.stress_die(PHYSICAL) is D8  # a d4 effect die steps the d6 stress up
    assert challenge.round == 2
    challenge.take_turn(
        "Kim",
        gm_roll(challenge.opposition("Kim", PHYSICAL), [9, 9, 2]),
        rolled((D6, 3)),
        None,
        PHYSICAL,
    )
    report = challenge.challenge_tests(
        "Kim", rolled((D12, 11), (D6, 3)), gm_roll(challenge.pool, [5, 3]), PHYSICAL
    )
    assert not report.judgement.beaten
    assert report.stress is None


def test_the_gm_roll_must_include_the_challenge_dice() -> None:
    kim = CortexCharacter("Kim")
    challenge = ChallengePool(DicePool.of(D10, D10), [kim])
    with pytest.raises(RuleError, match="must include the challenge dice"):
        challenge.take_turn("Kim", rolled((D10, 5), (D8, 4)), rolled((D6, 3)), None, PHYSICAL)
    with pytest.raises(RuleError, match="needs a challenge die"):
        challenge.take_turn("Kim", rolled((D10, 2), (D10, 2)), rolled((D6, 6)), None, PHYSICAL)
    with pytest.raises(RuleError, match="no d8"):
        challenge.take_turn("Kim", rolled((D10, 2), (D10, 2)), rolled((D6, 6)), D8, PHYSICAL)
    with pytest.raises(RuleError, match="not in this challenge"):
        challenge.opposition("Zed")


def test_a_stressed_out_character_sits_out() -> None:
    kim = CortexCharacter("Kim", stress={PHYSICAL: D12})
    lee = CortexCharacter("Lee")
    challenge = ChallengePool(DicePool.of(D10, D10), [kim, lee])
    challenge.take_turn(
        "Kim",
        gm_roll(challenge.opposition("Kim", PHYSICAL), [12, 9, 9]),
        rolled((D6, 3)),
        None,
        PHYSICAL,
    )
    assert kim.stressed_out
    challenge.take_turn("Lee", gm_roll(challenge.pool, [2, 2]), rolled((D6, 3)), None, PHYSICAL)
    challenge.strengthen(D10)
    assert challenge.waiting() == ["Lee"]
    with pytest.raises(RuleError, match="stressed out"):
        challenge.take_turn("Kim", gm_roll(challenge.pool, [2, 2]), rolled((D6, 3)), None, PHYSICAL)


def test_challenge_membership_is_checked() -> None:
    with pytest.raises(RuleError):
        ChallengePool(DicePool.of(D6), [])
    with pytest.raises(RuleError):
        ChallengePool(DicePool.of(D6), [CortexCharacter("Kim"), CortexCharacter("Kim")])


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_a_challenge_played_at_random_only_shrinks_on_beats_and_ends_empty_or_runs_on(
    seed: int,
) -> None:
    rng = random.Random(seed)
    players = [CortexCharacter("Kim"), CortexCharacter("Lee")]
    challenge = ChallengePool.start(Difficulty.EASY, ChallengeLength.SHORT, players)
    strong = DicePool.of(D12, D12, D12, D10)
    for _ in range(30):
        if challenge.phase is ChallengePhase.OVERCOME:
            break
        if challenge.phase is ChallengePhase.CHALLENGE:
            challenge.strengthen(rng.choice(challenge.pool.dice))
            continue
        name = challenge.waiting()[0]
        character = challenge.character(name)
        stress = next(iter(character.stress), None)
        gm = best_result(roll_pool(challenge.opposition(name, stress), rng))
        before = len(challenge.pool)
        size = sum(challenge.pool.dice)
        report = challenge.take_turn(
            name, gm, best_result(roll_pool(strong, rng)), challenge.pool.dice[0], PHYSICAL
        )
        if report.judgement.beaten:
            assert sum(challenge.pool.dice) < size
            assert len(challenge.pool) in (before, before - 1)
        else:
            assert challenge.pool.dice and len(challenge.pool) == before
    assert challenge.overcome == (challenge.phase is ChallengePhase.OVERCOME)
