"""The Persona panel's "Ironsworn" tab: stats, condition meters, momentum, impacts, legacy.

Each number commits on Enter or focus-out; a value the rules refuse stays typed with the
reason beside it and nothing is saved. Every change is one undoable edit.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.ironsworn import Character, Impact, LegacyKind, Meter, Rank, Stat
from starshine_desktop.rules.ironsworn import IronswornAdvanceKind as AdvanceKind
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.ironsworn.tracks import SheetRow
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import game_term, refusal_text, translate
from starshine_desktop.ui.ironsworn.progress_track import ProgressTrackWidget, describe_ticks
from starshine_desktop.ui.ironsworn.roll_panel import error_label, show_error
from starshine_desktop.ui.ironsworn.sheet_assets import SheetAssetsBox, parse_number
from starshine_desktop.ui.sections.base import PersonaTab
from starshine_desktop.ui.starshine.persona_sheet import SheetLineEdit

_NUMBER = QRegularExpression(r"^\s*[+\-−]?\d{0,3}\s*$")
SHEET_METERS = tuple(Meter)
"""Every condition meter, as the printed sheet shows them (Integrity: a vehicle's, rules-spec)."""
FieldKey = Stat | Meter | str
"""A number field: a stat, a meter, or momentum."""
MOMENTUM = "momentum"
#: The legacy tracks and the ranks as edits' names and choices call them (lower case).
LOWER_NAMES = {
    "quests": QT_TRANSLATE_NOOP("IronswornTab", "quests"),
    "bonds": QT_TRANSLATE_NOOP("IronswornTab", "bonds"),
    "discoveries": QT_TRANSLATE_NOOP("IronswornTab", "discoveries"),
    "troublesome": QT_TRANSLATE_NOOP("IronswornTab", "troublesome"),
    "dangerous": QT_TRANSLATE_NOOP("IronswornTab", "dangerous"),
    "formidable": QT_TRANSLATE_NOOP("IronswornTab", "formidable"),
    "extreme": QT_TRANSLATE_NOOP("IronswornTab", "extreme"),
    "epic": QT_TRANSLATE_NOOP("IronswornTab", "epic"),
}


#: The legacy tracks' captions.
LEGACY_CAPTIONS = {
    "quests": QT_TRANSLATE_NOOP("IronswornTab", "Quests"),
    "bonds": QT_TRANSLATE_NOOP("IronswornTab", "Bonds"),
    "discoveries": QT_TRANSLATE_NOOP("IronswornTab", "Discoveries"),
}

#: The impacts' check boxes (the engine names impacts in lower case, as sentences use them).
IMPACT_CAPTIONS = {
    Impact.WOUNDED: QT_TRANSLATE_NOOP("IronswornTab", "Wounded"),
    Impact.SHAKEN: QT_TRANSLATE_NOOP("IronswornTab", "Shaken"),
    Impact.UNPREPARED: QT_TRANSLATE_NOOP("IronswornTab", "Unprepared"),
    Impact.PERMANENTLY_HARMED: QT_TRANSLATE_NOOP("IronswornTab", "Permanently harmed"),
    Impact.TRAUMATIZED: QT_TRANSLATE_NOOP("IronswornTab", "Traumatized"),
    Impact.DOOMED: QT_TRANSLATE_NOOP("IronswornTab", "Doomed"),
    Impact.TORMENTED: QT_TRANSLATE_NOOP("IronswornTab", "Tormented"),
    Impact.INDEBTED: QT_TRANSLATE_NOOP("IronswornTab", "Indebted"),
    Impact.BATTERED: QT_TRANSLATE_NOOP("IronswornTab", "Battered"),
    Impact.CURSED: QT_TRANSLATE_NOOP("IronswornTab", "Cursed"),
}


def lower_name(value: str) -> str:
    """Return a legacy track or a rank (``quests``, ``dangerous``) in lower case, translated."""
    return translate("IronswornTab", LOWER_NAMES[value]) if value in LOWER_NAMES else value


class IronswornTab(PersonaTab):
    """The Ironsworn sheet of the Persona selected in the Personae table."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.persona_id: int | None = None
        self.sheet: SheetRow | None = None
        self.edits: dict[FieldKey, SheetLineEdit] = {}
        self.errors: dict[FieldKey, QLabel] = {}
        self.impact_boxes: dict[Impact, QCheckBox] = {}
        self.legacy_widgets: dict[LegacyKind, ProgressTrackWidget] = {}
        self.legacy_labels: dict[LegacyKind, QLabel] = {}
        self.legacy_tick_buttons: dict[LegacyKind, QPushButton] = {}
        self.legacy_reward_buttons: dict[LegacyKind, QPushButton] = {}
        self.legacy_ranks: dict[LegacyKind, QComboBox] = {}

        self._pages = QStackedWidget()
        placeholder = QLabel(self.tr("Select a Persona in the table to see their Ironsworn sheet."))
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        placeholder.setWordWrap(True)
        self._pages.addWidget(placeholder)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self._build_form())
        self._scroll = scroll
        self._pages.addWidget(scroll)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._pages)

    # Building -------------------------------------------------------------------------

    def _number(self, key: FieldKey, what: str) -> SheetLineEdit:
        edit = SheetLineEdit()
        name = key.value if isinstance(key, (Stat, Meter)) else key
        edit.setObjectName(f"ironsworn-{name}")
        edit.setValidator(QRegularExpressionValidator(_NUMBER, edit))
        edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        edit.setFixedWidth(52)
        edit.setAccessibleName(what)
        edit.editingFinished.connect(lambda: self._commit_number(key, what))
        self.edits[key] = edit
        self.errors[key] = error_label(f"ironsworn-{name}-error")
        return edit

    def _grid_of_numbers(self, title: str, keys: list[tuple[FieldKey, str, str]]) -> QGroupBox:
        box = QGroupBox(title)
        grid = QGridLayout(box)
        per_row = 3
        for number, (key, label, hint) in enumerate(keys):
            caption = QLabel(label)
            edit = self._number(key, label)
            caption.setBuddy(edit)
            line, column = divmod(number, per_row)
            grid.addWidget(caption, line, column * 2)
            grid.addWidget(edit, line, column * 2 + 1)
            edit.setToolTip(self.tr("{name}: {hint}").format(name=label, hint=hint))
        first_error_line = (len(keys) + per_row - 1) // per_row
        for number, (key, _label, _hint) in enumerate(keys):
            grid.addWidget(self.errors[key], first_error_line + number, 0, 1, per_row * 2)
        grid.setColumnStretch(per_row * 2, 1)
        return box

    def _build_form(self) -> QWidget:
        form = QWidget()
        outer = QVBoxLayout(form)
        outer.addWidget(
            self._grid_of_numbers(
                self.tr("Stats (1 to 3)"),
                [(stat, game_term(stat.value.capitalize()), self.tr("1 to 3")) for stat in Stat],
            )
        )
        outer.addWidget(
            self._grid_of_numbers(
                self.tr("Condition meters (0 to 5)"),
                [
                    (meter, game_term(meter.value.capitalize()), self.tr("0 to 5"))
                    for meter in SHEET_METERS
                ],
            )
        )
        outer.addWidget(self._build_momentum_box())
        outer.addWidget(self._build_impacts_box())
        self.assets_box = SheetAssetsBox(self.host, self._perform_asset)
        outer.addWidget(self.assets_box)
        outer.addWidget(self._build_legacy_box())
        outer.addStretch(1)
        return form

    def _build_momentum_box(self) -> QGroupBox:
        momentum = QGroupBox(self.tr("Momentum"))
        row = QGridLayout(momentum)
        caption = QLabel(self.tr("Momentum"))
        edit = self._number(MOMENTUM, self.tr("Momentum"))
        caption.setBuddy(edit)
        row.addWidget(caption, 0, 0)
        row.addWidget(edit, 0, 1)
        self.reset_button = QPushButton(self.tr("&Reset momentum"))
        self.reset_button.setObjectName("reset-momentum")
        self.reset_button.setToolTip(self.tr("Set momentum to its reset value (after burning it)"))
        self.reset_button.clicked.connect(self._reset_momentum)
        row.addWidget(self.reset_button, 0, 2)
        row.setColumnStretch(3, 1)
        self.momentum_limits = QLabel()
        self.momentum_limits.setObjectName("momentum-limits")
        row.addWidget(self.momentum_limits, 1, 0, 1, 4)
        row.addWidget(self.errors[MOMENTUM], 2, 0, 1, 4)
        return momentum

    def _build_impacts_box(self) -> QGroupBox:
        impacts = QGroupBox(self.tr("Impacts (each lowers max momentum by 1)"))
        grid = QGridLayout(impacts)
        for number, impact in enumerate(Impact):
            box = QCheckBox(translate("IronswornTab", IMPACT_CAPTIONS[impact]))
            box.setObjectName(f"impact-{impact.value}")
            box.clicked.connect(lambda checked, i=impact: self._set_impact(i, checked))
            self.impact_boxes[impact] = box
            grid.addWidget(box, number // 3, number % 3)
        return impacts

    def _build_legacy_box(self) -> QGroupBox:
        legacy = QGroupBox(self.tr("Legacy tracks"))
        grid = QGridLayout(legacy)
        for row_number, kind in enumerate(LegacyKind):
            self._add_legacy_track(grid, row_number * 3, kind)
        grid.setColumnStretch(1, 1)
        self._add_experience(grid, len(LegacyKind) * 3)
        return legacy

    def _add_legacy_track(self, grid: QGridLayout, line: int, kind: LegacyKind) -> None:
        caption = QLabel(self.tr(LEGACY_CAPTIONS[kind.value]))
        track = ProgressTrackWidget(
            box_size=18, name=self.tr("{kind} legacy track").format(kind=caption.text())
        )
        track.setObjectName(f"legacy-{kind.value}")
        self.legacy_widgets[kind] = track
        tick = QPushButton(self.tr("+1 tick"))
        tick.setObjectName(f"legacy-{kind.value}-tick")
        tick.clicked.connect(lambda _c=False, k=kind: self._mark_legacy(k))
        self.legacy_tick_buttons[kind] = tick
        ranks = QComboBox()
        ranks.setObjectName(f"legacy-{kind.value}-rank")
        for rank in Rank:
            ranks.addItem(
                self.tr("{rank} (+{ticks})").format(
                    rank=game_term(rank.label), ticks=rank.legacy_reward_ticks
                ),
                rank.value,
            )
        self.legacy_ranks[kind] = ranks
        reward = QPushButton(self.tr("Mark reward"))
        reward.setObjectName(f"legacy-{kind.value}-reward")
        reward.setToolTip(self.tr("Mark the legacy reward for completing a challenge of this rank"))
        reward.clicked.connect(lambda _c=False, k=kind: self._mark_reward(k))
        self.legacy_reward_buttons[kind] = reward
        state = QLabel()
        state.setObjectName(f"legacy-{kind.value}-state")
        self.legacy_labels[kind] = state
        state.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(tick)
        buttons.addWidget(ranks)
        buttons.addWidget(reward)
        buttons.addStretch(1)
        grid.addWidget(caption, line, 0)
        grid.addWidget(track, line, 1)
        grid.addWidget(state, line + 1, 1)
        grid.addLayout(buttons, line + 2, 1)

    def _add_experience(self, grid: QGridLayout, line: int) -> None:
        self.experience_label = QLabel()
        self.experience_label.setObjectName("experience")
        grid.addWidget(self.experience_label, line, 0, 1, 2)
        experience = QHBoxLayout()
        self.asset_button = QPushButton(self.tr("Advance: new asset (3)"))
        self.asset_button.setObjectName("advance-asset")
        self.asset_button.clicked.connect(lambda: self._advance(AdvanceKind.NEW_ASSET))
        self.upgrade_button = QPushButton(self.tr("Advance: upgrade (2)"))
        self.upgrade_button.setObjectName("advance-upgrade")
        self.upgrade_button.clicked.connect(lambda: self._advance(AdvanceKind.UPGRADE))
        experience.addWidget(self.asset_button)
        experience.addWidget(self.upgrade_button)
        experience.addStretch(1)
        grid.addLayout(experience, line + 1, 0, 1, 2)
        self.legacy_error = error_label("legacy-error")
        grid.addWidget(self.legacy_error, line + 2, 0, 1, 2)

    # Showing -------------------------------------------------------------------------

    def show_persona(self, persona_id: int | None) -> None:
        """Show the sheet of ``persona_id`` (or the placeholder)."""
        changed = persona_id != self.persona_id
        self.persona_id = persona_id
        if persona_id is None:
            self.sheet = None
            self._pages.setCurrentIndex(0)
            return
        try:
            self.sheet = self.host.campaign.tracks.get_sheet(persona_id)
        except StorageError:
            self.persona_id, self.sheet = None, None
            self._pages.setCurrentIndex(0)
            return
        self._pages.setCurrentIndex(1)
        self._fill(changed)
        self.assets_box.show_persona(persona_id)

    def scroll_to_assets(self) -> None:
        """Scroll the sheet to its assets (the top of the box at the top of the view)."""
        bar = self._scroll.verticalScrollBar()
        bar.setValue(min(bar.maximum(), self.assets_box.y()))

    def _value_of(self, key: FieldKey) -> int:
        assert self.sheet is not None
        character = self.sheet.character
        if isinstance(key, Stat):
            return character.stat(key)
        if isinstance(key, Meter):
            return character.meter(key)
        return character.momentum

    def _fill(self, changed_persona: bool) -> None:
        assert self.sheet is not None
        character, legacy = self.sheet.character, self.sheet.legacy
        for key, edit in self.edits.items():
            if not changed_persona and edit.isModified() and self.errors[key].text():
                continue  # keep a refused value in view until it is corrected
            edit.setText(str(self._value_of(key)))
            edit.setModified(False)
            show_error(self.errors[key], None, edit)
        limits = self.tr("max {max} · reset {reset} · from −6").format(
            max=f"{character.max_momentum:+d}", reset=f"{character.momentum_reset:+d}"
        )
        self.momentum_limits.setText("\n".join([limits, *self._asset_impacts_text(character)]))
        for impact, box in self.impact_boxes.items():
            box.setChecked(impact in character.impacts)
        for kind in LegacyKind:
            track = legacy.track(kind)
            self.legacy_widgets[kind].set_ticks(track.ticks)
            if track.completed:
                text = self.tr("completed and cleared; {ticks}; {rate} experience per box")
            else:
                text = self.tr("{ticks}; {rate} experience per box")
            self.legacy_labels[kind].setText(
                text.format(ticks=describe_ticks(track.ticks), rate=track.experience_per_box)
            )
        self.experience_label.setText(
            self.tr("Experience: earned {earned} · spent {spent} · available {available}").format(
                earned=legacy.experience_earned,
                spent=legacy.experience_spent,
                available=legacy.experience_available,
            )
        )
        self.asset_button.setEnabled(legacy.experience_available >= AdvanceKind.NEW_ASSET.cost)
        self.upgrade_button.setEnabled(legacy.experience_available >= AdvanceKind.UPGRADE.cost)
        if changed_persona:
            show_error(self.legacy_error, None)

    def _asset_impacts_text(self, character: Character) -> list[str]:
        """Return why max momentum is lower than the impacts marked make it: the held assets
        counting as an impact ("Ironclad counts as an impact"), or nothing."""
        names = character.asset_impacts
        if not names:
            return []
        if len(names) == 1:
            return [self.tr("{asset} counts as an impact").format(asset=names[0])]
        return [self.tr("{assets} count as impacts").format(assets=self.tr(", ").join(names))]

    def apply_changes(self, changes: Changes) -> None:
        """Refresh when the shown Persona's sheet (or the Persona) changed."""
        if self.persona_id is None:
            return
        touched = (
            self.persona_id in changes.updated_ids(RecordKind.IRONSWORN_SHEET)
            or self.persona_id in changes.updated_ids(RecordKind.PERSONA)
            or self.persona_id in changes.removed_ids(RecordKind.PERSONA)
            or self.persona_id in changes.added_ids(RecordKind.PERSONA)
        )
        if touched:
            self.show_persona(self.persona_id)
            return
        packages = changes.touches(RecordKind.RULES_PACKAGE)
        if packages or changes.touches(RecordKind.IRONSWORN_ASSET):
            # An asset counting as an impact changes max momentum and the reset.
            try:
                self.sheet = self.host.campaign.tracks.get_sheet(self.persona_id)
            except StorageError:
                self.show_persona(self.persona_id)
                return
            self._fill(False)
            self.assets_box.show_persona(self.persona_id, packages_changed=packages)

    def campaign_switched(self) -> None:
        """Show nothing until a Persona of the new campaign is selected."""
        self.show_persona(self.host.current_persona_id())

    # Editing -------------------------------------------------------------------------

    def _perform(self, text: str, action: Callable[[int], Edit]) -> str | None:
        """Run ``action`` as an undoable edit; return the refusal, if any."""
        if self.persona_id is None or self.sheet is None:
            return None
        persona_id = self.persona_id
        refusals: list[str] = []
        self.host.perform(text, lambda: action(persona_id), refused=refusals.append)
        return refusals[0] if refusals else None

    def _perform_asset(self, text: str, action: Callable[[], Edit]) -> str | None:
        """Run an edit of one of the sheet's assets; return the refusal, if any."""
        refusals: list[str] = []
        self.host.perform(text, action, refused=refusals.append)
        return refusals[0] if refusals else None

    def _commit_number(self, key: FieldKey, what: str) -> None:
        if self.sheet is None:
            return
        edit, label = self.edits[key], self.errors[key]
        try:
            value = parse_number(edit.text(), what)
        except Refusal as error:
            show_error(label, refusal_text(error), edit)
            return
        if value == self._value_of(key):
            edit.setText(str(value))
            edit.setModified(False)
            show_error(label, None, edit)
            return
        service = self.host.campaign.tracks
        if isinstance(key, Stat):
            stat = key
            text = self.tr("Set {what}").format(what=what)
            message = self._perform(text, lambda p: service.set_stat(p, stat, value))
        elif isinstance(key, Meter):
            meter = key
            text = self.tr("Set {what}").format(what=what)
            message = self._perform(text, lambda p: service.set_meter(p, meter, value))
        else:
            text = self.tr("Set momentum")
            message = self._perform(text, lambda p: service.set_momentum(p, value))
        show_error(label, message, edit)
        if message is None:
            edit.setModified(False)

    def _reset_momentum(self) -> None:
        service = self.host.campaign.tracks
        self.edits[MOMENTUM].setModified(False)  # the reset replaces anything typed
        message = self._perform(self.tr("Reset momentum"), service.reset_momentum)
        show_error(self.errors[MOMENTUM], message)

    def _set_impact(self, impact: Impact, marked: bool) -> None:
        service = self.host.campaign.tracks
        text = self.tr("Mark impact {impact}") if marked else self.tr("Clear impact {impact}")
        message = self._perform(
            text.format(impact=game_term(impact.label)),
            lambda p: service.set_impact(p, impact, marked),
        )
        if message is not None:
            show_error(self.legacy_error, message)
            self.show_persona(self.persona_id)

    def _mark_legacy(self, kind: LegacyKind) -> None:
        service = self.host.campaign.tracks
        message = self._perform(
            self.tr("Mark a tick on {track}").format(track=lower_name(kind.value)),
            lambda p: service.mark_legacy(p, kind, 1),
        )
        show_error(self.legacy_error, message)

    def _mark_reward(self, kind: LegacyKind) -> None:
        service = self.host.campaign.tracks
        rank = Rank(self.legacy_ranks[kind].currentData())
        message = self._perform(
            self.tr("Mark a {rank} reward on {track}").format(
                rank=lower_name(rank.value), track=lower_name(kind.value)
            ),
            lambda p: service.mark_legacy_reward(p, kind, rank),
        )
        show_error(self.legacy_error, message)

    def _advance(self, kind: AdvanceKind) -> None:
        service = self.host.campaign.tracks
        message = self._perform(
            self.tr("Advance (new asset)")
            if kind is AdvanceKind.NEW_ASSET
            else self.tr("Advance (upgrade)"),
            lambda p: service.advance(p, kind),
        )
        show_error(self.legacy_error, message)
