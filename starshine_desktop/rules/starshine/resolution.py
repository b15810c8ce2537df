"""A checked Starshine Move resolved (rules 3.8–3.10): Risk, Power, and the Telling checks."""

from __future__ import annotations

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.model import (
    Element,
    Event,
    MoveType,
    Names,
    PersonaState,
    ResultKind,
    Said,
    Trait,
    by_comparison,
    cap,
    said,
)
from starshine_desktop.rules.starshine.moves import Checked, NewElement, NewTrait, scores
from starshine_desktop.rules.starshine.rulings import R4, R5, R6
from starshine_desktop.rules.starshine.state import ChallengeState


def resolve(play: ChallengeState, move: Checked, events: list[Event]) -> None:
    """Resolve a checked Move: Result, Risk and Power, then the Telling checks (3.8–3.10)."""
    actor = move.actor
    actor.moved_in_round = play.round
    declare = move.move.declare
    if declare:
        events.append(play.say(f"{actor.id} declares: {declare}", actor.id, "declare"))
    step = move.move
    actor.fortune -= step.pay_fortune
    pool = move.pool
    values: dict[str, object] = {
        "actor": actor.id,
        "move_type": move.move_type,
        "pool": pool,
        "scope": step.scope,
        "dice": step.pay_dice,
        "fortune": step.pay_fortune,
        "rolled": list(move.dice),
    }
    if step.is_stunt:
        template = QT_TRANSLATE_NOOP(
            "ChallengeLog",
            "{actor} makes a {move_type} Move (Stunt): pool {pool}, Scope {scope} paid with "
            "{dice} dice and {fortune} Fortune, rolls {rolled}",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "ChallengeLog",
            "{actor} makes a {move_type} Move: pool {pool}, Scope {scope} paid with {dice} dice "
            "and {fortune} Fortune, rolls {rolled}",
        )
    text = said(template, **values)
    if move.helpers:
        text = said(
            QT_TRANSLATE_NOOP("ChallengeLog", "{move}, aided by {helpers}"),
            move=text,
            helpers=Names(tuple(h.id for h in move.helpers)),
        )
    events.append(play.say(text, actor.id, "move"))
    if not move.dice:
        result, number = ResultKind.MISS, None
    elif step.is_stunt:
        hit = step.target in move.dice
        result, number = (ResultKind.ACHIEVE if hit else ResultKind.MISS), None
    else:
        result, number = ResultKind.NUMBER, move.select
    risk, power = scores(play, actor, result, number, move.affecting)
    actor.affecting = dict(move.affecting)
    label = (
        said(QT_TRANSLATE_NOOP("ChallengeLog", "Number {number}"), number=number)
        if number is not None
        else said(
            QT_TRANSLATE_NOOP("ChallengeLog", "Achieve")
            if result is ResultKind.ACHIEVE
            else QT_TRANSLATE_NOOP("ChallengeLog", "Miss")
        )
    )
    events.append(
        play.say(
            said(
                QT_TRANSLATE_NOOP(
                    "ChallengeLog",
                    "{actor}: Result {result}, Risk {risk}, Power {power} (rule 3.8)",
                ),
                actor=actor.id,
                result=label,
                risk=risk,
                power=power,
            ),
            actor.id,
            "result",
        )
    )
    _apply_risk(play, actor, move.move_type, risk, events)
    _apply_power(play, move, power, events)
    narrate = step.narrate
    if narrate:
        events.append(play.say(f"{actor.id} narrates: {narrate}", actor.id, "narrate"))
    _telling_checks(play, actor, events)


def _apply_risk(
    play: ChallengeState, actor: PersonaState, move_type: MoveType, risk: int, events: list[Event]
) -> None:
    if risk < 0:
        actor.guard += -risk
        text = said(
            QT_TRANSLATE_NOOP("ChallengeLog", "{actor}: Guard +{gain} = {total} (rule 3.8d)"),
            actor=actor.id,
            gain=-risk,
            total=actor.guard,
        )
    elif risk == 0:
        return
    elif actor.free:
        text = said(
            QT_TRANSLATE_NOOP("ChallengeLog", "{actor} is free: Risk {risk} adds nothing (rule 6)"),
            actor=actor.id,
            risk=risk,
        )
    elif move_type is MoveType.LEADING:
        actor.opportunity += risk
        text = said(
            QT_TRANSLATE_NOOP("ChallengeLog", "{actor}: Opportunity +{gain} = {total} (rule 3.8d)"),
            actor=actor.id,
            gain=risk,
            total=actor.opportunity,
        )
    else:
        actor.danger += risk
        text = said(
            QT_TRANSLATE_NOOP("ChallengeLog", "{actor}: Danger +{gain} = {total} (rule 3.8d)"),
            actor=actor.id,
            gain=risk,
            total=actor.danger,
        )
    events.append(play.say(text, actor.id, "risk"))


def _apply_power(play: ChallengeState, move: Checked, power: int, events: list[Event]) -> None:
    actor = move.actor
    if move.move_type is MoveType.DEFENSIVE:
        assert move.trait is not None
        if power <= 0:
            nothing = said(
                QT_TRANSLATE_NOOP("ChallengeLog", "Power {power} lowers nothing"), power=power
            )
            events.append(play.say(nothing, actor.id, "power"))
            return
        play.change_trait(
            move.trait,
            power,
            events,
            said(QT_TRANSLATE_NOOP("ChallengeLog", "rule 3.8e, Defensive")),
        )
        return
    if move.move_type is MoveType.RECOVERY:
        assert move.trait is not None
        if power <= 0:
            nothing = said(
                QT_TRANSLATE_NOOP("ChallengeLog", "Power {power} changes nothing"),
                power=power,
            )
            events.append(play.say(nothing, actor.id, "power"))
            return
        rule: Said
        if play.rulings.R4 is R4.ONE_FOR_ONE:
            amount = power
            rule = said(QT_TRANSLATE_NOOP("ChallengeLog", "Recovery, ruling R4 one_for_one"))
        else:
            amount = by_comparison(power, move.trait.strength)
            rule = said(
                QT_TRANSLATE_NOOP(
                    "ChallengeLog", "rule 3.8e, Recovery: Power {power} vs Strength {strength}"
                ),
                power=power,
                strength=move.trait.strength,
            )
        play.change_trait(move.trait, amount, events, rule)
        return
    actor.fortune -= move.extra_fortune
    if move.destroy_element is not None:
        _destroy_element(play, actor, move.destroy_element, power, events)
        return
    size = _leading_size(play, actor, power, element=move.create_element is not None)
    if size is not None:
        size = cap(size + move.extra_fortune)
    extra = f" +{move.extra_fortune} Fortune" if move.extra_fortune else ""
    if move.create_element is not None:
        _create_element(play, actor, move.create_element, power, size, extra, events)
        return
    assert move.create_trait is not None
    _create_trait(play, actor, move.create_trait, size, extra, events)


def _destroy_element(
    play: ChallengeState, actor: PersonaState, element: Element, power: int, events: list[Event]
) -> None:
    if play.rulings.R5 is R5.COST:
        succeeds = actor.threat + element.scale <= power
        rule = f"ruling R5 cost: Threat {actor.threat} + Scale {element.scale} vs Power {power}"
    else:
        succeeds = element.scale < power
        rule = f"rule 3.8e: Scale {element.scale} vs Power {power}"
    if not succeeds:
        events.append(
            play.say(
                f"{actor.id} fails to destroy {element.id} ({rule}); no Fortune spent",
                actor.id,
                "element",
            )
        )
        return
    if play.rulings.R5 is R5.COST:
        price = "no Fortune"
    else:
        actor.fortune -= 1
        price = "1 Fortune"
    for trait in list(element.traits.values()):
        play.remove_trait(trait)
    del play.elements[element.id]
    for state in play.personae.values():
        for trait_id in [t for t in state.affecting if t not in play.traits]:
            del state.affecting[trait_id]
    events.append(
        play.say(
            f"{actor.id} destroys Element {element.name!r} ({element.id}) for {price} ({rule})",
            actor.id,
            "element",
        )
    )


def _create_element(
    play: ChallengeState,
    actor: PersonaState,
    data: NewElement,
    power: int,
    size: int | None,
    extra: str,
    events: list[Event],
) -> None:
    if size is None:
        play.used_ids.add(data.id)
        events.append(
            play.say(
                f"{actor.id}'s Power {power} is below Threat {actor.threat}: no Element "
                "is made (ruling R5 cost)",
                actor.id,
                "element",
            )
        )
        return
    element = Element(data.id, data.name, size)
    play.elements[element.id] = element
    play.used_ids.add(element.id)
    events.append(
        play.say(
            f"{actor.id} creates Element {element.name!r} ({element.id}) Scale "
            f"{size}{extra} (rule 3.8e)",
            actor.id,
            "element",
        )
    )


def _create_trait(
    play: ChallengeState,
    actor: PersonaState,
    data: NewTrait,
    size: int | None,
    extra: str,
    events: list[Event],
) -> None:
    if size is None or size <= 0:
        play.used_ids.add(data.id)
        events.append(
            play.say(
                f"{actor.id}'s new Trait would have Strength 0: none is made (ruling R5 cost)",
                actor.id,
                "trait",
            )
        )
        return
    trait = Trait(
        id=data.id,
        name=data.name,
        strength=size,
        negative=data.negative,
        on=data.on,
        created_by=actor.id,
    )
    play.place(trait)
    kind = "Negative Trait" if trait.negative else "Trait"
    events.append(
        play.say(
            f"{actor.id} creates {kind} {trait.name!r} ({trait.id}) on {trait.on}, Strength "
            f"{size}{extra} (rule 3.8e)",
            actor.id,
            "trait",
        )
    )


def _leading_size(
    play: ChallengeState, actor: PersonaState, power: int, *, element: bool
) -> int | None:
    """Return a new Trait's Strength or Element's Scale before extra Fortune (3.8e, R5).

    Under R5 ``cost`` (rules-spec A.9) a Trait's Strength is ⌊Power ÷ Threat⌋ (Threat 0
    pays 1 per point) and an Element's Scale is Power − Threat; None: no Element is made
    (Power below Threat).
    """
    if play.rulings.R5 is R5.COST:
        if element:
            return power - actor.threat if power >= actor.threat else None
        return max(0, power) // max(1, actor.threat)
    return by_comparison(power, actor.threat)


def _telling_negative(play: ChallengeState, state: PersonaState, events: list[Event]) -> None:
    threshold = state.surrender
    negatives = play.uncounted_negative.get(state.id)
    counted = negatives.take(threshold, state.surrender) if negatives is not None else []
    for trait_id in counted:
        trait = play.traits[trait_id]
        trait.counted_surrender = True
        state.surrender -= 1
        events.append(
            play.say(
                said(
                    QT_TRANSLATE_NOOP(
                        "ChallengeLog",
                        "{persona}: Telling Negative {trait} (Strength {strength} >= "
                        "{threshold}): Surrender -1 = {total} (rule 3.9)",
                    ),
                    persona=state.id,
                    trait=trait.id,
                    strength=trait.strength,
                    threshold=threshold,
                    total=state.surrender,
                ),
                state.id,
                "telling_negative",
            )
        )
    if state.surrender == 0 and state.id not in play.pending:
        play.pending.append(state.id)
        events.append(
            play.say(
                said(
                    QT_TRANSLATE_NOOP(
                        "ChallengeLog", "{persona} is at Surrender 0 and must choose (rule 5)"
                    ),
                    persona=state.id,
                ),
                state.id,
                "surrender",
            )
        )


def _telling_checks(play: ChallengeState, actor: PersonaState, events: list[Event]) -> None:
    if play.rulings.R6 is R6.EVERYONE_AFTER_EVERY_MOVE:
        for state in play.personae.values():
            if state.in_play:
                _telling_negative(play, state, events)
    else:
        _telling_negative(play, actor, events)
    if actor.free:
        designated = play.personae.get(actor.designated or "")
        if designated is None or not designated.in_play or designated.free:
            return
        counted_against = designated
    else:
        counted_against = actor
    threshold = counted_against.threat
    created = play.uncounted_by_creator.get(actor.id)
    counted = created.take(threshold, counted_against.threat) if created is not None else []
    for trait_id in counted:
        trait = play.traits[trait_id]
        trait.counted_threat = True
        counted_against.threat -= 1
        events.append(
            play.say(
                said(
                    QT_TRANSLATE_NOOP(
                        "ChallengeLog",
                        "{persona}: Telling Trait {trait} by {actor} (Strength {strength} >= "
                        "{threshold}): Threat -1 = {total} (rule 3.10)",
                    ),
                    persona=counted_against.id,
                    trait=trait.id,
                    actor=actor.id,
                    strength=trait.strength,
                    threshold=threshold,
                    total=counted_against.threat,
                ),
                counted_against.id,
                "telling_trait",
            )
        )
    if counted_against.free:
        counted_against.designated = None
        free = said(
            QT_TRANSLATE_NOOP("ChallengeLog", "{persona} is free (rule 6)"),
            persona=counted_against.id,
        )
        events.append(play.say(free, counted_against.id, "free"))
