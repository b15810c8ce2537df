"""A whole campaign as versioned JSON: export, and an import that checks everything first.

The format is documented in ``docs/campaign-format.md``. Export reads one consistent
snapshot and writes the file atomically (a temporary file in the same folder, fsync,
``os.replace``), so a failure leaves an old file byte-identical. Import refuses anything
it cannot keep exactly — wrong types, values out of range, broken references, NaN and
infinities, booleans posing as integers, huge numbers, deep nesting, unknown or repeated
keys, an oversized file, text that is not UTF-8 — naming the JSON path of the first bad
value, before it creates anything; then it writes every row in one transaction with Core
``executemany`` inserts. Export, import and export again gives identical JSON.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sqlite3
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.cortex import Die, StressType
from starshine_desktop.rules.errors import IllegalStep, Refusal, RuleError, ScenarioError
from starshine_desktop.rules.ironsworn import (
    Character,
    Impact,
    Legacy,
    LegacyKind,
    LegacyTrack,
    Meter,
    Rank,
    Stat,
    TrackKind,
)
from starshine_desktop.rules.starshine.campaign import (
    INVESTMENT_RANGE,
    MODIFIER_RANGE,
    AdvanceKind,
    InvestmentState,
    ModifierKind,
    StrategyState,
)
from starshine_desktop.rules.starshine.replay import replay_challenge
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.rules.starshine.scores import (
    CHARACTERISTIC_RANGE,
    SCALE_RANGE,
    SCORE_RANGES,
    STANCE_RANGE,
    STRENGTH_RANGE,
    LegalRange,
    Score,
)
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.cortex.pools import challenge_state_text, load_challenge_state
from starshine_desktop.services.cortex.sheets import character_of
from starshine_desktop.services.statements.scenes import STATE_VERSION as SCENE_STATE_VERSION
from starshine_desktop.services.statements.scenes import PlayerEntry, load_scene_state
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow
from starshine_desktop.storage.database import Database
from starshine_desktop.storage.ironsworn.tracks_reads import TrackValues, parse_impacts
from starshine_desktop.storage.rows import NAME_LENGTH, PersonaFlag
from starshine_desktop.storage.saved_reads import SavedKind, SavedRow
from starshine_desktop.storage.starshine.challenges_reads import FINISHED, OUTCOMES, STATUSES

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from starshine_desktop.services.campaign import Campaign

FORMAT = "starshine-campaign"
FORMAT_VERSION = 3
#: Every version this build reads; a version 1 file has none of the lists added in 2, a
#: version 1 or 2 file no UUIDs (its Actors, Elements and Personae get new ones).
READ_VERSIONS = (1, 2, 3)
#: The largest campaign file read or written (1 GiB). Export refuses to write more, so
#: whatever it writes, import takes back; readers refuse a larger file by its size, unread.
MAX_BYTES = 1024 * 1024 * 1024
MAX_DEPTH = 8
MAX_DIGITS = 15
NOTES_LENGTH = 100_000
_ID_RANGE = LegalRange(1, 10**MAX_DIGITS - 1)
_COUNT_RANGE = LegalRange(0, 10**MAX_DIGITS - 1)
DIE_SIDES = tuple(int(die) for die in Die)
_DATETIME = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class ImportRefused(Refusal, ValueError):
    """The JSON cannot be imported; ``path`` is the JSON path of the first bad value."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


# Parsing: every oddity becomes a marker, reported later with its JSON path ---------------


class _Bad:
    """A value the parser met that the format never holds (NaN, a float, a huge number)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason


class _Object(dict[str, Any]):
    """A JSON object, remembering the first key it had twice."""

    duplicate: str | None = None


def _pairs(pairs: list[tuple[str, Any]]) -> _Object:
    result = _Object()
    for key, value in pairs:
        if key in result and result.duplicate is None:
            result.duplicate = key
        result[key] = value
    return result


def _parse_int(text: str) -> int | _Bad:
    if len(text.lstrip("-")) > MAX_DIGITS:
        return _Bad(f"the number {text[:24]}{'…' if len(text) > 24 else ''} is too large")
    return int(text)


def _parse_float(text: str) -> _Bad:
    return _Bad(f"{text[:24]} is not a whole number")


def _parse_constant(text: str) -> _Bad:
    return _Bad(f"{text} is not a number the format allows")


#: The nesting check uses no repeated groups: ``(?:[^"\\]|\\.)*`` kept a mark per
#: character (about 110 bytes each: 1.2 GB for a 10 MB file), and any group repeated per
#: escape would keep one per escape. Escapes go first, then strings hold no backslash.
_ESCAPE = re.compile(r"\\.", re.DOTALL)
_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\(\)")
_BRACKETS = str.maketrans("[{]}", "(())")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_depth(text: str) -> None:
    """Refuse nesting deeper than ``MAX_DEPTH`` in time and memory linear in the text.

    Strings are dropped, then everything but brackets; each pass then removes the innermost
    pairs, so nesting of depth ``d`` is gone after ``d`` passes. A pair still there after
    ``MAX_DEPTH`` passes is deeper. Unbalanced brackets are left for the parser to place.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", _ESCAPE.sub("", text))).translate(_BRACKETS)
    for _level in range(MAX_DEPTH):
        brackets, removed = _INNERMOST.subn("", brackets)
        if not removed:
            return
    if "()" in brackets:
        raise ImportRefused("$", f"nesting deeper than {MAX_DEPTH} levels")


def _too_large() -> ImportRefused:
    return ImportRefused("$", f"the file is larger than {MAX_BYTES // (1024 * 1024)} MiB")


def parse_campaign_json(data: bytes) -> Any:
    """Parse the bytes of a campaign file into plain values with markers for bad ones."""
    if len(data) > MAX_BYTES:
        raise _too_large()
    return _parse_text(_decode(data))


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig", errors="strict")
    except UnicodeDecodeError as error:
        raise ImportRefused("$", f"the file is not UTF-8 (byte {error.start})") from None


def _parse_text(text: str) -> Any:
    _check_depth(text)
    try:
        return json.loads(
            text,
            object_pairs_hook=_pairs,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except json.JSONDecodeError as error:
        raise ImportRefused(
            "$", f"not valid JSON: {error.msg} (line {error.lineno}, column {error.colno})"
        ) from None
    except RecursionError:
        raise ImportRefused("$", f"nesting deeper than {MAX_DEPTH} levels") from None


# Field types --------------------------------------------------------------------------


def _refuse_marker(value: object, path: str) -> None:
    if isinstance(value, _Bad):
        raise ImportRefused(path, value.reason)


def _check_int(value: object, path: str, legal: LegalRange) -> int:
    _refuse_marker(value, path)
    if type(value) is not int:
        raise ImportRefused(path, f"must be a whole number, not {_kind(value)}")
    if value not in legal:
        raise ImportRefused(path, f"must be {legal.describe()}, not {value}")
    return value


def _kind(value: object) -> str:
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if value is None:
        return "null"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _check_text(value: object, path: str, *, limit: int, required: bool, line: bool) -> str:
    _refuse_marker(value, path)
    if not isinstance(value, str):
        raise ImportRefused(path, f"must be text, not {_kind(value)}")
    if len(value) > limit:
        raise ImportRefused(path, f"is longer than {limit} characters")
    # SQLite's length() stops at the first NUL, so the file's "not blank" checks see only
    # the text before it.
    if required and not value.split("\x00", 1)[0].strip():
        raise ImportRefused(path, "cannot be blank")
    if line and value != " ".join(value.split()):
        raise ImportRefused(path, "must be one line without extra spaces")
    if _SURROGATE.search(value):
        raise ImportRefused(path, "holds a lone surrogate, which is not text")
    return value


@dataclass(frozen=True, slots=True)
class Field:
    """One key of a record: its column, how to check it and how to write it back."""

    key: str
    column: str
    check: Callable[[object, str], Any]
    export: Callable[[Any], Any] = lambda value: value
    since: int = 1
    """The format version that added this key; older files take ``default``."""
    default: Any = None


def _int_field(key: str, legal: LegalRange, column: str | None = None) -> Field:
    return Field(key, column or key, lambda v, p: _check_int(v, p, legal))


def _name_field(key: str, column: str | None = None, *, required: bool = True) -> Field:
    return Field(
        key,
        column or key,
        lambda v, p: _check_text(v, p, limit=NAME_LENGTH, required=required, line=True),
    )


def _notes_field(key: str = "notes") -> Field:
    return Field(
        key, key, lambda v, p: _check_text(v, p, limit=NOTES_LENGTH, required=False, line=False)
    )


def _check_bool(value: object, path: str) -> bool:
    _refuse_marker(value, path)
    if type(value) is not bool:
        raise ImportRefused(path, f"must be true or false, not {_kind(value)}")
    return value


def _bool_field(key: str, column: str | None = None) -> Field:
    return Field(key, column or key, _check_bool, lambda v: v == 1)


def _choice_field(key: str, choices: Sequence[str]) -> Field:
    def check(value: object, path: str) -> str:
        _refuse_marker(value, path)
        if not isinstance(value, str) or value not in choices:
            raise ImportRefused(path, f"must be one of {', '.join(choices)}, not {value!r}")
        return value

    return Field(key, key, check)


def _check_date(value: object, path: str) -> date:
    _refuse_marker(value, path)
    if not isinstance(value, str) or not _DATE.fullmatch(value):
        raise ImportRefused(path, "must be a date written YYYY-MM-DD")
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ImportRefused(path, f"{value} is not a real date") from None


def _check_datetime(value: object, path: str) -> datetime:
    _refuse_marker(value, path)
    if not isinstance(value, str) or not _DATETIME.fullmatch(value):
        raise ImportRefused(path, "must be a UTC time written YYYY-MM-DDTHH:MM:SS[.ffffff]")
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        raise ImportRefused(path, f"{value} is not a real time") from None


def _export_datetime(value: Any) -> str | None:
    return None if value is None else datetime.fromisoformat(str(value)).isoformat()


def _date_field(key: str, column: str) -> Field:
    return Field(key, column, _check_date, lambda v: date.fromisoformat(str(v)).isoformat())


def _datetime_field(key: str, column: str | None = None, *, nullable: bool = False) -> Field:
    def check(value: object, path: str) -> datetime | None:
        if value is None and nullable:
            return None
        return _check_datetime(value, path)

    return Field(key, column or key, check, _export_datetime)


def _id_field(key: str = "id", column: str | None = None) -> Field:
    return _int_field(key, _ID_RANGE, column)


_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def check_uuid(value: object, path: str) -> str:
    """Check a UUID: 36 characters, lowercase hexadecimal digits in groups 8-4-4-4-12."""
    _refuse_marker(value, path)
    if not isinstance(value, str) or _UUID.fullmatch(value) is None:
        shown = repr(value) if isinstance(value, str) else _kind(value)
        raise ImportRefused(
            path, f"must be a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e, not {shown}"
        )
    return value


#: The key of the identity that never changes (version 3); older files' rows get new ones.
UUID_FIELD = Field("uuid", "uuid", check_uuid, since=3, default=None)


@dataclass(frozen=True, slots=True)
class Reference:
    """A key naming a record of another list by id."""

    key: str
    target: str
    nullable: bool = False


@dataclass(frozen=True, slots=True)
class Kind:
    """One list of the file: its key, table, fields, references and primary key."""

    key: str
    table: str
    fields: tuple[Field, ...]
    references: tuple[Reference, ...] = ()
    primary: tuple[str, ...] = ("id",)
    where: str = ""
    """An SQL condition on the rows exported (rows it leaves out are not in the file)."""
    since: int = 1
    """The format version that added this list."""


def _reference_field(reference: Reference) -> Field:
    def check(value: object, path: str) -> int | None:
        if value is None and reference.nullable:
            return None
        return _check_int(value, path, _ID_RANGE)

    return Field(reference.key, reference.key, check)


def _kind_of(
    key: str,
    table: str,
    fields: Sequence[Field],
    references: Sequence[Reference] = (),
    primary: tuple[str, ...] = ("id",),
    *,
    where: str = "",
    since: int = 1,
) -> Kind:
    all_fields = (*fields, *(_reference_field(reference) for reference in references))
    return Kind(key, table, tuple(all_fields), tuple(references), primary, where, since)


def _persona_scores_field() -> Field:
    def check(value: object, path: str) -> dict[str, int]:
        _refuse_marker(value, path)
        if not isinstance(value, dict):
            raise ImportRefused(path, f"must be an object of the twelve Scores, not {_kind(value)}")
        _check_keys(value, path, [score.value for score in Score])
        return {
            f"score_{score.value}": _check_int(value[score.value], f"{path}.{score.value}", legal)
            for score, legal in SCORE_RANGES.items()
        }

    return Field("scores", "", check)


def _nullable_choice_field(key: str, choices: Sequence[str]) -> Field:
    choice = _choice_field(key, choices)

    def check(value: object, path: str) -> str | None:
        return None if value is None else choice.check(value, path)

    return Field(key, key, check)


def _die_field(key: str, column: str) -> Field:
    def check(value: object, path: str) -> int | None:
        if value is None:
            return None
        number = _check_int(value, path, LegalRange(1, 12))
        if number not in DIE_SIDES:
            raise ImportRefused(path, f"must be null or one of {DIE_SIDES}, not {number}")
        return number

    return Field(key, column, check)


def _names_list_field(key: str, column: str, choices: Sequence[str]) -> Field:
    """A list of distinct names from ``choices``, kept as comma-separated text."""

    def check(value: object, path: str) -> str:
        _refuse_marker(value, path)
        if not isinstance(value, list):
            raise ImportRefused(path, f"must be a list, not {_kind(value)}")
        seen: list[str] = []
        for number, item in enumerate(value):
            name = _choice_field(key, choices).check(item, f"{path}[{number}]")
            if name in seen:
                raise ImportRefused(f"{path}[{number}]", f"repeats {name!r}")
            seen.append(name)
        return ",".join(choice for choice in choices if choice in seen)

    return Field(key, column, check, lambda v: [part for part in str(v).split(",") if part])


def _flag_int_field(key: str, column: str) -> Field:
    """A boolean the table keeps as the integer 0 or 1."""
    return Field(key, column, lambda v, p: int(_check_bool(v, p)), lambda v: v == 1)


def _plain(value: object, path: str) -> Any:
    """Return parsed JSON as plain values, refusing a marked value or a repeated key."""
    _refuse_marker(value, path)
    if isinstance(value, dict):
        if isinstance(value, _Object) and value.duplicate is not None:
            raise ImportRefused(f"{path}.{value.duplicate}", "this key appears more than once")
        return {key: _plain(item, f"{path}.{key}") for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item, f"{path}[{number}]") for number, item in enumerate(value)]
    if isinstance(value, str):
        return _check_text(value, path, limit=NOTES_LENGTH, required=False, line=False)
    return value


def _stored_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _json_field(key: str, shape: type) -> Field:
    """A JSON object or list kept as JSON text (a Challenge's set-up, steps and rulings)."""

    def check(value: object, path: str) -> str:
        plain = _plain(value, path)
        if not isinstance(plain, shape):
            what = "an object" if shape is dict else "a list"
            raise ImportRefused(path, f"must be {what}, not {_kind(plain)}")
        return _stored_json(plain)

    return Field(key, key, check, lambda v: json.loads(str(v)))


def _state_field(limit: int = MAX_BYTES) -> Field:
    """A saved tool's state: JSON text holding one object (checked later by its engine)."""

    def check(value: object, path: str) -> str:
        text = _check_text(value, path, limit=limit, required=True, line=False)
        try:
            parsed = json.loads(
                text,
                object_pairs_hook=_pairs,
                parse_int=_parse_int,
                parse_float=_parse_float,
                parse_constant=_parse_constant,
            )
        except (json.JSONDecodeError, RecursionError) as error:
            raise ImportRefused(path, f"is not JSON text: {error}") from None
        plain = _plain(parsed, f"{path}<json>")
        if not isinstance(plain, dict):
            raise ImportRefused(path, f"must be JSON text of an object, not {_kind(plain)}")
        return text

    return Field("state", "state", check)


KINDS: tuple[Kind, ...] = (
    _kind_of(
        "actors",
        "actor",
        [
            _id_field(),
            _name_field("name"),
            _bool_field("is_director"),
            _notes_field(),
            UUID_FIELD,
        ],
    ),
    _kind_of(
        "elements",
        "element",
        [
            _id_field(),
            _name_field("name"),
            _int_field("scale", SCALE_RANGE),
            _notes_field(),
            UUID_FIELD,
        ],
    ),
    _kind_of(
        "personae",
        "persona",
        [
            _id_field(),
            _name_field("name"),
            _name_field("actor_name", required=False),
            _int_field("stance", STANCE_RANGE),
            _notes_field(),
            _persona_scores_field(),
            _datetime_field("created_at"),
            _datetime_field("updated_at"),
            *(replace(_bool_field(flag.value), since=2, default=False) for flag in PersonaFlag),
            UUID_FIELD,
        ],
        [Reference("actor_id", "actors", nullable=True)],
    ),
    _kind_of(
        "characteristics",
        "characteristic",
        [
            _id_field(),
            _name_field("name"),
            _int_field("value", CHARACTERISTIC_RANGE),
            _bool_field("corrupt"),
            _name_field("corrupt_name", required=False),
        ],
        [Reference("persona_id", "personae")],
    ),
    _kind_of(
        "expressions",
        "expression",
        [_id_field(), _name_field("text")],
        [Reference("characteristic_id", "characteristics")],
    ),
    _kind_of(
        "modifiers",
        "sheet_modifier",
        [
            _id_field(),
            _choice_field("kind", [kind.value for kind in ModifierKind]),
            _name_field("name"),
            _choice_field("score", [score.value for score in Score]),
            _int_field("modifier", MODIFIER_RANGE),
        ],
        [Reference("persona_id", "personae")],
    ),
    _kind_of(
        "traits",
        "trait",
        [
            _id_field(),
            _name_field("name"),
            _int_field("strength", STRENGTH_RANGE),
            _bool_field("negative"),
        ],
        [
            Reference("persona_id", "personae", nullable=True),
            Reference("element_id", "elements", nullable=True),
            Reference("created_by_persona_id", "personae", nullable=True),
        ],
    ),
    _kind_of(
        "investments",
        "investment",
        [
            _id_field(),
            _name_field("relationship"),
            _int_field("value", INVESTMENT_RANGE),
            _choice_field("state", [state.value for state in InvestmentState]),
        ],
        [
            Reference("persona_id", "personae"),
            Reference("element_id", "elements"),
            Reference("characteristic_id", "characteristics"),
        ],
    ),
    _kind_of(
        "strategies",
        "strategy",
        [
            _id_field(),
            _name_field("name"),
            _choice_field("state", [state.value for state in StrategyState]),
        ],
        [
            Reference("persona_id", "personae"),
            Reference("investment_id", "investments", nullable=True),
        ],
    ),
    _kind_of(
        "stance_changes",
        "stance_change",
        [
            _id_field(),
            _int_field("old_stance", STANCE_RANGE),
            _int_field("new_stance", STANCE_RANGE),
            _name_field("reason"),
            _datetime_field("changed_at"),
        ],
        [
            Reference("persona_id", "personae"),
            Reference("strategy_id", "strategies", nullable=True),
        ],
    ),
    _kind_of(
        "episodes",
        "episode",
        [
            _id_field(),
            _name_field("title"),
            _date_field("date", "on_date"),
            _bool_field("closed"),
            _datetime_field("closed_at", nullable=True),
            _notes_field(),
        ],
    ),
    _kind_of(
        "advances",
        "advance",
        [
            _id_field(),
            _choice_field("kind", [kind.value for kind in AdvanceKind]),
            _name_field("reason"),
            _date_field("date", "on_date"),
        ],
        [
            Reference("persona_id", "personae"),
            Reference("episode_id", "episodes", nullable=True),
            Reference("investment_id", "investments", nullable=True),
        ],
    ),
    _kind_of(
        "episode_players",
        "episode_participant",
        [],
        [Reference("episode_id", "episodes"), Reference("actor_id", "actors")],
        ("episode_id", "actor_id"),
    ),
    _kind_of(
        "expression_checks",
        "expression_check",
        [],
        [
            Reference("episode_id", "episodes"),
            Reference("observer_id", "actors"),
            Reference("expression_id", "expressions"),
        ],
        ("episode_id", "observer_id", "expression_id"),
    ),
    _kind_of(
        "trait_checks",
        "trait_check",
        [],
        [
            Reference("episode_id", "episodes"),
            Reference("observer_id", "actors"),
            Reference("trait_id", "traits"),
        ],
        ("episode_id", "observer_id", "trait_id"),
    ),
    _kind_of(
        "episode_outcomes",
        "episode_outcome",
        [
            _bool_field("awarded"),
            Field(
                "missing",
                "missing",
                lambda v, p: _check_text(v, p, limit=NOTES_LENGTH, required=False, line=False),
            ),
        ],
        [Reference("episode_id", "episodes"), Reference("persona_id", "personae")],
        ("episode_id", "persona_id"),
    ),
    # Version 2: the lists of the Ironsworn, Cortex, statement and Challenge tools.
    _kind_of(
        "progress_tracks",
        "progress_track",
        [
            _id_field(),
            _name_field("name"),
            _choice_field("kind", [kind.value for kind in TrackKind]),
            _choice_field("rank", [rank.value for rank in Rank]),
            _int_field("ticks", LegalRange(0, 40)),
            _int_field("clock", LegalRange(0, 4)),
            _datetime_field("created_at"),
            _datetime_field("updated_at"),
        ],
        [Reference("persona_id", "personae", nullable=True)],
        since=2,
    ),
    _kind_of(
        "ironsworn_sheets",
        "ironsworn_sheet",
        [
            *(_int_field(stat.value, LegalRange(1, 3)) for stat in Stat),
            *(_int_field(meter.value, LegalRange(0, 5)) for meter in Meter),
            _int_field("momentum", LegalRange(-6, 10)),
            _names_list_field("impacts", "impacts", [impact.value for impact in Impact]),
            *(
                field
                for kind in LegacyKind
                for field in (
                    _int_field(f"{kind.value}_ticks", LegalRange(0, 39)),
                    _flag_int_field(f"{kind.value}_completed", f"{kind.value}_completed"),
                )
            ),
            _int_field("experience_earned", _COUNT_RANGE),
            _int_field("experience_spent", _COUNT_RANGE),
            _datetime_field("updated_at"),
        ],
        [Reference("persona_id", "personae")],
        ("persona_id",),
        since=2,
    ),
    _kind_of(
        "oracle_rolls",
        "oracle_roll",
        [
            _id_field(),
            _name_field("table_name"),
            _int_field("roll", LegalRange(1, 100)),
            Field(
                "result",
                "result",
                lambda v, p: _check_text(v, p, limit=NOTES_LENGTH, required=False, line=False),
            ),
            _datetime_field("rolled_at"),
        ],
        since=2,
    ),
    _kind_of(
        "cortex_sheets",
        "cortex_sheet",
        [
            _int_field("plot_points", _COUNT_RANGE),
            _die_field("physical", "stress_physical"),
            _die_field("mental", "stress_mental"),
            _die_field("social", "stress_social"),
            _bool_field("stressed_out"),
            _names_list_field(
                "awaiting_time", "awaiting_time", sorted(kind.value for kind in StressType)
            ),
            _datetime_field("updated_at"),
        ],
        [Reference("persona_id", "personae")],
        ("persona_id",),
        # The table keeps a deleted Persona's stress for undo; the file holds living ones.
        where="persona_id IN (SELECT id FROM persona)",
        since=2,
    ),
    _kind_of(
        "cortex_challenges",
        "cortex_challenge",
        [
            _id_field(),
            _name_field("name"),
            _state_field(),
            _datetime_field("created_at"),
            _datetime_field("updated_at"),
        ],
        since=2,
    ),
    _kind_of(
        "statement_scenes",
        "statement_scene",
        [
            _id_field(),
            _name_field("name"),
            _state_field(),
            _datetime_field("created_at"),
            _datetime_field("updated_at"),
        ],
        since=2,
    ),
    _kind_of(
        "challenges",
        "challenge",
        [
            _id_field(),
            _name_field("title"),
            _choice_field("status", list(STATUSES)),
            _nullable_choice_field("outcome", list(OUTCOMES)),
            _bool_field("applied"),
            _json_field("rulings", dict),
            _json_field("persona_ids", list),
            _json_field("setup", dict),
            _json_field("steps", list),
            _datetime_field("created_at"),
            _datetime_field("updated_at"),
        ],
        since=2,
    ),
)


def _top_keys(version: int) -> list[str]:
    return ["format", "version", *(kind.key for kind in KINDS if kind.since <= version)]


def _check_keys(value: Mapping[str, Any], path: str, expected: Sequence[str]) -> None:
    if isinstance(value, _Object) and value.duplicate is not None:
        raise ImportRefused(f"{path}.{value.duplicate}", "this key appears more than once")
    for key in value:
        if key not in expected:
            raise ImportRefused(f"{path}.{key}", "unknown key")
    for key in expected:
        if key not in value:
            raise ImportRefused(f"{path}.{key}", "missing")


# Validation ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CampaignData:
    """Checked rows of every table, ready to insert in this order."""

    tables: tuple[tuple[str, list[dict[str, Any]]], ...]

    def rows(self, table: str) -> list[dict[str, Any]]:
        """Return the rows of one table."""
        return dict(self.tables)[table]


def validate_campaign(document: Any, *, consume: bool = False) -> CampaignData:
    """Check a parsed campaign file completely; raise ``ImportRefused`` at the first fault.

    With ``consume`` each item of ``document`` is dropped once its row is built, so a large
    file is not held twice (the document is then left emptied).
    """
    _refuse_marker(document, "$")
    if not isinstance(document, dict):
        raise ImportRefused("$", f"must be an object, not {_kind(document)}")
    # The format and version first: another version may have other keys.
    for required in ("format", "version"):
        if required not in document:
            raise ImportRefused(f"$.{required}", "missing")
    _refuse_marker(document["format"], "$.format")
    if document["format"] != FORMAT:
        raise ImportRefused("$.format", f"must be {FORMAT!r}")
    version = document["version"]
    _refuse_marker(version, "$.version")
    if type(version) is not int or version not in READ_VERSIONS:
        raise ImportRefused(
            "$.version",
            f"this Starshine Desktop reads versions {', '.join(map(str, READ_VERSIONS))}",
        )
    _check_keys(document, "$", _top_keys(version))
    checked: dict[str, list[dict[str, Any]]] = {}
    for kind in KINDS:
        if kind.since > version:
            checked[kind.key] = []
            continue
        path = f"$.{kind.key}"
        items = document[kind.key]
        _refuse_marker(items, path)
        if not isinstance(items, list):
            raise ImportRefused(path, f"must be a list, not {_kind(items)}")
        rows, keys = [], set()
        uuids: set[str] = set()
        fields = [field for field in kind.fields if field.since <= version]
        expected = [field.key for field in fields]
        for number, item in enumerate(items):
            item_path = f"{path}[{number}]"
            _refuse_marker(item, item_path)
            if not isinstance(item, dict):
                raise ImportRefused(item_path, f"must be an object, not {_kind(item)}")
            _check_keys(item, item_path, expected)
            row: dict[str, Any] = {
                field.column: field.default for field in kind.fields if field.since > version
            }
            for field in fields:
                value = field.check(item[field.key], f"{item_path}.{field.key}")
                if field.key == "scores":
                    row.update(value)
                else:
                    row[field.column] = value
            key = tuple(row[column] for column in kind.primary)
            if key in keys:
                raise ImportRefused(f"{item_path}.{kind.primary[-1]}", f"repeats {key}")
            keys.add(key)
            if "uuid" in row:
                if row["uuid"] is None:
                    row["uuid"] = str(uuid.uuid4())
                elif row["uuid"] in uuids:
                    raise ImportRefused(f"{item_path}.uuid", "repeats the UUID of another record")
                uuids.add(row["uuid"])
            rows.append(row)
            if consume:
                items[number] = None
        checked[kind.key] = rows
    _check_references(checked)
    _check_rules(checked)
    _check_tools(checked)
    return CampaignData(tuple((kind.table, checked[kind.key]) for kind in KINDS))


def _check_references(checked: Mapping[str, list[dict[str, Any]]]) -> None:
    ids = {key: {row["id"] for row in rows if "id" in row} for key, rows in checked.items()}
    for kind in KINDS:
        for number, row in enumerate(checked[kind.key]):
            for reference in kind.references:
                value = row[reference.key]
                if value is not None and value not in ids[reference.target]:
                    raise ImportRefused(
                        f"$.{kind.key}[{number}].{reference.key}",
                        f"names no record of {reference.target} (id {value})",
                    )


def _check_rules(checked: Mapping[str, list[dict[str, Any]]]) -> None:
    actors = {row["id"]: row for row in checked["actors"]}
    names: set[str] = set()
    directors = 0
    for number, row in enumerate(checked["actors"]):
        if row["name"] in names:
            raise ImportRefused(f"$.actors[{number}].name", "another Actor has this name")
        names.add(row["name"])
        directors += row["is_director"]
        if directors > 1:
            raise ImportRefused(f"$.actors[{number}].is_director", "there is one Director")
    for number, row in enumerate(checked["personae"]):
        actor = actors.get(row["actor_id"])
        if actor is not None and actor["is_director"]:
            raise ImportRefused(f"$.personae[{number}].actor_id", "the Director plays no Persona")
    characteristics = {row["id"]: row for row in checked["characteristics"]}
    investments = {row["id"]: row for row in checked["investments"]}
    for number, row in enumerate(checked["traits"]):
        if (row["persona_id"] is None) == (row["element_id"] is None):
            raise ImportRefused(
                f"$.traits[{number}]", "a Trait is on exactly one Persona or Element"
            )
    for number, row in enumerate(checked["investments"]):
        if characteristics[row["characteristic_id"]]["persona_id"] != row["persona_id"]:
            raise ImportRefused(
                f"$.investments[{number}].characteristic_id",
                "names a Characteristic of another Persona",
            )
    for number, row in enumerate(checked["strategies"]):
        investment = investments.get(row["investment_id"])
        if investment is not None and investment["persona_id"] != row["persona_id"]:
            raise ImportRefused(
                f"$.strategies[{number}].investment_id", "names another Persona's Investment"
            )
    players = {(row["episode_id"], row["actor_id"]) for row in checked["episode_players"]}
    for key in ("expression_checks", "trait_checks"):
        for number, row in enumerate(checked[key]):
            if (row["episode_id"], row["observer_id"]) not in players:
                raise ImportRefused(
                    f"$.{key}[{number}].observer_id", "is not a player of that Episode"
                )


def _same(left: Any, right: Any) -> bool:
    """Say whether two JSON values are equal with the same types (true is not 1)."""
    if type(left) is not type(right):
        return False
    if isinstance(left, dict):
        return left.keys() == right.keys() and all(_same(left[k], right[k]) for k in left)
    if isinstance(left, list):
        return len(left) == len(right) and all(map(_same, left, right))
    return bool(left == right)


_ENGINE_ERRORS = (RuleError, KeyError, IndexError, ValueError, TypeError, AttributeError)


def _engine_says(error: BaseException) -> str:
    if isinstance(error, RuleError):
        return str(error)
    return f"its engine cannot load it ({type(error).__name__}: {error})"


def _check_tools(checked: Mapping[str, list[dict[str, Any]]]) -> None:
    """Check the version 2 lists through their rules engines."""
    for number, row in enumerate(checked["progress_tracks"]):
        values = TrackValues(
            row["name"], TrackKind(row["kind"]), Rank(row["rank"]), row["ticks"], row["clock"]
        )
        try:
            values.track  # noqa: B018 - building it checks the track
            values.scene  # noqa: B018
        except RuleError as error:
            raise ImportRefused(f"$.progress_tracks[{number}]", str(error)) from None
    for number, row in enumerate(checked["ironsworn_sheets"]):
        try:
            Character(
                **{stat.value: row[stat.value] for stat in Stat},
                **{meter.value: row[meter.value] for meter in Meter},
                momentum=row["momentum"],
                impacts=parse_impacts(row["impacts"]),
            )
            tracks = {
                kind.value: LegacyTrack(
                    kind, row[f"{kind.value}_ticks"], row[f"{kind.value}_completed"] == 1
                )
                for kind in LegacyKind
            }
            Legacy(
                **tracks,
                experience_earned=row["experience_earned"],
                experience_spent=row["experience_spent"],
            )
        except RuleError as error:
            raise ImportRefused(f"$.ironsworn_sheets[{number}]", str(error)) from None
    sheets: dict[int, CortexSheetRow] = {}
    for number, row in enumerate(checked["cortex_sheets"]):
        sheet = CortexSheetRow(
            persona_id=row["persona_id"],
            plot_points=row["plot_points"],
            physical=row["stress_physical"],
            mental=row["stress_mental"],
            social=row["stress_social"],
            stressed_out=row["stressed_out"],
            awaiting_time=tuple(part for part in row["awaiting_time"].split(",") if part),
        )
        try:
            character_of(sheet, str(sheet.persona_id))
        except _ENGINE_ERRORS as error:
            raise ImportRefused(f"$.cortex_sheets[{number}]", _engine_says(error)) from None
        sheets[sheet.persona_id] = sheet
    for number, row in enumerate(checked["cortex_challenges"]):
        path = f"$.cortex_challenges[{number}].state"
        saved = SavedRow(
            SavedKind.CHALLENGE,
            row["id"],
            row["name"],
            row["state"],
            row["created_at"],
            row["created_at"],
        )
        try:
            view = load_challenge_state(saved, sheets)
        except _ENGINE_ERRORS as error:
            raise ImportRefused(path, _engine_says(error)) from None
        if not _same(json.loads(row["state"]), json.loads(challenge_state_text(view))):
            raise ImportRefused(path, "holds an unknown key or a value of the wrong type")
    for number, row in enumerate(checked["statement_scenes"]):
        _check_scene(row, f"$.statement_scenes[{number}].state")
    for number, row in enumerate(checked["challenges"]):
        _check_challenge(row, f"$.challenges[{number}]")


def _check_scene(row: Mapping[str, Any], path: str) -> None:
    data = json.loads(row["state"])
    _check_keys(data, path, ["version", "players", "actions"])
    if not _same(data["version"], SCENE_STATE_VERSION):
        raise ImportRefused(f"{path}.version", f"must be {SCENE_STATE_VERSION}")
    if not isinstance(data["players"], list) or not isinstance(data["actions"], list):
        raise ImportRefused(path, "players and actions must be lists")
    for number, player in enumerate(data["players"]):
        try:
            same = _same(player, PlayerEntry.from_json(player).to_json())
        except _ENGINE_ERRORS as error:
            raise ImportRefused(f"{path}.players[{number}]", _engine_says(error)) from None
        if not same:
            raise ImportRefused(
                f"{path}.players[{number}]", "holds an unknown key or a value of the wrong type"
            )
    for number, action in enumerate(data["actions"]):
        if not isinstance(action, dict) or not isinstance(action.get("do"), str):
            raise ImportRefused(f"{path}.actions[{number}]", "must be an object naming its step")
    saved = SavedRow(
        SavedKind.SCENE, row["id"], row["name"], row["state"], row["created_at"], row["created_at"]
    )
    try:
        load_scene_state(saved)
    except _ENGINE_ERRORS as error:
        raise ImportRefused(path, _engine_says(error)) from None


_SETUP_KEYS = ["rules", "rulings", "personae", "elements"]


def _check_challenge(row: Mapping[str, Any], path: str) -> None:
    setup = json.loads(row["setup"])
    steps = json.loads(row["steps"])
    rulings = json.loads(row["rulings"])
    persona_ids = json.loads(row["persona_ids"])
    _check_keys(setup, f"{path}.setup", _SETUP_KEYS)
    try:
        chosen = Rulings.from_mapping(rulings).to_mapping()
    except RuleError as error:
        raise ImportRefused(f"{path}.rulings", str(error)) from None
    if not _same(rulings, chosen) or not _same(setup["rulings"], rulings):
        raise ImportRefused(f"{path}.rulings", "must name every ruling, as the set-up does")
    try:
        engine = replay_challenge({**setup, "steps": steps})
    except IllegalStep as error:
        raise ImportRefused(f"{path}.steps[{error.step_index}]", str(error)) from None
    except (ScenarioError, RuleError) as error:
        raise ImportRefused(f"{path}.setup", str(error)) from None
    recorded = json.loads(json.dumps(engine.recorded_scenario()))
    for key in ("personae", "elements"):
        if not _same(setup[key], recorded[key]):
            raise ImportRefused(f"{path}.setup.{key}", "is not in the form the app records")
    if not _same(steps, recorded["steps"]):
        raise ImportRefused(f"{path}.steps", "are not in the form the app records")
    if len(persona_ids) != len(setup["personae"]):
        raise ImportRefused(f"{path}.persona_ids", "must name one Persona per Persona set up")
    for number, persona_id in enumerate(persona_ids):
        _check_int(persona_id, f"{path}.persona_ids[{number}]", _ID_RANGE)
    if len(set(persona_ids)) != len(persona_ids):
        raise ImportRefused(f"{path}.persona_ids", "names a Persona twice")
    finished = row["status"] == FINISHED
    if finished != engine.ended:
        state = "ended" if engine.ended else "not ended"
        raise ImportRefused(f"{path}.status", f"the steps have {state}")
    outcome = None if engine.outcome is None else str(engine.outcome)
    if row["outcome"] != outcome:
        raise ImportRefused(f"{path}.outcome", f"the steps give {outcome!r}")
    if row["applied"] and not finished:
        raise ImportRefused(f"{path}.applied", "only a finished Challenge has results to apply")


# Export -------------------------------------------------------------------------------


def export_campaign(database: Database) -> dict[str, Any]:
    """Return the whole campaign as the versioned JSON document (one consistent read)."""
    document: dict[str, Any] = {"format": FORMAT, "version": FORMAT_VERSION}
    with database.reading() as connection:
        for kind in KINDS:
            document[kind.key] = _export_kind(connection, kind)
    return document


def _export_kind(connection: sqlite3.Connection, kind: Kind) -> list[dict[str, Any]]:
    return list(_iter_kind(connection, kind))


def _iter_kind(connection: sqlite3.Connection, kind: Kind) -> Iterator[dict[str, Any]]:
    columns: list[str] = []
    for field in kind.fields:
        if field.key == "scores":
            columns += [f"score_{score.value}" for score in Score]
        else:
            columns.append(field.column)
    order = ", ".join(kind.primary)
    where = f" WHERE {kind.where}" if kind.where else ""
    cursor = connection.execute(
        f"SELECT {', '.join(columns)} FROM {kind.table}{where} ORDER BY {order}"
    )
    for raw in cursor:
        values = dict(zip(columns, raw, strict=True))
        item: dict[str, Any] = {}
        for field in kind.fields:
            if field.key == "scores":
                item["scores"] = {score.value: values[f"score_{score.value}"] for score in Score}
            else:
                value = values[field.column]
                item[field.key] = None if value is None else field.export(value)
        yield item


def dumps(document: Mapping[str, Any]) -> bytes:
    """Return the canonical bytes of a campaign document (sorted keys, two-space indent)."""
    text = json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
    return (text + "\n").encode("utf-8")


def write_atomically(path: Path, data: bytes | Iterable[bytes]) -> None:
    """Write ``data`` (bytes or pieces of them) to ``path`` via a temporary file in the same
    folder, fsync and rename; on any failure the temporary file is removed."""
    path = Path(path)
    temporary = path.with_name(f".{path.name}.{os.urandom(6).hex()}.partial")
    try:
        with temporary.open("xb") as file:
            if isinstance(data, bytes):
                file.write(data)
            else:
                for chunk in data:
                    file.write(chunk)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()
        raise
    with contextlib.suppress(OSError):
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


class ExportTooLargeError(ValueError):
    """The campaign's JSON would be larger than import takes; nothing was written."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            f"{path} was not written: the campaign's JSON would be larger than "
            f"{MAX_BYTES // (1024 * 1024)} MiB, more than import takes back."
        )


_ENCODER = json.JSONEncoder(indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
#: Records encoded at once by the streamed export: few calls, little memory.
EXPORT_BATCH = 1_000


def _encode_items(items: list[dict[str, Any]]) -> bytes:
    """Return ``items`` as they appear inside a list of the document (4-space indent)."""
    text = _ENCODER.encode(items)  # "[\n  {…},\n  {…}\n]": items at two spaces
    return ("  " + text[2:-2]).replace("\n", "\n  ").encode("utf-8")


def iter_export(database: Database) -> Iterator[bytes]:
    """Yield the bytes of ``dumps(export_campaign(database))``, one record at a time.

    The same canonical text (sorted keys, two-space indent), made piece by piece from one
    consistent read, so an export needs memory for one record, not for the whole campaign.
    """
    kinds = {kind.key: kind for kind in KINDS}
    keys = sorted(["format", "version", *kinds])
    yield b"{\n"
    with database.reading() as connection:
        for position, key in enumerate(keys):
            yield f"  {json.dumps(key)}: ".encode()
            if key == "format":
                yield json.dumps(FORMAT).encode()
            elif key == "version":
                yield json.dumps(FORMAT_VERSION).encode()
            else:
                first = True
                batch: list[dict[str, Any]] = []
                for item in _iter_kind(connection, kinds[key]):
                    batch.append(item)
                    if len(batch) == EXPORT_BATCH:
                        yield (b"[\n" if first else b",\n") + _encode_items(batch)
                        first, batch = False, []
                if batch:
                    yield (b"[\n" if first else b",\n") + _encode_items(batch)
                    first = False
                yield b"[]" if first else b"\n  ]"
            yield b",\n" if position < len(keys) - 1 else b"\n"
    yield b"}\n"


def export_to_file(database: Database, path: Path) -> None:
    """Export the campaign to ``path`` atomically, written as it is read (``iter_export``).

    A campaign whose JSON would pass ``MAX_BYTES`` is refused (``ExportTooLargeError``) and
    nothing is written: whatever export writes, import takes back.
    """
    path = Path(path)

    def limited() -> Iterator[bytes]:
        written = 0
        for chunk in iter_export(database):
            written += len(chunk)
            if written > MAX_BYTES:
                raise ExportTooLargeError(path)
            yield chunk

    write_atomically(path, limited())


# Import -------------------------------------------------------------------------------


def read_document(path: Path) -> Any:
    """Read and parse a campaign or Persona file (over-size and non-files refused unread).

    The bytes and the text are dropped as soon as the next form exists, so the peak is the
    text and the parsed values, not three copies of the file.
    """
    from starshine_desktop.storage.files import FileTooLargeError, read_limited

    try:
        data = read_limited(Path(path), MAX_BYTES)
    except FileTooLargeError:
        raise _too_large() from None
    text = _decode(data)
    del data
    return _parse_text(text)


def read_campaign_file(path: Path) -> CampaignData:
    """Read and check a campaign JSON file (refusing files over the size limit unread)."""
    return validate_campaign(read_document(path), consume=True)


def insert_campaign(database: Database, data: CampaignData) -> None:
    """Write every checked row into an empty campaign in one transaction (Core inserts)."""
    from starshine_desktop.storage.starshine.records_writes import bulk_insert

    with database.transaction() as session:
        for table, rows in data.tables:
            bulk_insert(session, table, rows)


def import_campaign_file(source: Path, destination: Path, *, clock: Clock = utc_now) -> Campaign:
    """Create a new campaign at ``destination`` from a JSON file, all of it or nothing.

    Everything is checked before anything is created; the new file is then built and filled
    under a temporary name and appears at ``destination`` only complete.
    """
    data = read_campaign_file(source)
    return create_from_data(data, destination, clock=clock)


def create_from_data(data: CampaignData, destination: Path, *, clock: Clock = utc_now) -> Campaign:
    """Create a new campaign at ``destination`` holding checked ``data`` (whole or not at all)."""
    from starshine_desktop import __version__, paths
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.storage.database import create_database
    from starshine_desktop.storage.starshine.records_writes import bulk_insert

    def fill(session: Session) -> None:
        for table, rows in data.tables:
            bulk_insert(session, table, rows)

    database = create_database(
        destination, now=clock(), created_with=f"Starshine Desktop {__version__}", fill=fill
    )
    return Campaign(database, clock, backup_folder=paths.backup_folder())


def sample_campaign_data() -> CampaignData:
    """Return the checked rows of the sample campaign shipped in ``resources/``."""
    from importlib.resources import files

    data = (files("starshine_desktop") / "resources" / "sample-campaign.json").read_bytes()
    return with_new_identities(validate_campaign(parse_campaign_json(data)))


def with_new_identities(data: CampaignData) -> CampaignData:
    """Return ``data`` with a new UUID for every Actor, Element and Persona.

    A campaign made from the sample is a campaign of its own: its Personae are not the
    sample's Personae of another campaign made from it.
    """
    tables = tuple(
        (table, [{**row, "uuid": str(uuid.uuid4())} if "uuid" in row else row for row in rows])
        for table, rows in data.tables
    )
    return CampaignData(tables)
