"""Time and size the import of the published Datasworn packages, the Reference's reading of
them, and rolls and lookups on their tables.

Budgets (the rules packages issue): importing Starforged (1.9 MB) within 3 s and within 5x
its size in memory above the baseline; opening the Reference with three packages within
100 ms; the roll box and lookups instant. Each timing is the median of several runs with
its spread (fastest to slowest), beside a baseline taken in the same run: parsing the file's
JSON, the least any import must do. Memory is the peak traced by ``tracemalloc`` while
importing, above what was traced just before (the app with the schema loaded). The packages
are fetched as the tests fetch them (``tests/datasworn_support.py``).
"""

from __future__ import annotations

import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from datasworn_support import package_file  # noqa: E402

from starshine_desktop.rules.ironsworn.datasworn import roll_table, row_chance  # noqa: E402
from starshine_desktop.services.campaign import create_campaign  # noqa: E402
from starshine_desktop.services.ironsworn import rules_packages  # noqa: E402
from starshine_desktop.ui.ironsworn.rules_packages import imported_rules  # noqa: E402


def timed(runs: int, action: Callable[[], object]) -> tuple[float, float, float]:
    """Return the median, fastest and slowest of ``runs`` timings in milliseconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times), max(times)


def timed_cpu(runs: int, action: Callable[[], object]) -> tuple[float, float, float]:
    """Return the median, least and most processor time of ``runs`` runs in milliseconds
    (what other work on a shared machine does not stretch)."""
    times = []
    for _ in range(runs):
        start = time.process_time()
        action()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times), min(times), max(times)


def show(name: str, figures: tuple[float, float, float]) -> None:
    """Print one timing as median (fastest–slowest)."""
    median, low, high = figures
    print(f"{name}: {median:.1f} ms (from {low:.1f} to {high:.1f})")


def main() -> int:
    """Print the figures; return 1 when a budget is exceeded."""
    starforged = package_file("starforged")
    size = starforged.stat().st_size
    folder = Path(tempfile.mkdtemp(prefix="rules-packages-bench-"))
    rules_packages._validator()  # the schema, loaded once per process like in the app
    count = [0]

    def import_once() -> None:
        count[0] += 1
        campaign = create_campaign(folder / f"import-{count[0]}.starshine")
        try:
            campaign.rules_packages.import_file(starforged)
        finally:
            campaign.close()

    baseline = timed(5, lambda: json.loads(starforged.read_bytes()))
    show("baseline: parse Starforged's JSON", baseline)
    importing = timed(5, import_once)
    show(f"import Starforged ({size / 1e6:.2f} MB) into a new campaign", importing)
    print(f"  {importing[0] / baseline[0]:.1f}x the baseline")

    peaks: dict[str, float] = {}
    held = 0
    for name in ("classic", "starforged", "sundered_isles"):
        source = package_file(name)
        holder = create_campaign(folder / f"memory-{name}.starshine")
        if name == "sundered_isles":
            holder.rules_packages.import_file(starforged)
        holder.rules_packages.packages()
        tracemalloc.start()
        before, _peak = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        holder.rules_packages.import_file(source)
        kept, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        holder.close()
        peaks[name] = (peak - before) / source.stat().st_size
        print(f"memory at its peak while importing {name}: {(peak - before) / 1e6:.1f} MB")
        print(f"  ({peaks[name]:.1f}x the file, above the baseline)")
        if name == "starforged":
            held = kept - before
            print(f"memory kept after importing: {held / 1e6:.1f} MB ({held / size:.1f}x the file)")
    campaign = create_campaign(folder / "memory.starshine")
    campaign.rules_packages.import_file(starforged)
    cpu = timed_cpu(3, import_once)
    show("processor time of one import of Starforged", cpu)

    for name in ("classic", "sundered_isles"):
        campaign.rules_packages.import_file(package_file(name))
    connection = sqlite3.connect(campaign.path)
    documents = [str(d) for (d,) in connection.execute("SELECT document FROM rules_package")]
    connection.close()
    stored = timed(5, lambda: [json.loads(document) for document in documents])
    show("baseline: parse the three stored packages' JSON", stored)

    def forget() -> None:
        rules_packages._parsed.clear()  # as just after opening the campaign
        campaign.rules_packages._outlines.clear()

    def whole_read() -> object:
        forget()
        return campaign.rules_packages.packages()

    def first_read() -> object:
        forget()
        return imported_rules(campaign)

    whole = timed(5, whole_read)
    show("read the three packages whole (what the Reference read before their outlines)", whole)
    first = timed(5, first_read)
    show("first Reference read after opening (three packages' outlines)", first)
    print(f"  {first[0] / stored[0]:.2f}x the baseline, {first[0] / whole[0]:.2f}x the whole read")
    first_cpu = timed_cpu(5, first_read)
    show("  its processor time", first_cpu)
    warm = timed(20, lambda: list(campaign.rules_packages.tables()))
    show("list the three packages' tables for the Reference (kept in memory)", warm)

    tables = {table.id: table for _package, table in campaign.rules_packages.tables()}
    action = next(t for t in tables.values() if t.id.endswith("core/action"))
    rng = random.Random(1)
    die: Callable[[int], int] = lambda sides: rng.randint(1, sides)  # noqa: E731
    rolls = timed(5, lambda: [roll_table(action, die, tables.get) for _ in range(1000)])
    show("1,000 rolls on Core Oracles / Action", rolls)
    lookups = timed(5, lambda: [action.look_up(n) for n in range(1, 101) for _ in range(10)])
    show("1,000 lookups", lookups)
    chances = timed(5, lambda: [row_chance(action, row) for row in action.rows])
    show("the chance of each of its 100 rows", chances)
    campaign.close()

    over = []
    if cpu[0] > 3000:
        over.append("import over 3 s of processor time")
    if held > 5 * size:
        over.append("memory kept over 5x the file")
    over.extend(f"{name} peaks over 5x its file" for name, x in peaks.items() if x > 5)
    if warm[0] > 100:
        over.append("Reference listing over 100 ms")
    if first_cpu[0] > 100:
        over.append("first Reference read over 100 ms of processor time")
    print("budgets: " + ("all kept" if not over else ", ".join(over)))
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
