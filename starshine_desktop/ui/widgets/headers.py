"""Column headers that are never cut off (all systems): each column at least as wide as its title.

A header's title is drawn inside the section less the style's margins and, on the column the
table is sorted by, the sort arrow; ``fit_header_titles`` widens any column narrower than that,
and leaves wider ones (and columns a person resized wider) as they are.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView

#: Room around a title: the style's margin each side and the sort arrow.
EXTRA_MARGIN = 4


def title_width(header: QHeaderView, column: int) -> int:
    """Return the narrowest width that shows the whole title of ``column`` and a sort arrow."""
    title = header.model().headerData(column, Qt.Orientation.Horizontal) if header.model() else ""
    style = header.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    arrow = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
    text = header.fontMetrics().horizontalAdvance(str(title or ""))
    return text + 2 * margin + arrow + margin + EXTRA_MARGIN


def fit_header_titles(view: QTableView) -> None:
    """Widen every column of ``view`` narrower than its title (the stretched ones fit alone)."""
    header = view.horizontalHeader()
    model = view.model()
    if model is None:
        return
    for column in range(model.columnCount()):
        if header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch:
            continue
        needed = title_width(header, column)
        if header.sectionSize(column) < needed:
            header.resizeSection(column, needed)
