"""The look of the window (all systems): System, Light or Dark, and View › Theme.

The theme is a setting (``theme`` in the settings file): ``system`` (the default) leaves the
style and palette to the desktop (and to Qt's own ``-style`` and ``-platformtheme`` options);
``light`` and ``dark`` draw with Qt's Fusion style and a light or a dark palette, the same on
every desktop. It applies at once when chosen in the menu and is kept for the next start.

Fusion draws an unticked check box or radio button as a field-coloured square or circle
framed a little darker than the window: on a dark ground that frame nearly vanishes (the
Episode check-off grid was a field of dark squares on dark). ``OutlinedIndicators``, a proxy
of Fusion, frames every unticked indicator in a colour halfway between the text and the
ground, so it stands out at 3:1 at least on the window and in a field.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from starshine_desktop.ui.kept_choice import KeptChoice, add_choices

if TYPE_CHECKING:  # palettes and styles load when a theme other than the system's is applied
    from PySide6.QtGui import QColor, QPainter, QPalette
    from PySide6.QtWidgets import QStyle, QStyleOption

log = logging.getLogger("starshine_desktop.theme")

# The setting's key in the settings file, and its values.
SETTING_KEY = "theme"
SYSTEM = "system"
LIGHT = "light"
DARK = "dark"
THEMES = (SYSTEM, LIGHT, DARK)


@dataclass(frozen=True, slots=True)
class Grey:
    """A role of the dark palette and its lightness (0 black to 1 white); no hue."""

    role: QPalette.ColorRole
    lightness: float


def dark_palette() -> QPalette:
    """Return the dark palette: light text on dark grounds, contrast AA or better."""
    from PySide6.QtGui import QColor, QPalette

    roles = QPalette.ColorRole
    greys = (
        Grey(roles.Window, 0.17),
        Grey(roles.WindowText, 0.91),
        Grey(roles.Base, 0.12),
        Grey(roles.AlternateBase, 0.2),
        Grey(roles.Text, 0.91),
        Grey(roles.Button, 0.23),
        Grey(roles.ButtonText, 0.91),
        Grey(roles.BrightText, 1.0),
        Grey(roles.PlaceholderText, 0.62),
        Grey(roles.ToolTipBase, 0.23),
        Grey(roles.ToolTipText, 0.91),
        Grey(roles.Light, 0.3),
        Grey(roles.Midlight, 0.26),
        Grey(roles.Mid, 0.35),
        Grey(roles.Dark, 0.1),
        Grey(roles.Shadow, 0.05),
        Grey(roles.HighlightedText, 1.0),
    )
    palette = QPalette()
    for grey in greys:
        palette.setColor(grey.role, QColor.fromHslF(0.0, 0.0, grey.lightness))
    # The selection and links: the blue of the app's "success" hue, dark enough for white text.
    palette.setColor(roles.Highlight, QColor.fromHslF(0.59, 0.5, 0.45))
    palette.setColor(roles.Link, QColor.fromHslF(0.59, 0.8, 0.7))
    palette.setColor(roles.LinkVisited, QColor.fromHslF(0.75, 0.6, 0.75))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(disabled, role, QColor.fromHslF(0.0, 0.0, 0.54))
    palette.setColor(disabled, roles.Base, QColor.fromHslF(0.0, 0.0, 0.15))
    palette.setColor(disabled, roles.Button, QColor.fromHslF(0.0, 0.0, 0.2))
    return palette


def indicator_outline(palette: QPalette) -> QColor:
    """Return the frame of an unticked indicator: halfway between the text and the ground."""
    from PySide6.QtGui import QColor, QPalette

    text = palette.color(QPalette.ColorRole.WindowText)
    ground = palette.color(QPalette.ColorRole.Window)
    return QColor.fromRgbF(
        (text.redF() + ground.redF()) / 2,
        (text.greenF() + ground.greenF()) / 2,
        (text.blueF() + ground.blueF()) / 2,
    )


def _fusion_with_outlines() -> QStyle:
    """Return Fusion, framing every indicator so an unticked one shows on any ground."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QPen
    from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleFactory

    indicators = {
        QStyle.PrimitiveElement.PE_IndicatorCheckBox,
        QStyle.PrimitiveElement.PE_IndicatorRadioButton,
        QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck,
    }

    class OutlinedIndicators(QProxyStyle):
        def drawPrimitive(
            self,
            element: QStyle.PrimitiveElement,
            option: QStyleOption,
            painter: QPainter,
            widget: QWidget | None = None,
        ) -> None:
            super().drawPrimitive(element, option, painter, widget)
            if element not in indicators:
                return
            painter.save()
            painter.setRenderHint(painter.RenderHint.Antialiasing, True)
            pen = QPen(indicator_outline(option.palette))
            pen.setWidthF(1.0)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            rect = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
            if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
                side = min(rect.width(), rect.height())
                circle = QRectF(0, 0, side, side)
                circle.moveCenter(rect.center())
                painter.drawEllipse(circle)
            else:
                painter.drawRect(rect)
            painter.restore()

    fusion = QStyleFactory.create("Fusion")
    return OutlinedIndicators(fusion)


KEPT = KeptChoice(SETTING_KEY, THEMES, SYSTEM)


def stored_choice(settings: QSettings) -> str:
    """Return the theme chosen in the settings (``system`` if none or an unknown one)."""
    return KEPT.read(settings)


class Themes:
    """Applies a theme to the application, and can go back to the system's look."""

    def __init__(self, app: QApplication) -> None:
        from PySide6.QtGui import QPalette

        self._app = app
        self._system_style = app.style().name()
        self._system_palette = QPalette(app.palette())
        self.current = SYSTEM

    def apply(self, theme: str) -> None:
        """Draw the window in ``theme`` (``system``, ``light`` or ``dark``) from now on."""
        if theme == self.current:
            return
        if theme == SYSTEM:
            self._app.setStyle(self._system_style)
            self._app.setPalette(self._system_palette)
        else:
            style = _fusion_with_outlines()
            self._app.setStyle(style)
            self._app.setPalette(dark_palette() if theme == DARK else style.standardPalette())
        self.current = theme
        log.info("Theme: %s", theme)


_themes: Themes | None = None


def themes() -> Themes:
    """Return the application's themes (made on first use, when the system's look is known)."""
    global _themes
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if _themes is None or _themes._app is not app:
        _themes = Themes(app)
    return _themes


def apply_stored(settings: QSettings) -> str:
    """Apply the theme kept in the settings (start-up; ``system`` loads nothing); return it."""
    choice = stored_choice(settings)
    if choice != SYSTEM:
        themes().apply(choice)
    return choice


class ThemeMenu(QObject):
    """View › Theme: System, Light, Dark; a choice applies at once and is kept.

    Made with the window, it applies the theme kept in the settings (``system`` loads
    nothing, so the first frame of a default start pays nothing for it).
    """

    def __init__(self, parent_menu: QMenu, settings: QSettings, window: QWidget) -> None:
        super().__init__(window)
        self._settings = settings
        self.menu = parent_menu.addMenu(self.tr("&Theme"))
        self.menu.setObjectName("themeMenu")
        names = (
            (SYSTEM, self.tr("&System")),
            (LIGHT, self.tr("&Light")),
            (DARK, self.tr("&Dark")),
        )
        self.actions = add_choices(self, self.menu, names, stored_choice(settings), self.choose)
        apply_stored(settings)  # the window opens in the look chosen last time

    def choose(self, theme: str, _checked: bool = True) -> None:
        """Draw the window in ``theme`` now and keep it for the next start."""
        self.actions[theme].setChecked(True)
        KEPT.keep(self._settings, theme)
        themes().apply(theme)
