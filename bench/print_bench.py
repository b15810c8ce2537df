"""Memory and time of printing every Shadow Play card of a 10,000-Persona campaign.

Campaigns of 1,000 and 10,000 Personae (three Traits each: five cards a Persona, so 5,000
and 50,000 cards) are generated through the importer's bulk writer. Each is printed by
``python -m starshine_desktop print cards`` in a process of its own, whose peak resident
memory (``VmHWM`` in ``/proc/self/status``, Linux) and wall time are measured; the baseline,
in the same run, is the same command printing the cards of one Persona (two pages). The
cards are read and painted one at a time, so memory stays flat: the target is a peak for
10,000 Personae at most 1.5x the one-Persona baseline. Exit status 1 if missed.

With ``--sheets`` it measures instead, in one process, the time of a party print (every
Persona's sheet of a six-Persona campaign, twelve pages) and of the Director's screen (one
landscape page in three columns) against a one-page document (the statements reference)
printed in the same run; the targets are the party print in at most 2 s and the Director's
screen in at most 1 s. Exit status 1 if either is missed.

With ``--prep`` it measures the Episode prep of an Episode with every Persona in play (100
and 1,000 by default; ``real_campaign.py``'s campaign, its four players sharing the
Personae), each print in a child process of its own (time, peak resident memory, pages),
against a baseline in the same run: the same text (every line of the prep, tags taken
out, and every row of its tables) drawn with ``QPainter.drawText`` on a ``QPdfWriter``, a
line at a time, in the same font at the same size (9 pt: a 9-pixel font on the painter
scaled from points to the device), in a child too. ``--before PATH`` prints the prep
with the tree at PATH as well (the code before a change), in the same run. The target
is the prep within 2 times the baseline's time. Exit status 1 if missed.

Usage: python bench/print_bench.py [--runs 3] [--personae 1000 10000] [--sheets]
       python bench/print_bench.py --prep [--runs 3] [--personae 100 1000] [--before PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from campaign import build, persona_name  # the generated campaign of bench/campaign.py, at any size

ROOT = Path(__file__).resolve().parent.parent
TRAITS_PER_PERSONA = 3
TARGET_RATIO = 1.5


def print_cards(campaign: Path, pdf: Path, persona: str | None) -> tuple[float, float, int]:
    """Print the cards in a child process; return (seconds, peak MiB, pages)."""
    # VmHWM is this process's own peak; ru_maxrss would count the parent's memory at fork.
    code = (
        "import sys, json\n"
        "from starshine_desktop.__main__ import main\n"
        "status = main(sys.argv[1:])\n"
        "status_lines = open('/proc/self/status').read().splitlines()\n"
        "peak = next(int(l.split()[1]) for l in status_lines if l.startswith('VmHWM:'))\n"
        "sys.stderr.write(json.dumps({'peak_kib': peak}) + '\\n')\n"
        "sys.exit(status)\n"
    )
    args = ["print", "cards", "--campaign", str(campaign), "--pdf", str(pdf)]
    if persona is not None:
        args += ["--persona", persona]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, check=True
    )
    seconds = time.perf_counter() - start
    peak = json.loads(done.stderr.strip().splitlines()[-1])["peak_kib"] / 1024
    return seconds, peak, int(json.loads(done.stdout)["pages"])


def spread(values: list[float]) -> str:
    """Return the median with the lowest and highest value."""
    return f"{statistics.median(values):7.1f} ({min(values):.1f}–{max(values):.1f})"


PARTY = 6
PARTY_TARGET_SECONDS = 2.0
SCREEN_TARGET_SECONDS = 1.0


def sheet_figures(folder: Path, runs: int) -> int:
    """Time a party print of six sheets against a one-page document, in one process."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.services.printing import PrintKind, PrintRequest, build_document
    from starshine_desktop.services.printing.document import Paper
    from starshine_desktop.ui.printing import write_pdf

    application = QApplication.instance() or QApplication([])
    path = folder / "party.starshine"
    build(path, PARTY, TRAITS_PER_PERSONA)
    campaign = open_campaign(path)
    timings: dict[str, list[float]] = {"one page": [], "party": [], "Director's screen": []}
    pages: dict[str, int] = {}
    try:
        kinds = {
            "one page": PrintKind.QUICK_STATEMENTS,
            "party": PrintKind.PARTY_SHEETS,
            "Director's screen": PrintKind.DIRECTORS_SCREEN,
        }
        write_pdf(
            build_document(campaign, PrintRequest(kinds["one page"])), folder / "w.pdf", Paper.A4
        )
        for _ in range(runs):
            for name, kind in kinds.items():
                start = time.perf_counter()
                document = build_document(campaign, PrintRequest(kind))
                target = folder / f"{name.replace(' ', '-')}.pdf"
                pages[name] = write_pdf(document, target, Paper.A4)
                timings[name].append(time.perf_counter() - start)
    finally:
        campaign.close()
    del application
    base = statistics.median(timings["one page"])
    print(f"Printing sheets in one process, median (min–max) of {runs} runs, seconds:")
    for name, values in timings.items():
        ratio = statistics.median(values) / base
        print(f"  {name:28s} {pages[name]:3d} pages {spread(values):>22s} {ratio:6.2f}x")
    party = statistics.median(timings["party"])
    verdict = "within" if party <= PARTY_TARGET_SECONDS else "over"
    print(f"party print of {PARTY} sheets: {party:.2f} s ({verdict} the 2 s target)")
    screen = statistics.median(timings["Director's screen"])
    verdict = "within" if screen <= SCREEN_TARGET_SECONDS else "over"
    print(f"Director's screen: {screen:.2f} s ({verdict} the 1 s target)")
    return 0 if party <= PARTY_TARGET_SECONDS and screen <= SCREEN_TARGET_SECONDS else 1


PREP_TARGET = 2.0


def prep_campaign(path: Path, personae: int) -> None:
    """Build a campaign whose open Episode has every Persona in play (its players share them)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import real_campaign

    from starshine_desktop.services.campaign import create_from_data
    from starshine_desktop.services.exchange import validate_campaign

    document = real_campaign.document(personae)
    players = [actor["id"] for actor in document["actors"] if not actor["is_director"]]
    for number, persona in enumerate(document["personae"]):
        persona["actor_id"] = players[number % len(players)]
    played = {persona["id"]: persona["actor_id"] for persona in document["personae"]}
    first_traits: dict[int, list[int]] = {}
    for trait in document["traits"]:
        kept = first_traits.setdefault(trait["persona_id"], [])
        if len(kept) < 10:
            kept.append(trait["id"])
    observers = sorted({*played.values(), 1})
    document["trait_checks"] = [
        {"episode_id": episode["id"], "observer_id": observer, "trait_id": trait}
        for episode in document["episodes"]
        for observer in observers
        for persona, player in played.items()
        if player != observer
        for trait in first_traits[persona][: 5 + episode["id"]]
    ]
    create_from_data(validate_campaign(document, consume=True), path).close()


_PEAK = (
    "status_lines = open('/proc/self/status').read().splitlines()\n"
    "peak = next(int(l.split()[1]) for l in status_lines if l.startswith('VmHWM:'))\n"
)

_OPEN = (
    "import os, re, sys, html, json\n"
    "from pathlib import Path\n"
    "from PySide6.QtWidgets import QApplication\n"
    "app = QApplication([])\n"
    "from starshine_desktop.services.campaign import open_campaign\n"
    "from starshine_desktop.services.printing import PrintKind, PrintRequest, build_document\n"
    "from starshine_desktop.services.printing.document import Paper\n"
    "campaign = open_campaign(Path(sys.argv[1]))\n"
    "document = build_document(campaign, PrintRequest(PrintKind.EPISODE_PREP))\n"
)
"""Both children open the campaign and build the prep's document the same way."""

_BASELINE = (
    _OPEN
    + (
        "from PySide6.QtGui import QFont, QPainter, QPdfWriter\n"
        "from PySide6.QtCore import QPointF\n"
        "from starshine_desktop.ui.printing import load_fonts, set_paper\n"
        "from starshine_desktop.ui.fonts import with_fallbacks\n"
        "load_fonts()\n"
        "writer = QPdfWriter(sys.argv[2]); set_paper(writer, Paper.A4)\n"
        "painter = QPainter(writer); scale = writer.logicalDpiX() / 72\n"
        "painter.scale(scale, scale)\n"
        "font = with_fallbacks(QFont()); font.setPixelSize(9); painter.setFont(font)\n"
        "y, pages = 36.0, 1\n"
        "end = re.compile(r'</(p|tr|li|h1|h2)>')\n"
        "def lines(piece):\n"
        "    body = piece.html.split('<body>', 1)[1] if piece.html else ''\n"
        "    for line in end.sub('\\n', body).split('\\n'):\n"
        "        yield html.unescape(re.sub(r'<[^>]+>', ' ', line)).split()\n"
        "    if piece.grid is not None:\n"
        "        for row in (piece.grid.headers, *piece.grid.rows):\n"
        "            yield ' '.join(getattr(c, 'text', c) for c in row).split()\n"
        "for piece in document.pieces:\n"
        "    for shown in lines(piece):\n"
        "        if not shown:\n"
        "            continue\n"
        "        if y > 841.89 - 52:\n"
        "            writer.newPage(); y, pages = 36.0, pages + 1\n"
        "        painter.drawText(QPointF(36.0, y + 9), ' '.join(shown)); y += 16.0\n"
        "painter.end(); campaign.close()\n"
    )
    + _PEAK
    + "print(json.dumps({'pages': pages}))\n"
    + "sys.stderr.write(json.dumps({'peak_kib': peak}) + '\\n')\n"
)

_PREP = (
    _OPEN
    + "from starshine_desktop.ui.printing import write_pdf\n"
    + "pages = write_pdf(document, Path(sys.argv[2]), Paper.A4)\n"
    + "campaign.close()\n"
    + _PEAK
    + "print(json.dumps({'pages': pages}))\n"
    + "sys.stderr.write(json.dumps({'peak_kib': peak}) + '\\n')\n"
)


def _child(code: str, tree: Path, campaign: Path, pdf: Path) -> tuple[float, float, int]:
    """Run ``code`` in a child with ``tree`` first on its path; return (seconds, peak MiB,
    pages)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(tree))
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code, str(campaign), str(pdf)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        cwd=tree,
    )
    seconds = time.perf_counter() - start
    peak = json.loads(done.stderr.strip().splitlines()[-1])["peak_kib"] / 1024
    return seconds, peak, int(json.loads(done.stdout)["pages"])


def prep_figures(folder: Path, sizes: list[int], runs: int, before: Path | None) -> int:
    """Time the Episode prep against drawing its text directly, each in children."""
    print("Episode prep, every Persona in play; median (min–max) of", runs, "runs:")
    print(f"  {'what':34s} {'pages':>6s} {'seconds':>22s} {'peak MiB':>22s} {'time ratio':>10s}")
    worst = 0.0
    for size in sizes:
        campaign = folder / f"prep-{size}.starshine"
        prep_campaign(campaign, size)
        trees = {"baseline": (_BASELINE, ROOT), "prep": (_PREP, ROOT)}
        if before is not None:
            trees["prep before"] = (_PREP, before)
        results: dict[str, list[tuple[float, float, int]]] = {name: [] for name in trees}
        for _ in range(runs):
            for name, (code, tree) in trees.items():
                pdf = folder / f"{name.replace(' ', '-')}-{size}.pdf"
                results[name].append(_child(code, tree, campaign, pdf))
        base = statistics.median(seconds for seconds, _, _ in results["baseline"])
        for name, measured in results.items():
            seconds = [run[0] for run in measured]
            peaks = [run[1] for run in measured]
            ratio = statistics.median(seconds) / base
            if name == "prep":
                worst = max(worst, ratio)
            label = f"{size:,} in play: {name}"
            print(
                f"  {label:34s} {measured[0][2]:6d} {spread(seconds):>22s} "
                f"{spread(peaks):>22s} {ratio:9.2f}x"
            )
    verdict = "within" if worst <= PREP_TARGET else "over"
    print(f"the prep takes at most {worst:.2f}x the baseline ({verdict} the 2x target)")
    return 0 if worst <= PREP_TARGET else 1


def main(argv: list[str]) -> int:
    """Print the figures and ratios; return 1 when the target is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--personae", type=int, nargs="+", default=[1_000, 10_000])
    parser.add_argument(
        "--sheets",
        action="store_true",
        help="time a party print and the Director's screen instead",
    )
    parser.add_argument("--prep", action="store_true", help="time the Episode prep instead")
    parser.add_argument("--before", type=Path, help="with --prep: another tree to print with")
    options = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="starshine-print-bench-"))
    os.environ["STARSHINE_HOME"] = str(folder / "home")
    if options.prep:
        sizes = sorted(set(options.personae)) if "--personae" in argv else [100, 1_000]
        return prep_figures(folder, sizes, options.runs, options.before)
    if options.sheets:
        return sheet_figures(folder, options.runs)
    sizes = sorted(set(options.personae))
    campaigns = {}
    for size in sizes:
        campaigns[size] = folder / f"cards-{size}.starshine"
        build(campaigns[size], size, TRAITS_PER_PERSONA)
    results: dict[str, list[tuple[float, float, int]]] = {}
    for _ in range(options.runs):
        results.setdefault("baseline", []).append(
            print_cards(campaigns[sizes[0]], folder / "one.pdf", persona_name(1, sizes[0]))
        )
        for size in sizes:
            results.setdefault(str(size), []).append(
                print_cards(campaigns[size], folder / f"all-{size}.pdf", None)
            )
    base_peak = statistics.median(peak for _, peak, _ in results["baseline"])
    base_time = statistics.median(seconds for seconds, _, _ in results["baseline"])
    print(f"Printing Shadow Play cards, median (min–max) of {options.runs} runs:")
    print(f"  {'what':28s} {'pages':>6s} {'seconds':>22s} {'peak MiB':>22s} {'peak ratio':>10s}")
    worst = 0.0
    for name, runs in results.items():
        label = "one Persona (baseline)" if name == "baseline" else f"{int(name):,} Personae"
        seconds = [run[0] for run in runs]
        peaks = [run[1] for run in runs]
        ratio = statistics.median(peaks) / base_peak
        if name != "baseline":
            worst = max(worst, ratio)
        print(
            f"  {label:28s} {runs[0][2]:6d} {spread(seconds):>22s} {spread(peaks):>22s} "
            f"{ratio:9.2f}x"
        )
        if name != "baseline":
            per_page = (statistics.median(seconds) - base_time) / max(1, runs[0][2] - 1) * 1000
            print(f"  {'':28s} about {per_page:.2f} ms a page beyond the baseline")
    verdict = "within" if worst <= TARGET_RATIO else "over"
    print(f"peak memory at most {worst:.2f}x the baseline ({verdict} the {TARGET_RATIO}x target)")
    return 0 if worst <= TARGET_RATIO else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
