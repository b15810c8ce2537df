"""Cortex: challenge pools kept with the campaign.

The engine's ``ChallengePool`` is stored as JSON; its characters are Personae whose stress is
read from and written back to their Cortex sheets on every turn, in the same transaction.
Every step returns its ``Edit``; undo and redo replay its rows, so a pool's state comes back
exactly as it was, with the sheets the step changed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeVar

from starshine_desktop.rules import cortex
from starshine_desktop.rules.cortex import (
    ChallengeLength,
    ChallengePhase,
    ChallengePool,
    DicePool,
    Die,
    Difficulty,
    RollResult,
    StressType,
    TurnReport,
)
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal, RuleError
from starshine_desktop.services import edits
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.cortex.sheets import CortexSheets, character_of, sheet_of
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.names import clean_name
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow, read_sheet
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.saved_reads import (
    SavedKind,
    SavedRow,
    read_saved,
    read_saved_list,
)
from starshine_desktop.storage.starshine.persona_reads import read_personae
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:  # SQLAlchemy loads on the first write
    from starshine_desktop.storage.journal import Journal

T = TypeVar("T")
STATE_VERSION = 1


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


class CortexPools:
    """The Cortex challenge pools of one campaign."""

    def __init__(self, database: CampaignStore, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock
        self._sheets = CortexSheets(database, clock)

    def _run(self, work: Callable[[Journal], object]) -> Edit:
        return edits.run(self._database, work)

    def _read(self, journal: Journal) -> Reader:
        """Return the connection to read with inside ``journal``'s transaction."""
        return self._database.connection_of(journal.session)

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

        clean = clean_name(QT_TRANSLATE_NOOP("Game", "A challenge's name"), name)
        ids = tuple(persona_ids)

        def work(journal: Journal) -> None:
            connection = self._read(journal)
            names = {row.id: row.name for row in read_personae(connection)}
            for pid in ids:
                if pid not in names:
                    raise RuleError(
                        QT_TRANSLATE_NOOP(
                            "Refusal", "challenge: there is no Persona with id {pid}"
                        ),
                        pid=pid,
                    )
            characters = [
                character_of(read_sheet(connection, pid) or CortexSheetRow(pid), str(pid))
                for pid in ids
            ]
            engine = ChallengePool.start(level, length, characters, tuple(extra))
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
    ) -> tuple[Refusal | None, tuple[cortex.PaidStressOption, ...]]:
        """Return why the GM can pay to add no further stress die to a Persona's turn (None if
        it can) and, per stress type, whether the GM may pay to add its die, or why not."""
        with self._database.reading() as connection:
            engine, _view, _names = _engine(connection, challenge_id)
        engine.character(str(persona_id))  # the Persona takes part
        character = self._sheets.cortex_character(persona_id)
        use = cortex.StressUse.NONE if stress is None else cortex.StressUse.OPPOSITION
        general = cortex.paid_stress_general_refusal(character, stress, use, False)
        return general, cortex.paid_stress_options(character, stress, use)

    def _turn(
        self,
        challenge_id: int,
        play: Callable[[ChallengePool, ChallengeView, dict[int, str]], list[str]],
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

        def play(engine: ChallengePool, view: ChallengeView, names: dict[int, str]) -> list[str]:
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

        def play(engine: ChallengePool, view: ChallengeView, names: dict[int, str]) -> list[str]:
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

        def play(engine: ChallengePool, view: ChallengeView, _names: dict[int, str]) -> list[str]:
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

        def play(engine: ChallengePool, view: ChallengeView, names: dict[int, str]) -> list[str]:
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


def _engine(
    connection: Reader, challenge_id: int
) -> tuple[ChallengePool, ChallengeView, dict[int, str]]:
    """Rebuild a stored challenge pool through the engine with its characters' sheets."""
    view = _challenge_view(read_saved(connection, SavedKind.CHALLENGE, challenge_id))
    names = {row.id: row.name for row in read_personae(connection)}
    characters = [
        character_of(read_sheet(connection, pid) or CortexSheetRow(pid), str(pid))
        for pid in view.participants
    ]
    engine = ChallengePool(
        pool=view.pool,
        characters=characters,
        round=view.round,
        acted=[str(pid) for pid in view.acted],
        phase=view.phase,
    )
    return engine, view, names


def load_challenge_state(row: SavedRow, sheets: Mapping[int, CortexSheetRow]) -> ChallengeView:
    """Rebuild a stored challenge pool through the engine, as ``CortexPools`` does on use.

    Raises what the form or the rules refuse (``RuleError``, ``KeyError``, ``ValueError``,
    ``TypeError``); the campaign importer checks embedded states with it.
    """
    view = _challenge_view(row)
    ChallengePool(
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
