"""Statements: after a scene: setbacks, the experience test and Luck (rules-spec D, seed 003).

- ``setback_cost(degree, lasting=, attribute=, permanent=)`` (in ``carried``, with
  ``Setback``, below the sheet that holds the Setbacks in effect): base = the penalty's degree;
  ×2 if it lasts until a recovery Statement, ×2 if it reduces an Attribute, ×2 again if
  permanent (a permanent Setback also lasts, so it doubles for that too: a permanent −1 to
  an Attribute costs 8). ``Setback`` holds one (its ``target``, when given, is the
  Trait, Attribute or Resource it reduces; ``attribute`` must agree with the target's
  kind); ``check_setbacks(failures, setbacks)`` refuses Setbacks costing more than the
  failures generated.
- ``experience_test(character, failures, faces=None, rng=None)``: an F-vs-O test of the
  failures against the sum of the character's Traits and Resources; the
  ``ExperienceAward`` says what the successes allow and ``apply_experience`` applies the
  player's choices within the caps.
- ``revision_luck(words, accepted)``: 1 Luck for an accepted revision of 150–450 words.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.statements.carried import Setback
from starshine_desktop.rules.statements.character import StatementCharacter
from starshine_desktop.rules.statements.factors import FactorRef
from starshine_desktop.rules.statements.odds import ROLLS, TripleRoll, roll_successes

REVISION_WORDS = (150, 450)


def check_setbacks(failures: int, setbacks: Sequence[Setback]) -> int:
    """Return the failures left after the Setbacks; RuleError if they cost too much."""
    spent = sum(setback.cost for setback in setbacks)
    if spent > failures:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "setback: the Setbacks cost {spent} failures but only {failures} came up"
            ),
            spent=spent,
            failures=failures,
        )
    return failures - spent


@dataclass(frozen=True, slots=True)
class ExperienceAward:
    """What an experience test allows."""

    roll: TripleRoll | None

    @property
    def successes(self) -> int:
        """Return the successes (0 when there were no failures to test)."""
        return 0 if self.roll is None else self.roll.successes

    @property
    def trait_or_resource(self) -> bool:
        """Say whether a Trait or Resource may rise by 1 (one success or more)."""
        return self.successes >= 1

    @property
    def attribute(self) -> bool:
        """Say whether an Attribute may rise by 1 (three successes)."""
        return self.successes >= ROLLS


def experience_test(
    character: StatementCharacter,
    failures: int,
    faces: Sequence[int] | None = None,
    rng: random.Random | None = None,
) -> ExperienceAward:
    """Test the scene's failures against the sum of the character's Traits and Resources."""
    if failures < 0:
        raise RuleError(QT_TRANSLATE_NOOP("Refusal", "experience: failures are 0 or more"))
    if failures == 0:
        return ExperienceAward(None)
    return ExperienceAward(
        roll_successes(failures, character.traits_and_resources, faces=faces, rng=rng)
    )


def apply_experience(
    character: StatementCharacter,
    award: ExperienceAward,
    increase: FactorRef | None = None,
    decrease: FactorRef | None = None,
    attribute: str | None = None,
) -> None:
    """Apply the player's choices; each must be allowed by the award and the caps.

    Every choice is checked before any is applied, so a refused choice changes nothing.
    """
    if (increase is not None or decrease is not None) and not award.trait_or_resource:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "experience: raising a Trait or Resource needs one success"
            )
        )
    if decrease is not None and increase is None:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "experience: the optional decrease comes with an increase")
        )
    if attribute is not None and not award.attribute:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "experience: raising an Attribute needs three successes")
        )
    trial = StatementCharacter(
        name=character.name,
        traits=dict(character.traits),
        attributes=dict(character.attributes),
        resources=dict(character.resources),
        luck=character.luck,
        drives=list(character.drives),
        starting_attributes=dict(character.starting_attributes),
    )
    for target in (trial, character):
        if increase is not None:
            target.advance_trait_or_resource(increase)
        if decrease is not None:
            if decrease == increase:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "experience: decrease a different Trait or Resource"
                    )
                )
            target.reduce_trait_or_resource(decrease)
        if attribute is not None:
            target.advance_attribute(attribute)


def revision_luck(words: int, accepted: bool) -> int:
    """Return the Luck for a revision of the scene: 1 if accepted and 150–450 words."""
    low, high = REVISION_WORDS
    if not low <= words <= high:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "luck: a revision earns Luck at {low} to {high} words, not {words}"
            ),
            low=low,
            high=high,
            words=words,
        )
    return 1 if accepted else 0
