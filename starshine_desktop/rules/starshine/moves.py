"""A Starshine Move checked against the rules (rules 3.1–3.8, A.8), and the questions the
window asks about Moves: which types are legal, the pool, what Risk and Power would do.

``check_move(play, move, index)`` takes a typed ``Move`` (its shape already checked by
``steps.parse_step``) and refuses, with ``IllegalStep``, what the state of play forbids; it
returns the Move ready to resolve (``Checked``) and the Move as recorded (dice as rolled, the
die kept, the new Trait's or Element's id).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, IllegalStep, Refusal, RuleError
from starshine_desktop.rules.starshine.dice import roll_dice
from starshine_desktop.rules.starshine.model import (
    Element,
    MoveScores,
    MoveType,
    PersonaState,
    Phase,
    PoolBreakdown,
    ResultKind,
    Said,
    Trait,
    by_comparison,
    said,
)
from starshine_desktop.rules.starshine.persona import DIRECTOR
from starshine_desktop.rules.starshine.rulings import R3, R4, R5, R10
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.rules.starshine.state import ChallengeState
from starshine_desktop.rules.starshine.steps import (
    CreateElement,
    CreateTrait,
    DestroyElement,
    Move,
    actor_refused,
    affecting_refused,
    destroy_refused,
    helper_refused,
    on_refused,
    scope_refused,
)


@dataclass(frozen=True, slots=True)
class NewTrait:
    """A new Trait a Leading Move would make, checked: its id, holder and kind."""

    id: str
    name: str
    on: str
    negative: bool


@dataclass(frozen=True, slots=True)
class NewElement:
    """A new Element a Leading Move would make, checked."""

    id: str
    name: str


@dataclass(slots=True)
class Checked:
    """A validated Move, ready to resolve."""

    actor: PersonaState
    move: Move
    """The Move as recorded: dice as rolled, the die kept, new ids given."""
    pool: int
    helpers: list[PersonaState]
    dice: list[int]
    select: int | None
    trait: Trait | None
    create_trait: NewTrait | None
    create_element: NewElement | None
    destroy_element: Element | None
    extra_fortune: int
    affecting: dict[str, str]

    @property
    def move_type(self) -> MoveType:
        """Return the Move's type."""
        return self.move.type


# Checking a Move -------------------------------------------------------------------------


def check_move(play: ChallengeState, move: Move, index: int) -> Checked:
    """Return the Move ready to resolve; raise ``IllegalStep`` for what the rules forbid."""
    actor = play.personae.get(move.actor)
    if actor is None:
        raise actor_refused(index, move.actor)
    refusal = move_refusal(play, actor)
    if refusal is not None:
        raise IllegalStep(index, refusal)
    helpers = _check_helpers(play, move, actor, index)
    trait = _check_trait(play, move, actor, index)
    lead, extra_fortune = _check_lead(play, move, index)
    affecting = _check_affecting(play, move, index)
    breakdown = pool(play, actor.id, move.type, stunt=move.is_stunt, aid_from=move.aid_from or ())
    _check_payment(play, move, actor, breakdown.total, extra_fortune, lead, index)
    dice, select = _check_dice(play, move, breakdown.total, index)
    return Checked(
        actor=actor,
        move=_recorded(move, dice, select, lead),
        pool=breakdown.total,
        helpers=helpers,
        dice=dice,
        select=select,
        trait=trait,
        create_trait=lead if isinstance(lead, NewTrait) else None,
        create_element=lead if isinstance(lead, NewElement) else None,
        destroy_element=lead if isinstance(lead, Element) else None,
        extra_fortune=extra_fortune,
        affecting=affecting,
    )


def _recorded(
    move: Move, dice: list[int], select: int | None, checked: NewTrait | NewElement | Element | None
) -> Move:
    """Return the Move as recorded: dice as rolled, the die kept, the new ids given.

    A stored Move (its dice and kept die given, its new ids too) is recorded as it came.
    """
    lead = move.lead
    named = not isinstance(lead, CreateTrait | CreateElement) or lead.id is not None
    kept = select is None or move.select == select
    if named and kept and move.dice != "roll":
        return move
    if not named:
        assert isinstance(lead, CreateTrait | CreateElement)
        assert isinstance(checked, NewTrait | NewElement)
        lead = dataclasses.replace(lead, id=checked.id)
    return dataclasses.replace(
        move, dice=tuple(dice), select=move.select if select is None else select, lead=lead
    )


def _check_helpers(
    play: ChallengeState, move: Move, actor: PersonaState, index: int
) -> list[PersonaState]:
    helpers: list[PersonaState] = []
    for helper_id in move.aid_from or ():
        helper = play.personae.get(helper_id)
        if helper is None:
            raise helper_refused(index, helper_id)
        if helper is actor:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "a Persona cannot aid its own Move (rule 3.4c)"),
            )
        if not helper.in_play:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{helper_id} is {helper_status} and gives no Aid (rule 3.4c)",
                ),
                helper_id=helper_id,
                helper_status=helper.status,
            )
        if helper in helpers:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{helper_id} is named twice in aid_from: each helper aids once (rule 3.4c)",
                ),
                helper_id=helper_id,
            )
        helpers.append(helper)
    return helpers


def _check_trait(play: ChallengeState, move: Move, actor: PersonaState, index: int) -> Trait | None:
    """Return the Trait a Defensive or Recovery Move changes (None for a Leading Move)."""
    if move.type is MoveType.DEFENSIVE:
        refusal = defensive_refusal(play, actor)
        if refusal is not None:
            raise IllegalStep(index, refusal)
        assert actor.just_given is not None
        if move.trait is not None and move.trait != actor.just_given:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "a Defensive Move acts only on the Negative Trait just given "
                    "({actor_just_given}), not {trait!r} (rule 3.3a)",
                ),
                actor_just_given=actor.just_given,
                trait=move.trait,
            )
        return play.traits[actor.just_given]
    if move.type is MoveType.LEADING:
        return None
    if move.trait is None:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "a Recovery Move must name the 'trait' it changes (3.3b)"),
        )
    trait = play.traits.get(move.trait)
    if trait is None:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "a Recovery Move changes an existing Trait; {trait_id!r} is not one (rule 3.3b)",
            ),
            trait_id=move.trait,
        )
    refusal = recovery_target_refusal(play, trait)
    if refusal is not None:
        raise IllegalStep(index, refusal)
    return trait


def _check_lead(
    play: ChallengeState, move: Move, index: int
) -> tuple[NewTrait | NewElement | Element | None, int]:
    """Return a Leading Move's new Trait, new Element or Element to destroy, and extra Fortune."""
    lead = move.lead
    if lead is None:
        return None, 0
    if isinstance(lead, DestroyElement):
        element = play.elements.get(lead.id)
        if element is None:
            raise destroy_refused(index, lead.id)
        return element, 0
    if isinstance(lead, CreateElement):
        ident = _new_id(play, lead.id, f"element:new:{index}", index)
        return NewElement(ident, lead.name), _extra_fortune(play, lead.extra_fortune, index)
    ident = _new_id(play, lead.id, f"{move.actor}:trait:{index}", index)
    return _new_trait(play, lead, ident, index), _extra_fortune(play, lead.extra_fortune, index)


def _new_id(play: ChallengeState, ident: str | None, given: str, index: int) -> str:
    """Return a new Trait's or Element's id: the step's own, or one the engine gives."""
    if ident is None:
        ident = given
        number = 1
        while ident in play.used_ids:
            number += 1
            ident = f"{given}:{number}"
        return ident
    if ident == DIRECTOR or ident in play.used_ids:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "id {ident!r} is already used (ids are unique)"),
            ident=ident,
        )
    return ident


def _new_trait(play: ChallengeState, lead: CreateTrait, ident: str, index: int) -> NewTrait:
    holder = play.personae.get(lead.on)
    if holder is not None:
        if not holder.in_play:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{on} is {holder_status} and takes no further part: no new Traits on it",
                ),
                on=lead.on,
                holder_status=holder.status,
            )
        negative = False
    elif lead.on in play.elements:
        negative = True
    else:
        raise on_refused(index, lead.on)
    if lead.negative is not None and lead.negative is not negative:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "a Trait created on an Element is Negative (rule 3.8e)")
            if negative
            else QT_TRANSLATE_NOOP(
                "Refusal", "a Trait created on a Persona is positive (rule 3.8e)"
            ),
        )
    return NewTrait(ident, lead.name, lead.on, negative)


def _extra_fortune(play: ChallengeState, extra: int | None, index: int) -> int:
    if extra and play.rulings.R5 is R5.COST:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "extra_fortune {extra} is not on offer under ruling R5 cost: Power pays "
                "Threat per point",
            ),
            extra=extra,
        )
    return extra or 0


def _check_affecting(play: ChallengeState, move: Move, index: int) -> dict[str, str]:
    if move.affecting is None:
        return {}
    if play.rulings.R10 is R10.OFF:
        raise IllegalStep(
            index, QT_TRANSLATE_NOOP("Refusal", "affecting Traits are off (ruling R10)")
        )
    for entry in move.affecting:
        if entry.trait not in play.traits:
            raise affecting_refused(index, entry.trait)
    return {entry.trait: entry.score for entry in move.affecting}


def _check_payment(
    play: ChallengeState,
    move: Move,
    actor: PersonaState,
    dice_in_pool: int,
    extra_fortune: int,
    lead: NewTrait | NewElement | Element | None,
    index: int,
) -> None:
    low, high = (2, 6) if play.rulings.R3 is R3.TWO_TO_SIX else (1, 6)
    scope, pay_dice, pay_fortune = move.scope, move.pay_dice, move.pay_fortune
    if not low <= scope <= high:
        raise scope_refused(index, scope, low=low, high=high)
    if pay_dice + pay_fortune != scope:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "pay_dice {pay_dice} + pay_fortune {pay_fortune} must equal the Scope "
                "{scope} (rule 3.6)",
            ),
            pay_dice=pay_dice,
            pay_fortune=pay_fortune,
            scope=scope,
        )
    if pay_dice > dice_in_pool:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal", "pay_dice {pay_dice} is more than the pool of {pool} dice (rule 3.6)"
            ),
            pay_dice=pay_dice,
            pool=dice_in_pool,
        )
    if pay_fortune + extra_fortune > actor.fortune:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{actor_id} has {actor_fortune} Fortune, cannot spend {fortune} (rule 3.6)",
            ),
            actor_id=actor.id,
            actor_fortune=actor.fortune,
            fortune=pay_fortune + extra_fortune,
        )
    if (
        isinstance(lead, Element)
        and play.rulings.R5 is not R5.COST
        and actor.fortune - pay_fortune < 1
    ):
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "destroying an Element needs 1 Fortune left after paying the Scope (rule 3.8e)",
            ),
        )


def _check_dice(
    play: ChallengeState, move: Move, dice_in_pool: int, index: int
) -> tuple[list[int], int | None]:
    """Return the dice (rolled now for ``"roll"``) and the face kept, None for none."""
    left = dice_in_pool - move.pay_dice
    if move.dice == "roll":
        if play.rng is None:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", '"dice": "roll" needs a top-level "seed" to roll with'
                ),
            )
        rng_state = play.rng.getstate()
        dice = roll_dice(play.rng, left)
        try:
            return dice, _check_select(move, dice, True, index)
        except IllegalStep:
            play.rng.setstate(rng_state)
            raise
    if move.dice is None:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal", "'dice' must list the {left} rolled dice, or be \"roll\" (rule 3.8)"
            ),
            left=left,
        )
    if len(move.dice) != left:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{count} dice given, but {left} are left after paying (pool {pool} - "
                "{pay_dice}) (rule 3.8)",
            ),
            count=len(move.dice),
            left=left,
            pool=dice_in_pool,
            pay_dice=move.pay_dice,
        )
    dice = list(move.dice)
    return dice, _check_select(move, dice, False, index)


def _check_select(move: Move, dice: list[int], rolled: bool, index: int) -> int | None:
    select = move.select
    if move.is_stunt or not dice:
        if select is not None:
            why = (
                Refusal(QT_TRANSLATE_NOOP("Refusal", "a Stunt looks for its Target"))
                if move.is_stunt
                else Refusal(QT_TRANSLATE_NOOP("Refusal", "no dice are left to select"))
            )
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "'select' is refused here: {why} (rule 3.8)"),
                why=why,
            )
        return None
    if select is None:
        if rolled:
            return max(dice)
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal", "a non-Stunt Move with dice left must 'select' one die (rule 3.8c)"
            ),
        )
    if select == "highest":
        return max(dice)
    if select == "lowest":
        return min(dice)
    if select not in dice:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal", "select {select!r} is not one of the dice rolled {dice} (rule 3.8c)"
            ),
            select=select,
            dice=dice,
        )
    return select


# The window's questions about Moves --------------------------------------------------------


def move_type_refusals(play: ChallengeState, persona_id: str) -> dict[MoveType, Refusal | None]:
    """Return each Move type with None if legal for this Persona now, else the refusal."""
    state = play.persona(persona_id)
    common = move_refusal(play, state)
    result: dict[MoveType, Refusal | None] = {}
    for move_type in MoveType:
        reason = common
        if reason is None and move_type is MoveType.DEFENSIVE:
            reason = defensive_refusal(play, state)
        if (
            reason is None
            and move_type is MoveType.RECOVERY
            and not recoverable(
                play,
            )
        ):
            reason = Refusal(
                QT_TRANSLATE_NOOP("Refusal", "there is no existing Trait to change (rule 3.3b)")
            )
        result[move_type] = reason
    return result


def recoverable(play: ChallengeState) -> bool:
    return any(recovery_target_refusal(play, t) is None for t in play.traits.values())


def move_refusal(play: ChallengeState, state: PersonaState) -> Refusal | None:
    if play.ended:
        return Refusal(
            QT_TRANSLATE_NOOP("Refusal", "the Challenge has ended: nothing more happens in it")
        )
    if play.pending:
        return Refusal(
            QT_TRANSLATE_NOOP("Refusal", "waiting for {waiting}'s surrender choice (rule 5)"),
            waiting=play.pending[0],
        )
    if play.phase is not Phase.MOVES:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal", "Moves come only between threats and the next clock (rule 3)"
            )
        )
    if not state.in_play:
        return Refusal(
            QT_TRANSLATE_NOOP("Refusal", "{state_id} is {state_status} and takes no further part"),
            state_id=state.id,
            state_status=state.status,
        )
    if state.moved_in_round == play.round:
        return Refusal(
            QT_TRANSLATE_NOOP("Refusal", "{state_id} has already moved this round (rule 3.1)"),
            state_id=state.id,
        )
    return None


def defensive_refusal(play: ChallengeState, state: PersonaState) -> Refusal | None:
    if (
        state.just_given is None
        or state.just_given_round != play.round
        or state.just_given not in play.traits
    ):
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{state_id} has not just been given a Negative Trait this round (rule 3.3a)",
            ),
            state_id=state.id,
        )
    return None


def recovery_target_refusal(play: ChallengeState, trait: Trait) -> Refusal | None:
    holder = play.personae.get(trait.on)
    if holder is not None and not holder.in_play:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "Trait {trait_id!r} is on {holder_id}, who is {holder_status} and takes no "
                "further part",
            ),
            trait_id=trait.id,
            holder_id=holder.id,
            holder_status=holder.status,
        )
    return None


def pool(
    play: ChallengeState,
    persona_id: str,
    move_type: MoveType,
    *,
    stunt: bool = False,
    aid_from: Sequence[str] = (),
) -> PoolBreakdown:
    """Return the dice of a Move by part (rule 3.4); helpers are not checked here."""
    state = play.persona(persona_id)
    scores = state.setup.scores
    if move_type is MoveType.LEADING:
        type_score = scores[Score.LEAD]
    elif move_type is MoveType.RECOVERY:
        type_score = scores[Score.RECOVERY]
    else:
        type_score = scores[Score.DEFENSE]
    aid = tuple((h, play.persona(h).setup.scores[Score.AID]) for h in aid_from) if aid_from else ()
    return PoolBreakdown(
        base=scores[Score.BASE],
        move_type=move_type,
        type_score=type_score,
        stunt=scores[Score.STUNT] if stunt else 0,
        aid=aid,
    )


def move_scores(
    play: ChallengeState,
    persona_id: str,
    move_type: MoveType,
    result: ResultKind,
    number: int | None = None,
    affecting: Mapping[str, str] | None = None,
) -> MoveScores:
    """Return a Move's Risk and Power for a Result (3.8) and what they would do."""
    state = play.persona(persona_id)
    risk, power = scores(play, state, result, number, dict(affecting or {}))
    return MoveScores(
        result=result,
        number=number,
        risk=risk,
        power=power,
        risk_line=risk_effect_text(play, state, move_type, risk),
        power_line=power_effect_text(play, state, move_type, power),
    )


def scores(
    play: ChallengeState,
    state: PersonaState,
    result: ResultKind,
    number: int | None,
    affecting: dict[str, str],
) -> tuple[int, int]:
    if result is ResultKind.MISS:
        risk, power = 6, 1
    elif result is ResultKind.ACHIEVE:
        risk, power = 1, 6
    else:
        if number is None or not 1 <= number <= 6:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "a Number Result needs the selected die, 1 to 6 (rule 3.8c)"
                )
            )
        risk, power = number, number
    risk += state.setup.scores[Score.RISK]
    power += state.setup.scores[Score.POWER]
    if play.rulings.R10 is R10.ON:
        for trait_id, score in {**state.affecting, **affecting}.items():
            trait = play.traits.get(trait_id)
            if trait is None:
                continue
            change = -trait.strength if trait.negative else trait.strength
            if score == "risk":
                risk += change
            else:
                power += change
    return risk, power


def risk_effect_text(
    play: ChallengeState, state: PersonaState, move_type: MoveType, risk: int
) -> Said:
    if risk < 0:
        return said(QT_TRANSLATE_NOOP("ChallengeLog", "Guard +{gain} (rule 3.8d)"), gain=-risk)
    if risk == 0:
        return said(QT_TRANSLATE_NOOP("ChallengeLog", "nothing (Risk 0)"))
    if state.free:
        return said(
            QT_TRANSLATE_NOOP(
                "ChallengeLog", "nothing: a free Persona accrues no Opportunity or Danger (rule 6)"
            )
        )
    if move_type is MoveType.LEADING:
        return said(QT_TRANSLATE_NOOP("ChallengeLog", "Opportunity +{gain} (rule 3.8d)"), gain=risk)
    return said(QT_TRANSLATE_NOOP("ChallengeLog", "Danger +{gain} (rule 3.8d)"), gain=risk)


def power_effect_text(
    play: ChallengeState, state: PersonaState, move_type: MoveType, power: int
) -> Said:
    nothing = said(QT_TRANSLATE_NOOP("ChallengeLog", "nothing (Power 0 or less)"))
    if move_type is MoveType.DEFENSIVE:
        if power <= 0:
            return nothing
        return said(
            QT_TRANSLATE_NOOP(
                "ChallengeLog", "lowers the Negative Trait just given by {power} (rule 3.8e)"
            ),
            power=power,
        )
    if move_type is MoveType.RECOVERY:
        if power <= 0:
            return nothing
        if play.rulings.R4 is R4.ONE_FOR_ONE:
            return said(
                QT_TRANSLATE_NOOP(
                    "ChallengeLog", "changes the Trait by {power} (ruling R4 one_for_one)"
                ),
                power=power,
            )
        return said(
            QT_TRANSLATE_NOOP(
                "ChallengeLog",
                "changes the Trait by 1, 2 or 3 as Power is below, equal to or above its Strength",
            )
        )
    if play.rulings.R5 is R5.COST:
        strength = max(0, power) // max(1, state.threat)
        trait = (
            said(
                QT_TRANSLATE_NOOP("ChallengeLog", "Strength {strength} for a new Trait"),
                strength=strength,
            )
            if strength
            else said(QT_TRANSLATE_NOOP("ChallengeLog", "no new Trait"))
        )
        if power >= state.threat:
            element = said(
                QT_TRANSLATE_NOOP(
                    "ChallengeLog",
                    "Scale {scale} for a new Element, destroys an Element of Scale up to {scale} "
                    "for no Fortune",
                ),
                scale=power - state.threat,
            )
        else:
            element = said(
                QT_TRANSLATE_NOOP("ChallengeLog", "no new Element and no Element destroyed")
            )
        return said(
            QT_TRANSLATE_NOOP("ChallengeLog", "{trait}, {element} (ruling R5 cost)"),
            trait=trait,
            element=element,
        )
    size = by_comparison(power, state.threat)
    return said(
        QT_TRANSLATE_NOOP(
            "ChallengeLog",
            "Strength {size} for a new Trait or Scale {size} for a new Element, +1 per extra "
            "Fortune; destroys an Element of Scale below {power} for 1 Fortune",
        ),
        size=size,
        power=power,
    )
