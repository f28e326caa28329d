"""Stopping the Telegram delivery ends every chat worker, whenever the stop comes (issue 16:
Python 3.11's ``asyncio.wait_for`` dropped a cancel that arrived with new work, and the worker
then waited on; ``close`` never returned)."""

from __future__ import annotations

import asyncio

from adapters.telegram import TelegramConfig
from adapters.telegram.delivery import Delivery
from bot.store import Store


async def test_close_ends_a_worker_cancelled_just_as_work_arrives() -> None:
    store = await Store.open(":memory:")
    delivery = Delivery(store, TelegramConfig(token="1:x"))
    try:
        queue = delivery._queue(-1001)  # a group's worker, waiting for work
        worker = delivery.tasks[-1001]
        await asyncio.sleep(0.05)
        queue.wake.set()  # work arrives ...
        closing = asyncio.create_task(delivery.close())  # ... and the platform stops
        done, _ = await asyncio.wait({closing}, timeout=2.0)
        assert closing in done and worker.done()
    finally:
        worker.cancel()
        await asyncio.wait({worker}, timeout=2.0)
        await store.close()
