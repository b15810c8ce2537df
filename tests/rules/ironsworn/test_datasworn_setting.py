"""A package's setting in its outline: every truth, NPC, atlas entry and collection of the
published 0.1 packages is listed with its kind, name, collections and credit, and where the
part of the package holding it stands, so that part alone reads it."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from datasworn_support import package_file

from starshine_desktop.rules.ironsworn.datasworn import read_package
from starshine_desktop.rules.ironsworn.datasworn_outline import (
    package_outline,
    package_places,
    read_item,
    read_outline,
    setting_entries,
)


@pytest.mark.parametrize("name", ["classic", "starforged", "sundered_isles"])
def test_the_setting_is_listed_and_each_item_read_from_its_place(name: str) -> None:
    text = package_file(name).read_text("utf-8")
    raw = json.loads(text)
    spans, setting = package_places(text)
    # The same items as reading the whole package finds, in the same order.
    whole = setting_entries(raw)
    assert [(e.id, e.kind, e.name, e.path, e.credit) for e in setting] == [
        (e.id, e.kind, e.name, e.path, e.credit) for e in whole
    ]
    for entry in setting:
        assert entry.at is not None
        found = read_item(text[entry.at[0] : entry.at[1]], entry.id)
        assert found is not None and found.get("name") == entry.name
    # The outline keeps them; read back, they are the same.
    outline = read_outline(
        json.loads(json.dumps(package_outline(read_package(raw, check=False), spans, setting))),
        lambda *_args: (),
    )
    assert outline.setting == setting
    # An outline written without them says so (its package is read instead).
    assert (
        read_outline(package_outline(read_package(raw, check=False), spans), lambda *_a: ()).setting
        is None
    )


def test_classic_lists_its_truths_npcs_and_atlas() -> None:
    _spans, setting = package_places(package_file("classic").read_text("utf-8"))
    kinds = Counter(entry.kind for entry in setting)
    assert kinds == {
        "truth": 11,
        "npc_collection": 5,
        "npc": 29,
        "atlas_collection": 1,
        "atlas_entry": 9,
    }
    [broken] = [entry for entry in setting if entry.id == "npc:classic/ironlanders/broken"]
    assert broken.path == ("Ironlanders",) and broken.root == "npcs"
    assert broken.credit.text == "Ironsworn Rulebook · Shawn Tomkin · CC BY-NC-SA 4.0"
