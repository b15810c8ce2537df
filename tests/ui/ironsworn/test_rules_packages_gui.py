"""File › Import rules package… and Remove rules package…: a Datasworn package's moves and
oracle tables in the Reference beside the built-in ones, credited, its tables as a tree with
every column and any dice, rolled with every further roll they ask for, its moves with their
roll box and Markdown, removed and brought back with Undo."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from datasworn_support import homebrew, package_file
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QTreeWidgetItem
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot
from read_only_mount import Drive, mount_drive, use_private_temp

from starshine_desktop.rules.ironsworn import Rank, TrackKind, categories, oracle_tables
from starshine_desktop.rules.ironsworn.datasworn import (
    RulesPackage,
    enhancements_of,
    plain_text,
    read_package,
    roll_table,
)
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.ironsworn.tracks import TrackValues
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.ironsworn import track_models as columns
from starshine_desktop.ui.ironsworn.reference import ASK_THE_ORACLE, ReferencePage
from starshine_desktop.ui.ironsworn.rules_packages import RemovePackagesDialog

from ..conftest import ScriptedPrompter, WindowFactory
from ..dialog_support import when_shown
from ..look import dark_palette
from ..person import click, type_into
from ..test_accessible import controls, unnamed
from .packages_support import import_package, open_reference

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
HARBOUR = "Harbour Homebrew"
SKY = "Harbour Weather / Sky"
HARBOUR_GROUP = "Harbour Homebrew: Dock Moves"
CREDIT = "From The Harbour Zine · Ada Harbour · CC BY 4.0"
STARFORGED = "Ironsworn: Starforged Rulebook"


@cache
def _starforged() -> RulesPackage:
    return read_package(json.loads(package_file("starforged").read_text("utf-8")))


def _write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _stored(path: Path, sql: str) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


def _open_tab(qtbot: QtBot, page: ReferencePage, index: int) -> None:
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(index).center())
    assert page.tabs.currentIndex() == index


def _groups(page: ReferencePage) -> list[str]:
    tree = page.moves.tree
    return [item.text(0) for n in range(tree.topLevelItemCount()) if (item := tree.topLevelItem(n))]


def _click_move(qtbot: QtBot, page: ReferencePage, name: str) -> QTreeWidgetItem:
    [item] = [item for item in page.moves._move_items() if item.text(0) == name]
    page.moves.tree.scrollToItem(item)
    rect = page.moves.tree.visualItemRect(item)
    qtbot.mouseClick(page.moves.tree.viewport(), LEFT, pos=rect.center())
    return item


def _click_package_move(qtbot: QtBot, page: ReferencePage, group: str, name: str) -> None:
    [item] = [
        item
        for item in page.moves._move_items()
        if item.text(0) == name
        and (parent := item.parent()) is not None
        and parent.text(0) == group
    ]
    page.moves.tree.scrollToItem(item)
    rect = page.moves.tree.visualItemRect(item)
    qtbot.mouseClick(page.moves.tree.viewport(), LEFT, pos=rect.center())


def _tables(page: ReferencePage) -> list[str]:
    """Return the built-in list: Ask the Oracle and the built-in tables."""
    tables = page.oracles.tables
    return [item.text() for n in range(tables.count()) if (item := tables.item(n))]


def _tree(page: ReferencePage) -> list[str]:
    """Return every imported table as the tree shows it: package / collections / table,
    looking at the Oracles tab (the tree is made when it first shows), then going back."""
    found: list[str] = []
    before = page.tabs.currentWidget()
    page.tabs.setCurrentWidget(page.oracles)

    def walk(item: QTreeWidgetItem, path: str) -> None:
        here = f"{path} / {item.text(0)}" if path else item.text(0)
        item.setExpanded(True)  # opened as a person opens it: its members are made then
        if item.childCount() == 0:
            found.append(here)
        for n in range(item.childCount()):
            child = item.child(n)
            if child is not None:
                walk(child, here)

    tree = page.oracles.package_tables
    for n in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(n)
        if top is not None:
            walk(top, "")
    page.tabs.setCurrentWidget(before)
    return found


def _click_tree(qtbot: QtBot, page: ReferencePage, path: str) -> QTreeWidgetItem:
    """Open each level of ``path`` in the tables tree and click the table."""
    tree = page.oracles.package_tables
    parts = path.split(" / ")
    items = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
    item: QTreeWidgetItem | None = None
    for part in parts:
        [item] = [i for i in items if i is not None and i.text(0) == part]
        item.setExpanded(True)
        items = [item.child(n) for n in range(item.childCount())]
    assert item is not None
    tree.scrollToItem(item)
    qtbot.mouseClick(tree.viewport(), LEFT, pos=tree.visualItemRect(item).center())
    assert tree.currentItem() is item
    return item


def _cells(page: ReferencePage, row: int, cells: Iterable[int]) -> list[str]:
    rows = page.oracles.rows
    return [str(rows.model().index(row, n).data()) for n in cells]


def test_import_a_package_roll_on_its_table_remove_it_and_undo(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
    qtmodeltester: ModelTester,
) -> None:
    window = open_window(campaign_path)
    window.resize(1366, 768)
    page = open_reference(qtbot, window)
    built_in_groups = _groups(page)
    assert len(built_in_groups) == len(categories())
    assert _tables(page) == [ASK_THE_ORACLE, *(table.name for table in oracle_tables())]
    assert _tree(page) == []

    import_package(window, monkeypatch, _write(tmp_path / "harbour.json", homebrew()))
    assert prompter.errors == []
    assert window.undo_stack.undoText() == f"Import rules package {HARBOUR}"
    assert f"Imported the rules package {HARBOUR}" in window.statusBar().currentMessage()

    # The moves: the built-in groups, then the package's category, credited.
    assert _groups(page) == [*built_in_groups, HARBOUR_GROUP]
    group = page.moves.tree.topLevelItem(len(built_in_groups))
    assert group is not None and group.toolTip(0) == CREDIT
    item = _click_move(qtbot, page, "Haggle at the Docks")
    assert CREDIT in item.toolTip(0)
    shown = page.moves.text.toPlainText()
    assert shown.startswith(f"Haggle at the Docks\n{CREDIT}")
    assert "When you bargain, look at the Sky." in shown  # Markdown read, not shown raw
    assert "__" not in shown and "datasworn:" not in shown
    assert page.moves.roll_box.isHidden()  # a move without a roll
    type_into(qtbot, page.moves.search, "bargain")
    assert page.moves.visible_moves() == ["Haggle at the Docks"]
    page.moves.search.clear()

    # The link in its text opens the table it names.
    page.moves.text.anchorClicked.emit(QUrl("datasworn:oracle_rollable:harbour/weather/sky"))
    assert page.tabs.currentWidget() is page.oracles
    oracles = page.oracles
    assert oracles.label == SKY

    # The oracle tables: a tree under the package; rolled with the table's own dice.
    assert _tree(page) == [f"{HARBOUR} / Harbour Weather / Sky"]
    _click_tree(qtbot, page, f"{HARBOUR} / Harbour Weather / Sky")
    assert oracles.title.text() == f"<b>{SKY}</b> · {HARBOUR} · 1d10"
    assert oracles.credit.text() == CREDIT
    assert oracles.roll_button.text() == "&Roll 1d10"
    assert oracles.rows.rowCount() == 3
    assert _cells(page, 1, range(3)) == ["5–9", "Drizzle", "1/2 (50.0%)"]
    type_into(qtbot, oracles.number, "10 10 3 3 7")  # roll twice: a repeat and itself re-rolled
    click(qtbot, oracles.look_up_button)
    assert oracles.result.text() == (
        f"<b>10</b>: Roll twice<br>→ {SKY} <b>3</b>: Fog<br>→ {SKY} <b>7</b>: Drizzle"
    )
    page.rng = random.Random(11)
    click(qtbot, oracles.roll_button)
    sky = next(iter(window.campaign.rules_packages.packages())).tables[0]
    rng = random.Random(11)
    rolled = roll_table(sky, lambda sides: rng.randint(1, sides), lambda _id: None)
    assert oracles.result.text().startswith(f"<b>{rolled.roll}</b>: {rolled.row.text}")
    assert oracles.model.rowCount() == 2
    assert {oracles.model.index(n, columns.TABLE).data() for n in range(2)} == {SKY}
    assert window.undo_stack.undoText() == f"Oracle: {SKY}"
    assert ("Harbour Weather / Sky", 10, "Roll twice; Fog; Drizzle") in _stored(
        campaign_path, "SELECT table_name, roll, result FROM oracle_roll"
    )

    # File › Remove rules package…: the dialog lists it with its credit; Remove… asks once.
    def remove(dialog: RemovePackagesDialog) -> None:
        qtmodeltester.check(dialog.model)
        model = dialog.model
        assert [model.index(0, n).data() for n in range(6)] == [
            HARBOUR,
            "Harbour Homebrew · Ada Harbour · CC BY 4.0",
            "0.1.0",
            "1",
            "1",
            "0",
        ]
        prompter.confirm_answers.append(True)
        click(qtbot, dialog.remove_button)
        assert model.rowCount() == 0  # through the window's Changes
        close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
        click(qtbot, close)

    errors = when_shown(RemovePackagesDialog, remove)
    window.campaign_files.rules_packages.remove_action.trigger()
    assert errors == []
    assert window.undo_stack.undoText() == f"Remove rules package {HARBOUR}"
    assert _groups(page) == built_in_groups and _tree(page) == []
    assert oracles.package_table is None and oracles.label == ASK_THE_ORACLE  # its table went
    assert oracles.model.rowCount() == 2  # what was rolled stays in the history

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # back from the dialog
    qtbot.keyClick(oracles.tables, Qt.Key.Key_Z, CTRL)  # Edit › Undo: the package is back
    assert _groups(page) == [*built_in_groups, HARBOUR_GROUP]
    assert _tree(page) == [f"{HARBOUR} / Harbour Weather / Sky"]


def test_a_bad_package_is_refused_naming_the_json_path_and_changes_nothing(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(campaign_path)
    page = open_reference(qtbot, window)
    before = (_groups(page), _tables(page), _tree(page))
    bad = homebrew()
    bad["oracles"]["weather"]["contents"]["sky"]["rows"][1]["roll"]["min"] = 6
    import_package(window, monkeypatch, _write(tmp_path / "gap.json", bad))
    assert prompter.errors == [
        "gap.json was not imported: $.oracles.weather.contents.sky.rows[1].roll.min: is 6, "
        "so 5 is on no row (the rows must cover 1d10)"
    ]
    import_package(window, monkeypatch, package_file("starforged_0_0_10"))
    assert prompter.errors[1].startswith(
        "starforged_0_0_10-0.0.10.json was not imported: $.datasworn_version: the package is "
        "written for Datasworn 0.0.10, but this app reads Datasworn 0.1.0"
    )
    assert window.undo_stack.count() == 0
    assert (_groups(page), _tables(page), _tree(page)) == before


def test_starforged_in_the_reference(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(campaign_path)
    window.resize(1366, 768)
    import_package(window, monkeypatch, package_file("starforged"))
    assert prompter.errors == []
    page = open_reference(qtbot, window)
    _open_tab(qtbot, page, 1)
    oracles = page.oracles
    tree = _tree(page)
    assert len(tree) == len(_starforged().tables()) == 262
    assert f"{STARFORGED} / Character Oracles / Character Name / Given Name" in tree  # nested

    # A d20 table, a two-column table and a row that rolls two other tables.
    d20 = next(t for t in _starforged().tables() if t.dice.label == "1d20")
    _click_tree(qtbot, page, " / ".join((STARFORGED, *d20.path)))
    assert oracles.roll_button.text() == "&Roll 1d20"
    two = next(t for t in _starforged().tables() if len(t.columns) == 3)
    _click_tree(qtbot, page, " / ".join((STARFORGED, *two.path)))
    assert oracles.rows.columnCount() == 4
    headers = [oracles.rows.model().headerData(n, Qt.Orientation.Horizontal) for n in range(4)]
    assert headers == [*two.columns, "Chance"]
    assert _cells(page, 0, (1, 2)) == [plain_text(text) for text in two.rows[0].texts]
    tables = {t.id: t for t in _starforged().tables()}
    sender, row = next(
        (t, r)
        for t in tables.values()
        for r in t.rows
        if r.low is not None and len(r.rolls) == 2 and all(x.table_id in tables for x in r.rolls)
    )
    _click_tree(qtbot, page, " / ".join((STARFORGED, *sender.path)))
    page.rng = random.Random(3)
    type_into(qtbot, oracles.number, str(row.low))
    click(qtbot, oracles.look_up_button)
    lines = oracles.result.text().split("<br>")
    assert len(lines) == 3
    for line, roll in zip(lines[1:], row.rolls, strict=True):
        assert line.startswith(f"→ {tables[str(roll.table_id)].full_name} <b>")

    # A move: Markdown, its credit and a roll box offering exactly its conditions' options;
    # with nobody's sheet chosen, none that an asset's abilities add (the sheet's own are
    # tested with the sheet's assets).
    _open_tab(qtbot, page, 0)
    assert page.moves.select_imported("move:starforged/adventure/face_danger")
    shown = page.moves.text.toPlainText()
    assert "From Ironsworn: Starforged Rulebook · Shawn Tomkin · CC BY 4.0" in shown
    assert "When you attempt something risky" in shown and "__" not in shown
    assert not page.moves.roll_box.isHidden()
    options = [
        page.moves.roll_box.option_combo.itemText(n)
        for n in range(page.moves.roll_box.option_combo.count())
    ]
    face_danger = next(m for m in _starforged().moves if m.key == "face_danger")
    added = [
        f"{e.asset_name}: "
        for e in enhancements_of(face_danger, (_starforged(),))
        if e.enhances is not None
        for condition in e.conditions
        for choice in condition.choices
        if choice.using
    ]
    assert added and len(options) == 5
    assert options[:5] == [
        "With speed, mobility, or agility: +edge",
        "With resolve, command, or sociability: +heart",
        "With strength, endurance, or aggression: +iron",
        "With deception, stealth, or trickery: +shadow",
        "With expertise, focus, or observation: +wits",
    ]
    assert "Strong hit" in page.moves.roll_box.odds_label.text()
    type_into(qtbot, page.moves.roll_box.typed, "6 1 2")
    click(qtbot, page.moves.roll_box.roll_typed_button)
    assert "you are successful. Take +1 momentum." in page.moves.roll_box.result.text()
    assert page.moves.select_imported("move:starforged/suffer/endure_harm")
    assert [
        page.moves.roll_box.option_combo.itemText(n)
        for n in range(page.moves.roll_box.option_combo.count())
    ] == ["Endure Harm: +iron or health (whichever is higher)"]
    # A progress move rolls against a vow, a special-track move against a legacy track.
    window.campaign.tracks.add_track(TrackValues("Find the bell", TrackKind.VOW, Rank.EPIC, 24))
    assert page.moves.select_imported("move:starforged/quest/fulfill_your_vow")
    assert (
        page.moves.roll_box.numbers_row.isHidden() and not page.moves.roll_box.dice_row.isHidden()
    )
    tracks = [
        page.moves.roll_box.track_combo.itemText(n)
        for n in range(page.moves.roll_box.track_combo.count())
    ]
    assert tracks == ["— none —", "Find the bell (Vow)"]
    page.moves.roll_box.track_combo.setCurrentIndex(1)
    type_into(qtbot, page.moves.roll_box.typed, "3 8")  # progress 6 against 3 and 8: a weak hit
    click(qtbot, page.moves.roll_box.roll_typed_button)
    assert "Weak hit" in page.moves.roll_box.result.text()
    assert "there is more to be done or you realize the truth of your quest" in (
        page.moves.roll_box.result.text()
    )
    assert page.moves.select_imported("move:starforged/legacy/continue_a_legacy")
    legacies = [
        page.moves.roll_box.track_combo.itemText(n)
        for n in range(page.moves.roll_box.track_combo.count())
    ]
    assert legacies[1:4] == ["Legacy: quests", "Legacy: bonds", "Legacy: discoveries"]

    # Assets: by package and category; a card with its fields, meters and abilities.
    _open_tab(qtbot, page, 2)
    assets = page.assets.tree
    [top] = [assets.topLevelItem(n) for n in range(assets.topLevelItemCount())]
    assert top is not None and top.text(0) == STARFORGED
    categories_shown = [top.child(n) for n in range(top.childCount())]
    assert all(c.childCount() == 0 for c in categories_shown if c is not None)  # not opened
    for category in categories_shown:
        if category is not None:
            category.setExpanded(True)
    assert sum(c.childCount() for c in categories_shown if c is not None) == 87
    page.moves.text.anchorClicked.emit(QUrl("datasworn:asset:starforged/companion/banshee"))
    assert page.tabs.currentWidget() is page.assets
    card = page.assets.text.toPlainText()
    assert card.startswith("Banshee\nCompanion · From Ironsworn: Starforged Assets")
    assert "name: …" in card and "health: 0 to 4" in card
    assert "☑ Your banshee companion accompanies you" in card and "☐ When you make a move" in card

    # A link into a package the campaign does not hold says so.
    page.moves.text.anchorClicked.emit(QUrl("datasworn:move:delve/delve/check_your_gear"))
    assert window.statusBar().currentMessage() == (
        "That link names something in the rules package “delve”, which is not in this campaign."
    )


@pytest.fixture
def drive(tmp_path: Path) -> Iterator[Drive]:
    yield from mount_drive(tmp_path / "drive")


def test_a_read_only_campaign_refuses_import_and_removal_and_keeps_its_packages(
    qtbot: QtBot,
    open_window: WindowFactory,
    drive: Drive,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    use_private_temp(tmp_path / "temp", monkeypatch)
    path = drive.folder / "Table.starshine"
    campaign = create_campaign(path)
    campaign.rules_packages.import_file(_write(tmp_path / "harbour.json", homebrew()))
    campaign.close()
    drive.make_read_only()
    window = open_window(path)
    assert window.campaign.read_only
    page = open_reference(qtbot, window)
    assert HARBOUR_GROUP in _groups(page) and _tree(page)  # shown, not changed
    other = homebrew()
    other["_id"] = "harbour_other"
    import_package(window, monkeypatch, _write(tmp_path / "other.json", other))
    [refusal] = prompter.errors
    assert refusal.startswith("other.json was not imported: Table.starshine is open read-only")

    def remove(dialog: RemovePackagesDialog) -> None:
        assert dialog.model.rowCount() == 1
        click(qtbot, dialog.remove_button)  # refused before it asks
        assert prompter.questions == []
        assert "is open read-only" in prompter.errors[-1]
        dialog.reject()

    errors = when_shown(RemovePackagesDialog, remove)
    window.campaign_files.rules_packages.remove_action.trigger()
    assert errors == []
    assert window.undo_stack.count() == 0


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)], ids=["1366", "1024"])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_reference_and_the_remove_dialog_with_starforged_on_screen(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    screenshots: Path,
    size: tuple[int, int],
    dark: bool,
) -> None:
    window = open_window(campaign_path)
    if dark:
        window.setPalette(dark_palette())
    window.resize(*size)
    import_package(window, monkeypatch, package_file("starforged"))
    page = open_reference(qtbot, window)
    name = f"rules-package-{size[0]}-{'dark' if dark else 'light'}"
    page.moves.select_imported("move:starforged/adventure/face_danger")
    QApplication.processEvents()
    window.grab().save(str(screenshots / f"{name}-moves.png"))
    # What asset abilities add to a move, at the end of its page.
    page.moves.select_imported("move:starforged/suffer/withstand_damage")
    bar = page.moves.text.verticalScrollBar()
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    assert "Starship, ability 3" in page.moves.text.toPlainText()
    window.grab().save(str(screenshots / f"{name}-enhanced.png"))
    _open_tab(qtbot, page, 1)
    _click_tree(qtbot, page, f"{STARFORGED} / Core Oracles / Action")
    page.rng = random.Random(4)
    click(qtbot, page.oracles.roll_button)
    QApplication.processEvents()
    window.grab().save(str(screenshots / f"{name}-oracles.png"))
    dialog = window.campaign_files.rules_packages.remove_dialog()
    if dark:
        dialog.setPalette(dark_palette())
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.grab().save(str(screenshots / f"{name}-remove.png"))
    assert unnamed(controls(dialog)) == []
    assert unnamed(controls(page)) == []
    dialog.close()


def test_asset_abilities_that_name_a_move_add_their_conditions_in_the_reference(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(campaign_path)
    window.resize(1366, 768)
    import_package(window, monkeypatch, package_file("starforged"))
    import_package(window, monkeypatch, package_file("sundered_isles"))
    assert prompter.errors == []
    page = open_reference(qtbot, window)
    _open_tab(qtbot, page, 0)
    # Sundered Isles replaces Withstand Damage; the Starship's third ability still names it.
    # Its category enhances the ruleset's: it is listed there, in place of the ruleset's move.
    _click_package_move(qtbot, page, f"{STARFORGED}: Suffer Moves", "Withstand Damage")
    shown = page.moves.text.toPlainText()
    assert "Replaces the ruleset's move Withstand Damage." in shown
    assert "Adds to the ruleset's Suffer Moves." in shown
    assert "Asset abilities that add to this move (with the asset on your sheet)" in shown
    # The Starship is the ruleset's asset, not the expansion's: credited to its package.
    assert f"Starship ({STARFORGED}), ability 3: To your Starship (roll +heart)" in shown
    # The roll box offers them to a sheet holding the asset with the ability ticked only.
    options = [
        page.moves.roll_box.option_combo.itemText(n)
        for n in range(page.moves.roll_box.option_combo.count())
    ]
    assert "Starship: To your Starship: +heart" not in options
    kirra = window.campaign.personae.add_persona(PersonaValues("Kirra")).changes.added_ids(
        RecordKind.PERSONA
    )[0]
    assets = window.campaign.assets
    ship = assets.add_asset(kirra, "asset:starforged/command_vehicle/starship")
    assets.set_ability(ship.changes.added_ids(RecordKind.IRONSWORN_ASSET)[0], 3, True)
    bot = assets.add_asset(kirra, "asset:starforged/companion/survey_bot")
    assets.set_ability(bot.changes.added_ids(RecordKind.IRONSWORN_ASSET)[0], 2, True)
    page.moves.roll_box.refresh_targets()
    page.moves.roll_box.persona_combo.setCurrentIndex(
        page.moves.roll_box.persona_combo.findData(kirra)
    )
    options = [
        page.moves.roll_box.option_combo.itemText(n)
        for n in range(page.moves.roll_box.option_combo.count())
    ]
    assert "Starship: To your Starship: +heart" in options
    # An asset's own meter is its asset's, never the sheet's.
    _click_package_move(qtbot, page, f"{STARFORGED}: Adventure Moves", "Secure an Advantage")
    page.moves.roll_box.persona_combo.setCurrentIndex(
        page.moves.roll_box.persona_combo.findData(kirra)
    )
    options = [
        page.moves.roll_box.option_combo.itemText(n)
        for n in range(page.moves.roll_box.option_combo.count())
    ]
    assert any(option.endswith("+Survey Bot health") for option in options), options
    assert "Survey Bot, ability 2:" in page.moves.text.toPlainText()
