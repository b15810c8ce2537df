"""Starshine steps beyond the Moves (rules 5–6): surrender choices, the Director's Push,
a free Persona's designation, a compromise; and what is on offer for each."""

from __future__ import annotations

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, IllegalStep, Refusal
from starshine_desktop.rules.starshine.model import (
    FORCED_SURRENDERS,
    Characteristic,
    Event,
    Outcome,
    PersonaState,
    Status,
    SurrenderChoice,
    Typed,
    said,
)
from starshine_desktop.rules.starshine.rulings import R7, R8, R9
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.rules.starshine.state import ChallengeState
from starshine_desktop.rules.starshine.steps import (
    Compromise,
    Designate,
    Push,
    SurrenderStep,
    persona_refused,
)


def surrender_choices(play: ChallengeState, persona_id: str) -> list[SurrenderChoice]:
    """Return the step-5 choices on offer to a Persona now (empty if none)."""
    if play.ended:
        return []
    state = play.persona(persona_id)
    if not state.in_play:
        return []
    if persona_id in play.pending:
        choices = [SurrenderChoice.SURRENDER_STRATEGY, SurrenderChoice.LOSE_INVESTMENT]
        if not state.risked_corruption:
            choices.append(SurrenderChoice.RISK_CORRUPTION)
        if not state.risked_death:
            choices.append(SurrenderChoice.RISK_DEATH)
        choices.append(SurrenderChoice.SURRENDER)
        return choices
    if play.pending:
        return []
    return [SurrenderChoice.SURRENDER]


def push_refusal(play: ChallengeState, persona_id: str) -> Refusal | None:
    """Return None if the Director may Push this Persona now, else the refusal saying why."""
    if play.ended:
        return Refusal(
            QT_TRANSLATE_NOOP("Refusal", "the Challenge has ended: nothing more happens in it")
        )
    if play.pending:
        return Refusal(
            QT_TRANSLATE_NOOP("Refusal", "waiting for {waiting}'s surrender choice (rule 5)"),
            waiting=play.pending[0],
        )
    state = play.persona(persona_id)
    if not state.in_play:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal", "{persona_id} is {state_status} and takes no further part"
            ),
            persona_id=persona_id,
            state_status=state.status,
        )
    if play.rulings.R9 is R9.ONCE_PER_CHALLENGE and play.pushes:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal", "the Director may Push only once per Challenge (rule 6.1, ruling R9)"
            )
        )
    if play.rulings.R9 is R9.ONCE_PER_PERSONA and state.pushed:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{persona_id} has already been pushed (rule 6.1, ruling R9 once_per_persona)",
            ),
            persona_id=persona_id,
        )
    return None


def surrender_choice(
    play: ChallengeState, step: SurrenderStep, index: int, events: list[Event]
) -> None:
    """Apply a Persona's surrender choice (step 5)."""
    state = _persona(play, "surrender_choice", "persona", step.persona, index)
    choice = step.choice
    _check_offered(play, state, choice, index)
    forced = state.id in play.pending
    corrupt_now = forced and choice in FORCED_SURRENDERS and state.risked_corruption
    picked = _corrupted(state, step.characteristic, corrupt_now, index)
    if choice is SurrenderChoice.RISK_CORRUPTION or choice is SurrenderChoice.RISK_DEATH:
        _risk(play, state, choice, events)
        return
    if forced:
        play.pending.remove(state.id)
    if picked is not None:
        old = picked.value
        picked.value = 6 - old
        picked.corrupt = True
        events.append(
            play.say(
                f"{state.id}'s Characteristic {picked.name!r} becomes Corrupt: {old} -> "
                f"{picked.value} (rule 5.1)",
                state.id,
                "corruption",
            )
        )
    if forced and state.risked_death:
        state.out = Status.DEAD
        text = f"{state.id} is forced to surrender ({choice}) and dies (rule 5.2)"
    else:
        state.out = Status.SURRENDERED
        why = "forced, rule 5" if forced else "by choice, rule 5.4"
        text = f"{state.id} surrenders ({choice}, {why})"
    state.designated = None
    events.append(play.say(text, state.id, "surrender"))


def _persona(play: ChallengeState, do: str, key: str, persona_id: str, index: int) -> PersonaState:
    state = play.personae.get(persona_id)
    if state is None:
        raise persona_refused(index, do, key, persona_id)
    return state


def _check_offered(
    play: ChallengeState, state: PersonaState, choice: SurrenderChoice, index: int
) -> None:
    if not state.in_play:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP("Refusal", "{state_id} is {state_status} and takes no further part"),
            state_id=state.id,
            state_status=state.status,
        )
    if play.pending and state.id not in play.pending:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal", "{waiting} waits at Surrender 0: only its choice may come now (rule 5)"
            ),
            waiting=play.pending[0],
        )
    offered = surrender_choices(play, state.id)
    if choice not in offered:
        if choice in (SurrenderChoice.RISK_CORRUPTION, SurrenderChoice.RISK_DEATH) and (
            state.id in play.pending
        ):
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "{state_id} has already risked {choice} (rule 5.3)"),
                state_id=state.id,
                choice=choice.value[5:],
            )
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{choice} is on offer only at Surrender 0; {state_id} is at "
                "{state_surrender} (rule 5, 5.4)",
            ),
            choice=choice,
            state_id=state.id,
            state_surrender=state.surrender,
        )


def _corrupted(
    state: PersonaState, name: str | None, corrupt_now: bool, index: int
) -> Characteristic | None:
    """Return the Characteristic a forced surrender corrupts (rule 5.1), None for none."""
    lowest: list[Characteristic] = []
    if corrupt_now and state.characteristics:
        low = min(c.value for c in state.characteristics)
        lowest = [c for c in state.characteristics if c.value == low]
    picked: Characteristic | None = lowest[0] if lowest else None
    if name is not None:
        if not corrupt_now:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "'characteristic' is accepted only when a Corruption applies (5.1)",
                ),
            )
        matches = [c for c in lowest if c.name == name]
        if not matches:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{name!r} is not one of {state_id}'s lowest Characteristics ({lowest}) "
                    "(rule 5.1)",
                ),
                name=name,
                state_id=state.id,
                lowest=", ".join(c.name for c in lowest),
            )
        picked = matches[0]
    return picked


def _risk(
    play: ChallengeState, state: PersonaState, choice: SurrenderChoice, events: list[Event]
) -> None:
    """Risk Corruption or Death: Surrender is restored (rule 5, ruling R7)."""
    if choice is SurrenderChoice.RISK_CORRUPTION:
        state.risked_corruption = True
    else:
        state.risked_death = True
    start = state.setup.score(Score.SURRENDER)
    if play.rulings.R7 is R7.ORIGINAL_MINUS_ONE:
        state.surrender = max(0, start - 1)
        rule = "ruling R7 original_minus_one"
    else:
        state.surrender = start
        rule = "rule 5, ruling R7"
    events.append(
        play.say(
            f"{state.id} risks {choice.value[5:]}: Surrender restored to "
            f"{state.surrender} ({rule})",
            state.id,
            "surrender",
        )
    )
    if state.surrender > 0:
        play.pending.remove(state.id)


def push(play: ChallengeState, step: Push, index: int, events: list[Event]) -> None:
    """The Director pushes a Persona (rule 6.1, rulings R8 and R9)."""
    state = _persona(play, "push", "persona", step.persona, index)
    refusal = push_refusal(play, state.id)
    if refusal is not None:
        raise IllegalStep(index, refusal)
    before = state.stance
    state.stance = max(1, before - 1)
    stance = before if play.rulings.R8 is R8.STANCE_BEFORE_PUSH else state.stance
    state.threat = max(0, stance + state.setup.score(Score.THREAT))
    state.pushed = True
    play.pushes += 1
    if state.threat > 0:
        state.designated = None
    events.append(
        play.say(
            said(
                QT_TRANSLATE_NOOP(
                    "ChallengeLog",
                    "the Director pushes {persona}: Stance {before} -> {after}, Threat reset to "
                    "{threat} (rule 6.1, ruling R8)",
                ),
                persona=state.id,
                before=before,
                after=state.stance,
                threat=state.threat,
            ),
            state.id,
            "push",
        )
    )


def designate(play: ChallengeState, step: Designate, index: int, events: list[Event]) -> None:
    """A free Persona designates an active one (rule 6)."""
    state = _persona(play, "designate", "persona", step.persona, index)
    target = _persona(play, "designate", "target", step.target, index)
    if not state.free:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "only a free Persona designates; {state_id} is {state_status} (rule 6)",
            ),
            state_id=state.id,
            state_status=state.status,
        )
    if target.status is not Status.ACTIVE:
        raise IllegalStep(
            index,
            QT_TRANSLATE_NOOP(
                "Refusal",
                "only an active Persona may be designated; {target_id} is {target_status} (rule 6)",
            ),
            target_id=target.id,
            target_status=target.status,
        )
    state.designated = target.id
    events.append(
        play.say(
            said(
                QT_TRANSLATE_NOOP(
                    "ChallengeLog",
                    "{persona} designates {target}: its Traits now count against {target}'s "
                    "Threat (rule 6)",
                ),
                persona=state.id,
                target=target.id,
            ),
            state.id,
            "designate",
        )
    )


def compromise(play: ChallengeState, step: Compromise, events: list[Event]) -> None:
    """The Actors accept a compromise (the Challenge ends) or refuse it (rule 6.2)."""
    if step.accepted:
        template = (
            QT_TRANSLATE_NOOP("ChallengeLog", "the Actors accept a compromise: {offer} (rule 6.2)")
            if step.offer
            else QT_TRANSLATE_NOOP("ChallengeLog", "the Actors accept a compromise (rule 6.2)")
        )
    else:
        template = (
            QT_TRANSLATE_NOOP("ChallengeLog", "the Actors refuse a compromise: {offer} (rule 6.2)")
            if step.offer
            else QT_TRANSLATE_NOOP("ChallengeLog", "the Actors refuse a compromise (rule 6.2)")
        )
    line = said(template, offer=Typed(step.offer)) if step.offer else said(template)
    events.append(play.say(line, None))
    if step.accepted:
        play.finish(Outcome.COMPROMISE, events)
