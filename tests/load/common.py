"""What the load scripts share: a bot process on the real Telegram adapter, the process's
memory, waiting for a condition, quantiles, and the event loop's lag."""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from telegram import Update
from telegram.ext import ContextTypes, TypeHandler

from adapters.telegram import TelegramConfig, TelegramPlatform
from bot.service import TableService
from bot.store import Store
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import SEED, make_config


def rss_mb() -> float:
    """This process's resident memory, in MiB."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


async def until(check: Callable[[], bool], timeout: float, step: float = 0.005) -> bool:
    """Whether ``check`` came true within ``timeout`` seconds (polled every ``step``)."""
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(step)
    return True


def quantile(values: list[float], q: float) -> float | None:
    """The ``q`` quantile (0.5, 0.99) of ``values``, in 3 decimals; None without values."""
    if not values:
        return None
    if len(values) == 1:
        return round(values[0], 3)
    return round(statistics.quantiles(values, n=100, method="inclusive")[int(q * 100) - 1], 3)


class LoopLag:
    """While entered: how late the event loop runs a ``step`` second sleep, each time
    (``lags``); on a loaded machine every latency measured meanwhile includes it."""

    def __init__(self, step: float = 0.05) -> None:
        self.step = step
        self.lags: list[float] = []

    async def _watch(self) -> None:
        while True:
            at = time.monotonic()
            await asyncio.sleep(self.step)
            self.lags.append(time.monotonic() - at - self.step)

    async def __aenter__(self) -> LoopLag:
        self.task = asyncio.create_task(self._watch())
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.task.cancel()
        await asyncio.gather(self.task, return_exceptions=True)


class BotProc:
    """A bot process as ``adapters.runtime.serve`` runs it (without the signal handling);
    each script starts it its own way (``open`` first) and stops it (``close`` last)."""

    def __init__(self, fake: FakeTelegram, db: Path, **config: Any) -> None:
        # the menus as in production: after the start's burst, not at once as the tests have them
        config = {"menus_after": TelegramConfig.menus_after, **config}
        self.fake, self.db, self.config = fake, db, make_config(fake, **config)
        self.handled: set[int] = set()

    async def open(self) -> None:
        """The store, the service holding updates, the platform (not started yet)."""
        self.store = await Store.open(self.db)
        self.service = TableService(self.store, seed=SEED)
        self.platform = TelegramPlatform(self.service, self.config)
        self.platform.app.add_handler(TypeHandler(Update, self._mark), group=99)
        self.service.hold()

    async def _mark(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        self.handled.add(update.update_id)

    async def settle(self, timeout: float = 600.0) -> None:
        await self.fake.wait_delivered(timeout)
        pending = [u["update_id"] for u in self.fake._updates]
        await until(lambda: self.handled.issuperset(pending), timeout)
        await self.platform.delivery.drain(timeout)

    async def close(self) -> None:
        """The platform stopped without waiting for what is still queued, the store closed."""
        self.platform.config = make_config(self.fake, drain_timeout=0.0)
        await self.platform.stop()
        await self.store.close()


def play_arguments(parser: argparse.ArgumentParser, tables: str) -> None:
    """The live load scripts' common options: table counts, how long, think time, the
    tables' options, whole matches, the warm-up."""
    parser.add_argument("--tables", default=tables, help="comma-separated table counts")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long the play lasts")
    parser.add_argument("--think", default="0.5,2.0", help="a person's think time: min,max s")
    parser.add_argument(
        "--options", default="deals=8 ramsch_kontra=true", help="each table's /new options"
    )
    parser.add_argument(
        "--full", action="store_true", help="play every match to its end (within --seconds)"
    )
    parser.add_argument(
        "--warmup",
        type=float,
        default=10.0,
        help="seconds over which the tables begin, not measured (0 with --full)",
    )


def humans_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--humans", type=int, default=3, help="people a table (1-3; computers in the rest)"
    )


def think_range(args: argparse.Namespace) -> tuple[float, float]:
    """``--think min,max`` as numbers."""
    low, high = (float(x) for x in args.think.split(","))
    return low, high


def warmup_of(args: argparse.Namespace) -> float:
    """The warm-up, none for whole matches (``--full``)."""
    return 0.0 if args.full else float(args.warmup)


def local_only() -> None:
    """The fakes listen on 127.0.0.1: no proxy for them, whatever the environment says."""
    os.environ.setdefault("NO_PROXY", "127.0.0.1,localhost")
    os.environ.setdefault("no_proxy", "127.0.0.1,localhost")
