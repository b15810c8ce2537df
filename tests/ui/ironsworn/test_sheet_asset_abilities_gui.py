"""The sheet's asset cards with an ability's own clock (Starforged's Marked), an ability that
raises a meter's maximum while ticked (the Symbiote's health, 0 to 2, then 0 to 3) and a chosen
enhancement that makes the asset count as an impact (classic Ironsworn's Ironclad, geared for
war): each clicked and typed as a person does, one undoable step each, the card showing what
the rules make of it and going back when cleared or undone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from datasworn_support import package_file
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.ironsworn import Impact
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.ui.ironsworn.sheet_assets import AssetCard, SheetAssetsBox
from starshine_desktop.ui.main_window import MainWindow

from ..conftest import ScriptedPrompter, WindowFactory
from ..look import dark_palette
from ..test_accessible import controls, unnamed
from .packages_support import import_package
from .test_sheet_assets_gui import _choose, _sheet, _stored, _tick, _type_into

LEFT = Qt.MouseButton.LeftButton
MARKED = "asset:starforged/deed/marked"
SYMBIOTE = "asset:starforged/companion/symbiote"
IRONCLAD = "asset:classic/combat_talent/ironclad"
CLOCK = "abilities.2.clock"


def _take(qtbot: QtBot, box: SheetAssetsBox, asset_id: str) -> AssetCard:
    """Choose a card in the list and click Add to the sheet; return the card shown."""
    before = set(box.cards)
    _choose(box.choice, asset_id)
    qtbot.mouseClick(box.add_button, LEFT)
    [row] = set(box.cards) - before
    return box.cards[row]


def _label(card: AssetCard, name: str) -> QLabel:
    found = card.findChild(QLabel, name)
    assert found is not None, name
    return found


def _state(path: Path, asset_id: str) -> dict[str, object]:
    [state] = [row[3] for row in _stored(path) if row[0] == asset_id]
    found = json.loads(str(state))
    assert isinstance(found, dict)
    return found


def test_an_abilitys_clock_and_the_enhancements_on_the_sheet(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(campaign_path)
    window.resize(1366, 768)
    tab = _sheet(qtbot, window)
    box = tab.assets_box
    import_package(window, monkeypatch, package_file("starforged"))
    import_package(window, monkeypatch, package_file("classic"))
    assert prompter.errors == []

    # Marked: the second ability's clock, shown with it, usable once the ability is ticked.
    card = _take(qtbot, box, MARKED)
    row = card.row_id
    clock = card.edits[CLOCK]
    assert _label(card, f"asset-{row}-abilities-2-clock-range").text() == "0 to 6"
    assert clock.text() == "0" and not clock.isEnabled()
    _tick(qtbot, card.abilities[1])
    assert clock.isEnabled()
    _type_into(qtbot, clock, "4")
    assert _state(campaign_path, MARKED)[CLOCK] == 4
    assert window.undo_stack.undoText() == "Set stained reputation of Marked"
    _type_into(qtbot, clock, "9")
    assert card.errors[CLOCK].text() == "Marked stained reputation must be 0 to 6, not 9"
    assert _state(campaign_path, MARKED)[CLOCK] == 4
    _type_into(qtbot, clock, "4")  # corrected: the same value, no new step
    assert card.errors[CLOCK].isHidden()
    window.undo_stack.undo()
    assert clock.text() == "0" and card.errors[CLOCK].isHidden()
    window.undo_stack.redo()
    assert clock.text() == "4"

    # The Symbiote: its third ability raises its health to 3 while ticked.
    card = _take(qtbot, box, SYMBIOTE)
    row = card.row_id
    assert _label(card, f"asset-{row}-health-range").text() == "0 to 2"
    _tick(qtbot, card.abilities[2])
    card = box.cards[row]  # built again as the card now reads
    assert _label(card, f"asset-{row}-health-range").text() == "0 to 3"
    assert card.abilities[2].isChecked() and card.abilities[2].hasFocus()
    _type_into(qtbot, card.edits["health"], "3")
    assert _state(campaign_path, SYMBIOTE)["health"] == 3
    _tick(qtbot, box.cards[row].abilities[2])  # cleared: back to 0 to 2, health within it
    card = box.cards[row]
    assert _label(card, f"asset-{row}-health-range").text() == "0 to 2"
    assert card.edits["health"].text() == "2"
    assert window.undo_stack.undoText() == "Clear ability 3 of Symbiote"
    window.undo_stack.undo()
    card = box.cards[row]
    assert _label(card, f"asset-{row}-health-range").text() == "0 to 3"
    assert card.edits["health"].text() == "3"

    # Ironclad: geared for war, it counts as an impact; lightly armored, it does not.
    momentum = tab.edits["momentum"]
    limits = tab.findChild(QLabel, "momentum-limits")
    assert limits is not None
    _type_into(qtbot, momentum, "10")
    assert limits.text() == "max +10 · reset +2 · from −6"
    card = _take(qtbot, box, IRONCLAD)
    assert limits.text() == "max +10 · reset +2 · from −6"
    row = card.row_id
    assert card.findChild(QLabel, f"asset-marks-{row}") is None
    combo = card.combos["equipped"]
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # lightly armored
    assert box.cards[row].combos["equipped"].currentText() == "lightly armored"
    assert box.cards[row].findChild(QLabel, f"asset-marks-{row}") is None
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)  # geared for war
    card = box.cards[row]
    assert card.combos["equipped"].currentText() == "geared for war"
    assert card.combos["equipped"].hasFocus()
    assert _label(card, f"asset-marks-{row}").text() == "Counts as an impact"
    assert _state(campaign_path, IRONCLAD)["equipped"] == "geared_for_war"
    # It counts as a marked impact: max momentum and the reset drop, momentum with them.
    assert limits.text() == "max +9 · reset +1 · from −6\nIronclad counts as an impact"
    assert momentum.text() == "9"
    assert window.undo_stack.undoText() == "Set equipped of Ironclad"
    _tick(qtbot, tab.impact_boxes[Impact.WOUNDED])
    assert limits.text() == "max +8 · reset +0 · from −6\nIronclad counts as an impact"
    assert momentum.text() == "8"
    window.undo_stack.undo()  # the impact cleared again
    assert limits.text() == "max +9 · reset +1 · from −6\nIronclad counts as an impact"
    window.undo_stack.undo()  # lightly armored again, momentum back at 10 in the same step
    assert limits.text() == "max +10 · reset +2 · from −6"
    assert momentum.text() == "10"
    assert box.cards[row].findChild(QLabel, f"asset-marks-{row}") is None
    assert unnamed(controls(box)) == []


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("dark", [False, True])
def test_the_sheet_with_ability_controls_on_screen(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    screenshots: Path,
    size: tuple[int, int],
    dark: bool,
) -> None:
    """Marked with its clock and the Symbiote with its raised health, for a person to look
    at (STARSHINE_SCREENSHOTS keeps the pictures): every control named, the cards in view."""
    window: MainWindow = open_window(campaign_path)
    if dark:
        window.setPalette(dark_palette())
    window.resize(*size)
    tab = _sheet(qtbot, window)
    import_package(window, monkeypatch, package_file("starforged"))
    kirra = tab.persona_id
    assert kirra is not None
    assets = window.campaign.assets
    assets.add_asset(kirra, MARKED)
    assets.add_asset(kirra, SYMBIOTE)
    marked, symbiote = (one.row.id for one in assets.list_assets(kirra))
    assets.set_ability(marked, 2, True)
    assets.set_value(marked, CLOCK, 2)
    assets.set_ability(symbiote, 3, True)
    assets.set_value(symbiote, "health", 3)
    import_package(window, monkeypatch, package_file("classic"))
    [ironclad] = assets.add_asset(kirra, IRONCLAD).changes.added_ids(RecordKind.IRONSWORN_ASSET)
    assets.set_value(ironclad, "equipped", "geared_for_war")
    tab.show_persona(kirra)
    qtbot.wait(20)
    limits = tab.findChild(QLabel, "momentum-limits")
    assert limits is not None and limits.isVisible()
    assert limits.text().endswith("\nIronclad counts as an impact")
    assert limits.width() <= tab.width()
    name = f"sheet-asset-impact-{size[0]}-{'dark' if dark else 'light'}"
    window.grab().save(str(screenshots / f"{name}.png"))
    tab.scroll_to_assets()
    qtbot.wait(20)
    name = f"sheet-asset-abilities-{size[0]}-{'dark' if dark else 'light'}"
    window.grab().save(str(screenshots / f"{name}.png"))
    tab.assets_box.cards[symbiote].grab().save(str(screenshots / f"{name}-symbiote.png"))
    assert unnamed(controls(tab.assets_box)) == []
    for card in tab.assets_box.cards.values():
        assert card.width() <= tab.width()
