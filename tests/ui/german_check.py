"""The German proof: walk what a person reads in the window and find the English left.

``english_on_screen(open_window, qtbot, folder)`` opens the sample campaign and every part
of the main window (every section and tab), the Persona sheet and its tabs, the Challenge
wizard through its phases, the window's dialogs and every menu, and collects the texts a
person reads there (menu entries and their tooltips, window titles, labels, buttons, check
boxes, group box titles, tab texts, list and combo box items, placeholder texts, tooltips,
the column headers of every table). It returns every text that is English:

* **English (its German is in the catalogue)**: the text is (or is filled from) a source
  text of the German catalogue (``translations/starshine_de.ts``) or of Qt's
  (``QT_TEXTS``) whose German differs: it was marked, but not shown translated;
* **English (not marked for translation)**: the text is neither (filled from) a German
  text of the catalogues, nor user data of the sample campaign, nor the game's own text,
  nor on the short allow-list ``ALLOWED``, once numbers, dice (``d8``) and punctuation are
  set aside.

A template that is nothing but fields and punctuation (``"{level} ({dice})"``,
``"{document}…"``) would match any text, so it counts only as a *composition*: a text filled
from it is German when every piece filled into a field is itself fine (a German text or
composition, user data, numbers, dice). Templates whose fields are separated by spaces
only (``"{kind} {name}"``) are not compositions: they would let any German words in a row
pass.

``assert_no_english_in_german`` runs it with German installed (``german()``) and fails
listing each text: the proof test ``tests/ui/test_german.py`` calls it once every part of
the window is translated. ``tests/ui/test_german_check.py`` tests the checker, and runs the
walk with no translator: it must find hundreds of texts.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QLocale, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTableView,
    QTabWidget,
    QTextEdit,
    QTreeView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.ui import language
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.sections import PERSONA_TABS, SECTIONS
from starshine_desktop.ui.starshine.challenges import ChallengesPage

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "translations" / "starshine_de.ts"
#: The name of the sample campaign's file the walk opens (the window shows it).
SAMPLE_NAME = "sample"

#: Texts a German window shows as they are, with the reason (beyond user data and the
#: game's own texts, which ``english_on_screen`` allows too).
ALLOWED: dict[str, str] = {
    **{name: "a language named in its own language" for name in language.LANGUAGES.values()},
    "Starshine Desktop": "the app's name",
    "Starshine": "the game's name",
    "Cortex Prime": "a game system's name",
    "Ironsworn": "a game system's name",
}

#: Qt's own texts the window shows (buttons of message boxes and wizards, Undo/Redo), by
#: context: their German comes from Qt's catalogue (``qtbase_de.qm``).
QT_TEXTS: dict[str, tuple[str, ...]] = {
    "QPlatformTheme": (
        "OK",
        "Save",
        "Save All",
        "Open",
        "&Yes",
        "Yes to &All",
        "&No",
        "N&o to All",
        "Abort",
        "Retry",
        "Ignore",
        "Close",
        "Cancel",
        "Discard",
        "Help",
        "Apply",
        "Reset",
        "Restore Defaults",
    ),
    "QWizard": ("&Next >", "< &Back", "&Finish", "Cancel", "Help", "Commit", "Go Back"),
    "QUndoStack": ("Undo %1", "Redo %1"),
    "QUndoModel": ("<empty>",),
    "QFileDialog": ("Open", "Save As", "All Files (*)"),
}

#: Texts with no letter: digits, signs, spaces and punctuation.
_NO_WORDS = re.compile(r"^[\W\d_]*$")
#: Notation written the same in both languages: dice (``d8``, ``2d6``, ``d%``) and the
#: numbers of the rules' rulings (``R1`` … ``R10``, rules-spec A.9).
_DICE = re.compile(r"(?<!\w)(?:\d*d(?:\d+|%)|R\d+)(?!\w)")
#: A field of a template (after ``re.escape``): ``{name}``, ``{count:d}``, ``%n``, ``%1``.
_FIELD = re.compile(r"\\\{[A-Za-z_][A-Za-z_0-9]*(?:![rs])?(?::[^}]*)?\\\}|%n|%L?\d")
#: The same field in a template as written (not escaped).
_RAW_FIELD = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*(?:![rs])?(?::[^}]*)?\}|%n|%L?\d")


@dataclass(frozen=True)
class Message:
    """One message of the catalogue: its English source and German translation(s)."""

    context: str
    source: str
    translations: tuple[str, ...]

    @property
    def differs(self) -> bool:
        """Whether a German window must show something other than the source (as read: an
        accelerator moved to another letter, "&Element" → "E&lement", is the same text)."""
        return any(plain(text) != plain(self.source) for text in self.translations)


def plain(text: str) -> str:
    """Return ``text`` as a person reads it: no markup, no ``&`` accelerator, no shortcut
    after a tab, spaces as one."""
    if "<" in text and ">" in text and re.search(r"</?[a-zA-Z][^>]*>", text):
        from PySide6.QtGui import QTextDocumentFragment

        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    text = text.split("\t")[0]
    text = re.sub(r"&(?!&)", "", text).replace("&&", "&")
    return " ".join(text.split())


def read_catalogue(path: Path = CATALOGUE) -> list[Message]:
    """Return every message of a ``.ts`` catalogue."""
    found: list[Message] = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = translation.findall("numerusform")
            texts = tuple(form.text or "" for form in forms) if forms else (translation.text or "",)
            found.append(Message(name, message.findtext("source", ""), texts))
    return found


def qt_messages(language_code: str = "de") -> list[Message]:
    """Return ``QT_TEXTS`` with their translations from Qt's catalogue for the language."""
    translator = language.load_translator(language.qt_catalogue(language_code))
    assert translator is not None, "Qt's own catalogue did not load"
    found = []
    for context, sources in QT_TEXTS.items():
        for source in sources:
            translated = translator.translate(context, source) or source
            found.append(Message(context, source, (translated,)))
    return found


#: A piece of a composition: its literal text, or None for a field.
Piece = str | None


def _composition(template: str) -> tuple[Piece, ...] | None:
    """Return ``template`` as pieces if it is a composition: fields and punctuation only,
    with something between or around the fields that is not a space (None otherwise)."""
    text = plain(template)
    fields = list(_FIELD.finditer(re.escape(text)))
    if not fields:
        return None
    pieces: list[Piece] = []
    rest = text
    for match in _RAW_FIELD.finditer(text):
        before, _, rest = rest.partition(match.group(0))
        if before:
            pieces.append(before)
        pieces.append(None)
    if rest:
        pieces.append(rest)
    literal = "".join(piece for piece in pieces if piece is not None)
    if not _NO_WORDS.match(literal) or not literal.strip():
        return None
    if any(a is None and b is None for a, b in pairwise(pieces)):
        return None  # two fields side by side: no way to tell where one ends
    return tuple(pieces)


def fills(pieces: tuple[Piece, ...], text: str) -> Iterator[list[str]]:
    """Every way ``text`` is ``pieces`` filled in: the texts of the fields, in order."""
    if not pieces:
        if not text:
            yield []
        return
    first, rest = pieces[0], pieces[1:]
    if first is not None:
        if text.startswith(first):
            yield from fills(rest, text[len(first) :])
        return
    following = rest[0] if rest else None
    for end in range(1, len(text) + 1):
        if following is None and end < len(text):
            continue
        if following is not None and not text.startswith(following, end):
            continue
        for others in fills(rest, text[end:]):
            yield [text[:end], *others]


def _pattern(template: str) -> re.Pattern[str] | None:
    """Return a pattern matching ``template`` filled in, or None if it has no field (or
    nothing but fields: it would match any text)."""
    escaped = re.escape(plain(template))
    if not _FIELD.search(escaped) or _NO_WORDS.match(_FIELD.sub("", escaped).replace("\\", "")):
        return None
    return re.compile("^" + _FIELD.sub(lambda _match: ".+?", escaped) + "$", re.DOTALL)


@dataclass
class Catalogue:
    """The texts of the German catalogue, as exact texts and as filled-in templates."""

    english: set[str] = field(default_factory=set)
    german: set[str] = field(default_factory=set)
    english_patterns: list[re.Pattern[str]] = field(default_factory=list)
    german_patterns: list[re.Pattern[str]] = field(default_factory=list)
    #: German templates of fields and punctuation only (``"{level} ({dice})"``), as pieces.
    german_compositions: set[tuple[Piece, ...]] = field(default_factory=set)

    @classmethod
    def load(cls, path: Path = CATALOGUE) -> Catalogue:
        """Read the app's catalogue and the Qt texts of ``QT_TEXTS``."""
        return cls.of([*read_catalogue(path), *qt_messages()])

    @classmethod
    def of(cls, messages: Iterable[Message]) -> Catalogue:
        catalogue = cls()
        for message in messages:
            for text in message.translations:
                if text:
                    catalogue._add(text, catalogue.german, catalogue.german_patterns)
                    composition = _composition(text)
                    if composition is not None:
                        catalogue.german_compositions.add(composition)
            if message.differs:
                catalogue._add(message.source, catalogue.english, catalogue.english_patterns)
        return catalogue

    @staticmethod
    def _add(text: str, exact: set[str], patterns: list[re.Pattern[str]]) -> None:
        exact.add(plain(text))
        pattern = _pattern(text)
        if pattern is not None:
            patterns.append(pattern)

    def is_german(self, text: str, fine: Callable[[str], bool] | None = None) -> bool:
        """Whether ``text`` is (or is filled from) a German text of the catalogue, or a
        composition of the catalogue whose every filled piece is ``fine`` (by default: is
        German itself)."""
        if text in self.german or any(p.match(text) for p in self.german_patterns):
            return True
        piece_is_fine = fine if fine is not None else self.is_german
        return any(
            all(piece_is_fine(piece) for piece in pieces)
            for composition in self.german_compositions
            for pieces in fills(composition, text)
        )

    def is_english(self, text: str) -> bool:
        """Whether ``text`` is (or is filled from) a source whose German differs."""
        return text in self.english or any(p.match(text) for p in self.english_patterns)


@dataclass(frozen=True)
class Seen:
    """A text a person reads, and where."""

    text: str
    where: str


@dataclass(frozen=True)
class Finding:
    """An English text on screen: ``kind`` says why it counts as English."""

    text: str
    where: str
    kind: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.text!r} ({self.where})"


ENGLISH_FROM_CATALOGUE = "English (its German is in the catalogue)"
NOT_IN_CATALOGUE = "English (not marked for translation)"


def _name(widget: QWidget) -> str:
    name = widget.objectName()
    return f"{type(widget).__name__}{'#' + name if name else ''}"


def _headers(model: QAbstractItemModel, where: str) -> Iterator[Seen]:
    for section in range(model.columnCount(QModelIndex())):  # row headers: numbers, user data
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield Seen(value, f"{where} header {section}")


def texts_of_menu(menu: QMenu, where: str) -> Iterator[Seen]:
    """Every text of a menu and its submenus (filled as they are when opened)."""
    menu.aboutToShow.emit()
    yield Seen(menu.title(), f"{where} (title)")
    for action in menu.actions():
        if action.isSeparator():
            continue
        place = f"{where} › {plain(action.text())}"
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            yield from texts_of_menu(submenu, place)
            continue
        yield Seen(action.text(), place)
        if action.toolTip() and plain(action.toolTip()) != plain(action.text()).rstrip("…. "):
            yield Seen(action.toolTip(), f"{place} (tooltip)")
        if action.statusTip():
            yield Seen(action.statusTip(), f"{place} (status tip)")


def texts_of_widget(root: QWidget, where: str) -> Iterator[Seen]:
    """Every text a person reads in ``root`` and the widgets in it, shown or not yet."""
    for widget in [root, *root.findChildren(QWidget)]:
        place = f"{where}: {_name(widget)}"
        if widget.isWindow():
            yield Seen(widget.windowTitle(), f"{place} (window title)")
        yield Seen(widget.toolTip(), f"{place} (tooltip)")
        if isinstance(widget, QLabel | QAbstractButton):
            yield Seen(widget.text(), place)
        elif isinstance(widget, QGroupBox):
            yield Seen(widget.title(), f"{place} (title)")
        elif isinstance(widget, QLineEdit | QTextEdit | QPlainTextEdit):
            yield Seen(widget.placeholderText(), f"{place} (placeholder)")
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                yield Seen(widget.itemText(index), f"{place} item {index}")
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                yield Seen(widget.tabText(index), f"{place} tab {index}")
                yield Seen(widget.tabToolTip(index), f"{place} tab {index} (tooltip)")
        elif isinstance(widget, QMenu):
            yield from texts_of_menu(widget, place)
        elif isinstance(widget, QListWidget):  # the sidebar's sections, lists of choices
            for row in range(widget.count()):
                yield Seen(widget.item(row).text(), f"{place} item {row}")
        if isinstance(widget, QTableView | QTreeView) and widget.model() is not None:
            yield from _headers(widget.model(), place)


def _without(text: str, fine: list[str]) -> str:
    """Return ``text`` with every fine text (user data, allowed words) taken out."""
    for part in fine:
        if part in text:
            text = re.sub(rf"(?<!\w){re.escape(part)}(?!\w)", " ", text)
    return text


def judge(
    seen: Iterable[Seen],
    catalogue: Catalogue,
    user_data: Iterable[str] = (),
    game_text: Iterable[str] = (),
    allowed: Iterable[str] = ALLOWED,
) -> list[Finding]:
    """Return every text of ``seen`` that is English (each text once, with its first place).

    A text is fine when it has no letter, is (or is filled from) a German text of the
    catalogue, is one of the game's own texts, or is made of user data and allowed words
    (with numbers and punctuation) only; it is English when it is (or is filled from) a
    source text whose German differs, or when it is none of these.
    """
    parts = {plain(text) for text in (*user_data, *allowed)} - {""}
    exact = parts | {plain(text) for text in game_text}
    fine = sorted(parts, key=len, reverse=True)

    def fine_piece(piece: str) -> bool:
        """Whether a piece filled into a composition is fine on its own."""
        piece = piece.strip()
        if not piece or _NO_WORDS.match(_DICE.sub("", piece)) or piece in exact:
            return True
        if catalogue.is_english(piece) and piece not in catalogue.german:
            return False
        return catalogue.is_german(piece, fine_piece) or bool(
            _NO_WORDS.match(_DICE.sub("", _without(piece, fine)))
        )

    findings: dict[str, Finding] = {}
    for item in seen:
        text = plain(item.text)
        if not text or _NO_WORDS.match(_DICE.sub("", text)) or text in exact:
            continue
        # A word written alike in both languages ("Attribute": German of "Attributes" and an
        # English source of its own) is German when the catalogue has it as a translation.
        english = catalogue.is_english(text) and text not in catalogue.german
        if catalogue.is_german(text, fine_piece) and not english:
            continue
        if english:
            kind = ENGLISH_FROM_CATALOGUE
        elif _NO_WORDS.match(_DICE.sub("", _without(text, fine))):
            continue
        else:
            kind = NOT_IN_CATALOGUE
        findings.setdefault(text, Finding(text, item.where, kind))
    return list(findings.values())


@contextmanager
def german() -> Iterator[language.Installed]:
    """Translate what is built inside into German (the app's and Qt's catalogues)."""
    installed = language.install_translations("de", QLocale("en_US"))
    assert installed.language == "de", "the German catalogue did not load"
    try:
        yield installed
    finally:
        installed.remove()


def texts_of_menus(window: QMainWindow) -> Iterator[Seen]:
    """The texts of the window's menu bar: every menu and submenu."""
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            yield from texts_of_menu(menu, f"menu {plain(action.text())}")


def strings_in(data: object) -> Iterator[str]:
    """Every string in parsed JSON data."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from strings_in(value)
    elif isinstance(data, list):
        for value in data:
            yield from strings_in(value)


def game_content() -> set[str]:
    """The game's own texts (Ironsworn Moves, oracle tables), shown as the game wrote them."""
    folder = ROOT / "starshine_desktop" / "rules" / "data"
    return {
        text
        for path in sorted(folder.glob("*.json"))
        for text in strings_in(json.loads(path.read_text(encoding="utf-8")))
    }


def sample_window(open_window: Callable[[Path], MainWindow], folder: Path) -> MainWindow:
    """Open the sample campaign (every kind of record) with its first Persona chosen."""
    path = folder / f"{SAMPLE_NAME}.starshine"
    create_from_data(sample_campaign_data(), path).close()
    window = open_window(path)
    window.finish_opening()
    window.personae.table.selectRow(0)
    QApplication.processEvents()
    assert window.current_persona_id() is not None
    return window


def sample_user_data() -> set[str]:
    """The texts of the sample campaign (names, notes…) and its file's name: user data,
    never translated."""
    path = ROOT / "starshine_desktop" / "resources" / "sample-campaign.json"
    return {SAMPLE_NAME, *strings_in(json.loads(path.read_text(encoding="utf-8")))}


def _every_tab(root: QWidget) -> None:
    for tabs in root.findChildren(QTabWidget):
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            QApplication.processEvents()


def texts_on_screen(window: MainWindow, qtbot: QtBot) -> list[Seen]:
    """Open every part of ``window`` a person reads and return the texts it shows.

    The main window with every section and every tab, the Persona sheet and its tabs, every
    menu, the Challenge wizard through its phases, and the window's dialogs.
    """
    for spec in PERSONA_TABS:
        window.persona_tab(spec.title)
        QApplication.processEvents()
    for row in range(1, len(SECTIONS) + 1):
        window.show_section(row)
        QApplication.processEvents()
        page = window.pages.currentWidget()
        assert page is not None
        _every_tab(page)
    window.show_section(0)
    seen = [*texts_of_menus(window), *texts_of_widget(window, "main window")]

    challenges = window.section_page("Challenges")
    assert isinstance(challenges, ChallengesPage)
    persona = window.current_persona_id()
    assert persona is not None
    wizard = challenges.start_challenge([persona])
    qtbot.waitExposed(wizard)
    seen += texts_of_widget(wizard, "Challenge wizard, set-up")
    qtbot.mouseClick(wizard.setup_page.start_button, Qt.MouseButton.LeftButton)
    seen += texts_of_widget(wizard, "Challenge wizard, round")
    qtbot.mouseClick(wizard.clock_button, Qt.MouseButton.LeftButton)
    seen += texts_of_widget(wizard, "Challenge wizard, threats")
    for edit in wizard.threats_panel.threat_edits.values():
        qtbot.keyClicks(edit, "Cornered")
    qtbot.mouseClick(wizard.threats_panel.threats_button, Qt.MouseButton.LeftButton)
    for index in range(wizard.phase_stack.count()):
        wizard.phase_stack.setCurrentIndex(index)
        QApplication.processEvents()
        seen += texts_of_widget(wizard, f"Challenge wizard, phase {index}")
    wizard.close()

    dialogs: list[QWidget] = [
        window.show_find(),
        window.show_history(),
        window.campaign_files.backups.restore_from_backup(),
        window.help.show_shortcuts(),
    ]
    for dialog in dialogs:
        seen += texts_of_widget(dialog, f"dialog {dialog.windowTitle()}")
        dialog.close()
    return seen


def english_on_screen(
    open_window: Callable[[Path], MainWindow], qtbot: QtBot, folder: Path
) -> list[Finding]:
    """Open the sample campaign, walk what a person reads and return the English in it."""
    window = sample_window(open_window, folder)
    seen = texts_on_screen(window, qtbot)
    user_data = sample_user_data() | {"Cornered"}  # typed by the walk
    return judge(seen, Catalogue.load(), user_data, game_content())


def assert_no_english_in_german(
    open_window: Callable[[Path], MainWindow], qtbot: QtBot, folder: Path
) -> None:
    """The proof of the German translation: with German chosen, no English text is left.

    The test ``tests/ui/test_german.py`` calls it once every part of the window is
    translated::

        def test_the_german_window_has_no_english_left(
            open_window: WindowFactory, qtbot: QtBot, tmp_path: Path
        ) -> None:
            assert_no_english_in_german(open_window, qtbot, tmp_path)
    """
    with german():
        findings = english_on_screen(open_window, qtbot, folder)
    listed = "\n".join(str(finding) for finding in findings)
    assert not findings, f"{len(findings)} English texts in the German window:\n{listed}"
