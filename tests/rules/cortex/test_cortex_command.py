"""``roll cortex`` from the command line (rules-spec F)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from starshine_desktop.commands import run


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert run(["roll", "cortex", *argv]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    result = json.loads(out)
    assert isinstance(result, dict)
    return result


def test_the_spec_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "--pool", "d8,d6,d6", "--dice", "5,1,4") == {
        "total": 9,
        "effect_die": "d4",
        "hitches": 1,
        "botch": False,
        "outcome": None,
        "effect_steps": 0,
    }


@pytest.mark.parametrize(
    ("difficulty", "outcome", "steps"),
    [
        ("9", "failure", 0),
        ("10", "failure", 0),
        ("8", "success", 0),
        ("5", "success", 0),
        ("4", "heroic_success", 1),
    ],
)
def test_outcome_against_a_difficulty_with_ties_failing(
    capsys: pytest.CaptureFixture[str], difficulty: str, outcome: str, steps: int
) -> None:
    result = run_json(capsys, "--pool", "d8,d6,d6", "--dice", "5,1,4", "--difficulty", difficulty)
    assert (result["outcome"], result["effect_steps"]) == (outcome, steps)


def test_heroic_success_counts_full_fives(capsys: pytest.CaptureFixture[str]) -> None:
    result = run_json(capsys, "--pool", "d12,d10,d6,d4", "--dice", "12,9,5,3", "--difficulty", "10")
    assert result == {
        "total": 21,
        "effect_die": "d6",
        "hitches": 0,
        "botch": False,
        "outcome": "heroic_success",
        "effect_steps": 2,
    }


def test_faces_follow_the_order_the_pool_is_written_in(
    capsys: pytest.CaptureFixture[str],
) -> None:
    result = run_json(capsys, "--pool", "d4,d12,d6", "--dice", "4,1,6")
    assert (result["total"], result["effect_die"], result["hitches"]) == (10, "d4", 1)
    result = run_json(capsys, "--pool", "d4,d12,d6", "--dice", "4,2,6")
    assert (result["total"], result["effect_die"]) == (10, "d12")


def test_a_botch(capsys: pytest.CaptureFixture[str]) -> None:
    result = run_json(capsys, "--pool", "d10,d8", "--dice", "1,1", "--difficulty", "0")
    assert result == {
        "total": 0,
        "effect_die": "d4",
        "hitches": 2,
        "botch": True,
        "outcome": "failure",
        "effect_steps": 0,
    }


def test_without_dice_the_roll_is_random_and_legal(capsys: pytest.CaptureFixture[str]) -> None:
    for seed in range(20):
        result = run_json(capsys, "--pool", "d6,d6", "--seed", str(seed))
        assert 0 <= int(str(result["total"])) <= 12
        assert result["outcome"] is None
    first = run_json(capsys, "--pool", "d12,d8,d4", "--seed", "3")
    assert run_json(capsys, "--pool", "d12,d8,d4", "--seed", "3") == first


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["--pool", "d7", "--dice", "3"], "'d7' is not a Cortex die"),
        (["--pool", "d6", "--dice", "7"], "d6 shows 1 to 6, not 7"),
        (["--pool", "d6", "--dice", "0"], "not 0"),
        (["--pool", "d8,d6", "--dice", "3"], "1 faces for 2 dice"),
        (["--pool", "d8", "--dice", "3,4"], "2 faces for 1 dice"),
        (["--pool", "d8,x", "--dice", "3,4"], "'x' is not a Cortex die"),
        (["--pool", "", "--dice", "3"], "not a list of dice"),
        (["--pool", "d8", "--dice", "three"], "not a list of faces"),
        (["--pool", "d8", "--dice", "3,"], "not a list of faces"),
        (["--pool", "d8", "--dice", "\u00b2"], "not a list of faces"),
        (["--pool", "d8", "--dice", "9" * 5000], "not a list of faces"),
        (["--pool", "d8", "--dice", "999"], "d8 shows 1 to 8, not 999"),
        (["--pool", "d\u00b2", "--dice", "3"], "not a Cortex die"),
        (["--pool", "d08", "--dice", "3"], "'d08' is not a Cortex die"),
        (["--pool", "d8", "--dice", "3", "--difficulty", "-1"], "0 or more"),
        (["--pool", "d8", "--dice", "3", "--difficulty", "ten"], "invalid int"),
        (["--dice", "3"], "--pool"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], fragment: str
) -> None:
    try:
        status = run(["roll", "cortex", *argv])
    except SystemExit as stop:
        status = int(stop.code or 0)
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert fragment in err


def test_the_installed_entry_point_prints_json_and_fails_cleanly() -> None:
    good = subprocess.run(
        [
            sys.executable,
            "-m",
            "starshine_desktop",
            "roll",
            "cortex",
            "--pool",
            "d8,d6,d6",
            "--dice",
            "5,1,4",
            "--difficulty",
            "8",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert good.returncode == 0, good.stderr
    assert json.loads(good.stdout) == {
        "total": 9,
        "effect_die": "d4",
        "hitches": 1,
        "botch": False,
        "outcome": "success",
        "effect_steps": 0,
    }
    bad = subprocess.run(
        [
            sys.executable,
            "-m",
            "starshine_desktop",
            "roll",
            "cortex",
            "--pool",
            "d7",
            "--dice",
            "2",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (bad.returncode, bad.stdout) == (2, "")
    assert bad.stderr.count("\n") == 1 and "d7" in bad.stderr


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.text(alphabet="d0123456789,xD- \u00b2", max_size=12),
    st.text(alphabet="0123456789,- x\u00b2", max_size=12),
)
def test_any_text_either_prints_json_or_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], pool: str, dice: str
) -> None:
    try:
        status = run(["roll", "cortex", f"--pool={pool}", f"--dice={dice}"])
    except SystemExit as stop:
        status = int(stop.code or 0)
    out, err = capsys.readouterr()
    if status == 0:
        assert err == ""
        assert set(json.loads(out)) == {
            "total",
            "effect_die",
            "hitches",
            "botch",
            "outcome",
            "effect_steps",
        }
    else:
        assert (status, out) == (2, "")
        assert err.count("\n") == 1
