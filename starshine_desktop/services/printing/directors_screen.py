"""Starshine: the Director's screen: one landscape sheet in three panels to stand before the
Director: the Challenge procedure with the rulings in play, the Score glossary, and the rules
of the Director's Stance and of Strategies.

Every line comes from the rules: the procedure as the Starshine quick reference writes it with
the rulings, the Scores' names, ranges, starting values and uses (``rules.starshine.scores``),
and the Stance and Strategy rules (``rules.starshine.campaign``).
"""

from __future__ import annotations

from starshine_desktop.rules.starshine.campaign import STANCE_RULES, STRATEGY_RULES
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.rules.starshine.scores import (
    DEFAULT_SCORES,
    SCORE_USES,
    STANCE_RANGE,
    Score,
)
from starshine_desktop.services.printing.document import FlowDocument, page, text
from starshine_desktop.services.printing.quick_starshine import procedure, ruling_line
from starshine_desktop.services.printing.words import translate

SCREEN_CSS = """
p, li, td, th { font-size: 7pt; }
p.score { margin-bottom: 1px; }
p.sub { font-size: 7pt; }
h2 { font-size: large; margin-top: 2px; margin-bottom: 2px; }
h3 { font-size: small; margin-top: 3px; margin-bottom: 1px; }
p { margin-bottom: 2px; }
li { margin-bottom: 0; }
ol, ul { margin-left: -16px; }
table.grid td, table.grid th { padding: 2px; }
"""


def _glossary() -> str:
    """Return each Score with its range, its value on a fresh sheet and what it does."""
    lines = []
    for score in Score:
        numbers = translate("Print", "{range}, starts at {value}").format(
            range=score.legal_range.describe().replace("-", "\u2212"),
            value=DEFAULT_SCORES[score],
        )
        lines.append(
            f"<p class='score'><b>{text(translate('Game', score.label))}</b> ({text(numbers)}): "
            f"{text(translate('Game', SCORE_USES[score]))}</p>"
        )
    return "".join(lines)


def _lines(rules: tuple[str, ...]) -> str:
    low, high = STANCE_RANGE.minimum, STANCE_RANGE.maximum
    items = "".join(
        f"<li>{text(translate('Game', rule).format(low=low, high=high))}</li>" for rule in rules
    )
    return f"<ul>{items}</ul>"


def directors_screen(rulings: Rulings, campaign: str, source: str) -> FlowDocument:
    """Return the Director's screen written with ``rulings``; ``source`` says whose they are."""
    title = translate("Print", "Director's screen")
    if campaign:
        sub = translate("Print", "Rules version 2.1 · Campaign: {name} · {source}").format(
            name=text(campaign), source=text(source)
        )
    else:
        sub = translate("Print", "Rules version 2.1 · {source}").format(source=text(source))
    rulings_items = "".join(
        f"<li>{ruling_line(key, value)}</li>" for key, value in rulings.to_mapping().items()
    )
    panels = (
        "<h2>" + translate("Print", "The Challenge") + "</h2>" + procedure(rulings),
        "<h2>" + translate("Print", "Rulings in play") + "</h2>"
        f"<p class='sub'>{sub}</p><ul>{rulings_items}</ul>"
        "<h2>" + translate("Print", "The Scores") + "</h2>" + _glossary(),
        "<h2>"
        + translate("Print", "The Director's Stance")
        + "</h2>"
        + _lines(STANCE_RULES)
        + "<h2>"
        + translate("Print", "Strategies")
        + "</h2>"
        + _lines(STRATEGY_RULES),
    )
    footer = " · ".join(part for part in (title, "Starshine", campaign) if part)
    return FlowDocument(
        title=title,
        html=page(title, "".join(panels), SCREEN_CSS),
        footer=footer,
        landscape=True,
        columns=3,
        continued_titles=True,
    )
