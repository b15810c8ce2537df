"""The printed Persona sheet shows the assets of its Ironsworn sheet: each card with its
credit (package title, authors, licence), its fields and meters as the sheet holds them and
its abilities with a box ticked as on the sheet; read back from the PDF's text."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from datasworn_support import package_file

from starshine_desktop.__main__ import main
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaValues

POPPLER = all(shutil.which(tool) for tool in ("pdftotext", "pdftoppm"))
pytestmark = pytest.mark.skipif(not POPPLER, reason="poppler-utils (make deb-test) is needed")


@pytest.fixture(autouse=True)
def application(qapp: object) -> object:
    return qapp


def test_the_printed_sheet_shows_each_asset_with_its_credit_fields_and_abilities(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "Isles.starshine"
    campaign = create_campaign(path)
    try:
        text = package_file("starforged").read_text("utf-8")
        campaign.rules_packages.import_package(json.loads(text), text)
        kirra = campaign.personae.add_persona(PersonaValues("Kirra Vale")).changes.added_ids(
            RecordKind.PERSONA
        )[0]
        bot = campaign.assets.add_asset(kirra, "asset:starforged/companion/survey_bot")
        row = bot.changes.added_ids(RecordKind.IRONSWORN_ASSET)[0]
        campaign.assets.set_value(row, "name", "Pip")
        campaign.assets.set_value(row, "health", 2)
        campaign.assets.set_ability(row, 2, True)
        campaign.assets.add_asset(kirra, "asset:starforged/command_vehicle/starship")
    finally:
        campaign.close()
    pdf = tmp_path / "kirra.pdf"
    code = main(["print", "persona-sheet", "--all", "--campaign", str(path), "--pdf", str(pdf)])
    assert code == 0, capsys.readouterr().err
    shown = " ".join(
        subprocess.run(
            ["pdftotext", str(pdf), "-"], check=True, capture_output=True, text=True
        ).stdout.split()
    )
    assert "Assets Survey Bot Companion · Ironsworn: Starforged Assets · Shawn Tomkin" in shown
    assert "name Pip" in shown and "health 2 (0–3)" in shown and "out of action" in shown
    assert "Your survey bot companion scans the path ahead." in shown
    assert "Once per expedition, when you Secure an Advantage" in shown  # links as words
    assert "Starship Command Vehicle" in shown and "integrity 5 (0–5)" in shown
    assert "battered" in shown and "cursed" in shown
    keep = os.environ.get("STARSHINE_PRINT_PNGS")
    if keep:
        subprocess.run(
            ["pdftoppm", "-png", "-r", "60", str(pdf), str(Path(keep) / "sheet-assets")],
            check=True,
        )
