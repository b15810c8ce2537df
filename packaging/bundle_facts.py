"""Facts the PyInstaller spec and the packaging benchmark share: name, version, exclusions."""

from __future__ import annotations

import ast
import tomllib
from dataclasses import dataclass
from pathlib import Path

# Python modules the app never uses but PyInstaller would otherwise follow into the bundle.
EXCLUDED_MODULES: tuple[str, ...] = (
    "tkinter",
    # PySide6.QtNetwork stays: a second launch hands its campaign to the running window
    # over QLocalSocket (starshine_desktop/ui/single_instance.py).
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtDBus",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtConcurrent",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtXml",
    "pytest",
    "hypothesis",
    "mypy",
    "numpy",
    # Nothing here starts processes; only ``concurrent.futures.process`` pulls
    # multiprocessing in, and with it PyInstaller's run-time hook, which imports
    # multiprocessing (and socket, pickle, ...) at every start: about 6 ms.
    "multiprocessing",
    "concurrent.futures.process",
)

# Qt plugin folders the app does not need: networking, TLS and embedded-device back ends.
_EXCLUDED_PLUGIN_FOLDERS = ("networkinformation", "tls", "egldeviceintegrations", "generic")


def keep_binary(destination: str) -> bool:
    """Return whether a collected binary belongs in the bundle."""
    parts = Path(destination).parts
    if "plugins" in parts:
        folder = parts[parts.index("plugins") + 1] if parts[-1] != "plugins" else ""
        if folder in _EXCLUDED_PLUGIN_FOLDERS:
            return False
    name = parts[-1]
    return not name.startswith(("libQt6Qml", "libQt6Quick", "libQt6EglFS"))


def keep_data(destination: str) -> bool:
    """Return whether a collected data file belongs in the bundle (English UI only)."""
    parts = Path(destination).parts
    return not ("translations" in parts and parts[-1].endswith(".qm"))


@dataclass(frozen=True)
class ProjectFacts:
    """The project's name and version as pyproject.toml declares them."""

    name: str
    version: str

    @property
    def bundle_name(self) -> str:
        """Return the name of the bundle folder and executable."""
        return self.name


def project_facts(pyproject: Path) -> ProjectFacts:
    """Read name and version from pyproject.toml (following a dynamic ``attr`` version)."""
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    project = data["project"]
    if "version" in project:
        return ProjectFacts(project["name"], project["version"])
    attribute = data["tool"]["setuptools"]["dynamic"]["version"]["attr"]
    module_name, _, variable = attribute.rpartition(".")
    module_path = pyproject.parent / Path(*module_name.split("."))
    source_file = (
        module_path / "__init__.py" if module_path.is_dir() else module_path.with_suffix(".py")
    )
    tree = ast.parse(source_file.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == variable for target in node.targets
        ):
            value = ast.literal_eval(node.value)
            return ProjectFacts(project["name"], str(value))
    raise LookupError(f"{attribute} not found in {source_file}")
