"""Set-up shared by the GUI tests of a Persona's Cortex tab."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Unpack

from cortex_sheets import StressDice, store_sheet
from PySide6.QtWidgets import QScrollArea

from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.cortex.cortex_tab import CortexTab
from starshine_desktop.ui.main_window import MainWindow

from ..conftest import WindowFactory


def cortex_persona(path: Path, name: str, plot_points: int, **stress: Unpack[StressDice]) -> int:
    """Add a Persona with ``plot_points`` and stress dice (sides by type) to the file."""
    campaign = open_campaign(path)
    try:
        [new_id] = campaign.personae.add_persona(PersonaValues(name)).changes.added_ids(
            RecordKind.PERSONA
        )
        sheet = replace(campaign.cortex_sheets.sheet(new_id), plot_points=plot_points, **stress)
        store_sheet(campaign, sheet)
        return new_id
    finally:
        campaign.close()


def stored_cortex(path: Path) -> list[tuple[object, ...]]:
    """Return (plot points, physical, mental) of every stored Cortex sheet."""
    connection = sqlite3.connect(path)
    try:
        return connection.execute(
            "SELECT plot_points, stress_physical, stress_mental FROM cortex_sheet"
        ).fetchall()
    finally:
        connection.close()


def scroll_of(tab: CortexTab) -> QScrollArea:
    """Return the scroll area the tab sits in."""
    parent = tab.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    assert parent is not None
    return parent


def open_cortex_tab(
    open_window: WindowFactory, path: Path, persona: int
) -> tuple[MainWindow, CortexTab]:
    """Open the campaign at 1366×768 with ``persona`` selected and its Cortex tab shown."""
    window = open_window(path)
    window.resize(1366, 768)
    window.select_persona(persona)
    tab = window.persona_tab("Cortex")
    assert isinstance(tab, CortexTab)
    window.personae.persona_tabs.setCurrentIndex(
        window.personae.persona_tabs.indexOf(scroll_of(tab))
    )
    return window, tab
