"""What the round page says at its top: the guide sentence (where the round stands, what
happens next and who acts) and the round's walk, the current step bold."""

from __future__ import annotations

from collections.abc import Sequence

from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import Phase
from starshine_desktop.services.starshine.challenge_words import outcome_words
from starshine_desktop.services.starshine.challenges import ChallengePlay
from starshine_desktop.ui.i18n import translate
from starshine_desktop.ui.starshine.challenge_phases import escape
from starshine_desktop.ui.starshine.move_builder import MoveBuilder


def _joined(names: Sequence[str]) -> str:
    """Return names as one says them: "Ada", "Ada and Bren", "Ada, Bren and Cy"."""
    if len(names) < 2:
        return "".join(names)
    return translate("ChallengeWizard", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


def guide_text(play: ChallengePlay, names: dict[str, str], builder: MoveBuilder) -> str:
    """Return in one sentence where the round stands, what happens next and who acts."""
    engine = play.engine
    if engine.ended:
        outcome = translate("Print", outcome_words(play.row.outcome or ""))
        if play.row.applied:
            return translate(
                "ChallengeWizard",
                "The Challenge is over: {outcome} · its results are applied to the campaign.",
            ).format(outcome=outcome)
        return translate(
            "ChallengeWizard",
            "The Challenge is over: {outcome} · the Director applies its results to the campaign.",
        ).format(outcome=outcome)
    pending = engine.pending_surrenders()
    if pending:
        return translate(
            "ChallengeWizard",
            "Round {round} · {name} is at Surrender 0: {name}'s Actor chooses what happens.",
        ).format(round=engine.round, name=names[pending[0]])
    if engine.phase is Phase.SET_UP:
        return translate(
            "ChallengeWizard", "Set-up · the Director runs the clock to start round 1."
        )
    if engine.phase is Phase.THREATS:
        threatened = [names[ident] for ident in engine.threatened()]
        if not threatened:
            return translate(
                "ChallengeWizard",
                "Round {round} · Threats: no one is threatened; the Director goes on.",
            ).format(round=engine.round)
        return translate(
            "ChallengeWizard",
            "Round {round} · Threats: the Director names a Negative Trait for {names}, "
            "then issues the threats.",
        ).format(round=engine.round, names=_joined(threatened))
    actor = builder.actor
    if engine.moves_available() and actor is not None:
        return translate("ChallengeWizard", "Round {round} · {name}'s Move: {hint}.").format(
            round=engine.round, name=names[actor], hint=builder.hint()
        )
    return translate(
        "ChallengeWizard",
        "Round {round} · Every Persona has moved: the Director runs the clock for round {next}.",
    ).format(round=engine.round, next=engine.round + 1)


def progress_text(engine: Challenge, names: dict[str, str], builder: MoveBuilder) -> str:
    """Return the round's walk (clock, threats, each Persona's Move), the current step bold."""
    if engine.ended:
        return ""
    moves = engine.phase is Phase.MOVES
    available = engine.moves_available()
    pending = engine.pending_surrenders()
    in_play = [ident for ident, state in engine.personae.items() if state.in_play]
    if pending:
        current: str | None = pending[0]
    else:
        current = builder.actor if moves and available else None
    parts: list[tuple[str, bool, bool]] = [  # (text, done, current)
        (
            translate("ChallengeWizard", "Clock"),
            engine.phase is not Phase.SET_UP,
            engine.phase is Phase.SET_UP,
        ),
        (translate("ChallengeWizard", "Threats"), moves, engine.phase is Phase.THREATS),
    ]
    for ident in in_play:
        state = engine.persona(ident)
        done = moves and state.moved_in_round == engine.round and ident != current
        text = translate("ChallengeWizard", "{name}'s Move").format(name=names[ident])
        if ident in pending:
            text = translate("ChallengeWizard", "{name} at Surrender 0").format(name=names[ident])
        parts.append((text, done, ident == current))
    parts.append(
        (translate("ChallengeWizard", "Next round"), False, moves and not available and not pending)
    )
    shown = []
    for text, done, now in parts:
        text = escape(text)
        if now:
            shown.append(f"<b>▶ {text}</b>")
        elif done:
            shown.append(f"✔ {text}")
        else:
            shown.append(text)
    return translate("ChallengeWizard", "Round {round}: {steps}").format(
        round=max(engine.round, 1), steps=" › ".join(shown)
    )
