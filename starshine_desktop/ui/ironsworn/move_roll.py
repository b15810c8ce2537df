"""A move's roll on the Reference page's Moves tab (Ironsworn): the box under the move's text.

It offers the move's roll (stat, adds, burning momentum; the app's dice or typed ones) with
the exact odds of each band, or its use when it has no roll, then applies what the outcome
states (momentum, progress, tension-clock segments, legacy ticks) to the chosen Persona and
track as one undoable edit. The move list and the move's text are ``reference.MovesPanel``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from starshine_desktop.rules.ironsworn import (
    ActionRoll,
    BurnPolicy,
    Effects,
    LegacyKind,
    Move,
    ProgressRoll,
    RollKind,
    action_odds,
    action_roll,
    progress_odds,
    progress_roll,
)
from starshine_desktop.rules.ironsworn.assets import SetAside, Situation
from starshine_desktop.rules.ironsworn.rolls import burn_could_help
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.ironsworn.tracks import SheetRow, TrackRow
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import game_term, refusal_text
from starshine_desktop.ui.ironsworn.ironsworn_tab import lower_name

if TYPE_CHECKING:
    from starshine_desktop.ui.ironsworn.rules_packages import ImportedMove

from starshine_desktop.ui.ironsworn.roll_panel import (
    band_text,
    dice_row,
    error_label,
    named_button,
    odds_text,
    parse_faces,
    show_error,
)

LEGACY_TRACKS = ("quests", "bonds", "discoveries")
SHEET_VALUES = ("edge", "heart", "iron", "shadow", "wits", "health", "spirit", "supply")


@dataclass(frozen=True, slots=True)
class Planned:
    """What applying an outcome will do, in words and as service arguments."""

    words: str
    momentum_after_roll: int | None
    momentum: int
    progress_times: int
    clock_segments: int
    legacy_ticks: tuple[tuple[LegacyKind, int], ...] = ()

    @property
    def is_empty(self) -> bool:
        """Return whether there is nothing to apply."""
        return self.momentum_after_roll is None and not (
            self.momentum or self.progress_times or self.clock_segments or self.legacy_ticks
        )

    @property
    def needs_persona(self) -> bool:
        """Return whether a Persona's sheet changes."""
        return self.momentum_after_roll is not None or bool(self.momentum or self.legacy_ticks)

    @property
    def needs_track(self) -> bool:
        """Return whether a progress track changes."""
        return bool(self.progress_times or self.clock_segments)


def uses_track(move: Move) -> bool:
    """Tell whether a move reads or marks a track: the Track choice is offered only then."""
    effects = [move.effects, *(text.effects for text in move.outcomes.values())]
    return (
        bool(move.tracks)
        or move.is_progress_move
        or any("connection_rank" in option.stats for option in move.options)
        or any(e.mark_progress or e.clock_segments or e.legacy_reward for e in effects)
    )


class MoveRollBox(QGroupBox):
    """A move's roll (or use): its Persona and track, odds, dice, result and outcome."""

    def __init__(
        self,
        host: SectionHost,
        rng: Callable[[], random.Random],
        open_oracle: Callable[[str], None],
    ) -> None:
        super().__init__()
        self._host = host
        self._rng = rng
        self._open_oracle_table = open_oracle
        self.current_move: Move | None = None
        self.imported_move: ImportedMove | None = None
        self.seed_move: Move | None = None
        self.action: ActionRoll | None = None
        self.progress: ProgressRoll | None = None
        self.planned: Planned | None = None
        # The Persona selected in the Personae table when the roll box last looked: a new
        # selection there is where the roll starts from.
        self._followed_persona: int | None = None
        self.setTitle(self.tr("Roll"))
        self._build()
        self.hide()  # shown with the first move chosen

    # Building ------------------------------------------------------------------------

    def _build(self) -> None:
        form = QFormLayout(self)
        self.persona_combo = QComboBox()
        self.persona_combo.setObjectName("move-persona")
        self.persona_combo.currentIndexChanged.connect(lambda _i: self._inputs_changed())
        form.addRow(self.tr("Persona"), self.persona_combo)
        self.track_combo = QComboBox()
        self.track_combo.setObjectName("move-track")
        self.track_combo.currentIndexChanged.connect(lambda _i: self._inputs_changed())
        form.addRow(self.tr("Track"), self.track_combo)
        self.option_combo = QComboBox()
        self.option_combo.setObjectName("move-option")
        self.option_combo.currentIndexChanged.connect(lambda _i: self._option_changed())
        self.option_label = QLabel(self.tr("Roll +"))
        form.addRow(self.option_label, self.option_combo)
        self.asset_notes = QLabel()
        self.asset_notes.setObjectName("move-asset-notes")
        self.asset_notes.setWordWrap(True)
        form.addRow(self.asset_notes)
        form.addRow(self._build_numbers_row())
        self.odds_label = QLabel()
        self.odds_label.setObjectName("move-odds")
        self.odds_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 3 + 4)
        form.addRow(self.tr("Odds"), self.odds_label)
        self._form = form
        form.addRow(self._build_dice_row())
        self.oracle_button = named_button(
            self.tr("Open its &oracle table"), "move-oracle", self._open_oracle
        )
        oracle_row = QHBoxLayout()
        oracle_row.addWidget(self.oracle_button)
        oracle_row.addStretch(1)
        form.addRow(oracle_row)
        self.error = error_label("move-error")
        form.addRow(self.error)
        self.result = QLabel()
        self.result.setObjectName("move-result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        form.addRow(self.result)
        form.addRow(self._build_apply_row())

    def _build_numbers_row(self) -> QWidget:
        numbers = QHBoxLayout()
        self.stat_spin = QSpinBox()
        self.stat_spin.setObjectName("move-stat")
        self.stat_spin.setRange(0, 5)
        self.stat_spin.valueChanged.connect(lambda _v: self._update_odds())
        self.adds_spin = QSpinBox()
        self.adds_spin.setObjectName("move-adds")
        self.adds_spin.setRange(0, 10)
        self.adds_spin.valueChanged.connect(lambda _v: self._update_odds())
        self.momentum_label = QLabel()
        self.momentum_label.setObjectName("move-momentum")
        self.burn_box = QCheckBox(self.tr("Burn momentum if it gives a better result"))
        self.burn_box.setObjectName("move-burn")
        self.burn_box.toggled.connect(lambda _v: self._update_odds())
        for label, widget in (
            (self.tr("Value"), self.stat_spin),
            (self.tr("Adds"), self.adds_spin),
        ):
            caption = QLabel(label)
            caption.setBuddy(widget)
            numbers.addWidget(caption)
            numbers.addWidget(widget)
        numbers.addWidget(self.momentum_label)
        numbers.addWidget(self.burn_box)
        numbers.addStretch(1)
        self.numbers_row = QWidget()
        self.numbers_row.setLayout(numbers)
        return self.numbers_row

    def _build_dice_row(self) -> QWidget:
        built = dice_row(
            named_button(self.tr("&Roll"), "move-roll", self.roll_in_app),
            self.tr("Or type the dice:"),
            "move-typed-dice",
            110,
            named_button(self.tr("Roll t&yped dice"), "move-roll-typed", self.roll_typed),
            self.roll_typed,
        )
        self.typed = built.typed
        self.typed.setAccessibleName(self.tr("Type the dice"))
        self.roll_typed_button = built.roll_typed_button
        self.dice_row = built.row
        return self.dice_row

    def _build_apply_row(self) -> QHBoxLayout:
        apply_row = QHBoxLayout()
        self.apply_button = named_button(
            self.tr("&Apply outcome"), "move-apply", self.apply_outcome
        )
        self.apply_label = QLabel()
        self.apply_label.setObjectName("move-apply-text")
        self.apply_label.setWordWrap(True)
        apply_row.addWidget(self.apply_button)
        apply_row.addWidget(self.apply_label, 1)
        return apply_row

    # Showing a move ------------------------------------------------------------------

    def show_move(self, move: Move | None, imported: ImportedMove | None = None) -> None:
        """Offer ``move``'s roll or use (hidden when it has none, or for None); an imported
        move's roll is offered as the chosen Persona's sheet holds it (``imported``)."""
        self.current_move = move
        self.imported_move = imported
        # A built-in move as the seed gives it, offered as the chosen Persona's sheet rolls it.
        self.seed_move = move if imported is None else None
        if move is None:
            self.hide()
            return
        self._fill_options(move)
        is_action = move.roll_kind is RollKind.ACTION
        is_progress = move.roll_kind is RollKind.PROGRESS
        has_roll = is_action or is_progress
        has_oracle = move.oracle is not None or move.roll_kind is RollKind.ORACLE
        self.setVisible(has_roll or has_oracle or not move.effects.is_empty)
        self.setTitle(self.tr("Roll") if has_roll else self.tr("Use"))
        self._form.setRowVisible(self.dice_row, has_roll)
        self._form.setRowVisible(self.odds_label, has_roll)
        self.oracle_button.setVisible(has_oracle)
        self._form.setRowVisible(self.option_combo, is_action)
        self._form.setRowVisible(self.numbers_row, is_action)
        self._form.setRowVisible(self.track_combo, uses_track(move))
        self.typed.setPlaceholderText(
            self.tr("d6 d10 d10, e.g. 4 3 8") if is_action else self.tr("d10 d10, e.g. 3 8")
        )
        self._clear_result()
        self.refresh_targets()
        self._option_changed()

    def _fill_options(self, move: Move) -> None:
        """List the move's roll options, keeping the one chosen where it is still offered."""
        chosen = self.option_combo.currentText()
        self.option_combo.blockSignals(True)
        self.option_combo.clear()
        for option in move.options:
            stats = self.tr(" or ").join(stat.replace("_", " ") for stat in option.stats)
            if option.pick:
                text = self.tr("{approach}: +{stats} (whichever is {pick})")
            else:
                text = self.tr("{approach}: +{stats}")
            pick = game_term(option.pick.value) if option.pick else ""
            self.option_combo.addItem(text.format(approach=option.approach, stats=stats, pick=pick))
        self.option_combo.setCurrentIndex(max(self.option_combo.findText(chosen), 0))
        self.option_combo.blockSignals(False)

    def _held_move(self) -> None:
        """Offer an imported move as the chosen Persona's sheet rolls it: the conditions of
        the usable assets it holds (abilities ticked, for this move or any move of its roll
        type), its assets' meters by name; nobody's: none. Say which assets are not offered
        and why, and which ticked abilities apply without an option of their own."""
        imported = self.imported_move
        chosen = self.persona_combo.currentData()
        persona_id = chosen if isinstance(chosen, int) else None
        if self.seed_move is not None and self.seed_move.roll_kind is RollKind.ACTION:
            self._held_seed_move(self.seed_move, persona_id)
            return
        kind = imported.move.roll_kind if imported is not None else RollKind.NONE
        if imported is None or kind not in (RollKind.ACTION, RollKind.PROGRESS):
            self._show_asset_notes((), ())
            return
        enhancements = (*imported.enhanced_by, *imported.for_any)
        assets = self._host.campaign.assets
        aside, situations = assets.roll_notes(persona_id, imported.source_move, enhancements)
        self._show_asset_notes(aside, situations)
        if kind is not RollKind.ACTION:
            return
        from starshine_desktop.rules.ironsworn.datasworn import reference_move

        held = assets.move_for(persona_id, imported.source_move, enhancements)
        move = reference_move(held)
        if move != self.current_move:
            self.current_move = move
            self._fill_options(move)

    def _held_seed_move(self, seed: Move, persona_id: int | None) -> None:
        """Offer a built-in move as the chosen Persona's sheet rolls it: a companion's health
        on each usable companion of the sheet, by name and value, as an imported move's roll
        does (to type when none has it); say which assets are not offered and why."""
        move, aside = self._host.campaign.assets.seed_move_for(persona_id, seed)
        self._show_asset_notes(aside, ())
        if move != self.current_move:
            self.current_move = move
            self._fill_options(move)

    def _show_asset_notes(self, aside: Sequence[SetAside], situations: Sequence[Situation]) -> None:
        lines = []
        if aside:
            named = self.tr(", ").join(
                self.tr("{asset} ({reason})").format(asset=one.asset, reason=one.reason)
                for one in aside
            )
            lines.append(self.tr("Not offered: {assets}.").format(assets=named))
        if situations:
            lines.append(self.tr("Your assets add to this roll as their cards say:"))
            for one in situations:
                text = (
                    self.tr("{asset}, ability {number}: {situation}")
                    if one.text
                    else self.tr("{asset}, ability {number}")
                )
                lines.append(
                    "• " + text.format(asset=one.asset, number=one.ability, situation=one.text)
                )
        self.asset_notes.setText("\n".join(lines))
        self._form.setRowVisible(self.asset_notes, bool(lines))

    def follow_selection(self) -> None:
        """Start the roll from the Persona selected in the table (it may have changed)."""
        if (
            self.current_move is not None
            and self._host.current_persona_id() != self._followed_persona
        ):
            self.refresh_targets()

    def campaign_switched(self) -> None:
        """Fill the Persona and track choices from the campaign now open."""
        if self.current_move is not None:
            self.refresh_targets()

    def _open_oracle(self) -> None:
        move = self.current_move
        if move is not None:
            self._open_oracle_table(move.oracle or "")

    # Targets and odds --------------------------------------------------------------

    def refresh_targets(self) -> None:
        """Fill the Persona and track choices from the campaign (keeping the choice)."""
        campaign = self._host.campaign
        chosen_persona = self.persona_combo.currentData()
        selected = self._host.current_persona_id()
        if chosen_persona is None or selected != self._followed_persona:
            chosen_persona = selected  # the Persona selected in the table since last time
        self._followed_persona = selected
        chosen_track = self.track_combo.currentData()
        self.persona_combo.blockSignals(True)
        self.persona_combo.clear()
        self.persona_combo.addItem(self.tr("— nobody —"), None)
        for row in sorted(campaign.personae.list_personae(), key=lambda r: r.name.casefold()):
            self.persona_combo.addItem(row.name, row.id)
        index = self.persona_combo.findData(chosen_persona) if chosen_persona is not None else 0
        self.persona_combo.setCurrentIndex(max(index, 0))
        self.persona_combo.blockSignals(False)
        self.track_combo.blockSignals(True)
        self.track_combo.clear()
        self.track_combo.addItem(self.tr("— none —"), None)
        wanted = self.current_move.tracks if self.current_move is not None else ()
        for name in LEGACY_TRACKS:
            if name in wanted:
                legacy = self.tr("Legacy: {name}").format(name=lower_name(name))
                self.track_combo.addItem(legacy, f"legacy:{name}")
        for track in sorted(campaign.tracks.list_tracks(), key=lambda r: r.name.casefold()):
            only_wanted = self.current_move is not None and self.current_move.is_progress_move
            if wanted and only_wanted and track.values.kind.value not in wanted:
                continue
            kind = game_term(track.values.kind.label)
            self.track_combo.addItem(f"{track.name} ({kind})", track.id)
        index = self.track_combo.findData(chosen_track) if chosen_track is not None else -1
        self.track_combo.setCurrentIndex(
            index if index >= 0 else min(1, self.track_combo.count() - 1)
        )
        self.track_combo.blockSignals(False)
        self._inputs_changed()

    def _sheet(self) -> SheetRow | None:
        persona_id = self.persona_combo.currentData()
        if persona_id is None:
            return None
        try:
            return self._host.campaign.tracks.get_sheet(int(persona_id))
        except StorageError:
            return None

    def _track(self) -> TrackRow | None:
        if self.current_move is None or not uses_track(self.current_move):
            return None
        track_id = self.track_combo.currentData()
        if not isinstance(track_id, int):
            return None
        try:
            return self._host.campaign.tracks.get_track(track_id)
        except StorageError:
            return None

    def _inputs_changed(self) -> None:
        self._held_move()
        self._option_changed()

    def _option_changed(self) -> None:
        """Put the chosen Persona's value for the chosen option into the value box."""
        move = self.current_move
        if move is None:
            return
        sheet = self._sheet()
        if move.roll_kind is RollKind.ACTION and move.options:
            option = move.options[max(0, self.option_combo.currentIndex())]
            values: dict[str, int] = {}
            if sheet is not None:
                values = {name: getattr(sheet.character, name) for name in SHEET_VALUES}
                values["integrity"] = sheet.character.integrity
                values.update(self._host.campaign.assets.roll_values(sheet.persona_id))
            track = self._track()
            if track is not None:
                values["connection_rank"] = track.values.rank.bonus
            known = [name for name in option.stats if name in values]
            if known:
                chosen = [values[name] for name in known]
                pick = min if option.pick is not None and option.pick.value == "lower" else max
                self.stat_spin.setValue(pick(chosen))
        momentum = sheet.character.momentum if sheet is not None else 0
        self.momentum_label.setText(self.tr("Momentum {value}").format(value=f"{momentum:+d}"))
        self._update_odds()

    def _momentum_and_impacts(self) -> tuple[int, int]:
        sheet = self._sheet()
        if sheet is None:
            return 0, 0
        return sheet.character.momentum, sheet.character.impact_count

    def _progress_score(self) -> int:
        choice = self.track_combo.currentData()
        if isinstance(choice, str) and choice.startswith("legacy:"):
            sheet = self._sheet()
            if sheet is None:
                return 0
            kind = next(k for k in type(sheet.legacy.quests.kind) if k.value == choice[7:])
            return sheet.legacy.track(kind).progress_score
        track = self._track()
        return 0 if track is None else track.track.progress_score

    def _update_odds(self) -> None:
        move = self.current_move
        if move is None:
            return
        try:
            if move.roll_kind is RollKind.ACTION:
                momentum, impacts = self._momentum_and_impacts()
                stat, adds = self.stat_spin.value(), self.adds_spin.value()
                self._offer_burn(burn_could_help(stat, adds, momentum, impacts), momentum)
                burning = self.burn_box.isChecked() and not self.burn_box.isHidden()
                burn = BurnPolicy.WHEN_BETTER if burning else BurnPolicy.NEVER
                odds = action_odds(stat, adds, momentum, burn, impacts)
                self.odds_label.setText(odds_text(odds))
            elif move.roll_kind is RollKind.PROGRESS:
                score = self._progress_score()
                self.odds_label.setText(
                    self.tr("Progress score {score}:\n{odds}").format(
                        score=score, odds=odds_text(progress_odds(score))
                    )
                )
            else:
                self.odds_label.setText(self.tr("No roll: the move's effect applies as it is."))
        except Refusal as error:
            self.odds_label.setText(refusal_text(error))

    def _offer_burn(self, helps: bool, momentum: int) -> None:
        """Offer burning momentum only where it could lift a roll to a better band."""
        self.momentum_label.setText(self.tr("Momentum {value}").format(value=f"{momentum:+d}"))
        self.burn_box.setHidden(not helps)
        if helps:
            self.burn_box.setText(
                self.tr("Burn momentum ({value}) if it gives a better result").format(
                    value=f"{momentum:+d}"
                )
            )
        else:
            self.burn_box.blockSignals(True)
            self.burn_box.setChecked(False)
            self.burn_box.blockSignals(False)

    # Rolling -------------------------------------------------------------------------

    def _clear_result(self) -> None:
        self.action = self.progress = None
        self.planned = None
        self.result.clear()
        self.typed.clear()
        show_error(self.error, None, self.typed)
        self._plan(None, False)

    def roll_in_app(self) -> None:
        """Roll the move's dice with the app's dice."""
        self._roll(lambda count: self._rng())

    def roll_typed(self) -> None:
        """Roll the move with the dice the person typed."""
        self._roll(lambda count: parse_faces(self.typed.text(), count, self.tr("the dice")))

    def _roll(self, dice: Callable[[int], random.Random | list[int]]) -> None:
        move = self.current_move
        if move is None:
            return
        try:
            if move.roll_kind is RollKind.ACTION:
                momentum, impacts = self._momentum_and_impacts()
                roll = action_roll(
                    self.stat_spin.value(),
                    self.adds_spin.value(),
                    momentum,
                    dice=dice(3),
                    impacts=impacts,
                )
                burning = self.burn_box.isChecked() and not self.burn_box.isHidden()
                if burning and roll.burn_would_improve:
                    roll = roll.burned_with(impacts)
                self.action, self.progress = roll, None
                outcome, match = roll.outcome, roll.match
                cancelled = self.tr("cancelled by momentum")
                die = cancelled if roll.die_cancelled else str(roll.action_die)
                burned = (
                    self.tr("; momentum burned ({value})").format(
                        value=f"{roll.momentum_before:+d}"
                    )
                    if roll.burned
                    else ""
                )
                dice_text = (
                    self.tr(
                        "action die {die} + {stat} + {adds} = {score} against {first} and {second}"
                    ).format(
                        die=die,
                        stat=roll.stat,
                        adds=roll.adds,
                        score=roll.rolled_score,
                        first=roll.challenge_dice[0],
                        second=roll.challenge_dice[1],
                    )
                    + burned
                )
            elif move.roll_kind is RollKind.PROGRESS:
                progress = progress_roll(self._progress_score(), dice(2))
                self.progress, self.action = progress, None
                outcome, match = progress.outcome, progress.match
                dice_text = self.tr("progress score {score} against {first} and {second}").format(
                    score=progress.progress_score,
                    first=progress.challenge_dice[0],
                    second=progress.challenge_dice[1],
                )
            else:
                return
        except Refusal as error:
            show_error(self.error, refusal_text(error), self.typed)
            return
        show_error(self.error, None, self.typed)
        text = move.outcome(outcome, match)
        self.result.setText(
            f"<b>{band_text(outcome, match)}</b> ({escape(dice_text)}).<br>{escape(text.summary)}"
        )
        self._plan(text.effects, True)

    def _plan(self, effects: Effects | None, rolled: bool) -> None:
        move = self.current_move
        if (
            effects is None
            and move is not None
            and move.roll_kind in (RollKind.NONE, RollKind.ORACLE)
        ):
            effects = move.effects
        burned_to = self.action.momentum_after if self.action and self.action.burned else None
        if effects is None:
            self.planned = None
        else:
            words = []
            if burned_to is not None:
                words.append(self.tr("momentum resets to {value}").format(value=f"{burned_to:+d}"))
            if effects.momentum:
                words.append(self.tr("{value} momentum").format(value=f"{effects.momentum:+d}"))
            if effects.mark_progress == 2:
                words.append(self.tr("mark progress twice on the track"))
            elif effects.mark_progress:
                words.append(self.tr("mark progress on the track"))
            if effects.clock_segments:
                words.append(
                    self.tr("fill {count} tension-clock segment(s)").format(
                        count=effects.clock_segments
                    )
                )
            legacy = [(LegacyKind(name), ticks) for name, ticks in effects.legacy_ticks]
            track = self._track()
            if effects.legacy_reward is not None and track is not None:
                rank = track.values.rank
                legacy.append((LegacyKind(effects.legacy_reward), rank.legacy_reward_ticks))
            for kind, ticks in legacy:
                mark = (
                    self.tr("mark 1 tick on {track}")
                    if ticks == 1
                    else self.tr("mark {ticks} ticks on {track}")
                )
                words.append(mark.format(ticks=ticks, track=lower_name(kind.value)))
            self.planned = Planned(
                "; ".join(words),
                burned_to,
                effects.momentum,
                effects.mark_progress,
                effects.clock_segments,
                tuple(legacy),
            )
        can_apply = self.planned is not None and not self.planned.is_empty
        self.apply_button.setEnabled(can_apply)
        if self.planned is not None and can_apply:
            self.apply_label.setText(self.tr("Applies: {what}").format(what=self.planned.words))
        elif rolled:
            self.apply_label.setText(self.tr("Nothing to apply automatically: follow the text."))
        else:
            self.apply_label.setText("")

    def apply_outcome(self) -> None:
        """Apply the planned momentum, progress and clock changes as one undoable edit."""
        planned = self.planned
        if planned is None or planned.is_empty:
            return
        persona_id = self.persona_combo.currentData()
        track = self._track()
        needs_persona, needs_track = planned.needs_persona, planned.needs_track
        if needs_persona and persona_id is None:
            show_error(self.error, self.tr("Choose the Persona whose momentum changes."))
            return
        if needs_track and track is None:
            show_error(self.error, self.tr("Choose the track to mark."))
            return
        service = self._host.campaign.tracks
        track_id = track.id if needs_track and track is not None else None

        def apply() -> Edit:
            return service.apply_outcome(
                persona_id=int(persona_id) if needs_persona else None,
                momentum_after_roll=planned.momentum_after_roll,
                momentum=planned.momentum,
                track_id=track_id,
                progress_times=planned.progress_times,
                clock_segments=planned.clock_segments,
                legacy_ticks=planned.legacy_ticks,
            )

        move = self.current_move
        name = game_term(move.name) if move is not None else self.tr("move")
        edit = self._host.perform(
            self.tr("Apply {move}").format(move=name),
            apply,
            refused=lambda message: show_error(self.error, message),
        )
        if edit is None:
            return
        show_error(self.error, None)
        self.apply_button.setEnabled(False)
        self.apply_label.setText(self.tr("Applied: {what}").format(what=planned.words))

    def apply_changes(self, changes: Changes) -> None:
        """Refresh the targets when Personae, sheets or tracks changed."""
        kinds = (
            RecordKind.PERSONA,
            RecordKind.TRACK,
            RecordKind.IRONSWORN_SHEET,
            RecordKind.IRONSWORN_ASSET,
        )
        touched = any(
            changes.added_ids(kind) or changes.updated_ids(kind) or changes.removed_ids(kind)
            for kind in kinds
        )
        if touched and self.current_move is not None:
            self.refresh_targets()


# Oracles ------------------------------------------------------------------------------
