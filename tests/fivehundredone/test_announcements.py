"""501 at the table tells what happens (issue 18): a marriage is announced when it is
declared (fivehundredone §7), and four-player 501 is chosen with /new, needs four seats, and
says each deal who deals and sits out; a piped console ends at the end of its input while the
human sits out."""

from __future__ import annotations

import asyncio
import io
import itertools
import re
from pathlib import Path

import pytest

from adapters.console import run_console
from bot.describe.fivehundredone import SYMBOLS
from engine.games.fivehundredone.game import FiveHundredOne
from tests.support import console_table

SITS_OUT = re.compile(r"Deal (\d+): (\S+) deals and sits out this hand\.")


def test_the_rules_say_how_many_seats_the_options_need() -> None:
    assert FiveHundredOne.seat_range({"four_players": "true"}) == (4, 4)
    assert FiveHundredOne.seat_range({"four_players": False}) == (3, 4)
    assert FiveHundredOne.seat_range() == (3, 4)


async def test_every_marriage_is_announced_to_the_table_as_it_is_declared(
    tmp_path: Path,
) -> None:
    """Passing in the auction and pressing the first button in play: each marriage the
    engine records in a step comes with its line in what that step printed, and no other
    marriage line does."""
    async with console_table(
        tmp_path, "marriages.sqlite3", "/new 501", "/addbot", "/addbot", "/start", seed="wed-1"
    ) as (console, out):
        table = console.service.tables[1]
        names = table.display_names
        announced = 0
        for _ in range(400):
            game = table.game
            if table.status != "running" or not console.buttons:
                break
            assert isinstance(game, FiveHundredOne)
            deal, before = game.deal_number, list(game.marriages)
            start = len(out.getvalue())
            labels = [b.label for b in console.buttons]
            wanted = next((w for w in ("Pass", "👀 Look at my cards") if w in labels), None)
            await console.line(str(labels.index(wanted) + 1 if wanted else 1))
            game = table.game
            assert isinstance(game, FiveHundredOne)
            printed = out.getvalue()[start:]
            if game.deal_number != deal:  # a new deal: the step may end one and start another
                continue
            new = game.marriages[len(before) :]
            expected = [
                f"{names[seat]} announces the {SYMBOLS[suit]} marriage ({value})."
                for seat, suit, value in new
            ]
            assert re.findall(r"\S+ announces the . marriage \(\d+\)\.", printed) == expected
            announced += len(new)
        assert announced >= 2, out.getvalue()[-800:]


async def test_four_player_501_from_new_through_a_whole_match_at_the_console(
    tmp_path: Path,
) -> None:
    async with console_table(
        tmp_path,
        "four.sqlite3",
        "/new 501 four_players=true",
        "/addbot",
        "/addbot",
        "/start",
        seed="four-501",
    ) as (console, out):
        text = out.getvalue()
        assert "bad_player_count" not in text
        assert "waiting for players (4–4)" in text
        assert "501 needs at least 4 players; there are 3." in text
        for line in ("/addbot", "/start", "/auto"):
            await console.line(line)
        table = console.service.tables[1]
        text = out.getvalue()
        assert table.status == "finished", text[-800:]
        assert len(table.seats) == 4 and table.options == {"four_players": True}
        game = table.game
        assert isinstance(game, FiveHundredOne) and min(game.scores()) <= 0
        names = table.display_names
        deals = SITS_OUT.findall(text)
        assert [int(n) for n, _ in deals] == list(range(1, game.deal_number + 1))
        assert deals[0][1] == "Tester"  # the creator deals first, and sits out
        for (_, dealer), (_, following) in itertools.pairwise(deals):
            assert names.index(following) == (names.index(dealer) + 1) % 4
        assert "Match over" in text and text.count("Deal scored") >= 2


@pytest.mark.parametrize("end", ["/start\n", "/start\n/auto\n", "/start\n1\n1\n"])
async def test_a_piped_four_player_console_ends_with_its_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, end: str
) -> None:
    """The human sits out the first deal as its dealer; the input ends then, or after /auto
    (the computers play the match out), or a few presses on: each run must end."""
    script = "/new 501 four_players=true\n/addbot\n/addbot\n/addbot\n" + end
    for run in range(4):
        monkeypatch.setenv("STAMMTISCH_SEED", f"piped-{run}")
        monkeypatch.setenv("STAMMTISCH_NAME", "Tester")
        out = io.StringIO()
        ended = asyncio.create_task(
            run_console(str(tmp_path / f"piped{run}.sqlite3"), io.StringIO(script), out)
        )
        done, _ = await asyncio.wait({ended}, timeout=20.0)
        if ended not in done:
            ended.cancel()
            await asyncio.wait({ended}, timeout=2.0)
        assert ended in done, f"run {run} did not end: {out.getvalue()[-300:]}"
        assert ended.result() == 0
        assert "Deal 1: Tester deals and sits out this hand." in out.getvalue()
