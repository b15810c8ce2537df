"""Progress tracks, Ironsworn sheets and oracle history through the public services."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from stored_rows import stored

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import (
    Impact,
    IronswornAdvanceKind,
    LegacyKind,
    Meter,
    Rank,
    Stat,
    TrackKind,
)
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal, ValidationError
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.ironsworn.tracks_reads import TrackValues
from starshine_desktop.storage.rows import PersonaValues

TRACK = RecordKind.TRACK
SHEET = RecordKind.IRONSWORN_SHEET


class StepClock:
    """A clock that moves one minute each time it is read."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "isles.starshine"


@pytest.fixture
def campaign(path: Path) -> Iterator[Campaign]:
    opened = create_campaign(path, clock=StepClock())
    yield opened
    opened.close()


def _persona(campaign: Campaign, name: str = "Kirra") -> int:
    [new_id] = campaign.personae.add_persona(PersonaValues(name)).changes.added_ids(
        RecordKind.PERSONA
    )
    return new_id


def _track(campaign: Campaign, values: TrackValues) -> int:
    [new_id] = campaign.tracks.add_track(values).changes.added_ids(TRACK)
    return new_id


def test_a_dangerous_vow_marks_two_boxes_per_progress_and_saves_at_once(
    campaign: Campaign, path: Path
) -> None:
    owner = _persona(campaign)
    vow = _track(
        campaign,
        TrackValues("  Find the  drowned bell ", TrackKind.VOW, Rank.DANGEROUS, persona_id=owner),
    )
    assert campaign.tracks.get_track(vow).name == "Find the drowned bell"
    assert campaign.tracks.mark_progress(vow, 2).changes == Changes.update(TRACK, vow)
    assert campaign.tracks.get_track(vow).values.ticks == 16
    campaign.tracks.lose_progress(vow)
    assert campaign.tracks.get_track(vow).track.progress_score == 2
    with stored(path) as raw:
        assert raw.execute("SELECT ticks, rank, persona_id FROM progress_track").fetchall() == [
            (8, "dangerous", owner)
        ]


def test_track_values_out_of_range_are_refused_and_nothing_changes(campaign: Campaign) -> None:
    vow = _track(campaign, TrackValues("Vow", TrackKind.VOW, Rank.EPIC))
    with pytest.raises(RuleError, match="0 to 40 ticks"):
        campaign.tracks.set_ticks(vow, 41)
    with pytest.raises(RuleError, match="only a scene challenge has a tension clock"):
        campaign.tracks.set_clock(vow, 1)
    with pytest.raises(ValidationError, match="cannot be blank"):
        campaign.tracks.rename_track(vow, "   ")
    with pytest.raises(RuleError, match="troublesome, dangerous or formidable"):
        campaign.tracks.add_track(TrackValues("Storm", TrackKind.SCENE_CHALLENGE, Rank.EPIC))
    with pytest.raises(RecordNotFoundError):
        campaign.tracks.add_track(
            TrackValues("Bond", TrackKind.CONNECTION, Rank.EPIC, persona_id=99)
        )
    assert campaign.tracks.get_track(vow).values == TrackValues("Vow", TrackKind.VOW, Rank.EPIC)


def test_scene_challenge_clock_runs_zero_to_four(campaign: Campaign) -> None:
    scene = _track(campaign, TrackValues("Storm", TrackKind.SCENE_CHALLENGE, Rank.FORMIDABLE))
    campaign.tracks.set_clock(scene, 4)
    row = campaign.tracks.get_track(scene)
    assert row.values.scene is not None and row.values.scene.is_over
    with pytest.raises(RuleError, match="0 to 4 filled"):
        campaign.tracks.set_clock(scene, 5)
    campaign.tracks.clear_progress(scene)
    assert campaign.tracks.get_track(scene).values.clock == 0


def test_undoing_a_deletion_brings_the_track_back_with_its_id(campaign: Campaign) -> None:
    vow = _track(campaign, TrackValues("Vow", TrackKind.EXPEDITION, Rank.TROUBLESOME, ticks=12))
    row = campaign.tracks.get_track(vow)
    edit = campaign.tracks.delete_track(vow)
    assert edit.changes == Changes.remove(TRACK, vow)
    assert campaign.tracks.list_tracks() == []
    assert campaign.undo(edit) == Changes.add(TRACK, vow)
    assert campaign.tracks.get_track(vow) == row
    with pytest.raises(RecordNotFoundError, match="progress track"):
        campaign.tracks.delete_track(vow + 1)


def test_sheet_defaults_then_meters_momentum_and_impacts(campaign: Campaign, path: Path) -> None:
    kirra = _persona(campaign)
    sheet = campaign.tracks.get_sheet(kirra)
    assert not sheet.stored and sheet.character.momentum == 2
    campaign.tracks.set_stat(kirra, Stat.IRON, 3)
    campaign.tracks.set_meter(kirra, Meter.HEALTH, 2)
    assert campaign.tracks.set_momentum(kirra, 10).changes == Changes.update(SHEET, kirra)
    with pytest.raises(RuleError, match="a condition meter runs from 0 to 5"):
        campaign.tracks.set_meter(kirra, Meter.SUPPLY, 6)
    with pytest.raises(RuleError, match="a stat runs from 1 to 3"):
        campaign.tracks.set_stat(kirra, Stat.EDGE, 4)
    campaign.tracks.set_impact(kirra, Impact.WOUNDED, True)
    campaign.tracks.set_impact(kirra, Impact.SHAKEN, True)
    character = campaign.tracks.get_sheet(kirra).character
    assert (character.max_momentum, character.momentum_reset, character.momentum) == (8, 0, 8)
    with pytest.raises(RuleError, match="max momentum"):
        campaign.tracks.set_momentum(kirra, 9)
    campaign.tracks.reset_momentum(kirra)
    assert campaign.tracks.get_sheet(kirra).character.momentum == 0
    campaign.tracks.set_impact(kirra, Impact.SHAKEN, False)
    assert campaign.tracks.get_sheet(kirra).character.momentum_reset == 1
    with stored(path) as raw:
        assert raw.execute(
            "SELECT iron, health, momentum, impacts FROM ironsworn_sheet"
        ).fetchall() == [(3, 2, 0, "wounded")]


def test_undoing_the_first_entry_on_a_sheet_leaves_the_defaults(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    before = campaign.tracks.get_sheet(kirra)
    edit = campaign.tracks.set_meter(kirra, Meter.SPIRIT, 1)
    assert campaign.tracks.get_sheet(kirra).stored
    assert campaign.undo(edit) == Changes.update(SHEET, kirra)
    assert campaign.tracks.get_sheet(kirra) == before  # not stored: the defaults again


def test_an_edit_that_changes_nothing_has_no_rows(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    vow = _track(campaign, TrackValues("Vow", TrackKind.VOW, Rank.EPIC, ticks=40))
    assert not campaign.tracks.set_stat(kirra, Stat.EDGE, 1)  # the default, nothing stored
    assert not campaign.tracks.get_sheet(kirra).stored
    assert campaign.tracks.set_meter(kirra, Meter.HEALTH, 4)
    assert not campaign.tracks.set_meter(kirra, Meter.HEALTH, 4)
    assert not campaign.tracks.set_impact(kirra, Impact.WOUNDED, False)
    assert not campaign.tracks.mark_progress(vow)  # already full
    assert not campaign.tracks.rename_track(vow, " Vow ")


def test_legacy_experience_and_the_reduced_rate_after_clearing(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    campaign.tracks.mark_legacy(kirra, LegacyKind.QUESTS, 36)
    legacy = campaign.tracks.get_sheet(kirra).legacy
    assert legacy.experience_earned == 18
    campaign.tracks.mark_legacy(kirra, LegacyKind.QUESTS, 8)  # fills box 10, clears, 1 box more
    legacy = campaign.tracks.get_sheet(kirra).legacy
    assert (legacy.quests.ticks, legacy.quests.completed, legacy.experience_earned) == (4, True, 21)
    campaign.tracks.mark_legacy_reward(kirra, LegacyKind.BONDS, Rank.EPIC)
    assert campaign.tracks.get_sheet(kirra).legacy.experience_earned == 27
    campaign.tracks.advance(kirra, IronswornAdvanceKind.NEW_ASSET)
    assert campaign.tracks.get_sheet(kirra).legacy.experience_available == 24


def test_outcome_applies_momentum_and_progress_in_one_edit_and_restores(
    campaign: Campaign,
) -> None:
    kirra = _persona(campaign)
    vow = _track(campaign, TrackValues("Vow", TrackKind.VOW, Rank.FORMIDABLE, persona_id=kirra))
    sheet, track = campaign.tracks.get_sheet(kirra), campaign.tracks.get_track(vow)
    edit = campaign.tracks.apply_outcome(
        persona_id=kirra, momentum_after_roll=2, momentum=9, track_id=vow, progress_times=2
    )
    assert edit.changes == Changes.update(SHEET, kirra) | Changes.update(TRACK, vow)
    assert campaign.tracks.get_sheet(kirra).character.momentum == 10
    assert campaign.tracks.get_track(vow).values.ticks == 8
    campaign.undo(edit)
    assert campaign.tracks.get_sheet(kirra) == sheet
    assert campaign.tracks.get_track(vow) == track


def test_a_refused_outcome_changes_neither_the_sheet_nor_the_track(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    vow = _track(campaign, TrackValues("Vow", TrackKind.VOW, Rank.FORMIDABLE))
    sheet, track = campaign.tracks.get_sheet(kirra), campaign.tracks.get_track(vow)
    with pytest.raises(RuleError, match="only a scene challenge has a tension clock"):
        campaign.tracks.apply_outcome(persona_id=kirra, momentum=2, track_id=vow, clock_segments=1)
    assert campaign.tracks.get_sheet(kirra) == sheet
    assert campaign.tracks.get_track(vow) == track


def test_oracle_history_is_kept_with_the_campaign(campaign: Campaign, path: Path) -> None:
    edit = campaign.tracks.record_oracle_roll("Pay the Price", 42, "Something of value is lost")
    [roll_id] = edit.changes.added_ids(RecordKind.ORACLE_ROLL)
    row = campaign.tracks.get_oracle_roll(roll_id)
    # Package tables roll other dice (1d200): the history keeps rolls from 1 to 1000.
    with pytest.raises(RuleError, match="1 to 1000"):
        campaign.tracks.record_oracle_roll("Pay the Price", 1001, "x")
    assert campaign.undo(edit) == Changes.remove(RecordKind.ORACLE_ROLL, roll_id)
    assert campaign.tracks.list_oracle_rolls() == []
    campaign.redo(edit)
    campaign.close()
    reopened = open_campaign(path, backup_folder=path.parent)
    try:
        assert reopened.tracks.list_oracle_rolls() == [row]
    finally:
        reopened.close()


def test_deleting_a_persona_frees_its_tracks_and_drops_its_sheet(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    vow = _track(campaign, TrackValues("Vow", TrackKind.VOW, Rank.EPIC, persona_id=kirra))
    campaign.tracks.set_meter(kirra, Meter.HEALTH, 3)
    campaign.personae.delete_persona(kirra)
    assert campaign.tracks.get_track(vow).values.persona_id is None
    with pytest.raises(RecordNotFoundError):
        campaign.tracks.get_sheet(kirra)


def test_undoing_a_persona_deletion_puts_back_its_sheet_and_owned_tracks(
    campaign: Campaign,
) -> None:
    kirra = _persona(campaign)
    vow = _track(campaign, TrackValues("Vow", TrackKind.VOW, Rank.EPIC, persona_id=kirra))
    campaign.tracks.set_meter(kirra, Meter.SPIRIT, 1)
    edit = campaign.personae.delete_persona(kirra)
    assert campaign.tracks.get_track(vow).values.persona_id is None  # the vow stays, unowned
    changes = campaign.undo(edit)
    assert changes.touches(SHEET, TRACK)
    assert campaign.tracks.get_sheet(kirra).character.spirit == 1
    assert campaign.tracks.get_track(vow).values.persona_id == kirra


@pytest.mark.file_campaign
def test_a_version_3_campaign_is_upgraded_with_empty_tracks(tmp_path: Path) -> None:
    from starshine_desktop.storage.database import SCHEMA_VERSION, create_database

    path = tmp_path / "older.starshine"
    create_database(path, schema_version=3).close()
    upgraded = open_campaign(path, backup_folder=tmp_path / "backups")
    try:
        assert upgraded.tracks.list_tracks() == []
        assert upgraded.tracks.list_oracle_rolls() == []
        _track(upgraded, TrackValues("First vow", TrackKind.VOW, Rank.TROUBLESOME))
    finally:
        upgraded.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)


# Undo and redo of every use case ------------------------------------------------------

Ids = dict[str, int]
UseCase = Callable[[Campaign, Ids], Edit]

USE_CASES: dict[str, UseCase] = {
    "add a track": lambda c, ids: c.tracks.add_track(
        TrackValues("Chart the reef", TrackKind.EXPEDITION, Rank.FORMIDABLE, persona_id=ids["ash"])
    ),
    "rename a track": lambda c, ids: c.tracks.rename_track(ids["vow"], "Find the bell"),
    "set a rank": lambda c, ids: c.tracks.set_rank(ids["vow"], Rank.EXTREME),
    "give a track to another Persona": lambda c, ids: c.tracks.set_owner(ids["vow"], ids["ash"]),
    "give a track to nobody": lambda c, ids: c.tracks.set_owner(ids["vow"], None),
    "set ticks": lambda c, ids: c.tracks.set_ticks(ids["vow"], 31),
    "mark progress twice": lambda c, ids: c.tracks.mark_progress(ids["vow"], 2),
    "lose progress": lambda c, ids: c.tracks.lose_progress(ids["vow"]),
    "clear a scene": lambda c, ids: c.tracks.clear_progress(ids["scene"]),
    "fill the tension clock": lambda c, ids: c.tracks.set_clock(ids["scene"], 3),
    "delete a track": lambda c, ids: c.tracks.delete_track(ids["vow"]),
    "first entry on a sheet": lambda c, ids: c.tracks.set_stat(ids["ash"], Stat.WITS, 3),
    "set a stat": lambda c, ids: c.tracks.set_stat(ids["kirra"], Stat.HEART, 2),
    "set a meter": lambda c, ids: c.tracks.set_meter(ids["kirra"], Meter.SUPPLY, 0),
    "set momentum": lambda c, ids: c.tracks.set_momentum(ids["kirra"], -4),
    "reset momentum": lambda c, ids: c.tracks.reset_momentum(ids["kirra"]),
    "mark an impact": lambda c, ids: c.tracks.set_impact(ids["kirra"], Impact.CURSED, True),
    "clear an impact": lambda c, ids: c.tracks.set_impact(ids["kirra"], Impact.WOUNDED, False),
    "mark legacy": lambda c, ids: c.tracks.mark_legacy(ids["kirra"], LegacyKind.QUESTS, 9),
    "legacy reward": lambda c, ids: c.tracks.mark_legacy_reward(
        ids["kirra"], LegacyKind.BONDS, Rank.EPIC
    ),
    "advance": lambda c, ids: c.tracks.advance(ids["kirra"], IronswornAdvanceKind.UPGRADE),
    "apply an outcome": lambda c, ids: c.tracks.apply_outcome(
        persona_id=ids["kirra"],
        momentum_after_roll=1,
        momentum=2,
        track_id=ids["scene"],
        progress_times=1,
        clock_segments=2,
        legacy_ticks=((LegacyKind.DISCOVERIES, 2),),
    ),
    "record an oracle result": lambda c, ids: c.tracks.record_oracle_roll("Action", 17, "Bolster"),
}


def _setting(campaign: Campaign) -> Ids:
    kirra, ash = _persona(campaign, "Kirra"), _persona(campaign, "Ash")
    tracks = campaign.tracks
    vow = _track(campaign, TrackValues("Vow", TrackKind.VOW, Rank.DANGEROUS, 12, persona_id=kirra))
    scene = _track(campaign, TrackValues("Storm", TrackKind.SCENE_CHALLENGE, Rank.FORMIDABLE, 8, 1))
    tracks.set_impact(kirra, Impact.WOUNDED, True)
    tracks.mark_legacy(kirra, LegacyKind.QUESTS, 12)
    tracks.record_oracle_roll("Pay the Price", 42, "Something of value is lost")
    return {"kirra": kirra, "ash": ash, "vow": vow, "scene": scene}


def _rows(campaign: Campaign, path: Path, ids: Ids) -> tuple[object, ...]:
    """What the services read, and every stored row of the three tables (with stamps)."""
    tracks = campaign.tracks
    sheets = [tracks.get_sheet(ids[name]) for name in ("kirra", "ash")]
    with stored(path) as raw:
        rows = tuple(
            raw.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall()
            for table in ("progress_track", "ironsworn_sheet", "oracle_roll")
        )
    return (tracks.list_tracks(), sheets, tracks.list_oracle_rolls(), rows)


@pytest.mark.parametrize("name", list(USE_CASES))
def test_undo_puts_back_exactly_the_rows_before_and_redo_those_after(
    campaign: Campaign, path: Path, name: str
) -> None:
    ids = _setting(campaign)
    before = _rows(campaign, path, ids)
    edit = USE_CASES[name](campaign, ids)
    after = _rows(campaign, path, ids)
    assert edit and after != before
    undone = campaign.undo(edit)
    assert _rows(campaign, path, ids) == before
    assert campaign.redo(edit) == edit.changes
    assert _rows(campaign, path, ids) == after
    assert undone.touches(TRACK, SHEET, RecordKind.ORACLE_ROLL)


# Any sequence of edits, undone and redone ------------------------------------------------

#: One step: (what, a number that picks the target and a value). Targets are picked among the
#: rows there are, so steps apply to whatever state the earlier steps left.
Step = tuple[str, int]


def _do(campaign: Campaign, ids: Ids, what: str, n: int) -> Edit:
    tracks = campaign.tracks
    track_ids = [row.id for row in tracks.list_tracks()] or [ids["vow"]]
    track = track_ids[n % len(track_ids)]
    persona = (ids["kirra"], ids["ash"])[n % 2]
    kinds = list(TrackKind)
    values = {
        "add": lambda: tracks.add_track(
            TrackValues(f"Track {n}", kinds[n % len(kinds)], Rank.DANGEROUS, persona_id=persona)
        ),
        "mark": lambda: tracks.mark_progress(track, 1 + n % 2),
        "lose": lambda: tracks.lose_progress(track),
        "clock": lambda: tracks.set_clock(track, n % 6),
        "rank": lambda: tracks.set_rank(track, list(Rank)[n % len(Rank)]),
        "owner": lambda: tracks.set_owner(track, (None, ids["kirra"], ids["ash"])[n % 3]),
        "delete": lambda: tracks.delete_track(track),
        "meter": lambda: tracks.set_meter(persona, list(Meter)[n % len(Meter)], n % 7),
        "momentum": lambda: tracks.set_momentum(persona, n % 17 - 6),
        "impact": lambda: tracks.set_impact(persona, list(Impact)[n % len(Impact)], n % 3 > 0),
        "legacy": lambda: tracks.mark_legacy(persona, list(LegacyKind)[n % 3], 1 + n % 12),
        "advance": lambda: tracks.advance(persona, list(IronswornAdvanceKind)[n % 2]),
        "outcome": lambda: tracks.apply_outcome(
            persona_id=persona,
            momentum=n % 5 - 2,
            track_id=track,
            progress_times=n % 3,
            legacy_ticks=((LegacyKind.BONDS, n % 4),),
        ),
        "oracle": lambda: tracks.record_oracle_roll("Action", 1 + n % 100, f"Result {n}"),
    }
    return values[what]()


STEP_NAMES = (
    "add", "mark", "lose", "clock", "rank", "owner", "delete",
    "meter", "momentum", "impact", "legacy", "advance", "outcome", "oracle",
)  # fmt: skip


def test_any_sequence_of_edits_undoes_to_the_start_and_redoes_to_the_end(
    campaign: Campaign, path: Path
) -> None:
    ids = _setting(campaign)
    seen = {"refused": 0, "edits": 0, "empty": 0}

    @settings(
        max_examples=30,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(st.lists(st.tuples(st.sampled_from(STEP_NAMES), st.integers(0, 999)), max_size=12))
    def check(steps: list[Step]) -> None:
        start = _rows(campaign, path, ids)
        edits = []
        for what, n in steps:
            before = _rows(campaign, path, ids)
            try:
                edit = _do(campaign, ids, what, n)
            except Refusal:
                assert _rows(campaign, path, ids) == before  # a refusal changes nothing
                seen["refused"] += 1
                continue
            assert bool(edit) == (_rows(campaign, path, ids) != before)
            seen["edits" if edit else "empty"] += 1
            edits.append(edit)
        end = _rows(campaign, path, ids)
        for edit in reversed(edits):
            campaign.undo(edit)
        assert _rows(campaign, path, ids) == start
        for edit in edits:
            campaign.redo(edit)
        assert _rows(campaign, path, ids) == end

    check()
    assert all(seen.values()), seen
