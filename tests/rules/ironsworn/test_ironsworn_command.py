"""``roll ironsworn-action``, ``roll ironsworn-progress`` and ``oracle`` from the command line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from starshine_desktop.commands import run


def ok(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    assert run(list(argv)) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.count("\n") == 1
    return json.loads(out)


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    status: int | str | None
    try:
        status = run(list(argv))
    except SystemExit as stop:  # argparse's own errors
        status = stop.code
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and err.strip()
    return err


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (
            ["--stat", "2", "--adds", "1", "--dice", "4,3,5"],
            {"action_score": 7, "outcome": "strong_hit", "match": False, "momentum_after": 0},
        ),
        (
            ["--stat", "2", "--dice", "4,3,8"],
            {"action_score": 6, "outcome": "weak_hit", "match": False, "momentum_after": 0},
        ),
        (
            ["--stat", "2", "--momentum", "3", "--dice", "4,6,6"],
            {"action_score": 6, "outcome": "miss", "match": True, "momentum_after": 3},
        ),
        (
            ["--stat", "3", "--adds", "5", "--dice", "6,9,2"],
            {"action_score": 10, "outcome": "strong_hit", "match": False, "momentum_after": 0},
        ),
        (
            ["--stat", "2", "--momentum", "8", "--burn", "--dice", "1,5,7"],
            {"action_score": 8, "outcome": "strong_hit", "match": False, "momentum_after": 2},
        ),
        (
            ["--stat", "2", "--momentum", "8", "--burn", "--impacts", "1", "--dice", "1,5,7"],
            {"action_score": 8, "outcome": "strong_hit", "match": False, "momentum_after": 1},
        ),
        (
            ["--stat", "2", "--adds", "1", "--momentum", "-4", "--dice", "4,2,2"],
            {"action_score": 3, "outcome": "strong_hit", "match": True, "momentum_after": -4},
        ),
    ],
)
def test_roll_ironsworn_action(
    capsys: pytest.CaptureFixture[str], argv: list[str], expected: dict[str, Any]
) -> None:
    assert ok(capsys, "roll", "ironsworn-action", *argv) == expected


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        # Action score 2 + 3 = 5 beats 2 and 4 (strong hit); momentum +3 beats only the 2.
        (
            ["--stat", "2", "--momentum", "3", "--dice", "3,2,4"],
            "against 2 and 4 momentum +3 gives a weak hit and the action score 5 a strong hit",
        ),
        # Momentum +6 and action score 7 both beat 4 and 5: burning keeps the band.
        (
            ["--stat", "2", "--momentum", "6", "--dice", "5,4,5"],
            "against 4 and 5 momentum +6 gives a strong hit and the action score 7 a strong hit",
        ),
        (
            ["--stat", "2", "--momentum", "-2", "--dice", "3,5,7"],
            "only positive momentum can replace the action score, not -2",
        ),
        (["--stat", "2", "--momentum", "0", "--dice", "1,5,7"], "only positive momentum"),
    ],
)
def test_burn_is_accepted_only_where_it_helps(
    capsys: pytest.CaptureFixture[str], argv: list[str], reason: str
) -> None:
    """Burning that would keep or lower the band is refused with the reason and the dice;
    before this, a burn with momentum below the action score turned a strong hit into a
    weak hit and still reset momentum."""
    error = refused(capsys, "roll", "ironsworn-action", *argv, "--burn")
    assert error.startswith("roll: --burn refused: ")
    assert reason in error
    dice = argv[argv.index("--dice") + 1]
    assert f"(dice {dice}; roll without --burn to keep the roll)" in error
    assert ok(capsys, "roll", "ironsworn-action", *argv)["momentum_after"] == int(argv[3])


def test_roll_ironsworn_action_at_random(capsys: pytest.CaptureFixture[str]) -> None:
    first = ok(capsys, "roll", "ironsworn-action", "--stat", "2", "--seed", "9")
    assert set(first) == {"action_score", "outcome", "match", "momentum_after"}
    assert first == ok(capsys, "roll", "ironsworn-action", "--stat", "2", "--seed", "9")
    assert first["outcome"] in {"strong_hit", "weak_hit", "miss"}


@pytest.mark.parametrize(
    ("ticks", "dice", "expected"),
    [
        ("0", "1,2", {"progress_score": 0, "outcome": "miss", "match": False}),
        ("23", "4,3", {"progress_score": 5, "outcome": "strong_hit", "match": False}),
        ("20", "5,3", {"progress_score": 5, "outcome": "weak_hit", "match": False}),
        ("40", "10,10", {"progress_score": 10, "outcome": "miss", "match": True}),
        ("40", "9,9", {"progress_score": 10, "outcome": "strong_hit", "match": True}),
    ],
)
def test_roll_ironsworn_progress(
    capsys: pytest.CaptureFixture[str], ticks: str, dice: str, expected: dict[str, Any]
) -> None:
    argv = ["roll", "ironsworn-progress", "--ticks", ticks, "--dice", dice]
    assert ok(capsys, *argv) == expected


def test_roll_ironsworn_progress_at_random(capsys: pytest.CaptureFixture[str]) -> None:
    result = ok(capsys, "roll", "ironsworn-progress", "--ticks", "12")
    assert result["progress_score"] == 3


@pytest.mark.parametrize(
    ("name", "roll", "result"),
    [
        ("Pay the Price", "1", "A trusted individual or community acts against you"),
        ("PAY THE PRICE", "96", "Roll twice"),
        ("make a discovery", "90", "Wondrous visions or prophesies"),
        ("Begin a Session", "100", "Unforeseen aid is on the way or within reach"),
        ("Endure Stress", "51", "You persevere."),
    ],
)
def test_oracle_looks_up_a_roll(
    capsys: pytest.CaptureFixture[str], name: str, roll: str, result: str
) -> None:
    data = ok(capsys, "oracle", name, "--roll", roll)
    assert data == {"table": find_name(name), "roll": int(roll), "result": result}


def find_name(name: str) -> str:
    from starshine_desktop.rules.ironsworn import find_table

    return find_table(name).name


def test_oracle_resolves_roll_twice_with_then(capsys: pytest.CaptureFixture[str]) -> None:
    data = ok(capsys, "oracle", "Pay the Price", "--roll", "97", "--then", "98,12,40")
    assert data["result"] == "Roll twice"
    assert data["rolls"] == [12, 40]
    assert data["results"] == [
        "You face a tough choice",
        "The environment or terrain introduces a new hazard",
    ]


def test_oracle_rolls_at_random(capsys: pytest.CaptureFixture[str]) -> None:
    data = ok(capsys, "oracle", "Confront Chaos", "--seed", "4")
    assert set(data) == {"table", "roll", "result"}
    assert data["roll"] == random.Random(4).randint(1, 100)  # the seed makes it repeatable
    assert data == ok(capsys, "oracle", "Confront Chaos", "--roll", str(data["roll"]))


def test_ask_the_oracle(capsys: pytest.CaptureFixture[str]) -> None:
    data = ok(capsys, "oracle", "Ask the Oracle", "--odds", "likely", "--roll", "75")
    assert data == {
        "table": "Ask the Oracle",
        "roll": 75,
        "result": "yes",
        "odds": "Likely",
        "match": False,
    }
    twist = ok(capsys, "oracle", "ask the oracle", "--roll", "55")
    assert (twist["result"], twist["odds"], twist["match"]) == ("no", "50/50", True)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["roll", "ironsworn-action", "--stat", "2", "--dice", "7,3,3"], "a d6 shows 1 to 6"),
        (["roll", "ironsworn-action", "--stat", "2", "--dice", "0,3,3"], "a d6 shows 1 to 6"),
        (["roll", "ironsworn-action", "--stat", "2", "--dice", "3,11,3"], "a d10 shows 1 to 10"),
        (["roll", "ironsworn-action", "--stat", "2", "--dice", "3,3"], "exactly 3 faces"),
        (["roll", "ironsworn-action", "--stat", "2", "--dice", "3,3,3,3"], "exactly 3 faces"),
        (["roll", "ironsworn-action", "--stat", "2", "--dice", "3,,3"], "not a list of faces"),
        (["roll", "ironsworn-action", "--stat", "2", "--dice", "a,b,c"], "not a list of faces"),
        (["roll", "ironsworn-action", "--stat", "2", "--dice", "3,-3,3"], "not a list of faces"),
        (["roll", "ironsworn-action", "--stat", "9", "--dice", "3,3,3"], "stat, meter or rank"),
        (["roll", "ironsworn-action", "--stat", "2", "--momentum", "11"], "momentum runs from"),
        (["roll", "ironsworn-action", "--stat", "two"], "invalid int value"),
        (["roll", "ironsworn-action", "--dice", "1,2,3"], "--stat"),
        (["roll", "ironsworn-progress", "--ticks", "41", "--dice", "1,2"], "0 to 40 ticks"),
        (["roll", "ironsworn-progress", "--ticks", "-1", "--dice", "1,2"], "0 to 40 ticks"),
        (["roll", "ironsworn-progress", "--ticks", "8", "--dice", "1,11"], "a d10 shows 1 to 10"),
        (["roll", "ironsworn-progress", "--ticks", "8", "--dice", "1"], "exactly 2 faces"),
        (["oracle", "Weather", "--roll", "5"], "no table is called 'Weather'"),
        (["oracle", "Pay the Price", "--roll", "0"], "1 to 100"),
        (["oracle", "Pay the Price", "--roll", "101"], "1 to 100"),
        (["oracle", "Pay the Price", "--roll", "97", "--then", "12"], "give one more d100"),
        (["oracle", "Pay the Price", "--roll", "97", "--then", "12,40,5"], "left over"),
        (["oracle", "Pay the Price", "--roll", "97", "--then", "12;40"], "not a list of faces"),
        (["oracle", "Pay the Price", "--then", "12,40"], "give --roll first"),
        (["oracle", "Pay the Price", "--odds", "likely"], "belong to 'Ask the Oracle'"),
        (["oracle", "Ask the Oracle", "--odds", "maybe"], "odds are one of"),
        (["oracle", "Ask the Oracle", "--roll", "0"], "1 to 100"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert message in refused(capsys, *argv)


def test_the_commands_run_as_a_program() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "oracle", "Pay the Price", "--roll", "45"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "table": "Pay the Price",
        "roll": 45,
        "result": "A new enemy is revealed",
    }
    bad = subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "roll", "ironsworn-progress", "--ticks", "50"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (bad.returncode, bad.stdout) == (2, "")
    assert bad.stderr.count("\n") == 1 and "0 to 40 ticks" in bad.stderr
    assert "PySide6" not in bad.stderr


def _status(argv: list[str]) -> int:
    try:
        return run(argv)
    except SystemExit as stop:
        return int(stop.code or 0)


FUZZ = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
junk = st.text(alphabet="0123456789,- x\u00b2", max_size=10)


def _json_or_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], keys: set[str]) -> None:
    status = _status(argv)
    out, err = capsys.readouterr()
    if status == 0:
        assert err == ""
        assert keys <= set(json.loads(out))
    else:
        assert (status, out) == (2, "")
        assert err.count("\n") == 1


@FUZZ
@given(junk, junk, junk)
def test_any_action_text_prints_json_or_exits_2(
    capsys: pytest.CaptureFixture[str], stat: str, momentum: str, dice: str
) -> None:
    argv = ["roll", "ironsworn-action", f"--stat={stat}", f"--momentum={momentum}"]
    keys = {"action_score", "outcome", "match", "momentum_after"}
    _json_or_one_line(capsys, [*argv, f"--dice={dice}", "--burn"], keys)


@FUZZ
@given(junk, junk, junk)
def test_any_progress_or_oracle_text_prints_json_or_exits_2(
    capsys: pytest.CaptureFixture[str], ticks: str, dice: str, roll: str
) -> None:
    progress = ["roll", "ironsworn-progress", f"--ticks={ticks}", f"--dice={dice}"]
    _json_or_one_line(capsys, progress, {"progress_score", "outcome", "match"})
    table = ["oracle", "Pay the Price", f"--roll={roll}", f"--then={dice}"]
    _json_or_one_line(capsys, table, {"table", "roll", "result"})
    _json_or_one_line(capsys, ["oracle", dice, f"--seed={roll}"], {"table", "roll", "result"})
