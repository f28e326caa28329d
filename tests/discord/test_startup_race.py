"""Interactions that arrive while a restarted bot rebuilds its tables wait for them, deferred,
and are then answered as if the bot had never stopped (issue 16, 0)."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.restore import Restore
from tests.discord.conftest import Bot, World
from tests.discord.driver import action, choices, pick_move, step_toward
from tests.discord.test_full_deal import open_table
from tests.discord.test_restart import by_dm


def stored_moves(database: Path) -> int:
    with sqlite3.connect(database) as db:
        return int(db.execute("SELECT COUNT(*) FROM moves").fetchone()[0])


async def test_a_press_during_restore_is_held_then_made(
    world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = world.fake
    database = tmp_path / "stammtisch.sqlite3"
    users = [world.alice, world.bob, world.carol]
    first = await Bot(world, database).start()
    try:
        driver = await open_table(first, world)
        ways = {seat: by_dm(driver, user) for seat, user in enumerate(users)}

        def direct_press() -> tuple[int, str] | None:
            """The seat to move and its hand button that makes its move in one press."""
            game = driver.table.game
            seat = min(game.awaiting() or game.to_move())
            data = step_toward(choices(driver.dm_hand(users[seat])), pick_move(driver.legal(seat)))
            return (seat, data) if data and action(data).startswith("m ") else None

        await driver.play(ways, stop=lambda: driver.table.move_count >= 6 and bool(direct_press()))
        found = direct_press()
        assert found is not None
        seat, data = found
        user = users[seat]
        hand = driver.dm_hand(user)
        custom_id, _ = choices(hand)[data]
        version, moves = driver.table.version, stored_moves(database)
    finally:
        await first.stop()

    real_begin = Restore.begin
    release = asyncio.Event()

    async def slow_begin(self: Restore) -> None:
        await release.wait()  # held until the press below has reached the bot
        await real_begin(self)

    monkeypatch.setattr(Restore, "begin", slow_begin)
    second = Bot(world, database)
    starting = asyncio.create_task(second.start())
    await fake.wait_until(fake.connected, timeout=10)
    iid = await fake.click(user, int(hand["channel_id"]), hand["id"], custom_id)
    await asyncio.sleep(1.3)  # past the adapter's defer_after: the interaction is deferred
    release.set()
    await starting
    try:
        driver.bot = second
        response = await fake.wait_response(iid)
        assert response is not None
        texts = [str(m.get("content", "")) for m in fake.messages_in(int(hand["channel_id"]))]
        assert not any("no longer valid" in t or "out of date" in t for t in texts[-3:])
        assert driver.table.version > version
        assert stored_moves(database) == moves + 1  # three people: only the press's move
    finally:
        await second.stop()
