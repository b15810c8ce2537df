"""Common: the pages of a tab widget as buttons that wrap onto more rows, so none scrolls away.

A ``QTabBar`` keeps its tabs on one row and, when they do not fit, hides the rest behind
scroll arrows: on a 1024-pixel screen the Persona panel showed five of its nine tabs.
``TabPicker`` shows one checkable button per page of a ``QTabWidget`` (whose own bar it
hides) in a ``FlowLayout``, which wraps the buttons onto a second row when the panel is
narrow. The tab widget stays the one place that knows the pages: its current index, its
tab texts and its keys (Ctrl+Tab, Ctrl+Page Down) keep working, and the buttons follow.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QLayout,
    QLayoutItem,
    QSizePolicy,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)


class FlowLayout(QLayout):
    """Lays its items out left to right, starting a new row when the next does not fit."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        """Place the items in ``rect`` (when ``move``) and return the height they take."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, row_height = area.x(), area.y(), 0
        for item in self._items:
            hint = item.sizeHint()
            if x > area.x() and x + hint.width() > area.right() + 1:
                x, y = area.x(), y + row_height + self._gap
                row_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._gap
            row_height = max(row_height, hint.height())
        return y + row_height - rect.y() + margins.bottom()


class TabPicker(QWidget):
    """One button per page of ``tabs``, wrapping onto as many rows as the width needs."""

    def __init__(self, tabs: QTabWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tabs = tabs
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self._flow = FlowLayout(spacing=2)
        self.buttons: list[QToolButton] = []
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 2)
        outer.addLayout(self._flow)
        tabs.tabBar().hide()
        tabs.currentChanged.connect(self._current_changed)
        self._group.idClicked.connect(tabs.setCurrentIndex)
        self.sync()

    def sync(self) -> None:
        """Make one button per page, named as the page's tab (call after adding pages)."""
        for index in range(self._tabs.count()):
            if index >= len(self.buttons):
                button = QToolButton()
                button.setObjectName(f"page-{index}")
                button.setCheckable(True)
                button.setAutoRaise(True)
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
                self._group.addButton(button, index)
                self._flow.addWidget(button)
                self.buttons.append(button)
            button = self.buttons[index]
            button.setText(self._tabs.tabText(index))
            button.setAccessibleName(self._tabs.tabText(index))
        self._current_changed(self._tabs.currentIndex())

    def _current_changed(self, index: int) -> None:
        for number, button in enumerate(self.buttons):
            button.setChecked(number == index)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._flow.heightForWidth(width) + 2
