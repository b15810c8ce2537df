"""The seed-004 data: every move, oracle table and the repair points, and their links."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import (
    IronswornOutcome,
    Move,
    RollKind,
    categories,
    find_move,
    find_table,
    moves,
    moves_in,
    oracle_tables,
    quick_reference,
    reference_text,
    search_moves,
)
from starshine_desktop.rules.ironsworn.data import MOVES_FILE, ORACLES_FILE, load_data

# The 52 moves of the seed's A-Z index, then the four moves of its scene challenges.
SEED_MOVES = [
    "Advance", "Aid Your Ally", "Ask the Oracle", "Battle", "Begin a Session",
    "Change Your Fate", "Check Your Gear", "Clash", "Companion Takes a Hit", "Compel",
    "Confront Chaos", "Continue a Legacy", "Develop Your Relationship", "Earn Experience",
    "End a Session", "Endure Harm", "Endure Stress", "Enter the Fray", "Explore a Waypoint",
    "Face Danger", "Face Death", "Face Defeat", "Face Desolation", "Finish an Expedition",
    "Forge a Bond", "Forsake Your Vow", "Fulfill Your Vow", "Gain Ground",
    "Gather Information", "Heal", "Hearten", "Lose Momentum", "Make a Connection",
    "Make a Discovery", "Overcome Destruction", "Pay the Price", "Reach a Milestone",
    "React Under Fire", "Repair", "Resupply", "Sacrifice Resources", "Secure an Advantage",
    "Set a Course", "Set a Flag", "Sojourn", "Strike", "Swear an Iron Vow", "Take a Break",
    "Take Decisive Action", "Test Your Relationship", "Undertake an Expedition",
    "Withstand Damage",
    "Begin a Scene", "Face Danger (Scene Challenge)", "Secure an Advantage (Scene Challenge)",
    "Finish a Scene",
]  # fmt: skip

SEED_TABLES = [
    "Begin a Session",
    "Make a Discovery",
    "Confront Chaos",
    "Take Decisive Action",
    "Endure Harm",
    "Endure Stress",
    "Withstand Damage",
    "Pay the Price",
]

PROGRESS_MOVES = {
    "Fulfill Your Vow": ("vow",),
    "Forge a Bond": ("connection",),
    "Finish an Expedition": ("expedition",),
    "Take Decisive Action": ("combat",),
    "Overcome Destruction": ("bonds",),
    "Continue a Legacy": ("quests", "bonds", "discoveries"),
    "Finish a Scene": ("scene_challenge",),
}

SEED_DIR = Path(__file__).resolve().parents[3].parent / "shared" / "seeds"


def test_every_move_of_the_seed_is_data_once() -> None:
    names = [move.name for move in moves()]
    assert sorted(names) == sorted(SEED_MOVES)
    assert len({move.id for move in moves()}) == len(SEED_MOVES)


def test_every_move_belongs_to_a_known_category_and_each_category_has_moves() -> None:
    ids = [category.id for category in categories()]
    assert len(ids) == 12
    for category in ids:
        assert moves_in(category), category
    assert {move.category for move in moves()} == set(ids)


def test_categories_of_some_moves_follow_the_seed() -> None:
    assert find_move("Sojourn").category == "recover"
    assert find_move("Overcome Destruction").category == "threshold"
    assert find_move("Pay the Price").category == "fate"
    assert find_move("Finish a Scene").category == "scene_challenge"
    assert [m.name for m in moves_in("session")] == [
        "Begin a Session",
        "Set a Flag",
        "Change Your Fate",
        "Take a Break",
        "End a Session",
    ]


def test_every_link_between_moves_resolves() -> None:
    ids = {move.id for move in moves()}
    for move in moves():
        for link in move.links:
            assert link in ids, f"{move.id} links to unknown {link}"
            assert link != move.id
    for table in oracle_tables():
        assert table.move in ids
        for row in table.rows:
            assert set(row.links) <= ids, (table.id, row)


def test_every_oracle_named_by_a_move_exists_and_points_back() -> None:
    tables = {table.id: table for table in oracle_tables()}
    named = {move.oracle: move for move in moves() if move.oracle is not None}
    assert set(named) == set(tables)
    for table_id, move in named.items():
        assert tables[table_id].move == move.id


def test_progress_moves_roll_against_their_tracks() -> None:
    progress = {m.name: m.tracks for m in moves() if m.roll_kind is RollKind.PROGRESS}
    assert progress == PROGRESS_MOVES
    for name in PROGRESS_MOVES:
        move = find_move(name)
        assert move.is_progress_move
        assert not move.options and not move.adds


def test_rolled_moves_have_three_bands_and_unrolled_moves_a_procedure() -> None:
    for move in moves():
        if move.roll_kind in (RollKind.ACTION, RollKind.PROGRESS):
            assert set(move.outcomes) == set(IronswornOutcome), move.id
            for outcome in IronswornOutcome:
                assert move.outcome(outcome).summary.strip(), (move.id, outcome)
        else:
            assert not move.outcomes
            assert move.procedure.strip(), move.id
        assert move.trigger.strip(), move.id


def test_roll_options_follow_the_seed() -> None:
    face_danger = find_move("face danger")
    assert [o.stats for o in face_danger.options] == [
        ("edge",),
        ("heart",),
        ("iron",),
        ("shadow",),
        ("wits",),
    ]
    assert [o.stats for o in find_move("Compel").options] == [("heart",), ("iron",), ("shadow",)]
    assert [o.stats for o in find_move("Strike").options] == [("iron",), ("edge",)]
    assert [o.stats for o in find_move("Undertake an Expedition").options] == [
        ("edge",),
        ("shadow",),
        ("wits",),
    ]
    assert [o.stats for o in find_move("Set a Course").options] == [("supply",)]
    assert [(a.when, a.value) for a in find_move("Swear an Iron Vow").adds] == [
        ("Sworn to a connection", 1),
        ("Sworn to a connection you share a bond with", 2),
    ]


def test_a_choice_of_two_stats_rolls_the_higher_or_the_lower() -> None:
    harm = find_move("Endure Harm").options[0]
    assert harm.value({"health": 1, "iron": 3}) == 3
    mend = find_move("Heal").options[1]
    assert mend.value({"iron": 3, "wits": 2}) == 2
    with pytest.raises(RuleError, match="no value for wits"):
        mend.value({"iron": 3})


def test_match_notes_and_effects_follow_the_seed() -> None:
    scene = find_move("Face Danger (Scene Challenge)")
    assert scene.outcome(IronswornOutcome.STRONG_HIT).effects.mark_progress == 1
    assert scene.outcome(IronswornOutcome.STRONG_HIT, match=True).effects.mark_progress == 2
    assert scene.outcome(IronswornOutcome.WEAK_HIT, match=True).effects.clock_segments == 1
    assert scene.outcome(IronswornOutcome.MISS).effects.clock_segments == 1
    assert scene.outcome(IronswornOutcome.MISS, match=True).effects.clock_segments == 2
    advantage = find_move("Secure an Advantage (Scene Challenge)")
    assert advantage.outcome(IronswornOutcome.STRONG_HIT, match=True).effects.mark_progress == 1
    assert advantage.outcome(IronswornOutcome.STRONG_HIT).effects.mark_progress == 0
    strike = find_move("Strike").outcome(IronswornOutcome.WEAK_HIT).effects
    assert (strike.mark_progress, strike.position) == (2, "bad_spot")
    assert find_move("Face Danger").outcome(IronswornOutcome.STRONG_HIT).effects.momentum == 1
    assert (
        find_move("Gather Information").outcome(IronswornOutcome.STRONG_HIT).effects.momentum == 2
    )
    assert find_move("Explore a Waypoint").outcome(IronswornOutcome.MISS, match=True).summary
    bonds = find_move("Develop Your Relationship").outcome(IronswornOutcome.STRONG_HIT).effects
    assert bonds.legacy_ticks == (("bonds", 2),)
    assert find_move("Clash").outcome(IronswornOutcome.MISS).effects.position == "bad_spot"
    assert find_move("Compel").outcome(IronswornOutcome.WEAK_HIT).effects.is_empty


def test_moves_are_found_by_name_or_id_in_any_case() -> None:
    assert find_move("PAY THE PRICE").id == "pay_the_price"
    assert find_move("  pay_the_price ").name == "Pay the Price"
    with pytest.raises(RuleError, match="no move is called 'Dance'"):
        find_move("Dance")


def test_search_matches_name_and_trigger_words() -> None:
    assert find_move("Repair") in search_moves("vehicle repairs")
    assert [m.name for m in search_moves("ally")][:1] == ["Aid Your Ally"]
    assert search_moves("zzzz") == ()
    assert len(search_moves("")) == len(moves())


def _imported(name: str, trigger: str, text: str) -> Move:
    """A move as an imported rules package gives it: its collection's name, no roll."""
    return replace(
        find_move("Pay the Price"),
        id=f"harbour/{name.lower()}",
        name=name,
        category="Harbour Moves",
        trigger=trigger,
        procedure=text,
        roll_kind=RollKind.NONE,
        outcomes={},
        oracle=None,
    )


def test_search_and_reference_text_take_imported_moves() -> None:
    haggle = _imported("Haggle", "When you bargain for passage", "Roll +heart.")
    moor = _imported("Moor", "When you tie up at a harbour", "Pay the harbour fee.")
    assert search_moves("harbour", among=[haggle, moor]) == (moor,)
    assert search_moves("passage", among=[haggle, moor]) == (haggle,)
    assert search_moves("", among=[haggle, moor]) == (haggle, moor)
    assert haggle not in search_moves("passage")  # the reference's own moves only
    assert reference_text(haggle).splitlines() == [
        "HAGGLE",
        "Harbour Moves. When: When you bargain for passage",
        "Roll +heart.",
    ]


@pytest.mark.parametrize("table_name", SEED_TABLES)
def test_every_oracle_table_covers_1_to_100_exactly_once(table_name: str) -> None:
    table = find_table(table_name)
    covered = [roll for row in table.rows for roll in range(row.low, row.high + 1)]
    assert sorted(covered) == list(range(1, 101))
    assert all(row.low <= row.high for row in table.rows)
    assert [row.low for row in table.rows] == sorted(row.low for row in table.rows)


@pytest.mark.parametrize("table_name", SEED_TABLES)
def test_every_row_is_found_at_both_of_its_boundaries(table_name: str) -> None:
    table = find_table(table_name)
    for row in table.rows:
        assert table.look_up(row.low) is row
        assert table.look_up(row.high) is row
    for outside in (0, 101, -5):
        with pytest.raises(RuleError, match="1 to 100"):
            table.look_up(outside)


def test_the_tables_are_the_seed_tables() -> None:
    assert [table.name for table in oracle_tables()] == SEED_TABLES


@pytest.mark.parametrize(
    ("table_name", "roll", "result"),
    [
        ("Begin a Session", 1, "Flashback reveals an aspect of your background or nature"),
        ("Begin a Session", 100, "Unforeseen aid is on the way or within reach"),
        ("Make a Discovery", 19, "Beneficial enchantment or powers"),
        ("Make a Discovery", 20, "Benevolent spirit or apparition"),
        ("Confront Chaos", 96, "Wrathful spirit or apparition"),
        ("Take Decisive Action", 41, "Victory is short-lived: A new peril or foe appears"),
        ("Endure Harm", 50, "You are reeling. If you engage in any vigorous activity before "
         "taking a breather, roll on this table again (before resolving the other move)."),
        ("Endure Stress", 25, "You give up. Forsake Your Vow."),
        ("Withstand Damage", 96, "Against all odds, the vehicle holds together."),
        ("Pay the Price", 2, "A trusted individual or community acts against you"),
        ("Pay the Price", 3, "An individual or community you care about is exposed to danger"),
        ("Pay the Price", 95, "You are delayed or put at a disadvantage"),
    ],
)  # fmt: skip
def test_look_ups_at_boundaries(table_name: str, roll: int, result: str) -> None:
    assert find_table(table_name).look_up(roll).result == result


def test_roll_twice_rows_are_marked_only_where_the_seed_has_them() -> None:
    marked = {
        (table.name, row.low, row.high)
        for table in oracle_tables()
        for row in table.rows
        if row.roll_twice
    }
    assert marked == {("Make a Discovery", 91, 100), ("Pay the Price", 96, 100)}
    for table in oracle_tables():
        for row in table.rows:
            assert row.roll_twice == (row.result == "Roll twice")


def test_tables_are_found_by_heading_alias_or_id_in_any_case() -> None:
    assert find_table("pay the price").id == "pay_the_price"
    assert find_table("TAKE DECISIVE ACTION (WEAK HIT)").id == "take_decisive_action"
    assert find_table("begin_a_session").name == "Begin a Session"
    with pytest.raises(RuleError, match="no table is called 'Weather'"):
        find_table("Weather")


def test_the_data_files_credit_the_source_and_licence() -> None:
    for name in (MOVES_FILE, ORACLES_FILE):
        source = load_data(name)["source"]
        assert source["author"] == "Shawn Tomkin"
        assert source["licence"] == "CC BY-NC-SA 4.0"
        assert "Sundered Isles" in source["work"]
    notice = (Path(__file__).resolve().parents[3] / "NOTICE").read_text("utf-8")
    assert "Sundered Isles" in notice and "Shawn Tomkin" in notice
    assert "CC BY-NC-SA 4.0" in notice


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.casefold().replace("’", "'"))


@pytest.mark.skipif(not SEED_DIR.is_dir(), reason="the seeds folder is not beside the repository")
def test_move_texts_are_the_projects_own_summaries_not_copies() -> None:
    """No trigger, procedure or outcome copies ten or more words in a row from the seed."""
    seed_text = " ".join(_words(next(SEED_DIR.glob("004_*.txt")).read_text("utf-8")))
    texts: list[tuple[str, str]] = []
    for move in moves():
        texts += [(move.id, move.trigger), (move.id, move.procedure)]
        for outcome in move.outcomes.values():
            texts.append((move.id, outcome.summary))
            if outcome.match is not None:
                texts.append((move.id, outcome.match.summary))
    run = 10
    for move_id, text in texts:
        words = _words(text)
        for start in range(len(words) - run + 1):
            phrase = " ".join(words[start : start + run])
            assert f" {phrase} " not in f" {seed_text} ", (move_id, phrase)


def test_the_quick_reference_prints_from_the_data() -> None:
    heal = reference_text(find_move("Heal"))
    assert heal.splitlines()[0] == "HEAL"
    assert "Mending your own wounds: +iron or +wits, whichever is lower" in heal
    vow = reference_text(find_move("Swear an Iron Vow"))
    assert "add +2 if sworn to a connection you share a bond with" in vow
    scene = reference_text(find_move("Face Danger (Scene Challenge)"))
    assert "  With a match: Mark progress twice." in scene
    assert "Progress move" in reference_text(find_move("Fulfill Your Vow"))
    text = quick_reference()
    assert all(move.name.upper() in text for move in moves())
    assert all(f"== {category.name} ==" in text for category in categories())
