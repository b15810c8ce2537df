"""`--self-test`: prove a build works end to end, offscreen, without touching real campaigns.

Creates a campaign in a temporary folder, adds a Persona through the services, shows the
main window on it, reopens the file, replays the bundled Challenge scenario against its
expected final state, renders the Persona's sheet to a PDF and hands a campaign from a
later launch to a listening instance (``single_instance``, which needs QtNetwork) and loads
the German translation (the app's catalogue and Qt's ``qtbase_de.qm``). Prints
``self-test ok`` and returns 0, or ``self-test failed: …`` and returns 1.
"""

from __future__ import annotations

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
    _check(window.personae.model.rowCount() == 1, "the main window does not list the new Persona")
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
    from starshine_desktop.rules.starshine.replay import replay

    state = replay(_bundled("scenario.json"))
    state.pop("log")
    _check(state == _bundled("scenario.expected.json"), "the bundled Challenge replayed wrongly")


def _check_printing(folder: Path) -> None:
    """Render the self-test Persona's sheet to a PDF through the app's printing path."""
    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.services.printing import PrintKind, PrintRequest, build_document
    from starshine_desktop.services.printing.document import Paper
    from starshine_desktop.ui.printing import write_pdf

    campaign = open_campaign(folder / "self-test.starshine", backup_folder=folder / "backups")
    try:
        request = PrintRequest(PrintKind.PERSONA_SHEET, persona="Self-test Persona")
        document = build_document(campaign, request)
    finally:
        campaign.close()
    pdf = folder / "self-test.pdf"
    pages = write_pdf(document, pdf, Paper.A4)
    _check(pages >= 1 and pdf.read_bytes().startswith(b"%PDF"), "the PDF was not written")


def _check_hand_over(folder: Path) -> None:
    """A later launch hands its campaign to a running instance (QtNetwork is bundled)."""
    from starshine_desktop.ui.instance_server import InstanceServer
    from starshine_desktop.ui.single_instance import hand_over, server_name

    name = server_name(folder / "instance")
    server = InstanceServer(name)
    received: list[object] = []
    server.requested.connect(received.append)
    _check(server.listen(), "the running instance could not listen for later launches")
    handed = folder / "handed.starshine"
    try:
        answered = hand_over(name, handed)
    finally:
        server.close()
    _check(answered and received == [handed], "a later launch could not hand over its campaign")


GERMAN_SAMPLES = (
    (("LanguageMenu", "System language"), "Systemsprache", "the app's German translation"),
    (("QPlatformTheme", "Cancel"), "Abbrechen", "Qt's German translation"),
)
"""A text of the app's catalogue and one of Qt's, with their German. Held in variables, not
literals in ``translate`` calls, which lupdate would take for texts of the app."""


def _check_translations() -> None:
    """The German window loads: the app's catalogue and Qt's own (bundled next to Qt)."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from starshine_desktop.ui import language

    installed = language.install_translations("de", QLocale("en_US"))
    try:
        _check(installed.language == "de", "the app's German translation did not load")
        _check(len(installed.translators) == 2, "Qt's German translation did not load")
        for (context, text), german, what in GERMAN_SAMPLES:
            translated = QCoreApplication.translate(context, text)
            _check(translated == german, f"{what} is not used ({text!r}: {translated!r})")
    finally:
        installed.remove()


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
            _check_printing(folder)
            _check_hand_over(folder)
            _check_translations()
        except Exception as error:  # the verdict must name any failure, whatever it is
            sys.stdout.write(f"self-test failed: {type(error).__name__}: {error}\n")
            return 1
        finally:
            del application
    sys.stdout.write("checked: campaign, window, replay, PDF, hand-over, German\nself-test ok\n")
    return 0
