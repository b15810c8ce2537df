"""The columns of the Cortex challenge pools' table (the one table model, ``rows_model``)."""

from __future__ import annotations

from collections.abc import Callable

from starshine_desktop.services.dice_tools import ChallengeView
from starshine_desktop.ui.models.rows import text_column as _column
from starshine_desktop.ui.models.table_model import Column


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
