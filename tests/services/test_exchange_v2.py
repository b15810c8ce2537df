"""Campaign JSON version 2: the lists it adds, their refusals, and version 1 files still read."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import import_campaign_file
from starshine_desktop.services.exchange import (
    ImportRefused,
    dumps,
    parse_campaign_json,
    validate_campaign,
)
from starshine_desktop.storage.rows import PersonaFlag

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"
V2_LISTS = [kind.key for kind in exchange.KINDS if kind.since == 2]
LATER_LISTS = [kind.key for kind in exchange.KINDS if kind.since > 2]
FLAGS = [flag.value for flag in PersonaFlag]


def sample() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return document


def refusal_of(document: Any) -> ImportRefused:
    with pytest.raises(ImportRefused) as raised:
        validate_campaign(parse_campaign_json(dumps(document)))
    return raised.value


UUID_LISTS = ("actors", "elements", "personae")


def version_1(document: dict[str, Any]) -> dict[str, Any]:
    old = {
        key: value
        for key, value in document.items()
        if key not in V2_LISTS and key not in LATER_LISTS
    }
    old["version"] = 1
    for persona in old["personae"]:
        for flag in FLAGS:
            del persona[flag]
    for key in UUID_LISTS:
        for item in old[key]:
            item.pop("uuid", None)
    return old


def test_the_sample_holds_every_new_list() -> None:
    document = sample()
    assert document["version"] == exchange.FORMAT_VERSION == 4
    for key in ("progress_tracks", "ironsworn_sheets", "challenges"):
        assert document[key], key
    assert document["challenges"][0]["status"] == "finished"


def test_a_version_1_file_still_imports_with_the_new_lists_empty(tmp_path: Path) -> None:
    source = tmp_path / "old.json"
    source.write_bytes(dumps(version_1(sample())))
    campaign = import_campaign_file(source, tmp_path / "old.starshine")
    try:
        personae = campaign.personae.list_personae()
        assert [p.name for p in personae] == [p["name"] for p in sample()["personae"]]
        assert all(not (p.risked_corruption or p.risked_death or p.dead) for p in personae)
        assert campaign.tracks.list_tracks() == []
        assert campaign.challenges.list_challenges() == []
        campaign.export_json(tmp_path / "new.json")
    finally:
        campaign.close()
    document = json.loads((tmp_path / "new.json").read_bytes())
    assert document["version"] == 4
    assert all(document[key] == [] for key in V2_LISTS)
    # Every Actor, Element and Persona got a UUID of its own (version 3).
    given = [item["uuid"] for key in UUID_LISTS for item in document[key]]
    assert len(set(given)) == len(given) > 0
    assert all(item not in {i["uuid"] for k in UUID_LISTS for i in sample()[k]} for item in given)
    assert all(persona[flag] is False for persona in document["personae"] for flag in FLAGS)
    assert version_1(document) == version_1(sample())


def test_a_version_1_file_cannot_hold_version_2_keys() -> None:
    old = version_1(sample())
    old["personae"][0]["dead"] = False
    assert refusal_of(old).path == "$.personae[0].dead"
    old = version_1(sample())
    old["challenges"] = []
    assert refusal_of(old).path == "$.challenges"


def test_the_status_flags_round_trip_and_are_booleans(tmp_path: Path) -> None:
    document = sample()
    document["personae"][1]["dead"] = True
    document["personae"][2]["risked_death"] = True
    source = tmp_path / "in.json"
    source.write_bytes(dumps(document))
    campaign = import_campaign_file(source, tmp_path / "c.starshine")
    try:
        rows = campaign.personae.list_personae()
        assert [(r.risked_corruption, r.risked_death, r.dead) for r in rows][1:3] == [
            (False, False, True),
            (False, True, False),
        ]
        campaign.export_json(tmp_path / "out.json")
    finally:
        campaign.close()
    assert (tmp_path / "out.json").read_bytes() == dumps(document)
    document["personae"][0]["risked_corruption"] = 1
    refused = refusal_of(document)
    assert (refused.path, refused.reason) == (
        "$.personae[0].risked_corruption",
        "must be true or false, not int",
    )


Change = Callable[[dict[str, Any]], None]


def _set(path: list[Any], value: Any) -> Change:
    def change(document: dict[str, Any]) -> None:
        target: Any = document
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def _state(key: str, edit: Callable[[dict[str, Any]], None]) -> Change:
    def change(document: dict[str, Any]) -> None:
        record = document[key][0]
        state = json.loads(record["state"])
        edit(state)
        record["state"] = json.dumps(state)

    return change


def _with_tools(document: dict[str, Any]) -> dict[str, Any]:
    """Add a challenge pool, a Cortex sheet and a statement scene to the sample."""
    document["cortex_sheets"] = [
        {
            "persona_id": 1,
            "plot_points": 2,
            "physical": 6,
            "mental": None,
            "social": None,
            "stressed_out": False,
            "awaiting_time": [],
            "updated_at": "2026-03-14T20:00:00",
        }
    ]
    pool = {
        "version": 1,
        "level": "hard",
        "length": 1,
        "pool": [10, 10, 6],
        "participants": [1, 2],
        "round": 1,
        "acted": [],
        "phase": "characters",
        "log": ["Started"],
    }
    document["cortex_challenges"] = [
        {
            "id": 1,
            "name": "The Gate",
            "state": json.dumps(pool),
            "created_at": "2026-03-14T20:00:00",
            "updated_at": "2026-03-14T20:00:00",
        }
    ]
    player = {
        "name": "Ann",
        "traits": {"Brave": 2},
        "attributes": {"Wits": 2},
        "resources": {},
        "luck": 1,
        "drives": [],
        "persona_id": 1,
    }
    document["statement_scenes"] = [
        {
            "id": 1,
            "name": "At the docks",
            "state": json.dumps({"version": 1, "players": [player], "actions": []}),
            "created_at": "2026-03-14T20:00:00",
            "updated_at": "2026-03-14T20:00:00",
        }
    ]
    return document


def test_the_tools_round_trip(tmp_path: Path) -> None:
    document = _with_tools(sample())
    source = tmp_path / "in.json"
    source.write_bytes(dumps(document))
    campaign = import_campaign_file(source, tmp_path / "c.starshine")
    try:
        assert campaign.cortex_pools.challenge(1).participants == (1, 2)
        assert [p.name for p in campaign.statement_scenes.scene(1).players] == ["Ann"]
        assert campaign.challenges.results(1)  # the finished Challenge replays
        campaign.export_json(tmp_path / "out.json")
    finally:
        campaign.close()
    assert (tmp_path / "out.json").read_bytes() == dumps(document)


@pytest.mark.parametrize(
    ("change", "path", "reason"),
    [
        (
            _set(["progress_tracks", 0, "pace"], 1),
            "$.progress_tracks[0].pace",
            "unknown key",
        ),
        (
            _set(["progress_tracks", 0, "persona_id"], 99),
            "$.progress_tracks[0].persona_id",
            "names no record of personae (id 99)",
        ),
        (
            _set(["progress_tracks", 0, "ticks"], 41),
            "$.progress_tracks[0].ticks",
            "must be 0 to 40, not 41",
        ),
        (
            _set(["ironsworn_sheets", 0, "impacts"], ["wounded", "wounded"]),
            "$.ironsworn_sheets[0].impacts[1]",
            "repeats 'wounded'",
        ),
        (
            _set(["ironsworn_sheets", 0, "experience_spent"], 3),
            "$.ironsworn_sheets[0]",
            "experience: spent experience cannot exceed what was earned",
        ),
        (
            _set(["ironsworn_sheets", 0, "quests_completed"], 1),
            "$.ironsworn_sheets[0].quests_completed",
            "must be true or false, not int",
        ),
        (
            _set(["cortex_sheets", 0, "physical"], 5),
            "$.cortex_sheets[0].physical",
            "must be null or one of (4, 6, 8, 10, 12), not 5",
        ),
        (
            _set(["cortex_sheets", 0, "persona_id"], 9),
            "$.cortex_sheets[0].persona_id",
            "names no record of personae (id 9)",
        ),
        (
            _set(["cortex_challenges", 0, "state"], '{"level": NaN}'),
            "$.cortex_challenges[0].state<json>.level",
            "NaN is not a number the format allows",
        ),
        (
            _set(["cortex_challenges", 0, "state"], "[1, 2]"),
            "$.cortex_challenges[0].state",
            "must be JSON text of an object, not a list",
        ),
        (
            _state("cortex_challenges", lambda state: state.update(round=True)),
            "$.cortex_challenges[0].state",
            "holds an unknown key or a value of the wrong type",
        ),
        (
            _state("cortex_challenges", lambda state: state.update(pool=[7])),
            "$.cortex_challenges[0].state",
            "its engine cannot load it (ValueError: 7 is not a valid Die)",
        ),
        (
            _state("statement_scenes", lambda state: state.update(extra=1)),
            "$.statement_scenes[0].state.extra",
            "unknown key",
        ),
        (
            _state("statement_scenes", lambda state: state["players"][0].update(luck=True)),
            "$.statement_scenes[0].state.players[0]",
            "holds an unknown key or a value of the wrong type",
        ),
        (
            _state(
                "statement_scenes",
                lambda state: state["actions"].append({"do": "roll", "key": ["Ann", 1]}),
            ),
            "$.statement_scenes[0].state",
            "its engine cannot load it (KeyError: 'faces')",
        ),
        (
            _set(["challenges", 0, "steps", 2], {"do": "push", "persona": "nobody"}),
            "$.challenges[0].steps[2]",
            "step 2: push 'persona' names no Persona: 'nobody'",
        ),
        (
            _set(["challenges", 0, "status"], "running"),
            "$.challenges[0].status",
            "the steps have ended",
        ),
        (
            _set(["challenges", 0, "outcome"], "compromise"),
            "$.challenges[0].outcome",
            "the steps give 'ended'",
        ),
        (
            _set(["challenges", 0, "persona_ids"], [1]),
            "$.challenges[0].persona_ids",
            "must name one Persona per Persona set up",
        ),
        (
            _set(["challenges", 0, "setup", "seed"], 3),
            "$.challenges[0].setup.seed",
            "unknown key",
        ),
        (
            _set(["challenges", 0, "rulings", "R9"], "twice"),
            "$.challenges[0].rulings",
            "ruling R9 must be one of once_per_challenge, once_per_persona",
        ),
        (
            _set(["challenges", 0, "rulings", "R9"], "once_per_persona"),
            "$.challenges[0].rulings",
            "must name every ruling, as the set-up does",
        ),
        (
            _set(["challenges", 0, "setup", "personae", 0, "stance"], 7),
            "$.challenges[0].setup",
            "scenario: persona 'vesper-hale' stance must be 1 to 6, not 7",
        ),
        (
            lambda document: document["challenges"][0]["setup"]["personae"][0].pop(
                "characteristics"
            ),
            "$.challenges[0].setup.personae",
            "is not in the form the app records",
        ),
        (
            _set(["challenges", 0, "steps", 0], {"do": "clock", "note": 1.5}),
            "$.challenges[0].steps[0].note",
            "1.5 is not a whole number",
        ),
    ],
)
def test_refuses_bad_version_2_records(change: Change, path: str, reason: str) -> None:
    document = _with_tools(sample())
    validate_campaign(parse_campaign_json(dumps(document)))  # legal before the change
    change(document)
    refused = refusal_of(document)
    assert refused.path == path
    assert reason in refused.reason
