"""Starshine: the Challenge engine's log lines in a chosen language (the window's, a print's).

The engine keeps each line as an English template and its fields (``rules.starshine.model.Said``,
marked ``QT_TRANSLATE_NOOP("ChallengeLog", …)``): its English text goes to the log, the command
line and ``replay`` unchanged. The window and the printed Challenge log translate the template
with their translate function and fill it with people's words — names for ids
(``ChallengeWords``), game terms translated, typed words as they are. A line whose template has
no translation (English) is the engine's text rewritten by ``ChallengeWords``, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.model import NAMED_ID, Event, Names, Outcome, Said, Typed
from starshine_desktop.services.starshine.challenge_words import ChallengeWords, outcome_words

Translate = Callable[[str, str], str]
"""Return a text of a translation context in the chosen language (the window's
``ui.i18n.translate``, a print's ``translate_with``)."""

LOG_CONTEXT = "ChallengeLog"
GAME_CONTEXT = "Game"
QUOTED = QT_TRANSLATE_NOOP("ChallengeLog", "'{name}'")
"""A Trait's name quoted in a line (German: „{name}“)."""
ROUND = QT_TRANSLATE_NOOP("ChallengeLog", "Round {round}: {line}")
SET_UP = QT_TRANSLATE_NOOP("ChallengeLog", "Set-up: {line}")
NO_DICE = QT_TRANSLATE_NOOP("ChallengeLog", "no dice")


def _translated(words: ChallengeWords, part: Said, translate: Translate) -> str | None:
    """Return a part in ``translate``'s language, or None while its template is English."""
    template = translate(LOG_CONTEXT, part.template)
    if template == part.template:
        return None
    values = {key: _value(words, value, translate) for key, value in part.values}
    return template.format(**values)


def _value(words: ChallengeWords, value: object, translate: Translate) -> object:
    if isinstance(value, Said):
        if value.template == NAMED_ID:
            return _quoted(words.name(str(dict(value.values)["ident"])), translate)
        spoken = _translated(words, value, translate)
        return spoken if spoken is not None else words.text(str(value))
    if isinstance(value, Typed):
        return str(value)
    if isinstance(value, Outcome):
        return translate("Print", outcome_words(value))
    if isinstance(value, Names):
        return ", ".join(words.name(ident) for ident in value)
    if isinstance(value, list):
        return ", ".join(str(face) for face in value) or translate(LOG_CONTEXT, NO_DICE)
    if isinstance(value, str):
        if value in words.traits:
            return _quoted(words.traits[value], translate)
        if value in (*words.personae, *words.elements):
            return words.name(value)
        return translate(GAME_CONTEXT, value)
    return value


def _quoted(name: str, translate: Translate) -> str:
    return translate(LOG_CONTEXT, QUOTED).format(name=name)


def said_text(words: ChallengeWords, part: Said, translate: Translate) -> str:
    """Return a part of a line (an odds table's Risk or Power) in ``translate``'s language."""
    spoken = _translated(words, part, translate)
    return spoken if spoken is not None else words.text(str(part))


def event_line(words: ChallengeWords, event: Event, translate: Translate) -> str:
    """Return what an event says in ``translate``'s language, without a round (as the
    printed log lists it under its round: "the clock runs", "ada: Threat +2")."""
    spoken = None if event.line is None else _translated(words, event.line, translate)
    return spoken if spoken is not None else words.text(event.text).removeprefix("set-up: ")


def event_text(words: ChallengeWords, event: Event, translate: Translate) -> str:
    """Return what an event says, as people read it in ``translate``'s language (capitalised)."""
    spoken = None if event.line is None else _translated(words, event.line, translate)
    if spoken is None:
        return words.sentence(event.text)
    return spoken[:1].upper() + spoken[1:]


def log_lines(
    words: ChallengeWords, events: Sequence[tuple[int, Event]], translate: Translate
) -> list[str]:
    """Return the log ("Round 1: …", "Set-up: …") in ``translate``'s language."""
    lines = []
    for round_number, event in events:
        spoken = None if event.line is None else _translated(words, event.line, translate)
        if spoken is None:  # English: the engine's line in words, as the printed log has it
            lines.extend(words.log([f"round {round_number}: {event.text}"]))
        elif round_number == 0:
            lines.append(translate(LOG_CONTEXT, SET_UP).format(line=spoken))
        else:
            lines.append(translate(LOG_CONTEXT, ROUND).format(round=round_number, line=spoken))
    return lines
