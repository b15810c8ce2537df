"""Common: read the records kept as a name and a JSON state (Cortex challenge pools, statement
scenes) through the campaign's reader; each system's service reads its own ``SavedKind``."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.rows import parse_time


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
class SavedRow:
    """A saved challenge pool or statement scene: a name and its state as JSON text."""

    kind: SavedKind
    id: int
    name: str
    state: str
    created_at: datetime
    updated_at: datetime


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


def read_saved_list(connection: Reader, kind: SavedKind) -> list[SavedRow]:
    """Return every saved record of a kind, ordered by id."""
    return [_saved(kind, values) for values in connection.execute(_select(kind) + " ORDER BY id")]


def read_saved(connection: Reader, kind: SavedKind, record_id: int) -> SavedRow:
    """Return one saved record or raise ``RecordNotFoundError``."""
    values = connection.execute(_select(kind) + " WHERE id = ?", (record_id,)).fetchone()
    if values is None:
        raise RecordNotFoundError(kind.label, record_id)
    return _saved(kind, values)
