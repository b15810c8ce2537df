"""Use cases on progress tracks, Ironsworn sheets and the oracle history (rules-spec E).

Each method validates with ``rules.ironsworn``, runs one short transaction and returns its
``Changes``. Undo keeps the row read before an edit and puts it back with ``restore_*``/
``put_*``; redo repeats the edit (which, from the restored state, gives the same result).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import (
    AdvanceKind,
    Impact,
    LegacyKind,
    Meter,
    Rank,
    SceneChallenge,
    Stat,
    TrackKind,
)
from starshine_desktop.rules.ironsworn.character import check_meter, check_momentum, check_stat
from starshine_desktop.rules.ironsworn.oracles import check_oracle_roll
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.personae import Clock, utc_now
from starshine_desktop.storage.database import Database
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.persona_reads import read_persona
from starshine_desktop.storage.rows import NAME_LENGTH
from starshine_desktop.storage.tracks_reads import (
    OracleRollRow,
    SheetRow,
    TrackRow,
    TrackValues,
    read_oracle_roll,
    read_oracle_rolls,
    read_sheet,
    read_track,
    read_tracks,
)

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

TRACK = RecordKind.TRACK
SHEET = RecordKind.IRONSWORN_SHEET
ORACLE_ROLL = RecordKind.ORACLE_ROLL
RESULT_LENGTH = 2000


def clean_name(value: str) -> str:
    """Return a track's name tidied, or raise ``ValidationError`` (blank or too long)."""
    text = " ".join(value.split())
    if not text:
        raise ValidationError("A track's name cannot be blank")
    if len(text) > NAME_LENGTH:
        raise ValidationError(f"A track's name is longer than {NAME_LENGTH} characters")
    return text


def check_track_values(values: TrackValues) -> TrackValues:
    """Return ``values`` cleaned, or raise naming the rule (ticks, clock, a scene's rank)."""
    clean = replace(values, name=clean_name(values.name))
    clean.track  # noqa: B018  (the rules check ticks and a scene's rank on creation)
    if values.kind is TrackKind.SCENE_CHALLENGE:
        SceneChallenge(clean.track, values.clock)
    elif values.clock != 0:
        raise RuleError("tension clock: only a scene challenge has a tension clock")
    return clean


@dataclass(frozen=True, slots=True)
class PersonaTrackState:
    """What deleting a Persona takes away here: its sheet and its ownership of tracks."""

    persona_id: int
    sheet: SheetRow | None
    owned_track_ids: tuple[int, ...]


class TrackService:
    """The progress tracks, Persona sheets and oracle history of one campaign."""

    def __init__(self, database: Database, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock

    # Progress tracks ---------------------------------------------------------------

    def list_tracks(self) -> list[TrackRow]:
        """Return every progress track, ordered by id."""
        with self._database.reading() as connection:
            return read_tracks(connection)

    def get_track(self, track_id: int) -> TrackRow:
        """Return one progress track."""
        with self._database.reading() as connection:
            return read_track(connection, track_id)

    def _check_owner(self, session: Session, persona_id: int | None) -> None:
        if persona_id is not None:
            read_persona(self._database.connection_of(session), persona_id)

    def add_track(self, values: TrackValues) -> Changes:
        """Add a progress track; the new id is the one in ``Changes.added``."""
        clean = check_track_values(values)
        from starshine_desktop.storage import tracks_writes as store

        with self._database.transaction() as session:
            self._check_owner(session, clean.persona_id)
            new_id = store.insert_track(session, clean, now=self._clock())
        return Changes.add(TRACK, new_id)

    def restore_track(self, row: TrackRow) -> Changes:
        """Put back a removed track with its id and creation time (undo, redo)."""
        clean = check_track_values(row.values)
        from starshine_desktop.storage import tracks_writes as store

        with self._database.transaction() as session:
            self._check_owner(session, clean.persona_id)
            store.insert_track(
                session, clean, now=self._clock(), track_id=row.id, created_at=row.created_at
            )
        return Changes.add(TRACK, row.id)

    def delete_track(self, track_id: int) -> Changes:
        """Delete a progress track."""
        from starshine_desktop.storage import tracks_writes as store

        with self._database.transaction() as session:
            store.delete_track(session, track_id)
        return Changes.remove(TRACK, track_id)

    def put_track(self, track_id: int, values: TrackValues) -> Changes:
        """Store every value of a track at once (what undo puts back)."""
        clean = check_track_values(values)
        from starshine_desktop.storage import tracks_writes as store

        with self._database.transaction() as session:
            self._check_owner(session, clean.persona_id)
            store.update_track(session, track_id, clean, now=self._clock())
        return Changes.update(TRACK, track_id)

    def _change_track(self, track_id: int, values: TrackValues) -> Changes:
        return self.put_track(track_id, values)

    def rename_track(self, track_id: int, name: str) -> Changes:
        """Rename a track (not blank)."""
        return self._change_track(track_id, replace(self.get_track(track_id).values, name=name))

    def set_rank(self, track_id: int, rank: Rank) -> Changes:
        """Change a track's rank, keeping its progress."""
        return self._change_track(track_id, replace(self.get_track(track_id).values, rank=rank))

    def set_owner(self, track_id: int, persona_id: int | None) -> Changes:
        """Give a track to a Persona, or to nobody in particular (None)."""
        values = replace(self.get_track(track_id).values, persona_id=persona_id)
        return self._change_track(track_id, values)

    def set_ticks(self, track_id: int, ticks: int) -> Changes:
        """Set a track's ticks (0 to 40)."""
        return self._change_track(track_id, replace(self.get_track(track_id).values, ticks=ticks))

    def mark_progress(self, track_id: int, times: int = 1) -> Changes:
        """Mark progress per the track's rank, ``times`` times (2: "mark progress twice")."""
        row = self.get_track(track_id)
        return self.set_ticks(track_id, row.track.mark_progress(times).ticks)

    def lose_progress(self, track_id: int, times: int = 1) -> Changes:
        """Lose progress per the track's rank."""
        row = self.get_track(track_id)
        return self.set_ticks(track_id, row.track.lose_progress(times).ticks)

    def clear_progress(self, track_id: int) -> Changes:
        """Empty a track (and its tension clock)."""
        values = replace(self.get_track(track_id).values, ticks=0, clock=0)
        return self._change_track(track_id, values)

    def set_clock(self, track_id: int, clock: int) -> Changes:
        """Set how many of a scene challenge's four tension-clock segments are filled."""
        return self._change_track(track_id, replace(self.get_track(track_id).values, clock=clock))

    # Ironsworn sheets ----------------------------------------------------------------

    def get_sheet(self, persona_id: int) -> SheetRow:
        """Return a Persona's Ironsworn sheet (defaults until something is entered)."""
        with self._database.reading() as connection:
            return read_sheet(connection, persona_id)

    def put_sheet(self, sheet: SheetRow) -> Changes:
        """Store a whole sheet at once (what undo puts back)."""
        from starshine_desktop.storage import tracks_writes as store

        with self._database.transaction() as session:
            read_persona(self._database.connection_of(session), sheet.persona_id)
            store.write_sheet(session, sheet, now=self._clock())
        return Changes.update(SHEET, sheet.persona_id)

    def _change_sheet(self, persona_id: int, **character: int) -> Changes:
        sheet = self.get_sheet(persona_id)
        fields: dict[str, Any] = dict(character)
        return self.put_sheet(replace(sheet, character=replace(sheet.character, **fields)))

    def set_stat(self, persona_id: int, stat: Stat, value: int) -> Changes:
        """Set one of the five stats (1 to 3)."""
        return self._change_sheet(persona_id, **{stat.value: check_stat(stat, value)})

    def set_meter(self, persona_id: int, meter: Meter, value: int) -> Changes:
        """Set a condition meter (0 to 5)."""
        return self._change_sheet(persona_id, **{meter.value: check_meter(meter, value)})

    def set_momentum(self, persona_id: int, value: int) -> Changes:
        """Set momentum (−6 to max momentum, which is 10 less one per impact)."""
        impacts = len(self.get_sheet(persona_id).character.impacts)
        return self._change_sheet(persona_id, momentum=check_momentum(value, impacts))

    def reset_momentum(self, persona_id: int) -> Changes:
        """Set momentum to its reset value (+2, +1 with one impact, 0 with more)."""
        sheet = self.get_sheet(persona_id)
        return self._change_sheet(persona_id, momentum=sheet.character.momentum_reset)

    def set_impact(self, persona_id: int, impact: Impact, marked: bool) -> Changes:
        """Mark or clear an impact (momentum above the new max drops to it)."""
        sheet = self.get_sheet(persona_id)
        character = sheet.character
        if marked == (impact in character.impacts):
            return Changes()
        changed = character.mark_impact(impact) if marked else character.clear_impact(impact)
        return self.put_sheet(replace(sheet, character=changed))

    def mark_legacy(self, persona_id: int, kind: LegacyKind, ticks: int) -> Changes:
        """Mark ticks on a legacy track, earning experience per box filled."""
        sheet = self.get_sheet(persona_id)
        return self.put_sheet(replace(sheet, legacy=sheet.legacy.mark(kind, ticks)))

    def mark_legacy_reward(self, persona_id: int, kind: LegacyKind, rank: Rank) -> Changes:
        """Mark the legacy reward for completing a challenge of ``rank``."""
        sheet = self.get_sheet(persona_id)
        return self.put_sheet(replace(sheet, legacy=sheet.legacy.mark_reward(kind, rank)))

    def advance(self, persona_id: int, kind: AdvanceKind) -> Changes:
        """Spend experience on a new asset (3) or an upgrade (2)."""
        sheet = self.get_sheet(persona_id)
        return self.put_sheet(replace(sheet, legacy=sheet.legacy.advance(kind)))

    def persona_state(self, persona_id: int) -> PersonaTrackState:
        """Return a Persona's sheet and owned tracks, to put back after undoing its deletion."""
        with self._database.reading() as connection:
            sheet = read_sheet(connection, persona_id)
            owned = tuple(
                row.id for row in read_tracks(connection) if row.values.persona_id == persona_id
            )
        return PersonaTrackState(persona_id, sheet if sheet.stored else None, owned)

    def restore_persona_state(self, state: PersonaTrackState) -> Changes:
        """Put back a Persona's sheet and track ownership (after the Persona is restored)."""
        from starshine_desktop.storage import tracks_writes as store

        changes = Changes()
        with self._database.transaction() as session:
            connection = self._database.connection_of(session)
            if state.sheet is not None:
                store.write_sheet(session, state.sheet, now=self._clock())
                changes |= Changes.update(SHEET, state.persona_id)
            for track_id in state.owned_track_ids:
                row = read_track(connection, track_id)
                owned = replace(row.values, persona_id=state.persona_id)
                store.update_track(session, track_id, owned, now=self._clock())
                changes |= Changes.update(TRACK, track_id)
        return changes

    # Move outcomes -------------------------------------------------------------------

    def apply_outcome(
        self,
        *,
        persona_id: int | None,
        momentum_after_roll: int | None = None,
        momentum: int = 0,
        track_id: int | None = None,
        progress_times: int = 0,
        clock_segments: int = 0,
        legacy_ticks: tuple[tuple[LegacyKind, int], ...] = (),
    ) -> Changes:
        """Apply what a move's outcome states, in one transaction.

        ``momentum_after_roll`` is the Persona's momentum once the roll is settled (the reset
        after a burn); ``momentum`` is then taken (or lost) within −6..max; ``progress_times``
        marks progress on the track and ``clock_segments`` fills a scene's tension clock;
        ``legacy_ticks`` marks the Persona's legacy tracks (earning experience).
        """
        from starshine_desktop.storage import tracks_writes as store

        changes = Changes()
        with self._database.transaction() as session:
            connection = self._database.connection_of(session)
            touches_sheet = momentum_after_roll is not None or momentum or legacy_ticks
            if persona_id is not None and touches_sheet:
                sheet = read_sheet(connection, persona_id)
                character, legacy = sheet.character, sheet.legacy
                if momentum_after_roll is not None:
                    check_momentum(momentum_after_roll, len(character.impacts))
                    character = replace(character, momentum=momentum_after_roll)
                character = character.take_momentum(momentum).character
                for kind, ticks in legacy_ticks:
                    legacy = legacy.mark(kind, ticks)
                changed = replace(sheet, character=character, legacy=legacy)
                store.write_sheet(session, changed, now=self._clock())
                changes |= Changes.update(SHEET, persona_id)
            if track_id is not None and (progress_times or clock_segments):
                row = read_track(connection, track_id)
                values = row.values
                if progress_times:
                    values = replace(values, ticks=row.track.mark_progress(progress_times).ticks)
                if clock_segments:
                    scene = values.scene
                    if scene is None:
                        raise RuleError("tension clock: only a scene challenge has a tension clock")
                    values = replace(values, clock=scene.fill_clock(clock_segments).clock)
                store.update_track(session, track_id, values, now=self._clock())
                changes |= Changes.update(TRACK, track_id)
        return changes

    def restore_state(self, *, sheet: SheetRow | None, track: TrackRow | None) -> Changes:
        """Put back a sheet and a track as they were before an outcome (undo)."""
        from starshine_desktop.storage import tracks_writes as store

        changes = Changes()
        with self._database.transaction() as session:
            if sheet is not None:
                store.write_sheet(session, sheet, now=self._clock())
                changes |= Changes.update(SHEET, sheet.persona_id)
            if track is not None:
                store.update_track(session, track.id, track.values, now=self._clock())
                changes |= Changes.update(TRACK, track.id)
        return changes

    # Oracle history ------------------------------------------------------------------

    def list_oracle_rolls(self) -> list[OracleRollRow]:
        """Return the oracle history, oldest first."""
        with self._database.reading() as connection:
            return read_oracle_rolls(connection)

    def get_oracle_roll(self, roll_id: int) -> OracleRollRow:
        """Return one result of the oracle history."""
        with self._database.reading() as connection:
            return read_oracle_roll(connection, roll_id)

    def record_oracle_roll(self, table_name: str, roll: int, result: str) -> Changes:
        """Add an oracle result to the campaign's history."""
        check_oracle_roll(roll)
        if not result.strip() or len(result) > RESULT_LENGTH:
            raise ValidationError(f"An oracle result is 1 to {RESULT_LENGTH} characters")
        from starshine_desktop.storage import tracks_writes as store

        with self._database.transaction() as session:
            new_id = store.insert_oracle_roll(
                session, clean_name(table_name), roll, result, rolled_at=self._clock()
            )
        return Changes.add(ORACLE_ROLL, new_id)

    def restore_oracle_roll(self, row: OracleRollRow) -> Changes:
        """Put back a removed oracle result with its id and time (redo)."""
        from starshine_desktop.storage import tracks_writes as store

        with self._database.transaction() as session:
            store.insert_oracle_roll(
                session,
                row.table_name,
                row.roll,
                row.result,
                rolled_at=row.rolled_at,
                roll_id=row.id,
            )
        return Changes.add(ORACLE_ROLL, row.id)

    def delete_oracle_roll(self, roll_id: int) -> Changes:
        """Remove one result from the oracle history (undo of a roll)."""
        from starshine_desktop.storage import tracks_writes as store

        with self._database.transaction() as session:
            store.delete_oracle_roll(session, roll_id)
        return Changes.remove(ORACLE_ROLL, roll_id)


__all__ = [
    "OracleRollRow",
    "PersonaTrackState",
    "RecordNotFoundError",
    "SheetRow",
    "TrackRow",
    "TrackService",
    "TrackValues",
]
