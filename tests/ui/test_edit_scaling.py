"""An edit costs the rows it names, never the campaign's size (issue 27, point 1).

A campaign in the shape people have it (Actors on a few Personae, Episodes with their
players and check-offs, modifiers, Investments, Strategies, Challenges, tracks) is built at
two sizes with the same Personae in play; the window opens every section and every Persona
tab, so each page sees each change. Then one edit, its undo and its redo run while SQLite
counts the virtual-machine steps every statement takes (a step reads or skips one row or
one index entry, so a scan of every Trait shows as thousands of them). The count must not
grow with the campaign: ten times the Personae and Traits, the same work.
"""

from __future__ import annotations

import importlib.util
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.services.starshine.records import TraitFields
from starshine_desktop.ui.app import build_main_window
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.models.table_model import TableModel
from starshine_desktop.ui.sections import PERSONA_TABS, SECTIONS

from .conftest import ScriptedPrompter

GENERATOR = Path(__file__).resolve().parents[2] / "bench" / "real_campaign.py"
#: The same four Personae are in play in both campaigns.
IN_PLAY = 4
SMALL, LARGE = 40, 400
#: SQLite calls the counter once per this many virtual-machine steps.
STEP = 10


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("real_campaign", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("real_campaign", module)
    spec.loader.exec_module(module)
    return module


def _every_page(window: MainWindow) -> None:
    """Open every section and Persona tab, then let the tables' idle preparation finish."""
    app = QApplication.instance()
    assert app is not None
    for number in range(len(SECTIONS) + 1):
        window.show_section(number)
        app.processEvents()
    window.show_section(0)
    window.select_persona(1)
    for tab in PERSONA_TABS:
        window.persona_tab(tab.title)
        app.processEvents()
    tables = window.findChildren(TableModel)
    for _ in range(10_000):
        if not any(table.preparing for table in tables):
            break
        app.processEvents()


def _connection(window: MainWindow) -> sqlite3.Connection:
    """Return the campaign's SQLite connection (every read and write of the window)."""
    connection: sqlite3.Connection = window.campaign._database._connection
    return connection


def _steps(window: MainWindow, action: Callable[[], object]) -> int:
    """Return the SQLite steps (in units of ``STEP``) that ``action`` and its repaint took."""
    app = QApplication.instance()
    assert app is not None
    counted = [0]

    def count() -> int:
        counted[0] += 1
        return 0

    connection = _connection(window)
    connection.set_progress_handler(count, STEP)
    try:
        action()
        app.processEvents()
    finally:
        connection.set_progress_handler(None, STEP)
    return counted[0]


def _work(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter, personae: int
) -> dict[str, int]:
    path = tmp_path / f"campaign-{personae}.starshine"
    _generator().build(path, personae, in_play=IN_PLAY)
    window = build_main_window(open_campaign(path), prompter=prompter)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    _every_page(window)
    campaign = window.campaign
    episodes = window.section_page("Episodes")
    assert episodes is not None and getattr(episodes, "episode_id", None) is not None
    traits = [row for row in campaign.records.list_trait_listing() if row.persona_id == 1]
    trait = traits[0]

    def guard() -> object:
        return window.perform(
            "Change Guard", lambda: campaign.personae.set_score(1, Score.GUARD, 5)
        )

    def strength() -> object:
        return window.perform(
            "Change Strength",
            lambda: campaign.records.set_field(
                TraitFields.STRENGTH, trait.id, trait.strength % 5 + 1
            ),
        )

    work = {
        "guard of a Persona in play": _steps(window, guard),
        "its undo": _steps(window, window.undo_stack.undo),
        "its redo": _steps(window, window.undo_stack.redo),
        "guard of a Persona not in play": _steps(
            window,
            lambda: window.perform(
                "Change Guard", lambda: campaign.personae.set_score(3, Score.GUARD, 5)
            ),
        ),
        "rename of a Persona not in play": _steps(
            window,
            lambda: window.perform(
                "Rename", lambda: campaign.personae.rename_persona(3, "Ἀχιλλεύς Ωραίος")
            ),
        ),
        "strength of a Trait in play": _steps(window, strength),
        "undo of that": _steps(window, window.undo_stack.undo),
    }
    window.close()
    campaign.close()
    return work


def test_one_edit_with_every_page_built_costs_the_same_at_ten_times_the_campaign(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    small = _work(qtbot, tmp_path, prompter, SMALL)
    large = _work(qtbot, tmp_path, prompter, LARGE)
    grown = {
        edit: (small[edit], large[edit])
        for edit in small
        # a B-tree one level deeper costs a few steps more: allow 20 % and 30 units
        if large[edit] > small[edit] * 1.2 + 30
    }
    print(f"SQLite steps (×{STEP}) at {SMALL} and {LARGE} Personae:", small, large)
    assert not grown, f"SQLite steps (×{STEP}) grew with the campaign: {grown}"
