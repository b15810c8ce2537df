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
from starshine_desktop.ui.wizards.move_builder import ErrorLabel, muted

ID_ROLE = Qt.ItemDataRole.UserRole + 1


def persona_summary(row: PersonaRow, scores_in_play: Mapping[Score, int] | None = None) -> str:
    """Return one line with what a Persona brings to a Challenge (its Scores in play)."""
    values = scores_in_play if scores_in_play is not None else row.scores
    scores = ", ".join(
        f"{score.label} {values[score]}"
        for score in (Score.THREAT, Score.GUARD, Score.SURRENDER, Score.FORTUNE)
    )
    risked = [
        what
        for what, flag in (("Corruption", row.risked_corruption), ("Death", row.risked_death))
        if flag
    ]
    status = f" — has risked {' and '.join(risked)}" if risked else ""
    if row.dead:
        return f"† {row.name} — dead, cannot take part"
    return f"{row.name} — Stance {row.stance}, {scores}{status}"


class ChallengeSetupPage(QWidget):
    """Choose the title, the participating Personae and the rulings, then start."""

    def __init__(
        self,
        personae: Iterable[PersonaRow],
        preselected: Sequence[int] = (),
        elements: Iterable[ElementRow] = (),
        scores: Mapping[int, Mapping[Score, int]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        title_row = QHBoxLayout()
        title_label = QLabel("&Title")
        self.title_edit = QLineEdit()
        self.title_edit.setAccessibleName("Challenge title")
        self.title_edit.setPlaceholderText("e.g. Escape from the Archive")
        title_label.setBuddy(self.title_edit)
        title_row.addWidget(title_label)
        title_row.addWidget(self.title_edit, 1)
        layout.addLayout(title_row)

        body = QHBoxLayout()
        personae_box = QGroupBox("Personae taking part (Stance and Scores from the campaign)")
        personae_layout = QVBoxLayout(personae_box)
        self.personae_list = QListWidget()
        self.personae_list.setAccessibleName("Personae taking part")
        self.personae_list.setWordWrap(True)
        self.personae_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        chosen = set(preselected)
        for row in personae:
            item = QListWidgetItem(persona_summary(row, (scores or {}).get(row.id)))
            item.setData(ID_ROLE, row.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if row.id in chosen else Qt.CheckState.Unchecked
            )
            self.personae_list.addItem(item)
        personae_layout.addWidget(self.personae_list)
        if self.personae_list.count() == 0:
            personae_layout.addWidget(QLabel("Add Personae on the Personae page first."))
        personae_layout.addWidget(QLabel("Elements in play (with their Negative Traits):"))
        self.elements_list = QListWidget()
        self.elements_list.setAccessibleName("Elements in play")
        for element in elements:
            item = QListWidgetItem(f"{element.name} — Scale {element.scale}")
            item.setData(ID_ROLE, element.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.elements_list.addItem(item)
        personae_layout.addWidget(self.elements_list)
        if self.elements_list.count() == 0:
            personae_layout.addWidget(QLabel("The campaign has no Elements yet (see Elements)."))
        body.addWidget(personae_box, 2)

        rulings_box = QGroupBox("Rulings (defaults chosen; rules-spec A.6)")
        grid = QGridLayout(rulings_box)
        self.ruling_combos: dict[str, QComboBox] = {}
        self.ruling_notes: dict[str, QLabel] = {}
        for row_number, choice in enumerate(RULING_CHOICES):
            label = QLabel(f"{choice.id}: {choice.question}")
            label.setWordWrap(True)
            combo = QComboBox()
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(24)
            combo.setAccessibleName(f"Ruling {choice.id}: {choice.question}")
            for name, explanation in choice.options:
                default = " (default)" if name == choice.default else ""
                combo.addItem(f"{ruling_words(choice.id, name)}{default}", name)
                combo.setItemData(combo.count() - 1, explanation, Qt.ItemDataRole.ToolTipRole)
            note = QLabel()
            note.setWordWrap(True)
            muted(note)
            note.setAccessibleName(f"What ruling {choice.id} means")
            combo.currentIndexChanged.connect(
                lambda _i, c=combo, n=note, ch=choice: n.setText(dict(ch.options)[c.currentData()])
            )
            note.setText(choice.options[0][1])
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
        self.error_label = ErrorLabel("Why the Challenge cannot start")
        self.start_button = QPushButton("&Start the Challenge")
        self.start_button.setAccessibleName("Start the Challenge")
        self.start_button.setDefault(True)
        bottom.addWidget(self.error_label, 1)
        bottom.addWidget(self.start_button)
        layout.addLayout(bottom)

    def chosen_personae(self) -> list[int]:
        """Return the ids of the Personae ticked, in list order."""
        return _ticked(self.personae_list)

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
                names.append(item.text().split(" — ")[0])
        return "Challenge: " + ", ".join(names) if names else ""


def _ticked(items: QListWidget) -> list[int]:
    chosen = []
    for row in range(items.count()):
        item = items.item(row)
        if item.checkState() == Qt.CheckState.Checked:
            chosen.append(int(item.data(ID_ROLE)))
    return chosen
