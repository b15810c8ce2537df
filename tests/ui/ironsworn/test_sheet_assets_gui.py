"""The Ironsworn tab's assets: a Starforged companion taken from the imported package, its
ability ticked, its name typed and its health changed (each one undoable step, a bad value
refused under the field), then rolled in the Reference's roll box with its health as the
option, offered on its owner's sheet only."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from datasworn_support import package_file
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from starshine_desktop.ui.ironsworn.ironsworn_tab import IronswornTab
from starshine_desktop.ui.main_window import MainWindow

from ..conftest import ScriptedPrompter, WindowFactory
from ..look import dark_palette
from ..test_accessible import controls, unnamed
from .packages_support import import_package, open_reference

CTRL = Qt.KeyboardModifier.ControlModifier
LEFT = Qt.MouseButton.LeftButton
SURVEY_BOT = "asset:starforged/companion/survey_bot"


def _type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def _tick(qtbot: QtBot, box: QCheckBox) -> None:
    qtbot.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))


def _choose(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def _stored(path: Path) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(
            "SELECT asset_id, name, abilities, state FROM ironsworn_asset"
        ).fetchall()
    finally:
        connection.close()


def _sheet(qtbot: QtBot, window: MainWindow) -> IronswornTab:
    qtbot.mouseClick(window.personae.add_button, LEFT)
    tab = window.persona_tab("Ironsworn")
    assert isinstance(tab, IronswornTab)
    return tab


def test_a_companion_on_the_sheet_edited_undone_and_rolled(
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
    assert not box.add_button.isEnabled()  # no package, no card to take
    assert "File › Import rules package" in box.hint.text()
    import_package(window, monkeypatch, package_file("starforged"))
    assert prompter.errors == []
    assert box.add_button.isEnabled() and box.hint.isHidden()

    _choose(box.choice, SURVEY_BOT)
    assert box.choice.currentText() == "Survey Bot — Companion (Ironsworn: Starforged Rulebook)"
    qtbot.mouseClick(box.add_button, LEFT)
    [card] = box.cards.values()
    assert card.title() == "Survey Bot"
    credit = card.findChild(type(box.hint), f"asset-credit-{card.row_id}")
    assert credit is not None
    assert credit.text() == (
        "Companion · From Ironsworn: Starforged Assets · Shawn Tomkin · CC BY 4.0"
    )
    assert [a.isChecked() for a in card.abilities] == [True, False, False]
    assert card.edits["health"].text() == "3" and card.edits["name"].text() == ""
    assert not card.boxes["health.out_of_action"].isChecked()
    assert unnamed(controls(box)) == []

    _tick(qtbot, card.abilities[1])
    _type_into(qtbot, card.edits["name"], "Pip")
    _type_into(qtbot, card.edits["health"], "2")
    [(asset_id, name, abilities, state)] = _stored(campaign_path)
    assert (asset_id, name, abilities) == (SURVEY_BOT, "Survey Bot", "110")
    assert json.loads(str(state)) == {"health": 2, "health.out_of_action": False, "name": "Pip"}

    # A bad value is refused under its field, stays typed, and nothing is saved.
    _type_into(qtbot, card.edits["health"], "7")
    assert card.errors["health"].text() == "Survey Bot health must be 0 to 3, not 7"
    assert card.edits["health"].text() == "7"
    assert json.loads(str(_stored(campaign_path)[0][3]))["health"] == 2
    _type_into(qtbot, card.edits["health"], "2")  # corrected: the same value, no new step
    assert card.errors["health"].isHidden()

    # Each edit is one undo step; the card follows.
    assert window.undo_stack.undoText() == "Set health of Survey Bot"
    window.undo_stack.undo()
    assert card.edits["health"].text() == "3" and card.errors["health"].isHidden()
    window.undo_stack.undo()
    assert card.edits["name"].text() == ""
    window.undo_stack.undo()
    assert [a.isChecked() for a in card.abilities] == [True, False, False]
    window.undo_stack.redo()
    window.undo_stack.redo()
    window.undo_stack.redo()
    assert card.edits["health"].text() == "2" and card.edits["name"].text() == "Pip"
    assert card.abilities[1].isChecked()

    # The roll box offers the bot's health on its owner's sheet, with the value it holds.
    kirra = tab.persona_id
    page = open_reference(qtbot, window)
    assert page.moves.select_imported("move:starforged/suffer/companion_takes_a_hit")
    moves = page.moves.roll_box
    _choose(moves.persona_combo, kirra)
    options = [moves.option_combo.itemText(n) for n in range(moves.option_combo.count())]
    assert options == ["Companion Takes a Hit: +Survey Bot health"]
    assert moves.stat_spin.value() == 2
    _type_into(qtbot, moves.typed, "2 1 9")  # 2 + 2 = 4 against 1 and 9: a weak hit
    qtbot.mouseClick(moves.roll_typed_button, LEFT)
    assert "Weak hit" in moves.result.text()
    # Nobody's sheet: the bot is not offered (the value is typed).
    _choose(moves.persona_combo, None)
    options = [moves.option_combo.itemText(n) for n in range(moves.option_combo.count())]
    assert options == ["Companion Takes a Hit: +asset health"]
    # An ability the sheet ticks adds its conditions to the moves it names (Survey Bot's
    # second ability: Secure an Advantage), only for the bot's owner.
    assert page.moves.select_imported("move:starforged/adventure/secure_an_advantage")
    _choose(moves.persona_combo, kirra)
    options = [moves.option_combo.itemText(n) for n in range(moves.option_combo.count())]
    assert any(o.endswith("+Survey Bot health") for o in options), options
    _choose(moves.persona_combo, None)
    options = [moves.option_combo.itemText(n) for n in range(moves.option_combo.count())]
    assert not any("Survey Bot" in o for o in options), options

    # Removing the card is one step too.
    qtbot.mouseClick(card.findChild(type(box.add_button), f"asset-remove-{card.row_id}"), LEFT)
    assert box.cards == {} and _stored(campaign_path) == []
    window.undo_stack.undo()
    [back] = box.cards.values()
    assert back.edits["name"].text() == "Pip"


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("dark", [False, True])
def test_the_sheet_with_assets_on_screen(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    screenshots: Path,
    size: tuple[int, int],
    dark: bool,
) -> None:
    """The sheet holding a companion and a starship, for a person to look at
    (STARSHINE_SCREENSHOTS keeps the pictures): every control named, the cards in view."""
    window = open_window(campaign_path)
    if dark:
        window.setPalette(dark_palette())
    window.resize(*size)
    tab = _sheet(qtbot, window)
    import_package(window, monkeypatch, package_file("starforged"))
    kirra = tab.persona_id
    assert kirra is not None
    window.campaign.assets.add_asset(kirra, SURVEY_BOT)
    window.campaign.assets.add_asset(kirra, "asset:starforged/command_vehicle/starship")
    tab.show_persona(kirra)
    assert [card.title() for card in tab.assets_box.cards.values()] == ["Survey Bot", "Starship"]
    qtbot.wait(20)
    tab.scroll_to_assets()
    qtbot.wait(20)
    name = f"sheet-assets-{size[0]}-{'dark' if dark else 'light'}"
    window.grab().save(str(screenshots / f"{name}.png"))
    assert unnamed(controls(tab.assets_box)) == []
    for card in tab.assets_box.cards.values():
        assert card.width() <= tab.width()
