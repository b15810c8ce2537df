"""Peak memory and time of importing every shape of file people have, at 100, 1,000 and 10,000.

Issue 26 point 6 and issue 27 point 5: an import peaks at no more than 5 times its file's
size. Shapes: a campaign in its real shape (``bench/real_campaign.py``: Actors, Episodes with
players and check-offs, modifiers, Investments…; plain or mostly accented and Greek text)
written as the app writes it (indented), compact, and with every non-ASCII character
``\\u``-escaped; and a Persona file (``*.starshine-persona.json``) of many small records (N
Traits, N/2 Knacks and Advances, N/10 Characteristics; accented and Greek words), indented,
compact and escaped. The size is the number of Personae
(campaigns) or of Traits (Persona files).

Each import runs as a person runs it (``python -m starshine_desktop import`` or
``import-persona``) in a fresh child process, measured by a runner of its own:

- **peak**: the child's peak resident memory (``ru_maxrss``) above the same command on a
  file of the same shape with one record (the interpreter, SQLAlchemy, Alembic), divided
  by the file's size;
- **traced** (``--traced``): the most memory Python held during the import above what it
  held just before (``tracemalloc``, after a first import of the sample campaign loaded
  every module), divided by the file's size: what the tests pin;
- **time**: seconds, against the floor any importer must pay, ``json.loads`` of the same file
  in a child of its own, in the same run.

Figures are medians of ``--runs`` with their spread (lowest to highest). With ``--before
PATH`` (another checkout of the project, such as a worktree of ``main``) each import also
runs with that code, in the same run, so before and after share the machine's load.

    python bench/import_shapes_bench.py [--sizes 100,1000,10000] [--runs 3]
        [--shapes campaign-indented,...] [--before ../main] [--traced]

Exit status 1 if any import (of this tree) peaks at 5 times its file's size or more.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from import_memory_support import (  # noqa: E402
    SAMPLE,
    encode,
    many_records_persona,
    real_campaign_bytes,
)

LIMIT = 5.0
SHAPES = (
    "campaign-indented",
    "campaign-compact",
    "campaign-escaped",
    "campaign-indented-accented",
    "campaign-compact-accented",
    "persona-indented",
    "persona-compact",
    "persona-escaped",
)

#: Runs one command in a child; prints its seconds and peak resident memory (bytes).
RUNNER = """
import json, resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
seconds = time.perf_counter() - start
if done.returncode:
    sys.exit(done.stderr)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
print(json.dumps([seconds, peak]))
"""

#: Imports in this process under ``tracemalloc``: argv = kind, file, campaign, sample.
TRACER = """
import json, shutil, sys, tracemalloc
from pathlib import Path
from starshine_desktop.services.campaign import import_campaign_file, open_campaign
kind, source, target, sample = sys.argv[1:5]
warm = Path(target).with_suffix(".warm.starshine")
import_campaign_file(Path(sample), warm).close()
tracemalloc.start()
before = tracemalloc.get_traced_memory()[0]
if kind == "campaign":
    import_campaign_file(Path(source), Path(target)).close()
else:
    campaign = open_campaign(Path(target))
    campaign.import_persona(campaign.read_persona_file(Path(source)))
    campaign.close()
print(json.dumps(tracemalloc.get_traced_memory()[1] - before))
"""

PARSE = "import json, sys; json.loads(open(sys.argv[1], 'rb').read())"


def child(arguments: list[str], tree: Path, home: Path) -> tuple[float, int]:
    """Run ``arguments`` in a fresh runner with ``tree``'s code; return (seconds, peak)."""
    environment = {**os.environ, "STARSHINE_HOME": str(home), "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, *arguments],
        capture_output=True,
        text=True,
        cwd=tree,
        env=environment,
        timeout=3600,
    )
    if done.returncode:
        raise SystemExit(f"{' '.join(arguments[2:4])} failed: {done.stderr.strip()[-2000:]}")
    seconds, peak = json.loads(done.stdout)
    return float(seconds), int(peak)


def traced(kind: str, source: Path, target: Path, tree: Path, home: Path) -> int:
    environment = {**os.environ, "STARSHINE_HOME": str(home), "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-c", TRACER, kind, str(source), str(target), str(SAMPLE)],
        capture_output=True,
        text=True,
        cwd=tree,
        env=environment,
        timeout=3600,
    )
    if done.returncode:
        raise SystemExit(f"traced import of {source.name} failed: {done.stderr.strip()[-2000:]}")
    return int(json.loads(done.stdout))


def spread(values: list[float], form: str = "{:.2f}") -> str:
    """Return "median (lowest–highest)"."""
    low, high = min(values), max(values)
    return f"{form.format(statistics.median(values))} ({form.format(low)}–{form.format(high)})"


def write_shape(shape: str, size: int, folder: Path, template: dict[str, Any]) -> Path:
    """Write the file of ``shape`` and ``size`` into ``folder``."""
    kind, escaping, *rest = shape.split("-")
    if kind == "campaign":
        path = folder / f"{shape}-{size}.json"
        path.write_bytes(real_campaign_bytes(size, escaping, accented=bool(rest)))
    else:
        path = folder / f"{shape}-{size}.starshine-persona.json"
        document = many_records_persona(size, template)
        if escaping == "indented":
            from starshine_desktop.services.exchange import dumps

            path.write_bytes(dumps(document))
        else:
            path.write_bytes(encode(document, escaping))
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--shapes", default=",".join(SHAPES))
    parser.add_argument("--before", type=Path, help="another checkout, run in the same run")
    parser.add_argument("--traced", action="store_true", help="also trace Python's memory")
    args = parser.parse_args()
    trees = {"after": ROOT}
    if args.before is not None:
        trees = {"before": args.before.resolve(), "after": ROOT}
    failed = False
    with tempfile.TemporaryDirectory(prefix="import-shapes-") as name:
        folder = Path(name)
        home = folder / "home"
        holder = folder / "holder.starshine"
        child(
            [sys.executable, "-m", "starshine_desktop", "import", str(SAMPLE), str(holder)],
            ROOT,
            home,
        )
        persona = json.loads(SAMPLE.read_text(encoding="utf-8"))["personae"][0]["name"]
        template_path = folder / "template.json"
        command = ["export-persona", str(holder), persona, str(template_path)]
        child([sys.executable, "-m", "starshine_desktop", *command], ROOT, home)
        template = json.loads(template_path.read_text(encoding="utf-8"))
        print(f"runs: {args.runs}; peak and traced: times the file's size; time in seconds")
        for shape in args.shapes.split(","):
            kind = shape.split("-")[0]
            small = write_shape(shape, 2 if kind == "campaign" else 1, folder, template)
            for size in (int(text) for text in args.sizes.split(",")):
                big = write_shape(shape, size, folder, template)
                length = big.stat().st_size
                rows: dict[str, dict[str, list[float]]] = {
                    label: {"peak": [], "time": [], "traced": []} for label in trees
                }
                parse: list[float] = []
                for run in range(args.runs):
                    parse.append(child([sys.executable, "-c", PARSE, str(big)], ROOT, home)[0])
                    for label, tree in trees.items():
                        peaks = []
                        for source in (small, big):
                            target = folder / f"{label}-{run}-{source.stem}.starshine"
                            if kind != "campaign":
                                shutil.copy(holder, target)
                            verb = "import" if kind == "campaign" else "import-persona"
                            seconds, peak = child(
                                [
                                    sys.executable,
                                    "-m",
                                    "starshine_desktop",
                                    verb,
                                    str(source),
                                    str(target),
                                ],
                                tree,
                                home,
                            )
                            target.unlink()
                            peaks.append(peak)
                        rows[label]["peak"].append((peaks[1] - peaks[0]) / length)
                        rows[label]["time"].append(seconds)
                        if args.traced:
                            target = folder / f"{label}-{run}-traced.starshine"
                            if kind != "campaign":
                                shutil.copy(holder, target)
                            peak = traced(kind, big, target, tree, home)
                            rows[label]["traced"].append(peak / length)
                            for made in folder.glob(f"{label}-{run}-traced*"):
                                made.unlink()
                floor = statistics.median(parse)
                print(
                    f"{shape:27s} {size:>6,} {length / 1e6:7.2f} MB  json.loads {spread(parse)} s",
                    flush=True,
                )
                for label, figures in rows.items():
                    traced_text = (
                        f"  traced {spread(figures['traced'])}" if figures["traced"] else ""
                    )
                    times = figures["time"]
                    print(
                        f"    {label:6s} peak {spread(figures['peak'])}{traced_text}  "
                        f"time {spread(times)} s = {statistics.median(times) / floor:.1f}x "
                        "json.loads",
                        flush=True,
                    )
                    if label == "after" and statistics.median(figures["peak"]) >= LIMIT:
                        failed = True
                big.unlink()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
