"""The command line: --help, the campaign path argument, and a windowed build's streams."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

import pytest

from starshine_desktop import __main__ as entry
from starshine_desktop import __version__, logs
from starshine_desktop.commands import build_parser, describe_commands


def _leaf_commands(parser: argparse.ArgumentParser, prefix: str = "") -> list[str]:
    """Every runnable subcommand, found from the parsers themselves."""
    names: list[str] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, subparser in action.choices.items():
                names.extend(_leaf_commands(subparser, f"{prefix}{name} ") or [prefix + name])
    return names


def test_help_lists_every_subcommand_with_a_line_each(capsys: pytest.CaptureFixture[str]) -> None:
    assert entry.main(["--help"]) == 0
    text = capsys.readouterr().out
    commands = _leaf_commands(build_parser())
    assert {"roll cortex", "odds starshine", "replay", "export", "print"} <= set(commands)
    lines = text.splitlines()
    for name in commands:
        [line] = [line for line in lines if line.startswith(f"  {name}  ")]
        assert len(line.split(maxsplit=len(name.split()))[-1]) > 10, line  # a description
    assert len(describe_commands()) == len(commands)


@pytest.mark.parametrize(
    "option",
    [
        "--version",
        "--self-test",
        "PATH.starshine",
        "--campaign",
        "--language",
        "STARSHINE_HOME",
        "STARSHINE_LANGUAGE",
    ],
)
def test_help_names_the_options_and_the_path_argument(
    option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert entry.main(["-h"]) == 0
    assert any(line.lstrip().startswith(option) for line in capsys.readouterr().out.splitlines())


def test_help_after_a_path_is_the_same_help(capsys: pytest.CaptureFixture[str]) -> None:
    entry.main(["--help"])
    first = capsys.readouterr().out
    assert entry.main(["Voyage.starshine", "--help"]) == 0
    assert capsys.readouterr().out == first


def _record_gui(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    started: list[list[str]] = []

    def run_gui(args: Sequence[str]) -> int:
        started.append(list(args))
        return 0

    from starshine_desktop.ui import app

    monkeypatch.setattr(app, "run_gui", run_gui)
    return started


@pytest.mark.parametrize(
    "argument", ["Voyage.starshine", "VOYAGE.STARSHINE", "folder/voyage", "C:\\Games\\voyage"]
)
def test_a_campaign_path_starts_the_gui_on_it(
    argument: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = _record_gui(monkeypatch)
    assert entry.main([argument]) == 0
    assert started == [[argument]]


def test_an_existing_file_without_the_suffix_is_a_campaign_but_a_command_stays_a_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    started = _record_gui(monkeypatch)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "voyage").write_bytes(b"")
    (tmp_path / "oracle").write_bytes(b"")  # a file named like a command changes nothing
    assert entry.main(["voyage"]) == 0
    assert started == [["voyage"]]
    assert entry.main(["oracle", "Pay the Price", "--roll", "1"]) == 0
    assert started == [["voyage"]]
    assert '"table"' in capsys.readouterr().out


def test_the_app_started_with_a_path_opens_that_campaign(tmp_path: Path) -> None:
    from starshine_desktop.services.campaign import create_campaign
    from starshine_desktop.ui.app import FIRST_PAINT_VARIABLE

    create_campaign(tmp_path / "Voyage.starshine").close()
    home = tmp_path / "home"
    script = textwrap.dedent(
        """
        import sys
        from starshine_desktop.__main__ import main
        code = main(["Voyage.starshine"])
        from PySide6.QtWidgets import QApplication
        from starshine_desktop.ui.main_window import MainWindow
        [window] = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        print("campaign", window.campaign.path.name)
        print("desktop file", QApplication.desktopFileName())
        print("hook", sys.excepthook.__module__)
        sys.exit(code)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
        env={
            **os.environ,
            "STARSHINE_HOME": str(home),
            "QT_QPA_PLATFORM": "offscreen",
            FIRST_PAINT_VARIABLE: "1",
        },
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("first-paint ")
    assert lines[1:] == [
        "campaign Voyage.starshine",
        "desktop file starshine-desktop",
        "hook starshine_desktop.ui.crash",
    ]
    assert not (home / "campaign.starshine").exists()  # not the default campaign
    assert (home / "logs" / logs.LOG_FILE_NAME).is_file()


def test_the_gui_takes_a_path_or_campaign_option_not_both(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from starshine_desktop.ui.app import GuiOptions, parse_arguments

    assert parse_arguments([]) == GuiOptions()
    assert parse_arguments(["a.starshine"]) == GuiOptions(Path("a.starshine"))
    assert parse_arguments(["--campaign", "b.starshine"]) == GuiOptions(Path("b.starshine"))
    assert parse_arguments(["a.starshine", "--language", "de"]) == GuiOptions(
        Path("a.starshine"), language="de"
    )
    assert parse_arguments(["--language", "system"]) == GuiOptions(language="system")
    for bad in (["a.starshine", "--campaign", "b"], ["--bogus"], ["a", "b"], ["--language", "xx"]):
        with pytest.raises(SystemExit) as exit_info:
            parse_arguments(bad)
        assert exit_info.value.code == 2
        assert len(capsys.readouterr().err.strip().splitlines()) == 1


def _without_streams(program: str, home: Path) -> subprocess.CompletedProcess[str]:
    """Run ``program`` with ``sys.stdout`` and ``sys.stderr`` set to None, as a windowed
    build has them."""
    script = "import sys\nsys.stdout = None\nsys.stderr = None\n" + textwrap.dedent(program)
    return subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "STARSHINE_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"},
    )


def test_without_a_console_the_version_goes_to_the_console_file(tmp_path: Path) -> None:
    result = _without_streams(
        """
        from starshine_desktop.__main__ import main
        assert main(["--version"]) == 0
        try:
            main(["odds", "starshine", "--dice", "many"])
        except SystemExit as stop:
            assert stop.code == 2
        """,
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    text = (tmp_path / "logs" / logs.CONSOLE_FILE_NAME).read_text(encoding="utf-8")
    assert f"Starshine Desktop {__version__}\n" in text
    assert "invalid int value: 'many'" in text  # argparse's error, not a crash on None


def test_without_a_console_the_self_test_still_reports(tmp_path: Path) -> None:
    result = _without_streams(
        """
        from starshine_desktop.__main__ import main
        raise SystemExit(main(["--self-test"]))
        """,
        tmp_path / "home",
    )
    assert result.returncode == 0, result.stderr
    console = tmp_path / "home" / "logs" / logs.CONSOLE_FILE_NAME
    assert console.read_text(encoding="utf-8").splitlines()[-1] == "self-test ok"


def test_with_a_console_no_console_file_is_made(tmp_path: Path) -> None:
    assert logs.give_streams_a_home() is None
    assert not (tmp_path / "logs").exists()
