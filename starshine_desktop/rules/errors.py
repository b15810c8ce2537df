"""Typed errors raised by the rules engine."""

from __future__ import annotations


class RuleError(ValueError):
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
