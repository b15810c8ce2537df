"""What the record pages share: the choice lists they offer."""

from __future__ import annotations

from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import translate


def persona_choices(host: SectionHost) -> list[tuple[str, object]]:
    """Return every Persona as (name, ``persona:ID``), by name."""
    names = host.campaign.records.persona_names()
    return sorted(((name, f"persona:{pid}") for pid, name in names.items()), key=_by_label)


def creator_choices(host: SectionHost) -> list[tuple[str, object]]:
    """Return who may create a Trait: the Director, then every Persona."""
    return [(translate("RecordEditing", "Director"), "director"), *persona_choices(host)]


def holder_choices(host: SectionHost) -> list[tuple[str, object]]:
    """Return what a Trait may be on: every Persona, then every Element."""
    elements = host.campaign.records.list_elements()
    return [
        *persona_choices(host),
        *sorted(
            (
                (
                    translate("RecordEditing", "{name} (Element)").format(name=row.name),
                    f"element:{row.id}",
                )
                for row in elements
            ),
            key=_by_label,
        ),
    ]


def element_choices(host: SectionHost) -> list[tuple[str, object]]:
    """Return every Element as (name, id)."""
    rows = host.campaign.records.list_elements()
    return sorted(((row.name, row.id) for row in rows), key=_by_label)


def _by_label(pair: tuple[str, object]) -> str:
    return pair[0].casefold()
