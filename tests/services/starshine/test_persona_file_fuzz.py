"""Fuzz the Persona file importer: mutated files are refused whole or imported whole.

A legal Persona file (Vesper from the sample, with a Cortex sheet and a Trait another
Persona created) is changed by one to three tree mutations (a key dropped or added, a value
replaced by another type, a huge number, a float, NaN, a boolean, a nested list, an index
out of range, a blank or overlong name) and at most one byte mutation (truncation, a byte
order mark, a bad UTF-8 byte, a flipped byte). Whatever comes out, only ``ImportRefused``
may escape; a refusal leaves the campaign exactly as it was; an accepted file is imported
as one step whose undo gives back exactly the campaign before.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cortex_sheets import store_sheet
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from stored_rows import stored, table_names

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import Campaign, create_campaign, create_from_data
from starshine_desktop.services.exchange import ImportRefused, parse_campaign_json
from starshine_desktop.services.starshine.persona_file import (
    read_persona_file,
    validate_persona_file,
)
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow

_REPLACEMENTS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.integers(-3, 120),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6),
    st.sampled_from(["", " ", "x" * 201, "\x00", "\ud800", "self", "director", "open", "knack"]),
    st.lists(st.integers(0, 3), max_size=3),
    st.dictionaries(st.sampled_from(["persona", "name", "x"]), st.text(max_size=3), max_size=2),
)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Yield the path of every value in the tree."""
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*path, index))


def _at(tree: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        tree = tree[key]
    return tree


@st.composite
def _mutated(draw: st.DrawFn, document: dict[str, Any]) -> bytes:
    tree = copy.deepcopy(document)
    for _ in range(draw(st.integers(1, 3))):
        paths = [path for path in _paths(tree) if path]
        path = draw(st.sampled_from(paths))
        parent = _at(tree, path[:-1])
        action = draw(st.sampled_from(["replace", "replace", "drop", "add", "index"]))
        event(action)
        if action == "replace":
            parent[path[-1]] = draw(_REPLACEMENTS)
        elif action == "drop":
            del parent[path[-1]]
        elif action == "add" and isinstance(parent, dict):
            parent[draw(st.sampled_from(["colour", "id", "persona_id"]))] = draw(_REPLACEMENTS)
        elif action == "add":
            parent.append(draw(_REPLACEMENTS))
        else:
            parent[path[-1]] = draw(st.integers(-1, 6))
    text = json.dumps(tree, ensure_ascii=draw(st.booleans()))
    data = text.encode("utf-8", errors="surrogatepass")
    damage = draw(st.sampled_from(["none", "none", "truncate", "bom", "bad byte", "flip"]))
    event(f"bytes: {damage}")
    if damage == "truncate":
        data = data[: draw(st.integers(0, len(data) - 1))]
    elif damage == "bom":
        data = b"\xef\xbb\xbf" + data
    elif damage != "none":
        at = draw(st.integers(0, len(data) - 1))
        byte = b"\xff" if damage == "bad byte" else bytes([data[at] ^ draw(st.integers(1, 255))])
        data = data[:at] + byte + data[at + 1 :]
    return data


def _contents(where: Campaign | Path) -> dict[str, list[tuple[Any, ...]]]:
    with stored(where) as connection:
        tables = table_names(connection)
        return {
            table: sorted(connection.execute(f'SELECT * FROM "{table}"').fetchall(), key=repr)
            for table in tables
        }


def test_mutated_persona_files_are_refused_or_imported_whole(tmp_path: Path) -> None:
    source = create_from_data(exchange.sample_campaign_data(), tmp_path / "a.starshine")
    source.records.add_trait("Owes Brannoc a favour", 2, on="persona:1", created_by="persona:2")
    store_sheet(source, CortexSheetRow(1, 2, 6, None, 8, False, ("physical",)))
    source.export_persona(1, tmp_path / "Vesper.json")
    document = json.loads((tmp_path / "Vesper.json").read_text(encoding="utf-8"))
    source.close()
    target = create_campaign(tmp_path / "b.starshine")
    target.records.add_element("Aunt Hesper")
    target.records.add_actor("Priya")
    outcomes: dict[str, int] = {"refused": 0, "imported": 0}
    try:
        _run(target, document, outcomes)
    finally:
        target.close()
    assert outcomes["refused"] > 0 and outcomes["imported"] > 0, outcomes


def _run(target: Campaign, document: dict[str, Any], outcomes: dict[str, int]) -> None:
    @settings(
        max_examples=400,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(_mutated(document))
    def check(data: bytes) -> None:
        before = _contents(target)
        try:
            checked = validate_persona_file(parse_campaign_json(data))
        except ImportRefused as refused:
            assert refused.path.startswith("$")
            outcomes["refused"] += 1
            event("refused")
            assert _contents(target) == before
            return
        result = target.import_persona(checked)
        outcomes["imported"] += 1
        event("imported")
        assert result.persona_id in target.records.persona_names()
        target.undo(result.edit)
        assert _contents(target) == before

    check()


@pytest.mark.parametrize("seed", [b"{}", b"[]", b"null", b'"x"', b"1"])
def test_documents_that_are_not_persona_files_are_refused(seed: bytes) -> None:
    with pytest.raises(ImportRefused):
        validate_persona_file(parse_campaign_json(seed))


_LISTS = (
    "characteristics",
    "expressions",
    "modifiers",
    "traits",
    "investments",
    "strategies",
    "stance_changes",
    "advances",
    "progress_tracks",
)


def _outcome(read: Any) -> tuple[str, str] | dict[str, Any]:
    """What reading gives: the refusal's path and reason, or every checked value."""
    try:
        data = read()
    except ImportRefused as refused:
        return refused.path, refused.reason
    return {
        "persona": data.persona,
        "lists": {key: list(getattr(data, key)) for key in _LISTS},
        "sheets": (data.ironsworn_sheet, data.cortex_sheet),
        "document": data.document_json,
        "party": data.party,
    }


def test_a_file_read_a_record_at_a_time_says_what_the_whole_document_says(
    tmp_path: Path,
) -> None:
    source = create_from_data(exchange.sample_campaign_data(), tmp_path / "a.starshine")
    source.records.add_trait("Owes Brannoc a favour", 2, on="persona:1", created_by="persona:2")
    store_sheet(source, CortexSheetRow(1, 2, 6, None, 8, False, ("physical",)))
    source.export_persona(1, tmp_path / "Vesper.json")
    document = json.loads((tmp_path / "Vesper.json").read_text(encoding="utf-8"))
    source.close()
    path = tmp_path / "mutated.json"

    @settings(
        max_examples=300,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(_mutated(document), st.sampled_from(["", " \n ", "x", "]", "}"]))
    def check(data: bytes, tail: str) -> None:
        # Broken JSON after the Persona's lists, or the lists before the format: the reader
        # of records must refuse what the whole parse refuses, with the same path and reason.
        data = data + tail.encode() if tail else data
        path.write_bytes(data)
        whole = _outcome(lambda: validate_persona_file(parse_campaign_json(data)))
        assert _outcome(lambda: read_persona_file(path)) == whole

    check()
