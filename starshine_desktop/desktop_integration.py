"""Linux desktop integration: the launcher, the campaign MIME type and the icons, per user.

``starshine-desktop --install-desktop`` writes them under ``$XDG_DATA_HOME``
(``~/.local/share``): ``applications/``, ``mime/packages/`` and ``icons/hicolor/``, with the
launcher's ``Exec`` pointing at the program that ran the command (the bundle's executable
wherever it was unpacked, or the virtual environment's ``starshine-desktop``), then refreshes
the desktop's caches (``update-mime-database``, ``update-desktop-database``) where they are
installed, so a double-click on a campaign opens it in Starshine Desktop.
``--uninstall-desktop`` removes exactly those files again. The files themselves travel in the
package (``resources/desktop/``), so a bundle and a source checkout install the same ones.

Windows and macOS do this in their installers (docs/packaging.md); there the options say so.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

NAME = "starshine-desktop"
RESOURCES = Path(__file__).resolve().parent / "resources"
DESKTOP_FILE = RESOURCES / "desktop" / f"{NAME}.desktop"
MIME_FILE = RESOURCES / "desktop" / f"{NAME}.xml"
SVG_ICON = RESOURCES / "icons" / "starshine.svg"
PNG_ICON = RESOURCES / "icons" / "starshine.png"

#: Characters after which the desktop entry specification wants an ``Exec`` argument quoted.
_NEEDS_QUOTES = frozenset(" \t\n\"'\\><~|&;$*?#()`")


def data_home() -> Path:
    """Return ``$XDG_DATA_HOME``, or ``~/.local/share`` when it is not set."""
    value = os.environ.get("XDG_DATA_HOME")
    return Path(value) if value else Path.home() / ".local" / "share"


def _quoted(argument: str) -> str:
    if not any(character in _NEEDS_QUOTES for character in argument):
        return argument
    escaped = "".join(
        "\\" + character if character in '"`$\\' else character for character in argument
    )
    return f'"{escaped}"'


def exec_line(command: list[str]) -> str:
    """Return the desktop file's ``Exec`` value starting ``command`` on a file (``%f``)."""
    return " ".join([*(_quoted(argument) for argument in command), "%f"])


def launcher_command(executable: str | None = None, frozen: bool | None = None) -> list[str]:
    """Return the command a launcher starts: this very program, wherever it is.

    In the bundle that is its executable; in a Python installation the ``starshine-desktop``
    script beside the interpreter when there is one, else the interpreter with
    ``-m starshine_desktop``.
    """
    executable = sys.executable if executable is None else executable
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    program = Path(executable).absolute()
    if frozen:
        return [str(program)]
    script = program.parent / NAME
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [str(program), "-m", "starshine_desktop"]


def desktop_entry(command: list[str]) -> str:
    """Return the desktop file with ``Exec`` (and ``TryExec``) pointing at ``command``."""
    lines = []
    for line in DESKTOP_FILE.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            lines.append(f"TryExec={command[0]}")
            line = f"Exec={exec_line(command)}"
        lines.append(line)
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class Installed:
    """The files an installation writes, by their place under the data folder."""

    files: dict[Path, bytes]

    @classmethod
    def for_command(cls, command: list[str]) -> Installed:
        """Return what installing a launcher for ``command`` writes."""
        return cls(
            {
                Path("applications") / f"{NAME}.desktop": desktop_entry(command).encode("utf-8"),
                Path("mime") / "packages" / f"{NAME}.xml": MIME_FILE.read_bytes(),
                Path("icons") / "hicolor" / "scalable" / "apps" / f"{NAME}.svg": (
                    SVG_ICON.read_bytes()
                ),
                Path("icons") / "hicolor" / "256x256" / "apps" / f"{NAME}.png": (
                    PNG_ICON.read_bytes()
                ),
            }
        )


def _refresh_caches(target: Path) -> None:
    for tool, folder in (
        ("update-mime-database", target / "mime"),
        ("update-desktop-database", target / "applications"),
    ):
        if shutil.which(tool) and folder.is_dir():
            subprocess.run(
                [tool, str(folder)],
                check=False,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )


def install(target: Path, command: list[str]) -> list[Path]:
    """Write the launcher, the MIME type and the icons under ``target``; return the files.

    Each file is written beside its place and renamed over it, so a launcher is never seen
    half written.
    """
    written = []
    for relative, content in Installed.for_command(command).files.items():
        path = target / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(path.name + ".partial")
        partial.unlink(missing_ok=True)
        partial.write_bytes(content)
        os.replace(partial, path)
        written.append(path)
    _refresh_caches(target)
    return written


def uninstall(target: Path) -> list[Path]:
    """Remove what :func:`install` wrote under ``target``; return the files removed."""
    removed = []
    for relative in Installed.for_command([NAME]).files:
        path = target / relative
        if path.is_file() or path.is_symlink():
            path.unlink()
            removed.append(path)
    _refresh_caches(target)
    return removed


def run(option: str) -> int:
    """Carry out ``--install-desktop`` or ``--uninstall-desktop``; print what was done."""
    if not sys.platform.startswith("linux"):
        sys.stderr.write(
            f"{option} is for Linux; on Windows and macOS the installer adds the launcher and "
            "the file association (docs/packaging.md).\n"
        )
        return 2
    target = data_home()
    if option == "--install-desktop":
        command = launcher_command()
        for path in install(target, command):
            print(path)
        print(f"The launcher starts {' '.join(command)}.")
        return 0
    removed = uninstall(target)
    for path in removed:
        print(path)
    if not removed:
        print(f"Nothing to remove: no launcher of Starshine Desktop under {target}.")
    return 0
