"""The printed Persona sheet shows an asset ability's own clock with its ability (Marked's
stained reputation) and a meter as the ticked abilities make it (the Symbiote's health raised
to 3); read back from the PDF's text."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from datasworn_support import package_file

from starshine_desktop.__main__ import main
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaValues

from .test_sheet_assets_print import POPPLER

pytestmark = pytest.mark.skipif(not POPPLER, reason="poppler-utils (make deb-test) is needed")


@pytest.fixture(autouse=True)
def application(qapp: object) -> object:
    return qapp


def test_the_printed_sheet_shows_an_abilitys_clock_and_a_raised_meter(
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
        marked = campaign.assets.add_asset(kirra, "asset:starforged/deed/marked")
        row = marked.changes.added_ids(RecordKind.IRONSWORN_ASSET)[0]
        campaign.assets.set_ability(row, 2, True)
        campaign.assets.set_value(row, "abilities.2.clock", 3)
        symbiote = campaign.assets.add_asset(kirra, "asset:starforged/companion/symbiote")
        row = symbiote.changes.added_ids(RecordKind.IRONSWORN_ASSET)[0]
        campaign.assets.set_ability(row, 3, True)
        campaign.assets.set_value(row, "health", 3)
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
    assert "When the clock is filled, discard this asset. (stained reputation: 3 (0–6))" in shown
    assert "Symbiote Companion" in shown and "health 3 (0–3)" in shown
    keep = os.environ.get("STARSHINE_PRINT_PNGS")
    if keep:
        subprocess.run(
            ["pdftoppm", "-png", "-r", "60", str(pdf), str(Path(keep) / "sheet-asset-abilities")],
            check=True,
        )
