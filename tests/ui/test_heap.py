"""The rows a page holds are set aside from the collector's walks once the page is built.

Python's collector now and then walks every object it tracks; over the hundreds of
thousands of rows a big campaign's pages hold, that walk held the window for up to a
second at a random moment. Once a section is built (and once a table's idle preparation
is done), what it holds is set aside (``ui/heap.py``): the collector's walks no longer see
those rows. A campaign switch lets the collector see the old campaign's rows once more.
"""

from __future__ import annotations

import gc
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.storage.starshine.records_rows import TraitListingRow
from starshine_desktop.ui.app import build_main_window
from starshine_desktop.ui.sections import SECTIONS

from .conftest import ScriptedPrompter
from .test_edit_scaling import _generator


def _walked() -> int:
    """Return how many Trait rows the collector's walks would visit."""
    return sum(isinstance(thing, TraitListingRow) for thing in gc.get_objects())


def test_a_built_pages_rows_are_out_of_the_collectors_walks(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    path = tmp_path / "campaign.starshine"
    _generator().build(path, 40, in_play=4)
    window = build_main_window(open_campaign(path), prompter=prompter)
    qtbot.addWidget(window)
    gc.unfreeze()
    window.show_section([section.title for section in SECTIONS].index("Elements") + 1)
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    assert gc.get_freeze_count() > 0
    assert _walked() == 0
    gc.unfreeze()
    assert _walked() >= 40 * 30  # the rows are there, held by the page
    window.close()
    window.campaign.close()
