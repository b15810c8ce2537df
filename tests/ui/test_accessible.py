"""Every control a person can reach has a name a screen reader speaks (issue 20, point 6).

The test opens every section, every Persona tab, the tabs inside the sections, the Challenge
wizard and the dialogs the menus open without waiting, and asks Qt's accessibility layer
for the name of each widget that takes focus or input.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QSlider,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.cortex import CortexOutcome as Outcome
from starshine_desktop.rules.cortex import DicePool, Die, outcome_probabilities
from starshine_desktop.rules.ironsworn import LegacyKind
from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.services.printing import PrintKind
from starshine_desktop.ui.dialogs.crash import CrashDialog
from starshine_desktop.ui.ironsworn import track_models as track_columns
from starshine_desktop.ui.ironsworn.ironsworn_tab import IronswornTab
from starshine_desktop.ui.ironsworn.progress_track import ProgressTrackWidget, TensionClockWidget
from starshine_desktop.ui.ironsworn.tracks import TracksPage
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.sections import PERSONA_TABS, SECTIONS
from starshine_desktop.ui.sections.cortex_statements import CortexStatementsSection
from starshine_desktop.ui.starshine.challenges import ChallengesPage
from starshine_desktop.ui.widgets.odds_bar import OddsBar

from .conftest import WindowFactory
from .person import click, type_into

INTERACTIVE = (
    QAbstractButton,
    QLineEdit,
    QTextEdit,
    QPlainTextEdit,
    QComboBox,
    QAbstractSpinBox,
    QAbstractItemView,
    QSlider,
    QTabBar,
)

#: Drawn figures a screen reader cannot see: they are named, their numbers described.
FIGURES = (OddsBar, ProgressTrackWidget, TensionClockWidget)


def spoken_name(widget: QWidget) -> str:
    """Return the name a screen reader gets for ``widget``."""
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None:
        return ""
    return interface.text(QAccessible.Text.Name).strip()


def spoken_description(widget: QWidget) -> str:
    """Return the description a screen reader gets for ``widget``."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(QAccessible.Text.Description)


def spoken_cell(view: QAbstractItemView, row: int, column: int) -> tuple[str, str]:
    """Return the name and description a screen reader gets for one cell of a table."""
    interface = QAccessible.queryAccessibleInterface(view)
    assert interface is not None
    centre = view.visualRect(view.model().index(row, column)).center()
    spot = view.viewport().mapToGlobal(centre)
    cell = interface.childAt(spot.x(), spot.y())  # what a screen reader finds at that cell
    assert cell is not None
    return cell.text(QAccessible.Text.Name), cell.text(QAccessible.Text.Description)


def _inner(widget: QWidget) -> bool:
    """Tell whether ``widget`` is a part Qt builds inside another control (not reached alone)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractSpinBox | QComboBox | QLineEdit | QAbstractItemView):
            return True  # a spin box's text, a pop-up list, a clear button, a cell's editor
        if isinstance(parent, QTabBar):
            return True  # the tab bar's scroll arrows
        parent = parent.parentWidget()
    return False


def _where(widget: QWidget) -> str:
    """Return the nearest named ancestors of ``widget`` (its place on screen, for a reader)."""
    names: list[str] = []
    parent = widget.parentWidget()
    while parent is not None and len(names) < 2:
        if parent.objectName() and not parent.objectName().startswith("qt_"):
            names.append(parent.objectName())
        parent = parent.parentWidget()
    return " < ".join(names) or type(widget.window()).__name__


def controls(root: QWidget) -> list[QWidget]:
    """Return ``root`` and every widget under it that takes focus or input on its own, and
    every drawn figure (odds bars, progress tracks)."""
    found: list[QWidget] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if isinstance(widget, FIGURES):
            found.append(widget)
            continue
        if not isinstance(widget, INTERACTIVE) or _inner(widget):
            continue
        if widget.objectName().startswith("qt_"):
            continue  # Qt's own parts (a dialog's scroll area, a tool bar's extension)
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus and not isinstance(
            widget, QAbstractButton | QTabBar
        ):
            continue
        found.append(widget)
    return found


def unnamed(widgets: list[QWidget]) -> list[str]:
    """Return each of ``widgets`` without a spoken name, described so it can be found."""
    found: list[str] = []
    for widget in widgets:
        if spoken_name(widget):
            continue
        kind, parent = type(widget).__name__, type(widget.parentWidget()).__name__
        found.append(f"{widget.objectName() or '?'} ({kind}, in a {parent}) in {_where(widget)}")
    return found


def _every_tab(tabs: QTabWidget) -> None:
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        QApplication.processEvents()


def _sample_window(open_window: WindowFactory, tmp_path: Path) -> MainWindow:
    path = tmp_path / "sample.starshine"
    create_from_data(sample_campaign_data(), path).close()
    window = open_window(path)
    window.finish_opening()
    window.personae.table.selectRow(0)
    QApplication.processEvents()
    assert window.current_persona_id() is not None
    return window


def test_every_control_of_every_section_has_a_spoken_name(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    window = _sample_window(open_window, tmp_path)
    for spec in PERSONA_TABS:
        window.persona_tab(spec.title)
        QApplication.processEvents()
    for row in range(1, len(SECTIONS) + 1):
        window.show_section(row)
        QApplication.processEvents()
        page = window.pages.currentWidget()
        assert page is not None
        for tabs in page.findChildren(QTabWidget):
            _every_tab(tabs)
    window.show_section(0)
    seen = controls(window)

    challenges = window.section_page("Challenges")
    assert isinstance(challenges, ChallengesPage)
    persona = window.current_persona_id()
    assert persona is not None
    wizard = challenges.start_challenge([persona])
    qtbot.waitExposed(wizard)
    seen += controls(wizard)
    qtbot.mouseClick(wizard.setup_page.start_button, Qt.MouseButton.LeftButton)
    seen += controls(wizard)  # the round page, before the clock
    qtbot.mouseClick(wizard.clock_button, Qt.MouseButton.LeftButton)
    seen += controls(wizard)  # the threats, one field a threatened Persona
    for edit in wizard.threats_panel.threat_edits.values():
        qtbot.keyClicks(edit, "Cornered")
    qtbot.mouseClick(wizard.threats_panel.threats_button, Qt.MouseButton.LeftButton)
    assert wizard.phase_stack.currentIndex() == 2
    seen += controls(wizard)  # the Move builder
    for index in range(wizard.phase_stack.count()):
        wizard.phase_stack.setCurrentIndex(index)
        QApplication.processEvents()
    seen += controls(wizard)
    wizard.close()

    dialogs = [
        window.show_find(),
        window.show_history(),
        window.campaign_files.backups.restore_from_backup(),
        window.help.show_shortcuts(),
        CrashDialog("Traceback …", tmp_path / "starshine.log", window),
    ]
    preview = window.campaign_files.print_menu().preview(PrintKind.PERSONA_SHEET)
    assert preview is not None
    dialogs.append(preview)
    for dialog in dialogs:
        seen += controls(dialog)
        dialog.close()
    walked = {widget.objectName() for widget in seen}
    reached = {"sections", "personae-table", "traits-table", "move-search", "oracle-number"}
    reached |= {"find-text", "history-view", "backups-table", "crash-details", "declared-action"}
    reached |= {"pool-odds", "test-odds", "statement-odds", "track-boxes", "legacy-quests"}
    assert reached <= walked  # the walk reached every part it opened
    assert len(seen) > 300
    missing = sorted(set(unnamed(seen)))
    assert not missing, "controls without a spoken name:\n" + "\n".join(missing)
    for figure in seen:  # a figure showing numbers says them
        if isinstance(figure, ProgressTrackWidget | TensionClockWidget) or (
            isinstance(figure, OddsBar) and figure.bars
        ):
            assert spoken_description(figure), figure.objectName()


def test_the_start_page_of_an_empty_campaign_has_spoken_names(
    open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    assert window.personae.showing_start_page
    missing = unnamed(controls(window.personae.start_page))
    assert not missing, "controls without a spoken name:\n" + "\n".join(missing)


def _odds_in_words(odds: dict[Outcome, Fraction]) -> str:
    """Say the three outcomes as a person would read them off the bars."""
    parts = [
        ("Failure", odds[Outcome.FAILURE]),
        ("Success", odds[Outcome.SUCCESS]),
        ("Heroic", odds[Outcome.HEROIC_SUCCESS]),
    ]
    return ", ".join(f"{label} {p} ({float(p) * 100:.1f}%)" for label, p in parts)


def test_the_odds_bars_describe_their_exact_odds_and_follow_the_pool(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = window.section_page("Dice")
    assert isinstance(page, CortexStatementsSection)
    tool = page.pool_tool
    assert spoken_name(tool.odds_bar) == "Exact odds before rolling"
    assert spoken_description(tool.odds_bar) == "Add dice to see the odds."
    for die in (Die.D8, Die.D6):
        click(qtbot, tool.editor.add_buttons[die])
    tool.mode_combo.setCurrentIndex(1)
    type_into(qtbot, tool.number_edit, "9")
    odds = outcome_probabilities(DicePool.of(Die.D8, Die.D6), 9)
    assert spoken_description(tool.odds_bar).startswith(_odds_in_words(odds) + "; ")
    click(qtbot, tool.editor.add_buttons[Die.D12])
    type_into(qtbot, tool.number_edit, "11")
    odds = outcome_probabilities(DicePool.of(Die.D12, Die.D8, Die.D6), 11)
    assert spoken_description(tool.odds_bar).startswith(_odds_in_words(odds) + "; ")
    assert spoken_description(tool.odds_bar).endswith(tool.odds_bar.caption)


def test_progress_tracks_describe_boxes_and_ticks_as_they_change(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = window.section_page("Tracks")
    assert isinstance(page, TracksPage)
    qtbot.keyClicks(page.new_name, "Recover the drowned bell")
    page.new_kind.setCurrentIndex(page.new_kind.findText("Vow"))
    page.new_rank.setCurrentIndex(page.new_rank.findText("Dangerous"))  # 8 ticks a mark
    click(qtbot, page.add_button)
    assert spoken_name(page.track_widget) == "Progress of the track"
    assert spoken_description(page.track_widget) == "0 of 10 boxes filled (0 of 40 ticks)"
    click(qtbot, page.mark_twice_button)
    click(qtbot, page.mark_button)
    words = "6 of 10 boxes filled (24 of 40 ticks)"
    assert spoken_description(page.track_widget) == words
    assert spoken_cell(page.table, 0, track_columns.PROGRESS) == (words, words)
    window.undo_stack.undo()
    words = "4 of 10 boxes filled (16 of 40 ticks)"
    assert spoken_description(page.track_widget) == words
    assert spoken_cell(page.table, 0, track_columns.PROGRESS) == (words, words)


def test_the_tension_clock_describes_its_segments(
    qtbot: QtBot, open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    page = window.section_page("Tracks")
    assert isinstance(page, TracksPage)
    qtbot.keyClicks(page.new_name, "Outrun the storm")
    page.new_kind.setCurrentIndex(page.new_kind.findText("Scene challenge"))
    click(qtbot, page.add_button)
    assert spoken_name(page.clock_widget) == "Tension clock"
    assert spoken_description(page.clock_widget) == "0 of 4 segments filled"
    click(qtbot, page.fill_clock_button)
    click(qtbot, page.fill_clock_button)
    assert spoken_description(page.clock_widget) == "2 of 4 segments filled"


def test_the_ironsworn_legacy_tracks_describe_their_ticks(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    window = _sample_window(open_window, tmp_path)
    tab = window.persona_tab("Ironsworn")
    assert isinstance(tab, IronswornTab)
    persona = window.current_persona_id()
    assert persona is not None
    for kind in LegacyKind:
        track = tab.legacy_widgets[kind]
        assert spoken_name(track) == f"{kind.value.capitalize()} legacy track"
    bonds = tab.legacy_widgets[LegacyKind.BONDS]
    before = window.campaign.tracks.get_sheet(persona).legacy.bonds.ticks
    assert spoken_description(bonds).endswith(f"({before} of 40 ticks)")
    click(qtbot, tab.legacy_tick_buttons[LegacyKind.BONDS])
    after = window.campaign.tracks.get_sheet(persona).legacy.bonds.ticks
    assert after == before + 1
    assert spoken_description(bonds).endswith(f"({after} of 40 ticks)")
