"""The set-up page of the Challenge wizard: the title, the Personae taking part, the rulings."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.starshine.challenge_words import ruling_words
from starshine_desktop.services.starshine.challenges import RULING_CHOICES
from starshine_desktop.storage.rows import PersonaRow
from starshine_desktop.storage.starshine.records_rows import ElementRow
from starshine_desktop.ui.i18n import game_term, translate
from starshine_desktop.ui.starshine.move_builder import ChallengeErrorLabel, muted

ID_ROLE = Qt.ItemDataRole.UserRole + 1
NAME_ROLE = Qt.ItemDataRole.UserRole + 2


def persona_summary(row: PersonaRow, scores_in_play: Mapping[Score, int] | None = None) -> str:
    """Return one line with what a Persona brings to a Challenge (its Scores in play)."""
    values = scores_in_play if scores_in_play is not None else row.scores
    scores = ", ".join(
        f"{game_term(score.label)} {values[score]}"
        for score in (Score.THREAT, Score.GUARD, Score.SURRENDER, Score.FORTUNE)
    )
    if row.dead:
        return translate("ChallengeSetupPage", "† {name} — dead, cannot take part").format(
            name=row.name
        )
    if row.risked_corruption and row.risked_death:
        text = translate(
            "ChallengeSetupPage",
            "{name} — Stance {stance}, {scores} — has risked Corruption and Death",
        )
    elif row.risked_corruption:
        text = translate(
            "ChallengeSetupPage", "{name} — Stance {stance}, {scores} — has risked Corruption"
        )
    elif row.risked_death:
        text = translate(
            "ChallengeSetupPage", "{name} — Stance {stance}, {scores} — has risked Death"
        )
    else:
        text = translate("ChallengeSetupPage", "{name} — Stance {stance}, {scores}")
    return text.format(name=row.name, stance=row.stance, scores=scores)


class ChallengeSetupPage(QWidget):
    """Choose the title, the participating Personae and the rulings, then start."""

    def __init__(
        self,
        personae: Iterable[PersonaRow],
        preselected: Sequence[int] = (),
        elements: Iterable[ElementRow] = (),
        scores: Mapping[int, Mapping[Score, int]] | None = None,
        strategies: Mapping[int, Sequence[str]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        personae = list(personae)
        layout = QVBoxLayout(self)
        title_row = QHBoxLayout()
        title_label = QLabel(self.tr("&Title"))
        self.title_edit = QLineEdit()
        self.title_edit.setAccessibleName(self.tr("Challenge title"))
        self.title_edit.setPlaceholderText(self.tr("e.g. Escape from the Archive"))
        title_label.setBuddy(self.title_edit)
        title_row.addWidget(title_label)
        title_row.addWidget(self.title_edit, 1)
        layout.addLayout(title_row)

        body = QHBoxLayout()
        personae_box = QGroupBox(
            self.tr("Personae taking part (Stance and Scores from the campaign)")
        )
        personae_layout = QVBoxLayout(personae_box)
        self.personae_list = QListWidget()
        self.personae_list.setAccessibleName(self.tr("Personae taking part"))
        self.personae_list.setWordWrap(True)
        self.personae_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        chosen = set(preselected)
        for row in personae:
            item = QListWidgetItem(persona_summary(row, (scores or {}).get(row.id)))
            item.setData(ID_ROLE, row.id)
            item.setData(NAME_ROLE, row.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if row.id in chosen else Qt.CheckState.Unchecked
            )
            self.personae_list.addItem(item)
        personae_layout.addWidget(self.personae_list)
        if self.personae_list.count() == 0:
            personae_layout.addWidget(QLabel(self.tr("Add Personae on the Personae page first.")))
        self.strategies = StrategyChoices(personae, strategies or {})
        personae_layout.addWidget(self.strategies)
        self.personae_list.itemChanged.connect(self._show_strategies)
        self._show_strategies()
        personae_layout.addWidget(QLabel(self.tr("Elements in play (with their Negative Traits):")))
        self.elements_list = QListWidget()
        self.elements_list.setAccessibleName(self.tr("Elements in play"))
        for element in elements:
            item = QListWidgetItem(
                self.tr("{name} — Scale {scale}").format(name=element.name, scale=element.scale)
            )
            item.setData(ID_ROLE, element.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.elements_list.addItem(item)
        personae_layout.addWidget(self.elements_list)
        if self.elements_list.count() == 0:
            personae_layout.addWidget(
                QLabel(self.tr("The campaign has no Elements yet (see Elements)."))
            )
        body.addWidget(personae_box, 2)

        rulings_box = QGroupBox(self.tr("Rulings (the defaults are chosen)"))
        grid = QGridLayout(rulings_box)
        self.ruling_combos: dict[str, QComboBox] = {}
        self.ruling_notes: dict[str, QLabel] = {}
        for row_number, choice in enumerate(RULING_CHOICES):
            question = translate("ChallengeRulings", choice.question)
            explanations = {
                name: translate("ChallengeRulings", explanation)
                for name, explanation in choice.options
            }
            label = QLabel(
                self.tr("{ruling}: {question}").format(ruling=choice.id, question=question)
            )
            label.setWordWrap(True)
            combo = QComboBox()
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(24)
            combo.setAccessibleName(
                self.tr("Ruling {ruling}: {question}").format(ruling=choice.id, question=question)
            )
            for name, explanation in explanations.items():
                words = translate("ChallengeRulings", ruling_words(choice.id, name))
                if name == choice.default:
                    words = self.tr("{option} (default)").format(option=words)
                combo.addItem(words, name)
                combo.setItemData(combo.count() - 1, explanation, Qt.ItemDataRole.ToolTipRole)
            note = QLabel()
            note.setWordWrap(True)
            muted(note)
            note.setAccessibleName(self.tr("What ruling {ruling} means").format(ruling=choice.id))
            combo.currentIndexChanged.connect(
                lambda _i, c=combo, n=note, e=explanations: n.setText(e[c.currentData()])
            )
            note.setText(explanations[choice.options[0][0]])
            label.setBuddy(combo)
            grid.addWidget(label, row_number * 2, 0)
            grid.addWidget(combo, row_number * 2, 1)
            grid.addWidget(note, row_number * 2 + 1, 0, 1, 2)
            self.ruling_combos[choice.id] = combo
            self.ruling_notes[choice.id] = note
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        body.addWidget(rulings_box, 3)
        layout.addLayout(body, 1)

        bottom = QHBoxLayout()
        self.error_label = ChallengeErrorLabel(self.tr("Why the Challenge cannot start"))
        self.start_button = QPushButton(self.tr("&Start the Challenge"))
        self.start_button.setAccessibleName(self.tr("Start the Challenge"))
        self.start_button.setDefault(True)
        bottom.addWidget(self.error_label, 1)
        bottom.addWidget(self.start_button)
        layout.addLayout(bottom)

    def chosen_personae(self) -> list[int]:
        """Return the ids of the Personae ticked, in list order."""
        return _ticked(self.personae_list)

    def _show_strategies(self) -> None:
        self.strategies.show_for(self.chosen_personae())

    def chosen_strategies(self) -> dict[int, str]:
        """Return the Strategy chosen for each ticked Persona that has one named."""
        chosen = self.strategies.chosen()
        return {ident: chosen[ident] for ident in self.chosen_personae() if ident in chosen}

    def chosen_elements(self) -> list[int]:
        """Return the ids of the Elements ticked, in list order."""
        return _ticked(self.elements_list)

    def rulings(self) -> dict[str, str]:
        """Return the option chosen for every ruling."""
        return {key: str(combo.currentData()) for key, combo in self.ruling_combos.items()}

    def title(self) -> str:
        """Return the title typed (or one made from the Personae's names)."""
        typed = self.title_edit.text().strip()
        if typed:
            return typed
        names = []
        for row in range(self.personae_list.count()):
            item = self.personae_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                names.append(str(item.data(NAME_ROLE)))
        if not names:
            return ""
        return self.tr("Challenge: {names}").format(names=", ".join(names))


def _ticked(items: QListWidget) -> list[int]:
    chosen = []
    for row in range(items.count()):
        item = items.item(row)
        if item.checkState() == Qt.CheckState.Checked:
            chosen.append(int(item.data(ID_ROLE)))
    return chosen


class StrategyChoices(QGroupBox):
    """Which Strategy each ticked Persona's challenged action pursues (seed 001).

    A Challenge is raised only over an action in pursuit of a Strategy: each Persona taking part
    names one of its active Strategies. A Persona with none is warned about; the Director may
    go ahead all the same, as a table ruling, and the Challenge then names none for it.
    """

    def __init__(
        self,
        personae: Sequence[PersonaRow],
        strategies: Mapping[int, Sequence[str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("The Strategy each challenged action pursues"))
        self.setAccessibleName(self.tr("The Strategy each challenged action pursues"))
        grid = QGridLayout(self)
        grid.setVerticalSpacing(2)
        self.combos: dict[int, QComboBox] = {}
        self.warnings: dict[int, QLabel] = {}
        self._rows: dict[int, list[QWidget]] = {}
        for row in personae:
            active = list(strategies.get(row.id, ()))
            label = QLabel(row.name)
            line = grid.rowCount()
            grid.addWidget(label, line, 0)
            if active:
                combo = QComboBox()
                combo.setAccessibleName(
                    self.tr("Strategy {name}'s action pursues").format(name=row.name)
                )
                for name in active:
                    combo.addItem(name, name)
                combo.addItem(self.tr("None (a table ruling)"), None)
                label.setBuddy(combo)
                grid.addWidget(combo, line, 1)
                self.combos[row.id] = combo
                self._rows[row.id] = [label, combo]
            else:
                warning = ChallengeErrorLabel(
                    self.tr("Why {name} pursues no Strategy").format(name=row.name)
                )
                warning.setText(
                    self.tr(
                        "{name} has no active Strategy, and a Challenge is raised only over an "
                        "action in pursuit of one. The Director may go ahead as a table ruling."
                    ).format(name=row.name)
                )
                grid.addWidget(warning, line, 1)
                self.warnings[row.id] = warning
                self._rows[row.id] = [label, warning]
        grid.setColumnStretch(1, 1)

    def show_for(self, persona_ids: Sequence[int]) -> None:
        """Show the rows of the Personae ticked only (the box hides when none is)."""
        shown = set(persona_ids)
        for ident, widgets in self._rows.items():
            for widget in widgets:
                widget.setVisible(ident in shown)
        self.setVisible(bool(shown))

    def chosen(self) -> dict[int, str]:
        """Return the Strategy named for each Persona that has one chosen."""
        return {
            ident: str(combo.currentData())
            for ident, combo in self.combos.items()
            if combo.currentData() is not None
        }
