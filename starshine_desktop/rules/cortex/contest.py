"""Cortex: tests and contests (rules-spec C, seed 002).

``resolve_test(result, difficulty)`` judges one roll against a number or a GM's ``RollResult``.

``Contest`` is a back-and-forth a GUI drives step by step:

1. ``Contest(initiator, opponent, high_stakes=False)``; ``to_act`` names who acts next.
2. ``roll(result)``: the initiator's first roll sets the difficulty; after that the side
   to act must beat it (strictly). Beating it makes that total the new difficulty and
   hands the ball back; failing ends the contest, the roller losing.
3. ``give_in()``: the side to act gives in instead of rolling (also the opponent declining
   to oppose the first roll). The one who gives in loses, earns a plot point and may not
   immediately start another contest against the winner.
4. ``outcome`` (a ``ContestOutcome``) once finished; ``avoid_taken_out(character)`` spends
   the loser's plot point to turn "taken out" into a complication in a high-stakes scene.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from starshine_desktop.rules.cortex.character import CortexCharacter
from starshine_desktop.rules.cortex.dice import (
    HEROIC_MARGIN,
    Die,
    Judgement,
    RollResult,
    judge,
    step_effect,
)
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError


@dataclass(frozen=True, slots=True)
class ResolvedTest:
    """A test: the player's result judged against the difficulty, and the effect die."""

    difficulty: int
    judgement: Judgement
    effect_die: Die

    @property
    def beaten(self) -> bool:
        """Say whether the test succeeded."""
        return self.judgement.beaten


def resolve_test(result: RollResult, difficulty: int | RollResult) -> ResolvedTest:
    """Judge a test; a heroic success steps the effect die up once per full 5."""
    target = difficulty.total if isinstance(difficulty, RollResult) else difficulty
    judgement = judge(result.total, target)
    return ResolvedTest(target, judgement, step_effect(result.effect_die, judgement.effect_steps))


class Consequence(StrEnum):
    """What the losing side of a contest takes."""

    COMPLICATION = QT_TRANSLATE_NOOP("Game", "complication")
    TAKEN_OUT = QT_TRANSLATE_NOOP("Game", "taken_out")


@dataclass(frozen=True, slots=True)
class ContestOutcome:
    """How a contest ended."""

    winner: str
    loser: str
    gave_in: bool
    consequence: Consequence
    heroic: bool
    effect_steps: int
    effect_die: Die
    plot_point_earned_by: str | None

    @property
    def may_not_initiate_against(self) -> str | None:
        """Return whom the loser may not immediately contest again (only after giving in)."""
        return self.winner if self.gave_in else None


@dataclass(frozen=True, slots=True)
class Exchange:
    """One roll in a contest: who rolled, against what, and the total."""

    side: str
    difficulty: int | None
    total: int
    beat: bool


@dataclass
class Contest:
    """A contest between two sides, rolled back and forth."""

    initiator: str
    opponent: str
    high_stakes: bool = False
    difficulty: int | None = None
    to_act: str = ""
    exchanges: list[Exchange] = field(default_factory=list)
    outcome: ContestOutcome | None = None
    _standing: RollResult | None = None

    def __post_init__(self) -> None:
        if self.initiator == self.opponent:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "contest: a side cannot contest against itself")
            )
        self.to_act = self.initiator

    @property
    def finished(self) -> bool:
        """Say whether the contest is over."""
        return self.outcome is not None

    def _other(self, side: str) -> str:
        return self.opponent if side == self.initiator else self.initiator

    def _check_open(self) -> None:
        if self.outcome is not None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "contest: already over ({outcome_winner} won)"),
                outcome_winner=self.outcome.winner,
            )

    def roll(self, result: RollResult) -> Exchange:
        """Record the roll of the side to act."""
        self._check_open()
        side = self.to_act
        if self.difficulty is None:
            exchange = Exchange(side, None, result.total, True)
            self.exchanges.append(exchange)
            self.difficulty = result.total
            self._standing = result
            self.to_act = self._other(side)
            return exchange
        beat = result.total > self.difficulty
        exchange = Exchange(side, self.difficulty, result.total, beat)
        self.exchanges.append(exchange)
        if beat:
            self.difficulty = result.total
            self._standing = result
            self.to_act = self._other(side)
            return exchange
        self._finish(loser=side, gave_in=False, losing_total=result.total)
        return exchange

    def give_in(self) -> ContestOutcome:
        """The side to act gives in: it loses on its own terms and earns a plot point."""
        self._check_open()
        if self.difficulty is None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "contest: the initiator rolls first; there is nothing to give in to"
                )
            )
        self._finish(loser=self.to_act, gave_in=True, losing_total=None)
        assert self.outcome is not None
        return self.outcome

    def _finish(self, loser: str, gave_in: bool, losing_total: int | None) -> None:
        assert self.difficulty is not None and self._standing is not None
        margin = 0 if losing_total is None else self.difficulty - losing_total
        steps = margin // HEROIC_MARGIN if margin >= HEROIC_MARGIN else 0
        taken_out = self.high_stakes and not gave_in
        self.outcome = ContestOutcome(
            winner=self._other(loser),
            loser=loser,
            gave_in=gave_in,
            consequence=Consequence.TAKEN_OUT if taken_out else Consequence.COMPLICATION,
            heroic=steps > 0,
            effect_steps=steps,
            effect_die=step_effect(self._standing.effect_die, steps),
            plot_point_earned_by=loser if gave_in else None,
        )

    def avoid_taken_out(self, loser: CortexCharacter) -> ContestOutcome:
        """Spend the loser's plot point so a high-stakes loss is a complication instead."""
        if self.outcome is None:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "contest: not over yet"))
        if loser.name != self.outcome.loser:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "contest: {loser_name} did not lose this contest"),
                loser_name=loser.name,
            )
        if self.outcome.consequence is not Consequence.TAKEN_OUT:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "contest: the loser is not taken out; nothing to avoid"
                )
            )
        loser.spend_plot_point(QT_TRANSLATE_NOOP("Game", "avoid being taken out"))
        self.outcome = replace(self.outcome, consequence=Consequence.COMPLICATION)
        return self.outcome
