"""Statements: statement scenes kept with the campaign.

A scene stores the players as they entered it and every step taken (Statements, links,
faces rolled, the table's answers, finishing, and after the scene Setbacks, the experience
test, advances and Drives), replayed through the engine's ``Scene`` on every read, so the
stored state is always one the rules reached. Every step returns its ``Edit``; undo and redo
replay its rows, so the JSON comes back exactly as it was, rolled faces included.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, TypeVar

from starshine_desktop.rules import statements
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.statements import (
    FactorKind,
    FactorRef,
    Scene,
    SceneSummary,
    Statement,
    StatementCharacter,
)
from starshine_desktop.rules.statements.steps import (
    Advance,
    DriveStep,
    Experience,
    Finish,
    Inconvenience,
    LinkStep,
    Resolve,
    Revise,
    RollStep,
    SceneStep,
    SetbackStep,
    StateStep,
    Withdraw,
    apply_scene_step,
    factor_json,
    factor_of,
    parse_scene_step,
    scene_step_json,
)
from starshine_desktop.services import edits
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.names import clean_name
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.saved_reads import (
    SavedKind,
    SavedRow,
    read_saved,
    read_saved_list,
)
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:  # SQLAlchemy loads on the first write
    from starshine_desktop.storage.journal import Journal

T = TypeVar("T")
STATE_VERSION = 1
_FACTOR = re.compile(r"^(?P<name>.*?\S)\s+(?P<degree>[0-9]{1,3})$")

Ask = Callable[[Statement, list[Statement]], bool]
Step = SceneStep | Callable[[Scene], SceneStep]
"""A step of a scene, or a function making it from the scene as it stands (a roll)."""


#: What each kind of factor is called where a player's are written (a game term, marked).
FACTOR_TITLES = {
    FactorKind.TRAIT: QT_TRANSLATE_NOOP("Game", "Traits"),
    FactorKind.ATTRIBUTE: QT_TRANSLATE_NOOP("Game", "Attributes"),
    FactorKind.RESOURCE: QT_TRANSLATE_NOOP("Game", "Resources"),
}


def parse_factors(what: str, text: str) -> dict[str, int]:
    """Read factors written as 'Brave 3, Quick Wits 2' into {name: degree}."""
    factors: dict[str, int] = {}
    for part in text.split(","):
        if not part.strip():
            continue
        match = _FACTOR.match(part.strip())
        if match is None:
            raise ValidationError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{what}: write each as a name and a degree, e.g. 'Brave 3', not {part!r}",
                ),
                what=what,
                part=part.strip(),
            )
        name = " ".join(match["name"].split())
        if name in factors:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "{what}: {name} is written twice"),
                what=what,
                name=name,
            )
        factors[name] = int(match["degree"])
    return factors


def format_factors(factors: dict[str, int]) -> str:
    """Write {name: degree} the way ``parse_factors`` reads it."""
    return ", ".join(f"{name} {degree}" for name, degree in factors.items())


@dataclass(frozen=True, slots=True)
class PlayerEntry:
    """A player as they enter a scene: their sheet for statement resolution."""

    name: str
    traits: dict[str, int]
    attributes: dict[str, int]
    resources: dict[str, int]
    luck: int = 0
    drives: tuple[str, ...] = ()
    persona_id: int | None = None
    starting_attributes: dict[str, int] | None = None
    setbacks: tuple[statements.CarriedSetback, ...] = ()

    def character(self) -> StatementCharacter:
        """Return a fresh engine character (checks every range of the rules)."""
        return StatementCharacter(
            name=self.name,
            traits=dict(self.traits),
            attributes=dict(self.attributes),
            resources=dict(self.resources),
            luck=self.luck,
            drives=list(self.drives),
            starting_attributes=dict(self.starting_attributes or {}),
            carried=list(self.setbacks),
        )

    def to_json(self) -> dict[str, Any]:
        """Return the stored form (starting Attributes once they differ, Setbacks if any)."""
        data: dict[str, Any] = {
            "name": self.name,
            "traits": self.traits,
            "attributes": self.attributes,
            "resources": self.resources,
            "luck": self.luck,
            "drives": list(self.drives),
            "persona_id": self.persona_id,
        }
        if self.starting_attributes is not None:
            data["starting_attributes"] = self.starting_attributes
        if self.setbacks:
            data["setbacks"] = [_carried_json(item) for item in self.setbacks]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayerEntry:
        """Read the stored form."""
        return cls(
            name=str(data["name"]),
            traits={str(k): int(v) for k, v in data["traits"].items()},
            attributes={str(k): int(v) for k, v in data["attributes"].items()},
            resources={str(k): int(v) for k, v in data["resources"].items()},
            luck=int(data["luck"]),
            drives=tuple(str(d) for d in data["drives"]),
            persona_id=None if data.get("persona_id") is None else int(data["persona_id"]),
            starting_attributes=None
            if data.get("starting_attributes") is None
            else {str(k): int(v) for k, v in data["starting_attributes"].items()},
            setbacks=tuple(_carried_of(item) for item in data.get("setbacks", [])),
        )


@dataclass(frozen=True, slots=True)
class SceneView:
    """A saved scene replayed: the engine's ``Scene`` and what the board shows."""

    id: int
    name: str
    players: tuple[PlayerEntry, ...]
    scene: Scene | None
    resolution: tuple[Statement, ...]
    summaries: dict[str, SceneSummary]

    @property
    def finished(self) -> bool:
        """Say whether the Luck of the scene has been paid."""
        return self.scene is not None and self.scene.phase is statements.ScenePhase.FINISHED


def _carried_json(item: statements.CarriedSetback) -> dict[str, Any]:
    setback = item.setback
    return {
        "description": setback.description,
        "degree": setback.degree,
        "lasting": setback.lasting,
        "attribute": setback.attribute,
        "target": None if setback.target is None else factor_json(setback.target),
        "from": item.origin,
    }


def _carried_of(data: dict[str, Any]) -> statements.CarriedSetback:
    for key in ("lasting", "attribute"):
        if not isinstance(data[key], bool):
            raise TypeError(f"setback: {key} is true or false")
    return statements.CarriedSetback(
        statements.Setback(
            str(data["description"]),
            int(data["degree"]),
            lasting=data["lasting"],
            attribute=data["attribute"],
            target=factor_of(data["target"]),
        ),
        str(data["from"]),
    )


class StatementScenes:
    """The statement scenes of one campaign."""

    def __init__(self, database: CampaignStore, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock

    def _run(self, work: Callable[[Journal], object]) -> Edit:
        return edits.run(self._database, work)

    def _read(self, journal: Journal) -> Reader:
        """Return the connection to read with inside ``journal``'s transaction."""
        return self._database.connection_of(journal.session)

    def list_scenes(self) -> list[SavedRow]:
        """Return every saved statement scene (name and state), ordered by id."""
        with self._database.reading() as connection:
            return read_saved_list(connection, SavedKind.SCENE)

    def stored_state(self, scene_id: int) -> SavedRow:
        """Return one saved scene (its name and JSON state) as stored."""
        with self._database.reading() as connection:
            return read_saved(connection, SavedKind.SCENE, scene_id)

    def scene(self, scene_id: int) -> SceneView:
        """Replay a saved scene through the engine and return what the board shows."""
        return self._replay(self.stored_state(scene_id))

    @staticmethod
    def _replay(row: SavedRow, extra: dict[str, Any] | None = None) -> SceneView:
        data = json.loads(row.state)
        players = tuple(PlayerEntry.from_json(item) for item in data["players"])
        actions = [*data["actions"], *([] if extra is None else [extra])]
        summaries: dict[str, SceneSummary] = {}
        if not players:
            return SceneView(row.id, row.name, players, None, (), summaries)
        scene = Scene([player.character() for player in players])
        for action in actions:
            apply_scene_step(scene, parse_scene_step(action), summaries)
        return SceneView(row.id, row.name, players, scene, tuple(scene.true_statements), summaries)

    def create_scene(self, name: str, players: Sequence[PlayerEntry] = ()) -> Edit:
        """Start a statement scene (players may come from an earlier scene)."""
        from starshine_desktop.storage import saved_writes as store

        clean = clean_name(QT_TRANSLATE_NOOP("Game", "A scene's name"), name)
        entries = tuple(players)
        if entries:
            Scene([player.character() for player in entries])
        state = json.dumps(
            {
                "version": STATE_VERSION,
                "players": [player.to_json() for player in entries],
                "actions": [],
            }
        )
        return self._run(
            lambda journal: store.insert_saved(
                journal, SavedKind.SCENE, clean, state, now=self._clock()
            )
        )

    def players_after(self, scene_id: int) -> list[PlayerEntry]:
        """Return the scene's players with the Luck, sheets and Setbacks they carry on.

        The Setbacks carried are the indefinite ones not recovered from and the
        temporary or indefinite ones recorded after this scene (named after it).
        """
        view = self.scene(scene_id)
        scene = view.scene
        if scene is None:
            return []
        players: list[PlayerEntry] = []
        for entry in view.players:
            now = scene.character(entry.name)
            start = dict(now.starting_attributes)
            players.append(
                replace(
                    entry,
                    traits=dict(now.traits),
                    attributes=dict(now.attributes),
                    resources=dict(now.resources),
                    luck=now.luck,
                    drives=tuple(now.drives),
                    starting_attributes=None if start == now.attributes else start,
                    setbacks=tuple(scene.carried_after(entry.name, view.name)),
                )
            )
        return players

    def _change_scene(
        self, scene_id: int, change: Callable[[SavedRow, dict[str, Any]], None]
    ) -> Edit:
        """Read the stored scene in one transaction, let ``change`` edit its JSON, store it.

        The row's update is journalled: undo puts back the JSON exactly (rolled faces too).
        """
        from starshine_desktop.storage import saved_writes as store

        def work(journal: Journal) -> None:
            row = read_saved(self._read(journal), SavedKind.SCENE, scene_id)
            data = json.loads(row.state)
            change(row, data)
            store.update_saved(
                journal, SavedKind.SCENE, scene_id, now=self._clock(), state=json.dumps(data)
            )

        return self._run(work)

    def add_player(self, scene_id: int, player: PlayerEntry) -> Edit:
        """Add a player to a scene before any Statement is made."""
        entry = replace(
            player, name=clean_name(QT_TRANSLATE_NOOP("Game", "A player's name"), player.name)
        )

        def change(_row: SavedRow, data: dict[str, Any]) -> None:
            if data["actions"]:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "scene: players join before the first Statement is made"
                    )
                )
            players = [*(PlayerEntry.from_json(item) for item in data["players"]), entry]
            Scene([p.character() for p in players])  # the rules check sheets and unique names
            data["players"] = [p.to_json() for p in players]

        return self._change_scene(scene_id, change)

    def remove_player(self, scene_id: int, name: str) -> Edit:
        """Take a player out of a scene before any Statement is made."""

        def change(_row: SavedRow, data: dict[str, Any]) -> None:
            if data["actions"]:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "scene: players leave before the first Statement is made"
                    )
                )
            kept = [item for item in data["players"] if item["name"] != name]
            if len(kept) == len(data["players"]):
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "scene: {name} is not in this scene"), name=name
                )
            data["players"] = kept

        return self._change_scene(scene_id, change)

    def _steps(self, scene_id: int, *steps: Step) -> Edit:
        """Take steps on a scene in one transaction (the engine refuses a step it forbids).

        A step is the stored action, or a function making it from the scene as it stands
        (to roll its dice).
        """

        def change(row: SavedRow, data: dict[str, Any]) -> None:
            if len(data["players"]) < 1:
                raise RuleError(QT_TRANSLATE_NOOP("Refusal", "scene: add the players first"))
            scene = self._replay(row).scene
            assert scene is not None
            for step in steps:
                made = step(scene) if callable(step) else step
                apply_scene_step(scene, made)
                data["actions"].append(scene_step_json(made))

        return self._change_scene(scene_id, change)

    def state_statement(self, scene_id: int, step: StateStep) -> Edit:
        """Add a player's next Statement (the engine checks every limit).

        A recovery Statement stores ``"recovers"``: the index of the Setback in effect.
        """
        return self._steps(scene_id, step)

    def withdraw_statement(self, scene_id: int, player: str) -> Edit:
        """Take back a player's last Statement (before anything is rolled)."""
        return self._steps(scene_id, Withdraw(player))

    def link_statements(
        self,
        scene_id: int,
        earlier: statements.StatementKey,
        later: statements.StatementKey,
        delta: int,
    ) -> Edit:
        """Say an earlier Statement supports (+1) or hinders (−1) a later-round one."""
        return self._steps(scene_id, LinkStep(earlier, later, delta))

    def roll_statement(
        self,
        scene_id: int,
        key: statements.StatementKey,
        faces: Sequence[int] | None = None,
        rng: random.Random | None = None,
    ) -> Edit:
        """Roll a Statement's three dice in the app (``rng``) or store the faces typed in."""
        if faces is None and rng is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "resolution: give the three faces or roll in the app")
            )
        return self._steps(scene_id, _roll_step(key, faces, rng))

    def roll_statements(
        self, scene_id: int, keys: Sequence[statements.StatementKey], rng: random.Random
    ) -> Edit:
        """Roll several Statements in the app as one step (all of them or, if refused, none)."""
        return self._steps(scene_id, *(_roll_step(key, None, rng) for key in keys))

    def resolve_scene(self, scene_id: int, ask: Ask) -> Edit:
        """Resolve every round by descending Weight, asking the table about compatibility.

        The table is asked before the transaction begins; the answers are stored with the step.
        """
        scene = self.scene(scene_id).scene
        if scene is None or not scene.statements:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "resolution: no Statement was made"))
        unrolled = [s for s in scene.statements.values() if not s.rolled]
        if unrolled:
            names = ", ".join(f"{s.player} #{s.order}" for s in unrolled)
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "resolution: roll every Statement first ({names})"),
                names=names,
            )
        answers: list[bool] = []

        def recorded(statement: Statement, already_true: list[Statement]) -> bool:
            answer = bool(ask(statement, already_true))
            answers.append(answer)
            return answer

        scene.resolve(recorded)
        return self._steps(scene_id, Resolve(tuple(answers)))

    def inconvenience(self, scene_id: int, player: str, trait: str) -> Edit:
        """Record a player inconveniencing themselves with a Trait: its degree in Luck later."""
        return self._steps(scene_id, Inconvenience(player, trait))

    def revise(self, scene_id: int, player: str, words: int, accepted: bool) -> Edit:
        """Record a revision of the scene: 1 Luck later if accepted at 150–450 words."""
        return self._steps(scene_id, Revise(player, words, accepted))

    def finish_scene(self, scene_id: int) -> Edit:
        """Pay the Luck earned in the scene (capped at 10)."""
        return self._steps(scene_id, Finish())

    # After the scene (Setbacks, the experience test, Drives) --------------------------

    def record_setback(self, scene_id: int, player: str, setback: statements.Setback) -> Edit:
        """Apply a Setback to a player (its cost stays within the failures they generated)."""
        described = replace(setback, description=" ".join(setback.description.split()))
        return self._steps(scene_id, SetbackStep(player, described))

    def take_experience_test(
        self,
        scene_id: int,
        player: str,
        faces: Sequence[int] | None = None,
        rng: random.Random | None = None,
    ) -> Edit:
        """Roll a player's experience test in the app (``rng``) or store the faces typed in."""
        if faces is not None:
            return self._steps(scene_id, Experience(player, tuple(faces)))
        if rng is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "experience: give the three faces or roll in the app")
            )
        dice = rng

        def rolled(scene: Scene) -> Experience:
            sides = sum(scene.experience_sums(player))
            if sides < 1 or scene.failures_of(player) == 0:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "experience: {player} generated no failures, so there is no test"
                    ),
                    player=player,
                )
            thrown = tuple(dice.randint(1, sides) for _ in range(statements.odds.ROLLS))
            return Experience(player, thrown)

        return self._steps(scene_id, rolled)

    def advance(
        self,
        scene_id: int,
        player: str,
        increase: FactorRef | None = None,
        decrease: FactorRef | None = None,
        attribute: str | None = None,
    ) -> Edit:
        """Take the advances a player's experience award allows (a new Trait starts at 1)."""
        if increase is not None:
            increase = FactorRef(increase.kind, " ".join(increase.name.split()))
        return self._steps(scene_id, Advance(player, increase, decrease, attribute))

    def change_drive(
        self,
        scene_id: int,
        player: str,
        kind: statements.DriveChangeKind,
        index: int | None = None,
        text: str = "",
        why: str = "",
    ) -> Edit:
        """Add, rewrite or remove one of a player's Drives, with the scene's justification."""
        return self._steps(
            scene_id,
            DriveStep(player, kind, index, " ".join(text.split()), " ".join(why.split())),
        )

    def rename_scene(self, scene_id: int, name: str) -> Edit:
        """Rename a scene."""
        from starshine_desktop.storage import saved_writes as store

        clean = clean_name(QT_TRANSLATE_NOOP("Game", "A scene's name"), name)
        return self._run(
            lambda journal: store.update_saved(
                journal, SavedKind.SCENE, scene_id, now=self._clock(), name=clean
            )
        )

    def delete_scene(self, scene_id: int) -> Edit:
        """Delete a saved scene."""
        from starshine_desktop.storage import saved_writes as store

        return self._run(lambda journal: store.delete_saved(journal, SavedKind.SCENE, scene_id))


def _roll_step(
    key: statements.StatementKey, faces: Sequence[int] | None, rng: random.Random | None
) -> Step:
    """Return the step rolling a Statement: the faces typed, or a roll of its d(F+O) here."""
    if faces is not None:
        return RollStep(key, tuple(faces))
    assert rng is not None
    dice = rng

    def rolled(scene: Scene) -> RollStep:
        statement = scene.statement(key)
        sides = statement.favouring_sum + statement.opposing_sum
        if sides < 1:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "resolution: a d(F+O) needs at least one point")
            )
        thrown = tuple(dice.randint(1, sides) for _ in range(statements.odds.ROLLS))
        return RollStep(key, thrown)

    return rolled


def load_scene_state(row: SavedRow) -> SceneView:
    """Replay a stored statement scene through the engine (raises what it refuses)."""
    return StatementScenes._replay(row)
