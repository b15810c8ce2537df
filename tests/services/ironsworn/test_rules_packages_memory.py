"""Importing a rules package: its peak memory stays within 5 times its file, and the text the
import parses and stores (characters beyond ASCII as JSON escapes) is the same JSON."""

from __future__ import annotations

import gc
import json
import tracemalloc
from pathlib import Path

import pytest
from datasworn_support import package_file
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.exchange import ImportRefused
from starshine_desktop.services.exchange.json_text import check_depth
from starshine_desktop.services.ironsworn import rules_packages
from starshine_desktop.services.ironsworn.rules_packages import (
    PackageDocument,
    ascii_package_text,
    parse_package_text,
)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(document=st.dictionaries(st.text(max_size=8), json_values, max_size=5))
def test_the_ascii_text_is_the_same_json(document: dict[str, object]) -> None:
    for ensure_ascii in (False, True):
        data = json.dumps(document, ensure_ascii=ensure_ascii).encode("utf-8")
        text = ascii_package_text(data)
        assert text.isascii()
        assert json.loads(text) == document
        raw, stored = parse_package_text(data)
        assert raw == document
        assert json.loads(stored.text()) == document
        assert json.loads(PackageDocument.of(data.decode()).text()) == document


def _depth(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(item) for item in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(item) for item in value), default=0)
    return 0


bracket_values = st.recursive(
    st.text(alphabet='[]{}"a', max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text("[]{}", max_size=3), inner),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(document=bracket_values, levels=st.integers(1, 6))
def test_the_depth_check_counts_only_brackets_outside_strings(
    document: object, levels: int
) -> None:
    # Strings side by side, empty ones and ones full of brackets, as the check meets them.
    data = json.dumps(document, separators=(",", ":")).encode()
    if _depth(document) > levels:
        with pytest.raises(ImportRefused):
            check_depth(data, levels)
    else:
        check_depth(data, levels)


def test_a_broken_utf8_byte_is_named_by_its_place() -> None:
    data = b'{"a": "' + "é".encode() * 40_000 + b'\xff"}'
    with pytest.raises(ImportRefused) as refused:
        ascii_package_text(data)
    assert f"byte {len(data) - 2}" in str(refused.value)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["classic", "starforged", "sundered_isles"])
def test_importing_peaks_within_five_times_the_file(name: str, tmp_path: Path) -> None:
    campaign = create_campaign(tmp_path / "memory.starshine")
    try:
        if name == "sundered_isles":
            campaign.rules_packages.import_file(package_file("starforged"))
        rules_packages._validator()
        campaign.rules_packages.packages()
        source = package_file(name)
        size = source.stat().st_size
        gc.collect()
        tracemalloc.start()
        try:
            before, _peak = tracemalloc.get_traced_memory()
            tracemalloc.reset_peak()
            campaign.rules_packages.import_file(source)
            _kept, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak - before <= 5 * size, f"{name}: {(peak - before) / size:.1f} times the file"
    finally:
        campaign.close()
