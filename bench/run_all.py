"""Run every benchmark in bench/ one after another and print their reports.

Usage: python bench/run_all.py [--with-packaging]   (building bundles takes a minute)
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
SLOW = {"packaging.py"}


def main(argv: list[str]) -> int:
    """Run the benchmarks; return non-zero if any of them failed."""
    scripts = sorted(
        path
        for path in BENCH.glob("*.py")
        if path.name != Path(__file__).name
        and not path.name.startswith("_")
        and (path.name not in SLOW or "--with-packaging" in argv)
    )
    failed = []
    for script in scripts:
        print(f"== {script.name}", flush=True)
        if subprocess.run([sys.executable, str(script)], check=False).returncode != 0:
            failed.append(script.name)
    if failed:
        print(f"failed: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
