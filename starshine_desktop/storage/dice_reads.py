"""Read Cortex sheets, challenge pools and statement scenes straight through sqlite3."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.persona_reads import parse_time


class SavedKind(StrEnum):
    """A kind of record kept as a name and a JSON state; the value is its table."""

    CHALLENGE = "cortex_challenge"
    SCENE = "statement_scene"

    @property
    def label(self) -> str:
        """Return the record's name for messages."""
        if self is SavedKind.CHALLENGE:
            return QT_TRANSLATE_NOOP("Game", "Challenge pool")
        return QT_TRANSLATE_NOOP("Game", "Statement scene")


@dataclass(frozen=True, slots=True)
class CortexSheetRow:
    """A Persona's plot points and stress (sides of each die; None: no stress)."""

    persona_id: int
    plot_points: int = 0
    physical: int | None = None
    mental: int | None = None
    social: int | None = None
    stressed_out: bool = False
    awaiting_time: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SavedRow:
    """A saved challenge pool or statement scene: a name and its state as JSON text."""

    kind: SavedKind
    id: int
    name: str
    state: str
    created_at: datetime
    updated_at: datetime


_SHEET = (
    "SELECT persona_id, plot_points, stress_physical, stress_mental, stress_social, "
    "stressed_out, awaiting_time FROM cortex_sheet"
)


def _sheet(values: tuple[object, ...]) -> CortexSheetRow:
    def die(value: object) -> int | None:
        return None if value is None else int(str(value))

    awaiting = str(values[6])
    return CortexSheetRow(
        persona_id=int(str(values[0])),
        plot_points=int(str(values[1])),
        physical=die(values[2]),
        mental=die(values[3]),
        social=die(values[4]),
        stressed_out=bool(values[5]),
        awaiting_time=tuple(part for part in awaiting.split(",") if part),
    )


def read_sheet(connection: sqlite3.Connection, persona_id: int) -> CortexSheetRow | None:
    """Return a Persona's Cortex sheet, or None if nothing was ever stored for it."""
    values = connection.execute(_SHEET + " WHERE persona_id = ?", (persona_id,)).fetchone()
    return None if values is None else _sheet(values)


def read_sheets(connection: sqlite3.Connection) -> list[CortexSheetRow]:
    """Return every stored Cortex sheet, ordered by Persona id."""
    return [_sheet(values) for values in connection.execute(_SHEET + " ORDER BY persona_id")]


def _saved(kind: SavedKind, values: tuple[object, ...]) -> SavedRow:
    return SavedRow(
        kind=kind,
        id=int(str(values[0])),
        name=str(values[1]),
        state=str(values[2]),
        created_at=parse_time(str(values[3])),
        updated_at=parse_time(str(values[4])),
    )


def _select(kind: SavedKind) -> str:
    return f"SELECT id, name, state, created_at, updated_at FROM {kind.value}"


def read_saved_list(connection: sqlite3.Connection, kind: SavedKind) -> list[SavedRow]:
    """Return every saved record of a kind, ordered by id."""
    return [_saved(kind, values) for values in connection.execute(_select(kind) + " ORDER BY id")]


def read_saved(connection: sqlite3.Connection, kind: SavedKind, record_id: int) -> SavedRow:
    """Return one saved record or raise ``RecordNotFoundError``."""
    values = connection.execute(_select(kind) + " WHERE id = ?", (record_id,)).fetchone()
    if values is None:
        raise RecordNotFoundError(kind.label, record_id)
    return _saved(kind, values)
