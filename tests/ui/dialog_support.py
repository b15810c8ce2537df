"""Answer a modal dialog the way a person would: wait until it is on screen, then act."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog


class Answered(list[BaseException]):
    """The errors of answering a dialog, holding the timer that waits for it."""

    timer: QTimer


def when_shown(kind: type[QDialog], act: Callable[[Any], None]) -> Answered:
    """Run ``act(dialog)`` once a modal ``kind`` is on screen; return where errors go.

    An error in ``act`` is kept in the returned list and the dialog is rejected, so a failing
    test fails instead of waiting on a dialog nobody answers.
    """
    errors = Answered()
    timer = QTimer()
    timer.setInterval(20)

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind) or not dialog.isVisible():
            return
        timer.stop()
        try:
            act(dialog)
            if dialog.isVisible():
                raise AssertionError(f"{kind.__name__} is still open after it was answered")
        except BaseException as error:
            errors.append(error)
            dialog.reject()

    timer.timeout.connect(poll)
    timer.start()
    errors.timer = timer  # kept alive as long as the list
    return errors
