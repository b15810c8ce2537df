"""The read-only banner (all systems): why nothing can be saved, above the window's content."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

READ_ONLY_BANNER_STYLE = (
    "QLabel#read-only-banner { background: palette(tool-tip-base); color: palette(tool-tip-text);"
    " border-bottom: 1px solid palette(mid); padding: 8px 12px; }"
)


def show_read_only_banner(
    window: QMainWindow, banner: QLabel | None, message: str | None
) -> QLabel | None:
    """Show (or hide) the banner above the window's content, built the first time; return it."""
    if message is None and banner is None:
        return None
    if banner is None:
        banner = QLabel()
        banner.setObjectName("read-only-banner")
        banner.setWordWrap(True)
        banner.setStyleSheet(READ_ONLY_BANNER_STYLE)
        body = window.takeCentralWidget()
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(banner)
        if body is not None:
            layout.addWidget(body, 1)
            body.show()  # taken out of the window, it was hidden
        window.setCentralWidget(content)
        content.show()  # a child added to a window already on screen must be shown
    banner.setText(message or "")
    banner.setVisible(message is not None)
    return banner
