"""Challenge use cases through the public services, on a real campaign file."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from stored_rows import stored

from starshine_desktop.rules.errors import IllegalStep, RuleError
from starshine_desktop.rules.starshine.model import MoveType, Phase
from starshine_desktop.rules.starshine.replay import load_scenario, replay, replay_challenge
from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.rules.starshine.steps import CreateElement, Move, parse_step
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.starshine.challenge_words import ChallengeWords, ruling_words
from starshine_desktop.services.starshine.challenges import (
    RULING_CHOICES,
    ChallengePlay,
    scenario_id,
)
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.rows import PersonaValues

CHALLENGE = RecordKind.CHALLENGE
PERSONA = RecordKind.PERSONA


class StepClock:
    """A clock that moves one minute each time it is read."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def _scores(**changes: int) -> dict[Score, int]:
    scores = dict(DEFAULT_SCORES)
    scores.update({Score(key): value for key, value in changes.items()})
    return scores


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "table.starshine"


@pytest.fixture
def campaign(path: Path) -> Iterator[Campaign]:
    opened = create_campaign(path, clock=StepClock())
    yield opened
    opened.close()


def _add(campaign: Campaign, name: str, stance: int, **scores: int) -> int:
    changes = campaign.personae.add_persona(
        PersonaValues(name, stance=stance, scores=_scores(**scores))
    ).changes
    [new_id] = changes.added_ids(PERSONA)
    return new_id


def _two(campaign: Campaign) -> tuple[int, int]:
    ada = _add(campaign, "Ada Quill", 2, threat=2, guard=1, surrender=2, fortune=3, lead=2)
    bren = _add(campaign, "Bren", 1, threat=1, guard=1)
    return ada, bren


def _start(campaign: Campaign, ids: tuple[int, ...], **rulings: str) -> ChallengePlay:
    changes = campaign.challenges.start_challenge("At the Gate", ids, rulings).changes
    [challenge_id] = changes.added_ids(CHALLENGE)
    assert changes == Changes.add(CHALLENGE, challenge_id)
    return campaign.challenges.play(challenge_id)


ROUND_ONE: list[dict[str, Any]] = [
    {"do": "clock"},
    {"do": "threats", "names": {"ada-quill": "Cornered"}},
    {
        "do": "move",
        "actor": "ada-quill",
        "type": "leading",
        "aid_from": ["bren"],
        "scope": 2,
        "pay_dice": 1,
        "pay_fortune": 1,
        "dice": [6, 2, 3, 4],
        "select": 6,
        "create_trait": {"id": "ada-t1", "name": "Dug in", "on": "ada-quill"},
    },
    {"do": "push", "persona": "ada-quill"},
]


def _stored_steps(path: Path, challenge_id: int) -> list[object]:
    with stored(path) as connection:
        (text,) = connection.execute(
            "SELECT steps FROM challenge WHERE id = ?", (challenge_id,)
        ).fetchone()
    steps = json.loads(text)
    assert isinstance(steps, list)
    return steps


def test_start_builds_the_set_up_from_the_campaign(campaign: Campaign) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren), R9="once_per_persona")
    row = play.row
    assert row.title == "At the Gate"
    assert row.status == "running" and row.outcome is None and not row.applied
    assert row.persona_ids == (ada, bren)
    assert row.rulings["R9"] == "once_per_persona" and row.rulings["R1"] == "opportunity_vs_guard"
    assert [p["id"] for p in row.setup["personae"]] == ["ada-quill", "bren"]
    assert row.setup["personae"][0]["stance"] == 2
    assert row.setup["personae"][0]["scores"]["threat"] == 2
    assert play.engine.phase is Phase.SET_UP
    assert play.persona_ids == {"ada-quill": ada, "bren": bren}
    assert play.name_of("ada-quill") == "Ada Quill"


def test_start_refuses_bad_input(campaign: Campaign) -> None:
    ada, _ = _two(campaign)
    with pytest.raises(ValidationError, match="blank"):
        campaign.challenges.start_challenge("  ", [ada], {})
    with pytest.raises(ValidationError, match="at least one Persona"):
        campaign.challenges.start_challenge("T", [], {})
    with pytest.raises(ValidationError, match="only once"):
        campaign.challenges.start_challenge("T", [ada, ada], {})
    with pytest.raises(RuleError, match="ruling R1 must be one of"):
        campaign.challenges.start_challenge("T", [ada], {"R1": "sometimes"})
    with pytest.raises(RecordNotFoundError):
        campaign.challenges.start_challenge("T", [ada, 999], {})
    assert campaign.challenges.list_challenges() == []


def test_every_step_is_saved_at_once_and_an_illegal_one_changes_nothing(
    campaign: Campaign, path: Path
) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    for count, step in enumerate(ROUND_ONE, start=1):
        play.apply(parse_step(step))
        assert len(_stored_steps(path, play.challenge_id)) == count
    # The refusal speaks of Ada Quill by name, without the engine's "step 3:" prefix.
    with pytest.raises(ValidationError, match=r"^Ada Quill has already moved this round"):
        play.apply(
            parse_step(
                {
                    "do": "move",
                    "actor": "ada-quill",
                    "type": "leading",
                    "scope": 2,
                    "pay_dice": 2,
                    "pay_fortune": 0,
                    "dice": [1],
                    "select": 1,
                    "create_element": {"id": "e", "name": "Wall"},
                }
            )
        )
    assert len(_stored_steps(path, play.challenge_id)) == len(ROUND_ONE)
    assert play.engine.steps == campaign.challenges.play(play.challenge_id).engine.steps


def test_a_reopened_campaign_resumes_at_the_same_point(campaign: Campaign, path: Path) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    for step in ROUND_ONE:
        play.apply(parse_step(step))
    before = play.engine.output()
    campaign.close()
    reopened = open_campaign(path)
    try:
        resumed = reopened.challenges.play(play.challenge_id)
        assert resumed.engine.output() == before
        assert resumed.engine.phase is Phase.MOVES
        assert resumed.engine.moves_available() == ["bren"]
    finally:
        reopened.close()


def test_the_export_replays_to_the_same_state_through_the_command(
    campaign: Campaign, tmp_path: Path
) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    for step in [*ROUND_ONE, {"do": "end"}]:
        play.apply(parse_step(step))
    text = campaign.challenges.export_text(play.challenge_id)
    scenario = load_scenario(text)
    assert replay(scenario) == play.engine.output()
    file = tmp_path / "exported.json"
    file.write_text(text, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "replay", str(file)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(done.stdout) == play.engine.output()


def test_the_end_marks_the_challenge_finished_with_its_outcome(campaign: Campaign) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    for step in [*ROUND_ONE, {"do": "compromise", "accepted": True, "offer": "they flee"}]:
        play.apply(parse_step(step))
    row = campaign.challenges.get_challenge(play.challenge_id)
    assert (row.status, row.outcome) == ("finished", "compromise")
    log = campaign.challenges.log(play.challenge_id)
    assert log[-2] == "round 1: the Actors accept a compromise: they flee (rule 6.2)"
    assert log[-1] == "round 1: the Challenge ends: compromise"


def test_results_list_every_change_and_apply_the_stance_as_one_undoable_step(
    campaign: Campaign,
) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    assert campaign.challenges.results(play.challenge_id) == []
    for step in [*ROUND_ONE, {"do": "surrender_choice", "persona": "bren", "choice": "surrender"}]:
        play.apply(parse_step(step))
    play.apply(parse_step({"do": "end"}))
    items = campaign.challenges.results(play.challenge_id)
    texts = [item.text for item in items]
    assert texts == [
        "The Director's Stance towards Ada Quill: 2 -> 1 (after a Push)",
        "Ada Quill gains the Negative Trait 'Cornered', Strength 11",
        "Ada Quill gains the Trait 'Dug in', Strength 3",
        "Bren gains the Negative Trait 'Threat 1', Strength 5",
    ]
    assert all(item.applies for item in items)

    edit = campaign.challenges.apply_results(play.challenge_id)
    assert ada in edit.changes.updated_ids(PERSONA)
    assert play.challenge_id in edit.changes.updated_ids(CHALLENGE)
    assert campaign.personae.get_persona(ada).stance == 1
    records = campaign.records.persona_records(ada)
    assert [(t.name, t.strength, t.negative) for t in records.traits] == [
        ("Cornered", 11, True),
        ("Dug in", 3, False),
    ]
    assert records.traits[1].created_by_persona_id == ada
    assert records.traits[0].created_by_persona_id is None
    assert [(c.old_stance, c.new_stance) for c in records.stance_changes] == [(2, 1)]
    assert campaign.challenges.get_challenge(play.challenge_id).applied
    with pytest.raises(ValidationError, match="already applied"):
        campaign.challenges.apply_results(play.challenge_id)

    campaign.undo(edit)
    assert campaign.personae.get_persona(ada).stance == 2
    assert campaign.records.persona_records(ada).traits == []
    assert not campaign.challenges.get_challenge(play.challenge_id).applied
    campaign.redo(edit)
    assert campaign.personae.get_persona(ada).stance == 1
    assert campaign.challenges.get_challenge(play.challenge_id).applied


def _only(changes: Changes, kind: RecordKind) -> int:
    [record_id] = changes.added_ids(kind)
    return record_id


def test_the_campaign_sheet_goes_in_and_the_results_come_back(campaign: Campaign) -> None:
    records = campaign.records
    ada = _add(campaign, "Ada", 2, threat=2, guard=1, surrender=1, fortune=3)
    bren = _add(campaign, "Bren", 1, threat=1, guard=1)
    bold = _only(records.add_characteristic(ada, "Bold", 3).changes, RecordKind.CHARACTERISTIC)
    records.add_characteristic(ada, "Calm", 2)
    quick = _only(
        records.add_trait("Quick", 2, on=f"persona:{ada}", created_by=f"persona:{ada}").changes,
        RecordKind.TRAIT,
    )
    gate = _only(records.add_element("The Gate", 2).changes, RecordKind.ELEMENT)
    records.add_trait("Locked", 4, on=f"element:{gate}", negative=True)
    wall = _only(records.add_element("The Wall", 1).changes, RecordKind.ELEMENT)
    investment = _only(
        records.make_investment(ada, gate, bold, "The Gate > open it", 1).changes,
        RecordKind.INVESTMENT,
    )
    strategy = _only(
        records.start_strategy(ada, "Find the key", investment).changes, RecordKind.STRATEGY
    )
    assert campaign.personae.get_persona(ada).stance == 3

    changes = campaign.challenges.start_challenge("The Gate", [ada, bren], {}, [gate, wall]).changes
    play = campaign.challenges.play(_only(changes, CHALLENGE))
    setup = play.row.setup
    assert setup["personae"][0]["stance"] == 3
    assert setup["personae"][0]["characteristics"] == [
        {"name": "Bold", "value": 2},
        {"name": "Calm", "value": 2},
    ]
    assert setup["personae"][0]["traits"] == [
        {
            "id": f"trait:{quick}",
            "name": "Quick",
            "strength": 2,
            "negative": False,
            "created_by": "ada",
        }
    ]
    assert [e["id"] for e in setup["elements"]] == [f"element:{gate}", f"element:{wall}"]
    assert setup["elements"][0]["traits"][0]["name"] == "Locked"

    def move(actor: str, kind: str, dice: list[int], **more: Any) -> dict[str, Any]:
        return {
            "do": "move",
            "actor": actor,
            "type": kind,
            "scope": 2,
            "pay_dice": 2,
            "pay_fortune": 0,
            "dice": dice,
            "select": dice[0],
            **more,
        }

    steps: list[dict[str, Any]] = [
        {"do": "clock"},
        {"do": "threats", "names": {"ada": "Cornered"}},
        move("ada", "recovery", [6], trait=f"trait:{quick}"),
        {"do": "surrender_choice", "persona": "ada", "choice": "risk_corruption"},
        move("bren", "leading", [6], destroy_element={"id": f"element:{wall}"}),
        {"do": "push", "persona": "ada"},
        {"do": "clock"},
        {"do": "threats"},
        move("ada", "defensive", [1]),
        {"do": "surrender_choice", "persona": "ada", "choice": "lose_investment"},
        move(
            "bren",
            "leading",
            [6],
            create_element={"id": "element:new:14", "name": "A Rope"},
        ),
        {"do": "end"},
    ]
    for step in steps:
        play.apply(parse_step(step))
    # Worked by hand: Ada starts at Stance 3 (the Strategy raised it), so Threat 5 and
    # Opportunity = Danger = 5; the clock adds 2, and the threat is (7 - 1) + 7 = 13. Power 6
    # beats Quick's Strength 2, so Recovery adds 3. Bold is 3 - 1 (the Investment) = 2, tied
    # lowest with Calm; the first is corrupted to 6 - 2 = 4. A Rope: Power 6 > Bren's Threat 2
    # gives Scale 3. Round 2: Ada (Threat 5 after the Push) has Opportunity 2 and Danger
    # 6 + 2 = 8, a threat of (2 - 1) + 8 = 9, lowered by Power 1 to 8.
    texts = [item.text for item in campaign.challenges.results(play.challenge_id)]
    assert texts == [
        "The Director's Stance towards Ada: 3 -> 2 (after a Push)",
        "Ada's Trait 'Quick': Strength 2 -> 5",
        "Ada gains the Negative Trait 'Cornered', Strength 13",
        "Ada gains the Negative Trait 'Threat 2', Strength 8",
        "Ada's Characteristic 'Bold' becomes Corrupt: 2 -> 4",
        "Ada has now risked Corruption (once per Persona, ever)",
        "Bren gains the Negative Trait 'Threat 1', Strength 5",
        "Bren gains the Negative Trait 'Threat 2', Strength 7",
        "Ada loses the Investment 'The Gate > open it'",
        "New Element 'A Rope', Scale 3",
        "Element 'The Wall' destroyed",
    ]
    edit = campaign.challenges.apply_results(play.challenge_id)
    sheet = records.persona_records(ada)
    assert [(c.name, c.value, c.corrupt) for c in sheet.characteristics] == [
        ("Bold", 4, True),
        ("Calm", 2, False),
    ]
    assert [(t.name, t.strength) for t in sheet.traits] == [
        ("Quick", 5),
        ("Cornered", 13),
        ("Threat 2", 8),
    ]
    assert [i.state for i in sheet.investments] == ["lost"]
    assert [s.state for s in sheet.strategies] == ["active"]
    assert [e.name for e in records.list_elements()] == ["The Gate", "A Rope"]
    flags = campaign.personae.get_persona(ada)
    assert (flags.risked_corruption, flags.risked_death, flags.dead) == (True, False, False)
    campaign.undo(edit)
    assert [e.name for e in records.list_elements()] == ["The Gate", "The Wall"]
    assert campaign.personae.get_persona(ada).risked_corruption is False
    assert [i.state for i in records.persona_records(ada).investments] == ["open"]
    assert strategy in [s.id for s in records.persona_records(ada).strategies]


def test_results_wait_for_the_end(campaign: Campaign) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    with pytest.raises(ValidationError, match="has not ended"):
        campaign.challenges.apply_results(play.challenge_id)


def test_delete_and_undo_bring_back_the_same_challenge(campaign: Campaign) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    play.apply(parse_step({"do": "clock"}))
    row = campaign.challenges.get_challenge(play.challenge_id)
    edit = campaign.challenges.delete_challenge(row.id)
    assert edit.changes == Changes.remove(CHALLENGE, row.id)
    assert campaign.challenges.list_challenges() == []
    campaign.undo(edit)
    assert campaign.challenges.list_challenges() == [row]
    campaign.challenges.rename_challenge(row.id, " The  Gate ")
    assert campaign.challenges.get_challenge(row.id).title == "The Gate"


def test_each_step_is_an_edit_that_undo_takes_back_to_the_same_engine_state(
    campaign: Campaign,
) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    outputs = [play.engine.output()]
    step_edits = []
    for step in [*ROUND_ONE, {"do": "end"}]:
        step_edits.append(play.apply(parse_step(step)))
        outputs.append(play.engine.output())
    assert all(edit.changes == Changes.update(CHALLENGE, play.challenge_id) for edit in step_edits)
    for edit, before in zip(reversed(step_edits), reversed(outputs[:-1]), strict=True):
        campaign.undo(edit)
        play.reload()
        assert play.engine.output() == before  # rebuilt from the stored step list
    assert campaign.challenges.get_challenge(play.challenge_id).status == "running"
    for edit, after in zip(step_edits, outputs[1:], strict=True):
        campaign.redo(edit)
        assert campaign.challenges.play(play.challenge_id).engine.output() == after
    assert campaign.challenges.get_challenge(play.challenge_id).outcome == "ended"


def test_take_back_removes_the_last_step_after_a_reopen_and_is_undoable(
    campaign: Campaign, path: Path
) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    outputs = [play.engine.output()]
    for step in [*ROUND_ONE, {"do": "end"}]:
        play.apply(parse_step(step))
        outputs.append(play.engine.output())
    campaign.close()
    reopened = open_campaign(path)
    try:
        service = reopened.challenges
        taken = [service.take_back_step(play.challenge_id) for _ in range(3)]
        resumed = service.play(play.challenge_id)
        assert resumed.engine.output() == outputs[-4]
        assert service.get_challenge(play.challenge_id).status == "running"
        reopened.undo(taken[-1])
        assert service.play(play.challenge_id).engine.output() == outputs[-3]
        for _ in range(len(ROUND_ONE) - 1):
            service.take_back_step(play.challenge_id)
        assert service.play(play.challenge_id).engine.output() == outputs[0]
        with pytest.raises(ValidationError, match="no step to take back"):
            service.take_back_step(play.challenge_id)
    finally:
        reopened.close()


def test_take_back_is_refused_while_the_results_are_applied(campaign: Campaign) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    for step in [*ROUND_ONE, {"do": "end"}]:
        play.apply(parse_step(step))
    applied = campaign.challenges.apply_results(play.challenge_id)
    with pytest.raises(ValidationError, match="undo that first"):
        campaign.challenges.take_back_step(play.challenge_id)
    campaign.undo(applied)
    campaign.challenges.take_back_step(play.challenge_id)
    assert campaign.challenges.get_challenge(play.challenge_id).status == "running"


def test_scenario_ids_are_short_unique_and_never_the_director() -> None:
    taken: set[str] = set()
    assert scenario_id("Ada Quill", taken, "p1") == "ada-quill"
    assert scenario_id("Ada  quill!", taken, "p2") == "ada-quill-2"
    assert scenario_id("Director", taken, "persona-3") == "persona-3"
    assert scenario_id("???", taken, "persona-4") == "persona-4"


def test_every_ruling_is_explained_with_its_default_first() -> None:
    assert [choice.id for choice in RULING_CHOICES] == [f"R{n}" for n in range(1, 11)]
    for choice in RULING_CHOICES:
        assert choice.options[0][0] == choice.default
        assert all(text.strip() for _, text in choice.options)


def test_knacks_powers_and_signature_items_change_the_scores_in_play(
    campaign: Campaign,
) -> None:
    ada, _ = _two(campaign)
    campaign.records.add_modifier(ada, "signature_item", "Old Rifle", "base", 1)
    campaign.records.add_modifier(ada, "knack", "Wary", "guard", 2)
    [(row, scores)] = campaign.challenges.personae_in_play([ada])
    assert row.id == ada
    assert scores[Score.BASE] == DEFAULT_SCORES[Score.BASE] + 1
    play = _start(campaign, (ada,))
    scores = play.row.setup["personae"][0]["scores"]
    assert scores["base"] == DEFAULT_SCORES[Score.BASE] + 1
    assert scores["guard"] == 1 + 2
    assert play.engine.persona("ada-quill").guard == 3


def test_results_skip_a_persona_deleted_since_and_date_the_stance_change(
    campaign: Campaign,
) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    for step in [*ROUND_ONE, {"do": "end"}]:
        play.apply(parse_step(step))
    campaign.personae.delete_persona(ada)
    edit = campaign.challenges.apply_results(play.challenge_id)
    assert ada not in edit.changes.updated_ids(PERSONA)
    assert [(t.name, t.strength) for t in campaign.records.persona_records(bren).traits] == [
        ("Threat 1", 5)
    ]
    assert campaign.challenges.get_challenge(play.challenge_id).applied


def test_the_stance_change_is_logged_at_the_time_of_applying(campaign: Campaign) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    for step in [*ROUND_ONE, {"do": "end"}]:
        play.apply(parse_step(step))
    campaign.challenges.apply_results(play.challenge_id)
    [change] = campaign.records.persona_records(ada).stance_changes
    assert change.reason == "Pushed in the Challenge 'At the Gate'"
    updated = campaign.personae.get_persona(ada).updated_at
    assert str(change.changed_at).startswith(updated.replace(tzinfo=None).isoformat(sep=" "))


def test_people_read_names_and_rulings_in_words_where_the_log_keeps_ids(
    campaign: Campaign,
) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren), R9="once_per_persona")
    for step in ROUND_ONE:
        play.apply(parse_step(step))
    play.apply(parse_step({"do": "push", "persona": "bren"}))
    raw = campaign.challenges.log(play.challenge_id)
    readable = campaign.challenges.readable_log(play.challenge_id)
    assert len(readable) == len(raw)
    # The engine's log (what replay and the golden scenarios compare) keeps its ids.
    assert any("ada-quill" in line for line in raw)
    assert any("ada-quill-threat-1" in line for line in raw)
    shown = "\n".join(readable)
    for ident in ("ada-quill", "bren ", "ada-quill-threat-1", "round 1:", "[", "_"):
        assert ident not in shown, ident
    assert readable[0].startswith("Set-up: Ada Quill: Threat ")
    assert "Round 1: the clock runs" in readable
    assert "Round 1: Ada Quill: Opportunity +2 = 6, Danger +2 = 6 (rule 1.1)" in readable
    assert any(
        line.startswith("Round 1: Ada Quill is threatened: Negative Trait 'Cornered' Strength")
        for line in readable
    )
    words = play.words
    assert words.name("ada-quill-threat-1") == "Cornered"
    assert words.name("bren") == "Bren"
    reason = play.engine.push_available("bren")
    assert reason is not None and "once_per_persona" in reason
    assert words.text(reason) == (
        "Bren has already been pushed (rule 6.1, ruling R9: one Push per Persona)"
    )


def test_an_id_spelt_like_a_word_of_the_log_is_left_alone() -> None:
    words = ChallengeWords.of(
        {
            "personae": [
                {"id": "free", "name": "Free"},
                {"id": "ada", "name": "Ada"},
            ],
            "elements": [{"id": "gate", "name": "The Gate", "traits": []}],
            "steps": [
                {"do": "clock"},
                {"do": "threats", "names": {"ada": "Cornered"}},
                {
                    "do": "move",
                    "actor": "ada",
                    "create_trait": {"id": "ada:trait:3", "name": "Dug in", "on": "ada"},
                },
            ],
        }
    )
    assert words.text("ada is free (rule 6)") == "Ada is free (rule 6)"
    assert words.text("Trait 'Dug in' (ada:trait:3) Strength 2 -> 3") == (
        "Trait 'Dug in' Strength 2 → 3"
    )
    assert words.text("ada: Telling Negative ada-threat-1 (Strength 4 >= 3)") == (
        "Ada: Telling Negative 'Cornered' (Strength 4 ≥ 3)"
    )
    assert words.text("ada fails to destroy gate (R5 cost); no Fortune spent") == (
        "Ada fails to destroy The Gate (ruling R5: Strength and Scale bought with Threat); "
        "no Fortune spent"
    )
    assert words.text("the Challenge ends: all_resolved") == (
        "the Challenge ends: every Persona is free, surrendered or dead"
    )
    assert words.refusal(IllegalStep(4, "ada has already moved this round (rule 3.1)")) == (
        "Ada has already moved this round (rule 3.1)"
    )


def test_every_ruling_option_has_words() -> None:
    for choice in RULING_CHOICES:
        for option, _explanation in choice.options:
            spoken = ruling_words(choice.id, option)
            assert "_" not in spoken and spoken != option, (choice.id, option)


def test_a_preview_says_what_a_step_would_do_and_changes_nothing(campaign: Campaign) -> None:
    ada, bren = _two(campaign)
    play = _start(campaign, (ada, bren))
    before = play.engine.output()
    events = play.preview(
        parse_step({"do": "surrender_choice", "persona": "bren", "choice": "surrender"})
    )
    assert [event.text for event in events] == ["Bren surrenders (by choice, rule 5.4)"]
    assert play.engine.output() == before
    assert not campaign.challenges.get_challenge(play.challenge_id).steps
    with pytest.raises(ValidationError, match=r"^Moves come only between threats"):
        play.preview(Move("bren", MoveType.LEADING, 2, 0, 2, (), lead=CreateElement("Gate")))


def test_people_read_arrows_never_ascii() -> None:
    words = ChallengeWords.of({"personae": [{"id": "ada", "name": "Ada"}]})
    assert words.text("Strength 2 -> 1, Telling (Strength 4 >= 3)") == (
        "Strength 2 → 1, Telling (Strength 4 ≥ 3)"
    )
    # The engine's own words cite the game's rule numbers and the rulings, which stay.
    assert words.text("ada waits at Surrender 0: only its choice may come now (rule 5)") == (
        "Ada waits at Surrender 0: only its choice may come now (rule 5)"
    )
    assert words.text("ada's new Trait would have Strength 0: none is made (ruling R5 cost)") == (
        "Ada's new Trait would have Strength 0: none is made "
        "(ruling R5: Strength and Scale bought with Threat)"
    )


SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
#: How each golden scenario's log says an Element was destroyed (under R5 cost: no Fortune).
DESTROYED = {
    "three_personae_seven_rounds": (
        "Round 2: Bo destroys Element 'The Gate' for 1 Fortune (rule 3.8e: Scale 2 vs Power 6)"
    ),
    "three_personae_literal_rulings": (
        "Round 2: Gil destroys Element 'The Tower' for no Fortune (ruling R5: Strength and "
        "Scale bought with Threat: Threat 3 + Scale 1 vs Power 6)"
    ),
}


@pytest.mark.parametrize("name", ["three_personae_seven_rounds", "three_personae_literal_rulings"])
def test_a_replayed_log_reads_the_games_words_as_the_engine_wrote_them(name: str) -> None:
    """The engine's lines cite the game's rules and the rulings, never the spec: the log a
    person reads is the engine's, names for ids, with nothing read away."""
    engine = replay_challenge(load_scenario((SCENARIOS / f"{name}.json").read_text()))
    lines = ChallengeWords.of(engine.recorded_scenario()).log(engine.log)
    assert len(lines) == len(engine.log)
    assert not [line for line in [*engine.log, *lines] if "A." in line or "spec" in line]
    destroyed = [line for line in lines if " destroys Element " in line]
    assert destroyed == [DESTROYED[name]]
