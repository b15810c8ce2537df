"""The Episodes section through the GUI: create, tick the check-off, close, read-only."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.starshine.episodes import EpisodeService, EpisodeView
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.episodes import EpisodesPage

from ..conftest import ScriptedPrompter
from .test_records_ui import edit_cell


def _table_night(window: MainWindow) -> dict[str, int]:
    """Ann plays Ada (one Expression), Bob plays Bea (one Trait); Dee directs."""
    campaign = window.campaign
    records = campaign.records
    actors = {
        name: records.add_actor(name, is_director=name == "Dee").changes.added_ids(
            RecordKind.ACTOR
        )[0]
        for name in ("Ann", "Bob", "Dee")
    }
    ada = campaign.personae.add_persona(PersonaValues("Ada")).changes.added_ids(RecordKind.PERSONA)[
        0
    ]
    bea = campaign.personae.add_persona(PersonaValues("Bea")).changes.added_ids(RecordKind.PERSONA)[
        0
    ]
    records.set_persona_actor(ada, actors["Ann"])
    records.set_persona_actor(bea, actors["Bob"])
    bold = records.add_characteristic(ada, "Bold", 3).changes.added_ids(RecordKind.CHARACTERISTIC)
    records.add_expression(bold[0], "charges first")
    records.add_trait("Lucky", 2, on=f"persona:{bea}")
    return {**actors, "Ada": ada, "Bea": bea}


def _click_box(qtbot: QtBot, page: EpisodesPage, row: int, column: int) -> None:
    rect = page.matrix.visualRect(page.matrix_model.index(row, column))
    qtbot.mouseClick(
        page.matrix.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(rect.left() + 10, rect.center().y()),
    )
    QApplication.processEvents()


def _column_of(page: EpisodesPage, name: str) -> int:
    model = page.matrix_model
    for column in range(model.columnCount()):
        if model.headerData(column, Qt.Orientation.Horizontal) == name:
            return column
    raise KeyError(name)


def _row_of(page: EpisodesPage, persona: str) -> int:
    model = page.matrix_model
    for row in range(model.rowCount()):
        if model.index(row, 0).data() == persona:
            return row
    raise KeyError(persona)


def test_an_episode_awards_only_the_persona_every_other_player_fully_checked(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    qtmodeltester: ModelTester,
) -> None:
    window = open_window(campaign_path)
    ids = _table_night(window)
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    page.reload()

    qtbot.keyClicks(page.new_title, "Night one")
    for number in range(page.new_players.count()):
        page.new_players.item(number).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    assert page.episodes.model.rowCount() == 1
    assert page.matrix_model.rowCount() == 2
    assert "Ann, Bob, Dee" in page.title_label.text()
    qtmodeltester.check(page.matrix_model)

    ada, bea = _row_of(page, "Ada"), _row_of(page, "Bea")
    ann, bob, dee = (_column_of(page, name) for name in ("Ann", "Bob", "Dee"))
    assert not page.matrix_model.flags(page.matrix_model.index(ada, ann)) & (
        Qt.ItemFlag.ItemIsUserCheckable
    )
    _click_box(qtbot, page, ada, bob)
    _click_box(qtbot, page, ada, dee)
    _click_box(qtbot, page, bea, ann)  # the Director (Dee) never ticks Bea's Trait
    assert page.matrix_model.index(ada, bob).data(Qt.ItemDataRole.CheckStateRole) == (
        Qt.CheckState.Checked
    )
    assert "Ada would gain an Advance" in page.outcome_text.toPlainText()
    assert "Dee did not check trait 'Lucky'" in page.outcome_text.toPlainText()
    window.undo_action.trigger()
    assert page.matrix_model.index(bea, ann).data(Qt.ItemDataRole.CheckStateRole) == (
        Qt.CheckState.Unchecked
    )
    window.redo_action.trigger()

    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    text = page.outcome_text.toPlainText()
    assert "✔ Ada gained an Advance." in text
    assert "✘ Bea gained no Advance; missing:" in text
    assert "Dee did not check trait 'Lucky'" in text
    assert "closed, read-only" in page.title_label.text()
    assert not page.close_button.isEnabled()
    records = window.campaign.records
    assert len(records.persona_records(ids["Ada"]).advances) == 1
    assert records.persona_records(ids["Bea"]).advances == []

    # Read-only: no box can be ticked, and the title cannot be changed.
    assert not page.matrix_model.flags(page.matrix_model.index(bea, dee)) & (
        Qt.ItemFlag.ItemIsUserCheckable
    )
    _click_box(qtbot, page, bea, dee)
    assert page.matrix_model.index(bea, dee).data(Qt.ItemDataRole.CheckStateRole) == (
        Qt.CheckState.Unchecked
    )
    model = page.episodes.model
    assert not model.setData(model.index(0, 1), "Renamed") or "closed" in (
        page.episodes.message.text()
    )
    assert model.index(0, 1).data() == "Night one"

    window.undo_action.trigger()
    assert records.persona_records(ids["Ada"]).advances == []
    assert page.close_button.isEnabled()


def test_filter_and_delete_episodes(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    prompter: ScriptedPrompter,
) -> None:
    window = open_window(campaign_path)
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    for title in ("Night one", "Night two"):
        page.new_title.clear()
        qtbot.keyClicks(page.new_title, title)
        qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    assert "cannot be blank" in page.create_error.text()
    qtbot.keyClicks(page.episodes.filter_edit, "two")
    assert page.episodes.model.rowCount() == 1
    edit_cell(qtbot, page.episodes, 0, 1, "Night two, the rematch")
    assert page.episodes.model.index(0, 1).data() == "Night two, the rematch"
    window.undo_action.trigger()
    assert page.episodes.model.index(0, 1).data() == "Night two"
    page.episodes.filter_edit.clear()
    page.episodes.view.selectAll()
    prompter.confirm_answers.append(True)
    qtbot.mouseClick(page.episodes.delete_button, Qt.MouseButton.LeftButton)
    assert page.episodes.model.rowCount() == 0
    window.undo_action.trigger()
    assert page.episodes.model.rowCount() == 2


def test_players_of_an_open_episode_change_and_take_their_ticks_with_them(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    ids = _table_night(window)
    episodes = window.campaign.episodes
    episode = episodes.create_episode("Night", "2026-05-01", [ids["Ann"], ids["Bob"]])
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    page.select_episode(episode.changes.added_ids(RecordKind.EPISODE)[0])
    assert page.matrix_model.columnCount() == 4
    dee = next(
        page.players_list.item(n)
        for n in range(page.players_list.count())
        if page.players_list.item(n).text() == "Dee (Director)"
    )
    dee.setCheckState(Qt.CheckState.Checked)
    assert page.matrix_model.columnCount() == 5
    _click_box(qtbot, page, _row_of(page, "Ada"), _column_of(page, "Dee"))
    assert "Ada would gain none" in page.outcome_text.toPlainText()
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert page.matrix_model.columnCount() == 4
    assert "Dee" not in page.title_label.text()


def test_the_section_opens_on_the_latest_open_episode(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    from starshine_desktop.services.campaign import open_campaign

    campaign = open_campaign(campaign_path)
    episodes = campaign.episodes

    def create(title: str, on: str) -> int:
        return episodes.create_episode(title, on, []).changes.added_ids(RecordKind.EPISODE)[0]

    first = create("The Night of the Comet", "2026-03-14")
    create("Beneath the Harbour", "2026-03-21")
    create("A quiet week", "2026-03-07")
    last = create("The Lantern Choir", "2026-03-28")
    episodes.close_episode(first)
    episodes.close_episode(last)
    campaign.close()
    window = open_window(campaign_path)
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    assert page.title_label.text().startswith("Beneath the Harbour — 2026-03-21 (open)")
    current = page.episodes.view.currentIndex()
    assert page.episodes.model.index(current.row(), 1).data() == "Beneath the Harbour"
    assert page.close_button.isEnabled()


def _episode_shown(qtbot: QtBot, window: MainWindow) -> EpisodesPage:
    _table_night(window)
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    page.reload()
    qtbot.keyClicks(page.new_title, "Night one")
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    assert page.episode_id is not None
    return page


def test_an_episode_deleted_meanwhile_leaves_nothing_selected(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = _episode_shown(qtbot, window)
    page.episode_id = 999_999  # an Episode no longer in the campaign

    page._show_episode()

    assert page.episode_id is None
    assert page.title_label.text() == "Select an Episode, or create one."


def test_a_failed_read_of_an_episode_is_not_taken_for_a_deleted_one(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(campaign_path)
    page = _episode_shown(qtbot, window)
    shown = page.episode_id

    def failing_read(_service: EpisodeService, _episode_id: int) -> EpisodeView:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(EpisodeService, "view", failing_read)
    with pytest.raises(sqlite3.OperationalError, match="disk I/O error"):
        page._show_episode()
    assert page.episode_id == shown


def test_the_check_off_follows_only_the_changes_that_concern_the_personae_in_play(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    ids = _table_night(window)
    outsider = window.campaign.personae.add_persona(PersonaValues("Cal")).changes
    cal = outsider.added_ids(RecordKind.PERSONA)[0]
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    page.reload()
    qtbot.keyClicks(page.new_title, "Night one")
    for number in range(page.new_players.count()):
        page.new_players.item(number).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    campaign = window.campaign
    resets: list[str] = []
    page.matrix_model.modelReset.connect(lambda: resets.append("reset"))
    page.matrix_model.dataChanged.connect(lambda *_: resets.append("changed"))
    page.matrix_model.rowsInserted.connect(lambda *_: resets.append("inserted"))
    read = campaign.episodes.view
    views: list[int] = []

    def counted_view(episode_id: int) -> EpisodeView:
        views.append(episode_id)
        return read(episode_id)

    campaign.episodes.view = counted_view  # type: ignore[method-assign]

    # Cal is not in play: nothing is read again and nothing repaints.
    window.perform("Rename", lambda: campaign.personae.rename_persona(cal, "Cato"))
    window.perform("Guard", lambda: campaign.personae.set_score(cal, Score.GUARD, 5))
    window.perform("Trait", lambda: campaign.records.add_trait("Wary", 1, on=f"persona:{cal}"))
    assert resets == []
    assert views == []  # no Episode was read again for them

    # A rename in play, a Trait on a Persona in play, and Cal brought into play all show.
    window.perform("Rename", lambda: campaign.personae.rename_persona(ids["Ada"], "Adèle"))
    assert _row_of(page, "Adèle") >= 0
    window.perform(
        "Trait", lambda: campaign.records.add_trait("Ἰσχυρός", 2, on=f"persona:{ids['Bea']}")
    )
    labels = [page.matrix_model.index(r, 1).data() for r in range(page.matrix_model.rowCount())]
    assert "Trait: Ἰσχυρός" in labels
    window.perform("Actor", lambda: campaign.records.set_persona_actor(cal, ids["Ann"]))
    assert _row_of(page, "Cato") >= 0
    # A Guard of a Persona in play shows nowhere here: only its name and player are read.
    resets.clear()
    views.clear()
    window.perform("Guard", lambda: campaign.personae.set_score(ids["Bea"], Score.GUARD, 5))
    assert resets == [] and views == []
