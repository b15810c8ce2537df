"""Peak memory of every import (campaign, Persona file, rules package) by how the file is
written: compact, indented, or with every non-ASCII character ``\\u``-escaped.

Issue 26, point 6: a campaign whose notes were ``\\u00e9``-escaped peaked at about 14 times
its size (the nesting check kept an object per escape). Each measurement runs the command
as a person does (``python -m starshine_desktop import …``) in a fresh runner process and
reads its peak resident memory (``ru_maxrss``); the baseline is the same command on a
one-record file of the same kind, in the same run. Prints, per kind and escaping, the file
size and the median (and spread) of peak above baseline divided by the file size.

    python bench/import_memory_bench.py [--size MB] [--runs R] [--kinds campaign,persona,rules]

Exit status 1 if a campaign import peaks at 5 times its file's size or more.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from import_memory_support import (  # noqa: E402
    ESCAPINGS,
    KINDS,
    SAMPLE,
    import_arguments,
    peak_kib,
    write_file,
)

LIMIT = 5.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=float, default=60.0, help="file size in MB")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--kinds", default=",".join(KINDS))
    args = parser.parse_args()
    size = int(args.size * 1_000_000)
    failed = False
    with tempfile.TemporaryDirectory(prefix="import-memory-") as name:
        folder = Path(name)
        holder = folder / "holder.starshine"
        _, status, error = peak_kib(["import", str(SAMPLE), str(holder)], folder / "home")
        assert status == 0, error
        persona = json.loads(SAMPLE.read_text(encoding="utf-8"))["personae"][0]["name"]
        template_path = folder / "template.json"
        arguments = ["export-persona", str(holder), persona, str(template_path)]
        _, status, error = peak_kib(arguments, folder / "home")
        assert status == 0, error
        template = json.loads(template_path.read_text(encoding="utf-8"))
        for kind in args.kinds.split(","):
            # Rules packages are refused over 16 MiB.
            kind_size = min(size, 15_000_000) if kind == "rules" else size
            for escaping in ESCAPINGS:
                big = write_file(kind, escaping, kind_size, folder, template)
                small = write_file(kind, escaping, 0, folder, template)
                ratios = []
                for _run in range(args.runs):
                    peaks = []
                    for source in (small, big):
                        target = folder / f"{source.stem}.starshine"
                        target.unlink(missing_ok=True)
                        if kind != "campaign":
                            shutil.copy(holder, target)
                        peak, status, error = peak_kib(
                            import_arguments(kind, source, target), folder / "home"
                        )
                        assert status == 0, error
                        peaks.append(peak)
                    ratios.append((peaks[1] - peaks[0]) * 1024 / big.stat().st_size)
                median = statistics.median(ratios)
                spread = max(ratios) - min(ratios)
                print(
                    f"{kind:9} {escaping:9} {big.stat().st_size / 1e6:7.1f} MB  "
                    f"peak above baseline {median:5.2f}x the file (spread {spread:.2f})",
                    flush=True,
                )
                failed |= kind == "campaign" and median >= LIMIT
                big.unlink()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
