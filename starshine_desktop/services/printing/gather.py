"""Common: read what the printed documents need from an open campaign into plain print values."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import date

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.rules.ironsworn.character import Impact, Meter, Stat
from starshine_desktop.rules.ironsworn.tracks import LegacyKind, TrackKind
from starshine_desktop.rules.starshine.campaign import ModifierKind
from starshine_desktop.rules.starshine.episodes import Gap, ItemKind, observers_of
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import Campaign
from starshine_desktop.services.ironsworn.assets import AssetSummary
from starshine_desktop.services.printing.model import (
    AdvancePrint,
    AssetPrint,
    CharacteristicPrint,
    CheckOffPrint,
    CortexPrint,
    ElementPrint,
    EpisodePrepPrint,
    InvestmentPrint,
    IronswornPrint,
    LegacyPrint,
    ModifierPrint,
    PersonaPrint,
    StanceChangePrint,
    StrategyPrint,
    TrackPrint,
    TraitPrint,
    UncheckedPrint,
)
from starshine_desktop.services.printing.words import translate
from starshine_desktop.services.starshine.episodes import EpisodeView
from starshine_desktop.services.starshine.record_reads import PersonaRecords
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow
from starshine_desktop.storage.ironsworn.tracks_reads import SheetRow, TrackRow
from starshine_desktop.storage.rows import PersonaRow
from starshine_desktop.storage.starshine.records_rows import (
    ActorRow,
    ElementRow,
    EpisodeRow,
    TraitRow,
)

DIRECTOR_NAME = QT_TRANSLATE_NOOP("Print", "the Director")
ENDING_THE_EPISODE = QT_TRANSLATE_NOOP("Print", "ending the Episode")
NEXT_EPISODE = QT_TRANSLATE_NOOP("Print", "Next Episode")
MODIFIER_LABELS = {
    ModifierKind.KNACK: QT_TRANSLATE_NOOP("Print", "Knack"),
    ModifierKind.POWER: QT_TRANSLATE_NOOP("Print", "Power"),
    ModifierKind.SIGNATURE_ITEM: QT_TRANSLATE_NOOP("Print", "Signature Item"),
}
"""The words the gathered values carry, translated as they are gathered."""


class PrintRequestError(Refusal, ValueError):
    """What was asked for cannot be printed (no such Persona, Episode or Challenge)."""


def _key(name: str) -> str:
    return " ".join(name.casefold().split())


def find_persona(campaign: Campaign, name: str) -> PersonaRow:
    """Return the Persona called ``name`` (any case); refuse a missing or ambiguous name."""
    rows = campaign.personae.list_personae()
    found = [row for row in rows if _key(row.name) == _key(name)]
    if not found:
        known = ", ".join(sorted(row.name for row in rows))
        if not known:
            raise PrintRequestError(
                QT_TRANSLATE_NOOP("Refusal", "no Persona is called {name} (Personae: none)"),
                name=repr(name.strip()),
            )
        raise PrintRequestError(
            QT_TRANSLATE_NOOP("Refusal", "no Persona is called {name} (Personae: {known})"),
            name=repr(name.strip()),
            known=known,
        )
    if len(found) > 1:
        raise PrintRequestError(
            QT_TRANSLATE_NOOP("Refusal", "{count} Personae are called {name}"),
            count=len(found),
            name=repr(name.strip()),
        )
    return found[0]


def _date(value: str) -> date | None:
    try:
        return date.fromisoformat(value[:10])
    except ValueError:
        return None


class Names:
    """Names of the campaign's Personae, Elements and Actors, read once."""

    def __init__(self, campaign: Campaign) -> None:
        self.personae = campaign.records.persona_names()
        self.elements: dict[int, ElementRow] = {
            row.id: row for row in campaign.records.list_elements()
        }
        self.actors: dict[int, ActorRow] = {row.id: row for row in campaign.records.list_actors()}

    def holder(self, row: TraitRow) -> str:
        if row.persona_id is not None:
            return self.personae.get(
                row.persona_id,
                translate("Print", "Persona {id}").format(id=row.persona_id),
            )
        element = self.elements.get(row.element_id or 0)
        if element is not None:
            return element.name
        return translate("Print", "Element {id}").format(id=row.element_id)

    def creator(self, row: TraitRow) -> str:
        if row.created_by_persona_id is None:
            return translate("Print", DIRECTOR_NAME)
        return self.personae.get(row.created_by_persona_id, translate("Print", DIRECTOR_NAME))

    def trait(self, row: TraitRow) -> TraitPrint:
        return TraitPrint(row.name, row.strength, row.negative, self.holder(row), self.creator(row))

    def actor(self, actor_id: int | None) -> str:
        actor = self.actors.get(actor_id or 0)
        return "" if actor is None else actor.name


def _cortex(sheet: CortexSheetRow) -> CortexPrint | None:
    """Return the Cortex-style sheet to print, or None when nothing is on it."""
    stress = (("physical", sheet.physical), ("mental", sheet.mental), ("social", sheet.social))
    if not sheet.plot_points and not sheet.stressed_out and all(s is None for _, s in stress):
        return None
    return CortexPrint(
        sheet.plot_points,
        tuple((kind, "—" if sides is None else f"d{sides}") for kind, sides in stress),
        sheet.stressed_out,
    )


def _ironsworn(sheet: SheetRow) -> IronswornPrint | None:
    """Return the Ironsworn sheet to print, or None when nobody has filled it in."""
    if not sheet.stored:
        return None
    character, legacy = sheet.character, sheet.legacy
    return IronswornPrint(
        stats=tuple((stat.value.capitalize(), character.stat(stat)) for stat in Stat),
        meters=tuple((meter.value.capitalize(), character.meter(meter)) for meter in Meter),
        momentum=character.momentum,
        max_momentum=character.max_momentum,
        momentum_reset=character.momentum_reset,
        impacts=tuple(impact.value for impact in Impact if impact in character.impacts),
        legacies=tuple(
            LegacyPrint(kind.value.capitalize(), track.ticks, track.completed)
            for kind, track in ((kind, legacy.track(kind)) for kind in LegacyKind)
        ),
        experience_earned=legacy.experience_earned,
        experience_spent=legacy.experience_spent,
    )


def _assets(summaries: Sequence[AssetSummary]) -> tuple[AssetPrint, ...]:
    """Return the assets of a Persona's Ironsworn sheet to print."""
    return tuple(
        AssetPrint(
            one.name,
            one.category,
            one.credit,
            tuple(
                (
                    shown.field.label,
                    "" if shown.field.is_check else shown.text,
                    (shown.value is True) if shown.field.is_check else None,
                )
                for shown in one.fields
            ),
            one.abilities,
        )
        for one in summaries
    )


def _tracks(rows: Sequence[TrackRow]) -> tuple[TrackPrint, ...]:
    """Return a Persona's progress tracks to print: vows first, then the others, by name."""
    ordered = sorted(rows, key=lambda r: (r.values.kind is not TrackKind.VOW, _key(r.name), r.id))
    return tuple(
        TrackPrint(
            row.name,
            translate("Game", row.values.kind.label),
            translate("Game", row.values.rank.label),
            row.values.ticks,
            row.values.kind is TrackKind.VOW,
        )
        for row in ordered
    )


def _element_name(names: Names, element_id: int) -> str:
    element = names.elements.get(element_id)
    if element is not None:
        return element.name
    return translate("Print", "Element {id}").format(id=element_id)


def _characteristics(records: PersonaRecords) -> tuple[CharacteristicPrint, ...]:
    expressions: dict[int, list[str]] = {}
    for expression in records.expressions:
        expressions.setdefault(expression.characteristic_id, []).append(expression.text)
    return tuple(
        CharacteristicPrint(
            c.name, c.value, tuple(expressions.get(c.id, ())), c.corrupt, c.corrupt_name
        )
        for c in records.characteristics
    )


def _modifiers(records: PersonaRecords) -> tuple[ModifierPrint, ...]:
    return tuple(
        ModifierPrint(
            translate("Print", MODIFIER_LABELS.get(ModifierKind(m.kind), m.kind)),
            m.name,
            Score(m.score),
            m.modifier,
        )
        for m in records.modifiers
    )


def _investments(records: PersonaRecords, names: Names) -> tuple[InvestmentPrint, ...]:
    characteristic_names = {
        c.id: (c.corrupt_name if c.corrupt else c.name) or c.name for c in records.characteristics
    }
    return tuple(
        InvestmentPrint(
            _element_name(names, i.element_id),
            i.relationship,
            i.value,
            characteristic_names.get(i.characteristic_id, ""),
            i.state,
        )
        for i in records.investments
    )


def _strategies(records: PersonaRecords, names: Names) -> tuple[StrategyPrint, ...]:
    investments = {i.id: i for i in records.investments}

    def pursues(investment_id: int | None) -> str:
        investment = investments.get(investment_id or 0)
        if investment is None:
            return translate("Print", ENDING_THE_EPISODE)
        return f"{_element_name(names, investment.element_id)} > {investment.relationship}"

    return tuple(
        StrategyPrint(s.name, pursues(s.investment_id), s.state) for s in records.strategies
    )


def _persona(
    campaign: Campaign,
    row: PersonaRow,
    names: Names,
    tracks: Sequence[TrackRow] | None = None,
) -> PersonaPrint:
    records = campaign.records.persona_records(row.id)
    actor = names.actor(records.actor_id) or row.actor_name
    return PersonaPrint(
        name=row.name,
        actor=actor,
        stance=row.stance,
        scores=row.scores,
        notes=row.notes,
        characteristics=_characteristics(records),
        modifiers=_modifiers(records),
        traits=tuple(names.trait(t) for t in records.traits),
        investments=_investments(records, names),
        strategies=_strategies(records, names),
        advances=tuple(AdvancePrint(a.kind, a.reason, _date(a.on_date)) for a in records.advances),
        stance_changes=tuple(
            StanceChangePrint(c.old_stance, c.new_stance, c.reason, _date(c.changed_at))
            for c in records.stance_changes
        ),
        risked_corruption=row.risked_corruption,
        risked_death=row.risked_death,
        dead=row.dead,
        cortex=_cortex(campaign.cortex_sheets.sheet(row.id)),
        ironsworn=_ironsworn(campaign.tracks.get_sheet(row.id)),
        assets=_assets(campaign.assets.summaries(row.id)),
        tracks=_tracks(
            [
                track
                for track in (campaign.tracks.list_tracks() if tracks is None else tracks)
                if track.values.persona_id == row.id
            ]
        ),
    )


def persona_print(
    campaign: Campaign, row: PersonaRow, names: Names, tracks: Sequence[TrackRow]
) -> PersonaPrint:
    """Return one Persona as print values, with the names and tracks read once for many."""
    return _persona(campaign, row, names, tracks)


def persona_values(campaign: Campaign, persona: PersonaRow) -> PersonaPrint:
    """Return every record of one Persona as print values."""
    return _persona(campaign, persona, Names(campaign))


def all_persona_values(campaign: Campaign) -> list[PersonaPrint]:
    """Return every Persona of the campaign, by name."""
    return list(iter_persona_values(campaign))


def iter_persona_values(campaign: Campaign) -> Iterator[PersonaPrint]:
    """Yield every Persona of the campaign, by name, reading each one's records as it goes
    (the campaign must stay open while the values are read)."""
    names = Names(campaign)
    rows = sorted(campaign.personae.list_personae(), key=lambda row: (_key(row.name), row.id))
    tracks = campaign.tracks.list_tracks()
    for row in rows:
        yield _persona(campaign, row, names, tracks)


def _latest(episodes: Sequence[EpisodeRow]) -> EpisodeRow | None:
    return max(episodes, key=lambda row: (row.on_date, row.id), default=None)


def _unchecked(view: EpisodeView, names: Names) -> tuple[UncheckedPrint, ...]:
    """Return what the stored check-off of a closed Episode left unchecked, Persona by Persona.

    Read from the outcomes stored when the Episode closed (an Advance, or each tick that was
    missing then), never from the Traits and Expressions as they are now.
    """
    result = []
    for outcome in view.outcomes:
        missing: dict[tuple[ItemKind, str], list[str]] = {}
        for line in outcome.missing.splitlines():
            gap = Gap.parse(line)
            if gap is not None:
                missing.setdefault((gap.kind, gap.label), []).append(gap.player)
        items = tuple(
            (_item_label(kind, label), tuple(sorted(players)))
            for (kind, label), players in missing.items()
        )
        name = names.personae.get(
            outcome.persona_id, translate("Print", "Persona {id}").format(id=outcome.persona_id)
        )
        result.append(UncheckedPrint(name, items, outcome.awarded))
    return tuple(sorted(result, key=lambda entry: _key(entry.persona)))


def _item_label(kind: ItemKind, label: str) -> str:
    if kind is ItemKind.EXPRESSION:
        return translate("Print", "Expression: {label}").format(label=label)
    return translate("Print", "Trait: {label}").format(label=label)


def _check_offs(view: EpisodeView) -> tuple[CheckOffPrint, ...]:
    return tuple(
        CheckOffPrint(
            persona.name,
            tuple(player.name for player in observers_of(persona, view.players)),
            tuple(_item_label(item.kind, item.label) for item in persona.items),
        )
        for persona in view.personae
    )


def _elements(campaign: Campaign, names: Names) -> tuple[ElementPrint, ...]:
    traits: dict[int, list[TraitPrint]] = {}
    for row in campaign.records.list_traits():
        if row.element_id is not None:
            traits.setdefault(row.element_id, []).append(names.trait(row))
    return tuple(
        ElementPrint(e.name, e.scale, e.notes, tuple(traits.get(e.id, ())))
        for e in sorted(names.elements.values(), key=lambda row: (_key(row.name), row.id))
    )


def episode_prep_values(
    campaign: Campaign, episode_title: str | None = None, episode_id: int | None = None
) -> EpisodePrepPrint:
    """Return the prep of an Episode: the one chosen (by id or title), else the latest open one.

    Without an open Episode the prep is for the next one, with every Actor taking part.
    "Last Episode" is the latest closed Episode before it.
    """
    episodes = campaign.episodes.list_episodes()
    current: EpisodeRow | None
    if episode_id is not None:
        current = next((row for row in episodes if row.id == episode_id), None)
        if current is None:
            raise PrintRequestError(
                QT_TRANSLATE_NOOP("Refusal", "that Episode is no longer in the campaign")
            )
    elif episode_title is not None:
        chosen = [row for row in episodes if _key(row.title) == _key(episode_title)]
        if not chosen:
            known = ", ".join(row.title for row in episodes)
            if not known:
                raise PrintRequestError(
                    QT_TRANSLATE_NOOP("Refusal", "no Episode is called {title} (none)"),
                    title=repr(episode_title.strip()),
                )
            raise PrintRequestError(
                QT_TRANSLATE_NOOP("Refusal", "no Episode is called {title} ({known})"),
                title=repr(episode_title.strip()),
                known=known,
            )
        current = _latest(chosen)
    else:
        current = _latest([row for row in episodes if not row.closed])
    earlier = [
        row
        for row in episodes
        if row.closed and (current is None or (row.on_date, row.id) < (current.on_date, current.id))
    ]
    last = _latest(earlier)
    names = Names(campaign)
    directors = [a.name for a in names.actors.values() if a.is_director]
    check_offs: tuple[CheckOffPrint, ...] = ()
    if current is not None:
        view = campaign.episodes.view(current.id)
        participants = tuple(player.name for player in view.players)
        in_play = {persona.id for persona in view.personae}
        title, on_date = current.title, _date(current.on_date)
        check_offs = _check_offs(view)
    else:
        participants = tuple(sorted(a.name for a in names.actors.values()))
        in_play = None
        title, on_date = translate("Print", NEXT_EPISODE), None
    director = next((name for name in directors if name in participants), "")
    personae = [
        _persona(campaign, row, names)
        for row in sorted(campaign.personae.list_personae(), key=lambda r: (_key(r.name), r.id))
        if in_play is None or row.id in in_play
    ]
    unchecked = _unchecked(campaign.episodes.view(last.id), names) if last is not None else ()
    return EpisodePrepPrint(
        campaign=campaign.name,
        episode=title,
        on_date=on_date,
        director=director,
        participants=participants,
        personae=tuple(personae),
        last_episode=None if last is None else last.title,
        unchecked=unchecked,
        elements=_elements(campaign, names),
        check_offs=check_offs,
    )
