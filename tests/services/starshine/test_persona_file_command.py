"""``export-persona`` and ``import-persona`` on the command line: one Persona between files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from starshine_desktop.commands import run
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import create_campaign, open_campaign

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


def _names(path: Path) -> list[str]:
    campaign = open_campaign(path)
    try:
        return sorted(row.name for row in campaign.personae.list_personae())
    finally:
        campaign.close()


def test_a_persona_goes_from_one_campaign_file_to_another(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = tmp_path / "table.starshine"
    assert run(["import", str(SAMPLE), str(table)]) == 0
    capsys.readouterr()
    player = tmp_path / "player.starshine"
    create_campaign(player).close()
    persona_file = tmp_path / "vesper.json"

    assert run(["export-persona", str(table), "  vesper   HALE ", str(persona_file)]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert exported == {
        "exported": str(persona_file),
        "persona": "Vesper Hale",
        "campaign": str(table),
    }
    assert json.loads(persona_file.read_text(encoding="utf-8"))["format"] == "starshine-persona"

    assert run(["import-persona", str(persona_file), str(player)]) == 0
    imported = json.loads(capsys.readouterr().out)
    assert (imported["persona"], imported["renamed"]) == ("Vesper Hale", False)
    assert imported["summary"].startswith("Imported Vesper Hale")
    assert _names(player) == ["Vesper Hale"]

    assert run(["import-persona", str(persona_file), str(player)]) == 0  # a second time
    updated = json.loads(capsys.readouterr().out)
    assert updated["updated"] is True and updated["taken"] == []
    assert _names(player) == ["Vesper Hale"]  # the same Persona: updated, not copied

    assert run(["import-persona", "--as-new", str(persona_file), str(player)]) == 0
    again = json.loads(capsys.readouterr().out)
    assert (again["persona"], again["renamed"]) == ("Vesper Hale (2)", True)
    assert (
        again["elements_created"] == []
        and again["elements_matched"] == imported["elements_created"]
    )
    assert _names(player) == ["Vesper Hale", "Vesper Hale (2)"]


def test_refusals_exit_2_with_one_line_and_change_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = tmp_path / "table.starshine"
    assert run(["import", str(SAMPLE), str(table)]) == 0
    capsys.readouterr()
    out = tmp_path / "nobody.json"
    assert run(["export-persona", str(table), "Nobody", str(out)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("export-persona: no Persona is called 'Nobody' (Personae: ")
    assert error.count("\n") == 1 and not out.exists()

    bad = tmp_path / "bad.json"
    assert run(["export-persona", str(table), "Vesper Hale", str(bad)]) == 0
    capsys.readouterr()
    document = json.loads(bad.read_text(encoding="utf-8"))
    document["persona"]["stance"] = 7
    bad.write_text(json.dumps(document), encoding="utf-8")
    assert run(["import-persona", str(bad), str(table)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("import-persona: bad.json: $.persona.stance")
    assert error.count("\n") == 1
    assert _names(table).count("Vesper Hale") == 1 and "Vesper Hale (2)" not in _names(table)
