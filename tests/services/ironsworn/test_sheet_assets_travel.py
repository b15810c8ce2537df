"""Ironsworn: the assets on a sheet travel with the campaign JSON (version 4), the Persona
file (version 3) and its update, and the Markdown notes; a bad asset in a file is refused at
its path."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from starshine_desktop.services.campaign import Campaign, create_campaign

from .test_sheet_assets import (
    STARSHIP,
    SURVEY_BOT,
    StepClock,
    _add,
    _persona,
    _raw,
    _text,
    campaign,
)

__all__ = ["campaign"]  # the fixture, shared with the sheet's tests


@pytest.mark.file_campaign
def test_assets_travel_in_the_campaign_json_and_come_back_whole(
    campaign: Campaign, tmp_path: Path
) -> None:
    from starshine_desktop.services.campaign import import_campaign_file

    kirra = _persona(campaign)
    row = _add(campaign, kirra, STARSHIP)
    campaign.assets.set_value(row, "name", "Wayfinder")
    campaign.assets.set_value(row, "integrity.battered", True)
    campaign.assets.set_ability(row, 2, True)
    campaign.export_json(tmp_path / "all.json")
    document = json.loads((tmp_path / "all.json").read_bytes())
    [stored] = document["ironsworn_assets"]
    assert stored["asset_id"] == STARSHIP and stored["persona_id"] == kirra
    assert stored["abilities"] == [True, True, False]
    assert stored["state"]["name"] == "Wayfinder" and stored["state"]["integrity.battered"]
    copy = import_campaign_file(tmp_path / "all.json", tmp_path / "copy.starshine")
    try:
        [ship] = copy.assets.list_assets(kirra)
        assert ship.held is None and ship.name == "Starship"  # its package is not in the file
        copy.rules_packages.import_package(_raw("starforged"), _text("starforged"))
        [ship] = copy.assets.list_assets(kirra)
        assert ship.held is not None and ship.held.values["name"] == "Wayfinder"
        assert ship.held.abilities == (True, True, False)
        copy.export_json(tmp_path / "again.json")
    finally:
        copy.close()
    assert (tmp_path / "again.json").read_bytes() == (tmp_path / "all.json").read_bytes()


@pytest.mark.file_campaign
def test_a_bad_asset_in_the_campaign_json_is_refused_at_its_path(
    campaign: Campaign, tmp_path: Path
) -> None:
    from starshine_desktop.services import exchange

    kirra = _persona(campaign)
    _add(campaign, kirra, STARSHIP)
    campaign.export_json(tmp_path / "all.json")
    good = json.loads((tmp_path / "all.json").read_bytes())
    changes: list[tuple[Callable[[dict[str, Any]], None], str, str]] = [
        (lambda d: d["ironsworn_assets"][0].update(asset_id="move:x/y"), ".asset_id", "not the"),
        (
            lambda d: d["ironsworn_assets"].append(dict(d["ironsworn_assets"][0], id=99)),
            ".asset_id",
            "holds this asset already",
        ),
        (lambda d: d["ironsworn_assets"][0]["state"].update(name=[1]), ".state.name", "a text"),
        (
            lambda d: d["ironsworn_assets"][0].update(abilities=[1, 0]),
            ".abilities[0]",
            "true or false",
        ),
        (lambda d: d["ironsworn_assets"][0].update(persona_id=77), ".persona_id", ""),
    ]
    for change, path, words in changes:
        document = json.loads(json.dumps(good))
        change(document)
        with pytest.raises(exchange.ImportRefused) as refused:
            exchange.validate_campaign(exchange.parse_campaign_json(exchange.dumps(document)))
        assert refused.value.path.endswith(path), refused.value.path
        assert words.casefold() in str(refused.value).casefold() or not words
    version_3 = json.loads(json.dumps(good))
    version_3["version"] = 3
    del version_3["ironsworn_assets"]
    exchange.validate_campaign(exchange.parse_campaign_json(exchange.dumps(version_3)))


def test_assets_travel_in_the_persona_file_and_its_update(
    campaign: Campaign, tmp_path: Path
) -> None:
    """Export a Persona with a companion, import it into another campaign (as a new
    Persona), change the companion there, and bring the file back as an update."""
    kirra = _persona(campaign)
    row = _add(campaign, kirra, SURVEY_BOT)
    campaign.assets.set_value(row, "name", "Pip")
    campaign.export_persona(kirra, tmp_path / "kirra.json")
    document = json.loads((tmp_path / "kirra.json").read_bytes())
    assert document["format_version"] == 3
    [sent] = document["persona"]["ironsworn_assets"]
    assert sent["asset_id"] == SURVEY_BOT and sent["state"]["name"] == "Pip"
    other = create_campaign(tmp_path / "other.starshine", clock=StepClock())
    try:
        other.rules_packages.import_package(_raw("starforged"), _text("starforged"))
        result = other.import_persona(other.read_persona_file(tmp_path / "kirra.json"))
        [bot] = other.assets.list_assets(result.persona_id)
        assert bot.held is not None and bot.held.values["name"] == "Pip"
        other.assets.set_value(bot.row.id, "health", 1)
        other.assets.add_asset(result.persona_id, STARSHIP)
        other.export_persona(result.persona_id, tmp_path / "back.json")
    finally:
        other.close()
    plan = campaign.plan_persona_update(campaign.read_persona_file(tmp_path / "back.json"))
    assert plan is not None
    campaign.update_persona(plan, {item.key: item.proposed for item in plan.differences})
    held = {a.name: a for a in campaign.assets.list_assets(kirra)}
    assert set(held) == {"Survey Bot", "Starship"}
    assert held["Survey Bot"].row.id == row  # the same record, updated
    assert held["Survey Bot"].row.values["health"] == 1


def test_the_markdown_note_of_a_persona_lists_its_assets(
    campaign: Campaign, tmp_path: Path
) -> None:
    kirra = _persona(campaign, "Kirra Vale")
    row = _add(campaign, kirra, SURVEY_BOT)
    campaign.assets.set_value(row, "name", "Pip")
    campaign.assets.set_value(row, "health.out_of_action", True)
    _persona(campaign, "Tova")
    campaign.export_markdown(tmp_path / "vault")
    note = (tmp_path / "vault" / "Personae" / "Kirra Vale.md").read_text("utf-8")
    section = note.split("## Ironsworn assets\n", 1)[1]
    assert section.startswith(
        "\n### Survey Bot\n\n*Companion · Ironsworn: Starforged Assets · Shawn Tomkin · CC BY 4.0*"
    )
    assert "- name: Pip\n- health: 3 (0–3)\n- out of action: yes\n" in section
    assert "- ☑ Your survey bot companion scans the path ahead." in section
    assert "- ☐ Once per expedition, when you Secure an Advantage by sending" in section
    other = (tmp_path / "vault" / "Personae" / "Tova.md").read_text("utf-8")
    assert "Ironsworn assets" not in other
