"""Challenges and the Persona status flags: set-up carries them, results set them, undoably."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from starshine_desktop.rules.starshine.model import Status
from starshine_desktop.rules.starshine.replay import replay
from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.rules.starshine.steps import parse_step
from starshine_desktop.services.campaign import Campaign, create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.starshine.challenges import ChallengePlay
from starshine_desktop.storage.rows import PersonaFlag, PersonaValues

# A Leading pool of 2 and Fortune 6; Surrender 1, so one bad Move brings Ada to 0.
_SCORES = {**DEFAULT_SCORES, Score.BASE: 1, Score.LEAD: 1, Score.FORTUNE: 6}
_TO_SURRENDER_ZERO: list[dict[str, Any]] = [
    {"do": "clock"},
    {"do": "threats", "names": {}},
    {
        "do": "move",
        "actor": "ada",
        "type": "leading",
        "scope": 2,
        "pay_dice": 0,
        "pay_fortune": 2,
        "dice": [1, 1],
        "select": 1,
        "create_trait": {"id": "n", "name": "N", "on": "ada"},
    },
]


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "table.starshine")
    yield opened
    opened.close()


def _personae(campaign: Campaign) -> tuple[int, int]:
    ids = []
    for name, surrender in (("Ada", 1), ("Bo", 3)):
        scores = {**_SCORES, Score.SURRENDER: surrender}
        changes = campaign.personae.add_persona(PersonaValues(name, scores=scores)).changes
        ids.append(changes.added_ids(RecordKind.PERSONA)[0])
    campaign.records.add_trait("Wound", 5, on=f"persona:{ids[0]}", negative=True)
    return ids[0], ids[1]


def _start(campaign: Campaign, ids: tuple[int, ...]) -> ChallengePlay:
    changes = campaign.challenges.start_challenge("The Bridge", ids, {}).changes
    [challenge_id] = changes.added_ids(RecordKind.CHALLENGE)
    return campaign.challenges.play(challenge_id)


def test_a_dead_persona_cannot_be_picked(campaign: Campaign) -> None:
    ada, bo = _personae(campaign)
    campaign.personae.set_flag(bo, PersonaFlag.DEAD, True)
    with pytest.raises(ValidationError, match="Bo is dead and cannot take part"):
        campaign.challenges.start_challenge("The Bridge", (ada, bo), {})
    assert campaign.challenges.list_challenges() == []


def test_a_risk_taken_in_the_campaign_is_used_from_the_start(campaign: Campaign) -> None:
    ada, bo = _personae(campaign)
    campaign.personae.set_flag(ada, PersonaFlag.RISKED_DEATH, True)
    play = _start(campaign, (ada, bo))
    assert play.row.setup["personae"][0]["risked"] == {"corruption": False, "death": True}
    assert "risked" not in play.row.setup["personae"][1]
    for step in _TO_SURRENDER_ZERO:
        play.apply(parse_step(step))
    assert play.engine.pending_surrenders() == ["ada"]
    assert "risk_death" not in [str(c) for c in play.engine.surrender_choices("ada")]
    play.apply(
        parse_step({"do": "surrender_choice", "persona": "ada", "choice": "lose_investment"})
    )
    assert play.engine.persona("ada").status is Status.DEAD
    exported = campaign.challenges.export_scenario(play.challenge_id)
    assert replay(exported) == play.engine.output()
    play.apply(parse_step({"do": "end"}))
    # Only what this Challenge changed is listed: death was risked before, Ada dies now.
    texts = [item.text for item in campaign.challenges.results(play.challenge_id)]
    assert "Ada dies" in texts
    assert not [text for text in texts if "risked" in text]


def test_applying_results_sets_the_flags_and_undo_clears_them(campaign: Campaign) -> None:
    ada, bo = _personae(campaign)
    play = _start(campaign, (ada, bo))
    for step in _TO_SURRENDER_ZERO:
        play.apply(parse_step(step))
    play.apply(parse_step({"do": "surrender_choice", "persona": "ada", "choice": "risk_death"}))
    play.apply(parse_step({"do": "end"}))
    items = {item.text: item.applies for item in campaign.challenges.results(play.challenge_id)}
    assert items["Ada has now risked Death (once per Persona, ever)"] is True
    edit = campaign.challenges.apply_results(play.challenge_id)
    row = campaign.personae.get_persona(ada)
    assert (row.risked_corruption, row.risked_death, row.dead) == (False, True, False)
    assert campaign.personae.get_persona(bo).risked_death is False
    campaign.undo(edit)
    assert campaign.personae.get_persona(ada).risked_death is False
    campaign.redo(edit)
    assert campaign.personae.get_persona(ada).risked_death is True

    second = _start(campaign, (ada, bo))
    for step in _TO_SURRENDER_ZERO:
        second.apply(parse_step(step))
    second.apply(
        parse_step({"do": "surrender_choice", "persona": "ada", "choice": "surrender_strategy"})
    )
    second.apply(parse_step({"do": "end"}))
    campaign.challenges.apply_results(second.challenge_id)
    assert campaign.personae.get_persona(ada).dead is True
    with pytest.raises(ValidationError, match="Ada is dead"):
        campaign.challenges.start_challenge("Again", (ada,), {})
