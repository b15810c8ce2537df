"""The Dice section (all of it Cortex or statements): the Cortex dice pool, Cortex challenge
pools, statement scenes and Cortex actions, each in a tab."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QScrollArea, QTabWidget, QVBoxLayout, QWidget

from starshine_desktop.services.changes import Changes
from starshine_desktop.ui.cortex.challenge_tracker import ChallengeTracker
from starshine_desktop.ui.cortex.cortex_actions import CortexActions
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.sections.base import SectionPage
from starshine_desktop.ui.statements.statement_board import StatementBoard

POOL_TAB, CHALLENGES_TAB, SCENES_TAB = 0, 1, 2
ACTIONS_TAB = 3


def _scrolled(widget: QWidget) -> QScrollArea:
    scroll = QScrollArea()
    scroll.setWidget(widget)
    scroll.setWidgetResizable(True)
    return scroll


class CortexStatementsSection(SectionPage):
    """Four tools in tabs: the dice pool, challenge pools, the statement board, and actions
    (action-based resolution and the action order)."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        from starshine_desktop.ui.cortex.pool_tool import PoolTool

        self.rng = random.Random()
        self.pool_tool = PoolTool(self.rng)
        self.challenges = ChallengeTracker(host, self.rng)
        self.board = StatementBoard(host, self.rng)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("dice-tabs")
        self.tabs.addTab(_scrolled(self.pool_tool), self.tr("Dice pool"))
        # Each tab scrolls on its own (the board scrolls inside), so the tallest tab never
        # makes the whole section scroll on a small screen.
        self.tabs.addTab(_scrolled(self.challenges), self.tr("Challenge pools"))
        self.tabs.addTab(self.board, self.tr("Statement scenes"))
        self.action_tools = CortexActions(self.rng)
        self.tabs.addTab(_scrolled(self.action_tools), self.tr("Actions"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)

    def campaign_switched(self) -> None:
        """Show the new campaign's challenge pools and scenes."""
        self.challenges.reload()
        self.board.reload()

    def apply_changes(self, changes: Changes) -> None:
        """Refresh the challenge pools and scenes that changed."""
        self.challenges.apply_changes(changes)
        self.board.apply_changes(changes)
