"""`--self-test`: prove a build works end to end, offscreen, without touching real campaigns.

Creates a campaign in a temporary folder, adds a Persona through the services, shows the
main window on it, reopens the file, replays the bundled Challenge scenario against its
expected final state and, where printing is built in, renders a PDF. Prints
``self-test ok`` and returns 0, or ``self-test failed: …`` and returns 1.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
import tempfile
from importlib import resources
from pathlib import Path
from typing import Any


class SelfTestFailure(Exception):
    """One check of the self-test did not hold."""


def _check(condition: bool, what: str) -> None:
    if not condition:
        raise SelfTestFailure(what)


def _bundled(name: str) -> Any:
    return json.loads(resources.files("starshine_desktop.selftest").joinpath(name).read_text())


def _check_campaign_and_window(folder: Path) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from starshine_desktop.rules.starshine.scores import Score
    from starshine_desktop.services.campaign import create_campaign, open_campaign
    from starshine_desktop.storage.rows import PersonaValues
    from starshine_desktop.ui.app import build_main_window

    path = folder / "self-test.starshine"
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues("Self-test Persona", actor_name="Tester"))
    [persona] = campaign.personae.list_personae()
    campaign.personae.set_score(persona.id, Score.GUARD, 7)
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = build_main_window(campaign, settings=settings)
    window.show()
    QApplication.processEvents()
    _check(window.model.rowCount() == 1, "the main window does not list the new Persona")
    _check(not window.grab().isNull(), "the main window could not be drawn")
    window.close()
    QApplication.processEvents()

    reopened = open_campaign(path, backup_folder=folder / "backups")
    try:
        [again] = reopened.personae.list_personae()
        _check(again.score(Score.GUARD) == 7, "an edit was not kept after reopening")
    finally:
        reopened.close()


def _check_replay() -> None:
    from starshine_desktop.rules.replay import replay

    state = replay(_bundled("scenario.json"))
    state.pop("log")
    _check(state == _bundled("scenario.expected.json"), "the bundled Challenge replayed wrongly")


def _check_printing(folder: Path) -> bool:
    """Render one PDF if this build has printing; return whether it did."""
    try:
        printing = importlib.import_module("starshine_desktop.ui.printing")
    except ImportError:
        return False
    render = getattr(printing, "self_test_pdf", None)
    if render is None:
        return False
    pdf = render(folder / "self-test.pdf")
    _check(Path(pdf).read_bytes().startswith(b"%PDF"), "the PDF was not written")
    return True


def run_self_test() -> int:
    """Run every check; print the verdict and return the exit status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    with tempfile.TemporaryDirectory(prefix="starshine-self-test-") as name:
        folder = Path(name)
        os.environ["STARSHINE_HOME"] = str(folder)
        application = QApplication.instance() or QApplication([sys.argv[0]])
        try:
            _check_campaign_and_window(folder)
            _check_replay()
            printed = _check_printing(folder)
        except Exception as error:  # the verdict must name any failure, whatever it is
            sys.stdout.write(f"self-test failed: {type(error).__name__}: {error}\n")
            return 1
        finally:
            del application
    checked = "campaign, window, replay" + (", PDF" if printed else "")
    sys.stdout.write(f"checked: {checked}\nself-test ok\n")
    return 0
