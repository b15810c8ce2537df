"""The PyInstaller bundle builds and passes its own self-test (marked ``packaging``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_facts import project_facts  # noqa: E402


def test_project_facts_come_from_pyproject() -> None:
    from starshine_desktop import __version__

    facts = project_facts(ROOT / "pyproject.toml")
    assert facts.name == "starshine-desktop"
    assert facts.version == __version__


def test_self_test_passes_from_source() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "--self-test"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-2:] == [
        "checked: campaign, window, replay, PDF, hand-over, German",
        "self-test ok",
    ]


@pytest.mark.packaging
def test_bundle_builds_and_passes_its_self_test(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    build = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--dist",
            str(tmp_path / "dist"),
            "--work",
            str(tmp_path / "work"),
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    executable = Path(build.stdout.strip().splitlines()[-1])
    assert executable.is_file()
    # Excluded modules stay out, and with them the run-time hooks that would import them
    # at every start (multiprocessing's costs about 6 ms).
    (analysis,) = (tmp_path / "work").rglob("Analysis-00.toc")
    (archive,) = (tmp_path / "work").rglob("PYZ-00.toc")
    assert "pyi_rth_multiprocessing" not in analysis.read_text(encoding="utf-8")
    assert "multiprocessing/__init__.py" not in archive.read_text(encoding="utf-8")
    home = tmp_path / "home"
    home.mkdir()
    result = subprocess.run(
        [str(executable), "--self-test"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "STARSHINE_HOME": str(home)},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-2:] == [
        "checked: campaign, window, replay, PDF, hand-over, German",
        "self-test ok",
    ]
    assert not any(home.iterdir()), "the self-test wrote into the player's data folder"
    # The translations of the languages shipped stay, Qt's other ~200 catalogues do not.
    catalogues = {path.name for path in executable.parent.rglob("*.qm")}
    assert catalogues == {"starshine_de.qm", "qtbase_de.qm"}
    version = subprocess.run([str(executable), "--version"], capture_output=True, text=True)
    assert (
        version.stdout.strip()
        == f"Starshine Desktop {project_facts(ROOT / 'pyproject.toml').version}"
    )
