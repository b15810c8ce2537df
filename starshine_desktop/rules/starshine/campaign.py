"""Starshine: the campaign's bookkeeping rules: Investments, Strategies, Stance, Advances.

Rules-spec A.1 (the records and their legal values), A.2 (the Director's Stance rises by 1
when a Strategy starts or develops, at most 6) and A.4 (an Investment lowers the chosen
Characteristic by its value; resolving it grants an Advance; the points do not come back).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.starshine.scores import (
    CHARACTERISTIC_RANGE,
    STANCE_RANGE,
    LegalRange,
    check_in_range,
)

MODIFIER_RANGE = LegalRange(-20, 20)
"""How much a Knack, Power or Signature Item may change a Score (the sheet's sanity range)."""
INVESTMENT_RANGE = LegalRange(1, CHARACTERISTIC_RANGE.maximum)
"""An Investment takes at least 1 point, and never more than a Characteristic can hold."""


class ModifierKind(StrEnum):
    """What kind of named entry modifies a Score."""

    KNACK = "knack"
    POWER = "power"
    SIGNATURE_ITEM = "signature_item"

    @property
    def label(self) -> str:
        """Return the kind as the sheet prints it."""
        return {
            "knack": QT_TRANSLATE_NOOP("Game", "Knack"),
            "power": QT_TRANSLATE_NOOP("Game", "Power"),
            "signature_item": QT_TRANSLATE_NOOP("Game", "Signature Item"),
        }[self]


class InvestmentState(StrEnum):
    """Where an Investment stands."""

    OPEN = QT_TRANSLATE_NOOP("Game", "open")
    RESOLVED = QT_TRANSLATE_NOOP("Game", "resolved")
    LOST = QT_TRANSLATE_NOOP("Game", "lost")


class StrategyState(StrEnum):
    """Where a Strategy stands."""

    ACTIVE = QT_TRANSLATE_NOOP("Game", "active")
    SURRENDERED = QT_TRANSLATE_NOOP("Game", "surrendered")
    COMPLETED = QT_TRANSLATE_NOOP("Game", "completed")


class AdvanceKind(StrEnum):
    """An Advance earned or spent."""

    EARNED = QT_TRANSLATE_NOOP("Game", "earned")
    SPENT = QT_TRANSLATE_NOOP("Game", "spent")


def invest(characteristic: str, current: int, value: object) -> int:
    """Return the Characteristic's value after an Investment of ``value`` (rules-spec A.4)."""
    amount = check_in_range(
        QT_TRANSLATE_NOOP("Game", "An Investment's value"), value, INVESTMENT_RANGE
    )
    if amount > current:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "an Investment of {amount} would lower {characteristic} ({current}) below 0",
            ),
            amount=amount,
            characteristic=characteristic,
            current=current,
        )
    return current - amount


STANCE_RULES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP(
        "Game",
        "The Director holds a Stance towards each Persona, {low} to {high}: at {low} the "
        "Director answers that Persona's Actor as favourably as the Narrative allows, at "
        "{high} as cruelly.",
    ),
    QT_TRANSLATE_NOOP("Game", "Every Persona's Stance starts at {low}."),
    QT_TRANSLATE_NOOP(
        "Game",
        "It rises by 1 each time the Persona starts or develops a Strategy (at most {high}).",
    ),
    QT_TRANSLATE_NOOP(
        "Game",
        "In a Challenge, a Push lowers it by 1 (at least {low}) to reset that Persona's Threat.",
    ),
    QT_TRANSLATE_NOOP("Game", "Changes of Stance are written down, not said (Shadow Play)."),
)
"""The Director's Stance in a few lines ({low} and {high} are the Stance's range)."""
STRATEGY_RULES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP(
        "Game",
        "A Strategy is a course of action a Persona takes to resolve an Investment or to bring "
        "the Episode to an end; it is written down when it begins.",
    ),
    QT_TRANSLATE_NOOP(
        "Game",
        "An Actor may challenge the Director's statement only over an action the Persona took "
        "in pursuit of a Strategy.",
    ),
    QT_TRANSLATE_NOOP(
        "Game",
        "A Strategy is active, surrendered (the card stays; the Persona can no longer forward "
        "it) or completed; only an active one is developed, and none becomes active again.",
    ),
    QT_TRANSLATE_NOOP(
        "Game", "At Surrender 0 an Actor may surrender the current Strategy to leave a Challenge."
    ),
    QT_TRANSLATE_NOOP(
        "Game",
        "An unrecorded course of action resolves nothing: the Director frames the Narrative "
        "so that it cannot.",
    ),
)
"""What a Strategy is and how it changes, in a few lines."""


def raise_stance(stance: int) -> int:
    """Return the Director's Stance after a Strategy starts or develops (A.2: +1, at most 6)."""
    check_in_range(QT_TRANSLATE_NOOP("Game", "The Director's Stance"), stance, STANCE_RANGE)
    return min(STANCE_RANGE.maximum, stance + 1)


def modified_score(base: int, modifiers: Iterable[int]) -> int:
    """Return a Score with every Knack, Power and Signature Item that names it added."""
    return base + sum(modifiers)


def change_investment_state(current: InvestmentState, new: InvestmentState) -> bool:
    """Check an Investment may move from ``current`` to ``new``; return True if it earns one.

    Only an open Investment changes: resolving it grants an Advance (A.4), losing it marks
    it lost (A.5 step 5). A resolved or lost Investment stays as it is.
    """
    if current is new:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "the Investment is already {current_value}"),
            current_value=current.value,
        )
    if current is not InvestmentState.OPEN:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "a {current_value} Investment cannot become {new_value}; only an open "
                "one is resolved or lost",
            ),
            current_value=current.value,
            new_value=new.value,
        )
    if new is InvestmentState.OPEN:
        raise RuleError(QT_TRANSLATE_NOOP("Refusal", "an Investment cannot be reopened"))
    return new is InvestmentState.RESOLVED


def check_strategy_development(state: StrategyState) -> None:
    """Refuse to develop a Strategy the Persona can no longer forward (rules-spec A.1)."""
    if state is not StrategyState.ACTIVE:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "a {state_value} Strategy cannot be developed; only an active one is forwarded",
            ),
            state_value=state.value,
        )


def change_strategy_state(current: StrategyState, new: StrategyState) -> None:
    """Check a Strategy may move from ``current`` to ``new`` (only an active one changes)."""
    if current is new:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "the Strategy is already {current_value}"),
            current_value=current.value,
        )
    if current is not StrategyState.ACTIVE:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "a {current_value} Strategy stays {current_value}; only an active one is "
                "surrendered or completed",
            ),
            current_value=current.value,
        )
    if new is StrategyState.ACTIVE:
        raise RuleError(QT_TRANSLATE_NOOP("Refusal", "a Strategy cannot become active again"))
