"""20 tables in 20 chats play at once through the service without interfering."""

from __future__ import annotations

import asyncio
import random

from bot.context import Context
from bot.service import TableService
from bot.store import Store


async def play_table(service: TableService, chat: int, rng: random.Random) -> list[int]:
    people = [Context(f"c{chat}:u{i}", f"P{i}", f"chat{chat}") for i in range(3)]
    await service.handle_text(people[0], "/new schieberamsch deals=2")
    for p in people[1:]:
        await service.handle_text(p, "/join")
    await service.handle_text(people[0], "/start")
    table = service.table_for(people[0])
    assert table is not None
    while not table.game.game_over:
        seat = min(table.game.awaiting())
        legal = table.game.legal_moves(seat)
        words = legal[rng.randrange(len(legal))].words(table.names)
        out = await service.handle_text(people[seat], "/" + words)
        assert not [m.text for m in out if m.alert]
        await asyncio.sleep(0)  # let the other tables interleave
    return list(table.game.scores())


async def run(path, concurrent: bool) -> list[list[int]]:
    store = await Store.open(path)
    try:
        service = TableService(store, seed="together")
        jobs = [play_table(service, n, random.Random(n)) for n in range(20)]
        if concurrent:
            return list(await asyncio.gather(*jobs))
        return [await job for job in jobs]
    finally:
        await store.close()


async def test_twenty_tables_at_once_equal_twenty_alone(tmp_path):
    together = await run(tmp_path / "together.sqlite3", concurrent=True)
    alone = await run(tmp_path / "alone.sqlite3", concurrent=False)
    assert together == alone
    assert len({tuple(s) for s in together}) > 1  # the tables really played different games
