"""``perform_showing``: clear the place, perform one edit, show its refusal there."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.performing import in_label, perform_showing
from starshine_desktop.ui.starshine.elements import ElementsPage


@pytest.fixture
def window(open_window: Callable[[Path], MainWindow], campaign_path: Path) -> MainWindow:
    return open_window(campaign_path)


def test_a_refusal_is_shown_in_the_label_and_nothing_is_pushed(
    qtbot: QtBot, window: MainWindow
) -> None:
    label = QLabel("an old message")
    qtbot.addWidget(label)

    def refused() -> Edit:
        raise Refusal("Scope must be 0 to 6, not 9")

    reason = perform_showing(window, in_label(label), "Change Scope", refused)

    assert reason == "Scope must be 0 to 6, not 9"
    assert label.text() == "Scope must be 0 to 6, not 9"
    assert window.undo_stack.count() == 0


def test_an_edit_made_clears_the_label_and_is_one_undoable_step(
    qtbot: QtBot, window: MainWindow
) -> None:
    label = QLabel("an old message")
    qtbot.addWidget(label)
    records = window.campaign.records

    reason = perform_showing(
        window, in_label(label), "Add Actor Ann", lambda: records.add_actor("Ann")
    )

    assert reason is None
    assert label.text() == ""
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Add Actor Ann"
    assert [actor.name for actor in records.list_actors()] == ["Ann"]


def test_a_record_table_shows_the_refusal_under_itself(
    window: MainWindow,
) -> None:
    page = window.section_page("Elements")
    assert isinstance(page, ElementsPage)
    table = page.elements
    table.show_error("an old message")

    def refused() -> Edit:
        raise Refusal("An Element's name cannot be blank")

    perform_showing(window, table.show_error, "Rename Element", refused)
    assert table.message.text() == "An Element's name cannot be blank"
    assert window.campaign.records.list_elements() == []
    assert window.undo_stack.count() == 0
