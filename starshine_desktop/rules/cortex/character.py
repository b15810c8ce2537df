"""Plot points and stress for one Cortex character (rules-spec C, seed 002 stress mod).

``CortexCharacter`` is mutable engine state a GUI keeps per character sheet:

- ``plot_points``; ``earn_plot_points(n)``; ``spend_plot_point(reason)`` (RuleError if none);
  ``pay_for_total(result)`` pays one plot point per die past two in a total.
- ``stress``: ``{StressType: Die}`` for the types the character carries;
  ``take_stress(kind, die)`` (new stress at the die if larger, else the current die steps
  up), ``step_up_stress`` / ``step_down_stress``; a die stepped past d12 leaves the
  character ``stressed_out`` with that stress held at d12.
- ``rest()``: a rest scene steps every stress down by one and lets recovery tests resume.
- ``recovery_pool(kind)`` and ``recover(kind, result, difficulty)``: the recovery test and
  its table, returning a ``RecoveryResult``.
- ``push_stress(kind)`` spends a plot point and returns the die to add to the character's
  own pool; ``settle_pushed_stress()`` steps it up after the test.
- ``use_d4_stress(kind)``: stress at d4 goes into the character's own pool and earns a
  plot point; ``settle_d4_stress(hitched)`` then removes it, or steps it up on a hitch.

Each change returns a ``StressChange`` (before, after, stressed out) for the GUI to show.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from starshine_desktop.rules.cortex.dice import (
    DicePool,
    Die,
    Difficulty,
    Judgement,
    RollResult,
    difficulty_pool,
)
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError


class StressType(StrEnum):
    """A kind of stress."""

    PHYSICAL = QT_TRANSLATE_NOOP("Game", "physical")
    MENTAL = QT_TRANSLATE_NOOP("Game", "mental")
    SOCIAL = QT_TRANSLATE_NOOP("Game", "social")


@dataclass(frozen=True, slots=True)
class StressChange:
    """One change to a stress die: before and after (None = no stress)."""

    kind: StressType
    before: Die | None
    after: Die | None
    stressed_out: bool


class RecoveryOutcome(StrEnum):
    """A line of the recovery table."""

    ELIMINATED = QT_TRANSLATE_NOOP("Game", "eliminated")
    STEPPED_DOWN = QT_TRANSLATE_NOOP("Game", "stepped_down")
    UNCHANGED = QT_TRANSLATE_NOOP("Game", "unchanged")
    STEPPED_UP = QT_TRANSLATE_NOOP("Game", "stepped_up")


@dataclass(frozen=True, slots=True)
class RecoveryResult:
    """What a recovery test did to one stress die."""

    outcome: RecoveryOutcome
    change: StressChange
    judgement: Judgement
    gm_may_complicate: bool


@dataclass
class CortexCharacter:
    """A character's plot points and stress dice."""

    name: str
    plot_points: int = 0
    stress: dict[StressType, Die] = field(default_factory=dict)
    stressed_out: bool = False
    awaiting_time: set[StressType] = field(default_factory=set)
    pushed: list[StressType] = field(default_factory=list)
    d4_in_pool: list[StressType] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.plot_points < 0:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "plot points: a character cannot hold fewer than 0")
            )

    def earn_plot_points(self, count: int = 1) -> int:
        """Add plot points and return the new count."""
        if count < 0:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "plot points: earn a positive number"))
        self.plot_points += count
        return self.plot_points

    def spend_plot_point(self, reason: str = QT_TRANSLATE_NOOP("Game", "spend")) -> int:
        """Spend one plot point and return what is left; RuleError if none is held.

        ``reason`` ends the refusal "… has no plot point to {reason}": a phrase marked in the
        ``Game`` context, so that the window translates it with the message.
        """
        if self.plot_points < 1:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "plot points: {name} has no plot point to {reason}"),
                name=self.name,
                reason=reason,
            )
        self.plot_points -= 1
        return self.plot_points

    def pay_for_total(self, result: RollResult) -> int:
        """Spend the plot points a total of more than two dice needs; return what is left."""
        needed = result.plot_points_spent
        if needed > self.plot_points:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "plot points: a total of {number} dice needs {needed} plot points; "
                    "{name} has {plot_points}",
                ),
                number=needed + 2,
                needed=needed,
                name=self.name,
                plot_points=self.plot_points,
            )
        self.plot_points -= needed
        return self.plot_points

    def stress_die(self, kind: StressType) -> Die | None:
        """Return the stress die of that type, or None."""
        return self.stress.get(kind)

    def _set(self, kind: StressType, die: Die | None) -> None:
        if die is None:
            self.stress.pop(kind, None)
        else:
            self.stress[kind] = die

    def step_up_stress(self, kind: StressType) -> StressChange:
        """Step a stress die up (a d4 if none); past d12 the character is stressed out."""
        before = self.stress_die(kind)
        after = Die.D4 if before is None else before.stepped_up()
        if after is None:
            self.stressed_out = True
            after = Die.D12
        self._set(kind, after)
        return StressChange(kind, before, after, self.stressed_out)

    def step_down_stress(self, kind: StressType) -> StressChange:
        """Step a stress die down; a d4 stepped down is gone."""
        before = self.stress_die(kind)
        if before is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "stress: {name} has no {kind} stress to step down"),
                name=self.name,
                kind=kind,
            )
        self._set(kind, before.stepped_down())
        return StressChange(kind, before, self.stress_die(kind), self.stressed_out)

    def take_stress(self, kind: StressType, die: Die) -> StressChange:
        """Inflict stress: at the die if larger than the current one, else step it up."""
        before = self.stress_die(kind)
        if before is None or die > before:
            self._set(kind, die)
            return StressChange(kind, before, die, self.stressed_out)
        return self.step_up_stress(kind)

    def rest(self) -> list[StressChange]:
        """Step every stress die down by one in a rest scene; recovery tests may resume."""
        self.awaiting_time.clear()
        return [self.step_down_stress(kind) for kind in list(self.stress)]

    def recovery_pool(
        self, kind: StressType, base: Difficulty = Difficulty.CHALLENGING
    ) -> DicePool:
        """Return the opposition of a recovery test: the base difficulty plus the stress die."""
        die = self.stress_die(kind)
        if die is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "recovery: {name} has no {kind} stress to recover"),
                name=self.name,
                kind=kind,
            )
        return difficulty_pool(base, (die,))

    def recover(self, kind: StressType, result: RollResult, difficulty: int) -> RecoveryResult:
        """Apply a recovery test's result by the seed's table."""
        before = self.stress_die(kind)
        if before is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "recovery: {name} has no {kind} stress to recover"),
                name=self.name,
                kind=kind,
            )
        if kind in self.awaiting_time:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "recovery: time must pass before {name} tests to recover {kind} stress again",
                ),
                name=self.name,
                kind=kind,
            )
        judgement = result.against(difficulty)
        hitched = result.hitches > 0
        if judgement.beaten:
            if result.effect_die > before:
                self._set(kind, None)
                outcome = RecoveryOutcome.ELIMINATED
            else:
                self._set(kind, before.stepped_down())
                self.awaiting_time.add(kind)
                outcome = RecoveryOutcome.STEPPED_DOWN
            change = StressChange(kind, before, self.stress_die(kind), self.stressed_out)
            return RecoveryResult(outcome, change, judgement, gm_may_complicate=hitched)
        if not hitched:
            change = StressChange(kind, before, before, self.stressed_out)
            return RecoveryResult(RecoveryOutcome.UNCHANGED, change, judgement, False)
        for _ in range(result.hitches):
            self.step_up_stress(kind)
        change = StressChange(kind, before, self.stress_die(kind), self.stressed_out)
        return RecoveryResult(RecoveryOutcome.STEPPED_UP, change, judgement, False)

    def push_stress(self, kind: StressType) -> Die:
        """Spend a plot point to add a stress die to your own pool; it steps up afterwards."""
        die = self.stress_die(kind)
        if die is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "pushing stress: {name} has no {kind} stress to push"),
                name=self.name,
                kind=kind,
            )
        if kind in self.pushed:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "pushing stress: {name} already pushed {kind} stress"),
                name=self.name,
                kind=kind,
            )
        self.spend_plot_point(QT_TRANSLATE_NOOP("Game", "push stress"))
        self.pushed.append(kind)
        return die

    def settle_pushed_stress(self) -> list[StressChange]:
        """After the test, step up every stress die that was pushed."""
        changes = [self.step_up_stress(kind) for kind in self.pushed]
        self.pushed.clear()
        return changes

    def use_d4_stress(self, kind: StressType) -> Die:
        """Put d4 stress in your own pool, like a d4 complication, and earn a plot point."""
        if self.stress_die(kind) is not Die.D4:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "stress: only d4 stress goes into {name}'s own pool this way"
                ),
                name=self.name,
            )
        if kind in self.d4_in_pool:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "stress: {name}'s d4 {kind} stress is already in the pool"
                ),
                name=self.name,
                kind=kind,
            )
        self.d4_in_pool.append(kind)
        self.earn_plot_points()
        return Die.D4

    def settle_d4_stress(self, hitched: bool) -> list[StressChange]:
        """After the test, d4 stress used in the pool goes away, or steps up on a hitch."""
        changes = [
            self.step_up_stress(kind) if hitched else self.step_down_stress(kind)
            for kind in self.d4_in_pool
        ]
        self.d4_in_pool.clear()
        return changes
