"""The printed documents' HTML, the card layout and the values read from a campaign."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from printing_support import build_campaign

from starshine_desktop.rules.ironsworn import (
    IronswornOutcome,
    OracleOdds,
    RepairSituation,
    max_momentum,
    momentum_reset,
    moves,
    oracle_tables,
    purchases,
)
from starshine_desktop.rules.ironsworn.character import Meter, Stat
from starshine_desktop.rules.ironsworn.tracks import RANKS
from starshine_desktop.rules.starshine.replay import load_scenario, replay_challenge
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.services.printing import (
    Bundle,
    CardSheet,
    FlowDocument,
    PieceFlow,
    PrintKind,
    PrintRequest,
    PrintRequestError,
    build_document,
)
from starshine_desktop.services.printing.cards import (
    persona_cards,
    shadow_play_cards,
    streamed_cards,
)
from starshine_desktop.services.printing.challenge_log import (
    challenge_log,
    challenge_log_values,
    split_rounds,
)
from starshine_desktop.services.printing.document import (
    CARD_HEIGHT,
    CARD_WIDTH,
    CUT_MARK_GAP,
    CUT_MARK_LENGTH,
    WRITING_SPACE,
    Card,
    CardStream,
    Paper,
    Piece,
    Strong,
    card_grid,
    lay_out_cards,
    signed,
)
from starshine_desktop.services.printing.gather import (
    DIRECTOR_NAME,
    all_persona_values,
    episode_prep_values,
    find_persona,
    persona_values,
)
from starshine_desktop.services.printing.model import (
    CharacteristicPrint,
    InvestmentPrint,
    ModifierPrint,
    PersonaPrint,
    StrategyPrint,
    TraitPrint,
)
from starshine_desktop.services.printing.persona_sheet import (
    A5_CSS,
    LINE_SPACE,
    PENCIL_ROWS,
    pencil_rows,
    pencil_sheet,
    persona_sheet,
)
from starshine_desktop.services.printing.quick_cortex import quick_cortex
from starshine_desktop.services.printing.quick_moves import quick_moves
from starshine_desktop.services.printing.quick_oracles import quick_oracles
from starshine_desktop.services.printing.quick_starshine import quick_starshine
from starshine_desktop.services.printing.quick_statements import quick_statements
from starshine_desktop.services.starshine.challenge_words import ChallengeWords, outcome_words

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def boxes_shown(markup: str) -> str:
    """Return HTML with each drawn box written as its name in brackets ("[box-ticked]")."""
    return re.sub(r"<img src='mark:([^']+)'[^>]*>", r" [\1] ", markup)


def plain(markup: str) -> str:
    """Return the visible text of HTML: no style sheet, no tags, entities decoded."""
    body = re.sub(r"<style>.*?</style>", " ", markup, flags=re.DOTALL)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())


@pytest.fixture(scope="module")
def campaign_file(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    built = build_campaign(tmp_path_factory.mktemp("printing") / "Harbour Nights.starshine")
    return built.path, built.values


# Cards on a page ---------------------------------------------------------------------------


def _cards(count: int) -> CardSheet:
    return CardSheet("Cards", tuple(Card("Trait", f"<p>card {n}</p>") for n in range(count)))


@pytest.mark.parametrize("paper", list(Paper))
def test_cards_are_three_by_five_inches_four_to_a_landscape_page(paper: Paper) -> None:
    layout = lay_out_cards(_cards(9), paper)
    if paper is Paper.A5:  # two to a portrait A5 page
        assert (layout.landscape, layout.columns, layout.rows) == (False, 1, 2)
        assert [len(page.cards) for page in layout.pages] == [2, 2, 2, 2, 1]
    elif paper is Paper.LEGAL:  # four to a page, one above the other
        assert layout.per_page == 4
        assert [len(page.cards) for page in layout.pages] == [4, 4, 1]
    else:
        assert (layout.landscape, layout.columns, layout.rows) == (True, 2, 2)
        assert [len(page.cards) for page in layout.pages] == [4, 4, 1]
    assert [index for page in layout.pages for index, _ in page.cards] == list(range(9))
    width, height = paper.page_size(layout.landscape)
    room = CUT_MARK_GAP + CUT_MARK_LENGTH
    for page in layout.pages:
        rects = [rect for _, rect in page.cards]
        for rect in rects:
            assert (rect.width, rect.height) == (CARD_WIDTH, CARD_HEIGHT) == (360, 216)
            assert rect.x >= room and rect.y >= room
            assert rect.x + rect.width <= width - room and rect.y + rect.height <= height - room
        for first in range(len(rects)):
            for second in range(first + 1, len(rects)):
                a, b = rects[first], rects[second]
                overlap_x = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
                overlap_y = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
                assert overlap_x <= 0 or overlap_y <= 0


def test_cut_marks_stay_in_the_margin_on_every_cut_line() -> None:
    layout = lay_out_cards(_cards(4), Paper.A4)
    (page,) = layout.pages
    rects = [rect for _, rect in page.cards]
    left, top = min(r.x for r in rects), min(r.y for r in rects)
    right = max(r.x + r.width for r in rects)
    bottom = max(r.y + r.height for r in rects)
    for mark in page.cut_marks:
        inside_x = left < min(mark.x1, mark.x2) and max(mark.x1, mark.x2) < right
        inside_y = top < min(mark.y1, mark.y2) and max(mark.y1, mark.y2) < bottom
        assert not (inside_x and inside_y), "a cut mark runs over a card"
    vertical = sorted({m.x1 for m in page.cut_marks if m.x1 == m.x2})
    horizontal = sorted({m.y1 for m in page.cut_marks if m.y1 == m.y2})
    assert vertical == [left, left + CARD_WIDTH, right]
    assert horizontal == [top, top + CARD_HEIGHT, bottom]
    assert len(page.cut_marks) == 2 * len(vertical) + 2 * len(horizontal)


@pytest.mark.parametrize("paper", list(Paper))
def test_the_calibration_mark_is_one_inch_in_the_margin_clear_of_cut_marks(paper: Paper) -> None:
    grid = card_grid(paper, CARD_WIDTH, CARD_HEIGHT)
    mark = grid.calibration()
    assert (mark.x2 - mark.x1, mark.y2 - mark.y1) == (72, 0)  # one inch, level
    assert abs((mark.x1 + mark.x2) / 2 - grid.page_width / 2) < 0.01
    page = grid.page(0, 4)
    top_of_cards = min(rect.y for _, rect in page.cards)
    highest_mark = min(min(m.y1, m.y2) for m in page.cut_marks)
    assert mark.y1 - 4 > 0 and mark.y1 + 4 + 12 < highest_mark < top_of_cards


def test_a_streamed_sheet_reads_the_personae_again_on_each_pass() -> None:
    reads: list[int] = []

    def personae() -> Iterator[PersonaPrint]:
        reads.append(1)
        yield from (PersonaPrint(name=f"P{n}") for n in range(3))

    sheet = streamed_cards(personae, "Big")
    assert isinstance(sheet.cards, CardStream)
    first = [card.head for card in sheet.cards]
    second = [card.head for card in sheet.cards]
    assert first == second and len(first) == 6 and len(reads) == 2  # Stance, Expressions


def test_a_card_too_big_for_the_paper_is_refused() -> None:
    sheet = CardSheet("Huge", (Card("Trait", "x"),), card_width=2000, card_height=100)
    with pytest.raises(ValueError, match="does not fit"):
        lay_out_cards(sheet, Paper.LETTER)


def test_paper_names_parse_and_others_are_refused() -> None:
    assert Paper.parse(" Letter ") is Paper.LETTER
    assert Paper.parse("US letter") is Paper.LETTER
    assert Paper.parse("A4") is Paper.A4
    assert Paper.parse("a5") is Paper.A5
    assert Paper.parse("US Legal") is Paper.LEGAL
    with pytest.raises(ValueError, match="a4, letter, a5 or legal"):
        Paper.parse("tabloid")


# The Persona sheet and the pencil sheet ----------------------------------------------------


def test_persona_sheet_shows_every_record_of_the_campaign(
    campaign_file: tuple[Path, list[str]],
) -> None:
    path, values = campaign_file
    campaign = open_campaign(path)
    try:
        ada = persona_values(campaign, find_persona(campaign, "ada quell"))
        bo = persona_values(campaign, find_persona(campaign, "Bo Marten"))
        document = persona_sheet(ada, campaign.name)
    finally:
        campaign.close()
    shown = plain(document.html)
    ada_values = [v for v in values if v not in ("Bo Marten", "Sam Okafor", "Dee Varga")]
    elsewhere = ("smuggler", "Drowned Bell", "Salt and Iron", "Night at the Docks")
    ada_values = [v for v in ada_values if v not in elsewhere]
    ada_values.remove("Patrolled")  # on the Harbour, not on Ada
    for value in ada_values:
        assert value in shown, value
    assert "The Harbour > free of the Guild" in shown
    assert "Earned 1, spent 0, unspent 1." in shown
    assert "2 → 3 Strategy started: Bribe the harbourmaster" in shown  # A.2
    assert "modified: 5" in shown  # Guard 3 and the compass (+2)
    assert "modified: +1" in shown  # Stunt 0 and quick hands (+1)
    assert "\u22122" in shown  # the Threat Score printed with a true minus sign
    assert ada.actor == "Rosa Lind" and bo.actor == "Sam Okafor"
    assert bo.strategies[0].pursues == "ending the Episode"
    creators = {t.name: t.created_by for t in ada.traits}
    assert creators == {"Wounded pride": DIRECTOR_NAME, "Dug in": "Ada Quell"}
    assert document.footer == "Ada Quell · Harbour Nights"


def test_persona_sheet_prints_the_cortex_and_ironsworn_sheets_only_when_filled_in(
    tmp_path: Path,
) -> None:
    from starshine_desktop.rules.cortex import StressType
    from starshine_desktop.rules.ironsworn.character import Stat
    from starshine_desktop.rules.ironsworn.tracks import LegacyKind
    from starshine_desktop.services.campaign import create_campaign
    from starshine_desktop.services.changes import RecordKind
    from starshine_desktop.storage.rows import PersonaValues

    campaign = create_campaign(tmp_path / "Other Rules.starshine")
    try:
        ada, _bo = (
            campaign.personae.add_persona(PersonaValues(name)).changes.added_ids(
                RecordKind.PERSONA
            )[0]
            for name in ("Ada", "Bo")
        )
        campaign.cortex_sheets.set_plot_points(ada, 2)
        for _ in range(2):  # none -> d4 -> d6
            campaign.cortex_sheets.step_stress(ada, StressType.MENTAL, up=True)
        campaign.tracks.set_stat(ada, Stat.IRON, 3)
        campaign.tracks.set_meter(ada, Meter.HEALTH, 2)
        campaign.tracks.set_momentum(ada, 4)
        campaign.tracks.mark_legacy(ada, LegacyKind.QUESTS, 9)  # two boxes and a tick
        ada_print = persona_values(campaign, find_persona(campaign, "Ada"))
        bo_print = persona_values(campaign, find_persona(campaign, "Bo"))
    finally:
        campaign.close()
    ada_sheet = persona_sheet(ada_print, "Other Rules").html
    shown = plain(boxes_shown(ada_sheet))
    assert "Mental stress [box] d4 [box-ticked] d6 [box] d8" in shown
    assert "Physical stress [box] d4 [box] d6" in shown
    assert "Plot points 2 Stressed out [box] takes no further part" in shown
    assert "Ironsworn Edge Heart Iron Shadow Wits 1 1 3 1 1" in shown
    # Health 2 of 0–5 marked in its row of boxes; the others at 5.
    marked = re.findall(r"class='strip now'[^>]*>([^<]*)</td>", ada_sheet)
    assert marked[:4] == ["2", "5", "5", "5"]
    assert marked[4] == "+4"  # momentum
    assert "Momentum +4 (max +10, reset +2)" in shown
    # Quests: 9 ticks are two full boxes and one tick, drawn in ten boxes.
    quests = ada_sheet.split("Quests", 1)[1]
    ticks = re.findall(r"mark:track-(\d)", quests)[:10]
    assert ticks == ["4", "4", "1"] + ["0"] * 7
    assert "Impacts [box] wounded [box] shaken" in shown
    # A fresh Persona's sheet has every block, blank, as the pencil sheet has.
    untouched = plain(boxes_shown(persona_sheet(bo_print, "Other Rules").html))
    assert bo_print.cortex is None and bo_print.ironsworn is None
    assert "Cortex-style dice" in untouched and "Ironsworn" in untouched
    assert "Momentum (max and reset: ____ / ____)" in untouched
    assert "[box-ticked]" not in untouched and "mark:track-1" not in untouched


def test_persona_sheet_escapes_what_people_typed() -> None:
    persona = PersonaPrint(
        name="<b>Vex</b> & Co",
        characteristics=(CharacteristicPrint("Sly", 2, ("<i>grins</i>",)),),
        traits=(TraitPrint("A > B", 1, False, "<b>Vex</b> & Co", "the Director"),),
    )
    document = persona_sheet(persona, "C")
    assert "&lt;b&gt;Vex&lt;/b&gt; &amp; Co" in document.html
    assert "<b>Vex</b>" not in document.html
    assert "&lt;i&gt;grins&lt;/i&gt;" in document.html


def test_a_corrupt_characteristic_shows_its_corrupt_name() -> None:
    persona = PersonaPrint(
        name="Ada", characteristics=(CharacteristicPrint("Kind", 2, (), True, "Cruel"),)
    )
    shown = plain(persona_sheet(persona, "C").html)
    assert "Cruel (corrupt)" in shown and "Kind" not in shown


def test_pencil_sheet_has_every_label_and_blank_boxes_but_no_values() -> None:
    document = pencil_sheet()
    shown = plain(document.html)
    for label in (
        "Persona",
        "Actor",
        "Director's Stance",
        "Characteristic",
        "Expressions",
        "Knack, Power or Signature Item",
        "Trait",
        "Strength",
        "Investment",
        "Strategy",
        "Advance",
        "Changes of the Director's Stance",
        "Cortex-style dice",
        "Physical stress",
        "Plot points",
        "Stressed out",
        "Ironsworn",
        "Momentum",
        "Impacts",
        "Legacy track",
        "Experience",
        "Notes",
    ):
        assert label in shown, label
    for score in Score:
        assert score.value.capitalize() in shown
    # The only numbers are the printed scales: the Stance, meters, momentum and dice.
    scales = re.sub(r"[−+]?\d+", "", re.sub(r"\bd\d+\b", "", shown))
    assert not re.search(r"\d", scales)
    blank_cells = document.html.count(WRITING_SPACE)
    rows = {key: pencil_rows(key, Paper.A4) for key in PENCIL_ROWS}
    assert rows["traits"] == 10  # US Letter's 9, and one more to fill A4
    expected = 12 + rows["characteristics"] + 2 * rows["modifiers"]
    expected += 4 * rows["traits"] + 3 * rows["investments"]
    expected += 2 * rows["strategies"] + 3 * rows["advances"]
    expected += 3 * rows["stance_changes"]
    expected += 1 + len(Stat)  # plot points and stats
    assert blank_cells == expected
    lines = document.html.count(LINE_SPACE)
    assert lines == PENCIL_ROWS["characteristics"] * PENCIL_ROWS["expressions"]
    assert document.html.count("page-break-before: always") == 1  # front and back
    tracks = PENCIL_ROWS["vows"] + PENCIL_ROWS["tracks"] + 3  # and the three legacies
    assert document.html.count("mark:track-0") == 10 * tracks
    assert "mark:ruled" in document.html  # the notes ruled down to the foot of the page
    assert "☐" not in document.html and "☒" not in document.html


def test_the_pencil_sheet_on_a5_has_fewer_rows_three_pages_and_no_type_under_7_pt() -> None:
    document = pencil_sheet(Paper.A5)
    rows = {key: pencil_rows(key, Paper.A5) for key in PENCIL_ROWS}
    # The counts docs/printing.md states for A5.
    assert rows == {
        "characteristics": 3,
        "expressions": 2,
        "modifiers": 2,
        "traits": 6,
        "investments": 3,
        "strategies": 3,
        "advances": 6,
        "stance_changes": 5,
        "vows": 2,
        "tracks": 1,
    }
    expected = 12 + rows["characteristics"] + 2 * rows["modifiers"]
    expected += 4 * rows["traits"] + 3 * rows["investments"]
    expected += 2 * rows["strategies"] + 3 * rows["advances"]
    expected += 3 * rows["stance_changes"]
    expected += 1 + len(Stat)  # plot points and stats
    assert document.html.count(WRITING_SPACE) == expected
    assert document.html.count(LINE_SPACE) == rows["characteristics"] * rows["expressions"]
    tracks = rows["vows"] + rows["tracks"] + 3  # and the three legacies
    assert document.html.count("mark:track-0") == 10 * tracks
    # The front, the records with the Cortex-style block and notes, the Ironsworn block.
    assert document.html.count("page-break-before: always") == 2
    assert document.html.count("mark:ruled") == 1  # ruled to the foot of the second page
    sizes = [float(size) for size in re.findall(r"font-size:\s*([\d.]+)pt", document.html)]
    # The last rule of each kind wins: what A5 sets is at least 7 pt.
    a5_sizes = re.findall(r"font-size:\s*([\d.]+)pt", A5_CSS)
    assert a5_sizes and min(float(size) for size in a5_sizes) >= 7
    assert min(sizes) >= 7
    # A4's sheet is as it was: one page break, the rows of A4.
    assert pencil_sheet(Paper.A4).html.count("page-break-before: always") == 1


def typical_persona() -> PersonaPrint:
    """A Persona as a table plays one: four Characteristics, eight Traits, four Investments."""
    return PersonaPrint(
        name="Ada Quell",
        actor="Rosa Lind",
        stance=3,
        notes="Carries her mother's compass.",
        characteristics=tuple(
            CharacteristicPrint(name, 2 + n, tuple(f"{name} way {k}" for k in range(3)))
            for n, name in enumerate(("Bold", "Kindly", "Sly", "Tough"))
        ),
        modifiers=tuple(ModifierPrint("Knack", f"Knack {n}", Score.STUNT, 1) for n in range(3)),
        traits=tuple(
            TraitPrint(f"Trait {n}", n, n % 3 == 0, "Ada Quell", "Ada Quell" if n % 2 else "Bo")
            for n in range(8)
        ),
        investments=tuple(
            InvestmentPrint("The Harbour", f"tie {n}", 1 + n, "Bold", "open") for n in range(4)
        ),
        strategies=tuple(
            StrategyPrint(f"Plan {n}", "ending the Episode", "active") for n in range(3)
        ),
    )


def test_the_front_page_says_each_thing_once() -> None:
    persona = typical_persona()
    html_text = persona_sheet(persona, "Harbour Nights").html
    shown = plain(html_text.split("<body>", 1)[1])
    assert shown.count("Ada Quell") == 1  # in the name box: no "On", no "By" for its own
    assert "Bo" in shown and "By" in shown  # a Trait someone else created says who
    heads = re.findall(r"<th[^>]*>([^<]*)</th>", html_text)
    assert "On" not in heads and "Created by" not in heads
    mine = replace(
        persona, traits=tuple(replace(t, created_by="Ada Quell") for t in persona.traits)
    )
    assert not re.search(r"\bBo\b", plain(persona_sheet(mine, "C").html.split("<body>", 1)[1]))
    boxed = plain(boxes_shown(html_text))
    for characteristic in persona.characteristics:
        for expression in characteristic.expressions:
            assert f"[box] {expression}" in boxed


def test_every_list_has_at_least_the_pencil_sheets_rows() -> None:
    """A sheet is a form: below the filled rows, blank ones up to the pencil sheet's count."""
    persona = typical_persona()  # 4 Characteristics, 3 Knacks, 8 Traits, 4 Investments…
    filled = persona_sheet(persona, "C").html.count(WRITING_SPACE)
    blank = pencil_sheet().html.count(WRITING_SPACE)
    # Every blank cell of the pencil sheet's lists, less the cells the Persona's rows fill.
    used = 12 + 1 + len(Stat)  # the Scores are filled; plot points and stats stay blank
    used -= 1 + len(Stat)
    used += 4 + 2 * 3 + 4 * 8 + 3 * 4 + 2 * 3  # as many rows filled, as many fewer blank
    assert filled == blank - used
    assert "mark:ruled" in persona_sheet(persona, "C").html


def test_lists_longer_than_the_front_page_holds_go_after_it() -> None:
    persona = replace(
        typical_persona(),
        traits=tuple(
            TraitPrint(f"A Trait with a long name, number {n}", n, False, "Ada Quell", "Ada Quell")
            for n in range(40)
        ),
    )
    document = persona_sheet(persona, "C")
    # The renderer measures each layout in turn: all on the front, then the longest list
    # (the Traits) after it, and so on.
    assert "after this page" not in plain(document.html)
    moved = plain(document.variants[0])
    assert "40 Traits: after this page." in moved
    assert all(moved.count(t.name + " ") == 1 for t in persona.traits)  # listed once
    assert document.variants[0].count("page-break-before: always") == 2


# Shadow Play cards ---------------------------------------------------------------------------


def test_cards_cover_stance_expressions_and_each_investment_strategy_and_trait(
    campaign_file: tuple[Path, list[str]],
) -> None:
    path, _ = campaign_file
    campaign = open_campaign(path)
    try:
        personae = all_persona_values(campaign)
    finally:
        campaign.close()
    ada = next(p for p in personae if p.name == "Ada Quell")
    cards = persona_cards(ada)
    assert [card.kind for card in cards] == [
        "Stance",
        "Expressions",
        "Investment",
        "Strategy",
        "Trait",
        "Trait",
    ]
    assert ada.stance == 3  # entered as 2; starting a Strategy raised it (A.2)
    stance = plain(cards[0].html)
    assert "Now 3" in stance
    assert [f"[{value}]" in stance for value in range(1, 7)] == [v == 3 for v in range(1, 7)]
    assert "Speaks first" in plain(cards[1].html) and "Bold 4" in plain(cards[1].html)
    assert "The Harbour > free of the Guild" in plain(cards[2].html)
    investment = plain(boxes_shown(cards[2].html))
    assert "[box-ticked] open" in investment and "[box] resolved" in investment
    assert "[box-ticked] active" in plain(boxes_shown(cards[3].html))
    assert "Negative Trait on this Persona, created by the Director" in plain(cards[4].html)
    assert "Trait on this Persona, created by the Persona itself" in plain(cards[5].html)
    for card in cards:  # the Persona's name once a card: in its heading
        assert plain(card.head + card.html).count(ada.name) == 1, card.kind
    sheet = shadow_play_cards(personae, campaign.name)
    assert isinstance(sheet.cards, tuple)
    assert len(sheet.cards) == len(cards) + 3  # Bo: Stance, Expressions, one Strategy
    assert all("Rosa Lind" in plain(card.head) for card in cards)


# Episode prep ------------------------------------------------------------------------------


def pieces_html(pieces: Iterable[Piece]) -> str:
    """Return the HTML of every piece, in order, each grid written as rows of cells."""
    shown = []
    for piece in pieces:
        shown.append(piece.html)
        if piece.grid is not None:
            rows = (piece.grid.headers, *piece.grid.rows)
            for row in rows:
                cells = (cell.text if isinstance(cell, Strong) else cell for cell in row)
                shown.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells))
    return "".join(shown)


def prep_html(prep: Any) -> str:
    """Return the HTML of every piece of an Episode's prep sheet, in order."""
    from starshine_desktop.services.printing.episode_prep import episode_prep

    return pieces_html(episode_prep(prep).pieces)


def tick_boxes(prep: Any) -> int:
    """Return how many tick boxes an Episode's prep sheet draws."""
    from starshine_desktop.services.printing.episode_prep import episode_prep

    grids = [piece.grid for piece in episode_prep(prep).pieces if piece.grid is not None]
    return sum(len(grid.rows) * len(grid.boxes) for grid in grids)


def test_episode_prep_lists_players_stances_open_records_unchecked_and_elements(
    campaign_file: tuple[Path, list[str]],
) -> None:
    path, _ = campaign_file
    campaign = open_campaign(path)
    try:
        prep = episode_prep_values(campaign)
        earlier = episode_prep_values(campaign, "the drowned bell")
        with pytest.raises(PrintRequestError, match="no Episode is called 'Nope'"):
            episode_prep_values(campaign, "Nope")
    finally:
        campaign.close()
    assert prep.episode == "Salt and Iron" and prep.last_episode == "The Drowned Bell"
    assert prep.director == "Dee Varga"
    assert earlier.last_episode is None
    unchecked = {entry.persona: dict(entry.items) for entry in prep.unchecked}
    ada = unchecked["Ada Quell"]
    assert "Expression: Speaks first" not in ada  # both other players ticked it
    assert ada["Expression: Never backs down"] == ("Dee Varga", "Sam Okafor")
    assert ada["Trait: Dug in"] == ("Dee Varga", "Sam Okafor")
    assert unchecked["Bo Marten"] == {}
    shown = plain(prep_html(prep))
    for text in (
        "Director: Dee Varga",
        "Rosa Lind — plays Ada Quell",
        "Bribe the harbourmaster",
        "Find the smuggler's ledger",
        "The Harbour > free of the Guild",
        "Last Episode: The Drowned Bell",
        "Never backs down",
        "Dug in",
    ):
        assert text in shown, text
    assert "Everything was checked off" not in shown
    assert "No earlier Episode." in plain(prep_html(earlier))
    check_offs = {check_off.persona: check_off for check_off in prep.check_offs}
    assert check_offs["Bo Marten"].items == ()  # nothing to check: no table printed
    ada_check_off = check_offs["Ada Quell"]
    assert ada_check_off.observers == ("Sam Okafor", "Dee Varga")  # not Rosa: she plays Ada
    assert "Trait: Dug in" in ada_check_off.items and len(ada_check_off.items) == 5
    assert "Check-off for this Episode" in shown
    assert tick_boxes(prep) == 2 * 5  # drawn, never a glyph


def test_episode_prep_prints_the_stored_check_off_of_the_last_episode_not_todays_traits(
    tmp_path: Path,
) -> None:
    """What the last Episode left unchecked comes from the outcome stored when it closed:
    a Trait given (or an Expression written) after it closed was never part of its check-off,
    and a Persona awarded an Advance then left nothing unchecked."""
    path = build_campaign(tmp_path / "Later.starshine").path
    campaign = open_campaign(path)
    try:
        personae = {row.name: row.id for row in campaign.personae.list_personae()}
        campaign.records.add_trait("Cold water rising", 2, on=f"persona:{personae['Bo Marten']}")
        campaign.records.add_trait("Sworn to the Bell", 1, on=f"persona:{personae['Ada Quell']}")
        closed = next(row for row in campaign.episodes.list_episodes() if row.closed)
        stored = {o.persona_id: o for o in campaign.episodes.view(closed.id).outcomes}
        prep = episode_prep_values(campaign)
    finally:
        campaign.close()
    assert stored[personae["Bo Marten"]].awarded is True
    assert stored[personae["Ada Quell"]].awarded is False
    unchecked = {entry.persona: entry for entry in prep.unchecked}
    assert unchecked["Bo Marten"].awarded is True and unchecked["Bo Marten"].items == ()
    ada = unchecked["Ada Quell"]
    assert ada.awarded is False
    gaps = {line for line in stored[personae["Ada Quell"]].missing.splitlines()}
    assert {(item, who) for item, who in ada.items} == {
        ("Expression: Never backs down", ("Dee Varga", "Sam Okafor")),
        ("Expression: Shares her bread", ("Dee Varga", "Sam Okafor")),
        ("Trait: Wounded pride", ("Dee Varga", "Sam Okafor")),
        ("Trait: Dug in", ("Dee Varga", "Sam Okafor")),
    }
    assert len(gaps) == 2 * len(ada.items)  # every stored gap, each item once
    shown = plain(prep_html(prep))
    assert (
        "Cold water rising"
        not in shown.split("Left unchecked last Episode")[1].split("Elements in play")[0]
    )
    assert "Sworn to the Bell" not in shown.split("Check-off for this Episode")[0]
    assert "Bo Marten Advance awarded —" in shown
    assert "Ada Quell No Advance Expression: Never backs down Dee Varga, Sam Okafor" in shown


def test_episode_prep_of_a_chosen_episode_by_id(campaign_file: tuple[Path, list[str]]) -> None:
    path, _ = campaign_file
    campaign = open_campaign(path)
    try:
        drowned = next(row for row in campaign.episodes.list_episodes() if row.closed)
        document = build_document(
            campaign, PrintRequest(PrintKind.EPISODE_PREP, episode_id=drowned.id)
        )
        with pytest.raises(PrintRequestError, match="no longer in the campaign"):
            build_document(campaign, PrintRequest(PrintKind.EPISODE_PREP, episode_id=999))
    finally:
        campaign.close()
    assert isinstance(document, PieceFlow)
    assert document.title == "Episode prep: The Drowned Bell"
    assert "No earlier Episode." in plain(pieces_html(document.pieces))


# Challenge log -------------------------------------------------------------------------------


def test_challenge_log_prints_set_up_rulings_final_state_and_every_log_line() -> None:
    scenario = load_scenario((SCENARIOS / "three_personae_literal_rulings.json").read_bytes())
    challenge = replay_challenge(scenario)
    document = challenge_log(challenge_log_values("Literal", challenge, "Harbour Nights"))
    shown = plain(document.html)
    words = ChallengeWords.of(scenario)
    for line in challenge.log:
        spoken = words.text(line.split(": ", 1)[1]).removeprefix("set-up: ")
        assert spoken in shown, line
    for key, value in scenario.get("rulings", {}).items():
        assert f"{key} " in shown and (value != "default")
    assert "(table's choice)" in shown
    output = challenge.output()
    assert f"the Challenge is over: {outcome_words(output['outcome'])}" in shown
    for persona in scenario["personae"]:
        assert persona["name"] in shown
        assert f"({persona['id']})" not in shown  # people read names, not the log's ids
    for trait_id in words.traits:
        assert trait_id not in shown
    rounds = split_rounds(challenge.log_events)
    assert [number for number, _ in rounds] == list(range(output["round"] + 1))
    assert sum(len(events) for _, events in rounds) == len(challenge.log)


def test_challenge_log_from_the_print_request_refuses_a_bad_scenario(
    campaign_file: tuple[Path, list[str]],
) -> None:
    path, _ = campaign_file
    bad = json.loads((SCENARIOS / "three_personae_seven_rounds.json").read_text())
    bad["steps"].insert(0, {"do": "threats"})
    campaign = open_campaign(path)
    try:
        with pytest.raises(PrintRequestError, match="does not replay: step 0"):
            build_document(campaign, PrintRequest(PrintKind.CHALLENGE_LOG, scenario=bad))
        with pytest.raises(PrintRequestError, match="needs a stored Challenge"):
            build_document(campaign, PrintRequest(PrintKind.CHALLENGE_LOG))
        with pytest.raises(PrintRequestError, match="needs a Persona"):
            build_document(campaign, PrintRequest(PrintKind.PERSONA_SHEET))
        with pytest.raises(PrintRequestError, match=r"no Persona is called 'Zed' \(Personae: Ada"):
            build_document(campaign, PrintRequest(PrintKind.CARDS, persona="Zed"))
    finally:
        campaign.close()


# Quick references --------------------------------------------------------------------------


def test_quick_starshine_is_written_with_the_rulings_in_play() -> None:
    default = plain(quick_starshine(Rulings(), "C", "default rulings").html)
    assert "Opportunity > Guard" in default and "Scope: 2 to 6" in default
    assert "(table's choice)" not in default
    chosen = Rulings.from_mapping(
        {"R1": "threat_vs_guard", "R3": "one_to_six", "R9": "once_per_persona"}
    )
    table = plain(quick_starshine(chosen, "C", "rulings of X").html)
    assert "Threat > Guard" in table and "Scope: 1 to 6" in table and "once per Persona" in table
    assert table.count("(table's choice)") == 3
    assert table.count("(default)") == 7


def test_quick_moves_and_oracles_print_every_move_and_table_row_from_the_data() -> None:
    shown = plain(quick_moves().html)
    for move in moves():
        assert move.name in shown and move.trigger[1:] in shown  # "When you…": see below
    credit = plain(quick_moves().head)  # across the first page, above the columns
    assert "CC BY-NC-SA 4.0" in credit and "Shawn Tomkin" in credit
    tables = plain(quick_oracles().html)
    for table in oracle_tables():
        assert table.name in tables
        for row in table.rows:
            assert row.result in tables
    for odds in OracleOdds:
        assert f"{odds.label} 01–{odds.yes_at_most:02d}" in tables


def test_quick_cortex_and_statements_take_their_numbers_from_the_rules() -> None:
    cortex = plain(quick_cortex().html)
    for text in (
        # Each difficulty a column over its dice, each length over the dice it adds.
        "Very Easy Easy Challenging Hard Very Hard d4 + d4 d6 + d6 d8 + d8 d10 + d10 d12 + d12",
        "Short Medium Long +1d6 +2d6 +3d6",
        "d4 < d6 < d8 < d10 < d12",
        "pay you a plot point for each further stress die",
        "d4 stress goes into your own pool and earns a plot point",
    ):
        assert text in cortex, text
    statements = plain(quick_statements().html)
    for text in (
        "up to 3 Statements",
        "Luck bid (0 to 5)",
        "0 or 2 to 12",
        "Luck (at most 10)",
        "150–450 words",
        "at most 3 Drives",
        "After the scene, in this order",
        "add one (at most 3)",
        "during the next scene, then wears off",
        "until a Statement recovering from it comes true",
    ):
        assert text in statements, text


def test_every_kind_builds_from_a_campaign(campaign_file: tuple[Path, list[str]]) -> None:
    path, _ = campaign_file
    scenario = load_scenario((SCENARIOS / "two_personae_alternative_rulings.json").read_bytes())
    campaign = open_campaign(path)
    try:
        for kind in PrintKind:
            request = PrintRequest(
                kind,
                persona="Ada Quell" if kind is PrintKind.PERSONA_SHEET else None,
                scenario=scenario if kind is PrintKind.CHALLENGE_LOG else None,
            )
            document = build_document(campaign, request)
            expected = {
                PrintKind.CARDS: CardSheet,
                PrintKind.PARTY_SHEETS: Bundle,
                PrintKind.EPISODE_PREP: PieceFlow,
            }
            assert isinstance(document, expected.get(kind, FlowDocument)), kind
            assert kind.label
    finally:
        campaign.close()


def test_a_stored_challenge_prints_its_log_and_gives_the_campaign_its_rulings(
    campaign_file: tuple[Path, list[str]],
) -> None:
    path, _ = campaign_file
    campaign = open_campaign(path)
    try:
        (stored,) = campaign.challenges.list_challenges()
        log = campaign.challenges.readable_log(stored.id)
        document = build_document(
            campaign, PrintRequest(PrintKind.CHALLENGE_LOG, challenge_id=stored.id)
        )
        quick = build_document(campaign, PrintRequest(PrintKind.QUICK_STARSHINE))
        named = build_document(
            campaign, PrintRequest(PrintKind.QUICK_STARSHINE, challenge_id=stored.id)
        )
        with pytest.raises(
            PrintRequestError,
            match=r"no Challenge has id 99 \(Challenges: 1 'Night at the Docks'\)",
        ):
            build_document(campaign, PrintRequest(PrintKind.CHALLENGE_LOG, challenge_id=99))
    finally:
        campaign.close()
    assert isinstance(document, FlowDocument) and isinstance(quick, FlowDocument)
    assert isinstance(named, FlowDocument)
    shown = plain(document.html)
    assert "Challenge log: Night at the Docks" in shown
    assert "the Challenge is over: the Director ended it" in shown
    for line in log:
        assert line.split(": ", 1)[1] in shown
    assert "The Harbour" in shown  # the Element in play
    rules = plain(quick.html)
    assert "rulings of the latest Challenge, 'Night at the Docks'" in rules
    assert "Scope: 1 to 6" in rules and rules.count("(table's choice)") == 1
    assert "rulings of the Challenge 'Night at the Docks'" in plain(named.html)


def crowded_persona() -> PersonaPrint:
    """A Persona with more Expressions than one card holds."""
    characteristics = tuple(
        CharacteristicPrint(
            f"Trait{n:02d}",
            n % 7,
            tuple(f"expression {n:02d}-{k} said out loud at the table" for k in range(4)),
        )
        for n in range(12)
    )
    return PersonaPrint(name="Crowded", characteristics=characteristics)


def test_many_expressions_spread_over_several_cards_in_order() -> None:
    persona = crowded_persona()
    cards = [card for card in persona_cards(persona) if card.kind == "Expressions"]
    assert len(cards) > 2
    for number, card in enumerate(cards, start=1):
        assert f"Expressions ({number} of {len(cards)})" in plain(card.html)
    shown = " ".join(plain(card.html) for card in cards)
    expected = [e for c in persona.characteristics for e in c.expressions]
    positions = [shown.index(e) for e in expected]
    assert positions == sorted(positions)
    assert all(shown.count(e) == 1 for e in expected)
    one = PersonaPrint(name="One", characteristics=persona.characteristics[:1])
    assert [plain(c.html).count("Expressions (") for c in persona_cards(one)] == [0, 0]


def repeated_words(markup: str) -> list[str]:
    """Return the places a word is said twice running, or a phrase then itself in brackets
    ("Roll twice (roll twice)"), paragraph by paragraph and cell by cell."""
    body = re.sub(r"<style>.*?</style>", " ", markup, flags=re.DOTALL)
    body = re.sub(r"</?(td|th|p|h\d|li|tr|table|br|ul|ol)\b[^>]*>", " | ", body)
    found = []
    for segment in html.unescape(re.sub(r"<[^>]+>", " ", body)).split("|"):
        said = " ".join(segment.split())
        for pattern in (
            r"\b([A-Za-z]+)\s+\1\b",  # "the the"
            r"\b([A-Za-z]+):\s+\1\b(?!\s+\w)",  # "ended: ended." (not "you: you are")
            r"\b([A-Za-z][\w ]*\w)\s*\(\1\)",  # "Roll twice (roll twice)"
        ):
            found += [said for _ in re.finditer(pattern, said, re.IGNORECASE)]
    return found


@pytest.mark.parametrize(
    "document",
    [quick_moves, quick_oracles, quick_cortex, quick_statements, pencil_sheet],
    ids=lambda made: made.__name__,
)
def test_no_reference_says_a_word_twice_running(document: Any) -> None:
    assert repeated_words(document().html) == []
    assert repeated_words(quick_starshine(Rulings(), "C", "default rulings").html) == []
    assert repeated_words("<p>Roll twice <i>(roll twice)</i></p><td>ended: ended</td>") == [
        "Roll twice (roll twice)",
        "ended: ended",
    ]


def test_the_moves_reference_prints_the_tables_its_moves_point_to() -> None:
    shown = plain(quick_moves().html)
    assert "see the repair points table" in shown and "The repair points table" in shown
    for situation in RepairSituation:
        strong, weak = (
            situation.points(IronswornOutcome.STRONG_HIT),
            situation.points(IronswornOutcome.WEAK_HIT),
        )
        assert f"{situation.label} {situation.data.summary} {strong} {weak}" in shown
    for purchase in purchases():
        assert f"{purchase.name} {purchase.cost}" in shown
    assert "per its rank" in shown  # ... and what that is, rank by rank:
    for rank in RANKS:
        row = re.search(rf"{rank.label} (\d+)(?: \(\d+ box(?:es)?\))? (\d+)", shown)
        assert row is not None, rank
        assert (int(row.group(1)), int(row.group(2))) == (
            rank.progress_ticks,
            rank.legacy_reward_ticks,
        )
    for impacts in range(3):
        assert f"{impacts} {signed(max_momentum(impacts))} {signed(momentum_reset(impacts))}" in (
            shown
        )
    assert "a minor setback costs 1, a serious one 2, a major one 3" in shown


def test_references_print_no_note_meant_for_whoever_edits_the_data() -> None:
    for document in (quick_moves(), quick_oracles()):
        shown = plain(document.head + document.html)
        assert "[[#" not in shown and "is written as the move's name" not in shown
        assert "transcribed" not in shown
        assert "CC BY-NC-SA 4.0" in shown  # the credit stays


def test_move_triggers_read_as_sentences() -> None:
    shown = plain(quick_moves().html)
    for move in moves():
        trigger = move.trigger.strip()
        sentence = "When " + trigger[:1].lower() + trigger[1:]
        assert sentence in shown, move.name
    assert "When You " not in shown
