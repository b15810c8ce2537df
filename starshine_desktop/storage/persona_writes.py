"""Write Personae through the typed SQLAlchemy table, inside a unit of work's session."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import delete, insert, update
from sqlalchemy.orm import Session

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.rows import PersonaFlag, PersonaValues, score_column
from starshine_desktop.storage.schema import Base, PersonaRecord

_TABLE = Base.metadata.tables[PersonaRecord.__tablename__]


def _stored(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the table keeps."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def _columns(values: PersonaValues) -> dict[str, Any]:
    columns: dict[str, Any] = {
        "name": values.name,
        "actor_name": values.actor_name,
        "stance": values.stance,
        "notes": values.notes,
    }
    columns.update({score_column(score): values.scores[score] for score in Score})
    columns.update({flag.value: values.flag(flag) for flag in PersonaFlag})
    return columns


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
    flags: Mapping[PersonaFlag, bool] | None = None,
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
        columns[score_column(score)] = value
    for flag, on in (flags or {}).items():
        columns[flag.value] = bool(on)
    result = session.execute(update(_TABLE).where(_TABLE.c.id == persona_id).values(columns))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError("Persona", persona_id)


def delete_persona(session: Session, persona_id: int) -> None:
    """Delete one Persona or raise ``RecordNotFoundError``."""
    result = session.execute(delete(_TABLE).where(_TABLE.c.id == persona_id))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError("Persona", persona_id)
