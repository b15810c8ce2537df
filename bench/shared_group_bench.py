"""Time a shared campaign between two processes: one window's edit shown by another's, and
what the Director's connect costs.

A throwaway PostgreSQL cluster is started in a temporary folder, as the tests start theirs
(``tests/postgres_server.py``: ``initdb`` and ``pg_ctl`` as the ``postgres`` user when run
as root, which PostgreSQL refuses; Debian's ``postgresql`` package).

**Live, window to window.** The sample campaign is published on the server (roles and
all, as ``publish`` does) and copied as a campaign file. A second process
(``--receiver``) opens a main window (offscreen) on the shared campaign, with its own
``LiveConnection``; this process opens one window on the shared campaign and one on the
file. Each of ``--edits`` rounds renames a Persona in the file's window (the baseline), then
in the shared campaign's window (``MainWindow.perform``, the one way a window edits: saved,
put on the undo stack, its own pages refreshed); the other process reports the moment its
window had applied the notice through ``apply_changes`` and its Personae table showed the
new name. Both processes read the same clock (``CLOCK_MONOTONIC``). Reported as median
(10th–90th percentile): the edit's round trip in each window (to its own table showing
it), and commit (the edit's transaction done, before its own window repaints) to applied
in the other process. Targets (issue: live): applied within 100 ms,
the edit at most 2× the file's.

**The Director's connect** (``--personae 1000 10000``): a campaign file of that many
Personae in the shape people have them (``real_campaign.py``; ``--cache FOLDER`` keeps
them between runs) is published, then opened as its Director ``--runs`` times each way:
with the routine backup on opening written first (a whole ``.starshine`` copy of the
server, as every connect did before the window put it off), without it, and the backup
alone. Then the window's connect: File › Open recent's path (``connect_to``) until the
campaign is on screen, then, with the backup written off the window's thread, how long
until it is done and the longest the window's event loop waited meanwhile (a 10 ms timer's
lateness).

Usage: python bench/shared_group_bench.py [--edits 100] [--personae 1000 10000] [--runs 3]
       [--cache FOLDER] [--skip-live] [--skip-connect]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import select
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # this checkout's starshine_desktop, in either process
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if TYPE_CHECKING:
    from starshine_desktop.ui.main_window import MainWindow

APPLIED_TARGET_MS = 100.0
EDIT_RATIO_TARGET = 2.0
#: How long the editor waits for the other process to show an edit before giving up.
WAIT_S = 10.0


def now_ns() -> int:
    """The clock both processes read (system-wide, so their readings compare)."""
    return time.clock_gettime_ns(time.CLOCK_MONOTONIC)


def spread(times: list[float]) -> str:
    """Median (10th–90th percentile) in milliseconds."""
    if len(times) < 2:
        return f"{times[0]:.1f} ms"
    deciles = statistics.quantiles(times, n=10)
    return f"{statistics.median(times):.1f} ms ({deciles[0]:.1f}–{deciles[-1]:.1f})"


def _settings(folder: Path, name: str) -> Any:
    from PySide6.QtCore import QSettings

    return QSettings(str(folder / f"{name}.ini"), QSettings.Format.IniFormat)


def _window(campaign: Any, folder: Path, name: str) -> MainWindow:
    from starshine_desktop.ui.app import build_main_window
    from starshine_desktop.ui.prompts import DialogPrompter

    window = build_main_window(
        campaign, settings=_settings(folder, name), prompter=DialogPrompter()
    )
    window.show()
    return window


def _names(window: MainWindow) -> set[str]:
    model = window.personae.model
    return {str(model.index(row, 0).data()) for row in range(model.rowCount())}


# The other process ---------------------------------------------------------------------


def receiver(address: str) -> int:
    """Open a window on the shared campaign; report each applied notice on stdout."""
    from PySide6.QtCore import QSocketNotifier
    from PySide6.QtWidgets import QApplication

    from starshine_desktop.services.campaign import open_shared_campaign

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="starshine-receiver-"))
    window = _window(open_shared_campaign(address), folder, "receiver")  # backed up now
    app.processEvents()
    shown = _names(window)
    original = window.apply_changes

    def applied(changes: Any) -> None:
        nonlocal shown
        original(changes)
        names = _names(window)
        at = now_ns()
        for name in names - shown:
            sys.stdout.write(json.dumps({"shown": name, "at": at}) + "\n")
        sys.stdout.flush()
        shown = names

    window.apply_changes = applied  # type: ignore[method-assign]

    def command() -> None:
        line = sys.stdin.readline()
        if not line or line.strip() == "quit":
            window.close()
            app.quit()

    stdin = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    stdin.activated.connect(command)
    sys.stdout.write(json.dumps({"ready": True}) + "\n")
    sys.stdout.flush()
    app.exec()
    return 0


# Live, window to window ----------------------------------------------------------------


def _read_line(process: subprocess.Popen[str], timeout: float) -> dict[str, Any]:
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    if not ready:
        raise RuntimeError("the other window said nothing in time")
    line = process.stdout.readline()
    if not line:
        raise RuntimeError("the other window's process ended")
    found: dict[str, Any] = json.loads(line)
    return found


def live(server: Any, folder: Path, edits: int) -> dict[str, list[float]]:
    """Return the edits' round trips (file, shared) and commit → applied elsewhere, in ms."""
    from PySide6.QtWidgets import QApplication

    from starshine_desktop.services import exchange
    from starshine_desktop.services.campaign import (
        create_shared_campaign,
        import_campaign_file,
        open_shared_campaign,
    )
    from starshine_desktop.services.exchange import read_campaign_file
    from starshine_desktop.services.shared import enforce_roles

    app = QApplication.instance() or QApplication([])
    sample = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"
    address = server.url(server.create_database())
    published = create_shared_campaign(address, read_campaign_file(sample))
    enforce_roles(published)
    published.close()
    local = import_campaign_file(sample, folder / "baseline.starshine")
    other = subprocess.Popen(
        [sys.executable, __file__, "--receiver", address],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "STARSHINE_HOME": str(folder / "receiver-home")},
    )
    times: dict[str, list[float]] = {"file": [], "shared": [], "applied": [], "start": []}
    try:
        _read_line(other, 60.0)  # ready
        on_file = _window(local, folder, "file")
        on_server = _window(open_shared_campaign(address), folder, "shared")
        app.processEvents()
        file_persona = local.personae.list_personae()[0].id
        persona = on_server.campaign.personae.list_personae()[0].id

        committed_at: list[int] = []

        def rename(window: MainWindow, persona_id: int, name: str) -> float:
            """Edit as the window edits; note when the edit's transaction had committed."""

            def edit() -> Any:
                done = window.campaign.personae.rename_persona(persona_id, name)
                committed_at.append(now_ns())
                return done

            start = now_ns()
            window.perform("Rename", edit)
            return start

        for number in range(edits):
            start = rename(on_file, file_persona, f"Vela file {number}")
            times["file"].append((now_ns() - start) / 1e6)
            name = f"Vela {number}"
            start = rename(on_server, persona, name)
            times["shared"].append((now_ns() - start) / 1e6)
            committed = committed_at[-1]
            while True:
                said = _read_line(other, WAIT_S)
                if said.get("shown") == name:
                    break
            times["applied"].append((said["at"] - committed) / 1e6)
            times["start"].append((said["at"] - start) / 1e6)
            app.processEvents()  # this window's own notice arrives, and is left out
        on_server.close()
        on_file.close()
    finally:
        if other.poll() is None:
            assert other.stdin is not None
            other.stdin.write("quit\n")
            other.stdin.flush()
            try:
                other.wait(30)
            except subprocess.TimeoutExpired:
                other.kill()
                other.wait()
    return times


# The Director's connect ----------------------------------------------------------------


def _campaign_file(personae: int, cache: Path | None, folder: Path) -> Path:
    import real_campaign

    where = cache or folder
    path = where / f"real-{personae}.starshine"
    if not path.exists():
        where.mkdir(parents=True, exist_ok=True)
        took = real_campaign.build(path, personae)
        print(f"  built {personae:,} Personae in {took / 1000:.1f} s")
    return path


def _close_without_backup(campaign: Any) -> None:
    """Close a shared campaign without its backup on closing (not what is measured here)."""
    campaign._store.close()


def _timed(run: Callable[[], object]) -> float:
    start = now_ns()
    run()
    return (now_ns() - start) / 1e6


def connect(server: Any, folder: Path, personae: int, runs: int, cache: Path | None) -> None:
    """Print what the Director's connect costs on a campaign of ``personae`` Personae."""
    from starshine_desktop.services.campaign import Campaign, open_shared_campaign
    from starshine_desktop.services.shared import publish

    source = _campaign_file(personae, cache, folder)
    address = server.url(server.create_database())
    start = now_ns()
    publish(source, address).close()
    print(f"  published in {(now_ns() - start) / 1e9:.1f} s")
    with_backup: list[float] = []
    without: list[float] = []
    backup: list[float] = []
    opened: list[Campaign] = []
    for _run in range(runs):
        with_backup.append(_timed(lambda: opened.append(open_shared_campaign(address))))
        _close_without_backup(opened.pop())
        without.append(
            _timed(lambda: opened.append(open_shared_campaign(address, defer_backup=True)))
        )
        campaign = opened.pop()
        backup.append(_timed(campaign.take_open_backup))
        assert campaign.backup_failure is None, campaign.backup_failure
        _close_without_backup(campaign)
    print(f"  connect with the backup first: {spread(with_backup)}")
    print(f"  connect without it:            {spread(without)}")
    print(f"  the backup alone:              {spread(backup)}")
    window_connect(address, folder, runs)


def _tick(ticks: list[int]) -> None:
    ticks.append(now_ns())


def window_connect(address: str, folder: Path, runs: int) -> None:
    """Print the window's connect: until the campaign is on screen, then the backup done
    off the window's thread and the longest wait of its event loop meanwhile."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from starshine_desktop.services.campaign import create_campaign

    app = QApplication.instance() or QApplication([])
    shown: list[float] = []
    backed_up: list[float] = []
    stalls: list[float] = []
    for run in range(runs):
        local = Path(tempfile.mkdtemp(dir=folder)) / "start.starshine"
        window = _window(create_campaign(local), folder, f"connect-{run}")
        app.processEvents()
        ticks: list[int] = []
        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(partial(_tick, ticks))
        start = now_ns()
        assert window.campaign_files.shared.connect_to(address)
        app.processEvents()
        shown.append((now_ns() - start) / 1e6)
        timer.start()
        ticks.append(now_ns())
        deadline = time.monotonic() + 600
        while window.campaign.backup_pending and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.001)
        app.processEvents()
        timer.stop()
        backed_up.append((now_ns() - start) / 1e6)
        assert window.campaign.backup_failure is None, window.campaign.backup_failure
        gaps = [(b - a) / 1e6 for a, b in itertools.pairwise(ticks)]
        stalls.append(max(gaps, default=0.0))
        _close_without_backup(window.campaign)
        window.close()
    print(f"  window: campaign on screen:          {spread(shown)}")
    print(f"  window: backup done (off its thread): {spread(backed_up)}")
    print(f"  window: longest event-loop wait then: {spread(stalls)}")


def main(argv: list[str]) -> int:
    """Run the benchmark; return 1 if a target of the live part was missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--receiver", metavar="ADDRESS", help=argparse.SUPPRESS)
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--personae", type=int, nargs="*", default=[1_000, 10_000])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cache", type=Path)
    parser.add_argument("--skip-live", action="store_true")
    parser.add_argument("--skip-connect", action="store_true")
    args = parser.parse_args(argv)
    if args.receiver:
        return receiver(args.receiver)
    from postgres_server import start_server, stop_server

    missed = False
    with tempfile.TemporaryDirectory(prefix="starshine-bench-") as name:
        folder = Path(name)
        os.environ["STARSHINE_HOME"] = str(folder / "home")
        server = start_server()
        try:
            if not args.skip_live:
                times = live(server, folder, args.edits)
                ratio = statistics.median(times["shared"]) / statistics.median(times["file"])
                applied = statistics.median(times["applied"])
                print(f"live, {args.edits} edits, two processes:")
                print(f"  edit in a window on a campaign file:  {spread(times['file'])}")
                print(
                    f"  edit in a window on a shared campaign: {spread(times['shared'])}"
                    f"  ({ratio:.2f}× the file's)"
                )
                print(f"  commit to applied in the other process: {spread(times['applied'])}")
                print(f"  edit start to applied there:            {spread(times['start'])}")
                missed = ratio > EDIT_RATIO_TARGET or applied > APPLIED_TARGET_MS
                print("  targets missed" if missed else "  targets met")
            if not args.skip_connect:
                for personae in args.personae:
                    print(f"the Director's connect, {personae:,} Personae:")
                    connect(server, folder, personae, args.runs, args.cache)
        finally:
            stop_server(server)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
