"""Common: the campaign format's JSON text: strict reading (every oddity a marker) and ``dumps``."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
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


_STRUCTURE = b'"[]{}'
"""The nesting check works on the file's bytes, in passes that each make at most one copy:
escaped backslashes and quotes go first (``bytes.replace``), then, a piece of the file at a
time, everything but quotes and brackets (``bytes.translate``) and then strings. A regular
expression replacing one match per string keeps an object per match until it is done (a
compact campaign file, a string every 15 bytes, took 7 times its size), so strings are
removed a piece of 16 KiB at a time: the pass needs about the file's size, whatever the
escaping and however many strings it holds (a piece of 64 KiB was 2 times more than a
Persona file of a thousand small records)."""
_NOT_STRUCTURE = bytes(byte for byte in range(256) if byte not in _STRUCTURE)
_STRING = re.compile(rb'"[^"]*"')
_INNERMOST = re.compile(rb"\(\)")
_BRACKETS = bytes.maketrans(b"[{]}", b"(())")
DEPTH_PIECE = 1 << 14
"""The bytes of the file looked at at once by the nesting check."""
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


SHARED_LENGTH = 32
"""Texts up to this length are kept once however often they appear (``parse_text``)."""


def _decoder(object_hook: Any = None) -> json.JSONDecoder:
    """Return the format's strict decoder (every oddity a marker, long texts refused)."""
    return json.JSONDecoder(
        object_pairs_hook=object_hook or object_of_pairs,
        parse_int=checked_int,
        parse_float=bad_float,
        parse_constant=bad_constant,
    )


def _refused_json(error: json.JSONDecodeError) -> ImportRefused:
    return ImportRefused(
        "$",
        QT_TRANSLATE_NOOP("Refusal", "not valid JSON: {error} (line {line}, column {column})"),
        error=error.msg,
        line=error.lineno,
        column=error.colno,
    )


def _too_deep() -> ImportRefused:
    return ImportRefused(
        "$",
        QT_TRANSLATE_NOOP("Refusal", "nesting deeper than {levels} levels"),
        levels=MAX_DEPTH,
    )


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
        return _decoder(object_of_shared_pairs).decode(text)
    except json.JSONDecodeError as error:
        raise _refused_json(error) from None
    except RecursionError:
        raise _too_deep() from None


_scanstring: Callable[[str, int], tuple[str, int]] = vars(json.decoder)["scanstring"]
"""JSON's reader of one string (``json.decoder`` has it, its stubs do not name it)."""
_SPACE = re.compile(r"[ \t\n\r]*")
"""Whitespace between JSON's tokens."""


class LaterRecords:
    """A list of a document read by ``read_outline`` whose items are read when iterated.

    The whole list was read once to check it is JSON (each item dropped as soon as read);
    each iteration reads its items again, one at a time, from the document's text.
    """

    __slots__ = ("_length", "_reader", "_start")

    def __init__(self, reader: _Reader, start: int, length: int) -> None:
        self._reader, self._start, self._length = reader, start, length

    def __len__(self) -> int:
        return self._length

    def __iter__(self) -> Iterator[Any]:
        return self._reader.items(self._start)


class _Reader:
    """Reads a JSON text a value at a time, with the messages of ``parse_text``."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._decode = _decoder().raw_decode

    def space(self, position: int) -> int:
        end = _SPACE.match(self.text, position)
        assert end is not None  # the pattern matches the empty text
        return end.end()

    def expect(self, position: int, what: str) -> json.JSONDecodeError:
        return json.JSONDecodeError(what, self.text, position)

    def value(self, position: int) -> tuple[Any, int]:
        """Return the value at ``position`` (no whitespace before it) and where it ends."""
        try:
            return self._decode(self.text, position)
        except RecursionError:
            raise _too_deep() from None

    def items(self, position: int) -> Iterator[Any]:
        """Yield the items of the list at ``position`` (its ``[``), each read when asked."""
        position = self.space(position + 1)
        if self.text.startswith("]", position):
            return
        while True:
            item, position = self.value(position)
            yield item
            position = self.space(position)
            if self.text.startswith("]", position):
                return
            if not self.text.startswith(",", position):
                raise self.expect(position, "Expecting ',' delimiter")
            position = self.space(position + 1)

    def outline(self, position: int, path: tuple[str, ...]) -> tuple[Any, int]:
        """Read the value at ``position``; each list of the object at ``path`` (keys from
        here) is read an item at a time and kept as ``LaterRecords``."""
        if not self.text.startswith("{", position):
            return self.value(position)
        pairs: list[tuple[str, Any]] = []
        position = self.space(position + 1)
        if self.text.startswith("}", position):
            return object_of_pairs(pairs), position + 1
        while True:
            if not self.text.startswith('"', position):
                raise self.expect(position, "Expecting property name enclosed in double quotes")
            key, position = _scanstring(self.text, position + 1)
            position = self.space(position)
            if not self.text.startswith(":", position):
                raise self.expect(position, "Expecting ':' delimiter")
            position = self.space(position + 1)
            if path and key == path[0]:
                value, position = self.outline(position, path[1:])
            elif not path and self.text.startswith("[", position):
                value, position = self._later(key, position)
            else:
                value, position = self.value(position)
            pairs.append((key, value))
            position = self.space(position)
            if self.text.startswith("}", position):
                return object_of_pairs(pairs), position + 1
            if not self.text.startswith(",", position):
                raise self.expect(position, "Expecting ',' delimiter")
            position = self.space(position + 1)

    def _later(self, key: str, start: int) -> tuple[LaterRecords, int]:
        """Read the list at ``start`` an item at a time (each dropped once read); return it
        as ``LaterRecords`` and where it ends. A text in it is refused as ``object_of_pairs``
        refuses one in a list."""
        length, position = 0, self.space(start + 1)
        if not self.text.startswith("]", position):
            while True:
                item, position = self.value(position)
                if isinstance(item, str) and len(item) > limits.NOTES_LENGTH:
                    raise _too_long(key, len(item))
                del item
                length += 1
                position = self.space(position)
                if self.text.startswith("]", position):
                    break
                if not self.text.startswith(",", position):
                    raise self.expect(position, "Expecting ',' delimiter")
                position = self.space(position + 1)
        return LaterRecords(self, start, length), position + 1


def read_outline(text: str, path: tuple[str, ...]) -> Any:
    """Parse a document's text as ``parse_text`` does (the same refusals, in the same order:
    the whole text is read before a value is checked), except that the lists of the object
    at ``path`` are kept as ``LaterRecords``, read again an item at a time when checked: a
    file of many small records is never held as values all at once.

    Texts are not shared as ``parse_text`` shares them: each record is dropped once checked.
    """
    reader = _Reader(text)
    try:
        if text.startswith("\ufeff"):  # a second mark: ``json.loads`` names it so
            raise reader.expect(0, "Unexpected UTF-8 BOM (decode using utf-8-sig)")
        value, end = reader.outline(reader.space(0), path)
        end = reader.space(end)
        if end != len(text):
            raise reader.expect(end, "Extra data")
    except json.JSONDecodeError as error:
        raise _refused_json(error) from None
    return value


def dumps(document: Mapping[str, Any]) -> bytes:
    """Return the canonical bytes of a campaign document (sorted keys, two-space indent)."""
    text = json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
    return (text + "\n").encode("utf-8")
