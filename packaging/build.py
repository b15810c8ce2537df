"""Build the onedir bundle into dist/ with PyInstaller (run by `make package`).

On macOS the same run also writes ``dist/Starshine Desktop.app``; the printed path is the
executable inside the onedir folder on every platform (``.exe`` on Windows). With
``--archive`` (Linux) it also packs the folder into
``dist/starshine-desktop-VERSION-linux-MACHINE.tar.gz``, the file people download: unpacked
anywhere, ``starshine-desktop/starshine-desktop --install-desktop`` adds its launcher.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_facts import ProjectFacts, project_facts  # noqa: E402


def build(dist: Path, work: Path) -> Path:
    """Build the bundle and return the path of its executable."""
    facts = project_facts(ROOT / "pyproject.toml")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(ROOT / "packaging" / "starshine_desktop.spec"),
        ],
        check=True,
        cwd=ROOT,
    )
    executable = dist / facts.bundle_name / facts.bundle_name
    return executable.with_suffix(".exe") if sys.platform == "win32" else executable


def archive_name(facts: ProjectFacts, machine: str | None = None) -> str:
    """Return the Linux download's file name: name, version, system and machine."""
    return f"{facts.bundle_name}-{facts.version}-linux-{machine or platform.machine()}.tar.gz"


def archive(folder: Path, target: Path) -> Path:
    """Pack the bundle ``folder`` into the tar.gz ``target`` (its top folder kept)."""
    partial = target.with_name(target.name + ".partial")
    with tarfile.open(partial, "w:gz") as packed:
        packed.add(folder, arcname=folder.name)
    partial.replace(target)
    return target


def main() -> int:
    """Parse arguments, build, and print where the executable is."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    parser.add_argument(
        "--archive", action="store_true", help="Linux: also write the .tar.gz people download"
    )
    args = parser.parse_args()
    executable = build(args.dist, args.work)
    if args.archive:
        facts = project_facts(ROOT / "pyproject.toml")
        print(archive(executable.parent, args.dist / archive_name(facts)))
    if args.work.is_dir() and args.work == ROOT / "build":
        shutil.rmtree(args.work)
    print(executable)
    return 0


if __name__ == "__main__":
    sys.exit(main())
