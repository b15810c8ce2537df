"""Replay of scenarios (rules-spec A.7, A.8): the API, the command, errors, seeds, export."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from starshine_support import apply_json, persona_json

from starshine_desktop.rules.errors import IllegalStep, ScenarioError
from starshine_desktop.rules.starshine.replay import load_scenario, replay, replay_challenge


def scenario(*steps: dict[str, Any], **top: Any) -> dict[str, Any]:
    """Return a two-Persona scenario with ``steps``."""
    data: dict[str, Any] = {
        "rules": "starshine-2.1",
        "personae": [
            persona_json("ada", stance=4, threat=2, characteristics=[{"name": "Bold", "value": 2}]),
            persona_json(
                "bo",
                stance=2,
                guard=5,
                traits=[
                    {
                        "id": "t1",
                        "name": "Quick",
                        "strength": 2,
                        "negative": False,
                        "created_by": "bo",
                    }
                ],
            ),
        ],
        "elements": [{"id": "gate", "name": "The Gate", "scale": 2}],
        "steps": list(steps),
    }
    data.update(top)
    return data


ROUND: list[dict[str, Any]] = [{"do": "clock"}, {"do": "threats", "names": {"ada": "Cornered"}}]


def run_cli(tmp_path: Path, data: object) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "replay", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_replay_output_has_the_a7_shape() -> None:
    out = replay(scenario(*ROUND))
    assert set(out) == {"round", "ended", "outcome", "personae", "elements", "log"}
    ada = out["personae"]["ada"]
    assert set(ada) == {
        "threat",
        "opportunity",
        "danger",
        "guard",
        "surrender",
        "fortune",
        "stance",
        "status",
        "risked",
        "traits",
        "characteristics",
    }
    assert ada["traits"] == [
        {
            "id": "ada-threat-1",
            "name": "Cornered",
            "strength": 15,
            "negative": True,
            "on": "ada",
            "created_by": "director",
        }
    ]
    assert ada["characteristics"] == [{"name": "Bold", "value": 2, "corrupt": False}]
    assert out["elements"] == [{"id": "gate", "name": "The Gate", "scale": 2, "traits": []}]
    assert (out["round"], out["ended"], out["outcome"]) == (1, False, None)
    assert all(isinstance(line, str) for line in out["log"])


def test_replay_command_prints_sorted_json_and_exits_0(tmp_path: Path) -> None:
    data = scenario(*ROUND)
    result = run_cli(tmp_path, data)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout == json.dumps(replay(data), sort_keys=True) + "\n"


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (scenario(*ROUND, extra=1), "scenario: unknown key 'extra' in the scenario"),
        (scenario({"do": "clock", "when": 1}), "step 0: unknown key 'when' in a clock step"),
        (scenario({"do": "threats"}), "step 0: threats come only right after clock"),
        (
            scenario(
                *ROUND,
                {
                    "do": "move",
                    "actor": "bo",
                    "type": "defensive",
                    "scope": 2,
                    "pay_dice": 0,
                    "pay_fortune": 2,
                    "dice": [1],
                    "select": 1,
                },
            ),
            "step 2: bo has not just been given a Negative Trait this round (rule 3.3a)",
        ),
        (
            scenario(
                *ROUND,
                {
                    "do": "move",
                    "actor": "ada",
                    "type": "defensive",
                    "scope": 3,
                    "pay_dice": 0,
                    "pay_fortune": 2,
                    "dice": [1, 1, 1],
                    "select": 1,
                },
            ),
            "step 2: pay_dice 0 + pay_fortune 2 must equal the Scope 3 (rule 3.6)",
        ),
        (
            scenario(
                *ROUND,
                {
                    "do": "move",
                    "actor": "ada",
                    "type": "defensive",
                    "scope": 2,
                    "pay_dice": 0,
                    "pay_fortune": 2,
                    "dice": [1, 1],
                    "select": 1,
                },
            ),
            "step 2: 2 dice given, but 3 are left after paying (pool 3 - 0) (rule 3.8)",
        ),
        (
            scenario({"do": "surrender_choice", "persona": "ada", "choice": "risk_death"}),
            "step 0: risk_death is on offer only at Surrender 0; ada is at 3 (rule 5, 5.4)",
        ),
        (
            scenario({"do": "end"}, {"do": "clock"}),
            "step 1: the Challenge has already ended (ended): no step comes after its end",
        ),
        ({"personae": [{"id": "x", "scores": {}}]}, "scenario: persona 'x' scores lack 'aid'"),
        (scenario(rulings={"R1": "sometimes"}), "scenario: ruling R1 must be one of"),
        ("[1, 2", "scenario: not valid JSON"),
        ('{"personae": [], "personae": []}', "scenario: key 'personae' appears twice"),
    ],
)
def test_replay_command_bad_scenario_exits_2_with_one_line(
    tmp_path: Path, data: object, expected: str
) -> None:
    result = run_cli(tmp_path, data)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith(expected), result.stderr


def test_replay_command_missing_file_exits_2(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "replay", str(tmp_path / "none.json")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stdout, result.stderr.count("\n")) == (2, "", 1)


def test_replay_never_imports_qt(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario(*ROUND)))
    script = textwrap.dedent(
        f"""
        import sys
        from starshine_desktop.__main__ import main
        code = main(["replay", {str(path)!r}])
        loaded = [m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6")]
        sys.stderr.write(f"code={{code}} qt={{loaded}}")
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stderr == "code=0 qt=[]"


ROLL_MOVE = {
    "do": "move",
    "actor": "ada",
    "type": "defensive",
    "scope": 2,
    "pay_dice": 0,
    "pay_fortune": 2,
    "dice": "roll",
}


def test_roll_with_seed_is_reproducible_and_recorded_as_faces() -> None:
    data = scenario(*ROUND, ROLL_MOVE, seed=42)
    first = replay_challenge(data)
    second = replay_challenge(json.loads(json.dumps(data)))
    assert first.output() == second.output()
    recorded = first.recorded_scenario()["steps"][2]
    assert isinstance(recorded["dice"], list) and len(recorded["dice"]) == 3
    assert recorded["select"] == max(recorded["dice"])
    import random

    rng = random.Random(42)
    assert recorded["dice"] == [rng.randint(1, 6) for _ in range(3)]


def test_roll_without_seed_is_an_error() -> None:
    with pytest.raises(IllegalStep, match=r"step 2: \"dice\": \"roll\" needs a top-level"):
        replay(scenario(*ROUND, ROLL_MOVE))


def test_roll_with_a_select_not_rolled_restores_the_random_state() -> None:
    engine = replay_challenge(scenario(*ROUND, seed=7))
    assert engine.rng is not None
    before = engine.rng.getstate()
    with pytest.raises(IllegalStep):
        apply_json(engine, {**ROLL_MOVE, "select": 9})
    assert engine.rng.getstate() == before


def test_export_replays_to_the_identical_final_state() -> None:
    data = scenario(
        *ROUND,
        ROLL_MOVE,
        {
            "do": "move",
            "actor": "bo",
            "type": "leading",
            "scope": 2,
            "pay_dice": 1,
            "pay_fortune": 1,
            "dice": "roll",
            "aid_from": ["ada"],
            "create_trait": {"id": "n1", "name": "Dug in", "on": "bo"},
        },
        {"do": "push", "persona": "ada"},
        {"do": "compromise", "accepted": False},
        {"do": "clock"},
        seed=3,
    )
    engine = replay_challenge(data)
    exported = engine.recorded_scenario()
    again = replay_challenge(load_scenario(json.dumps(exported)))
    assert again.output() == engine.output()
    assert again.recorded_scenario() == exported


def test_load_scenario_refuses_nan_and_non_objects() -> None:
    with pytest.raises(ScenarioError, match="NaN is not a number"):
        load_scenario('{"seed": NaN}')
    with pytest.raises(ScenarioError, match="a scenario is a JSON object"):
        load_scenario("[]")


def test_scenario_ranges_and_ids_are_checked() -> None:
    bad_stance = scenario()
    bad_stance["personae"][0]["stance"] = 7
    with pytest.raises(ScenarioError, match="stance must be 1 to 6"):
        replay(bad_stance)
    twice = scenario()
    twice["personae"][1]["id"] = "ada"
    with pytest.raises(ScenarioError, match="'ada' is used twice"):
        replay(twice)
    director = scenario()
    director["personae"][1]["id"] = "director"
    with pytest.raises(ScenarioError, match="reserved"):
        replay(director)
    boolean = scenario()
    boolean["personae"][0]["scores"]["base"] = True
    with pytest.raises(ScenarioError, match="must be a whole number"):
        replay(boolean)


@pytest.mark.parametrize("enabled", [True, False])
def test_replay_pauses_the_cyclic_collector_only_while_it_runs(enabled: bool) -> None:
    """Replay pauses the cyclic collector while it applies steps (its full passes grew
    faster than the Challenge) and leaves it as it found it, after a failure too."""
    import gc

    seen: list[bool] = []

    class Watched(dict[str, Any]):
        def get(self, key: str, default: Any = None) -> Any:
            seen.append(gc.isenabled())
            return super().get(key, default)

    steps: list[Any] = [Watched(do="clock"), Watched(do="threats"), "not a step"]
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        with pytest.raises(IllegalStep, match="step 2"):
            replay_challenge(scenario(*steps))
        assert seen and not any(seen)
        assert gc.isenabled() is enabled
        replay(scenario({"do": "clock"}))
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
