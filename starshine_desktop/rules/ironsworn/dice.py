"""Dice for the Ironsworn rolls: injectable, either random or faces given by the player.

Every roll in this package takes a ``DiceSource``: a ``random.Random`` (rolled), a sequence
of faces (read in order, each checked against the die it stands for), or any object with
``roll(sides) -> int`` (the ``Dice`` protocol). ``as_dice`` turns one into a ``Dice``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Protocol, TypeAlias, runtime_checkable

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError

ACTION_DIE = 6
CHALLENGE_DIE = 10
ORACLE_DIE = 100


@runtime_checkable
class Dice(Protocol):
    """Something that rolls one die with ``sides`` faces."""

    def roll(self, sides: int) -> int:
        """Return one face of a die with ``sides`` faces."""
        ...


DiceSource: TypeAlias = "Dice | random.Random | Sequence[int]"


def check_face(face: object, sides: int, what: str = "die") -> int:
    """Return ``face`` if a d``sides`` can show it; raise RuleError naming the die otherwise."""
    if type(face) is not int or not 1 <= face <= sides:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{what}: a d{sides} shows 1 to {sides}, not {face!r}"),
            what=what,
            sides=sides,
            face=face,
        )
    return face


class RandomDice:
    """Dice rolled with an injected ``random.Random``."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def roll(self, sides: int) -> int:
        """Roll one die with ``sides`` faces."""
        return self._rng.randint(1, sides)


class GivenDice:
    """Dice whose faces were given (typed in or read from a file), used in order."""

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = tuple(faces)
        self._used = 0

    @property
    def used(self) -> int:
        """Return how many faces have been read so far."""
        return self._used

    @property
    def remaining(self) -> int:
        """Return how many faces are left unread."""
        return len(self._faces) - self._used

    def roll(self, sides: int) -> int:
        """Return the next given face, checked against a die with ``sides`` faces."""
        if self._used >= len(self._faces):
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "dice: the roll needs more than the {count} given face(s); give one more "
                    "d{sides}",
                ),
                count=len(self._faces),
                sides=sides,
            )
        face = self._faces[self._used]
        if type(face) is not int or not 1 <= face <= sides:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "dice: given face {number} is {face!r}, but a d{sides} shows 1 to {sides}",
                ),
                number=self._used + 1,
                face=face,
                sides=sides,
            )
        self._used += 1
        return face


def as_dice(source: DiceSource) -> Dice:
    """Return ``source`` as ``Dice``: a Random rolls, a sequence of ints gives faces in order."""
    if isinstance(source, random.Random):
        return RandomDice(source)
    if isinstance(source, Dice):
        return source
    return GivenDice(source)
