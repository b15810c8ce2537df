"""The window's language: the system's by default, View › Language, loading at start-up."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from starshine_desktop import logs
from starshine_desktop.ui import language
from starshine_desktop.ui.app import FIRST_PAINT_VARIABLE
from starshine_desktop.ui.i18n import translate
from starshine_desktop.ui.main_window import MainWindow

from .conftest import WindowFactory
from .german_check import german
from .person import click


@pytest.mark.parametrize(
    ("system", "expected"),
    [("de_DE", "de"), ("de_AT", "de"), ("de_CH", "de"), ("en_GB", "en"), ("fr_FR", "en")],
)
def test_the_systems_language_is_taken_when_translated_else_english(
    system: str, expected: str
) -> None:
    assert language.system_language(QLocale(system)) == expected
    assert language.resolve(language.SYSTEM, QLocale(system)) == expected
    assert language.resolve("de", QLocale(system)) == "de"
    assert language.resolve("en", QLocale(system)) == "en"


def test_the_command_line_then_the_variable_then_the_setting_choose(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    monkeypatch.delenv(language.LANGUAGE_VARIABLE, raising=False)
    assert language.startup_choice(None, settings) == language.SYSTEM  # nothing chosen yet
    settings.setValue(language.SETTING_KEY, "de")
    assert language.startup_choice(None, settings) == "de"
    monkeypatch.setenv(language.LANGUAGE_VARIABLE, "en")
    assert language.startup_choice(None, settings) == "en"
    assert language.startup_choice("de", settings) == "de"
    monkeypatch.setenv(language.LANGUAGE_VARIABLE, "klingon")
    assert language.startup_choice(None, settings) == language.SYSTEM
    settings.setValue(language.SETTING_KEY, "klingon")
    assert language.stored_choice(settings) == language.SYSTEM


def test_german_installs_the_apps_and_qts_translations_and_says_so(
    qapp: QApplication, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="starshine_desktop.language"):
        installed = language.install_translations("de")
    try:
        assert installed.language == "de"
        assert translate("LanguageMenu", "System language") == "Systemsprache"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    finally:
        installed.remove()
    assert translate("LanguageMenu", "System language") == "System language"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert "Language: Deutsch (de, chosen: de)" in caplog.messages


def test_english_loads_nothing_and_a_missing_catalogue_leaves_english(
    qapp: QApplication,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    english = language.install_translations(language.SYSTEM, QLocale("fr_FR"))
    assert (english.language, english.translators) == ("en", [])
    monkeypatch.setattr(language, "translations_folder", lambda: tmp_path)
    with caplog.at_level(logging.INFO, logger="starshine_desktop.language"):
        missing = language.install_translations("de")
    assert (missing.language, missing.translators) == ("en", [])
    assert translate("LanguageMenu", "System language") == "System language"
    assert any("No translation of the app into 'de'" in m for m in caplog.messages)
    assert "Language: English (en, chosen: de)" in caplog.messages


def _language_menu(window: MainWindow) -> QMenu:
    menu = window.findChild(QMenu, "languageMenu")
    assert isinstance(menu, QMenu)
    return menu


def _entries(menu: QMenu) -> list[tuple[str, bool]]:
    return [(action.text(), action.isChecked()) for action in menu.actions()]


def _choose(window: MainWindow, qtbot: QtBot, name: str) -> QMessageBox:
    [action] = [a for a in _language_menu(window).actions() if a.text() == name]
    action.trigger()
    box = window.findChild(QMessageBox, "languageChanged")
    assert isinstance(box, QMessageBox)
    qtbot.waitExposed(box)
    return box


def test_view_language_lists_each_language_in_its_own_language_and_the_system_first(
    open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    [view] = [a.menu() for a in window.menuBar().actions() if a.text() == "&View"]
    assert isinstance(view, QMenu)
    assert view.actions()[-1].menu() is _language_menu(window)
    assert _language_menu(window).title() == "&Language"
    assert _entries(_language_menu(window)) == [
        ("System language", True),
        ("English", False),
        ("Deutsch", False),
    ]


def test_choosing_deutsch_stores_it_and_says_in_german_that_it_applies_at_the_next_start(
    open_window: WindowFactory,
    campaign_path: Path,
    qtbot: QtBot,
    tmp_path: Path,
    screenshots: Path,
) -> None:
    window = open_window(campaign_path)
    box = _choose(window, qtbot, "Deutsch")
    box.grab().save(str(screenshots / "language-changed.png"))
    assert box.windowTitle() == "Sprache"
    assert box.text() == "Starshine Desktop erscheint beim nächsten Start in der gewählten Sprache."
    ok = box.button(QMessageBox.StandardButton.Ok)
    assert ok.text() == "OK"
    assert _entries(_language_menu(window))[2] == ("Deutsch", True)
    assert _language_menu(window).title() == "&Language"  # the window itself waits
    stored = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert stored.value(language.SETTING_KEY) == "de"
    click(qtbot, ok)
    qtbot.waitUntil(lambda: not box.isVisible())


def test_in_german_the_menu_is_german_and_english_is_announced_in_english(
    open_window: WindowFactory, campaign_path: Path, qtbot: QtBot, tmp_path: Path
) -> None:
    with german():
        window = open_window(campaign_path)
        assert _language_menu(window).title() == "&Sprache"
        assert _entries(_language_menu(window))[0] == ("Systemsprache", True)
        box = _choose(window, qtbot, "English")
        assert box.windowTitle() == "Language"
        assert box.text() == (
            "Starshine Desktop will be shown in the language chosen the next time it starts."
        )
        box.close()
    stored = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert stored.value(language.SETTING_KEY) == "en"


def test_choosing_the_language_in_effect_again_says_nothing(
    open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    [system] = [a for a in _language_menu(window).actions() if a.text() == "System language"]
    system.trigger()
    assert window.findChild(QMessageBox, "languageChanged") is None
    assert system.isChecked()


def _start(home: Path, *args: str, variable: str | None = None) -> list[str]:
    """Start the app on its default campaign; return the language menu's title and entry."""
    script = textwrap.dedent(
        f"""
        import sys
        from starshine_desktop.__main__ import main
        code = main({list(args)!r})
        from PySide6.QtWidgets import QApplication, QMenu
        from starshine_desktop.ui.main_window import MainWindow
        [window] = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        menu = window.findChild(QMenu, "languageMenu")
        print(menu.title())
        print(menu.actions()[0].text())
        sys.exit(code)
        """
    )
    environment = {
        **os.environ,
        "STARSHINE_HOME": str(home),
        "QT_QPA_PLATFORM": "offscreen",
        "LANGUAGE": "en",
        "LC_ALL": "C.UTF-8",
        FIRST_PAINT_VARIABLE: "1",
    }
    environment.pop(language.LANGUAGE_VARIABLE, None)
    if variable is not None:
        environment[language.LANGUAGE_VARIABLE] = variable
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()[1:]


def test_the_app_starts_in_the_language_chosen_and_logs_it(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    assert _start(home) == ["&Language", "System language"]
    (home / "settings.ini").write_text("[General]\nlanguage=de\n", encoding="utf-8")
    assert _start(home) == ["&Sprache", "Systemsprache"]
    assert _start(home, "--language", "en") == ["&Language", "System language"]
    assert _start(home, variable="en") == ["&Language", "System language"]
    log_text = (home / "logs" / logs.LOG_FILE_NAME).read_text(encoding="utf-8")
    assert "Language: English (en, chosen: system)" in log_text
    assert "Language: Deutsch (de, chosen: de)" in log_text
    assert "Language: English (en, chosen: en)" in log_text
