"""Starshine: Episodes, their players, the check-off matrix and closing with its Advances (A.3).

Every change goes through the records service's journal, so it is one undoable edit.
A closed Episode is read-only: its checks, players and date no longer change.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.starshine.campaign import AdvanceKind
from starshine_desktop.rules.starshine.episodes import (
    Award,
    AwardPreview,
    CheckItem,
    ItemKind,
    PersonaInPlay,
    Player,
    Ticks,
    award_advances,
    preview_advances,
)
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.starshine.record_values import clean_date, clean_line
from starshine_desktop.services.starshine.records import RecordField, RecordService
from starshine_desktop.storage import tables
from starshine_desktop.storage.rows import NAME_LENGTH
from starshine_desktop.storage.starshine import episode_reads
from starshine_desktop.storage.starshine import records_reads as reads
from starshine_desktop.storage.starshine.records_rows import EpisodeRow, OutcomeRow
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:
    from sqlalchemy.orm import InstrumentedAttribute

    from starshine_desktop.storage.journal import Journal
    from starshine_desktop.storage.schema import ExpressionCheckRecord, TraitCheckRecord


def _check_table(kind: ItemKind) -> type[ExpressionCheckRecord | TraitCheckRecord]:
    """Return the table of an observer's ticks of one kind of item."""
    if kind is ItemKind.EXPRESSION:
        return tables.ExpressionCheckRecord
    return tables.TraitCheckRecord


def _item_column(kind: ItemKind) -> InstrumentedAttribute[int]:
    """Return the column of a tick's Expression or Trait."""
    if kind is ItemKind.EXPRESSION:
        return tables.ExpressionCheckRecord.expression_id
    return tables.TraitCheckRecord.trait_id


_NOBODY: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class EpisodeView:
    """An Episode with its players, the Personae in play, who ticked what, and any outcomes.

    ``ticks`` maps each item, (kind, id), to the observers who ticked it (absent: nobody).
    """

    episode: EpisodeRow
    players: tuple[Player, ...]
    personae: tuple[PersonaInPlay, ...]
    ticks: Ticks
    outcomes: tuple[OutcomeRow, ...]

    def ticked_by(self, kind: ItemKind, item_id: int) -> frozenset[int]:
        """Return the observers who ticked an item."""
        return frozenset(self.ticks.get((kind, item_id), _NOBODY))

    def is_checked(self, observer_id: int, kind: ItemKind, item_id: int) -> bool:
        """Return True if ``observer_id`` ticked the item."""
        return observer_id in self.ticks.get((kind, item_id), _NOBODY)

    def awards(self) -> list[Award]:
        """Return who gains an Advance if the Episode closes now, with every missing tick."""
        return award_advances(self.players, self.personae, self.ticks)

    def preview(self, shown: int) -> list[AwardPreview]:
        """Return who would gain an Advance if the Episode closed now: the first ``shown``
        missing ticks of each Persona, and how many are missing."""
        return preview_advances(self.players, self.personae, self.ticks, shown)


def _in_play(
    connection: Any, episode_id: int
) -> tuple[tuple[Player, ...], tuple[PersonaInPlay, ...]]:
    """Return the players and the Personae in play, reading only this Episode's rows."""
    actors = {row.id: row for row in reads.read_actors(connection)}
    player_ids = [row.actor_id for row in reads.read_participants(connection, episode_id)]
    players = tuple(Player(actor_id, actors[actor_id].name) for actor_id in sorted(player_ids))
    expressions, traits = episode_reads.read_items_in_play(connection, episode_id)
    items: dict[int, list[CheckItem]] = {}
    for item_id, persona_id, text in expressions:
        items.setdefault(persona_id, []).append(CheckItem(ItemKind.EXPRESSION, item_id, text))
    for item_id, persona_id, name in traits:
        items.setdefault(persona_id, []).append(CheckItem(ItemKind.TRAIT, item_id, name))
    personae = tuple(
        PersonaInPlay(persona_id, name, player_id, tuple(items.get(persona_id, ())))
        for persona_id, name, player_id in episode_reads.read_personae_in_play(
            connection, episode_id
        )
    )
    return players, personae


class EpisodeService:
    """The Episodes of one campaign."""

    def __init__(self, database: CampaignStore, records: RecordService) -> None:
        self._database = database
        self._records = records

    def list_episodes(self) -> list[EpisodeRow]:
        """Return every Episode."""
        with self._database.reading() as connection:
            return reads.read_episodes(connection)

    def player_counts(self) -> dict[int, int]:
        """Return each Episode's id with how many players take part (absent: none)."""

        with self._database.reading() as connection:
            return episode_reads.read_player_counts(connection)

    def persona_names(self, persona_ids: Iterable[int]) -> dict[int, str]:
        """Return the names of the Personae ``persona_ids`` (only those)."""

        with self._database.reading() as connection:
            return episode_reads.read_persona_names_of(connection, persona_ids)

    def concerns(self, view: EpisodeView, changes: Changes) -> bool:
        """Return True if ``changes`` alter what ``view`` shows, reading only the named rows.

        The Episode itself, its players, a Persona in play (or one whose Actor plays now)
        and the Expressions and Traits of the Personae in play concern it; nothing else.
        """

        if (RecordKind.EPISODE, view.episode.id) in changes.updated | changes.removed:
            return True
        if changes.touches(RecordKind.ACTOR):
            return True
        in_play = {persona.id for persona in view.personae}
        in_play |= {outcome.persona_id for outcome in view.outcomes}  # their names show
        shown_as = {
            (item.kind, item.id): (persona.id, item.label)
            for persona in view.personae
            for item in persona.items
        }
        playing = {player.id for player in view.players}
        if in_play & set(changes.removed_ids(RecordKind.PERSONA)):
            return True
        for kind, item_kind in (
            (RecordKind.TRAIT, ItemKind.TRAIT),
            (RecordKind.EXPRESSION, ItemKind.EXPRESSION),
        ):
            if any((item_kind, item_id) in shown_as for item_id in changes.removed_ids(kind)):
                return True
        if in_play and changes.removed_ids(RecordKind.CHARACTERISTIC):
            return True  # its Expressions go with it
        named = {
            kind: changes.added_ids(kind) + changes.updated_ids(kind)
            for kind in (
                RecordKind.PERSONA,
                RecordKind.TRAIT,
                RecordKind.EXPRESSION,
                RecordKind.CHARACTERISTIC,
            )
        }
        if not any(named.values()):
            return False
        looks = {persona.id: (persona.name, persona.player_id) for persona in view.personae}
        outcomes = {outcome.persona_id for outcome in view.outcomes}
        if outcomes & set(named[RecordKind.PERSONA]):
            return True
        with self._database.reading() as connection:
            # A Persona shows by its name and its player only: a Guard changes nothing here.
            people = episode_reads.read_names_and_actors(connection, named[RecordKind.PERSONA])
            for persona_id in named[RecordKind.PERSONA]:
                now = people.get(persona_id)
                if persona_id in looks:
                    if now != looks[persona_id]:
                        return True
                elif now is not None and now[1] in playing:
                    return True
            # An item shows by its text and its Persona: a Trait's Strength changes nothing.
            for kind, item_kind in (
                (RecordKind.TRAIT, ItemKind.TRAIT),
                (RecordKind.EXPRESSION, ItemKind.EXPRESSION),
            ):
                if not named[kind]:
                    continue
                labels = episode_reads.read_labels(connection, kind.value, named[kind])
                for item_id, label in labels.items():
                    before = shown_as.get((item_kind, item_id))
                    if label != before and (before is not None or label[0] in in_play):
                        return True
            kind = RecordKind.CHARACTERISTIC
            if (
                named[kind]
                and episode_reads.read_owners(connection, kind.value, named[kind]) & in_play
            ):
                return True
        return False

    def view(self, episode_id: int) -> EpisodeView:
        """Return one Episode with its check-off matrix."""
        with self._database.reading() as connection:
            episode = reads.read_episode(connection, episode_id)
            players, personae = _in_play(connection, episode_id)
            expressions, traits = episode_reads.read_ticks(connection, episode_id)
            ticks: dict[tuple[ItemKind, int], frozenset[int]] = {
                (ItemKind.EXPRESSION, item_id): who for item_id, who in expressions.items()
            }
            ticks.update(((ItemKind.TRAIT, item_id), who) for item_id, who in traits.items())
            outcomes = tuple(reads.read_outcomes(connection, episode_id))
        return EpisodeView(episode, players, personae, ticks, outcomes)

    # Editing -----------------------------------------------------------------------

    def create_episode(self, title: str, on_date: object, player_ids: Iterable[int]) -> Edit:
        """Create an open Episode with its date and players (Actors and the Director)."""
        clean_title = clean_line(QT_TRANSLATE_NOOP("Game", "An Episode's title"), title)
        day = clean_date(QT_TRANSLATE_NOOP("Game", "The Episode's date"), on_date)
        players = sorted(set(player_ids))

        def work(journal: Journal) -> None:
            episodes, taking_part = tables.EpisodeRecord, tables.EpisodeParticipantRecord
            for actor_id in players:
                journal.row(tables.ActorRecord, (actor_id,))
            (episode_id,) = journal.insert(
                episodes,
                {
                    episodes.title: clean_title,
                    episodes.on_date: day,
                    episodes.closed: False,
                    episodes.closed_at: None,
                    episodes.notes: "",
                },
            )
            for actor_id in players:
                journal.insert(
                    taking_part,
                    {taking_part.episode_id: episode_id, taking_part.actor_id: actor_id},
                )

        return self._records.run(work)

    def set_field(
        self, field: RecordField[Any], episode_id: int, value: object, *, shown: object = None
    ) -> Edit:
        """Change an open Episode's title, date or notes (an ``EpisodeFields`` field).

        ``shown`` is the value the window showed (see ``RecordService.set_field``).
        """
        if field.kind is not RecordKind.EPISODE or field.column is None:
            raise TypeError(f"{field!r} is not a field of an Episode")
        clean, column = field.check(value), field.column()

        def work(journal: Journal) -> None:
            self._open_episode(journal, episode_id)
            if shown is not None:
                journal.as_shown(tables.EpisodeRecord, (episode_id,), {column: shown})
            journal.update(tables.EpisodeRecord, (episode_id,), {column: clean})

        return self._records.run(work)

    def set_player(self, episode_id: int, actor_id: int, taking_part: bool) -> Edit:
        """Add a player to an open Episode, or take one out (with that player's ticks)."""

        def work(journal: Journal) -> None:
            self._open_episode(journal, episode_id)
            journal.row(tables.ActorRecord, (actor_id,))
            players = tables.EpisodeParticipantRecord
            key = (episode_id, actor_id)
            if taking_part and not journal.exists(players, key):
                journal.insert(
                    players, {players.episode_id: episode_id, players.actor_id: actor_id}
                )
            elif not taking_part and journal.exists(players, key):
                for kind in ItemKind:
                    table, item = _check_table(kind), _item_column(kind)
                    where = {table.episode_id: episode_id, table.observer_id: actor_id}
                    for row in journal.find(table, where):
                        journal.delete(table, (episode_id, actor_id, row[item.key]))
                journal.delete(players, key)

        return self._records.run(work)

    def set_check(
        self, episode_id: int, observer_id: int, kind: ItemKind, item_id: int, checked: bool
    ) -> Edit:
        """Tick (or untick) that ``observer_id`` saw an Expression or Trait."""
        return self.set_checks(episode_id, [(observer_id, kind, item_id)], checked)

    def set_checks(
        self,
        episode_id: int,
        cells: Iterable[tuple[int, ItemKind, int]],
        checked: bool,
    ) -> Edit:
        """Tick (or untick) several cells of the check-off at once, as one edit.

        Each cell is (observer, kind of item, item); a whole row or column of the grid is
        ticked in one step. Every cell is checked first: one refused cell changes nothing.
        """
        with self._database.reading() as connection:  # the check-off's rows, not its ticks
            episode = reads.read_episode(connection, episode_id)
            in_play, personae = _in_play(connection, episode_id)
        if episode.closed:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "Episode '{title}' is closed; its check-off is final"),
                title=episode.title,
            )
        players = {player.id for player in in_play}
        owners = {(item.kind, item.id): persona for persona in personae for item in persona.items}
        keys: list[tuple[ItemKind, tuple[int, int, int]]] = []
        for observer_id, kind, item_id in cells:
            if observer_id not in players:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "Only a player taking part in the Episode keeps a check-off."
                    )
                )
            owner = owners.get((kind, item_id))
            if owner is None:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "That {kind} is not on a Persona in this Episode."
                    ),
                    kind=kind.value,
                )
            if owner.player_id == observer_id:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "{name}'s own player does not check {name}."),
                    name=owner.name,
                )
            keys.append((kind, (episode_id, observer_id, item_id)))

        def work(journal: Journal) -> None:
            self._open_episode(journal, episode_id)
            for kind, key in keys:
                table = _check_table(kind)
                if checked and not journal.exists(table, key):
                    journal.insert(
                        table,
                        {
                            table.episode_id: episode_id,
                            table.observer_id: key[1],
                            _item_column(kind): key[2],
                        },
                    )
                elif not checked and journal.exists(table, key):
                    journal.delete(table, key)

        return self._records.run(work)

    def close_episode(self, episode_id: int) -> Edit:
        """Close an Episode: award the Advances of A.3 and record why others got none."""
        view = self.view(episode_id)
        if view.episode.closed:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "Episode '{title}' is already closed"),
                title=view.episode.title,
            )
        awards = view.awards()
        title = view.episode.title

        def work(journal: Journal) -> None:
            row = self._open_episode(journal, episode_id)
            outcomes, advances = tables.EpisodeOutcomeRecord, tables.AdvanceRecord
            for award in awards:
                journal.insert(
                    outcomes,
                    {
                        outcomes.episode_id: episode_id,
                        outcomes.persona_id: award.persona_id,
                        outcomes.awarded: award.awarded,
                        outcomes.missing: "\n".join(award.missing),
                    },
                )
                if award.awarded:
                    reason = f"Episode '{title}': every other player checked everything"
                    journal.insert(
                        advances,
                        {
                            advances.persona_id: award.persona_id,
                            advances.kind: AdvanceKind.EARNED.value,
                            advances.reason: reason[:NAME_LENGTH],
                            advances.on_date: row["on_date"],
                            advances.episode_id: episode_id,
                            advances.investment_id: None,
                        },
                    )
            episodes = tables.EpisodeRecord
            journal.update(
                episodes,
                (episode_id,),
                {episodes.closed: True, episodes.closed_at: self._records.stored_now()},
            )

        return self._records.run(work)

    @staticmethod
    def _open_episode(journal: Journal, episode_id: int) -> dict[str, Any]:
        row = journal.row(tables.EpisodeRecord, (episode_id,))
        if row["closed"]:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "Episode '{title}' is closed and can no longer change"
                ),
                title=row["title"],
            )
        return row
