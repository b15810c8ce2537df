"""Common: the schema's tables as the services name them in their writes, loaded on first use.

A service writes through the ``Journal`` naming the schema's own table and columns:
``journal.update(tables.TraitRecord, key, {tables.TraitRecord.strength: 3})``, so the type
checker knows every table and column a write names. The tables are ``storage/schema.py``'s
classes; this module imports that module (and with it SQLAlchemy) only when a write first
names one, so opening a campaign and reading it stays as fast as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from starshine_desktop.storage.schema import (
        ActorRecord,
        AdvanceRecord,
        ChallengeRecord,
        CharacteristicRecord,
        CortexChallengeRecord,
        CortexSheetRecord,
        ElementRecord,
        EpisodeOutcomeRecord,
        EpisodeParticipantRecord,
        EpisodeRecord,
        ExpressionCheckRecord,
        ExpressionRecord,
        InvestmentRecord,
        IronswornAssetRecord,
        IronswornSheetRecord,
        OracleRollRecord,
        PartyBindingRecord,
        PartyPersonaRecord,
        PartySeenRecord,
        PersonaExchangeRecord,
        PersonaRecord,
        ProgressTrackRecord,
        RulesPackageRecord,
        SheetModifierRecord,
        StanceChangeRecord,
        StatementSceneRecord,
        StrategyRecord,
        TraitCheckRecord,
        TraitRecord,
    )
else:

    def __getattr__(name: str) -> object:
        """Return the schema's table class ``name``, importing the schema the first time."""
        from starshine_desktop.storage import schema

        if not name.endswith("Record"):
            raise AttributeError(name)
        found = getattr(schema, name)
        globals()[name] = found
        return found


__all__ = [
    "ActorRecord",
    "AdvanceRecord",
    "ChallengeRecord",
    "CharacteristicRecord",
    "CortexChallengeRecord",
    "CortexSheetRecord",
    "ElementRecord",
    "EpisodeOutcomeRecord",
    "EpisodeParticipantRecord",
    "EpisodeRecord",
    "ExpressionCheckRecord",
    "ExpressionRecord",
    "InvestmentRecord",
    "IronswornAssetRecord",
    "IronswornSheetRecord",
    "OracleRollRecord",
    "PartyBindingRecord",
    "PartyPersonaRecord",
    "PartySeenRecord",
    "PersonaExchangeRecord",
    "PersonaRecord",
    "ProgressTrackRecord",
    "RulesPackageRecord",
    "SheetModifierRecord",
    "StanceChangeRecord",
    "StatementSceneRecord",
    "StrategyRecord",
    "TraitCheckRecord",
    "TraitRecord",
]
