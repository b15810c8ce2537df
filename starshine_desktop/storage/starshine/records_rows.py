"""Starshine: frozen rows of the campaign's records (schema version 3), as the views read them.

Each row is a ``NamedTuple`` whose fields are its table's columns in order, so reading
30,000 of them costs little more than reading the tuples. Dates and times are the ISO
text SQLite keeps; flags are ``bool``.
"""

from __future__ import annotations

from typing import NamedTuple


class ActorRow(NamedTuple):
    """A player: an Actor, or the Director."""

    id: int
    name: str
    is_director: bool
    notes: str


class ElementRow(NamedTuple):
    """An Element of the Narrative with its Scale."""

    id: int
    name: str
    scale: int
    notes: str


class CharacteristicRow(NamedTuple):
    """A Characteristic of a Persona."""

    id: int
    persona_id: int
    name: str
    value: int
    corrupt: bool
    corrupt_name: str


class ExpressionRow(NamedTuple):
    """An Expression of a Characteristic."""

    id: int
    characteristic_id: int
    text: str


class ModifierRow(NamedTuple):
    """A Knack, Power or Signature Item."""

    id: int
    persona_id: int
    kind: str
    name: str
    score: str
    modifier: int


class TraitRow(NamedTuple):
    """A Trait on a Persona or an Element (``created_by_persona_id`` None: the Director)."""

    id: int
    name: str
    strength: int
    negative: bool
    persona_id: int | None
    element_id: int | None
    created_by_persona_id: int | None


class TraitListingRow(NamedTuple):
    """A Trait as the campaign-wide Traits table lists it, read with no per-row Python work.

    The same fields as ``TraitRow``, but ``negative`` is the stored 1 or 0 (truthy as a
    flag): a campaign can hold tens of thousands of Traits, and making each row straight
    from SQLite's tuple keeps opening that table close to the cost of the raw read.
    """

    id: int
    name: str
    strength: int
    negative: int
    persona_id: int | None
    element_id: int | None
    created_by_persona_id: int | None


class InvestmentRow(NamedTuple):
    """An Investment ``Element > Relationship/State``."""

    id: int
    persona_id: int
    element_id: int
    characteristic_id: int
    relationship: str
    value: int
    state: str


class StrategyRow(NamedTuple):
    """A Strategy (``investment_id`` None: ending the Episode)."""

    id: int
    persona_id: int
    name: str
    investment_id: int | None
    state: str


class StanceChangeRow(NamedTuple):
    """A logged change of the Director's Stance."""

    id: int
    persona_id: int
    strategy_id: int | None
    old_stance: int
    new_stance: int
    reason: str
    changed_at: str


class AdvanceRow(NamedTuple):
    """An Advance earned or spent."""

    id: int
    persona_id: int
    kind: str
    reason: str
    on_date: str
    episode_id: int | None
    investment_id: int | None


class EpisodeRow(NamedTuple):
    """An Episode."""

    id: int
    title: str
    on_date: str
    closed: bool
    closed_at: str | None
    notes: str


class ParticipantRow(NamedTuple):
    """A player taking part in an Episode."""

    episode_id: int
    actor_id: int


class ExpressionCheckRow(NamedTuple):
    """A tick on an Expression."""

    episode_id: int
    observer_id: int
    expression_id: int


class TraitCheckRow(NamedTuple):
    """A tick on a Trait."""

    episode_id: int
    observer_id: int
    trait_id: int


class OutcomeRow(NamedTuple):
    """What closing an Episode gave a Persona."""

    episode_id: int
    persona_id: int
    awarded: bool
    missing: str


#: Each record table with its row type and its flag columns (stored 0/1, read as bool).
ROW_TYPES: dict[str, type[tuple[object, ...]]] = {
    "actor": ActorRow,
    "element": ElementRow,
    "characteristic": CharacteristicRow,
    "expression": ExpressionRow,
    "sheet_modifier": ModifierRow,
    "trait": TraitRow,
    "investment": InvestmentRow,
    "strategy": StrategyRow,
    "stance_change": StanceChangeRow,
    "advance": AdvanceRow,
    "episode": EpisodeRow,
    "episode_participant": ParticipantRow,
    "expression_check": ExpressionCheckRow,
    "trait_check": TraitCheckRow,
    "episode_outcome": OutcomeRow,
}
