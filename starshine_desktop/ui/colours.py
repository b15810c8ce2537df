"""Colours taken from the palette, never fixed, so light and dark themes both read (all systems).

A desktop's palette has no role for "this was refused" or for the outcomes of a chart, so
those are a hue each whose lightness is worked out from the ground they are drawn on, until
the text reaches WCAG AA (4.5:1) and a filled shape 3:1. Everything else uses the palette's
own roles (``palette(tool-tip-base)`` in a style sheet, ``QPalette.ColorRole`` in code).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

if TYPE_CHECKING:  # importing QPalette builds its enums; a palette at hand has built them
    from PySide6.QtGui import QPalette

TEXT_CONTRAST = 4.5
SHAPE_CONTRAST = 3.0
#: The hues (degrees) of what a colour says, the same in light and dark.
ERROR_HUE = 4
FAILURE_HUE = 2
SUCCESS_HUE = 212
HEROIC_HUE = 88
NEUTRAL_HUE = 266


def luminance(colour: QColor) -> float:
    """Return the relative luminance of a colour (WCAG 2)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast(first: QColor, second: QColor) -> float:
    """Return the contrast ratio of two colours (1 to 21)."""
    one, two = luminance(first), luminance(second)
    return (max(one, two) + 0.05) / (min(one, two) + 0.05)


def on_ground(hue: int, grounds: list[QColor], needed: float, saturation: float = 0.75) -> QColor:
    """Return the colour of ``hue`` nearest mid lightness that stands out on every ground."""
    darkest = min(luminance(ground) for ground in grounds)
    step = -0.02 if darkest > 0.18 else 0.02
    lightness = 0.5
    while 0.0 <= lightness <= 1.0:
        colour = QColor.fromHslF(hue / 360, saturation, lightness)
        if all(contrast(colour, ground) >= needed for ground in grounds):
            return colour
        lightness += step
    return QColor.fromHslF(hue / 360, saturation, 0.0 if step < 0 else 1.0)


def error_colour(palette: QPalette) -> QColor:
    """Return the red for refusals that reads on the palette's window and fields."""
    from PySide6.QtGui import QPalette

    grounds = [palette.color(QPalette.ColorRole.Window), palette.color(QPalette.ColorRole.Base)]
    return on_ground(ERROR_HUE, grounds, TEXT_CONTRAST)


def fill_colour(hue: int, palette: QPalette) -> QColor:
    """Return a fill of ``hue`` (a bar of a chart) that shows on the palette's window."""
    from PySide6.QtGui import QPalette

    return on_ground(hue, [palette.color(QPalette.ColorRole.Window)], SHAPE_CONTRAST, 0.5)


def invalid_style(palette: QPalette) -> str:
    """Return the style sheet that frames a field holding a refused value."""
    return f"border: 1px solid {error_colour(palette).name()}; border-radius: 3px; padding: 2px;"


class _ErrorTint(QObject):
    """Keeps a label's text in the error colour of whatever palette it is given."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.PaletteChange and isinstance(watched, QWidget):
            _tint(watched)
        return False


def _tint(widget: QWidget) -> None:
    from PySide6.QtGui import QPalette

    palette = widget.palette()
    colour = error_colour(palette)
    if palette.color(QPalette.ColorRole.WindowText) != colour:
        palette.setColor(QPalette.ColorRole.WindowText, colour)
        widget.setPalette(palette)


def mark_as_error(label: QLabel) -> QLabel:
    """Draw a label's text in the error colour, now and after any change of palette."""
    tint = _ErrorTint(label)
    label.installEventFilter(tint)
    _tint(label)
    return label


def mark_invalid(edit: QLineEdit, invalid: bool) -> None:
    """Frame a field in the error colour while it holds a refused value."""
    style = invalid_style(edit.palette()) if invalid else ""
    if edit.styleSheet() != style:
        edit.setStyleSheet(style)
