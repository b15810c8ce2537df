"""Starshine: read Personae through the campaign's reader (no SQLAlchemy at start-up)."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.rows import PersonaRow, parse_time, score_column

_SCORES = tuple(Score)
_SELECT = (
    "SELECT id, name, actor_name, stance, notes, "
    + ", ".join(score_column(score) for score in _SCORES)
    + ", created_at, updated_at, risked_corruption, risked_death, dead FROM persona"
)


def _row(values: tuple[object, ...]) -> PersonaRow:
    scores = values[5:17]
    return PersonaRow(
        id=int(values[0]),  # type: ignore[call-overload]
        name=str(values[1]),
        actor_name=str(values[2]),
        stance=int(values[3]),  # type: ignore[call-overload]
        notes=str(values[4]),
        scores=MappingProxyType(dict(zip(_SCORES, scores, strict=True))),  # type: ignore[arg-type]
        created_at=parse_time(str(values[17])),
        updated_at=parse_time(str(values[18])),
        risked_corruption=bool(values[19]),
        risked_death=bool(values[20]),
        dead=bool(values[21]),
    )


def read_personae(connection: Reader) -> list[PersonaRow]:
    """Return every Persona, ordered by id."""
    return [_row(values) for values in connection.execute(_SELECT + " ORDER BY id")]


def read_some_personae(connection: Reader, ids: Sequence[int]) -> list[PersonaRow]:
    """Return the Personae with these ids that exist, ordered by id."""
    found: list[PersonaRow] = []
    for start in range(0, len(ids), 500):  # SQLite's limit on bound values, with room
        chunk = list(ids[start : start + 500])
        marks = ", ".join("?" * len(chunk))
        query = f"{_SELECT} WHERE id IN ({marks}) ORDER BY id"
        found.extend(_row(values) for values in connection.execute(query, chunk))
    return sorted(found, key=lambda row: row.id)


def read_persona(connection: Reader, persona_id: int) -> PersonaRow:
    """Return one Persona or raise ``RecordNotFoundError``."""
    values = connection.execute(_SELECT + " WHERE id = ?", (persona_id,)).fetchone()
    if values is None:
        raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "Persona"), persona_id)
    return _row(values)
