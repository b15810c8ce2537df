"""How the GUI tests look at the screen: a dark palette, contrast measured from pixels."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from starshine_desktop.ui.colours import contrast


def dark_palette() -> QPalette:
    """A dark palette as a desktop's dark theme gives it (light text on dark grounds)."""
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.WindowText, "#e8e8e8"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.AlternateBase, "#323232"),
        (QPalette.ColorRole.Text, "#e8e8e8"),
        (QPalette.ColorRole.Button, "#3a3a3a"),
        (QPalette.ColorRole.ButtonText, "#e8e8e8"),
        (QPalette.ColorRole.PlaceholderText, "#a8a8a8"),
        (QPalette.ColorRole.ToolTipBase, "#3a3a3a"),
        (QPalette.ColorRole.ToolTipText, "#e8e8e8"),
        (QPalette.ColorRole.Highlight, "#3d6fb4"),
        (QPalette.ColorRole.HighlightedText, "#ffffff"),
        (QPalette.ColorRole.Mid, "#5a5a5a"),
    ):
        palette.setColor(role, QColor(colour))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8a8a8a"))
    return palette


def text_contrast(widget: QWidget) -> float:
    """Return the contrast (WCAG) between the ground a widget shows and its text, as drawn.

    The ground is the colour drawn most; the text is the colour most unlike it among those
    drawn often (anti-aliased edges are rare), so a single stray pixel does not count.
    """
    image = widget.grab().toImage()
    counts: dict[int, int] = {}
    for y in range(image.height()):
        for x in range(image.width()):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    ground = QColor(max(counts, key=lambda rgb: counts[rgb]))
    often = [rgb for rgb, count in counts.items() if count >= 8]
    return max(contrast(ground, QColor(rgb)) for rgb in often)
