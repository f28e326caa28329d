"""Updates that arrive while a restarted bot rebuilds its tables wait for them (issue 16, 0),
and only for their own table (issue 21, 5).

The restore is slowed down so that the presses and commands queued while the bot was down are
fetched by the platform before the tables exist in memory; each must be answered as if the bot
had never stopped, and the store must hold exactly the moves that were acknowledged. Started
as ``adapters.runtime.serve`` starts it, a press is answered while the other tables are still
being rebuilt in the background.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from telegram import Update
from telegram.ext import TypeHandler

from adapters.runtime import start_restore
from adapters.telegram import TelegramPlatform
from bot.restore import Restore
from bot.service import TableService
from bot.store import Store, TableRow
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import SEED, BotProcess, make_config
from tests.telegram.play import (
    actions,
    choose,
    group_texts,
    hand_message,
    play_until,
    three_players,
)

Launch = Callable[..., Awaitable[BotProcess]]


def stored_moves(proc: BotProcess) -> int:
    with sqlite3.connect(proc.db) as db:
        return int(db.execute("SELECT COUNT(*) FROM moves").fetchone()[0])


async def test_presses_during_restore_are_held_not_refused(
    fake: FakeTelegram, launch: Launch, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = await launch()
    group, players = await three_players(fake, first, "deals=1")
    alice, bob, carol = players
    fake.user_message(alice, group, "/start")
    await first.settle()
    await play_until(first, group, players, max_moves=5)
    moves_before = stored_moves(first)
    (mover,) = [p for p in players if actions(hand_message(fake, p))]
    pressed = choose(actions(hand_message(fake, mover)))
    await first.stop()

    # While the bot is down: a press of a current button, a /score, a private /hand.
    hand_id = hand_message(fake, mover)["message_id"]
    query = fake.click(mover, mover["id"], hand_id, pressed)
    fake.user_message(bob, group, "/score")
    fake.private_message(carol, "/hand")
    mark = fake.mark()

    real_begin = Restore.begin
    restoring = asyncio.Event()

    async def slow_begin(self: Restore) -> None:
        restoring.set()
        await asyncio.sleep(1.0)  # the platform polls and hands out updates meanwhile
        await real_begin(self)

    monkeypatch.setattr(Restore, "begin", slow_begin)
    second = await launch()
    await second.settle()
    assert restoring.is_set()
    assert fake.callback_answers[query]["text"] is None  # accepted, no alert
    assert stored_moves(second) == moves_before + 1  # exactly the acknowledged move
    after = [c for c in fake.call_log[mark:] if c.ok]
    texts = [str(c.params.get("text", "")) for c in after]
    assert not any("There is no table here" in t for t in texts)
    assert not any("no longer valid" in t for t in texts)
    score = [t for t in group_texts(fake, group["id"]) if "Score" in t or "score" in t]
    assert score, "the /score sent while the bot was down was answered in the group"
    assert second.service is not None and second.service.tables[1].status == "running"


class ServedBot(BotProcess):
    """A bot process started as ``adapters.runtime.serve`` starts it: updates taken once the
    open tables are known, the tables rebuilt in the background (``start_restore``)."""

    restoring: asyncio.Task[None] | None = None

    async def start(self) -> BotProcess:
        self.since = self.fake.mark()
        self.store = await Store.open(self.db)
        self.service = TableService(self.store, seed=SEED)
        self.platform = TelegramPlatform(self.service, self.config)
        self.platform.app.add_handler(TypeHandler(Update, self._mark), group=99)
        self.service.hold()
        await self.platform.start()
        self.restoring = await start_restore(self.service, [self.platform])
        self.timers = asyncio.create_task(self.service.run_timers(self.platform.deliver))
        return self

    async def stop(self) -> None:
        if self.restoring is not None:
            self.restoring.cancel()
            await asyncio.gather(self.restoring, return_exceptions=True)
        await super().stop()


async def test_a_press_is_answered_before_the_other_tables_are_rebuilt(
    fake: FakeTelegram, launch: Launch, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = await launch()
    tables = []
    for number in range(4):
        people = [
            fake.make_user(f"P{number}x{i}", f"p{number}x{i}", started=True) for i in range(3)
        ]
        group = fake.make_group(f"Stammtisch {number}", creator=people[0])
        fake.user_message(people[0], group, "/new schieberamsch deals=1")
        for person in people[1:]:
            fake.user_message(person, group, "/join")
        await first.settle()
        fake.user_message(people[0], group, "/start")
        await first.settle()
        tables.append((group, people))
    moves_before = stored_moves(first)
    await first.stop()

    # While the bot is down: a press at the last table.
    _, people = tables[-1]
    (mover,) = [p for p in people if actions(hand_message(fake, p))]
    hand = hand_message(fake, mover)
    query = fake.click(mover, mover["id"], hand["message_id"], choose(actions(hand)))

    real_load = Store.load_table
    release = asyncio.Event()

    async def held_load(self: Store, table_id: int) -> TableRow | None:
        task = asyncio.current_task()
        if task is not None and task.get_name() == "restore":
            await release.wait()  # the background rebuild waits at its first table
        return await real_load(self, table_id)

    monkeypatch.setattr(Store, "load_table", held_load)
    second = ServedBot(fake, tmp_path / "stammtisch.sqlite3", make_config(fake))
    try:
        await second.start()
        answered = await fake.wait_for(
            lambda c: c.method == "answerCallbackQuery" and c.ok, timeout=10
        )
        assert answered.params.get("callback_query_id") == query
        assert fake.callback_answers[query]["text"] is None  # accepted, no alert
        assert second.service is not None and sorted(second.service.tables) == [4]
        assert stored_moves(second) == moves_before + 1
        release.set()
        assert second.restoring is not None
        await second.restoring
        assert sorted(second.service.tables) == [1, 2, 3, 4]
        await second.settle()
    finally:
        await second.stop()
