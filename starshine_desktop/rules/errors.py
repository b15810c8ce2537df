"""Common: typed errors raised by the rules engine."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # lupdate finds it by name
    """Mark ``text`` as translatable in ``context`` without translating it here.

    The engine imports nothing from Qt, so this is a plain identity function; what matters is
    its name: ``pyside6-lupdate`` reads the source and collects every
    ``QT_TRANSLATE_NOOP("Context", "text")`` call into the translation files, and the window
    translates the text when it shows it (``ui/i18n.py``).
    """
    return text


class Refusal(Exception):
    """Something the campaign refuses, with a message for the person; nothing was changed.

    Defined in the lowest layer so that the engine's, storage's and services' refusals all
    derive from it; the layers above take it from ``services/errors.py`` and the window
    catches it in one place (``MainWindow.perform``).

    The message is a template and its fields: ``Refusal(QT_TRANSLATE_NOOP("Refusal", "No
    Stance called {stance} (rules A.3)."), stance=name)``. The English template is the
    message's id in the translation files; ``str(refusal)`` is the English text (the command
    line and the log use it) and the window shows ``ui.i18n.refusal_text(refusal)``, the
    template translated and filled with its fields, each translated in the ``Game`` context
    when it is a game term.
    """

    def __init__(self, message: str = "", /, **fields: object) -> None:
        self.template = message
        self.fields = fields
        super().__init__(message.format(**fields) if fields else message)


class RuleError(Refusal, ValueError):
    """A value or action that a rule forbids; the message names the rule."""


class IllegalStep(RuleError):
    """A step of a Challenge or scenario that the rules do not allow at that point.

    ``IllegalStep(2, QT_TRANSLATE_NOOP("Refusal", "no Persona called {who} (A.7)"), who=x)``:
    the reason is a template and its fields (or a refusal already made), so that the whole
    message "step 2: no Persona called …" translates; ``reason`` is its English text and
    ``reason_refusal`` the refusal itself.
    """

    def __init__(self, step_index: int, reason: str | Refusal, /, **fields: object) -> None:
        inner = reason if isinstance(reason, Refusal) else Refusal(reason, **fields)
        super().__init__(
            QT_TRANSLATE_NOOP("Refusal", "step {step}: {reason}"), step=step_index, reason=inner
        )
        self.step_index = step_index
        self.reason = str(inner)
        self.reason_refusal = inner


class ScenarioError(RuleError):
    """A problem in a scenario outside any step (top level, a Persona, a range).

    The reason is a template and its fields, or a refusal already made (a ``RuleError`` of the
    set-up), as for ``IllegalStep``.
    """

    def __init__(self, reason: str | Refusal, /, **fields: object) -> None:
        inner = reason if isinstance(reason, Refusal) else Refusal(reason, **fields)
        super().__init__(QT_TRANSLATE_NOOP("Refusal", "scenario: {reason}"), reason=inner)
        self.reason = str(inner)
        self.reason_refusal = inner
