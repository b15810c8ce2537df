"""The round page's panes: the status of the Personae, the threats, a Persona at Surrender 0,
and the end with its results.

Each pane builds its own widgets and shows what the engine says; the wizard applies the steps.
Their texts are in the ``ChallengeWizard`` context, the wizard's own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import SurrenderChoice
from starshine_desktop.services.starshine.challenge_lines import said_text
from starshine_desktop.services.starshine.challenge_words import ChallengeWords, outcome_words
from starshine_desktop.services.starshine.challenges import ResultItem
from starshine_desktop.storage.starshine.challenges_reads import ChallengeRow
from starshine_desktop.ui.i18n import game_term, translate
from starshine_desktop.ui.starshine.move_parts import ChallengeErrorLabel

SURRENDER_TEXT = {
    SurrenderChoice.SURRENDER_STRATEGY: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "Surrender the current Strategy (the Persona surrenders)"
    ),
    SurrenderChoice.LOSE_INVESTMENT: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "Lose the Investment it pursues (the Persona surrenders)"
    ),
    SurrenderChoice.RISK_CORRUPTION: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "Risk Corruption: Surrender is restored (once per Persona)"
    ),
    SurrenderChoice.RISK_DEATH: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "Risk Death: Surrender is restored (once per Persona)"
    ),
    SurrenderChoice.SURRENDER: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "Surrender and leave the Challenge"
    ),
}
"""Each surrender choice's button (translated in the ``ChallengeWizard`` context)."""
STATUS_COLUMNS = (
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Persona"),
        QT_TRANSLATE_NOOP("ChallengeWizard", "The Persona taking part"),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Status"),
        QT_TRANSLATE_NOOP("ChallengeWizard", "Active, free, surrendered or dead"),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Threat"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard",
            "Threat: a threat comes when it (or Opportunity, ruling R1) is above Guard",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Opportunity"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard", "Opportunity: grows with the clock and a Leading Move's Risk"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Danger"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard", "Danger: grows with the clock and the Risk of other Moves"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Guard"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard", "Guard: a threat's Strength is Opportunity − Guard + Danger"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Surrender"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard", "Surrender: at 0 the Persona must choose how it goes on (rule 5)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Fortune"),
        QT_TRANSLATE_NOOP("ChallengeWizard", "Fortune: pays for the Scope and extra Strength"),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Stance"),
        QT_TRANSLATE_NOOP("ChallengeWizard", "The Director's Stance towards the Persona"),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Traits"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard",
            "The Persona's Traits (+) and Negative Traits (−) with their Strength",
        ),
    ),
)
"""The status table's headings and their tooltips (translated in ``ChallengeWizard``)."""


def escape(text: str) -> str:
    """Return ``text`` safe to put in rich text."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def named_button(text: str, name: str) -> QPushButton:
    """Return a push button with its accessible name."""
    button = QPushButton(text)
    button.setAccessibleName(name)
    return button


def _clear(layout: QGridLayout | QVBoxLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()
            widget.deleteLater()


class StatusTable(QTableWidget):
    """Each Persona's status and Scores in the Challenge, one row each, as tall as its rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(STATUS_COLUMNS), parent)
        self.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.setAccessibleName(translate("ChallengeWizard", "Personae in the Challenge"))
        self.setHorizontalHeaderLabels(
            [translate("ChallengeWizard", name) for name, _ in STATUS_COLUMNS]
        )
        for column, (_name, text) in enumerate(STATUS_COLUMNS):
            header_item = self.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(translate("ChallengeWizard", text))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(STATUS_COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def show_personae(self, engine: Challenge, names: dict[str, str]) -> None:
        """Fill one row per Persona from the engine's state."""
        self.setRowCount(len(engine.personae))
        for row, (ident, state) in enumerate(engine.personae.items()):
            traits = ", ".join(
                f"{'−' if t.negative else '+'}{t.name} {t.strength}" for t in state.traits.values()
            )
            values = (
                names[ident],
                game_term(str(state.status)),
                state.threat,
                state.opportunity,
                state.danger,
                state.guard,
                state.surrender,
                state.fortune,
                state.stance,
                traits or translate("ChallengeWizard", "none"),
            )
            for column, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                heading = translate("ChallengeWizard", STATUS_COLUMNS[column][0])
                item.setToolTip(
                    translate("ChallengeWizard", "{name} · {heading}: {value}").format(
                        name=names[ident], heading=heading, value=value
                    )
                )
                if 2 <= column < len(values) - 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, column, item)
        self.resizeRowsToContents()
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        self.setFixedHeight(self.horizontalHeader().sizeHint().height() + rows + 2)


def elements_text(engine: Challenge) -> str:
    """Return the Elements in play with their Negative Traits, in one rich-text line."""
    lines = []
    for element in engine.elements.values():
        traits = ", ".join(f"−{t.name} {t.strength}" for t in element.traits.values())
        line = (
            translate("ChallengeWizard", "<b>Element {name}</b>, Scale {scale}: {traits}")
            if traits
            else translate("ChallengeWizard", "<b>Element {name}</b>, Scale {scale}")
        )
        lines.append(
            line.format(name=escape(element.name), scale=element.scale, traits=escape(traits))
        )
    return " · ".join(lines)


class ThreatsPanel(QGroupBox):
    """The clock's effect, and a Negative Trait to name for each threatened Persona."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("ChallengeWizard", "Threats"), parent)
        layout = QVBoxLayout(self)
        self.clock_effect_label = QLabel()
        self.clock_effect_label.setWordWrap(True)
        self.clock_effect_label.setAccessibleName(
            translate("ChallengeWizard", "The clock's effect on each Persona")
        )
        layout.addWidget(self.clock_effect_label)
        self.threat_form = QGridLayout()
        layout.addLayout(self.threat_form)
        self.threat_edits: dict[str, QLineEdit] = {}
        self.threats_button = named_button(
            translate("ChallengeWizard", "&Issue the threats"),
            translate("ChallengeWizard", "Issue the threats"),
        )
        layout.addWidget(self.threats_button)
        self.threats_error = ChallengeErrorLabel(
            translate("ChallengeWizard", "Why the threats are refused")
        )
        layout.addWidget(self.threats_error)
        layout.addStretch(1)

    def show_round(
        self, engine: Challenge, names: dict[str, str], clock_lines: Sequence[str]
    ) -> None:
        """Show the clock's effect and one entry per threatened Persona."""
        self.clock_effect_label.setText(
            "<b>"
            + translate("ChallengeWizard", "The clock of round {round}:").format(round=engine.round)
            + "</b><br>"
            + (
                "<br>".join(escape(line) for line in clock_lines)
                or translate("ChallengeWizard", "No Persona is affected.")
            )
        )
        _clear(self.threat_form)
        self.threat_edits = {}
        threatened = engine.threatened()
        if not threatened:
            self.threat_form.addWidget(
                QLabel(
                    translate(
                        "ChallengeWizard",
                        "No Persona is threatened this round; issue the (empty) threats step.",
                    )
                ),
                0,
                0,
            )
        for row, ident in enumerate(threatened):
            label = QLabel(
                translate(
                    "ChallengeWizard", "{name} is threatened. Name the Negative Trait:"
                ).format(name=names[ident])
            )
            edit = QLineEdit()
            edit.setPlaceholderText(
                translate("ChallengeWizard", "Threat {round}").format(round=engine.round)
            )
            edit.setAccessibleName(
                translate("ChallengeWizard", "Threat against {name}").format(name=names[ident])
            )
            label.setBuddy(edit)
            self.threat_form.addWidget(label, row, 0)
            self.threat_form.addWidget(edit, row, 1)
            label.show()
            edit.show()
            self.threat_edits[ident] = edit

    def focus_first(self) -> None:
        """Put the cursor in the first threat's entry."""
        if self.threat_edits:
            next(iter(self.threat_edits.values())).setFocus()

    def named(self) -> tuple[tuple[str, str], ...]:
        """Return each threatened Persona's id with the Negative Trait named (blank left out)."""
        return tuple(
            (ident, " ".join(edit.text().split()))
            for ident, edit in self.threat_edits.items()
            if edit.text().strip()
        )


class SurrenderPanel(QGroupBox):
    """A Persona at Surrender 0: the choices the rules allow, one button each."""

    def __init__(
        self, choose: Callable[[str, SurrenderChoice], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(translate("ChallengeWizard", "Surrender 0"), parent)
        self._choose = choose
        layout = QVBoxLayout(self)
        self.surrender_label = QLabel()
        self.surrender_label.setWordWrap(True)
        self.surrender_label.setAccessibleName(translate("ChallengeWizard", "Who must choose"))
        layout.addWidget(self.surrender_label)
        self.characteristic_combo = QComboBox()
        self.characteristic_combo.setAccessibleName(
            translate("ChallengeWizard", "Characteristic to corrupt")
        )
        self.characteristic_row = QWidget()
        row = QHBoxLayout(self.characteristic_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(
            QLabel(
                translate(
                    "ChallengeWizard", "If a Corruption applies, among the lowest Characteristics:"
                )
            )
        )
        row.addWidget(self.characteristic_combo, 1)
        layout.addWidget(self.characteristic_row)
        self.choice_buttons_layout = QVBoxLayout()
        layout.addLayout(self.choice_buttons_layout)
        self.choice_buttons: dict[SurrenderChoice, QPushButton] = {}
        self.surrender_error = ChallengeErrorLabel(
            translate("ChallengeWizard", "Why the choice is refused")
        )
        layout.addWidget(self.surrender_error)
        layout.addStretch(1)

    def show_persona(self, engine: Challenge, ident: str, names: dict[str, str]) -> None:
        """Show who must choose, and a button for each choice the engine allows."""
        state = engine.persona(ident)
        self.surrender_label.setText(
            translate(
                "ChallengeWizard",
                "{name} is at Surrender 0 and must choose (rule 5). Only this choice or a "
                "compromise may come now.",
            ).format(name=names[ident])
        )
        _clear(self.choice_buttons_layout)
        self.choice_buttons = {}
        for choice in engine.surrender_choices(ident):
            text = translate("ChallengeWizard", SURRENDER_TEXT[choice])
            button = named_button(text, text)
            button.clicked.connect(lambda _c=False, ch=choice, i=ident: self._choose(i, ch))
            self.choice_buttons_layout.addWidget(button)
            button.show()
            self.choice_buttons[choice] = button
        self.characteristic_combo.clear()
        self.characteristic_combo.addItem(
            translate("ChallengeWizard", "the first of the lowest"), None
        )
        for characteristic in state.characteristics:
            self.characteristic_combo.addItem(
                translate("ChallengeWizard", "{name} ({value})").format(
                    name=characteristic.name, value=characteristic.value
                ),
                characteristic.name,
            )
        self.characteristic_row.setVisible(state.risked_corruption and bool(state.characteristics))

    def characteristic(self) -> str | None:
        """Return the Characteristic chosen to corrupt, when the choice is shown and made."""
        chosen = self.characteristic_combo.currentData()
        shown = self.characteristic_row.isVisibleTo(self) and chosen is not None
        return str(chosen) if shown else None


class EndPanel(QGroupBox):
    """The end: the outcome, the results (applied or to apply), export and close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("ChallengeWizard", "The Challenge has ended"), parent)
        layout = QVBoxLayout(self)
        self.outcome_label = QLabel()
        self.outcome_label.setWordWrap(True)
        self.outcome_label.setAccessibleName(translate("ChallengeWizard", "Outcome"))
        bold = self.outcome_label.font()
        bold.setBold(True)
        self.outcome_label.setFont(bold)
        layout.addWidget(self.outcome_label)
        self.results_label = QLabel()
        self.results_label.setWordWrap(True)
        self.results_label.setTextFormat(Qt.TextFormat.RichText)
        self.results_label.setAccessibleName(translate("ChallengeWizard", "Results"))
        layout.addWidget(self.results_label)
        row = QHBoxLayout()
        self.apply_results_button = named_button(
            translate("ChallengeWizard", "&Apply the results to the campaign"),
            translate("ChallengeWizard", "Apply the results to the campaign"),
        )
        self.export_button = named_button(
            translate("ChallengeWizard", "E&xport as scenario…"),
            translate("ChallengeWizard", "Export as replay scenario"),
        )
        self.close_button = named_button(
            translate("ChallengeWizard", "Close"), translate("ChallengeWizard", "Close the wizard")
        )
        row.addWidget(self.apply_results_button)
        row.addWidget(self.export_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self.end_message = QLabel()
        self.end_message.setWordWrap(True)
        self.end_message.setAccessibleName(translate("ChallengeWizard", "Export or apply message"))
        layout.addWidget(self.end_message)
        layout.addStretch(1)

    def show_results(
        self, row: ChallengeRow, items: Sequence[ResultItem], words: ChallengeWords
    ) -> None:
        """Show the outcome and each result, applied or still to apply."""
        self.outcome_label.setText(
            translate("ChallengeWizard", "Outcome: {outcome}.").format(
                outcome=translate("Print", outcome_words(row.outcome or ""))
            )
        )
        lines = []
        for item in items:
            if not item.applies:
                mark = translate("ChallengeWizard", "record on the sheet by hand")
            elif row.applied:
                mark = translate("ChallengeWizard", "✔ applied to the campaign")
            else:
                mark = translate("ChallengeWizard", "will be applied to the campaign")
            text = item.text if item.line is None else said_text(words, item.line, translate)
            lines.append(f"• {escape(text)} <i>({mark})</i>")
        self.results_label.setText(
            "<b>"
            + translate("ChallengeWizard", "Results:")
            + "</b><br>"
            + ("<br>".join(lines) if lines else translate("ChallengeWizard", "No lasting changes."))
        )
        self.apply_results_button.setEnabled(not row.applied)
        self.apply_results_button.setText(
            translate("ChallengeWizard", "Results applied (Edit › Undo takes them back)")
            if row.applied
            else translate("ChallengeWizard", "&Apply the results to the campaign")
        )
