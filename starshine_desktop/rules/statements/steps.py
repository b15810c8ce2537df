"""Statements: the steps of a scene, typed; their stored JSON read and written; a step
applied to a ``Scene``. The same pattern as the Starshine Challenge (``rules/starshine/
steps.py``): the board builds typed steps, the engine applies them, the scene is stored as
its players and its log of steps, and replaying the log reaches the same state.

Steps: ``StateStep`` (a Statement made), ``Withdraw``, ``LinkStep``, ``RollStep`` (the
faces rolled), ``Resolve`` (the table's answers, in the order asked), ``Inconvenience``,
``Revise``, ``Finish``; after the scene ``SetbackStep``, ``Experience``, ``Advance``,
``DriveStep``. ``SceneStep`` is their union. ``parse_scene_step(data)`` reads a stored step
(a wrong shape raises ``RuleError``, ``KeyError``, ``TypeError`` or ``ValueError``, as the
campaign exchange expects of a stored scene); ``scene_step_json(step)`` writes it back as it
was stored; ``apply_scene_step(scene, step)`` applies it (the engine checks it again).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, assert_never

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.statements.advancement import Setback
from starshine_desktop.rules.statements.aftermath import DriveChangeKind
from starshine_desktop.rules.statements.character import FactorKind, FactorRef
from starshine_desktop.rules.statements.scene import (
    OpposingFactor,
    Scene,
    SceneSummary,
    StatementKey,
)


@dataclass(frozen=True, slots=True)
class StateStep:
    """A player's next Statement (``recovers``: the Setback in effect it recovers from)."""

    player: str
    text: str
    favouring: tuple[FactorRef, ...] = ()
    opposing: tuple[OpposingFactor, ...] = ()
    difficulty: int = 0
    luck_bid: int = 0
    drive: str | None = None
    recovers: int | None = None


@dataclass(frozen=True, slots=True)
class Withdraw:
    """A player takes back their last Statement."""

    player: str


@dataclass(frozen=True, slots=True)
class LinkStep:
    """An earlier Statement supports (+1) or hinders (−1) a later-round one."""

    earlier: StatementKey
    later: StatementKey
    delta: int


@dataclass(frozen=True, slots=True)
class RollStep:
    """A Statement's three dice, as rolled."""

    key: StatementKey
    faces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Resolve:
    """Every round resolved; the table's answers about compatibility, in the order asked."""

    answers: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class Inconvenience:
    """A player inconveniences themselves with a Trait."""

    player: str
    trait: str


@dataclass(frozen=True, slots=True)
class Revise:
    """A revision of the scene, accepted or not."""

    player: str
    words: int
    accepted: bool


@dataclass(frozen=True, slots=True)
class Finish:
    """The Luck earned in the scene is paid."""


@dataclass(frozen=True, slots=True)
class SetbackStep:
    """A Setback the GM applies to a player after the scene."""

    player: str
    setback: Setback


@dataclass(frozen=True, slots=True)
class Experience:
    """A player's experience test, the faces as rolled."""

    player: str
    faces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Advance:
    """The advances a player's experience award allows."""

    player: str
    increase: FactorRef | None = None
    decrease: FactorRef | None = None
    attribute: str | None = None


@dataclass(frozen=True, slots=True)
class DriveStep:
    """One of a player's Drives added, rewritten or removed, with the scene's justification."""

    player: str
    change: DriveChangeKind
    index: int | None
    text: str
    why: str


SceneStep = (
    StateStep
    | Withdraw
    | LinkStep
    | RollStep
    | Resolve
    | Inconvenience
    | Revise
    | Finish
    | SetbackStep
    | Experience
    | Advance
    | DriveStep
)


# Reading -----------------------------------------------------------------------------


def factor_of(data: Sequence[str] | None) -> FactorRef | None:
    """Return a stored ``[kind, name]`` as a factor (None stays None)."""
    return None if data is None else FactorRef(FactorKind(data[0]), str(data[1]))


def factor_json(factor: FactorRef) -> list[str]:
    """Return a factor as stored: ``[kind, name]``."""
    return [factor.kind.value, factor.name]


def _opposing_of(data: Mapping[str, Any]) -> OpposingFactor:
    return OpposingFactor(
        str(data["label"]),
        int(data["degree"]),
        None if data["owner"] is None else str(data["owner"]),
        factor_of(data["factor"]),
    )


def _opposing_json(factor: OpposingFactor) -> dict[str, Any]:
    return {
        "label": factor.label,
        "degree": factor.degree,
        "owner": factor.owner,
        "factor": None if factor.factor is None else factor_json(factor.factor),
    }


def _key_of(data: Sequence[Any]) -> StatementKey:
    return (str(data[0]), int(data[1]))


def _state(data: Mapping[str, Any]) -> StateStep:
    return StateStep(
        str(data["player"]),
        str(data["text"]),
        favouring=tuple(FactorRef(FactorKind(k), str(n)) for k, n in data["favouring"]),
        opposing=tuple(_opposing_of(item) for item in data["opposing"]),
        difficulty=int(data["difficulty"]),
        luck_bid=int(data["luck_bid"]),
        drive=None if data["drive"] is None else str(data["drive"]),
        recovers=None if data.get("recovers") is None else int(data["recovers"]),
    )


def _setback(data: Mapping[str, Any]) -> SetbackStep:
    return SetbackStep(
        str(data["player"]),
        Setback(
            str(data["description"]),
            int(data["degree"]),
            lasting=bool(data["lasting"]),
            attribute=bool(data["attribute"]),
            permanent=bool(data["permanent"]),
            target=factor_of(data["target"]),
        ),
    )


def _faces(data: Any) -> tuple[int, ...]:
    if not isinstance(data, list):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "scene: the faces of a stored roll are a list")
        )
    return tuple(data)


_READERS: dict[str, Any] = {
    "state": _state,
    "withdraw": lambda data: Withdraw(str(data["player"])),
    "link": lambda data: LinkStep(
        _key_of(data["earlier"]), _key_of(data["later"]), int(data["delta"])
    ),
    "roll": lambda data: RollStep(_key_of(data["key"]), _faces(data["faces"])),
    "resolve": lambda data: Resolve(tuple(bool(answer) for answer in data["answers"])),
    "inconvenience": lambda data: Inconvenience(str(data["player"]), str(data["trait"])),
    "revise": lambda data: Revise(str(data["player"]), int(data["words"]), bool(data["accepted"])),
    "finish": lambda data: Finish(),
    "setback": _setback,
    "experience": lambda data: Experience(str(data["player"]), _faces(data["faces"])),
    "advance": lambda data: Advance(
        str(data["player"]),
        increase=factor_of(data["increase"]),
        decrease=factor_of(data["decrease"]),
        attribute=None if data["attribute"] is None else str(data["attribute"]),
    ),
    "drive": lambda data: DriveStep(
        str(data["player"]),
        DriveChangeKind(data["change"]),
        None if data["index"] is None else int(data["index"]),
        str(data["text"]),
        str(data["why"]),
    ),
}


def parse_scene_step(data: Mapping[str, Any]) -> SceneStep:
    """Return the typed step of a stored scene step."""
    step = data["do"]
    reader = _READERS.get(step) if isinstance(step, str) else None
    if reader is None:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "scene: unknown step {step!r} in the stored scene"),
            step=step,
        )
    parsed: SceneStep = reader(data)
    return parsed


# Writing -----------------------------------------------------------------------------


def _state_json(step: StateStep) -> dict[str, Any]:
    data: dict[str, Any] = {
        "do": "state",
        "player": step.player,
        "text": step.text,
        "favouring": [factor_json(factor) for factor in step.favouring],
        "opposing": [_opposing_json(factor) for factor in step.opposing],
        "difficulty": step.difficulty,
        "luck_bid": step.luck_bid,
        "drive": step.drive,
    }
    if step.recovers is not None:
        data["recovers"] = step.recovers
    return data


def _setback_json(step: SetbackStep) -> dict[str, Any]:
    setback = step.setback
    return {
        "do": "setback",
        "player": step.player,
        "description": setback.description,
        "degree": setback.degree,
        "lasting": setback.lasting,
        "attribute": setback.attribute,
        "permanent": setback.permanent,
        "target": None if setback.target is None else factor_json(setback.target),
    }


def scene_step_json(step: SceneStep) -> dict[str, Any]:
    """Return a step as a scene stores it."""
    if isinstance(step, StateStep):
        return _state_json(step)
    if isinstance(step, SetbackStep):
        return _setback_json(step)
    if isinstance(step, Withdraw):
        return {"do": "withdraw", "player": step.player}
    if isinstance(step, LinkStep):
        return {
            "do": "link",
            "earlier": list(step.earlier),
            "later": list(step.later),
            "delta": step.delta,
        }
    if isinstance(step, RollStep):
        return {"do": "roll", "key": list(step.key), "faces": list(step.faces)}
    if isinstance(step, Resolve):
        return {"do": "resolve", "answers": list(step.answers)}
    if isinstance(step, Inconvenience):
        return {"do": "inconvenience", "player": step.player, "trait": step.trait}
    if isinstance(step, Revise):
        return {
            "do": "revise",
            "player": step.player,
            "words": step.words,
            "accepted": step.accepted,
        }
    if isinstance(step, Finish):
        return {"do": "finish"}
    if isinstance(step, Experience):
        return {"do": "experience", "player": step.player, "faces": list(step.faces)}
    if isinstance(step, Advance):
        return {
            "do": "advance",
            "player": step.player,
            "increase": None if step.increase is None else factor_json(step.increase),
            "decrease": None if step.decrease is None else factor_json(step.decrease),
            "attribute": step.attribute,
        }
    return {
        "do": "drive",
        "player": step.player,
        "change": step.change.value,
        "index": step.index,
        "text": step.text,
        "why": step.why,
    }


# Applying ----------------------------------------------------------------------------


def apply_scene_step(
    scene: Scene, step: SceneStep, summaries: dict[str, SceneSummary] | None = None
) -> None:
    """Apply one step to ``scene`` (the engine checks it); ``Finish`` fills ``summaries``."""
    if isinstance(step, StateStep):
        scene.state(
            step.player,
            step.text,
            favouring=step.favouring,
            opposing=step.opposing,
            difficulty=step.difficulty,
            luck_bid=step.luck_bid,
            drive=step.drive,
            recovers=step.recovers,
        )
    elif isinstance(step, Withdraw):
        scene.withdraw(step.player)
    elif isinstance(step, LinkStep):
        scene.link(step.earlier, step.later, step.delta)
    elif isinstance(step, RollStep):
        scene.roll(step.key, faces=step.faces)
    elif isinstance(step, Resolve):
        answers = iter(step.answers)
        scene.resolve(lambda _statement, _true: next(answers))
    elif isinstance(step, Inconvenience):
        scene.inconvenience(step.player, step.trait)
    elif isinstance(step, Revise):
        scene.revise(step.player, step.words, step.accepted)
    elif isinstance(step, Finish):
        finished = scene.finish()
        if summaries is not None:
            summaries.update(finished)
    else:
        _apply_after_scene(scene, step)


def _apply_after_scene(scene: Scene, step: SetbackStep | Experience | Advance | DriveStep) -> None:
    if isinstance(step, SetbackStep):
        scene.setback(step.player, step.setback)
    elif isinstance(step, Experience):
        scene.take_experience_test(step.player, faces=step.faces)
    elif isinstance(step, Advance):
        scene.advance(
            step.player, increase=step.increase, decrease=step.decrease, attribute=step.attribute
        )
    elif isinstance(step, DriveStep):
        scene.change_drive(step.player, step.change, step.index, step.text, step.why)
    else:
        assert_never(step)
