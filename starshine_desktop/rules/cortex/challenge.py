"""Cortex: Challenge pools (rules-spec C, seed 002 "Challenges").

A GUI tracks a challenge with ``ChallengePool``:

1. ``ChallengePool.start(level, length, characters)`` builds the pool: the level's two
   difficulty dice plus one, two or three d6 for a short, medium or long challenge.
2. Each round every character still in the scene takes one turn (any order; the table
   picks who goes next; ``waiting()`` lists who has not acted). On a turn the GM rolls
   ``opposition(name, stress)``: the challenge pool plus one of that character's stress
   dice when they carry any; ``opposition(name, stress, paid)`` adds one die of each other
   stress type in ``paid``, the GM paying the character a plot point for each (seed:
   "unless the GM pays the player a plot point to add an additional stress die").
   ``take_turn(name, gm, player, target, stress_kind, stress=, paid=)`` then pays those
   plot points and:
   a beat compares the player's effect die with the ``target`` challenge die (larger
   removes it; equal or smaller steps it down; a d4 stepped down is removed); a failure
   gives the character stress of type ``stress_kind`` at the GM's effect die.
   ``other_action(name)`` spends a turn on something else (an asset, recovery) tested
   against the same opposition with ``resolve_test``.
3. When everyone has acted the phase is ``CHALLENGE``: ``strengthen(die)`` steps one
   challenge die up (a d12 stays and a d6 joins it), or ``challenge_tests(name, player,
   gm, stress_kind)`` rolls the pool against a total the character set; if the pool beats
   it the character takes stress at the GM's effect die. Then the next round begins.
4. The challenge is overcome (phase ``OVERCOME``) the moment its pool is empty.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum, StrEnum

from starshine_desktop.rules.cortex.character import CortexCharacter, StressChange, StressType
from starshine_desktop.rules.cortex.dice import (
    DicePool,
    Die,
    Difficulty,
    Judgement,
    RollResult,
    difficulty_pool,
    judge,
    step_effect,
)
from starshine_desktop.rules.cortex.stress_use import (
    StressUse,
    paid_stress_kind_refusal,
    paid_stress_reason,
)
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError


class ChallengeLength(Enum):
    """How long a challenge takes, and how many d6 it adds to the difficulty dice."""

    SHORT = 1
    MEDIUM = 2
    LONG = 3

    @property
    def extra_d6(self) -> int:
        """Return how many d6 join the difficulty dice."""
        return int(self.value)


class ChallengePhase(StrEnum):
    """Whose turn it is in a challenge."""

    CHARACTERS = QT_TRANSLATE_NOOP("Game", "characters")
    CHALLENGE = QT_TRANSLATE_NOOP("Game", "challenge")
    OVERCOME = QT_TRANSLATE_NOOP("Game", "overcome")


@dataclass(frozen=True, slots=True)
class ProgressChange:
    """What a beaten difficulty did to one challenge die."""

    target: Die
    after: Die | None

    @property
    def removed(self) -> bool:
        """Say whether the die left the pool."""
        return self.after is None


@dataclass(frozen=True, slots=True)
class TurnReport:
    """One turn in a challenge: the judgement and what changed."""

    name: str
    judgement: Judgement
    progress: ProgressChange | None
    stress: StressChange | None
    paid: tuple[StressType, ...] = ()


def challenge_pool(level: Difficulty, length: ChallengeLength) -> DicePool:
    """Return a challenge pool: two difficulty dice plus 1/2/3 d6 for short/medium/long."""
    return difficulty_pool(level, (Die.D6,) * length.extra_d6)


@dataclass
class ChallengePool:
    """A challenge pool worn down by the characters' turns."""

    pool: DicePool
    characters: list[CortexCharacter]
    round: int = 1
    acted: list[str] = field(default_factory=list)
    phase: ChallengePhase = ChallengePhase.CHARACTERS
    log: list[TurnReport] = field(default_factory=list)

    def __post_init__(self) -> None:
        names = [character.name for character in self.characters]
        if not names:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "challenge: at least one character takes part")
            )
        if len(set(names)) != len(names):
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "challenge: each character takes part once")
            )
        if not self.pool.dice:
            self.phase = ChallengePhase.OVERCOME

    @classmethod
    def start(
        cls,
        level: Difficulty,
        length: ChallengeLength,
        characters: list[CortexCharacter],
        extra: tuple[Die, ...] = (),
    ) -> ChallengePool:
        """Start a challenge of a level and length; the GM may add dice of the scene."""
        return cls(challenge_pool(level, length).add(*extra), characters)

    @property
    def overcome(self) -> bool:
        """Say whether the pool is empty."""
        return not self.pool.dice

    def character(self, name: str) -> CortexCharacter:
        """Return the character of that name."""
        for character in self.characters:
            if character.name == name:
                return character
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "challenge: {name} is not in this challenge"),
            name=name,
        )

    def waiting(self) -> list[str]:
        """Return who may still act this round (stressed-out characters sit out)."""
        return [c.name for c in self.characters if c.name not in self.acted and not c.stressed_out]

    def opposition(
        self, name: str, stress: StressType | None = None, paid: Sequence[StressType] = ()
    ) -> DicePool:
        """Return the pool the GM rolls against a character: challenge dice + stress dice.

        One stress die joins when the character carries stress; each type in ``paid`` adds
        its die as well, the GM paying the character a plot point for it.
        """
        character = self.character(name)
        if stress is None:
            if character.stress:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "challenge: {name} carries stress; one stress die joins the challenge dice",
                    ),
                    name=name,
                )
            if paid:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "challenge: the GM pays to add another stress die only when one is in "
                        "the opposition",
                    ),
                )
            return self.pool
        die = character.stress_die(stress)
        if die is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "challenge: {name} has no {stress} stress"),
                name=name,
                stress=stress,
            )
        return self.pool.add(die, *self._paid_dice(character, stress, paid))

    def paid_stress_reasons(self, name: str, stress: StressType | None) -> dict[StressType, str]:
        """Return, per stress type, why the GM cannot pay to add it ("" when it can)."""
        character = self.character(name)
        return {
            kind: paid_stress_reason(character, stress, StressUse.OPPOSITION, False, kind)
            for kind in StressType
        }

    @staticmethod
    def _paid_dice(
        character: CortexCharacter, stress: StressType, paid: Sequence[StressType]
    ) -> tuple[Die, ...]:
        dice: list[Die] = []
        for position, kind in enumerate(paid):
            if kind in paid[:position]:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "challenge: the GM already pays to add {kind} stress"
                    ),
                    kind=kind,
                )
            reason = paid_stress_kind_refusal(character, stress, StressUse.OPPOSITION, False, kind)
            if reason is not None:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "challenge: the GM cannot pay to add {kind} stress ({reason})"
                    ),
                    kind=kind,
                    reason=reason,
                )
            die = character.stress_die(kind)
            assert die is not None  # an allowed paid die is held
            dice.append(die)
        return tuple(dice)

    def _check_paid(
        self,
        name: str,
        gm: RollResult,
        stress: StressType | None,
        paid: Sequence[StressType],
    ) -> tuple[StressType, ...]:
        """Check the GM rolled the paid stress dice too; return the types paid for."""
        if not paid:
            return ()
        opposition = self.opposition(name, stress, paid)
        if not gm.roll.pool.contains(opposition):
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "challenge: the GM's roll ({gm_roll_pool_label}) must include the "
                    "challenge and stress dice ({opposition_label})",
                ),
                gm_roll_pool_label=gm.roll.pool.label,
                opposition_label=opposition.label,
            )
        return tuple(paid)

    def _check_turn(self, name: str) -> CortexCharacter:
        if self.phase is ChallengePhase.OVERCOME:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "challenge: already overcome"))
        if self.phase is ChallengePhase.CHALLENGE:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "challenge: every character has acted; it is the challenge's turn"
                )
            )
        character = self.character(name)
        if character.stressed_out:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "challenge: {name} is stressed out and takes no turn"),
                name=name,
            )
        if name in self.acted:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "challenge: {name} has already acted this round"),
                name=name,
            )
        return character

    def _check_gm_roll(self, gm: RollResult) -> None:
        if not gm.roll.pool.contains(self.pool):
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "challenge: the GM's roll ({gm_roll_pool_label}) must include the "
                    "challenge dice ({pool_label})",
                ),
                gm_roll_pool_label=gm.roll.pool.label,
                pool_label=self.pool.label,
            )

    def _end_turn(self, name: str, report: TurnReport) -> TurnReport:
        self.acted.append(name)
        self.log.append(report)
        if self.overcome:
            self.phase = ChallengePhase.OVERCOME
        elif not self.waiting():
            self.phase = ChallengePhase.CHALLENGE
        return report

    def take_turn(
        self,
        name: str,
        gm: RollResult,
        player: RollResult,
        target: Die | None,
        stress_kind: StressType,
        stress: StressType | None = None,
        paid: Sequence[StressType] = (),
    ) -> TurnReport:
        """Resolve a character's try at the challenge against the GM's roll.

        ``stress`` is the stress die in the GM's roll; the GM pays the character one plot
        point for each further stress type in ``paid`` (its die must be in the roll too).
        """
        character = self._check_turn(name)
        self._check_gm_roll(gm)
        paid_for = self._check_paid(name, gm, stress, paid)
        judgement = judge(player.total, gm.total)
        if not judgement.beaten:
            character.earn_plot_points(len(paid_for))
            change = character.take_stress(stress_kind, gm.effect_die)
            return self._end_turn(name, TurnReport(name, judgement, None, change, paid_for))
        if target is None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "challenge: a beaten difficulty needs a challenge die to compare"
                )
            )
        if target not in self.pool.dice:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "challenge: there is no {target_label} in {pool_label}"
                ),
                target_label=target.label,
                pool_label=self.pool.label,
            )
        character.earn_plot_points(len(paid_for))
        effect = step_effect(player.effect_die, judgement.effect_steps)
        if effect > target:
            self.pool = self.pool.remove(target)
            progress = ProgressChange(target, None)
        else:
            self.pool = self.pool.step_down(target)
            progress = ProgressChange(target, target.stepped_down())
        return self._end_turn(name, TurnReport(name, judgement, progress, None, paid_for))

    def other_action(
        self,
        name: str,
        judgement: Judgement,
        stress: StressType | None = None,
        paid: Sequence[StressType] = (),
    ) -> TurnReport:
        """Spend a character's turn on another test (asset, recovery) against the pool.

        The GM pays one plot point for each stress type in ``paid`` added to its roll.
        """
        character = self._check_turn(name)
        if paid:
            self.opposition(name, stress, paid)  # the rules check the paid dice
        character.earn_plot_points(len(paid))
        return self._end_turn(name, TurnReport(name, judgement, None, None, tuple(paid)))

    def _next_round(self) -> None:
        self.round += 1
        self.acted.clear()
        self.phase = ChallengePhase.CHARACTERS if self.waiting() else ChallengePhase.CHALLENGE

    def _check_challenge_turn(self) -> None:
        if self.phase is not ChallengePhase.CHALLENGE:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "challenge: the challenge acts only after every character has"
                )
            )

    def strengthen(self, die: Die) -> DicePool:
        """The challenge's turn: step one die up; a d12 stays and a d6 is added."""
        self._check_challenge_turn()
        if die not in self.pool.dice:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "challenge: there is no {die_label} in {pool_label}"),
                die_label=die.label,
                pool_label=self.pool.label,
            )
        self.pool = self.pool.add(Die.D6) if die is Die.D12 else self.pool.step_up(die)
        self._next_round()
        return self.pool

    def challenge_tests(
        self,
        name: str,
        player: RollResult,
        gm: RollResult,
        stress_kind: StressType,
        stress: StressType | None = None,
        paid: Sequence[StressType] = (),
    ) -> TurnReport:
        """The challenge's turn: its roll must beat the character's total, or nothing happens.

        The report's judgement is the challenge's total against the character's; when the
        challenge beats it the character takes stress of ``stress_kind`` at its effect die.
        The GM pays one plot point for each stress type in ``paid`` added to its roll.
        """
        self._check_challenge_turn()
        character = self.character(name)
        if character.stressed_out:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "challenge: {name} is stressed out and out of the scene"
                ),
                name=name,
            )
        self._check_gm_roll(gm)
        paid_for = self._check_paid(name, gm, stress, paid)
        character.earn_plot_points(len(paid_for))
        judgement = judge(gm.total, player.total)
        change = character.take_stress(stress_kind, gm.effect_die) if judgement.beaten else None
        report = TurnReport(name, judgement, None, change, paid_for)
        self.log.append(report)
        self._next_round()
        return report
