"""Opening the Reference with Starforged, Ironsworn Classic and Sundered Isles builds what
shows: the moves (listed, the Moves tab being the one shown), no oracle table or asset of
the hidden tabs, no table of the outlines; the Oracles tab, once shown, builds its packages
and their collections, each collection's members when it is opened; the Assets tab its
packages and categories, each category's assets when it is opened. Counted, not timed."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from datasworn_support import package_file
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.ironsworn import datasworn_outline, moves
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.ui.ironsworn.reference import TABLE_ROLE, ReferencePage
from starshine_desktop.ui.main_window import MainWindow

from ..conftest import WindowFactory

PUBLISHED = ("starforged", "classic", "sundered_isles")
STARFORGED = "Ironsworn: Starforged Rulebook"
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(scope="module")
def three_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("opening") / "three.starshine"
    campaign = create_campaign(path)
    for name in PUBLISHED:
        campaign.rules_packages.import_file(package_file(name))
    campaign.close()
    return path


def _items(tree: QTreeWidget) -> Iterator[QTreeWidgetItem]:
    """Yield every item the tree holds (made), without opening any."""
    stack = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
    while stack:
        item = stack.pop()
        if item is not None:
            yield item
            stack.extend(item.child(n) for n in range(item.childCount()))


def _open_reference(qtbot: QtBot, window: MainWindow) -> ReferencePage:
    [item] = window.sections.findItems("Reference", Qt.MatchFlag.MatchExactly)
    rect = window.sections.visualItemRect(item)
    qtbot.mouseClick(window.sections.viewport(), LEFT, pos=rect.center())
    page = window.section_page("Reference")
    assert isinstance(page, ReferencePage) and page.isVisible()
    return page


def _open_tab(qtbot: QtBot, page: ReferencePage, index: int) -> None:
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(index).center())
    assert page.tabs.currentIndex() == index


def test_opening_the_reference_builds_what_shows(
    qtbot: QtBot,
    open_window: WindowFactory,
    three_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tables_read: list[str] = []
    real_table_in = datasworn_outline._table_in

    def counting(raw: Mapping[str, Any], *args: Any) -> Any:
        tables_read.append(str(raw["id"]))
        return real_table_in(raw, *args)

    monkeypatch.setattr(datasworn_outline, "_table_in", counting)
    window = open_window(three_path)
    window.resize(1366, 768)
    page = _open_reference(qtbot, window)

    # The Moves tab: every move listed (its groups are open), built-in and imported.
    imported = len(page.moves.imported)
    assert imported == 91
    assert len(page.moves.visible_moves()) == len(moves()) + imported
    # The hidden tabs: nothing built, and no table of the outlines read.
    assert page.oracles.package_tables.topLevelItemCount() == 0
    assert page.assets.tree.topLevelItemCount() == 0
    assert page.setting.tree.topLevelItemCount() == 0
    assert tables_read == []

    # The Oracles tab: its packages (open) and their collections, no table inside them.
    _open_tab(qtbot, page, 1)
    tree = page.oracles.package_tables
    tops = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
    assert [top.text(0) for top in tops if top is not None] == [
        "Ironsworn Rulebook",
        STARFORGED,
        "Sundered Isles",
    ]
    made = list(_items(tree))
    shown = sum(top.childCount() for top in tops if top is not None)
    assert len(made) == len(tops) + shown
    assert len(page.oracles.imported) == 535 and len(made) < 535 // 4
    assert not [item for item in made if item.data(0, TABLE_ROLE) is not None]
    # Opening a collection makes its members.
    starforged = tops[1]
    assert starforged is not None
    children = [starforged.child(n) for n in range(starforged.childCount())]
    [planets] = [item for item in children if item is not None and item.text(0) == "Planet Oracles"]
    assert planets.childCount() == 0
    planets.setExpanded(True)
    members = [planets.child(n) for n in range(planets.childCount())]
    assert [item.text(0) for item in members if item is not None][:3] == [
        "Planetary Class",
        "Desert World",
        "Furnace World",
    ]
    assert all(item.childCount() == 0 for item in members if item is not None)
    # Choosing a table by its id (a link) opens the collections on its way only.
    assert page.oracles.select_imported("oracle_rollable:starforged/space/peril")
    assert page.oracles.label == "Space Encounter Oracles / Spaceborne Peril"
    assert len(list(_items(tree))) < len(made) + len(members) + 20

    # The Assets tab: its packages and categories, no asset inside them.
    _open_tab(qtbot, page, 2)
    assets = list(_items(page.assets.tree))
    tree = page.assets.tree
    asset_tops = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
    assert [top.text(0) for top in asset_tops if top is not None] == [
        "Ironsworn Rulebook",
        STARFORGED,
    ]
    assert all(item.childCount() == 0 for item in assets if item.parent() is not None)
    assert len(page.assets.assets) > 200 and len(assets) < 20
