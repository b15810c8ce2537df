"""Find in campaign: every kind found by its text, any case, wildcards taken literally."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import closing
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.cortex import ChallengeLength, Difficulty
from starshine_desktop.services import search as search_module
from starshine_desktop.services.campaign import Campaign, create_from_data
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.services.search import LIMIT_PER_KIND, MOST_CHOICES, Hit, fold
from starshine_desktop.storage.database import Database
from starshine_desktop.storage.search_reads import (
    SEARCH_KINDS,
    SearchKind,
    SearchRow,
    character_choices,
    compact_choices,
    folding_to_ascii,
    like_pattern,
    loose_like_pattern,
    non_ascii_sql,
    read_search_rows,
    requirements,
)

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def campaign(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Campaign]:
    """The sample campaign plus records whose names test case and wildcards."""
    path = tmp_path_factory.mktemp("search") / "sample.starshine"
    opened = create_from_data(sample_campaign_data(), path, clock=lambda: NOW)
    records = opened.records
    vesper = _persona_id(opened, "Vesper Hale")
    records.add_trait("élan vital", 2, on=f"persona:{vesper}")
    records.add_trait("100% sure", 1, on=f"persona:{vesper}")
    records.add_trait("snake_case", 1, on=f"persona:{vesper}")
    records.add_trait("back\\slash", 1, on=f"persona:{vesper}")
    records.add_trait("Straße", 1, on=f"persona:{vesper}")
    opened.cortex_pools.create_challenge(
        "Storm over the Ǆungle", Difficulty.EASY, ChallengeLength.SHORT, [vesper]
    )
    opened.statement_scenes.create_scene("Council of Œuvres")
    opened.episodes.create_episode("The Quiet Week", date(2026, 5, 2), [])
    opened.records.set_stance(vesper, 5, "Refused the Guild's bribe at the Éclair docks")
    opened.tracks.record_oracle_roll("Pay the Price", 42, "Bolster")
    opened.tracks.record_oracle_roll("Ask the Oracle (Likely)", 7, "Yes, with a match")
    opened.tracks.record_oracle_roll("Make a Discovery", 63, "Øresund Crossing")
    opened.tracks.record_oracle_roll("Withstand Damage", 5, "A long tale " * 12)
    yield opened
    opened.close()


def _persona_id(campaign: Campaign, name: str) -> int:
    return next(row.id for row in campaign.personae.list_personae() if row.name == name)


def _texts(hits: list[Hit], kind: SearchKind) -> list[str]:
    return [hit.text for hit in hits if hit.kind is kind]


def test_a_trait_is_found_with_who_holds_it(campaign: Campaign) -> None:
    hits = campaign.search.find("cold water")
    assert _texts(hits, SearchKind.TRAIT) == [
        "Trait 'Cold water rising' held by Vesper Hale",
        "Trait 'Cold water rising' held by Brannoc Reed",
    ]
    [first, _] = hits
    assert first.record is RecordKind.TRAIT
    assert first.persona_id == _persona_id(campaign, "Vesper Hale")


def test_a_trait_on_an_element_names_the_element_and_has_no_persona(campaign: Campaign) -> None:
    [hit] = campaign.search.find("watchful")
    assert hit.text == "Trait 'Watchful' on Element Harbour Guild"
    assert hit.persona_id is None


@pytest.mark.parametrize(
    ("query", "kind", "text"),
    [
        ("vesper", SearchKind.PERSONA, "Persona 'Vesper Hale'"),
        ("priya", SearchKind.PERSONA, "Persona 'Vesper Hale', Actor: Priya"),
        ("CURIOUS", SearchKind.CHARACTERISTIC, "Characteristic 'Curious' of Vesper Hale"),
        ("first offer", SearchKind.EXPRESSION, "Expression 'refuses the first offer' of "),
        ("tides", SearchKind.KNACK, "Knack 'Reads the tides' of Vesper Hale"),
        ("star-hearing", SearchKind.POWER, "Power 'Star-hearing' of Vesper Hale"),
        ("salt-stained", SearchKind.SIGNATURE_ITEM, "Signature Item 'Salt-stained map' of "),
        ("keep her", SearchKind.INVESTMENT, "Investment 'Aunt Hesper > Keep her safe' of "),
        ("double shifts", SearchKind.STRATEGY, "Strategy 'Work double shifts' of Brannoc Reed"),
        ("learned the comet", SearchKind.ADVANCE, "Advance '"),
        ("lantern choir", SearchKind.ELEMENT, "Element 'The Lantern Choir'"),
        ("new to starshine", SearchKind.ACTOR, "Actor 'Sam', notes: Plays Corvin; new to "),
        ("beneath", SearchKind.EPISODE, "Episode 'Beneath the Harbour'"),
        ("night at the", SearchKind.CHALLENGE, "Challenge 'Night at the Drowned Gate'"),
        ("comet passes", SearchKind.TRACK, "Track 'Open the Drowned Gate before the comet "),
        ("storm over", SearchKind.CHALLENGE_POOL, "Challenge pool 'Storm over the Ǆungle'"),
        ("council", SearchKind.SCENE, "Statement scene 'Council of Œuvres'"),
        ("bribe", SearchKind.STANCE_CHANGE, "Stance change 'Refused the Guild's bribe"),
        ("bolster", SearchKind.ORACLE_ROLL, "Oracle result 'Bolster' on Pay the Price, roll 42"),
    ],
)
def test_each_kind_is_found(campaign: Campaign, query: str, kind: SearchKind, text: str) -> None:
    texts = _texts(campaign.search.find(query), kind)
    assert any(found.startswith(text) for found in texts), texts


def test_a_stance_change_is_found_by_its_reason_with_its_persona_and_stances(
    campaign: Campaign,
) -> None:
    vesper = _persona_id(campaign, "Vesper Hale")
    [logged] = [
        row
        for row in campaign.records.persona_records(vesper).stance_changes
        if "bribe" in row.reason
    ]
    [hit] = campaign.search.find("GUILD'S BRIBE")
    assert hit.text == (
        "Stance change 'Refused the Guild's bribe at the Éclair docks' of Vesper Hale "
        "(Stance 4 → 5)"
    )
    assert (hit.kind, hit.record, hit.record_id) == (
        SearchKind.STANCE_CHANGE,
        RecordKind.STANCE_CHANGE,
        logged.id,
    )
    assert (hit.persona_id, hit.field) == (vesper, "reason")


def test_the_stance_log_written_by_a_strategy_is_found_too(campaign: Campaign) -> None:
    texts = _texts(campaign.search.find("double shifts"), SearchKind.STANCE_CHANGE)
    assert texts == [
        "Stance change 'Strategy started: Work double shifts' of Brannoc Reed (Stance 1 → 2)"
    ]


def test_an_oracle_result_is_found_by_its_text_with_its_table_and_roll(
    campaign: Campaign,
) -> None:
    [stored] = [row for row in campaign.tracks.list_oracle_rolls() if row.result == "Bolster"]
    [hit] = campaign.search.find("BOLSTER")
    assert hit.text == "Oracle result 'Bolster' on Pay the Price, roll 42"
    assert (hit.kind, hit.record, hit.record_id) == (
        SearchKind.ORACLE_ROLL,
        RecordKind.ORACLE_ROLL,
        stored.id,
    )
    assert (hit.persona_id, hit.field) == (None, "result")


def test_an_oracle_result_is_found_by_the_table_it_was_rolled_on(campaign: Campaign) -> None:
    assert _texts(campaign.search.find("(likely)"), SearchKind.ORACLE_ROLL) == [
        "Oracle result on 'Ask the Oracle (Likely)', roll 7: Yes, with a match"
    ]
    [legend] = _texts(campaign.search.find("withstand dam"), SearchKind.ORACLE_ROLL)
    assert legend.startswith("Oracle result on 'Withstand Damage', roll 5: A long tale A ")
    assert legend.endswith("…")
    assert len(legend) < len("Oracle result on 'Withstand Damage', roll 5: ") + 81


def test_a_long_oracle_result_is_shown_as_an_excerpt(campaign: Campaign) -> None:
    [tale] = _texts(campaign.search.find("long tale"), SearchKind.ORACLE_ROLL)
    excerpt = ("A long tale " * 4)[: len("A long tale") + 30]  # 30 characters after the match
    assert tale == f"Oracle result '{excerpt}…' on Withstand Damage, roll 5"


def test_the_new_kinds_ignore_case_for_non_ascii_letters(campaign: Campaign) -> None:
    for query in ("éclair", "ÉCLAIR", "Éclair docks"):
        assert _texts(campaign.search.find(query), SearchKind.STANCE_CHANGE) == [
            "Stance change 'Refused the Guild's bribe at the Éclair docks' of Vesper Hale "
            "(Stance 4 → 5)"
        ], query
    for query in ("øresund", "ØRESUND CROSSING", "Øresund"):
        assert _texts(campaign.search.find(query), SearchKind.ORACLE_ROLL) == [
            "Oracle result 'Øresund Crossing' on Make a Discovery, roll 63"
        ], query


def test_an_element_name_finds_the_investments_in_it(campaign: Campaign) -> None:
    texts = _texts(campaign.search.find("Harbour Guild"), SearchKind.INVESTMENT)
    assert texts == ["Investment 'Harbour Guild > Pay off the debt' of Brannoc Reed"]


def test_notes_are_shown_as_an_excerpt_around_the_match(campaign: Campaign) -> None:
    [short] = _texts(campaign.search.find("lighthouse"), SearchKind.ELEMENT)
    assert short == "Element 'Aunt Hesper', notes: Vesper's aunt, keeper of the lighthouse."
    [long] = _texts(campaign.search.find("MERCHANTS"), SearchKind.ELEMENT)
    assert long.startswith("Element 'Harbour Guild', notes: Merchants who own the docks")
    assert long.endswith("…")
    assert len(long) < len("Element 'Harbour Guild', notes: ") + 2 + 30 + len("merchants")


def test_case_is_ignored_for_non_ascii_letters_too(campaign: Campaign) -> None:
    assert _texts(campaign.search.find("ÉLAN"), SearchKind.TRAIT) == [
        "Trait 'élan vital' held by Vesper Hale"
    ]
    assert _texts(campaign.search.find("ǆUNGLE"), SearchKind.CHALLENGE_POOL)
    assert _texts(campaign.search.find("œuvres"), SearchKind.SCENE)
    assert _texts(campaign.search.find("Tomás"), SearchKind.ACTOR) == ["Actor 'Tomás'"]
    assert _texts(campaign.search.find("TOMÁS"), SearchKind.ACTOR) == ["Actor 'Tomás'"]


def test_a_letter_that_folds_to_two_is_found_typed_as_stored_or_in_another_case(
    campaign: Campaign,
) -> None:
    for query in ("straße", "STRAẞE", "ß", "ẞ"):
        assert _texts(campaign.search.find(query), SearchKind.TRAIT) == [
            "Trait 'Straße' held by Vesper Hale"
        ], query


def test_wildcards_are_taken_literally(campaign: Campaign) -> None:
    assert _texts(campaign.search.find("0%"), SearchKind.TRAIT) == [
        "Trait '100% sure' held by Vesper Hale"
    ]
    assert _texts(campaign.search.find("e_c"), SearchKind.TRAIT) == [
        "Trait 'snake_case' held by Vesper Hale"
    ]
    assert _texts(campaign.search.find("k\\s"), SearchKind.TRAIT) == [
        "Trait 'back\\slash' held by Vesper Hale"
    ]
    assert campaign.search.find("%") == campaign.search.find("100%")[:1]
    assert campaign.search.find("_") == campaign.search.find("snake_")
    assert like_pattern("a%b_c\\") == "%a\\%b\\_c\\\\%"


def test_blank_text_finds_nothing(campaign: Campaign) -> None:
    for text in ("", " ", "\t\n  "):
        assert campaign.search.find(text) == []


def test_surrounding_spaces_are_ignored(campaign: Campaign) -> None:
    assert campaign.search.find("  beneath ") == campaign.search.find("beneath")


def test_hits_of_each_kind_are_capped(campaign: Campaign) -> None:
    hits = campaign.search.find("e", limit_per_kind=2)
    kinds = [hit.kind for hit in hits]
    assert all(kinds.count(kind) <= 2 for kind in kinds)
    assert kinds.count(SearchKind.TRAIT) == 2


def test_the_non_ascii_path_caps_hits_too(campaign: Campaign) -> None:
    hits = campaign.search.find("É", limit_per_kind=1)
    assert [hit.kind for hit in hits].count(SearchKind.TRAIT) == 1


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(st.text(max_size=12) | st.sampled_from(["É", "é", "ss", "ß", "% _", "\\", "\x00a"]))
def test_any_text_finds_only_hits_containing_it(campaign: Campaign, text: str) -> None:
    hits = campaign.search.find(text)
    needle = fold(text.strip())
    for hit in hits:
        assert needle in fold(hit.text), (text, hit.text)
    if not needle:
        assert hits == []


def test_a_non_ascii_letter_reads_only_rows_holding_a_character_folding_to_it(
    campaign: Campaign,
) -> None:
    """A lone "é" used to let every row through to Python; now SQL keeps those with é or É."""
    with campaign.search._database.reading() as connection:
        rows = list(
            read_search_rows(
                connection,
                SearchKind.TRAIT,
                loose_like_pattern("é"),
                choices=character_choices(fold("é")),
            )
        )
    names = [dict(row.fields)["name"] for row in rows]
    assert names == ["élan vital"]  # not every Trait, as "%_%" alone lets through


def test_character_choices_hold_every_character_whose_folding_holds_the_letter() -> None:
    assert character_choices(fold("É")) == (("É", "é"),)
    omega = set(character_choices("ω")[0])
    assert {"\u03a9", "ω", "\u2126", "ῳ"} <= omega  # Ω, the Ohm sign, "ῳ" (folds to "ωι")
    assert "o" not in omega and "ο" not in omega
    assert set(character_choices("σ")[0]) == {"Σ", "σ", "ς"}
    assert "ᾳ" in character_choices("ι")[0]  # "ᾳ" folds to "αι"
    assert character_choices("ss") == ()  # ASCII: LIKE alone picks the rows


@pytest.mark.parametrize(
    ("query", "stored"),
    [
        ("ω", "Ohm \u2126ard"),
        ("ΣΟΦΙΑ", "σοφιας"),
        ("ς", "ΣΟΦΟΣ"),
        ("ΑΙ", "ᾳ bright"),
        ("ǆ", "ǅemal"),
    ],
)
def test_letters_of_other_cases_and_compatibility_forms_are_still_found(
    tmp_path: Path, query: str, stored: str
) -> None:
    opened = create_from_data(sample_campaign_data(), tmp_path / "c.starshine", clock=lambda: NOW)
    try:
        vesper = _persona_id(opened, "Vesper Hale")
        opened.records.add_trait(stored, 1, on=f"persona:{vesper}")
        texts = _texts(opened.search.find(query), SearchKind.TRAIT)
        assert texts == [f"Trait '{stored}' held by Vesper Hale"]
    finally:
        opened.close()


def test_a_letter_folding_to_ascii_finds_every_text_folding_to_it_reading_only_those(
    tmp_path: Path,
) -> None:
    opened = create_from_data(sample_campaign_data(), tmp_path / "c.starshine", clock=lambda: NOW)
    try:
        vesper = _persona_id(opened, "Vesper Hale")
        for name in ("Straße", "MASS of iron", "Loſs", "STRAẞE"):
            opened.records.add_trait(name, 1, on=f"persona:{vesper}")
        texts = _texts(opened.search.find("ß"), SearchKind.TRAIT)
        assert sorted(texts) == sorted(
            f"Trait '{name}' held by Vesper Hale"
            for name in ("Straße", "MASS of iron", "Loſs", "STRAẞE")
        )
        assert folding_to_ascii("ss")[:3] == ("ß", "ſ", "ẞ")
        with opened.search._database.reading() as connection:
            rows = read_search_rows(
                connection, SearchKind.TRAIT, like_pattern("ss"), or_holding=("ß", "ẞ", "ſ")
            )
            read = sorted(dict(row.fields)["name"] for row in rows)
        every = [row.name for row in opened.records.list_trait_listing()]
        assert read == sorted(n for n in every if "ss" in n.casefold())  # not every Trait
        assert len(read) < len(every)
    finally:
        opened.close()


@pytest.mark.file_campaign  # counts the calls of SQLite's own instr
def test_instr_reads_only_text_holding_a_non_ascii_character(tmp_path: Path) -> None:
    """ASCII text cannot hold "ß", "É" …: SQL skips its ``instr`` passes (the slow part)."""
    path = tmp_path / "c.starshine"
    opened = create_from_data(sample_campaign_data(), path, clock=lambda: NOW)
    try:
        vesper = _persona_id(opened, "Vesper Hale")
        for name in ("Straße", "MASS of iron", "plain words", "Éclair", "café"):
            opened.records.add_trait(name, 1, on=f"persona:{vesper}")
        every = [row.name for row in opened.records.list_trait_listing()]
    finally:
        opened.close()
    searched: list[str] = []

    def counted_instr(text: str | None, part: str | None) -> int | None:
        if text is None or part is None:
            return None
        searched.append(text)
        return text.find(part) + 1

    with closing(sqlite3.connect(path)) as connection:
        connection.create_function("instr", 2, counted_instr)  # stands in for SQLite's own
        by_ascii = read_search_rows(
            connection, SearchKind.TRAIT, like_pattern("ss"), or_holding=("ß", "ẞ", "ſ")
        )
        sharp_s = sorted(dict(row.fields)["name"] for row in by_ascii)
        by_choice = read_search_rows(
            connection,
            SearchKind.TRAIT,
            loose_like_pattern("é"),
            choices=character_choices(fold("é")),
        )
        e_acute = sorted(dict(row.fields)["name"] for row in by_choice)
    assert sharp_s == sorted(name for name in every if "ss" in name.casefold())
    assert e_acute == sorted(name for name in every if "é" in name.casefold())
    assert {"Straße", "MASS of iron", "Éclair", "café"} <= {*sharp_s, *e_acute}
    assert searched and all(not text.isascii() for text in searched)


@given(st.text(max_size=20))
def test_the_non_ascii_guard_lets_through_every_text_holding_a_non_ascii_character(
    text: str,
) -> None:
    with closing(sqlite3.connect(":memory:")) as connection:
        (guarded,) = connection.execute(f"SELECT {non_ascii_sql('?1')}", (text,)).fetchone()
    if not text.isascii():
        assert guarded == 1


# The fast paths against a plain scan, and a search on another thread -------------------

#: Accented, Greek and long-s text, the shape of a campaign whose text is mostly not ASCII.
ACCENTED = (
    "Ὑπερήφανος ψυχή",
    "ᾼ φωνὴ ᾳ",
    "ΣΟΦΙΑ ΚΑΙ ΙΣΧΥΣ",
    "σοφίας ἰσχύς",
    "Loſs of Straße",
    "STRAẞE sx",
    "ſx ſſx",
    "Ωμέγα Ohm \u2126",
    "Éclair ÉLAN éLan",
    "ι ῳ ΐ ῒ",
)


@pytest.fixture(scope="module")
def accented(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Campaign]:
    """The sample campaign with accented, Greek and long-s Traits, Elements and notes."""
    path = tmp_path_factory.mktemp("accented") / "accented.starshine"
    opened = create_from_data(sample_campaign_data(), path, clock=lambda: NOW)
    vesper = _persona_id(opened, "Vesper Hale")
    for number, text in enumerate(ACCENTED):
        opened.records.add_trait(text, 1 + number % 3, on=f"persona:{vesper}")
        opened.records.add_element(f"{text} {number}", notes=f"notes: {text.upper()}")
    yield opened
    opened.close()


def _plain_scan(campaign: Campaign, text: str) -> list[tuple[SearchKind, int, str]]:
    """Return what a search finds by folding every row of every kind in Python."""
    needle = fold(text.strip())
    if not needle:
        return []
    found: list[tuple[SearchKind, int, str]] = []
    with campaign.search._database.reading() as connection:
        for kind in SEARCH_KINDS:
            rows = [
                row
                for row in read_search_rows(connection, kind)
                if any(needle in value.casefold() for _, value in row.fields)
            ]
            found += [(kind, row.id, "") for row in rows[:LIMIT_PER_KIND]]
    return found


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    st.text(alphabet="ιυωΙΥΩΐᾳῳσςΣſßẞsSxXéÉaA \u2126ΟΦφ", min_size=1, max_size=4)
    | st.sampled_from(["ι", "υ", "ω", "ſx", "Ὑπερήφανος", "ß", "ΑΙ", "ẞx"])
)
def test_the_fast_paths_find_exactly_what_folding_every_row_finds(
    accented: Campaign, text: str
) -> None:
    """Any query holding a non-ASCII letter (ASCII text is matched as typed: module doc)."""
    assume(not text.strip().isascii())
    found = [(hit.kind, hit.record_id, "") for hit in accented.search.find(text)]
    assert found == _plain_scan(accented, text), text


def test_many_characters_folding_to_a_letter_are_looked_for_by_the_bytes_they_share(
    accented: Campaign,
) -> None:
    """ "ι" has 72 characters folding to it: six needles let the same rows through to Python
    (ASCII text and text without any of them are left in SQL)."""
    iota = character_choices("ι")[0]
    assert len(iota) > MOST_CHOICES
    needles = compact_choices(iota, MOST_CHOICES)
    assert len(needles) <= MOST_CHOICES
    assert {"ι", "Ι"} <= set(needles) and b"\xe1\xbe" in needles  # ᾀ–ᾯ, ᾰ–ι share E1 BE
    with accented.search._database.reading() as connection:
        rows = list(
            read_search_rows(
                connection, SearchKind.TRAIT, loose_like_pattern("ι"), choices=(needles,)
            )
        )
    names = {dict(row.fields)["name"] for row in rows}
    assert names == {"ᾼ φωνὴ ᾳ", "ΣΟΦΙΑ ΚΑΙ ΙΣΧΥΣ", "ι ῳ ΐ ῒ"}  # "ἰσχύς" holds no ι itself
    assert not any(name.isascii() for name in names)  # before: every Trait reached Python
    texts = _texts(accented.search.find("ι"), SearchKind.TRAIT)
    assert "Trait 'ι ῳ ΐ ῒ' held by Vesper Hale" in texts
    assert "Trait 'ᾼ φωνὴ ᾳ' held by Vesper Hale" in texts  # "ᾼ" folds to "αι"


#: Every character folding to hold a Greek letter, and a few that do not.
_FOLDING_TO_GREEK = sorted(
    {char for letter in "ιυωαησ" for char in character_choices(letter)[0]} | set("aß ΒβἀὙ")
)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from("ιυωαησΙΣ"),
    st.integers(min_value=1, max_value=20),
    st.text(alphabet=st.sampled_from(_FOLDING_TO_GREEK), max_size=8),
)
def test_compacted_needles_let_through_every_text_holding_a_character(
    letter: str, most: int, text: str
) -> None:
    """Every text holding a character that folds to hold ``letter`` holds one of the needles."""
    needles = compact_choices(character_choices(letter)[0], most)
    holds = any(
        (needle in text) if isinstance(needle, str) else (needle in text.encode())
        for needle in needles
    )
    if any(char in text for char in character_choices(letter)[0]):
        assert holds


def test_a_search_apart_finds_the_same_kind_by_kind_and_stops_when_cancelled(
    accented: Campaign,
) -> None:
    apart = [hit for _, hits in accented.search.find_by_kind("s", apart=True) for hit in hits]
    assert apart == accented.search.find("s")
    kinds = [kind for kind, _ in accented.search.find_by_kind("s", apart=True)]
    assert len(kinds) > 1 and kinds == sorted(kinds, key=SEARCH_KINDS.index)
    asked = []

    def cancelled() -> bool:
        asked.append(True)
        return len(asked) > 1  # a newer query came after the first kind began

    assert list(accented.search.find_by_kind("s", cancelled=cancelled)) == []


def test_a_search_apart_reads_from_another_thread_with_the_same_hits(
    accented: Campaign,
) -> None:
    apart: list[Hit] = []
    other = threading.Thread(
        target=lambda: apart.extend(
            hit for _, hits in accented.search.find_by_kind("ψυχή", apart=True) for hit in hits
        )
    )
    other.start()
    other.join()
    assert apart and apart == accented.search.find("ψυχή")


@pytest.mark.file_campaign  # the file's own connection and the connections apart
def test_a_search_apart_leaves_the_windows_connection_alone(accented: Campaign) -> None:
    store = accented.search._database
    assert isinstance(store, Database)
    searching = accented.search.find_by_kind("ψυχή", apart=True)
    next(searching)  # a read transaction is open, on its own connection
    assert len(store._apart) == 1
    assert not store._connection.in_transaction  # the window's connection reads on
    searching.close()
    assert not store._apart


def test_a_query_folding_to_ascii_reads_only_text_holding_each_of_its_letters(
    accented: Campaign,
) -> None:
    """ "ſx" used to read every text holding an "ſ" or "ß"; now only those holding an "x"."""
    needle = fold("ſx")
    assert requirements(needle) == (("%x%", ()), ("%s%", folding_to_ascii("s")))
    with accented.search._database.reading() as connection:
        rows = list(
            read_search_rows(
                connection,
                SearchKind.TRAIT,
                like_pattern(needle),
                or_holding=folding_to_ascii(needle),
                requiring=requirements(needle),
            )
        )
    assert sorted(dict(row.fields)["name"] for row in rows) == ["STRAẞE sx", "ſx ſſx"]
    assert [hit.text for hit in accented.search.find("ſx") if hit.kind is SearchKind.TRAIT] == [
        "Trait 'STRAẞE sx' held by Vesper Hale",
        "Trait 'ſx ſſx' held by Vesper Hale",
    ]


def test_a_cancelled_search_stops_at_the_next_row_read(
    accented: Campaign, monkeypatch: pytest.MonkeyPatch
) -> None:
    built: list[int] = []
    plain = search_module._hit

    def counting_hit(row: SearchRow, needle: str) -> Hit | None:
        built.append(row.id)
        return plain(row, needle)

    monkeypatch.setattr(search_module, "_hit", counting_hit)
    asked: list[bool] = []

    def cancelled() -> bool:
        asked.append(True)
        return len(asked) > 1  # cancelled once the first kind's rows come

    assert list(accented.search.find_by_kind("s", cancelled=cancelled)) == []
    assert built == []  # not one row of the first kind turned into a hit
    assert accented.search.find("s")[0].kind is SearchKind.PERSONA  # it had rows to read


def _locate_by_character(needle: str, text: str) -> tuple[int, int] | None:
    """Where ``needle`` lies in ``text`` folded one character at a time (the reference)."""
    origin = [index for index, char in enumerate(text) for _ in char.casefold()]
    start = "".join(char.casefold() for char in text).find(needle)
    if start < 0:
        return None
    return origin[start], origin[start + len(needle) - 1] + 1


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet="ιυωΙΥΩΐᾳῳᾼσςΣſßẞsSxXéÉaAİi\u2126ﬁΟΦφ \n", max_size=12),
    st.text(alphabet="ιυωσςsxéaiΐ\u0307φ", min_size=1, max_size=3),
)
def test_a_hit_is_placed_where_folding_each_character_places_it(text: str, needle: str) -> None:
    """The excerpt's place: the whole text folded at once when that keeps its length."""
    assert search_module._locate(needle, text) == _locate_by_character(needle, text)
