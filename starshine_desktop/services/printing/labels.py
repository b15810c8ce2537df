"""Printed names of the values the records store as words (states, stress, Ironsworn terms).

The records keep ``open``, ``physical`` or ``wits``; the documents print them as people read
them, in the document's language (``words.translate``). Starshine states and Cortex-style
stress are labels of the documents (``Print``); Ironsworn's stats, meters, impacts and legacy
tracks are game terms (``Game``), named as the Ironsworn rules name them.
"""

from __future__ import annotations

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.printing.words import translate

_STATES = {
    "open": QT_TRANSLATE_NOOP("Print", "open"),
    "resolved": QT_TRANSLATE_NOOP("Print", "resolved"),
    "lost": QT_TRANSLATE_NOOP("Print", "lost"),
    "active": QT_TRANSLATE_NOOP("Print", "active"),
    "surrendered": QT_TRANSLATE_NOOP("Print", "surrendered"),
    "completed": QT_TRANSLATE_NOOP("Print", "completed"),
    "earned": QT_TRANSLATE_NOOP("Print", "earned"),
    "spent": QT_TRANSLATE_NOOP("Print", "spent"),
}
_STATUSES = {
    "active": QT_TRANSLATE_NOOP("Print", "active"),
    "free": QT_TRANSLATE_NOOP("Print", "free"),
    "surrendered": QT_TRANSLATE_NOOP("Print", "surrendered"),
    "dead": QT_TRANSLATE_NOOP("Print", "dead"),
}
_STRESS = {
    "physical": QT_TRANSLATE_NOOP("Print", "Physical stress"),
    "mental": QT_TRANSLATE_NOOP("Print", "Mental stress"),
    "social": QT_TRANSLATE_NOOP("Print", "Social stress"),
}
_IRONSWORN = {
    "edge": QT_TRANSLATE_NOOP("Game", "Edge"),
    "heart": QT_TRANSLATE_NOOP("Game", "Heart"),
    "iron": QT_TRANSLATE_NOOP("Game", "Iron"),
    "shadow": QT_TRANSLATE_NOOP("Game", "Shadow"),
    "wits": QT_TRANSLATE_NOOP("Game", "Wits"),
    "health": QT_TRANSLATE_NOOP("Game", "Health"),
    "spirit": QT_TRANSLATE_NOOP("Game", "Spirit"),
    "supply": QT_TRANSLATE_NOOP("Game", "Supply"),
    "integrity": QT_TRANSLATE_NOOP("Game", "Integrity"),
    "wounded": QT_TRANSLATE_NOOP("Game", "wounded"),
    "shaken": QT_TRANSLATE_NOOP("Game", "shaken"),
    "unprepared": QT_TRANSLATE_NOOP("Game", "unprepared"),
    "permanently_harmed": QT_TRANSLATE_NOOP("Game", "permanently harmed"),
    "traumatized": QT_TRANSLATE_NOOP("Game", "traumatized"),
    "doomed": QT_TRANSLATE_NOOP("Game", "doomed"),
    "tormented": QT_TRANSLATE_NOOP("Game", "tormented"),
    "indebted": QT_TRANSLATE_NOOP("Game", "indebted"),
    "battered": QT_TRANSLATE_NOOP("Game", "battered"),
    "cursed": QT_TRANSLATE_NOOP("Game", "cursed"),
    "quests": QT_TRANSLATE_NOOP("Game", "Quests"),
    "bonds": QT_TRANSLATE_NOOP("Game", "Bonds"),
    "discoveries": QT_TRANSLATE_NOOP("Game", "Discoveries"),
}


def state_word(state: str) -> str:
    """Return a stored state (``open``, ``surrendered``, ``earned``…) as the sheet prints it."""
    marked = _STATES.get(state)
    return state if marked is None else translate("Print", marked)


def status_word(status: str) -> str:
    """Return a Persona's status in a Challenge (``active``, ``free``…) as the log prints it."""
    marked = _STATUSES.get(status)
    return status if marked is None else translate("Print", marked)


def stress_label(kind: str) -> str:
    """Return a Cortex-style stress type (``physical``…) as a heading: "Physical stress"."""
    marked = _STRESS.get(kind.casefold())
    return f"{kind.capitalize()} stress" if marked is None else translate("Print", marked)


def ironsworn_word(word: str) -> str:
    """Return an Ironsworn stat, meter, impact or legacy track ("Edge", "wounded")."""
    marked = _IRONSWORN.get("_".join(word.casefold().split()))
    return word.replace("_", " ") if marked is None else translate("Game", marked)
