"""The open tables are read while the platforms start (issue 21, 5): ``start_restore``'s
``meanwhile``, as ``adapters.runtime.serve`` passes the platforms' start."""

from __future__ import annotations

import asyncio

import pytest

from adapters.runtime import start_restore
from bot.restore import Restore
from bot.service import TableService
from bot.store import Store


async def test_the_tables_are_read_while_the_platforms_start_and_rebuilt_after(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    read, started = asyncio.Event(), asyncio.Event()
    begin, rebuild_all = Restore.begin, Restore.rebuild_all
    order: list[str] = []

    async def reading(self: Restore) -> None:
        await begin(self)
        order.append("read")
        read.set()

    async def rebuilding(self: Restore, show_now: bool = False) -> None:
        order.append("rebuild")
        await rebuild_all(self, show_now)

    async def platforms_start() -> None:
        order.append("platforms starting")
        await asyncio.wait_for(read.wait(), 5)  # read meanwhile, or this times out
        order.append("platforms started")
        started.set()

    monkeypatch.setattr(Restore, "begin", reading)
    monkeypatch.setattr(Restore, "rebuild_all", rebuilding)
    store = await Store.open(":memory:")
    try:
        service = TableService(store)
        service.hold()
        task = await start_restore(service, [], meanwhile=platforms_start())
        await task
        assert order == ["platforms starting", "read", "platforms started", "rebuild"]
    finally:
        await store.close()


async def test_a_platform_that_fails_to_start_stops_the_reading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    begin = Restore.begin
    stopped = asyncio.Event()

    async def slow(self: Restore) -> None:
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            stopped.set()
            raise
        await begin(self)

    async def refused() -> None:
        await asyncio.sleep(0.01)
        raise RuntimeError("getMe refused")

    monkeypatch.setattr(Restore, "begin", slow)
    store = await Store.open(":memory:")
    try:
        service = TableService(store)
        service.hold()
        with pytest.raises(RuntimeError, match="getMe refused"):
            await start_restore(service, [], meanwhile=refused())
        assert stopped.is_set()
        assert not [t for t in asyncio.all_tasks() if t.get_name().startswith("restore")]
    finally:
        await store.close()
