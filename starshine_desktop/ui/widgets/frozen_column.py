"""Common: a table whose first column stays in view while the rest scrolls sideways.

Qt's "frozen column" pattern: a second view of the same model lies over the table's first
column, shows that column only, and scrolls up and down with the table but never sideways.
The check-off grid keeps its Persona column in view on a 1024-pixel screen this way.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QTableView, QWidget


class FrozenColumnTable(QTableView):
    """A table view whose column 0 is drawn by ``frozen``, a view that does not scroll sideways."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.frozen = QTableView(self)
        self.frozen.setObjectName("frozen-column")
        self.frozen.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.frozen.setTabKeyNavigation(False)
        self.frozen.verticalHeader().hide()
        self.frozen.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.frozen.setFrameShape(QFrame.Shape.NoFrame)
        self.frozen.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.frozen.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.frozen.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.viewport().stackUnder(self.frozen)
        self.horizontalHeader().sectionResized.connect(self._section_resized)
        self.verticalHeader().sectionResized.connect(self._row_resized)
        self.verticalScrollBar().valueChanged.connect(self.frozen.verticalScrollBar().setValue)
        self.frozen.verticalScrollBar().valueChanged.connect(self.verticalScrollBar().setValue)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        self.frozen.setModel(model)
        # One current cell for both: a click on a frozen Persona makes its row the current one.
        self.frozen.setSelectionModel(self.selectionModel())
        if model is not None:
            model.modelReset.connect(self._columns_changed)
            model.columnsInserted.connect(self._columns_changed)
            model.columnsRemoved.connect(self._columns_changed)
            model.layoutChanged.connect(self._columns_changed)
        self._columns_changed()

    def setSelectionMode(self, mode: QAbstractItemView.SelectionMode) -> None:
        super().setSelectionMode(mode)
        self.frozen.setSelectionMode(mode)

    def _columns_changed(self, *_args: object) -> None:
        model = self.model()
        count = 0 if model is None else model.columnCount()
        for column in range(count):
            self.frozen.setColumnHidden(column, column != 0)
        if count:
            self.frozen.setColumnWidth(0, self.columnWidth(0))
        self.frozen.verticalHeader().setDefaultSectionSize(
            self.verticalHeader().defaultSectionSize()
        )
        self._place()

    def _section_resized(self, column: int, _old: int, new: int) -> None:
        if column == 0:
            self.frozen.setColumnWidth(0, new)
            self._place()

    def _row_resized(self, row: int, _old: int, new: int) -> None:
        self.frozen.setRowHeight(row, new)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def scrollTo(
        self,
        index: QModelIndex | QPersistentModelIndex,
        hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible,
    ) -> None:
        if index.column() > 0:  # keep what is scrolled to clear of the frozen column
            super().scrollTo(index, hint)

    def _place(self) -> None:
        """Lay the frozen view over the first column (header included)."""
        frame = self.frameWidth()
        self.frozen.setGeometry(
            self.verticalHeader().width() + frame,
            frame,
            self.columnWidth(0),
            self.viewport().height() + self.horizontalHeader().height(),
        )
        self.frozen.setVisible(self.model() is not None and self.model().columnCount() > 0)
