"""GUI fixtures: real campaign files, a scripted prompter, windows shown offscreen."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings, QUrl, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy import make_url

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    Campaign,
    create_campaign,
    import_campaign_file,
    open_campaign,
)
from starshine_desktop.services.shared import publish
from starshine_desktop.ui.app import build_main_window
from starshine_desktop.ui.main_window import MainWindow

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


class ScriptedPrompter:
    """Answers the window's questions from a script and records what it was told."""

    def __init__(self) -> None:
        self.confirm_answers: list[bool] = []
        self.paths: list[Path | None] = []
        self.questions: list[str] = []
        self.errors: list[str] = []
        self.informations: list[str] = []

    def confirm(self, parent: QWidget, title: str, question: str) -> bool:
        self.questions.append(question)
        return self.confirm_answers.pop(0)

    def show_error(self, parent: QWidget, title: str, message: str) -> None:
        self.errors.append(message)

    def show_information(self, parent: QWidget, title: str, message: str) -> None:
        self.informations.append(message)

    def choose_campaign_to_open(self, parent: QWidget, folder: Path) -> Path | None:
        return self.paths.pop(0)

    def choose_new_campaign(self, parent: QWidget, folder: Path) -> Path | None:
        return self.paths.pop(0)

    def choose_copy_destination(self, parent: QWidget, suggested: Path) -> Path | None:
        return self.paths.pop(0)


WindowFactory = Callable[[Path], MainWindow]


@pytest.fixture
def screenshots(tmp_path: Path) -> Path:
    """Where a test saves pictures of what it shows: ``STARSHINE_SCREENSHOTS`` if set, else
    a folder of the test's own (set the variable to keep them and look at them)."""
    folder = Path(os.environ.get("STARSHINE_SCREENSHOTS", tmp_path / "screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def prompter() -> ScriptedPrompter:
    return ScriptedPrompter()


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    path = tmp_path / "Table Night.starshine"
    create_campaign(path).close()
    return path


CampaignWindow = Callable[[Campaign], MainWindow]


@pytest.fixture
def director(tmp_path: Path, postgres_url: str) -> Iterator[Campaign]:
    """The sample campaign published on the test's database, opened as its Director."""
    import_campaign_file(SAMPLE, tmp_path / "table.starshine").close()
    campaign = publish(tmp_path / "table.starshine", postgres_url)
    try:
        yield campaign
    finally:
        campaign.close()


def as_login(url: str, login: str) -> str:
    """Return ``url`` with ``login`` as its user (the tests' server trusts its users)."""
    return make_url(url).set(username=login).render_as_string(hide_password=False)


@pytest.fixture
def campaign_window(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter
) -> Iterator[CampaignWindow]:
    """Return a function that shows an open campaign in a new window with a settings file
    of its own, as another app on another machine would (a shared campaign's Director and
    players, two windows on one campaign); every window is closed at the end."""
    windows: list[MainWindow] = []

    def factory(campaign: Campaign) -> MainWindow:
        settings = QSettings(
            str(tmp_path / f"window{len(windows)}.ini"), QSettings.Format.IniFormat
        )
        window = build_main_window(campaign, settings=settings, prompter=prompter)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        windows.append(window)
        return window

    yield factory
    for window in windows:
        window.close()


@pytest.fixture
def open_window(
    qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter
) -> Iterator[WindowFactory]:
    """Return a function that opens a campaign file in a new, shown main window."""
    windows: list[MainWindow] = []

    def factory(path: Path) -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = build_main_window(open_campaign(path), settings=settings, prompter=prompter)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)  # keyboard shortcuts need the active window
        windows.append(window)
        return window

    yield factory
    for window in windows:
        window.close()


class UrlRecorder(QObject):
    """Stands in for the file manager: records the folders asked to be shown."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def show(self, url: QUrl) -> None:
        self.urls.append(url)


@pytest.fixture
def opened_urls() -> Iterator[UrlRecorder]:
    """Record the folders the app asks the desktop to open, instead of opening them."""
    recorder = UrlRecorder()
    # PySide6's stub types the slot name as bytes; at run time it must be a str.
    QDesktopServices.setUrlHandler("file", recorder, "show")  # type: ignore[arg-type]
    yield recorder
    QDesktopServices.unsetUrlHandler("file")
