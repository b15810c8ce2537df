"""Shared plumbing of the record pages: edits as undoable commands, and the choice lists."""

from __future__ import annotations

from collections.abc import Callable

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.services.changes import Changes
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.records import Edit
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.ui.sections.base import SectionHost

REFUSALS = (RuleError, ValidationError, StorageError)


def push_edit(host: SectionHost, text: str, make: Callable[[], Edit]) -> str | None:
    """Run ``make`` as one undoable command saved at once; return why not if refused."""
    records = host.campaign.records
    done: list[Edit] = []

    def first() -> Changes:
        edit = make()
        done.append(edit)
        return edit.changes

    try:
        host.push_command(
            text,
            redo=lambda: records.redo(done[0]),
            undo=lambda: records.undo(done[0]),
            first=first,
        )
    except REFUSALS as error:
        return str(error)
    return None


def persona_choices(host: SectionHost) -> list[tuple[str, object]]:
    """Return every Persona as (name, ``persona:ID``), by name."""
    names = host.campaign.records.persona_names()
    return sorted(((name, f"persona:{pid}") for pid, name in names.items()), key=_by_label)


def creator_choices(host: SectionHost) -> list[tuple[str, object]]:
    """Return who may create a Trait: the Director, then every Persona."""
    return [("Director", "director"), *persona_choices(host)]


def holder_choices(host: SectionHost) -> list[tuple[str, object]]:
    """Return what a Trait may be on: every Persona, then every Element."""
    elements = host.campaign.records.list_elements()
    return [
        *persona_choices(host),
        *sorted(
            ((f"{row.name} (Element)", f"element:{row.id}") for row in elements), key=_by_label
        ),
    ]


def element_choices(host: SectionHost) -> list[tuple[str, object]]:
    """Return every Element as (name, id)."""
    rows = host.campaign.records.list_elements()
    return sorted(((row.name, row.id) for row in rows), key=_by_label)


def _by_label(pair: tuple[str, object]) -> str:
    return pair[0].casefold()
