"""Fixtures for the Telegram end-to-end tests: the fake Bot API, a bot process, a fake clock.

A "bot process" is what ``make run`` builds: a Store on a database file, a TableService and
the TelegramPlatform, started and shown the restored tables. ``settle`` waits until every
update the fake queued has been handled and every queued message has gone out.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from telegram import Update
from telegram.ext import ContextTypes, TypeHandler

from adapters.telegram import TelegramConfig, TelegramPlatform
from bot.clock import Clock as ServiceClock
from bot.delivery import PacingClock as Clock
from bot.outbox import Message
from bot.service import TableService
from bot.store import Store
from tests.fakes.telegram_server import FakeTelegram

JSON = dict[str, Any]
SEED = "telegram-e2e"


class FakeClock:
    """Simulated time: ``sleep`` waits until a test moves the clock past its deadline."""

    def __init__(self) -> None:
        self.time = 0.0
        self._sleepers: list[tuple[float, asyncio.Future[None]]] = []

    def now(self) -> float:
        return self.time

    async def sleep(self, seconds: float) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._sleepers.append((self.time + seconds, future))
        await future

    def advance_to(self, when: float) -> None:
        self.time = max(self.time, when)
        due = [(t, f) for t, f in self._sleepers if t <= self.time]
        self._sleepers = [(t, f) for t, f in self._sleepers if t > self.time]
        for _, future in due:
            if not future.done():
                future.set_result(None)


async def wait_until(check: Callable[[], bool], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise TimeoutError("condition not reached")
        await asyncio.sleep(0.005)


def make_config(fake: FakeTelegram, **changes: Any) -> TelegramConfig:
    settings: dict[str, Any] = {
        "token": fake.token,
        "api_base": fake.root,
        "group_interval": 0.02,
        "private_interval": 0.0,
        "overall_rate": 1000.0,
        "poll_timeout": 1.0,
        "drain_timeout": 5.0,
        "menus_after": 0.0,
    }
    settings.update(changes)
    return TelegramConfig(**settings)


@dataclass
class BotProcess:
    fake: FakeTelegram
    db: Path
    config: TelegramConfig
    clock: Clock | None = None
    service_clock: ServiceClock | None = None  # the service's: a test's FakeClock drives timers
    store: Store | None = None
    service: TableService | None = None
    platform: TelegramPlatform | None = None
    # The update ids the application has finished with (updates run concurrently, so a later
    # one may finish before an earlier one: each is counted, not the highest).
    handled: set[int] = field(default_factory=set)
    since: int = 0  # call-log position at start-up
    timers: asyncio.Task[None] | None = None  # the service's turn timers, as `serve` runs them

    async def start(self) -> BotProcess:
        self.since = self.fake.mark()
        self.store = await Store.open(self.db)
        self.service = TableService(self.store, seed=SEED, clock=self.service_clock)
        self.platform = TelegramPlatform(self.service, self.config, self.clock)
        self.platform.app.add_handler(TypeHandler(Update, self._mark), group=99)
        self.service.hold()  # as `serve` does: updates wait until the tables are rebuilt
        await self.platform.start()
        if self.platform.menus is not None:
            await self.platform.menus  # set at once here (``menus_after``): tests read them
        await self.platform.deliver(await self.service.restore())
        if self.service_clock is None:  # with a fake clock the test ticks the timers itself
            self.timers = asyncio.create_task(self.service.run_timers(self.platform.deliver))
        return self

    async def tick(self) -> list[Message]:
        """Fire what is due on the service's clock and deliver it, as ``run_timers`` would."""
        assert self.service is not None and self.platform is not None
        messages = await self.service.tick()
        await self.platform.deliver(messages)
        await self.settle()
        return messages

    async def _mark(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        self.handled.add(update.update_id)

    async def stop(self) -> None:
        if self.timers is not None:
            self.timers.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.timers
        if self.platform is not None:
            await self.platform.stop()
        if self.store is not None:
            await self.store.close()
        self.platform = self.store = self.service = None

    async def settle(self, timeout: float = 10.0) -> None:
        """Every queued update handled, every deliverable message sent."""
        await self.fake.wait_delivered(timeout)
        log = self.fake.call_log[self.since :]
        fetched = [
            u["update_id"] for c in log if c.method == "getUpdates" and c.ok for u in c.result
        ]
        if fetched:
            await wait_until(lambda: self.handled.issuperset(fetched), timeout)
        assert self.platform is not None
        assert await self.platform.delivery.drain(timeout)


@pytest.fixture
async def fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeTelegram]:
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    async with FakeTelegram() as server:
        yield server


@pytest.fixture
async def launch(
    fake: FakeTelegram, tmp_path: Path
) -> AsyncIterator[Callable[..., Awaitable[BotProcess]]]:
    """``await launch()`` starts a bot process on tmp_path's database; stopped at the end."""
    running: list[BotProcess] = []

    async def start(
        clock: Clock | None = None, service_clock: ServiceClock | None = None, **config: Any
    ) -> BotProcess:
        process = BotProcess(fake, tmp_path / "stammtisch.sqlite3", make_config(fake, **config))
        process.clock, process.service_clock = clock, service_clock
        running.append(process)
        return await process.start()

    yield start
    for process in running:
        await process.stop()
