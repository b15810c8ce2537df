"""Invariants under random values (hypothesis): limits hold and odds sum to one."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import (
    BurnPolicy,
    Character,
    Impact,
    IronswornOutcome,
    LegacyKind,
    LegacyTrack,
    Meter,
    OracleOdds,
    ProgressTrack,
    Rank,
    SceneChallenge,
    TrackKind,
    action_odds,
    action_roll,
    find_table,
    oracle_odds,
    oracle_tables,
    progress_odds,
    roll_oracle,
)
from starshine_desktop.rules.ironsworn.character import MOMENTUM_MIN

FEW = settings(max_examples=60, deadline=None)
impact_sets = st.frozensets(st.sampled_from(list(Impact)))
d6 = st.integers(1, 6)
d10 = st.integers(1, 10)


@st.composite
def characters(draw: st.DrawFn) -> Character:
    impacts = draw(impact_sets)
    top = 10 - len(impacts)
    return Character(
        edge=draw(st.integers(1, 3)),
        heart=draw(st.integers(1, 3)),
        iron=draw(st.integers(1, 3)),
        shadow=draw(st.integers(1, 3)),
        wits=draw(st.integers(1, 3)),
        health=draw(st.integers(0, 5)),
        momentum=draw(st.integers(MOMENTUM_MIN, top)),
        impacts=impacts,
    )


@FEW
@given(
    characters(),
    st.lists(st.integers(-12, 12), max_size=8),
    st.lists(st.sampled_from(list(Impact))),
)
def test_momentum_stays_within_minus_six_and_max(
    character: Character, deltas: list[int], impacts: list[Impact]
) -> None:
    for delta, impact in zip(deltas, impacts + [None] * len(deltas), strict=False):
        change = character.take_momentum(delta)
        character = change.character
        if impact is not None:
            character = character.mark_impact(impact)
        assert MOMENTUM_MIN <= character.momentum <= character.max_momentum
        assert character.max_momentum == 10 - len(character.impacts)


@FEW
@given(characters(), st.lists(st.integers(0, 6), max_size=8))
def test_meters_stay_within_zero_and_five_and_nothing_is_lost(
    character: Character, amounts: list[int]
) -> None:
    for index, amount in enumerate(amounts):
        before = character.health
        change = (character.suffer if index % 2 else character.take)(Meter.HEALTH, amount)
        character = change.character
        assert 0 <= character.health <= 5
        assert abs(character.health - before) + change.remainder == amount


@FEW
@given(
    st.sampled_from(list(Rank)),
    st.integers(0, 40),
    st.lists(st.tuples(st.booleans(), st.integers(1, 3)), max_size=10),
)
def test_ticks_stay_within_zero_and_forty(
    rank: Rank, ticks: int, steps: list[tuple[bool, int]]
) -> None:
    track = ProgressTrack("vow", TrackKind.VOW, rank, ticks)
    for marking, times in steps:
        before = track.ticks
        track = track.mark_progress(times) if marking else track.lose_progress(times)
        assert 0 <= track.ticks <= 40
        assert abs(track.ticks - before) <= rank.progress_ticks * times
        assert track.progress_score == track.ticks // 4
        assert sum(track.box_ticks()) == track.ticks


@FEW
@given(
    st.sampled_from([Rank.TROUBLESOME, Rank.DANGEROUS, Rank.FORMIDABLE]),
    st.lists(
        st.tuples(st.sampled_from(list(IronswornOutcome)), st.booleans(), st.booleans()),
        max_size=12,
    ),
)
def test_scene_clock_stays_within_four_segments(
    rank: Rank, actions: list[tuple[IronswornOutcome, bool, bool]]
) -> None:
    scene = SceneChallenge.begin("scene", rank)
    for outcome, match, face in actions:
        if scene.is_over:
            break
        before = scene
        scene = (
            scene.face_danger(outcome, match) if face else scene.secure_an_advantage(outcome, match)
        )
        assert 0 <= scene.clock <= 4
        assert scene.clock >= before.clock and scene.track.ticks >= before.track.ticks


@FEW
@given(st.sampled_from(list(LegacyKind)), st.lists(st.integers(0, 24), max_size=12))
def test_legacy_experience_matches_boxes_filled(kind: LegacyKind, marks: list[int]) -> None:
    track = LegacyTrack(kind)
    total_ticks = 0
    experience = 0
    for ticks in marks:
        mark = track.mark(ticks)
        track = mark.track
        experience += mark.experience
        total_ticks += ticks
        assert 0 <= track.ticks < 40
    first_pass = min(total_ticks, 40) // 4
    later = (total_ticks - 40) // 4 if total_ticks >= 40 else 0
    assert experience == 2 * first_pass + later
    assert track.completed == (total_ticks >= 40)


@FEW
@given(
    st.integers(0, 5),
    st.integers(0, 10),
    st.integers(-6, 10),
    st.sampled_from(list(BurnPolicy)),
)
def test_action_odds_sum_to_one(stat: int, adds: int, momentum: int, burn: BurnPolicy) -> None:
    odds = action_odds(stat, adds, momentum, burn)
    assert odds.total == 1
    assert odds.strong_hit_match + odds.miss_match <= odds.match
    assert all(0 <= value <= 1 for value in (odds.strong_hit, odds.weak_hit, odds.miss))


@FEW
@given(st.integers(0, 10))
def test_progress_odds_sum_to_one_and_rise_with_score(score: int) -> None:
    odds = progress_odds(score)
    assert odds.total == 1
    if score < 10:
        assert progress_odds(score + 1).strong_hit >= odds.strong_hit


@FEW
@given(st.sampled_from(list(OracleOdds)))
def test_oracle_odds_sum_to_one(odds: OracleOdds) -> None:
    result = oracle_odds(odds)
    assert result.yes + result.no == 1


@FEW
@given(st.integers(0, 5), st.integers(0, 10), st.integers(-6, 10), d6, d10, d10, st.booleans())
def test_action_score_is_capped_and_momentum_after_is_legal(
    stat: int, adds: int, momentum: int, die: int, first: int, second: int, burn: bool
) -> None:
    plain = action_roll(stat, adds, momentum, dice=(die, first, second))
    if burn and not plain.burn_would_improve:
        with pytest.raises(RuleError, match="burn momentum"):
            action_roll(stat, adds, momentum, dice=(die, first, second), burn=burn)
        roll = plain
    else:
        roll = action_roll(stat, adds, momentum, dice=(die, first, second), burn=burn)
    assert 0 <= roll.action_score <= 10
    assert MOMENTUM_MIN <= roll.momentum_after <= 10
    assert roll.burned == (burn and plain.burn_would_improve)
    if roll.burned:
        assert roll.momentum_after == 2 and roll.action_score == momentum
        assert roll.outcome.rank > plain.outcome.rank
    else:
        assert roll.momentum_after == momentum
    assert roll.match == (first == second)


@FEW
@given(
    st.sampled_from([table.name for table in oracle_tables()]), st.randoms(use_true_random=False)
)
def test_oracle_rolls_land_on_a_row(name: str, rng: random.Random) -> None:
    table = find_table(name)
    result = roll_oracle(table, rng)
    assert result.row in table.rows
    assert all(text != "Roll twice" for text in result.results)
