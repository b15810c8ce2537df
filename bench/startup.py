"""Start-up time: process start to the main window's first paint, against a bare Qt window.

Both are started the same way (a fresh ``python`` process, offscreen Qt) and print the
time of their first paint; the app does so because ``STARSHINE_EXIT_AFTER_FIRST_PAINT``
is set (see ``starshine_desktop/ui/app.py``). The app opens the default campaign of a
temporary ``STARSHINE_HOME`` holding 30 Personae. Prints the medians and their ratio.

Children write and reuse compiled bytecode in a temporary ``PYTHONPYCACHEPREFIX`` (even
when ``PYTHONDONTWRITEBYTECODE`` is set here), as an installed app would; the first,
unmeasured run of each fills it.

Usage: python bench/startup.py [--runs 7]
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


def seed_default_campaign(home: Path, count: int = 30) -> None:
    """Create the default campaign of ``home`` with ``count`` Personae."""
    os.environ["STARSHINE_HOME"] = str(home)
    from starshine_desktop.services.campaign import open_or_create_default
    from starshine_desktop.storage.rows import PersonaValues

    campaign = open_or_create_default()
    for number in range(count):
        campaign.personae.add_persona(PersonaValues(f"Persona {number:02d}", f"Actor {number % 5}"))
    campaign.close()


def time_to_first_paint(command: list[str], environment: dict[str, str]) -> float:
    """Return seconds from starting ``command`` to the first paint it reports."""
    started = time.time()
    result = subprocess.run(
        command, capture_output=True, text=True, env=environment, timeout=120, check=False
    )
    lines = [line for line in result.stdout.splitlines() if line.startswith("first-paint ")]
    if result.returncode != 0 or not lines:
        raise RuntimeError(f"{command} failed ({result.returncode}): {result.stderr.strip()}")
    return float(lines[0].split()[1]) - started


def main(argv: list[str]) -> int:
    """Measure both start-ups, interleaved, and print medians and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
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
        app = [sys.executable, "-m", "starshine_desktop"]
        bare = [sys.executable, "-c", BARE_WINDOW]
        table = [sys.executable, "-c", TABLE_WINDOW]
        commands = {"app": app, "bare": bare, "table": table}
        for command in commands.values():  # fill the bytecode and file caches
            time_to_first_paint(command, environment)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(options.runs):
            for name, command in commands.items():
                times[name].append(time_to_first_paint(command, environment))
    median = {name: statistics.median(values) * 1000 for name, values in times.items()}
    runs = options.runs
    print(f"bare QMainWindow:                  median {median['bare']:.0f} ms over {runs} runs")
    print(f"QMainWindow + 30-row Python table: median {median['table']:.0f} ms (the floor)")
    print(f"Starshine Desktop, 30 Personae:    median {median['app']:.0f} ms")
    ratio = median["app"] / median["bare"]
    verdict = "within" if ratio <= TARGET_RATIO else "over"
    print(f"ratio {ratio:.2f}x against the bare window ({verdict} the {TARGET_RATIO}x target)")
    print(f"the table window alone is {median['table'] / median['bare']:.2f}x the bare window")
    print(f"ratio {median['app'] / median['table']:.2f}x against the table window")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
