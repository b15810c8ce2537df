"""Starshine: frozen rows of the campaign's records (schema version 3), as the views read them.

Each row is a frozen dataclass (``slots=True``, as every row storage hands up) whose fields
are its table's columns in order (``columns_of``). Dates and times are the ISO text SQLite
keeps; flags are ``bool``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True, slots=True)
class ActorRow:
    """A player: an Actor, or the Director."""

    id: int
    name: str
    is_director: bool
    notes: str


@dataclass(frozen=True, slots=True)
class ElementRow:
    """An Element of the Narrative with its Scale."""

    id: int
    name: str
    scale: int
    notes: str


@dataclass(frozen=True, slots=True)
class CharacteristicRow:
    """A Characteristic of a Persona."""

    id: int
    persona_id: int
    name: str
    value: int
    corrupt: bool
    corrupt_name: str


@dataclass(frozen=True, slots=True)
class ExpressionRow:
    """An Expression of a Characteristic."""

    id: int
    characteristic_id: int
    text: str


@dataclass(frozen=True, slots=True)
class ModifierRow:
    """A Knack, Power or Signature Item."""

    id: int
    persona_id: int
    kind: str
    name: str
    score: str
    modifier: int


@dataclass(frozen=True, slots=True)
class TraitRow:
    """A Trait on a Persona or an Element (``created_by_persona_id`` None: the Director)."""

    id: int
    name: str
    strength: int
    negative: bool
    persona_id: int | None
    element_id: int | None
    created_by_persona_id: int | None


@dataclass(frozen=True, slots=True)
class TraitListingRow:
    """A Trait as the campaign-wide Traits table lists it, read with no per-row Python work.

    The same fields as ``TraitRow``, but ``negative`` is the stored 1 or 0 (truthy as a
    flag), made straight from SQLite's tuple with no conversion: a campaign can hold
    hundreds of thousands of Traits.
    """

    id: int
    name: str
    strength: int
    negative: int
    persona_id: int | None
    element_id: int | None
    created_by_persona_id: int | None


@dataclass(frozen=True, slots=True)
class InvestmentRow:
    """An Investment ``Element > Relationship/State``."""

    id: int
    persona_id: int
    element_id: int
    characteristic_id: int
    relationship: str
    value: int
    state: str


@dataclass(frozen=True, slots=True)
class StrategyRow:
    """A Strategy (``investment_id`` None: ending the Episode)."""

    id: int
    persona_id: int
    name: str
    investment_id: int | None
    state: str


@dataclass(frozen=True, slots=True)
class StanceChangeRow:
    """A logged change of the Director's Stance."""

    id: int
    persona_id: int
    strategy_id: int | None
    old_stance: int
    new_stance: int
    reason: str
    changed_at: str


@dataclass(frozen=True, slots=True)
class AdvanceRow:
    """An Advance earned or spent."""

    id: int
    persona_id: int
    kind: str
    reason: str
    on_date: str
    episode_id: int | None
    investment_id: int | None


@dataclass(frozen=True, slots=True)
class EpisodeRow:
    """An Episode."""

    id: int
    title: str
    on_date: str
    closed: bool
    closed_at: str | None
    notes: str


@dataclass(frozen=True, slots=True)
class ParticipantRow:
    """A player taking part in an Episode."""

    episode_id: int
    actor_id: int


@dataclass(frozen=True, slots=True)
class ExpressionCheckRow:
    """A tick on an Expression."""

    episode_id: int
    observer_id: int
    expression_id: int


@dataclass(frozen=True, slots=True)
class TraitCheckRow:
    """A tick on a Trait."""

    episode_id: int
    observer_id: int
    trait_id: int


@dataclass(frozen=True, slots=True)
class OutcomeRow:
    """What closing an Episode gave a Persona."""

    episode_id: int
    persona_id: int
    awarded: bool
    missing: str


_COLUMNS: dict[type, tuple[str, ...]] = {}


def columns_of(row_type: type) -> tuple[str, ...]:
    """Return the columns a row type is read from: its fields, in order."""
    columns = _COLUMNS.get(row_type)
    if columns is None:
        columns = _COLUMNS[row_type] = tuple(field.name for field in fields(row_type))
    return columns
