"""Make the page images of docs/printing.md: every printed document of the sample campaign.

Prints each document to PDF on A4 (the sample campaign shipped in ``resources/``), then
turns pages into small PNGs with poppler's ``pdftoppm`` at 50 dpi: the first page of each,
and the second where it is a different sheet (the back of the pencil sheet, the Episode
check-off). Needs poppler-utils (``make deb-test``).

Usage: QT_QPA_PLATFORM=offscreen python tools/print_pages.py [docs/images]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

PAGES = {"persona-sheet": 2, "pencil-sheet": 2, "episode-prep": 2}
"""Documents whose second page is shown too."""
SKIPPED = {"party-sheets"}
"""Documents not shown (the party print is the Persona sheet, once for each Persona)."""
RESOLUTION = "50"


def main(argv: list[str]) -> int:
    """Print every document of the sample campaign and save its page images."""
    folder = Path(argv[1] if len(argv) > 1 else "docs/images").resolve()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from starshine_desktop.services.campaign import create_from_data
    from starshine_desktop.services.exchange import sample_campaign_data
    from starshine_desktop.services.printing import Paper, PrintKind, PrintRequest, build_document
    from starshine_desktop.ui.printing import write_pdf

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as work:
        os.environ["STARSHINE_HOME"] = str(Path(work) / "home")
        campaign = create_from_data(sample_campaign_data(), Path(work) / "Sample.starshine")
        try:
            personae = campaign.personae.list_personae()
            persona = max(
                personae, key=lambda row: len(campaign.records.persona_records(row.id).traits)
            )
            challenge = campaign.challenges.list_challenges()[0].id
            for kind in PrintKind:
                if kind.value in SKIPPED:
                    continue
                request = PrintRequest(
                    kind,
                    persona_id=persona.id if kind is PrintKind.PERSONA_SHEET else None,
                    challenge_id=challenge if kind is PrintKind.CHALLENGE_LOG else None,
                )
                pdf = Path(work) / f"{kind.value}.pdf"
                write_pdf(build_document(campaign, request), pdf, Paper.A4)
                last = PAGES.get(kind.value, 1)
                stem = folder / f"print-{kind.value}"
                subprocess.run(
                    [
                        "pdftoppm",
                        "-png",
                        "-gray",
                        "-r",
                        RESOLUTION,
                        "-l",
                        str(last),
                        str(pdf),
                        str(stem),
                    ],
                    check=True,
                )
                made = sorted(folder.glob(f"{stem.name}-*.png"))
                print(f"{kind.value}: {', '.join(path.name for path in made)}")
        finally:
            campaign.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
