"""Replay a Starshine Challenge from a scenario (rules-spec A.7); shared by CLI, tests and GUI.

``load_scenario(text)`` parses JSON strictly (no NaN or Infinity, no duplicate keys, no
top level other than an object) and raises ``ScenarioError``. ``replay(scenario)`` returns the
final state in the output format of A.7; ``replay_challenge(scenario)`` returns the
``Challenge`` itself (with its recorded steps and events). Errors: ``ScenarioError`` for the
set-up, ``IllegalStep(index, reason)`` for a step (``index`` counts from 0).

Replay stays linear in the number of steps (``bench/replay_bench.py``): the Telling checks
look up Traits by Strength (``starshine/telling.py``) instead of scanning every uncounted
one, and while the steps are applied (and the output built) Python's cyclic garbage
collector is paused. The state a replay builds holds no reference cycles, so reference
counting frees all of it; the collector's full passes, though, walk every live object, and
their cost grew faster than the Challenge (at 40,000 steps they were a sixth of the time).
It runs again, as before, the moment the replay returns or fails.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, IllegalStep, ScenarioError
from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.scenario import challenge_from_scenario
from starshine_desktop.rules.starshine.steps import parse_step


def _no_constant(name: str) -> Any:
    raise ScenarioError(
        QT_TRANSLATE_NOOP("Refusal", "not valid JSON: {name} is not a number"),
        name=name,
    )


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise ScenarioError(
                    QT_TRANSLATE_NOOP("Refusal", "key {key!r} appears twice in one object"),
                    key=key,
                )
            seen.add(key)
    return result


def load_scenario(text: str | bytes) -> dict[str, Any]:
    """Parse a scenario file's text; raise ``ScenarioError`` if it is not a JSON object."""
    try:
        data = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_unique_keys)
    except ScenarioError:
        raise
    except (ValueError, RecursionError) as error:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "not valid JSON: {error}"),
            error=error,
        ) from None
    if not isinstance(data, dict):
        raise ScenarioError(QT_TRANSLATE_NOOP("Refusal", "a scenario is a JSON object"))
    return data


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector for a bulk replay; restore it as it was."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _apply_steps(scenario: Mapping[str, Any]) -> Challenge:
    challenge = challenge_from_scenario(scenario)
    steps = scenario.get("steps", [])
    apply = challenge.apply
    for index, step in enumerate(steps):
        if type(step) is not dict and not isinstance(step, Mapping):
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "a step must be an object with a 'do' key"),
            )
        apply(parse_step(step, index))
    return challenge


def replay_challenge(scenario: Mapping[str, Any]) -> Challenge:
    """Set up the scenario's Challenge and apply every step; return the Challenge."""
    with _collector_paused():
        return _apply_steps(scenario)


def replay(scenario: Mapping[str, Any]) -> dict[str, Any]:
    """Replay a scenario and return its final state (rules-spec A.7 output)."""
    with _collector_paused():
        return _apply_steps(scenario).output()
