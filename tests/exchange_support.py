"""Hypothesis helpers drawing the version 2 lists of a campaign document in canonical form.

Every record is legal: states are written by the app's own writers (``challenge_state_text``,
the engine's ``recorded_scenario``), so an import keeps them exactly and export gives them
back unchanged.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from hypothesis import strategies as st

from starshine_desktop.rules import cortex
from starshine_desktop.rules.cortex import ChallengeLength, Difficulty, StressType
from starshine_desktop.rules.ironsworn import Impact, LegacyKind, Meter, Rank, Stat, TrackKind
from starshine_desktop.rules.starshine.replay import replay_challenge
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.cortex.pools import ChallengeView, challenge_state_text
from starshine_desktop.services.statements.scenes import STATE_VERSION, PlayerEntry

_LINE = st.text(alphabet="abcdefghij KLM", min_size=1, max_size=10).map(
    lambda text: " ".join(text.split()) or "x"
)


_SETUP_KEYS = ("rules", "rulings", "personae", "elements")


def _stamp(draw: st.DrawFn, day: int) -> str:
    moment = datetime(2026, 3, day, 9, draw(st.integers(0, 59)), 0, draw(st.integers(0, 9)))
    return moment.isoformat()


def draw_tools(draw: st.DrawFn, document: dict[str, Any]) -> None:
    """Fill the version 2 lists of ``document`` (whose Personae are already drawn)."""
    personae = [persona["id"] for persona in document["personae"]]
    for persona in document["personae"]:
        for flag in ("risked_corruption", "risked_death", "dead"):
            persona[flag] = draw(st.booleans())
    kinds = list(TrackKind)
    for number in range(1, draw(st.integers(0, 3)) + 1):
        kind = draw(st.sampled_from(kinds))
        scene = kind is TrackKind.SCENE_CHALLENGE
        ranks = [Rank.TROUBLESOME, Rank.DANGEROUS, Rank.FORMIDABLE] if scene else list(Rank)
        document["progress_tracks"].append(
            {
                "id": number,
                "name": draw(_LINE),
                "kind": kind.value,
                "rank": draw(st.sampled_from(ranks)).value,
                "ticks": draw(st.integers(0, 40)),
                "clock": draw(st.integers(0, 4)) if scene else 0,
                "persona_id": draw(st.sampled_from([None, *personae])),
                "created_at": _stamp(draw, number),
                "updated_at": _stamp(draw, number + 1),
            }
        )
    for persona_id in sorted(
        draw(st.lists(st.sampled_from(personae), unique=True)) if personae else []
    ):
        impacts = draw(st.lists(st.sampled_from(list(Impact)), unique=True, max_size=2))
        earned = draw(st.integers(0, 30))
        sheet: dict[str, Any] = {
            "persona_id": persona_id,
            **{stat.value: draw(st.integers(1, 3)) for stat in Stat},
            **{meter.value: draw(st.integers(0, 5)) for meter in Meter},
            "momentum": draw(st.integers(-6, 10 - len(impacts))),
            "impacts": [impact.value for impact in Impact if impact in impacts],
            "experience_earned": earned,
            "experience_spent": draw(st.integers(0, earned)),
            "updated_at": _stamp(draw, 5),
        }
        for legacy in LegacyKind:
            sheet[f"{legacy.value}_ticks"] = draw(st.integers(0, 39))
            sheet[f"{legacy.value}_completed"] = draw(st.booleans())
        document["ironsworn_sheets"].append(sheet)
    for number in range(1, draw(st.integers(0, 2)) + 1):
        document["oracle_rolls"].append(
            {
                "id": number,
                "table_name": draw(_LINE),
                "roll": draw(st.integers(1, 100)),
                "result": draw(st.text(max_size=15)),
                "rolled_at": _stamp(draw, number),
            }
        )
    dice = [None, *(int(die) for die in cortex.Die)]
    for persona_id in sorted(
        draw(st.lists(st.sampled_from(personae), unique=True)) if personae else []
    ):
        document["cortex_sheets"].append(
            {
                "persona_id": persona_id,
                "plot_points": draw(st.integers(0, 9)),
                "physical": draw(st.sampled_from(dice)),
                "mental": draw(st.sampled_from(dice)),
                "social": draw(st.sampled_from(dice)),
                "stressed_out": False,
                "awaiting_time": sorted(
                    kind.value
                    for kind in draw(st.lists(st.sampled_from(list(StressType)), unique=True))
                ),
                "updated_at": _stamp(draw, 6),
            }
        )
    if bool(personae) and draw(st.booleans()):
        participants = tuple(draw(st.lists(st.sampled_from(personae), unique=True, min_size=1)))
        level = draw(st.sampled_from(list(Difficulty)))
        length = draw(st.sampled_from(list(ChallengeLength)))
        pool = cortex.DicePool.of(level.die, level.die, *[cortex.Die.D6] * length.extra_d6)
        view = ChallengeView(
            0,
            "x",
            level,
            length,
            pool,
            participants,
            1,
            (),
            cortex.ChallengePhase.CHARACTERS,
            ("Started",),
        )
        document["cortex_challenges"].append(
            {
                "id": 1,
                "name": draw(_LINE),
                "state": challenge_state_text(view),
                "created_at": _stamp(draw, 7),
                "updated_at": _stamp(draw, 8),
            }
        )
    if draw(st.booleans()):
        players = [
            PlayerEntry(
                name,
                {"Brave": draw(st.integers(1, 3))},
                {"Wits": draw(st.integers(1, 3))},
                {},
                luck=draw(st.integers(0, 5)),
                persona_id=draw(st.sampled_from([None, *personae])),
            ).to_json()
            for name in draw(st.lists(st.sampled_from(["Ann", "Ben", "Cal"]), unique=True))
        ]
        state = {"version": STATE_VERSION, "players": players, "actions": []}
        document["statement_scenes"].append(
            {
                "id": 1,
                "name": draw(_LINE),
                "state": json.dumps(state),
                "created_at": _stamp(draw, 9),
                "updated_at": _stamp(draw, 10),
            }
        )
    living = list(document["personae"])
    if bool(living) and draw(st.booleans()):
        chosen = draw(st.lists(st.sampled_from(living), unique_by=lambda p: p["id"], min_size=1))
        setup_personae = [
            {
                "id": f"p{persona['id']}",
                "name": persona["name"],
                "stance": persona["stance"],
                "scores": {score.value: persona["scores"][score.value] for score in Score},
                "characteristics": [],
                "traits": [],
                **(
                    {"risked": {"corruption": True, "death": persona["risked_death"]}}
                    if persona["risked_corruption"]
                    else {}
                ),
            }
            for persona in chosen
        ]
        rulings = Rulings().to_mapping()
        steps = draw(st.sampled_from([[], [{"do": "end"}], [{"do": "clock"}]]))
        scenario = {
            "rules": "starshine-2.1",
            "rulings": rulings,
            "personae": setup_personae,
            "elements": [],
            "steps": steps,
        }
        if replay_challenge({**scenario, "steps": []}).ended:
            scenario["steps"] = []  # every Persona starts free: it ended at set-up
        engine = replay_challenge(scenario)
        recorded = json.loads(json.dumps(engine.recorded_scenario()))
        document["challenges"].append(
            {
                "id": 1,
                "title": draw(_LINE),
                "status": "finished" if engine.ended else "running",
                "outcome": None if engine.outcome is None else str(engine.outcome),
                "applied": engine.ended and draw(st.booleans()),
                "rulings": rulings,
                "persona_ids": [persona["id"] for persona in chosen],
                "setup": {key: recorded[key] for key in _SETUP_KEYS},
                "steps": recorded["steps"],
                "created_at": _stamp(draw, 11),
                "updated_at": _stamp(draw, 12),
            }
        )
