"""Ironsworn: action rolls and progress rolls (rules-spec E).

- ``action_roll(stat, adds, momentum, dice=…, burn=…, impacts=…)`` rolls the action die
  (d6) and two challenge dice (d10), in that order when faces are given. The action score
  is die + stat + adds, capped at 10; negative momentum whose magnitude equals the action
  die cancels the die (score = stat + adds, capped). With ``burn``, momentum replaces the
  action score and then drops to its reset value — only where that helps: burning is
  accepted when momentum beats more challenge dice than the action score (a better band);
  otherwise ``RuleError`` says why and nothing is burned.
- ``ActionRoll.can_burn`` / ``burn_would_improve`` / ``burned_with(impacts)`` let a GUI offer the
  burn after showing the dice, as players do at the table; ``burn_could_help(stat, adds,
  momentum)`` says before the roll whether any roll could be helped (the GUI offers the burn
  only then).
- ``progress_roll(progress_score, dice)`` rolls two challenge dice against a progress score
  (0..10); momentum plays no part.
- ``outcome_for(score, c1, c2)``: beating both dice (strictly greater) is a strong hit, one
  a weak hit, none a miss; equal challenge dice are a match.
- ``decisive_action_outcome(outcome, match, in_control)`` applies Take Decisive Action's
  downgrade when the character is in a bad spot.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn.character import check_momentum, momentum_reset
from starshine_desktop.rules.ironsworn.dice import (
    ACTION_DIE,
    CHALLENGE_DIE,
    DiceSource,
    as_dice,
    check_face,
)

ACTION_SCORE_CAP = 10
ROLL_STAT_MIN = 0
ROLL_STAT_MAX = 5
ADDS_MAX = 10
PROGRESS_SCORE_MAX = 10


class IronswornOutcome(StrEnum):
    """The band a roll lands in."""

    STRONG_HIT = "strong_hit"
    WEAK_HIT = "weak_hit"
    MISS = "miss"

    @property
    def label(self) -> str:
        """Return the band as people say it, e.g. 'strong hit'."""
        return {
            IronswornOutcome.STRONG_HIT: QT_TRANSLATE_NOOP("Game", "strong hit"),
            IronswornOutcome.WEAK_HIT: QT_TRANSLATE_NOOP("Game", "weak hit"),
            IronswornOutcome.MISS: QT_TRANSLATE_NOOP("Game", "miss"),
        }[self]

    @property
    def rank(self) -> int:
        """Return 2 for a strong hit, 1 for a weak hit and 0 for a miss (for comparisons)."""
        return {
            IronswornOutcome.STRONG_HIT: 2,
            IronswornOutcome.WEAK_HIT: 1,
            IronswornOutcome.MISS: 0,
        }[self]


def outcome_for(score: int, first: int, second: int) -> IronswornOutcome:
    """Return the band of ``score`` against two challenge dice (beat = strictly greater)."""
    beaten = (score > first) + (score > second)
    return (IronswornOutcome.MISS, IronswornOutcome.WEAK_HIT, IronswornOutcome.STRONG_HIT)[beaten]


def check_roll_stat(stat: int) -> int:
    """Return ``stat`` if it can be rolled (a stat, meter or rank: 0..5), else raise RuleError."""
    if type(stat) is not int or not ROLL_STAT_MIN <= stat <= ROLL_STAT_MAX:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "action roll: the value rolled (a stat, meter or rank) is "
                "{roll_stat_min} to {roll_stat_max}, not {stat!r}",
            ),
            roll_stat_min=ROLL_STAT_MIN,
            roll_stat_max=ROLL_STAT_MAX,
            stat=stat,
        )
    return stat


def check_adds(adds: int) -> int:
    """Return ``adds`` if it is a legal bonus (0..10), else raise RuleError."""
    if type(adds) is not int or not 0 <= adds <= ADDS_MAX:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "action roll: adds are 0 to {adds_max} (the score caps at 10), not {adds!r}",
            ),
            adds_max=ADDS_MAX,
            adds=adds,
        )
    return adds


def check_progress_score(score: int) -> int:
    """Return ``score`` if it is a progress score (0..10 filled boxes), else raise RuleError."""
    if type(score) is not int or not 0 <= score <= PROGRESS_SCORE_MAX:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "progress roll: a progress score is 0 to 10 filled boxes, not {score!r}"
            ),
            score=score,
        )
    return score


def action_score(action_die: int, stat: int, adds: int, momentum: int = 0) -> tuple[int, bool]:
    """Return the capped action score and whether negative momentum cancelled the die."""
    cancelled = momentum < 0 and -momentum == action_die
    raw = stat + adds if cancelled else action_die + stat + adds
    return min(ACTION_SCORE_CAP, raw), cancelled


@dataclass(frozen=True, slots=True)
class ActionRoll:
    """One action roll: the dice, the score, the band and momentum before and after."""

    action_die: int
    stat: int
    adds: int
    challenge_dice: tuple[int, int]
    momentum_before: int
    die_cancelled: bool
    rolled_score: int
    burned: bool
    action_score: int
    outcome: IronswornOutcome
    match: bool
    momentum_after: int

    @property
    def rolled_outcome(self) -> IronswornOutcome:
        """Return the band the dice gave before any momentum was burned."""
        return outcome_for(self.rolled_score, *self.challenge_dice)

    @property
    def can_burn(self) -> bool:
        """Return whether momentum may still be burned on this roll (positive, not burned)."""
        return not self.burned and self.momentum_before > 0

    @property
    def burn_would_improve(self) -> bool:
        """Return whether burning momentum would lift this roll to a better band."""
        if not self.can_burn:
            return False
        burned = outcome_for(self.momentum_before, *self.challenge_dice)
        return burned.rank > self.outcome.rank

    def burned_with(self, impacts: int = 0) -> ActionRoll:
        """Return this roll with momentum burned: momentum is the score, then resets.

        Raise ``RuleError`` unless burning helps (``burn_would_improve``): burning momentum
        that would keep or lower the band would only throw the momentum away.
        """
        if self.burned:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "burn momentum: momentum was already burned on this roll"
                )
            )
        if self.momentum_before <= 0:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "burn momentum: only positive momentum can replace the action score, not "
                    "{momentum_before}",
                ),
                momentum_before=self.momentum_before,
            )
        if not self.burn_would_improve:
            burned = outcome_for(self.momentum_before, *self.challenge_dice)
            first, second = self.challenge_dice
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "burn momentum: it helps only when momentum beats more challenge dice "
                    "than the action score; against {first} and {second} momentum "
                    "{momentum_before:+d} gives a {burned_label} and the action score "
                    "{action_score} a {outcome_label}, so nothing is burned",
                ),
                first=first,
                second=second,
                momentum_before=self.momentum_before,
                burned_label=burned.label,
                action_score=self.action_score,
                outcome_label=self.outcome.label,
            )
        return replace(
            self,
            burned=True,
            action_score=self.momentum_before,
            outcome=outcome_for(self.momentum_before, *self.challenge_dice),
            momentum_after=momentum_reset(impacts),
        )


def action_roll(
    stat: int,
    adds: int = 0,
    momentum: int = 0,
    *,
    dice: DiceSource,
    burn: bool = False,
    impacts: int = 0,
) -> ActionRoll:
    """Make an action roll; faces, if given, are the action die then the two challenge dice.

    With ``burn`` the roll burns momentum; that is accepted only where it helps (see
    ``ActionRoll.burned_with``), else ``RuleError`` is raised and nothing is burned.
    """
    check_roll_stat(stat)
    check_adds(adds)
    check_momentum(momentum, impacts)
    source = as_dice(dice)
    die = check_face(source.roll(ACTION_DIE), ACTION_DIE, "action die")
    first = check_face(source.roll(CHALLENGE_DIE), CHALLENGE_DIE, "challenge die")
    second = check_face(source.roll(CHALLENGE_DIE), CHALLENGE_DIE, "challenge die")
    score, cancelled = action_score(die, stat, adds, momentum)
    roll = ActionRoll(
        action_die=die,
        stat=stat,
        adds=adds,
        challenge_dice=(first, second),
        momentum_before=momentum,
        die_cancelled=cancelled,
        rolled_score=score,
        burned=False,
        action_score=score,
        outcome=outcome_for(score, first, second),
        match=first == second,
        momentum_after=momentum,
    )
    if burn:
        return roll.burned_with(impacts)
    return roll


def burn_could_help(stat: int, adds: int = 0, momentum: int = 0, impacts: int = 0) -> bool:
    """Return whether burning ``momentum`` would lift some action roll to a better band.

    It helps on a roll when momentum beats a challenge die the action score does not, so
    exactly when some action die gives a score below momentum and a challenge die can land
    between them (a die shows 1..10: one showing max(score, 1) is beaten by momentum alone).
    Never on a progress roll.
    """
    check_roll_stat(stat)
    check_adds(adds)
    check_momentum(momentum, impacts)
    return any(
        max(1, action_score(die, stat, adds, momentum)[0]) < momentum
        for die in range(1, ACTION_DIE + 1)
    )


@dataclass(frozen=True, slots=True)
class ProgressRoll:
    """One progress roll: the progress score against two challenge dice."""

    progress_score: int
    challenge_dice: tuple[int, int]
    outcome: IronswornOutcome
    match: bool


def progress_roll(progress_score: int, dice: DiceSource) -> ProgressRoll:
    """Roll the challenge dice against a progress score (no momentum, no adds)."""
    check_progress_score(progress_score)
    source = as_dice(dice)
    first = check_face(source.roll(CHALLENGE_DIE), CHALLENGE_DIE, "challenge die")
    second = check_face(source.roll(CHALLENGE_DIE), CHALLENGE_DIE, "challenge die")
    return ProgressRoll(
        progress_score=progress_score,
        challenge_dice=(first, second),
        outcome=outcome_for(progress_score, first, second),
        match=first == second,
    )


def decisive_action_outcome(
    outcome: IronswornOutcome, match: bool, in_control: bool
) -> IronswornOutcome:
    """Return Take Decisive Action's band: in a bad spot a plain strong hit is a weak hit, a
    weak hit a miss (a strong hit with a match stands)."""
    if in_control:
        return outcome
    if outcome is IronswornOutcome.STRONG_HIT:
        return IronswornOutcome.STRONG_HIT if match else IronswornOutcome.WEAK_HIT
    return IronswornOutcome.MISS


__all__ = [
    "ACTION_SCORE_CAP",
    "ActionRoll",
    "IronswornOutcome",
    "ProgressRoll",
    "action_roll",
    "action_score",
    "burn_could_help",
    "decisive_action_outcome",
    "outcome_for",
    "progress_roll",
]
