"""Cortex sheets, challenge pools and statement scenes kept with the campaign.

Every mutation runs the rules engine inside one transaction, writes the result through
the journal and returns its ``Edit`` (or a ``Done`` with what the engine answered: a
recovery, a settled test). Undo and redo replay that ``Edit``'s rows
(``Campaign.undo``/``Campaign.redo``), so a challenge pool's or a scene's JSON state comes
back exactly as it was, rolled faces included, with the sheets the step changed.

- **Sheets** (per Persona): plot points, physical/mental/social stress, stressed out,
  the recovery test, a rest scene.
- **Challenge pools**: the engine's ``Challenge`` stored as JSON; the characters are
  Personae whose stress is read from and written back to their sheets on every turn.
- **Statement scenes**: the players as they entered the scene and every step taken
  (Statements, links, faces rolled, the table's answers, finishing), replayed through
  the engine's ``Scene`` on every read, so the stored state is always one the rules reached.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, TypeVar

from starshine_desktop.rules import cortex, statements
from starshine_desktop.rules.cortex import (
    Challenge,
    ChallengeLength,
    ChallengePhase,
    CortexCharacter,
    DicePool,
    Die,
    Difficulty,
    RecoveryResult,
    RollResult,
    StressType,
    TurnReport,
)
from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import (
    FactorKind,
    FactorRef,
    OpposingFactor,
    Scene,
    SceneSummary,
    Statement,
    StatementCharacter,
)
from starshine_desktop.services import edits
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.edits import Done, Edit
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow, read_sheet
from starshine_desktop.storage.database import Database
from starshine_desktop.storage.rows import NAME_LENGTH
from starshine_desktop.storage.saved_reads import (
    SavedKind,
    SavedRow,
    read_saved,
    read_saved_list,
)
from starshine_desktop.storage.starshine.persona_reads import read_persona, read_personae

if TYPE_CHECKING:  # SQLAlchemy loads on the first write
    from starshine_desktop.storage.journal import Journal

T = TypeVar("T")
STATE_VERSION = 1
_FACTOR = re.compile(r"^(?P<name>.*?\S)\s+(?P<degree>[0-9]{1,3})$")

Ask = Callable[[Statement, list[Statement]], bool]
#: A step of a scene: the stored action, or a function making it from the scene (a roll).
Step = dict[str, Any] | Callable[[Scene], dict[str, Any]]


def clean_name(what: str, value: str) -> str:
    """Return a one-line name, refusing blank or overlong text."""
    text = " ".join(value.split())
    if not text:
        raise ValidationError(f"{what} cannot be blank")
    if len(text) > NAME_LENGTH:
        raise ValidationError(f"{what} is longer than {NAME_LENGTH} characters")
    return text


def parse_factors(what: str, text: str) -> dict[str, int]:
    """Read factors written as 'Brave 3, Quick Wits 2' into {name: degree}."""
    factors: dict[str, int] = {}
    for part in text.split(","):
        if not part.strip():
            continue
        match = _FACTOR.match(part.strip())
        if match is None:
            raise ValidationError(
                f"{what}: write each as a name and a degree, e.g. 'Brave 3', not {part.strip()!r}"
            )
        name = " ".join(match["name"].split())
        if name in factors:
            raise ValidationError(f"{what}: {name} is written twice")
        factors[name] = int(match["degree"])
    return factors


def format_factors(factors: dict[str, int]) -> str:
    """Write {name: degree} the way ``parse_factors`` reads it."""
    return ", ".join(f"{name} {degree}" for name, degree in factors.items())


# Sheets -----------------------------------------------------------------------------


def _stress_of(row: CortexSheetRow) -> dict[StressType, Die]:
    sides = {
        StressType.PHYSICAL: row.physical,
        StressType.MENTAL: row.mental,
        StressType.SOCIAL: row.social,
    }
    return {kind: Die(value) for kind, value in sides.items() if value is not None}


def character_of(row: CortexSheetRow, name: str) -> CortexCharacter:
    """Return the engine's character for a stored sheet."""
    return CortexCharacter(
        name=name,
        plot_points=row.plot_points,
        stress=_stress_of(row),
        stressed_out=row.stressed_out,
        awaiting_time={StressType(kind) for kind in row.awaiting_time},
    )


def sheet_of(persona_id: int, character: CortexCharacter) -> CortexSheetRow:
    """Return the stored form of an engine character."""

    def sides(kind: StressType) -> int | None:
        die = character.stress_die(kind)
        return None if die is None else int(die)

    return CortexSheetRow(
        persona_id=persona_id,
        plot_points=character.plot_points,
        physical=sides(StressType.PHYSICAL),
        mental=sides(StressType.MENTAL),
        social=sides(StressType.SOCIAL),
        stressed_out=character.stressed_out,
        awaiting_time=tuple(sorted(kind.value for kind in character.awaiting_time)),
    )


# Challenge pools --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChallengeView:
    """A saved challenge pool as the tracker shows it."""

    id: int
    name: str
    level: Difficulty
    length: ChallengeLength
    pool: DicePool
    participants: tuple[int, ...]
    round: int
    acted: tuple[int, ...]
    phase: ChallengePhase
    log: tuple[str, ...]

    @property
    def overcome(self) -> bool:
        """Say whether the pool is empty."""
        return self.phase is ChallengePhase.OVERCOME


def _challenge_view(row: SavedRow) -> ChallengeView:
    data = json.loads(row.state)
    return ChallengeView(
        id=row.id,
        name=row.name,
        level=Difficulty(data["level"]),
        length=ChallengeLength(data["length"]),
        pool=DicePool(tuple(Die(sides) for sides in data["pool"])),
        participants=tuple(int(pid) for pid in data["participants"]),
        round=int(data["round"]),
        acted=tuple(int(pid) for pid in data["acted"]),
        phase=ChallengePhase(data["phase"]),
        log=tuple(str(line) for line in data["log"]),
    )


def _challenge_state(view: ChallengeView) -> str:
    return json.dumps(
        {
            "version": STATE_VERSION,
            "level": view.level.value,
            "length": view.length.value,
            "pool": [int(die) for die in view.pool.dice],
            "participants": list(view.participants),
            "round": view.round,
            "acted": list(view.acted),
            "phase": view.phase.value,
            "log": list(view.log),
        }
    )


def _judged(report: TurnReport) -> str:
    margin = report.judgement.margin
    if not report.judgement.beaten:
        return "failed" if margin < 0 else "tied (a tie fails)"
    heroic = " heroically" if report.judgement.effect_steps else ""
    return f"beat it by {margin}{heroic}"


def _paid_text(name: str, report: TurnReport) -> str:
    if not report.paid:
        return ""
    count = len(report.paid)
    points = "1 plot point" if count == 1 else f"{count} plot points"
    kinds = " and ".join(kind.value for kind in report.paid)
    return f"; the GM paid {name} {points} to add {kinds} stress to the roll"


def _stress_text(name: str, report: TurnReport) -> str:
    change = report.stress
    if change is None:
        return ""
    before = "none" if change.before is None else change.before.label
    after = "none" if change.after is None else change.after.label
    out = "; stressed out" if change.stressed_out else ""
    return f"; {name} takes {change.kind} stress {before} → {after}{out}"


# Statement scenes -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerEntry:
    """A player as they enter a scene: their sheet for statement resolution."""

    name: str
    traits: dict[str, int]
    attributes: dict[str, int]
    resources: dict[str, int]
    luck: int = 0
    drives: tuple[str, ...] = ()
    persona_id: int | None = None
    starting_attributes: dict[str, int] | None = None
    setbacks: tuple[statements.CarriedSetback, ...] = ()

    def character(self) -> StatementCharacter:
        """Return a fresh engine character (checks every range of the rules)."""
        return StatementCharacter(
            name=self.name,
            traits=dict(self.traits),
            attributes=dict(self.attributes),
            resources=dict(self.resources),
            luck=self.luck,
            drives=list(self.drives),
            starting_attributes=dict(self.starting_attributes or {}),
            carried=list(self.setbacks),
        )

    def to_json(self) -> dict[str, Any]:
        """Return the stored form (starting Attributes once they differ, Setbacks if any)."""
        data: dict[str, Any] = {
            "name": self.name,
            "traits": self.traits,
            "attributes": self.attributes,
            "resources": self.resources,
            "luck": self.luck,
            "drives": list(self.drives),
            "persona_id": self.persona_id,
        }
        if self.starting_attributes is not None:
            data["starting_attributes"] = self.starting_attributes
        if self.setbacks:
            data["setbacks"] = [_carried_json(item) for item in self.setbacks]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayerEntry:
        """Read the stored form."""
        return cls(
            name=str(data["name"]),
            traits={str(k): int(v) for k, v in data["traits"].items()},
            attributes={str(k): int(v) for k, v in data["attributes"].items()},
            resources={str(k): int(v) for k, v in data["resources"].items()},
            luck=int(data["luck"]),
            drives=tuple(str(d) for d in data["drives"]),
            persona_id=None if data.get("persona_id") is None else int(data["persona_id"]),
            starting_attributes=None
            if data.get("starting_attributes") is None
            else {str(k): int(v) for k, v in data["starting_attributes"].items()},
            setbacks=tuple(_carried_of(item) for item in data.get("setbacks", [])),
        )


@dataclass(frozen=True, slots=True)
class StatementDraft:
    """What a player states: words, factors, difficulty, Luck bid, maybe a Drive."""

    player: str
    text: str
    favouring: tuple[FactorRef, ...] = ()
    opposing: tuple[OpposingFactor, ...] = ()
    difficulty: int = 0
    luck_bid: int = 0
    drive: str | None = None
    recovers: int | None = None


@dataclass(frozen=True, slots=True)
class SceneView:
    """A saved scene replayed: the engine's ``Scene`` and what the board shows."""

    id: int
    name: str
    players: tuple[PlayerEntry, ...]
    scene: Scene | None
    resolution: tuple[Statement, ...]
    summaries: dict[str, SceneSummary]

    @property
    def finished(self) -> bool:
        """Say whether the Luck of the scene has been paid."""
        return self.scene is not None and self.scene.phase is statements.ScenePhase.FINISHED


def _factor_json(factor: FactorRef) -> list[str]:
    return [factor.kind.value, factor.name]


def _opposing_json(factor: OpposingFactor) -> dict[str, Any]:
    return {
        "label": factor.label,
        "degree": factor.degree,
        "owner": factor.owner,
        "factor": None if factor.factor is None else _factor_json(factor.factor),
    }


def _opposing_of(data: dict[str, Any]) -> OpposingFactor:
    ref = data["factor"]
    return OpposingFactor(
        str(data["label"]),
        int(data["degree"]),
        None if data["owner"] is None else str(data["owner"]),
        None if ref is None else FactorRef(FactorKind(ref[0]), str(ref[1])),
    )


def _factor_of(data: Sequence[str] | None) -> FactorRef | None:
    return None if data is None else FactorRef(FactorKind(data[0]), str(data[1]))


def _carried_json(item: statements.CarriedSetback) -> dict[str, Any]:
    setback = item.setback
    return {
        "description": setback.description,
        "degree": setback.degree,
        "lasting": setback.lasting,
        "attribute": setback.attribute,
        "target": None if setback.target is None else _factor_json(setback.target),
        "from": item.origin,
    }


def _carried_of(data: dict[str, Any]) -> statements.CarriedSetback:
    for key in ("lasting", "attribute"):
        if not isinstance(data[key], bool):
            raise TypeError(f"setback: {key} is true or false")
    return statements.CarriedSetback(
        statements.Setback(
            str(data["description"]),
            int(data["degree"]),
            lasting=data["lasting"],
            attribute=data["attribute"],
            target=_factor_of(data["target"]),
        ),
        str(data["from"]),
    )


def _setback_step(scene: Scene, action: dict[str, Any]) -> None:
    scene.setback(
        str(action["player"]),
        statements.Setback(
            str(action["description"]),
            int(action["degree"]),
            lasting=bool(action["lasting"]),
            attribute=bool(action["attribute"]),
            permanent=bool(action["permanent"]),
            target=_factor_of(action["target"]),
        ),
    )


def _advance_step(scene: Scene, action: dict[str, Any]) -> None:
    scene.advance(
        str(action["player"]),
        increase=_factor_of(action["increase"]),
        decrease=_factor_of(action["decrease"]),
        attribute=None if action["attribute"] is None else str(action["attribute"]),
    )


def _drive_step(scene: Scene, action: dict[str, Any]) -> None:
    scene.change_drive(
        str(action["player"]),
        statements.DriveChangeKind(action["change"]),
        None if action["index"] is None else int(action["index"]),
        str(action["text"]),
        str(action["why"]),
    )


_AFTER_SCENE: dict[str, Callable[[Scene, dict[str, Any]], object]] = {
    "setback": _setback_step,
    "experience": lambda scene, action: scene.take_experience_test(
        str(action["player"]), faces=action["faces"]
    ),
    "advance": _advance_step,
    "drive": _drive_step,
}


def _apply(scene: Scene, action: dict[str, Any], summaries: dict[str, SceneSummary]) -> None:
    """Apply one stored step to a scene (the engine checks it again)."""
    step = action["do"]
    if step == "state":
        scene.state(
            str(action["player"]),
            str(action["text"]),
            favouring=[FactorRef(FactorKind(k), str(n)) for k, n in action["favouring"]],
            opposing=[_opposing_of(item) for item in action["opposing"]],
            difficulty=int(action["difficulty"]),
            luck_bid=int(action["luck_bid"]),
            drive=None if action["drive"] is None else str(action["drive"]),
            recovers=None if action.get("recovers") is None else int(action["recovers"]),
        )
    elif step == "withdraw":
        scene.withdraw(str(action["player"]))
    elif step == "link":
        earlier = (str(action["earlier"][0]), int(action["earlier"][1]))
        later = (str(action["later"][0]), int(action["later"][1]))
        scene.link(earlier, later, int(action["delta"]))
    elif step == "roll":
        scene.roll((str(action["key"][0]), int(action["key"][1])), faces=action["faces"])
    elif step == "resolve":
        answers = iter(bool(answer) for answer in action["answers"])
        scene.resolve(lambda _statement, _true: next(answers))
    elif step == "inconvenience":
        scene.inconvenience(str(action["player"]), str(action["trait"]))
    elif step == "revise":
        scene.revise(str(action["player"]), int(action["words"]), bool(action["accepted"]))
    elif step == "finish":
        summaries.update(scene.finish())
    elif step in _AFTER_SCENE:
        _AFTER_SCENE[step](scene, action)
    else:
        raise RuleError(f"scene: unknown step {step!r} in the stored scene")


class DiceTools:
    """The Cortex sheets, challenge pools and statement scenes of one campaign."""

    def __init__(self, database: Database, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock

    def _run(self, work: Callable[[Journal], object]) -> Edit:
        return edits.run(self._database, work)

    def _read(self, journal: Journal) -> sqlite3.Connection:
        """Return the connection to read with inside ``journal``'s transaction."""
        return self._database.connection_of(journal.session)

    # Sheets -------------------------------------------------------------------------

    def sheet(self, persona_id: int) -> CortexSheetRow:
        """Return a Persona's Cortex sheet (a blank one if nothing is stored yet)."""
        with self._database.reading() as connection:
            read_persona(connection, persona_id)
            return read_sheet(connection, persona_id) or CortexSheetRow(persona_id)

    def _edit_sheet(self, persona_id: int, change: Callable[[CortexCharacter], T]) -> Done[T]:
        """Change a Persona's sheet through the engine in one transaction; keep its answer."""
        from starshine_desktop.storage.cortex import sheet_writes

        def work(journal: Journal) -> T:
            connection = self._read(journal)
            name = read_persona(connection, persona_id).name
            sheet = read_sheet(connection, persona_id) or CortexSheetRow(persona_id)
            character = character_of(sheet, name)
            answer = change(character)
            sheet_writes.save_sheet(journal, sheet_of(persona_id, character), now=self._clock())
            return answer

        return edits.run_returning(self._database, work)

    def step_stress(self, persona_id: int, kind: StressType, *, up: bool) -> Edit:
        """Step one stress die up (a d4 if none; past d12: stressed out) or down."""
        if up:
            return self._edit_sheet(persona_id, lambda c: c.step_up_stress(kind)).edit
        return self._edit_sheet(persona_id, lambda c: c.step_down_stress(kind)).edit

    def set_plot_points(self, persona_id: int, count: int) -> Edit:
        """Set a Persona's plot points (0 or more)."""
        if type(count) is not int or count < 0:
            raise RuleError(f"plot points: a character holds 0 or more, not {count!r}")

        def change(character: CortexCharacter) -> None:
            character.plot_points = count

        return self._edit_sheet(persona_id, change).edit

    def rest(self, persona_id: int) -> Edit:
        """A rest scene: every stress die steps down once; recovery tests may resume."""
        return self._edit_sheet(persona_id, lambda c: c.rest()).edit

    def back_in_play(self, persona_id: int) -> Edit:
        """Let a stressed-out Persona take part in scenes again (a new scene begins)."""

        def change(character: CortexCharacter) -> None:
            if not character.stressed_out:
                raise RuleError("stress: this character is not stressed out")
            character.stressed_out = False

        return self._edit_sheet(persona_id, change).edit

    def recover(
        self, persona_id: int, kind: StressType, result: RollResult, difficulty: int
    ) -> Done[RecoveryResult]:
        """Apply a recovery test against the GM's total by the seed's table."""
        return self._edit_sheet(persona_id, lambda c: c.recover(kind, result, difficulty))

    def cortex_character(self, persona_id: int) -> CortexCharacter:
        """Return the engine's character for a Persona's sheet, named after the Persona."""
        with self._database.reading() as connection:
            name = read_persona(connection, persona_id).name
            sheet = read_sheet(connection, persona_id) or CortexSheetRow(persona_id)
        return character_of(sheet, name)

    def settle_test(self, persona_id: int, test: cortex.RolledTest) -> Done[cortex.SettledTest]:
        """Apply a rolled test's stress use: a push or d4 stress changes plot points and stress."""
        return self._edit_sheet(persona_id, lambda c: cortex.settle_test(c, test))

    def take_test_stress(
        self,
        persona_id: int,
        test: cortex.RolledTest,
        kind: StressType,
        die: Die | None = None,
    ) -> Done[cortex.StressChange]:
        """After a failed test, inflict stress of the GM's chosen type at the GM's effect die."""
        return self._edit_sheet(
            persona_id, lambda c: cortex.take_failure_stress(c, test, kind, die)
        )

    # Challenge pools ----------------------------------------------------------------

    def list_challenges(self) -> list[ChallengeView]:
        """Return every saved challenge pool, ordered by id."""
        with self._database.reading() as connection:
            rows = read_saved_list(connection, SavedKind.CHALLENGE)
        return [_challenge_view(row) for row in rows]

    def challenge(self, challenge_id: int) -> ChallengeView:
        """Return one saved challenge pool."""
        with self._database.reading() as connection:
            return _challenge_view(read_saved(connection, SavedKind.CHALLENGE, challenge_id))

    def create_challenge(
        self,
        name: str,
        level: Difficulty,
        length: ChallengeLength,
        persona_ids: Sequence[int],
        extra: Sequence[Die] = (),
    ) -> Edit:
        """Start a challenge pool for some Personae; the new id is in ``edit.changes.added``."""
        from starshine_desktop.storage import saved_writes as store

        clean = clean_name("A challenge's name", name)
        ids = tuple(persona_ids)

        def work(journal: Journal) -> None:
            connection = self._read(journal)
            names = {row.id: row.name for row in read_personae(connection)}
            for pid in ids:
                if pid not in names:
                    raise RuleError(f"challenge: there is no Persona with id {pid}")
            characters = [
                character_of(read_sheet(connection, pid) or CortexSheetRow(pid), str(pid))
                for pid in ids
            ]
            engine = Challenge.start(level, length, characters, tuple(extra))
            view = ChallengeView(
                id=0,
                name=clean,
                level=level,
                length=length,
                pool=engine.pool,
                participants=ids,
                round=engine.round,
                acted=(),
                phase=engine.phase,
                log=(
                    f"Started: {level.label}, {length.name.lower()}, pool {engine.pool.label} "
                    f"({', '.join(names[pid] for pid in ids)})",
                ),
            )
            state = _challenge_state(view)
            store.insert_saved(journal, SavedKind.CHALLENGE, clean, state, now=self._clock())

        return self._run(work)

    def delete_challenge(self, challenge_id: int) -> Edit:
        """Delete a saved challenge pool."""
        from starshine_desktop.storage import saved_writes as store

        return self._run(
            lambda journal: store.delete_saved(journal, SavedKind.CHALLENGE, challenge_id)
        )

    def opposition(
        self,
        challenge_id: int,
        persona_id: int,
        stress: StressType | None,
        paid: Sequence[StressType] = (),
    ) -> DicePool:
        """Return the pool the GM rolls against a Persona: challenge dice + stress dice.

        One stress die joins; each type in ``paid`` adds its die too, the GM paying a plot point.
        """
        with self._database.reading() as connection:
            engine, _view, _names = _engine(connection, challenge_id)
        return engine.opposition(str(persona_id), stress, paid)

    def challenge_paid_stress(
        self, challenge_id: int, persona_id: int, stress: StressType | None
    ) -> tuple[str, tuple[cortex.PaidStressOption, ...]]:
        """Return why the GM can pay to add no further stress die to a Persona's turn ("" if
        it can) and, per stress type, whether the GM may pay to add its die, or why not."""
        with self._database.reading() as connection:
            engine, _view, _names = _engine(connection, challenge_id)
        engine.character(str(persona_id))  # the Persona takes part
        character = self.cortex_character(persona_id)
        use = cortex.StressUse.NONE if stress is None else cortex.StressUse.OPPOSITION
        general = cortex.paid_stress_refusal(character, stress, use, False)
        return general, cortex.paid_stress_options(character, stress, use)

    def _turn(
        self,
        challenge_id: int,
        play: Callable[[Challenge, ChallengeView, dict[int, str]], list[str]],
    ) -> Edit:
        """Play one turn on the stored pool and store the pool, its log and every sheet.

        ``play`` runs the engine and returns the log lines; only the rows that changed are
        written (and undone).
        """
        from starshine_desktop.storage import saved_writes as store
        from starshine_desktop.storage.cortex import sheet_writes

        def work(journal: Journal) -> None:
            engine, view, names = _engine(self._read(journal), challenge_id)
            lines = play(engine, view, names)
            after = replace(
                view,
                pool=engine.pool,
                round=engine.round,
                acted=tuple(int(name) for name in engine.acted),
                phase=engine.phase,
                log=(*view.log, *lines),
            )
            now = self._clock()
            state = _challenge_state(after)
            store.update_saved(journal, SavedKind.CHALLENGE, view.id, now=now, state=state)
            for character in engine.characters:
                sheet_writes.save_sheet(journal, sheet_of(int(character.name), character), now=now)

        return self._run(work)

    def take_challenge_turn(
        self,
        challenge_id: int,
        persona_id: int,
        gm: RollResult,
        player: RollResult,
        target: Die | None,
        stress_kind: StressType,
        stress: StressType | None = None,
        paid: Sequence[StressType] = (),
    ) -> Edit:
        """A Persona's turn: beat the GM's roll to remove or step down the target die.

        ``stress`` is the stress die in the GM's roll; for each type in ``paid`` the GM added
        that die too and pays the Persona a plot point, in the same saved step.
        """

        def play(engine: Challenge, view: ChallengeView, names: dict[int, str]) -> list[str]:
            name = names.get(persona_id, f"Persona {persona_id}")
            report = engine.take_turn(
                str(persona_id), gm, player, target, stress_kind, stress=stress, paid=paid
            )
            line = f"Round {view.round}: {name} rolled {player.total} against {gm.total} and "
            line += _judged(report)
            if report.progress is not None:
                effect = cortex.step_effect(player.effect_die, report.judgement.effect_steps)
                after = report.progress.after
                done = "removed" if after is None else f"stepped down to {after.label}"
                line += f"; effect {effect.label} vs {report.progress.target.label}: {done}"
            line += _stress_text(name, report) + _paid_text(name, report)
            lines = [line]
            if engine.overcome:
                lines.append("The challenge is overcome: its pool is empty.")
            return lines

        return self._turn(challenge_id, play)

    def challenge_other_action(
        self,
        challenge_id: int,
        persona_id: int,
        gm: RollResult,
        player: RollResult,
        stress: StressType | None = None,
        paid: Sequence[StressType] = (),
    ) -> Edit:
        """A Persona spends the turn on another test (an asset, recovery) against the pool."""

        def play(engine: Challenge, view: ChallengeView, names: dict[int, str]) -> list[str]:
            name = names.get(persona_id, f"Persona {persona_id}")
            report = engine.other_action(
                str(persona_id), player.against(gm.total), stress=stress, paid=paid
            )
            return [
                f"Round {view.round}: {name} spent the turn on another test: {player.total} "
                f"against {gm.total}, {_judged(report)}{_paid_text(name, report)}"
            ]

        return self._turn(challenge_id, play)

    def strengthen_challenge(self, challenge_id: int, die: Die) -> Edit:
        """The challenge's turn: step one die up (a d12 stays and a d6 joins)."""

        def play(engine: Challenge, view: ChallengeView, _names: dict[int, str]) -> list[str]:
            before = engine.pool.label
            engine.strengthen(die)
            return [
                f"Round {view.round}: the challenge strengthens {die.label}: {before} → "
                + engine.pool.label
            ]

        return self._turn(challenge_id, play)

    def challenge_tests(
        self,
        challenge_id: int,
        persona_id: int,
        player: RollResult,
        gm: RollResult,
        stress_kind: StressType,
        stress: StressType | None = None,
        paid: Sequence[StressType] = (),
    ) -> Edit:
        """The challenge's turn: its roll against a Persona's total; stress if it beats it."""

        def play(engine: Challenge, view: ChallengeView, names: dict[int, str]) -> list[str]:
            name = names.get(persona_id, f"Persona {persona_id}")
            report = engine.challenge_tests(
                str(persona_id), player, gm, stress_kind, stress=stress, paid=paid
            )
            return [
                f"Round {view.round}: the challenge tests {name}: {gm.total} against "
                f"{player.total}, {_judged(report)}{_stress_text(name, report)}"
                f"{_paid_text(name, report)}"
            ]

        return self._turn(challenge_id, play)

    # Statement scenes ---------------------------------------------------------------

    def list_scenes(self) -> list[SavedRow]:
        """Return every saved statement scene (name and state), ordered by id."""
        with self._database.reading() as connection:
            return read_saved_list(connection, SavedKind.SCENE)

    def saved(self, kind: SavedKind, record_id: int) -> SavedRow:
        """Return one saved record (its name and JSON state) as stored."""
        with self._database.reading() as connection:
            return read_saved(connection, kind, record_id)

    def scene(self, scene_id: int) -> SceneView:
        """Replay a saved scene through the engine and return what the board shows."""
        return self._replay(self.saved(SavedKind.SCENE, scene_id))

    @staticmethod
    def _replay(row: SavedRow, extra: dict[str, Any] | None = None) -> SceneView:
        data = json.loads(row.state)
        players = tuple(PlayerEntry.from_json(item) for item in data["players"])
        actions = [*data["actions"], *([] if extra is None else [extra])]
        summaries: dict[str, SceneSummary] = {}
        if not players:
            return SceneView(row.id, row.name, players, None, (), summaries)
        scene = Scene([player.character() for player in players])
        for action in actions:
            _apply(scene, action, summaries)
        return SceneView(row.id, row.name, players, scene, tuple(scene.true_statements), summaries)

    def create_scene(self, name: str, players: Sequence[PlayerEntry] = ()) -> Edit:
        """Start a statement scene (players may come from an earlier scene)."""
        from starshine_desktop.storage import saved_writes as store

        clean = clean_name("A scene's name", name)
        entries = tuple(players)
        if entries:
            Scene([player.character() for player in entries])
        state = json.dumps(
            {
                "version": STATE_VERSION,
                "players": [player.to_json() for player in entries],
                "actions": [],
            }
        )
        return self._run(
            lambda journal: store.insert_saved(
                journal, SavedKind.SCENE, clean, state, now=self._clock()
            )
        )

    def players_after(self, scene_id: int) -> list[PlayerEntry]:
        """Return the scene's players with the Luck, sheets and Setbacks they carry on.

        The Setbacks carried are the indefinite ones not recovered from and the
        temporary or indefinite ones recorded after this scene (named after it).
        """
        view = self.scene(scene_id)
        scene = view.scene
        if scene is None:
            return []
        players: list[PlayerEntry] = []
        for entry in view.players:
            now = scene.character(entry.name)
            start = dict(now.starting_attributes)
            players.append(
                replace(
                    entry,
                    traits=dict(now.traits),
                    attributes=dict(now.attributes),
                    resources=dict(now.resources),
                    luck=now.luck,
                    drives=tuple(now.drives),
                    starting_attributes=None if start == now.attributes else start,
                    setbacks=tuple(scene.carried_after(entry.name, view.name)),
                )
            )
        return players

    def _change_scene(
        self, scene_id: int, change: Callable[[SavedRow, dict[str, Any]], None]
    ) -> Edit:
        """Read the stored scene in one transaction, let ``change`` edit its JSON, store it.

        The row's update is journalled: undo puts back the JSON exactly (rolled faces too).
        """
        from starshine_desktop.storage import saved_writes as store

        def work(journal: Journal) -> None:
            row = read_saved(self._read(journal), SavedKind.SCENE, scene_id)
            data = json.loads(row.state)
            change(row, data)
            store.update_saved(
                journal, SavedKind.SCENE, scene_id, now=self._clock(), state=json.dumps(data)
            )

        return self._run(work)

    def add_player(self, scene_id: int, player: PlayerEntry) -> Edit:
        """Add a player to a scene before any Statement is made."""
        entry = replace(player, name=clean_name("A player's name", player.name))

        def change(_row: SavedRow, data: dict[str, Any]) -> None:
            if data["actions"]:
                raise RuleError("scene: players join before the first Statement is made")
            players = [*(PlayerEntry.from_json(item) for item in data["players"]), entry]
            Scene([p.character() for p in players])  # the rules check sheets and unique names
            data["players"] = [p.to_json() for p in players]

        return self._change_scene(scene_id, change)

    def remove_player(self, scene_id: int, name: str) -> Edit:
        """Take a player out of a scene before any Statement is made."""

        def change(_row: SavedRow, data: dict[str, Any]) -> None:
            if data["actions"]:
                raise RuleError("scene: players leave before the first Statement is made")
            kept = [item for item in data["players"] if item["name"] != name]
            if len(kept) == len(data["players"]):
                raise RuleError(f"scene: {name} is not in this scene")
            data["players"] = kept

        return self._change_scene(scene_id, change)

    def _steps(self, scene_id: int, *steps: Step) -> Edit:
        """Take steps on a scene in one transaction (the engine refuses a step it forbids).

        A step is the stored action, or a function making it from the scene as it stands
        (to roll its dice).
        """

        def change(row: SavedRow, data: dict[str, Any]) -> None:
            if len(data["players"]) < 1:
                raise RuleError("scene: add the players first")
            scene = self._replay(row).scene
            assert scene is not None
            for step in steps:
                action = step if isinstance(step, dict) else step(scene)
                _apply(scene, action, {})
                data["actions"].append(action)

        return self._change_scene(scene_id, change)

    def state_statement(self, scene_id: int, draft: StatementDraft) -> Edit:
        """Add a player's next Statement (the engine checks every limit).

        A recovery Statement stores ``"recovers"``: the index of the Setback in effect.
        """
        action: dict[str, Any] = {
            "do": "state",
            "player": draft.player,
            "text": draft.text,
            "favouring": [_factor_json(factor) for factor in draft.favouring],
            "opposing": [_opposing_json(factor) for factor in draft.opposing],
            "difficulty": draft.difficulty,
            "luck_bid": draft.luck_bid,
            "drive": draft.drive,
        }
        if draft.recovers is not None:
            action["recovers"] = draft.recovers
        return self._steps(scene_id, action)

    def withdraw_statement(self, scene_id: int, player: str) -> Edit:
        """Take back a player's last Statement (before anything is rolled)."""
        return self._steps(scene_id, {"do": "withdraw", "player": player})

    def link_statements(
        self,
        scene_id: int,
        earlier: statements.StatementKey,
        later: statements.StatementKey,
        delta: int,
    ) -> Edit:
        """Say an earlier Statement supports (+1) or hinders (−1) a later-round one."""
        return self._steps(
            scene_id,
            {"do": "link", "earlier": list(earlier), "later": list(later), "delta": delta},
        )

    def roll_statement(
        self,
        scene_id: int,
        key: statements.StatementKey,
        faces: Sequence[int] | None = None,
        rng: random.Random | None = None,
    ) -> Edit:
        """Roll a Statement's three dice in the app (``rng``) or store the faces typed in."""
        if faces is None and rng is None:
            raise RuleError("resolution: give the three faces or roll in the app")
        return self._steps(scene_id, _roll_step(key, faces, rng))

    def roll_statements(
        self, scene_id: int, keys: Sequence[statements.StatementKey], rng: random.Random
    ) -> Edit:
        """Roll several Statements in the app as one step (all of them or, if refused, none)."""
        return self._steps(scene_id, *(_roll_step(key, None, rng) for key in keys))

    def resolve_scene(self, scene_id: int, ask: Ask) -> Edit:
        """Resolve every round by descending Weight, asking the table about compatibility.

        The table is asked before the transaction begins; the answers are stored with the step.
        """
        scene = self.scene(scene_id).scene
        if scene is None or not scene.statements:
            raise RuleError("resolution: no Statement was made")
        unrolled = [s for s in scene.statements.values() if not s.rolled]
        if unrolled:
            names = ", ".join(f"{s.player} #{s.order}" for s in unrolled)
            raise RuleError(f"resolution: roll every Statement first ({names})")
        answers: list[bool] = []

        def recorded(statement: Statement, already_true: list[Statement]) -> bool:
            answer = bool(ask(statement, already_true))
            answers.append(answer)
            return answer

        scene.resolve(recorded)
        return self._steps(scene_id, {"do": "resolve", "answers": answers})

    def inconvenience(self, scene_id: int, player: str, trait: str) -> Edit:
        """Record a player inconveniencing themselves with a Trait: its degree in Luck later."""
        return self._steps(scene_id, {"do": "inconvenience", "player": player, "trait": trait})

    def revise(self, scene_id: int, player: str, words: int, accepted: bool) -> Edit:
        """Record a revision of the scene: 1 Luck later if accepted at 150–450 words."""
        return self._steps(
            scene_id, {"do": "revise", "player": player, "words": words, "accepted": accepted}
        )

    def finish_scene(self, scene_id: int) -> Edit:
        """Pay the Luck earned in the scene (capped at 10)."""
        return self._steps(scene_id, {"do": "finish"})

    # After the scene (Setbacks, the experience test, Drives) --------------------------

    def record_setback(self, scene_id: int, player: str, setback: statements.Setback) -> Edit:
        """Apply a Setback to a player (its cost stays within the failures they generated)."""
        target = setback.target
        return self._steps(
            scene_id,
            {
                "do": "setback",
                "player": player,
                "description": " ".join(setback.description.split()),
                "degree": setback.degree,
                "lasting": setback.lasting,
                "attribute": setback.attribute,
                "permanent": setback.permanent,
                "target": None if target is None else _factor_json(target),
            },
        )

    def take_experience_test(
        self,
        scene_id: int,
        player: str,
        faces: Sequence[int] | None = None,
        rng: random.Random | None = None,
    ) -> Edit:
        """Roll a player's experience test in the app (``rng``) or store the faces typed in."""
        if faces is not None:
            return self._steps(
                scene_id, {"do": "experience", "player": player, "faces": list(faces)}
            )
        if rng is None:
            raise RuleError("experience: give the three faces or roll in the app")
        dice = rng

        def rolled(scene: Scene) -> dict[str, Any]:
            sides = sum(scene.experience_sums(player))
            if sides < 1 or scene.failures_of(player) == 0:
                raise RuleError(f"experience: {player} generated no failures, so there is no test")
            thrown = [dice.randint(1, sides) for _ in range(statements.odds.ROLLS)]
            return {"do": "experience", "player": player, "faces": thrown}

        return self._steps(scene_id, rolled)

    def advance(
        self,
        scene_id: int,
        player: str,
        increase: FactorRef | None = None,
        decrease: FactorRef | None = None,
        attribute: str | None = None,
    ) -> Edit:
        """Take the advances a player's experience award allows (a new Trait starts at 1)."""
        if increase is not None:
            increase = FactorRef(increase.kind, " ".join(increase.name.split()))
        return self._steps(
            scene_id,
            {
                "do": "advance",
                "player": player,
                "increase": None if increase is None else _factor_json(increase),
                "decrease": None if decrease is None else _factor_json(decrease),
                "attribute": attribute,
            },
        )

    def change_drive(
        self,
        scene_id: int,
        player: str,
        kind: statements.DriveChangeKind,
        index: int | None = None,
        text: str = "",
        why: str = "",
    ) -> Edit:
        """Add, rewrite or remove one of a player's Drives, with the scene's justification."""
        return self._steps(
            scene_id,
            {
                "do": "drive",
                "player": player,
                "change": kind.value,
                "index": index,
                "text": " ".join(text.split()),
                "why": " ".join(why.split()),
            },
        )

    def rename_scene(self, scene_id: int, name: str) -> Edit:
        """Rename a scene."""
        from starshine_desktop.storage import saved_writes as store

        clean = clean_name("A scene's name", name)
        return self._run(
            lambda journal: store.update_saved(
                journal, SavedKind.SCENE, scene_id, now=self._clock(), name=clean
            )
        )

    def delete_scene(self, scene_id: int) -> Edit:
        """Delete a saved scene."""
        from starshine_desktop.storage import saved_writes as store

        return self._run(lambda journal: store.delete_saved(journal, SavedKind.SCENE, scene_id))


def _engine(
    connection: sqlite3.Connection, challenge_id: int
) -> tuple[Challenge, ChallengeView, dict[int, str]]:
    """Rebuild a stored challenge pool through the engine with its characters' sheets."""
    view = _challenge_view(read_saved(connection, SavedKind.CHALLENGE, challenge_id))
    names = {row.id: row.name for row in read_personae(connection)}
    characters = [
        character_of(read_sheet(connection, pid) or CortexSheetRow(pid), str(pid))
        for pid in view.participants
    ]
    engine = Challenge(
        pool=view.pool,
        characters=characters,
        round=view.round,
        acted=[str(pid) for pid in view.acted],
        phase=view.phase,
    )
    return engine, view, names


def _roll_step(
    key: statements.StatementKey, faces: Sequence[int] | None, rng: random.Random | None
) -> Step:
    """Return the step rolling a Statement: the faces typed, or a roll of its d(F+O) here."""
    if faces is not None:
        return {"do": "roll", "key": list(key), "faces": list(faces)}
    assert rng is not None
    dice = rng

    def rolled(scene: Scene) -> dict[str, Any]:
        statement = scene.statement(key)
        sides = statement.favouring_sum + statement.opposing_sum
        if sides < 1:
            raise RuleError("resolution: a d(F+O) needs at least one point")
        thrown = [dice.randint(1, sides) for _ in range(statements.odds.ROLLS)]
        return {"do": "roll", "key": list(key), "faces": thrown}

    return rolled


def load_challenge_state(row: SavedRow, sheets: Mapping[int, CortexSheetRow]) -> ChallengeView:
    """Rebuild a stored challenge pool through the engine, as ``DiceTools`` does on use.

    Raises what the form or the rules refuse (``RuleError``, ``KeyError``, ``ValueError``,
    ``TypeError``); the campaign importer checks embedded states with it.
    """
    view = _challenge_view(row)
    Challenge(
        pool=view.pool,
        characters=[
            character_of(sheets.get(pid) or CortexSheetRow(pid), str(pid))
            for pid in view.participants
        ],
        round=view.round,
        acted=[str(pid) for pid in view.acted],
        phase=view.phase,
    )
    return view


def challenge_state_text(view: ChallengeView) -> str:
    """Return the stored JSON text of a challenge pool."""
    return _challenge_state(view)


def load_scene_state(row: SavedRow) -> SceneView:
    """Replay a stored statement scene through the engine (raises what it refuses)."""
    return DiceTools._replay(row)
