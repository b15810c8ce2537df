"""Typed errors raised by the rules engine."""

from __future__ import annotations


class Refusal(Exception):
    """Something the campaign refuses, with a message for the person; nothing was changed.

    Defined in the lowest layer so that the engine's, storage's and services' refusals all
    derive from it; the layers above take it from ``services/errors.py`` and the window
    catches it in one place (``MainWindow.perform``).
    """


class RuleError(Refusal, ValueError):
    """A value or action that a rule forbids; the message names the rule."""


class IllegalStep(RuleError):
    """A step of a Challenge or scenario that the rules do not allow at that point."""

    def __init__(self, step_index: int, reason: str) -> None:
        super().__init__(f"step {step_index}: {reason}")
        self.step_index = step_index
        self.reason = reason


class ScenarioError(RuleError):
    """A problem in a scenario outside any step (top level, a Persona, a range)."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"scenario: {reason}")
        self.reason = reason
