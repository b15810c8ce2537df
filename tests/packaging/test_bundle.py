"""The PyInstaller bundle builds and passes its own self-test (marked ``packaging``)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_facts import NEVER_BUNDLED, project_facts  # noqa: E402


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
            "--archive",
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    printed = build.stdout.strip().splitlines()
    executable = Path(printed[-1])  # the last line names the executable, as before
    [archive_line] = [line for line in printed if line.endswith(".tar.gz")]
    assert executable.is_file()
    # Excluded modules stay out, and with them the run-time hooks that would import them
    # at every start (multiprocessing's costs about 6 ms).
    (analysis,) = (tmp_path / "work").rglob("Analysis-00.toc")
    (archive,) = (tmp_path / "work").rglob("PYZ-00.toc")
    assert "pyi_rth_multiprocessing" not in analysis.read_text(encoding="utf-8")
    assert "multiprocessing/__init__.py" not in archive.read_text(encoding="utf-8")
    # Nothing the app never imports at run time: no Pillow, no Pygments, in the archive of
    # Python modules or as files (Pillow's 15 MB of libraries in pillow.libs).
    modules = archive.read_text(encoding="utf-8")
    for name in NEVER_BUNDLED:
        assert f"'{name}'" not in modules and f"'{name}." not in modules, name
    files = {
        path.relative_to(executable.parent).as_posix() for path in executable.parent.rglob("*")
    }
    assert not [path for path in files if path.split("/")[1:2] in (["PIL"], ["pillow.libs"])]
    assert not [path for path in files if "pygments" in path.lower()]
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
    _the_download_unpacks_and_installs_its_launcher(Path(archive_line), tmp_path)


def _the_download_unpacks_and_installs_its_launcher(download: Path, tmp_path: Path) -> None:
    facts = project_facts(ROOT / "pyproject.toml")
    assert download.name.startswith(f"starshine-desktop-{facts.version}-linux-")
    unpacked = tmp_path / "Games and such"
    with tarfile.open(download) as packed:
        packed.extractall(unpacked, filter="data")
    executable = unpacked / "starshine-desktop" / "starshine-desktop"
    data = tmp_path / "share"
    result = subprocess.run(
        [str(executable), "--install-desktop"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "XDG_DATA_HOME": str(data)},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    entry = (data / "applications" / "starshine-desktop.desktop").read_text(encoding="utf-8")
    assert f'Exec="{executable}" %f' in entry.splitlines()
    assert (data / "mime" / "packages" / "starshine-desktop.xml").is_file()
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(
            ["desktop-file-validate", str(data / "applications" / "starshine-desktop.desktop")],
            capture_output=True,
            text=True,
        )
        assert checked.returncode == 0, checked.stdout
    removed = subprocess.run(
        [str(executable), "--uninstall-desktop"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "XDG_DATA_HOME": str(data)},
    )
    assert removed.returncode == 0, removed.stderr
    assert not list(data.rglob("starshine-desktop.*"))
