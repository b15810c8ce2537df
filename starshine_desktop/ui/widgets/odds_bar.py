"""A small hand-drawn bar chart of exact odds (QtCharts is not available)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from starshine_desktop.ui.colours import (
    FAILURE_HUE,
    HEROIC_HUE,
    NEUTRAL_HUE,
    SUCCESS_HUE,
    fill_colour,
)
from starshine_desktop.ui.i18n import translate

FAILURE, SUCCESS, HEROIC, NEUTRAL = FAILURE_HUE, SUCCESS_HUE, HEROIC_HUE, NEUTRAL_HUE


@dataclass(frozen=True, slots=True)
class Bar:
    """One bar: its label, its exact probability and its hue (the palette sets its lightness)."""

    label: str
    probability: Fraction
    hue: int

    @property
    def percent(self) -> str:
        """Return the probability as a percentage with one decimal."""
        return translate("OddsBar", "{percent}%").format(
            percent=f"{float(self.probability) * 100:.1f}"
        )

    @property
    def spoken(self) -> str:
        """Return the bar as a screen reader says it: "Success 13/36 (36.1%)"."""
        return translate("OddsBar", "{label} {fraction} ({percent})").format(
            label=self.label, fraction=self.probability, percent=self.percent
        )


def describe_bars(bars: Sequence[Bar], caption: str = "") -> str:
    """Return every bar's exact odds and then the caption, in words for a screen reader."""
    return "; ".join(part for part in (", ".join(bar.spoken for bar in bars), caption) if part)


class OddsBar(QWidget):
    """Vertical bars, one per outcome, each labelled with its exact percentage.

    The tallest bar fills the height; the exact fractions are in the tooltip and in the
    accessible description (a screen reader's name for it comes from its label).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bars: tuple[Bar, ...] = ()
        self._caption = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(150)

    def sizeHint(self) -> QSize:
        return QSize(320, 150)

    def set_bars(self, bars: Sequence[Bar], caption: str = "") -> None:
        """Show these bars (an empty list shows the caption alone)."""
        self._bars = tuple(bars)
        self._caption = caption
        self.setToolTip(
            "\n".join(
                self.tr("{label}: {percent} ({fraction})").format(
                    label=bar.label, percent=bar.percent, fraction=bar.probability
                )
                for bar in self._bars
            )
        )
        self.setAccessibleDescription(describe_bars(self._bars, caption))
        self.update()

    @property
    def bars(self) -> tuple[Bar, ...]:
        """Return the bars shown."""
        return self._bars

    @property
    def caption(self) -> str:
        """Return the caption under the bars."""
        return self._caption

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_colour = self.palette().color(QPalette.ColorRole.WindowText)
        metrics = self.fontMetrics()
        line = metrics.height()
        area = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        caption_height = line + 2 if self._caption else 0
        chart = area.adjusted(0, line + 2, 0, -(line + 2 + caption_height))
        painter.setPen(text_colour)
        if self._caption:
            painter.drawText(
                QRectF(area.left(), area.bottom() - line, area.width(), line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self._caption,
            )
        if not self._bars:
            painter.end()
            return
        slot = area.width() / len(self._bars)
        tallest = max((float(bar.probability) for bar in self._bars), default=0.0) or 1.0
        width = min(slot * 0.6, 64.0)
        painter.drawLine(
            int(area.left()), int(chart.bottom()), int(area.right()), int(chart.bottom())
        )
        for number, bar in enumerate(self._bars):
            centre = area.left() + slot * (number + 0.5)
            height = chart.height() * float(bar.probability) / tallest
            rect = QRectF(centre - width / 2, chart.bottom() - height, width, height)
            painter.fillRect(rect, fill_colour(bar.hue, self.palette()))
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(centre - slot / 2, rect.top() - line - 1, slot, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                bar.percent,
            )
            painter.drawText(
                QRectF(centre - slot / 2, chart.bottom() + 1, slot, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, int(slot)),
            )
        painter.end()
