"""An edit asks the tables for the cells it changed, never for a column of every row.

The Personae table sized its Name column to its contents: on every edit the header asked
the model for the size of that column's cells, a thousand rows of them, so an edit cost
the campaign's size in the window's own work (not in SQLite's, which
``test_edit_scaling`` counts). The Persona tabs read the shown Persona's records again on
any change of its row (a Score, its name). Here the window opens every page of the same
campaign at two sizes; one edit, its undo and redo count the cells the models are asked
for, and must not grow with the campaign; a Guard edit of the shown Persona reads none of
its records.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.ui.app import build_main_window
from starshine_desktop.ui.models.table_model import TableModel

from .conftest import ScriptedPrompter
from .test_edit_scaling import IN_PLAY, LARGE, SMALL, _every_page, _generator


def _cells(
    qtbot: QtBot,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
    personae: int,
) -> tuple[dict[str, int], int]:
    # Counted from the start: Qt finds a model's Python ``data`` once, when it is made.
    asked = [0]
    data = TableModel.data

    def counting(self: TableModel[Any], index: Any, role: int = 0) -> object:
        asked[0] += 1
        return data(self, index, role)

    monkeypatch.setattr(TableModel, "data", counting)
    path = tmp_path / f"campaign-{personae}.starshine"
    _generator().build(path, personae, in_play=IN_PLAY)
    window = build_main_window(open_campaign(path), prompter=prompter)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    _every_page(window)
    window.show_section(0)
    window.select_persona(1)
    campaign = window.campaign
    app = QApplication.instance()
    assert app is not None

    def cells(action: Callable[[], object]) -> int:
        asked[0] = 0
        action()
        app.processEvents()
        return asked[0]

    read = [0]
    records = campaign.records.persona_records

    def reading(persona_id: int) -> object:
        read[0] += 1
        return records(persona_id)

    monkeypatch.setattr(campaign.records, "persona_records", reading)
    work = {
        "guard": cells(
            lambda: window.perform(
                "Change Guard", lambda: campaign.personae.set_score(1, Score.GUARD, 5)
            )
        ),
        "its undo": cells(window.undo_stack.undo),
        "its redo": cells(window.undo_stack.redo),
    }
    monkeypatch.undo()
    window.close()
    campaign.close()
    return work, read[0]


def test_an_edit_asks_for_the_same_cells_at_ten_times_the_campaign(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter, monkeypatch: pytest.MonkeyPatch
) -> None:
    small, small_reads = _cells(qtbot, tmp_path, prompter, monkeypatch, SMALL)
    large, large_reads = _cells(qtbot, tmp_path, prompter, monkeypatch, LARGE)
    print(f"cells asked for at {SMALL} and {LARGE} Personae:", small, large)
    assert all(small[edit] > 0 for edit in small)  # the changed row is repainted
    grown = {edit: (small[edit], large[edit]) for edit in small if large[edit] > small[edit] * 1.5}
    assert not grown, f"the cells an edit asks for grew with the campaign: {grown}"
    # A Guard edit, undo or redo of the shown Persona reads none of its records again.
    assert (small_reads, large_reads) == (0, 0)
