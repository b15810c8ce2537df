"""Ironsworn: read progress tracks, Ironsworn sheets and oracle history (frozen rows)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.ironsworn import (
    Character,
    Impact,
    Legacy,
    LegacyKind,
    LegacyTrack,
    ProgressTrack,
    Rank,
    SceneChallenge,
    TrackKind,
)
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.rows import parse_time

DEFAULT_STAT = 1


@dataclass(frozen=True, slots=True)
class TrackValues:
    """What a person enters for a progress track (everything but its id and timestamps)."""

    name: str
    kind: TrackKind
    rank: Rank
    ticks: int = 0
    clock: int = 0
    persona_id: int | None = None

    @property
    def track(self) -> ProgressTrack:
        """Return the track as the rules see it (checks ticks and a scene's rank)."""
        return ProgressTrack(self.name, self.kind, self.rank, self.ticks)

    @property
    def scene(self) -> SceneChallenge | None:
        """Return the scene challenge (track and tension clock), or None for other kinds."""
        if self.kind is not TrackKind.SCENE_CHALLENGE:
            return None
        return SceneChallenge(self.track, self.clock)


@dataclass(frozen=True, slots=True)
class TrackRow:
    """One stored progress track, detached from the database."""

    id: int
    values: TrackValues
    created_at: datetime
    updated_at: datetime

    @property
    def name(self) -> str:
        """Return the track's name."""
        return self.values.name

    @property
    def track(self) -> ProgressTrack:
        """Return the track as the rules see it."""
        return self.values.track


@dataclass(frozen=True, slots=True)
class SheetRow:
    """A Persona's Ironsworn sheet: the rules' ``Character`` and ``Legacy`` values."""

    persona_id: int
    character: Character
    legacy: Legacy
    stored: bool


@dataclass(frozen=True, slots=True)
class OracleRollRow:
    """One result in the oracle history."""

    id: int
    table_name: str
    roll: int
    result: str
    rolled_at: datetime


def default_sheet(persona_id: int) -> SheetRow:
    """Return the sheet of a Persona nobody has filled in yet."""
    character = Character(DEFAULT_STAT, DEFAULT_STAT, DEFAULT_STAT, DEFAULT_STAT, DEFAULT_STAT)
    return SheetRow(persona_id, character, Legacy(), stored=False)


_TRACK_SELECT = (
    "SELECT id, name, kind, rank, ticks, clock, persona_id, created_at, updated_at "
    "FROM progress_track"
)


def _track(values: tuple[object, ...]) -> TrackRow:
    owner = values[6]
    return TrackRow(
        id=int(str(values[0])),
        values=TrackValues(
            name=str(values[1]),
            kind=TrackKind(str(values[2])),
            rank=Rank(str(values[3])),
            ticks=int(str(values[4])),
            clock=int(str(values[5])),
            persona_id=None if owner is None else int(str(owner)),
        ),
        created_at=parse_time(str(values[7])),
        updated_at=parse_time(str(values[8])),
    )


def read_tracks(connection: Reader) -> list[TrackRow]:
    """Return every progress track, ordered by id."""
    return [_track(values) for values in connection.execute(_TRACK_SELECT + " ORDER BY id")]


def read_track(connection: Reader, track_id: int) -> TrackRow:
    """Return one progress track or raise ``RecordNotFoundError``."""
    values = connection.execute(_TRACK_SELECT + " WHERE id = ?", (track_id,)).fetchone()
    if values is None:
        raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "progress track"), track_id)
    return _track(values)


_SHEET_COLUMNS = (
    "edge, heart, iron, shadow, wits, health, spirit, supply, integrity, momentum, impacts, "
    "quests_ticks, quests_completed, bonds_ticks, bonds_completed, "
    "discoveries_ticks, discoveries_completed, experience_earned, experience_spent"
)


def parse_impacts(text: str) -> frozenset[Impact]:
    """Return the impacts stored as comma-separated names."""
    return frozenset(Impact(name) for name in text.split(",") if name)


def format_impacts(impacts: frozenset[Impact]) -> str:
    """Return impacts as the comma-separated names the table keeps (in the rules' order)."""
    return ",".join(impact.value for impact in Impact if impact in impacts)


def read_sheet(connection: Reader, persona_id: int) -> SheetRow:
    """Return a Persona's Ironsworn sheet (the defaults when none was saved yet)."""
    values = connection.execute(
        f"SELECT {_SHEET_COLUMNS} FROM ironsworn_sheet WHERE persona_id = ?", (persona_id,)
    ).fetchone()
    if values is None:
        if connection.execute("SELECT 1 FROM persona WHERE id = ?", (persona_id,)).fetchone():
            return default_sheet(persona_id)
        raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "Persona"), persona_id)
    numbers = [int(value) for value in values[:10]]
    character = Character(
        edge=numbers[0],
        heart=numbers[1],
        iron=numbers[2],
        shadow=numbers[3],
        wits=numbers[4],
        health=numbers[5],
        spirit=numbers[6],
        supply=numbers[7],
        integrity=numbers[8],
        momentum=numbers[9],
        impacts=parse_impacts(str(values[10])),
    )
    legacy_values = [int(value) for value in values[11:]]
    legacy = Legacy(
        quests=LegacyTrack(LegacyKind.QUESTS, legacy_values[0], bool(legacy_values[1])),
        bonds=LegacyTrack(LegacyKind.BONDS, legacy_values[2], bool(legacy_values[3])),
        discoveries=LegacyTrack(LegacyKind.DISCOVERIES, legacy_values[4], bool(legacy_values[5])),
        experience_earned=legacy_values[6],
        experience_spent=legacy_values[7],
    )
    return SheetRow(persona_id, character, legacy, stored=True)


_ORACLE_SELECT = "SELECT id, table_name, roll, result, rolled_at FROM oracle_roll"


def _oracle_roll(values: tuple[object, ...]) -> OracleRollRow:
    return OracleRollRow(
        id=int(str(values[0])),
        table_name=str(values[1]),
        roll=int(str(values[2])),
        result=str(values[3]),
        rolled_at=parse_time(str(values[4])),
    )


def read_oracle_rolls(connection: Reader) -> list[OracleRollRow]:
    """Return the oracle history, oldest first."""
    return [_oracle_roll(v) for v in connection.execute(_ORACLE_SELECT + " ORDER BY id")]


def read_oracle_roll(connection: Reader, roll_id: int) -> OracleRollRow:
    """Return one oracle result or raise ``RecordNotFoundError``."""
    values = connection.execute(_ORACLE_SELECT + " WHERE id = ?", (roll_id,)).fetchone()
    if values is None:
        raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "oracle result"), roll_id)
    return _oracle_roll(values)
