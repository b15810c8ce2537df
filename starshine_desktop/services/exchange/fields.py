"""Common: the field types of the campaign format and how each value is checked."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.scores import (
    SCORE_RANGES,
    LegalRange,
    Score,
)
from starshine_desktop.services.exchange.json_text import (
    SURROGATE,
    BadValue,
    JsonObject,
    bad_constant,
    bad_float,
    checked_int,
    object_of_pairs,
)
from starshine_desktop.services.exchange.limits import (
    DATE,
    DATETIME,
    DIE_SIDES,
    ID_RANGE,
    MAX_BYTES,
    NOTES_LENGTH,
    ImportRefused,
)
from starshine_desktop.storage.rows import NAME_LENGTH


def refuse_bad(value: object, path: str) -> None:
    if isinstance(value, BadValue):
        raise ImportRefused(path, value.refusal)


def check_int(value: object, path: str, legal: LegalRange) -> int:
    refuse_bad(value, path)
    if type(value) is not int:
        raise ImportRefused(
            path,
            QT_TRANSLATE_NOOP("Refusal", "must be a whole number, not {type}"),
            type=json_type(value),
        )
    if value not in legal:
        raise ImportRefused(
            path,
            QT_TRANSLATE_NOOP("Refusal", "must be {low} to {high}, not {value}"),
            low=legal.minimum,
            high=legal.shown_maximum,
            value=value,
        )
    return value


def json_type(value: object) -> str:
    """Return what a JSON value is, in words ("a list"): marked, the window translates it."""
    if value is True:
        return QT_TRANSLATE_NOOP("Game", "the boolean true")
    if value is False:
        return QT_TRANSLATE_NOOP("Game", "the boolean false")
    if value is None:
        return QT_TRANSLATE_NOOP("Game", "null")
    if isinstance(value, str):
        return QT_TRANSLATE_NOOP("Game", "text")
    if isinstance(value, list):
        return QT_TRANSLATE_NOOP("Game", "a list")
    if isinstance(value, dict):
        return QT_TRANSLATE_NOOP("Game", "an object")
    if isinstance(value, int):
        return QT_TRANSLATE_NOOP("Game", "int")
    if isinstance(value, float):
        return QT_TRANSLATE_NOOP("Game", "float")
    return type(value).__name__


def check_text(value: object, path: str, *, limit: int, required: bool, line: bool) -> str:
    refuse_bad(value, path)
    if not isinstance(value, str):
        raise ImportRefused(
            path, QT_TRANSLATE_NOOP("Refusal", "must be text, not {type}"), type=json_type(value)
        )
    if len(value) > limit:
        raise ImportRefused(
            path, QT_TRANSLATE_NOOP("Refusal", "is longer than {limit} characters"), limit=limit
        )
    # SQLite's length() stops at the first NUL, so the file's "not blank" checks see only
    # the text before it.
    if required and not value.split("\x00", 1)[0].strip():
        raise ImportRefused(path, QT_TRANSLATE_NOOP("Refusal", "cannot be blank"))
    if line and value != " ".join(value.split()):
        raise ImportRefused(
            path, QT_TRANSLATE_NOOP("Refusal", "must be one line without extra spaces")
        )
    if SURROGATE.search(value):
        raise ImportRefused(
            path, QT_TRANSLATE_NOOP("Refusal", "holds a lone surrogate, which is not text")
        )
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


def int_field(key: str, legal: LegalRange, column: str | None = None) -> Field:
    return Field(key, column or key, lambda v, p: check_int(v, p, legal))


def name_field(key: str, column: str | None = None, *, required: bool = True) -> Field:
    return Field(
        key,
        column or key,
        lambda v, p: check_text(v, p, limit=NAME_LENGTH, required=required, line=True),
    )


def notes_field(key: str = "notes") -> Field:
    return Field(
        key, key, lambda v, p: check_text(v, p, limit=NOTES_LENGTH, required=False, line=False)
    )


def _check_bool(value: object, path: str) -> bool:
    refuse_bad(value, path)
    if type(value) is not bool:
        raise ImportRefused(
            path,
            QT_TRANSLATE_NOOP("Refusal", "must be true or false, not {type}"),
            type=json_type(value),
        )
    return value


def bool_field(key: str, column: str | None = None) -> Field:
    return Field(key, column or key, _check_bool, lambda v: v == 1)


def choice_field(key: str, choices: Sequence[str]) -> Field:
    def check(value: object, path: str) -> str:
        refuse_bad(value, path)
        if not isinstance(value, str) or value not in choices:
            raise ImportRefused(
                path,
                QT_TRANSLATE_NOOP("Refusal", "must be one of {choices}, not {value!r}"),
                choices=", ".join(choices),
                value=value,
            )
        return value

    return Field(key, key, check)


def _check_date(value: object, path: str) -> date:
    refuse_bad(value, path)
    if not isinstance(value, str) or not DATE.fullmatch(value):
        raise ImportRefused(path, QT_TRANSLATE_NOOP("Refusal", "must be a date written YYYY-MM-DD"))
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ImportRefused(
            path, QT_TRANSLATE_NOOP("Refusal", "{value} is not a real date"), value=value
        ) from None


def _check_datetime(value: object, path: str) -> datetime:
    refuse_bad(value, path)
    if not isinstance(value, str) or not DATETIME.fullmatch(value):
        raise ImportRefused(
            path,
            QT_TRANSLATE_NOOP("Refusal", "must be a UTC time written YYYY-MM-DDTHH:MM:SS[.ffffff]"),
        )
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        raise ImportRefused(
            path, QT_TRANSLATE_NOOP("Refusal", "{value} is not a real time"), value=value
        ) from None


def _export_datetime(value: Any) -> str | None:
    return None if value is None else datetime.fromisoformat(str(value)).isoformat()


def date_field(key: str, column: str) -> Field:
    return Field(key, column, _check_date, lambda v: date.fromisoformat(str(v)).isoformat())


def datetime_field(key: str, column: str | None = None, *, nullable: bool = False) -> Field:
    def check(value: object, path: str) -> datetime | None:
        if value is None and nullable:
            return None
        return _check_datetime(value, path)

    return Field(key, column or key, check, _export_datetime)


def id_field(key: str = "id", column: str | None = None) -> Field:
    return int_field(key, ID_RANGE, column)


UUID_PATTERN = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def check_uuid(value: object, path: str) -> str:
    """Check a UUID: 36 characters, lowercase hexadecimal digits in groups 8-4-4-4-12."""
    refuse_bad(value, path)
    if not isinstance(value, str) or UUID_PATTERN.fullmatch(value) is None:
        shown = repr(value) if isinstance(value, str) else json_type(value)
        raise ImportRefused(
            path,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "must be a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e, not {shown}",
            ),
            shown=shown,
        )
    return value


UUID_FIELD = Field("uuid", "uuid", check_uuid, since=3, default=None)
"""The key of the identity that never changes (version 3); older files' rows get new ones."""


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
        return check_int(value, path, ID_RANGE)

    return Field(reference.key, reference.key, check)


def kind_of(
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


def persona_scores_field() -> Field:
    def check(value: object, path: str) -> dict[str, int]:
        refuse_bad(value, path)
        if not isinstance(value, dict):
            raise ImportRefused(
                path,
                QT_TRANSLATE_NOOP("Refusal", "must be an object of the twelve Scores, not {type}"),
                type=json_type(value),
            )
        check_keys(value, path, [score.value for score in Score])
        return {
            f"score_{score.value}": check_int(value[score.value], f"{path}.{score.value}", legal)
            for score, legal in SCORE_RANGES.items()
        }

    return Field("scores", "", check)


def nullable_choice_field(key: str, choices: Sequence[str]) -> Field:
    choice = choice_field(key, choices)

    def check(value: object, path: str) -> str | None:
        return None if value is None else choice.check(value, path)

    return Field(key, key, check)


def die_field(key: str, column: str) -> Field:
    def check(value: object, path: str) -> int | None:
        if value is None:
            return None
        number = check_int(value, path, LegalRange(1, 12))
        if number not in DIE_SIDES:
            raise ImportRefused(
                path,
                QT_TRANSLATE_NOOP("Refusal", "must be null or one of {sides}, not {number}"),
                sides=str(DIE_SIDES),
                number=number,
            )
        return number

    return Field(key, column, check)


def names_list_field(key: str, column: str, choices: Sequence[str]) -> Field:
    """A list of distinct names from ``choices``, kept as comma-separated text."""

    def check(value: object, path: str) -> str:
        refuse_bad(value, path)
        if not isinstance(value, list):
            raise ImportRefused(
                path,
                QT_TRANSLATE_NOOP("Refusal", "must be a list, not {type}"),
                type=json_type(value),
            )
        seen: list[str] = []
        for number, item in enumerate(value):
            name = choice_field(key, choices).check(item, f"{path}[{number}]")
            if name in seen:
                raise ImportRefused(
                    f"{path}[{number}]", QT_TRANSLATE_NOOP("Refusal", "repeats {name!r}"), name=name
                )
            seen.append(name)
        return ",".join(choice for choice in choices if choice in seen)

    return Field(key, column, check, lambda v: [part for part in str(v).split(",") if part])


def flag_int_field(key: str, column: str) -> Field:
    """A boolean the table keeps as the integer 0 or 1."""
    return Field(key, column, lambda v, p: int(_check_bool(v, p)), lambda v: v == 1)


def _plain(value: object, path: str) -> Any:
    """Return parsed JSON as plain values, refusing a marked value or a repeated key."""
    refuse_bad(value, path)
    if isinstance(value, dict):
        if isinstance(value, JsonObject) and value.duplicate is not None:
            raise ImportRefused(
                f"{path}.{value.duplicate}",
                QT_TRANSLATE_NOOP("Refusal", "this key appears more than once"),
            )
        return {key: _plain(item, f"{path}.{key}") for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item, f"{path}[{number}]") for number, item in enumerate(value)]
    if isinstance(value, str):
        return check_text(value, path, limit=NOTES_LENGTH, required=False, line=False)
    return value


def _stored_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def json_field(key: str, shape: type) -> Field:
    """A JSON object or list kept as JSON text (a Challenge's set-up, steps and rulings)."""

    def check(value: object, path: str) -> str:
        plain = _plain(value, path)
        if not isinstance(plain, shape):
            what = json_type({} if shape is dict else [])
            raise ImportRefused(
                path,
                QT_TRANSLATE_NOOP("Refusal", "must be {what}, not {type}"),
                what=what,
                type=json_type(plain),
            )
        return _stored_json(plain)

    return Field(key, key, check, lambda v: json.loads(str(v)))


MAX_ABILITIES = 40
"""The most abilities an asset card may have ticked or not (the column holds 40)."""


def abilities_field(key: str = "abilities") -> Field:
    """An asset's abilities, ticked or not, as a list of booleans (stored as ``"110"``)."""

    def check(value: object, path: str) -> str:
        refuse_bad(value, path)
        if not isinstance(value, list):
            raise ImportRefused(
                path,
                QT_TRANSLATE_NOOP("Refusal", "must be {what}, not {type}"),
                what=json_type([]),
                type=json_type(value),
            )
        if len(value) > MAX_ABILITIES:
            raise ImportRefused(
                path,
                QT_TRANSLATE_NOOP("Refusal", "holds {count} abilities; at most {limit}"),
                count=len(value),
                limit=MAX_ABILITIES,
            )
        return "".join(
            "1" if _check_bool(item, f"{path}[{number}]") else "0"
            for number, item in enumerate(value)
        )

    return Field(key, key, check, lambda v: [mark == "1" for mark in str(v)])


def state_field(limit: int = MAX_BYTES) -> Field:
    """A saved tool's state: JSON text holding one object (checked later by its engine)."""

    def check(value: object, path: str) -> str:
        text = check_text(value, path, limit=limit, required=True, line=False)
        try:
            parsed = json.loads(
                text,
                object_pairs_hook=object_of_pairs,
                parse_int=checked_int,
                parse_float=bad_float,
                parse_constant=bad_constant,
            )
        except (json.JSONDecodeError, RecursionError) as error:
            raise ImportRefused(
                path, QT_TRANSLATE_NOOP("Refusal", "is not JSON text: {error}"), error=str(error)
            ) from None
        plain = _plain(parsed, f"{path}<json>")
        if not isinstance(plain, dict):
            raise ImportRefused(
                path,
                QT_TRANSLATE_NOOP("Refusal", "must be JSON text of an object, not {type}"),
                type=json_type(plain),
            )
        return text

    return Field("state", "state", check)


def check_keys(value: Mapping[str, Any], path: str, expected: Sequence[str]) -> None:
    if isinstance(value, JsonObject) and value.duplicate is not None:
        raise ImportRefused(
            f"{path}.{value.duplicate}",
            QT_TRANSLATE_NOOP("Refusal", "this key appears more than once"),
        )
    for key in value:
        if key not in expected:
            raise ImportRefused(f"{path}.{key}", QT_TRANSLATE_NOOP("Refusal", "unknown key"))
    for key in expected:
        if key not in value:
            raise ImportRefused(f"{path}.{key}", QT_TRANSLATE_NOOP("Refusal", "missing"))
