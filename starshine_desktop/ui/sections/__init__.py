"""The main window's sections and the Persona panel's extra tabs, built on first use.

Each section is a ``SectionPage`` subclass named here by ``"module:Class"``; a ``None``
factory shows the section disabled ("not available yet"). Each extra tab of the Persona
panel is a ``PersonaTab`` subclass named the same way. Adding a section or tab is one line
here and a module of its own; the main window imports a page only when it is first shown,
so start-up does not pay for sections nobody opened.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from starshine_desktop.ui.host import SectionHost
    from starshine_desktop.ui.sections.base import PersonaTab, SectionPage


@dataclass(frozen=True, slots=True)
class SectionSpec:
    """A sidebar entry: its title and the page class that builds it (None: not built yet).

    The title stays English (the window finds a page by it); it is shown translated,
    ``translate("Sections", spec.title)``.
    """

    title: str
    factory: str | None


#: The first section, which the window builds with itself (the first frame shows it).
PERSONAE = SectionSpec(
    QT_TRANSLATE_NOOP("Sections", "Personae"),
    "starshine_desktop.ui.starshine.personae:PersonaeSection",
)

#: The sidebar after Personae, in order; each is built when first shown.
SECTIONS: tuple[SectionSpec, ...] = (
    SectionSpec(
        QT_TRANSLATE_NOOP("Sections", "Elements"),
        "starshine_desktop.ui.starshine.elements:ElementsPage",
    ),
    SectionSpec(
        QT_TRANSLATE_NOOP("Sections", "Episodes"),
        "starshine_desktop.ui.starshine.episodes:EpisodesPage",
    ),
    SectionSpec(
        QT_TRANSLATE_NOOP("Sections", "Challenges"),
        "starshine_desktop.ui.starshine.challenges:ChallengesPage",
    ),
    SectionSpec(
        QT_TRANSLATE_NOOP("Sections", "Tracks"), "starshine_desktop.ui.ironsworn.tracks:TracksPage"
    ),
    SectionSpec(
        QT_TRANSLATE_NOOP("Sections", "Dice"),
        "starshine_desktop.ui.sections.cortex_statements:CortexStatementsSection",
    ),
    SectionSpec(
        QT_TRANSLATE_NOOP("Sections", "Reference"),
        "starshine_desktop.ui.ironsworn.reference:ReferencePage",
    ),
)

_RECORDS = "starshine_desktop.ui.starshine.persona_records:"

#: Extra tabs of the Persona panel after "Sheet", in order.
PERSONA_TABS: tuple[SectionSpec, ...] = (
    SectionSpec(QT_TRANSLATE_NOOP("Sections", "Characteristics"), _RECORDS + "CharacteristicsTab"),
    SectionSpec(QT_TRANSLATE_NOOP("Sections", "Abilities"), _RECORDS + "AbilitiesTab"),
    SectionSpec(QT_TRANSLATE_NOOP("Sections", "Traits"), _RECORDS + "TraitsTab"),
    SectionSpec(QT_TRANSLATE_NOOP("Sections", "Investments"), _RECORDS + "InvestmentsTab"),
    SectionSpec(QT_TRANSLATE_NOOP("Sections", "Strategies"), _RECORDS + "StrategiesTab"),
    SectionSpec(QT_TRANSLATE_NOOP("Sections", "Advances"), _RECORDS + "AdvancesTab"),
    SectionSpec(
        QT_TRANSLATE_NOOP("Sections", "Ironsworn"),
        "starshine_desktop.ui.ironsworn.ironsworn_tab:IronswornTab",
    ),
    SectionSpec(
        QT_TRANSLATE_NOOP("Sections", "Cortex"), "starshine_desktop.ui.cortex.cortex_tab:CortexTab"
    ),
)


def _load(factory: str) -> Any:
    module_name, _, class_name = factory.partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def build_section(spec: SectionSpec, host: SectionHost) -> SectionPage:
    """Build the page of a section that exists."""
    if spec.factory is None:
        raise ValueError(f"the {spec.title} section is not available yet")
    page: SectionPage = _load(spec.factory)(host)
    return page


def build_persona_tab(spec: SectionSpec, host: SectionHost) -> PersonaTab:
    """Build one extra tab of the Persona panel."""
    if spec.factory is None:
        raise ValueError(f"the {spec.title} tab is not available yet")
    tab: PersonaTab = _load(spec.factory)(host)
    return tab
