"""Starshine: write Personae through the journal, inside a unit of work."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime

from sqlalchemy.orm import InstrumentedAttribute

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.storage.journal import Journal, Values
from starshine_desktop.storage.rows import PersonaFlag, PersonaValues, score_column
from starshine_desktop.storage.schema import PersonaRecord as Persona

#: The column that holds each Score and each status flag.
SCORES: dict[Score, InstrumentedAttribute[int]] = {
    score: getattr(Persona, score_column(score)) for score in Score
}
FLAGS: dict[PersonaFlag, InstrumentedAttribute[bool]] = {
    flag: getattr(Persona, flag.value) for flag in PersonaFlag
}


def _stored(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the table keeps."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def _columns(values: PersonaValues) -> Values:
    return {
        Persona.name: values.name,
        Persona.actor_name: values.actor_name,
        Persona.stance: values.stance,
        Persona.notes: values.notes,
        **{SCORES[score]: values.scores[score] for score in Score},
        **{FLAGS[flag]: values.flag(flag) for flag in PersonaFlag},
    }


def insert_persona(journal: Journal, values: PersonaValues, *, now: datetime) -> int:
    """Insert a Persona and return its id."""
    stamps = {Persona.created_at: _stored(now), Persona.updated_at: _stored(now)}
    return journal.insert(Persona, {**_columns(values), **stamps})[0]


def update_persona(
    journal: Journal,
    persona_id: int,
    *,
    now: datetime,
    name: str | None = None,
    actor_name: str | None = None,
    stance: int | None = None,
    notes: str | None = None,
    scores: Mapping[Score, int] | None = None,
    flags: Mapping[PersonaFlag, bool] | None = None,
) -> bool:
    """Change the given fields of one Persona, stamping ``updated_at`` if any differed."""
    columns = columns_of(
        name=name, actor_name=actor_name, stance=stance, notes=notes, scores=scores, flags=flags
    )
    stamp = {Persona.updated_at: _stored(now)}
    return journal.update(Persona, (persona_id,), columns, stamp=stamp)


def columns_of(
    *,
    name: str | None = None,
    actor_name: str | None = None,
    stance: int | None = None,
    notes: str | None = None,
    scores: Mapping[Score, int] | None = None,
    flags: Mapping[PersonaFlag, bool] | None = None,
) -> dict[InstrumentedAttribute[object], object]:
    """Return the given fields of a Persona as its columns (None: not given)."""
    columns: dict[InstrumentedAttribute[object], object] = {
        column: value
        for column, value in (
            (Persona.name, name),
            (Persona.actor_name, actor_name),
            (Persona.stance, stance),
            (Persona.notes, notes),
        )
        if value is not None
    }
    for score, value in (scores or {}).items():
        columns[SCORES[score]] = value
    for flag, on in (flags or {}).items():
        columns[FLAGS[flag]] = bool(on)
    return columns
