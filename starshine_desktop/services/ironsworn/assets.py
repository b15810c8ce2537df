"""Ironsworn: the assets an Ironsworn sheet holds, taken from the campaign's rules packages.

Each method checks with ``rules.ironsworn.assets`` (a meter's range, a choice the card
offers, an ability the card has), writes in one transaction through the journal and returns
its ``Edit``: taking an asset, ticking an ability, typing a field and removing an asset are
one undoable step each. A sheet's assets are read with their cards (``SheetAsset``); an
asset whose package the campaign no longer holds keeps its name and values, unedited.

An asset whose card counts as an impact (Ironclad geared for war, Undead) counts on its
sheet as a marked impact does (``sheet_holding``): an edit that makes it count drops momentum
above the new max to it in the same step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn.assets import (
    SEED_ASSET_METERS,
    AssetField,
    FieldValue,
    HeldAsset,
    SetAside,
    Situation,
    held_asset,
    held_move,
    hold,
    impact_assets,
    roll_values,
    seed_move,
    seed_set_aside,
    set_aside,
    situations,
)
from starshine_desktop.rules.ironsworn.datasworn import Asset, Move, MoveEnhancement, plain_text
from starshine_desktop.rules.ironsworn.moves import Move as SeedMove
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.storage.ironsworn.assets_reads import (
    AssetRow,
    read_asset,
    read_assets,
)
from starshine_desktop.storage.ironsworn.tracks_reads import SheetRow, read_sheet
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.starshine.persona_reads import read_persona
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.ironsworn.rules_packages import RulesPackageService
    from starshine_desktop.storage.journal import Journal


@dataclass(frozen=True, slots=True)
class OfferedAsset:
    """An asset the campaign's packages offer: the card and its package's title."""

    asset: Asset
    package: str


@dataclass(frozen=True, slots=True)
class SheetAsset:
    """An asset on a sheet: the stored row and, while its package is in the campaign, the
    card with its abilities and values (None otherwise: shown by its stored name only)."""

    row: AssetRow
    held: HeldAsset | None
    package: str = ""

    @property
    def name(self) -> str:
        """Return the card's name."""
        return self.row.name


@dataclass(frozen=True, slots=True)
class ShownField:
    """A field of an asset on a sheet as it reads: its card's field and its value."""

    field: AssetField
    value: FieldValue

    @property
    def text(self) -> str:
        """Return the value in words: a text, a meter's number with its range, "yes"/"no"."""
        if self.field.is_meter:
            return f"{self.value} ({self.field.low}–{self.field.high})"
        if self.field.is_check:
            return "yes" if self.value is True else "no"
        if self.field.choices:
            return dict(self.field.choices).get(str(self.value), str(self.value))
        return str(self.value)


@dataclass(frozen=True, slots=True)
class AssetSummary:
    """An asset on a sheet as printed and exported: its name, category and credit, its
    fields with their values (as its ticked abilities make the card) and its abilities
    (ticked or not) in plain text, each followed by its own controls' values."""

    name: str
    category: str = ""
    credit: str = ""
    fields: tuple[ShownField, ...] = ()
    abilities: tuple[tuple[bool, str], ...] = ()


def shown_fields(held: HeldAsset, ability: int = 0) -> tuple[ShownField, ...]:
    """Return the fields of the card as it reads on the sheet with their values: the card's
    own (``ability`` 0) or one ability's own controls (from 1)."""
    return tuple(
        ShownField(field, held.values.get(field.key, field.start))
        for field in held.fields
        if field.ability == ability
    )


def _ability_text(text: str, controls: tuple[ShownField, ...]) -> str:
    """Return an ability's text followed by its own controls' values, as it is printed."""
    if not controls:
        return text
    values = "; ".join(f"{shown.field.label}: {shown.text}" for shown in controls)
    return f"{text} ({values})"


def summary_of(shown: SheetAsset) -> AssetSummary:
    """Return an asset on a sheet as it is printed (its name alone when its package is gone)."""
    held = shown.held
    if held is None:
        return AssetSummary(shown.name)
    asset = held.asset
    return AssetSummary(
        asset.name,
        asset.category,
        asset.credit.text,
        shown_fields(held),
        tuple(
            (ticked, _ability_text(plain_text(ability.text), shown_fields(held, number)))
            for number, (ticked, ability) in enumerate(
                zip(held.abilities, asset.abilities, strict=True), start=1
            )
        ),
    )


def asset_impacts_in(
    connection: Reader, persona_id: int, cards: Mapping[str, Asset]
) -> tuple[str, ...]:
    """Return the names of the assets on a Persona's sheet that count as an impact, read on
    ``cards`` (an asset whose card is not there counts as none)."""
    if not cards:
        return ()
    return impact_assets(
        held_asset(cards[row.asset_id], row.abilities, row.values)
        for row in read_assets(connection, persona_id)
        if row.asset_id in cards
    )


def sheet_holding(connection: Reader, persona_id: int, cards: Mapping[str, Asset]) -> SheetRow:
    """Return a Persona's Ironsworn sheet with the assets it holds that count as an impact
    counted (read on ``cards``): max momentum and the reset follow, momentum above the max
    drops to it."""
    sheet = read_sheet(connection, persona_id)
    impacts = asset_impacts_in(connection, persona_id, cards)
    return replace(sheet, character=sheet.character.holding(impacts)) if impacts else sheet


class SheetAssets:
    """The assets on the Personae's Ironsworn sheets."""

    def __init__(
        self, database: CampaignStore, packages: RulesPackageService, clock: Clock = utc_now
    ) -> None:
        self._database = database
        self._packages = packages
        self._clock = clock

    def _run(self, work: Callable[[Journal], object]) -> Edit:
        from starshine_desktop.services import edits

        return edits.run(self._database, work)

    def _connection(self, journal: Journal) -> Reader:
        return self._database.connection_of(journal.session)

    # The cards -----------------------------------------------------------------------

    def offered(self) -> tuple[OfferedAsset, ...]:
        """Return every asset of the campaign's packages, package by package."""
        return tuple(
            OfferedAsset(asset, imported.title)
            for imported in self._packages.packages()
            for asset in imported.assets
        )

    def _cards(self) -> dict[str, OfferedAsset]:
        return {offer.asset.id: offer for offer in self.offered()}

    def cards_held(self, persona_id: int) -> dict[str, Asset]:
        """Return the cards of the assets on a Persona's sheet, by Datasworn id (no package
        is read when the sheet holds none)."""
        with self._database.reading() as connection:
            rows = read_assets(connection, persona_id)
        if not rows:
            return {}
        cards = self._cards()
        return {row.asset_id: cards[row.asset_id].asset for row in rows if row.asset_id in cards}

    def card(self, asset_id: str) -> Asset:
        """Return the card with the Datasworn id ``asset_id``, or raise ``RuleError``."""
        offer = self._cards().get(asset_id)
        if offer is None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "the asset {asset} is in no rules package of the campaign: "
                    "import its package first",
                ),
                asset=asset_id.rsplit("/", 1)[-1],
            )
        return offer.asset

    # Reading -------------------------------------------------------------------------

    def _sheet_assets(self, rows: Iterable[AssetRow]) -> list[SheetAsset]:
        cards = self._cards()
        found: list[SheetAsset] = []
        for row in rows:
            offer = cards.get(row.asset_id)
            if offer is None:
                found.append(SheetAsset(row, None))
                continue
            held = held_asset(offer.asset, row.abilities, row.values)
            found.append(SheetAsset(row, held, offer.package))
        return found

    def list_assets(self, persona_id: int) -> list[SheetAsset]:
        """Return the assets on a Persona's sheet, in the order they were taken."""
        with self._database.reading() as connection:
            rows = read_assets(connection, persona_id)
        return self._sheet_assets(rows) if rows else []

    def summaries(self, persona_id: int) -> list[AssetSummary]:
        """Return the assets on a Persona's sheet as they are printed and exported."""
        return [summary_of(shown) for shown in self.list_assets(persona_id)]

    def held(self, persona_id: int) -> list[HeldAsset]:
        """Return the cards on a Persona's sheet whose package the campaign holds."""
        return [one.held for one in self.list_assets(persona_id) if one.held is not None]

    def roll_values(self, persona_id: int) -> dict[str, int]:
        """Return the meters of a Persona's assets a move may roll, by option name."""
        return roll_values(self.held(persona_id))

    def move_for(
        self, persona_id: int | None, move: Move, enhancements: Iterable[MoveEnhancement]
    ) -> Move:
        """Return ``move`` as the Persona's sheet rolls it: with the conditions the ticked
        abilities of the assets it holds add, and rolls on an asset's meter made on its own
        assets (nobody's sheet: no asset's conditions)."""
        held = [] if persona_id is None else self.held(persona_id)
        return held_move(move, enhancements, held)

    def roll_notes(
        self, persona_id: int | None, move: Move, enhancements: Iterable[MoveEnhancement]
    ) -> tuple[tuple[SetAside, ...], tuple[Situation, ...]]:
        """Return what the Persona's assets say of ``move``'s roll beyond its options: the
        disabled assets not offered (with the words of the box disabling each), and the
        ticked abilities fitting it without a roll option (their cards say what they add)."""
        held = [] if persona_id is None else self.held(persona_id)
        found = tuple(enhancements)
        return set_aside(move, found, held), situations(move, found, held)

    def seed_move_for(
        self, persona_id: int | None, move: SeedMove
    ) -> tuple[SeedMove, tuple[SetAside, ...]]:
        """Return a built-in move as the Persona's sheet rolls it (a companion's health
        offered on each usable companion it holds, to type with none) and the disabled
        assets not offered; nobody's sheet: the move as it is."""
        rolls_meter = any(s in SEED_ASSET_METERS for option in move.options for s in option.stats)
        if persona_id is None or not rolls_meter:
            return move, ()
        held = self.held(persona_id)
        return seed_move(move, held), seed_set_aside(move, held)

    # Edits ---------------------------------------------------------------------------

    def add_asset(self, persona_id: int, asset_id: str) -> Edit:
        """Put an asset of the campaign's packages on a Persona's sheet, as its card starts
        (its first abilities ticked as Datasworn marks them, meters full)."""
        held = hold(self.card(asset_id))
        cards = {offer.asset.id: offer.asset for offer in self.offered()}
        from starshine_desktop.storage.ironsworn import assets_writes as store

        def work(journal: Journal) -> None:
            connection = self._connection(journal)
            read_persona(connection, persona_id)
            if any(row.asset_id == asset_id for row in read_assets(connection, persona_id)):
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "the sheet holds the asset {asset} already"),
                    asset=held.asset.name,
                )
            store.insert_asset(
                journal,
                persona_id,
                asset_id,
                held.asset.name,
                held.abilities,
                dict(held.values),
                now=self._clock(),
            )
            self._settle_momentum(journal, persona_id, cards)

        return self._run(work)

    def remove_asset(self, row_id: int) -> Edit:
        """Take an asset off its sheet (undo puts it back with its values)."""
        from starshine_desktop.storage.ironsworn import assets_writes as store

        return self._run(lambda journal: store.delete_asset(journal, row_id))

    def _settle_momentum(
        self, journal: Journal, persona_id: int, cards: Mapping[str, Asset]
    ) -> None:
        """Drop the sheet's momentum to its max once its assets changed (an asset now
        counting as an impact), in the edit that changed them."""
        from starshine_desktop.storage.ironsworn import tracks_writes

        connection = self._connection(journal)
        held = sheet_holding(connection, persona_id, cards)
        if held.character.momentum != read_sheet(connection, persona_id).character.momentum:
            tracks_writes.write_sheet(journal, held, now=self._clock())

    def _change(self, row_id: int, change: Callable[[HeldAsset], HeldAsset]) -> Edit:
        from starshine_desktop.storage.ironsworn import assets_writes as store

        with self._database.reading() as connection:
            asset_id = read_asset(connection, row_id).asset_id
        card = self.card(asset_id)
        cards = {offer.asset.id: offer.asset for offer in self.offered()}

        def work(journal: Journal) -> None:
            row = read_asset(self._connection(journal), row_id)
            changed = change(held_asset(card, row.abilities, row.values))
            store.update_asset(
                journal, row_id, changed.abilities, dict(changed.values), now=self._clock()
            )
            self._settle_momentum(journal, row.persona_id, cards)

        return self._run(work)

    def set_ability(self, row_id: int, number: int, ticked: bool) -> Edit:
        """Tick or clear ability ``number`` (from 1, as the card is read)."""
        return self._change(row_id, lambda held: held.with_ability(number, ticked))

    def set_value(self, row_id: int, key: str, value: FieldValue) -> Edit:
        """Set a field of an asset: a text or choice, a meter within its range, a checkbox, an
        ability's own clock or counter (``abilities.2.clock``)."""
        return self._change(row_id, lambda held: held.with_value(key, value))


__all__ = [
    "AssetSummary",
    "OfferedAsset",
    "SheetAsset",
    "SheetAssets",
    "ShownField",
    "asset_impacts_in",
    "sheet_holding",
    "shown_fields",
]
