"""Peak memory and time of campaign JSON export and import: 10,000 Personae, 300,000 Traits.

Issue 15, point 5: an import must peak below 5x the file's size above the app's own
baseline, and whatever ``export`` writes, ``import`` must take back. Each measurement runs in
a fresh child process (``python -m starshine_desktop import``/``export``, as a person runs
them) whose peak resident memory is read with ``resource.getrusage(RUSAGE_CHILDREN)``; the
baseline of each is the same command on a campaign with no rows, in the same run (its
``ru_maxrss`` holds the interpreter, SQLAlchemy and, for imports, Alembic). Times are set against
``json.loads`` plus ``json.dumps`` of the same file in a child too (the least any importer
reading and checking all of it must do), in the same run. Medians of ``RUNS`` with the spread.

    python bench/exchange_bench.py [--personae N] [--traits-per-persona T] [--runs R]

Exit status 1 if an import peaks at 5x its file's size or more above the baseline, or if the
exported file does not import back to the same rows.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "starshine_desktop" / "resources" / "sample-campaign.json"
WORDS = ("Quick", "Brave", "Stubborn", "Cursed", "Lucky", "Strong", "Wary", "Hunted")
LIMIT = 5.0

PARSE_ONLY = """
import json, sys
data = open(sys.argv[1], "rb").read()
json.dumps(json.loads(data))
"""


def document(personae: int, traits_per_persona: int) -> dict[str, Any]:
    """Return a legal campaign document of ``personae`` Personae with their Traits."""
    sample = json.loads(SAMPLE.read_text(encoding="utf-8"))
    doc: dict[str, Any] = {
        key: ([] if isinstance(value, list) else value) for key, value in sample.items()
    }
    persona, trait = sample["personae"][0], sample["traits"][0]
    for number in range(1, personae + 1):
        doc["personae"].append(
            {
                **persona,
                "id": number,
                "actor_id": None,
                "actor_name": "",
                "name": f"Persona {number:05d}",
                "notes": f"Persona {number} keeps a journal of the voyage. " * 3,
                "stance": 1 + number % 6,
                "uuid": f"00000000-0000-4000-8000-{number:012d}",
            }
        )
        for index in range(traits_per_persona):
            doc["traits"].append(
                {
                    **trait,
                    "id": (number - 1) * traits_per_persona + index + 1,
                    "persona_id": number,
                    "created_by_persona_id": number,
                    "name": f"{WORDS[index % len(WORDS)]} {index} of {number}",
                    "strength": 1 + index % 3,
                }
            )
    return doc


def measure(args: list[str], env: dict[str, str]) -> tuple[float, int]:
    """Run ``args`` in a fresh runner process so its peak is its own; return (s, bytes)."""
    runner = (
        "import json, resource, subprocess, sys, time\n"
        "start = time.perf_counter()\n"
        "result = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
        "seconds = time.perf_counter() - start\n"
        "if result.returncode:\n"
        "    sys.exit(result.stderr)\n"
        "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024\n"
        "print(json.dumps([seconds, peak]))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", runner, *args], env=env, capture_output=True, text=True
    )
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(args[2:5])} failed: {result.stderr.strip()}")
    seconds, peak = json.loads(result.stdout)
    return float(seconds), int(peak)


def counts(path: Path) -> tuple[int, int]:
    connection = sqlite3.connect(path)
    try:
        personae = connection.execute("SELECT count(*) FROM persona").fetchone()[0]
        traits = connection.execute("SELECT count(*) FROM trait").fetchone()[0]
    finally:
        connection.close()
    return int(personae), int(traits)


def describe(values: list[float], unit: str, scale: float = 1.0) -> str:
    median = statistics.median(values) / scale
    low, high = min(values) / scale, max(values) / scale
    return f"{median:8.1f} {unit} ({low:.1f}-{high:.1f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--personae", type=int, default=10_000)
    parser.add_argument("--traits-per-persona", type=int, default=30)
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    python = [sys.executable, "-m", "starshine_desktop"]
    mib = 1024 * 1024
    failed = False
    with tempfile.TemporaryDirectory(prefix="starshine-exchange-bench-") as folder_name:
        folder = Path(folder_name)
        env = {**os.environ, "STARSHINE_HOME": str(folder / "home"), "PYTHONPATH": str(ROOT)}
        source = folder / "source.json"
        empty = folder / "empty.json"
        source.write_text(
            json.dumps(document(options.personae, options.traits_per_persona)), encoding="utf-8"
        )
        empty.write_text(json.dumps(document(0, 0)), encoding="utf-8")
        print(
            f"{options.personae:,} Personae, {options.personae * options.traits_per_persona:,} "
            f"Traits; runs: {options.runs}"
        )
        rows: dict[str, list[tuple[float, int]]] = {
            k: [] for k in ("baseline", "export-baseline", "parse", "import", "export", "reimport")
        }
        exported_size = 0
        for run in range(options.runs):
            made = [folder / f"{name}{run}.starshine" for name in ("b", "a", "c")]
            rows["baseline"].append(measure([*python, "import", str(empty), str(made[0])], env))
            empty_out = folder / f"empty{run}.json"
            rows["export-baseline"].append(
                measure([*python, "export", str(made[0]), str(empty_out)], env)
            )
            empty_out.unlink()
            rows["parse"].append(measure([sys.executable, "-c", PARSE_ONLY, str(source)], env))
            rows["import"].append(measure([*python, "import", str(source), str(made[1])], env))
            out = folder / f"out{run}.json"
            rows["export"].append(measure([*python, "export", str(made[1]), str(out)], env))
            exported_size = out.stat().st_size
            rows["reimport"].append(measure([*python, "import", str(out), str(made[2])], env))
            if counts(made[2]) != counts(made[1]):
                print("the exported file did not import back to the same rows")
                failed = True
            for path in (*made, out):
                path.unlink()
        base = statistics.median(peak for _s, peak in rows["baseline"])
        export_base = statistics.median(peak for _s, peak in rows["export-baseline"])
        parse = statistics.median(seconds for seconds, _p in rows["parse"])
        size = source.stat().st_size
        print(f"source file {size / mib:.1f} MiB, export {exported_size / mib:.1f} MiB")
        print(
            f"app baselines (an empty campaign): import {base / mib:.0f} MiB, "
            f"export {export_base / mib:.0f} MiB peak"
        )
        print(
            f"json.loads + json.dumps of the file: {describe([s for s, _ in rows['parse']], 's')}"
        )
        for name, size in (
            ("import", source.stat().st_size),
            ("export", exported_size),
            ("reimport", exported_size),
        ):
            seconds = [s for s, _p in rows[name]]
            floor = export_base if name == "export" else base
            above = [max(0, p - floor) for _s, p in rows[name]]
            ratios = [a / size for a in above]
            ratio = statistics.median(seconds) / parse
            print(
                f"{name:9s} time {describe(seconds, 's')} = {ratio:.1f}x "
                f"parsing; peak above baseline {describe(above, 'MiB', mib)} = "
                f"{statistics.median(ratios):.2f}x the file ({min(ratios):.2f}-{max(ratios):.2f})"
            )
            if name != "export" and max(ratios) >= LIMIT:
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
