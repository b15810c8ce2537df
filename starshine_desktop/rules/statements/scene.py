"""A scene of Statements, rolled and resolved round by round (rules-spec D, seed 003).

A GUI (a statement board) drives a ``Scene`` in four stages:

1. State: ``Scene(characters)`` (player order = list order). ``state(player, text,
   favouring=[FactorRef…], opposing=[OpposingFactor…], difficulty=0, luck_bid=0,
   drive=None)`` adds that player's next Statement (at most three, in order). A Trait,
   Attribute or Resource supports at most two Statements per scene (opposing others'
   Statements, e.g. ``OpposingFactor.of(character, factor)``, is not limited); a difficulty is 0 or
   2..12 (added to the opposing sum); a Luck bid is 0..5 (added to the favouring sum) and
   a player's bids in a scene never exceed the Luck they hold. ``withdraw(player)`` takes
   back that player's last Statement before any roll. ``link(earlier, later, +1 | -1)``
   says a Statement supports or hinders a later-round one: when the earlier one comes
   true the later one gets one success more or less (kept within 0..3).
2. Roll: ``roll(key, faces=None, rng=None)`` rolls a d(F+O) three times (or reads faces);
   ``Statement.odds()`` is the exact chance of 0–3 successes.
3. Resolve: ``next_pending()`` returns the Statement the table must judge (or None when
   the scene is resolved) and ``confirm(compatible)`` answers it; ``resolve(ask)`` runs
   the same loop with a callback ``ask(statement, already_true) -> bool``. Round by round
   (all first Statements, then second, then third), by descending Weight (ties: player
   order); a Statement with no success never comes true; the first Statement to come
   true in a scene needs no question. A Luck bid is paid when its Statement comes true.
4. Finish: ``inconvenience(player, trait)`` and ``revise(player, words, accepted)``
   record Luck earned during the scene; ``finish()`` pays it, with the failures of
   Statements reflecting a Drive, after the scene (capped at 10) and returns a
   ``SceneSummary`` per player (failures for Setbacks and the experience test).
5. After the scene (once resolved, before or after ``finish``), per player, in this order:
   ``setback(player, Setback)`` (the GM; their total cost stays within the failures the
   player generated; a permanent one lowers its target on the sheet) →
   ``take_experience_test(player, faces=None, rng=None)`` (once; ``experience_odds``
   first) → ``advance(player, increase=, decrease=, attribute=)`` (each advance the award
   allows, once) → ``change_drive(player, kind, index, text, why)`` (one Drive change per
   scene). ``aftermath_of(player)`` returns the ``PlayerAftermath`` record.
6. Setbacks carried (``carried``): the temporary and indefinite Setbacks a character
   enters with (``StatementCharacter.carried``) lower the degrees their factors bring to
   this scene (``StatementCharacter.scene_degree``: favouring factors, opposing factors
   drawn from a player of the scene, and the Luck from inconveniencing oneself with a
   Trait); a factor at 0 this scene can do none of these. ``state(..., recovers=n)``
   marks a Statement as recovering from the player's indefinite Setback number n (0-based,
   in ``setbacks_in_effect(player)``); when it comes true that Setback ends
   (``recovered(player)``). ``carried_after(player, origin)`` returns what the player
   carries into the next scene (``carried.carry_on``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.statements.advancement import (
    ExperienceAward,
    apply_experience,
    check_setbacks,
    experience_test,
    revision_luck,
)
from starshine_desktop.rules.statements.aftermath import (
    DriveChange,
    DriveChangeKind,
    PlayerAftermath,
)
from starshine_desktop.rules.statements.carried import CarriedSetback, Setback, carry_on
from starshine_desktop.rules.statements.character import LuckChange, StatementCharacter
from starshine_desktop.rules.statements.factors import FactorKind, FactorRef
from starshine_desktop.rules.statements.odds import (
    ROLLS,
    TripleRoll,
    roll_successes,
    success_distribution,
)
from starshine_desktop.rules.statements.stating import (
    DIFFICULTY_RANGE as DIFFICULTY_RANGE,
)
from starshine_desktop.rules.statements.stating import (
    MAX_FACTOR_USES as MAX_FACTOR_USES,
)
from starshine_desktop.rules.statements.stating import (
    MAX_LUCK_BID as MAX_LUCK_BID,
)
from starshine_desktop.rules.statements.stating import (
    MAX_STATEMENTS as MAX_STATEMENTS,
)
from starshine_desktop.rules.statements.stating import (
    check_count_and_words,
    check_drive,
    check_factor_uses,
    check_luck,
    check_modifiers,
    check_recovery,
    favouring_degrees,
)

StatementKey = tuple[str, int]


@dataclass(frozen=True, slots=True)
class OpposingFactor:
    """A factor against a Statement: another character's Trait, an obstacle, a foe."""

    label: str
    degree: int
    owner: str | None = None
    factor: FactorRef | None = None

    def __post_init__(self) -> None:
        if type(self.degree) is not int or self.degree < 1:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "opposing factor: {label} needs a degree of 1 or more"
                ),
                label=self.label,
            )

    @classmethod
    def of(cls, character: StatementCharacter, factor: FactorRef) -> OpposingFactor:
        """Draw an opposing factor from a character's Trait, Attribute or Resource.

        Its degree is the one this scene (lowered by the character's Setbacks in effect).
        """
        return cls(
            f"{character.name}'s {factor.name}",
            character.scene_degree(factor),
            character.name,
            factor,
        )


class ScenePhase(StrEnum):
    """Where a scene stands."""

    STATING = "stating"
    RESOLVING = "resolving"
    RESOLVED = "resolved"
    FINISHED = "finished"


@dataclass
class Statement:
    """One player's Statement, its roll and its fate."""

    player: str
    order: int
    text: str
    favouring: tuple[FactorRef, ...]
    favouring_degrees: tuple[int, ...]
    opposing: tuple[OpposingFactor, ...]
    difficulty: int
    luck_bid: int
    drive: str | None
    roll: TripleRoll | None = None
    adjustment: int = 0
    came_true: bool | None = None
    recovers: int | None = None

    @property
    def key(self) -> StatementKey:
        """Return (player, order): how the scene names this Statement."""
        return (self.player, self.order)

    @property
    def favouring_sum(self) -> int:
        """Return F: the favouring factors plus the Luck bid."""
        return sum(self.favouring_degrees) + self.luck_bid

    @property
    def opposing_sum(self) -> int:
        """Return O: the opposing factors plus the difficulty modifier."""
        return sum(factor.degree for factor in self.opposing) + self.difficulty

    def odds(self) -> dict[int, Fraction]:
        """Return the exact chance of 0, 1, 2 and 3 successes."""
        return success_distribution(self.favouring_sum, self.opposing_sum)

    @property
    def rolled(self) -> bool:
        """Say whether the three rolls are in."""
        return self.roll is not None

    @property
    def successes(self) -> int:
        """Return the successes after support or hindrance, within 0..3."""
        if self.roll is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "statement {player} #{order}: not rolled yet"),
                player=self.player,
                order=self.order,
            )
        return max(0, min(ROLLS, self.roll.successes + self.adjustment))

    @property
    def failures(self) -> int:
        """Return the failed rolls (support and hindrance change Weight, not failures)."""
        if self.roll is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "statement {player} #{order}: not rolled yet"),
                player=self.player,
                order=self.order,
            )
        return self.roll.failures

    @property
    def weight(self) -> int:
        """Return Weight = successes × F."""
        return self.successes * self.favouring_sum


@dataclass(frozen=True, slots=True)
class Link:
    """An earlier Statement that supports (+1) or hinders (−1) a later one if it comes true."""

    earlier: StatementKey
    later: StatementKey
    delta: int


@dataclass(frozen=True, slots=True)
class SceneSummary:
    """What the scene left a player with."""

    player: str
    failures: int
    luck_spent: int
    luck_earned: int
    luck_lost_to_cap: int
    luck_after: int
    true_statements: tuple[int, ...]


@dataclass
class Scene:
    """A scene: each player's Statements, their rolls and their resolution."""

    characters: list[StatementCharacter]
    statements: dict[StatementKey, Statement] = field(default_factory=dict, init=False)
    links: list[Link] = field(default_factory=list, init=False)
    phase: ScenePhase = field(default=ScenePhase.STATING, init=False)
    round: int = field(default=0, init=False)
    _queue: list[StatementKey] = field(default_factory=list, init=False, repr=False)
    _pending: StatementKey | None = field(default=None, init=False, repr=False)
    _made_true: list[StatementKey] = field(default_factory=list, init=False, repr=False)
    _luck_spent: Counter[str] = field(default_factory=Counter, init=False, repr=False)
    _luck_earned: Counter[str] = field(default_factory=Counter, init=False, repr=False)
    _inconvenienced: set[tuple[str, str]] = field(default_factory=set, init=False, repr=False)
    _aftermath: dict[str, PlayerAftermath] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        names = [character.name for character in self.characters]
        if not names:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "scene: at least one player takes part"))
        if len(set(names)) != len(names):
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "scene: each player takes part once"))

    # -- stating ---------------------------------------------------------------------------

    @property
    def players(self) -> list[str]:
        """Return the players in player order."""
        return [character.name for character in self.characters]

    def character(self, player: str) -> StatementCharacter:
        """Return a player's character."""
        for character in self.characters:
            if character.name == player:
                return character
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "scene: {player} is not in this scene"),
            player=player,
        )

    def statements_of(self, player: str) -> list[Statement]:
        """Return a player's Statements in order."""
        self.character(player)
        return sorted(
            (s for s in self.statements.values() if s.player == player), key=lambda s: s.order
        )

    def factor_uses(self, player: str, factor: FactorRef) -> int:
        """Return how many of the player's Statements a factor supports so far."""
        return sum(factor in s.favouring for s in self.statements_of(player))

    def _check_stating(self) -> None:
        if self.phase is not ScenePhase.STATING:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "scene: Statements are made before any is rolled")
            )
        if any(s.rolled for s in self.statements.values()):
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "scene: Statements are made before any is rolled")
            )

    def state(
        self,
        player: str,
        text: str,
        favouring: Sequence[FactorRef] = (),
        opposing: Sequence[OpposingFactor] = (),
        difficulty: int = 0,
        luck_bid: int = 0,
        drive: str | None = None,
        recovers: int | None = None,
    ) -> Statement:
        """Add the player's next Statement, checking every limit of the rules.

        ``recovers`` (an index into ``setbacks_in_effect(player)``) marks it as a recovery
        Statement: when it comes true, that indefinite Setback ends.
        """
        self._check_stating()
        character = self.character(player)
        made = self.statements_of(player)
        check_count_and_words(player, len(made), text)
        degrees = favouring_degrees(character, favouring)
        for against in opposing:
            self._check_opposing(against)
        for factor in favouring:
            check_factor_uses(factor, self.factor_uses(player, factor))
        check_modifiers(difficulty, luck_bid)
        check_luck(character, sum(s.luck_bid for s in made), luck_bid, bool(degrees))
        check_drive(character, drive)
        if recovers is not None:
            check_recovery(character, recovers)
        statement = Statement(
            player=player,
            order=len(made) + 1,
            text=text.strip(),
            favouring=tuple(favouring),
            favouring_degrees=degrees,
            opposing=tuple(opposing),
            difficulty=difficulty,
            luck_bid=luck_bid,
            drive=drive,
            recovers=recovers,
        )
        self.statements[statement.key] = statement
        return statement

    def _check_opposing(self, against: OpposingFactor) -> None:
        """Refuse an opposing factor of a player of the scene at another degree than now."""
        if against.owner not in self.players or against.factor is None:
            return
        now = self.character(against.owner).scene_degree(against.factor)
        if against.degree != now:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "statements: {against_label} is {now} this scene (Setbacks in effect "
                    "count), not {against_degree}",
                ),
                against_label=against.label,
                now=now,
                against_degree=against.degree,
            )

    def opposing(self, owner: str, factor: FactorRef) -> OpposingFactor:
        """Draw an opposing factor from a player of the scene at its degree this scene."""
        character = self.character(owner)
        degree = character.scene_degree(factor)
        if degree < 1:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "statements: {owner}'s {factor_label} is at 0 this scene (Setbacks in "
                    "effect), so it cannot oppose a Statement",
                ),
                owner=owner,
                factor_label=factor.label,
            )
        return OpposingFactor(f"{owner}'s {factor.name}", degree, owner, factor)

    def withdraw(self, player: str) -> Statement:
        """Take back the player's last Statement (before anything is rolled)."""
        self._check_stating()
        made = self.statements_of(player)
        if not made:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "statements: {player} has no Statement to withdraw"),
                player=player,
            )
        last = made[-1]
        del self.statements[last.key]
        self.links = [link for link in self.links if last.key not in (link.earlier, link.later)]
        return last

    def statement(self, key: StatementKey) -> Statement:
        """Return a Statement by (player, order)."""
        if key not in self.statements:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "statements: {first} has no Statement #{second}"),
                first=key[0],
                second=key[1],
            )
        return self.statements[key]

    def link(self, earlier: StatementKey, later: StatementKey, delta: int) -> Link:
        """Say an earlier Statement supports (+1) or hinders (−1) a later-round one."""
        first, second = self.statement(earlier), self.statement(later)
        if delta not in (1, -1):
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "statements: support is +1 success and hindrance −1")
            )
        if first.order >= second.order:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "statements: only a Statement of an earlier round supports or hinders",
                )
            )
        if second.order <= self.round:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "statements: link before the later Statement's round is resolved"
                )
            )
        if any(link.earlier == earlier and link.later == later for link in self.links):
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "statements: these Statements are already linked")
            )
        made = Link(earlier, later, delta)
        self.links.append(made)
        return made

    # -- rolling ---------------------------------------------------------------------------

    def roll(
        self,
        key: StatementKey,
        faces: Sequence[int] | None = None,
        rng: random.Random | None = None,
    ) -> TripleRoll:
        """Roll a Statement's three dice (or read faces typed in)."""
        if self.phase in (ScenePhase.RESOLVED, ScenePhase.FINISHED):
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "scene: already resolved"))
        statement = self.statement(key)
        if statement.rolled:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "statements: {first} #{second} is already rolled"),
                first=key[0],
                second=key[1],
            )
        statement.roll = roll_successes(
            statement.favouring_sum, statement.opposing_sum, faces=faces, rng=rng
        )
        return statement.roll

    def roll_all(self, rng: random.Random) -> None:
        """Roll every Statement not yet rolled."""
        for key in sorted(self.statements, key=self._sort_key_by_order):
            if not self.statements[key].rolled:
                self.roll(key, rng=rng)

    # -- resolving -------------------------------------------------------------------------

    def _sort_key_by_order(self, key: StatementKey) -> tuple[int, int]:
        return (key[1], self.players.index(key[0]))

    def _last_round(self) -> int:
        return max((s.order for s in self.statements.values()), default=0)

    @property
    def true_statements(self) -> list[Statement]:
        """Return the Statements made true so far, in the order they came true."""
        return [self.statements[key] for key in self._made_true]

    def _start_round(self) -> bool:
        """Begin the next round with Statements; False when there is none."""
        while self.round < self._last_round():
            self.round += 1
            members = [s for s in self.statements.values() if s.order == self.round]
            if not members:
                continue
            unrolled = [s.player for s in members if not s.rolled]
            if unrolled:
                self.round -= 1
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "resolution: roll round {round} first ({unrolled})"
                    ),
                    round=self.round + 1,
                    unrolled=", ".join(unrolled),
                )
            for statement in members:
                statement.adjustment = sum(
                    link.delta
                    for link in self.links
                    if link.later == statement.key
                    and self.statements[link.earlier].came_true is True
                )
            members.sort(key=lambda s: (-s.weight, self.players.index(s.player)))
            self._queue = [s.key for s in members]
            return True
        return False

    def next_pending(self) -> Statement | None:
        """Return the Statement the table must judge next, or None once all are resolved."""
        if self.phase is ScenePhase.FINISHED:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "scene: already finished"))
        if self._pending is not None:
            return self.statements[self._pending]
        if not self.statements:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "resolution: no Statement was made"))
        if self.phase is ScenePhase.STATING:
            self.phase = ScenePhase.RESOLVING
        while True:
            if not self._queue and not self._start_round():
                self.phase = ScenePhase.RESOLVED
                return None
            key = self._queue.pop(0)
            statement = self.statements[key]
            if statement.successes == 0:
                statement.came_true = False
            elif not self._made_true:
                self._make_true(statement)
            else:
                self._pending = key
                return statement

    def _make_true(self, statement: Statement) -> None:
        statement.came_true = True
        self._made_true.append(statement.key)
        if statement.luck_bid:
            self.character(statement.player).spend_luck(statement.luck_bid)
            self._luck_spent[statement.player] += statement.luck_bid

    def confirm(self, compatible: bool) -> Statement:
        """Answer the pending question: is it compatible with the Statements already true?"""
        if self._pending is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "resolution: no Statement is waiting for the table")
            )
        statement = self.statements[self._pending]
        self._pending = None
        if compatible:
            self._make_true(statement)
        else:
            statement.came_true = False
        return statement

    def resolve(self, ask: Callable[[Statement, list[Statement]], bool]) -> list[Statement]:
        """Resolve the whole scene, asking ``ask(statement, already_true)`` at each step."""
        while (statement := self.next_pending()) is not None:
            self.confirm(ask(statement, self.true_statements))
        return self.true_statements

    # -- finishing -------------------------------------------------------------------------

    def inconvenience(self, player: str, trait: str) -> int:
        """Record a player inconveniencing themselves with a Trait: its degree in Luck later."""
        if self.phase is ScenePhase.FINISHED:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "scene: already finished"))
        degree = self.character(player).scene_degree(FactorRef(FactorKind.TRAIT, trait))
        if degree < 1:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "luck: {player}'s {trait} is at 0 this scene (Setbacks in effect)"
                ),
                player=player,
                trait=trait,
            )
        if (player, trait) in self._inconvenienced:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "luck: {player} already earned Luck from {trait} this scene"
                ),
                player=player,
                trait=trait,
            )
        self._inconvenienced.add((player, trait))
        self._luck_earned[player] += degree
        return degree

    def revise(self, player: str, words: int, accepted: bool) -> int:
        """Record a revision of the scene: 1 Luck later if accepted at 150–450 words."""
        if self.phase is ScenePhase.FINISHED:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "scene: already finished"))
        self.character(player)
        luck = revision_luck(words, accepted)
        self._luck_earned[player] += luck
        return luck

    def finish(self) -> dict[str, SceneSummary]:
        """Pay the Luck earned (capped at 10) and sum up each player's scene."""
        if self.phase is not ScenePhase.RESOLVED:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "scene: resolve every Statement before finishing")
            )
        summaries: dict[str, SceneSummary] = {}
        for character in self.characters:
            made = self.statements_of(character.name)
            drive_failures = sum(s.failures for s in made if s.drive is not None)
            earned = self._luck_earned[character.name] + drive_failures
            change: LuckChange = character.earn_luck(earned)
            summaries[character.name] = SceneSummary(
                player=character.name,
                failures=sum(s.failures for s in made),
                luck_spent=self._luck_spent[character.name],
                luck_earned=earned,
                luck_lost_to_cap=change.lost_to_cap,
                luck_after=character.luck,
                true_statements=tuple(s.order for s in made if s.came_true),
            )
        self.phase = ScenePhase.FINISHED
        return summaries

    # -- after the scene -------------------------------------------------------------------

    def failures_of(self, player: str) -> int:
        """Return the failed dice of a player's rolled Statements."""
        return sum(s.failures for s in self.statements_of(player) if s.rolled)

    def aftermath_of(self, player: str) -> PlayerAftermath:
        """Return a player's after-scene record (Setbacks, experience, Drive change)."""
        self.character(player)
        if player not in self._aftermath:
            self._aftermath[player] = PlayerAftermath(player, self.failures_of(player))
        return self._aftermath[player]

    def _after(self, player: str) -> tuple[StatementCharacter, PlayerAftermath]:
        if self.phase not in (ScenePhase.RESOLVED, ScenePhase.FINISHED):
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "after the scene: resolve every Statement first")
            )
        return self.character(player), self.aftermath_of(player)

    def setback(self, player: str, setback: Setback) -> int:
        """Apply a Setback the GM justifies; return the failures still free."""
        character, after = self._after(player)
        if after.experience is not None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "setback: the GM applies {player}'s Setbacks before the experience test",
                ),
                player=player,
            )
        if not setback.description.strip():
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "setback: justify a Setback by what happened in the scene"
                )
            )
        if setback.permanent and setback.target is None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "setback: a permanent Setback reduces a Trait, Attribute or Resource; name it",
                )
            )
        left = check_setbacks(after.failures, [*after.setbacks, setback])
        if setback.target is not None:
            character.degree(setback.target)
            if setback.permanent:
                character.lower(setback.target, setback.degree)
        after.setbacks.append(setback)
        return left

    def experience_sums(self, player: str) -> tuple[int, int]:
        """Return (F, O) of a player's experience test: failures vs Traits and Resources."""
        return self.failures_of(player), self.character(player).traits_and_resources

    def experience_odds(self, player: str) -> dict[int, Fraction]:
        """Return the exact chance of 0–3 successes on a player's experience test."""
        favouring, opposing = self.experience_sums(player)
        if favouring == 0:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "experience: {player} generated no failures, so there is no test"
                ),
                player=player,
            )
        return success_distribution(favouring, opposing)

    def take_experience_test(
        self,
        player: str,
        faces: Sequence[int] | None = None,
        rng: random.Random | None = None,
    ) -> ExperienceAward:
        """Roll (or read) a player's experience test, once per scene."""
        character, after = self._after(player)
        if after.experience is not None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "experience: {player} already took the test for this scene"
                ),
                player=player,
            )
        if after.failures == 0:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "experience: {player} generated no failures, so there is no test"
                ),
                player=player,
            )
        after.experience = experience_test(character, after.failures, faces=faces, rng=rng)
        return after.experience

    def advance(
        self,
        player: str,
        increase: FactorRef | None = None,
        decrease: FactorRef | None = None,
        attribute: str | None = None,
    ) -> None:
        """Take the advances the player's experience award allows (each once)."""
        character, after = self._after(player)
        if after.experience is None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "experience: {player} takes the experience test first"
                ),
                player=player,
            )
        if increase is None and decrease is None and attribute is None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "experience: choose a Trait or Resource to raise, or an Attribute"
                )
            )
        if (increase is not None or decrease is not None) and after.raised is not None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "experience: {player} already raised a Trait or Resource this scene"
                ),
                player=player,
            )
        if attribute is not None and after.attribute_raised is not None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "experience: {player} already raised an Attribute this scene"
                ),
                player=player,
            )
        if increase is not None and not increase.name.strip():
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "experience: a new Trait or Resource needs a name")
            )
        apply_experience(character, after.experience, increase, decrease, attribute)
        if increase is not None:
            after.raised = increase
            after.lowered = decrease
        if attribute is not None:
            after.attribute_raised = attribute

    def change_drive(
        self,
        player: str,
        kind: DriveChangeKind,
        index: int | None = None,
        text: str = "",
        why: str = "",
    ) -> DriveChange:
        """Add, rewrite or remove one Drive after the scene, justified by its events."""
        character, after = self._after(player)
        if after.drive_change is not None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "drives: {player} already changed a Drive after this scene"
                ),
                player=player,
            )
        if not why.strip():
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "drives: justify the change by what happened in the scene"
                )
            )
        if kind is DriveChangeKind.ADD:
            character.add_drive(text)
            change = DriveChange(kind, None, character.drives[-1], why.strip())
        elif index is None:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "drives: choose the Drive to change"))
        elif kind is DriveChangeKind.REWRITE:
            before = character.drives[index] if 0 <= index < len(character.drives) else None
            character.rewrite_drive(index, text)
            change = DriveChange(kind, before, character.drives[index], why.strip())
        else:
            change = DriveChange(kind, character.remove_drive(index), None, why.strip())
        after.drive_change = change
        return change

    # -- Setbacks carried from earlier scenes ----------------------------------------------

    def setbacks_in_effect(self, player: str) -> list[CarriedSetback]:
        """Return the Setbacks a player entered the scene with (in effect all scene)."""
        return list(self.character(player).carried)

    def recovered(self, player: str) -> list[int]:
        """Return the indexes of the player's Setbacks ended by a recovery Statement made true."""
        return sorted(
            {
                s.recovers
                for s in self.statements_of(player)
                if s.recovers is not None and s.came_true is True
            }
        )

    def carried_after(self, player: str, origin: str) -> list[CarriedSetback]:
        """Return the Setbacks in effect for the player in the next scene.

        ``origin`` names this scene for the new ones. Indefinite Setbacks stay unless
        recovered; temporary ones wear off; the non-permanent Setbacks the GM recorded
        after this scene start.
        """
        after = self._aftermath.get(player)
        new = [] if after is None else after.setbacks
        return carry_on(self.setbacks_in_effect(player), self.recovered(player), new, origin)
