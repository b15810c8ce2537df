"""Setbacks carried into later statement scenes through the service: stored, replayed, undone."""

from __future__ import annotations

import json
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import (
    CarriedSetback,
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
from starshine_desktop.services.statements.scenes import PlayerEntry

BRAVE = FactorRef(FactorKind.TRAIT, "Brave")
SHIP = FactorRef(FactorKind.RESOURCE, "Ship")
SLY = FactorRef(FactorKind.TRAIT, "Sly")


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "table.starshine")
    yield opened
    opened.close()


def _scene(campaign: Campaign, name: str, players: list[PlayerEntry]) -> int:
    [sid] = campaign.statement_scenes.create_scene(name, players).changes.added_ids(
        RecordKind.STATEMENT_SCENE
    )
    return sid


def _harbour(campaign: Campaign) -> int:
    """Ada fails all three dice of Brave 3 vs Gate 2; Bo succeeds; both are resolved."""
    sid = _scene(
        campaign,
        "Harbour",
        [
            PlayerEntry("Ada", {"Brave": 3}, {"Acuity": 2}, {"Ship": 2}, luck=1),
            PlayerEntry("Bo", {"Sly": 2}, {"Grace": 3}, {}),
        ],
    )
    scenes = campaign.statement_scenes
    scenes.state_statement(sid, StateStep("Ada", "The gate opens", (BRAVE,), (_gate(),)))
    scenes.state_statement(sid, StateStep("Bo", "Nobody sees", (SLY,)))
    scenes.roll_statement(sid, ("Ada", 1), faces=[4, 5, 5])
    scenes.roll_statement(sid, ("Bo", 1), faces=[1, 2, 2])
    scenes.resolve_scene(sid, lambda _s, _t: True)
    return sid


def _gate() -> OpposingFactor:
    return OpposingFactor("Gate", 2)


def _players(campaign: Campaign, sid: int) -> list[dict[str, object]]:
    players: list[dict[str, object]] = json.loads(
        campaign.statement_scenes.stored_state(sid).state
    )["players"]
    return players


def test_a_temporary_setback_is_carried_stored_and_gone_after_the_next_scene(
    campaign: Campaign, tmp_path: Path
) -> None:
    scenes = campaign.statement_scenes
    harbour = _harbour(campaign)
    scenes.record_setback(harbour, "Ada", Setback("Bruised  hands", 2, target=BRAVE))
    ada, bo = scenes.players_after(harbour)
    assert ada.traits == {"Brave": 3}  # the sheet is not lowered
    assert ada.setbacks == (CarriedSetback(Setback("Bruised hands", 2, target=BRAVE), "Harbour"),)
    assert bo.setbacks == ()
    quay = _scene(campaign, "Quay", [ada, bo])
    stored = _players(campaign, quay)
    assert stored[0]["setbacks"] == [
        {
            "description": "Bruised hands",
            "degree": 2,
            "lasting": False,
            "attribute": False,
            "target": ["trait", "Brave"],
            "from": "Harbour",
        }
    ]
    assert "setbacks" not in stored[1]  # stored only when there are any
    scenes.state_statement(quay, StateStep("Ada", "The gate opens", (BRAVE,), (_gate(),)))
    campaign.close()
    reopened = open_campaign(tmp_path / "table.starshine")
    try:
        view = reopened.statement_scenes.scene(quay)
        assert view.scene is not None
        [statement] = view.scene.statements_of("Ada")
        assert (statement.favouring_sum, statement.opposing_sum) == (1, 2)
        assert statement.odds()[3] == Fraction(1, 27)
        # The scene after Quay: the temporary Setback wore off.
        ada_after, _bo = reopened.statement_scenes.players_after(quay)
        assert ada_after.setbacks == () and ada_after.traits == {"Brave": 3}
    finally:
        reopened.close()


def test_an_indefinite_setback_ends_with_a_recovery_statement_that_comes_true(
    campaign: Campaign,
) -> None:
    scenes = campaign.statement_scenes
    harbour = _harbour(campaign)
    scenes.record_setback(harbour, "Ada", Setback("Lost the boat", 1, lasting=True, target=SHIP))
    quay = _scene(campaign, "Quay", scenes.players_after(harbour))
    with pytest.raises(RuleError, match="no Setback number 3"):
        scenes.state_statement(quay, StateStep("Ada", "Buy a boat", (SHIP,), recovers=3))
    scenes.state_statement(quay, StateStep("Ada", "Buy a boat", (SHIP,), (_gate(),), recovers=0))
    state = json.loads(scenes.stored_state(quay).state)
    assert state["actions"][0]["recovers"] == 0
    scenes.roll_statement(quay, ("Ada", 1), faces=[3, 3, 3])  # d3, F 1: no success
    scenes.resolve_scene(quay, lambda _s, _t: True)
    [ada, _bo] = scenes.players_after(quay)
    assert [item.origin for item in ada.setbacks] == ["Harbour"]  # a failed recovery keeps it

    dock = _scene(campaign, "Dock", scenes.players_after(quay))
    before = scenes.stored_state(dock)
    steps = [
        scenes.state_statement(
            dock, StateStep("Ada", "Buy a boat", (SHIP, BRAVE), (_gate(),), recovers=0)
        ),
        scenes.roll_statement(dock, ("Ada", 1), faces=[1, 1, 6]),
        scenes.resolve_scene(dock, lambda _s, _t: True),
    ]
    [ada, _bo] = scenes.players_after(dock)
    assert ada.setbacks == () and ada.resources == {"Ship": 2}
    # Undo back to before the recovery Statement restores exactly.
    for edit in reversed(steps):
        campaign.undo(edit)
    assert scenes.stored_state(dock).state == before.state
    assert [item.origin for item in scenes.players_after(dock)[0].setbacks] == ["Harbour"]


def test_an_older_stored_scene_without_setbacks_loads_unchanged(campaign: Campaign) -> None:
    entry = PlayerEntry("Ada", {"Brave": 3}, {"Acuity": 2}, {})
    assert "setbacks" not in entry.to_json()
    assert PlayerEntry.from_json(entry.to_json()) == entry
    carried = PlayerEntry(
        "Ada",
        {"Brave": 3},
        {"Acuity": 2},
        {},
        setbacks=(CarriedSetback(Setback("Fever", 1, attribute=True), "Storm"),),
    )
    assert PlayerEntry.from_json(json.loads(json.dumps(carried.to_json()))) == carried
    [stored] = carried.to_json()["setbacks"]
    with pytest.raises(RuleError, match="degree is 1 or more"):
        PlayerEntry.from_json({**carried.to_json(), "setbacks": [{**stored, "degree": 0}]})


def test_carried_setbacks_survive_an_export_and_import(campaign: Campaign, tmp_path: Path) -> None:
    scenes = campaign.statement_scenes
    harbour = _harbour(campaign)
    scenes.record_setback(harbour, "Ada", Setback("Bruised hands", 1, lasting=True, target=BRAVE))
    quay = _scene(campaign, "Quay", scenes.players_after(harbour))
    scenes.state_statement(quay, StateStep("Ada", "Climb", (BRAVE,), recovers=0))
    campaign.export_json(tmp_path / "out.json")
    imported = import_campaign_file(tmp_path / "out.json", tmp_path / "copy.starshine")
    try:
        assert imported.statement_scenes.stored_state(quay).state == scenes.stored_state(quay).state
        view = imported.statement_scenes.scene(quay)
        assert view.scene is not None
        assert view.scene.character("Ada").scene_degree(BRAVE) == 2
        assert view.scene.statement(("Ada", 1)).recovers == 0
    finally:
        imported.close()
