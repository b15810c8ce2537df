"""View › Theme: System, Light, Dark, kept for the next start; Qt's own options reach Qt."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QProxyStyle,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.ui import theme
from starshine_desktop.ui.app import FIRST_PAINT_VARIABLE, split_qt_options
from starshine_desktop.ui.colours import contrast, luminance
from starshine_desktop.ui.starshine.episodes import EpisodesPage

from .conftest import WindowFactory

SHAPE = 3.0


def is_dark(palette: QPalette) -> bool:
    """Tell whether a palette draws light text on a dark ground."""
    return luminance(palette.color(QPalette.ColorRole.Window)) < luminance(
        palette.color(QPalette.ColorRole.WindowText)
    )


@pytest.fixture(autouse=True)
def back_to_the_system_look() -> Iterator[None]:
    """Every test here leaves the application as it found it."""
    yield
    theme.themes().apply(theme.SYSTEM)


def _outline_contrast(image: QImage, box: QRect) -> float:
    """Return the contrast of what is drawn in ``box`` against the ground around it.

    The ground is the colour drawn most in the image; the mark is the colour most unlike
    it among those drawn at least 8 times inside ``box`` (so no stray pixel counts).
    """
    counts: dict[int, int] = {}
    for y in range(image.height()):
        for x in range(image.width()):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    ground = QColor(max(counts, key=lambda rgb: counts[rgb]))
    inside: dict[int, int] = {}
    for y in range(max(box.top(), 0), min(box.bottom() + 1, image.height())):
        for x in range(max(box.left(), 0), min(box.right() + 1, image.width())):
            rgb = image.pixel(x, y)
            inside[rgb] = inside.get(rgb, 0) + 1
    return max(contrast(ground, QColor(rgb)) for rgb, n in inside.items() if n >= 8)


def _style_name(app: QApplication) -> str:
    style = app.style()
    base = style.baseStyle() if isinstance(style, QProxyStyle) else style
    return base.name().lower()


def test_the_menu_offers_three_themes_and_dark_applies_at_once_and_is_kept(
    open_window: WindowFactory, campaign_path: Path, tmp_path: Path
) -> None:
    window = open_window(campaign_path)
    menu = window.theme_menu
    assert [a.text() for a in menu.menu.actions()] == ["&System", "&Light", "&Dark"]
    assert menu.actions[theme.SYSTEM].isChecked()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    menu.actions[theme.DARK].trigger()
    assert _style_name(app) == "fusion"
    assert is_dark(app.palette())
    QApplication.processEvents()
    assert is_dark(window.personae.table.palette())
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert settings.value(theme.SETTING_KEY) == theme.DARK
    menu.actions[theme.LIGHT].trigger()
    assert not is_dark(app.palette())
    assert _style_name(app) == "fusion"
    menu.actions[theme.DARK].trigger()
    window.close()
    theme.themes().apply(theme.SYSTEM)  # as a new start finds it
    again = open_window(campaign_path)
    assert again.theme_menu.actions[theme.DARK].isChecked()
    assert is_dark(app.palette())  # the next start opens dark
    again.theme_menu.actions[theme.SYSTEM].trigger()
    assert not is_dark(app.palette()) or is_dark(theme.themes()._system_palette)


def test_in_the_dark_theme_unticked_boxes_and_radio_buttons_stand_out(qtbot: QtBot) -> None:
    theme.themes().apply(theme.DARK)
    page = QWidget()
    layout = QVBoxLayout(page)
    box = QCheckBox("Has risked Corruption")
    radio = QRadioButton("Light")
    layout.addWidget(box)
    layout.addWidget(radio)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    assert is_dark(page.palette())
    style = QApplication.style()
    for widget, element in (
        (box, QStyle.SubElement.SE_CheckBoxIndicator),
        (radio, QStyle.SubElement.SE_RadioButtonIndicator),
    ):
        assert not widget.isChecked()
        option = QStyleOptionButton()
        option.initFrom(widget)
        indicator = style.subElementRect(element, option, widget)
        found = _outline_contrast(widget.grab().toImage(), indicator)
        assert found >= SHAPE, (widget.text(), round(found, 2))


def test_in_the_dark_theme_the_check_off_grid_shows_its_empty_boxes(
    open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Sample.starshine"
    create_from_data(sample_campaign_data(), path).close()
    theme.themes().apply(theme.DARK)
    window = open_window(path)
    window.resize(1366, 768)
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    QApplication.processEvents()
    model = page.matrix_model
    checkable = Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled
    empty = next(
        index
        for row in range(model.rowCount())
        for column in range(model.columnCount())
        if (index := model.index(row, column)).flags() & checkable == checkable
        and model.data(index, Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
        and page.matrix.viewport().rect().contains(page.matrix.visualRect(index))
    )
    rect = page.matrix.visualRect(empty)
    image = page.matrix.viewport().grab(rect).toImage()
    found = _outline_contrast(image, QRect(0, 0, rect.width(), rect.height()))
    assert found >= SHAPE, round(found, 2)


def test_qt_options_are_split_from_the_app_arguments() -> None:
    assert split_qt_options(["-style", "fusion", "a.starshine", "--language", "de"]) == (
        ["-style", "fusion"],
        ["a.starshine", "--language", "de"],
    )
    assert split_qt_options(["-platform", "xcb", "-platformtheme", "gtk3", "-reverse"]) == (
        ["-platform", "xcb", "-platformtheme", "gtk3", "-reverse"],
        [],
    )
    assert split_qt_options(["-style=windows", "--campaign", "b.starshine"]) == (
        ["-style=windows"],
        ["--campaign", "b.starshine"],
    )


def test_a_style_given_on_the_command_line_reaches_the_application(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    create_from_data(sample_campaign_data(), home / "campaign.starshine").close()
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtWidgets import QApplication
        from starshine_desktop.__main__ import main
        import starshine_desktop.ui.app as app

        report = app._report_first_paint_and_quit
        app._report_first_paint_and_quit = lambda: (
            print("style", QApplication.style().name()), report()
        )
        sys.exit(main(["-style", "windows", "--language", "en"]))
        """
    )
    environment = {
        **os.environ,
        "STARSHINE_HOME": str(home),
        "QT_QPA_PLATFORM": "offscreen",
        FIRST_PAINT_VARIABLE: "1",
    }
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=environment, timeout=120
    )
    assert result.returncode == 0, result.stderr
    [line] = [line for line in result.stdout.splitlines() if line.startswith("style")]
    assert line.split()[1].lower() == "windows"
