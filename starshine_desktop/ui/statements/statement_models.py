"""The columns of the statement tables: saved scenes, players and Statements.

Each is the one table model made by ``models.rows.rows_model``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from fractions import Fraction

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.statements import Statement
from starshine_desktop.services.statements.scenes import PlayerEntry, format_factors
from starshine_desktop.storage.saved_reads import SavedRow
from starshine_desktop.ui.i18n import game_term, translate
from starshine_desktop.ui.models.rows import text_column as _column
from starshine_desktop.ui.models.table_model import Column

#: The headers of the columns of the exact odds of 0, 1, 2 and 3 successes.
ODDS_HEADERS = (
    QT_TRANSLATE_NOOP("Column", "P(0)"),
    QT_TRANSLATE_NOOP("Column", "P(1)"),
    QT_TRANSLATE_NOOP("Column", "P(2)"),
    QT_TRANSLATE_NOOP("Column", "P(3)"),
)


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:.1f}%"


def scene_columns(summary: Callable[[SavedRow], str]) -> list[Column[SavedRow]]:
    """Return the columns of the saved statement scenes."""
    return [
        _column(QT_TRANSLATE_NOOP("Column", "Name"), lambda r: r.name, lambda r: r.name.casefold()),
        _column(QT_TRANSLATE_NOOP("Column", "Stage"), summary, summary),
        _column(
            QT_TRANSLATE_NOOP("Column", "Updated"),
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
        + " ({})".format(
            translate("DiceModels", "recovered") if index in recovered else game_term(item.span)
        )
        for index, item in enumerate(player.setbacks)
    )


def player_columns(
    luck: Callable[[PlayerEntry], int],
    setbacks: Callable[[PlayerEntry], str] = carried_text,
) -> list[Column[PlayerEntry]]:
    """Return the columns of a scene's players (Luck and Setbacks in effect as they stand now)."""
    return [
        _column(
            QT_TRANSLATE_NOOP("Column", "Player"), lambda p: p.name, lambda p: p.name.casefold()
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Luck"),
            lambda p: str(luck(p)),
            lambda p: luck(p),
            numeric=True,
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Traits"),
            lambda p: format_factors(p.traits),
            lambda p: len(p.traits),
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Attributes"),
            lambda p: format_factors(p.attributes),
            lambda p: len(p.attributes),
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Resources"),
            lambda p: format_factors(p.resources),
            lambda p: len(p.resources),
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Drives"),
            lambda p: "; ".join(p.drives),
            lambda p: len(p.drives),
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Setbacks"),
            setbacks,
            setbacks,
            tooltip=QT_TRANSLATE_NOOP(
                "Column",
                "Setbacks in effect this scene: temporary or indefinite, from earlier scenes",
            ),
        ),
    ]


def _rolled(statement: Statement, text: Callable[[Statement], str]) -> str:
    return text(statement) if statement.rolled else "—"


def _result(statement: Statement) -> str:
    if statement.came_true is True:
        return translate("DiceModels", "came true")
    if statement.came_true is False:
        return translate("DiceModels", "did not come true")
    return ""


def statement_columns() -> list[Column[Statement]]:
    """Return the columns of a scene's Statements, with the exact odds of 0–3 successes."""

    def odds(successes: int) -> Column[Statement]:
        return _column(
            ODDS_HEADERS[successes],
            lambda s: _percent(s.odds()[successes]),
            lambda s: float(s.odds()[successes]),
            numeric=True,
            tooltip=lambda: translate(
                "DiceModels", "The exact chance of {successes} successes in three rolls"
            ).format(successes=successes),
        )

    return [
        _column(
            QT_TRANSLATE_NOOP("Column", "Player"), lambda s: s.player, lambda s: (s.player, s.order)
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "#"),
            lambda s: str(s.order),
            lambda s: s.order,
            numeric=True,
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Statement"), lambda s: s.text, lambda s: s.text.casefold()
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "F"),
            lambda s: str(s.favouring_sum),
            lambda s: s.favouring_sum,
            numeric=True,
            tooltip=QT_TRANSLATE_NOOP("Column", "Favouring factors plus the Luck bid"),
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "O"),
            lambda s: str(s.opposing_sum),
            lambda s: s.opposing_sum,
            numeric=True,
            tooltip=QT_TRANSLATE_NOOP("Column", "Opposing factors plus the difficulty"),
        ),
        *(odds(k) for k in range(4)),
        _column(
            QT_TRANSLATE_NOOP("Column", "Faces"),
            lambda s: _rolled(
                s, lambda r: " ".join(str(f) for f in (r.roll.faces if r.roll else ()))
            ),
            lambda s: tuple(s.roll.faces) if s.roll else (),
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Successes"),
            lambda s: _rolled(s, lambda r: str(r.successes)),
            lambda s: s.successes if s.rolled else -1,
            numeric=True,
        ),
        _column(
            QT_TRANSLATE_NOOP("Column", "Weight"),
            lambda s: _rolled(s, lambda r: str(r.weight)),
            lambda s: s.weight if s.rolled else -1,
            numeric=True,
        ),
        _column(QT_TRANSLATE_NOOP("Column", "Result"), _result, _result),
    ]
