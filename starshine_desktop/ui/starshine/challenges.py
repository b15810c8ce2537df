"""The Challenges section: every Challenge with its outcome, a readable log, resume and export.

The list is a table model that sorts its own rows (no proxy). Selecting a Challenge shows
its results (when it has ended) and its log; "Resume" opens the round page where it was
left; "Export" writes it as a replay scenario (rules-spec A.7). A Challenge is started here
or from a Persona (``start_challenge`` with that Persona ticked).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.starshine.challenge_words import outcome_words
from starshine_desktop.storage.starshine.challenges_reads import ChallengeRow
from starshine_desktop.ui import deleting
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.models.table_model import Column, TableModel, fetch_each
from starshine_desktop.ui.sections.base import SectionPage
from starshine_desktop.ui.starshine.challenge_wizard import (
    ChallengeWizard,
    ExportChooser,
    ask_export_path,
    export_challenge,
)
from starshine_desktop.ui.starshine.persona_choice import SetUpNames

CHALLENGE = RecordKind.CHALLENGE


def rounds_of(row: ChallengeRow) -> int:
    """Return how many rounds have begun (the clock steps recorded, rules-spec A.7)."""
    return sum(1 for step in row.steps if step.get("do") == "clock")


def personae_of(row: ChallengeRow) -> str:
    """Return the names of the Personae taking part."""
    return ", ".join(str(p.get("name", p.get("id"))) for p in row.setup.get("personae", []))


_STATES = (
    QT_TRANSLATE_NOOP("Challenges", "finished"),
    QT_TRANSLATE_NOOP("Challenges", "running"),
)


def _results_text(row: ChallengeRow) -> str:
    if row.applied:
        return translate("Challenges", "applied")
    return translate("Challenges", "not applied") if row.finished else ""


COLUMNS: tuple[Column[ChallengeRow], ...] = (
    Column(QT_TRANSLATE_NOOP("Column", "Title"), lambda r: r.title),
    Column(
        QT_TRANSLATE_NOOP("Column", "Status"),
        lambda r: translate("Challenges", "finished" if r.finished else "running"),
        lambda r: r.status,
    ),
    Column(
        QT_TRANSLATE_NOOP("Column", "Outcome"),
        # How it ended, in words: "finished" is the Status, never the Outcome too.
        lambda r: translate("Print", outcome_words(r.outcome)) if r.outcome else "",
        lambda r: r.outcome or "",
    ),
    Column(
        QT_TRANSLATE_NOOP("Column", "Round"), lambda r: str(rounds_of(r)), rounds_of, numeric=True
    ),
    Column(QT_TRANSLATE_NOOP("Column", "Personae"), personae_of),
    Column(
        QT_TRANSLATE_NOOP("Column", "Results"),
        lambda r: _results_text(r),
        lambda r: int(r.applied),
    ),
    Column(
        QT_TRANSLATE_NOOP("Column", "Updated"),
        lambda r: r.updated_at.astimezone().strftime("%Y-%m-%d %H:%M"),
        lambda r: r.updated_at.isoformat(),
    ),
)


def challenge_model(
    get: Callable[[int], ChallengeRow], parent: QObject | None = None
) -> TableModel[ChallengeRow]:
    """Return the model of every Challenge of the campaign (newest first once sorted)."""
    return TableModel(COLUMNS, kinds=[CHALLENGE], fetch=fetch_each(get), parent=parent)


class ChallengesPage(SectionPage):
    """The list of Challenges, their logs, and the wizard to start or resume one."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.wizard: ChallengeWizard | None = None
        self._names: SetUpNames | None = None  # what the set-up lists, made when first opened
        self.rng: random.Random | None = None
        self.export_chooser: ExportChooser = ask_export_path
        self.model = challenge_model(lambda i: self.host.campaign.challenges.get_challenge(i), self)
        self.model.reset_rows(host.campaign.challenges.list_challenges())
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.new_button = QPushButton(self.tr("&New Challenge…"))
        self.new_button.setAccessibleName(self.tr("New Challenge"))
        self.new_button.clicked.connect(lambda: self.start_challenge())
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.resume_button.setAccessibleName(self.tr("Resume the Challenge"))
        self.resume_button.clicked.connect(self.resume_selected)
        self.export_button = QPushButton(self.tr("E&xport as scenario…"))
        self.export_button.setAccessibleName(self.tr("Export as replay scenario"))
        self.export_button.clicked.connect(self.export_selected)
        self.delete_button = QPushButton(deleting.button_text())
        self.delete_button.setAccessibleName(self.tr("Delete the Challenge"))
        self.delete_button.clicked.connect(self.delete_selected)
        self.message_label = QLabel()
        self.message_label.setAccessibleName(self.tr("Message"))
        for button in (self.new_button, self.resume_button, self.export_button):
            bar.addWidget(button)
        bar.addWidget(self.delete_button)
        bar.addWidget(self.message_label, 1)
        layout.addLayout(bar)

        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.table.setObjectName("challenges-table")
        self.table.setAccessibleName(self.tr("Challenges"))
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(len(COLUMNS) - 1, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        for column, width in enumerate((220, 80, 110, 60, 200, 90)):
            self.table.setColumnWidth(column, width)
        self.table.selectionModel().currentRowChanged.connect(lambda _c, _p: self._show_log())
        self.table.doubleClicked.connect(lambda _index: self.resume_selected())
        self.log_view = QPlainTextEdit()
        self.log_view.setReadOnly(True)
        self.log_view.setAccessibleName(self.tr("Results and log of the Challenge"))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.log_view)
        splitter.setSizes([260, 400])
        layout.addWidget(splitter, 1)
        self._show_log()

    # Selection -----------------------------------------------------------------------

    def selected(self) -> ChallengeRow | None:
        """Return the Challenge selected in the table."""
        index = self.table.currentIndex()
        return self.model.row_at(index.row()) if index.isValid() else None

    def select(self, challenge_id: int) -> None:
        """Make a Challenge the current row."""
        row = self.model.row_of(challenge_id)
        if row is not None:
            self.table.selectRow(row)

    def _show_log(self) -> None:
        row = self.selected()
        for button in (self.resume_button, self.export_button, self.delete_button):
            button.setEnabled(row is not None)
        if row is None:
            self.log_view.setPlainText(
                self.tr(
                    "No Challenge selected. Start one with New Challenge… or from a Persona "
                    "(Edit › Start Challenge…)."
                )
            )
            return
        service = self.host.campaign.challenges
        try:
            log = service.readable_log(row.id)
            results = service.results(row.id)
        except Refusal as error:
            self.log_view.setPlainText(refusal_text(error))
            return
        lines = [f"{row.title} — {personae_of(row)}"]
        if row.outcome:
            lines.append(
                self.tr("Outcome: {outcome}").format(
                    outcome=translate("Print", outcome_words(row.outcome))
                )
            )
            lines.append(
                self.tr("Results (applied):")
                if row.applied
                else self.tr("Results (not applied yet):")
            )
            lines.extend(f"  • {item.text}" for item in results)
            if not results:
                lines.append("  " + self.tr("no lasting changes"))
        else:
            lines.append(
                self.tr("Running, round {round}: Resume to carry on.").format(round=rounds_of(row))
            )
        lines.append("")
        lines.append(self.tr("Log:"))
        lines.extend(log)
        self.log_view.setPlainText("\n".join(lines))
        self.resume_button.setText(self.tr("&Resume") if not row.finished else self.tr("&Open"))

    # Actions -------------------------------------------------------------------------

    def _open_wizard(self, wizard: ChallengeWizard) -> ChallengeWizard:
        if self.wizard is not None:
            self.wizard.close()
            self.wizard.deleteLater()
        wizard.export_chooser = self.export_chooser
        self.wizard = wizard
        wizard.show()
        wizard.raise_()
        wizard.activateWindow()
        return wizard

    def persona_names(self) -> SetUpNames:
        """Return the Persona names the set-up lists, read the first time only.

        Kept up to date by ``apply_changes`` with the Personae each change names.
        """
        if self._names is None:
            self._names = SetUpNames.of(self.host.campaign.records.persona_names())
        return self._names

    def start_challenge(self, persona_ids: Sequence[int] = ()) -> ChallengeWizard:
        """Open the wizard's set-up page with ``persona_ids`` ticked."""
        return self._open_wizard(
            ChallengeWizard(
                self.host,
                preselected=persona_ids,
                names=self.persona_names(),
                rng=self.rng,
                parent=self.window(),
            )
        )

    def resume_selected(self) -> ChallengeWizard | None:
        """Open the selected Challenge where it was left."""
        row = self.selected()
        if row is None:
            return None
        try:
            wizard = ChallengeWizard(
                self.host,
                challenge_id=row.id,
                names=self.persona_names(),
                rng=self.rng,
                parent=self.window(),
            )
        except Refusal as error:
            self.message_label.setText(refusal_text(error))
            return None
        return self._open_wizard(wizard)

    def export_selected(self) -> None:
        """Write the selected Challenge as a replay scenario."""
        row = self.selected()
        if row is not None:
            message = export_challenge(self.host.campaign, row.id, self, self.export_chooser)
            if message:
                self.message_label.setText(message)

    def delete_selected(self) -> None:
        """Delete the selected Challenge after asking (Edit › Undo brings it back)."""
        row = self.selected()
        if row is None:
            return
        if not self._confirm_delete("Challenge", row.title):
            return
        service = self.host.campaign.challenges
        self.host.perform(deleting.undo_text(row.title), lambda: service.delete_challenge(row.id))

    # SectionPage ---------------------------------------------------------------------

    def apply_changes(self, changes: Changes) -> None:
        """Refresh the Challenges an edit, undo or redo changed, and the names kept."""
        self.model.apply(changes)
        if self._names is not None and changes.touches(RecordKind.PERSONA):
            named = changes.added_ids(RecordKind.PERSONA) + changes.updated_ids(RecordKind.PERSONA)
            found = self.host.campaign.records.persona_names(named)
            gone = changes.removed_ids(RecordKind.PERSONA)
            self._names = self._names.renamed(found, [*gone, *set(named) - found.keys()])
        added = changes.added_ids(CHALLENGE)
        if added:
            self.select(added[-1])
        if self.wizard is not None:
            self.wizard.apply_changes(changes)
        self._show_log()

    def commit_pending(self) -> None:
        """Close the wizard before its campaign closes (every step is already saved)."""
        if self.wizard is not None:
            self.wizard.close()
            self.wizard = None

    def campaign_switched(self) -> None:
        """Show the Challenges of the campaign now open."""
        self._names = None
        if self.wizard is not None:
            self.wizard.close()
            self.wizard = None
        self.model.reset_rows(self.host.campaign.challenges.list_challenges())
        self._show_log()
