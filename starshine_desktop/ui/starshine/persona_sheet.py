"""The sheet of the selected Persona: names, Stance, status flags, the twelve Scores, notes.

Each field commits on Enter or when it loses focus, a status check box when clicked. A
value the rules refuse keeps the typed text and shows the reason right next to the field;
nothing is saved. Each edit is made from the value the field showed when the person began
typing: when the Persona is read again meanwhile (another window's edit of a shared
campaign), what is half typed stays, and saving it is refused if that very value was
changed, the field then showing the new value beside the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.starshine.scores import STANCE_RANGE, LegalRange, Score
from starshine_desktop.storage.rows import PersonaFlag, PersonaRow
from starshine_desktop.ui.colours import mark_as_error, mark_invalid
from starshine_desktop.ui.i18n import game_term, translate

if TYPE_CHECKING:  # built with the form, after the first paint
    from PySide6.QtWidgets import QPlainTextEdit


class Field(StrEnum):
    """A field of the sheet other than the Scores."""

    NAME = "name"
    ACTOR_NAME = "actor_name"
    STANCE = "stance"
    NOTES = "notes"


FieldKey = Field | Score | PersonaFlag
Commit = Callable[[int, FieldKey, object, object], str | None]
"""Called with (persona id, field, value, the value shown when the person began); returns
None when saved, else the reason why not."""

NUMBER_PATTERN = r"^\s*[+\-−]?\d{0,3}\s*$"
"""What a number field accepts while typing. The form (and with it ``QRegularExpression``,
``QFormLayout`` and their Python enums) is built after the first paint."""


class SheetLineEdit(QLineEdit):
    """A line edit that leaves Undo/Redo to the window unless it holds unsaved typing."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and not self.isModified():
            assert isinstance(event, QKeyEvent)
            if event.matches(QKeySequence.StandardKey.Undo) or event.matches(
                QKeySequence.StandardKey.Redo
            ):
                event.ignore()
                return True
        return super().event(event)


class _FocusOut(QObject):
    """Calls back when the watched widget loses focus."""

    def __init__(self, callback: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self._callback = callback

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusOut:
            self._callback()
        return False


def range_text(legal: LegalRange) -> str:
    """Return a legal range as people write it, e.g. '-6 to +6' or '0 to 20'."""
    high = f"+{legal.maximum}" if legal.minimum < 0 else str(legal.maximum)
    return translate("PersonaSheet", "{low} to {high}").format(low=legal.minimum, high=high)


def parse_whole_number(text: str, what: str, legal: LegalRange) -> int | str:
    """Return the integer typed, or a message saying what to type instead."""
    cleaned = text.strip().replace("−", "-").lstrip("+")
    if cleaned in ("", "-"):
        return translate("PersonaSheet", "{what} needs a whole number ({range})").format(
            what=what, range=range_text(legal)
        )
    try:
        return int(cleaned)
    except ValueError:
        return translate("PersonaSheet", "{what} must be a whole number ({range})").format(
            what=what, range=range_text(legal)
        )


class PersonaSheet(QWidget):
    """Shows one Persona and sends each edit to ``commit``.

    The form is built on first need (``build_form()``: the app calls it just after the
    window is first painted, when the sheet still shows its placeholder), so the window
    appears sooner; showing a Persona or reaching for a field builds it first.
    """

    form_built = Signal()
    """Emitted once the form is built (its size hint has grown)."""

    def __init__(self, commit: Commit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._commit = commit
        self._row: PersonaRow | None = None
        # What a field showed when the person began typing in it, for a field whose typing
        # outlived a reading of the Persona (another window's edit arrived meanwhile).
        self._began_from: dict[FieldKey, object] = {}
        self._edits: dict[FieldKey, SheetLineEdit] = {}
        self._errors: dict[FieldKey, QLabel] = {}
        self._hints: dict[Score, QLabel] = {}
        self._flags: dict[PersonaFlag, QCheckBox] = {}
        self._notes: QPlainTextEdit | None = None
        self._form: QWidget | None = None
        self._modifiers: Callable[[int], Mapping[Score, int]] | None = None

        self._pages = QStackedWidget(self)
        self.placeholder = QLabel(self.tr("Select a Persona in the table, or add one."))
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self._pages.addWidget(self.placeholder)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._pages)

    @property
    def edits(self) -> dict[FieldKey, SheetLineEdit]:
        """Return the line edit of each field (building the form if needed)."""
        self.build_form()
        return self._edits

    @property
    def errors(self) -> dict[FieldKey, QLabel]:
        """Return the message label next to each field (building the form if needed)."""
        self.build_form()
        return self._errors

    @property
    def hints(self) -> dict[Score, QLabel]:
        """Return the legal-range hint beside each Score (building the form if needed)."""
        self.build_form()
        return self._hints

    @property
    def flags(self) -> dict[PersonaFlag, QCheckBox]:
        """Return the check box of each status flag (building the form if needed)."""
        self.build_form()
        return self._flags

    @property
    def notes(self) -> QPlainTextEdit:
        """Return the notes editor (building the form if needed)."""
        self.build_form()
        assert self._notes is not None
        return self._notes

    @property
    def form_is_built(self) -> bool:
        """Return True once the form exists."""
        return self._form is not None

    def form_minimum_width(self) -> int:
        """Return the width the form needs (building it if needed)."""
        self.build_form()
        assert self._form is not None
        return max(self._form.minimumSizeHint().width(), self.placeholder.minimumSizeHint().width())

    def build_form(self) -> None:
        """Build the form now if it is not built yet."""
        if self._form is not None:
            return
        self._form = self._build_form()
        self._pages.addWidget(self._form)
        self.form_built.emit()

    # Building -------------------------------------------------------------------------

    def _error_label(self, key: FieldKey) -> QLabel:
        label = QLabel()
        label.setObjectName(f"error-{key.value}")
        mark_as_error(label)
        label.setWordWrap(True)
        label.hide()
        self._errors[key] = label
        return label

    def _text_edit(self, key: Field, placeholder: str) -> SheetLineEdit:
        edit = SheetLineEdit()
        edit.setObjectName(f"field-{key.value}")
        edit.setPlaceholderText(placeholder)
        edit.editingFinished.connect(lambda: self._commit_text(key))
        self._edits[key] = edit
        return edit

    def _number_edit(self, key: FieldKey, what: str, legal: LegalRange) -> SheetLineEdit:
        from PySide6.QtCore import QRegularExpression
        from PySide6.QtGui import QRegularExpressionValidator

        edit = SheetLineEdit()
        edit.setObjectName(f"field-{key.value}")
        edit.setValidator(QRegularExpressionValidator(QRegularExpression(NUMBER_PATTERN), edit))
        edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        edit.setFixedWidth(56)
        edit.setToolTip(self.tr("{what}: {range}").format(what=what, range=range_text(legal)))
        edit.setAccessibleName(what)
        edit.editingFinished.connect(lambda: self._commit_number(key, what, legal))
        self._edits[key] = edit
        return edit

    def _build_form(self) -> QWidget:
        from PySide6.QtWidgets import QFormLayout

        form = QWidget()
        outer = QVBoxLayout(form)

        identity = QFormLayout()
        identity.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for key, label, placeholder in (
            (Field.NAME, self.tr("&Name"), self.tr("The Persona's name")),
            (Field.ACTOR_NAME, self.tr("&Actor"), self.tr("Who plays this Persona")),
        ):
            box = QVBoxLayout()
            box.setSpacing(2)
            edit = self._text_edit(key, placeholder)
            box.addWidget(edit)
            box.addWidget(self._error_label(key))
            caption = QLabel(label)
            caption.setBuddy(edit)
            identity.addRow(caption, box)
        stance_row = QGridLayout()
        stance_edit = self._number_edit(
            Field.STANCE, self.tr("The Director's Stance"), STANCE_RANGE
        )
        stance_row.addWidget(stance_edit, 0, 0)
        hint = QLabel(range_text(STANCE_RANGE))
        hint.setEnabled(False)
        stance_row.addWidget(hint, 0, 1)
        stance_row.setColumnStretch(2, 1)
        stance_row.addWidget(self._error_label(Field.STANCE), 1, 0, 1, 3)
        stance_caption = QLabel(self.tr("Director's &Stance"))
        stance_caption.setBuddy(stance_edit)
        identity.addRow(stance_caption, stance_row)
        outer.addLayout(identity)
        outer.addWidget(self._build_status())

        scores = QGroupBox(self.tr("Scores"))
        grid = QGridLayout(scores)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        half = (len(Score) + 1) // 2
        for number, score in enumerate(Score):
            block, line = divmod(number, half)
            row = line * 2
            column = block * 4
            caption = QLabel(game_term(score.label))
            edit = self._number_edit(score, game_term(score.label), score.legal_range)
            caption.setBuddy(edit)
            range_hint = QLabel(range_text(score.legal_range))
            range_hint.setEnabled(False)
            self._hints[score] = range_hint
            grid.addWidget(caption, row, column)
            grid.addWidget(edit, row, column + 1)
            grid.addWidget(range_hint, row, column + 2)
            grid.addWidget(self._error_label(score), row + 1, column, 1, 3)
        grid.setColumnMinimumWidth(3, 16)
        grid.setColumnStretch(2, 1)
        grid.setColumnStretch(6, 1)
        outer.addWidget(scores)

        notes_box = QGroupBox(self.tr("Notes"))
        notes_layout = QVBoxLayout(notes_box)
        from PySide6.QtWidgets import QPlainTextEdit

        notes = self._notes = QPlainTextEdit()
        notes.setObjectName("field-notes")
        notes.setTabChangesFocus(True)  # Tab moves on; notes hold no tab characters
        notes.setPlaceholderText(self.tr("Anything worth remembering about this Persona"))
        notes.installEventFilter(_FocusOut(self._commit_notes, notes))
        notes_layout.addWidget(notes)
        notes_layout.addWidget(self._error_label(Field.NOTES))
        outer.addWidget(notes_box, 1)
        return form

    def _build_status(self) -> QGroupBox:
        box = QGroupBox(self.tr("Status"))
        box.setObjectName("status-box")
        grid = QGridLayout(box)
        tips = {
            PersonaFlag.RISKED_CORRUPTION: self.tr(
                "Risked Corruption at Surrender 0 (once per Persona, ever); a Challenge starts "
                "with it used"
            ),
            PersonaFlag.RISKED_DEATH: self.tr(
                "Risked Death at Surrender 0 (once per Persona, ever); a Challenge starts with "
                "it used"
            ),
            PersonaFlag.DEAD: self.tr("The Persona has died; it cannot take part in a Challenge"),
        }
        names = {
            PersonaFlag.RISKED_CORRUPTION: self.tr("Has risked Corruption"),
            PersonaFlag.RISKED_DEATH: self.tr("Has risked Death"),
            PersonaFlag.DEAD: self.tr("Dead"),
        }
        for number, (flag, caption) in enumerate(
            (
                (PersonaFlag.RISKED_CORRUPTION, self.tr("Has risked C&orruption")),
                (PersonaFlag.RISKED_DEATH, self.tr("Has risked Dea&th")),
                (PersonaFlag.DEAD, self.tr("Dead †")),
            )
        ):
            check = QCheckBox(caption)
            check.setObjectName(f"field-{flag.value}")
            check.setAccessibleName(names[flag])
            check.setToolTip(tips[flag])
            check.clicked.connect(lambda on, key=flag: self._commit_flag(key, on))
            self._flags[flag] = check
            grid.addWidget(check, 0, number)
            grid.addWidget(self._error_label(flag), 1, number)
        grid.setColumnStretch(3, 1)
        return box

    def set_modifier_source(self, totals: Callable[[int], Mapping[Score, int]]) -> None:
        """Read each Score's total Knack, Power and Signature Item modifier from ``totals``."""
        self._modifiers = totals

    def _show_modified(self, row: PersonaRow) -> None:
        totals = self._modifiers(row.id) if self._modifiers is not None else {}
        for score, hint in self.hints.items():
            total = totals.get(score, 0)
            legal = range_text(score.legal_range)
            if total:
                hint.setText(f"{legal}  → {row.score(score) + total}")
                hint.setEnabled(True)
                hint.setToolTip(
                    self.tr(
                        "{score} {value} modified by {total} "
                        "(Knacks, Powers and Signature Items: see Abilities)"
                    ).format(
                        score=game_term(score.label), value=row.score(score), total=f"{total:+d}"
                    )
                )
            else:
                hint.setText(legal)
                hint.setEnabled(False)
                hint.setToolTip("")

    # Showing -------------------------------------------------------------------------

    @property
    def persona_id(self) -> int | None:
        """Return the id of the Persona shown, if any."""
        return None if self._row is None else self._row.id

    def show_persona(self, row: PersonaRow | None) -> None:
        """Show ``row`` (or the placeholder), clearing any messages."""
        changed_persona = row is None or self._row is None or row.id != self._row.id
        before, self._row = self._row, row
        if changed_persona:
            self._began_from.clear()
        if row is None:
            self._pages.setCurrentIndex(0)
            return
        self.build_form()
        self._pages.setCurrentIndex(1)
        for key, edit in self.edits.items():
            if not changed_persona and edit.isModified():
                # Being typed in (or a refused value waiting to be fixed): it stays, made
                # from what the field showed before.
                self._began_typing(key, before)
                continue
            edit.setText(self._text_of(row, key))
            edit.setModified(False)
            self._set_error(key, None)
        for flag, check in self.flags.items():
            check.blockSignals(True)
            check.setChecked(row.flag(flag))
            check.blockSignals(False)
            self._set_error(flag, None)
        notes = self.notes.document()
        if not changed_persona and notes.isModified():
            self._began_typing(Field.NOTES, before)
        else:
            if changed_persona or self.notes.toPlainText() != row.notes:
                self.notes.setPlainText(row.notes)
            notes.setModified(False)
            self._set_error(Field.NOTES, None)
        self._show_modified(row)

    def _began_typing(self, key: FieldKey, shown: PersonaRow | None) -> None:
        """Remember what ``key`` showed (of the row ``shown``) before the typing kept in it."""
        if shown is not None and key not in self._began_from:
            self._began_from[key] = self._value_of(shown, key)

    @staticmethod
    def _value_of(row: PersonaRow, key: FieldKey) -> object:
        """Return the stored value a field shows (the edit's value shown)."""
        if isinstance(key, PersonaFlag):
            return row.flag(key)
        if isinstance(key, Score):
            return row.score(key)
        if key is Field.STANCE:
            return row.stance
        return PersonaSheet._text_of(row, key)

    @staticmethod
    def _text_of(row: PersonaRow, key: FieldKey) -> str:
        if isinstance(key, PersonaFlag):
            return str(row.flag(key))
        if isinstance(key, Score):
            return str(row.score(key))
        if key is Field.NAME:
            return row.name
        if key is Field.ACTOR_NAME:
            return row.actor_name
        if key is Field.STANCE:
            return str(row.stance)
        return row.notes

    def _has_error(self, key: FieldKey) -> bool:
        return bool(self.errors[key].text())

    def _set_error(self, key: FieldKey, message: str | None) -> None:
        label = self.errors[key]
        label.setText(message or "")
        label.setVisible(bool(message))
        edit = self.edits.get(key)
        if edit is not None:
            mark_invalid(edit, bool(message))

    def error_text(self, key: FieldKey) -> str:
        """Return the message shown next to a field ('' when none)."""
        label = self.errors[key]
        return label.text() if label.isVisible() else ""

    # Committing ----------------------------------------------------------------------

    def _send(self, key: FieldKey, value: object) -> None:
        if self._row is None:
            return
        shown = self._began_from.pop(key, self._value_of(self._row, key))
        if value == shown:  # typed back what it showed: nothing to save, show what is saved
            self._show_saved(key)
            return
        message = self._commit(self._row.id, key, value, shown)
        self._set_error(key, message)
        if self._row is not None:  # the field shows what is saved (beside why not, if refused)
            self._show_saved(key, keep_error=True)

    def _show_saved(self, key: FieldKey, *, keep_error: bool = False) -> None:
        """Show the saved value in the field ``key`` again (clearing its message unless kept)."""
        assert self._row is not None
        self._began_from.pop(key, None)
        edit = self.edits.get(key)
        if edit is not None:
            edit.setText(self._text_of(self._row, key))
            edit.setModified(False)
        elif key is Field.NOTES:
            if self.notes.toPlainText() != self._row.notes:
                self.notes.setPlainText(self._row.notes)
            self.notes.document().setModified(False)
        if not keep_error:
            self._set_error(key, None)

    def _commit_text(self, key: Field) -> None:
        if self._row is None:
            return
        text = self.edits[key].text()
        if text == self._text_of(self._row, key):  # unchanged, or shown again after a refusal
            self._began_from.pop(key, None)
            self.edits[key].setModified(False)
            return
        self._send(key, text)

    def _commit_number(self, key: FieldKey, what: str, legal: LegalRange) -> None:
        if self._row is None:
            return
        if not self.edits[key].isModified() and self._has_error(key):
            return  # the saved value shown after a refusal: the message stays until a new try
        parsed = parse_whole_number(self.edits[key].text(), what, legal)
        if isinstance(parsed, str):
            self._set_error(key, parsed)
            self.edits[key].setText(self._text_of(self._row, key))  # what is saved
            self.edits[key].setModified(False)
            return
        if str(parsed) == self._text_of(self._row, key):
            self._began_from.pop(key, None)
            self.edits[key].setText(str(parsed))
            self.edits[key].setModified(False)
            self._set_error(key, None)
            return
        self._send(key, parsed)

    def _commit_flag(self, flag: PersonaFlag, on: bool) -> None:
        if self._row is None:
            return
        self._send(flag, bool(on))
        if self.error_text(flag):  # refused: show the stored value again
            check = self.flags[flag]
            check.blockSignals(True)
            check.setChecked(self._row.flag(flag))
            check.blockSignals(False)

    def _commit_notes(self) -> None:
        if self._row is None or self._notes is None:
            return
        if self._notes.toPlainText() == self._row.notes:
            self._began_from.pop(Field.NOTES, None)
            self._notes.document().setModified(False)
            return
        self._send(Field.NOTES, self.notes.toPlainText())

    def commit_pending(self) -> None:
        """Save the notes if they were being typed (before switching Persona or closing)."""
        self._commit_notes()
