"""Golden scenarios: each ``NAME.json`` replays to ``NAME.expected.json`` (worked by hand in
``NAME.md``; the expected file leaves out ``log``, whose wording is free)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from starshine_desktop.rules.errors import IllegalStep
from starshine_desktop.rules.starshine.replay import load_scenario, replay, replay_challenge

HERE = Path(__file__).parent
SCENARIOS = sorted(p for p in HERE.glob("*.json") if not p.name.endswith(".expected.json"))


def test_there_are_golden_scenarios() -> None:
    assert len(SCENARIOS) >= 2


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_golden_scenario_replays_to_the_hand_worked_state(path: Path) -> None:
    assert path.with_suffix(".md").exists(), "the working by hand sits beside the scenario"
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text())
    output = replay(load_scenario(path.read_text()))
    log = output.pop("log")
    assert output == expected
    assert log and all(isinstance(line, str) for line in log)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_golden_scenario_through_the_command(path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "replay", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    printed = json.loads(result.stdout)
    assert result.stdout == json.dumps(printed, sort_keys=True) + "\n"
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text())
    printed.pop("log")
    assert printed == expected


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_golden_scenario_export_replays_identically(path: Path) -> None:
    engine = replay_challenge(load_scenario(path.read_text()))
    again = replay_challenge(json.loads(json.dumps(engine.recorded_scenario())))
    assert again.output() == engine.output()


def test_the_a7_example_is_only_a_shape_and_fails_at_its_threats_step() -> None:
    """The example of rules-spec A.7 is not a worked case: under R1 threat_vs_guard Ada's
    Threat 3 is not above Guard 3, so naming her threat at step 1 is refused (A.8)."""
    example = {
        "rules": "starshine-2.1",
        "rulings": {"R1": "threat_vs_guard"},
        "personae": [
            {
                "id": "ada",
                "name": "Ada",
                "stance": 2,
                "scores": {
                    "base": 2,
                    "defense": 1,
                    "recovery": 1,
                    "lead": 2,
                    "stunt": 1,
                    "aid": 1,
                    "threat": 1,
                    "guard": 3,
                    "surrender": 3,
                    "risk": -1,
                    "power": 0,
                    "fortune": 2,
                },
                "characteristics": [{"name": "Bold", "value": 3}],
                "traits": [
                    {
                        "id": "t1",
                        "name": "Quick",
                        "strength": 2,
                        "negative": False,
                        "created_by": "ada",
                    }
                ],
            }
        ],
        "elements": [{"id": "gate", "name": "The Gate", "scale": 2}],
        "steps": [
            {"do": "clock"},
            {"do": "threats", "names": {"ada": "Bleeding"}},
            {
                "do": "move",
                "actor": "ada",
                "type": "defensive",
                "stunt": False,
                "aid_from": [],
                "scope": 3,
                "pay_dice": 1,
                "pay_fortune": 2,
                "dice": [5, 2],
                "select": 5,
            },
            {
                "do": "move",
                "actor": "ada",
                "type": "leading",
                "stunt": True,
                "target": 6,
                "scope": 2,
                "pay_dice": 2,
                "pay_fortune": 0,
                "dice": [6, 1, 3],
                "create_trait": {
                    "id": "t2",
                    "name": "Dug in",
                    "on": "ada",
                    "negative": False,
                    "extra_fortune": 0,
                },
            },
            {
                "do": "move",
                "actor": "ada",
                "type": "recovery",
                "trait": "t1",
                "scope": 2,
                "pay_dice": 2,
                "pay_fortune": 0,
                "dice": [4],
                "select": 4,
            },
            {"do": "push", "persona": "ada"},
            {"do": "surrender_choice", "persona": "ada", "choice": "risk_corruption"},
            {"do": "compromise", "accepted": True},
        ],
    }
    with pytest.raises(IllegalStep) as caught:
        replay(example)
    assert caught.value.step_index == 1
    assert "who receives no threat this round" in caught.value.reason
