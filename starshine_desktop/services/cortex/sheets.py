"""Cortex: a Persona's Cortex sheet kept with the campaign (plot points, stress, recovery).

Every change runs the rules engine inside one transaction, writes the sheet through the
journal and returns its ``Edit`` (or a ``Done`` with what the engine answered: a recovery,
a settled test). Undo and redo replay that ``Edit``'s rows (``Campaign.undo``/``redo``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from starshine_desktop.rules import cortex
from starshine_desktop.rules.cortex import (
    CortexCharacter,
    Die,
    RecoveryResult,
    RollResult,
    StressType,
)
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.services import edits
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.edits import Done, Edit
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow, read_sheet
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.starshine.persona_reads import read_persona
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:  # SQLAlchemy loads on the first write
    from starshine_desktop.storage.journal import Journal

T = TypeVar("T")


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


class CortexSheets:
    """The Cortex sheets of one campaign's Personae."""

    def __init__(self, database: CampaignStore, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock

    def _run(self, work: Callable[[Journal], object]) -> Edit:
        return edits.run(self._database, work)

    def _read(self, journal: Journal) -> Reader:
        """Return the connection to read with inside ``journal``'s transaction."""
        return self._database.connection_of(journal.session)

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
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "plot points: a character holds 0 or more, not {count!r}"
                ),
                count=count,
            )

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
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "stress: this character is not stressed out")
                )
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
