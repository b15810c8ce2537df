"""Cortex: a test rolled by one character carrying stress (seed 002, "Stress Mod", "Pushing").

A GUI drives a test in five steps, every rule decided here:

1. ``stress_options(character, kind, against_number)``: for one stress type, which uses the
   rules allow now (``StressUse``), each refused one with its reason.
2. ``paid_stress_options(character, kind, use, against_number)``: for every stress type,
   whether the GM may pay the player a plot point to add that type's die to the opposition
   as well (seed: "unless the GM pays the player a plot point to add an additional stress
   die to the opposition dice pool"), each refused one with its reason.
3. ``plan_test(character, pool, difficulty, kind, use, extra_dice, paid_stress)``: the pool
   as it will be rolled (a pushed or d4 stress die included), the opposition (a stress die
   added to the GM's pool, plus one die per type the GM pays for) and the dice past two in
   the total the character can pay for; ``PlannedTest.odds()`` gives the exact odds.
4. ``RolledTest(plan, player, gm)``: the player's result and the GM's (None against a
   number); ``resolved`` judges it and ``stress_die_on_failure`` is the GM's effect die.
5. ``settle_test(character, test)`` gives the character the GM's plot points (one per
   stress die the GM paid for), applies the stress use (a push spends a plot point and
   steps the die up; d4 stress earns one and goes away, or steps up on a hitch) and pays
   for extra dice in the total;
   ``take_failure_stress(character, test, kind)`` then inflicts stress at the GM's effect die
   after a failure, of the type the GM names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction

from starshine_desktop.rules.cortex.character import CortexCharacter, StressChange, StressType
from starshine_desktop.rules.cortex.contest import ResolvedTest, resolve_test
from starshine_desktop.rules.cortex.dice import (
    BASE_TOTAL_DICE,
    CortexOutcome,
    DicePool,
    Die,
    RollResult,
)
from starshine_desktop.rules.cortex.odds import hitch_probability, outcome_probabilities
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal, RuleError


class StressUse(StrEnum):
    """Where a stress die goes in a test."""

    NONE = "none"
    OPPOSITION = "opposition"
    PUSHED = "pushed"
    D4_OWN_POOL = "d4_own_pool"

    @property
    def label(self) -> str:
        """Return the use in words."""
        return _LABELS[self]


_LABELS = {
    StressUse.NONE: QT_TRANSLATE_NOOP("Game", "No stress in this test"),
    StressUse.OPPOSITION: QT_TRANSLATE_NOOP("Game", "In the GM's opposition"),
    StressUse.PUSHED: QT_TRANSLATE_NOOP(
        "Game", "Pushed: 1 plot point, into your pool, steps up after"
    ),
    StressUse.D4_OWN_POOL: QT_TRANSLATE_NOOP("Game", "d4 stress into your pool: earn 1 plot point"),
}

STRESS_USES: tuple[StressUse, ...] = (
    StressUse.OPPOSITION,
    StressUse.PUSHED,
    StressUse.D4_OWN_POOL,
)


@dataclass(frozen=True, slots=True)
class StressOption:
    """One use of a stress die: whether the rules allow it now and, if not, why."""

    use: StressUse
    allowed: bool
    reason: str = ""
    refusal: Refusal | None = None
    """The refusal behind ``reason`` (a template and its fields, to translate), if refused."""


def stress_use_refusal(
    character: CortexCharacter, kind: StressType, use: StressUse, against_number: bool
) -> Refusal | None:
    """Return why this use of the stress die is refused now, or None when it is allowed."""
    die = character.stress_die(kind)
    name = character.name
    if character.stressed_out:
        return Refusal(
            QT_TRANSLATE_NOOP("Refusal", "stressed out: {name} takes no part in the scene"),
            name=name,
        )
    if die is None:
        return Refusal(
            QT_TRANSLATE_NOOP("Refusal", "{name} has no {kind} stress"),
            name=name,
            kind=kind,
        )
    if use is StressUse.OPPOSITION:
        if die is Die.D4:
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal", "d4 stress goes into your own pool instead, like a d4 complication"
                )
            )
        if against_number:
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal", "the stress die joins the GM's pool: roll against a level or a pool"
                )
            )
    elif use is StressUse.PUSHED:
        if die is Die.D4:
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal", "d4 stress already goes into your own pool and earns a plot point"
                )
            )
        if character.plot_points < 1:
            return Refusal(
                QT_TRANSLATE_NOOP("Refusal", "pushing stress costs a plot point; {name} has none"),
                name=name,
            )
    elif use is StressUse.D4_OWN_POOL and die is not Die.D4:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal", "only d4 stress goes into your own pool this way; this is {die_label}"
            ),
            die_label=die.label,
        )
    return None


def stress_options(
    character: CortexCharacter, kind: StressType, against_number: bool = False
) -> tuple[StressOption, ...]:
    """Return the uses of one stress type (opposition, pushed, d4), each allowed or why not."""
    options = []
    for use in STRESS_USES:
        refusal = stress_use_refusal(character, kind, use, against_number)
        options.append(StressOption(use, refusal is None, _text(refusal), refusal))
    return tuple(options)


def default_use(options: tuple[StressOption, ...]) -> StressUse | None:
    """Return the first use allowed (the opposition when it is), or None."""
    return next((option.use for option in options if option.allowed), None)


@dataclass(frozen=True, slots=True)
class PaidStressOption:
    """One stress type the GM may pay a plot point to add to the opposition, or why not."""

    kind: StressType
    allowed: bool
    reason: str = ""
    refusal: Refusal | None = None
    """The refusal behind ``reason`` (a template and its fields, to translate), if refused."""


def _text(refusal: Refusal | None) -> str:
    return "" if refusal is None else str(refusal)


def paid_stress_refusal(
    character: CortexCharacter,
    first: StressType | None,
    use: StressUse | None,
    against_number: bool,
) -> str:
    """Return why the GM can add no paid stress die to this test at all ("" when it can)."""
    return _text(paid_stress_general_refusal(character, first, use, against_number))


def paid_stress_general_refusal(
    character: CortexCharacter,
    first: StressType | None,
    use: StressUse | None,
    against_number: bool,
) -> Refusal | None:
    """Return why the GM can add no paid stress die to this test at all, or None."""
    if character.stressed_out:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal", "stressed out: {character_name} takes no part in the scene"
            ),
            character_name=character.name,
        )
    if first is not None and against_number:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal", "the stress dice join the GM's pool: roll against a level or a pool"
            )
        )
    if first is None or use in (None, StressUse.NONE):
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "the GM pays to add another stress die only when one is in the opposition",
            )
        )
    if use is not StressUse.OPPOSITION:
        if use is StressUse.PUSHED:
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "the {first} stress is pushed into your own pool, not the opposition: the "
                    "GM pays to add another stress die only when one is in the opposition",
                ),
                first=first,
            )
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "the {first} stress is in your own pool, not the opposition: the GM pays to "
                "add another stress die only when one is in the opposition",
            ),
            first=first,
        )
    return None


def paid_stress_reason(
    character: CortexCharacter,
    first: StressType | None,
    use: StressUse | None,
    against_number: bool,
    kind: StressType,
) -> str:
    """Return why the GM cannot pay to add this stress type's die ("" when it can)."""
    return _text(paid_stress_kind_refusal(character, first, use, against_number, kind))


def paid_stress_kind_refusal(
    character: CortexCharacter,
    first: StressType | None,
    use: StressUse | None,
    against_number: bool,
    kind: StressType,
) -> Refusal | None:
    """Return why the GM cannot pay to add this stress type's die, or None when it can."""
    general = paid_stress_general_refusal(character, first, use, against_number)
    if general is not None:
        return general
    if kind == first:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal", "{kind} stress is already in the opposition: add another type"
            ),
            kind=kind,
        )
    die = character.stress_die(kind)
    if die is None:
        return Refusal(
            QT_TRANSLATE_NOOP("Refusal", "{character_name} has no {kind} stress"),
            character_name=character.name,
            kind=kind,
        )
    if die is Die.D4:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal", "d4 stress goes into your own pool instead, like a d4 complication"
            )
        )
    return None


def paid_stress_options(
    character: CortexCharacter,
    first: StressType | None,
    use: StressUse | None,
    against_number: bool = False,
) -> tuple[PaidStressOption, ...]:
    """Return, per stress type, whether the GM may pay a plot point to add it, or why not."""
    options = []
    for kind in StressType:
        refusal = paid_stress_kind_refusal(character, first, use, against_number, kind)
        options.append(PaidStressOption(kind, refusal is None, _text(refusal), refusal))
    return tuple(options)


@dataclass(frozen=True, slots=True)
class PlannedTest:
    """A test about to be rolled: both pools as they will be rolled and the stress use."""

    pool: DicePool
    difficulty: int | DicePool
    kind: StressType | None
    use: StressUse
    stress_die: Die | None
    extra_dice: int = 0
    paid: tuple[tuple[StressType, Die], ...] = ()

    @property
    def paid_stress(self) -> tuple[StressType, ...]:
        """Return the stress types the GM pays a plot point each to add to the opposition."""
        return tuple(kind for kind, _die in self.paid)

    @property
    def gm_plot_points(self) -> int:
        """Return the plot points the GM pays the player (one per paid stress die)."""
        return len(self.paid)

    def odds(self) -> dict[CortexOutcome, Fraction]:
        """Return the exact chance of failure, success and heroic success."""
        kept = BASE_TOTAL_DICE + self.extra_dice
        return outcome_probabilities(self.pool, self.difficulty, kept=kept)

    def hitch_odds(self) -> Fraction:
        """Return the exact chance that at least one of the player's dice shows a hitch."""
        return hitch_probability(self.pool)

    @property
    def against_number(self) -> bool:
        """Say whether the difficulty is a number the GM announced."""
        return not isinstance(self.difficulty, DicePool)


def plan_test(
    character: CortexCharacter,
    pool: DicePool,
    difficulty: int | DicePool,
    kind: StressType | None = None,
    use: StressUse | None = None,
    extra_dice: int = 0,
    paid_stress: Sequence[StressType] = (),
) -> PlannedTest:
    """Build the test: the stress die goes into the pool the chosen use says.

    ``paid_stress`` are further stress types whose dice join the opposition, the GM paying
    the player one plot point for each. ``extra_dice`` are dice past two in the total, one
    plot point each; a push's plot point is spent first and the plot points of d4 stress
    and of the GM are earned first, so the check counts them all.
    """
    plan = _plan(character, pool, difficulty, kind, use)
    plan = _with_paid(replace(plan, paid=_paid_dice(character, plan, paid_stress)))
    if type(extra_dice) is not int or extra_dice < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "plot points: extra dice in the total are 0 or more")
        )
    available = character.plot_points + plan.gm_plot_points
    available += {StressUse.PUSHED: -1, StressUse.D4_OWN_POOL: 1}.get(plan.use, 0)
    if extra_dice > available:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "plot points: {extra_dice} extra dice in the total need {extra_dice} "
                "plot points; {character_name} has {available} for them",
            ),
            extra_dice=extra_dice,
            character_name=character.name,
            available=available,
        )
    return replace(plan, extra_dice=extra_dice)


def _paid_dice(
    character: CortexCharacter, plan: PlannedTest, paid_stress: Sequence[StressType]
) -> tuple[tuple[StressType, Die], ...]:
    """Check the stress types the GM pays for and return each with its die."""
    paid: list[tuple[StressType, Die]] = []
    for kind in paid_stress:
        kind = StressType(kind)
        if any(kind == chosen for chosen, _die in paid):
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "stress: the GM already pays to add {kind} stress to this test"
                ),
                kind=kind,
            )
        reason = paid_stress_kind_refusal(character, plan.kind, plan.use, plan.against_number, kind)
        if reason is not None:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "stress: the GM cannot pay to add {kind} stress ({reason})"
                ),
                kind=kind,
                reason=reason,
            )
        die = character.stress_die(kind)
        assert die is not None  # an allowed paid die is held
        paid.append((kind, die))
    return tuple(paid)


def _with_paid(plan: PlannedTest) -> PlannedTest:
    if not plan.paid:
        return plan
    assert isinstance(plan.difficulty, DicePool)  # paid dice only join a pool
    return replace(plan, difficulty=plan.difficulty.add(*(die for _kind, die in plan.paid)))


def _plan(
    character: CortexCharacter,
    pool: DicePool,
    difficulty: int | DicePool,
    kind: StressType | None,
    use: StressUse | None,
) -> PlannedTest:
    if character.stressed_out:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "stressed out: {character_name} takes no part in the scene"
            ),
            character_name=character.name,
        )
    if not pool.dice:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "test: the player's pool needs at least one die")
        )
    against_number = not isinstance(difficulty, DicePool)
    if isinstance(difficulty, DicePool):
        if not difficulty.dice:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "test: the GM's pool needs at least one die")
            )
    elif type(difficulty) is not int or difficulty < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "difficulty: a difficulty is 0 or more, not {difficulty!r}"
            ),
            difficulty=difficulty,
        )
    if kind is None:
        if use not in (None, StressUse.NONE):
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "stress: choose the type of stress to use")
            )
        return PlannedTest(pool, difficulty, None, StressUse.NONE, None)
    options = {option.use: option for option in stress_options(character, kind, against_number)}
    chosen = default_use(tuple(options.values())) if use is None else StressUse(use)
    if chosen is None or chosen is StressUse.NONE:
        reason = options[StressUse.OPPOSITION].refusal or ""  # "" if NONE was chosen
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "stress: {kind} stress cannot be used in this test ({reason})"
            ),
            kind=kind,
            reason=reason,
        )
    option = options[chosen]
    if not option.allowed:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "stress: {reason}"),
            reason=option.refusal,
        )
    die = character.stress_die(kind)
    assert die is not None  # every allowed use needs the die
    if chosen is StressUse.OPPOSITION:
        assert isinstance(difficulty, DicePool)
        return PlannedTest(pool, difficulty.add(die), kind, chosen, die)
    return PlannedTest(pool.add(die), difficulty, kind, chosen, die)


@dataclass(frozen=True, slots=True)
class RolledTest:
    """A planned test with the player's result and the GM's (None against a number)."""

    plan: PlannedTest
    player: RollResult
    gm: RollResult | None

    def __post_init__(self) -> None:
        if self.player.roll.pool != self.plan.pool:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "test: the player rolled {player_roll_pool_label}, not the planned "
                    "{plan_pool_label}",
                ),
                player_roll_pool_label=self.player.roll.pool.label,
                plan_pool_label=self.plan.pool.label,
            )
        if isinstance(self.plan.difficulty, DicePool):
            if self.gm is None:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "test: the GM rolls the opposition pool")
                )
            if self.gm.roll.pool != self.plan.difficulty:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "test: the GM rolled {gm_roll_pool_label}, not the planned "
                        "{plan_difficulty_label}",
                    ),
                    gm_roll_pool_label=self.gm.roll.pool.label,
                    plan_difficulty_label=self.plan.difficulty.label,
                )
        elif self.gm is not None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "test: against a number the GM rolls nothing")
            )
        if self.player.plot_points_spent > self.plan.extra_dice:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "test: the total uses {player_plot_points_spent} extra dice; the test "
                    "allowed {plan_extra_dice}",
                ),
                player_plot_points_spent=self.player.plot_points_spent,
                plan_extra_dice=self.plan.extra_dice,
            )

    @property
    def changes_sheet(self) -> bool:
        """Say whether settling changes the sheet (pushed or d4 stress, plot points paid)."""
        pooled = self.plan.use in (StressUse.PUSHED, StressUse.D4_OWN_POOL)
        return pooled or self.player.plot_points_spent > 0 or bool(self.plan.paid)

    @property
    def difficulty(self) -> int:
        """Return the number to beat: the GM's total, or the number announced."""
        if self.gm is not None:
            return self.gm.total
        assert isinstance(self.plan.difficulty, int)
        return self.plan.difficulty

    @property
    def resolved(self) -> ResolvedTest:
        """Return the test judged, with the heroically stepped effect die."""
        return resolve_test(self.player, self.difficulty)

    @property
    def beaten(self) -> bool:
        """Say whether the player beat the difficulty."""
        return self.resolved.beaten

    @property
    def player_hitched(self) -> bool:
        """Say whether the player rolled a hitch on any of their dice."""
        return self.player.hitches > 0

    @property
    def stress_die_on_failure(self) -> Die | None:
        """Return the GM's effect die after a failure (None on success or against a number)."""
        if self.beaten or self.gm is None:
            return None
        return self.gm.effect_die


@dataclass(frozen=True, slots=True)
class SettledTest:
    """What a test did to the character's sheet."""

    test: RolledTest
    plot_points_before: int
    plot_points_after: int
    changes: tuple[StressChange, ...]
    gm_paid: tuple[StressType, ...] = ()


def settle_test(character: CortexCharacter, test: RolledTest) -> SettledTest:
    """Apply the stress use of a rolled test to the character."""
    plan = test.plan
    if character.stressed_out:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "stressed out: {character_name} takes no part in the scene"
            ),
            character_name=character.name,
        )
    if plan.kind is not None and character.stress_die(plan.kind) != plan.stress_die:
        now = character.stress_die(plan.kind)
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "stress: {character_name}'s {plan_kind} stress is {now} now, not the "
                "{then} the test used",
            ),
            character_name=character.name,
            plan_kind=plan.kind,
            now=QT_TRANSLATE_NOOP("Game", "gone") if now is None else now.label,
            then=plan.stress_die.label if plan.stress_die else QT_TRANSLATE_NOOP("Game", "none"),
        )
    for kind, die in plan.paid:
        now = character.stress_die(kind)
        if now != die:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "stress: {character_name}'s {kind} stress is {now} now, not the "
                    "{die_label} the GM paid to add",
                ),
                character_name=character.name,
                kind=kind,
                now=QT_TRANSLATE_NOOP("Game", "gone") if now is None else now.label,
                die_label=die.label,
            )
    before = character.plot_points
    try:
        character.earn_plot_points(plan.gm_plot_points)  # the GM pays before the roll
        if plan.kind is not None and plan.use is StressUse.PUSHED:
            character.push_stress(plan.kind)
        elif plan.kind is not None and plan.use is StressUse.D4_OWN_POOL:
            character.use_d4_stress(plan.kind)
        character.pay_for_total(test.player)
    except RuleError:
        character.plot_points = before  # nothing changes on a refusal
        character.pushed.clear()
        character.d4_in_pool.clear()
        raise
    changes = character.settle_pushed_stress() + character.settle_d4_stress(test.player_hitched)
    return SettledTest(test, before, character.plot_points, tuple(changes), plan.paid_stress)


def take_failure_stress(
    character: CortexCharacter, test: RolledTest, kind: StressType, die: Die | None = None
) -> StressChange:
    """After a failed test, inflict stress of the GM's chosen type at the GM's effect die.

    Against a number the GM rolled no pool here, so the GM names the effect die (``die``).
    """
    if test.beaten:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "stress after a test: only a failed test inflicts stress")
        )
    effect = test.stress_die_on_failure
    if effect is None:
        if die is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "stress after a test: name the GM's effect die")
            )
        effect = die
    elif die is not None and die != effect:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "stress after a test: the stress equals the GM's effect die, "
                "{effect_label}, not {die_label}",
            ),
            effect_label=effect.label,
            die_label=die.label,
        )
    return character.take_stress(kind, effect)
