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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.starshine.campaign import (
    INVESTMENT_RANGE,
    MODIFIER_RANGE,
    AdvanceKind,
    InvestmentState,
    ModifierKind,
    StrategyState,
)
from starshine_desktop.rules.starshine.scores import (
    CHARACTERISTIC_RANGE,
    SCALE_RANGE,
    SCORE_RANGES,
    STANCE_RANGE,
    STRENGTH_RANGE,
    LegalRange,
    Score,
)
from starshine_desktop.services.personae import Clock, utc_now
from starshine_desktop.storage.database import Database
from starshine_desktop.storage.rows import NAME_LENGTH

if TYPE_CHECKING:
    from starshine_desktop.services.campaign import Campaign

FORMAT = "starshine-campaign"
FORMAT_VERSION = 1
MAX_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 8
MAX_DIGITS = 15
NOTES_LENGTH = 100_000
_ID_RANGE = LegalRange(1, 10**MAX_DIGITS - 1)
_DATETIME = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class ImportRefused(ValueError):
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


_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def _check_depth(text: str) -> None:
    depth = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise ImportRefused(
                    "$", f"nesting deeper than {MAX_DEPTH} levels (at character {match.start()})"
                )
        elif token in "]}":
            depth -= 1


def parse_campaign_json(data: bytes) -> Any:
    """Parse the bytes of a campaign file into plain values with markers for bad ones."""
    if len(data) > MAX_BYTES:
        raise ImportRefused("$", f"the file is larger than {MAX_BYTES // (1024 * 1024)} MiB")
    try:
        text = data.decode("utf-8-sig", errors="strict")
    except UnicodeDecodeError as error:
        raise ImportRefused("$", f"the file is not UTF-8 (byte {error.start})") from None
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
    if any(0xD800 <= ord(char) <= 0xDFFF for char in value):
        raise ImportRefused(path, "holds a lone surrogate, which is not text")
    return value


@dataclass(frozen=True, slots=True)
class Field:
    """One key of a record: its column, how to check it and how to write it back."""

    key: str
    column: str
    check: Callable[[object, str], Any]
    export: Callable[[Any], Any] = lambda value: value


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
) -> Kind:
    all_fields = (*fields, *(_reference_field(reference) for reference in references))
    return Kind(key, table, tuple(all_fields), tuple(references), primary)


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


KINDS: tuple[Kind, ...] = (
    _kind_of(
        "actors",
        "actor",
        [_id_field(), _name_field("name"), _bool_field("is_director"), _notes_field()],
    ),
    _kind_of(
        "elements",
        "element",
        [_id_field(), _name_field("name"), _int_field("scale", SCALE_RANGE), _notes_field()],
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
)
_TOP_KEYS = ["format", "version", *(kind.key for kind in KINDS)]


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


def validate_campaign(document: Any) -> CampaignData:
    """Check a parsed campaign file completely; raise ``ImportRefused`` at the first fault."""
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
    if type(version) is not int or version != FORMAT_VERSION:
        raise ImportRefused("$.version", f"this Starshine Desktop reads version {FORMAT_VERSION}")
    _check_keys(document, "$", _TOP_KEYS)
    checked: dict[str, list[dict[str, Any]]] = {}
    for kind in KINDS:
        path = f"$.{kind.key}"
        items = document[kind.key]
        _refuse_marker(items, path)
        if not isinstance(items, list):
            raise ImportRefused(path, f"must be a list, not {_kind(items)}")
        rows, keys = [], set()
        expected = [field.key for field in kind.fields]
        for number, item in enumerate(items):
            item_path = f"{path}[{number}]"
            _refuse_marker(item, item_path)
            if not isinstance(item, dict):
                raise ImportRefused(item_path, f"must be an object, not {_kind(item)}")
            _check_keys(item, item_path, expected)
            row: dict[str, Any] = {}
            for field in kind.fields:
                value = field.check(item[field.key], f"{item_path}.{field.key}")
                if field.key == "scores":
                    row.update(value)
                else:
                    row[field.column] = value
            key = tuple(row[column] for column in kind.primary)
            if key in keys:
                raise ImportRefused(f"{item_path}.{kind.primary[-1]}", f"repeats {key}")
            keys.add(key)
            rows.append(row)
        checked[kind.key] = rows
    _check_references(checked)
    _check_rules(checked)
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


# Export -------------------------------------------------------------------------------


def export_campaign(database: Database) -> dict[str, Any]:
    """Return the whole campaign as the versioned JSON document (one consistent read)."""
    document: dict[str, Any] = {"format": FORMAT, "version": FORMAT_VERSION}
    with database.reading() as connection:
        for kind in KINDS:
            document[kind.key] = _export_kind(connection, kind)
    return document


def _export_kind(connection: sqlite3.Connection, kind: Kind) -> list[dict[str, Any]]:
    columns: list[str] = []
    for field in kind.fields:
        if field.key == "scores":
            columns += [f"score_{score.value}" for score in Score]
        else:
            columns.append(field.column)
    order = ", ".join(kind.primary)
    cursor = connection.execute(f"SELECT {', '.join(columns)} FROM {kind.table} ORDER BY {order}")
    items = []
    for raw in cursor:
        values = dict(zip(columns, raw, strict=True))
        item: dict[str, Any] = {}
        for field in kind.fields:
            if field.key == "scores":
                item["scores"] = {score.value: values[f"score_{score.value}"] for score in Score}
            else:
                value = values[field.column]
                item[field.key] = None if value is None else field.export(value)
        items.append(item)
    return items


def dumps(document: Mapping[str, Any]) -> bytes:
    """Return the canonical bytes of a campaign document (sorted keys, two-space indent)."""
    text = json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
    return (text + "\n").encode("utf-8")


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` via a temporary file in the same folder, fsync and rename."""
    path = Path(path)
    temporary = path.with_name(f".{path.name}.{os.urandom(6).hex()}.partial")
    try:
        with temporary.open("xb") as file:
            file.write(data)
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


def export_to_file(database: Database, path: Path) -> None:
    """Export the campaign to ``path`` atomically."""
    write_atomically(path, dumps(export_campaign(database)))


# Import -------------------------------------------------------------------------------


def read_campaign_file(path: Path) -> CampaignData:
    """Read and check a campaign JSON file (refusing files over the size limit unread)."""
    path = Path(path)
    size = path.stat().st_size
    if size > MAX_BYTES:
        raise ImportRefused("$", f"the file is larger than {MAX_BYTES // (1024 * 1024)} MiB")
    with path.open("rb") as file:
        data = file.read(MAX_BYTES + 1)
    return validate_campaign(parse_campaign_json(data))


def insert_campaign(database: Database, data: CampaignData) -> None:
    """Write every checked row into an empty campaign in one transaction (Core inserts)."""
    from starshine_desktop.storage.records_writes import bulk_insert

    with database.transaction() as session:
        for table, rows in data.tables:
            bulk_insert(session, table, rows)


def import_campaign_file(source: Path, destination: Path, *, clock: Clock = utc_now) -> Campaign:
    """Create a new campaign at ``destination`` from a JSON file, all of it or nothing.

    Everything is checked before the new file is created; should writing still fail, the
    half-made file is removed.
    """
    data = read_campaign_file(source)
    return create_from_data(data, destination, clock=clock)


def create_from_data(data: CampaignData, destination: Path, *, clock: Clock = utc_now) -> Campaign:
    """Create a new campaign at ``destination`` holding checked ``data``."""
    from starshine_desktop.services.campaign import create_campaign

    campaign = create_campaign(destination, clock=clock)
    try:
        campaign.insert_checked(data)
    except BaseException:
        campaign.close()
        for suffix in ("", "-wal", "-shm"):
            with contextlib.suppress(FileNotFoundError):
                Path(f"{destination}{suffix}").unlink()
        raise
    return campaign


def sample_campaign_data() -> CampaignData:
    """Return the checked rows of the sample campaign shipped in ``resources/``."""
    from importlib.resources import files

    data = (files("starshine_desktop") / "resources" / "sample-campaign.json").read_bytes()
    return validate_campaign(parse_campaign_json(data))
