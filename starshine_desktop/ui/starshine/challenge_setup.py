"""The set-up page of the Challenge wizard: the title, the Personae taking part, the rulings."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
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
from starshine_desktop.ui.starshine.element_choice import ElementChoiceModel, ElementChoiceView
from starshine_desktop.ui.starshine.move_parts import ChallengeErrorLabel, muted
from starshine_desktop.ui.starshine.persona_choice import (
    Describe,
    PersonaChoiceModel,
    PersonaChoiceView,
    SetUpNames,
)

StrategiesOf = Callable[[Sequence[int]], Mapping[int, Sequence[str]]]
"""Return the active Strategies of these Personae (those that have any)."""


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


def persona_lines(
    read: Callable[[Sequence[int]], Iterable[tuple[PersonaRow, Mapping[Score, int]]]],
    persona_ids: Sequence[int],
) -> dict[int, str]:
    """Return the line each of these Personae shows, from ``read`` (their rows and Scores in
    play)."""
    return {row.id: persona_summary(row, scores) for row, scores in read(persona_ids)}


class ChallengeSetupPage(QWidget):
    """Choose the title, the participating Personae and the rulings, then start.

    The Personae are a checkable list model (``PersonaChoiceModel``) made from their names;
    what a row says and a Persona's Strategies are read for the rows shown and the Personae
    ticked, through ``describe`` and ``strategies``. The Elements are another checkable list
    model (``ElementChoiceModel``) that makes the lines of the rows shown.
    """

    def __init__(
        self,
        names: Mapping[int, str] | SetUpNames,
        describe: Describe,
        strategies: StrategiesOf,
        preselected: Sequence[int] = (),
        elements: Iterable[ElementRow] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
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
        self.personae = PersonaChoiceModel(names, describe, preselected, self)
        body.addWidget(self._build_personae_box(strategies, elements), 2)
        body.addWidget(self._build_rulings_box(), 3)
        layout.addLayout(body, 1)
        bottom = QHBoxLayout()
        self.error_label = ChallengeErrorLabel(self.tr("Why the Challenge cannot start"))
        self.start_button = QPushButton(self.tr("&Start the Challenge"))
        self.start_button.setAccessibleName(self.tr("Start the Challenge"))
        self.start_button.setDefault(True)
        bottom.addWidget(self.error_label, 1)
        bottom.addWidget(self.start_button)
        layout.addLayout(bottom)

    def _build_personae_box(
        self, strategies: StrategiesOf, elements: Iterable[ElementRow]
    ) -> QGroupBox:
        """The Personae to tick (with their filter), their Strategies and the Elements."""
        box = QGroupBox(self.tr("Personae taking part (Stance and Scores from the campaign)"))
        layout = QVBoxLayout(box)
        filter_row = QHBoxLayout()
        filter_label = QLabel(self.tr("&Find"))
        self.personae_filter = QLineEdit()
        self.personae_filter.setAccessibleName(self.tr("Find Personae by name"))
        self.personae_filter.setPlaceholderText(self.tr("Part of a name"))
        self.personae_filter.setClearButtonEnabled(True)
        self.personae_filter.textChanged.connect(self.personae.set_filter)
        filter_label.setBuddy(self.personae_filter)
        filter_row.addWidget(filter_label)
        filter_row.addWidget(self.personae_filter, 1)
        layout.addLayout(filter_row)
        self.personae_list = PersonaChoiceView(self.personae)
        self.personae_list.setAccessibleName(self.tr("Personae taking part"))
        layout.addWidget(self.personae_list)
        if self.personae.rowCount() == 0:
            layout.addWidget(QLabel(self.tr("Add Personae on the Personae page first.")))
        self.strategies = StrategyChoices(self.personae.name, strategies)
        layout.addWidget(self.strategies)
        self.personae.chosen_changed.connect(self._show_strategies)
        self._show_strategies()
        layout.addWidget(QLabel(self.tr("Elements in play (with their Negative Traits):")))
        self.elements = ElementChoiceModel(elements, self)
        self.elements_list = ElementChoiceView(self.elements)
        self.elements_list.setAccessibleName(self.tr("Elements in play"))
        layout.addWidget(self.elements_list)
        if self.elements.rowCount() == 0:
            layout.addWidget(QLabel(self.tr("The campaign has no Elements yet (see Elements).")))
        return box

    def _build_rulings_box(self) -> QGroupBox:
        """Each ruling's question, its choices (the default marked) and what it means."""
        box = QGroupBox(self.tr("Rulings (the defaults are chosen)"))
        grid = QGridLayout(box)
        self.ruling_combos: dict[str, QComboBox] = {}
        self.ruling_notes: dict[str, QLabel] = {}
        # The notes' italic font, made for the first note and given to the others (asking
        # each new label for its font is what costs).
        note_font: QFont | None = None
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
            if note_font is None:
                note_font = muted(note).font()
            else:
                note.setFont(note_font)
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
        return box

    def chosen_personae(self) -> list[int]:
        """Return the ids of the Personae ticked, by id (the Challenge's order)."""
        return self.personae.chosen()

    def _show_strategies(self) -> None:
        self.strategies.show_for(self.chosen_personae())

    def chosen_strategies(self) -> dict[int, str]:
        """Return the Strategy chosen for each ticked Persona that has one named."""
        chosen = self.strategies.chosen()
        return {ident: chosen[ident] for ident in self.chosen_personae() if ident in chosen}

    def chosen_elements(self) -> list[int]:
        """Return the ids of the Elements ticked, in list order."""
        return self.elements.chosen()

    def rulings(self) -> dict[str, str]:
        """Return the option chosen for every ruling."""
        return {key: str(combo.currentData()) for key, combo in self.ruling_combos.items()}

    def title(self) -> str:
        """Return the title typed (or one made from the Personae's names)."""
        typed = self.title_edit.text().strip()
        if typed:
            return typed
        names = [self.personae.name(ident) for ident in self.chosen_personae()]
        if not names:
            return ""
        return self.tr("Challenge: {names}").format(names=", ".join(names))


class StrategyChoices(QGroupBox):
    """Which Strategy each ticked Persona's challenged action pursues (seed 001).

    A Challenge is raised only over an action in pursuit of a Strategy: each Persona taking part
    names one of its active Strategies. A Persona with none is warned about; the Director may
    go ahead all the same, as a table ruling, and the Challenge then names none for it. A
    Persona's row is made (and its Strategies read) when it is first ticked.
    """

    def __init__(
        self,
        name_of: Callable[[int], str],
        strategies: StrategiesOf,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("The Strategy each challenged action pursues"))
        self.setAccessibleName(self.tr("The Strategy each challenged action pursues"))
        self._grid = QGridLayout(self)
        self._grid.setVerticalSpacing(2)
        self._grid.setColumnStretch(1, 1)
        self._name_of = name_of
        self._strategies = strategies
        self.combos: dict[int, QComboBox] = {}
        self.warnings: dict[int, QLabel] = {}
        self._rows: dict[int, list[QWidget]] = {}

    def _add_rows(self, persona_ids: Sequence[int]) -> None:
        """Make the rows of these Personae (in this order, by name as the list shows them),
        with their active Strategies."""
        strategies = self._strategies(persona_ids)
        grid = self._grid
        for ident in persona_ids:
            name = self._name_of(ident)
            active = list(strategies.get(ident, ()))
            label = QLabel(name)
            line = grid.rowCount()
            grid.addWidget(label, line, 0)
            if active:
                combo = QComboBox()
                combo.setAccessibleName(
                    self.tr("Strategy {name}'s action pursues").format(name=name)
                )
                for strategy in active:
                    combo.addItem(strategy, strategy)
                combo.addItem(self.tr("None (a table ruling)"), None)
                label.setBuddy(combo)
                grid.addWidget(combo, line, 1)
                self.combos[ident] = combo
                self._rows[ident] = [label, combo]
            else:
                warning = ChallengeErrorLabel(
                    self.tr("Why {name} pursues no Strategy").format(name=name)
                )
                warning.setText(
                    self.tr(
                        "{name} has no active Strategy, and a Challenge is raised only over an "
                        "action in pursuit of one. The Director may go ahead as a table ruling."
                    ).format(name=name)
                )
                grid.addWidget(warning, line, 1)
                self.warnings[ident] = warning
                self._rows[ident] = [label, warning]

    def show_for(self, persona_ids: Sequence[int]) -> None:
        """Show the rows of the Personae ticked only (the box hides when none is)."""
        missing = sorted(
            (ident for ident in persona_ids if ident not in self._rows),
            key=lambda ident: (self._name_of(ident).casefold(), ident),
        )
        if missing:
            self._add_rows(missing)
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
