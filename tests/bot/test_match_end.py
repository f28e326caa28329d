"""Issue 18, "the match after it ends" and "standings that make sense".

- ``/score`` after the end shows the final sheet of the chat's last match, deal by deal;
- the finished table names the dealer of its last deal (the engine's dealer moves on);
- standings rank by each game's own win condition, Vint by the settled difference;
- a match no person played to the end is not counted; ``/rematch`` follows the latest table.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import aiosqlite
import pytest

from bot.clock import FakeClock
from bot.games import UNITS
from bot.outbox import Message
from bot.service import TableService
from bot.store import MIGRATIONS, ResultRow, SeatRow, Store
from bot.table import FINISHED
from tests.bot.conftest import CHAT, alerts, open_table, person
from tests.support import console_table

DEALT = re.compile(r"^Deal (\d+): (\S+) deals", re.MULTILINE)
SHEET_DEAL = re.compile(r"^Deal (\d+) \((\S+) dealt\): (.*)$", re.MULTILINE)

# A short match of each game: one person on /auto, computers in the other seats.
SHORT = {
    "bieten": ("target=2", 3),
    "bestia": ("", 4),
    "vint": ("", 4),
    "fivehundredone": ("min_bid=100", 3),
    "schieberamsch": ("deals=2", 3),
}


async def auto_match(service: TableService, game: str) -> tuple[list[Message], str]:
    """One person and computers play a whole match of ``game`` (the person on /auto);
    returns every message and the group's text of it."""
    options, seats = SHORT[game]
    ann = person(0)
    out = await service.handle_text(ann, f"/new {game} {options}".strip())
    for _ in range(seats - 1):
        out += await service.handle_text(ann, "/addbot")
    out += await service.handle_text(ann, "/start")
    out += await service.handle_text(ann, "/auto")
    assert not alerts(out), alerts(out)
    assert any("Match over" in m.text for m in out), game
    group = "\n".join(m.text for m in out if m.target.kind == "chat" and m.slot != "table")
    return out, group


@pytest.mark.parametrize("game", sorted(SHORT))
async def test_the_finished_table_names_the_dealer_of_its_last_deal(service, game):
    out, group = await auto_match(service, game)
    dealt = DEALT.findall(group)
    assert dealt and int(dealt[-1][0]) == len(dealt)
    last_dealer = dealt[-1][1]
    final = [m for m in out if m.slot == "table"][-1].text
    assert "The match is over." in final
    assert f"Dealer: {last_dealer}\n" in final, (dealt[-1], final)


@pytest.mark.parametrize("game", sorted(SHORT))
async def test_score_after_the_end_is_the_final_sheet_deal_by_deal(service, game):
    _, group = await auto_match(service, game)
    table = service.tables[1]
    assert service.table_for(person(0)) is None  # the chat is free again
    answer = await service.handle_text(person(5), "/score")  # anyone in the chat may ask
    assert not alerts(answer)
    sheet = answer[0].text
    assert sheet.startswith(f"Score sheet · {UNITS[game].texts[f'game.{game}']} · table #1")
    assert "The match is over." in sheet
    deals = SHEET_DEAL.findall(sheet)
    # Every deal, with the dealer the group was told when it was dealt.
    assert [(int(n), name) for n, name, _ in deals] == [
        (int(n), d) for n, d in DEALT.findall(group)
    ]
    # The changes add up to the final scores.
    names = table.display_names
    start = table.new_game().scores()
    totals = [float(s) for s in start]
    for _, _, change in deals:
        for part in change.split(" · "):
            name, value = part.rsplit(" ", 1)
            totals[names.index(name)] += float(value)
    final = table.game.outcome()
    assert totals == pytest.approx([float(s) for s in final.scores], abs=0.01)
    winners = ", ".join(names[s] for s in final.winner or ())
    assert f"Winner: {winners}" in sheet


# seed 8 opens with a Grand Hand, after which the same dealer deals again
@pytest.mark.parametrize("seed", ["1", "8"])
async def test_score_through_the_console_after_the_match(tmp_path, seed):
    async with console_table(
        tmp_path,
        "score.sqlite3",
        "/new schieberamsch deals=2",
        "/addbot",
        "/addbot",
        "/start",
        seed=seed,
    ) as (console, out):
        await console.line("/auto")
        played = out.getvalue()
        assert "Match over" in played
        # who dealt each deal, as the table announced it (after a Grand Hand the same dealer
        # deals again, so the second dealer depends on the shuffle)
        announced = [name for _, name in DEALT.findall(played.replace("    ", ""))]
        assert len(announced) == 2 and announced[0] == "Tester"
        await console.line("/score")
        answer = out.getvalue()[len(played) :]
        assert "There is no table here" not in answer
        assert "Score sheet · Schieberamsch · table #1" in answer
        sheet = [(int(n), name) for n, name, _ in SHEET_DEAL.findall(answer.replace("    ", ""))]
        assert sheet == [(1, announced[0]), (2, announced[1])]
        assert f"Dealer: {announced[1]}" in answer  # who dealt deal 2, not the next in turn


async def test_score_with_nothing_played_says_so(service):
    assert (
        "No match has been played here yet"
        in alerts(await service.handle_text(person(1), "/score"))[0]
    )


async def test_score_during_a_match_lists_the_deals_done(service):
    people = await open_table(service, humans=1, options="deals=3")
    table = service.table_for(people[0])
    sheet = (await service.handle_text(people[0], "/score"))[0].text
    assert SHEET_DEAL.findall(sheet) == []  # the first deal is still being played
    await service.handle_text(people[0], "/auto")
    assert table.game.game_over
    assert len(SHEET_DEAL.findall((await service.handle_text(people[0], "/score"))[0].text)) == 3


# ---- standings ------------------------------------------------------------------------
async def add_match(
    store: Store,
    game: str,
    results: list[tuple[str, object, bool, bool]],
    options: dict[str, object] | None = None,
    counted: bool = True,
) -> None:
    """A finished match of ``game`` in CHAT: (name, final score, won, lost) per seat."""
    seats = [SeatRow(f"test:{name}", name, False) for name, *_ in results]
    table_id = await store.create_table(CHAT, game, options or {}, "test:x", "s", seats)
    rows = [
        ResultRow(
            table_id,
            seat,
            f"test:{name}",
            name,
            json.dumps(score if not isinstance(score, Fraction) else f"{score}"),
            won,
            lost,
            **({} if counted else {"counted": False}),
        )
        for seat, (name, score, won, lost) in enumerate(results)
    ]
    await store.finish_table(table_id, FINISHED, None, rows, CHAT, game)


async def standing_names(service: TableService, game: str) -> list[str]:
    text = (await service.handle_text(person(1), f"/standings {game}"))[0].text
    return re.findall(r"^(\w+): played", text, re.MULTILINE)


async def test_schieberamsch_ranks_fewest_penalty_points_a_match_first(service, store):
    await add_match(
        store,
        "schieberamsch",
        [("Ann", 40, False, False), ("Bob", 10, True, False), ("Cid", 60, False, True)],
    )
    await add_match(
        store,
        "schieberamsch",
        [("Ann", 2, True, False), ("Bob", 30, False, False), ("Cid", 50, False, True)],
    )
    await add_match(
        store,
        "schieberamsch",
        [("Ann", 25, False, False), ("Bob", 20, True, False), ("Dan", 25, False, True)],
    )
    # Ann 67 in 3 (22.33 a match), Bob 60 in 3 (20), Cid 110 in 2 (55), Dan 25 in 1 (25).
    assert await standing_names(service, "schieberamsch") == ["Bob", "Ann", "Dan", "Cid"]
    text = (await service.handle_text(person(1), "/standings"))[0].text
    assert "Bob: played 3, won 2, lost 0, 20 a match (total 60)" in text
    assert "Ann: played 3, won 1, lost 0, 22.33 a match (total 67)" in text


async def test_fivehundredone_ranks_lowest_remaining_score_first(service, store):
    await add_match(
        store,
        "fivehundredone",
        [("Ann", -5, True, False), ("Bob", 120, False, False), ("Cid", 300, False, True)],
    )
    await add_match(
        store,
        "fivehundredone",
        [("Ann", 200, False, False), ("Bob", 0, True, False), ("Cid", 40, False, True)],
    )
    assert await standing_names(service, "501") == ["Bob", "Ann", "Cid"]


async def test_bieten_ranks_most_points_a_match_first(service, store):
    await add_match(
        store,
        "bieten",
        [("Ann", 11, True, False), ("Bob", 9, False, False), ("Cid", 3, False, True)],
    )
    await add_match(
        store,
        "bieten",
        [("Ann", 4, False, True), ("Bob", 11, True, False), ("Cid", 8, False, False)],
    )
    assert await standing_names(service, "bieten") == ["Bob", "Ann", "Cid"]


async def test_bestia_ranks_by_the_chips_won_over_all_matches(service, store):
    four = ("Ann", "Bob", "Cid", "Dan")
    first = [50, -20, -30, 0]
    second = [-100, 60, 40, Fraction(0)]
    for values in (first, second):
        best, worst = max(values), min(values)
        await add_match(
            store,
            "bestia",
            [(n, v, v == best, v == worst) for n, v in zip(four, values, strict=True)],
        )
    # Ann won a match and lost the other, -50 in all; Bob +40, Cid +10, Dan 0.
    assert await standing_names(service, "bestia") == ["Bob", "Cid", "Dan", "Ann"]


async def test_vint_ranks_by_the_settled_difference_not_the_gross_totals(service, store):
    # One rubber each: the final scores are the sides' gross totals, partners opposite.
    await add_match(
        store,
        "vint",
        [
            ("Ann", 3000, True, False),
            ("Bob", 2500, False, True),
            ("Cid", 3000, True, False),
            ("Dan", 2500, False, True),
        ],
    )
    await add_match(
        store,
        "vint",
        [
            ("Eve", 10000, True, False),
            ("Fay", 9000, False, True),
            ("Gus", 10000, True, False),
            ("Hal", 9000, False, True),
        ],
    )
    # A session of three rubbers: its final scores are the players' settlements already.
    await add_match(
        store,
        "vint",
        [
            ("Ann", -700, False, True),
            ("Ivy", 300, True, False),
            ("Cid", 200, False, False),
            ("Dan", 200, False, False),
        ],
        options={"rubbers": 3},
    )
    names = await standing_names(service, "vint")
    # Settled: Eve, Gus +1000; Ivy +300; Cid +700; Dan -300; Ann -200; Bob -500; Fay, Hal -1000.
    assert names == ["Eve", "Gus", "Cid", "Ivy", "Ann", "Dan", "Bob", "Fay", "Hal"]
    text = (await service.handle_text(person(1), "/standings vint"))[0].text
    assert "Ann: played 2, won 1, lost 1, total -200" in text
    assert "Fay: played 1, won 0, lost 1, total -1000" in text


async def test_rules_say_each_games_standing_order(service):
    expected = {
        "schieberamsch": "fewest penalty points a match first",
        "fivehundredone": "lowest remaining score a match first",
        "vint": "largest settled difference first",
        "bieten": "most points a match first",
        "bestia": "most chips first",
    }
    assert set(expected) == set(UNITS)
    for game, words in expected.items():
        assert words in (await service.handle_text(person(1), f"/rules {game}"))[0].text


# ---- counted or not -------------------------------------------------------------------
async def test_an_uncounted_match_is_in_nobodys_standings(service, store):
    await add_match(
        store,
        "schieberamsch",
        [("Ann", 10, True, False), ("Bob", 20, False, False), ("Cid", 30, False, True)],
    )
    await add_match(
        store,
        "schieberamsch",
        [("Ann", 90, False, True), ("Bob", 0, True, False), ("Dan", 5, False, False)],
        counted=False,
    )
    assert await standing_names(service, "schieberamsch") == ["Ann", "Bob", "Cid"]
    text = (await service.handle_text(person(1), "/standings"))[0].text
    assert "Ann: played 1," in text and "Dan" not in text


async def counted_flags(store: Store, table_id: int) -> set[int]:
    rows = await store.db.execute_fetchall(
        "SELECT counted FROM results WHERE table_id = ?", (table_id,)
    )
    return {int(r[0]) for r in rows}


async def test_a_match_everyone_left_is_not_counted(service, store):
    people = await open_table(service, humans=2, options="deals=2")
    table = service.table_for(people[0])
    for p in people:
        assert not alerts(await service.handle_text(p, "/leave"))
    assert table.status == "finished"
    assert await counted_flags(store, table.id) == {0}
    assert "No finished matches" in (await service.handle_text(people[0], "/standings"))[0].text
    # Nobody of the last match is a person now: no rematch of an all-computer table.
    assert "Only those who played" in alerts(await service.handle_text(people[0], "/rematch"))[0]


async def test_a_match_whose_only_person_is_away_at_the_end_is_not_counted(store):
    clock = FakeClock()
    service = TableService(store, seed="away", clock=clock)
    people = await open_table(service, humans=1, options="deals=1 turn_seconds=10")
    table = service.table_for(people[0])
    for _ in range(40):  # the person never moves: twice timed out, then away
        if table.status == "finished":
            break
        clock.advance(10)
        await service.tick()
    assert table.status == "finished" and table.seats[0].away
    assert await counted_flags(store, table.id) == {0}
    assert "No finished matches" in (await service.handle_text(people[0], "/standings"))[0].text


async def test_a_person_on_auto_played_to_the_end_and_counts(service, store):
    people = await open_table(service, humans=1, options="deals=1")
    table = service.table_for(people[0])
    await service.handle_text(people[0], "/auto")
    assert table.status == "finished"
    assert await counted_flags(store, table.id) == {1}


async def test_the_migration_marks_old_matches_without_a_person_uncounted(tmp_path: Path):
    path = tmp_path / "old.sqlite3"
    db = await aiosqlite.connect(str(path), isolation_level=None)
    for script in MIGRATIONS[:2]:  # the database as the bot left it before this change
        for statement in script.split(";"):
            if statement.strip():
                await db.execute(statement)
    await db.execute("PRAGMA user_version = 2")
    for table_id, seats in (
        (1, [("test:a", 0, 0), (None, 1, 0)]),
        (2, [("test:a", 0, 1), (None, 1, 0)]),
        (3, [(None, 1, 0), (None, 1, 0)]),
    ):
        await db.execute(
            "INSERT INTO tables (id, chat, game, options, creator, status, seed, created_at)"
            " VALUES (?, ?, 'schieberamsch', '{}', 'x', 'finished', 's', 0)",
            (table_id, CHAT),
        )
        for seat, (user, is_bot, away) in enumerate(seats):
            await db.execute(
                "INSERT INTO seats (table_id, seat, user_id, name, is_bot, away)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (table_id, seat, user, f"N{seat}", is_bot, away),
            )
            await db.execute(
                "INSERT INTO results VALUES (?, ?, 'schieberamsch', ?, ?, ?, '0', 0, 0)",
                (table_id, CHAT, seat, user or f"bot:N{seat}", f"N{seat}"),
            )
    await db.close()
    store = await Store.open(path)
    try:
        assert [await counted_flags(store, t) for t in (1, 2, 3)] == [{1}, {0}, {0}]
    finally:
        await store.close()


# ---- rematch --------------------------------------------------------------------------
async def test_rematch_after_abort_does_not_revive_an_older_finished_table(service):
    people = await open_table(service, humans=1, options="deals=1")
    await service.handle_text(people[0], "/auto")
    assert service.table_for(people[0]) is None
    await service.handle_text(people[0], "/new vint")
    assert not alerts(await service.handle_text(people[0], "/abort"))
    refused = alerts(await service.handle_text(people[0], "/rematch"))
    assert refused and "#2, was aborted" in refused[0] and "/new vint" in refused[0]
    assert service.table_for(people[0]) is None and len(service.tables) == 2


async def test_rematch_right_after_a_finished_match_still_works(service):
    people = await open_table(service, humans=1, options="deals=1")
    await service.handle_text(people[0], "/auto")
    assert not alerts(await service.handle_text(people[0], "/rematch"))
    again = service.table_for(people[0])
    assert again is not None and again.id == 2 and again.status == "running"
