"""Ironsworn: progress tracks, scene challenges and legacy tracks (rules-spec E).

Every value here is frozen; each call returns the new value for the GUI to store.

- ``Rank`` gives ticks per mark of progress (troublesome 12, dangerous 8, formidable 4,
  extreme 2, epic 1), the legacy reward (1, 2, 4, 8 or 12 ticks) and the connection bonus.
- ``ProgressTrack(name, kind, rank, ticks)``: 10 boxes of 4 ticks (0..40).
  ``mark_progress(times)`` ("twice" is ``times=2``), ``lose_progress(times)``, ``clear()``,
  ``recommit(challenge_dice)`` (clear boxes equal to the lower die, raise the rank),
  ``progress_score`` (filled boxes), ``box_ticks()`` (ticks in each box, for drawing) and
  ``roll(dice)`` (a progress roll).
- ``SceneChallenge``: a troublesome, dangerous or formidable track against a four-segment
  tension clock; ``face_danger(outcome, match)`` and ``secure_an_advantage(outcome, match)``
  apply the scene versions of those moves, ``finish(dice)`` rolls Finish a Scene.
- ``LegacyTrack`` / ``Legacy``: quests, bonds and discoveries. Each box filled earns
  2 experience, 1 once the track has been completed and cleared; ticks past the tenth box
  carry over onto the cleared track. A progress roll against a cleared track counts 10.
  ``Legacy.advance(kind)`` spends 3 (new asset) or 2 (upgrade) experience.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn.dice import DiceSource
from starshine_desktop.rules.ironsworn.rolls import IronswornOutcome, ProgressRoll, progress_roll

TICKS_PER_BOX = 4
BOXES = 10
MAX_TICKS = TICKS_PER_BOX * BOXES
TENSION_CLOCK_SEGMENTS = 4
XP_PER_BOX = 2
XP_PER_BOX_AFTER_CLEARING = 1
CLEARED_TRACK_PROGRESS_SCORE = 10


class Rank(StrEnum):
    """The rank of a vow, expedition, connection, fight or scene, lowest first."""

    TROUBLESOME = "troublesome"
    DANGEROUS = "dangerous"
    FORMIDABLE = "formidable"
    EXTREME = "extreme"
    EPIC = "epic"

    @property
    def label(self) -> str:
        """Return the rank's name capitalized."""
        return {
            Rank.TROUBLESOME: QT_TRANSLATE_NOOP("Game", "Troublesome"),
            Rank.DANGEROUS: QT_TRANSLATE_NOOP("Game", "Dangerous"),
            Rank.FORMIDABLE: QT_TRANSLATE_NOOP("Game", "Formidable"),
            Rank.EXTREME: QT_TRANSLATE_NOOP("Game", "Extreme"),
            Rank.EPIC: QT_TRANSLATE_NOOP("Game", "Epic"),
        }[self]

    @property
    def progress_ticks(self) -> int:
        """Return the ticks marked (or lost) per unit of progress at this rank."""
        return _PROGRESS_TICKS[self]

    @property
    def legacy_reward_ticks(self) -> int:
        """Return the ticks of legacy reward for completing a challenge of this rank."""
        return _LEGACY_REWARD_TICKS[self]

    @property
    def bonus(self) -> int:
        """Return the +rank value rolled for a bonded connection (troublesome +1 .. epic +5)."""
        return RANKS.index(self) + 1

    def raised(self) -> Rank:
        """Return the next rank up (epic stays epic)."""
        return RANKS[min(RANKS.index(self) + 1, len(RANKS) - 1)]

    def lowered(self) -> Rank | None:
        """Return the next rank down, or None below troublesome."""
        index = RANKS.index(self) - 1
        return RANKS[index] if index >= 0 else None


RANKS: tuple[Rank, ...] = tuple(Rank)
_PROGRESS_TICKS = {
    Rank.TROUBLESOME: 12,
    Rank.DANGEROUS: 8,
    Rank.FORMIDABLE: 4,
    Rank.EXTREME: 2,
    Rank.EPIC: 1,
}
_LEGACY_REWARD_TICKS = {
    Rank.TROUBLESOME: 1,
    Rank.DANGEROUS: 2,
    Rank.FORMIDABLE: 4,
    Rank.EXTREME: 8,
    Rank.EPIC: 12,
}
SCENE_RANKS = (Rank.TROUBLESOME, Rank.DANGEROUS, Rank.FORMIDABLE)


def check_ticks(ticks: int, what: str = "progress track") -> int:
    """Return ``ticks`` if a track can hold it (0..40), else raise RuleError."""
    if type(ticks) is not int or not 0 <= ticks <= MAX_TICKS:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{what}: a track holds 0 to {max_ticks} ticks (10 boxes of 4), not {ticks!r}",
            ),
            what=what,
            max_ticks=MAX_TICKS,
            ticks=ticks,
        )
    return ticks


def check_times(times: int, what: str) -> int:
    """Return ``times`` if it is a whole number of marks (1 or more), else raise RuleError."""
    if type(times) is not int or times < 1:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{what}: progress is marked or lost 1 or more times, not {times!r}"
            ),
            what=what,
            times=times,
        )
    return times


def box_ticks(ticks: int) -> tuple[int, ...]:
    """Return the ticks in each of the ten boxes (4 for a full box), for drawing a track."""
    check_ticks(ticks)
    return tuple(max(0, min(TICKS_PER_BOX, ticks - box * TICKS_PER_BOX)) for box in range(BOXES))


class TrackKind(StrEnum):
    """What a progress track follows."""

    VOW = "vow"
    EXPEDITION = "expedition"
    CONNECTION = "connection"
    COMBAT = "combat"
    SCENE_CHALLENGE = "scene_challenge"

    @property
    def label(self) -> str:
        """Return the kind as people say it."""
        return {
            TrackKind.VOW: QT_TRANSLATE_NOOP("Game", "Vow"),
            TrackKind.EXPEDITION: QT_TRANSLATE_NOOP("Game", "Expedition"),
            TrackKind.CONNECTION: QT_TRANSLATE_NOOP("Game", "Connection"),
            TrackKind.COMBAT: QT_TRANSLATE_NOOP("Game", "Combat objective"),
            TrackKind.SCENE_CHALLENGE: QT_TRANSLATE_NOOP("Game", "Scene challenge"),
        }[self]


@dataclass(frozen=True, slots=True)
class ProgressTrack:
    """A vow, expedition, connection, combat objective or scene challenge track."""

    name: str
    kind: TrackKind
    rank: Rank
    ticks: int = 0

    def __post_init__(self) -> None:
        check_ticks(self.ticks)
        if self.kind is TrackKind.SCENE_CHALLENGE and self.rank not in SCENE_RANKS:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "scene challenge: a scene is troublesome, dangerous or formidable, not "
                    "{rank_value}",
                ),
                rank_value=self.rank.value,
            )

    @property
    def boxes(self) -> int:
        """Return the number of completely filled boxes."""
        return self.ticks // TICKS_PER_BOX

    @property
    def progress_score(self) -> int:
        """Return the progress score: filled boxes only."""
        return self.boxes

    @property
    def is_full(self) -> bool:
        """Return whether all ten boxes are filled."""
        return self.ticks == MAX_TICKS

    def box_ticks(self) -> tuple[int, ...]:
        """Return the ticks in each of the ten boxes."""
        return box_ticks(self.ticks)

    def mark_progress(self, times: int = 1) -> ProgressTrack:
        """Mark progress ``times`` times per the rank (2 for "mark progress twice")."""
        check_times(times, "mark progress")
        gained = self.rank.progress_ticks * times
        return replace(self, ticks=min(MAX_TICKS, self.ticks + gained))

    def lose_progress(self, times: int = 1) -> ProgressTrack:
        """Clear progress ``times`` units per the rank (not below an empty track)."""
        check_times(times, "lose progress")
        lost = self.rank.progress_ticks * times
        return replace(self, ticks=max(0, self.ticks - lost))

    def clear(self) -> ProgressTrack:
        """Return the track emptied."""
        return replace(self, ticks=0)

    def recommit(self, challenge_dice: tuple[int, int]) -> ProgressTrack:
        """Clear boxes equal to the lower challenge die and raise the rank (unless epic)."""
        for face in challenge_dice:
            if type(face) is not int or not 1 <= face <= 10:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "recommit: a challenge die shows 1 to 10, not {face!r}"
                    ),
                    face=face,
                )
        cleared = min(challenge_dice) * TICKS_PER_BOX
        return replace(self, ticks=max(0, self.ticks - cleared), rank=self.rank.raised())

    def roll(self, dice: DiceSource) -> ProgressRoll:
        """Make a progress roll against this track."""
        return progress_roll(self.progress_score, dice)


@dataclass(frozen=True, slots=True)
class SceneChallenge:
    """A scene challenge: a progress track against a four-segment tension clock."""

    track: ProgressTrack
    clock: int = 0

    def __post_init__(self) -> None:
        if self.track.kind is not TrackKind.SCENE_CHALLENGE:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "scene challenge: the track must be a scene challenge track"
                )
            )
        if type(self.clock) is not int or not 0 <= self.clock <= TENSION_CLOCK_SEGMENTS:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "scene challenge: the tension clock has {tension_clock_segments} "
                    "segments, so 0 to {tension_clock_segments} filled, not {clock!r}",
                ),
                tension_clock_segments=TENSION_CLOCK_SEGMENTS,
                clock=self.clock,
            )

    @classmethod
    def begin(cls, objective: str, rank: Rank) -> SceneChallenge:
        """Begin a Scene: name the objective, choose its rank, start an empty clock."""
        return cls(ProgressTrack(objective, TrackKind.SCENE_CHALLENGE, rank))

    @property
    def is_over(self) -> bool:
        """Return whether the clock or the track is full (time to Finish a Scene)."""
        return self.clock == TENSION_CLOCK_SEGMENTS or self.track.is_full

    def fill_clock(self, segments: int = 1) -> SceneChallenge:
        """Fill ``segments`` of the tension clock (it stops at four)."""
        if type(segments) is not int or segments < 0:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "tension clock: fill 0 or more segments, not {segments!r}"
                ),
                segments=segments,
            )
        return replace(self, clock=min(TENSION_CLOCK_SEGMENTS, self.clock + segments))

    def mark_progress(self, times: int = 1) -> SceneChallenge:
        """Mark progress on the scene's track."""
        return replace(self, track=self.track.mark_progress(times))

    def _check_open(self, move: str) -> None:
        if self.is_over:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{move}: the scene is over (clock or track full); Finish a Scene"
                ),
                move=move,
            )

    def face_danger(self, outcome: IronswornOutcome, match: bool) -> SceneChallenge:
        """Apply Face Danger (scene challenge): progress on hits (twice on a strong match),
        a segment on a weak hit, a segment (two on a match) on a miss."""
        self._check_open("face danger")
        if outcome is IronswornOutcome.STRONG_HIT:
            return self.mark_progress(2 if match else 1)
        if outcome is IronswornOutcome.WEAK_HIT:
            return self.mark_progress().fill_clock(1)
        return self.fill_clock(2 if match else 1)

    def secure_an_advantage(self, outcome: IronswornOutcome, match: bool) -> SceneChallenge:
        """Apply Secure an Advantage (scene challenge) to the track and clock: progress on a
        strong hit with a match, a segment (two on a match) on a miss."""
        self._check_open("secure an advantage")
        if outcome is IronswornOutcome.STRONG_HIT and match:
            return self.mark_progress()
        if outcome is IronswornOutcome.MISS:
            return self.fill_clock(2 if match else 1)
        return self

    def finish(self, dice: DiceSource) -> ProgressRoll:
        """Finish a Scene: a progress roll against the scene's track."""
        return self.track.roll(dice)


class LegacyKind(StrEnum):
    """The three legacy tracks."""

    QUESTS = QT_TRANSLATE_NOOP("Game", "quests")
    BONDS = QT_TRANSLATE_NOOP("Game", "bonds")
    DISCOVERIES = QT_TRANSLATE_NOOP("Game", "discoveries")


@dataclass(frozen=True, slots=True)
class LegacyMark:
    """A legacy track after marking, with the experience earned and whether it was cleared."""

    track: LegacyTrack
    experience: int
    cleared: bool


@dataclass(frozen=True, slots=True)
class LegacyTrack:
    """A legacy track: ticks on the current pass and whether it was completed before."""

    kind: LegacyKind
    ticks: int = 0
    completed: bool = False

    def __post_init__(self) -> None:
        check_ticks(self.ticks, f"{self.kind.value} legacy track")
        if self.ticks == MAX_TICKS:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{kind_value} legacy track: a full legacy track is cleared at once, so "
                    "it holds 0 to 39 ticks",
                ),
                kind_value=self.kind.value,
            )

    @property
    def boxes(self) -> int:
        """Return the filled boxes on the current pass."""
        return self.ticks // TICKS_PER_BOX

    @property
    def experience_per_box(self) -> int:
        """Return 2 experience per box, or 1 once the track was completed and cleared."""
        return XP_PER_BOX_AFTER_CLEARING if self.completed else XP_PER_BOX

    @property
    def progress_score(self) -> int:
        """Return the progress score (10 once the track was completed)."""
        return CLEARED_TRACK_PROGRESS_SCORE if self.completed else self.boxes

    def box_ticks(self) -> tuple[int, ...]:
        """Return the ticks in each of the ten boxes."""
        return box_ticks(self.ticks)

    def mark(self, ticks: int) -> LegacyMark:
        """Mark ``ticks`` ticks, earning experience for each box filled; a full track clears
        and the rest carries on at the reduced rate."""
        if type(ticks) is not int or ticks < 0:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{kind_value} legacy track: mark 0 or more ticks, not {ticks!r}"
                ),
                kind_value=self.kind.value,
                ticks=ticks,
            )
        track = self
        experience = 0
        cleared = False
        remaining = ticks
        while remaining:
            room = MAX_TICKS - track.ticks
            step = min(room, remaining)
            new_ticks = track.ticks + step
            experience += (new_ticks // TICKS_PER_BOX - track.boxes) * track.experience_per_box
            remaining -= step
            if new_ticks == MAX_TICKS:
                track = replace(track, ticks=0, completed=True)
                cleared = True
            else:
                track = replace(track, ticks=new_ticks)
        return LegacyMark(track, experience, cleared)

    def mark_reward(self, rank: Rank) -> LegacyMark:
        """Mark the legacy reward for a challenge of ``rank``."""
        return self.mark(rank.legacy_reward_ticks)

    def roll(self, dice: DiceSource) -> ProgressRoll:
        """Make a progress roll against this legacy track."""
        return progress_roll(self.progress_score, dice)


class IronswornAdvanceKind(StrEnum):
    """What experience buys when you Advance."""

    NEW_ASSET = "new_asset"
    UPGRADE = "upgrade"

    @property
    def cost(self) -> int:
        """Return the experience cost: 3 for a new asset, 2 for an upgrade."""
        return 3 if self is IronswornAdvanceKind.NEW_ASSET else 2

    @property
    def words(self) -> str:
        """Return the advance as a refusal names it: 'new asset' or 'upgrade'."""
        return {
            IronswornAdvanceKind.NEW_ASSET: QT_TRANSLATE_NOOP("Game", "new asset"),
            IronswornAdvanceKind.UPGRADE: QT_TRANSLATE_NOOP("Game", "upgrade"),
        }[self]


@dataclass(frozen=True, slots=True)
class Legacy:
    """A character's three legacy tracks and their experience."""

    quests: LegacyTrack = LegacyTrack(LegacyKind.QUESTS)
    bonds: LegacyTrack = LegacyTrack(LegacyKind.BONDS)
    discoveries: LegacyTrack = LegacyTrack(LegacyKind.DISCOVERIES)
    experience_earned: int = 0
    experience_spent: int = 0

    def __post_init__(self) -> None:
        for kind in LegacyKind:
            if self.track(kind).kind is not kind:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "legacy: the {kind_value} slot holds a {kind_value} track only"
                    ),
                    kind_value=kind.value,
                )
        if not 0 <= self.experience_spent <= self.experience_earned:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "experience: spent experience cannot exceed what was earned"
                )
            )

    @property
    def experience_available(self) -> int:
        """Return experience earned and not yet spent."""
        return self.experience_earned - self.experience_spent

    def track(self, kind: LegacyKind) -> LegacyTrack:
        """Return one legacy track."""
        track: LegacyTrack = getattr(self, kind.value)
        return track

    def mark(self, kind: LegacyKind, ticks: int) -> Legacy:
        """Mark ticks on one legacy track and take the experience it earns."""
        result = self.track(kind).mark(ticks)
        changes: dict[str, Any] = {
            kind.value: result.track,
            "experience_earned": self.experience_earned + result.experience,
        }
        return replace(self, **changes)

    def mark_reward(self, kind: LegacyKind, rank: Rank) -> Legacy:
        """Mark the legacy reward for completing a challenge of ``rank``."""
        return self.mark(kind, rank.legacy_reward_ticks)

    def advance(self, kind: IronswornAdvanceKind) -> Legacy:
        """Spend experience on a new asset (3) or an upgrade (2)."""
        if self.experience_available < kind.cost:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "advance: {kind} costs {kind_cost} experience; {experience_available} "
                    "available",
                ),
                kind=kind.words,
                kind_cost=kind.cost,
                experience_available=self.experience_available,
            )
        return replace(self, experience_spent=self.experience_spent + kind.cost)
