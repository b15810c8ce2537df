"""The two ways to start the app, run as real processes."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

from starshine_desktop import APP_NAME, __version__
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.app import FIRST_PAINT_VARIABLE


def _environment(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "STARSHINE_HOME": str(home),
        "QT_QPA_PLATFORM": "offscreen",
        FIRST_PAINT_VARIABLE: "1",
    }


def test_version_is_printed_without_starting_the_gui() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "--version"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert result.stdout == f"{APP_NAME} {__version__}\n"


def test_the_gui_script_entry_exists() -> None:
    [entry] = entry_points(group="gui_scripts", name="starshine-desktop")
    assert entry.value == "starshine_desktop.__main__:main"
    assert (Path(sys.executable).parent / "starshine-desktop").exists()


def test_python_m_creates_the_default_campaign_and_paints_the_window(tmp_path: Path) -> None:
    home = tmp_path / "home"
    result = subprocess.run(
        [sys.executable, "-m", "starshine_desktop"],
        capture_output=True,
        text=True,
        env=_environment(home),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("first-paint ")
    campaign = open_campaign(home / "campaign.starshine")
    assert campaign.personae.list_personae() == []
    campaign.close()


def test_the_gui_script_opens_the_campaign_given(tmp_path: Path) -> None:
    path = tmp_path / "other.starshine"
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()
    before = path.read_bytes()
    script = Path(sys.executable).parent / "starshine-desktop"
    result = subprocess.run(
        [str(script), "--campaign", str(path)],
        capture_output=True,
        text=True,
        env=_environment(tmp_path / "home"),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("first-paint ")
    assert not (tmp_path / "home" / "campaign.starshine").exists()
    assert path.read_bytes() == before
