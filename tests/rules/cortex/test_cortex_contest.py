"""Tests and contests: ties, heroic successes, the back-and-forth and giving in (rules-spec C)."""

from __future__ import annotations

import pytest

from starshine_desktop.rules.cortex import (
    Consequence,
    Contest,
    CortexCharacter,
    CortexOutcome,
    Die,
    RollResult,
    best_result,
    resolve_test,
    roll_dice,
)
from starshine_desktop.rules.errors import RuleError


def rolled(*pairs: tuple[Die, int]) -> RollResult:
    """Build the best result of dice showing the faces given."""
    return best_result(roll_dice([d for d, _ in pairs], [f for _, f in pairs]))


D8, D6, D10, D12, D4 = Die.D8, Die.D6, Die.D10, Die.D12, Die.D4


def test_a_tie_with_the_difficulty_fails_the_test() -> None:
    gm = rolled((D8, 5), (D8, 4))
    player = rolled((D10, 6), (D6, 3), (D8, 2))
    report = resolve_test(player, gm)
    assert report.difficulty == 9
    assert report.judgement.outcome is CortexOutcome.FAILURE
    assert not report.beaten


def test_a_heroic_test_steps_the_effect_die_once_per_full_five() -> None:
    player = rolled((D12, 12), (D10, 10), (D6, 2))
    report = resolve_test(player, 11)
    assert report.judgement.outcome is CortexOutcome.HEROIC_SUCCESS
    assert report.judgement.effect_steps == 2
    assert report.effect_die is Die.D10
    plain = resolve_test(player, 20)
    assert (plain.judgement.outcome, plain.effect_die) == (CortexOutcome.SUCCESS, Die.D6)


def test_the_initiator_wins_when_the_opponent_fails_to_beat_the_total() -> None:
    contest = Contest("Kim", "Guard")
    contest.roll(rolled((D8, 6), (D6, 5), (D10, 3)))
    assert (contest.difficulty, contest.to_act) == (11, "Guard")
    contest.roll(rolled((D8, 6), (D6, 5)))  # a tie does not beat 11
    outcome = contest.outcome
    assert outcome is not None
    assert (outcome.winner, outcome.loser) == ("Kim", "Guard")
    assert outcome.consequence is Consequence.COMPLICATION
    assert not outcome.heroic
    assert outcome.effect_die is Die.D10
    assert outcome.plot_point_earned_by is None
    assert outcome.may_not_initiate_against is None


def test_the_contest_goes_back_and_forth_until_someone_fails() -> None:
    contest = Contest("Kim", "Guard")
    contest.roll(rolled((D8, 4), (D6, 3)))
    contest.roll(rolled((D8, 5), (D6, 3)))
    assert (contest.difficulty, contest.to_act) == (8, "Kim")
    contest.roll(rolled((D10, 9), (D6, 3)))
    assert (contest.difficulty, contest.to_act) == (12, "Guard")
    contest.roll(rolled((D8, 4), (D6, 3), (D4, 2)))
    outcome = contest.outcome
    assert outcome is not None
    assert outcome.winner == "Kim"
    assert outcome.heroic and outcome.effect_steps == 1
    assert outcome.effect_die is Die.D6  # no die left (d4), stepped up once
    assert [e.beat for e in contest.exchanges] == [True, True, True, False]
    with pytest.raises(RuleError, match="already over"):
        contest.roll(rolled((D8, 4)))


def test_giving_in_loses_earns_a_plot_point_and_bars_an_immediate_new_contest() -> None:
    kim = CortexCharacter("Kim")
    contest = Contest("Kim", "Guard")
    with pytest.raises(RuleError, match="initiator rolls first"):
        contest.give_in()
    contest.roll(rolled((D8, 4), (D6, 3)))
    contest.roll(rolled((D8, 5), (D6, 3)))
    outcome = contest.give_in()
    assert (outcome.winner, outcome.loser, outcome.gave_in) == ("Guard", "Kim", True)
    assert outcome.plot_point_earned_by == "Kim"
    assert outcome.consequence is Consequence.COMPLICATION
    assert outcome.may_not_initiate_against == "Guard"
    kim.earn_plot_points()
    assert kim.plot_points == 1


def test_an_opponent_who_declines_gives_in_to_the_first_roll() -> None:
    contest = Contest("Kim", "Guard")
    contest.roll(rolled((D8, 4), (D6, 3), (D12, 2)))
    outcome = contest.give_in()
    assert outcome.winner == "Kim"
    assert outcome.effect_die is Die.D12
    assert outcome.plot_point_earned_by == "Guard"


def test_a_high_stakes_loser_is_taken_out_unless_they_spend_a_plot_point() -> None:
    kim = CortexCharacter("Kim", plot_points=1)
    contest = Contest("Guard", "Kim", high_stakes=True)
    contest.roll(rolled((D8, 7), (D6, 5)))
    contest.roll(rolled((D8, 5), (D6, 3)))
    outcome = contest.outcome
    assert outcome is not None
    assert outcome.consequence is Consequence.TAKEN_OUT
    avoided = contest.avoid_taken_out(kim)
    assert avoided.consequence is Consequence.COMPLICATION
    assert kim.plot_points == 0
    with pytest.raises(RuleError, match="nothing to avoid"):
        contest.avoid_taken_out(kim)


def test_avoiding_being_taken_out_needs_the_loser_and_a_plot_point() -> None:
    contest = Contest("Guard", "Kim", high_stakes=True)
    with pytest.raises(RuleError, match="not over"):
        contest.avoid_taken_out(CortexCharacter("Kim", plot_points=1))
    contest.roll(rolled((D8, 7), (D6, 5)))
    contest.roll(rolled((D8, 5), (D6, 3)))
    with pytest.raises(RuleError, match="did not lose"):
        contest.avoid_taken_out(CortexCharacter("Guard", plot_points=1))
    with pytest.raises(RuleError, match="no plot point"):
        contest.avoid_taken_out(CortexCharacter("Kim"))


def test_giving_in_in_a_high_stakes_scene_is_only_a_complication() -> None:
    contest = Contest("Guard", "Kim", high_stakes=True)
    contest.roll(rolled((D8, 7), (D6, 5)))
    assert contest.give_in().consequence is Consequence.COMPLICATION


def test_a_side_cannot_contest_itself() -> None:
    with pytest.raises(RuleError):
        Contest("Kim", "Kim")
