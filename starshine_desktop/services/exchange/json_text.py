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


def _too_long(key: str, length: int) -> ImportRefused:
    return ImportRefused(
        "$",
        QT_TRANSLATE_NOOP(
            "Refusal",
            "a text under the key {key} is {length} characters long; no text in the file may "
            "be longer than {limit} characters",
        ),
        key=f"“{key[:40]}”",
        length=length,
        limit=limits.NOTES_LENGTH,
    )


def object_of_pairs(pairs: list[tuple[str, Any]]) -> JsonObject:
    """Return one parsed object; a text longer than any the format allows is refused here,
    as soon as its object is read (not once the whole document is built)."""
    longest = limits.NOTES_LENGTH
    result = JsonObject()
    for key, value in pairs:
        if len(key) > longest:
            raise _too_long(key, len(key))
        if isinstance(value, str):
            if len(value) > longest:
                raise _too_long(key, len(value))
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, str) and len(item) > longest:
                    raise _too_long(key, len(item))
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


#: The nesting check works on the file's bytes, in passes that each make at most one copy:
#: escaped backslashes and quotes go first (``bytes.replace``), then, a piece of the file at a
#: time, everything but quotes and brackets (``bytes.translate``) and then strings. A regular
#: expression replacing one match per string keeps an object per match until it is done (a
#: compact campaign file, a string every 15 bytes, took 7 times its size), so strings are
#: removed a piece at a time: the pass needs about the file's size, whatever the escaping
#: and however many strings it holds.
_STRUCTURE = b'"[]{}'
_NOT_STRUCTURE = bytes(byte for byte in range(256) if byte not in _STRUCTURE)
_STRING = re.compile(rb'"[^"]*"')
_INNERMOST = re.compile(rb"\(\)")
_BRACKETS = bytes.maketrans(b"[{]}", b"(())")
#: The bytes of the file looked at at once by the nesting check.
DEPTH_PIECE = 1 << 16
SURROGATE = re.compile("[\ud800-\udfff]")


def _brackets_outside_strings(data: bytes) -> bytearray:
    """Return the brackets of ``data`` (escapes removed) that are not inside strings, as
    parentheses, working a piece at a time so no pass keeps an object per string."""
    brackets = bytearray()
    inside = False  # whether the piece starts inside a string
    for start in range(0, len(data), DEPTH_PIECE):
        piece = data[start : start + DEPTH_PIECE].translate(None, _NOT_STRUCTURE)
        if inside:
            end = piece.find(b'"')
            if end < 0:
                continue
            piece, inside = piece[end + 1 :], False
        piece = _STRING.sub(b"", piece)
        # Complete strings are gone; a quote left opens a string going on past the piece.
        opening = piece.find(b'"')
        if opening >= 0:
            piece, inside = piece[:opening], True
        brackets += piece
    return brackets.translate(_BRACKETS)


def check_depth(data: bytes | str, levels: int = MAX_DEPTH) -> None:
    """Refuse nesting deeper than ``levels`` (``MAX_DEPTH``) in time and memory linear in the
    text.

    Strings are dropped, then everything but brackets; each pass then removes the innermost
    pairs, so nesting of depth ``d`` is gone after ``d`` passes. A pair still there after
    ``MAX_DEPTH`` passes is deeper. Unbalanced brackets are left for the parser to place.
    """
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    # In UTF-8 no byte of a longer character is a backslash or a quote, and a run of
    # backslashes pairs from its start: removing every escaped backslash, then every escaped
    # quote, removes each escape that could end a string early (a copy only if there is one).
    for escape in (b"\\\\", b'\\"'):
        if escape in data:
            data = data.replace(escape, b"")
    brackets = bytes(_brackets_outside_strings(data))
    del data
    for _level in range(levels):
        brackets, removed = _INNERMOST.subn(b"", brackets)
        if not removed:
            return
    if b"()" in brackets:
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
    check_depth(data)
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


#: Texts up to this length are kept once however often they appear (``parse_text``).
SHARED_LENGTH = 32


def parse_text(text: str) -> Any:
    """Parse text whose nesting ``check_depth`` passed (on its bytes, before decoding).

    Short texts that repeat (names of Traits, states, kinds, times) are kept once: in a
    campaign they are most of its values, and each copy costs 50 bytes or more.
    """
    shared: dict[str, str] = {}

    def object_of_shared_pairs(pairs: list[tuple[str, Any]]) -> JsonObject:
        for index, (key, value) in enumerate(pairs):
            if type(value) is str and len(value) <= SHARED_LENGTH:
                pairs[index] = (key, shared.setdefault(value, value))
        return object_of_pairs(pairs)

    try:
        return json.loads(
            text,
            object_pairs_hook=object_of_shared_pairs,
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
