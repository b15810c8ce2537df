"""Common: printed documents as HTML/CSS, built from plain values (no Qt); ``ui.printing`` renders.

One module per document: ``persona_sheet`` (and the blank pencil sheet), ``cards`` (Shadow
Play index cards), ``episode_prep``, ``challenge_log`` and the quick references
``quick_starshine``, ``quick_moves``, ``quick_oracles``, ``quick_cortex``,
``quick_statements``, and the Director's screen (``directors_screen``). ``document`` holds
the shared HTML helpers and the card layout;
``gather`` reads the campaign into the values of ``model``. ``build_document`` makes any of
them by its ``PrintKind`` name, for the ``print`` command and the File menu alike, in the
language of the translate function it is given (``words``; English without one).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, IllegalStep, RuleError, ScenarioError
from starshine_desktop.rules.ironsworn.datasworn import RulesPackage
from starshine_desktop.rules.starshine.replay import replay_challenge
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.services.campaign import Campaign
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.printing.cards import shadow_play_cards, streamed_cards
from starshine_desktop.services.printing.challenge_log import challenge_log, challenge_log_values
from starshine_desktop.services.printing.directors_screen import directors_screen
from starshine_desktop.services.printing.document import (
    Bundle,
    Card,
    CardSheet,
    Document,
    FlowDocument,
    Paper,
    PartStream,
    Piece,
    PieceFlow,
    lay_out_cards,
)
from starshine_desktop.services.printing.episode_prep import episode_prep
from starshine_desktop.services.printing.gather import (
    Names,
    PrintRequestError,
    episode_prep_values,
    find_persona,
    iter_persona_values,
    persona_print,
    persona_values,
)
from starshine_desktop.services.printing.persona_sheet import pencil_sheet, persona_sheet
from starshine_desktop.services.printing.quick_cortex import quick_cortex
from starshine_desktop.services.printing.quick_moves import quick_moves
from starshine_desktop.services.printing.quick_oracles import quick_oracles
from starshine_desktop.services.printing.quick_starshine import quick_starshine
from starshine_desktop.services.printing.quick_statements import quick_statements
from starshine_desktop.services.printing.tracks_sheet import tracks_sheet
from starshine_desktop.services.printing.words import (
    Translate,
    current,
    english,
    printed_in,
    translate,
)
from starshine_desktop.services.starshine.challenges import build_engine
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.starshine.challenges_reads import ChallengeRow

__all__ = [
    "Bundle",
    "Card",
    "CardSheet",
    "Document",
    "FlowDocument",
    "Paper",
    "Piece",
    "PieceFlow",
    "PrintKind",
    "PrintRequest",
    "PrintRequestError",
    "Translate",
    "build_document",
    "campaign_rulings",
    "lay_out_cards",
]


class PrintKind(StrEnum):
    """What can be printed, by the name the ``print`` command takes."""

    PERSONA_SHEET = "persona-sheet"
    PARTY_SHEETS = "party-sheets"
    PENCIL_SHEET = "pencil-sheet"
    TRACKS_SHEET = "tracks-sheet"
    CARDS = "cards"
    EPISODE_PREP = "episode-prep"
    CHALLENGE_LOG = "challenge-log"
    QUICK_STARSHINE = "quick-starshine"
    DIRECTORS_SCREEN = "directors-screen"
    QUICK_MOVES = "quick-moves"
    QUICK_ORACLES = "quick-oracles"
    QUICK_CORTEX = "quick-cortex"
    QUICK_STATEMENTS = "quick-statements"

    @property
    def label(self) -> str:
        """Return the document's name for menus (English, marked: the menu translates it)."""
        return _LABELS[self]


_LABELS = {
    PrintKind.PERSONA_SHEET: QT_TRANSLATE_NOOP("Print", "Persona sheet"),
    PrintKind.PARTY_SHEETS: QT_TRANSLATE_NOOP("Print", "Every Persona's sheet (party print)"),
    PrintKind.PENCIL_SHEET: QT_TRANSLATE_NOOP("Print", "Blank Persona sheet (pencil)"),
    PrintKind.TRACKS_SHEET: QT_TRANSLATE_NOOP("Print", "Blank progress tracks and clocks"),
    PrintKind.CARDS: QT_TRANSLATE_NOOP("Print", "Shadow Play index cards"),
    PrintKind.EPISODE_PREP: QT_TRANSLATE_NOOP("Print", "Episode prep sheet"),
    PrintKind.CHALLENGE_LOG: QT_TRANSLATE_NOOP("Print", "Challenge log"),
    PrintKind.QUICK_STARSHINE: QT_TRANSLATE_NOOP("Print", "Quick reference: Starshine Challenge"),
    PrintKind.DIRECTORS_SCREEN: QT_TRANSLATE_NOOP("Print", "Director's screen"),
    PrintKind.QUICK_MOVES: QT_TRANSLATE_NOOP("Print", "Quick reference: moves"),
    PrintKind.QUICK_ORACLES: QT_TRANSLATE_NOOP("Print", "Quick reference: oracle tables"),
    PrintKind.QUICK_CORTEX: QT_TRANSLATE_NOOP("Print", "Quick reference: Cortex-style dice"),
    PrintKind.QUICK_STATEMENTS: QT_TRANSLATE_NOOP("Print", "Quick reference: statement resolution"),
}


@dataclass(frozen=True, slots=True)
class PrintRequest:
    """What to print and for whom: a Persona by name or id (or several by name, or every
    one), an Episode, a scenario, and the paper it is laid out for."""

    kind: PrintKind
    persona: str | None = None
    personae: tuple[str, ...] = ()
    """More Personae by name (a party print of their sheets, or their cards)."""
    every_persona: bool = False
    persona_id: int | None = None
    episode: str | None = None
    episode_id: int | None = None
    challenge_id: int | None = None
    scenario: Mapping[str, Any] | None = None
    scenario_title: str = "Scenario"
    paper: Paper = Paper.A4
    """The paper the document is laid out for (each paper has its own layout)."""


def _persona_rows(campaign: Campaign, request: PrintRequest) -> list[Any]:
    if request.every_persona:
        return sorted(
            campaign.personae.list_personae(), key=lambda row: (row.name.casefold(), row.id)
        )
    rows = []
    if request.persona_id is not None:
        rows.append(campaign.personae.get_persona(request.persona_id))
    names = ((request.persona,) if request.persona is not None else ()) + request.personae
    for name in names:
        row = find_persona(campaign, name)
        if all(found.id != row.id for found in rows):
            rows.append(row)
    return rows


def _party(campaign: Campaign, request: PrintRequest) -> Bundle:
    """Return the sheets of the Personae asked for (every one without names) as one print."""
    rows = _persona_rows(campaign, request) or _persona_rows(
        campaign, PrintRequest(request.kind, every_persona=True)
    )
    if not rows:
        raise PrintRequestError(
            QT_TRANSLATE_NOOP("Refusal", "the campaign has no Personae to print the sheets of")
        )
    names = Names(campaign)
    tracks = campaign.tracks.list_tracks()
    language = current()

    def sheets() -> Iterator[FlowDocument]:
        # Each Persona read and its sheet made as it prints, in the print's language.
        for row in rows:
            with printed_in(language):
                values = persona_print(campaign, row, names, tracks)
                sheet = persona_sheet(values, campaign.name, request.paper)
            yield sheet

    title = translate("Print", "Persona sheets: {campaign}").format(campaign=campaign.name)
    return Bundle(title, PartStream(sheets))


def _stored_challenge(campaign: Campaign, challenge_id: int) -> ChallengeRow:
    try:
        return campaign.challenges.get_challenge(challenge_id)
    except RecordNotFoundError:
        stored = campaign.challenges.list_challenges()
        known = ", ".join(f"{row.id} {row.title!r}" for row in stored)
        if not known:
            raise PrintRequestError(
                QT_TRANSLATE_NOOP("Refusal", "no Challenge has id {id} (Challenges: none)"),
                id=challenge_id,
            ) from None
        raise PrintRequestError(
            QT_TRANSLATE_NOOP("Refusal", "no Challenge has id {id} (Challenges: {known})"),
            id=challenge_id,
            known=known,
        ) from None


def _challenge_log(campaign: Campaign, request: PrintRequest) -> FlowDocument:
    if request.challenge_id is not None:
        row = _stored_challenge(campaign, request.challenge_id)
        try:
            challenge = build_engine(row)
        except ValidationError as error:
            raise PrintRequestError(QT_TRANSLATE_NOOP("Refusal", "{error}"), error=error) from None
        return challenge_log(challenge_log_values(row.title, challenge, campaign.name))
    if request.scenario is None:
        raise PrintRequestError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "a Challenge log needs a stored Challenge (--challenge ID) "
                "or a scenario (--scenario FILE)",
            )
        )
    try:
        challenge = replay_challenge(request.scenario)
    except (IllegalStep, ScenarioError) as error:
        raise PrintRequestError(
            QT_TRANSLATE_NOOP("Refusal", "the scenario does not replay: {error}"), error=error
        ) from None
    return challenge_log(challenge_log_values(request.scenario_title, challenge, campaign.name))


def _parse_rulings(raw: object, whose: str) -> Rulings:
    try:
        return Rulings.from_mapping(raw)
    except RuleError as error:
        raise PrintRequestError(
            QT_TRANSLATE_NOOP("Refusal", "the rulings of {whose}: {error}"),
            whose=whose,
            error=error,
        ) from None


def campaign_rulings(campaign: Campaign, request: PrintRequest) -> tuple[Rulings, str]:
    """Return the rulings the campaign plays by, and whose they are.

    A Challenge named in the request (or a scenario) gives its rulings; otherwise the latest
    Challenge played in the campaign does; a campaign without Challenges uses the defaults.
    """
    if request.challenge_id is not None:
        row = _stored_challenge(campaign, request.challenge_id)
        source = translate("Print", "rulings of the Challenge {title}")
        return _parse_rulings(row.rulings, row.title), source.format(title=repr(row.title))
    if request.scenario is not None:
        whose = request.scenario_title
        rulings = _parse_rulings(request.scenario.get("rulings", {}), whose)
        return rulings, translate("Print", "rulings of {whose}").format(whose=whose)
    stored = campaign.challenges.list_challenges()
    if stored:
        latest = max(stored, key=lambda row: (row.updated_at, row.id))
        rulings = _parse_rulings(latest.rulings, latest.title)
        source = translate("Print", "rulings of the latest Challenge, {title}")
        return rulings, source.format(title=repr(latest.title))
    return Rulings(), translate("Print", "default rulings")


WITHOUT_CAMPAIGN = frozenset(
    {
        PrintKind.PENCIL_SHEET,
        PrintKind.TRACKS_SHEET,
        PrintKind.QUICK_STARSHINE,
        PrintKind.DIRECTORS_SCREEN,
        PrintKind.QUICK_MOVES,
        PrintKind.QUICK_ORACLES,
        PrintKind.QUICK_CORTEX,
        PrintKind.QUICK_STATEMENTS,
    }
)
"""The documents that print without a campaign (the Starshine reference with the default
rulings then)."""


def build_document(
    campaign: Campaign | None, request: PrintRequest, translate_with: Translate = english
) -> Document:
    """Build the document ``request`` asks for from the open campaign (``None``: only the
    documents of ``WITHOUT_CAMPAIGN``).

    Its headings and labels are written with ``translate_with`` (the window passes its
    language's; English by default). The cards of every Persona are read from the campaign
    while they print: keep the campaign open until the document is rendered.
    """
    with printed_in(translate_with):
        if campaign is None:
            return _without_campaign(request)
        return _build(campaign, request)


def _without_campaign(request: PrintRequest) -> Document:
    if request.kind not in WITHOUT_CAMPAIGN:
        raise PrintRequestError(
            QT_TRANSLATE_NOOP("Refusal", "the {document} is printed from a campaign"),
            document=translate("Print", request.kind.label),
        )
    if request.kind is PrintKind.QUICK_STARSHINE:
        return quick_starshine(Rulings(), "", translate("Print", "default rulings"))
    if request.kind is PrintKind.DIRECTORS_SCREEN:
        return directors_screen(Rulings(), "", translate("Print", "default rulings"))
    return _build_reference(request)


def _build_reference(request: PrintRequest, packages: Sequence[RulesPackage] = ()) -> Document:
    """Return a document that needs nothing from a campaign but its rules ``packages``."""
    kind = request.kind
    if kind is PrintKind.PENCIL_SHEET:
        return pencil_sheet(request.paper)
    if kind is PrintKind.TRACKS_SHEET:
        return tracks_sheet(request.paper)
    if kind is PrintKind.QUICK_MOVES:
        return quick_moves(packages)
    if kind is PrintKind.QUICK_ORACLES:
        return quick_oracles(packages)
    if kind is PrintKind.QUICK_CORTEX:
        return quick_cortex()
    return quick_statements()


def _build(campaign: Campaign, request: PrintRequest) -> Document:
    kind = request.kind
    if kind is PrintKind.PARTY_SHEETS:
        return _party(campaign, request)
    if kind is PrintKind.PERSONA_SHEET:
        rows = _persona_rows(campaign, request)
        if not rows:
            raise PrintRequestError(
                QT_TRANSLATE_NOOP("Refusal", "a Persona sheet needs a Persona (--persona NAME)")
            )
        if len(rows) > 1 or request.every_persona:
            return _party(campaign, request)
        return persona_sheet(persona_values(campaign, rows[0]), campaign.name, request.paper)
    if kind is PrintKind.CARDS:
        rows = _persona_rows(campaign, request)
        if rows and not request.every_persona:
            return shadow_play_cards([persona_values(campaign, row) for row in rows], campaign.name)
        if not campaign.personae.list_personae():
            raise PrintRequestError(
                QT_TRANSLATE_NOOP("Refusal", "the campaign has no Personae to make cards for")
            )
        # Every Persona: read one at a time while the cards are printed (keep it open).
        return streamed_cards(lambda: iter_persona_values(campaign), campaign.name)
    if kind is PrintKind.EPISODE_PREP:
        return episode_prep(episode_prep_values(campaign, request.episode, request.episode_id))
    if kind is PrintKind.CHALLENGE_LOG:
        return _challenge_log(campaign, request)
    if kind is PrintKind.QUICK_STARSHINE:
        rulings, source = campaign_rulings(campaign, request)
        return quick_starshine(rulings, campaign.name, source)
    if kind is PrintKind.DIRECTORS_SCREEN:
        rulings, source = campaign_rulings(campaign, request)
        return directors_screen(rulings, campaign.name, source)
    return _build_reference(
        request, [imported.package for imported in campaign.rules_packages.packages()]
    )
