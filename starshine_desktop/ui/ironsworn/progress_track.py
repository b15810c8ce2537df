"""Progress tracks drawn as ten boxes of four ticks, and the four-segment tension clock.

A tick is a stroke in its box: the first ``\\``, the second ``/`` (an X), the third ``—`` and
the fourth ``|``; a full box is also shaded. ``paint_track`` draws into any rectangle and is
shared by the table delegate and the stand-alone widget.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from starshine_desktop.rules.ironsworn.tracks import BOXES, TICKS_PER_BOX, box_ticks
from starshine_desktop.ui.colours import ERROR_HUE, fill_colour
from starshine_desktop.ui.i18n import translate
from starshine_desktop.ui.models.table_model import TICKS_ROLE

BOX_GAP = 3.0
"""The model role that holds a track's ticks (0..40) for the delegate."""


def paint_track(painter: QPainter, rect: QRectF, ticks: int, colour: QColor) -> None:
    """Draw ten boxes of four ticks showing ``ticks`` inside ``rect``."""
    side = min(rect.height(), (rect.width() - BOX_GAP * (BOXES - 1)) / BOXES)
    if side <= 2:
        return
    top = rect.top() + (rect.height() - side) / 2
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    frame = QPen(colour, 1.0)
    stroke = QPen(colour, max(1.5, side / 11))
    stroke.setCapStyle(Qt.PenCapStyle.RoundCap)
    inset = side * 0.2
    for box, filled in enumerate(box_ticks(ticks)):
        left = rect.left() + box * (side + BOX_GAP)
        square = QRectF(left, top, side, side)
        if filled == TICKS_PER_BOX:
            shade = QColor(colour)
            shade.setAlpha(60)  # the ink's own colour, faint: reads on any ground
            painter.fillRect(square, shade)
        painter.setPen(frame)
        painter.drawRect(square.adjusted(0.5, 0.5, -0.5, -0.5))
        painter.setPen(stroke)
        inner = square.adjusted(inset, inset, -inset, -inset)
        lines = (
            (inner.topLeft(), inner.bottomRight()),
            (inner.topRight(), inner.bottomLeft()),
            (QPointF(inner.left(), inner.center().y()), QPointF(inner.right(), inner.center().y())),
            (QPointF(inner.center().x(), inner.top()), QPointF(inner.center().x(), inner.bottom())),
        )
        for start, end in lines[:filled]:
            painter.drawLine(start, end)
    painter.restore()


def describe_ticks(ticks: int) -> str:
    """Return a track's progress in words (for tooltips and screen readers)."""
    boxes, rest = divmod(ticks, TICKS_PER_BOX)
    total = BOXES * TICKS_PER_BOX
    if not rest:
        return translate(
            "ProgressTrack", "{boxes} of {count} boxes filled ({ticks} of {total} ticks)"
        ).format(boxes=boxes, count=BOXES, ticks=ticks, total=total)
    if rest == 1:
        return translate(
            "ProgressTrack", "{boxes} of {count} boxes filled and 1 tick ({ticks} of {total} ticks)"
        ).format(boxes=boxes, count=BOXES, ticks=ticks, total=total)
    return translate(
        "ProgressTrack",
        "{boxes} of {count} boxes filled and {rest} ticks ({ticks} of {total} ticks)",
    ).format(boxes=boxes, count=BOXES, rest=rest, ticks=ticks, total=total)


class ProgressTrackDelegate(QStyledItemDelegate):
    """Draws the ``TICKS_ROLE`` value of a cell as ten boxes of four ticks."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        ticks = index.data(TICKS_ROLE)
        if not isinstance(ticks, int):
            super().paint(painter, option, index)
            return
        style = option.widget.style() if option.widget is not None else None
        if style is not None:
            blank = QStyleOptionViewItem(option)
            self.initStyleOption(blank, index)
            blank.text = ""
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, blank, painter, option.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        colour = option.palette.color(role)
        area = QRectF(option.rect).adjusted(4, 4, -4, -4)
        paint_track(painter, area, ticks, colour)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        return QSize(BOXES * 18 + 8, 24)


class ProgressTrackWidget(QWidget):
    """One progress track on its own, e.g. a legacy track or the selected vow."""

    def __init__(
        self, parent: QWidget | None = None, *, box_size: int = 22, name: str | None = None
    ) -> None:
        """``name`` is what a screen reader calls the track (translated by the caller; "Progress"
        when None); its description says the ticks."""
        super().__init__(parent)
        self._ticks = 0
        self._box_size = box_size
        self.setAccessibleName(self.tr("Progress") if name is None else name)
        self.setMinimumSize(self.sizeHint())
        self.set_ticks(0)

    @property
    def ticks(self) -> int:
        """Return the ticks shown."""
        return self._ticks

    def set_ticks(self, ticks: int) -> None:
        """Show ``ticks`` (0..40)."""
        box_ticks(ticks)  # refuses a value a track cannot hold
        self._ticks = ticks
        text = describe_ticks(ticks)
        self.setToolTip(text)
        self.setAccessibleDescription(text)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(int(BOXES * (self._box_size + BOX_GAP)) + 2, self._box_size + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        colour = self.palette().color(QPalette.ColorRole.WindowText)
        paint_track(painter, QRectF(self.rect()).adjusted(1, 1, -1, -1), self._ticks, colour)
        painter.end()


class TensionClockWidget(QWidget):
    """A scene challenge's tension clock: a circle of four segments, filled ones shaded."""

    SEGMENTS = 4

    def __init__(self, parent: QWidget | None = None, *, diameter: int = 48) -> None:
        super().__init__(parent)
        self._filled = 0
        self._diameter = diameter
        self.setAccessibleName(self.tr("Tension clock"))
        self.setMinimumSize(self.sizeHint())
        self.set_filled(0)

    @property
    def filled(self) -> int:
        """Return how many segments are filled."""
        return self._filled

    def set_filled(self, filled: int) -> None:
        """Show ``filled`` segments (0..4)."""
        if not 0 <= filled <= self.SEGMENTS:
            raise ValueError(f"a tension clock has {self.SEGMENTS} segments, not {filled}")
        self._filled = filled
        self.setToolTip(
            self.tr("Tension clock: {filled} of {count} segments filled").format(
                filled=filled, count=self.SEGMENTS
            )
        )
        self.setAccessibleDescription(
            self.tr("{filled} of {count} segments filled").format(
                filled=filled, count=self.SEGMENTS
            )
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self._diameter + 2, self._diameter + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = min(self.width(), self.height()) - 2
        circle = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        colour = self.palette().color(QPalette.ColorRole.WindowText)
        painter.setPen(QPen(colour, 1.5))
        filled = fill_colour(ERROR_HUE, self.palette())
        for segment in range(self.SEGMENTS):
            start = (90 - segment * 90) * 16  # clockwise from twelve o'clock
            painter.setBrush(filled if segment < self._filled else Qt.BrushStyle.NoBrush)
            painter.drawPie(circle, start, -90 * 16)
        painter.end()
