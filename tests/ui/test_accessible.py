"""Every control a person can reach has a name a screen reader speaks (issue 20, point 6).

The test opens every section, every Persona tab, the tabs inside the sections, the Challenge
wizard and the dialogs the menus open without waiting, and asks Qt's accessibility layer
for the name of each widget that takes focus or input.
"""

from __future__ import annotations

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

from starshine_desktop.services.exchange import create_from_data, sample_campaign_data
from starshine_desktop.services.printing import PrintKind
from starshine_desktop.ui.dialogs.crash import CrashDialog
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.sections import PERSONA_TABS, SECTIONS
from starshine_desktop.ui.sections.challenges import ChallengesPage

from .conftest import WindowFactory

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


def spoken_name(widget: QWidget) -> str:
    """Return the name a screen reader gets for ``widget``."""
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None:
        return ""
    return interface.text(QAccessible.Text.Name).strip()


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
    """Return ``root`` and every widget under it that takes focus or input on its own."""
    found: list[QWidget] = []
    for widget in [root, *root.findChildren(QWidget)]:
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
    window.table.selectRow(0)
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
    for edit in wizard.threat_edits.values():
        qtbot.keyClicks(edit, "Cornered")
    qtbot.mouseClick(wizard.threats_button, Qt.MouseButton.LeftButton)
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
        window.restore_from_backup(),
        window.show_shortcuts(),
        CrashDialog("Traceback …", tmp_path / "starshine.log", window),
    ]
    preview = window.print_menu().preview(PrintKind.PERSONA_SHEET)
    assert preview is not None
    dialogs.append(preview)
    for dialog in dialogs:
        seen += controls(dialog)
        dialog.close()
    walked = {widget.objectName() for widget in seen}
    reached = {"sections", "personae-table", "traits-table", "move-search", "oracle-number"}
    reached |= {"find-text", "history-view", "backups-table", "crash-details", "declared-action"}
    assert reached <= walked  # the walk reached every part it opened
    assert len(seen) > 300
    missing = sorted(set(unnamed(seen)))
    assert not missing, "controls without a spoken name:\n" + "\n".join(missing)


def test_the_start_page_of_an_empty_campaign_has_spoken_names(
    open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    assert window.showing_start_page
    missing = unnamed(controls(window.start_page))
    assert not missing, "controls without a spoken name:\n" + "\n".join(missing)
