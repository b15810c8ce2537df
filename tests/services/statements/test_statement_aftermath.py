"""After a statement scene through the service: stored steps, replay, undo, carried players."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import (
    DriveChangeKind,
    FactorKind,
    FactorRef,
    OpposingFactor,
    Setback,
)
from starshine_desktop.rules.statements.steps import StateStep
from starshine_desktop.services.campaign import (
    Campaign,
    create_campaign,
    import_campaign_file,
    open_campaign,
)
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.statements.scenes import (
    PlayerEntry,
    load_scene_state,
)

BRAVE = FactorRef(FactorKind.TRAIT, "Brave")
ACUITY = FactorRef(FactorKind.ATTRIBUTE, "Acuity")
SHIP = FactorRef(FactorKind.RESOURCE, "Ship")


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "table.starshine")
    yield opened
    opened.close()


def _resolved_scene(campaign: Campaign) -> int:
    """Ada fails all three dice of her Statement (d5, F 3); Bo succeeds on all three."""
    scenes = campaign.statement_scenes
    [sid] = scenes.create_scene("Harbour").changes.added_ids(RecordKind.STATEMENT_SCENE)
    scenes.add_player(
        sid,
        PlayerEntry(
            "Ada", {"Brave": 3}, {"Acuity": 2}, {"Ship": 2}, luck=4, drives=("Find the map",)
        ),
    )
    scenes.add_player(sid, PlayerEntry("Bo", {"Sly": 2}, {"Grace": 3}, {}, luck=9))
    scenes.state_statement(
        sid,
        StateStep(
            "Ada", "The gate opens", (BRAVE,), (OpposingFactor("Gate", 2),), drive="Find the map"
        ),
    )
    scenes.state_statement(
        sid, StateStep("Bo", "Nobody sees", (FactorRef(FactorKind.TRAIT, "Sly"),))
    )
    scenes.roll_statement(sid, ("Ada", 1), faces=[4, 5, 5])
    scenes.roll_statement(sid, ("Bo", 1), faces=[1, 2, 2])
    scenes.resolve_scene(sid, lambda _s, _t: True)
    return sid


def _actions(campaign: Campaign, sid: int) -> list[str]:
    return [
        a["do"] for a in json.loads(campaign.statement_scenes.stored_state(sid).state)["actions"]
    ]


def test_after_scene_steps_are_stored_and_replayed(campaign: Campaign, tmp_path: Path) -> None:
    sid = _resolved_scene(campaign)
    scenes = campaign.statement_scenes
    scene = scenes.scene(sid).scene
    assert scene is not None and scene.failures_of("Ada") == 3 and scene.failures_of("Bo") == 0
    scenes.record_setback(sid, "Ada", Setback("Bruised  hands", 2, target=BRAVE))
    with pytest.raises(RuleError, match="cost 4 failures but only 3 came up"):
        scenes.record_setback(sid, "Ada", Setback("Lost the boat", 1, lasting=True, target=SHIP))
    scenes.take_experience_test(sid, "Ada", faces=[1, 6, 7])  # d8 (3 vs 5): one success
    scenes.advance(sid, "Ada", increase=FactorRef(FactorKind.TRAIT, " Wary "), decrease=SHIP)
    scenes.change_drive(sid, "Ada", DriveChangeKind.REWRITE, 0, "Sell the map", "The gate held")
    with pytest.raises(RuleError, match="no failures"):
        scenes.take_experience_test(sid, "Bo", rng=random.Random(3))
    scenes.finish_scene(sid)
    assert _actions(campaign, sid)[-5:] == ["setback", "experience", "advance", "drive", "finish"]
    campaign.close()
    reopened = open_campaign(tmp_path / "table.starshine")
    try:
        view = reopened.statement_scenes.scene(sid)
        assert view.scene is not None
        after = view.scene.aftermath_of("Ada")
        assert [s.description for s in after.setbacks] == ["Bruised hands"]
        assert after.experience is not None and after.experience.successes == 1
        assert after.raised == FactorRef(FactorKind.TRAIT, "Wary")
        assert after.drive_change is not None and after.drive_change.why == "The gate held"
        [ada, bo] = reopened.statement_scenes.players_after(sid)
        assert ada.traits == {"Brave": 3, "Wary": 1}  # the temporary Setback is not kept
        assert ada.resources == {"Ship": 1}
        assert ada.drives == ("Sell the map",)
        assert ada.luck == 4 + 3  # the failures of a Statement reflecting a Drive
        assert bo.traits == {"Sly": 2} and bo.starting_attributes is None
        # The campaign exchange checks the new steps through the engine and keeps them.
        reopened.export_json(tmp_path / "out.json")
    finally:
        reopened.close()
    imported = import_campaign_file(tmp_path / "out.json", tmp_path / "copy.starshine")
    try:
        assert imported.statement_scenes.players_after(sid)[0].drives == ("Sell the map",)
    finally:
        imported.close()


def test_undo_takes_back_an_after_scene_step_and_redo_takes_it_again(
    campaign: Campaign,
) -> None:
    sid = _resolved_scene(campaign)
    scenes = campaign.statement_scenes
    before = scenes.stored_state(sid)
    edit = scenes.change_drive(
        sid, "Ada", DriveChangeKind.ADD, text="Protect Bo", why="He saved me"
    )
    after = scenes.stored_state(sid)
    assert scenes.players_after(sid)[0].drives == ("Find the map", "Protect Bo")
    campaign.undo(edit)
    assert scenes.stored_state(sid) == before
    assert scenes.players_after(sid)[0].drives == ("Find the map",)
    assert "drive" not in _actions(campaign, sid)
    campaign.redo(edit)
    assert scenes.stored_state(sid) == after


def test_a_permanent_attribute_setback_and_advance_carry_with_starting_values(
    campaign: Campaign,
) -> None:
    scenes = campaign.statement_scenes
    [sid] = scenes.create_scene("Storm").changes.added_ids(RecordKind.STATEMENT_SCENE)
    scenes.add_player(sid, PlayerEntry("Ada", {"Brave": 1}, {"Acuity": 3}, {}, luck=0))
    for n in range(3):
        scenes.state_statement(
            sid,
            StateStep(
                "Ada", f"Aim {n}", (BRAVE if n < 2 else ACUITY,), (OpposingFactor("Sea", 9),)
            ),
        )
    for n, faces in enumerate(([10, 10, 10], [10, 10, 10], [12, 12, 12])):
        scenes.roll_statement(sid, ("Ada", n + 1), faces=faces)
    scenes.resolve_scene(sid, lambda _s, _t: True)
    scenes.record_setback(
        sid, "Ada", Setback("Nearly drowned", 1, attribute=True, permanent=True, target=ACUITY)
    )
    assert scenes.players_after(sid)[0].attributes == {"Acuity": 2}
    scenes.take_experience_test(sid, "Ada", faces=[1, 1, 1])  # 9 failures vs 1: three successes
    scenes.advance(sid, "Ada", attribute="Acuity")
    [ada] = scenes.players_after(sid)
    assert ada.attributes == {"Acuity": 3} and ada.starting_attributes is None
    # A second scene keeps the starting value, so the cap stays twice 3.
    scenes.create_scene("Calm", [ada])
    [ada_again] = scenes.players_after(sid)
    assert ada_again.character().starting_attributes == {"Acuity": 3}


def test_starting_attributes_are_stored_only_once_they_differ(campaign: Campaign) -> None:
    entry = PlayerEntry("Ada", {}, {"Acuity": 4}, {}, starting_attributes={"Acuity": 2})
    assert entry.to_json()["starting_attributes"] == {"Acuity": 2}
    assert PlayerEntry.from_json(entry.to_json()) == entry
    assert "starting_attributes" not in PlayerEntry("Bo", {}, {"Grace": 1}, {}).to_json()
    with pytest.raises(RuleError, match="twice its starting"):
        PlayerEntry("Cy", {}, {"Acuity": 5}, {}, starting_attributes={"Acuity": 2}).character()


def test_a_stored_scene_with_a_step_the_rules_refuse_does_not_load(campaign: Campaign) -> None:
    sid = _resolved_scene(campaign)
    row = campaign.statement_scenes.stored_state(sid)
    data = json.loads(row.state)
    data["actions"].append(
        {"do": "drive", "player": "Ada", "change": "remove", "index": 4, "text": "", "why": "x"}
    )
    from dataclasses import replace

    with pytest.raises(RuleError, match="no Drive number 5"):
        load_scene_state(replace(row, state=json.dumps(data)))


def test_rolling_the_experience_test_in_the_app(campaign: Campaign) -> None:
    sid = _resolved_scene(campaign)
    campaign.statement_scenes.take_experience_test(sid, "Ada", rng=random.Random(7))
    state = json.loads(campaign.statement_scenes.stored_state(sid).state)
    faces = state["actions"][-1]["faces"]
    assert len(faces) == 3 and all(1 <= face <= 8 for face in faces)  # d(3 + 5)
