"""Start-up time: process start to the main window's first paint, against a bare Qt window.

All are started the same way (a fresh ``python`` process, offscreen Qt) and print the
time of their first paint; the app does so because ``STARSHINE_EXIT_AFTER_FIRST_PAINT``
is set (see ``starshine_desktop/ui/app.py``). The app opens the default campaign of a
temporary ``STARSHINE_HOME`` holding 30 Personae. Besides the bare window (the baseline)
and the app, two windows give context: the bare window with a 30-row Python table, and
the app's first frame rebuilt from plain PySide6 with nothing of the project (the floor
for any implementation of that window). Prints the medians and their ratios.

Children write and reuse compiled bytecode in a temporary ``PYTHONPYCACHEPREFIX`` (even
when ``PYTHONDONTWRITEBYTECODE`` is set here), as an installed app would; the first,
unmeasured run of each fills it.

``--before TREE`` also starts the app from another checkout (its folder put first on
``PYTHONPATH``), interleaved with the rest, to compare a change with the tree before it.
Children start in the temporary folder, so the app measured is the one ``PYTHONPATH`` (or
the installed package) gives, never one the current folder would put first on the path.

Usage: python bench/startup.py [--runs 7] [--before TREE]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

FIRST_PAINT_VARIABLE = "STARSHINE_EXIT_AFTER_FIRST_PAINT"
TARGET_RATIO = 1.3

BARE_WINDOW = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1280, 760)
    # CONTENT

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and watched is window:
                window.removeEventFilter(self)
                QTimer.singleShot(0, report)
            return False

    def report():
        sys.stdout.write(f"first-paint {time.time():.6f}\\n")
        sys.stdout.flush()
        app.quit()

    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
    sys.exit(app.exec())
    """
)
"""A bare ``QMainWindow``: the baseline the target is stated against. It watches for its
first paint the way the app does (an event filter on the window itself)."""

#: The least a window showing a campaign's Personae needs: the bare window plus a
#: ``QTableView`` on a Python table model of 30 rows. Painting its header hands PySide a
#: ``Qt.Orientation``, which makes PySide build every enum of the ``Qt`` namespace
#: (93 Python enums, about 20 ms on Python 3.11), so no window with a Python model can
#: paint its rows without that cost. For context: the floor any such window starts from.
TABLE_WINDOW = BARE_WINDOW.replace(
    "# CONTENT\n",
    textwrap.dedent(
        """
        from PySide6.QtCore import QAbstractTableModel, QModelIndex
        from PySide6.QtWidgets import QTableView

        HEADERS = ("Name", "Actor", "Status")

        class Personae(QAbstractTableModel):
            def rowCount(self, parent=QModelIndex()):
                return 0 if parent.isValid() else 30

            def columnCount(self, parent=QModelIndex()):
                return 0 if parent.isValid() else len(HEADERS)

            def data(self, index, role=0):
                return f"Persona {index.row():02d}" if role == 0 else None

            def headerData(self, section, orientation, role=0):
                if role != 0:
                    return None
                return HEADERS[section] if section < len(HEADERS) else str(section + 1)

        view = QTableView()
        view.setModel(Personae(view))
        window.setCentralWidget(view)
        """
    ),
)


#: What the app's first frame holds, for ``FIRST_FRAME_WINDOW``. Each menu: its title and
#: its entries, each a text and its shortcuts (``None`` for a submenu).
#: tests/ui/test_startup_floor.py keeps these equal to the app's window.
FIRST_FRAME_MENUS: tuple[tuple[str, tuple[tuple[str, tuple[str, ...] | None], ...]], ...] = (
    (
        "&File",
        (
            ("&New campaign…", ("Ctrl+N",)),
            ("&Open…", ("Ctrl+O",)),
            ("Open &recent", None),
            ("Save a &copy as…", ("Ctrl+Shift+S",)),
            ("Restore from &backup…", ()),
            ("Connect to s&hared campaign…", ()),
            ("Share campai&gn on a server…", ()),
            ("Save &link to shared campaign…", ()),
            ("New from &sample…", ()),
            ("&Import campaign JSON…", ()),
            ("&Export campaign JSON…", ()),
            ("Export &Persona…", ()),
            ("Import Perso&na…", ()),
            ("Export Personae of a Pla&yer…", ()),
            ("Import Persona &Folder…", ()),
            ("Par&ty folder…", ()),
            ("Export &Markdown…", ()),
            ("Import r&ules package…", ()),
            ("Remo&ve rules package…", ()),
            ("&Print", None),
            ("Export P&DF", None),
            ("&Quit", ()),
        ),
    ),
    (
        "&Edit",
        (
            ("&Undo", ("Ctrl+Z", "Alt+Backspace")),
            ("&Redo", ("Ctrl+Y", "Alt+Shift+Backspace", "Ctrl+Shift+Z")),
            ("&History…", ("Ctrl+H",)),
            ("&Find in campaign…", ("Ctrl+Shift+F",)),
            ("&Add Persona", ("Ctrl+Shift+N",)),
            ("D&uplicate Persona", ("Ctrl+D",)),
            ("&Delete Persona…", ()),
            ("Start &Challenge…", ("Ctrl+Shift+H",)),
        ),
    ),
    (
        "&View",
        (
            ("Personae", ("Ctrl+1",)),
            ("Elements", ("Ctrl+2",)),
            ("Episodes", ("Ctrl+3",)),
            ("Challenges", ("Ctrl+4",)),
            ("Tracks", ("Ctrl+5",)),
            ("Dice", ("Ctrl+6",)),
            ("Reference", ("Ctrl+7",)),
            ("&Larger text", ("Ctrl++", "Ctrl+=")),
            ("&Smaller text", ("Ctrl+-",)),
            ("&Normal text size", ("Ctrl+0",)),
            ("&Theme", None),
            ("&Language", None),
        ),
    ),
    (
        "&Help",
        (
            ("&Keyboard shortcuts", ()),
            ("Open &log folder", ()),
            ("&About Starshine Desktop", ()),
        ),
    ),
)
FIRST_FRAME_SECTIONS = (
    "Personae",
    "Elements",
    "Episodes",
    "Challenges",
    "Tracks",
    "Dice",
    "Reference",
)
FIRST_FRAME_BUTTONS = ("&Add Persona", "D&uplicate", "&Delete…", "Start Challenge…")
#: The Personae table's columns: header and whether it holds numbers (right-aligned).
FIRST_FRAME_COLUMNS = (
    ("Name", False),
    ("Actor", False),
    ("Stance", True),
    ("Status", False),
    *((score, True) for score in ("Base", "Defense", "Recovery", "Lead", "Stunt", "Aid")),
    *((score, True) for score in ("Threat Score", "Guard", "Surrender", "Risk", "Power")),
    ("Fortune", True),
    ("Updated", False),
)
FIRST_FRAME_TABS = (
    "Sheet",
    "Characteristics",
    "Abilities",
    "Traits",
    "Investments",
    "Strategies",
    "Advances",
    "Ironsworn",
    "Cortex",
)

_FIRST_FRAME_CONTENT = textwrap.dedent(
    """
        from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
        from PySide6.QtGui import QAction, QKeySequence, QUndoStack
        from PySide6.QtWidgets import (
            QAbstractItemView, QHBoxLayout, QLabel, QLineEdit, QListWidget, QMenu, QPushButton,
            QScrollArea, QSplitter, QStackedWidget, QTabWidget, QTableView, QToolButton,
            QVBoxLayout,
            QWidget,
        )

        MENUS = __MENUS__
        SECTIONS = __SECTIONS__
        BUTTONS = __BUTTONS__
        COLUMNS = __COLUMNS__
        TABS = __TABS__
        RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

        class Personae(QAbstractTableModel):
            def __init__(self, parent):
                super().__init__(parent)
                self.rows = [
                    (f"Persona {n:02d}", f"Actor {n % 5}", "1", "") + ("2",) * (len(COLUMNS) - 4)
                    for n in range(30)
                ]

            def rowCount(self, parent=QModelIndex()):
                return 0 if parent.isValid() else len(self.rows)

            def columnCount(self, parent=QModelIndex()):
                return 0 if parent.isValid() else len(COLUMNS)

            def data(self, index, role=0):
                role = int(role)
                if role == 0:
                    return self.rows[index.row()][index.column()]
                if role == 7:
                    return RIGHT if COLUMNS[index.column()][1] else None
                return None

            def headerData(self, section, orientation, role=0):
                if orientation != Qt.Orientation.Horizontal or int(role) != 0:
                    return None
                return COLUMNS[section][0]

            def sort(self, column, order=Qt.SortOrder.AscendingOrder):
                self.layoutAboutToBeChanged.emit()
                descending = order == Qt.SortOrder.DescendingOrder
                self.rows.sort(key=lambda row: row[column], reverse=descending)
                self.layoutChanged.emit()

        undo_stack = QUndoStack(window)
        for title, entries in MENUS:
            menu = window.menuBar().addMenu(title)
            for text, shortcuts in entries:
                if shortcuts is None:
                    menu.addMenu(text)
                    continue
                action = QAction(text, window)
                action.setShortcuts([QKeySequence(keys) for keys in shortcuts])
                menu.addAction(action)
        sidebar = QListWidget()
        sidebar.setObjectName("sections")
        sidebar.setFixedWidth(150)
        sidebar.setStyleSheet(__STYLE_SHEET__)
        sidebar.addItems(list(SECTIONS))
        sidebar.setCurrentRow(0)
        page = QWidget()
        layout = QVBoxLayout(page)
        bar = QHBoxLayout()
        filter_edit = QLineEdit()
        filter_edit.setPlaceholderText("Filter by name, Actor or notes")
        filter_edit.setClearButtonEnabled(True)
        bar.addWidget(filter_edit, 1)
        columns = QToolButton()
        columns.setText("Columns")
        columns.setMenu(QMenu(columns))
        bar.addWidget(columns)
        for number, text in enumerate(BUTTONS):
            button = QPushButton(text)
            button.setEnabled(number not in (1, 2))
            bar.addWidget(button)
        layout.addLayout(bar)
        view = QTableView()
        view.setModel(Personae(view))
        view.setSortingEnabled(True)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setAlternatingRowColors(True)
        view.verticalHeader().hide()
        view.verticalHeader().setDefaultSectionSize(window.fontMetrics().height() + 10)
        header = view.horizontalHeader()
        header.setDefaultSectionSize(64)
        for column, width in ((0, 150), (1, 110), (len(COLUMNS) - 1, 130)):
            header.resizeSection(column, width)
        header.setHighlightSections(False)
        view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        sheet = QLabel("Select a Persona in the table, or add one.")
        sheet.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scroll = QScrollArea()
        scroll.setWidget(sheet)
        scroll.setWidgetResizable(True)
        tabs = QTabWidget()
        tabs.addTab(scroll, TABS[0])
        for title in TABS[1:]:
            tabs.addTab(QWidget(), title)
        tabs.tabBar().hide()
        panel = QWidget()
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(0, 0, 0, 0)
        picker = QHBoxLayout()  # the app wraps these onto a second row when narrow
        for title in TABS:
            page_button = QToolButton()
            page_button.setText(title)
            page_button.setCheckable(True)
            page_button.setAutoRaise(True)
            picker.addWidget(page_button)
        panel_layout.addLayout(picker)
        panel_layout.addWidget(tabs, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(view)
        splitter.addWidget(panel)
        splitter.setSizes([600, 500])
        layout.addWidget(splitter, 1)
        pages = QStackedWidget()
        pages.addWidget(page)
        body = QWidget()
        body_layout = QHBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.setSpacing(0)
        body_layout.addWidget(sidebar)
        body_layout.addWidget(pages, 1)
        window.setCentralWidget(body)
        window.statusBar().showMessage("campaign.starshine")
        window.statusBar().addPermanentWidget(QLabel("30 Personae"))
        """
)


def first_frame_window(
    menus: tuple[tuple[str, tuple[tuple[str, tuple[str, ...] | None], ...]], ...],
    sections: tuple[str, ...],
    buttons: tuple[str, ...],
    columns: tuple[tuple[str, bool], ...],
    tabs: tuple[str, ...],
    style_sheet: str,
) -> str:
    """Return the program of a window laid out as the app's first frame, with these parts."""
    content = (
        _FIRST_FRAME_CONTENT.replace("__MENUS__", repr(menus))
        .replace("__SECTIONS__", repr(sections))
        .replace("__BUTTONS__", repr(buttons))
        .replace("__COLUMNS__", repr(columns))
        .replace("__TABS__", repr(tabs))
        .replace("__STYLE_SHEET__", repr(style_sheet))
    )
    return BARE_WINDOW.replace("# CONTENT\n", content)


#: The app's first frame rebuilt from plain PySide6 and nothing of the project: the same
#: menus with their shortcuts, the sidebar with its style sheet, the filter box and
#: buttons, a sortable ``QTableView`` on a 30-row Python model with the same columns
#: (sorted by name before it is shown, as the app does), the Persona panel's tabs with
#: the sheet's placeholder text, the splitter and the status bar. No campaign is opened and
#: no module of the app is imported: this is what the app's window costs in PySide6
#: itself, the floor for any implementation of it.
FIRST_FRAME_WINDOW = first_frame_window(
    FIRST_FRAME_MENUS,
    FIRST_FRAME_SECTIONS,
    FIRST_FRAME_BUTTONS,
    FIRST_FRAME_COLUMNS,
    FIRST_FRAME_TABS,
    "QListWidget#sections::item { padding: 6px 10px; }",
)

#: The least the foundation issue asks of the window, in the same plain PySide6: the
#: sidebar of sections, a sortable table of Personae (name and Actor) with its filter box
#: and add, duplicate and delete, a sheet panel, and File (New campaign, Open, Open recent,
#: Save a copy as), Edit (Undo, Redo) and Help (About) menus.
LEAST_WINDOW = first_frame_window(
    (
        (
            "&File",
            (
                ("&New campaign…", ("Ctrl+N",)),
                ("&Open…", ("Ctrl+O",)),
                ("Open &recent", None),
                ("Save a &copy as…", ()),
            ),
        ),
        ("&Edit", (("&Undo", ("Ctrl+Z",)), ("&Redo", ("Ctrl+Y",)))),
        ("&Help", (("&About", ()),)),
    ),
    ("Personae", "Elements", "Episodes", "Challenges", "Tracks", "Reference"),
    ("&Add Persona", "D&uplicate", "&Delete…"),
    (("Name", False), ("Actor", False)),
    ("Sheet",),
    "",
)


def seed_default_campaign(home: Path, count: int = 30) -> None:
    """Create the default campaign of ``home`` with ``count`` Personae."""
    os.environ["STARSHINE_HOME"] = str(home)
    from starshine_desktop.services.campaign import open_or_create_default
    from starshine_desktop.storage.rows import PersonaValues

    campaign = open_or_create_default()
    for number in range(count):
        campaign.personae.add_persona(PersonaValues(f"Persona {number:02d}", f"Actor {number % 5}"))
    campaign.close()


def time_to_first_paint(
    command: list[str], environment: dict[str, str], folder: Path | None = None
) -> float:
    """Return seconds from starting ``command`` (in ``folder``) to the first paint it reports."""
    started = time.time()
    result = subprocess.run(
        command,
        capture_output=True,
        text=True,
        env=environment,
        cwd=folder,
        timeout=120,
        check=False,
    )
    lines = [line for line in result.stdout.splitlines() if line.startswith("first-paint ")]
    if result.returncode != 0 or not lines:
        raise RuntimeError(f"{command} failed ({result.returncode}): {result.stderr.strip()}")
    return float(lines[0].split()[1]) - started


def main(argv: list[str]) -> int:
    """Measure the four start-ups, interleaved, and print medians and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--before", type=Path, help="also start the app of this checkout")
    options = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        seed_default_campaign(home)
        environment = {
            **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
            "PYTHONPYCACHEPREFIX": str(home / "pycache"),
            "STARSHINE_HOME": str(home),
            "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            FIRST_PAINT_VARIABLE: "1",
        }
        commands = {
            "bare": [sys.executable, "-c", BARE_WINDOW],
            "table": [sys.executable, "-c", TABLE_WINDOW],
            "least": [sys.executable, "-c", LEAST_WINDOW],
            "first frame": [sys.executable, "-c", FIRST_FRAME_WINDOW],
            "app": [sys.executable, "-m", "starshine_desktop"],
        }
        environments = {name: environment for name in commands}
        if options.before is not None:
            commands["app before"] = commands["app"]
            environments["app before"] = {
                **environment,
                "PYTHONPATH": os.pathsep.join(
                    [str(options.before.resolve()), environment.get("PYTHONPATH", "")]
                ),
            }
        for name, command in commands.items():  # fill the bytecode and file caches
            time_to_first_paint(command, environments[name], home)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(options.runs):
            for name, command in commands.items():
                times[name].append(time_to_first_paint(command, environments[name], home))
    median = {name: statistics.median(values) * 1000 for name, values in times.items()}
    print_figures(median, options.runs, "window")
    print_spread(times)
    return 0


def print_spread(times: dict[str, list[float]]) -> None:
    """Print the quartiles of the app's time over its floor's, start by start (interleaved)."""
    for name in ("app", "app before"):
        if name not in times:
            continue
        ratios = [app / floor for app, floor in zip(times[name], times["first frame"], strict=True)]
        if len(ratios) >= 2:
            low, middle, high = statistics.quantiles(ratios, n=4)
            print(f"start by start, {name} over its floor: {middle:.2f}x ({low:.2f}–{high:.2f})")


def print_figures(median: dict[str, float], runs: int, kind: str) -> None:
    """Print the medians of a run and every ratio against the bare ``kind`` (window, bundle)."""
    bare = median["bare"]
    names = {
        "bare": "a bare QMainWindow",
        "table": "the same with a 30-row Python table",
        "least": "the least window issue 2 asks for, plain PySide6",
        "first frame": "the app's first frame in plain PySide6 (floor)",
        "app": "Starshine Desktop on 30 Personae",
        "app before": "the same, from the tree given as --before",
    }
    print(f"Process start to first paint, one {kind} each, median of {runs} runs:")
    for name, label in names.items():
        if name not in median:
            continue
        print(f"  {label:48s} {median[name]:4.0f} ms  {median[name] / bare:.2f}x")
    ratio = median["app"] / bare
    verdict = "within" if ratio <= TARGET_RATIO else "over"
    print(f"ratio {ratio:.2f}x against the bare {kind} ({verdict} the {TARGET_RATIO}x target)")
    print(f"the app is {median['app'] / median['first frame']:.2f}x its floor")
    if "app before" in median:
        before = median["app before"] / median["first frame"]
        print(f"the app of the tree before is {before:.2f}x its floor")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
