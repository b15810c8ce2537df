"""Common: checking a whole campaign document (types, references, the rules of each system)."""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from starshine_desktop.rules.errors import (
    QT_TRANSLATE_NOOP,
    IllegalStep,
    Refusal,
    RuleError,
    ScenarioError,
)
from starshine_desktop.rules.ironsworn import (
    Character,
    Legacy,
    LegacyKind,
    LegacyTrack,
    Meter,
    Rank,
    Stat,
    TrackKind,
)
from starshine_desktop.rules.starshine.replay import replay_challenge
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.services.cortex.pools import challenge_state_text, load_challenge_state
from starshine_desktop.services.cortex.sheets import character_of
from starshine_desktop.services.exchange.fields import (
    Field,
    Kind,
    check_int,
    check_keys,
    json_type,
    refuse_bad,
)
from starshine_desktop.services.exchange.limits import ID_RANGE, ImportRefused
from starshine_desktop.services.exchange.versions import FORMAT, KINDS, READ_VERSIONS, top_keys
from starshine_desktop.services.statements.scenes import STATE_VERSION as SCENE_STATE_VERSION
from starshine_desktop.services.statements.scenes import PlayerEntry, load_scene_state
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow
from starshine_desktop.storage.ironsworn.tracks_reads import TrackValues, parse_impacts
from starshine_desktop.storage.saved_reads import SavedKind, SavedRow
from starshine_desktop.storage.starshine.challenges_reads import FINISHED


@dataclass(frozen=True, slots=True)
class CampaignData:
    """Checked rows of every table, ready to insert in this order."""

    tables: tuple[tuple[str, list[dict[str, Any]]], ...]

    def rows(self, table: str) -> list[dict[str, Any]]:
        """Return the rows of one table."""
        return dict(self.tables)[table]


def validate_campaign(document: Any, *, consume: bool = False) -> CampaignData:
    """Check a parsed campaign file completely; raise ``ImportRefused`` at the first fault.

    With ``consume`` each item of ``document`` is dropped once its row is built, so a large
    file is not held twice (the document is then left emptied).
    """
    version = _check_header(document)
    checked: dict[str, list[dict[str, Any]]] = {}
    for kind in KINDS:
        if kind.since > version:
            checked[kind.key] = []
            continue
        checked[kind.key] = _check_list(kind, document[kind.key], version, consume=consume)
    _check_references(checked)
    _check_rules(checked)
    check_with_engines(checked)
    return CampaignData(tuple((kind.table, checked[kind.key]) for kind in KINDS))


def _check_header(document: Any) -> int:
    """Check that the document is a campaign file this build reads; return its version."""
    refuse_bad(document, "$")
    if not isinstance(document, dict):
        raise ImportRefused(
            "$",
            QT_TRANSLATE_NOOP("Refusal", "must be an object, not {type}"),
            type=json_type(document),
        )
    # The format and version first: another version may have other keys.
    for required in ("format", "version"):
        if required not in document:
            raise ImportRefused(f"$.{required}", QT_TRANSLATE_NOOP("Refusal", "missing"))
    refuse_bad(document["format"], "$.format")
    if document["format"] != FORMAT:
        raise ImportRefused(
            "$.format", QT_TRANSLATE_NOOP("Refusal", "must be {format!r}"), format=FORMAT
        )
    version = document["version"]
    refuse_bad(version, "$.version")
    if type(version) is not int or version not in READ_VERSIONS:
        raise ImportRefused(
            "$.version",
            QT_TRANSLATE_NOOP("Refusal", "this Starshine Desktop reads versions {versions}"),
            versions=", ".join(map(str, READ_VERSIONS)),
        )
    check_keys(document, "$", top_keys(version))
    return version


def _check_list(kind: Kind, items: Any, version: int, *, consume: bool) -> list[dict[str, Any]]:
    """Check one list of the file; return its rows. No key and no UUID may repeat."""
    path = f"$.{kind.key}"
    refuse_bad(items, path)
    if not isinstance(items, list):
        raise ImportRefused(
            path,
            QT_TRANSLATE_NOOP("Refusal", "must be a list, not {type}"),
            type=json_type(items),
        )
    rows, keys = [], set()
    uuids: set[str] = set()
    fields = [field for field in kind.fields if field.since <= version]
    expected = [field.key for field in fields]
    for number, item in enumerate(items):
        item_path = f"{path}[{number}]"
        row = _check_item(kind, fields, expected, item, item_path, version)
        key = tuple(row[column] for column in kind.primary)
        if key in keys:
            raise ImportRefused(
                f"{item_path}.{kind.primary[-1]}",
                QT_TRANSLATE_NOOP("Refusal", "repeats {key}"),
                key=str(key),
            )
        keys.add(key)
        if "uuid" in row:
            if row["uuid"] is None:
                row["uuid"] = str(uuid.uuid4())
            elif row["uuid"] in uuids:
                raise ImportRefused(
                    f"{item_path}.uuid",
                    QT_TRANSLATE_NOOP("Refusal", "repeats the UUID of another record"),
                )
            uuids.add(row["uuid"])
        rows.append(row)
        if consume:
            items[number] = None
    return rows


def _check_item(
    kind: Kind, fields: list[Field], expected: list[str], item: Any, item_path: str, version: int
) -> dict[str, Any]:
    """Check one item of a list against its fields; return its row (newer fields defaulted)."""
    refuse_bad(item, item_path)
    if not isinstance(item, dict):
        raise ImportRefused(
            item_path,
            QT_TRANSLATE_NOOP("Refusal", "must be an object, not {type}"),
            type=json_type(item),
        )
    check_keys(item, item_path, expected)
    row: dict[str, Any] = {
        field.column: field.default for field in kind.fields if field.since > version
    }
    for field in fields:
        value = field.check(item[field.key], f"{item_path}.{field.key}")
        if field.key == "scores":
            row.update(value)
        else:
            row[field.column] = value
    return row


def _check_references(checked: Mapping[str, list[dict[str, Any]]]) -> None:
    ids = {key: {row["id"] for row in rows if "id" in row} for key, rows in checked.items()}
    for kind in KINDS:
        for number, row in enumerate(checked[kind.key]):
            for reference in kind.references:
                value = row[reference.key]
                if value is not None and value not in ids[reference.target]:
                    raise ImportRefused(
                        f"$.{kind.key}[{number}].{reference.key}",
                        QT_TRANSLATE_NOOP("Refusal", "names no record of {target} (id {value})"),
                        target=reference.target,
                        value=value,
                    )


def _check_rules(checked: Mapping[str, list[dict[str, Any]]]) -> None:
    actors = {row["id"]: row for row in checked["actors"]}
    names: set[str] = set()
    directors = 0
    for number, row in enumerate(checked["actors"]):
        if row["name"] in names:
            raise ImportRefused(
                f"$.actors[{number}].name",
                QT_TRANSLATE_NOOP("Refusal", "another Actor has this name"),
            )
        names.add(row["name"])
        directors += row["is_director"]
        if directors > 1:
            raise ImportRefused(
                f"$.actors[{number}].is_director",
                QT_TRANSLATE_NOOP("Refusal", "there is one Director"),
            )
    for number, row in enumerate(checked["personae"]):
        actor = actors.get(row["actor_id"])
        if actor is not None and actor["is_director"]:
            raise ImportRefused(
                f"$.personae[{number}].actor_id",
                QT_TRANSLATE_NOOP("Refusal", "the Director plays no Persona"),
            )
    characteristics = {row["id"]: row for row in checked["characteristics"]}
    investments = {row["id"]: row for row in checked["investments"]}
    for number, row in enumerate(checked["traits"]):
        if (row["persona_id"] is None) == (row["element_id"] is None):
            raise ImportRefused(
                f"$.traits[{number}]",
                QT_TRANSLATE_NOOP("Refusal", "a Trait is on exactly one Persona or Element"),
            )
    for number, row in enumerate(checked["investments"]):
        if characteristics[row["characteristic_id"]]["persona_id"] != row["persona_id"]:
            raise ImportRefused(
                f"$.investments[{number}].characteristic_id",
                QT_TRANSLATE_NOOP("Refusal", "names a Characteristic of another Persona"),
            )
    for number, row in enumerate(checked["strategies"]):
        investment = investments.get(row["investment_id"])
        if investment is not None and investment["persona_id"] != row["persona_id"]:
            raise ImportRefused(
                f"$.strategies[{number}].investment_id",
                QT_TRANSLATE_NOOP("Refusal", "names another Persona's Investment"),
            )
    players = {(row["episode_id"], row["actor_id"]) for row in checked["episode_players"]}
    for key in ("expression_checks", "trait_checks"):
        for number, row in enumerate(checked[key]):
            if (row["episode_id"], row["observer_id"]) not in players:
                raise ImportRefused(
                    f"$.{key}[{number}].observer_id",
                    QT_TRANSLATE_NOOP("Refusal", "is not a player of that Episode"),
                )


def _same(left: Any, right: Any) -> bool:
    """Say whether two JSON values are equal with the same types (true is not 1)."""
    if type(left) is not type(right):
        return False
    if isinstance(left, dict):
        return left.keys() == right.keys() and all(_same(left[k], right[k]) for k in left)
    if isinstance(left, list):
        return len(left) == len(right) and all(map(_same, left, right))
    return bool(left == right)


WRONG_KEY = Refusal(
    QT_TRANSLATE_NOOP("Refusal", "holds an unknown key or a value of the wrong type")
)
_ENGINE_ERRORS = (RuleError, KeyError, IndexError, ValueError, TypeError, AttributeError)


def _engine_says(error: BaseException) -> Refusal:
    """Return why an engine refused a stored value: its refusal, or what went wrong."""
    if isinstance(error, RuleError):
        return error
    return Refusal(
        QT_TRANSLATE_NOOP("Refusal", "its engine cannot load it ({error_type}: {error})"),
        error_type=type(error).__name__,
        error=str(error),
    )


def _check_assets(rows: list[dict[str, Any]]) -> None:
    """Check the assets on the Ironsworn sheets: a card's Datasworn id, at most once on a
    sheet, and fields holding a text, a whole number or a tick (the cards themselves are
    the rules packages', checked when the package is in the campaign)."""
    held: set[tuple[int, str]] = set()
    for number, row in enumerate(rows):
        path = f"$.ironsworn_assets[{number}]"
        if not row["asset_id"].startswith("asset:") or len(row["asset_id"]) < 7:
            raise ImportRefused(
                f"{path}.asset_id",
                QT_TRANSLATE_NOOP("Refusal", "is not the Datasworn id of an asset: {value!r}"),
                value=row["asset_id"],
            )
        key = (row["persona_id"], row["asset_id"])
        if key in held:
            raise ImportRefused(
                f"{path}.asset_id",
                QT_TRANSLATE_NOOP("Refusal", "the Persona's sheet holds this asset already"),
            )
        held.add(key)
        for field, value in json.loads(row["state"]).items():
            if not isinstance(value, (str, int, bool)) or isinstance(value, float):
                raise ImportRefused(
                    f"{path}.state.{field}",
                    QT_TRANSLATE_NOOP(
                        "Refusal", "an asset's field holds a text, a whole number or a tick"
                    ),
                )


def check_with_engines(checked: Mapping[str, list[dict[str, Any]]]) -> None:
    """Check the version 2 lists through their rules engines."""
    for number, row in enumerate(checked["progress_tracks"]):
        values = TrackValues(
            row["name"], TrackKind(row["kind"]), Rank(row["rank"]), row["ticks"], row["clock"]
        )
        try:
            values.track  # noqa: B018 - building it checks the track
            values.scene  # noqa: B018
        except RuleError as error:
            raise ImportRefused(f"$.progress_tracks[{number}]", error) from None
    for number, row in enumerate(checked["ironsworn_sheets"]):
        try:
            Character(
                **{stat.value: row[stat.value] for stat in Stat},
                **{meter.value: row[meter.value] for meter in Meter},
                momentum=row["momentum"],
                impacts=parse_impacts(row["impacts"]),
            )
            tracks = {
                kind.value: LegacyTrack(
                    kind, row[f"{kind.value}_ticks"], row[f"{kind.value}_completed"] == 1
                )
                for kind in LegacyKind
            }
            Legacy(
                **tracks,
                experience_earned=row["experience_earned"],
                experience_spent=row["experience_spent"],
            )
        except RuleError as error:
            raise ImportRefused(f"$.ironsworn_sheets[{number}]", error) from None
    _check_assets(checked["ironsworn_assets"])
    sheets: dict[int, CortexSheetRow] = {}
    for number, row in enumerate(checked["cortex_sheets"]):
        sheet = CortexSheetRow(
            persona_id=row["persona_id"],
            plot_points=row["plot_points"],
            physical=row["stress_physical"],
            mental=row["stress_mental"],
            social=row["stress_social"],
            stressed_out=row["stressed_out"],
            awaiting_time=tuple(part for part in row["awaiting_time"].split(",") if part),
        )
        try:
            character_of(sheet, str(sheet.persona_id))
        except _ENGINE_ERRORS as error:
            reason = _engine_says(error)
            raise ImportRefused(f"$.cortex_sheets[{number}]", reason) from None
        sheets[sheet.persona_id] = sheet
    for number, row in enumerate(checked["cortex_challenges"]):
        path = f"$.cortex_challenges[{number}].state"
        saved = SavedRow(
            SavedKind.CHALLENGE,
            row["id"],
            row["name"],
            row["state"],
            row["created_at"],
            row["created_at"],
        )
        try:
            view = load_challenge_state(saved, sheets)
        except _ENGINE_ERRORS as error:
            reason = _engine_says(error)
            raise ImportRefused(path, reason) from None
        if not _same(json.loads(row["state"]), json.loads(challenge_state_text(view))):
            raise ImportRefused(path, WRONG_KEY)
    for number, row in enumerate(checked["statement_scenes"]):
        _check_scene(row, f"$.statement_scenes[{number}].state")
    for number, row in enumerate(checked["challenges"]):
        _check_challenge(row, f"$.challenges[{number}]")


def _check_scene(row: Mapping[str, Any], path: str) -> None:
    data = json.loads(row["state"])
    check_keys(data, path, ["version", "players", "actions"])
    if not _same(data["version"], SCENE_STATE_VERSION):
        raise ImportRefused(
            f"{path}.version",
            QT_TRANSLATE_NOOP("Refusal", "must be {version}"),
            version=SCENE_STATE_VERSION,
        )
    if not isinstance(data["players"], list) or not isinstance(data["actions"], list):
        raise ImportRefused(path, QT_TRANSLATE_NOOP("Refusal", "players and actions must be lists"))
    for number, player in enumerate(data["players"]):
        try:
            same = _same(player, PlayerEntry.from_json(player).to_json())
        except _ENGINE_ERRORS as error:
            reason = _engine_says(error)
            raise ImportRefused(f"{path}.players[{number}]", reason) from None
        if not same:
            raise ImportRefused(f"{path}.players[{number}]", WRONG_KEY)
    for number, action in enumerate(data["actions"]):
        if not isinstance(action, dict) or not isinstance(action.get("do"), str):
            raise ImportRefused(
                f"{path}.actions[{number}]",
                QT_TRANSLATE_NOOP("Refusal", "must be an object naming its step"),
            )
    saved = SavedRow(
        SavedKind.SCENE, row["id"], row["name"], row["state"], row["created_at"], row["created_at"]
    )
    try:
        load_scene_state(saved)
    except _ENGINE_ERRORS as error:
        reason = _engine_says(error)
        raise ImportRefused(path, reason) from None


_SETUP_KEYS = ["rules", "rulings", "personae", "elements"]


def _check_challenge(row: Mapping[str, Any], path: str) -> None:
    setup = json.loads(row["setup"])
    steps = json.loads(row["steps"])
    rulings = json.loads(row["rulings"])
    persona_ids = json.loads(row["persona_ids"])
    check_keys(setup, f"{path}.setup", _SETUP_KEYS)
    try:
        chosen = Rulings.from_mapping(rulings).to_mapping()
    except RuleError as error:
        raise ImportRefused(f"{path}.rulings", error) from None
    if not _same(rulings, chosen) or not _same(setup["rulings"], rulings):
        raise ImportRefused(
            f"{path}.rulings",
            QT_TRANSLATE_NOOP("Refusal", "must name every ruling, as the set-up does"),
        )
    try:
        engine = replay_challenge({**setup, "steps": steps})
    except IllegalStep as error:
        raise ImportRefused(f"{path}.steps[{error.step_index}]", error) from None
    except (ScenarioError, RuleError) as error:
        raise ImportRefused(f"{path}.setup", error) from None
    recorded = json.loads(json.dumps(engine.recorded_scenario()))
    for key in ("personae", "elements"):
        if not _same(setup[key], recorded[key]):
            raise ImportRefused(
                f"{path}.setup.{key}",
                QT_TRANSLATE_NOOP("Refusal", "is not in the form the app records"),
            )
    if not _same(steps, recorded["steps"]):
        raise ImportRefused(
            f"{path}.steps", QT_TRANSLATE_NOOP("Refusal", "are not in the form the app records")
        )
    if len(persona_ids) != len(setup["personae"]):
        raise ImportRefused(
            f"{path}.persona_ids",
            QT_TRANSLATE_NOOP("Refusal", "must name one Persona per Persona set up"),
        )
    for number, persona_id in enumerate(persona_ids):
        check_int(persona_id, f"{path}.persona_ids[{number}]", ID_RANGE)
    if len(set(persona_ids)) != len(persona_ids):
        raise ImportRefused(
            f"{path}.persona_ids", QT_TRANSLATE_NOOP("Refusal", "names a Persona twice")
        )
    finished = row["status"] == FINISHED
    if finished != engine.ended:
        raise ImportRefused(
            f"{path}.status",
            QT_TRANSLATE_NOOP("Refusal", "the steps have ended")
            if engine.ended
            else QT_TRANSLATE_NOOP("Refusal", "the steps have not ended"),
        )
    outcome = None if engine.outcome is None else str(engine.outcome)
    if row["outcome"] != outcome:
        raise ImportRefused(
            f"{path}.outcome",
            QT_TRANSLATE_NOOP("Refusal", "the steps give {outcome!r}"),
            outcome=outcome,
        )
    if row["applied"] and not finished:
        raise ImportRefused(
            f"{path}.applied",
            QT_TRANSLATE_NOOP("Refusal", "only a finished Challenge has results to apply"),
        )
