"""The steps of a Starshine Challenge (rules-spec A.7), typed; their JSON read and written.

Each step is a frozen dataclass: ``Clock``, ``Threats``, ``Move`` (with its typed parts
``CreateTrait``, ``CreateElement``, ``DestroyElement`` and ``Affecting``),
``SurrenderStep``, ``Push``, ``Designate``, ``Compromise``, ``End``; ``Step`` is their union.
The window builds them, ``Challenge.apply(step)`` checks them against the rules.

``parse_step(data, index)`` owns every check of the stored JSON's shape (a key the step
does not have, a value of the wrong kind, a die outside 1 to 6) and raises
``IllegalStep(index, …)`` naming the rule; whatever depends on the Challenge (is this
Persona in it, is this Trait in play) is the engine's to refuse. ``step_json(step)`` writes a
step back: a stored step is read and written again byte for byte, keys in the order they came
(a step built in code writes them in the order of rules-spec A.7).

A Move's new Trait or Element may leave its ``id`` out (``None``): the engine gives it one
when the Move is applied, and the step it records carries that id.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, TypeGuard

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, IllegalStep
from starshine_desktop.rules.starshine.model import MoveType, SurrenderChoice

Roll = Literal["roll"]
"""``"dice": "roll"``: the engine rolls the dice left after paying (needs a seed)."""
Pick = Literal["highest", "lowest"]
"""``"select": "highest"``/``"lowest"``: the die to keep, named by its place among the dice."""
AffectedScore = Literal["risk", "power"]


@dataclass(frozen=True, slots=True)
class Clock:
    """Step 1 of a round: Opportunity and Danger grow (rule 1.1)."""


@dataclass(frozen=True, slots=True)
class Threats:
    """Step 2: the Director's threats, each threatened Persona's Negative Trait named.

    ``names`` pairs a Persona's id with its threat's name, in order; None: the key is absent
    (each threat is then called "Threat N").
    """

    names: tuple[tuple[str, str], ...] | None = None


@dataclass(frozen=True, slots=True)
class CreateTrait:
    """A Leading Move's new Trait: on a Persona (positive) or on an Element (Negative)."""

    name: str
    on: str
    id: str | None = None
    negative: bool | None = None
    """As stored (None: left out); the engine knows which it must be."""
    extra_fortune: int | None = None
    keys: tuple[str, ...] = ()
    """The keys in the order they were stored (empty: the order of rules-spec A.7)."""


@dataclass(frozen=True, slots=True)
class CreateElement:
    """A Leading Move's new Element of the Narrative."""

    name: str
    id: str | None = None
    extra_fortune: int | None = None
    keys: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DestroyElement:
    """A Leading Move's attempt to destroy an Element in play."""

    id: str


Lead = CreateTrait | CreateElement | DestroyElement


@dataclass(frozen=True, slots=True)
class Affecting:
    """Ruling R10: a Trait named on a Move, changing its Risk or its Power."""

    trait: str
    score: AffectedScore


@dataclass(frozen=True, slots=True)
class Move:
    """Step 3: one Persona's Move (rules 3.1–3.10).

    An optional part is None when it is left out of the stored step (``stunt`` None reads as
    no Stunt, ``aid_from`` None as no help).
    """

    actor: str
    type: MoveType
    scope: int
    pay_dice: int
    pay_fortune: int
    dice: tuple[int, ...] | Roll | None
    """The faces rolled, or ``"roll"``; None: left out (refused by the engine)."""
    stunt: bool | None = None
    target: int | None = None
    aid_from: tuple[str, ...] | None = None
    select: int | Pick | None = None
    trait: str | None = None
    lead: Lead | None = None
    affecting: tuple[Affecting, ...] | None = None
    declare: str | None = None
    narrate: str | None = None
    keys: tuple[str, ...] = ()
    """The keys in the order they were stored (empty: the order of rules-spec A.7)."""

    @property
    def is_stunt(self) -> bool:
        """Return whether the Move is a Stunt (rule 3.7)."""
        return bool(self.stunt)


@dataclass(frozen=True, slots=True)
class SurrenderStep:
    """Step 5: a Persona's surrender choice (and the Characteristic a Corruption takes)."""

    persona: str
    choice: SurrenderChoice
    characteristic: str | None = None


@dataclass(frozen=True, slots=True)
class Push:
    """The Director pushes a Persona (rule 6.1)."""

    persona: str


@dataclass(frozen=True, slots=True)
class Designate:
    """A free Persona designates an active one (rule 6)."""

    persona: str
    target: str


@dataclass(frozen=True, slots=True)
class Compromise:
    """The Actors accept or refuse a compromise (rule 6.2)."""

    accepted: bool
    offer: str | None = None


@dataclass(frozen=True, slots=True)
class End:
    """The Challenge ends here."""


Step = Clock | Threats | Move | SurrenderStep | Push | Designate | Compromise | End

_MOVE_KEYS = (
    "do",
    "actor",
    "type",
    "stunt",
    "target",
    "aid_from",
    "scope",
    "pay_dice",
    "pay_fortune",
    "dice",
    "select",
    "trait",
    "create_trait",
    "create_element",
    "destroy_element",
    "affecting",
    "declare",
    "narrate",
)
_STEP_KEYS: dict[str, frozenset[str]] = {
    QT_TRANSLATE_NOOP("Game", "clock"): frozenset({"do"}),
    QT_TRANSLATE_NOOP("Game", "threats"): frozenset({"do", "names"}),
    QT_TRANSLATE_NOOP("Game", "move"): frozenset(_MOVE_KEYS),
    QT_TRANSLATE_NOOP("Game", "surrender_choice"): frozenset(
        {"do", "persona", "choice", "characteristic"}
    ),
    QT_TRANSLATE_NOOP("Game", "push"): frozenset({"do", "persona"}),
    QT_TRANSLATE_NOOP("Game", "designate"): frozenset({"do", "persona", "target"}),
    QT_TRANSLATE_NOOP("Game", "compromise"): frozenset({"do", "accepted", "offer"}),
    QT_TRANSLATE_NOOP("Game", "end"): frozenset({"do"}),
}
STEP_KINDS: tuple[str, ...] = tuple(_STEP_KEYS)
_CREATE_TRAIT_KEYS = ("id", "name", "on", "negative", "extra_fortune")
_CREATE_ELEMENT_KEYS = ("id", "name", "extra_fortune")
_LEAD_KEYS = ("create_trait", "create_element", "destroy_element")
_MOVE_TYPES = tuple(t.value for t in MoveType)


def _is_int(value: object) -> TypeGuard[int]:
    return type(value) is int


def _is_mapping(value: object) -> TypeGuard[Mapping[str, Any]]:
    """Return whether ``value`` is a Mapping (a plain dict without the slower ABC check)."""
    return type(value) is dict or isinstance(value, Mapping)


# Reading -----------------------------------------------------------------------------


def parse_step(data: object, index: int = 0) -> Step:
    """Return the typed step of a stored step; raise ``IllegalStep(index, …)`` for its shape."""
    if not _is_mapping(data):
        raise IllegalStep(
            index, QT_TRANSLATE_NOOP("Refusal", "a step must be an object with a 'do' key")
        )
    do = data.get("do")
    if not isinstance(do, str) or do not in _STEP_KEYS:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "'do' must be one of {kinds}, not {do!r}"),
            kinds=", ".join(STEP_KINDS),
            do=do,
        )
    unknown = data.keys() - _STEP_KEYS[do]
    if unknown:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "unknown key {key!r} in a {do} step"),
            key=sorted(unknown)[0],
            do=do,
        )
    if do == "clock":
        return Clock()
    if do == "end":
        return End()
    if do == "threats":
        return _threats(data, index)
    if do == "move":
        return _move(data, index)
    if do == "compromise":
        return _compromise(data, index)
    persona = _persona(data, "persona", index)
    if do == "push":
        return Push(persona)
    if do == "designate":
        return Designate(persona, _persona(data, "target", index))
    return _surrender(data, persona, index)


def _persona(data: Mapping[str, Any], key: str, index: int) -> str:
    persona_id = data.get(key)
    if not isinstance(persona_id, str):
        raise persona_refused(index, str(data.get("do")), key, persona_id)
    return persona_id


def persona_refused(index: int, do: str, key: str, persona_id: object) -> IllegalStep:
    """Return the refusal of a step whose ``key`` names no Persona."""
    return IllegalStep(
        index,
        QT_TRANSLATE_NOOP("Refusal", "{do} '{key}' names no Persona: {persona_id!r}"),
        do=do,
        key=key,
        persona_id=persona_id,
    )


def _threats(data: Mapping[str, Any], index: int) -> Threats:
    if "names" not in data:
        return Threats()
    names = data["names"]
    if not _is_mapping(names):
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "threats 'names' must be an object {persona: name}"),
        )
    for persona_id, name in names.items():
        if not isinstance(name, str) or not name.strip():
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "the threat name for {persona_id} must be text"),
                persona_id=persona_id,
            )
    return Threats(tuple((str(k), v) for k, v in names.items()))


def _surrender(data: Mapping[str, Any], persona: str, index: int) -> SurrenderStep:
    raw = data.get("choice")
    names = [c.value for c in SurrenderChoice]
    if raw not in names:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "choice must be one of {names}, not {raw!r}"),
            names=", ".join(names),
            raw=raw,
        )
    characteristic = data.get("characteristic")
    if "characteristic" in data and not isinstance(characteristic, str):
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal", "'characteristic' names a Characteristic, not {name!r} (rule 5.1)"
            ),
            name=characteristic,
        )
    return SurrenderStep(persona, SurrenderChoice(raw), characteristic)


def _compromise(data: Mapping[str, Any], index: int) -> Compromise:
    accepted = data.get("accepted")
    if type(accepted) is not bool:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "compromise needs 'accepted': true or false (rule 6.2)"),
        )
    offer = data.get("offer")
    if offer is not None and not isinstance(offer, str):
        raise IllegalStep(
            index, QT_TRANSLATE_NOOP("Refusal", "a compromise 'offer' is text (rule 6.2)")
        )
    return Compromise(accepted, offer)


def _move(data: Mapping[str, Any], index: int) -> Move:
    actor = data.get("actor")
    if not isinstance(actor, str):
        raise actor_refused(index, actor)
    for key in ("declare", "narrate"):
        if key in data and not isinstance(data[key], str):
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "'{key}' is free text for the log (rule 3.1, 4.1)"),
                key=key,
            )
    raw_type = data.get("type")
    if raw_type not in _MOVE_TYPES:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "move 'type' must be defensive, recovery or leading, not {raw_type!r} (rule 3.3)",
            ),
            raw_type=raw_type,
        )
    move_type = MoveType(raw_type)
    stunt, target = _stunt(data, index)
    lead, trait = _lead(data, move_type, index)
    scope, pay_dice, pay_fortune = _payment(data, index)
    return Move(
        actor=actor,
        type=move_type,
        scope=scope,
        pay_dice=pay_dice,
        pay_fortune=pay_fortune,
        dice=_dice(data, index),
        stunt=stunt,
        target=target,
        aid_from=_aid_from(data, index),
        select=_select(data, index),
        trait=trait,
        lead=lead,
        affecting=_affecting(data, index),
        declare=data.get("declare"),
        narrate=data.get("narrate"),
        keys=tuple(data),
    )


def actor_refused(index: int, actor_id: object) -> IllegalStep:
    """Return the refusal of a Move whose actor is no Persona of the Challenge."""
    return IllegalStep(
        index,
        QT_TRANSLATE_NOOP("Refusal", "move 'actor' must name a Persona, not {actor_id!r}"),
        actor_id=actor_id,
    )


def _stunt(data: Mapping[str, Any], index: int) -> tuple[bool | None, int | None]:
    stunt = data.get("stunt")
    if "stunt" in data and type(stunt) is not bool:
        raise IllegalStep(
            index, QT_TRANSLATE_NOOP("Refusal", "move 'stunt' must be true or false (rule 3.2)")
        )
    if not stunt:
        if "target" in data:
            raise IllegalStep(
                index, QT_TRANSLATE_NOOP("Refusal", "only a Stunt names a Target (rule 3.7)")
            )
        return stunt, None
    if "target" not in data:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "a Stunt needs a 'target' number 1 to 6 (rule 3.7)"),
        )
    target = data["target"]
    if not _is_int(target) or not 1 <= target <= 6:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "a Stunt's Target must be 1 to 6, not {target!r} (3.7)"),
            target=target,
        )
    return stunt, target


def _aid_from(data: Mapping[str, Any], index: int) -> tuple[str, ...] | None:
    if "aid_from" not in data:
        return None
    aid_from = data["aid_from"]
    if not isinstance(aid_from, list):
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "'aid_from' must list the helping Personae (rule 3.4c)"),
        )
    for helper_id in aid_from:
        if not isinstance(helper_id, str):
            raise helper_refused(index, helper_id)
    return tuple(aid_from)


def helper_refused(index: int, helper_id: object) -> IllegalStep:
    """Return the refusal of an ``aid_from`` entry that is no Persona of the Challenge."""
    return IllegalStep(
        index,
        QT_TRANSLATE_NOOP("Refusal", "aid_from names no Persona {helper_id!r} (rule 3.4c)"),
        helper_id=helper_id,
    )


def _lead(
    data: Mapping[str, Any], move_type: MoveType, index: int
) -> tuple[Lead | None, str | None]:
    """Return a Move's Leading part and its ``trait`` (checked by the engine against play)."""
    present = [key for key in _LEAD_KEYS if key in data]
    if move_type is not MoveType.LEADING:
        if present:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "only a Leading Move may {key} (rule 3.3c)"),
                key=present[0],
            )
        trait = data.get("trait")
        if trait is not None and not isinstance(trait, str):
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "'trait' names a Trait by its id, not {trait!r} (3.3)"
                ),
                trait=trait,
            )
        return None, trait
    if "trait" in data:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "a Leading Move names no existing 'trait' (rule 3.3c)"),
        )
    if len(present) != 1:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "a Leading Move carries exactly one of create_trait, create_element, "
                "destroy_element (rule 3.3c)",
            ),
        )
    kind = present[0]
    if kind == "create_trait":
        return _create_trait(data[kind], index), None
    if kind == "create_element":
        return _create_element(data[kind], index), None
    return _destroy(data[kind], index), None


def _part(data: object, what: str, allowed: tuple[str, ...], index: int) -> Mapping[str, Any]:
    """A Leading Move's part (``create_trait``, ``create_element``, ``destroy_element``)."""
    if not _is_mapping(data):
        raise IllegalStep(
            index, QT_TRANSLATE_NOOP("Refusal", "{part} must be an object"), part=what
        )
    unknown = data.keys() - set(allowed)
    if unknown:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "unknown key {key!r} in {part}"),
            key=sorted(unknown)[0],
            part=what,
        )
    return data


def _text(value: object, what: str, index: int) -> str:
    if not isinstance(value, str) or not value.strip():
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "{what} must be non-empty text"),
            what=what,
        )
    return value


def _new_id(data: Mapping[str, Any], what: str, index: int) -> str | None:
    if "id" not in data:
        return None
    return _text(data["id"], f"the new {what}'s id", index)


def _extra_fortune(data: Mapping[str, Any], index: int) -> int | None:
    if "extra_fortune" not in data:
        return None
    extra = data["extra_fortune"]
    if not _is_int(extra) or extra < 0:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "extra_fortune must be a whole number 0 or more (3.8e)"),
        )
    return extra


def _create_trait(raw: object, index: int) -> CreateTrait:
    data = _part(raw, "create_trait", _CREATE_TRAIT_KEYS, index)
    ident = _new_id(data, "Trait", index)
    name = _text(data.get("name"), "create_trait name", index)
    on = data.get("on")
    if not isinstance(on, str):
        raise on_refused(index, on)
    negative = data.get("negative")
    if "negative" in data and type(negative) is not bool:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "create_trait 'negative' must be true or false"),
        )
    return CreateTrait(name, on, ident, negative, _extra_fortune(data, index), tuple(data))


def on_refused(index: int, on: object) -> IllegalStep:
    """Return the refusal of a new Trait whose ``on`` names no Persona or Element in play."""
    return IllegalStep(
        index,
        QT_TRANSLATE_NOOP("Refusal", "create_trait 'on' names no Persona or Element: {on!r}"),
        on=on,
    )


def _create_element(raw: object, index: int) -> CreateElement:
    data = _part(raw, "create_element", _CREATE_ELEMENT_KEYS, index)
    ident = _new_id(data, "Element", index)
    name = _text(data.get("name"), "create_element name", index)
    return CreateElement(name, ident, _extra_fortune(data, index), tuple(data))


def _destroy(raw: object, index: int) -> DestroyElement:
    data = _part(raw, "destroy_element", ("id",), index)
    ident = data.get("id")
    if not isinstance(ident, str):
        raise destroy_refused(index, ident)
    return DestroyElement(ident)


def destroy_refused(index: int, ident: object) -> IllegalStep:
    """Return the refusal of a ``destroy_element`` that names no Element in play."""
    return IllegalStep(
        index,
        QT_TRANSLATE_NOOP("Refusal", "destroy_element names no Element in play: {ident!r}"),
        ident=ident,
    )


def _payment(data: Mapping[str, Any], index: int) -> tuple[int, int, int]:
    scope = data.get("scope")
    if not _is_int(scope):
        raise scope_refused(index, scope, low=1, high=6)
    pay_dice = data.get("pay_dice")
    pay_fortune = data.get("pay_fortune")
    if not _is_int(pay_dice) or pay_dice < 0:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "pay_dice must be a whole number 0 or more (rule 3.6)"),
        )
    if not _is_int(pay_fortune) or pay_fortune < 0:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "pay_fortune must be a whole number 0 or more (rule 3.6)"),
        )
    return scope, pay_dice, pay_fortune


def scope_refused(index: int, scope: object, *, low: int, high: int) -> IllegalStep:
    """Return the refusal of a Scope outside ``low`` to ``high`` (rule 3.5, ruling R3)."""
    return IllegalStep(
        index,
        QT_TRANSLATE_NOOP(
            "Refusal", "Scope must be {low} to {high}, not {scope!r} (rule 3.5, ruling R3)"
        ),
        low=low,
        high=high,
        scope=scope,
    )


def _dice(data: Mapping[str, Any], index: int) -> tuple[int, ...] | Roll | None:
    if "dice" not in data:
        return None
    raw = data["dice"]
    if raw == "roll":
        return "roll"
    if not isinstance(raw, list):
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "'dice' must list the rolled dice, or be \"roll\" (3.8)"),
        )
    for face in raw:
        if type(face) is not int or not 1 <= face <= 6:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "a die shows 1 to 6, not {face!r} (rule 3.8)"),
                face=face,
            )
    return tuple(raw)


def _select(data: Mapping[str, Any], index: int) -> int | Pick | None:
    select = data.get("select")
    if select is None or _is_int(select):
        return select
    if select == "highest":
        return "highest"
    if select == "lowest":
        return "lowest"
    raise IllegalStep(
        index,
        QT_TRANSLATE_NOOP("Refusal", "select {select!r} is not one of the dice rolled (rule 3.8c)"),
        select=select,
    )


def _affecting(data: Mapping[str, Any], index: int) -> tuple[Affecting, ...] | None:
    if "affecting" not in data:
        return None
    raw = data["affecting"]
    if not isinstance(raw, list):
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal", "'affecting' must list {trait, score} objects (ruling R10)"
            ),
        )
    chosen: list[Affecting] = []
    for entry in raw:
        if not _is_mapping(entry) or set(entry.keys()) != {"trait", "score"}:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    'each affecting entry is {"trait": id, "score": risk|power} (R10)',
                ),
            )
        trait_id, score = entry["trait"], entry["score"]
        if not isinstance(trait_id, str):
            raise affecting_refused(index, trait_id)
        if trait_id in {a.trait for a in chosen}:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "affecting names Trait {trait_id!r} twice (R10)"),
                trait_id=trait_id,
            )
        if score != "risk" and score != "power":
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "an affecting Trait changes risk or power, not {score!r}"
                ),
                score=score,
            )
        chosen.append(Affecting(trait_id, score))
    return tuple(chosen)


def affecting_refused(index: int, trait_id: object) -> IllegalStep:
    """Return the refusal of an affecting entry that names no Trait in play (ruling R10)."""
    return IllegalStep(
        index,
        QT_TRANSLATE_NOOP("Refusal", "affecting names no Trait in play: {trait_id!r} (R10)"),
        trait_id=trait_id,
    )


# Writing -----------------------------------------------------------------------------


def step_json(step: Step) -> dict[str, Any]:
    """Return a step in the stored JSON of rules-spec A.7 (what ``parse_step`` reads)."""
    if isinstance(step, Clock):
        return {"do": "clock"}
    if isinstance(step, End):
        return {"do": "end"}
    if isinstance(step, Threats):
        if step.names is None:
            return {"do": "threats"}
        return {"do": "threats", "names": dict(step.names)}
    if isinstance(step, Move):
        return _move_json(step)
    if isinstance(step, SurrenderStep):
        data: dict[str, Any] = {
            "do": "surrender_choice",
            "persona": step.persona,
            "choice": step.choice.value,
        }
        if step.characteristic is not None:
            data["characteristic"] = step.characteristic
        return data
    if isinstance(step, Push):
        return {"do": "push", "persona": step.persona}
    if isinstance(step, Designate):
        return {"do": "designate", "persona": step.persona, "target": step.target}
    data = {"do": "compromise", "accepted": step.accepted}
    if step.offer is not None:
        data["offer"] = step.offer
    return data


def _ordered(
    values: Mapping[str, Any], stored: tuple[str, ...], order: tuple[str, ...]
) -> dict[str, Any]:
    """Return the present values, the stored keys first in their order, then the others."""
    keys = [key for key in stored if key in values]
    keys += [key for key in order if key in values and key not in keys]
    return {key: values[key] for key in keys}


def _lead_json(lead: Lead) -> tuple[str, dict[str, Any]]:
    if isinstance(lead, DestroyElement):
        return "destroy_element", {"id": lead.id}
    values: dict[str, Any] = {"name": lead.name}
    if lead.id is not None:
        values["id"] = lead.id
    if lead.extra_fortune is not None:
        values["extra_fortune"] = lead.extra_fortune
    if isinstance(lead, CreateElement):
        return "create_element", _ordered(values, lead.keys, _CREATE_ELEMENT_KEYS)
    values["on"] = lead.on
    if lead.negative is not None:
        values["negative"] = lead.negative
    return "create_trait", _ordered(values, lead.keys, _CREATE_TRAIT_KEYS)


def _move_json(move: Move) -> dict[str, Any]:
    values: dict[str, Any] = {
        "do": "move",
        "actor": move.actor,
        "type": move.type.value,
        "scope": move.scope,
        "pay_dice": move.pay_dice,
        "pay_fortune": move.pay_fortune,
    }
    if move.dice is not None:
        values["dice"] = move.dice if move.dice == "roll" else list(move.dice)
    optional = {
        "stunt": move.stunt,
        "target": move.target,
        "aid_from": None if move.aid_from is None else list(move.aid_from),
        "select": move.select,
        "trait": move.trait,
        "declare": move.declare,
        "narrate": move.narrate,
    }
    values.update((key, value) for key, value in optional.items() if value is not None)
    if move.lead is not None:
        kind, part = _lead_json(move.lead)
        values[kind] = part
    if move.affecting is not None:
        values["affecting"] = [{"trait": a.trait, "score": a.score} for a in move.affecting]
    return _ordered(values, move.keys, _MOVE_KEYS)
