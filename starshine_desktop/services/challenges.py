"""Challenges played in the app: set up from the campaign, saved after every step, replayable.

A ``ChallengeService`` starts a Challenge from Personae of the campaign and the chosen
rulings, stores its set-up (a scenario without steps, rules-spec A.7) and then the step list
after every step, in one transaction each, so a Challenge survives the app being killed and
resumes where it stood. ``ChallengePlay`` is one running Challenge: the rules engine rebuilt
from the stored steps, which saves each accepted step at once. Nothing here computes a rule:
the engine does, and the service only records and reports what it said.

When a Challenge has ended, ``results`` lists what it changed in the Narrative, and
``apply_results`` writes to the campaign what the campaign keeps (as one transaction that
``unapply_results`` takes back).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from starshine_desktop.rules.errors import RuleError, ScenarioError
from starshine_desktop.rules.replay import replay_challenge
from starshine_desktop.rules.starshine.challenge import Challenge, Event, Status, SurrenderChoice
from starshine_desktop.rules.starshine.persona import DIRECTOR, PersonaSetup
from starshine_desktop.rules.starshine.rulings import RULING_OPTIONS, Rulings
from starshine_desktop.rules.starshine.scenario import RULES_NAME
from starshine_desktop.rules.starshine.scores import STANCE_RANGE, check_in_range
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.personae import Clock, utc_now
from starshine_desktop.storage.challenges_reads import (
    FINISHED,
    RUNNING,
    ChallengeRow,
    read_challenge,
    read_challenges,
)
from starshine_desktop.storage.database import Database
from starshine_desktop.storage.persona_reads import read_persona
from starshine_desktop.storage.rows import NAME_LENGTH, PersonaRow

CHALLENGE = RecordKind.CHALLENGE
PERSONA = RecordKind.PERSONA


@dataclass(frozen=True, slots=True)
class RulingChoice:
    """One ruling of rules-spec A.6: its question and each option explained in one line."""

    id: str
    question: str
    default: str
    options: tuple[tuple[str, str], ...]
    """(option name, one-line explanation), the default first."""


RULING_CHOICES: tuple[RulingChoice, ...] = (
    RulingChoice(
        "R1",
        "What triggers a threat",
        "opportunity_vs_guard",
        (
            ("opportunity_vs_guard", "A threat comes when Opportunity is above Guard (001)."),
            ("threat_vs_guard", "A threat comes when Threat is above Guard (2.1's letter)."),
        ),
    ),
    RulingChoice(
        "R2",
        "What resets after a threat",
        "opportunity_and_danger",
        (
            ("opportunity_and_danger", "Opportunity and Danger go back to 0 (001)."),
            ("threat_and_opportunity", "Threat and Opportunity go back to 0 (2.1's letter)."),
        ),
    ),
    RulingChoice(
        "R3",
        "The range of a Move's Scope",
        "two_to_six",
        (
            ("two_to_six", "Scope is time 1-3 plus significance 1-3, so 2 to 6 (2.1)."),
            ("one_to_six", "Scope is any number from 1 to 6 (001)."),
        ),
    ),
    RulingChoice(
        "R4",
        "How Recovery changes a Trait",
        "by_strength",
        (
            ("by_strength", "By 1, 2 or 3 as Power is below, equal to or above its Strength."),
            ("one_for_one", "By the whole Power (001)."),
        ),
    ),
    RulingChoice(
        "R5",
        "How a Leading Move's Power becomes Strength or Scale",
        "by_threat",
        (
            ("by_threat", "1, 2 or 3 as Power is below, equal to or above Threat, +1 per Fortune."),
            ("cost", "Each Strength point costs Threat; an Element costs Threat + Scale (001)."),
        ),
    ),
    RulingChoice(
        "R6",
        "Whose Negative Traits the Telling Negative check reads",
        "acting_persona",
        (
            ("acting_persona", "Only the acting Persona's, after its own Move (2.1)."),
            ("everyone_after_every_move", "Every Persona's, after every Move (001)."),
        ),
    ),
    RulingChoice(
        "R7",
        "Surrender after risking Corruption or Death",
        "starting_value",
        (
            ("starting_value", "Back to its value at the start of the Challenge (2.1)."),
            ("original_minus_one", "Back to the Surrender Score minus one (001)."),
        ),
    ),
    RulingChoice(
        "R8",
        "Which Stance a Push uses to reset Threat",
        "stance_before_push",
        (
            ("stance_before_push", "The Stance as it was before the Push."),
            ("stance_after_push", "The lowered Stance."),
        ),
    ),
    RulingChoice(
        "R9",
        "How often the Director may Push",
        "once_per_challenge",
        (
            ("once_per_challenge", "Once in the whole Challenge (2.1)."),
            ("once_per_persona", "Once for each Persona."),
        ),
    ),
    RulingChoice(
        "R10",
        "Whether Traits the Actor names change a Move's Risk or Power",
        "off",
        (
            ("off", "Traits do not change a Move's scores (2.1)."),
            ("on", "A named Trait adds its Strength to Risk or Power, a Negative one subtracts."),
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class ResultItem:
    """One thing a finished Challenge changed, and whether the campaign can take it now."""

    kind: str
    """``trait``, ``strength``, ``trait_removed``, ``element_created``, ``element_destroyed``,
    ``strategy_surrendered``, ``investment_lost``, ``corruption``, ``death``, ``stance``,
    ``surrendered``."""
    persona_id: int | None
    text: str
    applies: bool
    """True when applying the results writes this to the campaign."""
    value: int | None = None
    """The new value where there is one (the Stance after a Push)."""


def _clean_title(title: str) -> str:
    text = " ".join(title.split())
    if not text:
        raise ValidationError("A Challenge's title cannot be blank")
    if len(text) > NAME_LENGTH:
        raise ValidationError(f"A Challenge's title is longer than {NAME_LENGTH} characters")
    return text


def scenario_id(name: str, taken: set[str], fallback: str) -> str:
    """Return a short, unique id for a Persona in the Challenge's log, made from its name."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:24].strip("-")
    base = slug if slug and slug != DIRECTOR else fallback
    ident = base
    number = 2
    while ident in taken:
        ident = f"{base}-{number}"
        number += 1
    taken.add(ident)
    return ident


def persona_setup(row: PersonaRow, ident: str) -> PersonaSetup:
    """Return the engine's set-up of a campaign Persona (its Scores and Stance)."""
    return PersonaSetup(id=ident, name=row.name, scores=dict(row.scores), stance=row.stance)


def build_engine(row: ChallengeRow) -> Challenge:
    """Rebuild a stored Challenge by replaying its set-up and steps."""
    try:
        return replay_challenge(row.scenario())
    except (ScenarioError, RuleError) as error:
        raise ValidationError(f"Challenge {row.title!r} no longer replays: {error}") from None


class ChallengePlay:
    """One Challenge in play: the engine rebuilt from the campaign, saving every step."""

    def __init__(self, service: ChallengeService, row: ChallengeRow) -> None:
        self._service = service
        self.row = row
        self.engine = build_engine(row)
        self.persona_ids: dict[str, int] = {
            str(setup["id"]): persona_id
            for setup, persona_id in zip(row.setup["personae"], row.persona_ids, strict=True)
        }

    @property
    def challenge_id(self) -> int:
        """Return the stored Challenge's id."""
        return self.row.id

    @property
    def title(self) -> str:
        """Return the Challenge's title."""
        return self.row.title

    def name_of(self, ident: str) -> str:
        """Return the name of a Persona in play by its id in the Challenge."""
        return self.engine.persona(ident).setup.name

    def apply(self, step: Mapping[str, Any]) -> list[Event]:
        """Apply one step and save the step list at once; ``IllegalStep`` changes nothing."""
        events = self.engine.apply(step)
        try:
            self.row = self._service.save_progress(self.row.id, self.engine)
        except Exception:
            self.engine = build_engine(self.row)
            raise
        return events

    def reload(self) -> None:
        """Rebuild the engine from what the campaign holds."""
        self.row = self._service.get_challenge(self.row.id)
        self.engine = build_engine(self.row)


class ChallengeService:
    """The Challenges of one campaign."""

    def __init__(self, database: Database, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock

    # Reading -------------------------------------------------------------------------

    def list_challenges(self) -> list[ChallengeRow]:
        """Return every Challenge, ordered by id."""
        with self._database.reading() as connection:
            return read_challenges(connection)

    def get_challenge(self, challenge_id: int) -> ChallengeRow:
        """Return one Challenge."""
        with self._database.reading() as connection:
            return read_challenge(connection, challenge_id)

    def play(self, challenge_id: int) -> ChallengePlay:
        """Return the Challenge rebuilt at the point where it was left."""
        return ChallengePlay(self, self.get_challenge(challenge_id))

    def log(self, challenge_id: int) -> list[str]:
        """Return the readable log of a Challenge, one line per event."""
        return build_engine(self.get_challenge(challenge_id)).log

    def export_scenario(self, challenge_id: int) -> dict[str, Any]:
        """Return a scenario (rules-spec A.7) that ``replay`` plays to this Challenge's state."""
        return build_engine(self.get_challenge(challenge_id)).recorded_scenario()

    def export_text(self, challenge_id: int) -> str:
        """Return the exported scenario as JSON text."""
        return json.dumps(self.export_scenario(challenge_id), indent=2, ensure_ascii=False) + "\n"

    # Starting and saving -------------------------------------------------------------

    def start_challenge(
        self, title: str, persona_ids: Sequence[int], rulings: Mapping[str, str]
    ) -> Changes:
        """Set up a Challenge for these Personae and rulings; the id is in ``Changes.added``."""
        clean_title = _clean_title(title)
        if not persona_ids:
            raise ValidationError("A Challenge needs at least one Persona")
        if len(set(persona_ids)) != len(persona_ids):
            raise ValidationError("A Persona takes part in a Challenge only once")
        chosen = Rulings.from_mapping(dict(rulings))
        from starshine_desktop.storage import challenges_writes as store

        with self._database.transaction() as session:
            connection = self._database.connection_of(session)
            rows = [read_persona(connection, persona_id) for persona_id in persona_ids]
            taken: set[str] = set()
            setups = [
                persona_setup(row, scenario_id(row.name, taken, f"persona-{row.id}"))
                for row in rows
            ]
            setup: dict[str, Any] = {
                "rules": RULES_NAME,
                "rulings": chosen.to_mapping(),
                "personae": [s.to_mapping() for s in setups],
                "elements": [],
            }
            Challenge(setups, (), chosen)  # refuses a set-up the engine would not take
            new_id = store.insert_challenge(
                session,
                title=clean_title,
                rulings=chosen.to_mapping(),
                persona_ids=list(persona_ids),
                setup=setup,
                now=self._clock(),
            )
            engine = build_engine(read_challenge(connection, new_id))
            if engine.ended:
                store.save_steps(
                    session,
                    new_id,
                    steps=[],
                    status=FINISHED,
                    outcome=str(engine.outcome),
                    now=self._clock(),
                )
        return Changes.add(CHALLENGE, new_id)

    def save_progress(self, challenge_id: int, engine: Challenge) -> ChallengeRow:
        """Store the engine's step list, status and outcome in one transaction."""
        from starshine_desktop.storage import challenges_writes as store

        with self._database.transaction() as session:
            store.save_steps(
                session,
                challenge_id,
                steps=engine.steps,
                status=FINISHED if engine.ended else RUNNING,
                outcome=None if engine.outcome is None else str(engine.outcome),
                now=self._clock(),
            )
            return read_challenge(self._database.connection_of(session), challenge_id)

    def rename_challenge(self, challenge_id: int, title: str) -> Changes:
        """Change a Challenge's title."""
        clean = _clean_title(title)
        from starshine_desktop.storage import challenges_writes as store

        with self._database.transaction() as session:
            store.rename_challenge(session, challenge_id, title=clean, now=self._clock())
        return Changes.update(CHALLENGE, challenge_id)

    def delete_challenge(self, challenge_id: int) -> Changes:
        """Delete a Challenge (``restore_challenge`` puts it back)."""
        from starshine_desktop.storage import challenges_writes as store

        with self._database.transaction() as session:
            store.delete_challenge(session, challenge_id)
        return Changes.remove(CHALLENGE, challenge_id)

    def restore_challenge(self, row: ChallengeRow) -> Changes:
        """Put back a deleted Challenge exactly as it was."""
        from starshine_desktop.storage import challenges_writes as store

        with self._database.transaction() as session:
            store.restore_challenge(session, row)
        return Changes.add(CHALLENGE, row.id)

    # Results -------------------------------------------------------------------------

    def results(self, challenge_id: int) -> list[ResultItem]:
        """Return what a finished Challenge changed; empty while it runs."""
        row = self.get_challenge(challenge_id)
        engine = build_engine(row)
        if not engine.ended:
            return []
        return _results(row, engine)

    def apply_results(self, challenge_id: int) -> Changes:
        """Write a finished Challenge's results to the campaign in one transaction."""
        return self._set_results(challenge_id, apply=True)

    def unapply_results(self, challenge_id: int) -> Changes:
        """Take back ``apply_results`` in one transaction (undo)."""
        return self._set_results(challenge_id, apply=False)

    def _set_results(self, challenge_id: int, *, apply: bool) -> Changes:
        from starshine_desktop.storage import challenges_writes as store
        from starshine_desktop.storage import persona_writes

        with self._database.transaction() as session:
            connection = self._database.connection_of(session)
            row = read_challenge(connection, challenge_id)
            if row.status != FINISHED:
                raise ValidationError(f"{row.title} has not ended: there are no results yet")
            if row.applied == apply:
                state = "already" if apply else "not"
                raise ValidationError(f"The results of {row.title} are {state} applied")
            engine = build_engine(row)
            changes = Changes.update(CHALLENGE, challenge_id)
            now = self._clock()
            for item in _results(row, engine):
                if not item.applies or item.persona_id is None:
                    continue
                if item.kind == "stance" and item.value is not None:
                    before = _setup_stance(row, item.persona_id)
                    stance = item.value if apply else before
                    check_in_range("The Director's Stance", stance, STANCE_RANGE)
                    read_persona(connection, item.persona_id)
                    persona_writes.update_persona(session, item.persona_id, now=now, stance=stance)
                    changes = changes | Changes.update(PERSONA, item.persona_id)
            store.set_applied(session, challenge_id, applied=apply, now=now)
        return changes


def _setup_stance(row: ChallengeRow, persona_id: int) -> int:
    for setup, pid in zip(row.setup["personae"], row.persona_ids, strict=True):
        if pid == persona_id:
            return int(setup["stance"])
    raise ValidationError(f"Persona {persona_id} did not take part in {row.title}")


def _results(row: ChallengeRow, engine: Challenge) -> list[ResultItem]:
    """Compare the engine's final state with the set-up and list every change."""
    ids = {
        str(setup["id"]): pid
        for setup, pid in zip(row.setup["personae"], row.persona_ids, strict=True)
    }
    items: list[ResultItem] = []
    own_traits = {
        str(setup["id"]): {str(t["id"]): t for t in setup.get("traits", [])}
        for setup in row.setup["personae"]
    }
    start_traits = {tid: t for traits in own_traits.values() for tid, t in traits.items()}
    start_elements = {str(e["id"]): e for e in row.setup.get("elements", [])}
    for ident, state in engine.personae.items():
        name = state.setup.name
        pid = ids[ident]
        for trait in state.traits.values():
            kind = "Negative Trait" if trait.negative else "Trait"
            if trait.id not in start_traits:
                items.append(
                    ResultItem(
                        "trait",
                        pid,
                        f"{name} gains the {kind} {trait.name!r}, Strength {trait.strength}",
                        False,
                        trait.strength,
                    )
                )
            elif int(start_traits[trait.id]["strength"]) != trait.strength:
                before = start_traits[trait.id]["strength"]
                items.append(
                    ResultItem(
                        "strength",
                        pid,
                        f"{name}'s {kind} {trait.name!r}: Strength {before} -> {trait.strength}",
                        False,
                        trait.strength,
                    )
                )
        for trait_id, trait_data in own_traits[ident].items():
            if trait_id not in state.traits:
                items.append(
                    ResultItem(
                        "trait_removed",
                        pid,
                        f"{name} loses the Trait {trait_data['name']!r} (Strength 0)",
                        False,
                    )
                )
        for characteristic, start in zip(
            state.characteristics, state.setup.characteristics, strict=True
        ):
            if characteristic.corrupt and not start.corrupt:
                items.append(
                    ResultItem(
                        "corruption",
                        pid,
                        f"{name}'s Characteristic {characteristic.name!r} becomes Corrupt: "
                        f"{start.value} -> {characteristic.value}",
                        False,
                        characteristic.value,
                    )
                )
        if state.stance != state.setup.stance:
            items.append(
                ResultItem(
                    "stance",
                    pid,
                    f"The Director's Stance towards {name}: {state.setup.stance} -> "
                    f"{state.stance} (after a Push)",
                    True,
                    state.stance,
                )
            )
        if state.status is Status.DEAD:
            items.append(ResultItem("death", pid, f"{name} dies", False))
        elif state.status is Status.SURRENDERED:
            items.append(ResultItem("surrendered", pid, f"{name} surrendered", False))
    for step in engine.steps:
        if step.get("do") != "surrender_choice":
            continue
        ident = str(step.get("persona"))
        name = engine.persona(ident).setup.name
        choice = step.get("choice")
        if choice == SurrenderChoice.SURRENDER_STRATEGY:
            items.append(
                ResultItem(
                    "strategy_surrendered", ids[ident], f"{name} surrenders a Strategy", False
                )
            )
        elif choice == SurrenderChoice.LOSE_INVESTMENT:
            items.append(
                ResultItem("investment_lost", ids[ident], f"{name} loses an Investment", False)
            )
    for element in engine.elements.values():
        if element.id not in start_elements:
            items.append(
                ResultItem(
                    "element_created",
                    None,
                    f"New Element {element.name!r}, Scale {element.scale}",
                    False,
                    element.scale,
                )
            )
        for trait in element.traits.values():
            if trait.id not in start_traits:
                items.append(
                    ResultItem(
                        "trait",
                        None,
                        f"Element {element.name!r} gains the Negative Trait {trait.name!r}, "
                        f"Strength {trait.strength}",
                        False,
                        trait.strength,
                    )
                )
    for ident, data in start_elements.items():
        if ident not in engine.elements:
            items.append(
                ResultItem("element_destroyed", None, f"Element {data['name']!r} destroyed", False)
            )
    return items


def ruling_names() -> dict[str, tuple[str, ...]]:
    """Return each ruling's option names (for checking a choice)."""
    return {key: tuple(option.value for option in enum) for key, enum in RULING_OPTIONS.items()}
