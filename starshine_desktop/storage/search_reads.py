"""Common: read the searchable text of every kind of record through the campaign's reader.

Each kind is one ``SELECT`` in standard SQL: the record's id, the Persona that owns it (or
NULL), the names that place it (its holder, its Characteristic …) and the text fields a
search looks at. Given a ``LIKE`` pattern, only rows where some field matches are read
(SQLite folds ASCII letters only); without one, every row is read so that the caller can
fold the case of any letter in Python.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from starshine_desktop.storage.reader import Reader, on_sqlite

#: The escape character of every ``LIKE`` pattern built here.
LIKE_ESCAPE = "\\"


class SearchKind(StrEnum):
    """A kind of record that can be found; the value names it in messages."""

    PERSONA = "Persona"
    CHARACTERISTIC = "Characteristic"
    EXPRESSION = "Expression"
    KNACK = "Knack"
    POWER = "Power"
    SIGNATURE_ITEM = "Signature Item"
    TRAIT = "Trait"
    INVESTMENT = "Investment"
    STRATEGY = "Strategy"
    ADVANCE = "Advance"
    STANCE_CHANGE = "Stance change"
    ELEMENT = "Element"
    ACTOR = "Actor"
    EPISODE = "Episode"
    CHALLENGE = "Challenge"
    TRACK = "Track"
    CHALLENGE_POOL = "Challenge pool"
    SCENE = "Statement scene"
    ORACLE_ROLL = "Oracle result"


@dataclass(frozen=True, slots=True)
class SearchRow:
    """One record's searchable text: ``fields`` are (field name, text) in the order searched.

    ``context`` holds the names that place the record: the owning Persona's name (or the
    Element holding a Trait, or the Characteristic of an Expression), empty when none; a
    Stance change adds its old and new Stance, an oracle result holds its roll.
    """

    kind: SearchKind
    id: int
    persona_id: int | None
    context: tuple[str, ...]
    fields: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class _Select:
    """The SQL of one kind: columns are id, persona id, ``contexts`` names, then fields."""

    kind: SearchKind
    source: str
    contexts: tuple[str, ...]
    fields: tuple[tuple[str, str], ...]
    where: str = ""


_MODIFIER_SOURCE = "sheet_modifier AS m JOIN persona AS p ON p.id = m.persona_id"
_OWNER = "persona AS p ON p.id = {}.persona_id"

_SELECTS: tuple[_Select, ...] = (
    _Select(
        SearchKind.PERSONA,
        "persona AS p LEFT JOIN actor AS a ON a.id = p.actor_id",
        (),
        (("name", "p.name"), ("Actor", "COALESCE(a.name, p.actor_name)"), ("notes", "p.notes")),
    ),
    _Select(
        SearchKind.CHARACTERISTIC,
        "characteristic AS c JOIN " + _OWNER.format("c"),
        ("p.name",),
        (("name", "c.name"), ("Corrupt name", "c.corrupt_name")),
    ),
    _Select(
        SearchKind.EXPRESSION,
        "expression AS x JOIN characteristic AS c ON c.id = x.characteristic_id "
        "JOIN " + _OWNER.format("c"),
        ("p.name", "c.name"),
        (("text", "x.text"),),
    ),
    _Select(SearchKind.KNACK, _MODIFIER_SOURCE, ("p.name",), (("name", "m.name"),), "knack"),
    _Select(SearchKind.POWER, _MODIFIER_SOURCE, ("p.name",), (("name", "m.name"),), "power"),
    _Select(
        SearchKind.SIGNATURE_ITEM,
        _MODIFIER_SOURCE,
        ("p.name",),
        (("name", "m.name"),),
        "signature_item",
    ),
    _Select(
        SearchKind.TRAIT,
        "trait AS t LEFT JOIN persona AS p ON p.id = t.persona_id "
        "LEFT JOIN element AS e ON e.id = t.element_id",
        ("COALESCE(p.name, e.name)",),
        (("name", "t.name"),),
    ),
    _Select(
        SearchKind.INVESTMENT,
        "investment AS i JOIN " + _OWNER.format("i") + " JOIN element AS e ON e.id = i.element_id",
        ("p.name",),
        (("Element > relationship", "e.name || ' > ' || i.relationship"),),
    ),
    _Select(
        SearchKind.STRATEGY,
        "strategy AS s JOIN " + _OWNER.format("s"),
        ("p.name",),
        (("name", "s.name"),),
    ),
    _Select(
        SearchKind.ADVANCE,
        "advance AS v JOIN " + _OWNER.format("v"),
        ("p.name",),
        (("reason", "v.reason"),),
    ),
    _Select(
        SearchKind.STANCE_CHANGE,
        "stance_change AS l JOIN " + _OWNER.format("l"),
        ("p.name", "l.old_stance", "l.new_stance"),
        (("reason", "l.reason"),),
    ),
    _Select(SearchKind.ELEMENT, "element AS e", (), (("name", "e.name"), ("notes", "e.notes"))),
    _Select(SearchKind.ACTOR, "actor AS a", (), (("name", "a.name"), ("notes", "a.notes"))),
    _Select(SearchKind.EPISODE, "episode AS d", (), (("title", "d.title"), ("notes", "d.notes"))),
    _Select(SearchKind.CHALLENGE, "challenge AS g", (), (("title", "g.title"),)),
    _Select(
        SearchKind.TRACK,
        "progress_track AS k LEFT JOIN " + _OWNER.format("k"),
        ("COALESCE(p.name, '')",),
        (("name", "k.name"),),
    ),
    _Select(SearchKind.CHALLENGE_POOL, "cortex_challenge AS o", (), (("name", "o.name"),)),
    _Select(SearchKind.SCENE, "statement_scene AS n", (), (("name", "n.name"),)),
    _Select(
        SearchKind.ORACLE_ROLL,
        "oracle_roll AS r",
        ("r.roll",),
        (("result", "r.result"), ("table", "r.table_name")),
    ),
)

_ID_COLUMNS: dict[SearchKind, tuple[str, str]] = {
    SearchKind.PERSONA: ("p.id", "p.id"),
    SearchKind.CHARACTERISTIC: ("c.id", "p.id"),
    SearchKind.EXPRESSION: ("x.id", "p.id"),
    SearchKind.KNACK: ("m.id", "p.id"),
    SearchKind.POWER: ("m.id", "p.id"),
    SearchKind.SIGNATURE_ITEM: ("m.id", "p.id"),
    SearchKind.TRAIT: ("t.id", "t.persona_id"),
    SearchKind.INVESTMENT: ("i.id", "p.id"),
    SearchKind.STRATEGY: ("s.id", "p.id"),
    SearchKind.STANCE_CHANGE: ("l.id", "p.id"),
    SearchKind.ADVANCE: ("v.id", "p.id"),
    SearchKind.ELEMENT: ("e.id", "NULL"),
    SearchKind.ACTOR: ("a.id", "NULL"),
    SearchKind.EPISODE: ("d.id", "NULL"),
    SearchKind.CHALLENGE: ("g.id", "NULL"),
    SearchKind.TRACK: ("k.id", "k.persona_id"),
    SearchKind.CHALLENGE_POOL: ("o.id", "NULL"),
    SearchKind.SCENE: ("n.id", "NULL"),
    SearchKind.ORACLE_ROLL: ("r.id", "NULL"),
}

#: The kinds in the order they are searched (and listed).
SEARCH_KINDS: tuple[SearchKind, ...] = tuple(select.kind for select in _SELECTS)


def like_pattern(text: str) -> str:
    """Return a ``LIKE`` pattern matching ``text`` anywhere, its ``%``, ``_`` taken literally."""
    escaped = (
        text.replace(LIKE_ESCAPE, LIKE_ESCAPE * 2)
        .replace("%", LIKE_ESCAPE + "%")
        .replace("_", LIKE_ESCAPE + "_")
    )
    return f"%{escaped}%"


def loose_like_pattern(text: str) -> str:
    """Return a ``LIKE`` pattern where each non-ASCII character (or NUL) matches any one.

    SQLite's ``LIKE`` folds ASCII letters only, so "É" must not be matched literally; the
    rows it lets through are checked by the caller with full case folding.
    """
    loose = "".join(c if c.isascii() and c != "\x00" else "\x00" for c in text)
    return like_pattern(loose).replace("\x00", "_")


#: Every character that has a case folding lies below this (the scripts with case are all
#: in Unicode's first two planes).
_CASED_BELOW = 0x20000


@cache
def _folded_from() -> dict[str, frozenset[str]]:
    """Map each character to the non-ASCII characters whose case folding holds it."""
    found: dict[str, set[str]] = {}
    for point in range(0x80, _CASED_BELOW):
        char = chr(point)
        folded = char.casefold()
        if folded != char:
            for part in folded:
                found.setdefault(part, set()).add(char)
    return {part: frozenset(chars) for part, chars in found.items()}


def folding_to_ascii(needle: str) -> tuple[str, ...]:
    """Return the non-ASCII characters whose case folding holds a letter of ``needle``.

    For a query that folds to ASCII text although typed with other letters ("ß" folds to
    "ss"): text whose folding holds ``needle`` either holds it as ASCII in any case (which
    ``LIKE`` finds) or holds one of these characters.
    """
    folded_from = _folded_from()
    return tuple(sorted({char for part in set(needle) for char in folded_from.get(part, ())}))


def requirements(needle: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Return, for each letter of the ASCII ``needle``, what text must hold to fold to it.

    Text whose case folding holds ``needle`` holds each of its letters in any case (a
    ``LIKE`` pattern of the letter alone) or a character folding to it (``folding_to_ascii``
    of the letter): checked in SQL, this keeps "ſx" from reading every text holding an "ſ"
    when none holds an "x".
    """
    found = [(like_pattern(char), folding_to_ascii(char)) for char in dict.fromkeys(needle)]
    return tuple(sorted(found, key=lambda required: len(required[1])))  # the cheapest first


def character_choices(needle: str) -> tuple[tuple[str, ...], ...]:
    """Return, for each non-ASCII character of the case-folded ``needle``, the characters
    text must hold one of for its case folding to hold that character.

    The loose ``LIKE`` pattern lets any character stand for a non-ASCII one; these choices
    (``instr`` in SQL) keep only rows that can match, so a lone "é" no longer reads every
    row. The first call builds the map of case foldings (about 25 ms).
    """
    folded_from = _folded_from()
    choices = []
    for char in dict.fromkeys(needle):
        if not char.isascii():
            choices.append(tuple(sorted({char, *folded_from.get(char, ())})))
    return tuple(choices)


def non_ascii_sql(expr: str, *, sqlite: bool = True) -> str:
    """Return SQL true when the text ``expr`` may hold a non-ASCII character.

    Text holding one has more bytes (UTF-8) than characters: the byte length of a BLOB is
    read without a scan, so one pass over the text (``length`` counts its characters) spares
    the ``instr`` passes of every ASCII row. ``length`` stops at a NUL, which can only let
    more rows through, never fewer.
    """
    if not sqlite:  # PostgreSQL counts the bytes of text itself
        return f"octet_length({expr}) > length({expr})"
    return f"length(CAST({expr} AS BLOB)) > length({expr})"


def compact_choices(chars: Sequence[str], most: int) -> tuple[str | bytes, ...]:
    """Return at most ``most`` needles (about) whose presence in a text ``chars`` imply.

    A letter many characters fold to (Greek iota: 72, most of them in Greek Extended) would
    cost an ``instr`` pass per character. Characters sharing the first bytes of their UTF-8
    form are replaced, the largest group first, by those bytes (a ``bytes`` needle, looked
    for in the text's bytes): a text holding one of ``chars`` holds one of the needles, so
    the same rows are let through and a few more (the caller's fold refuses those).
    """
    needles: list[str | bytes] = list(chars)
    while len(needles) > most:
        groups: dict[bytes, list[str | bytes]] = {}
        for needle in needles:
            encoded = needle.encode() if isinstance(needle, str) else needle
            if len(encoded) > 1:
                groups.setdefault(encoded[:-1], []).append(needle)
        if not groups:
            break
        prefix, grouped = max(groups.items(), key=lambda group: len(group[1]))
        if len(grouped) < 2:
            break
        needles = [needle for needle in needles if needle not in grouped] + [prefix]
    return tuple(needles)


def _holds(expr: str, param: str, needle: str | bytes, *, sqlite: bool) -> str:
    """Return SQL true when the text ``expr`` holds ``needle`` (bytes: in its UTF-8 form)."""
    if isinstance(needle, str):
        return f"{'instr' if sqlite else 'strpos'}({expr}, {param}) > 0"
    if sqlite:
        return f"instr(CAST({expr} AS BLOB), {param}) > 0"
    return f"position({param} in convert_to({expr}, 'UTF8')) > 0"


def _sql(
    select: _Select,
    filtered: bool,
    choices: Sequence[Sequence[str | bytes]] = (),
    or_holding: Sequence[str] = (),
    requiring: Sequence[tuple[str, Sequence[str]]] = (),
    *,
    sqlite: bool = True,
    limited: bool = True,
) -> str:
    """Return the ``SELECT`` of one kind, in SQLite's words or PostgreSQL's.

    PostgreSQL's ``LIKE`` tells capitals apart: ``ILIKE`` folds ASCII letters as SQLite's
    ``LIKE`` does (and may let a few more rows through, which the caller's check refuses);
    ``strpos`` is SQLite's ``instr``.
    """
    like = "LIKE" if sqlite else "ILIKE"
    instr = "instr" if sqlite else "strpos"
    record_id, persona_id = _ID_COLUMNS[select.kind]
    columns = [record_id, persona_id, *select.contexts, *(expr for _, expr in select.fields)]
    conditions: list[str] = []
    if select.where:
        conditions.append("m.kind = :modifier_kind")
    if filtered:
        matches = []
        for _, expr in select.fields:
            match = f"{expr} {like} :pattern ESCAPE '\\'"
            if choices:
                match += f" AND {non_ascii_sql(expr, sqlite=sqlite)}"
            for number, chars in enumerate(choices):
                held = " OR ".join(
                    _holds(expr, f":choice_{number}_{other}", char, sqlite=sqlite)
                    for other, char in enumerate(chars)
                )
                match += f" AND ({held})"
            if or_holding:
                held = " OR ".join(
                    f"{instr}({expr}, :holding_{other}) > 0" for other in range(len(or_holding))
                )
                match += f" OR ({non_ascii_sql(expr, sqlite=sqlite)} AND ({held}))"
            required = []
            for number, (_, chars) in enumerate(requiring):
                held = "".join(
                    f" OR {instr}({expr}, :requiring_{number}_{other}) > 0"
                    for other in range(len(chars))
                )
                required.append(f"({expr} {like} :required_{number} ESCAPE '\\'{held})")
            if required:  # first: SQL stops at the first condition a text fails
                match = " AND ".join([*required, f"({match})"])
            matches.append(f"({match})")
        conditions.append("(" + " OR ".join(matches) + ")")
    where = f" WHERE {' AND '.join(conditions)}" if conditions else ""
    limit = " LIMIT :limit" if filtered and limited else ""
    return f"SELECT {', '.join(columns)} FROM {select.source}{where} ORDER BY {record_id}{limit}"


_BY_KIND: dict[SearchKind, _Select] = {select.kind: select for select in _SELECTS}


def read_search_rows(
    connection: Reader,
    kind: SearchKind,
    pattern: str | None = None,
    limit: int = -1,
    keep: Callable[[str], bool] | None = None,
    choices: Sequence[Sequence[str | bytes]] = (),
    or_holding: Sequence[str] = (),
    requiring: Sequence[tuple[str, Sequence[str]]] = (),
) -> Generator[SearchRow, None, None]:
    """Yield the rows of ``kind`` whose fields match ``pattern`` (every row when None).

    ``pattern`` is a ``LIKE`` pattern escaped with backslash (see ``like_pattern``);
    ``limit`` caps the rows read with a pattern (-1: no cap), in id order; ``keep``, if
    given, skips rows none of whose fields it accepts before a row is built. ``choices``
    (with a pattern; see ``character_choices``) reads only rows with a field that matches
    the pattern and holds one character of each choice; ``or_holding`` also lets through
    rows with a field holding one of these characters (see ``folding_to_ascii``);
    ``requiring`` (see ``requirements``) then keeps only the fields that hold, for each
    letter, its ``LIKE`` pattern or one of its characters.
    """
    select = _BY_KIND[kind]
    params: dict[str, object] = {"pattern": pattern}
    if limit >= 0:
        params["limit"] = limit
    for number, chars in enumerate(choices):
        params.update({f"choice_{number}_{other}": char for other, char in enumerate(chars)})
    params.update({f"holding_{other}": char for other, char in enumerate(or_holding)})
    for number, (required, chars) in enumerate(requiring):
        params[f"required_{number}"] = required
        params.update({f"requiring_{number}_{other}": c for other, c in enumerate(chars)})
    if select.where:
        params["modifier_kind"] = select.where
    sql = _sql(
        select,
        pattern is not None,
        choices,
        or_holding,
        requiring,
        sqlite=on_sqlite(connection),
        limited=limit >= 0,
    )
    cursor = connection.execute(sql, params)
    first_field = 2 + len(select.contexts)
    names = tuple(name for name, _ in select.fields)
    try:
        for values in cursor:
            texts = tuple("" if v is None else str(v) for v in values[first_field:])
            if keep is not None and not any(map(keep, texts)):
                continue
            yield SearchRow(
                kind=kind,
                id=int(values[0]),
                persona_id=None if values[1] is None else int(values[1]),
                context=tuple("" if v is None else str(v) for v in values[2:first_field]),
                fields=tuple(zip(names, texts, strict=True)),
            )
    finally:
        cursor.close()
