"""Starshine: read the campaign's records through the campaign's reader into frozen rows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import starmap
from operator import attrgetter
from typing import Any, TypeVar

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.starshine.records_rows import (
    ActorRow,
    AdvanceRow,
    CharacteristicRow,
    ElementRow,
    EpisodeRow,
    ExpressionCheckRow,
    ExpressionRow,
    InvestmentRow,
    ModifierRow,
    OutcomeRow,
    ParticipantRow,
    StanceChangeRow,
    StrategyRow,
    TraitCheckRow,
    TraitListingRow,
    TraitRow,
    columns_of,
)

RowT = TypeVar("RowT")

_FLAGS: dict[str, str] = {
    "actor": "is_director",
    "characteristic": "corrupt",
    "trait": "negative",
    "episode": "closed",
    "episode_outcome": "awarded",
}
"""The flag column of each table (stored 0/1, read as bool)."""


def _read(
    connection: Reader,
    row_type: type[RowT],
    table: str,
    where: str = "",
    params: tuple[object, ...] = (),
) -> list[RowT]:
    """Return the rows of ``table`` (its columns are ``row_type``'s fields) in key order."""
    fields = columns_of(row_type)
    # Tables without an id are keyed by their references (an Episode's ticks and outcomes).
    order = "id" if "id" in fields else ", ".join(f for f in fields if f.endswith("_id"))
    cursor = connection.execute(
        f"SELECT {', '.join(fields)} FROM {table}{where} ORDER BY {order}", params
    )
    flag = _FLAGS.get(table)
    if flag is None:
        return [row_type(*row) for row in cursor]
    convert = _converter(row_type, fields, flag)
    return [convert(row) for row in cursor]


def _converter(
    row_type: type[RowT], fields: tuple[str, ...], flag_name: str
) -> Callable[[tuple[Any, ...]], RowT]:
    """Return a function making a row from a tuple, reading the flag column as bool."""
    make: Callable[..., RowT] = row_type
    flag = fields.index(flag_name)

    def convert(raw: tuple[Any, ...]) -> RowT:
        return make(*raw[:flag], raw[flag] == 1, *raw[flag + 1 :])

    return convert


def read_actors(connection: Reader) -> list[ActorRow]:
    """Return every Actor (and the Director), ordered by id."""
    return _read(connection, ActorRow, "actor")


def read_elements(connection: Reader) -> list[ElementRow]:
    """Return every Element, ordered by id."""
    return _read(connection, ElementRow, "element")


def read_traits(connection: Reader) -> list[TraitRow]:
    """Return every Trait of the campaign (on Personae and Elements), ordered by id."""
    return _read(connection, TraitRow, "trait")


_LISTING = (
    "SELECT id, name, strength, negative, persona_id, element_id, created_by_persona_id FROM trait"
)
CHUNK = 500
"""Bound values per query, well below SQLite's limit."""


def read_trait_listing(
    connection: Reader, ids: Sequence[int] | None = None
) -> list[TraitListingRow]:
    """Return the Traits for the campaign-wide table (all, or those of ``ids``), by id."""
    if ids is None:
        return list(starmap(TraitListingRow, connection.execute(_LISTING + " ORDER BY id")))
    found: list[TraitListingRow] = []
    for chunk in _chunks(ids):
        query = f"{_LISTING} WHERE id IN ({', '.join('?' * len(chunk))})"
        found.extend(starmap(TraitListingRow, connection.execute(query, chunk)))
    return sorted(found, key=attrgetter("id"))


def read_trait_listing_page(
    connection: Reader, after: int | None, limit: int
) -> list[TraitListingRow]:
    """Return the first ``limit`` Traits by id after the Trait ``after`` (None: from the first)."""
    query = f"{_LISTING} WHERE id > ? ORDER BY id LIMIT ?"
    return list(starmap(TraitListingRow, connection.execute(query, (after or 0, limit))))


def read_trait_count(connection: Reader) -> int:
    """Return how many Traits the campaign holds."""
    return int(connection.execute("SELECT count(*) FROM trait").fetchone()[0])


def read_trait_ids_naming(
    connection: Reader, persona_ids: Sequence[int], element_ids: Sequence[int]
) -> list[int]:
    """Return the Traits held or created by these Personae, or on these Elements."""
    found: set[int] = set()
    for column, ids in (
        ("persona_id", persona_ids),
        ("created_by_persona_id", persona_ids),
        ("element_id", element_ids),
    ):
        for chunk in _chunks(ids):
            query = f"SELECT id FROM trait WHERE {column} IN ({', '.join('?' * len(chunk))})"
            found.update(int(row[0]) for row in connection.execute(query, chunk))
    return sorted(found)


def read_records(
    connection: Reader, row_type: type[RowT], table: str, ids: Sequence[int]
) -> list[RowT]:
    """Return the rows of ``table`` with these ids that exist, by id."""
    found: list[RowT] = []
    for chunk in _chunks(ids):
        where = f" WHERE id IN ({', '.join('?' * len(chunk))})"
        found.extend(_read(connection, row_type, table, where, tuple(chunk)))
    return found


def _chunks(ids: Sequence[int]) -> list[list[int]]:
    return [list(ids[start : start + CHUNK]) for start in range(0, len(ids), CHUNK)]


def read_persona_traits(connection: Reader, persona_id: int) -> list[TraitRow]:
    """Return the Traits on one Persona."""
    return _read(connection, TraitRow, "trait", " WHERE persona_id = ?", (persona_id,))


def read_characteristics(
    connection: Reader, persona_id: int | None = None
) -> list[CharacteristicRow]:
    """Return the Characteristics of one Persona (or of all)."""
    if persona_id is None:
        return _read(connection, CharacteristicRow, "characteristic")
    return _read(
        connection, CharacteristicRow, "characteristic", " WHERE persona_id = ?", (persona_id,)
    )


def read_expressions(connection: Reader, persona_id: int | None = None) -> list[ExpressionRow]:
    """Return the Expressions of one Persona's Characteristics (or of all)."""
    if persona_id is None:
        return _read(connection, ExpressionRow, "expression")
    return _read(
        connection,
        ExpressionRow,
        "expression",
        " WHERE characteristic_id IN (SELECT id FROM characteristic WHERE persona_id = ?)",
        (persona_id,),
    )


def _of_persona(
    connection: Reader, row_type: type[RowT], table: str, persona_id: int | None
) -> list[RowT]:
    if persona_id is None:
        return _read(connection, row_type, table)
    return _read(connection, row_type, table, " WHERE persona_id = ?", (persona_id,))


def _of_some_personae(
    connection: Reader, row_type: type[RowT], table: str, persona_ids: Sequence[int]
) -> list[RowT]:
    found: list[RowT] = []
    for chunk in _chunks(persona_ids):
        where = f" WHERE persona_id IN ({', '.join('?' * len(chunk))})"
        found.extend(_read(connection, row_type, table, where, tuple(chunk)))
    return found


def read_modifiers_of(connection: Reader, persona_ids: Sequence[int]) -> list[ModifierRow]:
    """Return the Knacks, Powers and Signature Items of these Personae."""
    return _of_some_personae(connection, ModifierRow, "sheet_modifier", persona_ids)


def read_strategies_of(connection: Reader, persona_ids: Sequence[int]) -> list[StrategyRow]:
    """Return the Strategies of these Personae."""
    return _of_some_personae(connection, StrategyRow, "strategy", persona_ids)


def read_modifiers(connection: Reader, persona_id: int | None = None) -> list[ModifierRow]:
    """Return the Knacks, Powers and Signature Items of one Persona (or of all)."""
    return _of_persona(connection, ModifierRow, "sheet_modifier", persona_id)


def read_investments(connection: Reader, persona_id: int | None = None) -> list[InvestmentRow]:
    """Return the Investments of one Persona (or of all)."""
    return _of_persona(connection, InvestmentRow, "investment", persona_id)


def read_strategies(connection: Reader, persona_id: int | None = None) -> list[StrategyRow]:
    """Return the Strategies of one Persona (or of all)."""
    return _of_persona(connection, StrategyRow, "strategy", persona_id)


def read_stance_changes(connection: Reader, persona_id: int | None = None) -> list[StanceChangeRow]:
    """Return the logged changes of the Director's Stance (one Persona's, or all)."""
    return _of_persona(connection, StanceChangeRow, "stance_change", persona_id)


def read_advances(connection: Reader, persona_id: int | None = None) -> list[AdvanceRow]:
    """Return the Advances of one Persona (or of all)."""
    return _of_persona(connection, AdvanceRow, "advance", persona_id)


def read_episodes(connection: Reader) -> list[EpisodeRow]:
    """Return every Episode, ordered by id."""
    return _read(connection, EpisodeRow, "episode")


def read_episode(connection: Reader, episode_id: int) -> EpisodeRow:
    """Return one Episode or raise ``RecordNotFoundError``."""
    rows = _read(connection, EpisodeRow, "episode", " WHERE id = ?", (episode_id,))
    if not rows:
        raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "Episode"), episode_id)
    return rows[0]


def read_participants(connection: Reader, episode_id: int | None = None) -> list[ParticipantRow]:
    """Return the players of one Episode (or of all)."""
    if episode_id is None:
        return _read(connection, ParticipantRow, "episode_participant")
    where = " WHERE episode_id = ?"
    return _read(connection, ParticipantRow, "episode_participant", where, (episode_id,))


def read_expression_checks(
    connection: Reader, episode_id: int | None = None
) -> list[ExpressionCheckRow]:
    """Return the ticks on Expressions (of one Episode, or all)."""
    if episode_id is None:
        return _read(connection, ExpressionCheckRow, "expression_check")
    where = " WHERE episode_id = ?"
    return _read(connection, ExpressionCheckRow, "expression_check", where, (episode_id,))


def read_trait_checks(connection: Reader, episode_id: int | None = None) -> list[TraitCheckRow]:
    """Return the ticks on Traits (of one Episode, or all)."""
    if episode_id is None:
        return _read(connection, TraitCheckRow, "trait_check")
    return _read(connection, TraitCheckRow, "trait_check", " WHERE episode_id = ?", (episode_id,))


def read_outcomes(connection: Reader, episode_id: int | None = None) -> list[OutcomeRow]:
    """Return what closing Episodes gave each Persona (one Episode's, or all)."""
    if episode_id is None:
        return _read(connection, OutcomeRow, "episode_outcome")
    where = " WHERE episode_id = ?"
    return _read(connection, OutcomeRow, "episode_outcome", where, (episode_id,))


def read_persona_actor(connection: Reader, persona_id: int) -> int | None:
    """Return the id of the Actor who plays a Persona (None: nobody, or no such Persona)."""
    found = connection.execute("SELECT actor_id FROM persona WHERE id = ?", (persona_id,))
    row = found.fetchone()
    return None if row is None or row[0] is None else int(row[0])


def read_persona_actors(connection: Reader) -> dict[int, int | None]:
    """Return each Persona's id with the id of the Actor who plays it (None: nobody)."""
    return {int(row[0]): row[1] for row in connection.execute("SELECT id, actor_id FROM persona")}


def read_persona_names(connection: Reader) -> dict[int, str]:
    """Return each Persona's id with its name (the rows go into the dict as they come: both
    engines give an id as an ``int`` and a name as a ``str``)."""
    return dict(connection.execute("SELECT id, name FROM persona"))
