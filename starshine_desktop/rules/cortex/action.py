"""Action-Based Resolution and Action Order: two mods of seed 002 (Cortex-style dice, rules-spec C).

**Action-Based Resolution** (seed 002, "Action-Based Resolution"): whatever a character does
is an *action*: its player rolls first and totals it, and it is opposed by a *reaction*: the
target rolling its own dice (only defensive traits apply), or the GM rolling difficulty
dice. Because the action is always rolled first, "the GM's difficulty total or the reaction
total must exceed the action's total for the action to fail": a tie goes to the action
(the reverse of a test, where a tie fails).

- ``judge_action(action_total, reaction_total)`` → ``ActionJudgement``: failure when the
  reaction exceeds the action; otherwise success, heroic when the action is ahead by
  ``HEROIC_MARGIN`` (5) or more, the effect die stepping up once per full 5.
- ``resolve_action(action, reaction)`` judges two ``RollResult`` (or a reaction total given
  as a number) and gives the action's (heroically stepped) effect die.
- ``action_odds(action_pool, reaction)`` are the exact odds before anything is rolled;
  ``reaction_odds(action_total, reaction_pool)`` the exact odds once the action's total is
  known and the reaction is still to roll (what a player weighs when buying more dice into
  the total). Both are ``{CortexOutcome: Fraction}``.

**Action Order** (seed 002, "Action Order", also called handoff initiative or elective
order; its turn-taking is the one the seed spells out for challenges): ``ActionOrder``.
The GM picks who goes first. After their action, the character whose turn it was picks who
goes next among those who have not acted this round. When everyone has acted the round ends,
and the one who went last picks who goes first in the next round, themselves included.
A character taken out leaves the order; if it was their turn, the GM picks who goes next.
Every refusal is a ``RuleError`` naming the rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from starshine_desktop.rules.cortex.dice import (
    BASE_TOTAL_DICE,
    HEROIC_MARGIN,
    CortexOutcome,
    DicePool,
    Die,
    RollResult,
    step_effect,
)
from starshine_desktop.rules.cortex.odds import total_distribution
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError

GM = "the GM"
"""Who picks the next character when no character's turn has just ended."""


@dataclass(frozen=True, slots=True)
class ActionJudgement:
    """An action's total against its reaction's: the outcome, the margin, the heroic steps."""

    action_total: int
    reaction_total: int
    outcome: CortexOutcome
    effect_steps: int

    @property
    def margin(self) -> int:
        """Return how far the action's total is ahead of the reaction's (negative: behind)."""
        return self.action_total - self.reaction_total

    @property
    def succeeded(self) -> bool:
        """Say whether the action succeeded (the reaction did not exceed it)."""
        return self.outcome is not CortexOutcome.FAILURE


def _check_total(total: int, reaction: bool) -> int:
    if type(total) is not int or total < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "action-based resolution: the reaction's total is 0 or more, not {total!r}",
            )
            if reaction
            else QT_TRANSLATE_NOOP(
                "Refusal", "action-based resolution: the action's total is 0 or more, not {total!r}"
            ),
            total=total,
        )
    return total


def judge_action(action_total: int, reaction_total: int) -> ActionJudgement:
    """Judge an action: it fails only when the reaction's total exceeds the action's."""
    _check_total(action_total, reaction=False)
    _check_total(reaction_total, reaction=True)
    margin = action_total - reaction_total
    if margin < 0:
        return ActionJudgement(action_total, reaction_total, CortexOutcome.FAILURE, 0)
    steps = margin // HEROIC_MARGIN
    outcome = CortexOutcome.HEROIC_SUCCESS if steps else CortexOutcome.SUCCESS
    return ActionJudgement(action_total, reaction_total, outcome, steps)


@dataclass(frozen=True, slots=True)
class ResolvedAction:
    """An action and its reaction, judged; the action's effect die after heroic steps."""

    action: RollResult
    reaction: RollResult | None
    judgement: ActionJudgement

    @property
    def effect_die(self) -> Die:
        """Return the action's effect die, stepped up once per full 5 it is ahead by."""
        return step_effect(self.action.effect_die, self.judgement.effect_steps)


def resolve_action(action: RollResult, reaction: int | RollResult) -> ResolvedAction:
    """Judge a rolled action against a rolled reaction (or a reaction total as a number)."""
    if isinstance(reaction, RollResult):
        return ResolvedAction(action, reaction, judge_action(action.total, reaction.total))
    return ResolvedAction(action, None, judge_action(action.total, reaction))


def _at_most(distribution: dict[int, Fraction], threshold: int) -> Fraction:
    return sum((p for total, p in distribution.items() if total <= threshold), start=Fraction(0))


def _odds(
    action: dict[int, Fraction], reaction: dict[int, Fraction]
) -> dict[CortexOutcome, Fraction]:
    success = Fraction(0)
    heroic = Fraction(0)
    for total, p in action.items():
        success += p * _at_most(reaction, total)
        heroic += p * _at_most(reaction, total - HEROIC_MARGIN)
    return {
        CortexOutcome.FAILURE: 1 - success,
        CortexOutcome.SUCCESS: success - heroic,
        CortexOutcome.HEROIC_SUCCESS: heroic,
    }


def _reaction(reaction: int | DicePool) -> dict[int, Fraction]:
    if isinstance(reaction, DicePool):
        return total_distribution(reaction)
    return {_check_total(reaction, reaction=True): Fraction(1)}


def action_odds(
    action: DicePool, reaction: int | DicePool, kept: int = BASE_TOTAL_DICE
) -> dict[CortexOutcome, Fraction]:
    """Return the exact odds of an action before it is rolled.

    ``reaction`` is the reacting pool (the target's dice or the GM's difficulty dice), whose
    total is its best two dice, or a fixed reaction total. ``kept`` is the number of dice in
    the action's total (2, plus one per plot point).
    """
    return _odds(total_distribution(action, kept), _reaction(reaction))


def reaction_odds(action_total: int, reaction: DicePool) -> dict[CortexOutcome, Fraction]:
    """Return the exact odds of an action whose total is known, the reaction still to roll."""
    return _odds({_check_total(action_total, reaction=False): Fraction(1)}, _reaction(reaction))


@dataclass
class ActionOrder:
    """Who acts when: handoff initiative (seed 002, Action Order)."""

    participants: list[str]
    """Everyone still in the order (characters and GM characters), in the order named."""
    round: int = 0
    current: str | None = None
    """Whose turn it is (None before the first pick, or after the current one was taken out)."""
    acted: list[str] = field(default_factory=list)
    """Who has acted this round, in order (the current one included)."""
    last: str | None = None
    """Who acted last (they pick the first of the next round)."""
    log: list[str] = field(default_factory=list)

    @classmethod
    def begin(cls, participants: Sequence[str], first: str) -> ActionOrder:
        """Start round 1 with the character the GM picks to go first."""
        names = [name.strip() for name in participants]
        if not names or any(not name for name in names):
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "action order: name every character taking part (at least one)"
                )
            )
        if len(set(names)) != len(names):
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "action order: each character takes part once; a name is repeated"
                )
            )
        order = cls(names)
        order._start(first, by=GM)
        return order

    @property
    def ended(self) -> bool:
        """Say whether nobody is left in the order."""
        return not self.participants

    @property
    def chooser(self) -> str | None:
        """Return who picks the next character: the one whose turn it is, or the GM."""
        if self.ended:
            return None
        return self.current if self.current is not None else GM

    @property
    def round_over(self) -> bool:
        """Say whether everyone still in the order has acted this round."""
        return all(name in self.acted for name in self.participants)

    def waiting(self) -> list[str]:
        """Return who has not acted yet this round, in the order named."""
        return [name for name in self.participants if name not in self.acted]

    def choices(self) -> list[str]:
        """Return whom the chooser may pick next: those yet to act, or anyone for a new round."""
        if self.ended:
            return []
        if self.round_over:
            return list(self.participants)
        return self.waiting()

    def _start(self, name: str, *, by: str) -> None:
        if name not in self.participants:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "action order: {name!r} is not in the action order"),
                name=name,
            )
        if self.round == 0 or self.round_over:
            self.round += 1
            self.acted = []
            why = "" if self.round == 1 else ", who went last,"
            text = f"{by}{why} picks {name} to go first"
        elif name in self.acted:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "action order: {name} has already acted in round {round}; the next one "
                    "is picked from those yet to act ({waiting})",
                ),
                name=name,
                round=self.round,
                waiting=", ".join(self.waiting()),
            )
        else:
            text = f"{by} hands the action to {name}"
        self.current = name
        self.acted.append(name)
        self.log.append(f"Round {self.round}: {text}")

    def hand_off(self, to: str) -> None:
        """End the current turn: its character (or the GM) picks who goes next."""
        if self.ended:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "action order: nobody is left in the action order")
            )
        by = self.chooser or GM
        previous = self.current
        self._start(to, by=by)
        if previous is not None:
            self.last = previous

    def take_out(self, name: str) -> None:
        """Take a character out of the order (taken out or leaving the scene)."""
        if name not in self.participants:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "action order: {name!r} is not in the action order"),
                name=name,
            )
        self.participants.remove(name)
        self.log.append(f"Round {self.round}: {name} is out of the action order")
        if self.current == name:
            self.current = None
            if self.participants:
                self.log.append(f"Round {self.round}: {GM} picks who goes next")


__all__ = [
    "GM",
    "ActionJudgement",
    "ActionOrder",
    "ResolvedAction",
    "action_odds",
    "judge_action",
    "reaction_odds",
    "resolve_action",
]
