"""Update the translation catalogues from the source and compile them (``make translations``).

For each catalogue ``translations/starshine_<language>.ts``:

1. if ``translations/parts/`` holds ``.ts`` files (German, written in parallel), fold their
   translations into the German catalogue (``tools/merge_ts.py``);
2. ``pyside6-lupdate`` over every source file (``starshine_desktop/**/*.py``): new texts are
   added as unfinished, translations are kept, texts no source says any more are removed
   (``-no-obsolete``); no source locations are written, so the file changes only when texts do;
3. ``pyside6-lrelease`` into ``starshine_desktop/resources/translations/starshine_<language>.qm``,
   the file the app loads (committed, so a fresh clone runs without this step).

Prints what lrelease reports; exits 1 if a catalogue has unfinished translations.
Usage: python tools/make_translations.py [--new LANGUAGE]  (``--new``: start a catalogue)
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = ROOT / "translations"
PARTS = CATALOGUES / "parts"
#: The parts (``translations/parts/*.ts``), written while the German was being made, are German.
PARTS_LANGUAGE = "de"
COMPILED = ROOT / "starshine_desktop" / "resources" / "translations"
SOURCE_PACKAGE = "starshine_desktop"

sys.path.insert(0, str(Path(__file__).resolve().parent))

from merge_ts import describe, merge_files, new_catalogue, read, write  # noqa: E402


def qt_tool(name: str) -> str:
    """Return the path of PySide6's ``pyside6-<name>`` (next to this Python, else on PATH)."""
    beside = Path(sys.executable).with_name(f"pyside6-{name}")
    if beside.exists():
        return str(beside)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} not found (it comes with PySide6)")
    return found


def source_files(root: Path = ROOT) -> list[Path]:
    """Return every Python source file of the app, relative to ``root``, in order."""
    return sorted(path.relative_to(root) for path in (root / SOURCE_PACKAGE).rglob("*.py"))


def catalogue_language(catalogue: Path) -> str:
    """Return the language of ``translations/starshine_<language>.ts``."""
    return catalogue.stem.removeprefix("starshine_")


def target_language(catalogue: Path) -> list[str]:
    """Return lupdate's ``-target-language`` option for a new catalogue (none for one that
    names its language already, as lupdate would warn)."""
    if catalogue.exists() and read(catalogue).get("language"):
        return []
    return ["-target-language", catalogue_language(catalogue)]


def update(catalogue: Path, root: Path = ROOT) -> str:
    """Run ``pyside6-lupdate`` over the sources into ``catalogue``; return its report."""
    result = subprocess.run(
        [
            qt_tool("lupdate"),
            *(str(path) for path in source_files(root)),
            "-ts",
            str(catalogue),
            "-no-obsolete",
            "-locations",
            "none",
            *target_language(catalogue),
        ],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout + result.stderr


def release(catalogue: Path, compiled: Path) -> tuple[str, int]:
    """Compile ``catalogue`` into ``compiled``; return lrelease's report and the unfinished."""
    compiled.parent.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(
        [qt_tool("lrelease"), str(catalogue), "-qm", str(compiled)],
        capture_output=True,
        text=True,
        check=True,
    )
    report = result.stdout + result.stderr
    unfinished = re.search(r"(\d+) unfinished", report)
    return report, int(unfinished.group(1)) if unfinished else 0


def compiled_path(catalogue: Path) -> Path:
    """Return where the app finds the compiled ``catalogue``."""
    return COMPILED / f"{catalogue.stem}.qm"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--new", metavar="LANGUAGE", help="start a catalogue for LANGUAGE (a code: fr, pt_BR…)"
    )
    options = parser.parse_args(argv)
    if options.new:
        catalogue = CATALOGUES / f"starshine_{options.new}.ts"
        if catalogue.exists():
            raise SystemExit(f"{catalogue} is there already")
        write(new_catalogue(options.new), catalogue)
    catalogues = sorted(CATALOGUES.glob("starshine_*.ts"))
    parts = sorted(PARTS.glob("*.ts")) if PARTS.is_dir() else []
    unfinished = 0
    for catalogue in catalogues:
        if parts and catalogue_language(catalogue) == PARTS_LANGUAGE:
            for conflict in merge_files(catalogue, parts):
                print(f"conflict: {describe(conflict)}", file=sys.stderr)
            print(f"{catalogue.name}: folded in {', '.join(part.name for part in parts)}")
        print(update(catalogue).strip())
        report, missing = release(catalogue, compiled_path(catalogue))
        print(report.strip())
        unfinished += missing
    if unfinished:
        print(f"{unfinished} unfinished translation(s): translate them in the .ts files")
    return 1 if unfinished else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
