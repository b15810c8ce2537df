"""The Challenge log: how a Starshine Challenge was set up, every step's log, and where it
ended. Built from the engine's record (a replayed scenario, or a Challenge the wizard saved)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import Event
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.printing.document import (
    FlowDocument,
    grid_table,
    none_line,
    page,
    signed,
    text,
)
from starshine_desktop.services.printing.labels import status_word
from starshine_desktop.services.printing.quick_starshine import ruling_line
from starshine_desktop.services.printing.words import current, translate
from starshine_desktop.services.starshine.challenge_lines import event_line
from starshine_desktop.services.starshine.challenge_words import ChallengeWords, outcome_words

SETUP_SCORES = (Score.BASE, Score.THREAT, Score.GUARD, Score.SURRENDER, Score.FORTUNE)


@dataclass(frozen=True, slots=True)
class ChallengeLogPrint:
    """A Challenge's record: its scenario (set-up, rulings, steps), its final state and its
    log's events (each with its round), whose lines are printed in the print's language."""

    title: str
    scenario: Mapping[str, Any]
    final: Mapping[str, Any]
    events: Sequence[tuple[int, Event]]
    campaign: str = ""


def challenge_log_values(title: str, challenge: Challenge, campaign: str = "") -> ChallengeLogPrint:
    """Return the printable record of a Challenge the engine has played."""
    return ChallengeLogPrint(
        title,
        challenge.recorded_scenario(),
        challenge.output(),
        tuple(challenge.log_events),
        campaign,
    )


def _names(record: ChallengeLogPrint) -> dict[str, str]:
    names = {"director": translate("Print", "the Director")}
    for persona in record.scenario.get("personae", []):
        names[str(persona["id"])] = str(persona.get("name", persona["id"]))
    for element in record.scenario.get("elements", []):
        names[str(element["id"])] = str(element.get("name", element["id"]))
    return names


def _setup(record: ChallengeLogPrint) -> str:
    rows = []
    for persona in record.scenario.get("personae", []):
        scores = persona.get("scores", {})
        cells = [
            text(persona.get("name", "")),
            str(persona.get("stance", 1)),
        ]
        for score in SETUP_SCORES:
            value = int(scores.get(score.value, 0))
            cells.append(signed(value) if score is Score.THREAT else str(value))
        rows.append(cells)
    headers = [
        translate("Print", "Persona"),
        translate("Print", "Stance"),
        translate("Game", "Base"),
        translate("Print", "Threat Score"),
        translate("Game", "Guard"),
        translate("Game", "Surrender"),
        translate("Game", "Fortune"),
    ]
    table = grid_table(headers, rows, [31, 10, 10, 13, 10, 13, 13], (1, 2, 3, 4, 5, 6))
    elements = record.scenario.get("elements", [])
    if elements:
        element_rows = [[text(e.get("name", "")), str(e["scale"])] for e in elements]
        element_headers = [translate("Print", "Element"), translate("Print", "Scale")]
        table += grid_table(element_headers, element_rows, [80, 20], (1,))
    return table


def _rulings(record: ChallengeLogPrint) -> str:
    rulings = record.scenario.get("rulings", {})
    ordered = sorted(rulings.items(), key=lambda item: (len(item[0]), item[0]))
    items = [f"<li>{ruling_line(key, str(value))}</li>" for key, value in ordered]
    if not items:
        return "<p>" + translate("Print", "Every ruling at its default.") + "</p>"
    return f"<ul>{''.join(items)}</ul>"


def split_rounds(events: Sequence[tuple[int, Event]]) -> list[tuple[int, list[Event]]]:
    """Group the log's events by round, in order; set-up is round 0."""
    rounds: list[tuple[int, list[Event]]] = []
    for number, event in events:
        if rounds and rounds[-1][0] == number:
            rounds[-1][1].append(event)
        else:
            rounds.append((number, [event]))
    return rounds


def _log(record: ChallengeLogPrint) -> str:
    words = ChallengeWords.of(record.scenario)
    parts = []
    translate_with = current()
    for number, events in split_rounds(record.events):
        heading = (
            translate("Print", "Set-up")
            if number == 0
            else translate("Print", "Round {number}").format(number=number)
        )
        spoken = (event_line(words, event, translate_with) for event in events)
        items = "".join(f"<li>{text(entry)}</li>" for entry in spoken)
        parts.append(f"<h3>{heading}</h3><ol>{items}</ol>")
    return "".join(parts) or none_line(translate("Print", "No log entries."))


def _trait_list(traits: Sequence[Mapping[str, Any]], names: Mapping[str, str]) -> str:
    negative = translate("Print", "Negative, {strength}")
    by = translate("Print", "by {name}")
    entries = []
    for trait in traits:
        strength = trait["strength"]
        shown = negative.format(strength=strength) if trait.get("negative") else str(strength)
        creator = text(names.get(str(trait["created_by"]), trait["created_by"]))
        entries.append(
            f"{text(trait['name'])} ({shown}) <span class='tag'>{by.format(name=creator)}</span>"
        )
    return "; ".join(entries)


def _final(record: ChallengeLogPrint) -> str:
    names = _names(record)
    rows = []
    for ident, state in record.final.get("personae", {}).items():
        rows.append(
            [
                text(names.get(ident, ident)),
                text(status_word(str(state["status"]))),
                str(state["threat"]),
                str(state["opportunity"]),
                str(state["danger"]),
                str(state["guard"]),
                str(state["surrender"]),
                str(state["fortune"]),
                str(state["stance"]),
            ]
        )
    headers = [
        translate("Print", "Persona"),
        translate("Print", "Status"),
        translate("Print", "Threat"),
        translate("Print", "Opp."),
        translate("Print", "Danger"),
        translate("Print", "Guard"),
        translate("Print", "Surr."),
        translate("Game", "Fortune"),
        translate("Print", "Stance"),
    ]
    table = grid_table(headers, rows, [20, 14, 9, 9, 9, 9, 9, 11, 10], tuple(range(2, 9)))
    trait_rows = [
        [text(names.get(ident, ident)), _trait_list(state["traits"], names)]
        for ident, state in record.final.get("personae", {}).items()
        if state["traits"]
    ]
    trait_rows += [
        [
            text(e["name"]) + " " + translate("Print", "(Scale {scale})").format(scale=e["scale"]),
            _trait_list(e["traits"], names) or "&nbsp;",
        ]
        for e in record.final.get("elements", [])
    ]
    if trait_rows:
        headers = [translate("Print", "On"), translate("Print", "Traits")]
        table += grid_table(headers, trait_rows, [24, 76])
    return table


def _outcome(record: ChallengeLogPrint) -> str:
    outcome = record.final.get("outcome")
    rounds = record.final.get("round", 0)
    steps = len(record.scenario.get("steps", []))
    step_count = (
        translate("Print", "{count} step") if steps == 1 else translate("Print", "{count} steps")
    ).format(count=steps)
    round_count = (
        translate("Print", "{count} round") if rounds == 1 else translate("Print", "{count} rounds")
    ).format(count=rounds)
    if outcome is None:
        sentence = translate("Print", "{steps} over {rounds}; the Challenge is still running.")
    else:
        sentence = translate("Print", "{steps} over {rounds}; the Challenge is over: {outcome}.")
    said = sentence.format(
        steps=step_count,
        rounds=round_count,
        outcome=text(translate("Print", outcome_words(outcome))) if outcome else "",
    )
    return f"<p>{said}</p>"


def challenge_log(record: ChallengeLogPrint) -> FlowDocument:
    """Return the printed log of one Challenge."""
    title = translate("Print", "Challenge log: {title}").format(title=record.title)
    campaign = (
        translate("Print", "Campaign: {name}").format(name=text(record.campaign)) + " · "
        if record.campaign
        else ""
    )
    rules = translate("Print", "Rules: {rules}").format(
        rules=text(record.scenario.get("rules", ""))
    )
    body = "".join(
        [
            f"<h1>{text(title)}</h1>",
            f"<p class='sub'>{campaign}{rules}</p>",
            _outcome(record),
            "<h2>" + translate("Print", "Rulings") + "</h2>",
            _rulings(record),
            "<h2>" + translate("Print", "Set-up") + "</h2>",
            _setup(record),
            "<h2>" + translate("Print", "Where it stands") + "</h2>",
            _final(record),
            "<h2>" + translate("Print", "Log") + "</h2>",
            _log(record),
        ]
    )
    footer = record.title + (f" · {record.campaign}" if record.campaign else "")
    return FlowDocument(title=title, html=page(title, body), footer=footer, continued_titles=True)
