"""Progress tracks, Ironsworn sheets and oracle history through the public services."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import (
    AdvanceKind,
    Impact,
    LegacyKind,
    Meter,
    Rank,
    Stat,
    TrackKind,
)
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.storage.tracks_reads import TrackValues

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
    [new_id] = campaign.tracks.add_track(values).added_ids(TRACK)
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
    assert campaign.tracks.mark_progress(vow, 2) == Changes.update(TRACK, vow)
    assert campaign.tracks.get_track(vow).values.ticks == 16
    campaign.tracks.lose_progress(vow)
    assert campaign.tracks.get_track(vow).track.progress_score == 2
    with sqlite3.connect(path) as raw:
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


def test_delete_and_restore_keep_the_id(campaign: Campaign) -> None:
    vow = _track(campaign, TrackValues("Vow", TrackKind.EXPEDITION, Rank.TROUBLESOME, ticks=12))
    row = campaign.tracks.get_track(vow)
    assert campaign.tracks.delete_track(vow) == Changes.remove(TRACK, vow)
    assert campaign.tracks.list_tracks() == []
    campaign.tracks.restore_track(row)
    assert campaign.tracks.get_track(vow).values == row.values


def test_sheet_defaults_then_meters_momentum_and_impacts(campaign: Campaign, path: Path) -> None:
    kirra = _persona(campaign)
    sheet = campaign.tracks.get_sheet(kirra)
    assert not sheet.stored and sheet.character.momentum == 2
    campaign.tracks.set_stat(kirra, Stat.IRON, 3)
    campaign.tracks.set_meter(kirra, Meter.HEALTH, 2)
    assert campaign.tracks.set_momentum(kirra, 10) == Changes.update(SHEET, kirra)
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
    with sqlite3.connect(path) as raw:
        assert raw.execute(
            "SELECT iron, health, momentum, impacts FROM ironsworn_sheet"
        ).fetchall() == [(3, 2, 0, "wounded")]


def test_put_sheet_puts_back_an_earlier_state(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    before = campaign.tracks.get_sheet(kirra)
    campaign.tracks.set_meter(kirra, Meter.SPIRIT, 1)
    campaign.tracks.put_sheet(before)
    assert campaign.tracks.get_sheet(kirra).character == before.character


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
    campaign.tracks.advance(kirra, AdvanceKind.NEW_ASSET)
    assert campaign.tracks.get_sheet(kirra).legacy.experience_available == 24


def test_outcome_applies_momentum_and_progress_in_one_edit_and_restores(
    campaign: Campaign,
) -> None:
    kirra = _persona(campaign)
    vow = _track(campaign, TrackValues("Vow", TrackKind.VOW, Rank.FORMIDABLE, persona_id=kirra))
    sheet, track = campaign.tracks.get_sheet(kirra), campaign.tracks.get_track(vow)
    changes = campaign.tracks.apply_outcome(
        persona_id=kirra, momentum_after_roll=2, momentum=9, track_id=vow, progress_times=2
    )
    assert changes == Changes.update(SHEET, kirra) | Changes.update(TRACK, vow)
    assert campaign.tracks.get_sheet(kirra).character.momentum == 10
    assert campaign.tracks.get_track(vow).values.ticks == 8
    campaign.tracks.restore_state(sheet=sheet, track=track)
    assert campaign.tracks.get_sheet(kirra).character.momentum == 2
    assert campaign.tracks.get_track(vow).values.ticks == 0


def test_oracle_history_is_kept_with_the_campaign(campaign: Campaign, path: Path) -> None:
    changes = campaign.tracks.record_oracle_roll("Pay the Price", 42, "Something of value is lost")
    [roll_id] = changes.added_ids(RecordKind.ORACLE_ROLL)
    row = campaign.tracks.get_oracle_roll(roll_id)
    with pytest.raises(RuleError, match="1 to 100"):
        campaign.tracks.record_oracle_roll("Pay the Price", 101, "x")
    campaign.tracks.delete_oracle_roll(roll_id)
    campaign.tracks.restore_oracle_roll(row)
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
