"""Build the Windows installer: the bundle (packaging/build.py), then Inno Setup's compiler.

Run on Windows from the repository, in the virtual environment with the ``packaging`` extra:
``.venv\\Scripts\\python packaging\\windows\\build_installer.py``. It needs Inno Setup 6.2 or
later (``ISCC.exe`` on the PATH, or in its usual folder; ``--iscc`` names another) and writes
``dist\\starshine-desktop-VERSION-windows-setup.exe``. docs/packaging.md has the steps.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_facts import ProjectFacts, project_facts  # noqa: E402

SCRIPT = HERE / "starshine-desktop.iss"


def iscc_arguments(
    facts: ProjectFacts, bundle: Path, icon: Path, output: Path, script: Path = SCRIPT
) -> list[str]:
    """Return the compiler's arguments: the version, the bundle, the icon, where to write."""
    return [
        f"/DAppVersion={facts.version}",
        f"/DBundleDir={bundle}",
        f"/DIconFile={icon}",
        f"/DOutputDir={output}",
        str(script),
    ]


def installer_name(facts: ProjectFacts) -> str:
    """Return the file name the script gives the installer (``OutputBaseFilename``)."""
    return f"{facts.bundle_name}-{facts.version}-windows-setup.exe"


def find_iscc() -> Path | None:
    """Return Inno Setup's compiler: on the PATH, or where its installer puts it."""
    found = shutil.which("ISCC") or shutil.which("iscc")
    if found:
        return Path(found)
    for variable in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        base = os.environ.get(variable)
        if base:
            for folder in (Path(base) / "Inno Setup 6", Path(base) / "Programs" / "Inno Setup 6"):
                if (folder / "ISCC.exe").is_file():
                    return folder / "ISCC.exe"
    return None


def main() -> int:
    """Build the bundle and the installer; print the installer's path."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    parser.add_argument("--iscc", type=Path, help="Inno Setup's ISCC.exe")
    arguments = parser.parse_args()
    if sys.platform != "win32":
        parser.error("the Windows installer is built on Windows (docs/packaging.md)")
    iscc = arguments.iscc or find_iscc()
    if iscc is None:
        parser.error("Inno Setup 6 is not installed: install it, or give --iscc PATH")
    from build import build
    from icons import make_icon

    facts = project_facts(ROOT / "pyproject.toml")
    executable = build(arguments.dist, arguments.work)
    icon = make_icon(arguments.work / "installer", "win32")
    subprocess.run(
        [str(iscc), *iscc_arguments(facts, executable.parent, icon, arguments.dist)], check=True
    )
    print(arguments.dist / installer_name(facts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
