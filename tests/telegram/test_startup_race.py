"""Updates that arrive while a restarted bot rebuilds its tables wait for them (issue 16, 0).

The restore is slowed down so that the presses and commands queued while the bot was down are
fetched by the platform before the tables exist in memory; each must be answered as if the bot
had never stopped, and the store must hold exactly the moves that were acknowledged.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot.store import Store, TableRow
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
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

    real_load = Store.load_tables
    restoring = asyncio.Event()

    async def slow_load(self: Store, *args: Any, **kwargs: Any) -> list[TableRow]:
        restoring.set()
        await asyncio.sleep(1.0)  # the platform polls and hands out updates meanwhile
        return await real_load(self, *args, **kwargs)

    monkeypatch.setattr(Store, "load_tables", slow_load)
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
