"""Statement (agenda) resolution (rules-spec D, seed 003): the engine a statement board drives.

Modules, each documenting its own API:

- ``factors``: ``FactorRef`` / ``FactorKind`` naming a favouring factor (the lowest module).
- ``character``: ``StatementCharacter`` (Traits, Attributes, Resources, Luck, Drives);
  ``reduced_degree``, ``floor_of``.
- ``odds``: the three rolls of a d(F+O): ``success_distribution``, ``roll_successes``.
- ``scene``: ``Scene`` with ``state`` → ``roll`` → ``next_pending`` / ``confirm`` (or
  ``resolve(ask)``) → ``finish``; ``Statement``, ``OpposingFactor``, ``SceneSummary``.
- ``aftermath``: ``PlayerAftermath`` (a player's Setbacks, experience award and advances,
  Drive change after a scene; the ``Scene`` keeps one per player), ``DriveChange``.
- ``carried``: ``setback_cost`` / ``Setback``, ``CarriedSetback`` (a temporary or
  indefinite Setback in effect in later scenes, with the scene it came from), ``carry_on``.
- ``advancement``: ``check_setbacks``, ``experience_test`` / ``apply_experience``,
  ``revision_luck``.
"""

from __future__ import annotations

from starshine_desktop.rules.statements.advancement import (
    ExperienceAward,
    apply_experience,
    check_setbacks,
    experience_test,
    revision_luck,
)
from starshine_desktop.rules.statements.aftermath import (
    DriveChange,
    DriveChangeKind,
    PlayerAftermath,
)
from starshine_desktop.rules.statements.carried import (
    CarriedSetback,
    Setback,
    carry_on,
    setback_cost,
)
from starshine_desktop.rules.statements.character import (
    LUCK_CAP,
    MAX_DRIVES,
    LuckChange,
    StatementCharacter,
    floor_of,
    reduced_degree,
)
from starshine_desktop.rules.statements.factors import FactorKind, FactorRef
from starshine_desktop.rules.statements.odds import (
    TripleRoll,
    roll_successes,
    success_chance,
    success_distribution,
)
from starshine_desktop.rules.statements.scene import (
    Link,
    OpposingFactor,
    Scene,
    ScenePhase,
    SceneSummary,
    Statement,
    StatementKey,
)

__all__ = [
    "LUCK_CAP",
    "MAX_DRIVES",
    "CarriedSetback",
    "DriveChange",
    "DriveChangeKind",
    "ExperienceAward",
    "FactorKind",
    "FactorRef",
    "Link",
    "LuckChange",
    "OpposingFactor",
    "PlayerAftermath",
    "Scene",
    "ScenePhase",
    "SceneSummary",
    "Setback",
    "Statement",
    "StatementCharacter",
    "StatementKey",
    "TripleRoll",
    "apply_experience",
    "carry_on",
    "check_setbacks",
    "experience_test",
    "floor_of",
    "reduced_degree",
    "revision_luck",
    "roll_successes",
    "setback_cost",
    "success_chance",
    "success_distribution",
]
