"""The boxes of the statement board: "State a Statement" and "Support, resolve, finish".

Each box builds its own controls, shows the scene it is given (``show_view``) and performs
its steps through the board's ``SceneStep`` (an undoable step on the scene shown, a refusal
shown next to the box's controls). Their texts are in the ``StatementBoard`` context, the
board's own.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from starshine_desktop.rules.statements import (
    FactorKind,
    FactorRef,
    OpposingFactor,
    Scene,
    ScenePhase,
    Statement,
    StatementKey,
)
from starshine_desktop.rules.statements.steps import StateStep
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.statements.scenes import SceneView, StatementScenes, parse_factors
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.statements.statement_aftermath import factor_text
from starshine_desktop.ui.widgets.cortex_statement_inputs import error_label

FACTOR_ROLE = Qt.ItemDataRole.UserRole + 1

SceneStep = Callable[[str, QLabel, Callable[[int], Edit]], bool]
"""Perform ``op(scene_id)`` on the scene shown as one undoable step, titled ``text``; a
refusal is shown in the label. True when it was done."""


def _owner_and_factor(data: object) -> tuple[str, FactorRef]:
    """Read back what a factor item holds (Qt may hand a tuple back as a list)."""
    assert isinstance(data, (tuple, list)) and len(data) == 2
    owner: object = data[0]
    ref: object = data[1]
    assert isinstance(ref, FactorRef)
    return str(owner), ref


def _key(data: object) -> StatementKey | None:
    """Read back a Statement key a combo box holds."""
    if data is None:
        return None
    assert isinstance(data, (tuple, list)) and len(data) == 2
    player: object = data[0]
    order: object = data[1]
    return (str(player), int(str(order)))


class StateBox(QGroupBox):
    """State a Statement: who states what, with which factors, numbers, Drive and recovery."""

    def __init__(self, step: SceneStep, dice: Callable[[], StatementScenes]) -> None:
        super().__init__(translate("StatementBoard", "State a Statement"))
        self._step = step
        self._dice = dice
        self.view: SceneView | None = None
        state_form = QFormLayout(self)
        self.speaker_combo = QComboBox()
        self.speaker_combo.setObjectName("statement-player")
        state_form.addRow(translate("StatementBoard", "Player"), self.speaker_combo)
        self.statement_edit = QLineEdit()
        self.statement_edit.setObjectName("statement-text")
        state_form.addRow(translate("StatementBoard", "Statement"), self.statement_edit)
        self.favouring_list = QListWidget()
        self.favouring_list.setObjectName("statement-favouring")
        self.favouring_list.setMaximumHeight(80)
        state_form.addRow(translate("StatementBoard", "Favouring"), self.favouring_list)
        self.opposing_list = QListWidget()
        self.opposing_list.setObjectName("statement-opposing")
        self.opposing_list.setMaximumHeight(80)
        state_form.addRow(translate("StatementBoard", "Opposing (others)"), self.opposing_list)
        self.obstacles_edit = QLineEdit()
        self.obstacles_edit.setObjectName("statement-obstacles")
        self.obstacles_edit.setPlaceholderText(
            translate("StatementBoard", "obstacles, e.g. Storm 3, Locked gate 2")
        )
        self.obstacles_error = error_label("statement-obstacles-error")
        state_form.addRow(translate("StatementBoard", "Obstacles"), self.obstacles_edit)
        state_form.addRow("", self.obstacles_error)
        numbers = QHBoxLayout()
        self.difficulty_spin = QSpinBox()
        self.difficulty_spin.setObjectName("statement-difficulty")
        self.difficulty_spin.setRange(0, 20)
        self.difficulty_spin.setToolTip(
            translate("StatementBoard", "0, or 2 to 12, added to the opposing sum")
        )
        self.bid_spin = QSpinBox()
        self.bid_spin.setObjectName("statement-bid")
        self.bid_spin.setRange(0, 10)
        self.bid_spin.setToolTip(
            translate("StatementBoard", "0 to 5 Luck, paid only if the Statement comes true")
        )
        numbers.addWidget(QLabel(translate("StatementBoard", "Difficulty")))
        numbers.addWidget(self.difficulty_spin)
        numbers.addWidget(QLabel(translate("StatementBoard", "Luck bid")))
        numbers.addWidget(self.bid_spin)
        numbers.addStretch(1)
        state_form.addRow("", numbers)
        self.drive_combo = QComboBox()
        self.drive_combo.setObjectName("statement-drive")
        state_form.addRow(translate("StatementBoard", "Reflects a Drive"), self.drive_combo)
        self.recovers_combo = QComboBox()
        self.recovers_combo.setObjectName("statement-recovers")
        self.recovers_combo.setToolTip(
            translate(
                "StatementBoard",
                "A recovery Statement: when it comes true, this indefinite Setback ends",
            )
        )
        state_form.addRow(translate("StatementBoard", "Recovers from"), self.recovers_combo)
        self.state_error = error_label("statement-error")
        state_form.addRow("", self.state_error)
        state_buttons = QHBoxLayout()
        self.state_button = QPushButton(translate("StatementBoard", "&State"))
        self.state_button.setObjectName("state-statement")
        self.state_button.clicked.connect(self.state_statement)
        self.withdraw_button = QPushButton(translate("StatementBoard", "Withdraw last"))
        self.withdraw_button.clicked.connect(self.withdraw)
        state_buttons.addWidget(self.state_button)
        state_buttons.addWidget(self.withdraw_button)
        state_form.addRow("", state_buttons)
        self.speaker_combo.currentIndexChanged.connect(lambda _i: self._fill_factors())

    def show_view(self, view: SceneView | None, stating: bool) -> None:
        """Show the players of the scene shown; stating is open while nothing is rolled."""
        self.view = view
        scene = None if view is None else view.scene
        for widget in (self.state_button, self.withdraw_button):
            widget.setEnabled(scene is not None and stating)
        keep = self.speaker_combo.currentText()
        self.speaker_combo.blockSignals(True)
        self.speaker_combo.clear()
        players = [] if view is None else [p.name for p in view.players]
        self.speaker_combo.addItems(players)
        if keep in players:
            self.speaker_combo.setCurrentText(keep)
        self.speaker_combo.blockSignals(False)
        self._fill_factors()

    def _fill_factors(self) -> None:
        self.favouring_list.clear()
        self.opposing_list.clear()
        self.drive_combo.clear()
        self.drive_combo.addItem(translate("StatementBoard", "none"), None)
        self.recovers_combo.clear()
        self.recovers_combo.addItem(translate("StatementBoard", "none"), None)
        if self.view is None:
            return
        scene = self.view.scene
        speaker = self.speaker_combo.currentText()
        for player in self.view.players:
            character = None if scene is None else scene.character(player.name)
            for kind, table in (
                (FactorKind.TRAIT, player.traits),
                (FactorKind.ATTRIBUTE, player.attributes),
                (FactorKind.RESOURCE, player.resources),
            ):
                for name, degree in table.items():
                    ref = FactorRef(kind, name)
                    now = degree if character is None else character.scene_degree(ref)
                    shown = f"{factor_text(ref)} {now}"
                    if now != degree:
                        shown = translate(
                            "StatementBoard", "{factor} ({degree}, Setback −{reduction})"
                        ).format(factor=shown, degree=degree, reduction=degree - now)
                    if player.name == speaker:
                        item = QListWidgetItem(shown)
                        target = self.favouring_list
                    else:
                        item = QListWidgetItem(
                            translate("StatementBoard", "{player}'s {factor}").format(
                                player=player.name, factor=shown
                            )
                        )
                        target = self.opposing_list
                    item.setData(FACTOR_ROLE, (player.name, ref))
                    if now >= 1:
                        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                        item.setCheckState(Qt.CheckState.Unchecked)
                    else:
                        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                        item.setToolTip(
                            translate(
                                "StatementBoard",
                                "At 0 this scene (Setbacks in effect): it cannot be used",
                            )
                        )
                    target.addItem(item)
            if player.name == speaker:
                for drive in player.drives:
                    self.drive_combo.addItem(drive, drive)
                for index, carried in enumerate(player.setbacks):
                    if carried.indefinite:
                        self.recovers_combo.addItem(carried.text, index)

    def _checked(self, widget: QListWidget) -> list[tuple[str, FactorRef]]:
        return [
            _owner_and_factor(widget.item(row).data(FACTOR_ROLE))
            for row in range(widget.count())
            if widget.item(row).checkState() == Qt.CheckState.Checked
        ]

    def state_statement(self) -> None:
        """State the Statement described in the form."""
        self.obstacles_error.clear()
        view = self.view
        if view is None or view.scene is None:
            self.state_error.setText(translate("StatementBoard", "Add the players first."))
            return
        try:
            obstacles = parse_factors("Obstacles", self.obstacles_edit.text())
        except Refusal as error:
            self.obstacles_error.setText(refusal_text(error))
            return
        scene = view.scene
        try:
            opposing = [
                scene.opposing(owner, ref) for owner, ref in self._checked(self.opposing_list)
            ] + [OpposingFactor(label, degree) for label, degree in obstacles.items()]
        except Refusal as error:
            self.obstacles_error.setText(refusal_text(error))
            return
        step = StateStep(
            player=self.speaker_combo.currentText(),
            text=self.statement_edit.text(),
            favouring=tuple(ref for _owner, ref in self._checked(self.favouring_list)),
            opposing=tuple(opposing),
            difficulty=self.difficulty_spin.value(),
            luck_bid=self.bid_spin.value(),
            drive=self.drive_combo.currentData(),
            recovers=self.recovers_combo.currentData(),
        )
        if self._step(
            translate("StatementBoard", "{player} states “{text}”").format(
                player=step.player, text=step.text.strip()
            ),
            self.state_error,
            lambda sid: self._dice().state_statement(sid, step),
        ):
            self.statement_edit.clear()
            self.obstacles_edit.clear()
            self.difficulty_spin.setValue(0)
            self.bid_spin.setValue(0)

    def withdraw(self) -> None:
        """Take back the chosen player's last Statement."""
        player = self.speaker_combo.currentText()
        self._step(
            translate("StatementBoard", "{player} withdraws a Statement").format(player=player),
            self.state_error,
            lambda sid: self._dice().withdraw_statement(sid, player),
        )


class ResolveBox(QGroupBox):
    """Support, resolve, finish: links, Resolve and Finish, Luck earned and the resolution."""

    def __init__(
        self, step: SceneStep, dice: Callable[[], StatementScenes], host: SectionHost
    ) -> None:
        super().__init__(translate("StatementBoard", "Support, resolve, finish"))
        self._step = step
        self._dice = dice
        self.host = host
        self.view: SceneView | None = None
        resolve_layout = QVBoxLayout(self)
        resolve_layout.addLayout(self._build_link_row())
        self.links_label = QLabel()
        self.links_label.setWordWrap(True)
        resolve_layout.addWidget(self.links_label)
        resolve_buttons = QHBoxLayout()
        self.resolve_button = QPushButton(translate("StatementBoard", "Resol&ve"))
        self.resolve_button.setObjectName("resolve-scene")
        self.resolve_button.setToolTip(
            translate(
                "StatementBoard",
                "Round by round, by descending Weight; the table judges compatibility",
            )
        )
        self.resolve_button.clicked.connect(self.resolve)
        self.finish_button = QPushButton(translate("StatementBoard", "&Finish scene"))
        self.finish_button.setObjectName("finish-scene")
        self.finish_button.clicked.connect(self.finish)
        resolve_buttons.addWidget(self.resolve_button)
        resolve_buttons.addWidget(self.finish_button)
        resolve_layout.addLayout(resolve_buttons)
        earn_row, revision_row = self._build_luck_earned_rows()
        resolve_layout.addLayout(earn_row)
        resolve_layout.addLayout(revision_row)
        self.resolve_error = error_label("resolve-error")
        resolve_layout.addWidget(self.resolve_error)
        self.resolution_list = QListWidget()
        self.resolution_list.setObjectName("resolution-list")
        self.resolution_list.setWordWrap(True)
        self.resolution_list.setMinimumHeight(90)
        resolve_layout.addWidget(self.resolution_list, 1)
        self.luck_label = QLabel()
        self.luck_label.setObjectName("luck-summary")
        self.luck_label.setWordWrap(True)
        resolve_layout.addWidget(self.luck_label)
        self.earner_combo.currentIndexChanged.connect(lambda _i: self._fill_earner_traits())

    def show_view(self, view: SceneView | None, statements: list[Statement]) -> None:
        """Show the links, the players who may earn Luck and the resolution of the scene."""
        self.view = view
        scene = None if view is None else view.scene
        self.resolve_button.setEnabled(
            scene is not None
            and bool(statements)
            and scene.phase in (ScenePhase.STATING, ScenePhase.RESOLVING)
        )
        self.finish_button.setEnabled(scene is not None and scene.phase is ScenePhase.RESOLVED)
        open_scene = scene is not None and scene.phase is not ScenePhase.FINISHED
        for widget in (self.inconvenience_button, self.revise_button):
            widget.setEnabled(open_scene)
        keep_earner = self.earner_combo.currentText()
        self.earner_combo.blockSignals(True)
        self.earner_combo.clear()
        players = [] if view is None else [p.name for p in view.players]
        self.earner_combo.addItems(players)
        if keep_earner in players:
            self.earner_combo.setCurrentText(keep_earner)
        self.earner_combo.blockSignals(False)
        self._fill_earner_traits()
        self._fill_links(scene, statements)
        self._fill_resolution(view)

    def _build_link_row(self) -> QHBoxLayout:
        """Build the row that says an earlier Statement supports or hinders a later one."""
        link_row = QHBoxLayout()
        self.earlier_combo = QComboBox()
        self.earlier_combo.setObjectName("link-earlier")
        self.delta_combo = QComboBox()
        self.delta_combo.setObjectName("link-delta")
        self.delta_combo.addItem(translate("StatementBoard", "supports (+1)"), 1)
        self.delta_combo.addItem(translate("StatementBoard", "hinders (−1)"), -1)
        self.later_combo = QComboBox()
        self.later_combo.setObjectName("link-later")
        self.link_button = QPushButton(translate("StatementBoard", "Link"))
        self.link_button.setObjectName("link-statements")
        self.link_button.clicked.connect(self.link)
        for widget in (self.earlier_combo, self.delta_combo, self.later_combo, self.link_button):
            link_row.addWidget(widget)
        return link_row

    def _build_luck_earned_rows(self) -> tuple[QHBoxLayout, QHBoxLayout]:
        """Build the rows that record Luck earned: a Trait used against oneself, a revision."""
        earn_row = QHBoxLayout()
        self.earner_combo = QComboBox()
        self.earner_combo.setObjectName("luck-player")
        self.earner_trait_combo = QComboBox()
        self.earner_trait_combo.setObjectName("luck-trait")
        self.inconvenience_button = QPushButton(translate("StatementBoard", "Inconvenienced"))
        self.inconvenience_button.setObjectName("inconvenience")
        self.inconvenience_button.setToolTip(
            translate(
                "StatementBoard",
                "The player used this Trait against themselves: its degree in Luck after the scene",
            )
        )
        self.inconvenience_button.clicked.connect(self.inconvenience)
        self.words_spin = QSpinBox()
        self.words_spin.setObjectName("revision-words")
        self.words_spin.setRange(0, 5000)
        self.words_spin.setSuffix(translate("StatementBoard", " words"))
        self.accepted_box = QCheckBox(translate("StatementBoard", "Accepted"))
        self.accepted_box.setObjectName("revision-accepted")
        self.revise_button = QPushButton(translate("StatementBoard", "Earn"))
        self.revise_button.setObjectName("revise")
        self.revise_button.setToolTip(
            translate("StatementBoard", "1 Luck for a revision of 150–450 words the others accept")
        )
        self.revise_button.clicked.connect(self.revise)
        earn_row.addWidget(QLabel(translate("StatementBoard", "Luck earned:")))
        revision_row = QHBoxLayout()
        for earn_widget in (self.earner_combo, self.earner_trait_combo):
            earn_row.addWidget(earn_widget, 1)
        earn_row.addWidget(self.inconvenience_button)
        revision_row.addWidget(QLabel(translate("StatementBoard", "Revision of")))
        revision_row.addWidget(self.words_spin, 1)
        revision_row.addWidget(self.accepted_box)
        revision_row.addWidget(self.revise_button)
        return earn_row, revision_row

    def _fill_earner_traits(self) -> None:
        self.earner_trait_combo.clear()
        if self.view is None:
            return
        for player in self.view.players:
            if player.name == self.earner_combo.currentText():
                self.earner_trait_combo.addItems(list(player.traits))

    def _fill_links(self, scene: Scene | None, statements: list[Statement]) -> None:
        for combo in (self.earlier_combo, self.later_combo):
            combo.clear()
            for statement in statements:
                combo.addItem(f"{statement.player} #{statement.order}", statement.key)
        if scene is None or not scene.links:
            self.links_label.setText(
                translate("StatementBoard", "No Statement supports or hinders another.")
            )
            return
        supports = translate("StatementBoard", "{player} #{order} supports {other} #{other_order}")
        hinders = translate("StatementBoard", "{player} #{order} hinders {other} #{other_order}")
        self.links_label.setText(
            "; ".join(
                (supports if link.delta > 0 else hinders).format(
                    player=a[0], order=a[1], other=b[0], other_order=b[1]
                )
                for link in scene.links
                for a, b in ((link.earlier, link.later),)
            )
        )

    def _fill_resolution(self, view: SceneView | None) -> None:
        self.resolution_list.clear()
        self.luck_label.clear()
        if view is None or view.scene is None:
            return
        scene = view.scene
        judged = [s for s in scene.statements.values() if s.came_true is not None]
        if judged:
            order = {s.key: n for n, s in enumerate(view.resolution)}
            judged.sort(key=lambda s: (s.order, -s.weight, scene.players.index(s.player)))
            for statement in judged:
                verdict = (
                    translate("StatementBoard", "came true")
                    if statement.came_true
                    else translate("StatementBoard", "did not come true")
                )
                if statement.recovers is not None:
                    carried = scene.setbacks_in_effect(statement.player)[statement.recovers]
                    verdict = translate(
                        "StatementBoard", "{verdict} (recovering from {setback})"
                    ).format(verdict=verdict, setback=carried.setback.description)
                line = translate(
                    "StatementBoard",
                    "Round {round}: {player} #{order} (Weight {weight}) {verdict}: {text}",
                ).format(
                    round=statement.order,
                    player=statement.player,
                    order=statement.order,
                    weight=statement.weight,
                    verdict=verdict,
                    text=statement.text,
                )
                if statement.key in order:
                    line = translate("StatementBoard", "{line} [true #{number}]").format(
                        line=line, number=order[statement.key] + 1
                    )
                self.resolution_list.addItem(line)
        lucks = []
        for player in view.players:
            now = scene.character(player.name).luck
            summary = view.summaries.get(player.name)
            if summary is None:
                text = translate("StatementBoard", "{player} {before} → {now}")
            elif summary.luck_lost_to_cap:
                text = translate(
                    "StatementBoard",
                    "{player} {before} → {now} (spent {spent}, earned {earned}, "
                    "lost to the cap {lost})",
                )
            else:
                text = translate(
                    "StatementBoard", "{player} {before} → {now} (spent {spent}, earned {earned})"
                )
            lucks.append(
                text.format(
                    player=player.name,
                    before=player.luck,
                    now=now,
                    spent=0 if summary is None else summary.luck_spent,
                    earned=0 if summary is None else summary.luck_earned,
                    lost=0 if summary is None else summary.luck_lost_to_cap,
                )
            )
        self.luck_label.setText(
            translate("StatementBoard", "Luck: {players}").format(players="; ".join(lucks))
        )

    def link(self) -> None:
        """Say the earlier Statement supports or hinders the later one."""
        earlier = _key(self.earlier_combo.currentData())
        later = _key(self.later_combo.currentData())
        delta = self.delta_combo.currentData()
        if earlier is None or later is None or self.view is None:
            self.resolve_error.setText(translate("StatementBoard", "State two Statements first."))
            return
        self._step(
            translate("StatementBoard", "Link Statements"),
            self.resolve_error,
            lambda sid: self._dice().link_statements(sid, earlier, later, delta),
        )

    def ask_table(self, statement: Statement, already_true: list[Statement]) -> bool:
        """Ask the table whether a Statement fits with those already true."""
        true = "; ".join(
            translate("StatementBoard", "“{text}” ({player})").format(text=s.text, player=s.player)
            for s in already_true
        )
        question = translate(
            "StatementBoard",
            "Round {round}: {player}'s “{text}” (Weight {weight}). Is it compatible with what "
            "is already true: {true}?",
        ).format(
            round=statement.order,
            player=statement.player,
            text=statement.text,
            weight=statement.weight,
            true=true,
        )
        return self.host.prompter.confirm(
            self, translate("StatementBoard", "Is it compatible?"), question
        )

    def resolve(self) -> None:
        """Resolve the scene round by round, asking the table about each Statement."""
        self._step(
            translate("StatementBoard", "Resolve the scene"),
            self.resolve_error,
            lambda sid: self._dice().resolve_scene(sid, self.ask_table),
        )

    def inconvenience(self) -> None:
        """Record that a player used a Trait against themselves (Luck after the scene)."""
        player = self.earner_combo.currentText()
        trait = self.earner_trait_combo.currentText()
        self._step(
            translate("StatementBoard", "{player} is inconvenienced by {trait}").format(
                player=player, trait=trait
            ),
            self.resolve_error,
            lambda sid: self._dice().inconvenience(sid, player, trait),
        )

    def revise(self) -> None:
        """Record a revision of the scene (1 Luck after the scene if accepted)."""
        player = self.earner_combo.currentText()
        words = self.words_spin.value()
        accepted = self.accepted_box.isChecked()
        self._step(
            translate("StatementBoard", "{player} revises the scene").format(player=player),
            self.resolve_error,
            lambda sid: self._dice().revise(sid, player, words, accepted),
        )

    def finish(self) -> None:
        """Pay the Luck earned in the scene."""
        self._step(
            translate("StatementBoard", "Finish the scene"),
            self.resolve_error,
            lambda sid: self._dice().finish_scene(sid),
        )
