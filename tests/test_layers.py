"""The layers below the GUI never load Qt (architecture: ui → services → storage → rules)."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_rules_storage_services_and_commands_never_import_pyside6() -> None:
    script = textwrap.dedent(
        """
        import importlib, pkgutil, sys
        import starshine_desktop
        for package in ("rules", "storage", "services", "commands"):
            name = f"starshine_desktop.{package}"
            module = importlib.import_module(name)
            for info in pkgutil.walk_packages(module.__path__, name + "."):
                importlib.import_module(info.name)
        import starshine_desktop.commands as commands
        commands.build_parser()
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in {"PySide6", "shiboken6"})
        print(",".join(loaded))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_rules_never_import_sqlalchemy() -> None:
    script = textwrap.dedent(
        """
        import importlib, pkgutil, sys
        import starshine_desktop.rules as rules
        for info in pkgutil.walk_packages(rules.__path__, "starshine_desktop.rules."):
            importlib.import_module(info.name)
        print(",".join(sorted(m for m in sys.modules if m.startswith("sqlalchemy"))))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
