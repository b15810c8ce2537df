"""Bundle size and start time of Starshine Desktop against a bare PySide6 bundle.

Builds four PyInstaller onedir bundles in the same run: the app (packaging/ spec), a
bare ``QMainWindow`` with the same PySide6 (the baseline), and for context the same window
showing a 30-row Python table model (``TABLE_WINDOW`` of bench/startup.py) and the app's
first frame rebuilt from plain PySide6 (``FIRST_FRAME_WINDOW``, the floor for any
implementation of that window). Reports each bundle's size and
the median time from process start to first paint (offscreen Qt; both print the time of
their first paint, the app because ``STARSHINE_EXIT_AFTER_FIRST_PAINT`` is set), and the
ratios app/bare. Targets: size ≤ 1.2×, start ≤ 1.3×.

Usage: python bench/packaging.py [--runs 7] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "packaging"))

from startup import (  # noqa: E402
    BARE_WINDOW,
    FIRST_FRAME_WINDOW,
    FIRST_PAINT_VARIABLE,
    TABLE_WINDOW,
    print_figures,
    seed_default_campaign,
    time_to_first_paint,
)

SIZE_TARGET = 1.2


def folder_size(folder: Path) -> int:
    """Return the bytes of every file under ``folder``."""
    return sum(
        path.stat().st_size
        for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    )


def build_script(work: Path, name: str, source: str) -> Path:
    """Build a onedir bundle of the one-file program ``source``; return its executable."""
    work.mkdir(parents=True, exist_ok=True)
    script = work / f"{name}.py"
    script.write_text(source, encoding="utf-8")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--onedir",
            "--log-level",
            "ERROR",
            "--distpath",
            str(work / "dist"),
            "--workpath",
            str(work / "build"),
            "--specpath",
            str(work),
            str(script),
        ],
        check=True,
    )
    return work / "dist" / name / name


def build_app(work: Path) -> Path:
    """Build the app's bundle with the project's spec; return its executable."""
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--dist",
            str(work / "dist"),
            "--work",
            str(work / "build"),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    return Path(result.stdout.strip().splitlines()[-1])


def main(argv: list[str]) -> int:
    """Build the three bundles, measure them and print the figures and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="build here and keep the bundles")
    options = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        work = options.keep or Path(scratch)
        bare = build_script(work / "bare", "bare_window", BARE_WINDOW)
        table = build_script(work / "table", "table_window", TABLE_WINDOW)
        first_frame = build_script(work / "first-frame", "first_frame", FIRST_FRAME_WINDOW)
        app = build_app(work / "app")
        home = Path(scratch) / "home"
        seed_default_campaign(home)
        environment = {
            **os.environ,
            "STARSHINE_HOME": str(home),
            "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            FIRST_PAINT_VARIABLE: "1",
        }
        commands = {
            "bare": [str(bare)],
            "table": [str(table)],
            "first frame": [str(first_frame)],
            "app": [str(app)],
        }
        for command in commands.values():  # warm the file cache
            time_to_first_paint(command, environment)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(options.runs):
            for name, command in commands.items():
                times[name].append(time_to_first_paint(command, environment))
        sizes = {"bare": folder_size(bare.parent), "app": folder_size(app.parent)}
    start = {name: statistics.median(values) * 1000 for name, values in times.items()}
    size_ratio = sizes["app"] / sizes["bare"]
    megabytes = {name: size / 1e6 for name, size in sizes.items()}
    print(f"size: bare PySide6 bundle {megabytes['bare']:.0f} MB, app {megabytes['app']:.0f} MB,")
    print(f"  ratio {size_ratio:.2f}x (target ≤ {SIZE_TARGET}x)")
    print_figures(start, options.runs, "bundle")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
