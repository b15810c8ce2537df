"""Progress tracks by rank, scene challenges and legacy tracks with experience."""

from __future__ import annotations

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import (
    IronswornAdvanceKind,
    IronswornOutcome,
    Legacy,
    LegacyKind,
    LegacyTrack,
    ProgressTrack,
    Rank,
    SceneChallenge,
    TrackKind,
)


def vow(rank: Rank, ticks: int = 0) -> ProgressTrack:
    return ProgressTrack("Find the lost fleet", TrackKind.VOW, rank, ticks)


@pytest.mark.parametrize(
    ("rank", "once", "twice"),
    [
        (Rank.TROUBLESOME, 12, 24),  # 3 boxes, twice 6 boxes
        (Rank.DANGEROUS, 8, 16),  # 2 boxes
        (Rank.FORMIDABLE, 4, 8),  # 1 box
        (Rank.EXTREME, 2, 4),  # 2 ticks
        (Rank.EPIC, 1, 2),  # 1 tick
    ],
)
def test_progress_per_rank_and_twice(rank: Rank, once: int, twice: int) -> None:
    assert vow(rank).mark_progress().ticks == once
    assert vow(rank).mark_progress(2).ticks == twice
    assert vow(rank).mark_progress().mark_progress().ticks == twice


@pytest.mark.parametrize(
    ("rank", "start", "after"),
    [
        (Rank.TROUBLESOME, 20, 8),
        (Rank.DANGEROUS, 20, 12),
        (Rank.FORMIDABLE, 20, 16),
        (Rank.EXTREME, 20, 18),
        (Rank.EPIC, 20, 19),
        (Rank.TROUBLESOME, 5, 0),
    ],
)
def test_losing_progress_per_rank(rank: Rank, start: int, after: int) -> None:
    assert vow(rank, start).lose_progress().ticks == after


def test_progress_stops_at_forty_ticks_and_the_score_counts_full_boxes() -> None:
    track = vow(Rank.TROUBLESOME, 36).mark_progress()
    assert track.ticks == 40 and track.is_full and track.progress_score == 10
    epic = vow(Rank.EPIC, 7)
    assert epic.progress_score == 1
    assert epic.box_ticks() == (4, 3, 0, 0, 0, 0, 0, 0, 0, 0)
    assert epic.clear().ticks == 0


def test_epic_and_extreme_need_many_marks_for_a_box() -> None:
    track = vow(Rank.EPIC)
    for _ in range(3):
        track = track.mark_progress()
    assert track.progress_score == 0
    assert track.mark_progress().progress_score == 1
    assert vow(Rank.EXTREME).mark_progress(2).progress_score == 1


def test_a_track_rolls_its_filled_boxes() -> None:
    roll = vow(Rank.DANGEROUS).mark_progress(3).roll((5, 7))
    assert roll.progress_score == 6
    assert roll.outcome is IronswornOutcome.WEAK_HIT


def test_recommit_clears_the_lower_die_in_boxes_and_raises_the_rank() -> None:
    track = vow(Rank.DANGEROUS, 30).recommit((3, 8))
    assert (track.ticks, track.rank) == (18, Rank.FORMIDABLE)
    assert vow(Rank.EPIC, 6).recommit((9, 9)) == vow(Rank.EPIC, 0)
    with pytest.raises(RuleError, match="challenge die shows 1 to 10"):
        vow(Rank.EPIC).recommit((0, 3))


def test_ranks_raise_lower_and_give_connection_bonuses() -> None:
    assert Rank.TROUBLESOME.raised() is Rank.DANGEROUS
    assert Rank.EPIC.raised() is Rank.EPIC
    assert Rank.TROUBLESOME.lowered() is None
    assert [rank.bonus for rank in Rank] == [1, 2, 3, 4, 5]
    assert [rank.legacy_reward_ticks for rank in Rank] == [1, 2, 4, 8, 12]


def test_tracks_refuse_illegal_values() -> None:
    with pytest.raises(RuleError, match="0 to 40 ticks"):
        vow(Rank.EPIC, 41)
    with pytest.raises(RuleError, match="0 to 40 ticks"):
        vow(Rank.EPIC, -1)
    with pytest.raises(RuleError, match="1 or more times"):
        vow(Rank.EPIC).mark_progress(0)
    with pytest.raises(RuleError, match="troublesome, dangerous or formidable"):
        ProgressTrack("Chase", TrackKind.SCENE_CHALLENGE, Rank.EXTREME)


def test_scene_challenge_face_danger() -> None:
    scene = SceneChallenge.begin("Escape the harbour", Rank.DANGEROUS)
    assert scene.clock == 0 and scene.track.ticks == 0
    strong = scene.face_danger(IronswornOutcome.STRONG_HIT, match=False)
    assert (strong.track.ticks, strong.clock) == (8, 0)
    strong_match = scene.face_danger(IronswornOutcome.STRONG_HIT, match=True)
    assert (strong_match.track.ticks, strong_match.clock) == (16, 0)
    weak = scene.face_danger(IronswornOutcome.WEAK_HIT, match=False)
    assert (weak.track.ticks, weak.clock) == (8, 1)
    miss = scene.face_danger(IronswornOutcome.MISS, match=False)
    assert (miss.track.ticks, miss.clock) == (0, 1)
    miss_match = scene.face_danger(IronswornOutcome.MISS, match=True)
    assert (miss_match.track.ticks, miss_match.clock) == (0, 2)


def test_scene_challenge_secure_an_advantage() -> None:
    scene = SceneChallenge.begin("Win the crowd", Rank.FORMIDABLE)
    assert scene.secure_an_advantage(IronswornOutcome.STRONG_HIT, match=False) == scene
    assert scene.secure_an_advantage(IronswornOutcome.STRONG_HIT, match=True).track.ticks == 4
    assert scene.secure_an_advantage(IronswornOutcome.WEAK_HIT, match=True) == scene
    assert scene.secure_an_advantage(IronswornOutcome.MISS, match=False).clock == 1
    assert scene.secure_an_advantage(IronswornOutcome.MISS, match=True).clock == 2


def test_the_tension_clock_has_four_segments_and_ends_the_scene() -> None:
    scene = SceneChallenge.begin("Hold the gate", Rank.TROUBLESOME)
    scene = scene.fill_clock(3)
    assert not scene.is_over
    scene = scene.face_danger(IronswornOutcome.MISS, match=True)
    assert scene.clock == 4 and scene.is_over
    with pytest.raises(RuleError, match="Finish a Scene"):
        scene.face_danger(IronswornOutcome.STRONG_HIT, match=False)
    assert scene.finish((1, 1)).progress_score == 0
    with pytest.raises(RuleError, match="4 segments"):
        SceneChallenge(scene.track, 5)
    with pytest.raises(RuleError, match="scene challenge track"):
        SceneChallenge(vow(Rank.DANGEROUS))


def test_a_full_scene_track_also_ends_the_scene() -> None:
    scene = SceneChallenge.begin("Outrun the storm", Rank.TROUBLESOME)
    for _ in range(2):
        scene = scene.face_danger(IronswornOutcome.STRONG_HIT, match=True)
    assert scene.track.is_full and scene.is_over
    assert scene.finish((9, 9)).outcome is IronswornOutcome.STRONG_HIT


def test_legacy_experience_is_two_per_box() -> None:
    mark = LegacyTrack(LegacyKind.QUESTS).mark(9)
    assert (mark.track.ticks, mark.experience, mark.cleared) == (9, 4, False)
    assert mark.track.mark(3).experience == 2  # 12 ticks: the third box fills
    assert mark.track.mark(2).experience == 0


@pytest.mark.parametrize(
    ("rank", "ticks", "experience"),
    [
        (Rank.TROUBLESOME, 1, 0),
        (Rank.DANGEROUS, 2, 0),
        (Rank.FORMIDABLE, 4, 2),
        (Rank.EXTREME, 8, 4),
        (Rank.EPIC, 12, 6),
    ],
)
def test_legacy_rewards_per_rank(rank: Rank, ticks: int, experience: int) -> None:
    mark = LegacyTrack(LegacyKind.BONDS).mark_reward(rank)
    assert (mark.track.ticks, mark.experience) == (ticks, experience)


def test_a_full_legacy_track_clears_and_then_earns_one_per_box() -> None:
    track = LegacyTrack(LegacyKind.DISCOVERIES, 36)
    mark = track.mark(12)  # fills box 10 (2 xp), clears, 8 ticks on the cleared track (1 + 1)
    assert mark.cleared
    assert (mark.track.ticks, mark.track.completed, mark.experience) == (8, True, 4)
    assert mark.track.experience_per_box == 1
    assert mark.track.progress_score == 10
    assert mark.track.mark(4).experience == 1
    assert LegacyTrack(LegacyKind.DISCOVERIES).progress_score == 0
    assert LegacyTrack(LegacyKind.DISCOVERIES, 39).roll((9, 9)).outcome is IronswornOutcome.MISS
    assert mark.track.roll((9, 9)).outcome is IronswornOutcome.STRONG_HIT


def test_a_whole_pass_of_a_legacy_track_earns_twenty_then_ten() -> None:
    first = LegacyTrack(LegacyKind.QUESTS).mark(40)
    assert (first.experience, first.track.ticks, first.cleared) == (20, 0, True)
    second = first.track.mark(40)
    assert (second.experience, second.track.completed) == (10, True)


def test_legacy_tracks_refuse_illegal_values() -> None:
    with pytest.raises(RuleError, match="cleared at once"):
        LegacyTrack(LegacyKind.QUESTS, 40)
    with pytest.raises(RuleError, match="0 or more ticks"):
        LegacyTrack(LegacyKind.QUESTS).mark(-1)


def test_legacy_experience_and_advances() -> None:
    legacy = Legacy().mark_reward(LegacyKind.QUESTS, Rank.EPIC)
    legacy = legacy.mark(LegacyKind.BONDS, 4)
    assert legacy.experience_earned == 8
    assert legacy.quests.ticks == 12 and legacy.bonds.ticks == 4
    legacy = legacy.advance(IronswornAdvanceKind.NEW_ASSET).advance(IronswornAdvanceKind.UPGRADE)
    assert (legacy.experience_spent, legacy.experience_available) == (5, 3)
    legacy = legacy.advance(IronswornAdvanceKind.NEW_ASSET)
    assert legacy.experience_available == 0
    with pytest.raises(RuleError, match="upgrade costs 2 experience; 0 available"):
        legacy.advance(IronswornAdvanceKind.UPGRADE)
    with pytest.raises(RuleError, match="holds a quests track only"):
        Legacy(quests=LegacyTrack(LegacyKind.BONDS))
