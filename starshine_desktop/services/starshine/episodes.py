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
    Check,
    CheckItem,
    ItemKind,
    PersonaInPlay,
    Player,
    award_advances,
)
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.starshine.records import (
    RecordService,
    clean_date,
    clean_line,
    clean_notes,
)
from starshine_desktop.storage.rows import NAME_LENGTH
from starshine_desktop.storage.starshine import episode_reads
from starshine_desktop.storage.starshine import records_reads as reads
from starshine_desktop.storage.starshine.records_rows import EpisodeRow, OutcomeRow
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:
    from starshine_desktop.storage.journal import Journal

_CHECK_TABLES = {ItemKind.EXPRESSION: "expression_check", ItemKind.TRAIT: "trait_check"}
_ITEM_COLUMNS = {ItemKind.EXPRESSION: "expression_id", ItemKind.TRAIT: "trait_id"}


@dataclass(frozen=True, slots=True)
class EpisodeView:
    """An Episode with its players, the Personae in play, the ticks and any outcomes."""

    episode: EpisodeRow
    players: tuple[Player, ...]
    personae: tuple[PersonaInPlay, ...]
    checks: frozenset[Check]
    outcomes: tuple[OutcomeRow, ...]

    def is_checked(self, observer_id: int, kind: ItemKind, item_id: int) -> bool:
        """Return True if ``observer_id`` ticked the item."""
        return Check(observer_id, kind, item_id) in self.checks

    def preview(self) -> list[Award]:
        """Return who would gain an Advance if the Episode closed now."""
        return award_advances(self.players, self.personae, self.checks)


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
        shown = {(item.kind, item.id) for persona in view.personae for item in persona.items}
        playing = {player.id for player in view.players}
        if in_play & set(changes.removed_ids(RecordKind.PERSONA)):
            return True
        for kind, item_kind in (
            (RecordKind.TRAIT, ItemKind.TRAIT),
            (RecordKind.EXPRESSION, ItemKind.EXPRESSION),
        ):
            if any((item_kind, item_id) in shown for item_id in changes.removed_ids(kind)):
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
            for kind in (RecordKind.TRAIT, RecordKind.EXPRESSION, RecordKind.CHARACTERISTIC):
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
            checks = {
                Check(row.observer_id, ItemKind.EXPRESSION, row.expression_id)
                for row in reads.read_expression_checks(connection, episode_id)
            } | {
                Check(row.observer_id, ItemKind.TRAIT, row.trait_id)
                for row in reads.read_trait_checks(connection, episode_id)
            }
            outcomes = tuple(reads.read_outcomes(connection, episode_id))
        return EpisodeView(episode, players, personae, frozenset(checks), outcomes)

    # Editing -----------------------------------------------------------------------

    def create_episode(self, title: str, on_date: object, player_ids: Iterable[int]) -> Edit:
        """Create an open Episode with its date and players (Actors and the Director)."""
        clean_title = clean_line(QT_TRANSLATE_NOOP("Game", "An Episode's title"), title)
        day = clean_date(QT_TRANSLATE_NOOP("Game", "The Episode's date"), on_date)
        players = sorted(set(player_ids))

        def work(journal: Journal) -> None:
            for actor_id in players:
                journal.row("actor", (actor_id,))
            (episode_id,) = journal.insert(
                "episode",
                {
                    "title": clean_title,
                    "on_date": day,
                    "closed": False,
                    "closed_at": None,
                    "notes": "",
                },
            )
            for actor_id in players:
                journal.insert(
                    "episode_participant", {"episode_id": episode_id, "actor_id": actor_id}
                )

        return self._records.run(work)

    def set_field(self, episode_id: int, name: str, value: object) -> Edit:
        """Change an open Episode's title, date or notes."""
        checks = {
            "title": lambda v: clean_line(QT_TRANSLATE_NOOP("Game", "An Episode's title"), v),
            "on_date": lambda v: clean_date(QT_TRANSLATE_NOOP("Game", "The Episode's date"), v),
            "notes": clean_notes,
        }
        if name not in checks:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "the {name} of an Episode cannot be changed here"),
                name=name,
            )
        clean = checks[name](value)

        def work(journal: Journal) -> None:
            self._open_episode(journal, episode_id)
            journal.update("episode", (episode_id,), {name: clean})

        return self._records.run(work)

    def set_player(self, episode_id: int, actor_id: int, taking_part: bool) -> Edit:
        """Add a player to an open Episode, or take one out (with that player's ticks)."""

        def work(journal: Journal) -> None:
            self._open_episode(journal, episode_id)
            journal.row("actor", (actor_id,))
            key = (episode_id, actor_id)
            if taking_part and not journal.exists("episode_participant", key):
                journal.insert(
                    "episode_participant", {"episode_id": episode_id, "actor_id": actor_id}
                )
            elif not taking_part and journal.exists("episode_participant", key):
                for table in _CHECK_TABLES.values():
                    for row in journal.find(table, episode_id=episode_id, observer_id=actor_id):
                        journal.delete(
                            table,
                            tuple(
                                row[c] for c in ("episode_id", "observer_id", _item_column(table))
                            ),
                        )
                journal.delete("episode_participant", key)

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
        view = self.view(episode_id)
        if view.episode.closed:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "Episode '{title}' is closed; its check-off is final"),
                title=view.episode.title,
            )
        players = {player.id for player in view.players}
        keys: list[tuple[str, tuple[int, int, int], ItemKind]] = []
        for observer_id, kind, item_id in cells:
            if observer_id not in players:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "Only a player taking part in the Episode keeps a check-off."
                    )
                )
            owner = next(
                (
                    p
                    for p in view.personae
                    if any(i.kind is kind and i.id == item_id for i in p.items)
                ),
                None,
            )
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
            keys.append((_CHECK_TABLES[kind], (episode_id, observer_id, item_id), kind))

        def work(journal: Journal) -> None:
            self._open_episode(journal, episode_id)
            for table, key, kind in keys:
                if checked and not journal.exists(table, key):
                    journal.insert(
                        table,
                        {
                            "episode_id": episode_id,
                            "observer_id": key[1],
                            _ITEM_COLUMNS[kind]: key[2],
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
        awards = view.preview()
        title = view.episode.title

        def work(journal: Journal) -> None:
            row = self._open_episode(journal, episode_id)
            for award in awards:
                journal.insert(
                    "episode_outcome",
                    {
                        "episode_id": episode_id,
                        "persona_id": award.persona_id,
                        "awarded": award.awarded,
                        "missing": "\n".join(award.missing),
                    },
                )
                if award.awarded:
                    reason = f"Episode '{title}': every other player checked everything"
                    journal.insert(
                        "advance",
                        {
                            "persona_id": award.persona_id,
                            "kind": AdvanceKind.EARNED.value,
                            "reason": reason[:NAME_LENGTH],
                            "on_date": row["on_date"],
                            "episode_id": episode_id,
                            "investment_id": None,
                        },
                    )
            journal.update(
                "episode",
                (episode_id,),
                {"closed": True, "closed_at": self._records.stored_now()},
            )

        return self._records.run(work)

    @staticmethod
    def _open_episode(journal: Journal, episode_id: int) -> dict[str, Any]:
        row = journal.row("episode", (episode_id,))
        if row["closed"]:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "Episode '{title}' is closed and can no longer change"
                ),
                title=row["title"],
            )
        return row


def _item_column(table: str) -> str:
    return "expression_id" if table == "expression_check" else "trait_id"
