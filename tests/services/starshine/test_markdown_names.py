"""The mapping from record names to note file names: safe on every system, one file per
record (even where case and Unicode spelling do not count), and the same every time."""

from __future__ import annotations

import random
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.services.starshine.markdown import (
    MAX_STEM_BYTES,
    WINDOWS_RESERVED,
    NoteName,
    file_names,
    safe_file_name,
)

#: Names people type, and the awkward ones: devices, dots, slashes, case, accents.
awkward = st.sampled_from(
    [
        *("CON", "con", "Nul.txt", "COM1", "lpt¹", "X", "x", "X.", "X ", " X", "a/b", "a\\b"),
        *("a:b", "Zoë", unicodedata.normalize("NFD", "Zoë"), "ZOË", "Straße", "STRASSE", "ǅ"),
        *("ǆ", "Ǆ", ".", "..", "", "   ", "#^[]|", "X (abcd1234)", "X (number 2)", "ΣΑΣ"),
        *("σας", "ﬁ", "fi"),
    ]
)
names = st.one_of(awkward, st.text(max_size=30), st.text(min_size=140, max_size=200))


def _fold(stem: str) -> str:
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", stem).casefold())


def _is_safe(stem: str) -> bool:
    device = stem.partition(".")[0].rstrip(" ").upper()
    return (
        bool(stem)
        and stem == unicodedata.normalize("NFC", stem)
        and not any(char in '<>:"/\\|?*#^[]' or ord(char) < 32 for char in stem)
        and not any(0xD800 <= ord(char) < 0xE000 for char in stem)
        and not stem.endswith((".", " "))
        and not stem.startswith((".", " "))
        and device not in WINDOWS_RESERVED
        and len(f"{stem} (new export 99).md".encode()) <= 255 - 40
    )


@st.composite
def records(draw: st.DrawFn) -> list[NoteName]:
    """Records as the exporter names them: a name, a unique number, a unique UUID."""
    given_names = draw(st.lists(names, max_size=12))
    uuids = draw(
        st.lists(
            st.uuids().map(str), min_size=len(given_names), max_size=len(given_names), unique=True
        )
    )
    # Some UUIDs start alike, so their short forms clash as well.
    if len(uuids) > 1 and draw(st.booleans()):
        uuids[1] = uuids[0][:8] + uuids[1][8:]
    return [
        NoteName(name, number, (uuid[:8], uuid))
        for number, (name, uuid) in enumerate(zip(given_names, uuids, strict=True), 1)
    ]


@given(names)
def test_every_name_becomes_a_safe_file_name(name: str) -> None:
    stem = safe_file_name(name)
    assert _is_safe(stem), stem
    assert len(stem.encode()) <= MAX_STEM_BYTES
    assert safe_file_name(stem) == stem  # already safe: left as it is


@settings(max_examples=200)
@given(records(), st.randoms(use_true_random=False), names)
def test_each_record_gets_its_own_safe_file_name_the_same_every_time(
    items: list[NoteName], shuffler: random.Random, new_name: str
) -> None:
    stems = file_names(items)
    # One file per record, also where case and Unicode spelling do not count; each safe.
    assert len({_fold(stem) for stem in stems}) == len(items)
    assert all(_is_safe(stem) for stem in stems), stems
    # The same names whatever order the records come in.
    shuffled = list(items)
    shuffler.shuffle(shuffled)
    by_record = dict(zip(items, stems, strict=True))
    assert file_names(shuffled) == [by_record[item] for item in shuffled]
    # A newer record leaves the others' names alone, unless its own name clashes with theirs.
    newcomer = NoteName(new_name, len(items) + 1, ("ffffffff", "ffffffff-new"))
    after = file_names([*items, newcomer])[:-1]
    clash = _fold(safe_file_name(new_name))
    for item, old, new in zip(items, stems, after, strict=True):
        if not _fold(old).startswith(clash) and _fold(safe_file_name(item.name)) != clash:
            assert old == new
