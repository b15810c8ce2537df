"""The window benchmarks' shared parts: the campaign's window, timings and the bare table.

``big_campaign.py``, ``real_shape_bench.py`` and ``challenge_setup_bench.py`` open a
campaign's window the same way (``open_window``: a folder of their own, the window at
1366×768), time an action to the end of the event loop's work (``Timer``: the time on the
clock and the processor time the process spent, which a loaded machine inflates less) and
give the median with quartiles (``spread``). ``big_campaign.py`` and ``real_shape_bench.py``
time the window against the least a table can do for the same event: a bare
``QAbstractTableModel`` over plain tuples in a ``QTableView``, repainting one row (an edit's
floor) or re-sorting its Python list (a sort's). PySide6 is imported when a window or table
is made, after the benchmark has chosen its platform.

Importing this module puts the project the benchmark sits in first on the import path, so a
benchmark times its own tree (not another checkout the environment installed).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path[:1]:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def spread(times: list[float]) -> str:
    """Return 'median (quartiles)' of ``times`` in milliseconds."""
    if len(times) == 1:
        return f"{times[0]:.1f} ms"
    low, _, high = statistics.quantiles(times, n=4)
    return f"{statistics.median(times):.1f} ms ({low:.1f}–{high:.1f})"


def campaign_folder(prefix: str) -> Path:
    """Return a new folder for a benchmark's campaign; the app's settings go there too."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["STARSHINE_HOME"] = str(folder / "home")
    return folder


def open_window(path: Path) -> tuple[Any, Any, Any]:
    """Open the campaign at ``path`` in the main window as the app does, 1366×768, shown and
    painted once; return the application, the campaign and the window."""
    from PySide6.QtWidgets import QApplication

    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.ui.app import build_main_window
    from starshine_desktop.ui.prompts import DialogPrompter

    app = QApplication.instance() or QApplication([])
    campaign = open_campaign(path)
    window = build_main_window(campaign, prompter=DialogPrompter())
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    return app, campaign, window


@dataclass
class Timer:
    """Time actions to the end of the event loop's work that follows them (``settle``).

    Each call returns the milliseconds on the clock and keeps the processor time the process
    spent in ``cpu`` (on two cores shared with other work, the clock waits for the processor
    and the disk; the processor time shows what the action itself costs).
    """

    settle: Callable[[], object]
    cpu: list[float] = field(default_factory=list)

    def __call__(self, action: Callable[[], object]) -> float:
        start, used = time.perf_counter(), time.process_time()
        action()
        self.settle()
        self.cpu.append((time.process_time() - used) * 1000)
        return (time.perf_counter() - start) * 1000

    def runs(self, runs: int, action: Callable[[], object]) -> tuple[list[float], list[float]]:
        """Return the clock's and the processor's milliseconds of ``runs`` calls of ``action``."""
        del self.cpu[:]
        times = [self(action) for _ in range(runs)]
        return times, list(self.cpu)


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
