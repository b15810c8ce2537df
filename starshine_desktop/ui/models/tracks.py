"""Table models of the Tracks and Reference sections: progress tracks and oracle history.

Each is a ``SelfFilteringTableModel`` (ui/models/table.py): it filters and sorts its own
Python list (no proxy model), keeps rows by id so ``apply_changes`` touches only what
changed, and moves persistent indexes by id on every re-ordering so the selection follows
its record.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Protocol, TypeVar

from PySide6.QtCore import QObject, Qt

from starshine_desktop.rules.ironsworn.tracks import BOXES
from starshine_desktop.services.tracks import OracleRollRow, TrackRow
from starshine_desktop.ui.models.table import (
    ID_ROLE,
    SORT_ROLE,
    AnyIndex,
    Column,
    SelfFilteringTableModel,
    SortKey,
)
from starshine_desktop.ui.widgets.progress_track import describe_ticks

__all__ = [
    "ID_ROLE",
    "SORT_ROLE",
    "AnyIndex",
    "Column",
    "OracleHistoryModel",
    "RecordTableModel",
    "SortKey",
    "TrackTableModel",
]


class _Identified(Protocol):
    @property
    def id(self) -> int: ...


RowT = TypeVar("RowT", bound=_Identified)


class RecordTableModel(SelfFilteringTableModel[RowT]):
    """Rows kept by their ``id``, filtered by words and sorted by a column (ties by id)."""

    def __init__(
        self,
        columns: tuple[Column[RowT], ...],
        haystack: Callable[[RowT], str],
        parent: QObject | None = None,
        *,
        sort_order: Qt.SortOrder = Qt.SortOrder.AscendingOrder,
    ) -> None:
        super().__init__(
            columns,
            _id_of,
            haystack,
            parent,
            sort_column=0,
            sort_order=sort_order,
            tie_break=_id_of,
        )


def _id_of(row: _Identified) -> int:
    return row.id


# Progress tracks ----------------------------------------------------------------------


class TrackTableModel(RecordTableModel[TrackRow]):
    """Every progress track; the Owner column shows the owning Persona's name."""

    NAME, KIND, RANK, OWNER, PROGRESS, SCORE, CLOCK = range(7)

    def __init__(self, rows: Iterable[TrackRow] = (), parent: QObject | None = None) -> None:
        self._owners: Mapping[int, str] = {}
        columns: tuple[Column[TrackRow], ...] = (
            Column("Name", lambda r: r.name, lambda r: r.name.casefold()),
            Column("Kind", lambda r: r.values.kind.label, lambda r: r.values.kind.label),
            Column(
                "Rank",
                lambda r: r.values.rank.label,
                lambda r: (list(type(r.values.rank)).index(r.values.rank), ""),
            ),
            Column("Owner", self._owner_name, lambda r: self._owner_name(r).casefold()),
            Column(
                "Progress",
                lambda r: "",
                lambda r: r.values.ticks,
                ticks=lambda r: r.values.ticks,
                tooltip=lambda r: describe_ticks(r.values.ticks),
            ),
            Column(
                "Score",
                lambda r: f"{r.track.progress_score}/{BOXES}",
                lambda r: r.track.progress_score,
                numeric=True,
            ),
            Column(
                "Clock",
                lambda r: f"{r.values.clock}/4" if r.values.scene is not None else "",
                lambda r: r.values.clock,
                numeric=True,
            ),
        )
        super().__init__(columns, self._haystack_of, parent)
        self.reset_rows(rows)

    def _owner_name(self, row: TrackRow) -> str:
        owner = row.values.persona_id
        return "" if owner is None else self._owners.get(owner, "")

    def _haystack_of(self, row: TrackRow) -> str:
        values = row.values
        return f"{values.name}\n{values.kind.label}\n{values.rank.label}\n{self._owner_name(row)}"

    def set_owner_names(self, names: Mapping[int, str]) -> None:
        """Use these Persona names in the Owner column."""
        self._owners = dict(names)
        self.refresh()


# Oracle history -----------------------------------------------------------------------


class OracleHistoryModel(RecordTableModel[OracleRollRow]):
    """The campaign's oracle results, newest first."""

    WHEN, TABLE, ROLL, RESULT = range(4)

    def __init__(self, rows: Iterable[OracleRollRow] = (), parent: QObject | None = None) -> None:
        columns: tuple[Column[OracleRollRow], ...] = (
            Column(
                "When",
                lambda r: r.rolled_at.astimezone().strftime("%Y-%m-%d %H:%M:%S"),
                lambda r: r.id,
            ),
            Column("Table", lambda r: r.table_name, lambda r: r.table_name.casefold()),
            Column("Roll", lambda r: str(r.roll), lambda r: r.roll, numeric=True),
            Column(
                "Result",
                lambda r: r.result,
                lambda r: r.result.casefold(),
                tooltip=lambda r: r.result,
            ),
        )
        super().__init__(
            columns,
            lambda r: f"{r.table_name}\n{r.result}",
            parent,
            sort_order=Qt.SortOrder.DescendingOrder,
        )
        self.reset_rows(rows)
