"""The limits a new Statement is checked against before it joins a scene (rules-spec D).

``Scene.state`` runs these in order, so the first limit broken is the one refused: how many
Statements a player makes and their words, the favouring factors (each once, none at 0
this scene, each supporting at most two Statements), the difficulty and the Luck bid, the
Luck the player holds, the Drive the Statement reflects and the Setback it recovers from.
Whatever needs the other players of the scene (opposing factors) stays with the scene.
"""

from __future__ import annotations

from collections.abc import Sequence

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.statements.character import StatementCharacter
from starshine_desktop.rules.statements.factors import FactorRef

MAX_STATEMENTS = 3
MAX_FACTOR_USES = 2
MAX_LUCK_BID = 5
DIFFICULTY_RANGE = (2, 12)


def check_count_and_words(player: str, made: int, text: str) -> None:
    """Refuse a fourth Statement of a player (``made`` so far) and a Statement without words."""
    if made >= MAX_STATEMENTS:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "statements: {player} already made {max_statements} Statements"
            ),
            player=player,
            max_statements=MAX_STATEMENTS,
        )
    if not text.strip():
        raise RuleError(QT_TRANSLATE_NOOP("Refusal", "statements: a Statement needs words"))


def favouring_degrees(
    character: StatementCharacter, favouring: Sequence[FactorRef]
) -> tuple[int, ...]:
    """Return the degree each favouring factor brings this scene, refusing repeats and zeros."""
    if len(set(favouring)) != len(favouring):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "statements: a factor counts once in a Statement")
        )
    degrees = tuple(character.scene_degree(factor) for factor in favouring)
    for factor, degree in zip(favouring, degrees, strict=True):
        if degree < 1:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "statements: {factor_label} is at 0 this scene (Setbacks in effect), so "
                    "it cannot support a Statement",
                ),
                factor_label=factor.label,
            )
    return degrees


def check_factor_uses(factor: FactorRef, uses: int) -> None:
    """Refuse a factor that already supports (``uses``) as many Statements as a scene allows."""
    if uses >= MAX_FACTOR_USES:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "statements: {factor_label} already supports {max_factor_uses} "
                "Statements this scene",
            ),
            factor_label=factor.label,
            max_factor_uses=MAX_FACTOR_USES,
        )


def check_modifiers(difficulty: int, luck_bid: int) -> None:
    """Refuse a difficulty modifier other than 0 or 2 to 12, and a Luck bid over 5."""
    low, high = DIFFICULTY_RANGE
    if type(difficulty) is not int or not (difficulty == 0 or low <= difficulty <= high):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "statements: a difficulty modifier is 0 or {low} to {high}"
            ),
            low=low,
            high=high,
        )
    if type(luck_bid) is not int or not 0 <= luck_bid <= MAX_LUCK_BID:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "statements: a Luck bid is 0 to {max_luck_bid}"),
            max_luck_bid=MAX_LUCK_BID,
        )


def check_luck(
    character: StatementCharacter, bid_before: int, luck_bid: int, favoured: bool
) -> None:
    """Refuse bids over the Luck held, and a Statement with neither a factor nor a Luck bid.

    ``bid_before`` is what the player's earlier Statements of the scene bid.
    """
    bids = bid_before + luck_bid
    if bids > character.luck:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "statements: {player} bids {bids} Luck this scene but holds {character_luck}",
            ),
            player=character.name,
            bids=bids,
            character_luck=character.luck,
        )
    if not favoured and luck_bid == 0:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "statements: a Statement needs a favouring factor or a Luck bid"
            )
        )


def check_drive(character: StatementCharacter, drive: str | None) -> None:
    """Refuse a Drive the character does not have."""
    if drive is not None and drive not in character.drives:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "statements: {drive!r} is not one of {player}'s Drives"),
            drive=drive,
            player=character.name,
        )


def check_recovery(character: StatementCharacter, recovers: int) -> None:
    """Refuse to recover from a Setback the character does not carry or that wears off."""
    carried = character.carried
    if type(recovers) is not int or not 0 <= recovers < len(carried):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "statements: {character_name} has no Setback number {recovers!r} in "
                "effect to recover from",
            ),
            character_name=character.name,
            recovers=recovers,
        )
    if not carried[recovers].indefinite:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "statements: {text} wears off after this scene; only an indefinite "
                "Setback needs a recovery Statement",
            ),
            text=carried[recovers].text,
        )
