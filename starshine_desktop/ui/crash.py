"""An error nobody caught: logged, then shown in a dialog naming the log, details to copy.

``install_excepthook`` replaces ``sys.excepthook`` (which PySide also calls for an
exception raised in a slot or an overridden Qt method). The dialog is injected: tests pass
a function that records what would have been shown instead of a modal dialog. Nothing of
Qt is loaded here until an error is shown, so installing the hook costs start-up nothing.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from starshine_desktop import APP_NAME, __version__

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
#: Shows the details of an error and the log file that holds them.
ShowCrash = Callable[[str, Path], object]

log = logging.getLogger("starshine_desktop.crash")

#: Told of a shared campaign's server gone (``ServerUnreachableError``) that no code caught,
#: say a read while the window refreshes: the window's connection shows it and reconnects,
#: rather than the crash dialog (``ui/shared_live.py``).
SERVER_GONE_HANDLERS: list[Callable[[BaseException], object]] = []


def _server_gone(error: BaseException) -> bool:
    """Hand a shared campaign's lost connection to its window; True if one took it."""
    if not SERVER_GONE_HANDLERS:
        return False
    from starshine_desktop.storage.errors import ServerUnreachableError

    if not isinstance(error, ServerUnreachableError):
        return False
    log.warning("The shared campaign's server cannot be reached: %s", error)
    for handler in list(SERVER_GONE_HANDLERS):
        handler(error)
    return True


def crash_details(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> str:
    """Return what a bug report needs: versions, platform and the traceback."""
    import platform
    import traceback

    from PySide6 import __version__ as pyside_version

    lines = [
        f"{APP_NAME} {__version__}",
        f"Python {platform.python_version()}, PySide6 {pyside_version}, "
        f"{platform.platform(terse=True)}",
        "",
        *traceback.format_exception(kind, error, trace),
    ]
    return "\n".join(line.rstrip("\n") for line in lines)


def show_crash_dialog(details: str, log_file: Path) -> None:
    """Show the crash dialog and wait until it is closed."""
    from starshine_desktop.ui.dialogs.crash import CrashDialog

    CrashDialog(details, log_file).exec()


def make_excepthook(log_file: Path, show: ShowCrash = show_crash_dialog) -> ExceptHook:
    """Return a hook that logs an uncaught error, then shows it (once at a time)."""
    showing = False

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        nonlocal showing
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        if _server_gone(error):
            return
        details = crash_details(kind, error, trace)
        log.critical("Uncaught error\n%s", details)
        if showing:  # an error while the dialog is up is logged, not stacked
            return
        showing = True
        try:
            show(details, log_file)
        except Exception:  # the dialog itself failed: the log still has everything
            log.exception("The error dialog could not be shown")
        finally:
            showing = False

    return hook


def install_excepthook(log_file: Path, show: ShowCrash = show_crash_dialog) -> ExceptHook:
    """Make ``sys.excepthook`` log and show uncaught errors; return the new hook."""
    hook = make_excepthook(log_file, show)
    sys.excepthook = hook
    return hook
