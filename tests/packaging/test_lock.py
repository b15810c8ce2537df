"""The lock file pins every dependency of the app, the tests and the bundle, with hashes."""

from __future__ import annotations

import operator
import re
import tomllib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "requirements.lock"


# This folder is imported as the package ``packaging``, so the library of that name cannot
# be: the few specifiers pyproject.toml uses (>=, <, ==, ...) are read here.
_COMPARE: dict[str, Callable[[tuple[int, ...], tuple[int, ...]], bool]] = {
    ">=": operator.ge,
    "<=": operator.le,
    "==": operator.eq,
    "!=": operator.ne,
    ">": operator.gt,
    "<": operator.lt,
}


def canonicalize_name(name: str) -> str:
    """Return a distribution's name as the index compares it (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _release(version: str) -> tuple[int, ...]:
    numbers = [int(part) for part in re.findall(r"\d+", version.split("+")[0])[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))


def _parse(requirement: str) -> tuple[str, list[tuple[str, str]]]:
    """Return a requirement's name and its (operator, version) clauses."""
    match = re.fullmatch(r"\s*([A-Za-z0-9._-]+)(\[[^\]]*\])?\s*(.*)", requirement)
    assert match is not None, requirement
    clauses = re.findall(r"(>=|<=|==|!=|>|<)\s*([0-9][0-9A-Za-z.]*)", match.group(3))
    return canonicalize_name(match.group(1)), clauses


def _allows(clauses: list[tuple[str, str]], version: str) -> bool:
    return all(_COMPARE[sign](_release(version), _release(bound)) for sign, bound in clauses)


def _pins() -> dict[str, tuple[str, list[str]]]:
    """Return each locked package's version and hashes, by its canonical name."""
    text = LOCK.read_text(encoding="utf-8").replace("\\\n", " ")
    pins: dict[str, tuple[str, list[str]]] = {}
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue  # comments, and the "# via" lines under each pin
        requirement, *options = line.split(" --hash=")
        name, _, rest = requirement.partition("==")
        version = rest.split(";", 1)[0].strip()
        assert version, f"{requirement.strip()} is not pinned to one version"
        pins[canonicalize_name(name.split("[")[0].strip())] = (
            version,
            [option.strip() for option in options],
        )
    return pins


def _declared() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    return [*project["dependencies"], *extras["test"], *extras["packaging"]]


def test_specifiers_are_read_as_pip_reads_them() -> None:
    name, clauses = _parse("PySide6-Essentials>=6.11.3,<6.12")
    assert name == "pyside6-essentials"
    assert _allows(clauses, "6.11.3") and _allows(clauses, "6.11.10")
    assert not _allows(clauses, "6.12.0") and not _allows(clauses, "6.11.2")
    assert _parse("psycopg[binary]>=3.2,<4")[0] == "psycopg"


def test_every_locked_package_is_pinned_with_sha256_hashes() -> None:
    pins = _pins()
    assert len(pins) > 20
    for name, (version, hashes) in pins.items():
        assert re.fullmatch(r"[0-9][0-9A-Za-z.+!-]*", version), name
        assert hashes, f"{name} has no hash"
        assert all(re.fullmatch(r"sha256:[0-9a-f]{64}", value) for value in hashes), name


def test_every_declared_dependency_is_locked_at_a_version_it_allows() -> None:
    pins = _pins()
    for requirement in _declared():
        name, clauses = _parse(requirement)
        assert name in pins, f"{requirement} is in pyproject.toml but not locked: make lock"
        version = pins[name][0]
        assert _allows(clauses, version), (
            f"{name} {version} is locked, pyproject.toml asks {requirement}: make lock"
        )


def test_make_installs_from_the_lock_with_hashes() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "$(STAMP): pyproject.toml $(LOCK)" in makefile
    assert "pip install --quiet --require-hashes -r $(LOCK)" in makefile
    assert "pip install --quiet --no-deps -e ." in makefile
