"""The command-line registry: one clear error line and exit status 2 for bad arguments."""

from __future__ import annotations

import pytest

from starshine_desktop.commands import run


@pytest.mark.parametrize(
    "argv",
    [
        ["roll", "cortex", "--pool=--"],
        ["roll", "ironsworn-action", "--stat", "2", "--dice=--"],
        ["roll", "nonsense"],
        ["no-such-command"],
        ["odds", "starshine", "--dice", "many"],
    ],
)
def test_bad_arguments_exit_2_with_one_line_and_nothing_on_stdout(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run(argv)
    assert exit_info.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert err.startswith("starshine-desktop")
