"""Time the window on campaigns in the shape people have them (issue 27, points 2 and 3).

The campaign comes from ``real_campaign.build``: Actors on a share of the Personae,
Episodes with their players and check-offs, modifiers, Investments, Strategies, Stance
changes, Challenges and tracks; Find is timed on the variant whose text is mostly accented
and Greek. Every section, every Persona tab and the Elements section's tabs are opened
first (each opening timed); then, WITHOUT waiting for the tables' idle preparation:

- keystrokes in the Traits filter box, timed one by one (the first, the second, each next);
- sorting the Traits by name, the first time;

then the idle preparation runs and each of its steps is timed (the longest, and how many
took over 16 ms); then, median and quartiles of ``--runs``:

- an edit (the Guard of a Persona in play, so the Episodes check-off concerns it), its
  undo and its redo, each to the end of the repaint;
- keystrokes in the filter box again, and sorts;
- opening Start Challenge (the wizard's set-up page);
- Find's query for "ι", "υ", "ω", "ſx" and a word, on the accented campaign: the longest
  the window's thread is held while the query runs on its own (each turn of the event loop
  timed), and the time until its hits are all listed;
- the memory the process holds with every section open, against the file's size.

The baseline, in the same run, is a bare ``QAbstractTableModel`` over tuples with a
``QTableView``: one row repainted (an edit's floor) or its list re-sorted (a sort's).

    .venv/bin/python bench/real_shape_bench.py [--personae N] [--runs N] [--cache FILE]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import time
from functools import partial
from pathlib import Path
from typing import Any

from bare_table import Timer, bare_table, campaign_folder, open_window, spread
from real_campaign import build

TYPED = "stubborn 1"
TYPED_ACCENTED = "ψυχή 1"
FIND = ("ι", "υ", "ω", "ſx", "Ὑπερήφανος")


def rss_mb() -> float:
    """Return the memory the process holds now (resident set), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main(argv: list[str]) -> int:
    """Print every figure with its baseline and target; return 1 when a target is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--personae", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--accented", action="store_true", help="time the accented variant")
    parser.add_argument(
        "--cache",
        type=Path,
        help="a campaign file built before with the same options: copied instead of built",
    )
    args = parser.parse_args(argv)

    from PySide6.QtCore import QEvent, QEventLoop, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    from starshine_desktop.rules.starshine.scores import Score
    from starshine_desktop.ui.models.table_model import TableModel
    from starshine_desktop.ui.sections import PERSONA_TABS, SECTIONS
    from starshine_desktop.ui.starshine.challenges import ChallengesPage
    from starshine_desktop.ui.starshine.elements import ElementsPage

    app = QApplication.instance() or QApplication([])
    path = campaign_folder("starshine-real-") / "real.starshine"
    if args.cache is not None and args.cache.exists():
        shutil.copyfile(args.cache, path)
        made = 0.0
    else:
        made = build(path, args.personae, accented=args.accented)
        if args.cache is not None:
            shutil.copyfile(path, args.cache)
    size_mb = path.stat().st_size / 1024 / 1024
    variant = "accented and Greek" if args.accented else "plain"
    print(f"built {args.personae:,} Personae ({variant}; {size_mb:.1f} MB) in {made / 1000:.1f} s")
    misses: list[str] = []

    def settle() -> None:
        app.processEvents()

    def key(widget: Any, character: str) -> None:
        """Type one character as a key press (any letter, Greek and accented included)."""
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget,
                QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, character),
            )

    timed = Timer(settle)

    def report(
        label: str,
        times: list[float],
        target: float | None,
        base: float = 0,
        cpu: list[float] | None = None,
    ) -> None:
        line = f"{label}: {spread(times)}"
        if cpu:
            line += f", processor {spread(cpu)}"
        if base:
            line += f"; {statistics.median(times) / base:.1f}× the baseline"
        if target is not None:
            met = statistics.median(times) <= target
            line += f" (target ≤ {target:.0f} ms: {'met' if met else 'MISSED'})"
            if not met:
                misses.append(label)
        print(line)

    traits_total = args.personae * 30
    bare = bare_table(traits_total)
    settle()
    repaint = [timed(bare.repaint_row) for _ in range(args.runs)]
    sorting = [timed(partial(bare.sort_by, 1)) for _ in range(3)]
    base_repaint = statistics.median(repaint)
    base_sort = statistics.median(sorting)
    print(f"baseline, one row repainted in a bare table: {spread(repaint)}")
    print(f"baseline, {traits_total:,} tuples re-sorted in a bare table: {spread(sorting)}")
    bare.view.close()

    before = rss_mb()
    start = time.perf_counter()
    app, campaign, window = open_window(path)
    window.finish_opening()  # what the app does just after its first frame
    campaign.warm_up()
    settle()
    opened: dict[str, float] = {}
    del timed.cpu[:]
    for number in range(1, len(SECTIONS) + 1):
        opened[SECTIONS[number - 1].title] = timed(partial(window.show_section, number))
    section_cpu = dict(zip((spec.title for spec in SECTIONS), timed.cpu, strict=True))
    window.show_section(0)
    window.select_persona(1)
    for title in (tab.title for tab in PERSONA_TABS):
        opened[f"Persona tab {title}"] = timed(partial(window.persona_tab, title))
    elements = window.section_page("Elements")
    assert isinstance(elements, ElementsPage)
    window.show_section(list(s.title for s in SECTIONS).index("Elements") + 1)
    for tab in range(elements.tabs.count()):
        opened[f"Elements tab {tab}"] = timed(partial(elements.tabs.setCurrentIndex, tab))
    whole = (time.perf_counter() - start) * 1000
    slowest = max(opened, key=lambda key: opened[key])
    print(f"opened every section and tab in {whole / 1000:.1f} s; each opening:")
    print("  " + "; ".join(f"{key} {value:.0f} ms" for key, value in opened.items()))
    print(
        "  processor time of each section's opening: "
        + "; ".join(f"{key} {value:.0f} ms" for key, value in section_cpu.items())
    )
    report(f"the slowest opening ({slowest})", [opened[slowest]], 100)
    report("opening Episodes", [opened["Episodes"]], 100, cpu=[section_cpu["Episodes"]])

    # Straight away, before the idle preparation: keys and a sort, as a person who types.
    traits = elements.traits
    traits.filter_edit.setFocus()
    typed = TYPED_ACCENTED if args.accented else TYPED
    keys = []
    for character in typed:
        keys.append(timed(partial(key, traits.filter_edit, character)))
    report("the first filter key right after opening", keys[:1], 16, base_repaint)
    report("the second key", keys[1:2], 16, base_repaint)
    report("each next key", keys[2:], 16, base_repaint)
    traits.filter_edit.clear()
    settle()
    first_sort = timed(lambda: traits.view.sortByColumn(0, Qt.SortOrder.DescendingOrder))
    report("the first sort by name right after opening", [first_sort], 50, base_sort)

    tables = window.findChildren(TableModel)
    steps = []
    del timed.cpu[:]
    start = time.perf_counter()
    while any(table.preparing for table in tables) and time.perf_counter() - start < 120:
        steps.append(timed(lambda: None))
    long_steps = [step for step in steps if step > 16]
    long_cpu = [step for step in timed.cpu if step > 16]
    print(
        f"idle preparation: {len(steps)} steps in {(time.perf_counter() - start):.1f} s; "
        f"the longest {max(steps, default=0):.0f} ms; {len(long_steps)} over 16 ms "
        f"(in processor time: the longest {max(timed.cpu, default=0):.0f} ms; "
        f"{len(long_cpu)} over 16 ms)"
    )
    if long_steps:
        misses.append("idle steps over 16 ms")

    guard = [campaign.personae.get_persona(1).score(Score.GUARD)]

    def edit() -> None:  # each edit changes the Guard (an edit that changes nothing is no step)
        guard[0] = 1 + guard[0] % 6
        value = guard[0]
        window.perform("Change Guard", lambda: campaign.personae.set_score(1, Score.GUARD, value))

    for label, action in (
        ("an edit (Guard of a Persona in play)", edit),
        ("its undo", window.undo_stack.undo),
        ("its redo", window.undo_stack.redo),
    ):
        times, cpu = timed.runs(args.runs, action)
        report(label, times, 16, cpu=cpu)

    window.show_section(list(s.title for s in SECTIONS).index("Elements") + 1)
    elements.tabs.setCurrentIndex(1)
    settle()
    first, second, rest = [], [], []
    for _ in range(3):
        times = [timed(partial(key, traits.filter_edit, character)) for character in typed]
        first.append(times[0])
        second.append(times[1])
        rest += times[2:]
        traits.filter_edit.clear()
        settle()
    report("the first filter key, prepared", first, 16, base_repaint)
    report("the second key, prepared", second, 16, base_repaint)
    report("each next key, prepared", rest, 16, base_repaint)
    sorts = []
    for _ in range(max(1, args.runs // 3)):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            sorts.append(timed(partial(traits.view.sortByColumn, 1, order)))
    report("a sort by Strength, prepared", sorts, 50, base_sort)

    challenges = window.section_page("Challenges")
    assert isinstance(challenges, ChallengesPage)
    wizard_times = []
    del timed.cpu[:]
    for _ in range(max(1, args.runs // 3) + 1):
        wizard_times.append(timed(lambda: challenges.start_challenge([1])))
        assert challenges.wizard is not None
        challenges.wizard.close()
        settle()
    wizard_cpu = list(timed.cpu)
    report("opening Start Challenge the first time", wizard_times[:1], 100, cpu=wizard_cpu[:1])
    report("opening it again", wizard_times[1:], 100, cpu=wizard_cpu[1:])

    if args.accented:
        find = window.show_find()
        settle()
        for query in FIND:
            find.search_edit.setText(query)
            find.debounce.stop()
            blocks, answers = [], []
            for _ in range(3):
                start = time.perf_counter()
                find.search()  # starts the query on its own thread
                longest = (time.perf_counter() - start) * 1000
                while getattr(find, "searching", False):  # the event loop, each turn timed
                    turn = time.perf_counter()
                    app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
                    longest = max(longest, (time.perf_counter() - turn) * 1000)
                answers.append((time.perf_counter() - start) * 1000)
                blocks.append(longest)
            report(f"Find '{query}': the longest the window is held", blocks, 16)
            report(f"Find '{query}': its hits all listed", answers, 100)
        find.close()

    held = rss_mb()
    print(
        f"memory with every section open: {held:.0f} MB ({held - before:.0f} MB more than "
        f"before opening); {held / size_mb:.1f}× the {size_mb:.1f} MB file (target ≤ 8×)"
    )
    if held > 8 * size_mb:
        misses.append("memory")
    window.close()
    campaign.close()
    print("every target met" if not misses else f"missed: {', '.join(misses)}")
    return 1 if misses else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
