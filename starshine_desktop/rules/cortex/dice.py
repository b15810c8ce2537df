"""Cortex dice, pools, rolls, totals, effect dice and outcomes (rules-spec C, seed 002).

A GUI drives this module with plain values:

- ``Die`` is a die size (``Die.D8``); ``Die.parse("d8")`` reads one, ``die.label`` prints it,
  ``die.stepped_up()`` / ``die.stepped_down()`` move one step (``None`` past d12 / below d4).
- ``DicePool`` is an immutable pool: ``add``, ``remove``, ``step_up``, ``step_down`` (a d4
  stepped down leaves the pool; a d12 cannot be stepped up) each return a new pool.
- ``roll_pool(pool, rng)`` rolls with an injected ``random.Random``; ``roll_from_faces(pool,
  faces)`` checks faces typed in. Both give a ``Roll`` (hitches, botch).
- ``best_result(roll, extra_dice=0)`` picks the highest total (two dice, plus one per plot
  point spent) and the largest effect die left; ``choose_result(roll, total_indices,
  effect_index)`` checks a choice the player makes by hand. Both give a ``RollResult``.
- ``judge(total, difficulty)`` gives a ``Judgement``: the ``CortexOutcome`` and the heroic
  ``effect_steps``; ``RollResult.against(difficulty)`` does the same for a result.
- ``Difficulty`` names the five levels; ``difficulty_pool(level, extra)`` builds the GM's pool.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import IntEnum, StrEnum

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError

BASE_TOTAL_DICE = 2
HEROIC_MARGIN = 5


class Die(IntEnum):
    """A die size, in steps d4 < d6 < d8 < d10 < d12."""

    D4 = 4
    D6 = 6
    D8 = 8
    D10 = 10
    D12 = 12

    @property
    def label(self) -> str:
        """Return the die as people write it, e.g. 'd8'."""
        return f"d{self.value}"

    @property
    def sides(self) -> int:
        """Return the number of faces."""
        return int(self.value)

    def stepped_up(self, steps: int = 1) -> Die | None:
        """Return the die ``steps`` sizes larger, or None if that is past d12."""
        return _step(self, steps)

    def stepped_down(self, steps: int = 1) -> Die | None:
        """Return the die ``steps`` sizes smaller, or None if that is below d4."""
        return _step(self, -steps)

    @classmethod
    def parse(cls, text: str) -> Die:
        """Read a die such as 'd8' (any case); raise RuleError for anything else."""
        cleaned = text.strip().lower()
        for die in cls:
            if cleaned == die.label:
                return die
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "dice: {text!r} is not a Cortex die (d4, d6, d8, d10 or d12)"
            ),
            text=text.strip(),
        )


DIE_STEPS: tuple[Die, ...] = tuple(Die)


def _step(die: Die, steps: int) -> Die | None:
    index = DIE_STEPS.index(die) + steps
    if 0 <= index < len(DIE_STEPS):
        return DIE_STEPS[index]
    return None


def parse_pool(text: str) -> DicePool:
    """Read a pool written as 'd8,d6,d6'; raise RuleError for junk or an empty pool."""
    parts = text.split(",")
    if not text.strip() or any(not part.strip() for part in parts):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "pool: {text!r} is not a list of dice such as d8,d6,d6"),
            text=text.strip(),
        )
    return DicePool(tuple(Die.parse(part) for part in parts))


@dataclass(frozen=True, slots=True)
class DicePool:
    """An unordered pool of Cortex dice, kept largest first."""

    dice: tuple[Die, ...] = ()

    def __post_init__(self) -> None:
        for die in self.dice:
            if not isinstance(die, Die):
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "pool: {die!r} is not a Cortex die"),
                    die=die,
                )
        object.__setattr__(self, "dice", tuple(sorted(self.dice, reverse=True)))

    @classmethod
    def of(cls, *dice: Die) -> DicePool:
        """Build a pool from the dice given."""
        return cls(tuple(dice))

    def __len__(self) -> int:
        return len(self.dice)

    def __iter__(self) -> Iterator[Die]:
        return iter(self.dice)

    @property
    def label(self) -> str:
        """Return the pool as people write it, e.g. 'd8,d6,d6'."""
        return ",".join(die.label for die in self.dice)

    def add(self, *dice: Die) -> DicePool:
        """Return the pool with the dice added."""
        return DicePool(self.dice + tuple(dice))

    def remove(self, die: Die) -> DicePool:
        """Return the pool with one die of that size taken out."""
        dice = list(self.dice)
        if die not in dice:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "pool: there is no {die_label} in {pool}"),
                die_label=die.label,
                pool=self.label or QT_TRANSLATE_NOOP("Game", "the empty pool"),
            )
        dice.remove(die)
        return DicePool(tuple(dice))

    def step_up(self, die: Die) -> DicePool:
        """Return the pool with one die of that size stepped up; a d12 cannot step up."""
        larger = die.stepped_up()
        if larger is None:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "stepping: a d12 cannot be stepped up"))
        return self.remove(die).add(larger)

    def step_down(self, die: Die) -> DicePool:
        """Return the pool with one die of that size stepped down; a d4 leaves the pool."""
        smaller = die.stepped_down()
        rest = self.remove(die)
        return rest if smaller is None else rest.add(smaller)

    def contains(self, other: DicePool) -> bool:
        """Say whether every die of ``other`` is in this pool (as a multiset)."""
        return not Counter(other.dice) - Counter(self.dice)


@dataclass(frozen=True, slots=True)
class Roll:
    """The faces a pool showed: ``faces[i]`` is the face of ``dice[i]``."""

    dice: tuple[Die, ...]
    faces: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.dice:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "roll: a pool needs at least one die"))
        if len(self.dice) != len(self.faces):
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "faces: {count} faces given for {count2} dice; give one face per die"
                ),
                count=len(self.faces),
                count2=len(self.dice),
            )
        for die, face in zip(self.dice, self.faces, strict=True):
            if type(face) is not int or not 1 <= face <= die.sides:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "faces: a {die_label} shows 1 to {die_sides}, not {face!r}"
                    ),
                    die_label=die.label,
                    die_sides=die.sides,
                    face=face,
                )

    @property
    def pool(self) -> DicePool:
        """Return the pool that was rolled."""
        return DicePool(self.dice)

    @property
    def hitch_indices(self) -> tuple[int, ...]:
        """Return the positions of the dice that rolled a 1 (hitches)."""
        return tuple(i for i, face in enumerate(self.faces) if face == 1)

    @property
    def hitches(self) -> int:
        """Return how many dice rolled a 1."""
        return len(self.hitch_indices)

    @property
    def botch(self) -> bool:
        """Say whether every die is a hitch."""
        return self.hitches == len(self.faces)


def roll_pool(pool: DicePool, rng: random.Random) -> Roll:
    """Roll every die of the pool with the given random source."""
    return Roll(pool.dice, tuple(rng.randint(1, die.sides) for die in pool.dice))


def roll_from_faces(pool: DicePool, faces: Sequence[int]) -> Roll:
    """Pair faces typed in with the pool's dice, in the order the pool was written."""
    return Roll(pool.dice, tuple(faces))


def roll_dice(dice: Sequence[Die], faces: Sequence[int]) -> Roll:
    """Pair faces with dice in the order given (the pool is not re-sorted)."""
    return Roll(tuple(dice), tuple(faces))


class CortexOutcome(StrEnum):
    """How a total fared against a difficulty."""

    FAILURE = QT_TRANSLATE_NOOP("Game", "failure")
    SUCCESS = QT_TRANSLATE_NOOP("Game", "success")
    HEROIC_SUCCESS = QT_TRANSLATE_NOOP("Game", "heroic_success")


@dataclass(frozen=True, slots=True)
class Judgement:
    """A total judged against a difficulty: the outcome, the margin and the heroic steps."""

    outcome: CortexOutcome
    margin: int
    effect_steps: int

    @property
    def beaten(self) -> bool:
        """Say whether the total beat the difficulty (strictly greater)."""
        return self.outcome is not CortexOutcome.FAILURE


def judge(total: int, difficulty: int) -> Judgement:
    """Judge a total: beat means strictly greater; each full 5 over steps the effect die."""
    if difficulty < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "difficulty: a difficulty is 0 or more, not {difficulty}"),
            difficulty=difficulty,
        )
    margin = total - difficulty
    if margin <= 0:
        return Judgement(CortexOutcome.FAILURE, margin, 0)
    steps = margin // HEROIC_MARGIN
    outcome = CortexOutcome.HEROIC_SUCCESS if steps else CortexOutcome.SUCCESS
    return Judgement(outcome, margin, steps)


def step_effect(die: Die, steps: int) -> Die:
    """Step an effect die up by heroic steps; it stops at d12 (the largest die)."""
    if steps <= 0:
        return die
    return _step(die, steps) or Die.D12


@dataclass(frozen=True, slots=True)
class RollResult:
    """A roll read for a test: the dice making the total and the effect die."""

    roll: Roll
    total_indices: tuple[int, ...]
    effect_index: int | None

    @property
    def total(self) -> int:
        """Return the sum of the dice chosen for the total (0 on a botch)."""
        return sum(self.roll.faces[i] for i in self.total_indices)

    @property
    def effect_die(self) -> Die:
        """Return the effect die's size; d4 when no die was left for it."""
        if self.effect_index is None:
            return Die.D4
        return self.roll.dice[self.effect_index]

    @property
    def plot_points_spent(self) -> int:
        """Return the plot points the total needed (one per die past the first two)."""
        return max(0, len(self.total_indices) - BASE_TOTAL_DICE)

    @property
    def hitches(self) -> int:
        """Return how many dice rolled a 1."""
        return self.roll.hitches

    @property
    def botch(self) -> bool:
        """Say whether every die is a hitch."""
        return self.roll.botch

    def against(self, difficulty: int) -> Judgement:
        """Judge this result's total against a difficulty."""
        return judge(self.total, difficulty)

    def heroic_effect_die(self, difficulty: int) -> Die:
        """Return the effect die stepped up once per full 5 the difficulty was beaten by."""
        return step_effect(self.effect_die, self.against(difficulty).effect_steps)


def best_result(roll: Roll, extra_dice: int = 0) -> RollResult:
    """Take the highest total (two dice plus ``extra_dice`` bought with plot points).

    Among dice showing the same face the smaller die goes into the total, so the largest
    die is left for the effect die; the effect die is the largest remaining non-hitch die.
    """
    if extra_dice < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "plot points: extra dice for a total cannot be negative")
        )
    usable = [i for i, face in enumerate(roll.faces) if face != 1]
    usable.sort(key=lambda i: (-roll.faces[i], roll.dice[i], i))
    total = tuple(sorted(usable[: BASE_TOTAL_DICE + extra_dice]))
    left = [i for i in usable if i not in total]
    effect = max(left, key=lambda i: (roll.dice[i], -i)) if left else None
    return RollResult(roll, total, effect)


def choose_result(roll: Roll, total_indices: Sequence[int], effect_index: int | None) -> RollResult:
    """Check a hand-made choice of total dice and effect die against the rules."""
    chosen = tuple(total_indices)
    for index in (*chosen, *(() if effect_index is None else (effect_index,))):
        if not 0 <= index < len(roll.faces):
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "roll: there is no die number {index}"),
                index=index,
            )
    if len(set(chosen)) != len(chosen):
        raise RuleError(QT_TRANSLATE_NOOP("Refusal", "total: a die counts once in the total"))
    hitches = set(roll.hitch_indices)
    if hitches & set(chosen):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "total: a die that rolled a hitch (1) cannot be used in the total"
            )
        )
    usable = len(roll.faces) - len(hitches)
    if len(chosen) < min(BASE_TOTAL_DICE, usable):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "total: the total uses two dice when two non-hitch dice are left"
            )
        )
    if effect_index is not None:
        if effect_index in hitches:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "effect die: a die that rolled a hitch cannot be the effect die"
                )
            )
        if effect_index in chosen:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "effect die: a die in the total cannot also be the effect die"
                )
            )
    return RollResult(roll, tuple(sorted(chosen)), effect_index)


class Difficulty(StrEnum):
    """A difficulty level; its two difficulty dice are ``dice``."""

    VERY_EASY = "very_easy"
    EASY = "easy"
    CHALLENGING = "challenging"
    HARD = "hard"
    VERY_HARD = "very_hard"

    @property
    def die(self) -> Die:
        """Return the size of this level's difficulty dice."""
        return DIFFICULTY_DICE[self]

    @property
    def label(self) -> str:
        """Return the level's name as printed, e.g. 'Very Hard'."""
        return {
            Difficulty.VERY_EASY: QT_TRANSLATE_NOOP("Game", "Very Easy"),
            Difficulty.EASY: QT_TRANSLATE_NOOP("Game", "Easy"),
            Difficulty.CHALLENGING: QT_TRANSLATE_NOOP("Game", "Challenging"),
            Difficulty.HARD: QT_TRANSLATE_NOOP("Game", "Hard"),
            Difficulty.VERY_HARD: QT_TRANSLATE_NOOP("Game", "Very Hard"),
        }[self]

    @property
    def dice(self) -> tuple[Die, Die]:
        """Return the two difficulty dice of this level."""
        return (self.die, self.die)

    @classmethod
    def parse(cls, text: str) -> Difficulty:
        """Read a level by name ('hard', 'Very Easy', 'very-easy')."""
        key = text.strip().lower().replace("-", "_").replace(" ", "_")
        for level in cls:
            if level.value == key:
                return level
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "difficulty: {text!r} is not a level (very easy … very hard)"
            ),
            text=text,
        )


DIFFICULTY_DICE: dict[Difficulty, Die] = {
    Difficulty.VERY_EASY: Die.D4,
    Difficulty.EASY: Die.D6,
    Difficulty.CHALLENGING: Die.D8,
    Difficulty.HARD: Die.D10,
    Difficulty.VERY_HARD: Die.D12,
}


def difficulty_pool(level: Difficulty, extra: Iterable[Die] = ()) -> DicePool:
    """Return the GM's pool: two dice of the level plus any dice the GM adds."""
    return DicePool(level.dice + tuple(extra))
