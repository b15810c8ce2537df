"""The Dice tools' table models: Qt's model checks, filtering, sorting and selection by id."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QPersistentModelIndex, Qt
from pytestqt.modeltest import ModelTester

from starshine_desktop.rules.cortex import (
    ChallengeLength,
    ChallengePhase,
    DicePool,
    Die,
    Difficulty,
)
from starshine_desktop.rules.statements import (
    FactorKind,
    FactorRef,
    OpposingFactor,
    Scene,
    Statement,
    StatementCharacter,
)
from starshine_desktop.services.cortex.pools import ChallengeView
from starshine_desktop.services.statements.scenes import PlayerEntry
from starshine_desktop.storage.saved_reads import SavedKind, SavedRow
from starshine_desktop.ui.cortex.challenge_models import challenge_columns
from starshine_desktop.ui.models.rows import rows_model
from starshine_desktop.ui.models.table_model import ID_ROLE, SORT_ROLE, TableModel
from starshine_desktop.ui.statements.statement_models import (
    player_columns,
    scene_columns,
    statement_columns,
)

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _challenge(challenge_id: int, name: str, pool: tuple[Die, ...], round_: int) -> ChallengeView:
    return ChallengeView(
        id=challenge_id,
        name=name,
        level=Difficulty.HARD,
        length=ChallengeLength.SHORT,
        pool=DicePool(pool),
        participants=(1, 2),
        round=round_,
        acted=(1,),
        phase=ChallengePhase.CHARACTERS if pool else ChallengePhase.OVERCOME,
        log=("Started",),
    )


def test_challenge_model_filters_sorts_and_keeps_the_selection(qtmodeltester: ModelTester) -> None:
    model: TableModel[ChallengeView] = rows_model(
        challenge_columns({1: "Ada", 2: "Bo"}.__getitem__),
        lambda c: c.id,
    )
    model.sync_rows(
        [
            _challenge(1, "Storm", (Die.D10, Die.D10, Die.D6), 2),
            _challenge(2, "Avalanche", (), 5),
            _challenge(3, "Market chase", (Die.D6,), 1),
        ]
    )
    qtmodeltester.check(model)
    assert model.index(0, 5).data() == "Ada, Bo"
    assert model.index(1, 2).data() == "—"
    kept = QPersistentModelIndex(model.index(0, 0))
    model.sort(0, Qt.SortOrder.AscendingOrder)
    assert [row.name for row in model.rows] == ["Avalanche", "Market chase", "Storm"]
    assert kept.row() == 2 and kept.data(ID_ROLE) == 1
    model.sort(3, Qt.SortOrder.DescendingOrder)
    assert [row.round for row in model.rows] == [5, 2, 1]
    assert model.index(0, 3).data(SORT_ROLE) == 5
    model.set_filter_text("storm")
    assert [row.name for row in model.rows] == ["Storm"]
    assert kept.row() == 0
    model.set_filter_text("")
    qtmodeltester.check(model)
    assert model.row_of(3) is not None and model.row_or_none(99) is None


def test_scene_and_player_models_pass_the_checks(qtmodeltester: ModelTester) -> None:
    scenes: TableModel[SavedRow] = rows_model(scene_columns(lambda r: "stating"), lambda r: r.id)
    scenes.sync_rows(
        [
            SavedRow(SavedKind.SCENE, 1, "Harbour", "{}", NOW, NOW),
            SavedRow(SavedKind.SCENE, 2, "Docks", "{}", NOW, NOW),
        ]
    )
    qtmodeltester.check(scenes)
    scenes.sort(0)
    assert [row.name for row in scenes.rows] == ["Docks", "Harbour"]
    players: TableModel[PlayerEntry] = rows_model(
        player_columns(lambda p: p.luck + 1), lambda p: p.name
    )
    players.sync_rows(
        [
            PlayerEntry("Ada", {"Brave": 3}, {"Acuity": 2}, {}, luck=4, drives=("Home",)),
            PlayerEntry("Bo", {}, {}, {"Ship": 2}, luck=1),
        ]
    )
    qtmodeltester.check(players)
    assert [players.index(0, c).data() for c in range(6)] == [
        "Ada",
        "5",
        "Brave 3",
        "Acuity 2",
        "",
        "Home",
    ]
    assert players.headerData(1, Qt.Orientation.Horizontal) == "Luck"


def test_statement_model_shows_exact_odds_and_results(qtmodeltester: ModelTester) -> None:
    ada = StatementCharacter("Ada", traits={"Brave": 3}, luck=2)
    bo = StatementCharacter("Bo", attributes={"Grace": 3})
    scene = Scene([ada, bo])
    scene.state("Ada", "The gate opens", [FactorRef(FactorKind.TRAIT, "Brave")], luck_bid=1)
    scene.state(
        "Bo",
        "The guard sleeps",
        [FactorRef(FactorKind.ATTRIBUTE, "Grace")],
        [OpposingFactor("Alert guard", 2)],
    )
    scene.roll(("Ada", 1), faces=[1, 4, 2])
    model: TableModel[Statement] = rows_model(statement_columns(), lambda s: s.key)
    model.sync_rows(list(scene.statements.values()))
    qtmodeltester.check(model)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[:9] == ["Player", "#", "Statement", "F", "O", "P(0)", "P(1)", "P(2)", "P(3)"]
    bo_row = model.row_of(("Bo", 1))
    assert bo_row is not None
    assert [model.index(bo_row, c).data() for c in range(5, 9)] == [
        "6.4%",
        "28.8%",
        "43.2%",
        "21.6%",
    ]
    ada_row = model.row_of(("Ada", 1))
    assert ada_row is not None
    assert model.index(ada_row, 9).data() == "1 4 2"
    assert model.index(ada_row, 11).data() == "12"  # three successes × F 4
    assert model.index(bo_row, 11).data() == "—"
    model.sort(11, Qt.SortOrder.DescendingOrder)
    assert model.rows[0].player == "Ada"
