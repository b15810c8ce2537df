"""Starshine: the writes behind Investments and the Strategies pursuing them.

``RecordService`` checks the values a person gave and runs these in one transaction; each
refuses with a ``RuleError`` naming the rule before anything is written.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.starshine.campaign import (
    AdvanceKind,
    InvestmentState,
    change_investment_state,
    invest,
)
from starshine_desktop.services.starshine.record_values import clean_line
from starshine_desktop.storage import tables

if TYPE_CHECKING:  # SQLAlchemy loads on the first write, not at start-up
    from starshine_desktop.storage.journal import Journal


def invest_characteristic(
    journal: Journal,
    persona_id: int,
    element_id: int,
    characteristic_id: int,
    relationship: str,
    value: int,
) -> None:
    """Make an open Investment in an Element; the Characteristic loses ``value`` points."""
    characteristics, investments = tables.CharacteristicRecord, tables.InvestmentRecord
    journal.row(tables.PersonaRecord, (persona_id,))
    journal.row(tables.ElementRecord, (element_id,))
    characteristic = journal.row(characteristics, (characteristic_id,))
    if characteristic["persona_id"] != persona_id:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{name} is not a Characteristic of this Persona"),
            name=characteristic["name"],
        )
    lowered = invest(characteristic["name"], characteristic["value"], value)
    journal.update(characteristics, (characteristic_id,), {characteristics.value: lowered})
    journal.insert(
        investments,
        {
            investments.persona_id: persona_id,
            investments.element_id: element_id,
            investments.characteristic_id: characteristic_id,
            investments.relationship: relationship,
            investments.value: value,
            investments.state: InvestmentState.OPEN.value,
        },
    )


def change_investment(
    journal: Journal, investment_id: int, new: InvestmentState, today: date
) -> None:
    """Resolve an Investment (an Advance is earned, dated ``today``) or mark it lost."""
    investments, advances = tables.InvestmentRecord, tables.AdvanceRecord
    row = journal.row(investments, (investment_id,))
    earns = change_investment_state(InvestmentState(row["state"]), new)
    journal.update(investments, (investment_id,), {investments.state: new.value})
    if not earns:
        return
    element = journal.row(tables.ElementRecord, (row["element_id"],))
    reason = f"Investment resolved: {element['name']} > {row['relationship']}"
    journal.insert(
        advances,
        {
            advances.persona_id: row["persona_id"],
            advances.kind: AdvanceKind.EARNED.value,
            advances.reason: clean_line(QT_TRANSLATE_NOOP("Game", "The reason"), reason),
            advances.on_date: today,
            advances.episode_id: None,
            advances.investment_id: investment_id,
        },
    )


def check_strategy_investment(journal: Journal, persona_id: int, investment_id: object) -> None:
    """Refuse an Investment that is not the Strategy's own Persona's (None: pursues none)."""
    if investment_id is None:
        return
    assert isinstance(investment_id, int)
    investment = journal.row(tables.InvestmentRecord, (investment_id,))
    if investment["persona_id"] != persona_id:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "a Strategy pursues one of its own Persona's Investments")
        )
