"""The ui layer's layout: one sub-package per system, helpers that see the window only through
``host.py``, no two classes of one name, the shell kept small."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import starshine_desktop.ui

UI = Path(starshine_desktop.ui.__file__).parent
SYSTEMS = ("starshine", "cortex", "statements", "ironsworn")


def _modules() -> dict[str, ast.Module]:
    return {
        path.relative_to(UI).as_posix(): ast.parse(path.read_text(encoding="utf-8"))
        for path in sorted(UI.rglob("*.py"))
    }


def _imported(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_each_system_has_its_sub_package() -> None:
    for system in SYSTEMS:
        assert (UI / system / "__init__.py").is_file(), system
        assert (Path(__file__).parent / system / "__init__.py").is_file(), system


def test_only_the_composition_root_imports_the_window() -> None:
    importing = [
        name
        for name, tree in _modules().items()
        if "starshine_desktop.ui.main_window" in _imported(tree)
    ]
    assert importing == ["app.py"]


def test_no_two_classes_share_a_name() -> None:
    classes = Counter(
        node.name
        for tree in _modules().values()
        for node in tree.body
        if isinstance(node, ast.ClassDef)
    )
    assert [name for name, count in classes.items() if count > 1] == []


def test_no_common_module_says_dice_for_two_systems() -> None:
    common = [name for name in _modules() if name.split("/")[0] not in SYSTEMS]
    assert [name for name in common if "dice" in Path(name).stem] == []


def test_the_shell_stays_small() -> None:
    lines = (UI / "main_window.py").read_text(encoding="utf-8").count("\n")
    assert lines <= 400
