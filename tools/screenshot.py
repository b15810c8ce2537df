"""Save a screenshot of the running main window on a sample campaign (offscreen).

Usage: QT_QPA_PLATFORM=offscreen python tools/screenshot.py docs/images/main-window.png
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

SAMPLE_PERSONAE = (
    ("Ada Quill", "Mo", 2, {"base": 3, "defense": 2, "lead": 2, "guard": 5, "fortune": 4}),
    ("Brannoch Vey", "Sam", 3, {"base": 2, "stunt": 2, "threat": 1, "risk": -1, "power": 2}),
    ("Corvina Sol", "Priya", 1, {"recovery": 3, "aid": 3, "surrender": 4, "fortune": 3}),
    ("Dax of the Ninth Moon", "Jules", 4, {"base": 4, "threat": -2, "guard": 6, "power": 3}),
    ("Esker Lightfoot", "Mo", 2, {"stunt": 3, "lead": 3, "risk": 2, "fortune": 1}),
)
NOTES = (
    "Pilot of the Lantern. Owes the Guild a favour she cannot repay, and knows it.\n\n"
    "Expressions to show: quiet courage, fixing things with her hands."
)


def main(argv: list[str]) -> int:
    """Seed a temporary campaign, open the main window on it and save a picture."""
    output = Path(argv[1] if len(argv) > 1 else "docs/images/main-window.png").resolve()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as home:
        os.environ["STARSHINE_HOME"] = home
        from PySide6.QtWidgets import QApplication

        from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
        from starshine_desktop.services.campaign import create_campaign
        from starshine_desktop.storage.rows import PersonaValues
        from starshine_desktop.ui.app import build_main_window
        from starshine_desktop.ui.prompts import DialogPrompter

        app = QApplication([argv[0]])
        campaign = create_campaign(Path(home) / "The Lantern Run.starshine")
        for name, actor, stance, scores in SAMPLE_PERSONAE:
            values = {**DEFAULT_SCORES, **{Score(key): value for key, value in scores.items()}}
            notes = NOTES if name == "Ada Quill" else ""
            campaign.personae.add_persona(PersonaValues(name, actor, stance, notes, values))
        window = build_main_window(campaign, prompter=DialogPrompter())
        window.resize(1280, 760)
        window.show()
        window.select_persona(campaign.personae.list_personae()[0].id)
        for _ in range(5):
            app.processEvents()
        output.parent.mkdir(parents=True, exist_ok=True)
        if not window.grab().save(str(output)):
            sys.stderr.write(f"could not write {output}\n")
            return 1
        window.close()
        app.processEvents()
    sys.stdout.write(f"{output}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
