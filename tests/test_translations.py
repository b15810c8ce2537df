"""The translation catalogue: complete, up to date with the source, compiled; the part merger."""

from __future__ import annotations

import io
import re
import shutil
import sys
import tokenize
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import make_translations as translations  # noqa: E402
import merge_ts  # noqa: E402

CATALOGUE = ROOT / "translations" / "starshine_de.ts"
COMPILED = ROOT / "starshine_desktop" / "resources" / "translations" / "starshine_de.qm"


def _messages(path: Path) -> dict[merge_ts.MessageKey, ET.Element]:
    return merge_ts.messages(merge_ts.read(path))


def _translations(path: Path) -> dict[merge_ts.MessageKey, str]:
    found = {}
    for key, message in _messages(path).items():
        translation = message.find("translation")
        assert translation is not None
        found[key] = merge_ts.translation_text(translation)
    return found


def _translator(path: Path) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(path)), path
    return translator


def _compiled(translator: QTranslator, key: merge_ts.MessageKey) -> Iterator[str]:
    context, source, disambiguation, numerus = key
    for count in (1, 2) if numerus else (-1,):
        yield translator.translate(context, source, disambiguation or None, count) or ""


def test_every_message_of_the_catalogue_is_translated() -> None:
    unfinished = [
        f"{key[0]} / {key[1]!r}"
        for key, message in _messages(CATALOGUE).items()
        if not merge_ts.is_finished(message.find("translation"))
    ]
    assert _messages(CATALOGUE)
    assert not unfinished, "unfinished translations:\n" + "\n".join(unfinished)


_FIELDS = re.compile(r"\{[^{}]*\}|%n|%L?\d")


def test_every_translation_keeps_the_fields_and_one_accelerator() -> None:
    wrong = []
    for key, message in _messages(CATALOGUE).items():
        source = key[1]
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.findall("numerusform")] or [
            translation.text or ""
        ]
        for text in forms:
            if sorted(_FIELDS.findall(text)) != sorted(_FIELDS.findall(source)):
                wrong.append(f"{source!r} -> {text!r}: fields differ")
            if source.replace("&&", "").count("&") != text.replace("&&", "").count("&"):
                wrong.append(f"{source!r} -> {text!r}: accelerators differ")
        if key[3] and len(forms) != 2:
            wrong.append(f"{source!r}: German needs two plural forms, not {len(forms)}")
    assert not wrong, "\n".join(wrong)


def test_the_catalogue_is_up_to_date_with_the_source(tmp_path: Path) -> None:
    """``make translations`` would change no message: every text of the source is there."""
    updated = tmp_path / CATALOGUE.name
    shutil.copy(CATALOGUE, updated)
    translations.update(updated)
    assert _translations(updated) == _translations(CATALOGUE)


def test_the_committed_compiled_catalogue_is_the_catalogue_compiled(tmp_path: Path) -> None:
    rebuilt = tmp_path / COMPILED.name
    _report, unfinished = translations.release(CATALOGUE, rebuilt)
    assert unfinished == 0
    committed, fresh = _translator(COMPILED), _translator(rebuilt)
    for key, text in _translations(CATALOGUE).items():
        expected = text.split(" | ") if key[3] else [text]
        assert list(_compiled(committed, key)) == expected, key
        assert list(_compiled(fresh, key)) == expected, key


#: What lupdate reads as marking a text: ``self.tr(``, ``translate(``, ``QT_TRANSLATE_NOOP(``.
_MARKS = re.compile(r"\b(?:tr|translate|QT_TRANSLATE_NOOP3?|QT_TR_NOOP)\s*\(")


def _notes(path: Path) -> Iterator[tuple[int, str, bool]]:
    """Each ``#:`` comment of a source file (lines in a row make one): its first line, its
    text as lupdate keeps it, and whether the statement directly below it marks a text."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    statements: dict[int, str] = {}  # first line → the whole statement
    first = 0
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type in (tokenize.COMMENT, tokenize.NL, tokenize.INDENT, tokenize.DEDENT):
            continue
        first = first or token.start[0]
        if token.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
            statements[first] = "\n".join(lines[first - 1 : token.end[0]])
            first = 0
    row = 0
    while row < len(lines):
        end = row
        while end < len(lines) and lines[end].lstrip().startswith("#:"):
            end += 1
        if end > row:
            note = " ".join(" ".join(line.lstrip()[2:].split()) for line in lines[row:end])
            yield row + 1, note, bool(_MARKS.search(statements.get(end + 1, "")))
        row = end + 1 if end == row else end


def test_every_note_to_translators_stands_on_the_text_it_is_about() -> None:
    """lupdate gives every ``#:`` comment to the next text marked below it, however far:
    in a module that marks texts, ``#:`` is written only directly above a statement marking
    one (a constant's description is a docstring after it), and every note of the
    catalogue is one of those."""
    misplaced, notes = [], set()
    for path in translations.source_files():
        if not _MARKS.search((ROOT / path).read_text(encoding="utf-8")):
            continue
        for line, note, on_a_text in _notes(ROOT / path):
            if on_a_text:
                notes.add(note)
            else:
                misplaced.append(f"{path}:{line}: #: {note[:60]}")
    assert not misplaced, "a #: comment above no marked text (a docstring after the "
    "statement, or a plain #):\n" + "\n".join(misplaced)
    catalogued = [
        " ".join(comment.text.split())
        for comment in merge_ts.read(CATALOGUE).iter("extracomment")
        if comment.text
    ]
    assert catalogued
    stray = [note[:60] for note in catalogued if note not in notes]
    assert not stray, "notes of the catalogue from no #: above their text (run make "
    "translations):\n" + "\n".join(stray)


PART_A = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>Sheet</name>
    <message>
        <location filename="sheet.py" line="3"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message numerus="yes">
        <source>%n Personae</source>
        <translation>
            <numerusform>%n Persona</numerusform>
            <numerusform>%n Personae</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>verb</comment>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
"""

PART_B = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>Sheet</name>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No Stance called {stance}.</source>
        <translation>Keine Haltung namens {stance}.</translation>
    </message>
</context>
</TS>
"""

CATALOGUE_BEFORE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Sheet</name>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Behalten</translation>
    </message>
</context>
</TS>
"""


@pytest.fixture
def merged(tmp_path: Path) -> tuple[Path, list[merge_ts.Conflict]]:
    (tmp_path / "a.ts").write_text(PART_A, encoding="utf-8")
    (tmp_path / "b.ts").write_text(PART_B, encoding="utf-8")
    catalogue = tmp_path / "starshine_de.ts"
    catalogue.write_text(CATALOGUE_BEFORE, encoding="utf-8")
    conflicts = merge_ts.merge_files(catalogue, [tmp_path / "a.ts", tmp_path / "b.ts"])
    return catalogue, conflicts


def test_merging_parts_folds_every_finished_translation_by_context_source_and_kind(
    merged: tuple[Path, list[merge_ts.Conflict]],
) -> None:
    catalogue, _conflicts = merged
    assert _translations(catalogue) == {
        ("Sheet", "Notes", "", False): "Notizen",
        ("Sheet", "Kept", "", False): "Behalten",
        ("Sheet", "%n Personae", "", True): "%n Persona | %n Personae",
        ("Sheet", "Roll", "verb", False): "Würfeln",
        ("Sheet", "Roll", "", False): "Wurf",  # another disambiguation, another message
        ("Sheet", "Later", "", False): "Später",  # a's was unfinished
        ("Refusal", "No Stance called {stance}.", "", False): "Keine Haltung namens {stance}.",
    }
    assert "location" not in catalogue.read_text(encoding="utf-8")
    assert merge_ts.read(catalogue).get("language") == "de_DE"


def test_merging_names_each_conflict_and_keeps_the_first_parts_translation(
    merged: tuple[Path, list[merge_ts.Conflict]],
) -> None:
    _catalogue, conflicts = merged
    assert [merge_ts.describe(conflict) for conflict in conflicts] == [
        "Sheet / 'Notes': kept 'Notizen', not 'Anmerkungen' from b.ts"
    ]


def test_a_merged_catalogue_compiles_with_its_plural_forms(
    merged: tuple[Path, list[merge_ts.Conflict]], tmp_path: Path
) -> None:
    catalogue, _conflicts = merged
    report, unfinished = translations.release(catalogue, tmp_path / "merged.qm")
    assert unfinished == 0, report
    translator = _translator(tmp_path / "merged.qm")
    assert translator.translate("Sheet", "%n Personae", None, 1) == "%n Persona"
    assert translator.translate("Sheet", "%n Personae", None, 4) == "%n Personae"
    assert translator.translate("Sheet", "Roll", "verb") == "Würfeln"
    assert translator.translate("Sheet", "Roll") == "Wurf"


def test_lupdate_keeps_merged_translations_and_drops_texts_no_source_has(
    merged: tuple[Path, list[merge_ts.Conflict]], tmp_path: Path
) -> None:
    catalogue, _conflicts = merged
    package = tmp_path / "starshine_desktop"
    package.mkdir()
    (package / "sheet.py").write_text(
        "class Sheet(QWidget):\n"
        "    def build(self):\n"
        '        self.tr("Notes")\n'
        '        self.tr("New text")\n'
        '        self.tr("%n Personae", "", 2)\n',
        encoding="utf-8",
    )
    translations.update(catalogue, root=tmp_path)
    assert _translations(catalogue) == {
        ("Sheet", "Notes", "", False): "Notizen",
        ("Sheet", "New text", "", False): "",
        ("Sheet", "%n Personae", "", True): "%n Persona | %n Personae",
    }


def test_the_source_files_are_every_module_of_the_app() -> None:
    files = translations.source_files()
    assert Path("starshine_desktop/ui/language.py") in files
    assert Path("starshine_desktop/rules/errors.py") in files
    assert all(path.suffix == ".py" and path.parts[0] == "starshine_desktop" for path in files)
