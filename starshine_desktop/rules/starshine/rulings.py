"""Starshine: the ten rulings R1–R10 of rules-spec A.6: each a named option with a default.

A scenario's ``"rulings"`` object maps a ruling id to the name of the option taken, e.g.
``{"R1": "threat_vs_guard", "R10": "on"}``; a ruling not named keeps its default, and
``"default"`` names the default explicitly. ``Rulings.from_mapping`` parses such an object
and ``Rulings.to_mapping`` writes every ruling back by name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError


class R1(StrEnum):
    """What triggers a threat (step 2)."""

    OPPORTUNITY_VS_GUARD = "opportunity_vs_guard"
    THREAT_VS_GUARD = "threat_vs_guard"


class R2(StrEnum):
    """What resets after a threat (step 2)."""

    OPPORTUNITY_AND_DANGER = "opportunity_and_danger"
    THREAT_AND_OPPORTUNITY = "threat_and_opportunity"


class R3(StrEnum):
    """The range of a Move's Scope (rule 3.5)."""

    TWO_TO_SIX = "two_to_six"
    ONE_TO_SIX = "one_to_six"


class R4(StrEnum):
    """How a Recovery Move's Power changes a Trait (rule 3.8e)."""

    BY_STRENGTH = "by_strength"
    ONE_FOR_ONE = "one_for_one"


class R5(StrEnum):
    """How a Leading Move's Power becomes a Strength or Scale (rule 3.8e)."""

    BY_THREAT = "by_threat"
    COST = "cost"


class R6(StrEnum):
    """Whose Negative Traits the Telling Negative check looks at (rule 3.9)."""

    ACTING_PERSONA = "acting_persona"
    EVERYONE_AFTER_EVERY_MOVE = "everyone_after_every_move"


class R7(StrEnum):
    """What Surrender becomes after risking Corruption or Death (rule 5)."""

    STARTING_VALUE = "starting_value"
    ORIGINAL_MINUS_ONE = "original_minus_one"


class R8(StrEnum):
    """Which Stance a Push uses to reset Threat (rule 6.1)."""

    STANCE_BEFORE_PUSH = "stance_before_push"
    STANCE_AFTER_PUSH = "stance_after_push"


class R9(StrEnum):
    """How often the Director may Push (rule 6.1)."""

    ONCE_PER_CHALLENGE = "once_per_challenge"
    ONCE_PER_PERSONA = "once_per_persona"


class R10(StrEnum):
    """Whether affecting Traits modify a Move's scores (seed 001 only)."""

    OFF = "off"
    ON = "on"


@dataclass(frozen=True, slots=True)
class Rulings:
    """The option taken for each ruling; the defaults are those of rules-spec A.6."""

    R1: R1 = R1.OPPORTUNITY_VS_GUARD
    R2: R2 = R2.OPPORTUNITY_AND_DANGER
    R3: R3 = R3.TWO_TO_SIX
    R4: R4 = R4.BY_STRENGTH
    R5: R5 = R5.BY_THREAT
    R6: R6 = R6.ACTING_PERSONA
    R7: R7 = R7.STARTING_VALUE
    R8: R8 = R8.STANCE_BEFORE_PUSH
    R9: R9 = R9.ONCE_PER_CHALLENGE
    R10: R10 = R10.OFF

    @classmethod
    def from_mapping(cls, raw: object) -> Rulings:
        """Parse ``{"R1": "threat_vs_guard", ...}``; raise ``RuleError`` for anything else."""
        if not isinstance(raw, Mapping):
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    'rulings must be an object like {"R1": "threat_vs_guard"}',
                ),
            )
        defaults = cls()
        chosen: dict[str, StrEnum] = {}
        for key, value in raw.items():
            if key not in RULING_OPTIONS:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "unknown ruling {key!r} (rulings are R1 to R10)"),
                    key=key,
                )
            options = RULING_OPTIONS[key]
            if value == "default":
                chosen[key] = getattr(defaults, key)
                continue
            names = [option.value for option in options]
            if not isinstance(value, str) or value not in names:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "ruling {key} must be one of {names} or default, not {value!r}"
                    ),
                    key=key,
                    names=", ".join(names),
                    value=value,
                )
            chosen[key] = options(value)
        return cls(**chosen)  # type: ignore[arg-type]

    def to_mapping(self) -> dict[str, str]:
        """Return every ruling by name, e.g. ``{"R1": "opportunity_vs_guard", ...}``."""
        return {field.name: str(getattr(self, field.name)) for field in fields(self)}

    def alternatives(self) -> dict[str, str]:
        """Return only the rulings that differ from the defaults."""
        defaults = Rulings().to_mapping()
        return {key: value for key, value in self.to_mapping().items() if defaults[key] != value}


RULING_OPTIONS: dict[str, type[StrEnum]] = {
    "R1": R1,
    "R2": R2,
    "R3": R3,
    "R4": R4,
    "R5": R5,
    "R6": R6,
    "R7": R7,
    "R8": R8,
    "R9": R9,
    "R10": R10,
}
