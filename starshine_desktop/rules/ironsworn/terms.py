"""The names of the Ironsworn: Starforged reference data, marked for translation (Ironsworn).

The moves, oracles and repair data live in ``rules/data/*.json``; their names (Move and
category names, oracle table names, the oracle's odds, repair situations and purchases) are
what the window shows as labels, so they are listed here once, each marked with
``QT_TRANSLATE_NOOP("Game", ...)`` for ``pyside6-lupdate``; the window translates a name with
``game_term(name)``. The long texts (a Move's text, oracle rows) are the game's own text and
stay as they are. ``tests/rules/ironsworn/test_ironsworn_terms.py`` keeps these lists equal to
the data files.
"""

from __future__ import annotations

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP

#: Every Move's name, in the data file's order.
MOVE_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Game", "Begin a Session"),
    QT_TRANSLATE_NOOP("Game", "Set a Flag"),
    QT_TRANSLATE_NOOP("Game", "Change Your Fate"),
    QT_TRANSLATE_NOOP("Game", "Take a Break"),
    QT_TRANSLATE_NOOP("Game", "End a Session"),
    QT_TRANSLATE_NOOP("Game", "Face Danger"),
    QT_TRANSLATE_NOOP("Game", "Secure an Advantage"),
    QT_TRANSLATE_NOOP("Game", "Gather Information"),
    QT_TRANSLATE_NOOP("Game", "Compel"),
    QT_TRANSLATE_NOOP("Game", "Aid Your Ally"),
    QT_TRANSLATE_NOOP("Game", "Check Your Gear"),
    QT_TRANSLATE_NOOP("Game", "Swear an Iron Vow"),
    QT_TRANSLATE_NOOP("Game", "Reach a Milestone"),
    QT_TRANSLATE_NOOP("Game", "Fulfill Your Vow"),
    QT_TRANSLATE_NOOP("Game", "Forsake Your Vow"),
    QT_TRANSLATE_NOOP("Game", "Make a Connection"),
    QT_TRANSLATE_NOOP("Game", "Develop Your Relationship"),
    QT_TRANSLATE_NOOP("Game", "Test Your Relationship"),
    QT_TRANSLATE_NOOP("Game", "Forge a Bond"),
    QT_TRANSLATE_NOOP("Game", "Undertake an Expedition"),
    QT_TRANSLATE_NOOP("Game", "Explore a Waypoint"),
    QT_TRANSLATE_NOOP("Game", "Finish an Expedition"),
    QT_TRANSLATE_NOOP("Game", "Set a Course"),
    QT_TRANSLATE_NOOP("Game", "Make a Discovery"),
    QT_TRANSLATE_NOOP("Game", "Confront Chaos"),
    QT_TRANSLATE_NOOP("Game", "Enter the Fray"),
    QT_TRANSLATE_NOOP("Game", "Gain Ground"),
    QT_TRANSLATE_NOOP("Game", "React Under Fire"),
    QT_TRANSLATE_NOOP("Game", "Strike"),
    QT_TRANSLATE_NOOP("Game", "Clash"),
    QT_TRANSLATE_NOOP("Game", "Take Decisive Action"),
    QT_TRANSLATE_NOOP("Game", "Face Defeat"),
    QT_TRANSLATE_NOOP("Game", "Battle"),
    QT_TRANSLATE_NOOP("Game", "Lose Momentum"),
    QT_TRANSLATE_NOOP("Game", "Endure Harm"),
    QT_TRANSLATE_NOOP("Game", "Endure Stress"),
    QT_TRANSLATE_NOOP("Game", "Companion Takes a Hit"),
    QT_TRANSLATE_NOOP("Game", "Sacrifice Resources"),
    QT_TRANSLATE_NOOP("Game", "Withstand Damage"),
    QT_TRANSLATE_NOOP("Game", "Sojourn"),
    QT_TRANSLATE_NOOP("Game", "Heal"),
    QT_TRANSLATE_NOOP("Game", "Hearten"),
    QT_TRANSLATE_NOOP("Game", "Resupply"),
    QT_TRANSLATE_NOOP("Game", "Repair"),
    QT_TRANSLATE_NOOP("Game", "Face Death"),
    QT_TRANSLATE_NOOP("Game", "Face Desolation"),
    QT_TRANSLATE_NOOP("Game", "Overcome Destruction"),
    QT_TRANSLATE_NOOP("Game", "Earn Experience"),
    QT_TRANSLATE_NOOP("Game", "Advance"),
    QT_TRANSLATE_NOOP("Game", "Continue a Legacy"),
    QT_TRANSLATE_NOOP("Game", "Ask the Oracle"),
    QT_TRANSLATE_NOOP("Game", "Pay the Price"),
    QT_TRANSLATE_NOOP("Game", "Begin a Scene"),
    QT_TRANSLATE_NOOP("Game", "Face Danger (Scene Challenge)"),
    QT_TRANSLATE_NOOP("Game", "Secure an Advantage (Scene Challenge)"),
    QT_TRANSLATE_NOOP("Game", "Finish a Scene"),
)

#: Every Move category's name, in the data file's order.
CATEGORY_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Game", "Session Moves"),
    QT_TRANSLATE_NOOP("Game", "Adventure Moves"),
    QT_TRANSLATE_NOOP("Game", "Quest Moves"),
    QT_TRANSLATE_NOOP("Game", "Connection Moves"),
    QT_TRANSLATE_NOOP("Game", "Exploration Moves"),
    QT_TRANSLATE_NOOP("Game", "Combat Moves"),
    QT_TRANSLATE_NOOP("Game", "Suffer Moves"),
    QT_TRANSLATE_NOOP("Game", "Recover Moves"),
    QT_TRANSLATE_NOOP("Game", "Threshold Moves"),
    QT_TRANSLATE_NOOP("Game", "Legacy Moves"),
    QT_TRANSLATE_NOOP("Game", "Fate Moves"),
    QT_TRANSLATE_NOOP("Game", "Scene Challenges"),
)

#: Every oracle table's name, in the data file's order.
ORACLE_TABLE_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Game", "Begin a Session"),
    QT_TRANSLATE_NOOP("Game", "Make a Discovery"),
    QT_TRANSLATE_NOOP("Game", "Confront Chaos"),
    QT_TRANSLATE_NOOP("Game", "Take Decisive Action"),
    QT_TRANSLATE_NOOP("Game", "Endure Harm"),
    QT_TRANSLATE_NOOP("Game", "Endure Stress"),
    QT_TRANSLATE_NOOP("Game", "Withstand Damage"),
    QT_TRANSLATE_NOOP("Game", "Pay the Price"),
)

#: The names of the oracle's odds (Ask the Oracle), lowest first.
ODDS_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Game", "Small chance"),
    QT_TRANSLATE_NOOP("Game", "Unlikely"),
    QT_TRANSLATE_NOOP("Game", "50/50"),
    QT_TRANSLATE_NOOP("Game", "Likely"),
    QT_TRANSLATE_NOOP("Game", "Almost certain"),
)

#: The repair situations' names.
REPAIR_SITUATION_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Game", "At a facility"),
    QT_TRANSLATE_NOOP("Game", "At anchor"),
    QT_TRANSLATE_NOOP("Game", "Underway"),
    QT_TRANSLATE_NOOP("Game", "Under fire"),
)

#: What repair points buy, by name.
REPAIR_PURCHASE_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Game", "Clear the battered impact on a vehicle"),
    QT_TRANSLATE_NOOP("Game", "Fix one broken module"),
    QT_TRANSLATE_NOOP("Game", "+1 integrity on a vehicle"),
    QT_TRANSLATE_NOOP("Game", "+1 health for a mechanical companion"),
    QT_TRANSLATE_NOOP("Game", "Repair any other component or device"),
    QT_TRANSLATE_NOOP("Game", "Repair other equipment, but with a complication or malfunction"),
)
