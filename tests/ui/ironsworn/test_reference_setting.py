"""Reference › Setting: the published packages' truths, NPCs and atlas, each page read from
its package when chosen, credited, Markdown rendered; every ``datasworn:`` link the three
0.1 packages hold opens what it names in the Reference."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from datasworn_support import package_file
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextCursor
from PySide6.QtWidgets import QTextBrowser, QTreeWidgetItem
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.ironsworn.rules_packages import RulesPackageService
from starshine_desktop.ui.ironsworn.reference import ReferencePage
from starshine_desktop.ui.ironsworn.reference_setting import ENTRY_ROLE
from starshine_desktop.ui.ironsworn.rules_packages import markdown_html

from ..conftest import WindowFactory
from ..person import click, type_into
from .packages_support import import_package, open_reference

LEFT = Qt.MouseButton.LeftButton
CLASSIC = "Ironsworn Rulebook"
CLASSIC_CREDIT = "From Ironsworn Rulebook · Shawn Tomkin · CC BY-NC-SA 4.0"
PUBLISHED = ("starforged", "classic", "sundered_isles")
NOT_IN_CAMPAIGN = (
    "That link names something in the rules package “{package}”, which is not in this campaign."
)
LINK = re.compile(r"\]\(datasworn:([^)\s]+)\)")


def _open_setting(qtbot: QtBot, page: ReferencePage) -> None:
    bar = page.tabs.tabBar()
    index = page.tabs.indexOf(page.setting)
    assert page.tabs.tabText(index) == "&Setting"
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(index).center())
    assert page.tabs.currentWidget() is page.setting


def _click_item(qtbot: QtBot, page: ReferencePage, path: list[str]) -> QTreeWidgetItem:
    """Open each level of ``path`` in the Setting tree and click its last item."""
    tree = page.setting.tree
    tops = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
    [item] = [top for top in tops if top is not None and top.text(0) == path[0]]
    for name in path[1:]:
        item.setExpanded(True)
        children = [item.child(n) for n in range(item.childCount())]
        [item] = [child for child in children if child is not None and child.text(0) == name]
    tree.scrollToItem(item)
    qtbot.mouseClick(tree.viewport(), LEFT, pos=tree.visualItemRect(item).center())
    assert tree.currentItem() is item
    return item


def _click_link(qtbot: QtBot, browser: QTextBrowser, text: str) -> None:
    """Click the link reading ``text`` on the page, as a person does."""
    document = browser.document()
    block = document.begin()
    found = None
    while block.isValid() and found is None:
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().isAnchor() and fragment.text() == text:
                found = fragment.position() + fragment.length() // 2
                break
            fragments += 1
        block = block.next()
    assert found is not None, f"no link reads {text!r}"
    cursor = QTextCursor(document)
    cursor.setPosition(found)
    browser.setTextCursor(cursor)
    browser.ensureCursorVisible()
    centre = browser.cursorRect(cursor).center()
    qtbot.mouseClick(browser.viewport(), LEFT, pos=centre)


def test_following_links_through_classic_opens_atlas_npcs_and_truths(
    qtbot: QtBot,
    open_window: WindowFactory,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "ironlands.starshine"
    create_campaign(path).close()
    window = open_window(path)
    window.resize(1366, 768)
    import_package(window, monkeypatch, package_file("classic"))
    page = open_reference(qtbot, window)
    assert page.setting.tree.topLevelItemCount() == 0  # built when first shown
    _open_setting(qtbot, page)
    tree = page.setting.tree
    [top] = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
    assert top is not None and top.text(0) == CLASSIC
    assert [top.child(n).text(0) for n in range(top.childCount())] == [  # type: ignore[union-attr]
        "Truths",
        "NPCs",
        "Atlas",
    ]

    # The atlas: The Ironlands lists its regions, each a link.
    _click_item(qtbot, page, [CLASSIC, "Atlas", "The Ironlands"])
    text = page.setting.text.toPlainText()
    assert text.startswith(f"The Ironlands\nAtlas · {CLASSIC_CREDIT}")
    assert "Barrier Islands" in text and "Veiled Mountains" in text
    _click_link(qtbot, page.setting.text, "Barrier Islands")
    text = page.setting.text.toPlainText()
    assert text.startswith(f"Barrier Islands\nThe Ironlands · {CLASSIC_CREDIT}")
    assert "Features" in text and "Crashing waves and treacherous currents" in text
    assert (current := tree.currentItem()) is not None and current.text(0) == "Barrier Islands"

    # From the region to the Ironlanders, to the broken, to the Old World.
    _click_link(qtbot, page.setting.text, "Ironlanders")
    text = page.setting.text.toPlainText()
    assert text.startswith("Ironlanders\nNPCs")
    assert "A trained warrior is dangerous." in text  # Markdown list, bold rendered
    _click_link(qtbot, page.setting.text, "Broken")
    text = page.setting.text.toPlainText()
    assert text.startswith(f"Broken\nIronlander, rank troublesome · {CLASSIC_CREDIT}")
    for heading, line in (
        ("Features", "Crazed eyes"),
        ("Drives", "Show my power"),
        ("Tactics", "Spring from hiding"),
    ):
        assert f"{heading}\n{line}" in text
    assert "Quest starter: Years ago, an Ironlander child was taken" in text
    _click_link(qtbot, page.setting.text, "Old World")
    text = page.setting.text.toPlainText()
    assert text.startswith(f"The Old World\nTruths · {CLASSIC_CREDIT}")
    assert "1 to 33\nThe savage clans called the Skulde invaded" in text
    assert "34 to 67\nThe sickness moved like a horrible wave" in text
    assert "Quest starter: You are a descendant of the Skulde." in text
    assert (current := tree.currentItem()) is not None and current.text(0) == "The Old World"

    # The oracle Region names the atlas's regions: its rows read as words, and the result
    # of a roll is a link to the region.
    page.open_link("datasworn:oracle_rollable:classic/place/region")
    assert page.tabs.currentWidget() is page.oracles
    rows = page.oracles.rows
    texts = [rows.item(n, 1).text() for n in range(rows.rowCount())]  # type: ignore[union-attr]
    assert texts[:2] == ["Barrier Islands", "Ragged Coast"]
    type_into(qtbot, page.oracles.number, "50")
    click(qtbot, page.oracles.look_up_button)
    result = page.oracles.result
    assert result.text().endswith(
        '<a href="datasworn:atlas_entry:classic/ironlands/havens">Havens</a>'
    )
    [history] = window.campaign.tracks.list_oracle_rolls()
    assert history.result == "Havens"
    bold = QFont(result.font())
    bold.setBold(True)
    before = QFontMetrics(bold).horizontalAdvance("50") + result.fontMetrics().horizontalAdvance(
        ": "
    )
    x = result.contentsRect().left() + before + result.fontMetrics().horizontalAdvance("Hav")
    y = result.contentsRect().top() + result.fontMetrics().height() // 2
    qtbot.mouseClick(result, LEFT, pos=QPoint(x, y))
    assert page.tabs.currentWidget() is page.setting
    assert page.setting.text.toPlainText().startswith("Havens\nThe Ironlands")
    # A link into a package the campaign does not hold says so.
    page.open_link("datasworn:npc:starforged/sample_npcs/chiton")
    assert window.statusBar().currentMessage() == (
        "That link names something in the rules package “starforged”, which is not in this "
        "campaign."
    )


def test_a_truth_shows_its_options_own_oracle_table(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "forge.starshine"
    campaign = create_campaign(path)
    campaign.rules_packages.import_file(package_file("starforged"))
    campaign.close()
    window = open_window(path)
    page = open_reference(qtbot, window)
    _open_setting(qtbot, page)
    _click_item(qtbot, page, ["Ironsworn: Starforged Rulebook", "Truths", "Cataclysm"])
    text = page.setting.text.toPlainText()
    assert "1 to 33\nThe Sun Plague extinguished the stars in our home galaxy." in text
    assert "We suspect the sun plague was caused by:\nSun Plague Cause\nRoll\nResult" in text
    assert "1–25\nTemporal distortions from a supermassive black hole" in text
    assert "{{table>" not in text


def test_an_outline_stored_before_it_kept_the_setting_reads_it_from_the_package(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "old.starshine"
    campaign = create_campaign(path)
    campaign.rules_packages.import_file(package_file("classic"))
    campaign.close()
    import sqlite3

    connection = sqlite3.connect(path)
    [(outline,)] = connection.execute("SELECT outline FROM rules_package").fetchall()
    data = json.loads(outline)
    assert "setting" in data
    del data["setting"]
    connection.execute("UPDATE rules_package SET outline = ?", (json.dumps(data),))
    connection.commit()
    connection.close()
    window = open_window(path)
    page = open_reference(qtbot, window)
    page.open_link("datasworn:npc:classic/firstborn/elf")
    assert page.tabs.currentWidget() is page.setting
    text = page.setting.text.toPlainText()
    assert text.startswith("Elf\nFirstborn, rank dangerous · From Ironsworn Rulebook")


def test_every_link_of_the_published_packages_opens_in_the_reference(
    qtbot: QtBot,
    open_window: WindowFactory,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "three.starshine"
    campaign = create_campaign(path)
    links: set[str] = set()
    for name in PUBLISHED:
        file = package_file(name)
        campaign.rules_packages.import_file(file)
        links |= set(LINK.findall(file.read_text("utf-8")))
    campaign.close()
    window = open_window(path)
    page = open_reference(qtbot, window)
    kinds = {link.split(":", 1)[0] for link in links}
    assert {"truth", "npc", "npc_collection", "atlas_entry", "move", "asset"} <= kinds
    read_whole: list[str] = []
    real = RulesPackageService.raw_item

    def counting(service: RulesPackageService, *args: Any) -> Any:
        read_whole.append(str(args[-1]))
        return real(service, *args)

    monkeypatch.setattr(RulesPackageService, "raw_item", counting)
    setting = 0
    missed = []
    for link in sorted(links):
        window.statusBar().clearMessage()
        page.open_link(f"datasworn:{link}")
        shown = page.tabs.currentWidget()
        said = window.statusBar().currentMessage()
        if link.split(":", 1)[1].startswith("delve/"):  # Delve is not a 0.1 package
            assert said == NOT_IN_CAMPAIGN.format(package="delve")
        elif said:
            missed.append((link, window.statusBar().currentMessage()))
        elif shown is page.setting:
            current = page.setting.tree.currentItem()
            assert current is not None and current.data(0, ENTRY_ROLE) == link
            assert page.setting.text.toPlainText().startswith(current.text(0))
            setting += 1
    assert missed == [], "\n".join(map(str, missed))
    assert len(links) > 300 and setting > 20
    assert read_whole == []  # each item read alone, where the outline says it stands


def test_a_link_takes_the_colour_of_the_palette_it_is_shown_with(qapp: object) -> None:
    """Qt writes a link's colour into the page as the palette's at the time; a page read as
    Markdown leaves it to the browser's palette (a dark theme's light links)."""
    html = markdown_html("From the [Old World](datasworn:truth:classic/old_world), **[b](x:y)**.")
    assert re.search(r"<a [^>]*><span style=\"[^\"]*color:", html) is None
    assert 'href="datasworn:truth:classic/old_world"' in html and "font-weight:700" in html
