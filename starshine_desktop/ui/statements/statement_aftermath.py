"""The statement board's "After the scene" part: Setbacks, the experience test, Drives.

Once a scene is resolved, per player: the failures they generated, the GM's Setbacks (the
engine refuses a total cost above the failures), the experience test with its exact odds
shown before it is rolled here or typed from a physical die, the advances it allows, and
one Drive rewritten, removed or added with a justification. Each is one edit saved at
once in the scene's stored log (the board's ``step`` performs it; undo takes it back).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.statements import (
    DriveChangeKind,
    FactorKind,
    FactorRef,
    PlayerAftermath,
    Scene,
    ScenePhase,
    Setback,
    StatementCharacter,
    setback_cost,
    success_distribution,
)
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.statements.scenes import SceneView, StatementScenes
from starshine_desktop.ui.i18n import game_term, refusal_text, translate
from starshine_desktop.ui.models.rows import rows_model
from starshine_desktop.ui.models.table_model import Column, TableModel
from starshine_desktop.ui.widgets.cortex_statement_inputs import error_label, parse_faces
from starshine_desktop.ui.widgets.odds_bar import FAILURE, HEROIC, NEUTRAL, SUCCESS, Bar, OddsBar

Step = Callable[[str, QLabel, Callable[[int], Edit]], bool]
SetbackRow = tuple[int, Setback]
RaiseChoice = FactorRef | FactorKind | None
KINDS = (FactorKind.TRAIT, FactorKind.ATTRIBUTE, FactorKind.RESOURCE)
ORDER_HINT = QT_TRANSLATE_NOOP(
    "AftermathPanel",
    "In order, per player: the GM's Setbacks, then the experience test and its advances, "
    "then a Drive change. Finishing the scene pays the Luck earned; these steps stay "
    "open after it.",
)


SUCCESS_COLOURS = (FAILURE, NEUTRAL, SUCCESS, HEROIC)


def success_bars(odds: dict[int, Fraction]) -> list[Bar]:
    """Return one bar per number of successes (0–3)."""
    return [
        Bar(
            translate("StatementBoard", "1 success")
            if k == 1
            else translate("StatementBoard", "{count} successes").format(count=k),
            odds[k],
            SUCCESS_COLOURS[k],
        )
        for k in range(4)
    ]


def setback_columns() -> list[Column[SetbackRow]]:
    """Return the columns of a player's Setbacks table."""
    return [
        Column(
            translate("AftermathPanel", "What happened"),
            lambda r: r[1].description,
            lambda r: r[1].description.casefold(),
        ),
        Column(
            translate("AftermathPanel", "Reduction"),
            lambda r: r[1].reduction,
            lambda r: r[1].reduction,
        ),
        Column(
            translate("AftermathPanel", "Cost"),
            lambda r: str(r[1].cost),
            lambda r: r[1].cost,
            numeric=True,
        ),
    ]


def _factors(character: StatementCharacter, kinds: tuple[FactorKind, ...]) -> list[FactorRef]:
    refs: list[FactorRef] = []
    for kind in kinds:
        table = {
            FactorKind.TRAIT: character.traits,
            FactorKind.ATTRIBUTE: character.attributes,
            FactorKind.RESOURCE: character.resources,
        }[kind]
        refs.extend(FactorRef(kind, name) for name in table)
    return refs


def factor_text(ref: FactorRef) -> str:
    """Return a Trait, Attribute or Resource as the board names it: "Trait Charismatic"."""
    return translate("AftermathPanel", "{kind} {name}").format(
        kind=game_term(ref.kind.value.title()), name=ref.name
    )


def award_text(after: PlayerAftermath) -> str:
    """Say what the experience test gave and what is still to take."""
    award = after.experience
    if award is None or award.roll is None:
        return translate("AftermathPanel", "Not taken yet.")
    faces = " ".join(str(face) for face in award.roll.faces)
    successes = award.successes
    rolled = (
        translate("AftermathPanel", "Rolled {faces} on a d{sides}: 1 success")
        if successes == 1
        else translate("AftermathPanel", "Rolled {faces} on a d{sides}: {count} successes")
    ).format(faces=faces, sides=award.roll.sides, count=successes)
    trait = translate("AftermathPanel", "+1 to a Trait or Resource (and optionally −1 to another)")
    attribute = translate("AftermathPanel", "+1 to an Attribute")
    if award.trait_or_resource and award.attribute:
        allows = translate("AftermathPanel", "{rolled} — allows {first} and {second}").format(
            rolled=rolled, first=trait, second=attribute
        )
    elif award.trait_or_resource or award.attribute:
        allows = translate("AftermathPanel", "{rolled} — allows {advance}").format(
            rolled=rolled, advance=trait if award.trait_or_resource else attribute
        )
    else:
        allows = translate("AftermathPanel", "{rolled} — no advance").format(rolled=rolled)
    taken = []
    if after.raised is not None:
        taken.append(
            translate("AftermathPanel", "raised {factor}").format(factor=factor_text(after.raised))
        )
    if after.lowered is not None:
        taken.append(
            translate("AftermathPanel", "lowered {factor}").format(
                factor=factor_text(after.lowered)
            )
        )
    if after.attribute_raised is not None:
        taken.append(
            translate("AftermathPanel", "raised Attribute {name}").format(
                name=after.attribute_raised
            )
        )
    if taken:
        return translate("AftermathPanel", "{award}; {taken}.").format(
            award=allows, taken=", ".join(taken)
        )
    return translate("AftermathPanel", "{award}.").format(award=allows)


class AftermathPanel(QGroupBox):
    """Setbacks, the experience test and Drives of the shown scene's players."""

    def __init__(
        self,
        dice: Callable[[], StatementScenes],
        step: Step,
        rng: Callable[[], random.Random],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("After the scene"))
        self.setObjectName("after-scene")
        self._dice = dice
        self._step = step
        self._rng = rng
        self.view: SceneView | None = None
        self._raise_options: list[RaiseChoice] = []
        self.setbacks_model: TableModel[SetbackRow] = rows_model(
            setback_columns(), lambda row: row[0], self
        )
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Player")))
        self.player_combo = QComboBox()
        self.player_combo.setObjectName("after-player")
        self.player_combo.setMinimumWidth(140)
        top.addWidget(self.player_combo)
        self.failures_label = QLabel()
        self.failures_label.setObjectName("after-failures")
        self.failures_label.setWordWrap(True)
        top.addWidget(self.failures_label, 1)
        layout.addLayout(top)
        self.hint_label = QLabel(self.tr(ORDER_HINT))
        self.hint_label.setObjectName("after-hint")
        self.hint_label.setWordWrap(True)
        self.hint_label.setStyleSheet("font-style: italic;")
        layout.addWidget(self.hint_label)
        boxes = QHBoxLayout()
        boxes.addWidget(self._build_setbacks(), 1)
        boxes.addWidget(self._build_experience(), 1)
        layout.addLayout(boxes)
        layout.addWidget(self._build_drives())
        self.player_combo.currentIndexChanged.connect(lambda _i: self._fill_player())
        self.show_view(None)

    # Building ------------------------------------------------------------------------

    def _build_setbacks(self) -> QWidget:
        box = QGroupBox(self.tr("1. Setbacks (the GM)"))
        outer = QVBoxLayout(box)
        form = QFormLayout()
        outer.addLayout(form)
        outer.addStretch(1)
        self.setbacks_table = QTableView()
        self.setbacks_table.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.setbacks_table.setObjectName("setbacks-table")
        self.setbacks_table.setModel(self.setbacks_model)
        self.setbacks_table.verticalHeader().hide()
        header = self.setbacks_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.setbacks_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setbacks_table.setMaximumHeight(96)
        form.addRow(self.setbacks_table)
        self.setback_edit = QLineEdit()
        self.setback_edit.setObjectName("setback-what")
        self.setback_edit.setPlaceholderText(self.tr("what happened, e.g. Burnt hands"))
        form.addRow(self.tr("What"), self.setback_edit)
        self.setback_target_combo = QComboBox()
        self.setback_target_combo.setObjectName("setback-target")
        form.addRow(self.tr("Reduces"), self.setback_target_combo)
        self.setback_degree_spin = QSpinBox()
        self.setback_degree_spin.setObjectName("setback-degree")
        self.setback_degree_spin.setRange(1, 20)
        self.setback_degree_spin.setPrefix(self.tr("−"))
        form.addRow(self.tr("Degree"), self.setback_degree_spin)
        flags = QHBoxLayout()
        self.setback_lasting_box = QCheckBox(self.tr("Indefinite"))
        self.setback_lasting_box.setObjectName("setback-lasting")
        self.setback_lasting_box.setToolTip(self.tr("Lasts until a recovery Statement: cost ×2"))
        self.setback_attribute_box = QCheckBox(self.tr("On an Attribute"))
        self.setback_attribute_box.setObjectName("setback-attribute")
        self.setback_attribute_box.setToolTip(self.tr("Reduces an Attribute: cost ×2"))
        self.setback_permanent_box = QCheckBox(self.tr("Permanent"))
        self.setback_permanent_box.setObjectName("setback-permanent")
        self.setback_permanent_box.setToolTip(
            self.tr("A permanent reduction of the sheet: cost ×2 again (it also lasts)")
        )
        for box_widget in (
            self.setback_lasting_box,
            self.setback_attribute_box,
            self.setback_permanent_box,
        ):
            flags.addWidget(box_widget)
            box_widget.toggled.connect(lambda _on: self._show_cost())
        flags.addStretch(1)
        form.addRow("", flags)
        self.setback_cost_label = QLabel()
        self.setback_cost_label.setObjectName("setback-cost")
        form.addRow(self.tr("Cost"), self.setback_cost_label)
        self.setback_error = error_label("setback-error")
        form.addRow("", self.setback_error)
        self.setback_button = QPushButton(self.tr("Apply Setback"))
        self.setback_button.setObjectName("apply-setback")
        self.setback_button.clicked.connect(self.apply_setback)
        form.addRow("", self.setback_button)
        self.setback_degree_spin.valueChanged.connect(lambda _v: self._show_cost())
        self.setback_target_combo.currentIndexChanged.connect(lambda _i: self._target_chosen())
        return box

    def _build_experience(self) -> QWidget:
        box = QGroupBox(self.tr("2. Experience"))
        outer = QVBoxLayout(box)
        form = QFormLayout()
        outer.addLayout(form)
        outer.addStretch(1)
        self.experience_odds = OddsBar()
        self.experience_odds.setObjectName("experience-odds")
        self.experience_odds.setAccessibleName(self.tr("Odds of the experience roll"))
        form.addRow(self.experience_odds)
        self.experience_faces_edit = QLineEdit()
        self.experience_faces_edit.setObjectName("experience-faces")
        self.experience_faces_edit.setPlaceholderText(self.tr("three faces (blank: roll here)"))
        form.addRow(self.tr("Faces"), self.experience_faces_edit)
        self.experience_button = QPushButton(self.tr("Take the experience test"))
        self.experience_button.setObjectName("experience-test")
        self.experience_button.clicked.connect(self.take_test)
        form.addRow("", self.experience_button)
        self.award_label = QLabel()
        self.award_label.setObjectName("experience-award")
        self.award_label.setWordWrap(True)
        form.addRow(self.award_label)
        raise_row = QHBoxLayout()
        self.raise_combo = QComboBox()
        self.raise_combo.setObjectName("advance-raise")
        self.new_name_edit = QLineEdit()
        self.new_name_edit.setObjectName("advance-new-name")
        self.new_name_edit.setPlaceholderText(self.tr("new name"))
        raise_row.addWidget(self.raise_combo, 2)
        raise_row.addWidget(self.new_name_edit, 1)
        form.addRow(self.tr("Raise"), raise_row)
        self.lower_combo = QComboBox()
        self.lower_combo.setObjectName("advance-lower")
        form.addRow(self.tr("Lower (optional)"), self.lower_combo)
        self.attribute_combo = QComboBox()
        self.attribute_combo.setObjectName("advance-attribute")
        form.addRow(self.tr("Attribute"), self.attribute_combo)
        self.experience_error = error_label("experience-error")
        form.addRow("", self.experience_error)
        self.advance_button = QPushButton(self.tr("Take the advances"))
        self.advance_button.setObjectName("take-advances")
        self.advance_button.clicked.connect(self.take_advances)
        form.addRow("", self.advance_button)
        self.raise_combo.currentIndexChanged.connect(lambda _i: self._raise_chosen())
        return box

    def _build_drives(self) -> QWidget:
        box = QGroupBox(self.tr("3. Drives (at most three; one change per scene)"))
        outer = QVBoxLayout(box)
        row = QHBoxLayout()
        outer.addLayout(row)
        self.drives_list = QListWidget()
        self.drives_list.setObjectName("after-drives")
        self.drives_list.setMaximumHeight(96)
        row.addWidget(self.drives_list, 1)
        form = QFormLayout()
        row.addLayout(form, 1)
        self.drive_done_label = QLabel()
        self.drive_done_label.setObjectName("drive-done")
        self.drive_done_label.setWordWrap(True)
        outer.addWidget(self.drive_done_label)
        self.drive_change_combo = QComboBox()
        self.drive_change_combo.setObjectName("drive-change")
        for kind, text in (
            (DriveChangeKind.REWRITE, self.tr("Rewrite")),
            (DriveChangeKind.REMOVE, self.tr("Remove")),
            (DriveChangeKind.ADD, self.tr("Add")),
        ):
            self.drive_change_combo.addItem(text, kind.value)
        form.addRow(self.tr("Change"), self.drive_change_combo)
        self.drive_which_combo = QComboBox()
        self.drive_which_combo.setObjectName("drive-which")
        form.addRow(self.tr("Drive"), self.drive_which_combo)
        self.drive_text_edit = QLineEdit()
        self.drive_text_edit.setObjectName("drive-text")
        self.drive_text_edit.setPlaceholderText(self.tr("the Drive's new words"))
        form.addRow(self.tr("Words"), self.drive_text_edit)
        self.drive_why_edit = QLineEdit()
        self.drive_why_edit.setObjectName("drive-why")
        self.drive_why_edit.setPlaceholderText(self.tr("what in the scene justifies it"))
        form.addRow(self.tr("Why"), self.drive_why_edit)
        self.drive_error = error_label("drive-error")
        form.addRow("", self.drive_error)
        self.drive_button = QPushButton(self.tr("Change the Drive"))
        self.drive_button.setObjectName("change-drive")
        self.drive_button.clicked.connect(self.change_drive)
        form.addRow("", self.drive_button)
        self.drive_change_combo.currentIndexChanged.connect(lambda _i: self._drive_kind_chosen())
        return box

    # Reading -------------------------------------------------------------------------

    @property
    def scene(self) -> Scene | None:
        """Return the engine scene shown."""
        return None if self.view is None else self.view.scene

    @property
    def open(self) -> bool:
        """Say whether the after-scene steps are available (the scene is resolved)."""
        scene = self.scene
        return scene is not None and scene.phase in (ScenePhase.RESOLVED, ScenePhase.FINISHED)

    def player(self) -> str:
        """Return the player chosen."""
        return self.player_combo.currentText()

    def show_view(self, view: SceneView | None) -> None:
        """Fill the panel from a replayed scene, keeping the chosen player."""
        self.view = view
        keep = self.player_combo.currentText()
        players = [] if view is None else [p.name for p in view.players]
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        self.player_combo.addItems(players)
        if keep in players:
            self.player_combo.setCurrentText(keep)
        self.player_combo.blockSignals(False)
        self._fill_player()

    def _fill_player(self) -> None:
        scene = self.scene
        name = self.player()
        resolved = self.open and bool(name)
        for widget in (self.setback_button, self.experience_button, self.advance_button):
            widget.setEnabled(resolved)
        self.drive_button.setEnabled(resolved)
        if scene is None or not name or not resolved:
            self.failures_label.setText(
                self.tr("Resolve the scene first; then the after-scene steps open.")
            )
            self.setbacks_model.sync_rows([])
            self._fill_targets(None)
            self._fill_advances(None, None)
            self._fill_drives(None, None)
            self.experience_odds.set_bars(
                [], self.tr("The experience test comes after resolution.")
            )
            self.award_label.setText("")
            self._show_cost()
            return
        character = scene.character(name)
        after = scene.aftermath_of(name)
        self.failures_label.setText(
            (
                self.tr("{name} generated 1 failure: {spent} spent on Setbacks, {left} left.")
                if after.failures == 1
                else self.tr(
                    "{name} generated {count} failures: {spent} spent on Setbacks, {left} left."
                )
            ).format(name=name, count=after.failures, spent=after.spent, left=after.left)
        )
        self.setbacks_model.sync_rows(list(enumerate(after.setbacks)))
        self._fill_targets(character)
        self._fill_odds(scene, name, after)
        self._fill_advances(character, after)
        self._fill_drives(character, after)
        self.setback_button.setEnabled(after.experience is None and after.left > 0)
        self.experience_button.setEnabled(after.experience is None and after.failures > 0)
        self.advance_button.setEnabled(after.trait_advance_open or after.attribute_advance_open)
        self.drive_button.setEnabled(after.drive_change is None)
        self._show_cost()

    def _fill_targets(self, character: StatementCharacter | None) -> None:
        keep = self.setback_target_combo.currentText()
        self.setback_target_combo.blockSignals(True)
        self.setback_target_combo.clear()
        self.setback_target_combo.addItem(self.tr("nothing on the sheet (a condition)"), None)
        if character is not None:
            for ref in _factors(character, KINDS):
                self.setback_target_combo.addItem(
                    f"{factor_text(ref)} {character.degree(ref)}", [ref.kind.value, ref.name]
                )
        index = self.setback_target_combo.findText(keep)
        self.setback_target_combo.setCurrentIndex(max(0, index))
        self.setback_target_combo.blockSignals(False)
        self._target_chosen()

    def _target(self) -> FactorRef | None:
        data = self.setback_target_combo.currentData()
        if not isinstance(data, (list, tuple)):
            return None
        return FactorRef(FactorKind(str(data[0])), str(data[1]))

    def _target_chosen(self) -> None:
        target = self._target()
        self.setback_attribute_box.setEnabled(target is None)
        if target is not None:
            self.setback_attribute_box.setChecked(target.kind is FactorKind.ATTRIBUTE)
        self._show_cost()

    def _show_cost(self) -> None:
        try:
            cost = setback_cost(
                self.setback_degree_spin.value(),
                lasting=self.setback_lasting_box.isChecked(),
                attribute=self.setback_attribute_box.isChecked(),
                permanent=self.setback_permanent_box.isChecked(),
            )
        except Refusal as error:
            self.setback_cost_label.setText(refusal_text(error))
            return
        scene = self.scene
        text = self.tr("1 failure") if cost == 1 else self.tr("{cost} failures")
        if self.open and scene is not None and self.player():
            after = scene.aftermath_of(self.player())
            text = (
                self.tr("1 failure; {left} of {failures} still free")
                if cost == 1
                else self.tr("{cost} failures; {left} of {failures} still free")
            ).format(cost=cost, left=after.left, failures=after.failures)
        self.setback_cost_label.setText(text.format(cost=cost))

    def _fill_odds(self, scene: Scene, name: str, after: PlayerAftermath) -> None:
        favouring, opposing = scene.experience_sums(name)
        award = after.experience
        if award is not None and award.roll is not None:
            roll = award.roll
            self.experience_odds.set_bars(
                success_bars(success_distribution(roll.favouring, roll.opposing)),
                self.tr(
                    "Taken: failures {favouring} vs Traits + Resources {opposing}, three d{sides}"
                ).format(favouring=roll.favouring, opposing=roll.opposing, sides=roll.sides),
            )
        elif after.failures == 0:
            self.experience_odds.set_bars(
                [], self.tr("{name} generated no failures: no test.").format(name=name)
            )
        else:
            self.experience_odds.set_bars(
                success_bars(scene.experience_odds(name)),
                self.tr(
                    "Failures {favouring} vs Traits + Resources {opposing}: three d{sides}, "
                    "success on ≤ {favouring}"
                ).format(favouring=favouring, opposing=opposing, sides=favouring + opposing),
            )
        self.award_label.setText(award_text(after))

    def _fill_advances(
        self, character: StatementCharacter | None, after: PlayerAftermath | None
    ) -> None:
        self.raise_combo.blockSignals(True)
        self.raise_combo.clear()
        self.lower_combo.clear()
        self.attribute_combo.clear()
        self._raise_options = [None]
        self.raise_combo.addItem(self.tr("none"))
        self.lower_combo.addItem(self.tr("none"), None)
        self.attribute_combo.addItem(self.tr("none"), None)
        if character is not None:
            for ref in _factors(character, (FactorKind.TRAIT, FactorKind.RESOURCE)):
                text = f"{factor_text(ref)} {character.degree(ref)}"
                self.raise_combo.addItem(text)
                self._raise_options.append(ref)
                self.lower_combo.addItem(text, [ref.kind.value, ref.name])
            for kind in (FactorKind.TRAIT, FactorKind.RESOURCE):
                self.raise_combo.addItem(
                    self.tr("a new {kind}…").format(kind=game_term(kind.value.title()))
                )
                self._raise_options.append(kind)
            for name, degree in character.attributes.items():
                self.attribute_combo.addItem(f"{name} {degree}", name)
        self.raise_combo.blockSignals(False)
        open_trait = after is not None and after.trait_advance_open
        open_attribute = after is not None and after.attribute_advance_open
        self.raise_combo.setEnabled(open_trait)
        self.lower_combo.setEnabled(open_trait)
        self.attribute_combo.setEnabled(open_attribute)
        self._raise_chosen()

    def _raise_chosen(self) -> None:
        index = self.raise_combo.currentIndex()
        choice = self._raise_options[index] if 0 <= index < len(self._raise_options) else None
        self.new_name_edit.setEnabled(isinstance(choice, FactorKind))

    def _fill_drives(
        self, character: StatementCharacter | None, after: PlayerAftermath | None
    ) -> None:
        self.drives_list.clear()
        self.drive_which_combo.clear()
        if character is not None:
            for number, drive in enumerate(character.drives):
                self.drives_list.addItem(f"{number + 1}. {drive}")
                self.drive_which_combo.addItem(f"{number + 1}. {drive}", number)
        change = None if after is None else after.drive_change
        self.drive_done_label.setText(
            ""
            if change is None
            else self.tr("Changed after this scene: {text} — {why}").format(
                text=change.text, why=change.why
            )
        )
        self._drive_kind_chosen()

    def _drive_kind_chosen(self) -> None:
        kind = DriveChangeKind(str(self.drive_change_combo.currentData()))
        self.drive_which_combo.setEnabled(kind is not DriveChangeKind.ADD)
        self.drive_text_edit.setEnabled(kind is not DriveChangeKind.REMOVE)

    # Changing ------------------------------------------------------------------------

    def apply_setback(self) -> None:
        """Record the Setback described (the engine refuses a cost above the failures)."""
        player = self.player()
        target = self._target()
        try:
            setback = Setback(
                self.setback_edit.text(),
                self.setback_degree_spin.value(),
                lasting=self.setback_lasting_box.isChecked(),
                attribute=self.setback_attribute_box.isChecked(),
                permanent=self.setback_permanent_box.isChecked(),
                target=target,
            )
        except Refusal as error:
            self.setback_error.setText(refusal_text(error))
            return
        if self._step(
            self.tr("Setback for {player}: {what}").format(
                player=player, what=setback.description.strip()
            ),
            self.setback_error,
            lambda sid: self._dice().record_setback(sid, player, setback),
        ):
            self.setback_edit.clear()
            for box in (
                self.setback_lasting_box,
                self.setback_attribute_box,
                self.setback_permanent_box,
            ):
                box.setChecked(False)
            self.setback_degree_spin.setValue(1)

    def take_test(self) -> None:
        """Take the experience test: the faces typed, or rolled here when blank."""
        player = self.player()
        try:
            faces = parse_faces(self.experience_faces_edit.text())
        except Refusal as error:
            self.experience_error.setText(refusal_text(error))
            return
        if self._step(
            self.tr("Experience test for {player}").format(player=player),
            self.experience_error,
            lambda sid: self._dice().take_experience_test(
                sid, player, faces=faces, rng=self._rng()
            ),
        ):
            self.experience_faces_edit.clear()

    def take_advances(self) -> None:
        """Take the advances chosen (the engine checks them against the award and caps)."""
        player = self.player()
        index = self.raise_combo.currentIndex()
        choice = self._raise_options[index] if 0 <= index < len(self._raise_options) else None
        increase: FactorRef | None
        if isinstance(choice, FactorKind):
            increase = FactorRef(choice, self.new_name_edit.text())
        else:
            increase = choice
        lower = self.lower_combo.currentData()
        decrease = (
            FactorRef(FactorKind(str(lower[0])), str(lower[1]))
            if isinstance(lower, (list, tuple))
            else None
        )
        attribute_data = self.attribute_combo.currentData()
        attribute = None if attribute_data is None else str(attribute_data)
        if not self.raise_combo.isEnabled():
            increase = decrease = None
        if not self.attribute_combo.isEnabled():
            attribute = None
        parts = [factor_text(ref) for ref in (increase,) if ref is not None]
        if attribute is not None:
            parts.append(self.tr("Attribute {name}").format(name=attribute))
        if self._step(
            (
                self.tr("{player} raises {what}").format(player=player, what=", ".join(parts))
                if parts
                else self.tr("{player} raises nothing").format(player=player)
            ),
            self.experience_error,
            lambda sid: self._dice().advance(sid, player, increase, decrease, attribute),
        ):
            self.new_name_edit.clear()

    def change_drive(self) -> None:
        """Rewrite, remove or add the Drive chosen, with the justification typed."""
        player = self.player()
        kind = DriveChangeKind(str(self.drive_change_combo.currentData()))
        which = self.drive_which_combo.currentData()
        index = None if kind is DriveChangeKind.ADD or which is None else int(str(which))
        text = self.drive_text_edit.text() if kind is not DriveChangeKind.REMOVE else ""
        why = self.drive_why_edit.text()
        if self._step(
            {
                DriveChangeKind.REWRITE: self.tr("{player}: rewrite a Drive"),
                DriveChangeKind.REMOVE: self.tr("{player}: remove a Drive"),
                DriveChangeKind.ADD: self.tr("{player}: add a Drive"),
            }[kind].format(player=player),
            self.drive_error,
            lambda sid: self._dice().change_drive(sid, player, kind, index, text, why),
        ):
            self.drive_text_edit.clear()
            self.drive_why_edit.clear()
