"""A built-in move (the seed's Companion Takes a Hit) rolled from the Reference's Moves tab on
a sheet holding a companion: its health offered by the companion's name with the value it
holds, as an imported move's roll box offers it; out of action on the sheet, it is not
offered (the box says why) and the value is typed again, as it is with no companion."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from starshine_desktop.ui.ironsworn.ironsworn_tab import IronswornTab
from starshine_desktop.ui.main_window import MainWindow

from ..conftest import WindowFactory
from ..look import dark_palette
from ..test_accessible import controls, unnamed
from .test_asset_rolls_gui import LEFT, ROCKHORN, _import, _options, _reference, _section
from .test_asset_rolls_gui import _take as _take_card
from .test_sheet_assets_gui import _choose, _type_into

TAKES_A_HIT = "Companion Takes a Hit"
TYPED = "Test their resilience (or their health is 0): +companion health"
ROCKHORN_HEALTH = "Test their resilience (or their health is 0): +Rockhorn health"


def _sheet_with_rockhorn(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> IronswornTab:
    qtbot.mouseClick(window.personae.add_button, LEFT)
    tab = window.persona_tab("Ironsworn")
    assert isinstance(tab, IronswornTab)
    _import(window, monkeypatch)
    _take_card(qtbot, tab, ROCKHORN)
    [card] = tab.assets_box.cards.values()
    _type_into(qtbot, card.edits["health"], "3")
    return tab


def test_a_built_in_move_offers_the_companions_health(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(campaign_path)
    window.resize(1366, 768)
    tab = _sheet_with_rockhorn(qtbot, window, monkeypatch)
    kirra = tab.persona_id

    page = _reference(qtbot, window)
    page.moves.select_move(TAKES_A_HIT)
    box = page.moves.roll_box
    assert box.imported_move is None  # the seed's move, not the package's
    _choose(box.persona_combo, kirra)
    assert _options(box) == [ROCKHORN_HEALTH]
    assert box.stat_spin.value() == 3
    assert not box.asset_notes.isVisible()
    _type_into(qtbot, box.typed, "2 1 9")  # 3 + 2 = 5 against 1 and 9: a weak hit
    qtbot.mouseClick(box.roll_typed_button, LEFT)
    assert "Weak hit" in box.result.text()

    # Nobody's sheet: the value is typed.
    _choose(box.persona_combo, None)
    assert _options(box) == [TYPED]
    box.stat_spin.setValue(4)
    assert box.stat_spin.value() == 4

    # The rockhorn ticked out of action on the sheet: not offered, and the box says why.
    _section(qtbot, window, "Personae")
    [rockhorn] = tab.assets_box.cards.values()
    out: QCheckBox = rockhorn.boxes["health.out_of_action"]
    tab.scroll_to_assets()
    qtbot.mouseClick(out, LEFT, pos=QPoint(8, out.height() // 2))
    assert out.isChecked()
    page = _reference(qtbot, window)
    page.moves.select_move(TAKES_A_HIT)
    _choose(box.persona_combo, kirra)
    assert _options(box) == [TYPED]
    assert box.stat_spin.value() == 4  # the value typed is kept
    assert box.asset_notes.isVisible()
    assert box.asset_notes.text() == "Not offered: Rockhorn (out of action)."

    # A built-in move rolling no asset's meter is offered as the seed gives it.
    page.moves.select_move("Face Danger")
    assert not any("Rockhorn" in option for option in _options(box))
    assert not box.asset_notes.isVisible()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("dark", [False, True])
def test_the_built_in_moves_roll_box_on_screen(
    qtbot: QtBot,
    open_window: WindowFactory,
    campaign_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    screenshots: Path,
    size: tuple[int, int],
    dark: bool,
) -> None:
    """Companion Takes a Hit (built in) on a sheet with the rockhorn, for a person to look at
    (STARSHINE_SCREENSHOTS keeps the pictures): the companion's health offered, whole."""
    window = open_window(campaign_path)
    if dark:
        window.setPalette(dark_palette())
    window.resize(*size)
    tab = _sheet_with_rockhorn(qtbot, window, monkeypatch)
    page = _reference(qtbot, window)
    page.moves.select_move(TAKES_A_HIT)
    box = page.moves.roll_box
    _choose(box.persona_combo, tab.persona_id)
    qtbot.wait(20)
    assert box.option_combo.currentText() == ROCKHORN_HEALTH
    assert box.option_combo.width() <= box.width()
    assert unnamed(controls(box)) == []
    name = f"roll-box-seed-companion-{size[0]}-{'dark' if dark else 'light'}"
    window.grab().save(str(screenshots / f"{name}.png"))
    box.grab().save(str(screenshots / f"{name}-box.png"))
