"""Write Challenges through the typed SQLAlchemy table, inside a unit of work's session."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import delete, insert, update
from sqlalchemy.orm import Session

from starshine_desktop.storage.challenges_reads import ChallengeRow
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.schema import Base, ChallengeRecord

_TABLE = Base.metadata.tables[ChallengeRecord.__tablename__]


def _stored(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the table keeps."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def _dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def insert_challenge(
    session: Session,
    *,
    title: str,
    rulings: Mapping[str, str],
    persona_ids: Sequence[int],
    setup: Mapping[str, Any],
    now: datetime,
) -> int:
    """Insert a new running Challenge with no steps and return its id."""
    columns = {
        "title": title,
        "created_at": _stored(now),
        "updated_at": _stored(now),
        "status": "running",
        "rulings": _dump(dict(rulings)),
        "persona_ids": _dump(list(persona_ids)),
        "setup": _dump(dict(setup)),
        "steps": _dump([]),
        "outcome": None,
        "applied": False,
    }
    new_id = session.execute(insert(_TABLE).values(columns).returning(_TABLE.c.id)).scalar_one()
    return int(new_id)


def restore_challenge(session: Session, row: ChallengeRow) -> None:
    """Put back a removed Challenge exactly as it was (undo of a delete)."""
    session.execute(
        insert(_TABLE).values(
            id=row.id,
            title=row.title,
            created_at=_stored(row.created_at),
            updated_at=_stored(row.updated_at),
            status=row.status,
            rulings=_dump(dict(row.rulings)),
            persona_ids=_dump(list(row.persona_ids)),
            setup=_dump(dict(row.setup)),
            steps=_dump([dict(step) for step in row.steps]),
            outcome=row.outcome,
            applied=row.applied,
        )
    )


def _update(session: Session, challenge_id: int, columns: dict[str, Any]) -> None:
    result = session.execute(update(_TABLE).where(_TABLE.c.id == challenge_id).values(columns))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError("Challenge", challenge_id)


def save_steps(
    session: Session,
    challenge_id: int,
    *,
    steps: Sequence[Mapping[str, Any]],
    status: str,
    outcome: str | None,
    now: datetime,
) -> None:
    """Replace the recorded steps, status and outcome of one Challenge."""
    _update(
        session,
        challenge_id,
        {
            "steps": _dump([dict(step) for step in steps]),
            "status": status,
            "outcome": outcome,
            "updated_at": _stored(now),
        },
    )


def set_applied(session: Session, challenge_id: int, *, applied: bool, now: datetime) -> None:
    """Mark whether a finished Challenge's results are applied to the campaign."""
    _update(session, challenge_id, {"applied": applied, "updated_at": _stored(now)})


def rename_challenge(session: Session, challenge_id: int, *, title: str, now: datetime) -> None:
    """Change a Challenge's title."""
    _update(session, challenge_id, {"title": title, "updated_at": _stored(now)})


def delete_challenge(session: Session, challenge_id: int) -> None:
    """Delete one Challenge or raise ``RecordNotFoundError``."""
    result = session.execute(delete(_TABLE).where(_TABLE.c.id == challenge_id))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError("Challenge", challenge_id)
