"""What an expansion adds to its ruleset, on the real packages (Starforged and Sundered
Isles, with Ironsworn Classic beside them): an asset ability's added conditions show with the
ruleset's move, credited to the expansion, and are offered by its roll box; an expansion's
move and asset collections that ``enhances`` the ruleset's are listed in them; an ability
for any move (``enhances: null``) and one that changes its own card (``enhance_asset``) say so
on the card, never "None"."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from datasworn_support import package_file
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.ironsworn.datasworn import enhanced_asset, read_package
from starshine_desktop.services.campaign import Campaign, create_campaign
from starshine_desktop.ui.ironsworn.reference import ReferencePage
from starshine_desktop.ui.ironsworn.rules_packages import (
    ImportedMove,
    ImportedRules,
    imported_move_markdown,
    imported_rules,
)

from ..conftest import WindowFactory

STARFORGED = "Ironsworn: Starforged Rulebook"
ISLES = "Sundered Isles"


@pytest.fixture(scope="module")
def three(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    path = tmp_path_factory.mktemp("expansion") / "three.starshine"
    campaign = create_campaign(path)
    for name in ("starforged", "classic", "sundered_isles"):
        campaign.rules_packages.import_file(package_file(name))
    campaign.close()
    yield path


@pytest.fixture
def rules(three: Path, tmp_path: Path) -> Iterator[ImportedRules]:
    from starshine_desktop.services.campaign import open_campaign

    campaign: Campaign = open_campaign(three, backup_folder=tmp_path / "backups")
    try:
        yield imported_rules(campaign)
    finally:
        campaign.close()


def _move(rules: ImportedRules, move_id: str) -> ImportedMove:
    return next(m for m in rules.moves if m.entry.id == move_id)


def _raw(name: str) -> Any:
    return json.loads(package_file(name).read_text("utf-8"))


def _walk(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        yield value
        for item in value.values():
            yield from _walk(item)
    elif isinstance(value, list):
        for item in value:
            yield from _walk(item)


def test_an_expansions_ability_shows_with_the_rulesets_move(rules: ImportedRules) -> None:
    secure = _move(rules, "move:starforged/adventure/secure_an_advantage")
    page = imported_move_markdown(secure)
    # Sundered Isles' Albatross names "move:starforged/*/secure_an_advantage".
    assert (
        "**Albatross** (Sundered Isles), ability 3: at sea by asking the spirit embodied by "
        "the albatross for a favorable boon (roll +health)"
    ) in page
    # The ruleset's own assets are the move's package's: no credit repeated.
    assert "**Survey Bot**, ability 2:" in page
    approaches = [option.approach for option in secure.move.options]
    assert any(a.startswith("Albatross: at sea by asking the spirit") for a in approaches)
    assert any(option.stats == ("Albatross health",) for option in secure.move.options)


def test_an_expansions_categories_are_listed_in_the_rulesets(rules: ImportedRules) -> None:
    enter = _move(rules, "move:sundered_isles/combat/enter_the_fray")
    assert enter.place == (STARFORGED, "Combat Moves")  # its category enhances Starforged's
    assert enter.package == ISLES and ISLES in enter.credit
    # Exploration replaces moves but enhances no category: it stays Sundered Isles' own.
    expedition = _move(rules, "move:sundered_isles/exploration/undertake_an_expedition")
    assert expedition.place == (ISLES, "Exploration Moves")
    places = {(title, category, entry.id) for title, category, entry, _p in rules.asset_places()}
    assert (STARFORGED, "Companion", "asset:sundered_isles/companion/albatross") in places
    assert (STARFORGED, "Deed", "asset:sundered_isles/deed/fleet_commander") in places
    assert not [p for p in places if p[0] == ISLES]  # every collection enhances Starforged's
    assert len(places) == sum(len(p.outline.assets) for p in rules.packages)


def test_an_ability_for_any_move_says_so_and_never_none(rules: ImportedRules) -> None:
    skull = rules.asset_card("asset:sundered_isles/companion/chattering_skull")
    assert skull is not None
    assert (
        "*Adds to any move with an action roll: When you make a move in the chattering "
        "skull's presence*"
    ) in skull
    for _title, _category, entry, _package in rules.asset_places():
        card = rules.asset_card(entry.id)
        assert card is not None and "None" not in card, entry.id
    # A move's page counts them: those of its ruleset and its expansion (not Classic's).
    any_action = sum(
        1
        for name in ("starforged", "sundered_isles")
        for node in _walk(_raw(name)["assets"])
        for change in node.get("enhance_moves") or ()
        if change.get("enhances") is None and change["roll_type"] == "action_roll"
    )
    strike = imported_move_markdown(_move(rules, "move:starforged/combat/strike"))
    assert f"{any_action} asset abilities add to any move with an action roll" in strike
    assert "None" not in strike


def test_an_ability_that_changes_its_card(rules: ImportedRules) -> None:
    fleet = rules.asset_card("asset:sundered_isles/deed/fleet_commander")
    assert fleet is not None
    assert "- power: 0 to 4" in fleet
    assert "*While ticked: power: up to 5*" in fleet
    undead = rules.asset_card("asset:sundered_isles/deed/undead")
    assert undead is not None and "*While ticked: counts as an impact*" in undead
    construct = rules.asset_card("asset:sundered_isles/path/construct")
    assert construct is not None and "*While ticked: holds one path asset*" in construct
    # Applied as Datasworn applies a partial asset: only the values given change.
    isles = read_package(_raw("sundered_isles"), check=False)
    card = next(a for a in isles.assets if a.id == "asset:sundered_isles/deed/fleet_commander")
    (power,) = enhanced_asset(card, [True, True, False]).controls
    assert (power.label, power.low, power.high) == ("power", 0, 5)
    (starting,) = enhanced_asset(card).controls  # as the card starts: the first ability
    assert starting.high == 4
    undead_card = next(a for a in isles.assets if a.id == "asset:sundered_isles/deed/undead")
    assert not undead_card.count_as_impact
    assert enhanced_asset(undead_card, [True, False, False]).count_as_impact


def test_an_abilitys_own_controls_are_on_its_card(rules: ImportedRules) -> None:
    marked = rules.asset_card("asset:starforged/deed/marked")
    assert marked is not None
    assert "*Kept on the sheet: stained reputation: 0 to 6*" in marked
    kraken = rules.asset_card("asset:sundered_isles/companion/kraken")
    assert kraken is not None
    assert "*Kept on the sheet: the Kraken turns against you: 0 to 4*" in kraken


def test_the_assets_tab_lists_an_expansions_companion_with_the_rulesets(
    qtbot: QtBot, open_window: WindowFactory, three: Path, tmp_path: Path
) -> None:
    copy = tmp_path / "three.starshine"
    copy.write_bytes(three.read_bytes())
    window = open_window(copy)
    window.resize(1366, 768)
    [item] = window.sections.findItems("Reference", Qt.MatchFlag.MatchExactly)
    qtbot.mouseClick(
        window.sections.viewport(),
        Qt.MouseButton.LeftButton,
        pos=window.sections.visualItemRect(item).center(),
    )
    page = window.section_page("Reference")
    assert isinstance(page, ReferencePage)
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    tree = page.assets.tree
    tops = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
    assert [top.text(0) for top in tops if top is not None] == ["Ironsworn Rulebook", STARFORGED]
    starforged = tops[1]
    assert starforged is not None
    companions = next(
        group
        for group in (starforged.child(n) for n in range(starforged.childCount()))
        if group is not None and group.text(0) == "Companion"
    )
    companions.setExpanded(True)
    items = [child for n in range(companions.childCount()) if (child := companions.child(n))]
    names = [child.text(0) for child in items]
    assert "Albatross" in names and "Banshee" in names
    albatross = items[names.index("Albatross")]
    assert ISLES in albatross.toolTip(0)
    tree.scrollToItem(albatross)
    qtbot.mouseClick(
        tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(albatross).center()
    )
    shown = page.assets.text.toPlainText()
    assert "Albatross" in shown and "From Sundered Isles" in shown
    # Its ability names "move:starforged/*/secure_an_advantage": both moves of that key.
    assert (
        "Adds to Secure an Advantage, Secure an Advantage (Scene Challenge): at sea by asking"
    ) in shown
