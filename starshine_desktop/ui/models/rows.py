"""Read-only tables of rows of one kind (any system): the one table model with text columns.

Each table is the one table model (``table_model.TableModel``, made by ``rows_model``): rows
in the order given until a column is sorted, filtered by the text its columns show, found
by the id ``row_id`` gives; ``sync_rows`` touches only the rows that changed, so a selection
follows its row.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

from PySide6.QtCore import QObject

from starshine_desktop.ui.models.table_model import Column, SortKey, TableModel

T = TypeVar("T")


def text_column(
    header: str,
    display: Callable[[T], str],
    sort_key: Callable[[T], SortKey],
    numeric: bool = False,
    tooltip: str | Callable[[], str] = "",
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
