"""Printed documents as HTML/CSS, built from plain values (no Qt); ``ui.printing`` renders.

One module per document: ``persona_sheet`` (and the blank pencil sheet), ``cards`` (Shadow
Play index cards), ``episode_prep``, ``challenge_log`` and the quick references
``quick_starshine``, ``quick_moves``, ``quick_oracles``, ``quick_cortex``,
``quick_statements``. ``document`` holds the shared HTML helpers and the card layout;
``gather`` reads the campaign into the values of ``model``. ``build_document`` makes any of
them by its ``PrintKind`` name, for the ``print`` command and the File menu alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from starshine_desktop.rules.errors import IllegalStep, RuleError, ScenarioError
from starshine_desktop.rules.replay import replay_challenge
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.services.campaign import Campaign
from starshine_desktop.services.printing.cards import shadow_play_cards
from starshine_desktop.services.printing.challenge_log import challenge_log, challenge_log_values
from starshine_desktop.services.printing.document import (
    Card,
    CardSheet,
    Document,
    FlowDocument,
    Paper,
    lay_out_cards,
)
from starshine_desktop.services.printing.episode_prep import episode_prep
from starshine_desktop.services.printing.gather import (
    PrintRequestError,
    all_persona_values,
    episode_prep_values,
    find_persona,
    persona_values,
)
from starshine_desktop.services.printing.persona_sheet import pencil_sheet, persona_sheet
from starshine_desktop.services.printing.quick_cortex import quick_cortex
from starshine_desktop.services.printing.quick_moves import quick_moves
from starshine_desktop.services.printing.quick_oracles import quick_oracles
from starshine_desktop.services.printing.quick_starshine import quick_starshine
from starshine_desktop.services.printing.quick_statements import quick_statements

__all__ = [
    "Card",
    "CardSheet",
    "Document",
    "FlowDocument",
    "Paper",
    "PrintKind",
    "PrintRequest",
    "PrintRequestError",
    "build_document",
    "lay_out_cards",
]


class PrintKind(StrEnum):
    """What can be printed, by the name the ``print`` command takes."""

    PERSONA_SHEET = "persona-sheet"
    PENCIL_SHEET = "pencil-sheet"
    CARDS = "cards"
    EPISODE_PREP = "episode-prep"
    CHALLENGE_LOG = "challenge-log"
    QUICK_STARSHINE = "quick-starshine"
    QUICK_MOVES = "quick-moves"
    QUICK_ORACLES = "quick-oracles"
    QUICK_CORTEX = "quick-cortex"
    QUICK_STATEMENTS = "quick-statements"

    @property
    def label(self) -> str:
        """Return the document's name for menus."""
        return _LABELS[self]


_LABELS = {
    PrintKind.PERSONA_SHEET: "Persona sheet",
    PrintKind.PENCIL_SHEET: "Blank Persona sheet (pencil)",
    PrintKind.CARDS: "Shadow Play index cards",
    PrintKind.EPISODE_PREP: "Episode prep sheet",
    PrintKind.CHALLENGE_LOG: "Challenge log",
    PrintKind.QUICK_STARSHINE: "Quick reference: Starshine Challenge",
    PrintKind.QUICK_MOVES: "Quick reference: moves",
    PrintKind.QUICK_ORACLES: "Quick reference: oracle tables",
    PrintKind.QUICK_CORTEX: "Quick reference: Cortex-style dice",
    PrintKind.QUICK_STATEMENTS: "Quick reference: statement resolution",
}


@dataclass(frozen=True, slots=True)
class PrintRequest:
    """What to print and for whom: a Persona by name or id, an Episode, a scenario."""

    kind: PrintKind
    persona: str | None = None
    persona_id: int | None = None
    episode: str | None = None
    scenario: Mapping[str, Any] | None = None
    scenario_title: str = "Scenario"


def _persona_rows(campaign: Campaign, request: PrintRequest) -> list[Any]:
    if request.persona_id is not None:
        return [campaign.personae.get_persona(request.persona_id)]
    if request.persona is not None:
        return [find_persona(campaign, request.persona)]
    return []


def _scenario_challenge_log(campaign: Campaign, request: PrintRequest) -> FlowDocument:
    if request.scenario is None:
        raise PrintRequestError("a Challenge log needs a scenario (--scenario FILE)")
    try:
        challenge = replay_challenge(request.scenario)
    except (IllegalStep, ScenarioError) as error:
        raise PrintRequestError(f"the scenario does not replay: {error}") from None
    return challenge_log(challenge_log_values(request.scenario_title, challenge, campaign.name))


def _rulings(request: PrintRequest) -> tuple[Rulings, str]:
    if request.scenario is not None:
        try:
            rulings = Rulings.from_mapping(request.scenario.get("rulings", {}))
        except RuleError as error:
            raise PrintRequestError(f"the scenario's rulings: {error}") from None
        return rulings, f"rulings of {request.scenario_title}"
    return Rulings(), "default rulings (rules-spec A.6)"


def build_document(campaign: Campaign, request: PrintRequest) -> Document:
    """Build the document ``request`` asks for from the open campaign."""
    kind = request.kind
    if kind is PrintKind.PERSONA_SHEET:
        rows = _persona_rows(campaign, request)
        if not rows:
            raise PrintRequestError("a Persona sheet needs a Persona (--persona NAME)")
        return persona_sheet(persona_values(campaign, rows[0]), campaign.name)
    if kind is PrintKind.PENCIL_SHEET:
        return pencil_sheet()
    if kind is PrintKind.CARDS:
        rows = _persona_rows(campaign, request)
        if rows:
            personae = [persona_values(campaign, row) for row in rows]
        else:
            personae = all_persona_values(campaign)
        if not personae:
            raise PrintRequestError("the campaign has no Personae to make cards for")
        return shadow_play_cards(personae, campaign.name)
    if kind is PrintKind.EPISODE_PREP:
        return episode_prep(episode_prep_values(campaign, request.episode))
    if kind is PrintKind.CHALLENGE_LOG:
        return _scenario_challenge_log(campaign, request)
    if kind is PrintKind.QUICK_STARSHINE:
        rulings, source = _rulings(request)
        return quick_starshine(rulings, campaign.name, source)
    if kind is PrintKind.QUICK_MOVES:
        return quick_moves()
    if kind is PrintKind.QUICK_ORACLES:
        return quick_oracles()
    if kind is PrintKind.QUICK_CORTEX:
        return quick_cortex()
    return quick_statements()
