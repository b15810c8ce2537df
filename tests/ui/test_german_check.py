"""The German proof's checker (``german_check.py``) finds English, and only English."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from .conftest import WindowFactory
from .german_check import (
    ENGLISH_FROM_CATALOGUE,
    NOT_IN_CATALOGUE,
    Catalogue,
    Message,
    Seen,
    english_on_screen,
    game_content,
    german,
    judge,
    plain,
    qt_messages,
    sample_user_data,
    sample_window,
    texts_of_menu,
    texts_on_screen,
)

SMALL = Catalogue.of(
    [
        Message("Main", "&Delete {name}?", ("{name} &löschen?",)),
        Message("Main", "%n Personae", ("%n Persona", "%n Personae")),
        Message("Main", "Notes", ("Notizen",)),
        Message("Main", "Status", ("Status",)),  # the same in German
        Message("Main", "{name}", ("{name}",)),  # only a field: matches nothing by itself
    ]
)


def _judged(*texts: str, user_data: tuple[str, ...] = ("Kara Voss",)) -> dict[str, str]:
    seen = [Seen(text, "test") for text in texts]
    return {finding.text: finding.kind for finding in judge(seen, SMALL, user_data)}


def test_a_source_text_or_a_filled_template_whose_german_differs_is_english() -> None:
    assert _judged("&Notes", "Delete Kara Voss?", "3 Personae") == {
        "Notes": ENGLISH_FROM_CATALOGUE,
        "Delete Kara Voss?": ENGLISH_FROM_CATALOGUE,
        "3 Personae": ENGLISH_FROM_CATALOGUE,
    }


def test_german_texts_user_data_numbers_and_same_words_are_not_english() -> None:
    assert _judged("Notizen", "Kara Voss löschen?", "1 Persona", "Status", "Kara Voss") == {}
    assert _judged("Kara Voss (12)", "3 / 7", "—", "d8 + 2", "") == {}


def test_a_text_in_no_catalogue_is_english_that_was_never_marked() -> None:
    assert _judged("Roll the dice", "Kara Voss rolls") == {
        "Roll the dice": NOT_IN_CATALOGUE,
        "Kara Voss rolls": NOT_IN_CATALOGUE,
    }


def test_each_english_text_is_listed_once_with_where_it_was_first_seen() -> None:
    seen = [Seen("Roll", "first"), Seen("Roll", "second")]
    [finding] = judge(seen, SMALL)
    assert (finding.text, finding.where) == ("Roll", "first")
    assert str(finding) == f"{NOT_IN_CATALOGUE}: 'Roll' (first)"


def test_what_a_person_reads_has_no_accelerator_markup_or_shortcut() -> None:
    assert plain("Save a &copy as…\tCtrl+Shift+S") == "Save a copy as…"
    assert plain("Fish && Chips") == "Fish & Chips"
    assert plain("<b>Guard</b> <i>7</i>") == "Guard 7"


def test_qts_own_texts_count_with_their_german_from_qt() -> None:
    catalogue = Catalogue.of(qt_messages())
    seen = [Seen("Cancel", "box"), Seen("Abbrechen", "box"), Seen("< &Back", "wizard")]
    found = {finding.text for finding in judge(seen, catalogue)}
    assert found == {"Cancel", "< Back"}


def test_with_no_translator_the_walk_finds_the_english_of_every_part(
    open_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    window = sample_window(open_window, tmp_path)
    seen = texts_on_screen(window, qtbot)
    places = " ".join(item.where for item in seen)
    for part in ("menu", "sections item", "persona-tabs", "Challenge wizard, phase 2", "dialog"):
        assert part in places, part  # the walk read every part it opened
    for kind in ("header", "placeholder", "title", "tooltip", "QLabel", "QPushButton"):
        assert kind in places, kind
    assert {"Ysolde Marr", "Lin", "sample"} <= sample_user_data()  # names, the file's name
    findings = judge(seen, Catalogue.load(), sample_user_data(), game_content())
    texts = {finding.text: finding.kind for finding in findings}
    assert len(texts) > 300
    assert {"File", "Edit", "View", "Help", "Language", "Sheet", "Challenges"} <= set(texts)
    assert texts["System language"] == ENGLISH_FROM_CATALOGUE  # in the catalogue already
    assert english_on_screen(open_window, qtbot, tmp_path / "again") != []


def test_with_german_the_language_menu_has_no_english(
    open_window: WindowFactory, campaign_path: Path
) -> None:
    with german():
        window = open_window(campaign_path)
        menu = window.findChild(QMenu, "languageMenu")
        assert isinstance(menu, QMenu)
        seen = list(texts_of_menu(menu, "View › Language"))
        QApplication.processEvents()
    assert [plain(item.text) for item in seen] == [
        "Sprache",
        "Systemsprache",
        "English",
        "Deutsch",
    ]
    assert judge(seen, Catalogue.load()) == []
    assert judge(seen, Catalogue.load(), allowed=()) != []  # the endonyms are allowed


def test_a_composition_is_german_only_when_every_filled_piece_is() -> None:
    catalogue = Catalogue.of(
        [
            Message("Game", "Very easy", ("Sehr leicht",)),
            Message("Inputs", "{level} (2{die})", ("{level} (2{die})",)),
            Message("PrintMenu", "{document}…", ("{document} …",)),
            Message("Print", "Persona sheet", ("Persona-Bogen",)),
            Message("Aftermath", "{kind} {name}", ("{kind} {name}",)),  # spaces only
            Message("Undo", "Undo", ("Rückgängig",)),
            Message("Wizard", "Run the clock", ("Uhr laufen lassen",)),
        ]
    )
    seen = [
        "Sehr leicht (2d4)",
        "Persona-Bogen …",
        "Kara Voss (2d8)",
        "Very easy (2d4)",
        "Roll (2d4)",
        "Persona sheet …",
        "Rückgängig Uhr laufen lassen",
    ]
    found = judge([Seen(text, "test") for text in seen], catalogue, ("Kara Voss",))
    assert {finding.text: finding.kind for finding in found} == {
        "Very easy (2d4)": NOT_IN_CATALOGUE,
        "Roll (2d4)": NOT_IN_CATALOGUE,
        "Persona sheet …": NOT_IN_CATALOGUE,
        "Rückgängig Uhr laufen lassen": NOT_IN_CATALOGUE,  # two German texts glued by a space
    }


def test_a_menu_entrys_own_tooltip_is_its_text_without_the_ellipsis(qtbot: QtBot) -> None:
    menu = QMenu()
    menu.addAction("Neu aus &Beispiel …")
    assert [item.text for item in texts_of_menu(menu, "Datei")] == ["", "Neu aus &Beispiel …"]


def test_a_word_the_same_in_german_with_another_accelerator_is_not_english() -> None:
    catalogue = Catalogue.of([Message("Builder", "&Element", ("E&lement",))])
    assert judge([Seen("Element", "header")], catalogue) == []
    assert not Message("Builder", "&Element", ("E&lement",)).differs
