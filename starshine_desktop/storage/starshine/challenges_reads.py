"""Starshine: read Challenges through the campaign's reader into frozen rows."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.errors import RecordNotFoundError, StorageError
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.rows import parse_time

RUNNING = "running"
FINISHED = "finished"
STATUSES = (RUNNING, FINISHED)
OUTCOMES = ("all_resolved", "compromise", "ended")

_SELECT = (
    "SELECT id, title, created_at, updated_at, status, rulings, persona_ids, setup, steps, "
    "outcome, applied FROM challenge"
)


@dataclass(frozen=True, slots=True)
class ChallengeRow:
    """One stored Challenge: its set-up (a scenario without steps) and the steps so far."""

    id: int
    title: str
    created_at: datetime
    updated_at: datetime
    status: str
    rulings: Mapping[str, str]
    persona_ids: tuple[int, ...]
    setup: Mapping[str, Any]
    steps: tuple[Mapping[str, Any], ...]
    outcome: str | None
    applied: bool

    @property
    def finished(self) -> bool:
        """Return whether the Challenge has ended."""
        return self.status == FINISHED

    def scenario(self) -> dict[str, Any]:
        """Return the set-up and the steps as one scenario (rules-spec A.7)."""
        data = json.loads(json.dumps(self.setup))
        data["steps"] = json.loads(json.dumps(list(self.steps)))
        assert isinstance(data, dict)
        return data


def _json(text: object, what: str, record_id: int) -> Any:
    try:
        return json.loads(str(text))
    except ValueError as error:
        raise StorageError(
            QT_TRANSLATE_NOOP("Refusal", "Challenge {record_id} has unreadable {what}: {error}"),
            record_id=record_id,
            what=what,
            error=str(error),
        ) from None


def _row(values: tuple[Any, ...]) -> ChallengeRow:
    record_id = int(values[0])
    rulings = _json(values[5], QT_TRANSLATE_NOOP("Game", "rulings"), record_id)
    persona_ids = _json(values[6], QT_TRANSLATE_NOOP("Game", "Personae"), record_id)
    setup = _json(values[7], QT_TRANSLATE_NOOP("Game", "set-up"), record_id)
    steps = _json(values[8], QT_TRANSLATE_NOOP("Game", "steps"), record_id)
    if not (
        isinstance(rulings, dict)
        and isinstance(persona_ids, list)
        and isinstance(setup, dict)
        and isinstance(steps, list)
    ):
        raise StorageError(
            QT_TRANSLATE_NOOP(
                "Refusal", "Challenge {record_id} is damaged: its JSON columns have wrong types"
            ),
            record_id=record_id,
        )
    return ChallengeRow(
        id=record_id,
        title=str(values[1]),
        created_at=parse_time(str(values[2])),
        updated_at=parse_time(str(values[3])),
        status=str(values[4]),
        rulings={str(k): str(v) for k, v in rulings.items()},
        persona_ids=tuple(int(p) for p in persona_ids),
        setup=setup,
        steps=tuple(steps),
        outcome=None if values[9] is None else str(values[9]),
        applied=bool(values[10]),
    )


def read_challenges(connection: Reader) -> list[ChallengeRow]:
    """Return every Challenge, ordered by id."""
    return [_row(values) for values in connection.execute(_SELECT + " ORDER BY id")]


def read_challenge(connection: Reader, challenge_id: int) -> ChallengeRow:
    """Return one Challenge or raise ``RecordNotFoundError``."""
    values = connection.execute(_SELECT + " WHERE id = ?", (challenge_id,)).fetchone()
    if values is None:
        raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "Challenge"), challenge_id)
    return _row(values)
