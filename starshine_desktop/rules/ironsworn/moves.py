"""The moves reference as typed data, read from ``ironsworn_moves.json`` (rules-spec E).

- ``moves()`` lists every move in the seed's order; ``categories()`` the twelve groups;
  ``find_move(name_or_id)`` finds one (any case); ``moves_in(category)`` groups them;
  ``search_moves(text)`` matches words against name, trigger and procedure (for a browser).
- ``Move.roll_kind`` says how a move is rolled: ``ACTION`` (with ``options``: an approach
  and the stat(s) it rolls; ``pick`` says "higher" or "lower" when two stats are offered,
  plus optional ``adds``), ``PROGRESS`` (against ``tracks``), ``ORACLE`` or ``NONE``.
- ``Move.outcome(outcome, match)`` returns the ``OutcomeText`` for a band, using the
  band's match text when the roll was a match and the move has one. ``OutcomeText.effects``
  holds what the band grants with no choice to make (momentum, progress marks, clock
  segments, position, legacy ticks), so a GUI can apply it.
- ``Move.links`` are the ids of moves it names; ``Move.oracle`` the id of its table.
- ``reference_text(move)`` / ``quick_reference()`` print the reference from this data.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn.data import MOVES_FILE, load_data, require
from starshine_desktop.rules.ironsworn.rolls import IronswornOutcome

ROLLABLE_VALUES = frozenset(
    {
        "edge",
        "heart",
        "iron",
        "shadow",
        "wits",
        "health",
        "spirit",
        "supply",
        "integrity",
        "companion_health",
        "connection_rank",
    }
)
PROGRESS_TRACKS = frozenset(
    {
        "vow",
        "connection",
        "expedition",
        "combat",
        "scene_challenge",
        "quests",
        "bonds",
        "discoveries",
    }
)
POSITIONS = frozenset({"in_control", "bad_spot"})


class RollKind(StrEnum):
    """How a move is rolled."""

    ACTION = "action"
    PROGRESS = "progress"
    ORACLE = "oracle"
    NONE = "none"


class Pick(StrEnum):
    """Which of two offered values is rolled."""

    HIGHER = "higher"
    LOWER = "lower"


@dataclass(frozen=True, slots=True)
class Category:
    """A group of moves, as the reference orders them."""

    id: str
    name: str


@dataclass(frozen=True, slots=True)
class RollOption:
    """One way to make an action roll: the approach and the value(s) it rolls."""

    approach: str
    stats: tuple[str, ...]
    pick: Pick | None = None

    def value(self, values: Mapping[str, int]) -> int:
        """Return the value rolled, given the character's values by name."""
        missing = [name for name in self.stats if name not in values]
        if missing:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "roll option {approach!r}: no value for {missing}"),
                approach=self.approach,
                missing=", ".join(missing),
            )
        chosen = [values[name] for name in self.stats]
        if self.pick is Pick.LOWER:
            return min(chosen)
        return max(chosen)


@dataclass(frozen=True, slots=True)
class Add:
    """A circumstance that adds to an action roll."""

    when: str
    value: int


@dataclass(frozen=True, slots=True)
class Effects:
    """What a band (or a move itself) grants without a choice to make."""

    momentum: int = 0
    next_add: int = 0
    mark_progress: int = 0
    clock_segments: int = 0
    position: str | None = None
    legacy_ticks: tuple[tuple[str, int], ...] = ()
    legacy_reward: str | None = None

    @property
    def is_empty(self) -> bool:
        """Return whether the effects grant nothing."""
        return self == Effects()


@dataclass(frozen=True, slots=True)
class OutcomeText:
    """The project's summary of one band, its effects and its match variant."""

    summary: str
    effects: Effects = field(default_factory=Effects)
    match: OutcomeText | None = None


@dataclass(frozen=True, slots=True)
class Move:
    """One move of the reference."""

    id: str
    name: str
    category: str
    trigger: str
    procedure: str
    roll_kind: RollKind
    options: tuple[RollOption, ...]
    adds: tuple[Add, ...]
    tracks: tuple[str, ...]
    outcomes: Mapping[IronswornOutcome, OutcomeText]
    effects: Effects
    links: tuple[str, ...]
    oracle: str | None
    repair_points: bool

    @property
    def is_progress_move(self) -> bool:
        """Return whether this is a progress move (no momentum, no adds)."""
        return self.roll_kind is RollKind.PROGRESS

    def outcome(self, outcome: IronswornOutcome, match: bool = False) -> OutcomeText:
        """Return the text for a band; a match uses the band's match text when given."""
        if outcome not in self.outcomes:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "{name}: this move has no rolled outcomes"),
                name=self.name,
            )
        text = self.outcomes[outcome]
        if match and text.match is not None:
            return text.match
        return text


def _effects(raw: Any, where: str) -> Effects:
    if raw is None:
        return Effects()
    if not isinstance(raw, dict):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: 'effects' must be an object"),
            where=where,
        )
    known = {"momentum", "next_add", "mark_progress", "clock_segments", "position"}
    known |= {"legacy_ticks", "legacy_reward"}
    unknown = set(raw) - known
    if unknown:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: unknown effects {keys}"),
            where=where,
            keys=sorted(unknown),
        )
    position = raw.get("position")
    if position is not None and position not in POSITIONS:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{where}: position is in_control or bad_spot, not {position!r}"
            ),
            where=where,
            position=position,
        )
    legacy = raw.get("legacy_ticks", {})
    if not isinstance(legacy, dict) or not all(type(v) is int for v in legacy.values()):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: 'legacy_ticks' maps a legacy track to ticks"),
            where=where,
        )
    ints = {key: raw.get(key, 0) for key in ("momentum", "next_add", "mark_progress")}
    ints["clock_segments"] = raw.get("clock_segments", 0)
    for key, value in ints.items():
        if type(value) is not int:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "{where}: {key!r} must be a whole number"),
                where=where,
                key=key,
            )
    reward = raw.get("legacy_reward")
    if reward is not None and reward not in ("quests", "bonds", "discoveries"):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{where}: 'legacy_reward' names a legacy track, not {reward!r}"
            ),
            where=where,
            reward=reward,
        )
    return Effects(
        momentum=ints["momentum"],
        next_add=ints["next_add"],
        mark_progress=ints["mark_progress"],
        clock_segments=ints["clock_segments"],
        position=position,
        legacy_ticks=tuple(sorted(legacy.items())),
        legacy_reward=reward,
    )


def _outcome_text(raw: Any, where: str) -> OutcomeText:
    if not isinstance(raw, dict):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: an outcome must be an object"),
            where=where,
        )
    match = raw.get("match")
    return OutcomeText(
        summary=require(raw, "summary", str, where),
        effects=_effects(raw.get("effects"), where),
        match=_outcome_text(match, f"{where} match") if match is not None else None,
    )


def _option(raw: Any, where: str) -> RollOption:
    if not isinstance(raw, dict):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: a roll option must be an object"),
            where=where,
        )
    stats = tuple(require(raw, "stats", list, where))
    bad = [stat for stat in stats if stat not in ROLLABLE_VALUES]
    if not stats or bad:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: cannot roll {bad}"),
            where=where,
            bad=bad or QT_TRANSLATE_NOOP("Game", "nothing"),
        )
    pick = raw.get("pick")
    if (pick is None) != (len(stats) == 1):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{where}: 'pick' is given exactly when two values are offered"
            ),
            where=where,
        )
    return RollOption(
        approach=require(raw, "approach", str, where),
        stats=stats,
        pick=Pick(pick) if pick is not None else None,
    )


def _move(raw: Any) -> Move:
    if not isinstance(raw, dict):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{moves_file}: a move must be an object"),
            moves_file=MOVES_FILE,
        )
    where = f"{MOVES_FILE} move {raw.get('id')!r}"
    roll = require(raw, "roll", dict, where)
    kind = RollKind(require(roll, "kind", str, where))
    options = tuple(
        _option(option, f"{where} option {index + 1}")
        for index, option in enumerate(roll.get("options", []))
    )
    adds = tuple(
        Add(require(add, "when", str, where), require(add, "value", int, where))
        for add in roll.get("adds", [])
    )
    tracks = tuple(roll.get("tracks", []))
    if kind is RollKind.ACTION and not options:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: an action roll needs at least one roll option"),
            where=where,
        )
    if kind is RollKind.PROGRESS and (not tracks or not set(tracks) <= PROGRESS_TRACKS):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{where}: a progress roll names the track(s) it rolls against"
            ),
            where=where,
        )
    raw_outcomes = raw.get("outcomes")
    outcomes: dict[IronswornOutcome, OutcomeText] = {}
    if kind in (RollKind.ACTION, RollKind.PROGRESS):
        if not isinstance(raw_outcomes, dict) or set(raw_outcomes) != {
            o.value for o in IronswornOutcome
        }:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{where}: a rolled move has strong_hit, weak_hit and miss outcomes"
                ),
                where=where,
            )
        for outcome in IronswornOutcome:
            outcomes[outcome] = _outcome_text(raw_outcomes[outcome.value], f"{where} {outcome}")
    elif raw_outcomes is not None:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: a move without a roll has no outcomes"),
            where=where,
        )
    links = require(raw, "links", list, where)
    oracle = raw.get("oracle")
    return Move(
        id=require(raw, "id", str, where),
        name=require(raw, "name", str, where),
        category=require(raw, "category", str, where),
        trigger=require(raw, "trigger", str, where),
        procedure=str(raw.get("procedure", "")),
        roll_kind=kind,
        options=options,
        adds=adds,
        tracks=tracks,
        outcomes=outcomes,
        effects=_effects(raw.get("effects"), where),
        links=tuple(str(link) for link in links),
        oracle=str(oracle) if oracle is not None else None,
        repair_points=bool(raw.get("repair_points", False)),
    )


@cache
def categories() -> tuple[Category, ...]:
    """Return the move categories in the reference's order."""
    raw = require(load_data(MOVES_FILE), "categories", list, MOVES_FILE)
    return tuple(
        Category(require(c, "id", str, MOVES_FILE), require(c, "name", str, MOVES_FILE))
        for c in raw
    )


@cache
def moves() -> tuple[Move, ...]:
    """Return every move in the reference's order."""
    raw = require(load_data(MOVES_FILE), "moves", list, MOVES_FILE)
    found = tuple(_move(move) for move in raw)
    known = {category.id for category in categories()}
    for move in found:
        if move.category not in known:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{moves_file}: {move_id} has unknown category {move_category!r}"
                ),
                moves_file=MOVES_FILE,
                move_id=move.id,
                move_category=move.category,
            )
    return found


def _key(text: str) -> str:
    return " ".join(text.replace("_", " ").casefold().split())


def find_move(name: str) -> Move:
    """Return the move named ``name`` (its name or id, any case)."""
    wanted = _key(name)
    for move in moves():
        if wanted in (_key(move.name), _key(move.id)):
            return move
    raise RuleError(
        QT_TRANSLATE_NOOP("Refusal", "moves: no move is called {name!r}"),
        name=name.strip(),
    )


def moves_in(category: str) -> tuple[Move, ...]:
    """Return the moves of one category, in order."""
    return tuple(move for move in moves() if move.category == category)


def search_moves(text: str, among: Iterable[Move] | None = None) -> tuple[Move, ...]:
    """Return the moves whose name, trigger or procedure holds every word of ``text``:
    matches in the name first, then in the trigger, then in the procedure.

    ``among`` searches other moves (an imported package's) instead of the reference's."""
    words = _key(text).split()
    found: list[tuple[int, int, Move]] = []
    for index, move in enumerate(moves() if among is None else among):
        fields = (_key(move.name), _key(move.trigger), _key(f"{move.procedure}"))
        everything = " ".join(fields)
        if not all(word in everything for word in words):
            continue
        place = next(
            (rank for rank, field in enumerate(fields) if all(w in field for w in words)),
            len(fields),
        )
        found.append((place, index, move))
    return tuple(move for _, _, move in sorted(found, key=lambda item: item[:2]))


def _roll_line(move: Move) -> str:
    if move.roll_kind is RollKind.PROGRESS:
        return "Progress move: roll the challenge dice against " + ", ".join(
            track.replace("_", " ") for track in move.tracks
        )
    if move.roll_kind is RollKind.ORACLE:
        return "Roll d100 on the oracle"
    if move.roll_kind is RollKind.NONE:
        return ""
    choices = []
    for option in move.options:
        stats = " or +".join(stat.replace("_", " ") for stat in option.stats)
        pick = f", whichever is {option.pick.value}" if option.pick else ""
        choices.append(f"{option.approach}: +{stats}{pick}")
    adds = [f"add +{add.value} if {add.when[0].lower()}{add.when[1:]}" for add in move.adds]
    return "Roll: " + "; ".join(choices + adds)


def reference_text(move: Move) -> str:
    """Return one move as plain text for the printed quick reference."""
    # An imported move's category is already its collection's name.
    category = {c.id: c.name for c in categories()}.get(move.category, move.category)
    lines = [move.name.upper(), f"{category}. When: {move.trigger}"]
    if move.procedure:
        lines.append(move.procedure)
    roll = _roll_line(move)
    if roll:
        lines.append(roll)
    for outcome, text in move.outcomes.items():
        lines.append(f"{outcome.label.capitalize()}: {text.summary}")
        if text.match is not None:
            lines.append(f"  With a match: {text.match.summary}")
    return "\n".join(lines)


def quick_reference() -> str:
    """Return every move, grouped by category, as plain text."""
    blocks = []
    for category in categories():
        blocks.append(f"== {category.name} ==")
        blocks.extend(reference_text(move) for move in moves_in(category.id))
    return "\n\n".join(blocks) + "\n"
