"""Time opening the Reference with the three published Datasworn packages imported.

    python bench/reference_bench.py [--runs R] [--before CHECKOUT]

Each run opens the campaign in a new window (as the app does: first frame, then
``finish_opening``), forgets every package read before (as just after starting the app), and
times clicking Reference in the sidebar until the page is painted: the page reads what it
lists of Starforged, Ironsworn Classic and Sundered Isles (moves, oracle trees, assets) and
fills what shows (wall-clock and processor time, which other work on a shared machine does
not stretch). Then it times showing Starforged's Strike, then its table Spaceborne Peril (on
the Oracles tab), then its asset Starship (on the Assets tab), then Ironsworn Classic's NPC
Broken (on the Setting tab): each is read when shown, the first tab's switch building its
list. The baseline, in the same
child and run, is opening the Reference of a campaign holding no package (the page's own
widgets). ``--before`` runs the same steps with another checkout's code, in the same run, so
both share the machine's load. Medians and quartiles of R runs; exit status 1 if opening the
Reference with three packages takes over 100 ms of processor time (median). The packages are
fetched as the tests fetch them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))

from bare_table import spread  # noqa: E402
from datasworn_support import package_file  # noqa: E402

#: What each child runs, with the checkout's code first on its path.
CHILD = r"""
import json, os, sys, time
from pathlib import Path
from PySide6.QtWidgets import QApplication
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.ironsworn import rules_packages
from starshine_desktop.ui.app import build_main_window
from starshine_desktop.ui.prompts import DialogPrompter
from starshine_desktop.ui.sections import SECTIONS

runs, folder, packages = int(sys.argv[1]), Path(sys.argv[2]), sys.argv[3:]
app = QApplication.instance() or QApplication([])
empty, full = folder / "empty.starshine", folder / "three.starshine"
create_campaign(empty).close()
campaign = create_campaign(full)
for package in packages:
    campaign.rules_packages.import_file(Path(package))
campaign.close()
reference = [s.title for s in SECTIONS].index("Reference") + 1


def forget():
    rules_packages._parsed.clear()


def opening(path, then=None):
    window = build_main_window(open_campaign(path), prompter=DialogPrompter())
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    window.finish_opening()
    app.processEvents()
    forget()
    start, cpu = time.perf_counter(), time.process_time()
    window.show_section(reference)
    app.processEvents()
    times = [(time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000]
    if then is not None:
        times.extend(then(window.section_page("Reference")))
    window.close()
    window.campaign.close()
    window.deleteLater()
    app.processEvents()
    return times


def timed(step):
    start, cpu = time.perf_counter(), time.process_time()
    step()
    app.processEvents()
    return [(time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000]


def showing(page):
    def table():
        page.tabs.setCurrentWidget(page.oracles)
        page.oracles.select_imported("oracle_rollable:starforged/space/peril")

    def asset():
        page.tabs.setCurrentWidget(page.assets)
        page.assets.select("asset:starforged/command_vehicle/starship")

    def setting():
        page.tabs.setCurrentWidget(page.setting)
        page.setting.select("npc:classic/ironlanders/broken")

    return [
        *timed(lambda: page.moves.select_imported("move:starforged/combat/strike")),
        *timed(table),
        *timed(asset),
        *(timed(setting) if hasattr(page, "setting") else [-1.0, -1.0]),
    ]


names = (
    "baseline", "baseline_cpu", "open", "open_cpu",
    "move", "move_cpu", "table", "table_cpu", "asset", "asset_cpu", "setting", "setting_cpu",
)
figures = {name: [] for name in names}
for _ in range(runs):
    for name, value in zip(names, [*opening(empty), *opening(full, showing)]):
        figures[name].append(value)
print(json.dumps(figures))
"""


def child(tree: Path, runs: int, folder: Path, packages: list[Path]) -> dict[str, list[float]]:
    """Run the steps with the code of ``tree`` in a child; return its timings."""
    folder.mkdir(parents=True, exist_ok=True)
    environment = {
        **os.environ,
        "PYTHONPATH": str(tree),
        "PYTHONDONTWRITEBYTECODE": "1",
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "STARSHINE_HOME": str(folder / "home"),
    }
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(runs), str(folder), *map(str, packages)],
        capture_output=True,
        text=True,
        env=environment,
        cwd=folder,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"the child for {tree} failed:\n{done.stderr[-3000:]}")
    figures: dict[str, list[float]] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def main() -> int:
    """Print the figures; return 1 when opening takes over 100 ms of processor time."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--before", type=Path, help="another checkout, run in the same run")
    args = parser.parse_args()
    packages = [package_file(name) for name in ("starforged", "classic", "sundered_isles")]
    trees = {"after": ROOT}
    if args.before is not None:
        trees = {"before": args.before.resolve(), "after": ROOT}
    folder = Path(tempfile.mkdtemp(prefix="reference-bench-"))
    results = {
        label: child(tree, args.runs, folder / label, packages) for label, tree in trees.items()
    }
    for label, figures in results.items():
        print(f"{label} ({trees[label]}), median (quartiles) of {args.runs} runs:")
        print(
            "  baseline, opening the Reference of a campaign with no package: "
            f"{spread(figures['baseline'])}; processor time {spread(figures['baseline_cpu'])}"
        )
        print(
            f"  opening the Reference with three packages: {spread(figures['open'])}; "
            f"processor time {spread(figures['open_cpu'])}"
        )
        for key, what in (
            ("move", "the move Strike"),
            ("table", "the Oracles tab at Spaceborne Peril"),
            ("asset", "the Assets tab at Starship"),
            ("setting", "the Setting tab at the NPC Broken"),
        ):
            if min(figures[key]) < 0:
                print(f"  then showing {what}: not in this checkout")
                continue
            print(
                f"  then showing {what}: {spread(figures[key])}; "
                f"processor time {spread(figures[key + '_cpu'])}"
            )
    opened = statistics.median(results["after"]["open_cpu"])
    print(f"budget (≤ 100 ms of processor time): {'kept' if opened <= 100 else 'MISSED'}")
    return 0 if opened <= 100 else 1


if __name__ == "__main__":
    sys.exit(main())
