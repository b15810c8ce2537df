"""A move's roll box and the assets on the chosen Persona's sheet, on the published Starforged
package: an ability for any action roll is offered in every action move (or named with its
situation when it has no roll option), and a companion ticked "out of action" on the sheet is
no longer offered, the roll box saying so in the card's words."""

from __future__ import annotations

from pathlib import Path

import pytest
from datasworn_support import package_file
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from starshine_desktop.ui.ironsworn.ironsworn_tab import IronswornTab
from starshine_desktop.ui.ironsworn.move_roll import MoveRollBox
from starshine_desktop.ui.ironsworn.reference import ReferencePage
from starshine_desktop.ui.main_window import MainWindow

from ..conftest import WindowFactory
from ..look import dark_palette
from ..test_accessible import controls, unnamed
from .packages_support import import_package, open_reference
from .test_sheet_assets_gui import _choose

LEFT = Qt.MouseButton.LeftButton
ROCKHORN = "asset:starforged/companion/rockhorn"
STEALTH_TECH = "asset:starforged/module/stealth_tech"
FACE_DANGER = "move:starforged/adventure/face_danger"
TAKES_A_HIT = "move:starforged/suffer/companion_takes_a_hit"
ROCKHORN_OPTION = (
    "Rockhorn: By sending the rockhorn to directly attack a foe or smash an obstacle: "
    "+Rockhorn health"
)


def _import(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    import_package(window, monkeypatch, package_file("starforged"))


def _section(qtbot: QtBot, window: MainWindow, name: str) -> None:
    [item] = window.sections.findItems(name, Qt.MatchFlag.MatchExactly)
    centre = window.sections.visualItemRect(item).center()
    qtbot.mouseClick(window.sections.viewport(), LEFT, pos=centre)


def _take(qtbot: QtBot, tab: IronswornTab, asset_id: str) -> None:
    box = tab.assets_box
    _choose(box.choice, asset_id)
    qtbot.mouseClick(box.add_button, LEFT)


def _reference(qtbot: QtBot, window: MainWindow) -> ReferencePage:
    return open_reference(qtbot, window)


def _options(box: MoveRollBox) -> list[str]:
    return [box.option_combo.itemText(n) for n in range(box.option_combo.count())]


def _sheet_with_assets(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> int:
    qtbot.mouseClick(window.personae.add_button, LEFT)
    tab = window.persona_tab("Ironsworn")
    assert isinstance(tab, IronswornTab)
    _import(window, monkeypatch)
    _take(qtbot, tab, ROCKHORN)
    _take(qtbot, tab, STEALTH_TECH)
    assert [card.title() for card in tab.assets_box.cards.values()] == [
        "Rockhorn",
        "Stealth Tech",
    ]
    assert tab.persona_id is not None
    return tab.persona_id


def test_out_of_action_on_the_sheet_takes_the_companion_out_of_the_roll_box(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(campaign_path)
    window.resize(1366, 768)
    kirra = _sheet_with_assets(qtbot, window, monkeypatch)

    page = _reference(qtbot, window)
    assert page.moves.select_imported(FACE_DANGER)
    box = page.moves.roll_box
    # The move's page says where those abilities are offered.
    shown = " ".join(page.moves.text.toPlainText().split())
    assert "the Roll box below offers those of the chosen Persona's cards" in shown
    _choose(box.persona_combo, kirra)
    # Rockhorn's first ability adds to any action roll: offered with the health it holds.
    assert _options(box)[-1] == ROCKHORN_OPTION
    box.option_combo.setCurrentIndex(box.option_combo.count() - 1)
    assert box.stat_spin.value() == 5
    # Stealth Tech's first ability names a situation, no roll option: the box names it.
    notes = box.asset_notes
    assert notes.isVisible()
    assert notes.text() == (
        "Your assets add to this roll as their cards say:\n"
        "• Stealth Tech, ability 1: When you make a move against a specific foe or threat "
        "to avoid detection (in your vehicle)"
    )
    # Nobody's sheet: nothing of theirs.
    _choose(box.persona_combo, None)
    assert ROCKHORN_OPTION not in _options(box) and not notes.isVisible()

    # The rockhorn is ticked out of action on the sheet, as a person does.
    _section(qtbot, window, "Personae")
    tab = window.persona_tab("Ironsworn")
    assert isinstance(tab, IronswornTab)
    [rockhorn, _tech] = tab.assets_box.cards.values()
    out: QCheckBox = rockhorn.boxes["health.out_of_action"]
    tab.scroll_to_assets()
    qtbot.mouseClick(out, LEFT, pos=QPoint(8, out.height() // 2))
    assert out.isChecked()

    page = _reference(qtbot, window)
    assert page.moves.select_imported(FACE_DANGER)
    _choose(box.persona_combo, kirra)
    assert ROCKHORN_OPTION not in _options(box)
    assert notes.isVisible()
    assert notes.text().startswith("Not offered: Rockhorn (out of action).\n")
    # Companion Takes a Hit rolls a companion's health: none is usable, none is offered.
    assert page.moves.select_imported(TAKES_A_HIT)
    assert _options(box) == []
    assert notes.text().startswith("Not offered: Rockhorn (out of action).\n")

    # Undone on the sheet, the roll box offers it again.
    window.undo_stack.undo()
    assert page.moves.select_imported(FACE_DANGER)
    assert _options(box)[-1] == ROCKHORN_OPTION
    assert not notes.text().startswith("Not offered")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("dark", [False, True])
def test_the_roll_box_with_asset_notes_on_screen(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    screenshots: Path,
    size: tuple[int, int],
    dark: bool,
) -> None:
    """Face Danger rolled by a sheet with a companion out of action and a module, for a
    person to look at (STARSHINE_SCREENSHOTS keeps the pictures): the notes in view, whole."""
    window = open_window(campaign_path)
    if dark:
        window.setPalette(dark_palette())
    window.resize(*size)
    kirra = _sheet_with_assets(qtbot, window, monkeypatch)
    [rockhorn, _tech] = window.campaign.assets.list_assets(kirra)
    window.campaign.assets.set_value(rockhorn.row.id, "health.out_of_action", True)
    page = _reference(qtbot, window)
    assert page.moves.select_imported(FACE_DANGER)
    box = page.moves.roll_box
    _choose(box.persona_combo, kirra)
    qtbot.wait(20)
    notes = box.asset_notes
    assert notes.isVisible() and notes.text().startswith("Not offered: Rockhorn")
    assert notes.width() <= box.width()
    assert unnamed(controls(box)) == []
    name = f"roll-box-assets-{size[0]}-{'dark' if dark else 'light'}"
    window.grab().save(str(screenshots / f"{name}.png"))
    box.grab().save(str(screenshots / f"{name}-box.png"))
