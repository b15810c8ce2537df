"""Install the launcher, the campaign MIME type and the icon for the current user (Linux).

``make install-desktop`` runs this with the virtual environment's ``starshine-desktop``;
a packager of the bundle passes ``--exec /path/to/starshine-desktop``. Files go under
``$XDG_DATA_HOME`` (``~/.local/share``): ``applications/``, ``mime/packages/`` and
``icons/hicolor/``; then ``update-mime-database`` and ``update-desktop-database`` run if
they are installed, so a double-click on a campaign opens it in Starshine Desktop.
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
NAME = "starshine-desktop"
DESKTOP_FILE = HERE / f"{NAME}.desktop"
MIME_FILE = HERE / f"{NAME}.xml"
SVG_ICON = ROOT / "resources" / "icons" / "starshine.svg"
PNG_ICON = ROOT / "starshine_desktop" / "resources" / "icons" / "starshine.png"


def data_home() -> Path:
    """Return ``$XDG_DATA_HOME``, or ``~/.local/share`` when it is not set."""
    value = os.environ.get("XDG_DATA_HOME")
    return Path(value) if value else Path.home() / ".local" / "share"


def exec_line(executable: str) -> str:
    """Return the desktop file's ``Exec`` value for ``executable`` (quoted as the spec says)."""
    if any(character in executable for character in " \t\n\"'\\><~|&;$*?#()`"):
        escaped = "".join(
            "\\" + character if character in '"`$\\' else character for character in executable
        )
        executable = f'"{escaped}"'
    return f"{executable} %f"


def desktop_entry(executable: str) -> str:
    """Return the desktop file with ``Exec`` pointing at ``executable``."""
    lines = DESKTOP_FILE.read_text(encoding="utf-8").splitlines()
    return (
        "\n".join(
            f"Exec={exec_line(executable)}" if line.startswith("Exec=") else line for line in lines
        )
        + "\n"
    )


def install(target: Path, executable: str) -> list[Path]:
    """Write every file under ``target`` and refresh the desktop's caches; return the files."""
    written = {
        target / "applications" / f"{NAME}.desktop": desktop_entry(executable).encode("utf-8"),
        target / "mime" / "packages" / f"{NAME}.xml": MIME_FILE.read_bytes(),
        target / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg": SVG_ICON.read_bytes(),
        target / "icons" / "hicolor" / "256x256" / "apps" / f"{NAME}.png": PNG_ICON.read_bytes(),
    }
    for path, content in written.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
    for tool, folder in (
        ("update-mime-database", target / "mime"),
        ("update-desktop-database", target / "applications"),
    ):
        if shutil.which(tool):
            subprocess.run([tool, str(folder)], check=False)
    return list(written)


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, install, and print what was written."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--exec",
        dest="executable",
        default=shutil.which(NAME),
        help="the program the launcher starts (default: starshine-desktop on the PATH)",
    )
    arguments = parser.parse_args(argv)
    if not arguments.executable:
        parser.error("starshine-desktop is not on the PATH: give --exec /path/to/it")
    for path in install(data_home(), str(Path(arguments.executable).absolute())):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
