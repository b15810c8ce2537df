"""The log files: where they go, rotation, and fatal errors caught by faulthandler."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from starshine_desktop import logs, paths


@pytest.fixture
def stopped_after() -> Iterator[None]:
    yield
    logs.stop_logging()


def test_the_log_folder_follows_starshine_home(starshine_home: Path) -> None:
    assert paths.log_folder() == starshine_home / "logs"


def test_the_log_folder_is_the_users_log_folder_by_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from platformdirs import PlatformDirs

    monkeypatch.delenv(paths.HOME_ENVIRONMENT_VARIABLE)
    expected = PlatformDirs("Starshine Desktop", appauthor=False).user_log_dir
    assert paths.log_folder() == Path(expected)


def test_the_log_names_the_version_and_keeps_warnings(
    starshine_home: Path, stopped_after: None
) -> None:
    files = logs.start_logging()
    assert files.log == starshine_home / "logs" / "starshine-desktop.log"
    logging.getLogger("sqlalchemy.engine").warning("a warning from a library")
    logging.getLogger("sqlalchemy.engine").info("chatter from a library")
    text = files.log.read_text(encoding="utf-8")
    assert "INFO starshine_desktop: Starshine Desktop 0.1.0 started (Python 3." in text
    assert "a warning from a library" in text
    assert "chatter" not in text


def test_starting_again_does_not_log_twice(tmp_path: Path, stopped_after: None) -> None:
    logs.start_logging(tmp_path / "first")
    files = logs.start_logging(tmp_path / "second")
    logs.log.info("once")
    assert files.log.read_text(encoding="utf-8").count("once") == 1
    assert "once" not in (tmp_path / "first" / logs.LOG_FILE_NAME).read_text(encoding="utf-8")


def test_the_log_rotates_past_its_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stopped_after: None
) -> None:
    monkeypatch.setattr(logs, "LOG_MAX_BYTES", 2000)
    files = logs.start_logging(tmp_path)
    for number in range(200):
        logs.log.info("line %d of a long session", number)
    kept = sorted(path.name for path in tmp_path.glob("starshine-desktop.log*"))
    assert kept == [f"starshine-desktop.log{suffix}" for suffix in ("", ".1", ".2", ".3")]
    assert files.log.stat().st_size <= 2000
    assert "line 199 of" in files.log.read_text(encoding="utf-8")


def test_a_log_left_too_large_by_the_last_run_is_rotated_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stopped_after: None
) -> None:
    monkeypatch.setattr(logs, "LOG_MAX_BYTES", 2000)
    (tmp_path / logs.LOG_FILE_NAME).write_text("x" * 1990 + "\n", encoding="utf-8")
    files = logs.start_logging(tmp_path)
    assert (tmp_path / "starshine-desktop.log.1").read_text(encoding="utf-8") == "x" * 1990 + "\n"
    assert files.log.read_text(encoding="utf-8").count(" started (Python") == 1


def test_a_fatal_error_is_written_to_the_faults_file(tmp_path: Path) -> None:
    script = textwrap.dedent(
        """
        import faulthandler
        from starshine_desktop import logs
        logs.start_logging()
        faulthandler._sigsegv()
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "STARSHINE_HOME": str(tmp_path)},
    )
    assert result.returncode != 0
    faults = (tmp_path / "logs" / logs.FAULTS_FILE_NAME).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in faults
    assert 'File "<string>", line 5' in faults
