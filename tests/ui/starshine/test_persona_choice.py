"""The Personae a Challenge's set-up offers: a checkable list model that filters and sorts its
own list, read for the rows shown only."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.starshine.challenges import ChallengesPage
from starshine_desktop.ui.starshine.persona_choice import PAGE, PersonaChoiceModel, SetUpNames

from ..conftest import WindowFactory

NAMES = {1: "Vesper", 2: "ada Quill", 3: "Brannoc", 4: "Ida", 5: "Ada Quill"}


class Described:
    """Stands in for the service: the line of each Persona asked for, and who was asked."""

    def __init__(self) -> None:
        self.asked: list[int] = []

    def __call__(self, ids: Sequence[int]) -> dict[int, str]:
        self.asked.extend(ids)
        return {ident: f"{NAMES[ident]} — Stance 1" for ident in ids if ident != 4}


def test_the_model_passes_the_model_tester_through_filters_and_ticks(
    qtmodeltester: ModelTester,
) -> None:
    model = PersonaChoiceModel(NAMES, Described(), chosen=[3, 99])
    qtmodeltester.check(model)
    # Sorted by name whatever the case, the same names by id.
    assert [model.index(row).data(Qt.ItemDataRole.AccessibleTextRole) for row in range(5)] == [
        "ada Quill",
        "Ada Quill",
        "Brannoc",
        "Ida",
        "Vesper",
    ]
    assert model.chosen() == [3]  # an id that is not a Persona is left out
    model.set_filter("  QUILL ")
    assert model.rowCount() == 2
    model.set_filter("quill a")
    assert model.rowCount() == 0
    model.set_filter("i")
    assert [model.index(row).data() for row in range(model.rowCount())] == [
        "ada Quill — Stance 1",
        "Ada Quill — Stance 1",
        "Ida",  # a Persona gone since: its name
    ]
    assert model.setData(model.index(2), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    assert model.index(2).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    model.set_filter("")
    assert model.rowCount() == 5
    assert model.chosen() == [3, 4]
    assert model.row_of(4) == 3
    qtmodeltester.check(model)


def test_lines_are_read_a_page_at_a_time_for_the_rows_asked_only() -> None:
    names = {ident: f"Persona {ident:05d}" for ident in range(1, 1001)}
    asked: list[int] = []

    def describe(ids: Sequence[int]) -> dict[int, str]:
        asked.extend(ids)
        return {ident: names[ident] + " — read" for ident in ids}

    model = PersonaChoiceModel(names, describe)
    assert asked == []  # nothing read before a row is shown
    assert model.index(0).data() == "Persona 00001 — read"
    assert asked == list(range(1, PAGE + 1))
    assert model.index(PAGE - 1).data() == f"Persona {PAGE:05d} — read"
    assert len(asked) == PAGE  # kept: the same page is not read again
    assert model.rows_described == PAGE


def _campaign(path: Path, count: int) -> list[int]:
    campaign = create_campaign(path)
    try:
        ids: list[int] = []
        for number in range(count):
            changes = campaign.personae.add_persona(
                PersonaValues(f"Persona {number:04d}", stance=1)
            ).changes
            ids.extend(changes.added_ids(RecordKind.PERSONA))
        for name in ("Ada Quill", "Bren Hale"):
            changes = campaign.personae.add_persona(PersonaValues(name, stance=2)).changes
            ids.extend(changes.added_ids(RecordKind.PERSONA))
        return ids
    finally:
        campaign.close()


def _challenges(window: QWidget) -> ChallengesPage:
    page = window.section_page("Challenges")  # type: ignore[attr-defined]
    assert isinstance(page, ChallengesPage)
    return page


def test_a_person_finds_personae_by_name_ticks_them_and_starts(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ids = _campaign(path, 30)
    ada, bren = ids[-2:]
    window = open_window(path)
    wizard = _challenges(window).start_challenge()
    qtbot.waitExposed(wizard)
    setup = wizard.setup_page
    view = setup.personae_list
    setup.personae_filter.setFocus()
    qtbot.keyClicks(setup.personae_filter, "ada")
    assert setup.personae.rowCount() == 1
    first = view.visualRect(setup.personae.index(0))
    assert setup.personae.index(0).data().startswith("Ada Quill — Stance 2")
    # Click the check box at the row's left, as a person does.
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(first.left() + 8, first.center().y())
    )
    assert setup.chosen_personae() == [ada]
    assert setup.strategies.isVisible()
    assert "Ada Quill has no active Strategy" in setup.strategies.warnings[ada].text()
    setup.personae_filter.setFocus()
    qtbot.keyClick(setup.personae_filter, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(setup.personae_filter, "HALE")
    assert setup.personae.rowCount() == 1
    view.setFocus()
    view.select_row(0)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # Space ticks the current row
    assert setup.chosen_personae() == [ada, bren]
    setup.personae_filter.clear()
    assert setup.personae.rowCount() == 32
    assert setup.title() == "Challenge: Ada Quill, Bren Hale"
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert wizard.play is not None
    assert [p["name"] for p in wizard.scenario()["personae"]] == ["Ada Quill", "Bren Hale"]


def _opened(qtbot: QtBot, open_window: WindowFactory, path: Path) -> tuple[int, int]:
    window = open_window(path)
    wizard = _challenges(window).start_challenge()
    qtbot.waitExposed(wizard)
    setup = wizard.setup_page
    view = setup.personae_list
    view.viewport().grab()  # every row in sight is drawn
    shown = view.indexAt(view.viewport().rect().bottomLeft()).row()
    assert shown > 0  # the list shows rows down to its bottom
    widgets = len(setup.findChildren(QWidget))
    window.close()
    return setup.personae.rows_described, widgets


def test_opening_reads_and_builds_for_the_rows_in_sight_not_the_personae(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    small = tmp_path / "Small.starshine"
    large = tmp_path / "Large.starshine"
    _campaign(small, 80)
    _campaign(large, 800)
    described_small, widgets_small = _opened(qtbot, open_window, small)
    described_large, widgets_large = _opened(qtbot, open_window, large)
    assert 0 < described_small == described_large <= 2 * PAGE
    assert widgets_small == widgets_large


_IDS = st.integers(min_value=1, max_value=30)
_WORDS = st.sampled_from(
    ["Ada", "ada", "Ἀχιλλεύς", "ſchön", "Schön", "Brannoc", "ΩΡΑΊΟΣ", "Ωραίος"]
)


@given(
    st.dictionaries(_IDS, _WORDS),
    st.dictionaries(_IDS, _WORDS),
    st.sets(_IDS),
)
def test_names_brought_up_to_date_are_the_names_sorted_afresh(
    before: dict[int, str], renamed: dict[int, str], removed: set[int]
) -> None:
    """Renaming, adding and removing a few Personae places only those, as a fresh sort would."""
    kept = SetUpNames.of(before)
    gone = removed - renamed.keys()
    after = kept.renamed(renamed, gone)
    expected = {i: n for i, n in before.items() if i not in gone} | renamed
    assert after == SetUpNames.of(expected)
    assert kept == SetUpNames.of(before)  # the names a model shows stay as they were


def _steps(page: ChallengesPage, action: Callable[[], object]) -> int:
    """Return the SQLite steps (in tens) that ``action`` took on the campaign's connection."""
    counted = [0]

    def count() -> int:
        counted[0] += 1
        return 0

    connection: sqlite3.Connection = page.host.campaign._database._connection
    connection.set_progress_handler(count, 10)
    try:
        action()
    finally:
        connection.set_progress_handler(None, 10)
    return counted[0]


def _again(qtbot: QtBot, open_window: WindowFactory, path: Path, ids: list[int]) -> list[int]:
    """Open Start Challenge, rename a Persona and open it again: the steps of each."""
    window = open_window(path)
    page = _challenges(window)
    first = _steps(page, page.start_challenge)
    assert page.wizard is not None
    page.wizard.close()
    rename = _steps(
        page,
        lambda: window.perform(
            "Rename", lambda: window.campaign.personae.rename_persona(ids[0], "Zoë Ἀχιλλεύς")
        ),
    )
    again = _steps(page, page.start_challenge)
    wizard = page.wizard
    assert wizard is not None
    model = wizard.setup_page.personae
    last = model.rowCount() - 1
    assert model.index(last).data(Qt.ItemDataRole.AccessibleTextRole) == "Zoë Ἀχιλλεύς"
    window.close()
    return [first, rename, again]


def test_opening_again_reads_no_names_and_a_rename_reads_its_own(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    """The first opening reads every name; a rename then reads the one renamed, and opening
    again reads the rows in sight only: the same at ten times the Personae."""
    small = tmp_path / "Small.starshine"
    large = tmp_path / "Large.starshine"
    small_ids = _campaign(small, 80)
    large_ids = _campaign(large, 800)
    first_small, rename_small, again_small = _again(qtbot, open_window, small, small_ids)
    first_large, rename_large, again_large = _again(qtbot, open_window, large, large_ids)
    print(
        "SQLite steps (×10):",
        [first_small, rename_small, again_small],
        "then",
        [first_large, rename_large, again_large],
    )
    assert first_large > 5 * first_small  # every name, the first time
    assert again_large <= again_small * 1.2 + 30
    assert rename_large <= rename_small * 1.2 + 30
