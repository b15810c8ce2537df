"""The app's log files: a rotating log, the interpreter's fatal errors, a console fallback.

No Qt here, and ``__main__`` imports this module before PySide6 (which reads the source
of every module imported after it). The GUI's composition root (``ui/app.py``) starts the
log, and ``__main__`` gives a windowed build (where ``sys.stdout`` and ``sys.stderr`` are
``None``) a file to write to instead, so ``--version``, ``--self-test`` and the
subcommands still report.
Every file lives in ``paths.log_folder()`` (``STARSHINE_HOME/logs`` when that is set).
"""

from __future__ import annotations

import faulthandler
import logging
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from starshine_desktop import APP_NAME, __version__, paths

LOG_FILE_NAME = "starshine-desktop.log"
FAULTS_FILE_NAME = "faults.log"
CONSOLE_FILE_NAME = "console.log"
#: The log is rotated past this size, keeping this many older files (``.1`` … ``.3``).
LOG_MAX_BYTES = 1_000_000
LOG_BACKUP_COUNT = 3
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("starshine_desktop")
_python = sys.version.split()[0]


class RotatingLog(logging.FileHandler):
    """A log file that is moved to ``.1`` (``.1`` to ``.2`` …) once it reaches ``max_bytes``.

    ``logging.handlers.RotatingFileHandler`` does the same, but importing that module
    imports ``socket``, ``pickle`` and ``queue`` too: about 8 ms of every start-up.
    """

    def __init__(self, path: Path, max_bytes: int, backup_count: int) -> None:
        super().__init__(path, encoding="utf-8", delay=True)
        self.path = path
        self.max_bytes = max_bytes
        self.backup_count = backup_count

    def emit(self, record: logging.LogRecord) -> None:
        if self.stream is None:
            self.stream = self._open()
        size = self.stream.tell()
        if size and size + len(self.format(record)) + 1 > self.max_bytes:
            self.rotate()
        super().emit(record)

    def rotate(self) -> None:
        """Move the file to ``.1`` (and older ones one further) and start a new one."""
        if self.stream is not None:
            self.stream.close()
        for number in range(self.backup_count - 1, 0, -1):
            older = self.path.with_name(f"{self.path.name}.{number}")
            if older.exists():
                older.replace(self.path.with_name(f"{self.path.name}.{number + 1}"))
        if self.path.exists():
            self.path.replace(self.path.with_name(f"{self.path.name}.1"))
        self.stream = self._open()


@dataclass(frozen=True)
class LogFiles:
    """Where this run writes its log and its fatal errors."""

    folder: Path
    log: Path
    faults: Path


_handler: logging.Handler | None = None
_faults_stream: IO[str] | None = None
_faults_were_on = False


def start_logging(folder: Path | None = None) -> LogFiles:
    """Log to a rotating file in ``folder`` and send fatal errors to a file beside it.

    Calling it again (a test, a second window) moves the log rather than doubling it.
    """
    global _handler, _faults_stream, _faults_were_on
    folder = paths.log_folder() if folder is None else folder
    folder.mkdir(parents=True, exist_ok=True)
    files = LogFiles(folder, folder / LOG_FILE_NAME, folder / FAULTS_FILE_NAME)
    root = logging.getLogger()
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
    handler = RotatingLog(files.log, LOG_MAX_BYTES, LOG_BACKUP_COUNT)
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    root.addHandler(handler)
    if root.level > logging.WARNING or root.level == logging.NOTSET:
        root.setLevel(logging.WARNING)
    log.setLevel(logging.INFO)
    _handler = handler
    if _faults_stream is None:
        _faults_were_on = faulthandler.is_enabled()
    faults = open(files.faults, "a", encoding="utf-8")  # noqa: SIM115 (open while running)
    faulthandler.enable(file=faults, all_threads=True)
    if _faults_stream is not None:
        _faults_stream.close()
    _faults_stream = faults
    log.info("%s %s started (Python %s, %s)", APP_NAME, __version__, _python, sys.platform)
    return files


def stop_logging() -> None:
    """Close the log and the fatal-error file; ``faulthandler`` goes back to what it was."""
    global _handler, _faults_stream
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None
    if _faults_stream is not None:
        if _faults_were_on and sys.__stderr__ is not None:
            faulthandler.enable(file=sys.__stderr__, all_threads=True)
        else:
            faulthandler.disable()
        _faults_stream.close()
        _faults_stream = None


def give_streams_a_home() -> Path | None:
    """Point a missing ``sys.stdout``/``sys.stderr`` at the console file; return its path.

    A windowed build on Windows (and an app started from a macOS bundle's Finder icon)
    has no console: Python sets both streams to ``None``, and the first ``write`` would
    raise. What they would have printed goes to ``console.log`` in the log folder.
    Returns ``None`` when both streams are there.
    """
    if sys.stdout is not None and sys.stderr is not None:
        return None
    folder = paths.log_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / CONSOLE_FILE_NAME
    stream = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115 (for the run)
    if sys.stdout is None:
        sys.stdout = stream
    if sys.stderr is None:
        sys.stderr = stream
    return path
