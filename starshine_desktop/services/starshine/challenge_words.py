"""Starshine: people's words for a Challenge: names for the ids the engine's log uses.

The engine (``rules/starshine/challenge.py``) writes its log and its refusals with the ids
of a scenario ("vesper-hale", "trait:2", "vesper-hale-threat-1") because replay output and
the golden scenarios compare that text. A person at the table reads names: ``ChallengeWords``
knows every id a Challenge has used — its Personae, the Traits and Elements it started with,
and those its steps created (threats, Leading Moves) — and rewrites the engine's lines with
the names, the rulings and outcomes in words. The stored steps keep their ids.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from starshine_desktop.rules.errors import (
    QT_TRANSLATE_NOOP,
    IllegalStep,
    Refusal,
    RuleError,
    ScenarioError,
)
from starshine_desktop.services.errors import ValidationError

OUTCOME_TEXT = {
    "all_resolved": QT_TRANSLATE_NOOP("Print", "every Persona is free, surrendered or dead"),
    "compromise": QT_TRANSLATE_NOOP("Print", "the Actors accepted a compromise"),
    "ended": QT_TRANSLATE_NOOP("Print", "the Director ended it"),
}
"""How a Challenge ended, in words (the outcome's name as stored is the key); marked for
translation where it is printed."""

RULING_WORDS: dict[str, dict[str, str]] = {
    "R1": {
        "opportunity_vs_guard": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "a threat when Opportunity is above Guard"
        ),
        "threat_vs_guard": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "a threat when Threat is above Guard"
        ),
    },
    "R2": {
        "opportunity_and_danger": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "Opportunity and Danger reset after a threat"
        ),
        "threat_and_opportunity": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "Threat and Opportunity reset after a threat"
        ),
    },
    "R3": {
        "two_to_six": QT_TRANSLATE_NOOP("ChallengeRulings", "Scope 2 to 6 (time + significance)"),
        "one_to_six": QT_TRANSLATE_NOOP("ChallengeRulings", "Scope 1 to 6"),
    },
    "R4": {
        "by_strength": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "Recovery by 1, 2 or 3 against the Trait's Strength"
        ),
        "one_for_one": QT_TRANSLATE_NOOP("ChallengeRulings", "Recovery by the whole Power"),
    },
    "R5": {
        "by_threat": QT_TRANSLATE_NOOP("ChallengeRulings", "Leading Power measured against Threat"),
        "cost": QT_TRANSLATE_NOOP("ChallengeRulings", "Strength and Scale bought with Threat"),
    },
    "R6": {
        "acting_persona": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "the acting Persona's Negative Traits only"
        ),
        "everyone_after_every_move": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "everyone's Negative Traits after every Move"
        ),
    },
    "R7": {
        "starting_value": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "Surrender back to its starting value"
        ),
        "original_minus_one": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "Surrender back to its Score minus one"
        ),
    },
    "R8": {
        "stance_before_push": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "Threat reset with the Stance before the Push"
        ),
        "stance_after_push": QT_TRANSLATE_NOOP(
            "ChallengeRulings", "Threat reset with the lowered Stance"
        ),
    },
    "R9": {
        "once_per_challenge": QT_TRANSLATE_NOOP("ChallengeRulings", "one Push per Challenge"),
        "once_per_persona": QT_TRANSLATE_NOOP("ChallengeRulings", "one Push per Persona"),
    },
    "R10": {
        "off": QT_TRANSLATE_NOOP("ChallengeRulings", "named Traits do not change a Move"),
        "on": QT_TRANSLATE_NOOP("ChallengeRulings", "named Traits change a Move's Risk or Power"),
    },
}
"""Each ruling's options (rules-spec A.6) in a few words, by ruling and option name (marked:
the window shows them translated in the ``ChallengeRulings`` context)."""

CHOICE_WORDS = {
    "surrender_strategy": "the current Strategy surrendered",
    "lose_investment": "the Investment lost",
    "risk_corruption": "Corruption risked",
    "risk_death": "Death risked",
}
_CHOICE = re.compile(r"\b(" + "|".join(CHOICE_WORDS) + r")\b")
BARE_LINES = {"clock": "the clock runs", "threats": "the Director names the threats"}
MOVE_TYPES = {"defensive": "Defensive", "recovery": "Recovery", "leading": "Leading"}
STEP_NUMBER = re.compile(r"^step \d+: ")
# Lower-case words of the engine's log lines: an id spelt like one of them is left as it is,
# so a Persona named "Free" never turns "is free" into "is Free".
LOG_WORDS = frozenset(
    [
        "a",
        "aided",
        "against",
        "and",
        "at",
        "by",
        "choose",
        "clock",
        "count",
        "creates",
        "declares",
        "designates",
        "destroys",
        "director",
        "ends",
        "fails",
        "for",
        "free",
        "has",
        "is",
        "its",
        "must",
        "narrates",
        "no",
        "none",
        "now",
        "on",
        "pursues",
        "pushes",
        "risks",
        "rolls",
        "set-up",
        "the",
        "threats",
        "to",
        "would",
    ]
)
_RULING = re.compile(r"\bruling (R\d+) ([a-z_]+)\b")
_R5_COST = re.compile(r"\(R5 cost\)")
_MOVE = re.compile(r"\bmakes a (defensive|recovery|leading) Move\b")
_SET_UP = re.compile(r"^set-up: (\S+) Threat ")
_ROLLS = re.compile(r"\brolls \[([0-9, ]*)\]")
_ENDS = re.compile(r"\bthe Challenge ends: ([a-z_]+)")
_ENDED = re.compile(r"\bhas already ended \(([a-z_]+)\)")
_ASCII = (("->", "→"), (">=", "≥"), ("<=", "≤"))


def ruling_words(ruling: str, option: str) -> str:
    """Return a ruling's option in words ("one Push per Challenge")."""
    return RULING_WORDS.get(ruling, {}).get(option, option.replace("_", " "))


def outcome_words(outcome: str | None) -> str:
    """Return how a Challenge ended in words ("" while it runs)."""
    if not outcome:
        return ""
    return OUTCOME_TEXT.get(outcome, outcome.replace("_", " "))


@dataclass(frozen=True, slots=True)
class ChallengeWords:
    """The names behind one Challenge's ids, and its log lines rewritten with them."""

    personae: Mapping[str, str]
    traits: Mapping[str, str]
    elements: Mapping[str, str]
    _ids: re.Pattern[str] | None = field(init=False, default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_ids", self._pattern())

    @classmethod
    def of(
        cls, scenario: Mapping[str, Any], extra: Iterable[Mapping[str, Any]] = ()
    ) -> ChallengeWords:
        """Return the names of a scenario's (or a stored Challenge's) set-up and steps.

        ``extra`` are steps tried after the scenario's own (a Move previewed, say).
        """
        personae: dict[str, str] = {"director": "the Director"}
        traits: dict[str, str] = {}
        elements: dict[str, str] = {}
        for persona in scenario.get("personae", []):
            ident = str(persona.get("id", ""))
            personae[ident] = str(persona.get("name") or ident)
            for trait in persona.get("traits", []):
                traits[str(trait["id"])] = str(trait.get("name") or trait["id"])
        for element in scenario.get("elements", []):
            ident = str(element.get("id", ""))
            elements[ident] = str(element.get("name") or ident)
            for trait in element.get("traits", []):
                traits[str(trait["id"])] = str(trait.get("name") or trait["id"])
        round_number = 0
        for step in [*scenario.get("steps", []), *extra]:
            do = step.get("do")
            if do == "clock":
                round_number += 1
            elif do == "threats":
                named = step.get("names") or {}
                for ident in personae:
                    name = named.get(ident) if isinstance(named, Mapping) else None
                    traits[f"{ident}-threat-{round_number}"] = str(name or f"Threat {round_number}")
            elif do == "move":
                for key, into in (("create_trait", traits), ("create_element", elements)):
                    made = step.get(key)
                    if isinstance(made, Mapping) and "id" in made:
                        into[str(made["id"])] = str(made.get("name") or made["id"])
        return cls(personae, traits, elements)

    def name(self, ident: str) -> str:
        """Return the name behind an id (the id itself when it is unknown)."""
        for names in (self.personae, self.traits, self.elements):
            if ident in names:
                return names[ident]
        return ident

    def _pattern(self) -> re.Pattern[str] | None:
        idents = [
            ident
            for ident in (*self.personae, *self.traits, *self.elements)
            if ident and ident not in LOG_WORDS
        ]
        if not idents:
            return None
        alternatives = "|".join(re.escape(i) for i in sorted(idents, key=len, reverse=True))
        # An id stands alone: not inside a longer id ("ada" in "ada-threat-1"), though a colon
        # may follow it ("ada: Danger +2").
        return re.compile(rf"(?<![\w:-])(?:{alternatives})(?![\w-]|:\w)")

    def text(self, line: str) -> str:
        """Return one of the engine's lines with names for ids and rulings in words."""
        if line in BARE_LINES:
            return BARE_LINES[line]
        line = _SET_UP.sub(r"set-up: \1: Threat ", line)
        known = {**self.traits, **self.elements}
        # "Trait 'Cornered' (ada-threat-1)": the name is already there, the id goes.
        line = re.sub(r" \(([^()\s]+)\)", lambda m: "" if m.group(1) in known else m.group(0), line)
        if self._ids is not None:
            line = self._ids.sub(lambda m: self._spoken(m.group(0)), line)
        line = _RULING.sub(lambda m: f"ruling {m.group(1)}: {ruling_words(*m.groups())}", line)
        line = _R5_COST.sub(f"(ruling R5: {ruling_words('R5', 'cost')})", line)
        line = line.replace(" (surrender)", "").replace("(surrender, ", "(")
        line = _CHOICE.sub(lambda m: CHOICE_WORDS[m.group(1)], line)
        line = _MOVE.sub(lambda m: f"makes a {MOVE_TYPES[m.group(1)]} Move", line)
        line = _ROLLS.sub(lambda m: f"rolls {m.group(1) or 'no dice'}", line)
        for ascii_sign, sign in _ASCII:
            line = line.replace(f" {ascii_sign} ", f" {sign} ")
        line = _ENDS.sub(lambda m: f"the Challenge ends: {outcome_words(m.group(1))}", line)
        return _ENDED.sub(lambda m: f"has already ended ({outcome_words(m.group(1))})", line)

    def _spoken(self, ident: str) -> str:
        if ident in self.personae:
            return self.personae[ident]
        if ident in self.traits:
            return repr(self.traits[ident])
        return self.elements[ident]

    def sentence(self, line: str) -> str:
        """Return a line rewritten for people and starting with a capital letter."""
        spoken = self.text(line)
        return spoken[:1].upper() + spoken[1:]

    def log(self, lines: Sequence[str]) -> list[str]:
        """Return the engine's log ("round 1: …") as people read it ("Round 1: …")."""
        readable = []
        for line in lines:
            prefix, _, rest = line.partition(": ")
            if prefix == "round 0":
                readable.append(f"Set-up: {self.text(rest).removeprefix('set-up: ')}")
            elif prefix.startswith("round ") and rest:
                readable.append(f"Round {prefix[6:]}: {self.text(rest)}")
            else:
                readable.append(self.text(line))
        return readable

    def refusal(self, error: RuleError) -> str:
        """Return why the engine refused a step, in words, without "step 2:"."""
        return str(self.refused(error))

    def refused(self, error: RuleError) -> SpokenRefusal:
        """Return why the engine refused a step as a refusal to show (without "step 2:")."""
        if isinstance(error, IllegalStep | ScenarioError):
            return self.spoken(error.reason_refusal)
        if error.template.startswith("step {step}: ") and isinstance(
            error.fields.get("reason"), Refusal
        ):
            reason = error.fields["reason"]
            assert isinstance(reason, Refusal)
            return self.spoken(reason)
        return self.spoken(error, STEP_NUMBER.sub("", str(error)))

    def spoken(
        self, refusal: Refusal, english: str | None = None, *, capital: bool = True
    ) -> SpokenRefusal:
        """Return one of the engine's refusals with names for its ids.

        Its English text is the engine's line in words (``sentence``, or ``text`` without
        ``capital``); its template and fields (the ids named) are the engine's, to translate.
        """
        line = str(refusal) if english is None else english
        fields = {key: self._named(value) for key, value in refusal.fields.items()}
        return SpokenRefusal(
            self.sentence(line) if capital else self.text(line), refusal.template, fields
        )

    def _named(self, value: object) -> object:
        if isinstance(value, Refusal):
            return self.spoken(value, capital=False)
        if isinstance(value, str) and value in (*self.personae, *self.traits, *self.elements):
            return self.name(value)
        return value


class SpokenRefusal(ValidationError):
    """A refusal of the Challenge engine as people read it: names for the ids.

    ``str()`` is ``english``, the engine's English line rewritten in words (``ChallengeWords``);
    ``template`` and ``fields`` are the engine's template and its fields with the ids named,
    so the window shows it translated (``ui.i18n.refusal_text`` shows ``english`` while the
    template has no translation).
    """

    def __init__(self, english: str, template: str, fields: Mapping[str, object]) -> None:
        super().__init__(template or english, **fields)
        self.args = (english,)
        self.english = english
