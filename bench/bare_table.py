"""The window benchmarks' shared parts: the spread of timings, and the bare table baseline.

``big_campaign.py`` and ``real_shape_bench.py`` time the window against the least a table
can do for the same event: a bare ``QAbstractTableModel`` over plain tuples in a
``QTableView``, repainting one row (an edit's floor) or re-sorting its Python list (a sort's).
PySide6 is imported when a table is made, after the benchmark has chosen its platform.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Any


def spread(times: list[float]) -> str:
    """Return 'median (quartiles)' of ``times`` in milliseconds."""
    if len(times) == 1:
        return f"{times[0]:.1f} ms"
    low, _, high = statistics.quantiles(times, n=4)
    return f"{statistics.median(times):.1f} ms ({low:.1f}–{high:.1f})"


@dataclass(frozen=True, slots=True)
class BareTable:
    """The baseline's table: a bare model over tuples and the view showing it.

    The view keeps its model alive, the model does not hold the view (a cycle would leave
    both to the garbage collector, which may come after the application has gone).
    """

    model: Any
    view: Any

    def repaint_row(self) -> None:
        """Say one row changed, as an edit does (the view repaints it)."""
        self.model.dataChanged.emit(self.model.index(3, 0), self.model.index(3, 4))

    def sort_by(self, position: int) -> None:
        """Re-sort the rows by one column, as a sort does (the view lays them out again)."""
        self.model.layoutAboutToBeChanged.emit()
        self.model.rows.sort(key=lambda row: row[position])
        self.model.layoutChanged.emit()


def bare_table(total: int) -> BareTable:
    """Return a bare table of ``total`` Trait-like rows, shown at 900×600."""
    from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
    from PySide6.QtWidgets import QTableView

    class BareModel(QAbstractTableModel):
        def __init__(self, rows: list[tuple[Any, ...]]) -> None:
            super().__init__()
            self.rows = rows

        def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
            return 0 if parent.isValid() else len(self.rows)

        def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
            return 0 if parent.isValid() else 5

        def data(self, index: Any, role: int = 0) -> object:
            if role == Qt.ItemDataRole.DisplayRole:
                return str(self.rows[index.row()][index.column()])
            return None

    model = BareModel([(n, f"Trait {n % 97}", n % 100, n % 3, n // 30) for n in range(total)])
    view = QTableView()
    view.setModel(model)
    view.resize(900, 600)
    view.show()
    return BareTable(model, view)
