"""Time a large campaign: 1,000 Personae with 30,000 Traits (issue 4, point 6).

Measures, each against a baseline taken in the same run:
- generating it (Core ``executemany`` inserts through the importer's writer);
- opening the Traits table: the campaign opened, every Trait read and the table model
  filled, against raw sqlite3 reading the same rows into a bare table model;
- sorting the Traits table by name and by Strength, against sorting the bare model;
- filtering it per keystroke (typing a word into the filter box, one letter at a time,
  with the view attached), against filtering the bare model's list.
Targets: open <= 2x the baseline; each keystroke <= 16 ms. Exit status 1 if missed.
"""

from __future__ import annotations

import os
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PERSONAE = 1_000
TRAITS_PER_PERSONA = 30
WORDS = ("Quick", "Brave", "Stubborn", "Cursed", "Lucky", "Strong", "Wary", "Hunted")
TYPED = "stubborn 1"


def best_of(runs: int, action: Callable[[], object]) -> float:
    """Return the fastest of ``runs`` timings of ``action`` in milliseconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return min(times)


def persona_name(number: int, personae: int) -> str:
    """Return the name ``build`` gives Persona ``number`` of ``personae`` ("Persona 0042")."""
    return f"Persona {number:0{max(4, len(str(personae)))}d}"


def build(path: Path, personae: int = PERSONAE, per_persona: int = TRAITS_PER_PERSONA) -> float:
    """Create the large campaign at ``path``; return the milliseconds it took."""
    from starshine_desktop.services.campaign import create_from_data
    from starshine_desktop.services.exchange import CampaignData

    stamp = datetime(2026, 1, 1, 12, 0)
    rows: list[dict[str, Any]] = []
    traits: list[dict[str, Any]] = []
    for number in range(1, personae + 1):
        row: dict[str, Any] = {
            "id": number,
            "name": persona_name(number, personae),
            "actor_name": "",
            "actor_id": None,
            "stance": 1 + number % 6,
            "notes": "",
            "created_at": stamp,
            "updated_at": stamp,
        }
        row.update({f"score_{s}": 1 for s in ("base", "defense", "recovery", "lead", "aid")})
        row.update({f"score_{s}": 0 for s in ("stunt", "threat", "risk", "power")})
        row.update(score_guard=3, score_surrender=3, score_fortune=2)
        rows.append(row)
        for count in range(per_persona):
            traits.append(
                {
                    "id": len(traits) + 1,
                    "name": f"{WORDS[(number + count) % len(WORDS)]} {count}",
                    "strength": (number * 7 + count) % 100,
                    "negative": count % 3 == 0,
                    "persona_id": number,
                    "element_id": None,
                    "created_by_persona_id": None if count % 2 else number,
                }
            )
    tables = [("persona", rows), ("trait", traits)]
    start = time.perf_counter()
    create_from_data(CampaignData(tuple(tables)), path).close()
    return (time.perf_counter() - start) * 1000


def main() -> int:
    """Print the figures and ratios; return 1 when a target is missed."""
    from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QTableView

    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.ui.models.table_model import TableModel
    from starshine_desktop.ui.starshine.elements import ElementsPage

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="starshine-bench-"))
    os.environ["STARSHINE_HOME"] = str(folder / "home")
    path = folder / "large.starshine"
    generated = build(path)
    print(
        f"generated {PERSONAE} Personae, {PERSONAE * TRAITS_PER_PERSONA} Traits: {generated:.0f} ms"
    )

    class BareModel(QAbstractTableModel):
        """The least a table model can do: show tuples, no filter, no sort keys."""

        def __init__(self) -> None:
            super().__init__()
            self.rows: list[tuple[Any, ...]] = []

        def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
            return 0 if parent.isValid() else len(self.rows)

        def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
            return 0 if parent.isValid() else 5

        def data(self, index: Any, role: int = 0) -> object:
            if role == Qt.ItemDataRole.DisplayRole:
                return str(self.rows[index.row()][index.column() + 1])
            return None

        def set_rows(self, rows: list[tuple[Any, ...]]) -> None:
            self.beginResetModel()
            self.rows = rows
            self.endResetModel()

    bare = BareModel()
    bare_view = QTableView()
    bare_view.setModel(bare)

    def baseline_open() -> None:
        connection = sqlite3.connect(path)
        try:
            rows = connection.execute(
                "SELECT id, name, strength, negative, persona_id, element_id, "
                "created_by_persona_id FROM trait ORDER BY id"
            ).fetchall()
            connection.execute("SELECT id, name FROM persona").fetchall()
        finally:
            connection.close()
        bare.set_rows(rows)
        app.processEvents()

    class Host:
        """Just enough of the main window for the Elements page."""

        def __init__(self, campaign: Any) -> None:
            self.campaign = campaign

        def current_persona_id(self) -> None:
            return None

    baseline_ms = best_of(5, baseline_open)
    file_times, table_times = [], []
    for run in range(5):
        start = time.perf_counter()
        campaign = open_campaign(path)
        opened = time.perf_counter()
        page = ElementsPage(Host(campaign))  # type: ignore[arg-type]
        page.tabs.setCurrentIndex(1)
        app.processEvents()
        file_times.append((opened - start) * 1000)
        table_times.append((time.perf_counter() - opened) * 1000)
        if run < 4:  # one window per campaign file: close before opening it again
            page.deleteLater()
            campaign.close()
    ours_ms = min(table_times)
    print(f"open the campaign file (lock, identity and schema checks): {min(file_times):.1f} ms")
    table = page.traits
    model: TableModel[Any] = table.model
    page.resize(1000, 700)
    page.show()
    app.processEvents()
    open_ratio = ours_ms / baseline_ms
    whole = min(f + t for f, t in zip(file_times, table_times, strict=True))
    print(
        f"open the Traits table (read, model, view): {ours_ms:.1f} ms; baseline (raw sqlite3 "
        f"+ bare model) "
        f"{baseline_ms:.1f} ms; ratio {open_ratio:.2f} (target <= 2)"
    )

    def sort_ours(column: int) -> None:
        for order in (Qt.SortOrder.DescendingOrder, Qt.SortOrder.AscendingOrder):
            table.view.sortByColumn(column, order)
            app.processEvents()

    def sort_bare(position: int) -> None:
        for reverse in (True, False):
            bare.layoutAboutToBeChanged.emit()
            bare.rows.sort(key=lambda row: row[position], reverse=reverse)
            bare.layoutChanged.emit()
            app.processEvents()

    print(
        f"open the file and the Traits table together: {whole:.1f} ms; ratio "
        f"{whole / baseline_ms:.2f} (the file's lock and integrity check are not in the baseline)"
    )

    for label, column, position in (("name", 0, 1), ("Strength", 1, 2)):
        ours = best_of(3, partial(sort_ours, column)) / 2
        base = best_of(3, partial(sort_bare, position)) / 2
        print(f"sort by {label}: {ours:.1f} ms; baseline {base:.1f} ms; ratio {ours / base:.2f}")

    start = time.perf_counter()
    table.filter_edit.setFocus()  # a person clicks into the filter box before typing
    app.processEvents()
    focus_ms = (time.perf_counter() - start) * 1000
    print(f"click into the filter box: {focus_ms:.1f} ms")

    def type_filter() -> list[float]:
        times = []
        for character in TYPED:
            start = time.perf_counter()
            QTest.keyClicks(table.filter_edit, character)
            app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
        table.filter_edit.clear()
        app.processEvents()
        return times

    def bare_filter() -> list[float]:
        rows = list(bare.rows)
        names = [str(row[1]).casefold() for row in rows]
        times = []
        for end in range(1, len(TYPED) + 1):
            start = time.perf_counter()
            terms = TYPED[:end].casefold().split()
            bare.layoutAboutToBeChanged.emit()
            bare.rows = [r for r, n in zip(rows, names, strict=True) if all(t in n for t in terms)]
            bare.layoutChanged.emit()
            app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
        bare.set_rows(rows)
        return times

    ours_keys = min((type_filter() for _ in range(3)), key=max)
    bare_keys = min((bare_filter() for _ in range(3)), key=max)
    worst = max(ours_keys)
    print(
        "filter per keystroke ('"
        + TYPED
        + "'): "
        + ", ".join(f"{value:.1f}" for value in ours_keys)
        + f" ms; worst {worst:.1f} ms (target <= 16); baseline worst {max(bare_keys):.1f} ms; "
        f"ratio {worst / max(bare_keys):.2f}"
    )
    shown = model.rowCount()
    print(f"rows: {model.total_count} Traits; shown after clearing the filter: {shown}")
    campaign.close()
    return 0 if open_ratio <= 2 and worst <= 16 else 1


if __name__ == "__main__":
    sys.exit(main())
