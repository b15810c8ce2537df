"""Common: the campaign format's JSON text: strict reading (every oddity a marker) and ``dumps``."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.services.exchange import limits
from starshine_desktop.services.exchange.limits import (
    MAX_DEPTH,
    MAX_DIGITS,
    ImportRefused,
)


class BadValue:
    """A value the parser met that the format never holds (NaN, a float, a huge number).

    ``refusal`` says why (a marked template and its fields); ``reason`` is its English text.
    """

    def __init__(self, template: str, /, **fields: object) -> None:
        self.refusal = Refusal(template, **fields)
        self.reason = str(self.refusal)


class JsonObject(dict[str, Any]):
    """A JSON object, remembering the first key it had twice."""

    duplicate: str | None = None


def object_of_pairs(pairs: list[tuple[str, Any]]) -> JsonObject:
    result = JsonObject()
    for key, value in pairs:
        if key in result and result.duplicate is None:
            result.duplicate = key
        result[key] = value
    return result


def checked_int(text: str) -> int | BadValue:
    if len(text.lstrip("-")) > MAX_DIGITS:
        return BadValue(
            QT_TRANSLATE_NOOP("Refusal", "the number {number} is too large"),
            number=f"{text[:24]}{'…' if len(text) > 24 else ''}",
        )
    return int(text)


def bad_float(text: str) -> BadValue:
    return BadValue(QT_TRANSLATE_NOOP("Refusal", "{text} is not a whole number"), text=text[:24])


def bad_constant(text: str) -> BadValue:
    return BadValue(
        QT_TRANSLATE_NOOP("Refusal", "{text} is not a number the format allows"), text=text
    )


#: The nesting check uses no repeated groups: ``(?:[^"\\]|\\.)*`` kept a mark per
#: character (about 110 bytes each: 1.2 GB for a 10 MB file), and any group repeated per
#: escape would keep one per escape. Escapes go first, then strings hold no backslash.
_ESCAPE = re.compile(r"\\.", re.DOTALL)
_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\(\)")
_BRACKETS = str.maketrans("[{]}", "(())")
SURROGATE = re.compile("[\ud800-\udfff]")


def check_depth(text: str, levels: int = MAX_DEPTH) -> None:
    """Refuse nesting deeper than ``levels`` (``MAX_DEPTH``) in time and memory linear in the text.

    Strings are dropped, then everything but brackets; each pass then removes the innermost
    pairs, so nesting of depth ``d`` is gone after ``d`` passes. A pair still there after
    ``MAX_DEPTH`` passes is deeper. Unbalanced brackets are left for the parser to place.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", _ESCAPE.sub("", text))).translate(_BRACKETS)
    for _level in range(levels):
        brackets, removed = _INNERMOST.subn("", brackets)
        if not removed:
            return
    if "()" in brackets:
        raise ImportRefused(
            "$",
            QT_TRANSLATE_NOOP("Refusal", "nesting deeper than {levels} levels"),
            levels=levels,
        )


def too_large() -> ImportRefused:
    return ImportRefused(
        "$",
        QT_TRANSLATE_NOOP("Refusal", "the file is larger than {mebibytes} MiB"),
        mebibytes=limits.MAX_BYTES // (1024 * 1024),
    )


def parse_campaign_json(data: bytes) -> Any:
    """Parse the bytes of a campaign file into plain values with markers for bad ones."""
    if len(data) > limits.MAX_BYTES:
        raise too_large()
    return parse_text(decode_utf8(data))


def decode_utf8(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig", errors="strict")
    except UnicodeDecodeError as error:
        raise ImportRefused(
            "$",
            QT_TRANSLATE_NOOP("Refusal", "the file is not UTF-8 (byte {byte})"),
            byte=error.start,
        ) from None


def parse_text(text: str) -> Any:
    check_depth(text)
    try:
        return json.loads(
            text,
            object_pairs_hook=object_of_pairs,
            parse_int=checked_int,
            parse_float=bad_float,
            parse_constant=bad_constant,
        )
    except json.JSONDecodeError as error:
        raise ImportRefused(
            "$",
            QT_TRANSLATE_NOOP("Refusal", "not valid JSON: {error} (line {line}, column {column})"),
            error=error.msg,
            line=error.lineno,
            column=error.colno,
        ) from None
    except RecursionError:
        raise ImportRefused(
            "$",
            QT_TRANSLATE_NOOP("Refusal", "nesting deeper than {levels} levels"),
            levels=MAX_DEPTH,
        ) from None


def dumps(document: Mapping[str, Any]) -> bytes:
    """Return the canonical bytes of a campaign document (sorted keys, two-space indent)."""
    text = json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
    return (text + "\n").encode("utf-8")
