"""Printing to PDF and paper: page counts, text, fonts, a PNG of each first page, atomic writes,
the ``print`` command, the preview dialog and the File menu.

Set ``STARSHINE_PRINT_PNGS`` to a folder to keep the first-page PNGs for a person to look at.
"""

from __future__ import annotations

import dataclasses
import html
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import zlib
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import QInputDialog, QMenu, QPushButton
from pytestqt.qtbot import QtBot

from starshine_desktop.__main__ import main
from starshine_desktop.rules.ironsworn import categories, moves, moves_in, oracle_tables
from starshine_desktop.services.printing import Paper, PrintKind, PrintRequest
from starshine_desktop.services.printing.model import PersonaPrint
from starshine_desktop.services.printing.persona_sheet import pencil_sheet
from starshine_desktop.services.printing.quick_cortex import quick_cortex
from starshine_desktop.services.printing.quick_moves import quick_moves
from starshine_desktop.services.printing.quick_oracles import quick_oracles
from starshine_desktop.ui.printing import FROM_SCENARIO_FILE, count_pages, preview, write_pdf
from starshine_desktop.ui.starshine.episodes import EpisodesPage

from .conftest import ScriptedPrompter, WindowFactory

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "tests" / "scenarios" / "three_personae_seven_rounds.json"
BUNDLED_FONTS = (
    "DejaVuSans",
    "DejaVuSans-Bold",
    "DejaVuSans-Oblique",
    "DroidSansFallback",
    "Symbola",
)
POPPLER = all(shutil.which(tool) for tool in ("pdftotext", "pdftoppm", "pdffonts", "pdfinfo"))
pytestmark = pytest.mark.skipif(not POPPLER, reason="poppler-utils (make deb-test) is needed")


@pytest.fixture(autouse=True)
def application(qapp: object) -> object:
    """Start the widgets application first, as the GUI does, before any document renders."""
    return qapp


def _support() -> ModuleType:
    path = ROOT / "tests" / "printing_support.py"
    spec = importlib.util.spec_from_file_location("printing_support", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    campaign = _support().build_campaign(
        tmp_path_factory.mktemp("print") / "Harbour Nights.starshine"
    )
    return campaign.path, campaign.values


def run_tool(*args: str) -> str:
    """Run a poppler tool and return its standard output."""
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def pdf_text(path: Path, *, layout: bool = True) -> str:
    """Return the PDF's text, laid out as on the page or (``layout=False``) in reading order."""
    return run_tool("pdftotext", *(["-layout"] if layout else []), str(path), "-")


def pdf_pages(path: Path) -> int:
    info = run_tool("pdfinfo", str(path))
    pages = re.search(r"^Pages:\s+(\d+)", info, re.MULTILINE)
    assert pages is not None, info
    return int(pages.group(1))


def page_size(path: Path) -> tuple[float, float]:
    info = run_tool("pdfinfo", str(path))
    match = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", info, re.MULTILINE)
    assert match is not None
    return float(match.group(1)), float(match.group(2))


def first_page_png(pdf: Path, name: str) -> QImage:
    """Make a PNG of the first page, check it shows something, keep it if asked."""
    stem = pdf.with_name(f"{name}-page")
    run_tool(
        "pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", str(pdf), str(stem)
    )
    png = stem.with_suffix(".png")
    image = QImage(str(png))
    assert not image.isNull()
    dark = sum(
        1
        for y in range(0, image.height(), 3)
        for x in range(0, image.width(), 3)
        if image.pixelColor(x, y).lightness() < 128
    )
    assert dark > 200, f"{name}: the first page looks empty"
    keep = os.environ.get("STARSHINE_PRINT_PNGS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copy(png, Path(keep) / png.name)
    return image


def page_words(pdf: Path) -> list[list[tuple[str, float, float, float, float]]]:
    """Return each page's words in the text layer with their boxes (points from the top left)."""
    found: list[list[tuple[str, float, float, float, float]]] = []
    raw = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], check=True, capture_output=True)
    # The title in the head may hold an emoji as a UTF-16 surrogate pair: not our text.
    for chunk in raw.stdout.decode("utf-8", "replace").split("<page ")[1:]:
        words = re.findall(
            r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>',
            chunk,
        )
        found.append([(w, float(a), float(b), float(c), float(d)) for a, b, c, d, w in words])
    return found


def unseen_words(pdf: Path, tmp: Path) -> list[str]:
    """Return the words of the text layer that show no ink on their page (clipped away).

    Every page is rendered at 72 dpi (one pixel a point); a word is seen when some pixel
    inside its box is dark.
    """
    stem = tmp / f"{pdf.stem}-seen"
    run_tool("pdftoppm", "-gray", "-png", "-r", "72", str(pdf), str(stem))
    images = sorted(tmp.glob(f"{stem.name}-*.png"))
    unseen = []
    for number, (words, png) in enumerate(zip(page_words(pdf), images, strict=True), start=1):
        image = QImage(str(png)).convertToFormat(QImage.Format.Format_Grayscale8)
        bits = bytes(image.constBits())
        stride = image.bytesPerLine()
        for word, x_min, y_min, x_max, y_max in words:
            x0, x1 = max(0, int(x_min)), min(image.width(), int(x_max) + 1)
            y0, y1 = max(0, int(y_min)), min(image.height(), int(y_max) + 1)
            ink = any(
                min(bits[y * stride + x0 : y * stride + x1], default=255) < 160
                for y in range(y0, y1)
            )
            if not ink and any(ch.isalnum() for ch in word):
                unseen.append(f"page {number}: {word}")
    return unseen


def print_command(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["print", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


EXPECTED_TEXT: dict[PrintKind, tuple[str, ...]] = {
    PrintKind.PERSONA_SHEET: (
        "Starshine Persona sheet",
        "Ada Quell",
        "Rosa Lind",
        "Speaks first",
        "Never backs down",
        "Mother's compass",
        "Wounded pride",
        "The Harbour > free of the Guild",
        "Bribe the harbourmaster",
        "Resolved an Investment",
        "Carries her mother's compass.",
    ),
    PrintKind.PARTY_SHEETS: ("Ada Quell", "Bo Marten", "Dug in", "Find the smuggler's ledger"),
    PrintKind.PENCIL_SHEET: ("Persona sheet", "Characteristics and Expressions", "Notes"),
    PrintKind.TRACKS_SHEET: ("Progress tracks and clocks", "Troublesome", "Epic", "Clocks"),
    PrintKind.CARDS: (
        "SHADOW PLAY",
        "Director's Stance",
        "Expressions",
        "The Harbour > free of the Guild",
        "Bribe the harbourmaster",
        "Find the smuggler's ledger",
        "Wounded pride",
        "Bo Marten",
    ),
    PrintKind.EPISODE_PREP: (
        "Episode prep: Salt and Iron",
        "Director: Dee Varga",
        "Find the smuggler's ledger",
        "Last Episode: The Drowned Bell",
        "Never backs down",
        "Patrolled",
        "Check-off for this Episode",
    ),
    PrintKind.CHALLENGE_LOG: ("Challenge log: three_personae_seven_rounds", "Round 7", "Cornered"),
    PrintKind.QUICK_STARSHINE: (
        "the Starshine Challenge",
        "Threats",
        "Rulings in play",
        "rulings of the latest Challenge, 'Night at the Docks'",
        "Scope: 1 to 6",
    ),
    PrintKind.DIRECTORS_SCREEN: (
        "The Challenge",
        "Rulings in play",
        "What triggers a threat",
        "The Scores",
        "Threat Score",
        "The Director's Stance",
        "Strategies",
    ),
    PrintKind.QUICK_MOVES: ("Quick reference: moves", "Face Danger", "CC BY-NC-SA 4.0"),
    PrintKind.QUICK_ORACLES: ("Quick reference: oracle tables", "Ask the Oracle", "Pay the Price"),
    PrintKind.QUICK_CORTEX: ("Cortex-style dice", "Very Hard", "Challenge pool"),
    PrintKind.QUICK_STATEMENTS: ("statement resolution", "Weight", "Setback"),
}


def expected_pages(kind: PrintKind, paper: Paper) -> int | None:
    """The page count each document should have on ``paper``, and why (None: a flowing
    document on A5 or US Legal, as many pages as its text takes there)."""
    if kind is PrintKind.CARDS:
        # Ada: Stance, Expressions, 1 Investment, 1 Strategy, 2 Traits; Bo: Stance,
        # Expressions, 1 Strategy: 9 cards, four 3×5 in cards to a page (two on A5).
        return 5 if paper is Paper.A5 else 3
    if kind in (PrintKind.PENCIL_SHEET, PrintKind.PERSONA_SHEET, PrintKind.PARTY_SHEETS):
        sheets = 2 if kind is PrintKind.PARTY_SHEETS else 1  # Ada's and Bo's
        if paper is Paper.A5:  # the columns stacked, each block whole: as long as it takes
            return (
                count_pages(pencil_sheet(paper), paper) if kind is PrintKind.PENCIL_SHEET else None
            )
        return sheets * 2  # front and back: a filled sheet is the pencil sheet written in
    if kind is PrintKind.TRACKS_SHEET:
        return 1
    if kind is PrintKind.DIRECTORS_SCREEN:
        return 2 if paper is Paper.A5 else 1  # one landscape sheet of three panels
    if paper in (Paper.A5, Paper.LEGAL) and kind in (
        PrintKind.EPISODE_PREP,
        PrintKind.CHALLENGE_LOG,
        PrintKind.QUICK_STARSHINE,
        PrintKind.QUICK_STATEMENTS,
    ):
        return None
    if kind is PrintKind.EPISODE_PREP:
        return 2  # the prep, then the check-off for the Episode on a page of its own
    if kind is PrintKind.QUICK_MOVES:
        return count_pages(quick_moves(), paper)
    if kind is PrintKind.QUICK_ORACLES:
        return count_pages(quick_oracles(), paper)
    if kind is PrintKind.QUICK_CORTEX:
        return count_pages(quick_cortex(), paper)  # 2: actions and the action order added
    if kind is PrintKind.CHALLENGE_LOG:
        return 4  # 124 log lines over seven rounds, after the set-up and final state
    return 1  # one sheet: a Persona, the prep or a one-page procedure


@pytest.mark.parametrize("paper", list(Paper))
@pytest.mark.parametrize("kind", list(PrintKind))
def test_each_document_prints_to_pdf_with_its_pages_text_and_embedded_fonts(
    kind: PrintKind,
    paper: Paper,
    built: tuple[Path, list[str]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    campaign, _ = built
    pdf = tmp_path / f"{kind.value}-{paper.value}.pdf"
    extra: list[str] = []
    if kind is PrintKind.PERSONA_SHEET:
        extra = ["--persona", "ada quell"]
    if kind is PrintKind.CHALLENGE_LOG:
        extra = ["--scenario", str(SCENARIO)]
    code, out, err = print_command(
        capsys,
        kind.value,
        "--campaign",
        str(campaign),
        "--pdf",
        str(pdf),
        "--paper",
        paper.value,
        *extra,
    )
    assert code == 0, err
    result = json.loads(out)
    pages = expected_pages(kind, paper) or result["pages"]
    assert result == {"pdf": str(pdf), "pages": pages, "paper": paper.value, "what": kind.value}
    assert pdf_pages(pdf) == pages
    width, height = page_size(pdf)
    portrait = paper.size
    assert sorted((round(width), round(height))) == sorted(round(v) for v in portrait)
    landscape = kind is PrintKind.DIRECTORS_SCREEN or (
        kind is PrintKind.CARDS and paper in (Paper.A4, Paper.LETTER)
    )
    assert (width > height) == landscape
    text = " ".join(pdf_text(pdf).split())
    # A heading wrapped in a narrow column (A5) reads whole in reading order.
    read = " ".join(pdf_text(pdf, layout=False).split())
    for expected in EXPECTED_TEXT[kind]:
        assert expected in text or expected in read, expected
    assert f"page {pages} of {pages}" in text
    fonts = run_tool("pdffonts", str(pdf)).splitlines()[2:]
    assert fonts, "the PDF names its fonts"
    for line in fonts:
        assert line.split()[0] in BUNDLED_FONTS, line
        assert re.search(r"\byes\s+(?:yes|no)\s+yes\b", line), line  # embedded, with Unicode
    if pages >= 3:
        assert f"print: page {pages} of {pages}" in err
    assert unseen_words(pdf, tmp_path) == [], "the text layer holds only the lines on show"
    first_page_png(pdf, f"{kind.value}-{paper.value}")


def test_a_party_print_holds_the_sheet_of_every_persona_asked_for(
    built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign, _ = built

    def sheets(*args: str) -> tuple[int, list[str]]:
        pdf = tmp_path / "party.pdf"
        code, out, err = print_command(
            capsys, *args, "--campaign", str(campaign), "--pdf", str(pdf)
        )
        assert code == 0, err
        pages = json.loads(out)["pages"]
        names = [
            re.findall(
                r"^(.+ · Harbour Nights)$",
                run_tool("pdftotext", "-f", str(n), "-l", str(n), str(pdf), "-"),
                re.MULTILINE,
            )[-1]
            for n in range(1, pages + 1)
        ]
        assert unseen_words(pdf, tmp_path) == []
        return pages, names

    both = ["Ada Quell · Harbour Nights"] * 2 + ["Bo Marten · Harbour Nights"] * 2
    assert sheets("persona-sheet", "--all") == (4, both)
    assert sheets("party-sheets") == (4, both)
    assert sheets("persona-sheet", "--persona", "bo marten", "--persona", "Ada Quell") == (
        4,
        both[2:] + both[:2],
    )
    code, _, err = print_command(
        capsys, "pencil-sheet", "--all", "--campaign", str(campaign), "--pdf", "x.pdf"
    )
    assert code == 2 and "--all is for" in err


def test_a_challenge_stored_in_the_campaign_prints_its_log(
    built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign, _ = built
    pdf = tmp_path / "docks.pdf"
    code, out, err = print_command(
        capsys,
        "challenge-log",
        "--campaign",
        str(campaign),
        "--challenge",
        "1",
        "--pdf",
        str(pdf),
    )
    assert code == 0, err
    assert json.loads(out)["pages"] == pdf_pages(pdf) == 1
    text = " ".join(pdf_text(pdf).split())
    for expected in (
        "Challenge log: Night at the Docks",
        "R3 Scope range: 1 to 6",
        "the Challenge is over: the Director ended it",
        "Ada Quell",
        "Bo Marten",
        "The Harbour",
    ):
        assert expected in text, expected
    first_page_png(pdf, "challenge-log-stored")


def test_moves_and_oracles_print_every_move_and_table(
    built: tuple[Path, list[str]], tmp_path: Path
) -> None:
    moves_pdf, oracles_pdf = tmp_path / "moves.pdf", tmp_path / "oracles.pdf"
    write_pdf(quick_moves(), moves_pdf, Paper.A4)
    write_pdf(quick_oracles(), oracles_pdf, Paper.A4)
    moves_text = " ".join(pdf_text(moves_pdf).split())
    for category in categories():
        assert category.name in moves_text
    for move in moves():
        assert move.name in moves_text
    oracles_text = " ".join(pdf_text(oracles_pdf).split())
    for table in oracle_tables():
        assert table.name in oracles_text


def test_the_pencil_sheet_holds_no_value_from_the_campaign(
    built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign, values = built
    pdf = tmp_path / "pencil.pdf"
    code, _, err = print_command(
        capsys, "pencil-sheet", "--campaign", str(campaign), "--pdf", str(pdf)
    )
    assert code == 0, err
    text = pdf_text(pdf)
    for value in [*values, "Harbour Nights"]:
        assert value.casefold() not in text.casefold(), value
    without_footers = re.sub(r"page \d+ of \d+", "", text)
    # No number but the printed scales: Stance boxes, stress dice, the momentum track.
    without_scales = re.sub(r"(?<![\w.])([−+]?\d+|d\d+)(?![\w.])", "", without_footers)
    assert not re.search(r"\d", without_scales), "a blank sheet has no numbers"
    assert "Scores" in text and "Investments" in text


def _lowest_ink(png: Path, body_bottom: float) -> float:
    """Return the lowest dark pixel row above ``body_bottom`` on a 72 dpi page image."""
    image = QImage(str(png)).convertToFormat(QImage.Format.Format_Grayscale8)
    bits = bytes(image.constBits())
    stride = image.bytesPerLine()
    for y in range(int(body_bottom), 0, -1):
        if min(bits[y * stride : y * stride + image.width()]) < 128:
            return float(y)
    return 0.0


def ink_reach(pdf: Path, paper: Paper, tmp: Path, landscape: bool = False) -> list[float]:
    """Return how far down its body each page's ink reaches (0 the top, 1 the foot)."""
    from starshine_desktop.services.printing.document import FOOTER_HEIGHT, MARGIN

    stem = tmp / f"{pdf.stem}-reach"
    run_tool("pdftoppm", "-gray", "-png", "-r", "72", str(pdf), str(stem))
    body_bottom = paper.page_size(landscape)[1] - MARGIN - FOOTER_HEIGHT
    return [
        (_lowest_ink(png, body_bottom - 2) - MARGIN) / (body_bottom - MARGIN)
        for png in sorted(tmp.glob(f"{stem.name}-*.png"))
    ]


@pytest.mark.parametrize("paper", list(Paper))
@pytest.mark.parametrize("kind", [PrintKind.QUICK_CORTEX, PrintKind.QUICK_STATEMENTS])
def test_the_cortex_and_statements_references_have_no_near_empty_page(
    kind: PrintKind, paper: Paper, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every page but the last is filled at least two thirds of the way down (the next
    section did not fit under it); a last page after others holds at least a third."""
    pdf = tmp_path / f"{kind.value}.pdf"
    code, _, err = print_command(capsys, kind.value, "--pdf", str(pdf), "--paper", paper.value)
    assert code == 0, err
    reach = ink_reach(pdf, paper, tmp_path)
    assert all(filled >= 2 / 3 for filled in reach[:-1]), reach
    assert len(reach) == 1 or reach[-1] >= 1 / 3, reach
    if paper is not Paper.A5:
        assert len(reach) == 1, "one page on A4, US Letter and US Legal"


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER])
def test_the_pencil_sheet_fills_two_pages_with_room_for_every_section(
    paper: Paper, tmp_path: Path
) -> None:
    from starshine_desktop.services.printing.document import FOOTER_HEIGHT, MARGIN

    pdf = tmp_path / "pencil.pdf"
    assert write_pdf(pencil_sheet(paper), pdf, paper) == 2
    front, back = (
        run_tool("pdftotext", "-layout", "-f", str(n), "-l", str(n), str(pdf), "-") for n in (1, 2)
    )
    for section in ("Scores", "Characteristics and Expressions", "Traits", "Strategies"):
        assert section in front, section
    for section in ("Advances", "Director's", "Cortex-style dice", "Ironsworn", "Notes"):
        assert section in back, section
    run_tool("pdftoppm", "-gray", "-png", "-r", "72", str(pdf), str(tmp_path / "pencil"))
    body_bottom = paper.size[1] - MARGIN - FOOTER_HEIGHT
    for png in sorted(tmp_path.glob("pencil-*.png")):
        assert body_bottom - _lowest_ink(png, body_bottom) < 75, f"{png.name} is not filled"


def test_the_pencil_sheet_on_a5_takes_three_pages_each_block_whole_in_type_of_7_pt(
    tmp_path: Path,
) -> None:
    """On A5: the front, then the records with the Cortex-style block and the notes ruled to
    the page's foot, then the Ironsworn block: three pages, every block on one page, every
    word on show and none smaller than 7 pt."""
    pdf = tmp_path / "pencil-a5.pdf"
    assert write_pdf(pencil_sheet(Paper.A5), pdf, Paper.A5) == 3
    assert pdf_pages(pdf) == 3
    pages = [
        " ".join(run_tool("pdftotext", "-f", str(n), "-l", str(n), str(pdf), "-").split())
        for n in (1, 2, 3)
    ]
    blocks = {
        # Each block, from its heading to its last line, on one page.
        1: [
            ("Director's Stance", "Dead"),
            ("Scores", "Fortune"),
            ("Characteristics and Expressions", "Value"),
            ("Knacks, Powers and Signature Items", "Score"),
            ("Traits", "if not the Persona."),
            ("Investments", "State"),
            ("Strategies", "State"),
        ],
        2: [
            ("Advances", "Date"),
            ("Changes of the Director's Stance", "Date"),
            ("Cortex-style dice", "takes no further part in the scene"),
            ("Notes", "Notes"),
        ],
        3: [("Ironsworn", "Impacts"), ("Vows", "Progress tracks"), ("Legacy tracks", "spent")],
    }
    for number, expected in blocks.items():
        for first, last in expected:
            assert first in pages[number - 1] and last in pages[number - 1], (number, first)
    assert unseen_words(pdf, tmp_path) == [], "the text layer holds only the lines on show"
    # DejaVu's line box is 1.164 em: a word of 7 pt is 8.15 pt tall.
    heights = [y1 - y0 for words in page_words(pdf) for _, _, y0, _, y1 in words]
    assert min(heights) >= 7 * 1.16, min(heights)
    reach = ink_reach(pdf, Paper.A5, tmp_path)
    assert reach[1] > 0.97, "the notes are ruled down to the foot of the second page"
    assert all(filled > 0.75 for filled in reach), reach


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER, Paper.LEGAL])
def test_the_front_page_holds_a_typical_persona_at_a_glance(paper: Paper, tmp_path: Path) -> None:
    from dataclasses import replace

    from starshine_desktop.services.printing.model import TraitPrint
    from starshine_desktop.services.printing.persona_sheet import persona_sheet

    support = _services_tests()
    persona = support.typical_persona()
    pdf = tmp_path / "typical.pdf"
    write_pdf(persona_sheet(persona, "Harbour Nights", paper), pdf, paper)
    front = " ".join(run_tool("pdftotext", "-layout", "-f", "1", "-l", "1", str(pdf), "-").split())
    for section in ("Scores", "Characteristics and Expressions", "Traits", "Investments"):
        assert section in front, section
    names = [t.name for t in persona.traits] + [s.name for s in persona.strategies]
    names += [e for c in persona.characteristics for e in c.expressions]
    for name in names:
        assert name in front, name
    crowded = replace(
        persona,
        traits=tuple(
            TraitPrint(
                f"A Trait with a long name, number {n:02d}", n, False, "Ada Quell", "Ada Quell"
            )
            for n in range(40)
        ),
    )
    pdf = tmp_path / "crowded.pdf"
    pages = write_pdf(persona_sheet(crowded, "Harbour Nights", paper), pdf, paper)
    assert pages == 3  # the front, the Traits after it (measured: they did not fit), the back
    front = run_tool("pdftotext", "-layout", "-f", "1", "-l", "1", str(pdf), "-")
    assert "40 Traits: after this page." in " ".join(front.split())
    assert "number 00" not in front
    assert unseen_words(pdf, tmp_path) == []


def stroked_rectangles(pdf: Path) -> list[tuple[float, float]]:
    """Return the width and height, in points, of every rectangle the PDF strokes (its drawn
    boxes), read from its page streams: ``re`` then ``S``, under the ``cm`` in force."""
    data = pdf.read_bytes()
    found: list[tuple[float, float]] = []
    for match in re.finditer(rb"stream\r?\n(.*?)endstream", data, re.DOTALL):
        try:
            content = zlib.decompress(match.group(1)).decode("latin-1")
        except zlib.error:
            continue
        if " re" not in content:
            continue
        scale = [1.0, 1.0]
        saved: list[list[float]] = []
        operands: list[str] = []
        pending: list[tuple[float, float]] = []
        for token in content.split():
            if token == "q":
                saved.append(list(scale))
            elif token == "Q":
                scale = saved.pop() if saved else [1.0, 1.0]
            elif token == "cm":
                a, _b, _c, d = (float(v) for v in operands[-6:-2])
                scale = [scale[0] * a, scale[1] * d]
            elif token == "re":
                w, h = (float(v) for v in operands[-2:])
                pending.append((abs(w * scale[0]), abs(h * scale[1])))
            elif token == "S":
                found.extend(pending)
                pending = []
            elif token in ("f", "f*", "n", "B", "b"):
                pending = []
            if re.fullmatch(r"[-+]?[\d.]+", token):
                operands.append(token)
            else:
                operands = []
    return found


@pytest.mark.parametrize("paper", [Paper.A4, Paper.A5])
def test_every_track_and_tick_box_is_drawn_large_enough(paper: Paper, tmp_path: Path) -> None:
    """Track boxes at least 6 mm, tick boxes at least 4 mm, measured from the PDF's drawing:
    drawn squares, not glyphs (on A5 too, where the type is smaller)."""
    support = _services_tests()
    from starshine_desktop.services.printing.model import IronswornPrint, LegacyPrint, TrackPrint
    from starshine_desktop.services.printing.persona_sheet import pencil_rows, persona_sheet

    persona = dataclasses.replace(
        support.typical_persona(),
        tracks=(
            TrackPrint("Find my brother", "Vow", "Dangerous", 13, True),
            TrackPrint("Cross the Wastes", "Expedition", "Formidable", 5, False),
        ),
        ironsworn=IronswornPrint(
            stats=(("Edge", 2), ("Heart", 1), ("Iron", 3), ("Shadow", 1), ("Wits", 2)),
            meters=(("Health", 4), ("Spirit", 5), ("Supply", 3), ("Integrity", 5)),
            momentum=3,
            max_momentum=9,
            momentum_reset=1,
            impacts=("wounded",),
            legacies=(
                LegacyPrint("Quests", 9, False),
                LegacyPrint("Bonds", 0, True),
                LegacyPrint("Discoveries", 20, False),
            ),
            experience_earned=4,
            experience_spent=2,
        ),
    )
    millimetre = 72 / 25.4
    sheets = (("sheet", persona_sheet(persona, "C", paper)), ("pencil", pencil_sheet(paper)))
    for name, document in sheets:
        pdf = tmp_path / f"{name}.pdf"
        write_pdf(document, pdf, paper)
        squares = [(w, h) for w, h in stroked_rectangles(pdf) if abs(w - h) < 0.5 and w > 8]
        tracks = [w for w, _ in squares if w > 15]
        ticks = [w for w, _ in squares if w <= 15]
        # Vows and progress tracks (at least the pencil sheet's rows) and three legacies.
        rows = pencil_rows("vows", paper) + pencil_rows("tracks", paper)
        assert len(tracks) == 10 * (rows + 3), name
        assert min(tracks) >= 6 * millimetre, name
        # Status flags, Expressions, impacts, stress dice, stressed out, legacies completed.
        assert len(ticks) >= 3 + 10 + 3 * 5 + 1 + 3, name
        assert min(ticks) >= 4 * millimetre, name
        text = pdf_text(pdf)
        assert "☐" not in text and "☒" not in text, name  # boxes are drawn, never a glyph
        assert unseen_words(pdf, tmp_path) == [], name


def _services_tests() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "printing_tests", ROOT / "tests" / "services" / "test_printing.py"
    )
    assert spec is not None and spec.loader is not None
    sys.path.insert(0, str(ROOT / "tests" / "services"))
    try:
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(ROOT / "tests" / "services"))
    return module


def test_a_failed_write_leaves_the_older_pdf_byte_identical(tmp_path: Path) -> None:
    old = tmp_path / "reference.pdf"
    write_pdf(quick_moves(), old, Paper.A4)
    before = old.read_bytes()
    # A child process whose files may not grow past 20 kB: the new PDF cannot be written.
    script = f"""
import resource, sys
from pathlib import Path
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
from starshine_desktop.services.printing import Paper
from starshine_desktop.services.printing.quick_oracles import quick_oracles
from starshine_desktop.ui.printing import PrintError, write_pdf
document = quick_oracles()
resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))
try:
    write_pdf(document, Path({str(old)!r}), Paper.A4)
except PrintError as error:
    print(error)
    sys.exit(3)
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 3, result.stderr
    assert "cannot write" in result.stdout and "the old file is unchanged" in result.stdout
    assert old.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["reference.pdf"]  # no temp file left


def test_an_unwritable_target_exits_2_with_one_line_and_keeps_nothing(
    built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign, _ = built
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    code, out, err = print_command(
        capsys, "quick-cortex", "--campaign", str(campaign), "--pdf", str(blocker / "x.pdf")
    )
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("print: cannot write")
    assert blocker.read_text() == "not a folder"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["persona-sheet"], "persona-sheet needs --persona NAME"),
        (["persona-sheet", "--persona", "Zed"], "no Persona is called 'Zed'"),
        (["challenge-log"], "challenge-log needs --challenge ID or --scenario FILE"),
        (["challenge-log", "--challenge", "99"], "no Challenge has id 99 (Challenges: 1"),
        (["challenge-log", "--challenge", "1", "--scenario", "x.json"], "not both"),
        (
            ["cards", "--challenge", "1"],
            "--challenge is for challenge-log, quick-starshine and directors-screen",
        ),
        (
            ["quick-moves", "--persona", "Ada Quell"],
            "--persona is for persona-sheet, party-sheets and cards",
        ),
        (["quick-moves", "--paper", "tabloid"], "--paper: paper must be a4, letter, a5 or legal"),
        (["pencil-sheet", "--all"], "--all is for persona-sheet, party-sheets and cards"),
        (["episode-prep", "--episode", "Nope"], "no Episode is called 'Nope'"),
        (["challenge-log", "--scenario", "missing.json"], "--scenario: cannot read"),
    ],
)
def test_bad_arguments_exit_2_with_one_clear_line(
    args: list[str],
    message: str,
    built: tuple[Path, list[str]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    campaign, _ = built
    pdf = tmp_path / "out.pdf"
    code, out, err = print_command(capsys, *args, "--campaign", str(campaign), "--pdf", str(pdf))
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and message in err
    assert not pdf.exists()


def test_unknown_documents_papers_and_files_are_refused(
    built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign, _ = built
    with pytest.raises(SystemExit) as exit_info:
        main(["print", "poster", "--campaign", str(campaign), "--pdf", str(tmp_path / "x.pdf")])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.count("\n") == 1
    code, _, err = print_command(
        capsys,
        "quick-moves",
        "--campaign",
        str(tmp_path / "none.starshine"),
        "--pdf",
        str(tmp_path / "x.pdf"),
    )
    assert code == 2 and "no campaign file" in err
    code, _, err = print_command(
        capsys, "quick-moves", "--campaign", str(campaign), "--pdf", str(tmp_path / "x.txt")
    )
    assert code == 2 and "should end in .pdf" in err
    notes = tmp_path / "notes.starshine"
    notes.write_text("not a campaign")
    code, out, err = print_command(
        capsys, "quick-moves", "--campaign", str(notes), "--pdf", str(tmp_path / "x.pdf")
    )
    assert (code, out) == (2, "") and err.count("\n") == 1 and "--campaign:" in err
    assert notes.read_text() == "not a campaign" and not (tmp_path / "x.pdf").exists()


def test_the_command_runs_headless_in_a_fresh_process(
    built: tuple[Path, list[str]], tmp_path: Path
) -> None:
    campaign, _ = built
    pdf = tmp_path / "cards.pdf"
    env = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "starshine_desktop",
            "print",
            "cards",
            "--campaign",
            str(campaign),
            "--persona",
            "Ada Quell",
            "--pdf",
            str(pdf),
            "--paper",
            "letter",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {
        "pdf": str(pdf),
        "pages": 2,
        "paper": "letter",
        "what": "cards",
    }  # Ada's six cards, four to a page
    assert result.stderr == ""
    assert pdf_pages(pdf) == 2


def test_print_preview_shows_the_document_pages(
    qtbot: QtBot, built: tuple[Path, list[str]], screenshots: Path
) -> None:
    dialog = preview(quick_oracles(), None, Paper.LETTER)
    qtbot.addWidget(dialog)
    dialog.open()
    widget = dialog.findChild(QPrintPreviewWidget)
    assert widget is not None
    qtbot.waitUntil(lambda: widget.pageCount() > 0)
    assert widget.pageCount() == count_pages(quick_oracles(), Paper.LETTER)
    dialog.grab().save(str(screenshots / "preview.png"))
    dialog.close()


class _Chooser:
    def __init__(self, answer: Path | None) -> None:
        self.answer = answer
        self.suggested: list[Path] = []

    def __call__(self, parent: object, suggested: Path) -> Path | None:
        self.suggested.append(suggested)
        return self.answer


def test_file_menu_previews_and_exports_every_document(
    open_window: WindowFactory,
    prompter: ScriptedPrompter,
    built: tuple[Path, list[str]],
    tmp_path: Path,
    qtbot: QtBot,
) -> None:
    campaign, _ = built
    window = open_window(campaign)
    menu = window.campaign_files.print_menu()

    def documents(menu: QMenu) -> list[str]:
        return [a.text() for a in menu.actions() if not a.isSeparator() and a.menu() is None]

    labels = documents(window.campaign_files.print_submenu)
    assert labels == [f"{kind.label}…" for kind in PrintKind]
    assert documents(window.campaign_files.pdf_submenu) == labels

    # No Persona selected: the sheet is refused with a message, nothing opens.
    window.personae.table.clearSelection()
    window.personae.table.setCurrentIndex(window.personae.model.index(-1, 0))
    menu.preview_actions[PrintKind.PERSONA_SHEET].trigger()
    assert prompter.errors == ["Select a Persona first: its sheet is printed."]

    window.personae.table.selectRow(0)
    selected = window.current_persona()
    assert selected is not None
    menu.preview_actions[PrintKind.PERSONA_SHEET].trigger()
    dialog = menu.last_dialog
    assert isinstance(dialog, QPrintPreviewDialog) and dialog.isVisible()
    widget = dialog.findChild(QPrintPreviewWidget)
    assert widget is not None
    qtbot.waitUntil(lambda: widget.pageCount() == 2)  # the front and the back
    dialog.close()

    menu.choose_scenario = _Chooser(SCENARIO)
    menu.choose_challenge = lambda parent, stored: stored[0].id
    menu.choose_episode = lambda parent, stored: max(stored, key=lambda row: row.on_date).id
    for kind in PrintKind:
        target = tmp_path / f"menu-{kind.value}.pdf"
        menu.choose_pdf = _Chooser(target)
        menu.pdf_actions[kind].trigger()
        assert target.is_file(), kind
        text = pdf_text(target)
        if kind in (PrintKind.PERSONA_SHEET, PrintKind.CARDS):
            assert selected.name in text  # the selected Persona only
            others = {"Ada Quell", "Bo Marten"} - {selected.name}
            assert not any(name in text for name in others)
    assert prompter.errors == ["Select a Persona first: its sheet is printed."]
    assert "Night at the Docks" in pdf_text(tmp_path / "menu-challenge-log.pdf")

    # The log of a scenario file instead of a stored Challenge.
    menu.choose_challenge = lambda parent, stored: FROM_SCENARIO_FILE
    menu.choose_pdf = _Chooser(tmp_path / "from-file.pdf")
    assert menu.export_pdf(PrintKind.CHALLENGE_LOG) == tmp_path / "from-file.pdf"
    assert "three_personae_seven_rounds" in pdf_text(tmp_path / "from-file.pdf")
    menu.choose_challenge = lambda parent, stored: None  # cancelled
    assert menu.export_pdf(PrintKind.CHALLENGE_LOG) is None
    # Another view (the Challenges section) names the Challenge itself.
    stored = window.campaign.challenges.list_challenges()[0]
    request = PrintRequest(PrintKind.CHALLENGE_LOG, challenge_id=stored.id)
    dialog = menu.preview(PrintKind.CHALLENGE_LOG, request)
    assert dialog is not None and "Night at the Docks" in dialog.windowTitle()
    dialog.close()
    bad = PrintRequest(PrintKind.CHALLENGE_LOG, challenge_id=99)
    assert menu.preview(PrintKind.CHALLENGE_LOG, bad) is None
    assert prompter.errors[-1].startswith("no Challenge has id 99")

    # File › Export PDF › Paper: the documents are laid out for the paper chosen.
    menu.paper_actions[Paper.A5].trigger()
    menu.choose_pdf = _Chooser(tmp_path / "a5.pdf")
    assert menu.export_pdf(PrintKind.PENCIL_SHEET) == tmp_path / "a5.pdf"
    assert sorted(round(v) for v in page_size(tmp_path / "a5.pdf")) == [420, 595]
    assert pdf_pages(tmp_path / "a5.pdf") == count_pages(pencil_sheet(Paper.A5), Paper.A5)
    menu.paper_actions[Paper.A4].trigger()
    # … or as a booklet: A5 pages two to each side of an A4 sheet.
    menu.booklet_actions[0].trigger()
    menu.choose_pdf = _Chooser(tmp_path / "booklet.pdf")
    assert menu.export_pdf(PrintKind.PENCIL_SHEET) == tmp_path / "booklet.pdf"
    assert sorted(round(v) for v in page_size(tmp_path / "booklet.pdf")) == [595, 842]
    a5_pages = count_pages(pencil_sheet(Paper.A5), Paper.A5)
    assert pdf_pages(tmp_path / "booklet.pdf") == -(-a5_pages // 4) * 2
    menu.paper_actions[Paper.A4].trigger()
    assert not menu.booklet

    menu.choose_pdf = _Chooser(None)  # cancelled: nothing written, nothing said
    assert menu.export_pdf(PrintKind.QUICK_CORTEX) is None
    menu.choose_pdf = _Chooser(tmp_path / "a file" / "x.pdf")
    (tmp_path / "a file").write_text("blocker")
    assert menu.export_pdf(PrintKind.QUICK_CORTEX) is None
    assert prompter.errors[-1].startswith("cannot write")


def test_the_episode_to_prepare_is_chosen_in_the_window(
    open_window: WindowFactory,
    prompter: ScriptedPrompter,
    built: tuple[Path, list[str]],
    tmp_path: Path,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    campaign, _ = built
    window = open_window(campaign)
    menu = window.campaign_files.print_menu()
    # File › Export PDF asks which Episode, offering the latest open one first.
    asked: list[tuple[list[str], int]] = []

    def get_item(
        parent: object, title: str, label: str, items: list[str], current: int, *_: object
    ) -> tuple[str, bool]:
        asked.append((items, current))
        return next(item for item in items if item.startswith("The Drowned Bell")), True

    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    target = tmp_path / "prep.pdf"
    menu.choose_pdf = _Chooser(target)
    assert menu.export_pdf(PrintKind.EPISODE_PREP) == target
    ((items, current),) = asked
    assert items == ["Salt and Iron (2026-11-15, open)", "The Drowned Bell (2026-11-01, closed)"]
    assert current == 0
    text = pdf_text(target, layout=False)
    assert "Episode prep: The Drowned Bell" in text and "Salt and Iron" not in text
    menu.choose_episode = lambda parent, stored: None  # cancelled: nothing written
    menu.choose_pdf = _Chooser(tmp_path / "never.pdf")
    assert menu.export_pdf(PrintKind.EPISODE_PREP) is None
    assert not (tmp_path / "never.pdf").exists()

    # Episodes › Print prep… prints the Episode selected there.
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    drowned = next(row for row in window.campaign.episodes.list_episodes() if row.closed)
    page.select_episode(drowned.id)
    button = page.findChild(QPushButton, "episode-print-prep")
    assert button is not None and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = menu.last_dialog
    assert dialog is not None and dialog.isVisible()
    assert "The Drowned Bell" in dialog.windowTitle()
    dialog.close()
    assert prompter.errors == []


def test_the_bundled_fonts_are_registered_and_their_licences_ship_with_them() -> None:
    from importlib import resources

    from PySide6.QtGui import QFontDatabase

    from starshine_desktop.ui.fonts import FAMILIES, FONT_FILES, register_fonts

    assert register_fonts() == FAMILIES
    assert set(FAMILIES) <= set(QFontDatabase.families())
    assert "Symbola" in QFontDatabase.applicationEmojiFontFamilies()
    folder = resources.files("starshine_desktop").joinpath("resources", "fonts")
    for name in FONT_FILES:
        assert folder.joinpath(name).read_bytes()[:4] == b"\x00\x01\x00\x00"  # TrueType
    licence = folder.joinpath("LICENSE.txt").read_text()
    assert "Bitstream Vera" in licence and "Permission is hereby granted" in licence
    assert "Apache License" in folder.joinpath("LICENSE-DroidSansFallback.txt").read_text()
    assert "redistributed" in folder.joinpath("LICENSE-Symbola.txt").read_text()


def test_any_script_prints_with_embedded_fallback_fonts(tmp_path: Path) -> None:
    from starshine_desktop.services.printing.model import CharacteristicPrint, PersonaPrint
    from starshine_desktop.services.printing.persona_sheet import persona_sheet

    persona = PersonaPrint(
        name="李小龍 🎲",
        actor="김민지",
        characteristics=(
            CharacteristicPrint("勇敢", 4, ("かならず先に話す ⚔", "Speaks 🙂 first")),
        ),
    )
    pdf = tmp_path / "scripts.pdf"
    write_pdf(persona_sheet(persona, "ハーバー"), pdf, Paper.A4)
    text = pdf_text(pdf)
    for expected in ("李小龍", "김민지", "勇敢", "かならず先に話す ⚔", "ハーバー", "Speaks"):
        assert expected in text, expected
    fonts = {line.split()[0]: line for line in run_tool("pdffonts", str(pdf)).splitlines()[2:]}
    assert {"DejaVuSans", "DroidSansFallback", "Symbola"} <= set(fonts)
    for line in fonts.values():
        assert re.search(r"\byes\s+(?:yes|no)\s+yes\b", line), line
    assert unseen_words(pdf, tmp_path) == []


def test_any_paper_chosen_for_the_printer_is_used(tmp_path: Path) -> None:
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

    from starshine_desktop.services.printing import Card, CardSheet
    from starshine_desktop.ui.printing import render

    pdf = tmp_path / "a5.pdf"
    writer = QPdfWriter(str(pdf))
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A5),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
        )
    )
    sheet = CardSheet("A5 cards", tuple(Card("Trait", f"<p>Card {n}</p>") for n in range(3)))
    assert render(sheet, writer) == 2  # two 5×3 in cards, one above the other, on A5
    del writer
    assert pdf_pages(pdf) == 2
    assert page_size(pdf) == (420.0, 595.0)
    assert "Card 2" in pdf_text(pdf)


def test_crowded_cards_keep_every_expression_readable(tmp_path: Path) -> None:
    support = importlib.util.spec_from_file_location(
        "printing_tests", ROOT / "tests" / "services" / "test_printing.py"
    )
    assert support is not None and support.loader is not None
    sys.path.insert(0, str(ROOT / "tests" / "services"))
    try:
        module = importlib.util.module_from_spec(support)
        support.loader.exec_module(module)
    finally:
        sys.path.remove(str(ROOT / "tests" / "services"))
    from starshine_desktop.services.printing.cards import shadow_play_cards

    persona = module.crowded_persona()
    sheet = shadow_play_cards([persona], "Table")
    pdf = tmp_path / "crowded.pdf"
    pages = write_pdf(sheet, pdf, Paper.A4)
    assert isinstance(sheet.cards, tuple)  # cards of given Personae, not a stream
    assert pages == -(-len(sheet.cards) // 4)
    text = " ".join(pdf_text(pdf, layout=False).split())
    for characteristic in persona.characteristics:
        for expression in characteristic.expressions:
            assert expression in text, expression
    first_page_png(pdf, "crowded-cards")


def test_the_expressions_card_draws_a_box_of_at_least_4_mm_before_each_expression(
    tmp_path: Path,
) -> None:
    from starshine_desktop.services.printing.cards import expressions_cards
    from starshine_desktop.services.printing.document import CardSheet

    persona = _services_tests().crowded_persona()
    cards = tuple(expressions_cards(persona))
    pdf = tmp_path / "expressions.pdf"
    write_pdf(CardSheet("Expressions", cards), pdf, Paper.A4)
    squares = [w for w, h in stroked_rectangles(pdf) if abs(w - h) < 0.5 and 8 < w < 15]
    expressions = sum(len(c.expressions) for c in persona.characteristics)
    assert len(squares) == expressions, "one drawn box before each Expression"
    assert min(squares) >= 4 * 72 / 25.4
    text = " ".join(pdf_text(pdf, layout=False).split())
    assert "☐" not in text
    for characteristic in persona.characteristics:  # still read in order, each whole
        for expression in characteristic.expressions:
            assert expression in text, expression
    assert unseen_words(pdf, tmp_path) == []


def test_a_card_is_never_continued_for_its_ruled_lines_alone() -> None:
    from starshine_desktop.services.printing.document import (
        CARD_HEIGHT,
        CARD_WIDTH,
        Card,
        CardSheet,
    )
    from starshine_desktop.ui.printing import count_card_pages

    one_to_a_page = (CARD_WIDTH + 60, CARD_HEIGHT + 60)

    def cards(lines: int, ruled: int) -> int:
        body = "".join(f"<p>Line {n} of the card.</p>" for n in range(lines))
        sheet = CardSheet("Cards", (Card("Trait", body, "SHADOW PLAY · TRAIT · Ada", ruled),))
        return count_card_pages(sheet, one_to_a_page)

    counted = [(cards(lines, 0), cards(lines, 2)) for lines in range(4, 16)]
    assert {plain for plain, _ in counted} == {1, 2}, "from cards that fit to cards that do not"
    assert all(ruled == plain for plain, ruled in counted), counted


def test_tables_repeat_their_header_and_keep_rows_and_headings_whole(tmp_path: Path) -> None:
    from starshine_desktop.services.printing.document import FlowDocument, grid_table, page

    rows = [
        [f"Row {n} opens", " ".join(["and on"] * (n % 6 * 12)) + f" row {n} closes"]
        for n in range(70)
    ]
    body = "<h1>Long table</h1>" + grid_table(["Which row", "What it says"], rows, [25, 75])
    body += "".join(f"<h2>Heading {n}</h2><p>Text under heading {n}.</p>" for n in range(40))
    pdf = tmp_path / "long.pdf"
    pages = write_pdf(FlowDocument("Long", page("Long", body), "Long"), pdf, Paper.A4)
    assert pages == pdf_pages(pdf) >= 4
    texts = [
        run_tool("pdftotext", "-layout", "-f", str(n), "-l", str(n), str(pdf), "-")
        for n in range(1, pages + 1)
    ]
    table_pages = [n for n, found in enumerate(texts) if "Row " in found]
    assert len(table_pages) >= 3
    for n in table_pages:
        assert "Which row" in texts[n] and "What it says" in texts[n], f"page {n + 1}"
    for n in range(70):
        opening = [i for i, found in enumerate(texts) if f"Row {n} opens" in found]
        closing = [i for i, found in enumerate(texts) if f"row {n} closes" in found]
        assert opening == closing and len(opening) == 1, f"row {n} is split"
    for n in range(40):
        heading = [i for i, found in enumerate(texts) if re.search(rf"Heading {n}\b", found)]
        under = [i for i, found in enumerate(texts) if f"under heading {n}." in found]
        assert heading == under, f"heading {n} is left alone"
    assert unseen_words(pdf, tmp_path) == []


def test_every_move_name_stands_on_the_page_of_its_trigger(tmp_path: Path) -> None:
    pdf = tmp_path / "moves.pdf"
    pages = write_pdf(quick_moves(), pdf, Paper.LETTER)
    words = page_words(pdf)
    texts = [" ".join(w for w, *_ in found) for found in words]
    assert len(texts) == pages
    for move in moves():
        named = [i for i, found in enumerate(texts) if f"{move.name} When" in found]
        assert len(named) == 1, move.name


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER])
def test_the_moves_reference_is_two_columns_on_at_most_four_pages(
    paper: Paper, tmp_path: Path
) -> None:
    pdf = tmp_path / "moves.pdf"
    pages = write_pdf(quick_moves(), pdf, paper)
    assert pages == pdf_pages(pdf) <= 4
    middle = paper.size[0] / 2
    words = page_words(pdf)
    for number, found in enumerate(words[:-1], start=1):  # every full page: two columns
        left = [w for w in found if w[3] < middle and w[2] < paper.size[1] - 60]
        right = [w for w in found if w[1] > middle and w[2] < paper.size[1] - 60]
        assert len(left) > 300 and len(right) > 300, f"page {number} is not two columns"
    # The moves stand in the seed's groups, in its order, each under its group's heading.
    reading = " ".join(reading_pages(pdf, paper))
    at: list[int] = []
    for category in categories():  # each group's heading after the one before
        at.append(reading.index(category.name, at[-1] if at else 0))
    for category, start, end in zip(categories(), at, [*at[1:], len(reading)], strict=True):
        for move in moves_in(category.id):
            assert f"{move.name} When" in reading[start:end], move.name


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER, Paper.LEGAL])
def test_the_directors_screen_is_one_landscape_sheet_in_three_panels(
    paper: Paper, built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from starshine_desktop.rules.starshine.scores import SCORE_USES, Score

    campaign, _ = built
    pdf = tmp_path / "screen.pdf"
    code, out, err = print_command(
        capsys,
        "directors-screen",
        "--campaign",
        str(campaign),
        "--pdf",
        str(pdf),
        "--paper",
        paper.value,
        "--challenge",
        "1",
    )
    assert code == 0, err
    assert json.loads(out)["pages"] == pdf_pages(pdf) == 1
    width, height = page_size(pdf)
    assert width > height, "landscape"
    words = page_words(pdf)[0]
    from starshine_desktop.services.printing.document import MARGIN

    third = (width - 2 * MARGIN) / 3
    panels = [
        " ".join(w for w, x, *_ in words if n * third <= x - MARGIN < (n + 1) * third)
        for n in range(3)
    ]
    assert all(len(panel.split()) > 80 for panel in panels), "three panels"
    text = " ".join(reading_pages(pdf, paper, columns=3, landscape=True)[0].split())
    # The procedure first, written with the rulings of the Challenge asked for.
    assert text.index("The Challenge") < text.index("Rulings in play") < text.index("The Scores")
    assert text.index("The Scores") < text.index("The Director's Stance")
    assert "rulings of the Challenge 'Night at the Docks'" in text
    assert "Scope: 1 to 6" in text or "Scope: 2 to 6" in text
    for score in Score:  # the glossary: every Score, with what the rules say it does
        assert f"{score.label} (" in text, score
        assert " ".join(SCORE_USES[score].split()[:4]) in text, score
    assert "Stance starts at 1" in text and "at most 6" in text
    assert unseen_words(pdf, tmp_path) == []
    first_page_png(pdf, f"directors-screen-{paper.value}")


@pytest.mark.parametrize("what", ["pencil-sheet", "quick-moves", "directors-screen"])
def test_a_booklet_prints_a5_pages_two_to_a_side_of_a4_in_folding_order(
    what: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from starshine_desktop.ui.printing import booklet_order

    a5 = tmp_path / "a5.pdf"
    code, out, err = print_command(capsys, what, "--pdf", str(a5), "--paper", "a5")
    assert code == 0, err
    a5_pages = json.loads(out)["pages"]
    pdf = tmp_path / "booklet.pdf"
    code, out, err = print_command(capsys, what, "--booklet", "--pdf", str(pdf))
    assert code == 0, err
    sides = -(-a5_pages // 4) * 2  # four A5 pages to a sheet, two to each side
    result = json.loads(out)
    assert result == {"pdf": str(pdf), "pages": sides, "paper": "a5", "what": what, "booklet": True}
    assert pdf_pages(pdf) == sides
    width, height = page_size(pdf)
    landscape_pages = what == "directors-screen"
    assert sorted((round(width), round(height))) == [595, 842]  # A4 sheets
    assert (width > height) != landscape_pages  # A5 portrait pages side by side
    order = booklet_order(a5_pages)
    for side, pair in enumerate(order, start=1):
        shown = run_tool("pdftotext", "-f", str(side), "-l", str(side), str(pdf), "-")
        numbers = [int(n) for n in re.findall(r"page (\d+) of " + str(a5_pages), shown)]
        assert numbers == [n + 1 for n in pair if n is not None], f"side {side}"
    # The first sheet's front holds the last page (or a blank) and the first page.
    assert order[0][1] == 0 and order[1][0] == 1
    assert unseen_words(pdf, tmp_path) == []
    first_page_png(pdf, f"booklet-{what}")


def test_a_booklet_is_refused_for_cards_and_other_papers(
    built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign, _ = built
    pdf = tmp_path / "x.pdf"
    code, _, err = print_command(
        capsys, "cards", "--booklet", "--campaign", str(campaign), "--pdf", str(pdf)
    )
    assert code == 2 and "--booklet is for every document but the cards" in err
    code, _, err = print_command(
        capsys, "quick-moves", "--booklet", "--paper", "letter", "--pdf", str(pdf)
    )
    assert code == 2 and "leave out --paper or give a5" in err
    assert not pdf.exists()


def _page_texts(pdf: Path, pages: int) -> list[str]:
    return [
        run_tool("pdftotext", "-layout", "-f", str(n), "-l", str(n), str(pdf), "-")
        for n in range(1, pages + 1)
    ]


def reading_pages(pdf: Path, paper: Paper, columns: int = 2, landscape: bool = False) -> list[str]:
    """Return each page's words as a person reads them: down the first column, then the
    next (one column where the paper is too narrow for more)."""
    from starshine_desktop.services.printing.document import COLUMN_GAP, MARGIN, column_count

    width = paper.page_size(landscape)[0]
    count = column_count(columns, width)
    step = (width - 2 * MARGIN + COLUMN_GAP) / count  # a column and the gap after it

    def column(x: float) -> int:
        return int((x - MARGIN + COLUMN_GAP / 2) // step)

    return [
        html.unescape(
            " ".join(
                w for w, *_ in sorted(found, key=lambda word: (column(word[1]), word[2], word[1]))
            )
        )
        for found in page_words(pdf)
    ]


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER, Paper.A5])
def test_oracle_tables_are_kept_whole_with_columns_sized_to_their_text(
    paper: Paper, tmp_path: Path
) -> None:
    pdf = tmp_path / "oracles.pdf"
    write_pdf(quick_oracles(), pdf, paper)
    texts = reading_pages(pdf, paper)
    every = [row.result for table in oracle_tables() for row in table.rows]
    for table in oracle_tables():
        # Its first and last results found nowhere else: on the page of its title.
        results = [row.result for row in table.rows]
        unique = [r for r in results if sum(r in other for other in every) == 1]
        on = {n for n, found in enumerate(texts) for r in (unique[0], unique[-1]) if r in found}
        named = {n for n, found in enumerate(texts) if f"{table.name} Move:" in found}
        assert len(on) == 1 and on == named, f"{table.name} is split from its title"
    assert "(continued)" not in " ".join(texts)
    assert unseen_words(pdf, tmp_path) == []
    # The d100 column is as wide as its numbers, not a share of the page.
    for found in page_words(pdf):
        ranges = [w for w in found if w[0] == "d100"]
        result_heads = [w for w in found if w[0] == "Result"]
        assert ranges and len(ranges) == len(result_heads)
        for d100, result in zip(ranges, result_heads, strict=True):
            assert result[1] - d100[1] < 40, "the d100 column is sized to its text"


def test_a_table_too_long_for_a_page_is_continued_under_its_title(tmp_path: Path) -> None:
    from starshine_desktop.services.printing.document import FlowDocument, grid_table, page

    def titled(name: str, rows: int) -> str:
        lines = [[f"{n:02d}", f"{name} row {n}"] for n in range(rows)]
        return f"<h2>{name}</h2><p>Move: {name}</p>" + grid_table(
            ["d100", "Result"], lines, None, (0,), fit=True
        )

    body = titled("Short one", 30) + titled("Short two", 30) + titled("Long table", 140)
    document = FlowDocument(
        "Tables", page("Tables", body), "Tables", keep_tables=True, continued_titles=True
    )
    pdf = tmp_path / "tables.pdf"
    pages = write_pdf(document, pdf, Paper.A4)
    texts = _page_texts(pdf, pages)
    for name in ("Short one", "Short two"):
        on = {n for n, found in enumerate(texts) if f"{name} row" in found}
        assert len(on) == 1, f"{name} is split though it fits on a page"
    long_pages = [n for n, found in enumerate(texts) if "Long table row" in found]
    assert len(long_pages) >= 2
    assert "Long table (continued)" not in texts[long_pages[0]]
    for n in long_pages[1:]:
        assert re.search(r"^\s*Long table \(continued\)\s*$", texts[n], re.MULTILINE), n
        assert "d100" in texts[n] and "Result" in texts[n]
    assert unseen_words(pdf, tmp_path) == []


def test_a_continued_round_of_the_challenge_log_keeps_its_heading(
    built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign, _ = built
    pdf = tmp_path / "log.pdf"
    code, out, err = print_command(
        capsys,
        "challenge-log",
        "--campaign",
        str(campaign),
        "--scenario",
        str(SCENARIO),
        "--pdf",
        str(pdf),
    )
    assert code == 0, err
    pages = json.loads(out)["pages"]
    texts = _page_texts(pdf, pages)
    log_lines = 0
    for number, found in enumerate(texts, start=1):
        lines = [line.strip() for line in found.splitlines() if line.strip()]
        items = [i for i, line in enumerate(lines) if re.match(r"\d+\. ", line)]
        log_lines += len(items)
        assert len(items) != 1, f"page {number} holds a single line of the log"
        if number > 1 and items:
            heading = [i for i, line in enumerate(lines) if re.match(r"Round \d+", line)]
            assert heading and heading[0] < items[0], f"page {number} starts a round unnamed"
    assert sum(bool(re.search(r"Round \d+ \(continued\)", found)) for found in texts) >= 1
    assert log_lines > 100
    assert unseen_words(pdf, tmp_path) == []


def _calibration_run(png: Path) -> int:
    """Return the longest dark horizontal run of pixels in the top sixth of a page image."""
    image = QImage(str(png)).convertToFormat(QImage.Format.Format_Grayscale8)
    bits = bytes(image.constBits())
    stride = image.bytesPerLine()
    longest = 0
    for y in range(image.height() // 6):
        run = 0
        for x in range(image.width()):
            run = run + 1 if bits[y * stride + x] < 128 else 0
            longest = max(longest, run)
    return longest


def test_cards_print_values_large_nothing_under_8_pt_and_a_calibration_mark(
    tmp_path: Path,
) -> None:
    from starshine_desktop.services.printing.cards import shadow_play_cards
    from starshine_desktop.services.printing.model import PersonaPrint, TraitPrint

    long_name = " ".join(f"word{n:03d}" for n in range(160))
    persona = PersonaPrint(
        name="Ada",
        traits=(
            TraitPrint("Sharp", 3, False, "Ada", "the Director"),
            TraitPrint(long_name, 5, True, "Ada", "the Director"),
        ),
    )
    sheet = shadow_play_cards([persona], "Table")
    pdf = tmp_path / "cards.pdf"
    pages = write_pdf(sheet, pdf, Paper.A4)
    # Stance, Expressions, Sharp, and the long Trait on four cards: two pages.
    assert pages == count_pages(sheet, Paper.A4) == 2
    words = page_words(pdf)
    flat = [word for page in words for word in page]
    smallest = min(y_max - y_min for _, _, y_min, _, y_max in flat)
    assert smallest >= 9.2, "no text under 8 pt (8 pt DejaVu Sans words are 9.3 pt tall)"
    for index, (word, _, y_min, _, y_max) in enumerate(flat):
        if word in ("Strength", "Value", "Now"):
            value = flat[index + 1]
            assert value[4] - value[2] >= y_max - y_min, f"{word} {value[0]}"
    text = " ".join(word for word, *_ in flat)
    positions = [text.index(f"word{n:03d}") for n in range(160)]
    assert positions == sorted(positions), "the long Trait reads on, card after card"
    assert all(text.count(f"word{n:03d}") == 1 for n in range(160))
    assert "· 1 of 4" in text and "continued, 4 of 4" in text
    assert all("Print at 100%" in " ".join(w for w, *_ in page) for page in words)
    run_tool("pdftoppm", "-gray", "-png", "-r", "72", str(pdf), str(tmp_path / "card"))
    for png in sorted(tmp_path.glob("card-*.png")):
        assert 71 <= _calibration_run(png) <= 74, "the mark is one inch (72 pt) long"
    assert unseen_words(pdf, tmp_path) == []


def _many_personae(path: Path, count: int) -> Path:
    from starshine_desktop.services.campaign import create_campaign
    from starshine_desktop.storage.rows import PersonaValues

    campaign = create_campaign(path)
    try:
        for number in range(count):
            campaign.personae.add_persona(PersonaValues(f"Persona {number:03d}"))
    finally:
        campaign.close()
    return path


@pytest.mark.parametrize("cancel", [False, True])
def test_exporting_all_cards_shows_progress_and_can_be_cancelled(
    cancel: bool,
    open_window: WindowFactory,
    prompter: ScriptedPrompter,
    tmp_path: Path,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    screenshots: Path,
) -> None:
    from PySide6.QtCore import QTimer

    import starshine_desktop.ui.printing as printing

    monkeypatch.setattr(printing, "PROGRESS_AFTER_MS", 0)
    window = open_window(_many_personae(tmp_path / "Many.starshine", 30))
    menu = window.campaign_files.print_menu()
    window.personae.table.clearSelection()
    window.personae.table.setCurrentIndex(window.personae.model.index(-1, 0))
    target = tmp_path / "cards.pdf"
    target.write_bytes(b"older cards")
    menu.choose_pdf = _Chooser(target)
    seen: list[str] = []

    def press_cancel() -> None:
        dialog = menu.progress_dialog
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(5, press_cancel)
            return
        seen.append(dialog.labelText())
        dialog.grab().save(str(screenshots / f"print-progress-{cancel}.png"))
        if cancel:
            button = dialog.findChild(QPushButton)
            assert button is not None and button.text() == "Cancel"
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, press_cancel)
    result = menu.export_pdf(PrintKind.CARDS)
    assert seen, "the progress dialog was on screen"
    assert seen[0].startswith(("Preparing the cards", "Page "))
    assert prompter.errors == []
    assert menu.progress_dialog is None
    if cancel:
        assert result is None
        assert target.read_bytes() == b"older cards"
        assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".pdf") == ["cards.pdf"]
    else:
        assert result == target
        assert pdf_pages(target) == 15  # 30 Personae, two cards each, four to a page
        assert "Persona 029" in pdf_text(target)


def _crowded_front(kind: str) -> PersonaPrint:
    from dataclasses import replace

    from starshine_desktop.services.printing.model import (
        CharacteristicPrint,
        InvestmentPrint,
        TraitPrint,
    )

    persona: PersonaPrint = _services_tests().typical_persona()
    if kind == "traits":
        traits = [
            TraitPrint(f"Trait number {n} of many", 2, False, "Ada Quell", "Bo") for n in range(11)
        ]
        return replace(persona, traits=tuple(traits))
    if kind == "expressions":
        characteristics = [
            CharacteristicPrint(
                f"C{n}", 3, tuple(f"an expression of some length {k}" for k in range(4))
            )
            for n in range(5)
        ]
        return replace(persona, characteristics=tuple(characteristics))
    investments = [
        InvestmentPrint(
            "The Harbour of the Drowned Bell", f"free of the Guild {n}", 2, "Bold", "open"
        )
        for n in range(6)
    ]
    return replace(persona, investments=tuple(investments))


@pytest.mark.parametrize("kind", ["traits", "expressions", "investments"])
def test_a_crowded_front_page_is_never_cut(kind: str, tmp_path: Path) -> None:
    from starshine_desktop.services.printing.persona_sheet import persona_sheet

    persona = _crowded_front(kind)
    pdf = tmp_path / "front.pdf"
    write_pdf(persona_sheet(persona, "C"), pdf, Paper.LETTER)  # the shorter page
    front = " ".join(run_tool("pdftotext", "-f", "1", "-l", "1", str(pdf), "-").split())
    for heading, items in (
        ("Traits", [t.name for t in persona.traits]),
        ("Investments", [i.relationship for i in persona.investments]),
        ("Characteristics and Expressions", [c.name for c in persona.characteristics]),
    ):
        if f"{heading}: after this page." not in front:
            assert all(item in front for item in items), heading
    assert "Strategies" in front and "Scores" in front
    assert unseen_words(pdf, tmp_path) == []
