"""View › Larger/Smaller text (all systems): points added to the system's text size."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:  # importing QFont builds its Python enums, which the first frame does without
    from PySide6.QtGui import QFont

TEXT_SIZE_KEY = "view/text_size_step"
#: Points added to the system's text size by View › Larger/Smaller text (to read at a table).
TEXT_SIZE_STEPS = range(-2, 13)
_SYSTEM_POINT_SIZE = "starshine_system_point_size"


def clamped(step: int) -> int:
    """Return ``step`` kept within the steps offered."""
    return min(max(step, TEXT_SIZE_STEPS.start), TEXT_SIZE_STEPS.stop - 1)


def apply_text_size(step: int) -> tuple[QFont, float]:
    """Set the application's font to the system's size plus ``step`` points.

    Returns the new font and how much larger it is than the one before (to scale columns).
    """
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    # The system's size, noted on the application before the first change (a window
    # opened later must not take an enlarged size for the system's).
    base = app.property(_SYSTEM_POINT_SIZE)
    if not isinstance(base, float):
        base = app.font().pointSizeF()
        app.setProperty(_SYSTEM_POINT_SIZE, base)
    font = app.font()
    scale = (base + step) / font.pointSizeF()
    font.setPointSizeF(base + step)
    app.setFont(font)
    return font, scale
