"""Memory in proportion for every shape of file people import, as a scaling property.

Campaigns in their real shape (``bench/real_campaign.py``: Actors, Episodes with players and
check-offs, modifiers, accented and Greek text) written as the app writes them (indented),
compact and ``\\u``-escaped, and Persona files of many small records: the most memory Python
holds during the import (``tracemalloc``, above what it held before) is under 5 times the
file's size, and does not grow with the file. No time is measured here;
``bench/import_shapes_bench.py`` measures the process's peak and the time on large files.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from import_memory_support import real_campaign_bytes, traced_peak

from starshine_desktop.services.exchange import MAX_DEPTH, ImportRefused, check_depth, json_text

#: Bytes of JSON's structure, escapes and a letter, drawn at random.
_ALPHABET = bytes(b'"[]{}\\a '[byte % 8] for byte in range(256))


def test_the_nesting_check_needs_about_the_files_size_however_many_strings() -> None:
    # A compact file holds a string every 15 bytes or so; the check once kept an object per
    # string until it was done, 7 times the file.
    data = real_campaign_bytes(150, "compact")
    assert traced_peak(lambda: check_depth(data)) < 2 * len(data)


def _depth_refused(data: bytes) -> bool:
    try:
        check_depth(data)
    except ImportRefused:
        return True
    return False


def _whole_file_depth_refused(data: bytes) -> bool:
    """The check as it was made on the whole file at once (one regular expression pass)."""
    for escape in (b"\\\\", b'\\"'):
        data = data.replace(escape, b"")
    structure = bytes(byte for byte in data if byte in b'"[]{}')
    brackets = re.sub(rb'"[^"]*"', b"", structure).translate(bytes.maketrans(b"[{]}", b"(())"))
    for _level in range(MAX_DEPTH):
        brackets, removed = re.subn(rb"\(\)", b"", brackets)
        if not removed:
            return False
    return b"()" in brackets


@given(st.binary(max_size=200).map(lambda raw: raw.translate(_ALPHABET)), st.integers(1, 9))
@settings(max_examples=400, deadline=None)
def test_the_nesting_check_by_pieces_says_what_the_whole_file_check_says(
    data: bytes, piece: int
) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(json_text, "DEPTH_PIECE", piece)
        assert _depth_refused(data) == _whole_file_depth_refused(data)
