"""Ironsworn: use cases on progress tracks, Ironsworn sheets and the oracle history (rules-spec E).

Each method validates with ``rules.ironsworn``, reads and writes in one transaction through
the journal and returns its ``Edit``: undo and redo replay its rows (``Campaign.undo``).
A sheet is read with the assets it holds that count as an impact (``sheet_holding``): max
momentum, the reset and every momentum change follow them as they follow marked impacts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn import (
    Impact,
    IronswornAdvanceKind,
    LegacyKind,
    Meter,
    Rank,
    SceneChallenge,
    Stat,
    TrackKind,
)
from starshine_desktop.rules.ironsworn.character import check_meter, check_momentum, check_stat
from starshine_desktop.rules.ironsworn.datasworn import MAX_ORACLE_ROLL
from starshine_desktop.rules.ironsworn.dice import check_face
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.names import refuse_nul
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.ironsworn.tracks_reads import (
    OracleRollRow,
    SheetRow,
    TrackRow,
    TrackValues,
    read_oracle_roll,
    read_oracle_rolls,
    read_track,
    read_tracks,
)
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.rows import NAME_LENGTH
from starshine_desktop.storage.starshine.persona_reads import read_persona
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:
    from starshine_desktop.rules.ironsworn.datasworn import Asset
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.ironsworn.assets import SheetAssets
    from starshine_desktop.storage.journal import Journal

TRACK = RecordKind.TRACK
SHEET = RecordKind.IRONSWORN_SHEET
ORACLE_ROLL = RecordKind.ORACLE_ROLL
RESULT_LENGTH = 2000
NO_CLOCK = QT_TRANSLATE_NOOP("Refusal", "tension clock: only a scene challenge has a tension clock")


def clean_name(value: str) -> str:
    """Return a track's name tidied, or raise ``ValidationError`` (blank, too long, NUL)."""
    refuse_nul(QT_TRANSLATE_NOOP("Game", "A track's name"), value)
    text = " ".join(value.split())
    if not text:
        raise ValidationError(QT_TRANSLATE_NOOP("Refusal", "A track's name cannot be blank"))
    if len(text) > NAME_LENGTH:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "A track's name is longer than {limit} characters"),
            limit=NAME_LENGTH,
        )
    return text


def check_track_values(values: TrackValues) -> TrackValues:
    """Return ``values`` cleaned, or raise naming the rule (ticks, clock, a scene's rank)."""
    clean = replace(values, name=clean_name(values.name))
    clean.track  # noqa: B018  (the rules check ticks and a scene's rank on creation)
    if values.kind is TrackKind.SCENE_CHALLENGE:
        SceneChallenge(clean.track, values.clock)
    elif values.clock != 0:
        raise RuleError(NO_CLOCK)
    return clean


class TrackService:
    """The progress tracks, Persona sheets and oracle history of one campaign."""

    def __init__(
        self, database: CampaignStore, clock: Clock = utc_now, assets: SheetAssets | None = None
    ) -> None:
        self._database = database
        self._clock = clock
        self._assets = assets

    def _cards(self, persona_id: int | None) -> Mapping[str, Asset]:
        """Return the cards of the assets on a Persona's sheet (read before a transaction)."""
        if self._assets is None or persona_id is None:
            return {}
        return self._assets.cards_held(persona_id)

    def _read_sheet(
        self, connection: Reader, persona_id: int, cards: Mapping[str, Asset]
    ) -> SheetRow:
        from starshine_desktop.services.ironsworn.assets import sheet_holding

        return sheet_holding(connection, persona_id, cards)

    def _run(self, work: Callable[[Journal], object]) -> Edit:
        from starshine_desktop.services import edits

        return edits.run(self._database, work)

    def _connection(self, journal: Journal) -> Reader:
        """Return the connection that reads inside the journal's transaction."""
        return self._database.connection_of(journal.session)

    # Progress tracks ---------------------------------------------------------------

    def list_tracks(self) -> list[TrackRow]:
        """Return every progress track, ordered by id."""
        with self._database.reading() as connection:
            return read_tracks(connection)

    def get_track(self, track_id: int) -> TrackRow:
        """Return one progress track."""
        with self._database.reading() as connection:
            return read_track(connection, track_id)

    def _check_owner(self, journal: Journal, persona_id: int | None) -> None:
        if persona_id is not None:
            read_persona(self._connection(journal), persona_id)

    def add_track(self, values: TrackValues) -> Edit:
        """Add a progress track; the new id is the one in ``edit.changes.added``."""
        clean = check_track_values(values)
        from starshine_desktop.storage.ironsworn import tracks_writes as store

        def work(journal: Journal) -> None:
            self._check_owner(journal, clean.persona_id)
            store.insert_track(journal, clean, now=self._clock())

        return self._run(work)

    def delete_track(self, track_id: int) -> Edit:
        """Delete a progress track."""
        from starshine_desktop.storage.ironsworn import tracks_writes as store

        return self._run(lambda journal: store.delete_track(journal, track_id))

    def _change_track(self, track_id: int, change: Callable[[TrackRow], TrackValues]) -> Edit:
        """Read a track, store ``change(row)`` checked by the rules; no row changes if equal."""
        from starshine_desktop.storage.ironsworn import tracks_writes as store

        def work(journal: Journal) -> None:
            row = read_track(self._connection(journal), track_id)
            clean = check_track_values(change(row))
            if clean.persona_id != row.values.persona_id:
                self._check_owner(journal, clean.persona_id)
            store.update_track(journal, track_id, clean, now=self._clock())

        return self._run(work)

    def rename_track(self, track_id: int, name: str) -> Edit:
        """Rename a track (not blank)."""
        return self._change_track(track_id, lambda row: replace(row.values, name=name))

    def set_rank(self, track_id: int, rank: Rank) -> Edit:
        """Change a track's rank, keeping its progress."""
        return self._change_track(track_id, lambda row: replace(row.values, rank=rank))

    def set_owner(self, track_id: int, persona_id: int | None) -> Edit:
        """Give a track to a Persona, or to nobody in particular (None)."""
        return self._change_track(track_id, lambda row: replace(row.values, persona_id=persona_id))

    def set_ticks(self, track_id: int, ticks: int) -> Edit:
        """Set a track's ticks (0 to 40)."""
        return self._change_track(track_id, lambda row: replace(row.values, ticks=ticks))

    def mark_progress(self, track_id: int, times: int = 1) -> Edit:
        """Mark progress per the track's rank, ``times`` times (2: "mark progress twice")."""
        return self._change_track(
            track_id,
            lambda row: replace(row.values, ticks=row.track.mark_progress(times).ticks),
        )

    def lose_progress(self, track_id: int, times: int = 1) -> Edit:
        """Lose progress per the track's rank."""
        return self._change_track(
            track_id,
            lambda row: replace(row.values, ticks=row.track.lose_progress(times).ticks),
        )

    def clear_progress(self, track_id: int) -> Edit:
        """Empty a track (and its tension clock)."""
        return self._change_track(track_id, lambda row: replace(row.values, ticks=0, clock=0))

    def set_clock(self, track_id: int, clock: int) -> Edit:
        """Set how many of a scene challenge's four tension-clock segments are filled."""
        return self._change_track(track_id, lambda row: replace(row.values, clock=clock))

    # Ironsworn sheets ----------------------------------------------------------------

    def get_sheet(self, persona_id: int) -> SheetRow:
        """Return a Persona's Ironsworn sheet (defaults until something is entered), with the
        assets it holds that count as an impact counted."""
        cards = self._cards(persona_id)
        with self._database.reading() as connection:
            return self._read_sheet(connection, persona_id, cards)

    def _change_sheet(self, persona_id: int, change: Callable[[SheetRow], SheetRow]) -> Edit:
        """Read a Persona's sheet and store ``change(sheet)``; no row changes if equal."""
        from starshine_desktop.storage.ironsworn import tracks_writes as store

        cards = self._cards(persona_id)

        def work(journal: Journal) -> None:
            sheet = self._read_sheet(self._connection(journal), persona_id, cards)
            changed = change(sheet)
            if (changed.character, changed.legacy) != (sheet.character, sheet.legacy):
                store.write_sheet(journal, changed, now=self._clock())

        return self._run(work)

    def _set_character(self, persona_id: int, **character: int) -> Edit:
        fields: dict[str, Any] = dict(character)
        return self._change_sheet(
            persona_id,
            lambda sheet: replace(sheet, character=replace(sheet.character, **fields)),
        )

    def set_stat(self, persona_id: int, stat: Stat, value: int) -> Edit:
        """Set one of the five stats (1 to 3)."""
        return self._set_character(persona_id, **{stat.value: check_stat(stat, value)})

    def set_meter(self, persona_id: int, meter: Meter, value: int) -> Edit:
        """Set a condition meter (0 to 5)."""
        return self._set_character(persona_id, **{meter.value: check_meter(meter, value)})

    def set_momentum(self, persona_id: int, value: int) -> Edit:
        """Set momentum (−6 to max momentum, which is 10 less one per impact, an asset
        counting as an impact included)."""

        def change(sheet: SheetRow) -> SheetRow:
            momentum = check_momentum(value, sheet.character.impact_count)
            return replace(sheet, character=replace(sheet.character, momentum=momentum))

        return self._change_sheet(persona_id, change)

    def reset_momentum(self, persona_id: int) -> Edit:
        """Set momentum to its reset value (+2, +1 with one impact, 0 with more)."""

        def change(sheet: SheetRow) -> SheetRow:
            character = sheet.character
            return replace(sheet, character=replace(character, momentum=character.momentum_reset))

        return self._change_sheet(persona_id, change)

    def set_impact(self, persona_id: int, impact: Impact, marked: bool) -> Edit:
        """Mark or clear an impact (momentum above the new max drops to it)."""

        def change(sheet: SheetRow) -> SheetRow:
            character = sheet.character
            if marked == (impact in character.impacts):
                return sheet
            changed = character.mark_impact(impact) if marked else character.clear_impact(impact)
            return replace(sheet, character=changed)

        return self._change_sheet(persona_id, change)

    def mark_legacy(self, persona_id: int, kind: LegacyKind, ticks: int) -> Edit:
        """Mark ticks on a legacy track, earning experience per box filled."""
        return self._change_sheet(
            persona_id, lambda sheet: replace(sheet, legacy=sheet.legacy.mark(kind, ticks))
        )

    def mark_legacy_reward(self, persona_id: int, kind: LegacyKind, rank: Rank) -> Edit:
        """Mark the legacy reward for completing a challenge of ``rank``."""
        return self._change_sheet(
            persona_id,
            lambda sheet: replace(sheet, legacy=sheet.legacy.mark_reward(kind, rank)),
        )

    def advance(self, persona_id: int, kind: IronswornAdvanceKind) -> Edit:
        """Spend experience on a new asset (3) or an upgrade (2)."""
        return self._change_sheet(
            persona_id, lambda sheet: replace(sheet, legacy=sheet.legacy.advance(kind))
        )

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
    ) -> Edit:
        """Apply what a move's outcome states, as one edit.

        ``momentum_after_roll`` is the Persona's momentum once the roll is settled (the reset
        after a burn); ``momentum`` is then taken (or lost) within −6..max; ``progress_times``
        marks progress on the track and ``clock_segments`` fills a scene's tension clock;
        ``legacy_ticks`` marks the Persona's legacy tracks (earning experience).
        """
        from starshine_desktop.storage.ironsworn import tracks_writes as store

        cards = self._cards(persona_id)

        def work(journal: Journal) -> None:
            connection = self._connection(journal)
            touches_sheet = momentum_after_roll is not None or momentum or legacy_ticks
            if persona_id is not None and touches_sheet:
                sheet = self._read_sheet(connection, persona_id, cards)
                character, legacy = sheet.character, sheet.legacy
                if momentum_after_roll is not None:
                    check_momentum(momentum_after_roll, character.impact_count)
                    character = replace(character, momentum=momentum_after_roll)
                character = character.take_momentum(momentum).character
                for kind, ticks in legacy_ticks:
                    legacy = legacy.mark(kind, ticks)
                if (character, legacy) != (sheet.character, sheet.legacy):
                    changed = replace(sheet, character=character, legacy=legacy)
                    store.write_sheet(journal, changed, now=self._clock())
            if track_id is not None and (progress_times or clock_segments):
                row = read_track(connection, track_id)
                values = row.values
                if progress_times:
                    values = replace(values, ticks=row.track.mark_progress(progress_times).ticks)
                if clock_segments:
                    scene = values.scene
                    if scene is None:
                        raise RuleError(NO_CLOCK)
                    values = replace(values, clock=scene.fill_clock(clock_segments).clock)
                store.update_track(journal, track_id, values, now=self._clock())

        return self._run(work)

    # Oracle history ------------------------------------------------------------------

    def list_oracle_rolls(self) -> list[OracleRollRow]:
        """Return the oracle history, oldest first."""
        with self._database.reading() as connection:
            return read_oracle_rolls(connection)

    def get_oracle_roll(self, roll_id: int) -> OracleRollRow:
        """Return one result of the oracle history."""
        with self._database.reading() as connection:
            return read_oracle_roll(connection, roll_id)

    def record_oracle_roll(self, table_name: str, roll: int, result: str) -> Edit:
        """Add an oracle result to the campaign's history (undo takes it out again)."""
        check_face(roll, MAX_ORACLE_ROLL, "oracle roll")
        if not result.strip() or len(result) > RESULT_LENGTH:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "An oracle result is 1 to {limit} characters"),
                limit=RESULT_LENGTH,
            )
        name = clean_name(table_name)
        from starshine_desktop.storage.ironsworn import tracks_writes as store

        return self._run(
            lambda journal: store.insert_oracle_roll(
                journal, name, roll, result, rolled_at=self._clock()
            )
        )


__all__ = [
    "OracleRollRow",
    "RecordNotFoundError",
    "SheetRow",
    "TrackRow",
    "TrackService",
    "TrackValues",
]
