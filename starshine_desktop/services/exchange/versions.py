"""Common: every kind of record of the campaign format, version by version, with its fields."""

from __future__ import annotations

from dataclasses import replace

from starshine_desktop.rules.cortex import StressType
from starshine_desktop.rules.ironsworn import (
    Impact,
    LegacyKind,
    Meter,
    Rank,
    Stat,
    TrackKind,
)
from starshine_desktop.rules.starshine.campaign import (
    INVESTMENT_RANGE,
    MODIFIER_RANGE,
    AdvanceKind,
    InvestmentState,
    ModifierKind,
    StrategyState,
)
from starshine_desktop.rules.starshine.scores import (
    CHARACTERISTIC_RANGE,
    SCALE_RANGE,
    STANCE_RANGE,
    STRENGTH_RANGE,
    LegalRange,
    Score,
)
from starshine_desktop.services.exchange.fields import (
    UUID_FIELD,
    Field,
    Kind,
    Reference,
    abilities_field,
    bool_field,
    check_text,
    choice_field,
    date_field,
    datetime_field,
    die_field,
    flag_int_field,
    id_field,
    int_field,
    json_field,
    kind_of,
    name_field,
    names_list_field,
    notes_field,
    nullable_choice_field,
    persona_scores_field,
    state_field,
)
from starshine_desktop.services.exchange.limits import COUNT_RANGE, NOTES_LENGTH
from starshine_desktop.storage.rows import PersonaFlag
from starshine_desktop.storage.starshine.challenges_reads import OUTCOMES, STATUSES

FORMAT = "starshine-campaign"


FORMAT_VERSION = 4


#: Every version this build reads; a version 1 file has none of the lists added in 2, a
#: version 1 or 2 file no UUIDs (its Actors, Elements and Personae get new ones), a file
#: before version 4 no assets on its Ironsworn sheets.
READ_VERSIONS = (1, 2, 3, 4)


KINDS: tuple[Kind, ...] = (
    kind_of(
        "actors",
        "actor",
        [
            id_field(),
            name_field("name"),
            bool_field("is_director"),
            notes_field(),
            UUID_FIELD,
        ],
    ),
    kind_of(
        "elements",
        "element",
        [
            id_field(),
            name_field("name"),
            int_field("scale", SCALE_RANGE),
            notes_field(),
            UUID_FIELD,
        ],
    ),
    kind_of(
        "personae",
        "persona",
        [
            id_field(),
            name_field("name"),
            name_field("actor_name", required=False),
            int_field("stance", STANCE_RANGE),
            notes_field(),
            persona_scores_field(),
            datetime_field("created_at"),
            datetime_field("updated_at"),
            *(replace(bool_field(flag.value), since=2, default=False) for flag in PersonaFlag),
            UUID_FIELD,
        ],
        [Reference("actor_id", "actors", nullable=True)],
    ),
    kind_of(
        "characteristics",
        "characteristic",
        [
            id_field(),
            name_field("name"),
            int_field("value", CHARACTERISTIC_RANGE),
            bool_field("corrupt"),
            name_field("corrupt_name", required=False),
        ],
        [Reference("persona_id", "personae")],
    ),
    kind_of(
        "expressions",
        "expression",
        [id_field(), name_field("text")],
        [Reference("characteristic_id", "characteristics")],
    ),
    kind_of(
        "modifiers",
        "sheet_modifier",
        [
            id_field(),
            choice_field("kind", [kind.value for kind in ModifierKind]),
            name_field("name"),
            choice_field("score", [score.value for score in Score]),
            int_field("modifier", MODIFIER_RANGE),
        ],
        [Reference("persona_id", "personae")],
    ),
    kind_of(
        "traits",
        "trait",
        [
            id_field(),
            name_field("name"),
            int_field("strength", STRENGTH_RANGE),
            bool_field("negative"),
        ],
        [
            Reference("persona_id", "personae", nullable=True),
            Reference("element_id", "elements", nullable=True),
            Reference("created_by_persona_id", "personae", nullable=True),
        ],
    ),
    kind_of(
        "investments",
        "investment",
        [
            id_field(),
            name_field("relationship"),
            int_field("value", INVESTMENT_RANGE),
            choice_field("state", [state.value for state in InvestmentState]),
        ],
        [
            Reference("persona_id", "personae"),
            Reference("element_id", "elements"),
            Reference("characteristic_id", "characteristics"),
        ],
    ),
    kind_of(
        "strategies",
        "strategy",
        [
            id_field(),
            name_field("name"),
            choice_field("state", [state.value for state in StrategyState]),
        ],
        [
            Reference("persona_id", "personae"),
            Reference("investment_id", "investments", nullable=True),
        ],
    ),
    kind_of(
        "stance_changes",
        "stance_change",
        [
            id_field(),
            int_field("old_stance", STANCE_RANGE),
            int_field("new_stance", STANCE_RANGE),
            name_field("reason"),
            datetime_field("changed_at"),
        ],
        [
            Reference("persona_id", "personae"),
            Reference("strategy_id", "strategies", nullable=True),
        ],
    ),
    kind_of(
        "episodes",
        "episode",
        [
            id_field(),
            name_field("title"),
            date_field("date", "on_date"),
            bool_field("closed"),
            datetime_field("closed_at", nullable=True),
            notes_field(),
        ],
    ),
    kind_of(
        "advances",
        "advance",
        [
            id_field(),
            choice_field("kind", [kind.value for kind in AdvanceKind]),
            name_field("reason"),
            date_field("date", "on_date"),
        ],
        [
            Reference("persona_id", "personae"),
            Reference("episode_id", "episodes", nullable=True),
            Reference("investment_id", "investments", nullable=True),
        ],
    ),
    kind_of(
        "episode_players",
        "episode_participant",
        [],
        [Reference("episode_id", "episodes"), Reference("actor_id", "actors")],
        ("episode_id", "actor_id"),
    ),
    kind_of(
        "expression_checks",
        "expression_check",
        [],
        [
            Reference("episode_id", "episodes"),
            Reference("observer_id", "actors"),
            Reference("expression_id", "expressions"),
        ],
        ("episode_id", "observer_id", "expression_id"),
    ),
    kind_of(
        "trait_checks",
        "trait_check",
        [],
        [
            Reference("episode_id", "episodes"),
            Reference("observer_id", "actors"),
            Reference("trait_id", "traits"),
        ],
        ("episode_id", "observer_id", "trait_id"),
    ),
    kind_of(
        "episode_outcomes",
        "episode_outcome",
        [
            bool_field("awarded"),
            Field(
                "missing",
                "missing",
                lambda v, p: check_text(v, p, limit=NOTES_LENGTH, required=False, line=False),
            ),
        ],
        [Reference("episode_id", "episodes"), Reference("persona_id", "personae")],
        ("episode_id", "persona_id"),
    ),
    # Version 2: the lists of the Ironsworn, Cortex, statement and Challenge tools.
    kind_of(
        "progress_tracks",
        "progress_track",
        [
            id_field(),
            name_field("name"),
            choice_field("kind", [kind.value for kind in TrackKind]),
            choice_field("rank", [rank.value for rank in Rank]),
            int_field("ticks", LegalRange(0, 40)),
            int_field("clock", LegalRange(0, 4)),
            datetime_field("created_at"),
            datetime_field("updated_at"),
        ],
        [Reference("persona_id", "personae", nullable=True)],
        since=2,
    ),
    kind_of(
        "ironsworn_sheets",
        "ironsworn_sheet",
        [
            *(int_field(stat.value, LegalRange(1, 3)) for stat in Stat),
            *(int_field(meter.value, LegalRange(0, 5)) for meter in Meter),
            int_field("momentum", LegalRange(-6, 10)),
            names_list_field("impacts", "impacts", [impact.value for impact in Impact]),
            *(
                field
                for kind in LegacyKind
                for field in (
                    int_field(f"{kind.value}_ticks", LegalRange(0, 39)),
                    flag_int_field(f"{kind.value}_completed", f"{kind.value}_completed"),
                )
            ),
            int_field("experience_earned", COUNT_RANGE),
            int_field("experience_spent", COUNT_RANGE),
            datetime_field("updated_at"),
        ],
        [Reference("persona_id", "personae")],
        ("persona_id",),
        since=2,
    ),
    # Version 4: the assets on the Ironsworn sheets.
    kind_of(
        "ironsworn_assets",
        "ironsworn_asset",
        [
            id_field(),
            name_field("asset_id"),
            name_field("name"),
            abilities_field(),
            json_field("state", dict),
            datetime_field("created_at"),
            datetime_field("updated_at"),
        ],
        [Reference("persona_id", "personae")],
        since=4,
    ),
    kind_of(
        "oracle_rolls",
        "oracle_roll",
        [
            id_field(),
            name_field("table_name"),
            int_field("roll", LegalRange(1, 100)),
            Field(
                "result",
                "result",
                lambda v, p: check_text(v, p, limit=NOTES_LENGTH, required=False, line=False),
            ),
            datetime_field("rolled_at"),
        ],
        since=2,
    ),
    kind_of(
        "cortex_sheets",
        "cortex_sheet",
        [
            int_field("plot_points", COUNT_RANGE),
            die_field("physical", "stress_physical"),
            die_field("mental", "stress_mental"),
            die_field("social", "stress_social"),
            bool_field("stressed_out"),
            names_list_field(
                "awaiting_time", "awaiting_time", sorted(kind.value for kind in StressType)
            ),
            datetime_field("updated_at"),
        ],
        [Reference("persona_id", "personae")],
        ("persona_id",),
        # The table keeps a deleted Persona's stress for undo; the file holds living ones.
        where="persona_id IN (SELECT id FROM persona)",
        since=2,
    ),
    kind_of(
        "cortex_challenges",
        "cortex_challenge",
        [
            id_field(),
            name_field("name"),
            state_field(),
            datetime_field("created_at"),
            datetime_field("updated_at"),
        ],
        since=2,
    ),
    kind_of(
        "statement_scenes",
        "statement_scene",
        [
            id_field(),
            name_field("name"),
            state_field(),
            datetime_field("created_at"),
            datetime_field("updated_at"),
        ],
        since=2,
    ),
    kind_of(
        "challenges",
        "challenge",
        [
            id_field(),
            name_field("title"),
            choice_field("status", list(STATUSES)),
            nullable_choice_field("outcome", list(OUTCOMES)),
            bool_field("applied"),
            json_field("rulings", dict),
            json_field("persona_ids", list),
            json_field("setup", dict),
            json_field("steps", list),
            datetime_field("created_at"),
            datetime_field("updated_at"),
        ],
        since=2,
    ),
)


def top_keys(version: int) -> list[str]:
    return ["format", "version", *(kind.key for kind in KINDS if kind.since <= version)]
