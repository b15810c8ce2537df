"""The Persona sheet (Starshine): a filled form of one Persona, and the blank "pencil" sheet.

Both are one form: the pencil sheet is the form with nothing written in, the Persona sheet
the same form with the Persona's values written in, so a pencil can go on changing it at the
table. Every list has at least the pencil sheet's rows (blank rows below the filled ones);
the Director's Stance, the meters and the momentum are rows of boxes with the current one
marked; vows, progress tracks and legacy tracks are ten drawn boxes with their ticks; the
status flags, Expressions and impacts are drawn tick boxes (``document.tick_box``); the
notes are ruled down to the foot of the page.

The front: the Persona, its Actor and the Director's Stance, the status boxes, the twelve
Scores, then two columns: Characteristics with their Expressions and the Knacks, Powers and
Signature Items on the left; Traits, Investments and Strategies on the right. The back:
Advances and the Stance log beside the Cortex-style and Ironsworn blocks (each kept whole),
then the notes. A front page too tall for the paper (measured by the renderer, which tries
the document's ``variants`` in turn) has its longest lists printed after it instead.

Black on white with ruled tables (no colour carries meaning), sized in percent so the same
HTML fits every paper. On A5 the pencil sheet is three pages: fewer blank rows in smaller
type (``A5_CSS``, nothing under 7 pt), the records, the Cortex-style block and the notes on
the second page and the Ironsworn block on the third; a filled sheet whose front is too long
for the page has its sections flow on one under the other.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextvars import ContextVar

from starshine_desktop.rules.cortex import DIE_STEPS, StressType
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.ironsworn.character import (
    METER_MAX,
    METER_MIN,
    MOMENTUM_MAX,
    MOMENTUM_MIN,
    Impact,
    Meter,
    Stat,
)
from starshine_desktop.rules.ironsworn.tracks import BOXES, LegacyKind, box_ticks
from starshine_desktop.rules.starshine.campaign import modified_score
from starshine_desktop.rules.starshine.scores import STANCE_RANGE, Score
from starshine_desktop.services.printing.document import (
    WRITING_SPACE,
    FlowDocument,
    Paper,
    blank_rows,
    grid_table,
    keep_whole,
    page,
    ruled_to_foot,
    signed,
    text,
    tick_box,
    track_boxes,
)
from starshine_desktop.services.printing.labels import ironsworn_word, state_word, stress_label
from starshine_desktop.services.printing.model import (
    CharacteristicPrint,
    InvestmentPrint,
    PersonaPrint,
    StrategyPrint,
    TrackPrint,
    TraitPrint,
)
from starshine_desktop.services.printing.words import translate

SCORE_LABELS: dict[Score, str] = {
    Score.BASE: QT_TRANSLATE_NOOP("Game", "Base"),
    Score.DEFENSE: QT_TRANSLATE_NOOP("Game", "Defense"),
    Score.RECOVERY: QT_TRANSLATE_NOOP("Game", "Recovery"),
    Score.LEAD: QT_TRANSLATE_NOOP("Game", "Lead"),
    Score.STUNT: QT_TRANSLATE_NOOP("Game", "Stunt"),
    Score.AID: QT_TRANSLATE_NOOP("Game", "Aid"),
    Score.THREAT: QT_TRANSLATE_NOOP("Game", "Threat"),
    Score.GUARD: QT_TRANSLATE_NOOP("Game", "Guard"),
    Score.SURRENDER: QT_TRANSLATE_NOOP("Game", "Surrender"),
    Score.RISK: QT_TRANSLATE_NOOP("Game", "Risk"),
    Score.POWER: QT_TRANSLATE_NOOP("Game", "Power"),
    Score.FORTUNE: QT_TRANSLATE_NOOP("Game", "Fortune"),
}
SCORE_WIDTHS = (17, 17, 17, 17, 16, 16)
SIGNED_SCORES = frozenset({Score.STUNT, Score.THREAT, Score.RISK, Score.POWER})
PENCIL_ROWS = {
    "characteristics": 5,
    "expressions": 3,
    "modifiers": 3,
    "traits": 9,
    "investments": 5,
    "strategies": 4,
    "advances": 10,
    "stance_changes": 8,
    "vows": 3,
    "tracks": 2,
}
"""Rows of the pencil sheet on US Letter, and the fewest rows each list of a Persona sheet
prints there; other papers add rows to fill their pages, or on A5 leave some out to keep
the sheet to three pages (``EXTRA_ROWS``)."""
EXTRA_ROWS: dict[Paper, dict[str, int]] = {
    Paper.A4: {"traits": 1, "modifiers": 1},
    Paper.LEGAL: {"traits": 4, "investments": 2, "modifiers": 2, "characteristics": 1},
    Paper.A5: {
        "characteristics": -2,
        "expressions": -1,
        "modifiers": -1,
        "traits": -3,
        "investments": -2,
        "strategies": -1,
        "advances": -4,
        "stance_changes": -3,
        "vows": -1,
        "tracks": -1,
    },
}
_rows: ContextVar[Paper] = ContextVar("pencil_rows_paper", default=Paper.LETTER)


def pencil_rows(key: str, paper: Paper | None = None) -> int:
    """Return the rows of a list on the pencil sheet of ``paper`` (else the sheet's paper)."""
    chosen = _rows.get() if paper is None else paper
    return PENCIL_ROWS[key] + EXTRA_ROWS.get(chosen, {}).get(key, 0)


FRONT_SECTIONS = ("characteristics", "modifiers", "traits", "investments", "strategies")
SHEET_CSS = """
body { font-size: 8.5pt; }
h2 { font-size: 10.5pt; margin-top: 5px; margin-bottom: 2px; }
h3 { font-size: 9pt; margin-top: 4px; margin-bottom: 1px; }
h4 { font-size: 8.5pt; margin-top: 6px; margin-bottom: 1px; }
table.grid td, table.grid th { padding: 2px; }
table.scores td { text-align: center; }
td.scorelabel { font-size: 8pt; font-weight: bold; background-color: #e6e6e6; }
td.scorevalue { font-size: 14pt; }
td.scoremod { font-size: 8pt; }
table.head td { padding: 2px; }
td.stance { font-size: 12pt; }
td.strip { font-size: 7pt; white-space: nowrap; }
td.now { font-weight: bold; background-color: #c8c8c8; }
span.tag { font-size: 8pt; }
span.small { font-size: 8pt; }
td.big { font-size: 12pt; font-weight: bold; }
td.state { white-space: nowrap; }
p.track { margin-top: 1px; margin-bottom: 0; }
p.boxes { margin-top: 0; margin-bottom: 2px; }
"""
A5_CSS = """
td, p { font-size: 8pt; }
h2 { font-size: large; margin-top: 3px; margin-bottom: 1px; }
h3 { font-size: medium; margin-top: 2px; margin-bottom: 1px; }
table.grid th { font-size: 7pt; }
p.note { font-size: 7pt; margin-bottom: 1px; }
table.grid { margin-bottom: 2px; }
table.grid td, table.grid th { padding: 1px; }
td.scorelabel { font-size: 7pt; }
td.scorevalue { font-size: 12pt; }
td.scoremod { font-size: 7pt; }
td.stance { font-size: 10pt; }
span.tag { font-size: 7pt; }
span.small { font-size: 7pt; }
td.big { font-size: 10pt; }
"""
"""The sheet on A5: the same form in smaller (never under 7 pt) and tighter type, set on the
cells and paragraphs (Qt ignores a body's font size). Qt sizes a heading from the document's
font (``large`` is 1.2 times it, ``medium`` the same), never from a size in points."""
PAGE_BREAK = "<p style='page-break-before: always; margin: 0'></p>"
"""An empty paragraph that starts a new page."""
LINE_SPACE = "<span style='font-size: 11pt'>&nbsp;</span>"
"""A line to write one Expression on."""


def score_label(score: Score) -> str:
    """Return a Score's name as the sheet prints it (in the document's language)."""
    return translate("Game", SCORE_LABELS[score])


def _score_value(score: Score, value: int) -> str:
    return signed(value) if score in SIGNED_SCORES else str(value)


def _modified(score: Score, persona: PersonaPrint, total: int) -> str:
    if not total:
        return ""
    value = modified_score(persona.scores[score], (total,))
    return translate("Print", "modified: {value}").format(value=_score_value(score, value))


def _modifier_totals(persona: PersonaPrint) -> dict[Score, int]:
    totals = dict.fromkeys(Score, 0)
    for modifier in persona.modifiers:
        totals[modifier.score] += modifier.modifier
    return totals


def _scores_table(persona: PersonaPrint | None) -> str:
    halves = (list(Score)[:6], list(Score)[6:])
    totals = _modifier_totals(persona) if persona is not None else None
    rows = []
    for half in halves:
        labels = "".join(
            f"<td class='scorelabel' width='{width}%' align='center'>{score_label(s)}</td>"
            for s, width in zip(half, SCORE_WIDTHS, strict=True)
        )
        if persona is None:
            values = "".join(f"<td class='scorevalue'>{WRITING_SPACE}</td>" for _ in half)
        else:
            values = "".join(
                f"<td class='scorevalue' align='center'>{_score_value(s, persona.scores[s])}</td>"
                for s in half
            )
        rows.append(f"<tr>{labels}</tr><tr>{values}</tr>")
        if persona is not None and totals is not None and any(totals[s] for s in half):
            mods = "".join(
                f"<td class='scoremod' align='center'>{_modified(s, persona, totals[s])}</td>"
                for s in half
            )
            rows.append(f"<tr>{mods}</tr>")
    return (
        "<table class='grid scores' width='100%' cellspacing='0' cellpadding='3'>"
        + "".join(rows)
        + "</table>"
    )


STATUS_FLAGS = (
    ("risked_corruption", QT_TRANSLATE_NOOP("Print", "Has risked Corruption (once, ever)")),
    ("risked_death", QT_TRANSLATE_NOOP("Print", "Has risked Death (once, ever)")),
    ("dead", QT_TRANSLATE_NOOP("Print", "Dead")),
)


def _box_row(values: Sequence[int], current: int | None, labels: Sequence[str]) -> str:
    """Return a row of numbered boxes with the current one marked (framed and shaded)."""
    share = max(1, 100 // len(values))
    cells = "".join(
        f"<td width='{share}%' align='center' class='strip now' "
        f"style='border: 2px solid #000000'>{label}</td>"
        if value == current
        else f"<td width='{share}%' align='center' class='strip'>{label}</td>"
        for value, label in zip(values, labels, strict=True)
    )
    return (
        f"<table class='grid' width='100%' cellspacing='0' cellpadding='1'><tr>{cells}</tr></table>"
    )


def _stance_boxes(stance: int | None) -> str:
    """Return the Director's Stance as six boxes, the current one marked."""
    values = list(range(STANCE_RANGE.minimum, STANCE_RANGE.maximum + 1))
    cells = "".join(
        f"<td width='16%' align='center' class='stance now' "
        f"style='border: 2px solid #000000'><b>[{value}]</b></td>"
        if value == stance
        else f"<td width='16%' align='center' class='stance'>{value}</td>"
        for value in values
    )
    return (
        f"<table class='grid' width='100%' cellspacing='0' cellpadding='2'><tr>{cells}</tr></table>"
    )


STATUS_FLAGS = (
    ("risked_corruption", QT_TRANSLATE_NOOP("Print", "Has risked Corruption (once, ever)")),
    ("risked_death", QT_TRANSLATE_NOOP("Print", "Has risked Death (once, ever)")),
    ("dead", QT_TRANSLATE_NOOP("Print", "Dead")),
)


def _head(persona: PersonaPrint | None, campaign: str) -> str:
    """Return the name band: Persona, Actor, campaign, the Stance boxes and the status."""
    name = "&nbsp;" if persona is None else text(persona.name)
    actor = "&nbsp;" if persona is None or not persona.actor else text(persona.actor)
    where = "&nbsp;" if persona is None else text(campaign)
    tags = (
        translate("Print", "Persona"),
        translate("Print", "Actor"),
        translate("Print", "Campaign"),
    )
    band = (
        "<table class='grid head' width='100%' cellspacing='0' cellpadding='3'><tr>"
        f"<td width='46%'><span class='tag'>{tags[0]}</span>"
        f"<p style='font-size: 20pt; font-weight: bold; margin: 0'>{name}</p></td>"
        f"<td width='27%'><span class='tag'>{tags[1]}</span><br/><b>{actor}</b></td>"
        f"<td width='27%'><span class='tag'>{tags[2]}</span><br/><b>{where}</b></td>"
        "</tr></table>"
    )
    stance = _stance_boxes(None if persona is None else persona.stance)
    stance_label = translate("Print", "Director's Stance")
    stance_rule = translate("Print", "+1 a Strategy begun or developed, \u22121 a Push")
    stance_row = (
        "<table class='head' width='100%' cellspacing='0' cellpadding='2'><tr>"
        f"<td width='22%'><span class='tag'>{stance_label}</span><br/>"
        f"<span class='small'>{stance_rule}</span></td>"
        f"<td width='44%'>{stance}</td><td width='34%'>{_status(persona)}</td></tr></table>"
    )
    heading = translate("Print", "Starshine Persona sheet")
    title = f"<p style='font-size: 12pt; font-weight: bold; margin: 0 0 3px 0'>{heading}</p>"
    return title + band + stance_row


def _status(persona: PersonaPrint | None) -> str:
    """Return the status flags as drawn boxes: ticked or empty (all empty to fill by pencil)."""
    return (
        "<span class='tag'>"
        + translate("Print", "Status")
        + "</span><br/>"
        + "<br/>".join(
            f"{tick_box(persona is not None and bool(getattr(persona, key)))} "
            f"<span class='small'>{translate('Print', label)}</span>"
            for key, label in STATUS_FLAGS
        )
    )


def _padded(count: int, key: str) -> int:
    """Return how many blank rows follow ``count`` filled ones (up to the pencil sheet's)."""
    return max(0, pencil_rows(key) - count)


def _characteristics(persona: PersonaPrint | None) -> str:
    characteristic = translate("Print", "Characteristic and its Expressions")
    value = translate("Print", "Value")
    head = (
        f"<thead><tr><th width='80%'>{characteristic}</th>"
        f"<th width='20%' align='center'>{value}</th></tr></thead>"
    )
    filled: Sequence[CharacteristicPrint] = () if persona is None else persona.characteristics
    rows = [_characteristic_row(c) for c in filled]
    lines = "<br/>".join([LINE_SPACE] * pencil_rows("expressions"))
    rows += [
        f"<tr><td width='80%'>{WRITING_SPACE}</td><td width='20%'>&nbsp;</td></tr>"
        f"<tr><td colspan='2'>{lines}</td></tr>"
    ] * _padded(len(filled), "characteristics")
    return (
        "<table class='grid' width='100%' cellspacing='0' cellpadding='2'>"
        + head
        + "".join(rows)
        + "</table>"
    )


def _characteristic_row(c: CharacteristicPrint) -> str:
    corrupt = " <i>(" + translate("Print", "corrupt") + ")</i>" if c.corrupt else ""
    name = text(c.shown_name) + corrupt
    written = [f"{tick_box()} {text(e)}" for e in c.expressions]
    written += [LINE_SPACE] * max(0, pencil_rows("expressions") - len(written))
    return (
        f"<tr><td width='80%'><b>{name}</b></td><td width='20%' align='center' "
        f"class='big'>{c.value}</td></tr><tr><td colspan='2'>{'<br/>'.join(written)}</td></tr>"
    )


def _modifiers(persona: PersonaPrint | None) -> str:
    headers = [
        translate("Print", "Knack, Power or Signature Item"),
        translate("Print", "Score"),
    ]
    rows = [
        [
            f"{text(m.name)} <span class='small'>({text(m.kind)})</span>",
            f"{score_label(m.score)} {signed(m.modifier)}",
        ]
        for m in (() if persona is None else persona.modifiers)
    ]
    rows += blank_rows(2, _padded(len(rows), "modifiers"))
    return grid_table(headers, rows, [64, 36])


def _traits(persona: PersonaPrint | None) -> str:
    """Return the Traits: name, Strength, N for a Negative Trait, and who else made it."""
    rows = [_trait_row(persona, t) for t in (() if persona is None else persona.traits)]
    rows += blank_rows(4, _padded(len(rows), "traits"))
    headers = [
        translate("Print", "Trait"),
        translate("Print", "Strength"),
        translate("Print", "N"),
        translate("Print", "By"),
    ]
    legend = translate("Print", "N: a Negative Trait. By: who made it, if not the Persona.")
    return (
        grid_table(headers, rows, [42, 22, 8, 28], numeric=(1, 2)) + f"<p class='note'>{legend}</p>"
    )


def _trait_row(persona: PersonaPrint | None, trait: TraitPrint) -> list[str]:
    negative = translate("Print", "N") if trait.negative else "&nbsp;"
    own = persona is not None and trait.created_by == persona.name
    by = "&nbsp;" if own else text(trait.created_by)
    return [text(trait.name), str(trait.strength), negative, by]


def _state_cell(state: str) -> str:
    """Return a state word that never breaks inside ("surrendered" stays whole)."""
    return f"<span style='white-space: nowrap'>{text(state_word(state))}</span>"


def _investments(persona: PersonaPrint | None) -> str:
    headers = [
        translate("Print", "Investment"),
        translate("Print", "Value"),
        translate("Print", "State"),
    ]
    rows = [
        [_investment(i), str(i.value), _state_cell(i.state)]
        for i in (() if persona is None else persona.investments)
    ]
    rows += blank_rows(3, _padded(len(rows), "investments"))
    return grid_table(headers, rows, [58, 14, 28], numeric=(1,))


def _investment(investment: InvestmentPrint) -> str:
    source = translate("Print", "from {characteristic}").format(
        characteristic=text(investment.characteristic)
    )
    return f"{text(investment.written)}<br/><span class='small'>{source}</span>"


def _strategies(persona: PersonaPrint | None) -> str:
    headers = [translate("Print", "Strategy"), translate("Print", "State")]
    rows = [
        [_strategy(s), _state_cell(s.state)]
        for s in (() if persona is None else persona.strategies)
    ]
    rows += blank_rows(2, _padded(len(rows), "strategies"))
    return grid_table(headers, rows, [72, 28])


def _strategy(strategy: StrategyPrint) -> str:
    pursues = translate("Print", "pursues {aim}").format(aim=text(strategy.pursues))
    return f"{text(strategy.name)}<br/><span class='small'>{pursues}</span>"


def _stance_changes(persona: PersonaPrint | None) -> str:
    headers = [translate("Print", "Stance"), translate("Print", "Why"), translate("Print", "Date")]
    rows = [
        [
            f"{c.old} \u2192 {c.new}",
            text(c.reason),
            "&nbsp;" if c.on_date is None else c.on_date.isoformat(),
        ]
        for c in (() if persona is None else persona.stance_changes)
    ]
    rows += blank_rows(3, _padded(len(rows), "stance_changes"))
    heading = translate("Print", "Changes of the Director's Stance")
    return f"<h2>{heading}</h2>{grid_table(headers, rows, [16, 58, 26])}"


def _advances(persona: PersonaPrint | None) -> str:
    headers = [
        translate("Print", "Advance"),
        translate("Print", "Reason"),
        translate("Print", "Date"),
    ]
    heading = "<h2>" + translate("Print", "Advances") + "</h2>"
    advances = () if persona is None else persona.advances
    rows = [
        [
            text(state_word(a.kind).capitalize()),
            text(a.reason),
            "&nbsp;" if a.on_date is None else a.on_date.isoformat(),
        ]
        for a in advances
    ]
    rows += blank_rows(3, _padded(len(rows), "advances"))
    summary = ""
    if advances:
        earned = sum(1 for a in advances if a.kind == "earned")
        spent = sum(1 for a in advances if a.kind == "spent")
        said = translate("Print", "Earned {earned}, spent {spent}, unspent {left}.").format(
            earned=earned, spent=spent, left=earned - spent
        )
        summary = f"<p>{said}</p>"
    return heading + summary + grid_table(headers, rows, [22, 52, 26])


# The Cortex-style and Ironsworn blocks ----------------------------------------------------


def _together(body: str) -> str:
    """Return ``body`` in a table of one cell: a page never parts it."""
    return (
        "<table width='100%' cellspacing='0' cellpadding='0'><tr><td>" + body + "</td></tr></table>"
    )


def _cortex(persona: PersonaPrint | None) -> str:
    """Return the Cortex-style block: a box for each stress die (the current one ticked),
    plot points and stressed out."""
    heading = translate("Print", "Cortex-style dice")
    plot_points = translate("Print", "Plot points")
    sheet = None if persona is None else persona.cortex
    current = {} if sheet is None else dict(sheet.stress)
    rows = []
    for kind in StressType:
        die = current.get(kind.value)
        boxes = " ".join(f"{tick_box(die == step.label)}&nbsp;{step.label}" for step in DIE_STEPS)
        rows.append([stress_label(kind.value), boxes])
    rows.append([plot_points, WRITING_SPACE if sheet is None else f"<b>{sheet.plot_points}</b>"])
    out = sheet is not None and sheet.stressed_out
    rows.append(
        [
            translate("Print", "Stressed out"),
            f"{tick_box(out)} " + translate("Print", "takes no further part in the scene"),
        ]
    )
    stress_die = translate("Print", "Stress die")
    return _together(f"<h2>{heading}</h2>" + grid_table(["", stress_die], rows, [30, 70]))


def _meters(persona: PersonaPrint | None) -> str:
    sheet = None if persona is None else persona.ironsworn
    current = {} if sheet is None else {name.casefold(): value for name, value in sheet.meters}
    values = list(range(METER_MIN, METER_MAX + 1))
    rows = []
    for meter in Meter:
        row = _box_row(values, current.get(meter.value), [str(v) for v in values])
        rows.append(
            f"<tr><td width='24%'><b>{ironsworn_word(meter.value)}</b></td>"
            f"<td width='76%'>{row}</td></tr>"
        )
    return "<table width='100%' cellspacing='0' cellpadding='1'>" + "".join(rows) + "</table>"


def _momentum(persona: PersonaPrint | None) -> str:
    sheet = None if persona is None else persona.ironsworn
    values = list(range(MOMENTUM_MIN, MOMENTUM_MAX + 1))
    strip = _box_row(values, None if sheet is None else sheet.momentum, [signed(v) for v in values])
    if sheet is None:
        said = translate("Print", "<b>Momentum</b> (max and reset: ____ / ____)")
        return f"<p class='track'>{said}</p>{strip}"
    share = max(1, 100 // len(values))
    marks = []
    for value in values:
        words = []
        if value == sheet.max_momentum:
            words.append(translate("Print", "max"))
        if value == sheet.momentum_reset:
            words.append(translate("Print", "reset"))
        label = "<br/>".join(words) or "&nbsp;"
        marks.append(f"<td width='{share}%' align='center' class='strip'>{label}</td>")
    said = translate("Print", "<b>Momentum</b> {now} (max {most}, reset {reset})").format(
        now=signed(sheet.momentum),
        most=signed(sheet.max_momentum),
        reset=signed(sheet.momentum_reset),
    )
    under = (
        "<table width='100%' cellspacing='0' cellpadding='0'><tr>"
        + "".join(marks)
        + "</tr></table>"
    )
    return f"<p class='track'>{said}</p>{strip}{under}"


def _track(name: str, detail: str, ticks: int | None) -> str:
    """Return one track: its name and rank, then ten drawn boxes with their ticks."""
    boxes = track_boxes(box_ticks(ticks or 0) if ticks is not None else (0,) * BOXES)
    label = f"<b>{name}</b>" + (f" <span class='small'>{detail}</span>" if detail else "")
    return f"<p class='track'>{label}</p><p class='boxes'>{boxes}</p>"


def _blank_track() -> str:
    rank = translate("Print", "Rank: __________")
    return _track("_" * 26, rank, None)


def _progress_tracks(persona: PersonaPrint | None) -> str:
    tracks: Sequence[TrackPrint] = () if persona is None else persona.tracks
    vows = [t for t in tracks if t.vow]
    others = [t for t in tracks if not t.vow]
    parts = ["<h3>" + translate("Print", "Vows") + "</h3>"]
    parts += [_track(text(t.name), text(t.rank), t.ticks) for t in vows]
    parts += [_blank_track()] * _padded(len(vows), "vows")
    parts.append("<h3>" + translate("Print", "Progress tracks") + "</h3>")
    parts += [_track(text(t.name), f"{text(t.kind)} · {text(t.rank)}", t.ticks) for t in others]
    parts += [_blank_track()] * _padded(len(others), "tracks")
    return "".join(parts)


def _legacies(persona: PersonaPrint | None) -> str:
    sheet = None if persona is None else persona.ironsworn
    known = {} if sheet is None else {t.name.casefold(): t for t in sheet.legacies}
    parts = ["<h3>" + translate("Print", "Legacy tracks") + "</h3>"]
    completed = translate("Print", "completed before")
    for kind in LegacyKind:
        track = known.get(kind.value)
        done = tick_box(track is not None and track.completed)
        parts.append(
            _track(
                ironsworn_word(kind.value),
                f"{done} {completed}",
                None if track is None else track.ticks,
            )
        )
    return "".join(parts)


def _ironsworn(persona: PersonaPrint | None) -> str:
    """Return the Ironsworn block: stats, meters, momentum, impacts, vows, progress and
    legacy tracks, experience; kept whole on one page."""
    sheet = None if persona is None else persona.ironsworn
    stat_values = {} if sheet is None else {n.casefold(): v for n, v in sheet.stats}
    stats = grid_table(
        [ironsworn_word(stat.value) for stat in Stat],
        [
            [
                WRITING_SPACE
                if stat.value not in stat_values
                else f"<b>{stat_values[stat.value]}</b>"
                for stat in Stat
            ]
        ],
        [20] * len(Stat),
        numeric=tuple(range(len(Stat))),
    )
    marked = set() if sheet is None else set(sheet.impacts)
    cells = [
        f"<td width='33%'>{tick_box(impact.value in marked)}&nbsp;"
        f"<span class='small'>{ironsworn_word(impact.value)}</span></td>"
        for impact in Impact
    ]
    impacts = (
        "<table width='100%' cellspacing='0' cellpadding='1'>"
        + "".join("<tr>" + "".join(cells[i : i + 3]) + "</tr>" for i in range(0, len(cells), 3))
        + "</table>"
    )
    if sheet is None:
        experience = translate("Print", "<b>Experience</b> earned ________ spent ________")
    else:
        experience = translate(
            "Print", "<b>Experience</b> earned {earned}, spent {spent}, available {left}"
        ).format(
            earned=sheet.experience_earned,
            spent=sheet.experience_spent,
            left=sheet.experience_earned - sheet.experience_spent,
        )
    condition = (
        "<h2>Ironsworn</h2>"
        + stats
        + _meters(persona)
        + _momentum(persona)
        + "<p class='track'><b>"
        + translate("Print", "Impacts")
        + f"</b></p>{impacts}"
    )
    tracks = _progress_tracks(persona) + _legacies(persona) + f"<p class='track'>{experience}</p>"
    return _together(condition + tracks)


def _assets(persona: PersonaPrint | None) -> str:
    """Return the assets on the Ironsworn sheet, across the page's width, each card kept
    whole on one page (``keep_whole``): its name with its category and credit as its heading,
    its fields and meters, its abilities with a box ticked as on the sheet. A card taller
    than a page goes on under its name, "(continued)"."""
    if persona is None or not persona.assets:
        return ""
    parts = ["<h3>" + translate("Print", "Assets") + "</h3>"]
    for asset in persona.assets:
        about = " · ".join(text(part) for part in (asset.category, asset.credit) if part)
        fields = " &nbsp; ".join(
            f"{tick_box(ticked)}&nbsp;{text(label)}"
            if ticked is not None
            else f"<b>{text(label)}</b> {text(value) or WRITING_SPACE}"
            for label, value, ticked in asset.fields
        )
        rows = [f"<p>{fields}</p>"] if fields else []
        rows += [
            f"<p class='small'>{tick_box(ticked)}&nbsp;{text(ability)}</p>"
            for ticked, ability in asset.abilities
        ]
        rows = rows or ["<p>&nbsp;</p>"]
        rows[0] = keep_whole() + rows[0]
        parts.append(
            f"<h4>{text(asset.name)}"
            + (f" <span class='small' style='font-weight: normal'>{about}</span>" if about else "")
            + "</h4><table width='100%' cellspacing='0' cellpadding='0'>"
            + "".join(f"<tr><td>{row}</td></tr>" for row in rows)
            + "</table>"
        )
    return "".join(parts)


def _notes(persona: PersonaPrint | None) -> str:
    lines = [] if persona is None else [line for line in persona.notes.splitlines() if line]
    if not lines:
        return "<h2>" + translate("Print", "Notes") + ruled_to_foot() + "</h2>"
    heading = "<h2>" + translate("Print", "Notes") + "</h2>"
    written = "".join(f"<p>{text(line)}</p>" for line in lines[:-1])
    return heading + written + f"<p>{text(lines[-1])}{ruled_to_foot()}</p>"


# The pages ------------------------------------------------------------------------------


SECTION_HEADINGS = {
    "characteristics": QT_TRANSLATE_NOOP("Print", "Characteristics and Expressions"),
    "modifiers": QT_TRANSLATE_NOOP("Print", "Knacks, Powers and Signature Items"),
    "traits": QT_TRANSLATE_NOOP("Print", "Traits"),
    "investments": QT_TRANSLATE_NOOP("Print", "Investments"),
    "strategies": QT_TRANSLATE_NOOP("Print", "Strategies"),
}
SECTION_BUILDERS = {
    "characteristics": _characteristics,
    "modifiers": _modifiers,
    "traits": _traits,
    "investments": _investments,
    "strategies": _strategies,
}
LEFT_SECTIONS = ("characteristics", "modifiers")


def _front(
    persona: PersonaPrint | None, moved: Sequence[str], left_share: int, stacked: bool
) -> tuple[str, str]:
    """Return the front page's sections, and those that go after it (``moved``)."""
    left: list[str] = []
    right: list[str] = []
    after: list[str] = []
    for key in FRONT_SECTIONS:
        heading = translate("Print", SECTION_HEADINGS[key])
        column = left if key in LEFT_SECTIONS else right
        if key in moved and persona is not None:
            count = len(getattr(persona, key))
            later = translate("Print", "{count} {heading}: after this page.").format(
                count=count, heading=heading
            )
            column.append(f"<h2>{heading}</h2><p><i>{later}</i></p>")
            after.append(f"<h2>{heading}</h2>{SECTION_BUILDERS[key](persona)}")
        else:
            column.append(f"<h2>{heading}</h2>{SECTION_BUILDERS[key](persona)}")
    if stacked:
        return "".join(left + right), "".join(after)
    return _two_columns("".join(left), "".join(right), left_share), "".join(after)


def _two_columns(left: str, right: str, left_share: int = 49) -> str:
    """Return two columns side by side, the left ``left_share`` percent of the width."""
    return (
        "<table width='100%' cellspacing='0' cellpadding='0'><tr>"
        f"<td width='{left_share}%' valign='top'>{left}</td><td width='2%'>&nbsp;</td>"
        f"<td width='{98 - left_share}%' valign='top'>{right}</td></tr></table>"
    )


def _sheet(
    persona: PersonaPrint | None,
    campaign: str,
    moved: Sequence[str],
    paper: Paper,
    stacked: bool = False,
) -> str:
    token = _rows.set(paper)
    try:
        return _sheet_on(persona, campaign, moved, paper, stacked)
    finally:
        _rows.reset(token)


def _sheet_on(
    persona: PersonaPrint | None, campaign: str, moved: Sequence[str], paper: Paper, stacked: bool
) -> str:
    # On A5 the right column is the wider: its tables have the more columns.
    columns, after = _front(persona, moved, 44 if paper is Paper.A5 else 49, stacked)
    scores = "<h2>" + translate("Print", "Scores") + "</h2>"
    front = _head(persona, campaign) + scores + _scores_table(persona) + columns
    if after:
        after = PAGE_BREAK + after  # a list too long for the front page starts the next one
    if paper is Paper.A5:
        # A half page: the Advances, the changes of Stance, the Cortex-style block and notes
        # ruled down to the foot of that page; then the Ironsworn block on a page of its own
        # (a ten-box track is wider than half the page).
        # Stacked (a filled sheet whose front is too long for the page), it all flows on.
        records = _advances(persona) + _stance_changes(persona) + _cortex(persona)
        back = ("" if stacked else PAGE_BREAK) + records + _notes(persona)
        return front + after + back + PAGE_BREAK + _ironsworn(persona) + _assets(persona)
    records = _advances(persona) + _stance_changes(persona) + _cortex(persona)
    back = _two_columns(records, _ironsworn(persona)) + _assets(persona) + _notes(persona)
    return front + after + PAGE_BREAK + back


def _css(paper: Paper) -> str:
    return SHEET_CSS + A5_CSS if paper is Paper.A5 else SHEET_CSS


def _moved_orders(persona: PersonaPrint) -> list[tuple[str, ...]]:
    """Return which sections to print after the front page, in the order to try: none, then
    the longest list, then the two longest, and so on (the renderer measures each)."""
    by_length = sorted(
        FRONT_SECTIONS,
        key=lambda key: (len(getattr(persona, key)) - pencil_rows(key), key),
        reverse=True,
    )
    return [tuple(by_length[:count]) for count in range(len(by_length) + 1)]


def persona_sheet(persona: PersonaPrint, campaign: str, paper: Paper = Paper.A4) -> FlowDocument:
    """Return the filled sheet of one Persona: the pencil sheet's form with its values."""
    title = translate("Print", "Persona sheet: {name}").format(name=persona.name)
    css = _css(paper)
    if paper is Paper.A5:
        # A front too long for half a page flows on, its sections one under the other,
        # rather than leave the front page empty with every list after it.
        sheets = [_sheet(persona, campaign, (), paper), _sheet(persona, campaign, (), paper, True)]
    else:
        sheets = [_sheet(persona, campaign, moved, paper) for moved in _moved_orders(persona)]
    layouts = [page(title, sheet, css) for sheet in sheets]
    return FlowDocument(
        title=title,
        html=layouts[0],
        footer=f"{persona.name} · {campaign}",
        variants=tuple(layouts[1:]),
    )


def pencil_sheet(paper: Paper = Paper.A4) -> FlowDocument:
    """Return a blank Persona sheet: the same form with no values, to fill by hand."""
    title = translate("Print", "Persona sheet (blank)")
    return FlowDocument(
        title=title,
        html=page(title, _sheet(None, "", (), paper), _css(paper)),
        footer=translate("Print", "Starshine Persona sheet"),
    )
