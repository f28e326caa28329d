"""Idle players, seat changes and "your turn" DMs, end to end through the fake Discord. The
service runs on a fake clock: a test moves it and ticks the timers (no sleeps)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.clock import FakeClock
from bot.messages import NOTICE_SECONDS
from tests.discord.conftest import Bot, World
from tests.discord.driver import Table, action, choices
from tests.fakes.discord_server import EPHEMERAL

JSON = dict[str, Any]
TURN = "Your turn at Schieberamsch table #1."


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def bot(world: World, tmp_path: Path, clock: FakeClock) -> AsyncIterator[Bot]:
    running = await Bot(world, tmp_path / "stammtisch.sqlite3", clock=clock).start()
    try:
        yield running
    finally:
        await running.stop()


async def command(driver: Table, user: JSON, name: str, options: JSON | None = None) -> JSON:
    """Run a slash command in the table's channel; the answer (public or ephemeral)."""
    iid = await driver.fake.invoke_command(user, driver.channel, name, options)
    answer: JSON = await driver.answer(iid)
    return answer


def dm_messages(world: World, user: JSON) -> list[JSON]:
    dm = world.fake.dm_channel_of(user["id"])
    return world.fake.messages_in(dm) if dm is not None else []


def turn_dms(world: World, user: JSON) -> list[JSON]:
    return [m for m in dm_messages(world, user) if m["content"] == TURN]


def channel_lines(world: World) -> list[str]:
    texts = [m["content"] for m in world.fake.messages_in(world.channel_id)]
    return [line for text in texts for line in text.split("\n")]


async def open_table(
    bot: Bot, world: World, options: str, people: list[JSON], bots: int = 0
) -> Table:
    driver = Table(bot, world)
    opened = await command(driver, people[0], "new", {"game": "schieberamsch", "options": options})
    assert "Table #1" in opened["content"]
    for user in people[1:]:
        await command(driver, user, "join")
    for _ in range(bots):
        await command(driver, people[0], "addbot")
    await command(driver, people[0], "start")
    assert driver.table.status == "running"
    return driver


async def move_from_dm(driver: Table, user: JSON, message: JSON) -> JSON:
    """Make a move from a DM message (hand or turn notification); the message as edited.

    Push or pass when offered (a plain Ramsch, no skat to discard), else the first card."""
    moves = [d for d in choices(message) if action(d).startswith("m ")]
    preferred = [d for d in moves if action(d) in ("m push", "m pass")]
    data = (preferred or [d for d in moves if action(d).startswith("m play ")])[0]
    before = driver.table.version
    edited: JSON = await driver.use(user, int(message["channel_id"]), message, data)
    assert driver.table.version > before
    return edited


async def test_the_timer_runs_out_and_the_computer_moves(
    bot: Bot, world: World, clock: FakeClock
) -> None:
    people = [world.alice, world.bob, world.carol]
    driver = await open_table(bot, world, "deals=1 turn_seconds=60", people)
    table = driver.table
    assert table.turn_seconds == 60  # /new's options text takes the table's turn time
    seat = min(table.game.awaiting())
    idle, name = people[seat], table.seats[seat].name
    assert driver.dm_hand(idle)["components"]

    clock.advance(29)
    assert await bot.tick() == []
    clock.advance(1)
    await bot.tick()
    reminder = dm_messages(world, idle)[-1]
    assert reminder["content"] == "Reminder: it is your move at table #1 (30 s left)."
    assert not [line for line in channel_lines(world) if "Reminder" in line]
    for other in people:
        if other is not idle:
            assert not [m for m in dm_messages(world, other) if "Reminder" in m["content"]]

    clock.advance(30)
    await bot.tick()
    assert table.move_count == 1 and table.moves[0][0][0] == seat
    assert table.seats[seat].timeouts == 1 and not table.seats[seat].away
    notice = f"{name} ran out of time; the computer moved for them."
    assert channel_lines(world).count(notice) == 1
    assert driver.dm_hand(idle)["components"] == []  # the move is gone from their hand
    next_seat = min(table.game.awaiting())
    assert f"To move: {table.seats[next_seat].name}" in driver.table_message()["content"]
    assert driver.dm_hand(people[next_seat])["components"]


async def test_sit_kick_and_leave(bot: Bot, world: World, clock: FakeClock) -> None:
    fake, alice, dave = world.fake, world.alice, world.dave
    driver = await open_table(bot, world, "deals=1", [alice], bots=2)
    table = driver.table
    assert [s.is_bot for s in table.seats] == [False, True, True]

    iid = await fake.autocomplete(dave, driver.channel, "sit", {"seat": ""}, "seat")
    offered = await fake.wait_response(iid)
    assert [c["value"] for c in offered] == ["2", "3"]
    which = await command(driver, dave, "sit")  # two computer seats: which one?
    assert which["flags"] & EPHEMERAL and "Which seat?" in which["content"]
    sat = await command(driver, dave, "sit", {"seat": "3"})
    assert "dave takes over seat 3." in sat["content"] and not sat["flags"] & EPHEMERAL
    assert table.seats[2].user_id == f"dc:{dave['id']}" and not table.seats[2].is_bot
    hand = driver.dm_hand(dave)  # at once, by DM
    assert "Your cards:" in hand["content"]
    assert not [line for line in channel_lines(world) if "Your cards" in line]

    for _ in range(40):  # alice plays until it is dave's move
        if 2 in table.game.awaiting():
            break
        await move_from_dm(driver, alice, driver.dm_hand(alice))
    assert 2 in table.game.awaiting()
    assert not turn_dms(world, dave)  # not yet: he may be looking
    clock.advance(NOTICE_SECONDS)
    await bot.tick()
    assert turn_dms(world, dave)  # his turn waited: told by a DM of its own
    before = table.move_count
    await move_from_dm(driver, dave, driver.dm_hand(dave))
    assert any(s == 2 for s, _ in table.moves[-1][-(table.move_count - before) :])

    iid = await fake.autocomplete(alice, driver.channel, "kick", {"player": ""}, "player")
    assert [c["value"] for c in await fake.wait_response(iid)] == ["1", "3"]
    refused = await command(driver, dave, "kick", {"player": "alice"})
    assert refused["flags"] & EPHEMERAL and "creator" in refused["content"]
    kicked = await command(driver, alice, "kick", {"player": "dave"})
    assert "dave's seat goes to a computer player." in kicked["content"]
    assert table.seats[2].is_bot and table.status == "running"

    left = await command(driver, alice, "leave")  # the last person: computers finish it
    assert "alice leaves; a computer player takes over the seat." in left["content"]
    assert table.status == "finished" and all(s.is_bot for s in table.seats)
    assert "Match over" in "\n".join(channel_lines(world))
    standings = await command(driver, dave, "standings")  # no person played to the end
    assert "No finished matches in the standings" in standings["content"]


async def test_your_turn_is_a_new_dm_and_can_be_turned_off(
    bot: Bot, world: World, clock: FakeClock
) -> None:
    fake = world.fake
    alice, bob, carol = people = [world.alice, world.bob, world.carol]
    names = {c["name"] for c in fake.commands(world.guild_id)}
    assert {"sit", "kick", "back", "settings", "leave"} <= names
    driver = Table(bot, world)

    refused = await command(driver, bob, "settings", {"turn_seconds": 90})
    assert refused["flags"] & EPHEMERAL and "chat admin" in refused["content"]
    shown = await command(driver, alice, "settings", {"turn_seconds": 90})  # the owner may
    assert "turn\\_seconds=90" in shown["content"]  # escaped: Discord shows no italics
    off = await command(driver, carol, "settings", {"notify": "off"})
    assert "notify=off" in off["content"]

    driver = await open_table(bot, world, "deals=1", people)
    table = driver.table
    assert table.turn_seconds == 90  # the channel's default
    assert not any(turn_dms(world, p) for p in people)  # the start shows everyone the hand

    seen: dict[int, list[str]] = {alice["id"]: [], bob["id"]: [], carol["id"]: []}
    pressed_on_turn, carol_moved = False, 0
    for _ in range(60):
        if all(len(seen[p["id"]]) >= 2 for p in (alice, bob)):
            break
        seat = min(table.game.awaiting())
        player = people[seat]
        carol_moved += player is carol
        turn = turn_dms(world, player)
        for message in turn:
            if message["id"] not in seen[player["id"]]:
                seen[player["id"]].append(message["id"])
        if turn and not pressed_on_turn:  # once from the notification itself
            pressed_on_turn = True
            edited = await move_from_dm(driver, player, turn[-1])
            assert edited["id"] == turn[-1]["id"] and edited["content"] == TURN
            assert edited["components"] == []  # the move is made: its buttons go
        else:
            await move_from_dm(driver, player, driver.dm_hand(player))
        clock.advance(NOTICE_SECONDS)  # each turn waits long enough to be told of
        await bot.tick()
    assert pressed_on_turn and carol_moved >= 2  # she had her turns, unannounced

    for player in (alice, bob):
        ids = seen[player["id"]]
        assert len(ids) >= 2
        seat = people.index(player)
        # One at a time, and none once the turn has passed: stale buttons would be refused.
        current = ids[-1:] if seat in table.game.awaiting() else []
        assert [m["id"] for m in turn_dms(world, player)] == current
        assert all(fake.message(i) is None for i in ids[: len(ids) - len(current)])
        assert len([m for m in dm_messages(world, player) if "your hand" in m["content"]]) == 1
    assert seen[carol["id"]] == [] and turn_dms(world, carol) == []
    assert "Your cards:" in driver.dm_hand(carol)["content"]
    assert not [line for line in channel_lines(world) if line == TURN]
