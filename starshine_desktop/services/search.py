"""Common: find any record of the open campaign by the text of its names, titles and notes.

What is searched, by ``SearchKind`` (``Hit.kind``), and where a hit lives
(``Hit.record`` is the ``RecordKind`` and ``Hit.record_id`` its id; ``Hit.persona_id`` is
the owning Persona for a Persona's records, else None):

- Persona: name, Actor (the linked Actor's name, else the typed Actor name), notes.
- Characteristic: name and Corrupt name; Expression: its text (with its Characteristic).
- Knack, Power, Signature Item (``RecordKind.SHEET_MODIFIER``): name.
- Trait: name, with who holds it (a Persona, or an Element: then ``persona_id`` is None).
- Investment: "Element > relationship" (so an Element's name finds the Investments in it).
- Strategy: name; Advance: reason.
- Stance change (an entry of a Persona's Stance log): its reason, with the old and new
  Stance.
- Element, Actor: name and notes; Episode: title and notes.
- Challenge: its title (as in the Challenges list); progress track: name (``persona_id``
  is the Persona it is bound to, if any); challenge pool and statement scene: name.
- Oracle result (``RecordKind.ORACLE_ROLL``, the oracle history): its result, then the
  table it was rolled on ("Ask the Oracle (Likely)" for a question: the question itself
  is not kept), with the roll.

A Persona's Ironsworn and Cortex sheets are not searched: they hold numbers, marks and
stress dice only, no text a player types (an Ironsworn vow is a progress track, found as
a Track).

Matching is "contains", ignoring case for every letter (Python's ``casefold``), with
``%``, ``_`` and ``\\`` taken literally. SQLite's ``LIKE`` picks the rows: text with only
ASCII characters is matched as typed (``LIKE`` folds ASCII letters); in other text each
non-ASCII character matches any one character there, and only rows that hold, for each
non-ASCII letter of the folded query, a character whose folding holds it (SQL ``instr``,
``character_choices``) are let through and folded in Python; a query that folds to ASCII
("ß" to "ss") reads the rows holding its folding as ASCII in any case, or a character
folding to one of its letters (``folding_to_ascii``), and only those holding each of its
letters or a character folding to it (``requirements``: "ſx" reads no text without an
"x"); ``instr`` looks only at text holding a non-ASCII character (``non_ascii_sql``). So a
stored character that folds to ASCII letters or to more than one letter ("ß", the Kelvin
sign, the "ﬁ" ligature) is found when typed as stored or in another case of itself ("ẞ"),
not when spelled out ("ss", "k", "fi"). Each hit is checked in
Python before it is returned, so its ``text`` always contains the query (folded). Leading
and trailing spaces of the query are ignored; blank text finds nothing.

The query runs kind by kind (``find_by_kind``), on the window's connection or, for a search
on another thread, on a read-only connection of its own (``reading_apart``), and stops at
the next row read once it is cancelled. A letter with many characters folding to it (Greek
iota: 72) is looked for by the first bytes of their UTF-8 forms rather than with ``instr``
once per character (``MOST_CHOICES``, ``compact_choices``): the same rows are found, in
fewer passes, and text without any of them (ASCII text included) never reaches Python.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from contextlib import closing
from dataclasses import dataclass

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.search_reads import (
    SEARCH_KINDS,
    SearchKind,
    SearchRow,
    character_choices,
    compact_choices,
    folding_to_ascii,
    like_pattern,
    loose_like_pattern,
    read_search_rows,
    requirements,
)
from starshine_desktop.storage.store import CampaignStore

LIMIT_PER_KIND = 50
"""The most hits listed of each kind."""
CONTEXT_CHARACTERS = 30
"""Characters of a long field shown on each side of the match."""
LONGEST_SHOWN_WHOLE = 80
"""Fields longer than this (and notes) are shown as an excerpt around the match."""
MOST_CHOICES = 16
"""The most ``instr`` passes that let a letter through; a letter with more characters folding
to it (Greek iota) looks for the bytes they share (``compact_choices``)."""
_LONGEST_LIKE = 1000
"""Queries longer than this are matched in Python (SQLite caps ``LIKE`` patterns)."""

RECORD_KINDS: dict[SearchKind, RecordKind] = {
    SearchKind.PERSONA: RecordKind.PERSONA,
    SearchKind.CHARACTERISTIC: RecordKind.CHARACTERISTIC,
    SearchKind.EXPRESSION: RecordKind.EXPRESSION,
    SearchKind.KNACK: RecordKind.SHEET_MODIFIER,
    SearchKind.POWER: RecordKind.SHEET_MODIFIER,
    SearchKind.SIGNATURE_ITEM: RecordKind.SHEET_MODIFIER,
    SearchKind.TRAIT: RecordKind.TRAIT,
    SearchKind.INVESTMENT: RecordKind.INVESTMENT,
    SearchKind.STRATEGY: RecordKind.STRATEGY,
    SearchKind.ADVANCE: RecordKind.ADVANCE,
    SearchKind.STANCE_CHANGE: RecordKind.STANCE_CHANGE,
    SearchKind.ELEMENT: RecordKind.ELEMENT,
    SearchKind.ACTOR: RecordKind.ACTOR,
    SearchKind.EPISODE: RecordKind.EPISODE,
    SearchKind.CHALLENGE: RecordKind.CHALLENGE,
    SearchKind.TRACK: RecordKind.TRACK,
    SearchKind.CHALLENGE_POOL: RecordKind.CHALLENGE_POOL,
    SearchKind.SCENE: RecordKind.STATEMENT_SCENE,
    SearchKind.ORACLE_ROLL: RecordKind.ORACLE_ROLL,
}


@dataclass(frozen=True, slots=True)
class Hit:
    """One record found: what it is, the text that matched in context, and where it lives."""

    kind: SearchKind
    record: RecordKind
    record_id: int
    persona_id: int | None
    field: str
    text: str
    """The hit in English: ``template`` filled with ``fields``."""
    template: str = ""
    """``text`` as a template marked in the ``FindDialog`` context (see ``hit_words``)."""
    fields: tuple[tuple[str, str], ...] = ()


def fold(text: str) -> str:
    """Return ``text`` with the case of every letter folded (as the search compares)."""
    return text.casefold()


def _locate(needle: str, text: str) -> tuple[int, int] | None:
    """Return where the folded ``needle`` lies in ``text`` (original indexes), or None.

    Folding never shortens a character: when the folded text is as long as ``text``, each
    character folded to one and the indexes are the same (no per-character pass).
    """
    folded = text.casefold()
    if len(folded) == len(text):
        start = folded.find(needle)
        return None if start < 0 else (start, start + len(needle))
    folded_parts: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        part = char.casefold()
        folded_parts.append(part)
        origin.extend([index] * len(part))
    start = "".join(folded_parts).find(needle)
    if start < 0:
        return None
    return origin[start], origin[start + len(needle) - 1] + 1


def _excerpt(text: str, start: int, end: int) -> str:
    """Return the match with a little text on each side, on one line."""
    first = max(0, start - CONTEXT_CHARACTERS)
    last = min(len(text), end + CONTEXT_CHARACTERS)
    middle = text[first:last]
    return ("…" if first > 0 else "") + middle + ("…" if last < len(text) else "")


def _single_line(text: str) -> str:
    """Return ``text`` with line breaks and tabs shown as spaces."""
    return " ".join(text.splitlines()).replace("\t", " ")


def _shortened(text: str) -> str:
    """Return ``text`` cut to ``LONGEST_SHOWN_WHOLE`` characters, "…" marking a cut."""
    if len(text) <= LONGEST_SHOWN_WHOLE:
        return text
    return text[: LONGEST_SHOWN_WHOLE - 1].rstrip() + "…"


#: The fields of a record named in a hit's text (marked: the Find dialog translates them).
FIELD_NAMES = {
    "notes": QT_TRANSLATE_NOOP("FindDialog", "notes"),
    "Actor": QT_TRANSLATE_NOOP("FindDialog", "Actor"),
    "Corrupt name": QT_TRANSLATE_NOOP("FindDialog", "Corrupt name"),
}


def hit_words(row: SearchRow, field: str, excerpt: str) -> tuple[str, dict[str, str]]:
    """Return a hit's text as a template (marked, context ``FindDialog``) and its fields.

    The fields ``kind`` (a ``SearchKind`` value) and ``field`` (a key of ``FIELD_NAMES``)
    are English names the Find dialog translates; the others are the campaign's own text.
    """
    kind = row.kind
    owner = row.context[0] if row.context else ""
    if field in FIELD_NAMES:
        name = dict(row.fields).get("name") or dict(row.fields).get("title", "")
        fields = {"kind": kind.value, "name": name, "field": field, "excerpt": excerpt}
        if owner:
            template = QT_TRANSLATE_NOOP(
                "FindDialog", "{kind} '{name}' of {owner}, {field}: {excerpt}"
            )
            return template, {**fields, "owner": owner}
        return QT_TRANSLATE_NOOP("FindDialog", "{kind} '{name}', {field}: {excerpt}"), fields
    if kind is SearchKind.TRAIT:
        if row.persona_id is not None:
            template = QT_TRANSLATE_NOOP("FindDialog", "Trait '{excerpt}' held by {owner}")
        else:
            template = QT_TRANSLATE_NOOP("FindDialog", "Trait '{excerpt}' on Element {owner}")
        return template, {"excerpt": excerpt, "owner": owner}
    if kind is SearchKind.EXPRESSION:
        return QT_TRANSLATE_NOOP(
            "FindDialog", "Expression '{excerpt}' of {characteristic} ({owner})"
        ), {
            "excerpt": excerpt,
            "characteristic": row.context[1],
            "owner": owner,
        }
    if kind is SearchKind.STANCE_CHANGE:
        old, new = row.context[1:]
        template = QT_TRANSLATE_NOOP(
            "FindDialog", "Stance change '{excerpt}' of {owner} (Stance {old} → {new})"
        )
        return template, {"excerpt": excerpt, "owner": owner, "old": old, "new": new}
    if kind is SearchKind.ORACLE_ROLL:
        roll, shown = row.context[0], dict(row.fields)
        if field == "table":
            result = _single_line(_shortened(shown["result"]))
            template = QT_TRANSLATE_NOOP(
                "FindDialog", "Oracle result on '{excerpt}', roll {roll}: {result}"
            )
            return template, {"excerpt": excerpt, "roll": roll, "result": result}
        template = QT_TRANSLATE_NOOP(
            "FindDialog", "Oracle result '{excerpt}' on {table}, roll {roll}"
        )
        return template, {"excerpt": excerpt, "table": _single_line(shown["table"]), "roll": roll}
    if kind is SearchKind.TRACK and owner:
        return QT_TRANSLATE_NOOP("FindDialog", "Track '{excerpt}' of {owner}"), {
            "excerpt": excerpt,
            "owner": owner,
        }
    if owner:
        return QT_TRANSLATE_NOOP("FindDialog", "{kind} '{excerpt}' of {owner}"), {
            "kind": kind.value,
            "excerpt": excerpt,
            "owner": owner,
        }
    return QT_TRANSLATE_NOOP("FindDialog", "{kind} '{excerpt}'"), {
        "kind": kind.value,
        "excerpt": excerpt,
    }


def _hit(row: SearchRow, needle: str) -> Hit | None:
    """Return the hit of ``row`` on its first matching field, or None if none matches."""
    for field, value in row.fields:
        if needle not in value.casefold():
            continue
        place = _locate(needle, value)
        if place is None:
            continue
        long_text = field == "notes" or len(value) > LONGEST_SHOWN_WHOLE
        excerpt = _excerpt(value, *place) if long_text else value
        template, fields = hit_words(row, field, _single_line(excerpt))
        text = template.format(**fields)
        if needle not in fold(text):  # a line break inside the match became a space
            template, fields = hit_words(row, field, excerpt)
            text = template.format(**fields)
        return Hit(
            row.kind,
            RECORD_KINDS[row.kind],
            row.id,
            row.persona_id,
            field,
            text,
            template,
            tuple(fields.items()),
        )
    return None


class SearchService:
    """Finds records of one open campaign by text."""

    def __init__(self, database: CampaignStore) -> None:
        self._database = database

    def find(self, text: str, *, limit_per_kind: int = LIMIT_PER_KIND) -> list[Hit]:
        """Return the records whose text contains ``text`` (any case), kind by kind."""
        return [
            hit
            for _kind, hits in self.find_by_kind(text, limit_per_kind=limit_per_kind)
            for hit in hits
        ]

    def find_by_kind(
        self,
        text: str,
        *,
        limit_per_kind: int = LIMIT_PER_KIND,
        apart: bool = False,
        cancelled: Callable[[], bool] = lambda: False,
    ) -> Generator[tuple[SearchKind, list[Hit]], None, None]:
        """Yield each kind's hits for ``text`` (as ``find``), kind by kind, as each is read.

        With ``apart`` the rows are read on a connection of their own (``reading_apart``:
        for a search on another thread than the window's). ``cancelled`` is asked before each
        kind and each row read: once it answers True (a newer query came), nothing more is
        read or yielded.
        """
        query = text.strip()
        if not query:
            return
        needle = fold(query)
        exact = query.isascii() and "\x00" not in query
        pattern = loose_like_pattern(query) if len(query) <= _LONGEST_LIKE else None
        # One pass of ``instr`` per character would cost more than folding the rows when a
        # letter has many ("ι" has 72 characters folding to it): they are looked for by the
        # bytes they share (six passes for "ι")
        choices = tuple(
            compact_choices(chars, MOST_CHOICES)
            for chars in (character_choices(needle) if pattern is not None and not exact else ())
        )
        or_holding: tuple[str, ...] = ()
        requiring: tuple[tuple[str, tuple[str, ...]], ...] = ()
        if pattern is not None and not exact and needle.isascii() and "\x00" not in needle:
            # "ß" folds to "ss": the text holds "ss" in any case, or a letter folding to it
            pattern, or_holding = like_pattern(needle), folding_to_ascii(needle)
            requiring = requirements(needle)
        reading = self._database.reading_apart() if apart else self._database.reading()
        with reading as connection:
            for kind in SEARCH_KINDS:
                if cancelled():
                    return
                if exact and pattern is not None:
                    rows = read_search_rows(connection, kind, pattern, limit_per_kind)
                else:
                    rows = read_search_rows(
                        connection,
                        kind,
                        pattern,
                        keep=lambda value: needle in value.casefold(),
                        choices=choices,
                        or_holding=or_holding,
                        requiring=requiring,
                    )
                hits: list[Hit] = []
                with closing(rows):
                    for row in rows:
                        if cancelled():
                            return
                        hit = _hit(row, needle)
                        if hit is None:
                            continue
                        hits.append(hit)
                        if len(hits) >= limit_per_kind:
                            break
                if cancelled():
                    return
                if hits:
                    yield kind, hits
