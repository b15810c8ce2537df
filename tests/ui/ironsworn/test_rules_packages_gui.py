"""File › Import rules package… and Remove rules package…: an Ironsworn package's moves and
oracle tables in the Reference beside the built-in ones, marked with their source, rolled on
like the built-in tables, removed and brought back with Undo."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QListWidgetItem, QTreeWidgetItem
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot
from read_only_mount import Drive, mount_drive, use_private_temp

from starshine_desktop.rules.ironsworn import categories, find_table, oracle_tables
from starshine_desktop.rules.ironsworn.oracles import roll_oracle
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.ironsworn.rules_packages import check_package
from starshine_desktop.ui.ironsworn import rules_packages
from starshine_desktop.ui.ironsworn import track_models as columns
from starshine_desktop.ui.ironsworn.reference import ASK_THE_ORACLE, ReferencePage
from starshine_desktop.ui.ironsworn.rules_packages import RemovePackagesDialog, from_package
from starshine_desktop.ui.main_window import MainWindow

from ..conftest import ScriptedPrompter, WindowFactory
from ..dialog_support import when_shown
from ..look import dark_palette
from ..person import click, type_into
from ..test_accessible import controls, unnamed

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier

DELVE: dict[str, Any] = {
    "_id": "delve_homebrew",
    "title": "Delve (homebrew)",
    "version": "0.3",
    "source": {"title": "The Delve Zine", "license": "CC-BY-4.0"},
    "moves": {
        "delve": {
            "name": "Delve Moves",
            "contents": {
                "depths": {
                    "name": "Delve the Depths",
                    "trigger": {"text": "When you traverse an area within a site…"},
                    "text": "Roll +edge if you move with speed.\nOn a strong hit, mark progress.",
                },
                "locate": {
                    "name": "Locate Your Objective",
                    "trigger": {"text": "When your progress is enough to find what you seek…"},
                    "text": "Roll the challenge dice against your progress.",
                },
            },
        }
    },
    "oracles": {
        "feature": {
            "name": "Feature",
            "rows": [
                {"min": 1, "max": 20, "text": "Glowing fungus"},
                {"min": 21, "max": 60, "text": "Collapsed passage"},
                {"min": 61, "max": 100, "text": "An underground river"},
            ],
        }
    },
}
FEATURE = "Feature — Delve (homebrew)"
DELVE_GROUP = "Delve (homebrew): Delve Moves"


def _write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _stored(path: Path, sql: str) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


def _choose_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(rules_packages, "choose_rules_package", lambda parent, folder: path)


def _open_reference(qtbot: QtBot, window: MainWindow) -> ReferencePage:
    """Click Reference in the sidebar."""
    [item] = window.sections.findItems("Reference", Qt.MatchFlag.MatchExactly)
    centre = window.sections.visualItemRect(item).center()
    qtbot.mouseClick(window.sections.viewport(), LEFT, pos=centre)
    page = window.section_page("Reference")
    assert isinstance(page, ReferencePage) and page.isVisible()
    return page


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


def _tables(page: ReferencePage) -> list[str]:
    listed = page.oracles.tables
    return [item.text() for n in range(listed.count()) if (item := listed.item(n))]


def _click_table(qtbot: QtBot, page: ReferencePage, label: str) -> QListWidgetItem:
    listed = page.oracles.tables
    [item] = listed.findItems(label, Qt.MatchFlag.MatchExactly)
    listed.scrollToItem(item)
    qtbot.mouseClick(listed.viewport(), LEFT, pos=listed.visualItemRect(item).center())
    return item


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
    page = _open_reference(qtbot, window)
    built_in_groups = _groups(page)
    assert len(built_in_groups) == len(categories())
    assert _tables(page) == [ASK_THE_ORACLE, *(table.name for table in oracle_tables())]

    _choose_file(monkeypatch, _write(tmp_path / "delve.json", DELVE))
    window.campaign_files.rules_packages.import_action.trigger()  # File › Import rules package…
    assert prompter.errors == []
    assert window.undo_stack.undoText() == "Import rules package Delve (homebrew)"
    assert "Imported the rules package Delve (homebrew)" in window.statusBar().currentMessage()

    # The moves: the built-in groups, then the package's collection marked with the package.
    assert _groups(page) == [*built_in_groups, DELVE_GROUP]
    group = page.moves.tree.topLevelItem(len(built_in_groups))
    assert group is not None and group.toolTip(0) == (
        "From the rules package Delve (homebrew) (The Delve Zine)"
    )
    assert [child.text(0) for n in range(group.childCount()) if (child := group.child(n))] == [
        "Delve the Depths",
        "Locate Your Objective",
    ]
    item = _click_move(qtbot, page, "Delve the Depths")
    assert "From the rules package Delve (homebrew)" in item.toolTip(0)
    shown = page.moves.text.toPlainText()
    assert shown.startswith("Delve the Depths\nFrom the rules package Delve (homebrew)")
    assert "Delve Moves. When: When you traverse an area within a site…" in shown
    assert "On a strong hit, mark progress." in shown
    assert page.moves.roll_box.isHidden()  # no roll of its own: the text says how
    type_into(qtbot, page.moves.search, "traverse")
    assert page.moves.visible_moves() == ["Delve the Depths"]
    assert _groups(page) == [DELVE_GROUP]
    type_into(qtbot, page.moves.search, "vow")
    assert "Delve the Depths" not in page.moves.visible_moves()
    assert "Swear an Iron Vow" in page.moves.visible_moves()
    page.moves.search.clear()

    # The oracle tables: the package's after the built-in ones, marked, rolled like them.
    _open_tab(qtbot, page, 1)
    assert _tables(page)[-1] == FEATURE
    assert len(_tables(page)) == len(oracle_tables()) + 2
    listed = _click_table(qtbot, page, FEATURE)
    assert listed.toolTip() == "From the rules package Delve (homebrew) (The Delve Zine)"
    oracles = page.oracles
    assert oracles.title.text() == f"<b>{FEATURE}</b>"
    assert oracles.rows.rowCount() == 3
    cell = oracles.rows.item(1, 1)
    assert cell is not None and cell.text() == "Collapsed passage"
    page.rng = random.Random(11)
    click(qtbot, oracles.roll_button)
    [table] = check_package(json.loads(json.dumps(DELVE))).tables
    rolled = roll_oracle(table, random.Random(11))
    assert oracles.result.text() == f"<b>{rolled.roll}</b>: {rolled.row.result}"
    type_into(qtbot, oracles.number, "42")
    click(qtbot, oracles.look_up_button)
    assert oracles.result.text() == "<b>42</b>: Collapsed passage"
    assert oracles.model.rowCount() == 2
    assert {oracles.model.index(n, columns.TABLE).data() for n in range(2)} == {FEATURE}
    assert window.undo_stack.undoText() == f"Oracle: {FEATURE}"
    assert sorted(_stored(campaign_path, "SELECT table_name, roll, result FROM oracle_roll")) == (
        sorted([(FEATURE, rolled.roll, rolled.row.result), (FEATURE, 42, "Collapsed passage")])
    )
    page.open_oracle("delve_homebrew/feature")  # as a move with an oracle opens its table
    assert oracles.label == FEATURE

    # File › Remove rules package…: the dialog lists it by title and source; Remove… asks once.
    def remove(dialog: RemovePackagesDialog) -> None:
        qtmodeltester.check(dialog.model)
        model = dialog.model
        assert [model.index(0, n).data() for n in range(3)] == [
            "Delve (homebrew)",
            "The Delve Zine",
            "0.3",
        ]
        assert dialog.empty.isHidden()
        prompter.confirm_answers.append(True)
        click(qtbot, dialog.remove_button)
        assert prompter.questions[-1] == (
            "Remove Delve (homebrew) and its moves and oracle tables? Edit › Undo brings it back."
        )
        assert model.rowCount() == 0  # through the window's Changes
        assert not dialog.empty.isHidden()
        assert not dialog.remove_button.isEnabled()
        close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
        click(qtbot, close)

    errors = when_shown(RemovePackagesDialog, remove)
    window.campaign_files.rules_packages.remove_action.trigger()
    assert errors == []
    assert window.undo_stack.undoText() == "Remove rules package Delve (homebrew)"
    assert _groups(page) == built_in_groups
    assert FEATURE not in _tables(page)
    assert oracles.table is None and oracles.label == ASK_THE_ORACLE  # its table went
    assert oracles.model.rowCount() == 2  # what was rolled stays in the history
    assert _stored(campaign_path, "SELECT COUNT(*) FROM rules_package") == [(0,)]

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # back from the dialog
    qtbot.keyClick(oracles.tables, Qt.Key.Key_Z, CTRL)  # Edit › Undo: the package is back
    assert _groups(page) == [*built_in_groups, DELVE_GROUP]
    assert _tables(page)[-1] == FEATURE
    _click_table(qtbot, page, FEATURE)
    assert oracles.rows.rowCount() == 3
    for _ in range(2):  # the two results
        qtbot.keyClick(oracles.tables, Qt.Key.Key_Z, CTRL)
    assert window.undo_stack.undoText() == "Import rules package Delve (homebrew)"
    qtbot.keyClick(oracles.tables, Qt.Key.Key_Z, CTRL)
    assert _groups(page) == built_in_groups and FEATURE not in _tables(page)
    assert window.campaign.rules_packages.packages() == ()
    window.redo_action.trigger()
    assert _groups(page) == [*built_in_groups, DELVE_GROUP]


def test_a_bad_package_is_refused_naming_the_json_path_and_changes_nothing(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(campaign_path)
    page = _open_reference(qtbot, window)
    before = (_groups(page), _tables(page))
    bad = json.loads(json.dumps(DELVE))
    bad["oracles"]["feature"]["rows"][1]["min"] = 22
    _choose_file(monkeypatch, _write(tmp_path / "gap.json", bad))
    window.campaign_files.rules_packages.import_action.trigger()
    assert prompter.errors == [
        "gap.json was not imported: $.oracles.feature.rows[1].min: is 22, but the row must "
        "start at 21 to cover 1–100"
    ]
    assert window.undo_stack.count() == 0
    assert (_groups(page), _tables(page)) == before

    _choose_file(monkeypatch, _write(tmp_path / "delve.json", DELVE))
    window.campaign_files.rules_packages.import_action.trigger()
    assert len(prompter.errors) == 1 and window.undo_stack.count() == 1
    window.campaign_files.rules_packages.import_action.trigger()  # the same title again
    assert prompter.errors[1] == (
        "delve.json was not imported: $.title: the campaign has a package "
        "'Delve (homebrew)' already"
    )
    assert window.undo_stack.count() == 1
    assert _groups(page).count(DELVE_GROUP) == 1

    monkeypatch.setattr(rules_packages, "choose_rules_package", lambda parent, folder: None)
    window.campaign_files.rules_packages.import_action.trigger()  # the file dialog cancelled
    assert len(prompter.errors) == 2 and window.undo_stack.count() == 1


def test_opening_another_campaign_shows_its_own_packages(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    other = tmp_path / "Other Table.starshine"
    create_campaign(other).close()
    window = open_window(other)
    wetter = json.loads(json.dumps(DELVE))  # the same package ids, another text
    wetter["oracles"]["feature"]["rows"][0]["text"] = "Dripping water"
    _choose_file(monkeypatch, _write(tmp_path / "wetter.json", wetter))
    window.campaign_files.rules_packages.import_action.trigger()
    prompter.paths.append(campaign_path)
    window.campaign_files.action_open.trigger()  # File › Open… a campaign with no packages
    page = _open_reference(qtbot, window)
    assert DELVE_GROUP not in _groups(page) and FEATURE not in _tables(page)
    _choose_file(monkeypatch, _write(tmp_path / "delve.json", DELVE))
    window.campaign_files.rules_packages.import_action.trigger()
    _click_move(qtbot, page, "Delve the Depths")
    _open_tab(qtbot, page, 1)
    _click_table(qtbot, page, FEATURE)
    cell = page.oracles.rows.item(0, 1)
    assert cell is not None and cell.text() == "Glowing fungus"

    prompter.paths.append(other)
    window.campaign_files.action_open.trigger()  # back to the first: its own text of the same table
    assert page.oracles.label == FEATURE
    cell = page.oracles.rows.item(0, 1)
    assert cell is not None and cell.text() == "Dripping water"
    page.rng = random.Random(2)
    click(qtbot, page.oracles.roll_button)
    [table] = check_package(wetter).tables
    rolled = roll_oracle(table, random.Random(2))
    assert page.oracles.result.text() == f"<b>{rolled.roll}</b>: {rolled.row.result}"
    assert page.moves.current_move is not None
    assert page.moves.current_move.name == "Delve the Depths"


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
    campaign.rules_packages.import_file(_write(tmp_path / "delve.json", DELVE))
    campaign.close()
    drive.make_read_only()
    window = open_window(path)
    assert window.campaign.read_only
    page = _open_reference(qtbot, window)
    assert DELVE_GROUP in _groups(page) and FEATURE in _tables(page)  # shown, not changed
    other = json.loads(json.dumps(DELVE))
    other["title"] = "Another Delve"
    _choose_file(monkeypatch, _write(tmp_path / "other.json", other))
    window.campaign_files.rules_packages.import_action.trigger()
    [refusal] = prompter.errors
    assert refusal.startswith("other.json was not imported: Table.starshine is open read-only")

    def remove(dialog: RemovePackagesDialog) -> None:
        assert dialog.model.rowCount() == 1
        click(qtbot, dialog.remove_button)  # refused before it asks
        assert prompter.questions == []
        assert "is open read-only" in prompter.errors[-1]
        assert dialog.model.rowCount() == 1
        dialog.reject()

    errors = when_shown(RemovePackagesDialog, remove)
    window.campaign_files.rules_packages.remove_action.trigger()
    assert errors == []
    assert window.undo_stack.count() == 0
    assert DELVE_GROUP in _groups(page) and FEATURE in _tables(page)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)], ids=["1366", "1024"])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_reference_and_the_remove_dialog_with_a_package_on_screen(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    screenshots: Path,
    size: tuple[int, int],
    dark: bool,
) -> None:
    window = open_window(campaign_path)
    if dark:
        window.setPalette(dark_palette())
    window.resize(*size)
    _choose_file(monkeypatch, _write(tmp_path / "delve.json", DELVE))
    window.campaign_files.rules_packages.import_action.trigger()
    page = _open_reference(qtbot, window)
    name = f"rules-package-{size[0]}-{'dark' if dark else 'light'}"
    _click_move(qtbot, page, "Delve the Depths")
    QApplication.processEvents()
    window.grab().save(str(screenshots / f"{name}-moves.png"))
    _open_tab(qtbot, page, 1)
    _click_table(qtbot, page, FEATURE)
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
    header = dialog.table.horizontalHeader()
    shown = dialog.table.viewport().width()
    assert sum(header.sectionSize(n) for n in range(header.count())) <= shown  # no scrolling
    assert find_table("Pay the Price").name in _tables(page)
    dialog.close()


def test_a_package_that_is_its_own_source_is_named_once() -> None:
    assert from_package("Delve (homebrew)", "delve (HOMEBREW)") == (
        "From the rules package Delve (homebrew)"
    )
    assert from_package("Delve (homebrew)", "The Delve Zine") == (
        "From the rules package Delve (homebrew) (The Delve Zine)"
    )
