"""Persona rows: plain frozen values read from and written to the ``persona`` table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from types import MappingProxyType
from typing import Any

from sqlalchemy import RowMapping, delete, insert, select, update
from sqlalchemy.orm import Session

from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.schema import Base, PersonaRecord, score_column

_TABLE = Base.metadata.tables[PersonaRecord.__tablename__]
_SCORE_COLUMNS = {score: _TABLE.c[score_column(score)] for score in Score}


def _frozen_scores(scores: Mapping[Score, int]) -> Mapping[Score, int]:
    return MappingProxyType({score: int(scores[score]) for score in Score})


@dataclass(frozen=True, slots=True)
class PersonaValues:
    """What a person enters for a Persona (everything but its id and timestamps)."""

    name: str
    actor_name: str = ""
    stance: int = 1
    notes: str = ""
    scores: Mapping[Score, int] = field(default_factory=lambda: _frozen_scores(DEFAULT_SCORES))

    def __post_init__(self) -> None:
        object.__setattr__(self, "scores", _frozen_scores(self.scores))


@dataclass(frozen=True, slots=True)
class PersonaRow:
    """One stored Persona, detached from the database."""

    id: int
    name: str
    actor_name: str
    stance: int
    notes: str
    scores: Mapping[Score, int]
    created_at: datetime
    updated_at: datetime

    def score(self, score: Score) -> int:
        """Return the value of one Score."""
        return self.scores[score]

    @property
    def values(self) -> PersonaValues:
        """Return the entered values (for duplicating or restoring this Persona)."""
        return PersonaValues(self.name, self.actor_name, self.stance, self.notes, self.scores)


def _utc(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _stored(moment: datetime) -> datetime:
    return _utc(moment).replace(tzinfo=None)


def _row(mapping: RowMapping) -> PersonaRow:
    return PersonaRow(
        id=mapping["id"],
        name=mapping["name"],
        actor_name=mapping["actor_name"],
        stance=mapping["stance"],
        notes=mapping["notes"],
        scores=MappingProxyType({score: mapping[score_column(score)] for score in Score}),
        created_at=_utc(mapping["created_at"]),
        updated_at=_utc(mapping["updated_at"]),
    )


def _columns(values: PersonaValues) -> dict[str, Any]:
    columns: dict[str, Any] = {
        "name": values.name,
        "actor_name": values.actor_name,
        "stance": values.stance,
        "notes": values.notes,
    }
    columns.update({score_column(score): values.scores[score] for score in Score})
    return columns


def list_personae(session: Session) -> list[PersonaRow]:
    """Return every Persona, ordered by id."""
    result = session.execute(select(_TABLE).order_by(_TABLE.c.id))
    return [_row(mapping) for mapping in result.mappings()]


def get_persona(session: Session, persona_id: int) -> PersonaRow:
    """Return one Persona or raise ``RecordNotFoundError``."""
    mapping = session.execute(select(_TABLE).where(_TABLE.c.id == persona_id)).mappings().first()
    if mapping is None:
        raise RecordNotFoundError("Persona", persona_id)
    return _row(mapping)


def insert_persona(
    session: Session,
    values: PersonaValues,
    *,
    now: datetime,
    persona_id: int | None = None,
    created_at: datetime | None = None,
) -> int:
    """Insert a Persona (with a given id when restoring one) and return its id."""
    columns = _columns(values)
    columns["created_at"] = _stored(created_at or now)
    columns["updated_at"] = _stored(now)
    if persona_id is not None:
        columns["id"] = persona_id
    new_id = session.execute(insert(_TABLE).values(columns).returning(_TABLE.c.id)).scalar_one()
    return int(new_id)


def update_persona(
    session: Session,
    persona_id: int,
    *,
    now: datetime,
    name: str | None = None,
    actor_name: str | None = None,
    stance: int | None = None,
    notes: str | None = None,
    scores: Mapping[Score, int] | None = None,
) -> None:
    """Change the given fields of one Persona and stamp ``updated_at``."""
    columns: dict[str, Any] = {"updated_at": _stored(now)}
    for key, value in (
        ("name", name),
        ("actor_name", actor_name),
        ("stance", stance),
        ("notes", notes),
    ):
        if value is not None:
            columns[key] = value
    for score, value in (scores or {}).items():
        columns[_SCORE_COLUMNS[score].name] = value
    result = session.execute(update(_TABLE).where(_TABLE.c.id == persona_id).values(columns))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError("Persona", persona_id)


def delete_persona(session: Session, persona_id: int) -> None:
    """Delete one Persona or raise ``RecordNotFoundError``."""
    result = session.execute(delete(_TABLE).where(_TABLE.c.id == persona_id))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError("Persona", persona_id)
