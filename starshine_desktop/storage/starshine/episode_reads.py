"""Starshine: the reads of one Episode's check-off, bounded by the Personae in play.

Each read names its rows (an Episode, or the records a change names), so what it costs
grows with the Episode, never with the campaign's Personae or Traits. Plain selects that
SQLite and PostgreSQL read alike, with the placeholders every ``Reader`` takes; the first
Episode shown imports nothing more (SQLAlchemy stays unloaded until an edit needs it).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from starshine_desktop.storage.reader import Reader

#: Ids bound per query, well below any database's limit.
_CHUNK = 500
#: The Personae whose Actor takes part in an Episode.
_IN_PLAY = (
    "SELECT persona.id FROM persona JOIN episode_participant"
    " ON episode_participant.actor_id = persona.actor_id"
    " WHERE episode_participant.episode_id = ?"
)


def _run(connection: Reader, sql: str, values: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
    """Return the rows ``sql`` selects on the reading connection."""
    return [tuple(row) for row in connection.execute(sql, tuple(values))]


def _marks(chunk: list[int]) -> str:
    return ", ".join("?" * len(chunk))


def _chunks(ids: Iterable[int]) -> Iterator[list[int]]:
    values = sorted(set(ids))
    for start in range(0, len(values), _CHUNK):
        yield values[start : start + _CHUNK]


def read_personae_in_play(connection: Reader, episode_id: int) -> list[tuple[int, str, int]]:
    """Return (id, name, Actor id) of each Persona whose Actor takes part, by id."""
    sql = (
        "SELECT persona.id, persona.name, persona.actor_id FROM persona"
        " JOIN episode_participant ON episode_participant.actor_id = persona.actor_id"
        " WHERE episode_participant.episode_id = ? ORDER BY persona.id"
    )
    rows = _run(connection, sql, (episode_id,))
    return [(int(i), str(name), int(actor)) for i, name, actor in rows]


def read_items_in_play(
    connection: Reader, episode_id: int
) -> tuple[list[tuple[int, int, str]], list[tuple[int, int, str]]]:
    """Return the (id, Persona id, text) of the Expressions and Traits of the Personae in play."""
    expressions = (
        "SELECT expression.id, characteristic.persona_id, expression.text FROM expression"
        " JOIN characteristic ON characteristic.id = expression.characteristic_id"
        f" WHERE characteristic.persona_id IN ({_IN_PLAY}) ORDER BY expression.id"
    )
    traits = (
        "SELECT trait.id, trait.persona_id, trait.name FROM trait"
        f" WHERE trait.persona_id IN ({_IN_PLAY}) ORDER BY trait.id"
    )
    return (
        [(int(a), int(b), str(c)) for a, b, c in _run(connection, expressions, (episode_id,))],
        [(int(a), int(b), str(c)) for a, b, c in _run(connection, traits, (episode_id,))],
    )


def read_ticks(
    connection: Reader, episode_id: int
) -> tuple[dict[int, frozenset[int]], dict[int, frozenset[int]]]:
    """Return who ticked each Expression, and each Trait, in one Episode's check-off.

    Each maps an item's id to the observers (Actor ids) who ticked it; an item nobody
    ticked is absent.
    """
    found: list[dict[int, frozenset[int]]] = []
    for table, item in (("expression_check", "expression_id"), ("trait_check", "trait_id")):
        sql = f"SELECT {item}, observer_id FROM {table} WHERE episode_id = ?"
        grouped: dict[int, set[int]] = {}
        for item_id, observer_id in connection.execute(sql, (episode_id,)):
            grouped.setdefault(int(item_id), set()).add(int(observer_id))
        found.append({item_id: frozenset(who) for item_id, who in grouped.items()})
    return found[0], found[1]


def read_player_counts(connection: Reader) -> dict[int, int]:
    """Return each Episode's id with how many players take part (absent: none)."""
    sql = "SELECT episode_id, COUNT(*) FROM episode_participant GROUP BY episode_id"
    return {int(episode): int(count) for episode, count in _run(connection, sql)}


def read_persona_names_of(connection: Reader, ids: Iterable[int]) -> dict[int, str]:
    """Return the names of the Personae ``ids`` (absent: no such Persona)."""
    names: dict[int, str] = {}
    for chunk in _chunks(ids):
        sql = f"SELECT id, name FROM persona WHERE id IN ({_marks(chunk)})"
        names.update((int(i), str(name)) for i, name in _run(connection, sql, chunk))
    return names


def read_names_and_actors(
    connection: Reader, ids: Iterable[int]
) -> dict[int, tuple[str, int | None]]:
    """Return the name and Actor id (None: nobody) of each of the Personae ``ids`` that exists."""
    found: dict[int, tuple[str, int | None]] = {}
    for chunk in _chunks(ids):
        sql = f"SELECT id, name, actor_id FROM persona WHERE id IN ({_marks(chunk)})"
        found.update(
            (int(i), (str(name), None if actor is None else int(actor)))
            for i, name, actor in _run(connection, sql, chunk)
        )
    return found


def read_labels(connection: Reader, table: str, ids: Iterable[int]) -> dict[int, tuple[int, str]]:
    """Return the owner (a Persona) and the text the check-off shows of each of the named
    Traits or Expressions (``table``) that exists."""
    found: dict[int, tuple[int, str]] = {}
    for chunk in _chunks(ids):
        if table == "trait":
            sql = f"SELECT id, persona_id, name FROM trait WHERE id IN ({_marks(chunk)})"
        elif table == "expression":
            sql = (
                "SELECT expression.id, characteristic.persona_id, expression.text"
                " FROM expression JOIN characteristic"
                " ON expression.characteristic_id = characteristic.id"
                f" WHERE expression.id IN ({_marks(chunk)})"
            )
        else:
            raise ValueError(table)
        found.update(
            (int(i), (int(owner), str(text)))
            for i, owner, text in _run(connection, sql, chunk)
            if owner is not None
        )
    return found


def read_owners(connection: Reader, table: str, ids: Iterable[int]) -> set[int]:
    """Return the Personae that own the named Traits, Expressions or Characteristics."""
    owners: set[int] = set()
    for chunk in _chunks(ids):
        if table == "trait":
            sql = f"SELECT persona_id FROM trait WHERE id IN ({_marks(chunk)})"
        elif table == "characteristic":
            sql = f"SELECT persona_id FROM characteristic WHERE id IN ({_marks(chunk)})"
        elif table == "expression":
            sql = (
                "SELECT characteristic.persona_id FROM characteristic JOIN expression"
                " ON expression.characteristic_id = characteristic.id"
                f" WHERE expression.id IN ({_marks(chunk)})"
            )
        else:
            raise ValueError(table)
        owners.update(int(row[0]) for row in _run(connection, sql, chunk) if row[0] is not None)
    return owners
