"""The columns of the Cortex challenge pools' table (the one table model, ``rows_model``)."""

from __future__ import annotations

from collections.abc import Callable

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.cortex.pools import ChallengeView
from starshine_desktop.ui.i18n import game_term
from starshine_desktop.ui.models.rows import text_column as _column
from starshine_desktop.ui.models.table_model import Column


def challenge_columns(names: Callable[[int], str]) -> list[Column[ChallengeView]]:
    """Return the columns of the saved challenge pools."""
    return [
        _column(QT_TRANSLATE_NOOP("Column", "Name"), lambda c: c.name, lambda c: c.name.casefold()),
        _column(
            QT_TRANSLATE_NOOP("Column", "Level"),
            lambda c: game_term(c.level.label),
            lambda c: c.level.die.sides,
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Pool"),
            lambda c: c.pool.label or "—",
            lambda c: len(c.pool),
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Round"),
            lambda c: str(c.round),
            lambda c: c.round,
            numeric=True,
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Phase"),
            lambda c: game_term(c.phase.value),
            lambda c: c.phase.value,
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Characters"),
            lambda c: ", ".join(names(pid) for pid in c.participants),
            lambda c: len(c.participants),
        ),
    ]
