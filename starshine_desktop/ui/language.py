"""The language of the window (all systems): which one, loading its translations, View › Language.

The language is a setting (``language`` in the settings file): ``system`` (the default) takes
the system's language (``QLocale.system()``) when the app has a translation for it and English
otherwise; ``en`` and ``de`` choose one. ``--language CODE`` on the command line and the
``STARSHINE_LANGUAGE`` variable override the setting for one run (tests, screenshots).

At start-up (``ui/app.py``, before the first window is built) ``install_translations`` loads
the app's compiled catalogue (``resources/translations/starshine_<code>.qm``) and Qt's own
(``qtbase_<code>.qm``, for the texts of Qt's dialogs and buttons); English needs neither.
Choosing another language in the menu stores it and says, in the language chosen, that it
applies at the next start: every text on screen was translated when its widget was built, and
rebuilding only some of them would leave the window half in one language and half in another.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QSettings, QTranslator
from PySide6.QtWidgets import QMenu, QWidget

from starshine_desktop import paths
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.ui.kept_choice import KeptChoice, add_choices

if TYPE_CHECKING:  # importing QMessageBox builds its enums; it loads when a message is shown
    from PySide6.QtWidgets import QMessageBox

log = logging.getLogger("starshine_desktop.language")

# (Plain comments in this module: lupdate reads a ``#:`` comment as a note to translators.)
# The setting's key in the settings file and its value for "the system's language".
SETTING_KEY = "language"
SYSTEM = "system"
# Overrides the setting for one run (like ``--language``).
LANGUAGE_VARIABLE = "STARSHINE_LANGUAGE"
# The language of the source texts, shown when nothing else fits.
ENGLISH = "en"
# Every language the window can be shown in, by code, each named in its own language.
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
# The context of this module's texts in the translation catalogue.
CONTEXT = "LanguageMenu"


def translations_folder() -> Path:
    """Return the folder of the app's compiled catalogues (``starshine_<code>.qm``)."""
    return paths.resources_folder() / "translations"


def app_catalogue(language: str) -> Path:
    """Return the app's compiled catalogue for ``language``."""
    return translations_folder() / f"starshine_{language}.qm"


def qt_catalogue(language: str) -> Path:
    """Return Qt's own compiled catalogue for ``language`` (``qtbase_<code>.qm``)."""
    from PySide6.QtCore import QLibraryInfo  # only for a translated window

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return Path(folder) / f"qtbase_{language}.qm"


def system_language(locale: QLocale | None = None) -> str:
    """Return the first of the system's languages the app has a translation for, or English."""
    locale = QLocale.system() if locale is None else locale
    for name in locale.uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return ENGLISH


def resolve(choice: str, locale: QLocale | None = None) -> str:
    """Return the language a choice means (``system`` or anything unknown: the system's)."""
    return choice if choice in LANGUAGES else system_language(locale)


KEPT = KeptChoice(SETTING_KEY, LANGUAGES, SYSTEM)


def stored_choice(settings: QSettings) -> str:
    """Return the language chosen in the settings (``system`` if none or an unknown one)."""
    return KEPT.read(settings)


@dataclass
class Installed:
    """The language in effect and the translators loaded for it (kept alive here)."""

    language: str
    choice: str
    translators: list[QTranslator]

    def remove(self) -> None:
        """Take the translators out again (tests, the self-test)."""
        for translator in self.translators:
            QCoreApplication.removeTranslator(translator)
        self.translators = []


def load_translator(path: Path) -> QTranslator | None:
    """Return a translator on the compiled catalogue at ``path``, or None if it cannot load."""
    translator = QTranslator()
    if not translator.load(str(path)):
        return None
    return translator


def install_translations(choice: str, locale: QLocale | None = None) -> Installed:
    """Install the translators of the language ``choice`` means, and log which it is.

    A catalogue that will not load is logged and left out; without the app's own the window
    stays in English. English loads nothing (its texts are the source texts).
    """
    language = resolve(choice, locale)
    translators: list[QTranslator] = []
    if language != ENGLISH:
        app = load_translator(app_catalogue(language))
        if app is None:
            log.warning("No translation of the app into %r: %s", language, app_catalogue(language))
            language = ENGLISH
        else:
            qt = load_translator(qt_catalogue(language))
            if qt is None:
                log.warning("Qt's own translation into %r did not load", language)
            translators = [app] if qt is None else [app, qt]
    for translator in translators:
        QCoreApplication.installTranslator(translator)
    log.info("Language: %s (%s, chosen: %s)", LANGUAGES[language], language, choice)
    return Installed(language, choice, translators)


def startup_choice(requested: str | None, settings: QSettings) -> str:
    """Return the language to start in: the command line's, the variable's, or the setting."""
    for value in (requested, os.environ.get(LANGUAGE_VARIABLE)):
        if value:
            return value if value in LANGUAGES or value == SYSTEM else SYSTEM
    return stored_choice(settings)


def translated_into(language: str, context: str, text: str) -> str:
    """Return ``text`` in ``language`` without changing the window's language.

    The app's catalogue is asked first, then Qt's own (for Qt's texts such as "OK").
    """
    if language == ENGLISH:
        return text
    for path in (app_catalogue(language), qt_catalogue(language)):
        translator = load_translator(path)
        translated = "" if translator is None else translator.translate(context, text)
        if translated:
            return translated
    return text


# What the menu says after a change, in the language chosen (marked for the catalogue
# here, translated when shown).
RESTART_TITLE = QT_TRANSLATE_NOOP("LanguageMenu", "Language")
RESTART_TEXT = QT_TRANSLATE_NOOP(
    "LanguageMenu",
    "Starshine Desktop will be shown in the language chosen the next time it starts.",
)


class LanguageMenu(QObject):
    """View › Language: the system's language, then each language named in its own language.

    Choosing one stores it in the settings and tells, in the language chosen, that the
    window changes at the next start.
    """

    def __init__(self, parent_menu: QMenu, settings: QSettings, window: QWidget) -> None:
        super().__init__(window)
        self._settings = settings
        self._window = window
        self.menu = parent_menu.addMenu(self.tr("&Language"))
        self.menu.setObjectName("languageMenu")
        names = [(SYSTEM, self.tr("System language")), *LANGUAGES.items()]
        self.actions = add_choices(self, self.menu, names, stored_choice(settings), self.choose)
        # The message last shown about a change (None until one is made).
        self.message: QMessageBox | None = None

    def choose(self, choice: str, _checked: bool = True) -> None:
        """Store ``choice`` (``system`` or a language code) and say when it applies."""
        previous = stored_choice(self._settings)
        self.actions[choice].setChecked(True)
        if choice == previous:
            return
        KEPT.keep(self._settings, choice)
        log.info("Language chosen: %s (from the next start)", choice)
        language = resolve(choice)
        from PySide6.QtWidgets import QMessageBox  # not on the first frame's path

        box = QMessageBox(
            QMessageBox.Icon.Information,
            translated_into(language, CONTEXT, RESTART_TITLE),
            translated_into(language, CONTEXT, RESTART_TEXT),
            QMessageBox.StandardButton.Ok,
            self._window,
        )
        box.setObjectName("languageChanged")
        box.button(QMessageBox.StandardButton.Ok).setText(
            translated_into(language, "QPlatformTheme", "OK")
        )
        box.open()
        self.message = box
