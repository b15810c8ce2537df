"""Common: ``print WHAT --campaign PATH [--persona NAME] --pdf OUT.pdf``: print a document to PDF.

    print persona-sheet --campaign C (--persona NAME [--persona NAME…] | --all) --pdf OUT.pdf
    print party-sheets --campaign C [--persona NAME…] --pdf OUT.pdf   (every Persona's sheet)
    print pencil-sheet | tracks-sheet | quick-starshine | directors-screen | quick-moves |
          quick-oracles | quick-cortex | quick-statements [--campaign C] --pdf OUT.pdf
          (no campaign needed)
    print cards --campaign C [--persona NAME] --pdf OUT.pdf     (all Personae without --persona)
    print episode-prep --campaign C [--episode TITLE] --pdf OUT.pdf
    print challenge-log --campaign C (--challenge ID | --scenario FILE) --pdf OUT.pdf
    print quick-starshine | directors-screen --campaign C [--challenge ID | --scenario FILE]
          --pdf OUT.pdf (the rulings of that Challenge, else of the latest one played, else
          the defaults; without --campaign the defaults)
    options: --paper a4|letter|a5|legal (default a4)
             --booklet: laid out for A5, two pages to each side of an A4 sheet, in the order
             that folds into a booklet (any document but the cards)
        -> {"pdf": path, "pages": n, "paper": "a4", "what": WHAT}  (with "booklet": true)

Documents of three pages or more report each page on stderr ("print: page 2 of 9").
Qt is imported inside the handler only (the layer test imports every command module without
Qt); without a display it renders offscreen. The PDF is written atomically.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from starshine_desktop.commands import CommandError

PROGRESS_FROM_PAGES = 3
CHALLENGE_WHATS = ("challenge-log", "quick-starshine", "directors-screen")
_application: Any = None
"""The Qt application the command started, kept alive while it renders."""
WHATS = (
    "persona-sheet",
    "party-sheets",
    "pencil-sheet",
    "tracks-sheet",
    "cards",
    "episode-prep",
    "challenge-log",
    "quick-starshine",
    "directors-screen",
    "quick-moves",
    "quick-oracles",
    "quick-cortex",
    "quick-statements",
)


def _check(args: argparse.Namespace) -> None:
    for name in ("campaign", "pdf", "episode", "scenario", "paper"):
        value = getattr(args, name)
        if value is not None and not isinstance(value, str):
            raise CommandError(f"--{name}: expected a value")
    if args.persona is not None and not all(isinstance(name, str) for name in args.persona):
        raise CommandError("--persona: expected a value")
    if args.what == "persona-sheet" and args.persona is None and not args.all:
        raise CommandError("persona-sheet needs --persona NAME (or --all)")
    if args.all and args.persona is not None:
        raise CommandError("give --persona NAME or --all, not both")
    if args.all and args.what not in ("persona-sheet", "party-sheets", "cards"):
        raise CommandError(f"--all is for persona-sheet, party-sheets and cards, not {args.what}")
    if args.challenge is not None and type(args.challenge) is not int:
        raise CommandError("--challenge: expected a whole number")
    if args.what == "challenge-log" and args.scenario is None and args.challenge is None:
        raise CommandError("challenge-log needs --challenge ID or --scenario FILE")
    if args.scenario is not None and args.challenge is not None:
        raise CommandError("give --challenge ID or --scenario FILE, not both")
    for option in ("scenario", "challenge"):
        if getattr(args, option) is not None and args.what not in CHALLENGE_WHATS:
            raise CommandError(
                f"--{option} is for challenge-log, quick-starshine and directors-screen, "
                f"not {args.what}"
            )
    if args.persona is not None and args.what not in ("persona-sheet", "party-sheets", "cards"):
        raise CommandError(
            f"--persona is for persona-sheet, party-sheets and cards, not {args.what}"
        )
    if args.episode is not None and args.what != "episode-prep":
        raise CommandError(f"--episode is for episode-prep, not {args.what}")
    pdf = Path(args.pdf)
    if pdf.suffix.lower() != ".pdf":
        raise CommandError(f"--pdf: {args.pdf!r} should end in .pdf")
    if pdf.is_dir():
        raise CommandError(f"--pdf: {args.pdf} is a folder")
    if args.booklet and args.what == "cards":
        raise CommandError("--booklet is for every document but the cards")
    if args.booklet and args.paper is not None and args.paper.strip().casefold() != "a5":
        raise CommandError("--booklet prints A5 pages on A4 sheets: leave out --paper or give a5")


def _read_scenario(path_text: str | None) -> dict[str, Any] | None:
    if path_text is None:
        return None
    from starshine_desktop.rules.errors import ScenarioError
    from starshine_desktop.rules.starshine.replay import load_scenario
    from starshine_desktop.storage.files import SCENARIO_MAX_BYTES, read_limited

    path = Path(path_text)
    try:
        data = read_limited(path, SCENARIO_MAX_BYTES)
    except OSError as error:
        raise CommandError(f"--scenario: cannot read {path}: {error.strerror or error}") from None
    try:
        return load_scenario(data)
    except ScenarioError as error:
        raise CommandError(f"--scenario: {path}: {error}") from None


def _progress(page: int, pages: int) -> None:
    if pages >= PROGRESS_FROM_PAGES:  # (0, 0) while cards are measured: nothing to say
        sys.stderr.write(f"print: page {page} of {pages}\n")
        sys.stderr.flush()


def _ensure_gui_application() -> None:
    """Start a Qt application if none runs (offscreen when there is no display).

    A widgets application, not a bare GUI one, so a caller may still open dialogs after.
    """
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    global _application
    if QApplication.instance() is None:
        _application = QApplication(["starshine-desktop"])


def print_document(args: argparse.Namespace) -> dict[str, Any]:
    """Build the document asked for from the campaign and write it as a PDF."""
    _check(args)
    from starshine_desktop.services.printing import (
        Paper,
        PrintKind,
        PrintRequest,
        PrintRequestError,
        build_document,
    )
    from starshine_desktop.storage.errors import StorageError
    from starshine_desktop.ui.printing import PrintError

    try:
        paper = Paper.parse(args.paper or ("a5" if args.booklet else "a4"))
    except ValueError as error:
        raise CommandError(f"--paper: {error}") from None
    scenario = _read_scenario(args.scenario)
    if args.campaign is None:
        return _print_without_campaign(args, paper)
    from sqlalchemy.exc import SQLAlchemyError

    from starshine_desktop.commands.campaign import open_any, report_backup_problem
    from starshine_desktop.services.shared import is_server_address

    shared = is_server_address(str(args.campaign))
    if not shared and not Path(args.campaign).exists():
        raise CommandError(f"--campaign: no campaign file at {Path(args.campaign)}")
    try:
        campaign = open_any(args.campaign)
    except (StorageError, OSError) as error:
        raise CommandError(f"--campaign: {error}") from None
    except SQLAlchemyError as error:
        reason = " ".join(str(getattr(error, "orig", error)).split())
        raise CommandError(f"--campaign: the server could not be reached: {reason}") from None
    report_backup_problem("print", campaign)
    target = Path(args.pdf)
    try:
        campaign.check_output_target(target)
    except StorageError as error:
        campaign.close()
        raise CommandError(f"--pdf: {error}") from None
    try:
        request = PrintRequest(
            kind=PrintKind(args.what),
            persona=args.persona[0] if args.persona else None,
            personae=tuple(args.persona[1:]) if args.persona else (),
            every_persona=bool(args.all),
            episode=args.episode,
            challenge_id=args.challenge,
            scenario=scenario,
            scenario_title=Path(args.scenario).stem if args.scenario else "Scenario",
            paper=paper,
        )
        document = build_document(campaign, request)
        _ensure_gui_application()
        from starshine_desktop.ui.printing import write_pdf

        # Rendered while the campaign is open: the cards of every Persona are read as
        # they print.
        pages = write_pdf(document, target, paper, _progress, booklet=args.booklet)
    except (PrintRequestError, PrintError) as error:
        raise CommandError(str(error)) from None
    finally:
        campaign.close()
    return _result(target, pages, paper.value, args)


def _result(target: Path, pages: int, paper: str, args: argparse.Namespace) -> dict[str, Any]:
    result: dict[str, Any] = {"pdf": str(target), "pages": pages, "paper": paper, "what": args.what}
    if args.booklet:
        result["booklet"] = True
    return result


NO_CAMPAIGN_WHATS = (
    "pencil-sheet",
    "tracks-sheet",
    "quick-starshine",
    "directors-screen",
    "quick-moves",
    "quick-oracles",
    "quick-cortex",
    "quick-statements",
)


def _print_without_campaign(args: argparse.Namespace, paper: Any) -> dict[str, Any]:
    """Print a document that needs no campaign (a blank sheet, a reference)."""
    if args.what not in NO_CAMPAIGN_WHATS:
        raise CommandError(f"{args.what} needs --campaign PATH")
    if args.scenario is not None or args.challenge is not None:
        raise CommandError("--scenario and --challenge need --campaign PATH")
    from starshine_desktop.services.printing import PrintKind, PrintRequest, build_document
    from starshine_desktop.ui.printing import PrintError

    target = Path(args.pdf)
    document = build_document(None, PrintRequest(PrintKind(args.what), paper=paper))
    _ensure_gui_application()
    from starshine_desktop.ui.printing import write_pdf

    try:
        pages = write_pdf(document, target, paper, _progress, booklet=args.booklet)
    except PrintError as error:
        raise CommandError(str(error)) from None
    return _result(target, pages, paper.value, args)


def register(commands: Any, rolls: Any) -> None:
    """Add the ``print`` subcommand."""
    parser = commands.add_parser("print", help="print a sheet, cards or a reference to PDF")
    parser.add_argument("what", choices=WHATS, help="what to print")
    parser.add_argument(
        "--campaign",
        help="the campaign file or address (not needed for pencil-sheet, tracks-sheet, "
        "directors-screen and quick-*)",
    )
    parser.add_argument("--pdf", required=True, help="the PDF file to write")
    parser.add_argument(
        "--persona",
        action="append",
        help="a Persona's name; give it again for more (persona-sheet, party-sheets, cards)",
    )
    parser.add_argument(
        "--all", action="store_true", help="every Persona (persona-sheet, party-sheets, cards)"
    )
    parser.add_argument("--episode", help="the Episode's title (episode-prep)")
    parser.add_argument(
        "--challenge",
        type=int,
        help="a stored Challenge's id (challenge-log, quick-starshine, directors-screen)",
    )
    parser.add_argument(
        "--scenario",
        help="a scenario JSON file (challenge-log, quick-starshine, directors-screen)",
    )
    parser.add_argument("--paper", help="a4, letter, a5 or legal (default a4)")
    parser.add_argument(
        "--booklet",
        action="store_true",
        help="A5 pages two to each side of an A4 sheet, in the order that folds into a booklet",
    )
    parser.set_defaults(handler=print_document)
