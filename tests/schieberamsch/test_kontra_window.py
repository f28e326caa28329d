"""The Kontra window at the console table (issue 18): a person who is not forehand gets the
chance at Kontra before a computer forehand leads (§7, §8.2, RESOLVED-4), declines it with
``pass``; a computer says Kontra with a strong hand; Palatinate's texts and options."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from bot.describe.schieberamsch import event_line
from bot.players.schieberamsch import schieberamsch_policy
from engine.core import View
from engine.events import DealScored
from engine.games.schieberamsch.game import Schieberamsch
from engine.games.schieberamsch.moves import NO_ARG_MOVES
from tests.schieberamsch.kontra_chat import (
    FOREHAND,
    OTHER,
    PERSON,
    deck_for,
    grand_deck,
    ramsch_deck,
)
from tests.support import console_table

KONTRA, PASS = NO_ARG_MOVES["kontra"], NO_ARG_MOVES["pass"]
BOTS = ("/addbot", "/addbot")


async def started(
    folder: Path, new: str, deck: Callable[[], list[str]], *lines: str
) -> tuple[Schieberamsch, str]:
    """Tester opens ``new`` with two computers on ``deck``, starts, types ``lines``."""
    async with console_table(folder, "k.sqlite3", new, "/addbot", "/addbot") as (console, out):
        table = console.service.tables[1]
        table.next_deck = deck  # type: ignore[method-assign]
        for line in ("/start", *lines):
            await console.line(line)
        assert isinstance(table.game, Schieberamsch)
        return table.game, out.getvalue()


async def test_the_lead_waits_for_a_persons_kontra_against_a_computers_grand_hand(
    tmp_path: Path,
) -> None:
    game, text = await started(tmp_path, "/new schieberamsch", grand_deck)
    assert "Sepp announces Grand Hand!" in text
    assert game.soloist == FOREHAND and not game.trick  # the computer forehand has not led
    assert PERSON in game.waits_for()  # the computer that held back may still, too
    assert text.rstrip().endswith("Your move:\n    [1] Kontra  [2] Pass")
    game, text = await started(tmp_path / "b", "/new schieberamsch", grand_deck, "/kontra")
    assert "Too late" not in text
    said = text.index("Tester says Kontra!")
    assert said < text.index("Sepp says Rekontra!") < text.index("On the table: Sepp ♣J")
    assert game.kontras == [PERSON] and game.rekontra


async def test_a_person_declines_kontra_and_the_play_goes_on(tmp_path: Path) -> None:
    game, text = await started(tmp_path, "/new schieberamsch", grand_deck, "/pass")
    assert "Tester: no Kontra." in text
    assert game.kontras == [] and game.trick  # the computers played on
    assert "You cannot" not in text


async def test_a_person_says_kontra_in_ramsch_with_ramsch_kontra(tmp_path: Path) -> None:
    new = "/new schieberamsch ramsch_kontra=true"
    game, text = await started(tmp_path, new, ramsch_deck, "/pass", "/push")
    assert "Nobody plays Grand Hand" in text and not game.trick
    assert PERSON in game.waits_for()  # the computer that held back may still, too
    game, text = await started(tmp_path / "b", new, ramsch_deck, "/pass", "/push", "/kontra")
    assert "Too late" not in text and "Tester says Kontra!" in text
    assert game.kontras == [PERSON] and game.trick


STRONG_DEFENDER = {
    PERSON: ["C7", "S8", "S7", "SQ", "HQ", "H9", "H8", "H7", "DQ", "D9"],
    FOREHAND: ["CJ", "SJ", "HJ", "DJ", "CA", "CT", "CK", "CQ", "C9", "C8"],
    OTHER: ["SA", "ST", "SK", "HA", "HT", "HK", "DA", "DT", "DK", "S9"],
}


async def test_a_computer_defender_with_a_strong_hand_says_kontra(tmp_path: Path) -> None:
    game, text = await started(tmp_path, "/new schieberamsch", lambda: deck_for(STRONG_DEFENDER))
    # Vroni, three aces and tens, says Kontra before Sepp's lead; Sepp doubles back.
    assert text.index("Vroni says Kontra!") < text.index("Sepp says Rekontra!")
    assert game.kontras == [OTHER] and game.rekontra and game.trick
    assert game.waits_for() == frozenset()  # once Kontra is said the person has none


def window_view(hand: list[str], soloist: int | None) -> View:
    info = {"soloist": soloist, "passes": 0, "kontras": []}
    return View("schieberamsch", OTHER, 3, "play", frozenset({FOREHAND, OTHER}), 0, tuple(hand),
                False, (10, 10, 10), (), (), (0, 0, 0), info)  # fmt: skip


def test_the_computer_says_kontra_only_with_a_strong_hand() -> None:
    rng = random.Random(1)
    strong, weak = STRONG_DEFENDER[OTHER], STRONG_DEFENDER[PERSON]
    assert schieberamsch_policy(window_view(strong, FOREHAND), [KONTRA, PASS], rng, False) == KONTRA
    assert schieberamsch_policy(window_view(weak, FOREHAND), [KONTRA, PASS], rng, False) is None
    # A person's timer ran out: no Kontra is said for them.
    assert schieberamsch_policy(window_view(weak, FOREHAND), [KONTRA, PASS], rng, True) == PASS
    # Ramsch: Kontra only holding at most one card that takes tricks (jack, ace, ten).
    safe = ["CK", "CQ", "C7", "SQ", "S7", "HQ", "H8", "H7", "DQ", "DA"]
    assert schieberamsch_policy(window_view(safe, None), [KONTRA, PASS], rng, False) == KONTRA
    assert (
        schieberamsch_policy(window_view([*weak[:8], "SJ", "HA"], None), [KONTRA], rng, False)
        is None
    )


async def test_palatinate_jungfrau_does_not_say_it_doubles(tmp_path: Path) -> None:
    report = {
        "kind": "jungfrau",
        "passes": 0,
        "kontras": 0,
        "skat": ["S7", "S8"],
        "skat_points": 0,
        "skat_to": [1],
        "change": [0, 0, 80],
        "points": [0, 40, 80],
        "tricks": [0, 4, 6],
        "raw": [0, 0, 80],
        "totals": [0, 0, 80],
    }
    scored = DealScored(None, (0, 0, 80), report)
    async with console_table(
        tmp_path, "p.sqlite3", "/new schieberamsch palatinate=true", *BOTS
    ) as (
        console,
        _,
    ):
        line = event_line(console.service.tables[1], scored, "en")
    assert line is not None
    assert "no Jungfrau doubling" in line and "Multiplier ×1: nothing doubled." in line
    async with console_table(tmp_path, "r.sqlite3", "/new schieberamsch", *BOTS) as (console, _):
        plain = event_line(console.service.tables[1], scored, "en")
    assert plain is not None and "the loser's score doubles" in plain
    assert "Multiplier ×2: Jungfrau (×2)." in plain


async def test_options_that_do_not_apply_are_refused(tmp_path: Path) -> None:
    async with console_table(
        tmp_path, "o.sqlite3", "/new schieberamsch palatinate=true deals=5"
    ) as (console, out):
        assert "“deals” does not apply to Palatinate Ramsch" in out.getvalue()
        assert not console.service.tables
        await console.line("/new schieberamsch target=300")
        assert "“target” applies only to Palatinate Ramsch" in out.getvalue()
        assert not console.service.tables
        await console.line("/new schieberamsch palatinate=true target=300")
        assert console.service.tables[1].options == {"palatinate": True, "target": 300}
