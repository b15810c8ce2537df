"""View › Larger/Smaller text (all systems): points added to the system's text size."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # importing QFont builds its Python enums, which the first frame does without
    from PySide6.QtGui import QFont

TEXT_SIZE_KEY = "view/text_size_step"
TEXT_SIZE_STEPS = range(-2, 13)
"""Points added to the system's text size by View › Larger/Smaller text (to read at a table)."""
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


class TextSizeMenu:
    """View › Larger text, Smaller text and Normal text size, and the step kept in settings.

    ``changed(font, scale)`` is called after each change, for what does not follow the
    application's font by itself.
    """

    def __init__(
        self, menu: QMenu, settings: QSettings, changed: Callable[[QFont, float], None]
    ) -> None:
        self._settings = settings
        self._changed = changed
        self.step = 0

        def add(text: str, slot: Callable[[], None], *keys: str) -> QAction:
            action = QAction(QCoreApplication.translate("MainWindow", text), menu)
            action.triggered.connect(lambda _checked=False: slot())
            action.setShortcuts([QKeySequence(key) for key in keys])
            menu.addAction(action)
            return action

        # The texts are the View menu's, in the main window's translation context.
        self.larger = add(
            QT_TRANSLATE_NOOP("MainWindow", "&Larger text"),
            lambda: self.set_step(self.step + 1),
            "Ctrl++",
            "Ctrl+=",
        )
        self.smaller = add(
            QT_TRANSLATE_NOOP("MainWindow", "&Smaller text"),
            lambda: self.set_step(self.step - 1),
            "Ctrl+-",
        )
        self.normal = add(
            QT_TRANSLATE_NOOP("MainWindow", "&Normal text size"), lambda: self.set_step(0), "Ctrl+0"
        )
        self.normal.setEnabled(False)

    def set_step(self, step: int) -> None:
        """Make every text larger or smaller by ``step`` points, kept for the next start."""
        step = clamped(step)
        font, scale = apply_text_size(step)
        self._changed(font, scale)
        self.step = step
        self.larger.setEnabled(step < TEXT_SIZE_STEPS.stop - 1)
        self.smaller.setEnabled(step > TEXT_SIZE_STEPS.start)
        self.normal.setEnabled(step != 0)
        self._settings.setValue(TEXT_SIZE_KEY, step)

    def restore(self) -> None:
        """Take the step kept from the last time, if any."""
        step = self._settings.value(TEXT_SIZE_KEY, 0, type=int)
        if isinstance(step, int) and step in TEXT_SIZE_STEPS and step != 0:
            self.set_step(step)
