"""Every failure is one sentence: a command that fails on a full disk says so in one line
and no traceback (nor an ``Exception ignored in …`` from a half-read export) follows it."""

from __future__ import annotations

import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.storage.rows import PersonaValues

#: Any file written past this size fails with EFBIG, as on a full disk.
FULL_AT = 64 * 1024


def _full_disk() -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails, no signal
    resource.setrlimit(resource.RLIMIT_FSIZE, (FULL_AT, resource.RLIM_INFINITY))


@pytest.fixture(scope="module")
def campaign(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("full") / "Voyage.starshine"
    opened = create_campaign(path)
    for number in range(3):
        opened.personae.add_persona(PersonaValues(f"Ada {number}", notes="Log entry. " * 9000))
    opened.export_json(path.with_name("Voyage.json"))
    opened.close()
    return path


COMMANDS = {
    "export": lambda c, out: ["export", str(c), str(out / "Voyage.json")],
    "export-markdown": lambda c, out: ["export-markdown", str(c), str(out / "vault")],
    "export-persona": lambda c, out: ["export-persona", str(c), "Ada 1", str(out / "Ada.json")],
    "import": lambda c, out: [
        "import",
        str(c.with_name("Voyage.json")),
        str(out / "New.starshine"),
    ],
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_full_disk_is_one_sentence_and_no_traceback(
    campaign: Path, tmp_path: Path, command: str
) -> None:
    # The persona's notes make each output larger than the "disk" holds.
    big = tmp_path / "big"
    big.mkdir()
    arguments = COMMANDS[command](campaign, big)
    result = subprocess.run(
        [sys.executable, "-m", "starshine_desktop", *arguments],
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=_full_disk,
        env={
            "STARSHINE_HOME": str(tmp_path / "home"),
            "PATH": "/usr/bin:/bin",
            "PYTHONDONTWRITEBYTECODE": "1",  # no half-written caches
        },
    )
    assert result.returncode == 2, result.stderr
    lines = result.stderr.splitlines()
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr
    assert lines and lines[-1].startswith(f"{command}: ")
    # At most a warning that the routine backup could not be written comes before it.
    assert all(line.startswith(f"{command}: warning: ") for line in lines[:-1])
