"""The party folder as a group: a Director and two players, each with a folder of their own.

A stand-in sync tool carries files between the three folders the way Dropbox, Syncthing,
Google Drive and OneDrive do: a file arrives a while after it was written, sometimes half
of it first, and when two machines changed the same file it keeps one and leaves the other
as a conflict copy. Each campaign runs rounds (``PartyFolder.sync``) as the app does.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from starshine_desktop.commands import run
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import Campaign, create_campaign, create_from_data
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.starshine.party_folder import (
    CopyKind,
    FolderWatch,
    PartyRound,
    Role,
    copy_kind,
    file_name,
)
from starshine_desktop.services.starshine.persona_sync import Side

VESPER, YSOLDE = 1, 3


class FakeSync:
    """Carries the files of several folders to each other, as a sync tool would.

    ``carry`` copies every file changed in one folder since the last carry into the others.
    When the same file changed in two folders, the first folder's version wins everywhere
    and the other is kept beside it as a conflict copy named the way ``style`` names them.
    ``partial`` writes only the first half of each file carried (a file still arriving).
    """

    def __init__(self, *folders: Path, style: str = "dropbox") -> None:
        self.folders = folders
        self.style = style
        self.known: dict[str, bytes] = {}
        self.placed: dict[Path, bytes] = {}
        self.tick = 1_700_000_000_000_000_000

    def _touch(self, path: Path) -> None:
        self.tick += 1_000_000_000
        os.utime(path, ns=(self.tick, self.tick))

    def copy_name(self, name: str) -> str:
        stem, _dot, ext = name.rpartition(".")
        if self.style == "dropbox":
            return f"{stem} (Lin's conflicted copy 2026-11-28).{ext}"
        if self.style == "syncthing":
            return f"{stem}.sync-conflict-20261128-141500-ABCDEFG.{ext}"
        return f"{stem} (1).{ext}"

    def carry(self, *, partial: bool = False) -> list[str]:
        changed: dict[str, list[tuple[Path, bytes]]] = {}
        for folder in self.folders:
            for path in sorted(folder.iterdir()):
                if path.name.startswith("."):
                    continue
                data = path.read_bytes()
                if data not in (self.known.get(path.name), self.placed.get(path)):
                    changed.setdefault(path.name, []).append((folder, data))
        for name, versions in changed.items():
            winner_folder, winner = versions[0]
            for _folder, loser in versions[1:]:
                if loser != winner:
                    for folder in self.folders:
                        target = folder / self.copy_name(name)
                        target.write_bytes(loser)
                        self._touch(target)
                        self.placed[target] = loser
                    self.known[self.copy_name(name)] = loser
            for folder in self.folders:
                target = folder / name
                if folder == winner_folder:
                    continue
                data = winner[: len(winner) // 2] if partial else winner
                target.write_bytes(data)
                self._touch(target)
                self.placed[target] = data
            if not partial:
                self.known[name] = winner
        return sorted(changed)


@dataclass
class Seat:
    """One person at the table: their campaign, their folder and the app's watch of it."""

    campaign: Campaign
    folder: Path
    watch: FolderWatch = field(default_factory=FolderWatch)

    def round(self) -> PartyRound:
        """Look at the folder twice (as the app's rescans do) and return what was done."""
        first = self.campaign.party.sync(self.watch)
        second = self.campaign.party.sync(self.watch)
        return PartyRound(
            first.written + second.written,
            first.applied + second.applied,
            second.waiting,
            second.problems,
            second.arriving,
        )

    def sheet(self, persona_id: int) -> dict[str, object]:
        from starshine_desktop.services.starshine.persona_file import export_persona

        persona: dict[str, object] = export_persona(self.campaign._store, persona_id)["persona"]
        persona.pop("updated_at")
        return persona

    def named(self, name: str) -> int:
        [found] = [row.id for row in self.campaign.personae.list_personae() if row.name == name]
        return found


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[Seat, Seat, Seat, FakeSync]]:
    """The Director (the sample: Priya plays Vesper, Lin plays Ysolde) and two players."""
    seats = []
    for who in ("director", "priya", "lin"):
        folder = tmp_path / f"{who}-party"
        folder.mkdir()
        path = tmp_path / f"{who}.starshine"
        if who == "director":
            campaign = create_from_data(exchange.sample_campaign_data(), path)
            campaign.party.bind(folder)
        else:
            campaign = create_campaign(path)
            campaign.records.add_actor(who.capitalize())
            [actor] = [a for a in campaign.records.list_actors() if a.name == who.capitalize()]
            campaign.party.bind(folder, actor.id)
        seats.append(Seat(campaign, folder))
    director, priya, lin = seats
    yield director, priya, lin, FakeSync(director.folder, priya.folder, lin.folder)
    for seat in seats:
        seat.campaign.close()


def _files(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if not path.name.startswith("."))


def test_the_round_trip_player_director_player(table: tuple[Seat, Seat, Seat, FakeSync]) -> None:
    director, priya, lin, sync = table
    binding = director.campaign.party.binding()
    assert binding is not None and binding.role is Role.DIRECTOR

    # The Director writes every Persona, one file each, named by name and UUID.
    assert sorted(director.round().written) == [
        "Brannoc Reed",
        "Corvin Ash",
        "Vesper Hale",
        "Ysolde Marr",
    ]
    vesper_uuid = _uuid(director)
    vesper_file = file_name("Vesper Hale", vesper_uuid)
    assert vesper_file in _files(director.folder)
    if os.name == "posix":  # others read it on a shared disk: not private to this account
        assert (director.folder / vesper_file).stat().st_mode & 0o044 == 0o044
    assert [name for name in os.listdir(director.folder) if name.startswith(".")] == []
    assert director.round().written == ()  # nothing changed: nothing written again

    # Half of each file arrives first: nothing is taken, nothing is added.
    sync.carry(partial=True)
    half = priya.round()
    assert half.applied == () and priya.campaign.personae.list_personae() == []
    assert {item.file.name for item in half.problems} >= {vesper_file}
    sync.carry()

    # Each player takes the Persona of their Actor only; the others' stay out.
    got = priya.round()
    assert [item.summary() for item in got.applied] == ["Morgan added Vesper Hale."]
    assert got.written == ()  # taken as it came: not sent back
    assert [row.name for row in lin.campaign.personae.list_personae()] == []
    assert [item.summary() for item in lin.round().applied] == ["Morgan added Ysolde Marr."]
    mine = priya.named("Vesper Hale")
    assert priya.sheet(mine) == director.sheet(VESPER)

    # Priya changes her notes, a Score and adds a Trait; the change reaches the Director.
    priya.campaign.personae.set_notes(mine, "Learned to sail at night.")
    priya.campaign.personae.set_score(mine, Score.LEAD, 5)
    priya.campaign.records.add_trait("Night sailor", 2, on=f"persona:{mine}")
    priya.campaign.records.add_trait("Knows the reefs", 1, on=f"persona:{mine}")
    assert priya.round().written == ("Vesper Hale",)
    sync.carry()
    personae = len(director.campaign.personae.list_personae())
    taken = director.round()
    assert [item.summary() for item in taken.applied] == [
        "Priya updated Vesper Hale: Notes, Lead, 2 Traits."
    ]
    assert taken.written == ()  # applied, not bounced back
    assert len(director.campaign.personae.list_personae()) == personae
    assert director.sheet(VESPER) == priya.sheet(mine)

    # Undo and redo of the applied update are exact.
    before = director.sheet(VESPER)
    director.campaign.undo(taken.applied[0].edit)
    assert director.campaign.personae.get_persona(VESPER).notes != "Learned to sail at night."
    director.campaign.redo(taken.applied[0].edit)
    assert director.sheet(VESPER) == before

    # The Director raises the Stance: it reaches Priya, and goes no further.
    director.campaign.records.set_stance(VESPER, 6, "She kept her word")
    assert director.round().written == ("Vesper Hale",)
    sync.carry()
    back = priya.round()
    assert [item.summary() for item in back.applied] == [
        "Morgan updated Vesper Hale: Stance, 1 Stance change."
    ]
    assert back.written == ()
    assert priya.campaign.personae.get_persona(mine).stance == 6
    assert priya.sheet(mine) == director.sheet(VESPER)
    assert lin.round().applied == ()  # Vesper is not Lin's

    # Quiet afterwards: nothing more to write, carry or take anywhere.
    for seat in (director, priya, lin):
        assert seat.round().written == ()
    assert sync.carry() == []
    for seat in (director, priya, lin):
        assert seat.round().applied == ()
    assert len(priya.campaign.personae.list_personae()) == 1
    assert len(director.campaign.personae.list_personae()) == 4


@pytest.mark.parametrize("style", ["dropbox", "syncthing", "duplicate"])
def test_changes_on_both_sides_wait_and_conflict_copies_are_merges(
    table: tuple[Seat, Seat, Seat, FakeSync], style: str
) -> None:
    director, priya, _lin, sync = table
    sync.style = style
    director.round()
    sync.carry()
    priya.round()
    mine = priya.named("Vesper Hale")

    # Both change Vesper's notes before the sync tool carries either file.
    director.campaign.personae.set_notes(VESPER, "The Director's note")
    priya.campaign.personae.set_notes(mine, "Priya's note")
    director.round()
    priya.round()
    own = set(_files(director.folder))
    sync.carry()  # the Director's file wins; Priya's is kept as a conflict copy
    [copy] = [name for name in _files(director.folder) if name not in own]
    assert "starshine-persona" in copy
    assert (
        copy_kind(copy)
        is {
            "dropbox": CopyKind.DROPBOX,
            "syncthing": CopyKind.SYNCTHING,
            "duplicate": CopyKind.DUPLICATE,
        }[style]
    )

    # At the Director's: the copy is a merge of Vesper, waiting; never a new Persona.
    result = director.round()
    assert result.applied == ()
    [waiting] = result.waiting
    assert (waiting.file.name, waiting.persona, waiting.author) == (copy, "Vesper Hale", "Priya")
    assert len(director.campaign.personae.list_personae()) == 4
    assert director.campaign.personae.get_persona(VESPER).notes == "The Director's note"

    # At Priya's: the Director's file changed what she changed too: it waits.
    result = priya.round()
    [waiting_here] = [item for item in result.waiting if item.copy is None]
    assert waiting_here.plan.conflict_labels() == ["Notes"]
    assert priya.campaign.personae.get_persona(mine).notes == "Priya's note"
    assert priya.round().written == ()  # held while it waits

    # Priya keeps the Director's note: one undoable step; the merge goes out again.
    [conflict] = waiting_here.plan.conflicts
    update = priya.campaign.party.settle(waiting_here, {conflict.key: Side.THEIRS})
    assert priya.campaign.personae.get_persona(mine).notes == "The Director's note"
    priya.campaign.undo(update.edit)
    assert priya.campaign.personae.get_persona(mine).notes == "Priya's note"
    priya.campaign.redo(update.edit)
    assert all(item.copy is not None for item in priya.round().waiting)

    # The Director keeps their own and the copy is offered no more; nothing lost.
    director.campaign.party.keep_ours(waiting)
    assert director.round().waiting == ()
    assert director.campaign.personae.get_persona(VESPER).notes == "The Director's note"
    assert len(director.campaign.personae.list_personae()) == 4


def _uuid(seat: Seat) -> str:
    from starshine_desktop.services.starshine.persona_file import export_persona

    return str(export_persona(seat.campaign._store, VESPER)["persona"]["uuid"])


def test_a_deleted_file_deletes_nothing_and_foreign_files_are_listed(
    table: tuple[Seat, Seat, Seat, FakeSync],
) -> None:
    director, priya, _lin, sync = table
    director.round()
    sync.carry()
    priya.round()
    (priya.folder / "shopping.txt").write_text("bread\n", encoding="utf-8")
    (priya.folder / "map.json").write_text('{"format": "a map"}', encoding="utf-8")
    (priya.folder / "whole.json").write_text('{"version": 3}', encoding="utf-8")
    (priya.folder / ".hidden.tmp").write_text("half", encoding="utf-8")
    for path in priya.folder.glob("Vesper*"):
        path.unlink()
    result = priya.round()
    reasons = {item.file.name: item.reason for item in result.problems}
    assert set(reasons) == {"shopping.txt", "map.json", "whole.json"}
    assert "not a Persona file" in reasons["shopping.txt"]
    assert "$.format" in reasons["map.json"]
    assert "$.format: missing" in reasons["whole.json"]
    assert [row.name for row in priya.campaign.personae.list_personae()] == ["Vesper Hale"]
    # Her own Persona's file is missing from the folder: it is written again.
    assert result.written == ("Vesper Hale",)


def test_a_renamed_persona_gets_a_new_file_and_stays_one_persona(
    table: tuple[Seat, Seat, Seat, FakeSync],
) -> None:
    director, priya, _lin, sync = table
    director.round()
    sync.carry()
    priya.round()
    mine = priya.named("Vesper Hale")
    priya.campaign.personae.rename_persona(mine, "Vesper Hale-Quill")
    assert priya.round().written == ("Vesper Hale-Quill",)
    assert file_name("Vesper Hale", _uuid(director)) not in _files(priya.folder)
    sync.carry()
    taken = director.round()
    assert [item.summary() for item in taken.applied] == ["Priya updated Vesper Hale-Quill: Name."]
    assert len(director.campaign.personae.list_personae()) == 4


def test_binding_refuses_a_missing_folder_and_the_director_as_a_player(tmp_path: Path) -> None:
    campaign = create_from_data(exchange.sample_campaign_data(), tmp_path / "t.starshine")
    try:
        with pytest.raises(ValidationError, match="is not a folder"):
            campaign.party.bind(tmp_path / "nowhere")
        with pytest.raises(ValidationError, match="Morgan is the Director"):
            campaign.party.bind(tmp_path, 1)
        assert campaign.party.binding() is None
        first = campaign.party.bind(tmp_path, 4)
        assert (first.role, first.actor_name, first.author) == (Role.PLAYER, "Lin", "Lin")
        again = campaign.party.bind(tmp_path)
        assert (again.role, again.author, again.writer) == (Role.DIRECTOR, "Morgan", first.writer)
        campaign.party.unbind()
        assert campaign.party.binding() is None
    finally:
        campaign.close()


def test_party_sync_command_does_one_round_and_names_conflicts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "party"
    folder.mkdir()
    path = tmp_path / "table.starshine"
    create_from_data(exchange.sample_campaign_data(), path).close()
    assert run(["party-sync", str(path), str(folder), "--settle", "0"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert sorted(out["written"]) == ["Brannoc Reed", "Corvin Ash", "Vesper Hale", "Ysolde Marr"]
    assert out["role"] == "director"

    # A player's campaign takes Lin's Persona from the folder.
    player = tmp_path / "lin.starshine"
    lin = create_campaign(player)
    lin.records.add_actor("Lin")
    lin.close()
    assert run(["party-sync", str(player), str(folder), "--actor", "Lin", "--settle", "0"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["applied"] == ["Morgan added Ysolde Marr."]

    # Both change Ysolde: the next round at the Director's names the conflict, exit 2.
    with _open(player) as campaign:
        campaign.personae.set_notes(1, "Lin's")
    with _open(path) as campaign:
        campaign.personae.set_notes(YSOLDE, "Morgan's")
    assert run(["party-sync", str(player), str(folder), "--settle", "0"]) == 0  # Lin writes
    capsys.readouterr()
    assert run(["party-sync", str(path), str(folder), "--settle", "0"]) == 2
    captured = capsys.readouterr()
    assert json.loads(captured.out)["waiting"][0]["persona"] == "Ysolde Marr"
    assert "Ysolde Marr" in captured.err and "Notes" in captured.err

    # An unknown Actor is refused naming the Actors there are.
    assert run(["party-sync", str(player), str(folder), "--actor", "Nobody"]) == 2
    assert "Lin" in capsys.readouterr().err


@contextmanager
def _open(path: Path) -> Iterator[Campaign]:
    from starshine_desktop.services.campaign import open_campaign

    campaign = open_campaign(path)
    try:
        yield campaign
    finally:
        campaign.close()


@pytest.mark.slow
@settings(
    max_examples=8,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    steps=st.lists(
        st.tuples(
            st.sampled_from(["director", "priya", "carry", "half"]),
            st.text(alphabet="abcxyz ", min_size=1, max_size=8),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_whatever_the_sync_does_nothing_is_duplicated_or_lost(
    tmp_path_factory: pytest.TempPathFactory, steps: list[tuple[str, str]]
) -> None:
    """Random edits on both sides and carries (some half): one Vesper each side, and once
    everything has been carried and settled, both hold the same sheet."""
    root = tmp_path_factory.mktemp("party")
    d_folder, p_folder = root / "d", root / "p"
    d_folder.mkdir()
    p_folder.mkdir()
    director = Seat(
        create_from_data(exchange.sample_campaign_data(), root / "d.starshine"), d_folder
    )
    priya = Seat(create_campaign(root / "p.starshine"), p_folder)
    try:
        director.campaign.party.bind(d_folder)
        priya.campaign.records.add_actor("Priya")
        [actor] = priya.campaign.records.list_actors()
        priya.campaign.party.bind(p_folder, actor.id)
        sync = FakeSync(d_folder, p_folder, style="syncthing")
        director.round()
        sync.carry()
        priya.round()
        mine = priya.named("Vesper Hale")
        for who, text in steps:
            if who == "director":
                director.campaign.personae.set_notes(VESPER, text.strip() or "x")
                director.round()
            elif who == "priya":
                name = f"T {text.strip() or 'x'}"
                traits = priya.campaign.records.persona_records(mine).traits
                if name not in {trait.name for trait in traits}:
                    priya.campaign.records.add_trait(name, 1, on=f"persona:{mine}")
                priya.round()
            else:
                sync.carry(partial=who == "half")
        # Settle: finish carrying; each waiting file is settled taking the file's values.
        for _ in range(6):
            sync.carry()
            for seat in (director, priya):
                for item in seat.round().waiting:
                    seat.campaign.party.settle(
                        item, {c.key: Side.THEIRS for c in item.plan.conflicts}
                    )
        assert len(priya.campaign.personae.list_personae()) == 1
        assert len(director.campaign.personae.list_personae()) == 4
        assert priya.sheet(mine) == director.sheet(VESPER)
    finally:
        director.campaign.close()
        priya.campaign.close()
        shutil.rmtree(root, ignore_errors=True)


@pytest.mark.file_campaign  # a campaign file put where a Persona file goes
def test_a_file_that_is_campaign_data_is_never_written_over(tmp_path: Path) -> None:
    """A hard link to the campaign under the name a Persona's file would get: refused."""
    folder = tmp_path / "party"
    folder.mkdir()
    path = tmp_path / "table.starshine"
    campaign = create_from_data(exchange.sample_campaign_data(), path)
    try:
        campaign.party.bind(folder)
        target = folder / file_name("Vesper Hale", _uuid(Seat(campaign, folder)))
        os.link(path, target)
        before = target.read_bytes()[:100]
        watch = FolderWatch()
        first = campaign.party.sync(watch)  # the file is new: left until it holds still
        result = campaign.party.sync(watch)
        assert "Vesper Hale" not in first.written + result.written
        assert len(first.written + result.written) == 3
        reasons = [item.reason for item in result.problems if item.file == target]
        assert any("campaign" in reason for reason in reasons), reasons
        assert target.read_bytes()[:100] == before
        assert len(campaign.personae.list_personae()) == 4
    finally:
        campaign.close()
