"""People's words: no text a person reads cites the spec, a seed file or a step number.

Every translatable message of the source (each ``tr``, ``translate`` and
``QT_TRANSLATE_NOOP`` call's text, read from the code with ``ast``) is scanned for the
spec's section names ("A.1", "(A.8)", "rules-spec"), a seed file's number ("(001)",
"seed 001"), "step 3", and ASCII arrows or comparisons in prose ("->", ">="). The game's
own rule numbers ("rule 3.8d") may stay. Every text the rules engines write (their log
lines too, plain or marked) and every German translation is read for the spec's and the seed
files' names as well.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest

SOURCE = Path(__file__).resolve().parents[1] / "starshine_desktop"

#: What cites the spec or a seed file, read in every text a person may read.
CITATIONS = {
    "the spec's name": re.compile(r"rules[- ]spec", re.IGNORECASE),
    "a spec section": re.compile(r"(?<![\w.])A\.\d+[a-z]?\b"),
    "a seed file number": re.compile(r"\(\d{3}\)|\bseed \d{3}\b", re.IGNORECASE),
}
#: Prose only: never in the engine's stored log lines (see ``STORED_WORDS``).
PROSE = {
    "a step number": re.compile(r"\bstep \d+\b", re.IGNORECASE),
    "an ASCII arrow": re.compile(r"->"),
    "an ASCII comparison": re.compile(r">=|<="),
}
PATTERNS = {**CITATIONS, **PROSE}

#: The functions whose string argument is a message: the index of that argument.
MESSAGE_ARGUMENT = {"tr": 0, "translate": 1, "QT_TRANSLATE_NOOP": 1, "QT_TR_NOOP": 0}
#: Contexts whose English is not what the window shows: the Challenge engine's log lines keep
#: the "->" and ">=" of the command line and ``replay`` byte for byte, and the window shows
#: them through ``ChallengeWords``, which writes "→" and "≥" (tests/services/starshine/
#: test_challenges.py::test_people_read_arrows_never_ascii). They are read for citations
#: (``CITATIONS``) like every other message.
STORED_WORDS = frozenset({"ChallengeLog"})


def _messages(path: Path) -> Iterator[tuple[int, str, bool]]:
    """Yield each message's line, text and whether it is prose (not a stored log line)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        function = node.func
        name = function.attr if isinstance(function, ast.Attribute) else getattr(function, "id", "")
        index = MESSAGE_ARGUMENT.get(name)
        if index is None or len(node.args) <= index:
            continue
        argument = node.args[index]
        context = node.args[0] if index == 1 else None
        stored = isinstance(context, ast.Constant) and context.value in STORED_WORDS
        if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
            yield node.lineno, argument.value, not stored


def findings() -> list[str]:
    """Return every message that cites what a person should not read, with where it is."""
    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        relative = path.relative_to(SOURCE).as_posix()
        for line, message, prose in _messages(path):
            for what, pattern in (PATTERNS if prose else CITATIONS).items():
                if pattern.search(message):
                    found.append(f"{relative}:{line}: {what}: {message!r}")
    return found


def test_the_scanner_reads_every_kind_of_message() -> None:
    texts = [message for _line, message, _prose in _messages(SOURCE / "ui" / "main_window.py")]
    assert "&Edit" in texts  # self.tr
    sidebar = [
        message for _line, message, _prose in _messages(SOURCE / "ui" / "sections" / "sidebar.py")
    ]
    assert "not available yet" in sidebar  # QT_TRANSLATE_NOOP
    engine = list(_messages(SOURCE / "rules" / "starshine" / "resolution.py"))
    assert "Power {power} lowers nothing" in [text for _line, text, _prose in engine]
    assert not all(prose for _line, _text, prose in engine)  # its log lines are stored words


@pytest.mark.parametrize(
    ("message", "cited"),
    [
        ("only a player taking part keeps a check-off (A.3)", True),
        ("see rules-spec A.1", True),
        ("as seed (001) says", True),
        ("Undo step 3", True),
        ("Stance -> 6", True),
        ("Power >= 2", True),
        ("an exchange of rule 3.8d", False),
        ("Stance → 6", False),
    ],
)
def test_the_patterns_catch_what_they_should(message: str, cited: bool) -> None:
    assert any(pattern.search(message) for pattern in PATTERNS.values()) is cited


def test_no_message_cites_the_spec_a_seed_file_or_a_step() -> None:
    found = findings()
    assert found == [], "\n".join(found)


def _docstrings(tree: ast.Module) -> set[int]:
    """Return the ids of a module's docstrings and bare string statements (notes for
    programmers, never shown)."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }


#: Source folders whose every string may reach a person: the rules engines (refusals, log
#: lines) and the command line (its help, its messages).
ENGINE_AND_COMMANDS = ("rules", "commands")


def engine_citations() -> list[str]:
    """Return every text of the rules engines and the command line (any string but a
    docstring: refusals, log lines written as plain or f-strings, help) that cites the spec
    or a seed file."""
    found = []
    paths = [path for folder in ENGINE_AND_COMMANDS for path in (SOURCE / folder).rglob("*.py")]
    for path in sorted(paths):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        notes = _docstrings(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
                continue
            if id(node) in notes:
                continue
            for what, pattern in CITATIONS.items():
                if pattern.search(node.value):
                    relative = path.relative_to(SOURCE).as_posix()
                    found.append(f"{relative}:{node.lineno}: {what}: {node.value!r}")
    return found


def test_the_engines_and_the_command_line_write_no_citation_of_the_spec() -> None:
    """The engines' log lines (a plain f-string too) reach the window, the command line and
    the printed Challenge log as they are, and the command line's help is read: none cites
    the spec or a seed file."""
    found = engine_citations()
    assert found == [], "\n".join(found)


#: What a German translation must not say: the citations, and the spec's or a step's German.
GERMAN = {
    **CITATIONS,
    "the spec's German name": re.compile(r"Regelspezifikation", re.IGNORECASE),
    "a step number": re.compile(r"\b(?:step|Schritt) \d+\b", re.IGNORECASE),
}


def german_citations() -> list[str]:
    """Return every German translation that cites the spec, a seed file or a step."""
    catalogue = Path(__file__).resolve().parents[1] / "translations" / "starshine_de.ts"
    found = []
    for translation in ElementTree.parse(catalogue).iter("translation"):
        forms = [form.text or "" for form in translation.iter("numerusform")]
        for text in [translation.text or "", *forms]:
            for what, pattern in GERMAN.items():
                if pattern.search(text):
                    found.append(f"{what}: {text!r}")
    return found


def test_no_german_translation_cites_the_spec() -> None:
    found = german_citations()
    assert found == [], "\n".join(found)


#: Widgets (and form rows) whose first argument is the label a person reads.
LABELLED = frozenset(
    {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QToolButton", "addRow"}
)


def _label_message(argument: ast.expr) -> str | None:
    if not isinstance(argument, ast.Call):
        return None
    function = argument.func
    name = function.attr if isinstance(function, ast.Attribute) else getattr(function, "id", "")
    index = MESSAGE_ARGUMENT.get(name)
    if index is None or len(argument.args) <= index:
        return None
    text = argument.args[index]
    return text.value if isinstance(text, ast.Constant) and isinstance(text.value, str) else None


def lowercase_labels() -> list[str]:
    """Return every label (a widget's or a form row's text) that starts in lower case."""
    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        relative = path.relative_to(SOURCE).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            function = node.func
            name = (
                function.attr
                if isinstance(function, ast.Attribute)
                else getattr(function, "id", "")
            )
            if name not in LABELLED:
                continue
            message = _label_message(node.args[0])
            first = (message or "").replace("&", "").lstrip()[:1]  # "+1 tick" starts with "+"
            if first.isalpha() and first.islower():
                found.append(f"{relative}:{node.lineno}: {message!r}")
    return found


def test_labels_start_with_a_capital() -> None:
    found = lowercase_labels()
    assert found == [], "\n".join(found)


def test_undo_names_the_edit_as_a_quotation() -> None:
    from starshine_desktop.ui.commands import REDO_BUTTON, REDO_MENU, UNDO_BUTTON, UNDO_MENU

    for _alone, template in (UNDO_MENU, REDO_MENU, UNDO_BUTTON, REDO_BUTTON):
        assert "“{command}”" in template  # "Undo “Name the threats”", one sentence
