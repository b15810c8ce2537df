"""Reading the records of one campaign (Starshine): Actors, Elements, Traits and each
Persona's sheet, for the pages; ``records.RecordService`` adds every edit."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from starshine_desktop.rules.starshine.campaign import AdvanceKind, modified_score
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.clock import Clock
from starshine_desktop.storage.starshine import episode_reads
from starshine_desktop.storage.starshine import records_reads as reads
from starshine_desktop.storage.starshine.records_rows import (
    ActorRow,
    AdvanceRow,
    CharacteristicRow,
    ElementRow,
    ExpressionRow,
    InvestmentRow,
    ModifierRow,
    StanceChangeRow,
    StrategyRow,
    TraitListingRow,
    TraitRow,
)
from starshine_desktop.storage.store import CampaignStore


@dataclass(frozen=True, slots=True)
class ModifiedScore:
    """A Score's base value, the entries that modify it and the value they give."""

    score: Score
    base: int
    modified: int
    entries: tuple[ModifierRow, ...]


@dataclass(frozen=True, slots=True)
class PersonaRecords:
    """Every record of one Persona, for its sheet's tabs."""

    persona_id: int
    actor_id: int | None
    characteristics: list[CharacteristicRow]
    expressions: list[ExpressionRow]
    modifiers: list[ModifierRow]
    traits: list[TraitRow]
    investments: list[InvestmentRow]
    strategies: list[StrategyRow]
    advances: list[AdvanceRow]
    stance_changes: list[StanceChangeRow]

    def modified_scores(self, base: Mapping[Score, int]) -> list[ModifiedScore]:
        """Return each Score with its base and modified values (rules-spec A.1)."""
        result = []
        for score in Score:
            entries = tuple(row for row in self.modifiers if row.score == score.value)
            total = modified_score(base[score], (row.modifier for row in entries))
            result.append(ModifiedScore(score, base[score], total, entries))
        return result

    @property
    def advances_available(self) -> int:
        """Return Advances earned minus Advances spent."""
        earned = sum(1 for row in self.advances if row.kind == AdvanceKind.EARNED.value)
        return earned - (len(self.advances) - earned)


class RecordReads:
    """What the pages read of a campaign's records, each in one consistent read."""

    def __init__(self, database: CampaignStore, clock: Clock) -> None:
        self._database = database
        self._clock = clock

    def list_actors(self) -> list[ActorRow]:
        """Return every Actor and the Director."""
        with self._database.reading() as connection:
            return reads.read_actors(connection)

    def list_elements(self) -> list[ElementRow]:
        """Return every Element."""
        with self._database.reading() as connection:
            return reads.read_elements(connection)

    def list_traits(self) -> list[TraitRow]:
        """Return every Trait of the campaign."""
        with self._database.reading() as connection:
            return reads.read_traits(connection)

    def list_trait_listing(self) -> list[TraitListingRow]:
        """Return every Trait for the campaign-wide table (``negative`` as 1 or 0)."""
        with self._database.reading() as connection:
            return reads.read_trait_listing(connection)

    def trait_listing_page(self, after: int | None, limit: int) -> list[TraitListingRow]:
        """Return the next ``limit`` Traits by id after the Trait ``after`` (None: the first),
        as the campaign-wide table shows them: it reads them a page at a time."""
        with self._database.reading() as connection:
            return reads.read_trait_listing_page(connection, after, limit)

    def trait_count(self) -> int:
        """Return how many Traits the campaign holds."""
        with self._database.reading() as connection:
            return reads.read_trait_count(connection)

    def find_trait_listing(self, ids: Sequence[int]) -> list[TraitListingRow]:
        """Return those of these Traits that exist, as the campaign-wide table shows them."""
        with self._database.reading() as connection:
            return reads.read_trait_listing(connection, ids)

    def trait_ids_naming(
        self, persona_ids: Sequence[int], element_ids: Sequence[int] = ()
    ) -> list[int]:
        """Return the Traits that show these Personae's or Elements' names (on, created by)."""
        with self._database.reading() as connection:
            return reads.read_trait_ids_naming(connection, persona_ids, element_ids)

    def find_elements(self, ids: Sequence[int]) -> list[ElementRow]:
        """Return those of these Elements that exist."""
        with self._database.reading() as connection:
            return reads.read_records(connection, ElementRow, "element", ids)

    def find_actors(self, ids: Sequence[int]) -> list[ActorRow]:
        """Return those of these Actors that exist."""
        with self._database.reading() as connection:
            return reads.read_records(connection, ActorRow, "actor", ids)

    def persona_names(self, persona_ids: Iterable[int] | None = None) -> dict[int, str]:
        """Return each Persona's id with its name (only the Personae ``persona_ids`` if given,
        reading only those)."""
        with self._database.reading() as connection:
            if persona_ids is not None:
                return episode_reads.read_persona_names_of(connection, persona_ids)
            return reads.read_persona_names(connection)

    def modifier_totals(self, persona_id: int) -> dict[Score, int]:
        """Return, per Score, the sum of the Persona's Knack, Power and Item modifiers."""
        with self._database.reading() as connection:
            rows = reads.read_modifiers(connection, persona_id)
        totals: dict[Score, int] = {}
        for row in rows:
            score = Score(row.score)
            totals[score] = modified_score(totals.get(score, 0), [row.modifier])
        return totals

    def persona_actor(self, persona_id: int) -> int | None:
        """Return the id of the Actor who plays a Persona (None: nobody)."""
        with self._database.reading() as connection:
            return reads.read_persona_actor(connection, persona_id)

    def persona_records(self, persona_id: int) -> PersonaRecords:
        """Return every record of one Persona in one consistent read."""
        with self._database.reading() as connection:
            return PersonaRecords(
                persona_id,
                reads.read_persona_actor(connection, persona_id),
                reads.read_characteristics(connection, persona_id),
                reads.read_expressions(connection, persona_id),
                reads.read_modifiers(connection, persona_id),
                reads.read_persona_traits(connection, persona_id),
                reads.read_investments(connection, persona_id),
                reads.read_strategies(connection, persona_id),
                reads.read_advances(connection, persona_id),
                reads.read_stance_changes(connection, persona_id),
            )
