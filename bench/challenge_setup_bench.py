"""Time opening Start Challenge (the wizard's set-up page) on campaigns in their real shape.

The campaign comes from ``real_campaign.build`` (100, 1,000 or 10,000 Personae with their
Actors, modifiers, Strategies and Challenges). The window is opened with the Challenges
section, then, interleaved run by run, two things are timed to the end of the first paint:

- opening Start Challenge with one Persona ticked (build the wizard, show it, paint);
- the baseline: a bare dialog with a ``QListView`` (rows of one height) over a
  ``QStringListModel`` of every Persona's name (reading the names included), shown and
  painted: the floor of showing a list of the campaign's Personae.

Each wizard and dialog is deleted before the next run.

Figures are the median and quartiles of ``--runs``.

    .venv/bin/python bench/challenge_setup_bench.py [--personae N] [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from real_campaign import build

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def spread(times: list[float]) -> str:
    """Return 'median (quartiles)' of ``times`` in milliseconds."""
    if len(times) == 1:
        return f"{times[0]:.1f} ms"
    low, _, high = statistics.quantiles(times, n=4)
    return f"{statistics.median(times):.1f} ms ({low:.1f}–{high:.1f})"


def main(argv: list[str]) -> int:
    """Print the opening's figure against the baseline; return 1 when over 100 ms."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--personae", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args(argv)

    from PySide6.QtCore import QStringListModel
    from PySide6.QtWidgets import QApplication, QDialog, QListView, QVBoxLayout

    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.ui.app import build_main_window
    from starshine_desktop.ui.prompts import DialogPrompter
    from starshine_desktop.ui.starshine.challenges import ChallengesPage

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="starshine-setup-"))
    os.environ["STARSHINE_HOME"] = str(folder / "home")
    path = folder / "real.starshine"
    made = build(path, args.personae)
    print(f"built {args.personae:,} Personae in {made / 1000:.1f} s")
    campaign = open_campaign(path)
    window = build_main_window(campaign, prompter=DialogPrompter())
    window.resize(1366, 768)
    window.show()
    challenges = window.section_page("Challenges")
    assert isinstance(challenges, ChallengesPage)
    app.processEvents()

    def timed(action: Callable[[], object]) -> float:
        start = time.perf_counter()
        action()
        app.processEvents()
        return (time.perf_counter() - start) * 1000

    def open_wizard() -> None:
        wizard = challenges.start_challenge([1])
        wizard.repaint()

    def bare_list() -> QDialog:
        dialog = QDialog(window)
        names = campaign.records.persona_names()
        view = QListView()
        view.setUniformItemSizes(True)
        view.setModel(QStringListModel(list(names.values()), dialog))
        QVBoxLayout(dialog).addWidget(view)
        dialog.resize(1320, 730)
        dialog.show()
        dialog.repaint()
        return dialog

    opening: list[float] = []
    baseline: list[float] = []
    for _ in range(args.runs):
        opening.append(timed(open_wizard))
        wizard = challenges.wizard
        assert wizard is not None
        challenges.commit_pending()  # closes the wizard
        wizard.deleteLater()
        app.processEvents()
        shown: list[QDialog] = []
        baseline.append(timed(partial(lambda into: into.append(bare_list()), shown)))
        shown[0].close()
        shown[0].deleteLater()
        app.processEvents()
    base = statistics.median(baseline)
    print(f"baseline, a bare list of every name: {spread(baseline)}")
    met = statistics.median(opening) <= 100
    print(
        f"opening Start Challenge: {spread(opening)}; {statistics.median(opening) / base:.1f}× "
        f"the baseline (target ≤ 100 ms: {'met' if met else 'MISSED'})"
    )
    window.close()
    campaign.close()
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
