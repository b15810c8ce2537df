"""Edit › Find in campaign… like a person: Ctrl+Shift+F, type, Enter or double-click."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.cortex import ChallengeLength, Difficulty
from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.services.search import Hit, SearchService
from starshine_desktop.storage.search_reads import SearchKind
from starshine_desktop.ui.dialogs.find import FOUND_COLUMN, FindDialog, hit_at
from starshine_desktop.ui.ironsworn.reference import ReferencePage
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.episodes import EpisodesPage

from .conftest import ScriptedPrompter
from .person import type_into


@pytest.fixture
def window(open_window: Callable[[Path], MainWindow], tmp_path: Path) -> MainWindow:
    """The sample campaign with a challenge pool and a statement scene added."""
    path = tmp_path / "sample.starshine"
    campaign = create_from_data(sample_campaign_data(), path)
    vesper = next(p.id for p in campaign.personae.list_personae() if p.name == "Vesper Hale")
    campaign.cortex_pools.create_challenge(
        "Storm pool", Difficulty.EASY, ChallengeLength.SHORT, [vesper]
    )
    campaign.statement_scenes.create_scene("Harbour council")
    campaign.records.set_stance(vesper, 5, "Refused the Guild's bribe at the Éclair docks")
    campaign.tracks.record_oracle_roll("Pay the Price", 42, "Bolster")
    campaign.tracks.record_oracle_roll("Make a Discovery", 63, "Øresund Crossing")
    campaign.tracks.record_oracle_roll("Ask the Oracle (Likely)", 7, "Yes, with a match")
    campaign.tracks.record_oracle_roll("Confront Chaos", 15, "A guild of lamplighters")
    campaign.close()
    return open_window(path)


def _open_find(qtbot: QtBot, window: MainWindow) -> FindDialog:
    qtbot.keyClick(
        window,
        Qt.Key.Key_F,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    dialog = window.findChild(FindDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.isModal()
    return dialog


def _search(qtbot: QtBot, dialog: FindDialog, text: str) -> list[str]:
    type_into(qtbot, dialog.search_edit, text)
    qtbot.waitUntil(lambda: not dialog.searching)
    model = dialog.model
    return [
        f"{model.index(row, 0).data()}: {model.index(row, 1).data()}"
        for row in range(model.rowCount())
    ]


def _persona_id(window: MainWindow, name: str) -> int:
    return next(p.id for p in window.campaign.personae.list_personae() if p.name == name)


def test_enter_on_a_trait_hit_shows_its_persona_with_the_trait_selected(
    qtbot: QtBot, window: MainWindow, qtmodeltester: ModelTester, screenshots: Path
) -> None:
    window.resize(1366, 768)
    dialog = _open_find(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.search_edit)

    shown = _search(qtbot, dialog, "COLD water")

    assert shown == [
        "Trait: Trait 'Cold water rising' held by Vesper Hale",
        "Trait: Trait 'Cold water rising' held by Brannoc Reed",
    ]
    qtmodeltester.check(dialog.model)
    dialog.grab().save(str(screenshots / "find-dialog.png"))
    qtbot.keyClick(dialog.search_edit, Qt.Key.Key_Down)  # to Brannoc's Trait
    qtbot.keyClick(dialog.search_edit, Qt.Key.Key_Return)

    brannoc = _persona_id(window, "Brannoc Reed")
    assert window.pages.currentIndex() == 0
    assert window.current_persona_id() == brannoc
    assert (
        window.personae.persona_tabs.tabText(window.personae.persona_tabs.currentIndex())
        == "Traits"
    )
    traits = window.persona_tab("Traits").traits  # type: ignore[attr-defined]
    row = traits.model.row_of(traits.current_id())
    assert traits.model.index(row, 0).data() == "Cold water rising"
    assert traits.view.selectionModel().isRowSelected(row)
    assert dialog.isVisible()  # it stays open for the next hit
    assert dialog.status.text().startswith("Showing Trait 'Cold water rising' held by Brannoc")
    window.grab().save(str(screenshots / "find-after-jump.png"))


def test_enter_on_a_stance_change_shows_its_persona_with_the_log_entry_selected(
    qtbot: QtBot, window: MainWindow, qtmodeltester: ModelTester, screenshots: Path
) -> None:
    window.resize(1366, 768)
    dialog = _open_find(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.search_edit)

    shown = _search(qtbot, dialog, "ÉCLAIR")

    assert shown == [
        "Stance change: Stance change 'Refused the Guild's bribe at the Éclair docks' of "
        "Vesper Hale (Stance 4 → 5)"
    ]
    qtmodeltester.check(dialog.model)
    qtbot.keyClick(dialog.search_edit, Qt.Key.Key_Return)

    assert window.pages.currentIndex() == 0
    assert window.current_persona_id() == _persona_id(window, "Vesper Hale")
    tabs = window.personae.persona_tabs
    assert tabs.tabText(tabs.currentIndex()) == "Strategies"
    log = window.persona_tab("Strategies").log  # type: ignore[attr-defined]
    assert log.isVisible()
    row = log.view.currentIndex().row()
    assert log.view.selectionModel().isRowSelected(row)
    assert [log.model.index(row, c).data() for c in (1, 2)] == [
        "4 → 5",
        "Refused the Guild's bribe at the Éclair docks",
    ]
    assert dialog.status.text().startswith("Showing Stance change 'Refused the Guild's bribe")
    window.grab().save(str(screenshots / "find-stance-change.png"))


def test_double_click_on_an_oracle_result_selects_it_in_the_oracle_history(
    qtbot: QtBot, window: MainWindow, screenshots: Path
) -> None:
    window.resize(1366, 768)
    dialog = _open_find(qtbot, window)
    shown = _search(qtbot, dialog, "øresund")
    assert shown == ["Oracle result: Oracle result 'Øresund Crossing' on Make a Discovery, roll 63"]
    view = dialog.results
    centre = view.visualRect(dialog.model.index(0, FOUND_COLUMN)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)

    assert window.sections.currentItem().text() == "Reference"
    page = window.section_page("Reference")
    assert isinstance(page, ReferencePage)
    assert page.tabs.currentWidget() is page.oracles
    history = page.oracles.history
    assert history.isVisible()
    row = history.currentIndex().row()
    assert history.selectionModel().isRowSelected(row)
    assert [history.model().index(row, c).data() for c in (1, 2, 3)] == [
        "Make a Discovery",
        "63",
        "Øresund Crossing",
    ]
    assert dialog.isVisible()
    window.grab().save(str(screenshots / "find-oracle-result.png"))


def test_stance_changes_and_oracle_results_are_listed_with_the_other_kinds(
    qtbot: QtBot, window: MainWindow, screenshots: Path
) -> None:
    dialog = _open_find(qtbot, window)
    dialog.resize(760, 420)

    shown = _search(qtbot, dialog, "guild")

    assert shown[3:] == [
        "Stance change: Stance change 'Refused the Guild's bribe at the Éclair docks' of "
        "Vesper Hale (Stance 4 → 5)",
        "Element: Element 'Harbour Guild'",
        "Oracle result: Oracle result 'A guild of lamplighters' on Confront Chaos, roll 15",
    ]
    assert dialog.status.text().startswith(f"{len(shown)} records.")
    dialog.grab().save(str(screenshots / "find-new-kinds.png"))
    assert _search(qtbot, dialog, "(LIKELY)") == [
        "Oracle result: Oracle result on 'Ask the Oracle (Likely)', roll 7: Yes, with a match"
    ]


def test_double_click_on_an_episode_hit_shows_the_episode_selected(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = _open_find(qtbot, window)
    assert _search(qtbot, dialog, "beneath") == ["Episode: Episode 'Beneath the Harbour'"]
    view = dialog.results
    centre = view.visualRect(dialog.model.index(0, FOUND_COLUMN)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)

    assert window.sections.currentItem().text() == "Episodes"
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    table = page.episodes
    current = table.view.currentIndex()
    assert table.model.index(current.row(), 1).data() == "Beneath the Harbour"
    assert dialog.isVisible()


@pytest.mark.parametrize(
    ("query", "kind", "section", "check"),
    [
        ("vesper hale", SearchKind.PERSONA, "Personae", "Vesper Hale"),
        ("first offer", SearchKind.EXPRESSION, "Personae", "refuses the first offer"),
        ("salt-stained", SearchKind.SIGNATURE_ITEM, "Personae", "Salt-stained map"),
        ("keep her", SearchKind.INVESTMENT, "Personae", "Aunt Hesper Keep her safe"),
        ("double shifts", SearchKind.STRATEGY, "Personae", "Work double shifts"),
        ("watchful", SearchKind.TRAIT, "Elements", "Watchful"),
        ("drowned", SearchKind.ELEMENT, "Elements", "The Drowned Gate"),
        ("plays brannoc", SearchKind.ACTOR, "Elements", "Tomás"),
        ("night at", SearchKind.CHALLENGE, "Challenges", "Night at the Drowned Gate"),
        ("comet passes", SearchKind.TRACK, "Tracks", ""),
        ("storm pool", SearchKind.CHALLENGE_POOL, "Dice", "Challenge pools"),
        ("council", SearchKind.SCENE, "Dice", "Statement scenes"),
        ("bribe", SearchKind.STANCE_CHANGE, "Personae", "4 → 5 Refused the Guild's bribe"),
        ("bolster", SearchKind.ORACLE_ROLL, "Reference", "Pay the Price 42 Bolster"),
        ("(likely)", SearchKind.ORACLE_ROLL, "Reference", "Yes, with a match"),
    ],
)
def test_every_kind_of_hit_goes_to_its_record(
    qtbot: QtBot, window: MainWindow, query: str, kind: SearchKind, section: str, check: str
) -> None:
    dialog = window.show_find()
    _search(qtbot, dialog, query)
    row = next(r for r in range(dialog.model.rowCount()) if hit_at(dialog.model, r).kind is kind)  # type: ignore[union-attr]
    hit = hit_at(dialog.model, row)
    assert hit is not None

    assert dialog.go_to_row(row)

    assert window.sections.currentItem().text() == section
    assert check in _shown_selection(window, section, hit.record_id)


def _shown_selection(window: MainWindow, section: str, record_id: int) -> str:
    """Return the text of what is selected on screen in ``section``."""
    if section == "Personae":
        tabs = window.personae.persona_tabs
        if tabs.currentIndex() == 0:
            persona = window.current_persona()
            return "" if persona is None else persona.name
        tab = window.persona_tab(tabs.tabText(tabs.currentIndex()))
        for table in tab.tables:  # type: ignore[attr-defined]
            if table.isVisible() and table.current_id() == record_id:
                index = table.view.currentIndex()
                return " ".join(
                    str(table.model.index(index.row(), c).data() or "")
                    for c in range(table.model.columnCount())
                )
        return ""
    page = window.section_page(section)
    if section == "Reference":
        assert page.tabs.currentWidget() is page.oracles  # type: ignore[attr-defined]
        history = page.oracles.history  # type: ignore[attr-defined]
        index = history.currentIndex()
        assert history.selectionModel().isRowSelected(index.row())
        return " ".join(
            str(history.model().index(index.row(), c).data())
            for c in range(history.model().columnCount())
        )
    if section == "Elements":
        table = page.tabs.currentWidget()  # type: ignore[attr-defined]
        assert table.current_id() == record_id
        return str(table.model.index(table.view.currentIndex().row(), 0).data())
    if section == "Challenges":
        selected = page.selected()  # type: ignore[attr-defined]
        return "" if selected is None else str(selected.title)
    if section == "Tracks":
        track = page.current_track()  # type: ignore[attr-defined]
        assert track is not None and track.id == record_id
        return ""
    tabs = page.tabs  # type: ignore[attr-defined]
    tool = page.challenges if tabs.currentIndex() == 1 else page.board  # type: ignore[attr-defined]
    assert tool.current_id() == record_id
    return str(tabs.tabText(tabs.currentIndex()))


def test_a_filter_that_hides_the_record_is_cleared(qtbot: QtBot, window: MainWindow) -> None:
    type_into(qtbot, window.personae.filter_edit, "Corvin")
    dialog = window.show_find()
    _search(qtbot, dialog, "vesper hale")
    qtbot.keyClick(dialog.search_edit, Qt.Key.Key_Return)
    assert window.personae.filter_edit.text() == ""
    assert window.current_persona_id() == _persona_id(window, "Vesper Hale")


def test_nothing_found_and_blank_text_say_so(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _open_find(qtbot, window)
    assert _search(qtbot, dialog, "zzz no such thing") == []
    assert dialog.status.text() == "Nothing found for “zzz no such thing”."
    assert _search(qtbot, dialog, "   ") == []
    assert dialog.status.text().startswith("Type to find")
    qtbot.keyClick(dialog.search_edit, Qt.Key.Key_Return)  # nothing to go to: no harm
    assert dialog.isVisible()


def test_a_hit_deleted_since_the_search_is_reported(
    qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter
) -> None:
    dialog = window.show_find()
    _search(qtbot, dialog, "beneath")
    hit = hit_at(dialog.model, 0)
    assert hit is not None
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    page.select_episode(hit.record_id)
    prompter.confirm_answers.append(True)
    page.episodes.delete_selected()  # as its Delete button does, through the undo stack
    assert page.episodes.model.row_of(hit.record_id) is None

    assert not dialog.go_to_row(0)
    assert dialog.status.text().endswith("is no longer in the campaign; search again.")


def test_enter_in_the_results_goes_to_the_current_hit(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _open_find(qtbot, window)
    _search(qtbot, dialog, "drowned")
    row = next(
        r for r in range(dialog.model.rowCount()) if dialog.model.index(r, 0).data() == "Element"
    )
    dialog.results.setFocus()
    dialog.results.selectRow(row)
    qtbot.keyClick(dialog.results, Qt.Key.Key_Return)
    assert window.sections.currentItem().text() == "Elements"
    assert _shown_selection(window, "Elements", hit_at(dialog.model, row).record_id) == (  # type: ignore[union-attr]
        "The Drowned Gate"
    )
    assert dialog.isVisible()


def test_hits_of_a_campaign_no_longer_open_are_searched_again(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    dialog = window.show_find()
    _search(qtbot, dialog, "vesper")
    other = tmp_path / "other.starshine"
    create_from_data(sample_campaign_data(), other).close()
    assert window.campaign_files.open_campaign_file(other)

    assert not dialog.go_to_row(0)
    qtbot.waitUntil(lambda: not dialog.searching)  # searched again, in the open campaign
    assert dialog.status.text().startswith("Another campaign is open now")
    assert dialog.model.rowCount() > 0
    assert dialog.go_to_row(0)


class _Delivered(QObject):
    """Records what ``SearchRun.found`` delivers, and on which thread."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.hits: list[tuple[int, list[Hit], int]] = []

    @Slot(int, list)
    def record(self, number: int, hits: list[Hit]) -> None:
        self.hits.append((number, hits, threading.get_ident()))


def test_the_query_runs_off_the_windows_thread_and_its_hits_arrive_by_signal(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[int] = []
    plain = SearchService.find_by_kind

    def watched(service: SearchService, text: str, **options: Any) -> Any:
        threads.append(threading.get_ident())
        assert options.get("apart") is True  # on a connection of its own
        yield from plain(service, text, **options)

    monkeypatch.setattr(SearchService, "find_by_kind", watched)
    dialog = _open_find(qtbot, window)
    delivered = _Delivered(dialog)
    dialog.run.found.connect(delivered.record)
    type_into(qtbot, dialog.search_edit, "docks")
    qtbot.waitUntil(lambda: not dialog.searching)
    assert {number for number, _, _ in delivered.hits} == {dialog.run.number}
    assert threads and threads[0] != threading.get_ident()  # not the window's thread
    # each kind's hits are handed to the window's thread, and listed as they arrive
    assert {thread for _, _, thread in delivered.hits} == {threading.get_ident()}
    listed = [hit for _, hits, _ in delivered.hits for hit in hits]
    assert SearchKind.STANCE_CHANGE in {hit.kind for hit in listed}
    assert [hit_at(dialog.model, row) for row in range(dialog.model.rowCount())] == listed
    assert any(
        "Éclair docks" in dialog.model.index(row, FOUND_COLUMN).data()
        for row in range(dialog.model.rowCount())
    )
    assert dialog.status.text().startswith(f"{len(listed)} record")


def test_a_newer_query_cancels_the_older_and_only_its_hits_are_listed(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = SearchService.find_by_kind
    release = threading.Event()
    cancels: dict[str, Callable[[], bool]] = {}

    def slow_for_guild(service: SearchService, text: str, **options: Any) -> Any:
        cancels[text] = options["cancelled"]
        if text == "guild":  # the first query is still reading when the second comes
            assert release.wait(10)
        yield from plain(service, text, **options)

    monkeypatch.setattr(SearchService, "find_by_kind", slow_for_guild)
    dialog = _open_find(qtbot, window)
    type_into(qtbot, dialog.search_edit, "guild")
    qtbot.waitUntil(lambda: "guild" in cancels)
    assert dialog.searching and dialog.status.text() == "Finding “guild”…"
    dialog.search_edit.selectAll()
    type_into(qtbot, dialog.search_edit, "crossing")
    qtbot.waitUntil(lambda: not dialog.searching)
    assert cancels["guild"]()  # the older query was told to stop
    assert not cancels["crossing"]()
    release.set()
    qtbot.wait(200)  # what the older query might still send
    shown = [dialog.model.index(row, FOUND_COLUMN).data() for row in range(dialog.model.rowCount())]
    assert shown == ["Oracle result 'Øresund Crossing' on Make a Discovery, roll 63"]


def test_each_kinds_hits_are_listed_in_one_insertion_whatever_their_count(
    qtbot: QtBot, window: MainWindow, qtmodeltester: ModelTester
) -> None:
    vesper = _persona_id(window, "Vesper Hale")
    for number in range(40):
        window.campaign.records.add_trait(f"Harbour lantern {number}", 1, on=f"persona:{vesper}")
    dialog = _open_find(qtbot, window)
    insertions: list[tuple[int, int]] = []
    dialog.model.rowsInserted.connect(lambda _parent, first, last: insertions.append((first, last)))

    _search(qtbot, dialog, "lantern")

    kinds = [hit.kind for hit in dialog.model.hits]
    assert kinds.count(SearchKind.TRAIT) == 40
    # one insertion a kind: the window lists 40 Traits in one step, not 40
    assert len(insertions) == len(set(kinds))
    assert insertions[0][0] == 0 and insertions[-1][1] == len(kinds) - 1
    qtmodeltester.check(dialog.model)
