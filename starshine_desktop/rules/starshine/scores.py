"""Starshine: the twelve Scores of a Persona and the legal values of a sheet (rules-spec A.1)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError


class Score(StrEnum):
    """A Score on a Persona's sheet, in the order the rules list them."""

    BASE = "base"
    DEFENSE = "defense"
    RECOVERY = "recovery"
    LEAD = "lead"
    STUNT = "stunt"
    AID = "aid"
    THREAT = "threat"
    GUARD = "guard"
    SURRENDER = "surrender"
    RISK = "risk"
    POWER = "power"
    FORTUNE = "fortune"

    @property
    def label(self) -> str:
        """Return the Score's name as printed on the sheet."""
        return SCORE_LABELS[self]

    @property
    def legal_range(self) -> LegalRange:
        """Return the inclusive range of values the sheet accepts."""
        return SCORE_RANGES[self]


@dataclass(frozen=True, slots=True)
class LegalRange:
    """An inclusive integer range with the rule that sets it."""

    minimum: int
    maximum: int

    def __contains__(self, value: object) -> bool:
        return type(value) is int and self.minimum <= value <= self.maximum

    def describe(self) -> str:
        """Return the range as people write it, e.g. '-6 to +6' or '0 to 20'."""
        return f"{self.minimum} to {self.shown_maximum}"

    @property
    def shown_maximum(self) -> str:
        """Return the maximum as a range shows it: '+6' when the range is signed, else '20'."""
        return f"+{self.maximum}" if self.minimum < 0 else str(self.maximum)


SCORE_LABELS: dict[Score, str] = {
    Score.BASE: QT_TRANSLATE_NOOP("Game", "Base"),
    Score.DEFENSE: QT_TRANSLATE_NOOP("Game", "Defense"),
    Score.RECOVERY: QT_TRANSLATE_NOOP("Game", "Recovery"),
    Score.LEAD: QT_TRANSLATE_NOOP("Game", "Lead"),
    Score.STUNT: QT_TRANSLATE_NOOP("Game", "Stunt"),
    Score.AID: QT_TRANSLATE_NOOP("Game", "Aid"),
    Score.THREAT: QT_TRANSLATE_NOOP("Game", "Threat Score"),
    Score.GUARD: QT_TRANSLATE_NOOP("Game", "Guard"),
    Score.SURRENDER: QT_TRANSLATE_NOOP("Game", "Surrender"),
    Score.RISK: QT_TRANSLATE_NOOP("Game", "Risk"),
    Score.POWER: QT_TRANSLATE_NOOP("Game", "Power"),
    Score.FORTUNE: QT_TRANSLATE_NOOP("Game", "Fortune"),
}

_SIGNED = LegalRange(-6, 6)
_DICE = LegalRange(0, 6)

SCORE_RANGES: dict[Score, LegalRange] = {
    Score.BASE: _DICE,
    Score.DEFENSE: _DICE,
    Score.RECOVERY: _DICE,
    Score.LEAD: _DICE,
    Score.STUNT: _SIGNED,
    Score.AID: _DICE,
    Score.THREAT: _SIGNED,
    Score.GUARD: LegalRange(0, 20),
    Score.SURRENDER: LegalRange(1, 6),
    Score.RISK: _SIGNED,
    Score.POWER: _SIGNED,
    Score.FORTUNE: LegalRange(0, 20),
}

CHARACTERISTIC_RANGE = LegalRange(0, 6)
STANCE_RANGE = LegalRange(1, 6)
STRENGTH_RANGE = LegalRange(0, 99)
SCALE_RANGE = LegalRange(0, 99)

DEFAULT_SCORES: dict[Score, int] = {
    Score.BASE: 2,
    Score.DEFENSE: 1,
    Score.RECOVERY: 1,
    Score.LEAD: 1,
    Score.STUNT: 0,
    Score.AID: 1,
    Score.THREAT: 0,
    Score.GUARD: 3,
    Score.SURRENDER: 3,
    Score.RISK: 0,
    Score.POWER: 0,
    Score.FORTUNE: 2,
}


def check_in_range(what: str, value: object, legal: LegalRange) -> int:
    """Return ``value`` if it is an integer within ``legal``, else raise ``RuleError``."""
    if type(value) is not int:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{what} must be a whole number ({low} to {high}), not {value!r}"
            ),
            what=what,
            low=legal.minimum,
            high=legal.shown_maximum,
            value=value,
        )
    if value not in legal:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be {low} to {high}, not {value}"),
            what=what,
            low=legal.minimum,
            high=legal.shown_maximum,
            value=value,
        )
    return value


def check_score(score: Score, value: object) -> int:
    """Return ``value`` if it is legal for ``score`` on a sheet, else raise ``RuleError``."""
    return check_in_range(score.label, value, score.legal_range)


SCORE_USES: dict[Score, str] = {
    Score.BASE: QT_TRANSLATE_NOOP("Game", "Dice in every Move's pool."),
    Score.DEFENSE: QT_TRANSLATE_NOOP(
        "Game", "Added to the pool of a Defensive Move (against the Negative Trait just given)."
    ),
    Score.RECOVERY: QT_TRANSLATE_NOOP(
        "Game",
        "Added to the pool of a Recovery Move (raise a Trait or lower a Negative Trait).",
    ),
    Score.LEAD: QT_TRANSLATE_NOOP(
        "Game",
        "Added to the pool of a Leading Move (create a Trait, create or destroy an Element).",
    ),
    Score.STUNT: QT_TRANSLATE_NOOP(
        "Game", "Added to the pool when the Actor accepts a Stunt (then a Target must show)."
    ),
    Score.AID: QT_TRANSLATE_NOOP(
        "Game", "Added to another Persona's pool when this Persona helps with its Move."
    ),
    Score.THREAT: QT_TRANSLATE_NOOP(
        "Game",
        "With the Director's Stance, the Threat a Challenge starts at (Stance + Threat Score).",
    ),
    Score.GUARD: QT_TRANSLATE_NOOP(
        "Game",
        "The Guard a Challenge starts at: a threat comes when Opportunity (or Threat, by the "
        "rulings) passes it.",
    ),
    Score.SURRENDER: QT_TRANSLATE_NOOP(
        "Game", "The Surrender a Challenge starts at: at 0 the Actor must choose how to surrender."
    ),
    Score.RISK: QT_TRANSLATE_NOOP("Game", "Added to every Move's Risk."),
    Score.POWER: QT_TRANSLATE_NOOP("Game", "Added to every Move's Power."),
    Score.FORTUNE: QT_TRANSLATE_NOOP(
        "Game", "Pays Scope in place of dice; a Leading Move's extra Fortune adds Strength."
    ),
}
"""What each Score does in a Challenge, in a line (the Director's screen prints them)."""
