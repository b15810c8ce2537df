"""Starshine: the reads of one Episode's check-off, bounded by the Personae in play.

Each read names its rows (an Episode, or the records a change names), so what it costs
grows with the Episode, never with the campaign's Personae or Traits. Written as SQLAlchemy
Core ``select()`` on the schema's tables, compiled once in SQLite's words (which these plain
selects share with PostgreSQL) and run on the reading connection of either engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from sqlalchemy import Select, func, select
from sqlalchemy.dialects import sqlite

from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.schema import (
    CharacteristicRecord,
    EpisodeParticipantRecord,
    ExpressionRecord,
    PersonaRecord,
    TraitRecord,
)

_PERSONA = PersonaRecord.__table__
_PARTICIPANT = EpisodeParticipantRecord.__table__
_CHARACTERISTIC = CharacteristicRecord.__table__
_EXPRESSION = ExpressionRecord.__table__
_TRAIT = TraitRecord.__table__
_DIALECT = sqlite.dialect()
#: Ids bound per query, well below any database's limit.
_CHUNK = 500


def _run(connection: Reader, statement: Select[Any]) -> list[tuple[Any, ...]]:
    """Return the rows ``statement`` selects on the reading connection."""
    compiled = statement.compile(dialect=_DIALECT, compile_kwargs={"render_postcompile": True})
    names = compiled.positiontup or []
    return list(connection.execute(str(compiled), tuple(compiled.params[n] for n in names)))


def _chunks(ids: Iterable[int]) -> Iterator[list[int]]:
    values = sorted(set(ids))
    for start in range(0, len(values), _CHUNK):
        yield values[start : start + _CHUNK]


def read_personae_in_play(connection: Reader, episode_id: int) -> list[tuple[int, str, int]]:
    """Return (id, name, Actor id) of each Persona whose Actor takes part, by id."""
    statement = (
        select(_PERSONA.c.id, _PERSONA.c.name, _PERSONA.c.actor_id)
        .join(_PARTICIPANT, _PARTICIPANT.c.actor_id == _PERSONA.c.actor_id)
        .where(_PARTICIPANT.c.episode_id == episode_id)
        .order_by(_PERSONA.c.id)
    )
    return [(int(i), str(name), int(actor)) for i, name, actor in _run(connection, statement)]


def read_items_in_play(
    connection: Reader, episode_id: int
) -> tuple[list[tuple[int, int, str]], list[tuple[int, int, str]]]:
    """Return the (id, Persona id, text) of the Expressions and Traits of the Personae in play."""
    in_play = (
        select(_PERSONA.c.id)
        .join(_PARTICIPANT, _PARTICIPANT.c.actor_id == _PERSONA.c.actor_id)
        .where(_PARTICIPANT.c.episode_id == episode_id)
    )
    expressions = (
        select(_EXPRESSION.c.id, _CHARACTERISTIC.c.persona_id, _EXPRESSION.c.text)
        .join(_CHARACTERISTIC, _CHARACTERISTIC.c.id == _EXPRESSION.c.characteristic_id)
        .where(_CHARACTERISTIC.c.persona_id.in_(in_play))
        .order_by(_EXPRESSION.c.id)
    )
    traits = (
        select(_TRAIT.c.id, _TRAIT.c.persona_id, _TRAIT.c.name)
        .where(_TRAIT.c.persona_id.in_(in_play))
        .order_by(_TRAIT.c.id)
    )
    return (
        [(int(a), int(b), str(c)) for a, b, c in _run(connection, expressions)],
        [(int(a), int(b), str(c)) for a, b, c in _run(connection, traits)],
    )


def read_player_counts(connection: Reader) -> dict[int, int]:
    """Return each Episode's id with how many players take part (absent: none)."""
    statement = select(_PARTICIPANT.c.episode_id, func.count()).group_by(_PARTICIPANT.c.episode_id)
    return {int(episode): int(count) for episode, count in _run(connection, statement)}


def read_persona_names_of(connection: Reader, ids: Iterable[int]) -> dict[int, str]:
    """Return the names of the Personae ``ids`` (absent: no such Persona)."""
    names: dict[int, str] = {}
    for chunk in _chunks(ids):
        statement = select(_PERSONA.c.id, _PERSONA.c.name).where(_PERSONA.c.id.in_(chunk))
        names.update((int(i), str(name)) for i, name in _run(connection, statement))
    return names


def read_names_and_actors(
    connection: Reader, ids: Iterable[int]
) -> dict[int, tuple[str, int | None]]:
    """Return the name and Actor id (None: nobody) of each of the Personae ``ids`` that exists."""
    found: dict[int, tuple[str, int | None]] = {}
    for chunk in _chunks(ids):
        statement = select(_PERSONA.c.id, _PERSONA.c.name, _PERSONA.c.actor_id).where(
            _PERSONA.c.id.in_(chunk)
        )
        found.update(
            (int(i), (str(name), None if actor is None else int(actor)))
            for i, name, actor in _run(connection, statement)
        )
    return found


def read_owners(connection: Reader, table: str, ids: Iterable[int]) -> set[int]:
    """Return the Personae that own the named Traits, Expressions or Characteristics."""
    owners: set[int] = set()
    for chunk in _chunks(ids):
        statement: Select[Any]
        if table == "trait":
            statement = select(_TRAIT.c.persona_id).where(_TRAIT.c.id.in_(chunk))
        elif table == "characteristic":
            statement = select(_CHARACTERISTIC.c.persona_id).where(_CHARACTERISTIC.c.id.in_(chunk))
        elif table == "expression":
            statement = (
                select(_CHARACTERISTIC.c.persona_id)
                .join(_EXPRESSION, _EXPRESSION.c.characteristic_id == _CHARACTERISTIC.c.id)
                .where(_EXPRESSION.c.id.in_(chunk))
            )
        else:
            raise ValueError(table)
        owners.update(int(row[0]) for row in _run(connection, statement) if row[0] is not None)
    return owners
