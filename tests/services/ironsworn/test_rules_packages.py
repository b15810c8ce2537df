"""Ironsworn rules packages: Datasworn-shaped moves and oracle tables checked, imported as one
undoable edit, listed with their source, removed as one undoable edit, and ``import-rules``."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from starshine_desktop.commands import describe_commands, run
from starshine_desktop.rules.ironsworn.moves import Move, RollKind
from starshine_desktop.rules.ironsworn.oracles import OracleTable, look_up
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.exchange import ImportRefused
from starshine_desktop.services.ironsworn.rules_packages import check_package, read_package
from starshine_desktop.storage.errors import RecordNotFoundError

GOOD: dict[str, Any] = {
    "_id": "harbour_homebrew",
    "datasworn_version": "0.1.0",
    "title": "Harbour Homebrew",
    "version": "1.2",
    "source": {"title": "The Harbour Zine", "license": "CC-BY-4.0"},
    "moves": {
        "harbour": {
            "name": "Harbour Moves",
            "contents": {
                "haggle": {
                    "name": "Haggle at the Docks",
                    "trigger": {"text": "When you bargain for passage…"},
                    "text": "Roll +heart. On a strong hit, the price is fair.",
                }
            },
        }
    },
    "oracles": {
        "weather": {
            "name": "Harbour Weather",
            "rows": [
                {"min": 1, "max": 40, "text": "Fog"},
                {"min": 41, "max": 99, "text": "Drizzle"},
                {"min": 100, "max": 100, "text": "A storm from nowhere"},
            ],
        }
    },
}


def _write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "Harbour.starshine")
    yield opened
    opened.close()


def test_a_good_package_becomes_the_reference_row_types() -> None:
    package = check_package(copy.deepcopy(GOOD))
    assert (package.title, package.version, package.source) == (
        "Harbour Homebrew",
        "1.2",
        "The Harbour Zine",
    )
    (move,) = package.moves
    assert isinstance(move, Move)
    assert (move.name, move.category, move.roll_kind) == (
        "Haggle at the Docks",
        "Harbour Moves",
        RollKind.NONE,
    )
    assert move.trigger == "When you bargain for passage…"
    (table,) = package.tables
    assert isinstance(table, OracleTable)
    assert look_up(table, 100).row.result == "A storm from nowhere"
    assert look_up(table, 41).row.result == "Drizzle"


def _bad(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(GOOD)
    change(data)
    return data


WEATHER = ("oracles", "weather", "rows")


def _rows(data: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = data["oracles"]["weather"]["rows"]
    return rows


def _move(data: dict[str, Any]) -> dict[str, Any]:
    move: dict[str, Any] = data["moves"]["harbour"]["contents"]["haggle"]
    return move


BAD = [
    (lambda d: d.update(colour="red"), "$.colour", "not a key"),
    (lambda d: d.pop("title"), "$.title", "missing"),
    (lambda d: d.update(title=7), "$.title", "must be text"),
    (lambda d: _move(d).update(mood="grim"), "$.moves.harbour.contents.haggle.mood", "not a key"),
    (
        lambda d: _move(d).update(trigger="When…"),
        "$.moves.harbour.contents.haggle.trigger",
        "object",
    ),
    (lambda d: _move(d).update(name=""), "$.moves.harbour.contents.haggle.name", "empty"),
    (lambda d: _rows(d)[0].update(max=True), "$.oracles.weather.rows[0].max", "whole number"),
    (lambda d: _rows(d)[0].update(min="1"), "$.oracles.weather.rows[0].min", "whole number"),
    (lambda d: _rows(d)[1].update(min=42), "$.oracles.weather.rows[1].min", "cover 1–100"),
    (lambda d: _rows(d)[1].update(min=40), "$.oracles.weather.rows[1].min", "cover 1–100"),
    (lambda d: _rows(d).pop(), "$.oracles.weather.rows", "must cover 1–100"),
    (lambda d: _rows(d)[2].update(max=101), "$.oracles.weather.rows[2].max", "1 to 100"),
    (lambda d: _rows(d)[1].update(max=30), "$.oracles.weather.rows[1].max", "below"),
    (lambda d: d["oracles"].update(weather=[]), "$.oracles.weather", "object"),
    (lambda d: d.update(moves={}, oracles={}), "$", "no moves"),
]


@pytest.mark.parametrize(("change", "path", "reason"), BAD)
def test_each_bad_value_is_refused_naming_its_json_path(
    change: Any, path: str, reason: str
) -> None:
    with pytest.raises(ImportRefused) as refused:
        check_package(_bad(change))
    assert refused.value.path == path
    assert reason in refused.value.reason


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ('{"min": NaN}', "$.oracles.weather.rows[0].min"),
        ('{"min": 1.5}', "$.oracles.weather.rows[0].min"),
    ],
)
def test_nan_and_fractions_are_refused_from_the_file(tmp_path: Path, text: str, path: str) -> None:
    document = json.dumps(GOOD).replace('{"min": 1,', text[:-1] + ",", 1)
    source = tmp_path / "bad.json"
    source.write_text(document, encoding="utf-8")
    with pytest.raises(ImportRefused) as refused:
        read_package(source)
    assert refused.value.path == path


def test_a_key_given_twice_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "twice.json"
    source.write_text(json.dumps(GOOD)[:-1] + ', "title": "Again"}', encoding="utf-8")
    with pytest.raises(ImportRefused) as refused:
        read_package(source)
    assert refused.value.path == "$.title"


def test_import_lists_with_source_and_undoes_and_redoes(campaign: Campaign, tmp_path: Path) -> None:
    packages = campaign.rules_packages
    edit = packages.import_file(_write(tmp_path / "good.json", GOOD))
    assert [(s.move.name, s.source) for s in packages.moves()] == [
        ("Haggle at the Docks", "The Harbour Zine")
    ]
    assert [(s.table.name, s.source) for s in packages.tables()] == [
        ("Harbour Weather", "The Harbour Zine")
    ]
    campaign.undo(edit)
    assert packages.packages() == () and packages.moves() == ()
    campaign.redo(edit)
    assert [p.title for p in packages.packages()] == ["Harbour Homebrew"]


def test_a_second_package_of_the_same_title_is_refused(campaign: Campaign, tmp_path: Path) -> None:
    source = _write(tmp_path / "good.json", GOOD)
    campaign.rules_packages.import_file(source)
    with pytest.raises(ImportRefused) as refused:
        campaign.rules_packages.import_file(source)
    assert refused.value.path == "$.title"
    assert len(campaign.rules_packages.packages()) == 1


def test_removal_is_one_undoable_step(campaign: Campaign, tmp_path: Path) -> None:
    packages = campaign.rules_packages
    packages.import_file(_write(tmp_path / "good.json", GOOD))
    (package,) = packages.packages()
    removal = packages.remove_package(package.id)
    assert len(removal.ops) == 1
    assert packages.tables() == ()
    campaign.undo(removal)
    (back,) = packages.packages()
    assert (back.id, back.uuid, back.imported_at) == (
        package.id,
        package.uuid,
        package.imported_at,
    )
    assert [t.table for t in packages.tables()] == list(package.tables)
    campaign.redo(removal)
    assert packages.packages() == ()


def test_import_rules_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "table.starshine"
    create_campaign(target).close()
    assert run(["import-rules", str(_write(tmp_path / "good.json", GOOD)), str(target)]) == 0
    assert "Harbour Weather" in capsys.readouterr().out
    bad = _write(tmp_path / "bad.json", _bad(lambda d: _rows(d)[0].update(max=True)))
    assert run(["import-rules", str(bad), str(target)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("import-rules: bad.json: $.oracles.weather.rows[0].max")
    assert error.count("\n") == 1
    reopened = open_campaign(target)
    try:
        assert [p.title for p in reopened.rules_packages.packages()] == ["Harbour Homebrew"]
    finally:
        reopened.close()


def test_import_rules_is_listed_in_help() -> None:
    assert any(name == "import-rules" for name, _help in describe_commands())


def test_import_and_removal_name_the_package_in_their_changes(
    campaign: Campaign, tmp_path: Path
) -> None:
    packages = campaign.rules_packages
    edit = packages.import_file(_write(tmp_path / "good.json", GOOD))
    [added] = edit.changes.added_ids(RecordKind.RULES_PACKAGE)
    package = packages.package(added)
    assert (package.title, package.source) == ("Harbour Homebrew", "The Harbour Zine")
    assert packages.packages() == (package,)
    removal = packages.remove_package(added)
    assert removal.changes.removed_ids(RecordKind.RULES_PACKAGE) == [added]
    assert campaign.undo(removal).added_ids(RecordKind.RULES_PACKAGE) == [added]
    assert campaign.redo(removal).removed_ids(RecordKind.RULES_PACKAGE) == [added]
    with pytest.raises(RecordNotFoundError):
        packages.package(added)
