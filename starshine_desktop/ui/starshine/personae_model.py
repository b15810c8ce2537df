"""The Personae table's columns: name, Actor, Stance, status, the twelve Scores, updated.

The rows live in the one table model (``table_model.TableModel``), which filters and sorts
them itself and applies each change to the rows it names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaRow
from starshine_desktop.ui.i18n import game_term, translate
from starshine_desktop.ui.models.table_model import Column, TableModel


def _signed(score: Score) -> bool:
    return score.legal_range.minimum < 0


def _score_tooltip(score: Score) -> str:
    legal = score.legal_range
    return translate("PersonaeModel", "{score} ({minimum} to {maximum})").format(
        score=game_term(score.label),
        minimum=legal.minimum,
        maximum=f"+{legal.maximum}" if _signed(score) else legal.maximum,
    )


def _score_column(score: Score) -> Column[PersonaRow]:
    def display(row: PersonaRow) -> str:
        value = row.score(score)
        return f"{value:+d}" if _signed(score) and value > 0 else str(value)

    def sort_key(row: PersonaRow) -> int:
        return row.score(score)

    return Column(
        score.label,
        display,
        sort_key,
        numeric=True,
        header_tooltip=lambda: _score_tooltip(score),
    )


def status_text(row: PersonaRow) -> str:
    """Return a Persona's status flags as the table shows them ("† Dead", "Risked Death")."""
    if row.dead:
        return translate("PersonaeModel", "† Dead")
    if row.risked_corruption and row.risked_death:
        return translate("PersonaeModel", "Risked Corruption & Death")
    if row.risked_corruption:
        return translate("PersonaeModel", "Risked Corruption")
    if row.risked_death:
        return translate("PersonaeModel", "Risked Death")
    return ""


COLUMNS: tuple[Column[PersonaRow], ...] = (
    Column(
        QT_TRANSLATE_NOOP("Column", "Name"),
        lambda r: r.name,
        lambda r: r.name.casefold(),
        header_tooltip=QT_TRANSLATE_NOOP("Column", "The Persona's name"),
    ),
    Column(
        QT_TRANSLATE_NOOP("Column", "Actor"),
        lambda r: r.actor_name,
        lambda r: r.actor_name.casefold(),
        header_tooltip=QT_TRANSLATE_NOOP("Column", "The Actor (player) who plays the Persona"),
    ),
    Column(
        QT_TRANSLATE_NOOP("Column", "Stance"),
        lambda r: str(r.stance),
        lambda r: r.stance,
        numeric=True,
        header_tooltip=QT_TRANSLATE_NOOP(
            "Column", "The Director's Stance towards the Persona (1 to 6)"
        ),
    ),
    Column(
        QT_TRANSLATE_NOOP("Column", "Status"),
        status_text,
        lambda r: (2 if r.dead else 0) + (r.risked_corruption or r.risked_death),
        header_tooltip=QT_TRANSLATE_NOOP(
            "Column", "Dead (†), or the risks the Persona has taken (once each, ever)"
        ),
    ),
    *(_score_column(score) for score in Score),
    Column(
        QT_TRANSLATE_NOOP("Column", "Updated"),
        lambda r: r.updated_at.astimezone().strftime("%Y-%m-%d %H:%M"),
        lambda r: r.updated_at.isoformat(),
        header_tooltip=QT_TRANSLATE_NOOP("Column", "When the Persona was last changed"),
    ),
)
NAME_COLUMN = 0
STATUS_COLUMN = next(number for number, column in enumerate(COLUMNS) if column.header == "Status")


def _haystack(row: PersonaRow) -> str:
    return f"{row.name}\n{row.actor_name}\n{status_text(row)}\n{row.notes}"


def persona_model(
    fetch: Callable[[list[int]], Iterable[PersonaRow]], parent: QObject | None = None
) -> TableModel[PersonaRow]:
    """Return the Personae table's model: found by name, Actor, status or notes."""
    return TableModel(
        COLUMNS,
        kinds=[RecordKind.PERSONA],
        fetch=fetch,
        haystack=_haystack,
        parent=parent,
    )
