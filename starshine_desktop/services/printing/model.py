"""Common: plain values the printed documents are built from (gathered from the services).

Names are resolved already (a Trait says which Persona or Element it is on by name), so
the builders only lay out: they never look anything up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from types import MappingProxyType

from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.services.printing.words import translate


def _scores(values: Mapping[Score, int]) -> Mapping[Score, int]:
    return MappingProxyType({score: int(values[score]) for score in Score})


@dataclass(frozen=True, slots=True)
class CharacteristicPrint:
    """A Characteristic with its Expressions (the corrupt name shows when corrupt)."""

    name: str
    value: int
    expressions: tuple[str, ...] = ()
    corrupt: bool = False
    corrupt_name: str = ""

    @property
    def shown_name(self) -> str:
        """Return the name as the sheet shows it (the corrupt name once corrupt)."""
        if self.corrupt:
            return self.corrupt_name or translate("Print", "{name} (corrupt)").format(
                name=self.name
            )
        return self.name


@dataclass(frozen=True, slots=True)
class ModifierPrint:
    """A Knack, Power or Signature Item: the Score it modifies and by how much."""

    kind: str
    name: str
    score: Score
    modifier: int


@dataclass(frozen=True, slots=True)
class TraitPrint:
    """A Trait: its Strength, whether Negative, what it is on and who made it."""

    name: str
    strength: int
    negative: bool
    on: str
    created_by: str


@dataclass(frozen=True, slots=True)
class InvestmentPrint:
    """An Investment, written ``Element > Relationship/State``."""

    element: str
    relationship: str
    value: int
    characteristic: str
    state: str

    @property
    def written(self) -> str:
        """Return the Investment as the rules write it."""
        return f"{self.element} > {self.relationship}"


@dataclass(frozen=True, slots=True)
class StrategyPrint:
    """A Strategy and what it pursues (an Investment, or ending the Episode)."""

    name: str
    pursues: str
    state: str


@dataclass(frozen=True, slots=True)
class AdvancePrint:
    """An Advance earned or spent, with its reason and date."""

    kind: str
    reason: str
    on_date: date | None


@dataclass(frozen=True, slots=True)
class StanceChangePrint:
    """A logged change of the Director's Stance towards the Persona, and why."""

    old: int
    new: int
    reason: str
    on_date: date | None


@dataclass(frozen=True, slots=True)
class CortexPrint:
    """A Persona's Cortex-style sheet: plot points and a stress die (or none) per type."""

    plot_points: int
    stress: tuple[tuple[str, str], ...]
    stressed_out: bool = False


@dataclass(frozen=True, slots=True)
class LegacyPrint:
    """One Ironsworn legacy track: its ticks (four to a box, ten boxes) and whether it was
    completed before."""

    name: str
    ticks: int
    completed: bool

    @property
    def boxes(self) -> int:
        """Return the boxes filled on the current pass."""
        return self.ticks // 4


@dataclass(frozen=True, slots=True)
class TrackPrint:
    """An Ironsworn progress track of the Persona (a vow, an expedition, a connection…):
    its kind and rank as people read them, and its ticks (four to a box, ten boxes)."""

    name: str
    kind: str
    rank: str
    ticks: int
    vow: bool


@dataclass(frozen=True, slots=True)
class IronswornPrint:
    """A Persona's Ironsworn sheet: stats, meters, momentum, impacts, legacies, experience."""

    stats: tuple[tuple[str, int], ...]
    meters: tuple[tuple[str, int], ...]
    momentum: int
    max_momentum: int
    momentum_reset: int
    impacts: tuple[str, ...]
    legacies: tuple[LegacyPrint, ...]
    experience_earned: int
    experience_spent: int


@dataclass(frozen=True, slots=True)
class AssetPrint:
    """An asset on a Persona's Ironsworn sheet: its card's name, category and credit (the
    rules package's title, authors and licence), its fields and meters, its abilities."""

    name: str
    category: str = ""
    credit: str = ""
    fields: tuple[tuple[str, str, bool | None], ...] = ()
    """Each field: its label, its value in words, and whether it is a tick box (ticked)."""
    abilities: tuple[tuple[bool, str], ...] = ()


@dataclass(frozen=True, slots=True)
class PersonaPrint:
    """Everything the Persona sheet and its index cards show."""

    name: str
    actor: str = ""
    stance: int = 1
    scores: Mapping[Score, int] = field(default_factory=lambda: _scores(DEFAULT_SCORES))
    notes: str = ""
    characteristics: tuple[CharacteristicPrint, ...] = ()
    modifiers: tuple[ModifierPrint, ...] = ()
    traits: tuple[TraitPrint, ...] = ()
    investments: tuple[InvestmentPrint, ...] = ()
    strategies: tuple[StrategyPrint, ...] = ()
    advances: tuple[AdvancePrint, ...] = ()
    stance_changes: tuple[StanceChangePrint, ...] = ()
    risked_corruption: bool = False
    risked_death: bool = False
    dead: bool = False
    cortex: CortexPrint | None = None
    """The other rule sets' sheets, when the Persona has one filled in (None: untouched)."""
    ironsworn: IronswornPrint | None = None
    tracks: tuple[TrackPrint, ...] = ()
    """The Persona's Ironsworn progress tracks: its vows first."""
    assets: tuple[AssetPrint, ...] = ()
    """The assets on the Persona's Ironsworn sheet, in the order they were taken."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "scores", _scores(self.scores))


@dataclass(frozen=True, slots=True)
class ElementPrint:
    """An Element of the Narrative with its Scale and the Negative Traits on it."""

    name: str
    scale: int
    notes: str = ""
    traits: tuple[TraitPrint, ...] = ()


@dataclass(frozen=True, slots=True)
class UncheckedPrint:
    """What one Persona left unchecked in an Episode: each item and who did not check it."""

    persona: str
    items: tuple[tuple[str, tuple[str, ...]], ...]
    awarded: bool | None = None


@dataclass(frozen=True, slots=True)
class CheckOffPrint:
    """One Persona's check-off for an Episode: its Expressions and Traits, and who ticks them."""

    persona: str
    observers: tuple[str, ...]
    items: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EpisodePrepPrint:
    """The Director's prep for the next Episode."""

    campaign: str
    episode: str
    on_date: date | None
    director: str
    participants: tuple[str, ...]
    personae: tuple[PersonaPrint, ...]
    last_episode: str | None
    unchecked: tuple[UncheckedPrint, ...]
    elements: tuple[ElementPrint, ...]
    check_offs: tuple[CheckOffPrint, ...] = ()
