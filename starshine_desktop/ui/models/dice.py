"""The columns of the Dice tools' tables: challenge pools, scenes, players, Statements.

Each table is the one table model (``table_model.TableModel``, made by ``rows_model``): rows
in the order given until a column is sorted, filtered by the text its columns show, found
by the id ``row_id`` gives; ``sync_rows`` touches only the rows that changed, so a selection
follows its row.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from fractions import Fraction
from typing import TypeVar

from PySide6.QtCore import QObject

from starshine_desktop.rules.statements import Statement
from starshine_desktop.services.cortex.pools import ChallengeView
from starshine_desktop.services.statements.scenes import PlayerEntry, format_factors
from starshine_desktop.storage.saved_reads import SavedRow
from starshine_desktop.ui.models.table_model import Column, SortKey, TableModel

T = TypeVar("T")


def _column(
    header: str,
    display: Callable[[T], str],
    sort_key: Callable[[T], SortKey],
    numeric: bool = False,
    tooltip: str = "",
) -> Column[T]:
    """Return a column whose cells show their own text as tooltip; ``tooltip`` is the header's."""
    return Column(
        header, display, sort_key, numeric=numeric, tooltip=display, header_tooltip=tooltip
    )


def rows_model(
    columns: Sequence[Column[T]],
    row_id: Callable[[T], Hashable],
    parent: QObject | None = None,
) -> TableModel[T]:
    """Return a read-only table of rows of one kind, in the order given until sorted."""
    return TableModel(columns, row_id=row_id, parent=parent)


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:.1f}%"


def challenge_columns(names: Callable[[int], str]) -> list[Column[ChallengeView]]:
    """Return the columns of the saved challenge pools."""
    return [
        _column("Name", lambda c: c.name, lambda c: c.name.casefold()),
        _column("Level", lambda c: c.level.label, lambda c: c.level.die.sides),
        _column("Pool", lambda c: c.pool.label or "—", lambda c: len(c.pool)),
        _column("Round", lambda c: str(c.round), lambda c: c.round, numeric=True),
        _column("Phase", lambda c: c.phase.value, lambda c: c.phase.value),
        _column(
            "Characters",
            lambda c: ", ".join(names(pid) for pid in c.participants),
            lambda c: len(c.participants),
        ),
    ]


def scene_columns(summary: Callable[[SavedRow], str]) -> list[Column[SavedRow]]:
    """Return the columns of the saved statement scenes."""
    return [
        _column("Name", lambda r: r.name, lambda r: r.name.casefold()),
        _column("Stage", summary, summary),
        _column(
            "Updated",
            lambda r: r.updated_at.astimezone().strftime("%Y-%m-%d"),
            lambda r: r.updated_at.isoformat(),
        ),
    ]


def carried_text(player: PlayerEntry, recovered: Collection[int] = ()) -> str:
    """Return the Setbacks a player entered the scene with, e.g. '−2 Trait Brave (temporary)'.

    A condition shows its words; those a recovery Statement ended say 'recovered'.
    """
    return "; ".join(
        (
            f"−{item.setback.degree} {item.target.label}"
            if item.target is not None
            else item.setback.description
        )
        + f" ({'recovered' if index in recovered else item.span})"
        for index, item in enumerate(player.setbacks)
    )


def player_columns(
    luck: Callable[[PlayerEntry], int],
    setbacks: Callable[[PlayerEntry], str] = carried_text,
) -> list[Column[PlayerEntry]]:
    """Return the columns of a scene's players (Luck and Setbacks in effect as they stand now)."""
    return [
        _column("Player", lambda p: p.name, lambda p: p.name.casefold()),
        _column("Luck", lambda p: str(luck(p)), lambda p: luck(p), numeric=True),
        _column("Traits", lambda p: format_factors(p.traits), lambda p: len(p.traits)),
        _column("Attributes", lambda p: format_factors(p.attributes), lambda p: len(p.attributes)),
        _column("Resources", lambda p: format_factors(p.resources), lambda p: len(p.resources)),
        _column("Drives", lambda p: "; ".join(p.drives), lambda p: len(p.drives)),
        _column(
            "Setbacks",
            setbacks,
            setbacks,
            tooltip="Setbacks in effect this scene: temporary or indefinite, from earlier scenes",
        ),
    ]


def _rolled(statement: Statement, text: Callable[[Statement], str]) -> str:
    return text(statement) if statement.rolled else "—"


def _result(statement: Statement) -> str:
    if statement.came_true is True:
        return "came true"
    if statement.came_true is False:
        return "did not come true"
    return ""


def statement_columns() -> list[Column[Statement]]:
    """Return the columns of a scene's Statements, with the exact odds of 0–3 successes."""

    def odds(successes: int) -> Column[Statement]:
        return _column(
            f"P({successes})",
            lambda s: _percent(s.odds()[successes]),
            lambda s: float(s.odds()[successes]),
            numeric=True,
            tooltip=f"The exact chance of {successes} successes in three rolls",
        )

    return [
        _column("Player", lambda s: s.player, lambda s: (s.player, s.order)),
        _column("#", lambda s: str(s.order), lambda s: s.order, numeric=True),
        _column("Statement", lambda s: s.text, lambda s: s.text.casefold()),
        _column(
            "F",
            lambda s: str(s.favouring_sum),
            lambda s: s.favouring_sum,
            numeric=True,
            tooltip="Favouring factors plus the Luck bid",
        ),
        _column(
            "O",
            lambda s: str(s.opposing_sum),
            lambda s: s.opposing_sum,
            numeric=True,
            tooltip="Opposing factors plus the difficulty",
        ),
        *(odds(k) for k in range(4)),
        _column(
            "Faces",
            lambda s: _rolled(
                s, lambda r: " ".join(str(f) for f in (r.roll.faces if r.roll else ()))
            ),
            lambda s: tuple(s.roll.faces) if s.roll else (),
        ),
        _column(
            "Successes",
            lambda s: _rolled(s, lambda r: str(r.successes)),
            lambda s: s.successes if s.rolled else -1,
            numeric=True,
        ),
        _column(
            "Weight",
            lambda s: _rolled(s, lambda r: str(r.weight)),
            lambda s: s.weight if s.rolled else -1,
            numeric=True,
        ),
        _column("Result", _result, _result),
    ]
