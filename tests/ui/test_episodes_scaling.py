"""Opening Episodes asks for the cells in view, never for every cell of the check-off.

The check-off grid sized its columns to their contents: opening it asked the model for
every cell of a thousand rows (1,360 rows by 41 players took seconds). Its columns are now
sized from the font's metrics of what they show. The same campaign is built with five times
the Personae in play (five times the check-off's rows, and more players than the window
shows): opening Episodes must ask for about the same cells, its preview of the outcomes
names the first ticks each Persona misses (thousands at first) and counts the rest, and the
grid stays a sound model.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.episodes import Gap, ItemKind
from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.services.starshine.episodes import EpisodeService, EpisodeView
from starshine_desktop.services.starshine.records import TraitFields
from starshine_desktop.ui.app import build_main_window
from starshine_desktop.ui.models.table_model import TableModel
from starshine_desktop.ui.sections import SECTIONS
from starshine_desktop.ui.starshine.episodes import MISSING_SHOWN, EpisodesPage

from .conftest import ScriptedPrompter
from .test_edit_scaling import _generator

PERSONAE = 60


def _opening(
    qtbot: QtBot,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
    in_play: int,
) -> tuple[int, int]:
    """Return the cells asked for while Episodes opens, and the check-off's rows."""
    asked = [0]
    data = TableModel.data

    def counting(self: TableModel[Any], index: Any, role: int = 0) -> object:
        asked[0] += 1
        return data(self, index, role)

    monkeypatch.setattr(TableModel, "data", counting)  # before the models are made
    path = tmp_path / f"campaign-{in_play}.starshine"
    _generator().build(path, PERSONAE, in_play=in_play)
    window = build_main_window(open_campaign(path), prompter=prompter)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    asked[0] = 0
    window.show_section([section.title for section in SECTIONS].index("Episodes") + 1)
    app.processEvents()
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    qtbot.addWidget(page)
    cells, rows = asked[0], page.matrix_model.rowCount()
    monkeypatch.undo()
    # The preview names the first ticks each Persona misses and counts the rest.
    preview = page.outcome_text.toPlainText().splitlines()
    in_play = sum("would gain" in line for line in preview)
    assert in_play > 0 and any("… and" in line for line in preview)
    assert len(preview) <= 2 + in_play * (MISSING_SHOWN + 2)
    # The grid shows every name and item whole, and a column for each player.
    header = page.matrix.horizontalHeader()
    metrics = page.matrix.fontMetrics()
    for number in range(0, rows, max(1, rows // 50)):
        for column in (0, 1):
            text = str(page.matrix_model.index(number, column).data())
            assert metrics.horizontalAdvance(text) <= header.sectionSize(column)
    window.close()
    window.campaign.close()
    return cells, rows


def test_opening_episodes_asks_for_the_same_cells_with_five_times_the_check_off(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter, monkeypatch: pytest.MonkeyPatch
) -> None:
    small, small_rows = _opening(qtbot, tmp_path, prompter, monkeypatch, 8)
    large, large_rows = _opening(qtbot, tmp_path, prompter, monkeypatch, 40)
    print(f"cells asked for: {small} for {small_rows} rows, {large} for {large_rows} rows")
    assert large_rows >= 4 * small_rows > 0
    assert large <= small * 1.5, f"opening Episodes asked for {small} cells, then {large}"


def _gaps_made(
    qtbot: QtBot,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
    in_play: int,
) -> tuple[int, int]:
    """Return the missing ticks made while Episodes opens, and the Personae in play."""
    made = [0]
    init = Gap.__init__

    def counting(self: Gap, *args: Any) -> None:
        made[0] += 1
        init(self, *args)

    path = tmp_path / f"gaps-{in_play}.starshine"
    _generator().build(path, PERSONAE, in_play=in_play)
    window = build_main_window(open_campaign(path), prompter=prompter)
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(Gap, "__init__", counting)
    page = window.section_page("Episodes")
    QApplication.processEvents()
    monkeypatch.undo()
    assert isinstance(page, EpisodesPage)
    personae = sum(
        "would gain none" in line for line in page.outcome_text.toPlainText().split("\n")
    )
    window.close()
    window.campaign.close()
    return made[0], personae


def test_the_preview_names_a_few_missing_ticks_however_many_are_missing(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The outcomes' preview counts the missing ticks without making each one.

    Five times the Personae in play and players miss twenty-five times the ticks (thousands);
    the preview makes the twelve it names of each Persona, no more.
    """
    small, small_personae = _gaps_made(qtbot, tmp_path, prompter, monkeypatch, 8)
    large, large_personae = _gaps_made(qtbot, tmp_path, prompter, monkeypatch, 40)
    print(f"missing ticks made: {small} for {small_personae}, {large} for {large_personae}")
    assert large_personae == 40 and small_personae == 8
    assert small <= MISSING_SHOWN * small_personae
    assert large <= MISSING_SHOWN * large_personae


def test_the_check_off_grid_is_a_sound_model(
    qtbot: QtBot, qtmodeltester: Any, tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    path = tmp_path / "campaign.starshine"
    _generator().build(path, PERSONAE, in_play=2)
    window = build_main_window(open_campaign(path), prompter=prompter)
    qtbot.addWidget(window)
    window.show_section([section.title for section in SECTIONS].index("Episodes") + 1)
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage) and page.matrix_model.rowCount() > 0
    qtmodeltester.check(page.matrix_model)
    window.close()
    window.campaign.close()


def test_showing_an_episode_loads_no_sqlalchemy(tmp_path: Path) -> None:
    """The check-off's reads are plain selects: the first Episode shown imports nothing more."""
    import subprocess
    import sys

    path = tmp_path / "campaign.starshine"
    _generator().build(path, PERSONAE, in_play=2)
    script = (
        "import sys\n"
        "from starshine_desktop.services.campaign import open_campaign\n"
        f"campaign = open_campaign({str(path)!r})\n"
        "episode = campaign.episodes.list_episodes()[0]\n"
        "view = campaign.episodes.view(episode.id)\n"
        "assert view.personae, 'no Persona in play'\n"
        "campaign.episodes.player_counts()\n"
        "print('sqlalchemy' in sys.modules)\n"
    )
    found = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert found.stdout.strip() == "False"


def test_a_trait_in_play_shows_again_when_its_name_changes_not_its_strength(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Trait's Strength is not on the check-off: its edit reads that Trait's name alone,
    not the Episode again (the ticks of every Persona in play); a rename shows at once."""
    path = tmp_path / "campaign.starshine"
    _generator().build(path, PERSONAE, in_play=4)
    window = build_main_window(open_campaign(path), prompter=prompter)
    qtbot.addWidget(window)
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage) and page.matrix_model.rowCount() > 0
    campaign = window.campaign
    row = next(
        page.matrix_model.row_at(n)
        for n in range(page.matrix_model.rowCount())
        if page.matrix_model.row_at(n).item.kind is ItemKind.TRAIT
    )
    trait = next(t for t in campaign.records.list_trait_listing() if t.id == row.item.id)
    views = [0]
    view = EpisodeService.view

    def counting(self: EpisodeService, episode_id: int) -> EpisodeView:
        views[0] += 1
        return view(self, episode_id)

    monkeypatch.setattr(EpisodeService, "view", counting)
    window.perform(
        "Change Strength",
        lambda: campaign.records.set_field(TraitFields.STRENGTH, trait.id, trait.strength % 5 + 1),
    )
    assert views[0] == 0
    window.perform(
        "Rename", lambda: campaign.records.set_field(TraitFields.NAME, trait.id, "Ὑπερήφανος")
    )
    assert views[0] == 1
    shown = [page.matrix_model.row_at(n).item.label for n in range(page.matrix_model.rowCount())]
    assert "Ὑπερήφανος" in shown
    window.close()
    campaign.close()
