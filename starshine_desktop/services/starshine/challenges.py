"""Starshine: Challenges played in the app: set up from the campaign, saved at each step.

A ``ChallengeService`` starts a Challenge from Personae of the campaign and the chosen
rulings, stores its set-up (a scenario without steps, rules-spec A.7) and then the step list
after every step, in one transaction each, so a Challenge survives the app being killed and
resumes where it stood. ``ChallengePlay`` is one running Challenge: the rules engine rebuilt
from the stored steps, which saves each accepted step at once. Nothing here computes a rule:
the engine does, and the service only records and reports what it said.

A Challenge starts from the campaign's sheets: each Persona's Scores, Stance,
Characteristics and Traits, and the Elements chosen with their Negative Traits (campaign
records appear in the scenario as ``trait:ID`` and ``element:ID``). When it has ended,
``results`` lists what it changed in the Narrative, and ``apply_results`` writes to the
campaign what the campaign keeps, as one journalled edit that ``RecordService.undo`` takes
back.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError, ScenarioError
from starshine_desktop.rules.starshine.campaign import (
    InvestmentState,
    StrategyState,
    change_investment_state,
    change_strategy_state,
    modified_score,
)
from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import (
    Event,
    PersonaState,
    Said,
    Status,
    SurrenderChoice,
    Trait,
    Typed,
    said,
)
from starshine_desktop.rules.starshine.persona import (
    DIRECTOR,
    CharacteristicSetup,
    ElementSetup,
    PersonaSetup,
    TraitSetup,
)
from starshine_desktop.rules.starshine.replay import replay_challenge
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.rules.starshine.scenario import RULES_NAME
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.rules.starshine.steps import Step, SurrenderStep
from starshine_desktop.services import edits
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.names import refuse_nul
from starshine_desktop.services.starshine.challenge_words import ChallengeWords
from starshine_desktop.storage import tables
from starshine_desktop.storage.rows import NAME_LENGTH, PersonaFlag, PersonaRow
from starshine_desktop.storage.starshine import records_reads
from starshine_desktop.storage.starshine.challenges_reads import (
    FINISHED,
    RUNNING,
    ChallengeRow,
    read_challenge,
    read_challenges,
)
from starshine_desktop.storage.starshine.persona_reads import read_persona, read_some_personae
from starshine_desktop.storage.starshine.records_rows import (
    CharacteristicRow,
    ElementRow,
    ModifierRow,
    TraitRow,
)
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:  # SQLAlchemy loads on the first write, not at start-up
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.storage.journal import Journal, Values

CHALLENGE = RecordKind.CHALLENGE
TRAIT_PREFIX = "trait:"
ELEMENT_PREFIX = "element:"
Write = Callable[["Journal"], None]


@dataclass(frozen=True, slots=True)
class RulingChoice:
    """One ruling of rules-spec A.6: its question and each option explained in one line."""

    id: str
    question: str
    default: str
    options: tuple[tuple[str, str], ...]
    """(option name, one-line explanation), the default first."""

    # The question and the explanations are marked (context ``ChallengeRulings``): the
    # window shows them translated.


RULING_CHOICES: tuple[RulingChoice, ...] = (
    RulingChoice(
        "R1",
        QT_TRANSLATE_NOOP("ChallengeRulings", "What triggers a threat"),
        "opportunity_vs_guard",
        (
            (
                "opportunity_vs_guard",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings", "A threat comes when Opportunity is above Guard."
                ),
            ),
            (
                "threat_vs_guard",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings", "A threat comes when Threat is above Guard (2.1's letter)."
                ),
            ),
        ),
    ),
    RulingChoice(
        "R2",
        QT_TRANSLATE_NOOP("ChallengeRulings", "What resets after a threat"),
        "opportunity_and_danger",
        (
            (
                "opportunity_and_danger",
                QT_TRANSLATE_NOOP("ChallengeRulings", "Opportunity and Danger go back to 0."),
            ),
            (
                "threat_and_opportunity",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings", "Threat and Opportunity go back to 0 (2.1's letter)."
                ),
            ),
        ),
    ),
    RulingChoice(
        "R3",
        QT_TRANSLATE_NOOP("ChallengeRulings", "The range of a Move's Scope"),
        "two_to_six",
        (
            (
                "two_to_six",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings", "Scope is time 1-3 plus significance 1-3, so 2 to 6 (2.1)."
                ),
            ),
            (
                "one_to_six",
                QT_TRANSLATE_NOOP("ChallengeRulings", "Scope is any number from 1 to 6."),
            ),
        ),
    ),
    RulingChoice(
        "R4",
        QT_TRANSLATE_NOOP("ChallengeRulings", "How Recovery changes a Trait"),
        "by_strength",
        (
            (
                "by_strength",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings",
                    "By 1, 2 or 3 as Power is below, equal to or above its Strength.",
                ),
            ),
            ("one_for_one", QT_TRANSLATE_NOOP("ChallengeRulings", "By the whole Power.")),
        ),
    ),
    RulingChoice(
        "R5",
        QT_TRANSLATE_NOOP(
            "ChallengeRulings", "How a Leading Move's Power becomes Strength or Scale"
        ),
        "by_threat",
        (
            (
                "by_threat",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings",
                    "1, 2 or 3 as Power is below, equal to or above Threat, +1 per Fortune.",
                ),
            ),
            (
                "cost",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings",
                    "Each Strength point costs Threat; an Element costs Threat + Scale.",
                ),
            ),
        ),
    ),
    RulingChoice(
        "R6",
        QT_TRANSLATE_NOOP(
            "ChallengeRulings", "Whose Negative Traits the Telling Negative check reads"
        ),
        "acting_persona",
        (
            (
                "acting_persona",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings", "Only the acting Persona's, after its own Move (2.1)."
                ),
            ),
            (
                "everyone_after_every_move",
                QT_TRANSLATE_NOOP("ChallengeRulings", "Every Persona's, after every Move."),
            ),
        ),
    ),
    RulingChoice(
        "R7",
        QT_TRANSLATE_NOOP("ChallengeRulings", "Surrender after risking Corruption or Death"),
        "starting_value",
        (
            (
                "starting_value",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings", "Back to its value at the start of the Challenge (2.1)."
                ),
            ),
            (
                "original_minus_one",
                QT_TRANSLATE_NOOP("ChallengeRulings", "Back to the Surrender Score minus one."),
            ),
        ),
    ),
    RulingChoice(
        "R8",
        QT_TRANSLATE_NOOP("ChallengeRulings", "Which Stance a Push uses to reset Threat"),
        "stance_before_push",
        (
            (
                "stance_before_push",
                QT_TRANSLATE_NOOP("ChallengeRulings", "The Stance as it was before the Push."),
            ),
            ("stance_after_push", QT_TRANSLATE_NOOP("ChallengeRulings", "The lowered Stance.")),
        ),
    ),
    RulingChoice(
        "R9",
        QT_TRANSLATE_NOOP("ChallengeRulings", "How often the Director may Push"),
        "once_per_challenge",
        (
            (
                "once_per_challenge",
                QT_TRANSLATE_NOOP("ChallengeRulings", "Once in the whole Challenge (2.1)."),
            ),
            ("once_per_persona", QT_TRANSLATE_NOOP("ChallengeRulings", "Once for each Persona.")),
        ),
    ),
    RulingChoice(
        "R10",
        QT_TRANSLATE_NOOP(
            "ChallengeRulings", "Whether Traits the Actor names change a Move's Risk or Power"
        ),
        "off",
        (
            (
                "off",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings", "Traits do not change a Move's scores (2.1)."
                ),
            ),
            (
                "on",
                QT_TRANSLATE_NOOP(
                    "ChallengeRulings",
                    "A named Trait adds its Strength to Risk or Power, a Negative one subtracts.",
                ),
            ),
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class ResultItem:
    """One thing a finished Challenge changed, and whether applying writes it to the campaign."""

    kind: str
    """``stance``, ``trait``, ``strength``, ``trait_removed``, ``element_created``,
    ``element_destroyed``, ``corruption``, ``strategy_surrendered``, ``investment_lost``,
    ``risked``, ``death``."""
    persona_id: int | None
    text: str
    applies: bool
    """True when applying the results writes this to the campaign."""
    line: Said | None = None
    """The same text as a template and its fields, for the window to translate."""


def _item(kind: str, persona_id: int | None, line: Said, applies: bool) -> ResultItem:
    """Return a result whose English text is ``line``'s."""
    return ResultItem(kind, persona_id, str(line), applies, line)


@dataclass(slots=True)
class _Planned:
    item: ResultItem
    write: Write | None = None
    after: list[Write] = field(default_factory=list)


def _clean_title(title: str) -> str:
    refuse_nul(QT_TRANSLATE_NOOP("Game", "A Challenge's title"), title)
    text = " ".join(title.split())
    if not text:
        raise ValidationError(QT_TRANSLATE_NOOP("Refusal", "A Challenge's title cannot be blank"))
    if len(text) > NAME_LENGTH:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "A Challenge's title is longer than {limit} characters"),
            limit=NAME_LENGTH,
        )
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


def campaign_id(ident: str, prefix: str) -> int | None:
    """Return the campaign record id behind a scenario id like ``trait:12`` (None if new)."""
    if ident.startswith(prefix) and ident[len(prefix) :].isdigit():
        return int(ident[len(prefix) :])
    return None


def _trait_setup(trait: TraitRow, creators: Mapping[int, str]) -> TraitSetup:
    creator = trait.created_by_persona_id
    return TraitSetup(
        id=f"{TRAIT_PREFIX}{trait.id}",
        name=trait.name,
        strength=trait.strength,
        negative=trait.negative,
        created_by=creators.get(creator, DIRECTOR) if creator is not None else DIRECTOR,
    )


def persona_setup(
    row: PersonaRow,
    ident: str,
    characteristics: Sequence[CharacteristicRow] = (),
    traits: Sequence[TraitRow] = (),
    creators: Mapping[int, str] | None = None,
    modifiers: Sequence[ModifierRow] = (),
    strategy: str | None = None,
) -> PersonaSetup:
    """Return the engine's set-up of a campaign Persona: Scores (with its Knacks, Powers and
    Signature Items), Stance, Characteristics, Traits, the risks it has already taken and the
    Strategy its challenged action pursues."""
    return PersonaSetup(
        id=ident,
        name=row.name,
        scores=challenge_scores(row, modifiers),
        stance=row.stance,
        characteristics=tuple(
            CharacteristicSetup(c.name, c.value, c.corrupt) for c in characteristics
        ),
        traits=tuple(_trait_setup(t, creators or {}) for t in traits),
        risked_corruption=row.risked_corruption,
        risked_death=row.risked_death,
        strategy=strategy,
    )


def _check_pursued(connection: Any, rows: Sequence[PersonaRow], pursued: Mapping[int, str]) -> None:
    """Refuse a Strategy named for a Persona that is not one of its active Strategies."""
    for row in rows:
        name = pursued.get(row.id)
        if name is None:
            continue
        active = [
            s.name
            for s in records_reads.read_strategies(connection, row.id)
            if s.state == StrategyState.ACTIVE
        ]
        if name not in active:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "{strategy!r} is not an active Strategy of {name}"),
                strategy=name,
                name=row.name,
            )


def challenge_scores(row: PersonaRow, modifiers: Sequence[ModifierRow]) -> dict[Score, int]:
    """Return a Persona's twelve Scores as modified by its sheet's entries (rules-spec A.1)."""
    return {
        score: modified_score(row.score(score), (m.modifier for m in modifiers if m.score == score))
        for score in Score
    }


def element_setup(
    element: ElementRow, traits: Sequence[TraitRow], creators: Mapping[int, str]
) -> ElementSetup:
    """Return an Element of the campaign with its Negative Traits (positive ones stay out)."""
    return ElementSetup(
        id=f"{ELEMENT_PREFIX}{element.id}",
        name=element.name,
        scale=element.scale,
        traits=tuple(_trait_setup(t, creators) for t in traits if t.negative),
    )


def build_engine(row: ChallengeRow) -> Challenge:
    """Rebuild a stored Challenge by replaying its set-up and steps."""
    try:
        return replay_challenge(row.scenario())
    except (ScenarioError, RuleError) as error:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "Challenge {title!r} no longer replays: {error}"),
            title=row.title,
            error=error,
        ) from None


@dataclass(slots=True)
class _Held:
    """A Challenge row as read after the campaign's ``commits``-th write, and its replay."""

    commits: int
    row: ChallengeRow
    engine: Challenge | None = None


class ChallengePlay:
    """One Challenge in play: the engine rebuilt from the campaign, saving every step."""

    def __init__(self, service: ChallengeService, row: ChallengeRow) -> None:
        self._service = service
        self.row = row
        self.engine = build_engine(row)  # its own: only this play applies steps to it
        service.hold(row, self.engine)
        self.last_events: list[Event] = self.engine.events[-1] if self.engine.events else []
        """The events of the last step applied (or of the last step stored, on resuming)."""
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

    @property
    def words(self) -> ChallengeWords:
        """Return the names behind this Challenge's ids (for everything a person reads)."""
        return ChallengeWords.of(self.engine.recorded_scenario())

    def preview(self, step: Step) -> list[Event]:
        """Return what a step would do, in people's words, tried on a copy of the Challenge.

        Nothing is applied or saved; a step the rules refuse raises ``ValidationError``.
        """
        trial = copy.deepcopy(self.engine)
        try:
            events = trial.apply(step)
        except RuleError as error:
            raise self.words.refused(error) from None
        words = ChallengeWords.of(trial.recorded_scenario())
        return [event._replace(text=words.sentence(event.text)) for event in events]

    def apply(self, step: Step) -> Edit:
        """Apply one step and save the step list at once, as one edit.

        The step's events are kept in ``last_events``. A step the rules refuse changes
        nothing and raises ``ValidationError`` with the reason in people's words.
        """
        try:
            events = self.engine.apply(step)
        except RuleError as error:
            raise self.words.refused(error) from None
        try:
            edit = self._service.save_progress(self.row.id, self.engine)
            self.row = self._service.get_challenge(self.row.id)
        except Exception:
            self._service.forget(self.row.id)
            self.engine = build_engine(self.row)
            raise
        self._service.hold(self.row, self.engine)
        self.last_events = events
        return edit

    def reload(self) -> None:
        """Rebuild the engine from what the campaign holds (after an undo, say)."""
        row = self._service.get_challenge(self.row.id)
        if row != self.row:
            self.row = row
            self.engine = build_engine(row)
            self._service.hold(row, self.engine)
            self.last_events = self.engine.events[-1] if self.engine.events else []


class ChallengeService:
    """The Challenges of one campaign."""

    def __init__(self, database: CampaignStore, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock
        self._held: dict[int, _Held] = {}

    # Reading -------------------------------------------------------------------------

    def list_challenges(self) -> list[ChallengeRow]:
        """Return every Challenge, ordered by id."""
        with self._database.reading() as connection:
            return read_challenges(connection)

    def get_challenge(self, challenge_id: int) -> ChallengeRow:
        """Return one Challenge, read once for all who ask until the campaign changes.

        A step's views (the wizard, the Challenges list and log) all ask for the row the
        step saved: the first asks the file, the others get the row it read.
        """
        held = self._held.get(challenge_id)
        if held is not None and held.commits == self._database.commits:
            return held.row
        with self._database.reading() as connection:
            row = read_challenge(connection, challenge_id)
        self._held[challenge_id] = _Held(self._database.commits, row)
        return row

    def engine_of(self, row: ChallengeRow) -> Challenge:
        """Return the Challenge of a row ``get_challenge`` returned, replayed once for it.

        The Challenge is shared and only read: a ``ChallengePlay`` replays its own, applies
        its steps to it, and lends it here for the row its last step saved.
        """
        held = self._held.get(row.id)
        if held is None or held.row is not row:
            return build_engine(row)
        if held.engine is None:
            held.engine = build_engine(row)
        return held.engine

    def hold(self, row: ChallengeRow, engine: Challenge) -> None:
        """Lend ``engine`` as the Challenge of ``row`` (the row ``get_challenge`` returned)."""
        held = self._held.get(row.id)
        if held is not None and held.row is row:
            held.engine = engine

    def forget(self, challenge_id: int) -> None:
        """Drop the row and Challenge held for a Challenge (a step that failed to save)."""
        self._held.pop(challenge_id, None)

    def play(self, challenge_id: int) -> ChallengePlay:
        """Return the Challenge rebuilt at the point where it was left."""
        return ChallengePlay(self, self.get_challenge(challenge_id))

    def log(self, challenge_id: int) -> list[str]:
        """Return the engine's log of a Challenge, one line per event (ids, as replay has it)."""
        return self.engine_of(self.get_challenge(challenge_id)).log

    def readable_log(self, challenge_id: int) -> list[str]:
        """Return the log of a Challenge as people read it: names, rulings in words."""
        engine = self.engine_of(self.get_challenge(challenge_id))
        return ChallengeWords.of(engine.recorded_scenario()).log(engine.log)

    def export_scenario(self, challenge_id: int) -> dict[str, Any]:
        """Return a scenario (rules-spec A.7) that ``replay`` plays to this Challenge's state."""
        return self.engine_of(self.get_challenge(challenge_id)).recorded_scenario()

    def export_text(self, challenge_id: int) -> str:
        """Return the exported scenario as JSON text."""
        return json.dumps(self.export_scenario(challenge_id), indent=2, ensure_ascii=False) + "\n"

    def personae_in_play(
        self, persona_ids: Sequence[int]
    ) -> list[tuple[PersonaRow, dict[Score, int]]]:
        """Return these Personae (by id) with their Scores as a Challenge uses them (with the
        sheet's modifiers); only their rows and their modifiers are read."""
        with self._database.reading() as connection:
            by_persona: dict[int, list[ModifierRow]] = {}
            for modifier in records_reads.read_modifiers_of(connection, persona_ids):
                by_persona.setdefault(modifier.persona_id, []).append(modifier)
            return [
                (row, challenge_scores(row, by_persona.get(row.id, [])))
                for row in read_some_personae(connection, persona_ids)
            ]

    def active_strategies(self, persona_ids: Sequence[int]) -> dict[int, list[str]]:
        """Return the names of these Personae's active Strategies (a Challenge's may be over
        them); only their Strategies are read."""
        with self._database.reading() as connection:
            found: dict[int, list[str]] = {}
            for strategy in records_reads.read_strategies_of(connection, persona_ids):
                if strategy.state == StrategyState.ACTIVE:
                    found.setdefault(strategy.persona_id, []).append(strategy.name)
            return found

    def list_elements(self) -> list[ElementRow]:
        """Return the campaign's Elements (to choose those in play)."""
        with self._database.reading() as connection:
            return records_reads.read_elements(connection)

    # Starting and saving -------------------------------------------------------------

    def start_challenge(
        self,
        title: str,
        persona_ids: Sequence[int],
        rulings: Mapping[str, str],
        element_ids: Sequence[int] = (),
        strategies: Mapping[int, str] | None = None,
    ) -> Edit:
        """Set up a Challenge for these Personae, Elements and rulings (id in ``added``).

        ``strategies`` names, by Persona, the active Strategy its challenged action pursues; a
        Persona left out pursues none named (the Director's table ruling).
        """
        pursued = dict(strategies or {})
        clean_title = _clean_title(title)
        if not persona_ids:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "A Challenge needs at least one Persona")
            )
        if len(set(persona_ids)) != len(persona_ids):
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "A Persona takes part in a Challenge only once")
            )
        chosen = Rulings.from_mapping(dict(rulings))
        from starshine_desktop.storage.starshine import challenges_writes as store

        def work(journal: Journal) -> None:
            connection = self._database.connection_of(journal.session)
            setup = _challenge_setup(connection, persona_ids, element_ids, pursued, chosen)
            new_id = store.insert_challenge(
                journal,
                title=clean_title,
                rulings=chosen.to_mapping(),
                persona_ids=list(persona_ids),
                setup=setup,
                now=self._clock(),
            )
            engine = build_engine(read_challenge(connection, new_id))
            if engine.ended:
                store.save_steps(
                    journal,
                    new_id,
                    steps=[],
                    status=FINISHED,
                    outcome=str(engine.outcome),
                    now=self._clock(),
                )

        return edits.run(self._database, work)

    def save_progress(self, challenge_id: int, engine: Challenge) -> Edit:
        """Store the engine's step list, status and outcome as one edit."""
        from starshine_desktop.storage.starshine import challenges_writes as store

        return edits.run(
            self._database,
            lambda journal: store.save_steps(
                journal,
                challenge_id,
                steps=engine.recorded_steps(),
                status=FINISHED if engine.ended else RUNNING,
                outcome=None if engine.outcome is None else str(engine.outcome),
                now=self._clock(),
            ),
        )

    def take_back_step(self, challenge_id: int) -> Edit:
        """Remove the last step of a Challenge, as one edit (also after a restart).

        The engine is rebuilt from the remaining steps, so the Challenge is exactly where
        it was before that step. Refused while its results are applied to the campaign.
        """
        row = self.get_challenge(challenge_id)
        if not row.steps:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "{title} has no step to take back"), title=row.title
            )
        if row.applied:
            raise ValidationError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "The results of {title} are applied to the campaign: undo that first"
                ),
                title=row.title,
            )
        engine = build_engine(replace(row, steps=row.steps[:-1]))
        return self.save_progress(challenge_id, engine)

    def rename_challenge(self, challenge_id: int, title: str) -> Edit:
        """Change a Challenge's title."""
        clean = _clean_title(title)
        from starshine_desktop.storage.starshine import challenges_writes as store

        return edits.run(
            self._database,
            lambda journal: store.rename_challenge(
                journal, challenge_id, title=clean, now=self._clock()
            ),
        )

    def delete_challenge(self, challenge_id: int) -> Edit:
        """Delete a Challenge (undo brings it back exactly)."""
        return edits.run(
            self._database,
            lambda journal: journal.delete(tables.ChallengeRecord, (challenge_id,)),
        )

    # Results -------------------------------------------------------------------------

    def results(self, challenge_id: int) -> list[ResultItem]:
        """Return what a finished Challenge changed; empty while it runs."""
        row = self.get_challenge(challenge_id)
        engine = self.engine_of(row)
        if not engine.ended:
            return []
        with self._database.reading() as connection:
            plan = _plan(row, engine, connection, _stored_time(self._clock()))
        return [planned.item for planned in plan]

    def apply_results(self, challenge_id: int) -> Edit:
        """Write a finished Challenge's results to the campaign as one journalled edit."""
        from starshine_desktop.services.starshine.records import RecordService

        row = self.get_challenge(challenge_id)
        if row.status != FINISHED:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "{title} has not ended: there are no results yet"),
                title=row.title,
            )
        if row.applied:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "The results of {title} are already applied"),
                title=row.title,
            )
        engine = self.engine_of(row)
        now = RecordService(self._database, self._clock).stored_now()
        with self._database.reading() as connection:
            plan = _plan(row, engine, connection, now)

        def work(journal: Journal) -> None:
            for planned in plan:
                if planned.write is not None:
                    planned.write(journal)
            for planned in plan:
                for write in planned.after:
                    write(journal)
            challenges = tables.ChallengeRecord
            values = {challenges.applied: True, challenges.updated_at: now}
            journal.update(challenges, (challenge_id,), values)

        return edits.run(self._database, work)


def _challenge_setup(
    connection: Any,
    persona_ids: Sequence[int],
    element_ids: Sequence[int],
    pursued: Mapping[int, str],
    chosen: Rulings,
) -> dict[str, Any]:
    """Read the Personae and Elements into a Challenge's set-up, refusing one that cannot start.

    A dead Persona, a Strategy pursued that is not theirs and active, an Element not in the
    campaign, and a set-up the engine refuses are each refused with their reason.
    """
    rows = [read_persona(connection, persona_id) for persona_id in persona_ids]
    dead = [row.name for row in rows if row.dead]
    if dead:
        raise ValidationError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{name} is dead and cannot take part in a Challenge",
            ),
            name=dead[0],
        )
    _check_pursued(connection, rows, pursued)
    taken: set[str] = set()
    idents = {row.id: scenario_id(row.name, taken, f"persona-{row.id}") for row in rows}
    traits = records_reads.read_traits(connection)
    elements = {e.id: e for e in records_reads.read_elements(connection)}
    missing = [e for e in element_ids if e not in elements]
    if missing:
        raise ValidationError(
            QT_TRANSLATE_NOOP(
                "Refusal", "There is no Element with id {record_id} in this campaign"
            ),
            record_id=missing[0],
        )
    personae = [
        persona_setup(
            row,
            idents[row.id],
            records_reads.read_characteristics(connection, row.id),
            [t for t in traits if t.persona_id == row.id],
            idents,
            records_reads.read_modifiers(connection, row.id),
            pursued.get(row.id),
        )
        for row in rows
    ]
    element_setups = [
        element_setup(elements[e], [t for t in traits if t.element_id == e], idents)
        for e in dict.fromkeys(element_ids)
    ]
    try:
        Challenge(personae, element_setups, chosen)
    except ScenarioError as error:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "The Challenge cannot start: {error}"),
            error=error,
        ) from None
    return {
        "rules": RULES_NAME,
        "rulings": chosen.to_mapping(),
        "personae": [p.to_mapping() for p in personae],
        "elements": [e.to_mapping() for e in element_setups],
    }


def _plan(row: ChallengeRow, engine: Challenge, connection: Any, now: datetime) -> list[_Planned]:
    """List every change of a finished Challenge with the write that applies it."""
    plan = _Plan(row, connection, now)
    for ident, state in engine.personae.items():
        plan.persona_changes(ident, state)
    plan.surrenders(engine)
    plan.element_changes(engine)
    return plan.planned


@dataclass
class _Plan:
    """The changes of a finished Challenge as they are found, each with its write, in order.

    What the Challenge began with (its set-up: the Personae and Elements and their Traits)
    is the "before" of every change.
    """

    row: ChallengeRow
    connection: Any
    now: datetime
    planned: list[_Planned] = field(default_factory=list, init=False)
    new_elements: dict[str, list[int]] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        row = self.row
        self.ids = {
            str(setup["id"]): pid
            for setup, pid in zip(row.setup["personae"], row.persona_ids, strict=True)
        }
        """The campaign's Persona id of each Persona of the Challenge."""
        self.start = {
            str(setup["id"]): setup for setup in [*row.setup["personae"], *row.setup["elements"]]
        }
        self.start_traits = {
            str(trait["id"]): trait
            for holder in self.start.values()
            for trait in holder.get("traits", [])
        }
        self.stamp = f"the Challenge {row.title!r}"

    # Personae ------------------------------------------------------------------------

    def persona_changes(self, ident: str, state: PersonaState) -> None:
        """Plan a Persona's Stance, Traits, Corruption, risks and death."""
        name = state.setup.name
        pid = self.ids[ident]
        if state.stance != state.setup.stance:
            self.planned.append(
                _Planned(
                    _item(
                        "stance",
                        pid,
                        said(
                            QT_TRANSLATE_NOOP(
                                "ChallengeLog",
                                "The Director's Stance towards {name}: {before} -> {after} "
                                "(after a Push)",
                            ),
                            name=Typed(name),
                            before=state.setup.stance,
                            after=state.stance,
                        ),
                        True,
                    ),
                    _stance(pid, state.setup.stance, state.stance, self.stamp, self.now),
                )
            )
        self.trait_changes(ident, name, state.traits)
        self._corruption(pid, name, state)
        self._risks_and_death(pid, name, state)

    def _corruption(self, pid: int, name: str, state: PersonaState) -> None:
        """Plan each Characteristic that became Corrupt (noted only, when no longer stored)."""
        stored_characteristics = {
            c.name: c for c in records_reads.read_characteristics(self.connection, pid)
        }
        for characteristic, begun in zip(
            state.characteristics, state.setup.characteristics, strict=True
        ):
            if not characteristic.corrupt or begun.corrupt:
                continue
            found = stored_characteristics.get(characteristic.name)
            text = said(
                QT_TRANSLATE_NOOP(
                    "ChallengeLog",
                    "{name}'s Characteristic {characteristic!r} becomes Corrupt: {before} -> "
                    "{after}",
                ),
                name=Typed(name),
                characteristic=Typed(characteristic.name),
                before=begun.value,
                after=characteristic.value,
            )
            if found is None:
                self.planned.append(_Planned(_item("corruption", pid, text, False)))
                continue
            self.planned.append(
                _Planned(
                    _item("corruption", pid, text, True),
                    _corrupt(found.id, characteristic.value),
                )
            )

    def _risks_and_death(self, pid: int, name: str, state: PersonaState) -> None:
        """Plan Corruption or Death risked for the first time, and a death."""
        for risked, flag, before, column in (
            (
                "Corruption",
                state.risked_corruption,
                state.setup.risked_corruption,
                PersonaFlag.RISKED_CORRUPTION,
            ),
            ("Death", state.risked_death, state.setup.risked_death, PersonaFlag.RISKED_DEATH),
        ):
            if flag and not before:
                self.planned.append(
                    _Planned(
                        _item(
                            "risked",
                            pid,
                            said(
                                QT_TRANSLATE_NOOP(
                                    "ChallengeLog",
                                    "{name} has now risked {risked} (once per Persona, ever)",
                                ),
                                name=Typed(name),
                                risked=risked,
                            ),
                            True,
                        ),
                        _flag(pid, column, self.now),
                    )
                )
        if state.status is Status.DEAD:
            self.planned.append(
                _Planned(
                    _item(
                        "death",
                        pid,
                        said(QT_TRANSLATE_NOOP("ChallengeLog", "{name} dies"), name=Typed(name)),
                        True,
                    ),
                    _flag(pid, PersonaFlag.DEAD, self.now),
                )
            )

    def surrenders(self, engine: Challenge) -> None:
        """Plan the Strategy surrendered or the Investment lost by each Persona who surrendered."""
        surrendered: dict[int, int] = {}
        for step in engine.steps:
            if not isinstance(step, SurrenderStep):
                continue
            name = engine.persona(step.persona).setup.name
            pid = self.ids[step.persona]
            choice = step.choice
            if choice == SurrenderChoice.SURRENDER_STRATEGY:
                self.planned.append(_surrender_strategy(self.connection, pid, name, surrendered))
            elif choice == SurrenderChoice.LOSE_INVESTMENT:
                self.planned.append(_lose_investment(self.connection, pid, name, surrendered))

    # Elements ------------------------------------------------------------------------

    def element_changes(self, engine: Challenge) -> None:
        """Plan the Elements created (with their Traits), changed and destroyed."""
        for element in engine.elements.values():
            stored = campaign_id(element.id, ELEMENT_PREFIX)
            if stored is None:
                self.planned.append(
                    _Planned(
                        _item(
                            "element_created",
                            None,
                            said(
                                QT_TRANSLATE_NOOP(
                                    "ChallengeLog", "New Element {name!r}, Scale {scale}"
                                ),
                                name=Typed(element.name),
                                scale=element.scale,
                            ),
                            True,
                        ),
                        _insert_element(
                            element.id, element.name, element.scale, self.stamp, self.new_elements
                        ),
                    )
                )
            self.trait_changes(
                element.id,
                said(
                    QT_TRANSLATE_NOOP("ChallengeLog", "Element {name!r}"), name=Typed(element.name)
                ),
                element.traits,
            )
        for ident, data in self.start.items():
            stored = campaign_id(ident, ELEMENT_PREFIX)
            if stored is None or ident in engine.elements:
                continue
            self.planned.append(
                _Planned(
                    _item(
                        "element_destroyed",
                        None,
                        said(
                            QT_TRANSLATE_NOOP("ChallengeLog", "Element {name!r} destroyed"),
                            name=Typed(str(data["name"])),
                        ),
                        True,
                    ),
                    _destroy_element(stored, self.stamp),
                )
            )

    # Traits --------------------------------------------------------------------------

    def trait_changes(
        self, holder: str, holder_name: str | Said, traits: Mapping[str, Any]
    ) -> None:
        """Plan the Traits a Persona or Element gained, changed in Strength or lost."""
        holder_text = holder_name if isinstance(holder_name, Said) else Typed(holder_name)
        for trait in traits.values():
            self._trait_change(holder, holder_text, trait)
        for trait_data in self.start.get(holder, {}).get("traits", []):
            ident = str(trait_data["id"])
            stored = campaign_id(ident, TRAIT_PREFIX)
            if ident in traits or stored is None:
                continue

            def remove(journal: Journal, key: int = stored) -> None:
                if journal.exists(tables.TraitRecord, (key,)):
                    journal.delete(tables.TraitRecord, (key,))

            self.planned.append(
                _Planned(
                    _item(
                        "trait_removed",
                        self.ids.get(holder),
                        said(
                            QT_TRANSLATE_NOOP(
                                "ChallengeLog", "{holder} loses the Trait {trait!r} (Strength 0)"
                            ),
                            holder=holder_text,
                            trait=Typed(str(trait_data["name"])),
                        ),
                        True,
                    ),
                    remove,
                )
            )

    def _trait_change(self, holder: str, holder_text: Said | Typed, trait: Trait) -> None:
        """Plan one Trait held at the end: new (inserted after its holder) or of a new Strength."""
        kind = (
            said(QT_TRANSLATE_NOOP("ChallengeLog", "Negative Trait"))
            if trait.negative
            else said(QT_TRANSLATE_NOOP("ChallengeLog", "Trait"))
        )
        stored = campaign_id(trait.id, TRAIT_PREFIX)
        if stored is None:
            values = _NewTrait(
                trait.name, trait.strength, trait.negative, self.ids.get(trait.created_by)
            )
            self.planned.append(
                _Planned(
                    _item(
                        "trait",
                        self.ids.get(holder),
                        said(
                            QT_TRANSLATE_NOOP(
                                "ChallengeLog",
                                "{holder} gains the {kind} {trait!r}, Strength {strength}",
                            ),
                            holder=holder_text,
                            kind=kind,
                            trait=Typed(trait.name),
                            strength=trait.strength,
                        ),
                        True,
                    ),
                    after=[_insert_trait(values, holder, self.ids, self.new_elements)],
                )
            )
        elif int(self.start_traits[trait.id]["strength"]) != trait.strength:
            before = self.start_traits[trait.id]["strength"]
            strength = trait.strength

            def update(journal: Journal, key: int = stored, value: int = strength) -> None:
                traits = tables.TraitRecord
                if journal.exists(traits, (key,)):
                    journal.update(traits, (key,), {traits.strength: value})

            self.planned.append(
                _Planned(
                    _item(
                        "strength",
                        self.ids.get(holder),
                        said(
                            QT_TRANSLATE_NOOP(
                                "ChallengeLog",
                                "{holder}'s {kind} {trait!r}: Strength {before} -> {after}",
                            ),
                            holder=holder_text,
                            kind=kind,
                            trait=Typed(trait.name),
                            before=before,
                            after=trait.strength,
                        ),
                        True,
                    ),
                    update,
                )
            )


def _stored_time(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the tables keep."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def _corrupt(characteristic_id: int, value: int) -> Write:
    def write(journal: Journal) -> None:
        table = tables.CharacteristicRecord
        if journal.exists(table, (characteristic_id,)):
            journal.update(table, (characteristic_id,), {table.corrupt: True, table.value: value})

    return write


def _surrender(strategy_id: int) -> Write:
    def write(journal: Journal) -> None:
        table = tables.StrategyRecord
        if journal.exists(table, (strategy_id,)):
            journal.update(table, (strategy_id,), {table.state: StrategyState.SURRENDERED.value})

    return write


def _lose(investment_id: int) -> Write:
    def write(journal: Journal) -> None:
        table = tables.InvestmentRecord
        if journal.exists(table, (investment_id,)):
            journal.update(table, (investment_id,), {table.state: InvestmentState.LOST.value})

    return write


def _flag(persona_id: int, flag: PersonaFlag, now: datetime) -> Write:
    def write(journal: Journal) -> None:
        from starshine_desktop.storage.starshine.persona_writes import FLAGS

        personae = tables.PersonaRecord
        if journal.exists(personae, (persona_id,)):
            journal.update(personae, (persona_id,), {FLAGS[flag]: True, personae.updated_at: now})

    return write


def _stance(persona_id: int, before: int, after: int, stamp: str, now: datetime) -> Write:
    def write(journal: Journal) -> None:
        personae, log = tables.PersonaRecord, tables.StanceChangeRecord
        if not journal.exists(personae, (persona_id,)):
            return
        journal.update(personae, (persona_id,), {personae.stance: after, personae.updated_at: now})
        journal.insert(
            log,
            {
                log.persona_id: persona_id,
                log.strategy_id: None,
                log.old_stance: before,
                log.new_stance: after,
                log.reason: f"Pushed in {stamp}"[:NAME_LENGTH],
                log.changed_at: now,
            },
        )

    return write


def _insert_element(
    ident: str, name: str, scale: int, stamp: str, new_elements: dict[str, list[int]]
) -> Write:
    def write(journal: Journal) -> None:
        elements = tables.ElementRecord
        (key,) = journal.insert(
            elements,
            {elements.name: name, elements.scale: scale, elements.notes: f"Created in {stamp}."},
        )
        new_elements[ident] = [key]

    return write


@dataclass(frozen=True, slots=True)
class _NewTrait:
    """A Trait the Challenge created, to be added to the campaign (None: the Director's)."""

    name: str
    strength: int
    negative: bool
    created_by_persona_id: int | None


def _insert_trait(
    trait: _NewTrait,
    holder: str,
    ids: Mapping[str, int],
    new_elements: Mapping[str, list[int]],
) -> Write:
    def write(journal: Journal) -> None:
        traits = tables.TraitRecord
        creator = trait.created_by_persona_id
        if creator is not None and not journal.exists(tables.PersonaRecord, (creator,)):
            creator = None
        placed: Values
        if holder in ids:
            if not journal.exists(tables.PersonaRecord, (ids[holder],)):
                return
            placed = {traits.persona_id: ids[holder], traits.element_id: None}
        else:
            element = campaign_id(holder, ELEMENT_PREFIX)
            if element is None:
                element = new_elements[holder][0]
            if not journal.exists(tables.ElementRecord, (element,)):
                return
            placed = {traits.persona_id: None, traits.element_id: element}
        journal.insert(
            traits,
            {
                traits.name: trait.name,
                traits.strength: trait.strength,
                traits.negative: trait.negative,
                traits.created_by_persona_id: creator,
                **placed,
            },
        )

    return write


def _destroy_element(element_id: int, stamp: str) -> Write:
    def write(journal: Journal) -> None:
        elements, investments = tables.ElementRecord, tables.InvestmentRecord
        if not journal.exists(elements, (element_id,)):
            return
        if journal.find(investments, {investments.element_id: element_id}):
            notes = journal.row(elements, (element_id,))["notes"]
            mark = f"Destroyed in {stamp} (kept: Investments refer to it)."
            journal.update(elements, (element_id,), {elements.notes: f"{notes}\n{mark}".strip()})
            return
        journal.delete(elements, (element_id,))

    return write


def _surrender_strategy(
    connection: Any, persona_id: int, name: str, surrendered: dict[int, int]
) -> _Planned:
    active = [
        s
        for s in records_reads.read_strategies(connection, persona_id)
        if s.state == StrategyState.ACTIVE.value and s.id not in surrendered.values()
    ]
    if not active:
        return _Planned(
            ResultItem(
                "strategy_surrendered",
                persona_id,
                f"{name} surrenders a Strategy (none is active on the sheet)",
                False,
            )
        )
    strategy = active[-1]
    change_strategy_state(StrategyState.ACTIVE, StrategyState.SURRENDERED)
    surrendered[persona_id] = strategy.id
    return _Planned(
        ResultItem(
            "strategy_surrendered",
            persona_id,
            f"{name} surrenders the Strategy {strategy.name!r}",
            True,
        ),
        _surrender(strategy.id),
    )


def _lose_investment(
    connection: Any, persona_id: int, name: str, surrendered: dict[int, int]
) -> _Planned:
    investments = [
        i
        for i in records_reads.read_investments(connection, persona_id)
        if i.state == InvestmentState.OPEN.value
    ]
    strategies = records_reads.read_strategies(connection, persona_id)
    pursued = {
        s.investment_id
        for s in strategies
        if s.state == StrategyState.ACTIVE.value and s.investment_id is not None
    }
    chosen = [i for i in investments if i.id in pursued] or investments
    if not chosen:
        return _Planned(
            ResultItem(
                "investment_lost",
                persona_id,
                f"{name} loses an Investment (none is open on the sheet)",
                False,
            )
        )
    investment = chosen[-1]
    change_investment_state(InvestmentState.OPEN, InvestmentState.LOST)
    return _Planned(
        ResultItem(
            "investment_lost",
            persona_id,
            f"{name} loses the Investment {investment.relationship!r}",
            True,
        ),
        _lose(investment.id),
    )
