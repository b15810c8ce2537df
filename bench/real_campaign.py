"""Build campaigns in the shape people have them, at any size, for the benchmarks.

Unlike ``campaign.build`` (Personae and Traits only), a campaign built here has what a
played campaign holds: Actors playing a share of the Personae (one in 250, at least 4), each
Persona's Characteristics with Expressions, 30 Traits, Knacks, Powers and Items (the sheet's
modifiers), Investments in Elements, Strategies and the Stance changes they caused, Advances,
Ironsworn progress tracks, Challenges, and Episodes whose players are those Actors with the
check-offs they ticked (the last Episode open, as at a table mid-campaign). With
``accented`` most of its text is accented Latin and Greek ("Ἀχιλλεύς", "ſchön", "Ωραίος"),
as a Greek or German table writes it. The rows go through the importer's checks
(``validate_campaign``) and its writer, like a campaign file a person imports.

    .venv/bin/python bench/real_campaign.py --personae 1000 [--accented] OUT.starshine
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
import uuid
from pathlib import Path
from typing import Any

SAMPLE = (
    Path(__file__).resolve().parent.parent
    / "starshine_desktop"
    / "resources"
    / "sample-campaign.json"
)
TRAITS_PER_PERSONA = 30
#: One Persona in this many has an Actor (a table plays a few Personae of many).
ACTOR_SHARE = 250
PLAIN = ("Quick", "Brave", "Stubborn", "Cursed", "Lucky", "Strong", "Wary", "Hunted")
ACCENTED = (
    "Ἀχιλλεύς",
    "Ωραίος",
    "ſchön",
    "Ὑπερήφανος",
    "Ἰσχυρός",
    "Tapferkeit größer",
    "Ψυχή",
    "Ευτυχισμένος",
    "Élan vif",
    "Καταραμένος",
)
SCORES = ("base", "defense", "recovery", "lead", "aid", "stunt", "threat", "risk", "power")


def persona_name(number: int, accented: bool) -> str:
    """Return the name the generator gives Persona ``number``."""
    if accented:
        return f"{ACCENTED[number % len(ACCENTED)]} {number:05d}"
    return f"Persona {number:05d}"


def document(
    personae: int, *, accented: bool = False, in_play: int | None = None
) -> dict[str, Any]:
    """Return a campaign document (the exchange format) with ``personae`` Personae.

    ``in_play`` Personae (by default one in ``ACTOR_SHARE``, at least 4) have an Actor
    each, and those Actors and the Director play every Episode.
    """
    sample = json.loads(SAMPLE.read_text(encoding="utf-8"))
    words = ACCENTED if accented else PLAIN
    stamp = "2026-03-14T19:30:00"
    out: dict[str, Any] = {key: [] for key in sample if key not in ("format", "version")}
    out["format"], out["version"] = sample["format"], sample["version"]
    players = in_play if in_play is not None else max(4, personae // ACTOR_SHARE)
    actors = players + 1  # the Director is Actor 1
    step = max(1, personae // players)
    playing = {1 + k * step: 2 + k for k in range(players)}
    out["actors"] = [
        {
            "id": n,
            "is_director": n == 1,
            "name": f"{words[n % len(words)]} Spieler {n}" if accented else f"Player {n}",
            "notes": "",
            "uuid": str(uuid.UUID(int=n)),
        }
        for n in range(1, actors + 1)
    ]
    elements = max(5, personae // 20)
    out["elements"] = [
        {
            "id": n,
            "name": f"{words[n % len(words)]} Ort {n}" if accented else f"Place {n}",
            "notes": "",
            "scale": 1 + n % 5,
            "uuid": str(uuid.UUID(int=10**9 + n)),
        }
        for n in range(1, elements + 1)
    ]
    base = copy.deepcopy(sample["personae"][0])
    counters = {key: 0 for key in out}

    def next_id(table: str) -> int:
        counters[table] += 1
        return counters[table]

    played: dict[int, int] = {}  # Persona id -> its Actor
    for number in range(1, personae + 1):
        persona = copy.deepcopy(base)
        actor = playing.get(number)
        if actor is not None:
            played[number] = actor
        persona.update(
            id=number,
            name=persona_name(number, accented),
            actor_id=actor,
            actor_name="",
            notes=(f"Ἡ ἱστορία τοῦ {number}, ſehr ähnlich" if accented else f"Notes of {number}"),
            stance=1 + number % 6,
            created_at=stamp,
            updated_at=stamp,
            uuid=str(uuid.UUID(int=2 * 10**9 + number)),
        )
        persona["scores"] = {**base["scores"], "guard": 3 + number % 3}
        out["personae"].append(persona)
        characteristics = []
        for c in range(2):
            cid = next_id("characteristics")
            characteristics.append(cid)
            out["characteristics"].append(
                {
                    "id": cid,
                    "persona_id": number,
                    "name": f"{words[(number + c) % len(words)]}",
                    "value": 2 + c,
                    "corrupt": False,
                    "corrupt_name": "",
                }
            )
            for e in range(2):
                out["expressions"].append(
                    {
                        "id": next_id("expressions"),
                        "characteristic_id": cid,
                        "text": f"{words[(number + e) % len(words)]} zeigt sich {c}.{e}"
                        if accented
                        else f"shows {words[(number + e) % len(words)].lower()} {c}.{e}",
                    }
                )
        for t in range(TRAITS_PER_PERSONA):
            out["traits"].append(
                {
                    "id": next_id("traits"),
                    "name": f"{words[(number + t) % len(words)]} {t}",
                    "strength": 1 + (number * 7 + t) % 5,
                    "negative": t % 3 == 0,
                    "persona_id": number,
                    "element_id": None,
                    "created_by_persona_id": None if t % 2 else number,
                }
            )
        for kind, score in (("knack", "lead"), ("power", "threat"), ("signature_item", "aid")):
            if kind != "knack" and number % 3:
                continue
            out["modifiers"].append(
                {
                    "id": next_id("modifiers"),
                    "persona_id": number,
                    "kind": kind,
                    "name": f"{words[number % len(words)]} {kind}",
                    "score": score if kind != "signature_item" else SCORES[number % len(SCORES)],
                    "modifier": 1,
                }
            )
        if number % 4 == 0:
            investment = next_id("investments")
            out["investments"].append(
                {
                    "id": investment,
                    "persona_id": number,
                    "element_id": 1 + number % elements,
                    "characteristic_id": characteristics[0],
                    "relationship": f"{words[number % len(words)]} bond",
                    "value": 1,
                    "state": "open",
                }
            )
            strategy = next_id("strategies")
            out["strategies"].append(
                {
                    "id": strategy,
                    "persona_id": number,
                    "investment_id": investment,
                    "name": f"{words[number % len(words)]} plan",
                    "state": "active",
                }
            )
            out["stance_changes"].append(
                {
                    "id": next_id("stance_changes"),
                    "persona_id": number,
                    "strategy_id": strategy,
                    "old_stance": 1 + (number + 1) % 6,
                    "new_stance": 1 + number % 6,
                    "reason": "Strategy started",
                    "changed_at": stamp,
                }
            )
        if number % 10 == 0:
            out["advances"].append(
                {
                    "id": next_id("advances"),
                    "persona_id": number,
                    "kind": "earned",
                    "reason": "Milestone",
                    "date": "2026-03-14",
                    "episode_id": None,
                    "investment_id": None,
                }
            )
            track = copy.deepcopy(sample["progress_tracks"][0])
            track.update(id=next_id("progress_tracks"), persona_id=number)
            track["name"] = f"{words[number % len(words)]} vow"
            out["progress_tracks"].append(track)
    challenge = sample["challenges"][0]
    for n in range(1, max(2, personae // 100) + 1):
        copied = copy.deepcopy(challenge)
        copied["id"] = n
        first = 1 + (2 * n) % (personae - 1)
        copied["persona_ids"] = [first, first + 1]
        out["challenges"].append(copied)
    episodes = 6
    actor_ids = sorted({*played.values(), 1})
    for n in range(1, episodes + 1):
        out["episodes"].append(
            {
                "id": n,
                "title": f"Ἐπεισόδιο {n}" if accented else f"Episode {n}",
                "date": f"2026-03-{n + 10:02d}",
                "closed": False,
                "closed_at": None,
                "notes": "",
            }
        )
        out["episode_players"] += [{"episode_id": n, "actor_id": a} for a in actor_ids]
    # The open Episode's check-off half done: each player ticked the first Traits of the
    # Personae the others play.
    trait_of: dict[int, list[int]] = {persona: [] for persona in played}
    for trait in out["traits"]:
        if trait["persona_id"] in trait_of and len(trait_of[trait["persona_id"]]) < 10:
            trait_of[trait["persona_id"]].append(trait["id"])
    for n in range(1, episodes + 1):
        for observer in actor_ids:
            for persona, player in played.items():
                if player != observer:
                    out["trait_checks"] += [
                        {"episode_id": n, "observer_id": observer, "trait_id": t}
                        for t in trait_of[persona][: 5 + n]
                    ]
    return out


def build(
    path: Path, personae: int, *, accented: bool = False, in_play: int | None = None
) -> float:
    """Create the campaign at ``path``; return the milliseconds it took."""
    from starshine_desktop.services.campaign import create_from_data
    from starshine_desktop.services.exchange import validate_campaign

    start = time.perf_counter()
    data = validate_campaign(document(personae, accented=accented, in_play=in_play), consume=True)
    create_from_data(data, path).close()
    return (time.perf_counter() - start) * 1000


def main(argv: list[str]) -> int:
    """Build one campaign file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--personae", type=int, default=1_000)
    parser.add_argument("--accented", action="store_true")
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    took = build(args.out, args.personae, accented=args.accented)
    print(f"built {args.personae:,} Personae in {took / 1000:.1f} s: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
