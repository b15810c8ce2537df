"""The columns of the Ironsworn tables: progress tracks and the oracle history.

Both are the one table model (``table_model.TableModel``), which filters and sorts its own
rows and applies each change to the rows it names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.ironsworn.tracks import BOXES
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.ironsworn.tracks import OracleRollRow, TrackRow
from starshine_desktop.ui.i18n import game_term
from starshine_desktop.ui.ironsworn.progress_track import describe_ticks
from starshine_desktop.ui.models.table_model import Column, TableModel, fetch_each

# Progress tracks ----------------------------------------------------------------------

NAME, KIND, RANK, OWNER, PROGRESS, SCORE, CLOCK = range(7)


class TrackOwners:
    """The names of the Personae who own tracks, as the Owner column shows them."""

    def __init__(self, names: Mapping[int, str]) -> None:
        self.names = names

    def of(self, row: TrackRow) -> str:
        """Return the name of the Persona owning ``row`` ("" for nobody)."""
        owner = row.values.persona_id
        return "" if owner is None else self.names.get(owner, "")


def track_model(
    owners: TrackOwners, get: Callable[[int], TrackRow], parent: QObject | None = None
) -> TableModel[TrackRow]:
    """Return the model of every progress track; Owner shows the owning Persona's name."""
    columns: tuple[Column[TrackRow], ...] = (
        Column(QT_TRANSLATE_NOOP("Column", "Name"), lambda r: r.name),
        Column(
            QT_TRANSLATE_NOOP("Column", "Kind"),
            lambda r: game_term(r.values.kind.label),
            lambda r: r.values.kind.label,
        ),
        Column(
            QT_TRANSLATE_NOOP("Column", "Rank"),
            lambda r: game_term(r.values.rank.label),
            lambda r: list(type(r.values.rank)).index(r.values.rank),
        ),
        Column(QT_TRANSLATE_NOOP("Column", "Owner"), owners.of),
        Column(
            QT_TRANSLATE_NOOP("Column", "Progress"),
            lambda r: "",
            lambda r: r.values.ticks,
            ticks=lambda r: r.values.ticks,
            tooltip=lambda r: describe_ticks(r.values.ticks),
            searchable=False,
        ),
        Column(
            QT_TRANSLATE_NOOP("Column", "Score"),
            lambda r: f"{r.track.progress_score}/{BOXES}",
            lambda r: r.track.progress_score,
            numeric=True,
            searchable=False,
        ),
        Column(
            QT_TRANSLATE_NOOP("Column", "Clock"),
            lambda r: f"{r.values.clock}/4" if r.values.scene is not None else "",
            lambda r: r.values.clock,
            numeric=True,
            searchable=False,
        ),
    )
    return TableModel(columns, kinds=[RecordKind.TRACK], fetch=fetch_each(get), parent=parent)


# Oracle history -----------------------------------------------------------------------

WHEN, TABLE, ROLL, RESULT = range(4)


def oracle_history_model(
    get: Callable[[int], OracleRollRow], parent: QObject | None = None
) -> TableModel[OracleRollRow]:
    """Return the model of the campaign's oracle results (found by table or result)."""
    columns: tuple[Column[OracleRollRow], ...] = (
        Column(
            QT_TRANSLATE_NOOP("Column", "When"),
            lambda r: r.rolled_at.astimezone().strftime("%Y-%m-%d %H:%M:%S"),
            lambda r: r.id,
            searchable=False,
        ),
        Column(QT_TRANSLATE_NOOP("Column", "Table"), lambda r: r.table_name),
        Column(
            QT_TRANSLATE_NOOP("Column", "Roll"),
            lambda r: str(r.roll),
            lambda r: r.roll,
            numeric=True,
            searchable=False,
        ),
        Column(
            QT_TRANSLATE_NOOP("Column", "Result"), lambda r: r.result, tooltip=lambda r: r.result
        ),
    )
    return TableModel(columns, kinds=[RecordKind.ORACLE_ROLL], fetch=fetch_each(get), parent=parent)
