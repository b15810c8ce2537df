"""A Challenge step is one pass: one read of the Challenge, no replay from step 0, one
render of each visible pane (the wizard's round page, the Challenges section's log)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.model import MoveType
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.starshine import challenges as challenge_service
from starshine_desktop.services.starshine.challenges import ChallengePlay
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.starshine.challenge_wizard import ChallengeWizard
from starshine_desktop.ui.starshine.challenges import ChallengesPage

from ..conftest import WindowFactory

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _counting(
    monkeypatch: pytest.MonkeyPatch, counts: Counter[str], owner: Any, name: str, key: str
) -> None:
    original: Callable[..., Any] = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        counts[key] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)


@pytest.fixture
def counts(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Count the Challenge rows read, the replays from step 0 and each pane's renders."""
    found: Counter[str] = Counter()
    _counting(monkeypatch, found, challenge_service, "read_challenge", "read")
    _counting(monkeypatch, found, challenge_service, "replay_challenge", "replay")
    _counting(monkeypatch, found, ChallengeWizard, "refresh", "round page")
    _counting(monkeypatch, found, ChallengesPage, "_show_log", "section log")
    return found


def _campaign(path: Path) -> int:
    campaign = create_campaign(path)
    try:
        edit = campaign.personae.add_persona(PersonaValues("Ada Quill", stance=2))
        campaign.personae.add_persona(PersonaValues("Bren", stance=1))
        return edit.changes.added_ids(RecordKind.PERSONA)[0]
    finally:
        campaign.close()


def test_each_step_reads_the_challenge_once_replays_nothing_and_renders_each_pane_once(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path, prompter: Any, counts: Counter[str]
) -> None:
    path = tmp_path / "Table.starshine"
    ada_id = _campaign(path)
    window = open_window(path)
    window.select_persona(ada_id)
    qtbot.keyClick(window, Qt.Key.Key_H, CTRL | SHIFT)  # Edit › Start Challenge…
    page = window.section_page("Challenges")
    assert isinstance(page, ChallengesPage)
    wizard = page.wizard
    assert wizard is not None
    setup = wizard.setup_page
    setup.personae_list.select_row(1)
    qtbot.keyClick(setup.personae_list, Qt.Key.Key_Space)
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    play = wizard.play
    assert isinstance(play, ChallengePlay)

    def one_step(do: Callable[[], object]) -> Counter[str]:
        counts.clear()
        steps = len(play.engine.steps)
        do()
        assert len(play.engine.steps) == steps + 1, wizard.director.director_error.text()
        return Counter(counts)

    once = Counter({"read": 1, "round page": 1, "section log": 1})
    assert one_step(wizard.clock) == once
    assert one_step(wizard.threats) == once
    builder = wizard.builder
    builder.types.type_radios[MoveType.LEADING].click()
    builder.power.new_name_edit.setText("Ready")
    qtbot.mouseClick(builder.roll_box.roll_button, Qt.MouseButton.LeftButton)
    assert builder.result.apply_button.isEnabled(), builder.result.error_label.text()
    assert one_step(builder.apply) == once
    prompter.confirm_answers.append(True)
    assert one_step(wizard.director.end) == once
    assert play.engine.ended
