"""Ironsworn rules packages: the published Datasworn packages import with every move, table,
row and asset; bad packages are refused naming their JSON path and change nothing; an
expansion needs its ruleset; import and removal undo and redo; ``import-rules`` and
``oracle --campaign``."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from datasworn_support import homebrew, package_file
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from starshine_desktop.commands import describe_commands, run
from starshine_desktop.rules.ironsworn.datasworn import (
    RulesPackage,
    Table,
    find_table,
    replacements,
    roll_table,
)
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.exchange import ImportRefused
from starshine_desktop.services.ironsworn.rules_packages import (
    MAX_PACKAGE_DEPTH,
    check_package,
    parse_package_text,
)

PUBLISHED = ("classic", "starforged", "sundered_isles")


@cache
def _text(name: str) -> str:
    return package_file(name).read_text("utf-8")


def _raw(name: str) -> dict[str, Any]:
    parsed = json.loads(_text(name))
    assert isinstance(parsed, dict)
    return parsed


@cache
def _checked(name: str) -> RulesPackage:
    rulesets = (_checked("starforged"),) if name == "sundered_isles" else ()
    return check_package(_raw(name), rulesets)


def _contents(tree: dict[str, Any]) -> int:
    """Count what a Datasworn tree holds: each collection's contents, to any depth."""
    return sum(
        len(node.get("contents") or {}) + _contents(node.get("collections") or {})
        for node in tree.values()
    )


def _rows_of(tree: dict[str, Any]) -> int:
    return sum(
        sum(len(table["rows"]) for table in (node.get("contents") or {}).values())
        + _rows_of(node.get("collections") or {})
        for node in tree.values()
    )


def _move_tables(raw: dict[str, Any]) -> tuple[int, int]:
    tables = [
        table
        for category in raw["moves"].values()
        for move in (category.get("contents") or {}).values()
        for table in (move.get("oracles") or {}).values()
    ]
    return len(tables), sum(len(table["rows"]) for table in tables)


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "Harbour.starshine")
    yield opened
    opened.close()


def _write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# The published packages ------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "moves", "tables", "assets"),
    [
        ("classic", 35, 30 + 8, 78),
        ("starforged", 56, 249 + 13, 87),
        ("sundered_isles", 8, 265 + 3, 60),
    ],
)
def test_each_published_package_reads_with_every_move_table_row_and_asset(
    name: str, moves: int, tables: int, assets: int
) -> None:
    raw = _raw(name)
    package = _checked(name)
    in_moves, rows_in_moves = _move_tables(raw)
    # The counts the package itself gives, counted from its JSON here.
    assert len(package.moves) == _contents(raw["moves"]) == moves
    assert len(package.tables()) == _contents(raw["oracles"]) + in_moves == tables
    assert package.row_count == _rows_of(raw["oracles"]) + rows_in_moves
    assert len(package.assets) == _contents(raw["assets"]) == assets
    assert package.datasworn_version == "0.1.0"
    assert package.credit.authors == ("Shawn Tomkin",)


def test_a_table_of_each_dice_size_looks_up_both_ends_of_every_row() -> None:
    tables = [*_checked("starforged").tables(), *_checked("sundered_isles").tables()]
    by_dice = {table.dice.label: table for table in tables}
    assert {"1d10", "1d20", "1d100", "1d200"} <= set(by_dice)
    for label in ("1d10", "1d20", "1d100", "1d200"):
        table = by_dice[label]
        for row in table.rows:
            if row.low is None or row.high is None:
                continue
            assert table.look_up(row.low) is row
            assert table.look_up(row.high) is row
        assert table.rows[-1].high == table.dice.high or table.top < table.dice.high


def test_a_roll_again_row_rolls_the_tables_it_names() -> None:
    package = _checked("starforged")
    tables = {table.id: table for table in package.tables()}
    table = next(t for t in tables.values() if t.id.endswith("/core/action"))
    sender = next(
        t
        for t in tables.values()
        for row in t.rows
        if len(row.rolls) == 2 and all(r.table_id in tables for r in row.rolls)
    )
    row = next(r for r in sender.rows if len(r.rolls) == 2 and r.low is not None)
    assert row.low is not None
    rng = random.Random(4)
    result = roll_table(sender, lambda s: rng.randint(1, s), tables.get, first=row.low)
    assert result.row is row
    assert [extra.table.id for extra in result.extra] == [r.table_id for r in row.rolls]
    assert all(extra.row.text in {r.text for r in extra.table.rows} for extra in result.extra)
    assert table.id in tables


def test_roll_twice_on_the_same_table_gives_two_different_ordinary_results() -> None:
    package = check_package(homebrew())
    (sky,) = package.tables()
    faces = iter([10, 10, 3, 3, 7])  # the first roll, a repeat of itself, a repeat, then 7
    result = roll_table(sky, lambda _s: next(faces), lambda _id: None)
    assert result.results == ("Fog", "Drizzle")
    assert [extra.roll for extra in result.extra] == [3, 7]


def test_two_and_three_column_tables_keep_every_column() -> None:
    tables = _checked("sundered_isles").tables()
    two = next(t for t in tables if len(t.columns) == 3)
    three = next(t for t in tables if len(t.columns) == 4)
    assert all(len(row.texts) == 2 for row in two.rows)
    assert all(len(row.texts) == 3 for row in three.rows)


def test_an_expansion_needs_its_ruleset_and_replaces_its_tables(campaign: Campaign) -> None:
    packages = campaign.rules_packages
    with pytest.raises(ImportRefused) as refused:
        packages.import_package(_raw("sundered_isles"), _text("sundered_isles"))
    assert refused.value.path == "$.ruleset"
    assert "'starforged'" in str(refused.value) and "\n" not in str(refused.value)
    assert packages.packages() == ()
    packages.import_package(_raw("starforged"), _text("starforged"))
    packages.import_package(_raw("sundered_isles"), _text("sundered_isles"))
    shown = [table for _package, table in packages.tables()]
    action = find_table(shown, "Core / Action")
    assert action is not None and action.id == "oracle_rollable:sundered_isles/core/action"
    assert "oracle_rollable:starforged/core/action" not in {t.id for t in shown}
    replaced = replacements(p.package for p in packages.packages())
    moves = {old: new for old, new in replaced.items() if old.startswith("move:")}
    assert len(moves) == 8 and all(new.startswith("move:sundered_isles/") for new in moves.values())
    (starforged,) = [p for p in packages.packages() if p.package.id == "starforged"]
    with pytest.raises(ValidationError, match="Sundered Isles builds on it"):
        packages.remove_package(starforged.id)


def test_an_older_datasworn_is_refused_saying_which_version_it_is(campaign: Campaign) -> None:
    raw, text = parse_package_text(package_file("starforged_0_0_10").read_bytes())
    with pytest.raises(ImportRefused) as refused:
        campaign.rules_packages.import_package(raw, text)
    assert refused.value.path == "$.datasworn_version"
    assert "Datasworn 0.0.10" in str(refused.value) and "Datasworn 0.1.0" in str(refused.value)
    assert campaign.rules_packages.packages() == ()


# Bad packages -------------------------------------------------------------------------


def _sky(data: dict[str, Any]) -> dict[str, Any]:
    table = data["oracles"]["weather"]["contents"]["sky"]
    assert isinstance(table, dict)
    return table


MUTATIONS: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    (
        "a row gap",
        lambda d: _sky(d)["rows"][1]["roll"].update(min=6),
        "$.oracles.weather.contents.sky.rows[1].roll.min",
    ),
    (
        "two rows on one number",
        lambda d: _sky(d)["rows"][1]["roll"].update(min=4),
        "$.oracles.weather.contents.sky.rows[1].roll.min",
    ),
    (
        "a row outside the dice",
        lambda d: _sky(d)["rows"][2]["roll"].update(max=11),
        "$.oracles.weather.contents.sky.rows[2].roll",
    ),
    (
        "a broken link",
        lambda d: d["moves"]["docks"]["contents"]["haggle"].update(
            text="See [Rain](datasworn:oracle_rollable:harbour/weather/rain)."
        ),
        "$.moves.docks.contents.haggle.text",
    ),
    (
        "a roll on a table that is not there",
        lambda d: _sky(d)["rows"][2]["oracle_rolls"][0].update(
            oracle="oracle_rollable:harbour/weather/rain"
        ),
        "$.oracles.weather.contents.sky.rows[2].oracle_rolls[0].oracle",
    ),
    (
        "a wrong type",
        lambda d: _sky(d)["rows"][0]["roll"].update(min="1"),
        "$.oracles.weather.contents.sky.rows[0].roll.min",
    ),
    ("no title", lambda d: d.pop("title"), "$"),
    ("an unknown kind", lambda d: d.update(type="playset"), "$.type"),
]


@pytest.mark.parametrize(("what", "mutate", "path"), MUTATIONS, ids=[m[0] for m in MUTATIONS])
def test_a_bad_package_is_refused_naming_its_path_and_changes_nothing(
    campaign: Campaign,
    tmp_path: Path,
    what: str,
    mutate: Callable[[dict[str, Any]], None],
    path: str,
) -> None:
    data = homebrew()
    mutate(data)
    with pytest.raises(ImportRefused) as refused:
        campaign.rules_packages.import_file(_write(tmp_path / "bad.json", data))
    assert refused.value.path == path, what
    assert "\n" not in str(refused.value)
    assert campaign.rules_packages.packages() == ()


def test_a_broken_link_in_a_published_package_is_refused_with_its_path() -> None:
    raw = _raw("classic")
    move = raw["moves"]["adventure"]["contents"]["face_danger"]
    move["text"] += " [Nowhere](datasworn:move:classic/adventure/nowhere)"
    with pytest.raises(ImportRefused) as refused:
        check_package(raw)
    assert refused.value.path == "$.moves.adventure.contents.face_danger.text"


def test_a_row_gap_in_a_published_table_is_refused_with_its_path() -> None:
    raw = _raw("classic")
    key, table_key, table = next(
        (key, table_key, table)
        for key, collection in raw["oracles"].items()
        for table_key, table in (collection.get("contents") or {}).items()
        if table["rows"][3]["roll"]["max"] > table["rows"][3]["roll"]["min"]
    )
    table["rows"][3]["roll"]["min"] += 1
    with pytest.raises(ImportRefused) as refused:
        check_package(raw)
    assert refused.value.path == f"$.oracles.{key}.contents.{table_key}.rows[3].roll.min"


def test_extreme_nesting_and_size_are_refused_before_parsing() -> None:
    deep = "[" * (MAX_PACKAGE_DEPTH + 1) + "]" * (MAX_PACKAGE_DEPTH + 1)
    with pytest.raises(ImportRefused, match="nesting deeper"):
        parse_package_text(deep.encode())
    with pytest.raises(ImportRefused, match="larger than"):
        parse_package_text(b" " * (16 * 1024 * 1024 + 1))
    twice = json.dumps(homebrew()).replace("{", '{"title": "Another", ', 1)
    raw, _unused = parse_package_text(twice.encode())
    with pytest.raises(ImportRefused, match="twice") as refused:
        check_package(raw)
    assert refused.value.path == "$.title"


def _paths(value: Any, path: str = "$") -> Iterator[tuple[str, Any, Any]]:
    """Yield (path, parent, key) of every number in ``value``."""
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, (dict, list)):
                yield from _paths(item, f"{path}.{key}")
            elif type(item) is int:
                yield f"{path}.{key}", value, key
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, f"{path}[{index}]")


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_changed_row_range_is_refused_at_its_path_or_still_covers_the_dice(
    data: st.DataObject,
) -> None:
    package = homebrew()
    numbers = list(_paths(package))
    path, parent, key = data.draw(st.sampled_from(numbers))
    parent[key] = data.draw(st.integers(-5, 15).filter(lambda n: n != parent[key]))
    try:
        checked = check_package(copy.deepcopy(package))
    except ImportRefused as error:
        assert error.path.startswith("$.oracles.weather.contents.sky.rows["), path
        return
    (sky,) = checked.tables()
    covered = sorted(n for row in sky.rows for n in range(row.low or 0, (row.high or -1) + 1))
    assert covered == list(range(1, sky.top + 1))


# In the campaign ------------------------------------------------------------------------


def test_import_undoes_and_redoes_and_lists_with_credits(
    campaign: Campaign, tmp_path: Path
) -> None:
    packages = campaign.rules_packages
    edit = packages.import_file(_write(tmp_path / "harbour.json", homebrew()))
    (imported,) = packages.packages()
    assert imported.source == "Harbour Homebrew · Ada Harbour · CC BY 4.0"
    assert [m.name for m in imported.moves] == ["Haggle at the Docks"]
    [added] = edit.changes.added_ids(RecordKind.RULES_PACKAGE)
    assert added == imported.id
    campaign.undo(edit)
    assert packages.packages() == ()
    campaign.redo(edit)
    assert [p.title for p in packages.packages()] == ["Harbour Homebrew"]
    with pytest.raises(ImportRefused) as again:
        packages.import_file(tmp_path / "harbour.json")
    assert again.value.path == "$._id"


def test_removal_is_one_undoable_step(campaign: Campaign, tmp_path: Path) -> None:
    packages = campaign.rules_packages
    packages.import_file(_write(tmp_path / "harbour.json", homebrew()))
    (package,) = packages.packages()
    removal = packages.remove_package(package.id)
    assert len(removal.ops) == 1 and packages.packages() == ()
    campaign.undo(removal)
    (back,) = packages.packages()
    assert (back.id, back.uuid, back.package.tables()) == (
        package.id,
        package.uuid,
        package.package.tables(),
    )


def test_import_rules_and_oracle_commands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "table.starshine"
    create_campaign(target).close()
    assert run(["import-rules", str(package_file("starforged")), str(target)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["moves"], out["oracle_tables"], out["assets"]) == (56, 262, 87)
    bad = homebrew()
    _sky(bad)["rows"][1]["roll"]["min"] = 6
    assert run(["import-rules", str(_write(tmp_path / "bad.json", bad)), str(target)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("import-rules: bad.json: $.oracles.weather.contents.sky.rows[1]")
    assert error.count("\n") == 1
    assert run(["oracle", "--campaign", str(target), "Core / Action", "--roll", "42"]) == 0
    looked = json.loads(capsys.readouterr().out)
    assert (looked["table"], looked["roll"], looked["dice"]) == (
        "Core Oracles / Action",
        42,
        "1d100",
    )
    action = find_table(_checked("starforged").tables(), "oracle_rollable:starforged/core/action")
    assert isinstance(action, Table) and looked["result"] == action.look_up(42).text
    assert run(["oracle", "--campaign", str(target), action.id, "--roll", "42"]) == 0
    assert json.loads(capsys.readouterr().out)["result"] == looked["result"]
    assert run(["oracle", "--campaign", str(target), "--list"]) == 0
    listed = json.loads(capsys.readouterr().out)["tables"]
    assert len(listed) == 262 and {"table": "Core Oracles / Action"}.items() <= listed[14].items()
    assert run(["oracle", "--campaign", str(target), "No Such / Table"]) == 2
    reopened = open_campaign(target)
    try:
        assert [p.package.id for p in reopened.rules_packages.packages()] == ["starforged"]
    finally:
        reopened.close()


def test_import_rules_is_listed_in_help() -> None:
    assert any(name == "import-rules" for name, _help in describe_commands())


def test_the_quick_references_print_the_imported_moves_and_tables_with_their_credits(
    campaign: Campaign, tmp_path: Path
) -> None:
    from starshine_desktop.services.printing import PrintKind, PrintRequest, build_document
    from starshine_desktop.services.printing.document import FlowDocument

    campaign.rules_packages.import_file(_write(tmp_path / "harbour.json", homebrew()))
    moves = build_document(campaign, PrintRequest(PrintKind.QUICK_MOVES))
    oracles = build_document(campaign, PrintRequest(PrintKind.QUICK_ORACLES))
    assert isinstance(moves, FlowDocument) and isinstance(oracles, FlowDocument)
    credit = "From The Harbour Zine · Ada Harbour · CC BY 4.0"
    assert "<h2>Harbour Homebrew: Dock Moves</h2><h3>Haggle at the Docks</h3>" in moves.html
    assert credit in moves.html and "When you bargain, look at the Sky." in moves.html
    assert "<h2>Harbour Weather / Sky</h2>" in oracles.html
    assert f"{credit} · 1d10" in oracles.html and "Drizzle" in oracles.html


def _enhance_moves(tree: Any) -> int:
    if isinstance(tree, dict):
        own = len(tree.get("enhance_moves") or ()) if "abilities" not in tree else 0
        return own + sum(_enhance_moves(value) for value in tree.values())
    if isinstance(tree, list):
        return sum(_enhance_moves(value) for value in tree)
    return 0


@pytest.mark.parametrize("name", PUBLISHED)
def test_asset_abilities_carry_what_they_add_to_moves(name: str) -> None:
    from starshine_desktop.rules.ironsworn.datasworn import enhanced, enhancements_of

    package = _checked(name)
    found = sum(len(asset.enhancements) for asset in package.assets)
    assert found == _enhance_moves(_raw(name)["assets"]) > 0
    if name != "sundered_isles":
        return
    starforged = _checked("starforged")
    withstand = next(m for m in package.moves if m.key == "withstand_damage")
    assert withstand.adds_to == ("move_category:starforged/suffer",)
    starship = [
        e for e in enhancements_of(withstand, (starforged, package)) if e.asset_name == "Starship"
    ]
    assert [(e.ability, e.enhances) for e in starship] == [
        (3, ("move:starforged/suffer/withstand_damage",))
    ]
    added = enhanced(withstand, starship).conditions[len(withstand.conditions) :]
    assert [(c.text, [x.label for x in c.choices]) for c in added] == [
        ("Starship: To your Starship", ["heart"])
    ]


@pytest.mark.parametrize("name", PUBLISHED)
def test_a_stored_package_reads_its_rows_and_ids_when_asked_as_the_import_did(name: str) -> None:
    from starshine_desktop.rules.ironsworn.datasworn import read_package

    checked = _checked(name)
    ruleset = _checked("starforged") if name == "sundered_isles" else None
    stored = read_package(_raw(name), ruleset, check=False)
    assert all(not table.read_rows for table in stored.tables())  # nothing read yet
    assert stored.index.ids is None
    assert [t.rows for t in stored.tables()] == [t.rows for t in checked.tables()]
    assert stored.row_count == checked.row_count
    assert stored.ids == checked.ids and dict(stored.names) == dict(checked.names)
    assert stored.index.raw is None  # the JSON is let go once its ids are found
