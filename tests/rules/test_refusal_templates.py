"""Every refusal of the engine is a marked template with its fields (all systems).

The window translates a refusal by its English template (``QT_TRANSLATE_NOOP("Refusal", ...)``,
collected by ``pyside6-lupdate``) and fills in its fields; a message built with an f-string or
passed as plain text cannot be translated. These tests read the source of ``rules/`` and check
every place that makes a refusal, then check the refusal types keep their English text. The
same scan reads ``storage/`` and ``services/``, whose refusals reach the window the same way.
"""

from __future__ import annotations

import ast
import string
from collections.abc import Iterator
from pathlib import Path

import starshine_desktop.rules as rules_package
import starshine_desktop.services as services_package
import starshine_desktop.storage as storage_package
from starshine_desktop.rules.cortex import CortexCharacter, stress_options
from starshine_desktop.rules.cortex.character import StressType
from starshine_desktop.rules.cortex.dice import Die
from starshine_desktop.rules.cortex.stress_use import StressUse
from starshine_desktop.rules.errors import (
    QT_TRANSLATE_NOOP,
    IllegalStep,
    Refusal,
    RuleError,
    ScenarioError,
)

RULES = Path(rules_package.__file__).parent
#: What makes a refusal in rules/, with the position of its message argument.
MAKERS = {
    "Refusal": 0,
    "RuleError": 0,
    "ScenarioError": 0,
    "IllegalStep": 1,
    "_fail": 1,
    "PackageError": 1,
    "RulesetMissing": 1,
}
#: The contexts of marked texts in rules/: refusals, game terms, and the Challenge log's lines.
CONTEXTS = {"Refusal", "Game", "ChallengeLog"}
LOWER_LAYERS = (Path(storage_package.__file__).parent, Path(services_package.__file__).parent)
#: What makes a refusal in storage/ and services/ from a message (and its position); the
#: storage errors with their own ``__init__`` make their templates themselves.
LOWER_MAKERS = {
    **MAKERS,
    "ValidationError": 0,
    "StorageError": 0,
    "ReferenceInUseError": 0,
    "PrintRequestError": 0,
    "ImportRefused": 1,
    "OutputTargetError": 1,
    "RestoreDestinationError": 1,
}


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _calls(tree: ast.AST) -> Iterator[ast.Call]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            yield node


def _modules(*folders: Path) -> list[tuple[str, ast.Module]]:
    return [
        (str(path.relative_to(folder.parent)), ast.parse(path.read_text("utf-8")))
        for folder in folders or (RULES,)
        for path in sorted(folder.rglob("*.py"))
    ]


def _template(node: ast.expr) -> str | None:
    """The text of ``QT_TRANSLATE_NOOP("Refusal", "literal")``, else None."""
    if (
        isinstance(node, ast.Call)
        and _name(node.func) == "QT_TRANSLATE_NOOP"
        and len(node.args) == 2
        and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args)
        and isinstance(node.args[0], ast.Constant)
        and node.args[0].value == "Refusal"
    ):
        text = node.args[1]
        assert isinstance(text, ast.Constant)
        return str(text.value)
    return None


def _placeholders(template: str) -> set[str]:
    return {
        field.split(".")[0].split("[")[0]
        for _text, field, _spec, _conversion in string.Formatter().parse(template)
        if field is not None
    }


def _problems(where: str, call: ast.Call, makers: dict[str, int] = MAKERS) -> Iterator[str]:
    """Why this refusal is not a marked template with exactly its fields, if it is not."""
    index = makers[str(_name(call.func))]
    if len(call.args) <= index:
        yield f"{where}: a refusal without a message"
        return
    message = call.args[index]
    fields = {keyword.arg for keyword in call.keywords if keyword.arg is not None}
    branches = [message.body, message.orelse] if isinstance(message, ast.IfExp) else [message]
    for branch in branches:
        template = _template(branch)
        if template is not None:
            # Without fields a template is its text as it stands ({"R1": ...} is shown as is).
            if fields and _placeholders(template) != fields:
                yield (
                    f"{where}: {template!r} has the fields {sorted(_placeholders(template))}"
                    f" but is given {sorted(fields)}"
                )
        elif isinstance(branch, ast.Name | ast.Attribute) and not fields:
            continue  # a refusal made before (a reason passed on, a RuleError wrapped)
        elif (
            isinstance(branch, ast.Call)
            and _name(branch.func) in makers
            and not fields
            and not list(_problems(where, branch, makers))
        ):
            continue  # a reason made on the spot: a marked template with its fields
        else:
            yield f"{where}: the message is {ast.unparse(branch)[:80]}, not a marked template"


def test_every_refusal_in_rules_is_a_marked_template_with_its_fields() -> None:
    problems: list[str] = []
    makers = 0
    for path, tree in _modules():
        for call in _calls(tree):
            if _name(call.func) in MAKERS:
                makers += 1
                problems.extend(_problems(f"{path}:{call.lineno}", call))
    assert makers > 380  # about 400 refusals in the four systems
    assert problems == []


def test_every_refusal_in_storage_and_services_is_a_marked_template_with_its_fields() -> None:
    problems: list[str] = []
    makers = 0
    for path, tree in _modules(*LOWER_LAYERS):
        for call in _calls(tree):
            if _name(call.func) in LOWER_MAKERS:
                makers += 1
                problems.extend(_problems(f"{path}:{call.lineno}", call, LOWER_MAKERS))
    assert makers > 100
    # A copy the system could not write: the system's own words (in its language).
    system_words = "the message is error.strerror or str(error), not a marked template"
    assert [p for p in problems if not p.endswith(system_words)] == []
    assert [p.split(":")[0] for p in problems] == ["storage/restore.py"]


def _refusal_factories() -> dict[str, list[str]]:
    """Functions of rules/ that make a refusal for their callers to raise (``*_refused``),
    each with the problems of what it returns: every ``return`` a maker's call, whose
    message is a marked template with its fields."""
    factories: dict[str, list[str]] = {}
    for path, tree in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.endswith("_refused"):
                problems = factories.setdefault(node.name, [])
                returns = [item for item in ast.walk(node) if isinstance(item, ast.Return)]
                if not returns:
                    problems.append(f"{path}:{node.lineno}: {node.name} returns nothing")
                for item in returns:
                    value = item.value
                    if not (isinstance(value, ast.Call) and _name(value.func) in MAKERS):
                        problems.append(f"{path}:{item.lineno}: {node.name} returns no refusal")
                    else:
                        problems.extend(_problems(f"{path}:{item.lineno}", value))
    return factories


def test_the_engine_raises_nothing_but_refusals() -> None:
    factories = _refusal_factories()
    raised = {
        str(_name(node.exc.func))
        for _path, tree in _modules()
        for node in ast.walk(tree)
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
    }
    assert raised <= set(MAKERS) | set(factories)
    assert [problem for problems in factories.values() for problem in problems] == []


def test_every_marked_text_in_rules_has_a_literal_context_and_text() -> None:
    problems = [
        f"{path}:{call.lineno}: {ast.unparse(call)[:80]}"
        for path, tree in _modules()
        for call in _calls(tree)
        if _name(call.func) == "QT_TRANSLATE_NOOP"
        and not (
            len(call.args) == 2
            and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in call.args)
            and isinstance(call.args[0], ast.Constant)
            and call.args[0].value in CONTEXTS
        )
    ]
    assert problems == []


def test_the_scan_catches_an_f_string_and_a_plain_message() -> None:
    source = (
        'raise RuleError(f"no Persona called {name}")\n'
        'raise IllegalStep(2, "a plain reason")\n'
        'raise RuleError(QT_TRANSLATE_NOOP("Refusal", "no {who}"), whom=x)\n'
        'raise RuleError(QT_TRANSLATE_NOOP("Refusal", "no {who}"), who=x)\n'
    )
    found = [
        problem
        for call in _calls(ast.parse(source))
        if _name(call.func) in MAKERS
        for problem in _problems("t", call)
    ]
    assert len(found) == 3
    assert "not a marked template" in found[0] and "not a marked template" in found[1]
    assert "['who'] but is given ['whom']" in found[2]


def test_a_refusal_keeps_its_template_fields_and_english_text() -> None:
    error = RuleError(
        QT_TRANSLATE_NOOP("Refusal", "Scope must be {low} to {high}, not {v!r}"),
        low=1,
        high=6,
        v="7",
    )
    assert (error.template, error.fields) == (
        "Scope must be {low} to {high}, not {v!r}",
        {"low": 1, "high": 6, "v": "7"},
    )
    assert str(error) == "Scope must be 1 to 6, not '7'"


def test_an_illegal_step_carries_its_reason_as_a_refusal_field() -> None:
    step = IllegalStep(3, QT_TRANSLATE_NOOP("Refusal", "{who} has already moved"), who="ada")
    assert str(step) == "step 3: ada has already moved"
    assert (step.step_index, step.reason) == (3, "ada has already moved")
    assert step.template == "step {step}: {reason}"
    inner = step.fields["reason"]
    assert isinstance(inner, Refusal)
    assert (inner.template, inner.fields) == ("{who} has already moved", {"who": "ada"})
    assert step.reason_refusal is inner


def test_a_scenario_error_wraps_a_refusal_made_before() -> None:
    cause = RuleError(QT_TRANSLATE_NOOP("Refusal", "a d{sides} shows 1 to {sides}"), sides=6)
    error = ScenarioError(cause)
    assert str(error) == "scenario: a d6 shows 1 to 6"
    assert error.reason == "a d6 shows 1 to 6"
    assert error.fields["reason"] is cause


def test_a_refused_stress_use_carries_its_refusal() -> None:
    character = CortexCharacter("Mara", stress={StressType.PHYSICAL: Die.D4})
    options = {o.use: o for o in stress_options(character, StressType.PHYSICAL)}
    refused = options[StressUse.OPPOSITION]
    assert not refused.allowed and refused.refusal is not None
    assert refused.reason == str(refused.refusal)
    assert refused.refusal.template.startswith("d4 stress goes into your own pool")
    assert options[StressUse.D4_OWN_POOL].refusal is None
