"""Opening Elements, Tracks or Dice costs the same whatever the campaign's size (issue 27, point 3).

Elements' Traits table listed every Trait of the campaign when it opened: 300,000 rows read
and filed, one Python call after another, before the window showed anything (1.7 s of
processor time at 10,000 Personae). It now reads its first page when it opens and the rest
in idle moments; the Persona names the tables show are read as ids and names, not as whole
Persona rows; Dice lists a step of the Personae to tick (``PEOPLE_STEP``), the rest in idle
moments. The same campaign is built at two sizes (ten times the Personae and Traits):
opening each section must read the same rows from SQLite and make the same Python calls,
within a margin for what a bigger campaign honestly shows more of (its Elements, its vows)
and one row of names per Persona.
"""

from __future__ import annotations

import sqlite3
import sys
from functools import partial
from pathlib import Path
from types import FrameType

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.ui.app import build_main_window
from starshine_desktop.ui.cortex.people_to_tick import PEOPLE_STEP
from starshine_desktop.ui.ironsworn.tracks import fill_owner_combo, owner_combo
from starshine_desktop.ui.models import table_model
from starshine_desktop.ui.models.names import PersonaNames
from starshine_desktop.ui.models.table_model import Column, TableModel
from starshine_desktop.ui.sections import SECTIONS
from starshine_desktop.ui.sections.cortex_statements import CortexStatementsSection
from starshine_desktop.ui.starshine.elements import ElementsPage
from starshine_desktop.ui.widgets.record_table import FIT_ROWS, FIT_SAMPLE, RecordTable

from .conftest import ScriptedPrompter
from .test_edit_scaling import STEP, _generator

#: 1,200 and 12,000 Traits: both more than a page.
SMALL, LARGE = 40, 400
OPENED = ("Elements", "Tracks", "Dice")


def _opening(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter, personae: int
) -> dict[str, tuple[int, int]]:
    """Return, per section, the SQLite steps (units of ``STEP``) and Python calls opening it
    took, and check that the Traits table showed its first page only."""
    tmp_path.mkdir(exist_ok=True)
    path = tmp_path / f"campaign-{personae}.starshine"
    _generator().build(path, personae, in_play=4)
    window = build_main_window(open_campaign(path), prompter=prompter)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    connection: sqlite3.Connection = window.campaign._database._connection
    titles = [section.title for section in SECTIONS]
    found: dict[str, tuple[int, int]] = {}
    for title in OPENED:
        steps, calls = [0], [0]

        def step(steps: list[int] = steps) -> int:
            steps[0] += 1
            return 0

        def call(frame: FrameType, event: str, arg: object, calls: list[int] = calls) -> None:
            if event == "call":
                calls[0] += 1

        connection.set_progress_handler(step, STEP)
        sys.setprofile(call)
        try:
            window.show_section(titles.index(title) + 1)
            # the first turn of the event loop (the first paint) is part of the opening
            app.sendPostedEvents()
        finally:
            sys.setprofile(None)
            connection.set_progress_handler(None, STEP)
        found[title] = (steps[0], calls[0])
        page = window.section_page(title)
        if isinstance(page, CortexStatementsSection):  # the people to tick: a step of them
            assert page.challenges.people_list.count() == min(personae, PEOPLE_STEP)
        if isinstance(page, ElementsPage):
            assert page.traits.model.rowCount() == table_model.PAGE
            assert page.traits.model.loading
            assert page.traits.count_label.text() == f"{table_model.PAGE} of {personae * 30}"
    window.close()
    window.campaign.close()
    return found


def test_opening_a_section_reads_and_calls_the_same_at_ten_times_the_campaign(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    _opening(qtbot, tmp_path / "first", prompter, SMALL)  # the modules imported, then:
    small = _opening(qtbot, tmp_path, prompter, SMALL)
    large = _opening(qtbot, tmp_path, prompter, LARGE)
    print(f"(SQLite steps ×{STEP}, Python calls) at {SMALL} and {LARGE} Personae:", small, large)
    grown = {
        title: (small[title], large[title])
        for title in OPENED
        # Allowed: a B-tree a level deeper (30 %) and the names of the Personae, one row each
        # (``STEP`` SQLite steps a Persona, read in C: a few ms at 10,000); in Python calls,
        # ten times the Elements shown (their cells fill the view: a few thousand calls).
        # Every Trait read and filed is tens of thousands more. (Tracks' Python calls grow
        # with the vows in view, one per tenth Persona, Dice's with the people listed, up to
        # ``PEOPLE_STEP``: they are not compared.)
        if large[title][0] > small[title][0] * 1.3 + (LARGE - SMALL)
        or (title == "Elements" and large[title][1] > small[title][1] * 1.3 + 5_000)
    }
    assert not grown, f"opening grew with the campaign: {grown}"


def _these(names: dict[int, str], ids: list[int] | None) -> dict[int, str]:
    return names if ids is None else {i: names[i] for i in ids if i in names}


def test_a_list_of_owners_is_sized_without_measuring_every_name(qtbot: QtBot) -> None:
    """Sized to its contents, the Tracks page's owner list of 10,000 Personae measured
    every name when the page was laid out; its width no longer depends on the names."""
    short = {number: f"P{number}" for number in range(1, 4)}
    widths = []
    for names in (short, {**short, 4: "Ὑπερήφανος " * 12}):
        combo = owner_combo("owner")
        qtbot.addWidget(combo)
        persona_names = PersonaNames(partial(_these, names))
        persona_names.reload()
        fill_owner_combo(combo, persona_names, None)
        assert combo.count() == len(names) + 1  # nobody, then each Persona
        widths.append(combo.sizeHint().width())
    assert widths[0] == widths[1]


def test_a_table_sized_to_its_contents_reads_a_sample_of_its_rows(qtbot: QtBot) -> None:
    """A table of up to ``FIT_ROWS`` rows is sized to its contents when its rows arrive: Qt
    read every row for it (500 Elements at 10,000 Personae: 40-100 ms of opening Elements);
    now the rows in view and ``FIT_SAMPLE`` more."""
    read: set[int] = set()

    def name(row: tuple[int, str]) -> str:
        read.add(row[0])
        return row[1]

    model: TableModel[tuple[int, str]] = TableModel([Column("Name", name)])
    table = RecordTable("sample", model)
    qtbot.addWidget(table)
    table.resize(800, 600)
    table.show()
    rows = [(number, f"Element {number}") for number in range(1, FIT_ROWS)]
    model.reset_rows(rows)
    assert len(read) <= FIT_SAMPLE + 50 < len(rows)
    assert table.view.columnWidth(0) >= table.fontMetrics().horizontalAdvance("Element 100")


def test_a_record_sought_in_a_table_still_reading_its_pages_is_read_and_selected(
    qtbot: QtBot,
) -> None:
    """Find, or a Trait just added, selects a record the Traits table has not read yet."""
    rows = [(number, f"Trait {number}") for number in range(1, 3 * table_model.PAGE)]
    model: TableModel[tuple[int, str]] = TableModel([Column("Name", lambda row: row[1])])
    table = RecordTable("streamed", model)
    qtbot.addWidget(table)
    model.stream_rows(lambda after, size: [r for r in rows if r[0] > (after or 0)][:size])
    last = rows[-1][0]
    assert model.loading and model.row_of(last) is None
    table.select_id(last)
    assert not model.loading and model.rowCount() == len(rows)
    assert table.current_id() == last
