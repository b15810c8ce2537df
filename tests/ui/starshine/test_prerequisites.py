"""An action that needs something first is off and says what, beside it, before the click."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.persona_records import (
    CharacteristicsTab,
    InvestmentsTab,
    StrategiesTab,
)

from ..person import click, type_into


@pytest.fixture
def window(open_window: Callable[[Path], MainWindow], campaign_path: Path) -> MainWindow:
    opened = open_window(campaign_path)
    opened.personae.add_persona()
    opened.resize(1024, 600)
    return opened


def _beside(button: object, hint: object) -> bool:
    """Tell whether ``hint`` sits in the same row as ``button`` (the two share a parent)."""
    from PySide6.QtWidgets import QWidget

    assert isinstance(button, QWidget) and isinstance(hint, QWidget)
    top = button.mapTo(button.window(), button.rect().topLeft()).y()
    hint_top = hint.mapTo(hint.window(), hint.rect().topLeft()).y()
    return abs(top - hint_top) < button.height() * 2


def test_make_investment_waits_for_an_element_and_a_characteristic(
    qtbot: QtBot, window: MainWindow
) -> None:
    tab = window.persona_tab("Investments")
    assert isinstance(tab, InvestmentsTab)
    hint = tab.make_needs.hint
    assert not tab.make_button.isEnabled()
    assert hint.isVisible() and _beside(tab.make_button, hint)
    assert "Element and a Characteristic" in hint.text()
    persona = window.current_persona_id()
    assert persona is not None
    window.perform("Add Element", lambda: window.campaign.records.add_element("The Harbour", 2))
    assert not tab.make_button.isEnabled()
    assert hint.text() == (
        "An Investment needs a Characteristic: add one on the Characteristics page first."
    )
    window.perform(
        "Add Characteristic", lambda: window.campaign.records.add_characteristic(persona, "Bold", 3)
    )
    assert tab.make_button.isEnabled()
    assert not hint.isVisible()
    type_into(qtbot, tab.relationship_edit, "protects it")
    click(qtbot, tab.make_button)
    assert tab.investments.model.rowCount() == 1
    window.undo_action.trigger()
    window.undo_action.trigger()  # the Characteristic goes again: the button says so
    assert not tab.make_button.isEnabled()
    assert "Characteristic" in hint.text() and hint.isVisible()


def test_add_expression_waits_for_a_characteristic_to_belong_to(
    qtbot: QtBot, window: MainWindow
) -> None:
    tab = window.persona_tab("Characteristics")
    assert isinstance(tab, CharacteristicsTab)
    add = tab.expressions.add_button
    assert not add.isEnabled()
    assert tab.expression_needs.hint.text() == (
        "An Expression belongs to a Characteristic: add one first."
    )
    assert _beside(add, tab.expression_needs.hint)
    click(qtbot, tab.characteristics.add_button)  # the new one is selected
    assert add.isEnabled() and not tab.expression_needs.hint.isVisible()
    click(qtbot, add)
    assert tab.expressions.model.rowCount() == 1
    tab.characteristics.view.setCurrentIndex(tab.characteristics.model.index(-1, -1))
    assert not add.isEnabled()
    assert tab.expression_needs.missing == "Select the Characteristic the Expression belongs to."


def test_develop_waits_for_a_strategy(qtbot: QtBot, window: MainWindow) -> None:
    tab = window.persona_tab("Strategies")
    assert isinstance(tab, StrategiesTab)
    assert not tab.develop_button.isEnabled()
    assert tab.develop_needs.missing == "Start a Strategy first, then develop it."
    type_into(qtbot, tab.name_edit, "Win the Guild over")
    click(qtbot, tab.start_button)
    assert tab.strategies.model.rowCount() == 1
    assert tab.strategies.current_id() is not None
    assert tab.develop_button.isEnabled()
    assert tab.develop_needs.missing is None
