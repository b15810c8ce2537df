"""A printed Persona sheet keeps each asset card whole on one page: a card that does not fit
in what is left of a page starts the next one (checked on the laid-out pages: the page of
each card's first and last paragraph), and only a card taller than a page is split, going on
under its name with "(continued)" (checked in the PDF's text)."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from datasworn_support import package_file
from PySide6.QtGui import QTextDocument

from starshine_desktop.services.campaign import Campaign, create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.printing import PrintKind, PrintRequest, build_document
from starshine_desktop.services.printing.document import (
    FlowDocument,
    Paper,
    keep_whole,
    page,
    tick_box,
)
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui import printing
from starshine_desktop.ui.print_pages import FlowPage

POPPLER = all(shutil.which(tool) for tool in ("pdftotext", "pdftoppm"))


@pytest.fixture(autouse=True)
def application(qapp: object) -> object:
    return qapp


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    """Kirra holds fourteen Starforged cards across the categories, three abilities ticked
    on each: several pages of cards."""
    opened = create_campaign(tmp_path / "forge.starshine")
    text = package_file("starforged").read_text("utf-8")
    opened.rules_packages.import_package(json.loads(text), text)
    kirra = opened.personae.add_persona(PersonaValues("Kirra Vale")).changes.added_ids(
        RecordKind.PERSONA
    )[0]
    offered = [offer.asset.id for offer in opened.assets.offered()]
    for asset_id in offered[:: len(offered) // 14][:14]:
        added = opened.assets.add_asset(kirra, asset_id)
        [row] = added.changes.added_ids(RecordKind.IRONSWORN_ASSET)
        opened.assets.set_ability(row, 2, True)
        opened.assets.set_ability(row, 3, True)
    yield opened
    opened.close()


def _blocks(document: QTextDocument) -> Iterator[tuple[str, float, float]]:
    layout = document.documentLayout()
    block = document.begin()
    while block.isValid():
        box = layout.blockBoundingRect(block)
        yield block.text(), box.top(), box.bottom()
        block = block.next()


def _page_of(pages: list[tuple[FlowPage, ...]], y: float) -> int:
    for number, columns in enumerate(pages, start=1):
        if any(part.body.top <= y < part.body.bottom for part in columns):
            return number
    raise AssertionError(f"{y} is on no page")


@pytest.mark.parametrize("paper", [Paper.A4, Paper.A5, Paper.LETTER])
def test_no_asset_card_straddles_a_page_break(campaign: Campaign, paper: Paper) -> None:
    [kirra] = campaign.personae.list_personae()
    cards = campaign.assets.summaries(kirra.id)
    document = build_document(
        campaign, PrintRequest(PrintKind.PERSONA_SHEET, persona="Kirra Vale", paper=paper)
    )
    assert isinstance(document, FlowDocument)
    laid = printing._flow(document, *paper.size)
    blocks = list(_blocks(laid.text))
    [assets_at] = [n for n, (text, _t, _b) in enumerate(blocks) if text == "Assets"]
    spans = []
    at = assets_at
    for card in cards:
        # The card's first paragraph is its name; its last its last ability's words.
        at = next(n for n in range(at, len(blocks)) if blocks[n][0].startswith(card.name))
        last_words = card.abilities[-1][1][-40:]
        end = next(n for n in range(at, len(blocks)) if blocks[n][0].endswith(last_words))
        first_page = _page_of(laid.pages, blocks[at][1])
        last_page = _page_of(laid.pages, blocks[end][2] - 1.0)
        spans.append((card.name, first_page, last_page))
        at = end
    assert all(first == last for _name, first, last in spans), spans
    # The cards do run over several pages: a page break fell between two of them.
    assert len({first for _name, first, _last in spans}) >= 2, spans


def _tall_card(rows: int) -> str:
    abilities = "".join(
        f"<tr><td><p>{keep_whole() if n == 0 else ''}{tick_box(n % 2 == 0)}&nbsp;"
        f"Ability line {n:03d} of the tall card, long enough to read as an ability.</p></td></tr>"
        for n in range(rows)
    )
    return (
        "<h4>Tall Card <span style='font-weight: normal'>Homebrew</span></h4>"
        "<table width='100%' cellspacing='0' cellpadding='0'>" + abilities + "</table>"
    )


def _short_card(name: str) -> str:
    return (
        f"<h4>{name}</h4><table width='100%' cellspacing='0' cellpadding='0'>"
        f"<tr><td><p>{keep_whole()}First ability of {name}.</p></td></tr>"
        f"<tr><td><p>Second ability of {name}.</p></td></tr>"
        f"<tr><td><p>Third ability of {name}.</p></td></tr></table>"
    )


@pytest.mark.skipif(not POPPLER, reason="poppler-utils (make deb-test) is needed")
def test_only_a_card_taller_than_a_page_is_split_and_says_continued(tmp_path: Path) -> None:
    # An A5 page holds 36 filler lines: the short card would begin on the first page.
    filler = "".join(f"<p>Filler paragraph {n}.</p>" for n in range(34))
    html = page("Cards", filler + _short_card("Short Card") + _tall_card(120))
    document = FlowDocument("Cards", html, "Footer")
    width, height = Paper.A5.size
    laid = printing._flow(document, width, height)
    blocks = list(_blocks(laid.text))
    short_first = next(b for b in blocks if b[0] == "Short Card")
    short_last = next(b for b in blocks if b[0] == "Third ability of Short Card.")
    last_filler = next(b for b in blocks if b[0] == "Filler paragraph 33.")
    # The short card does not fit under the filler: it starts the next page, whole.
    assert _page_of(laid.pages, last_filler[1]) == 1
    assert _page_of(laid.pages, short_first[1]) == 2
    assert _page_of(laid.pages, short_last[2] - 1.0) == 2
    # The tall card goes on over the following pages under its name.
    continued = [columns[0] for columns in laid.pages if columns[0].title is not None]
    assert len(continued) >= 2
    pdf = tmp_path / "cards.pdf"
    printing.write_pdf(document, pdf, Paper.A5)
    shown = subprocess.run(
        ["pdftotext", str(pdf), "-"], check=True, capture_output=True, text=True
    ).stdout
    assert shown.count("Tall Card Homebrew (continued)") == len(continued)
    for n in range(120):  # every line printed once, none cut between two pages
        assert shown.count(f"Ability line {n:03d} ") == 1, n
