"""Restart benchmark (issue 21, item 5), outside ``make test``:

    .venv/bin/python -m tests.load.restart --tables 100,1000

For each N: N running tables (three people each) are played to their first hands through the
real Telegram adapter against the local fake Bot API, and the bot stops. Then a new bot
process starts on a copy of that database with the platform's default limits (4 s per group,
1 s per private chat, 30 calls/s overall), a press queued while it was down waiting for it,
once per mode (``--modes``; each presses at its own one of the tables restored last):

- ``resend-all``: what main did before this change: every restored table message and hand is
  delivered again at once, like live traffic;
- ``current``: the restart of now: a restored message whose platform message already shows
  it is not sent, the rest goes after live traffic (``adapters.runtime.deliver_restored``);
- ``changed``: the restart of now where no message is known to show its table (the digests
  taken out of the store): everything is re-sent, as background work behind the press.

Printed per run, one JSON line: seconds from the process start to the restore's end
(``restore_s``), to the press's answer (``first_answer_s``), to its own hand's update
(``own_hand_s``) and to the end of all delivery (``delivery_done_s``; None: not within
``--cap``), the calls that showed something (sends, edits, deletes) meanwhile, the items still
queued then, and the process's RSS (peak, and growth over the run).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from telegram import Update
from telegram.ext import ContextTypes, TypeHandler

import bot.service
from adapters.runtime import deliver_restored
from adapters.telegram import TelegramConfig, TelegramPlatform
from bot.service import TableService
from bot.store import Store
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import SEED, make_config
from tests.telegram.play import actions, choose, hand_message

JSON = dict[str, Any]
MODES = ("resend-all", "current", "changed")
SHOWING = ("sendMessage", "editMessageText", "deleteMessage", "sendPhoto", "sendDocument")


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


async def until(check: Callable[[], bool], timeout: float, step: float = 0.005) -> bool:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(step)
    return True


class Proc:
    """A bot process as ``adapters.runtime.serve`` runs it (without the signal handling)."""

    def __init__(self, fake: FakeTelegram, db: Path, **config: Any) -> None:
        self.fake, self.db, self.config = fake, db, make_config(fake, **config)
        self.handled: set[int] = set()

    async def start(self, resend_all: bool = False) -> float:
        """Returns the monotonic time at which the restore ended."""
        self.store = await Store.open(self.db)
        self.service = TableService(self.store, seed=SEED)
        self.platform = TelegramPlatform(self.service, self.config)
        self.platform.app.add_handler(TypeHandler(Update, self._mark), group=99)
        self.service.hold()
        await self.platform.start()
        messages = await self.service.restore()
        restored = time.monotonic()
        if resend_all:
            await self.platform.deliver(messages)
        else:
            await deliver_restored(self.platform, messages)
        self.timers = asyncio.create_task(self.service.run_timers(self.platform.deliver))
        return restored

    async def _mark(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        self.handled.add(update.update_id)

    async def settle(self, timeout: float = 600.0) -> None:
        await self.fake.wait_delivered(timeout)
        pending = [u["update_id"] for u in self.fake._updates]
        await until(lambda: self.handled.issuperset(pending), timeout)
        await self.platform.delivery.drain(timeout)

    async def stop(self) -> None:
        self.timers.cancel()
        await asyncio.gather(self.timers, return_exceptions=True)
        self.platform.config = make_config(self.fake, drain_timeout=0.0)
        await self.platform.stop()
        await self.store.close()


async def populate(fake: FakeTelegram, db: Path, count: int) -> list[tuple[JSON, list[JSON]]]:
    """``count`` running tables, each with its first hands shown; the process stopped.
    No turn timer (``turn_seconds=0``): a setup of minutes must not let turns time out."""
    proc = Proc(fake, db, group_interval=0.0, private_interval=0.0, overall_rate=5000.0)
    await proc.start()
    tables = []
    for number in range(count):
        people = [
            fake.make_user(f"P{number}x{i}", f"p{number}x{i}", started=True) for i in range(3)
        ]
        group = fake.make_group(f"Stammtisch {number}", creator=people[0])
        fake.user_message(people[0], group, "/new schieberamsch deals=1 turn_seconds=0")
        for person in people[1:]:
            fake.user_message(person, group, "/join")
        tables.append((group, people))
        if number % 50 == 49:
            await proc.settle()
    await proc.settle()
    for group, people in tables:
        fake.user_message(people[0], group, "/start")
    await proc.settle()
    await proc.stop()
    return tables


async def restart(
    fake: FakeTelegram,
    db: Path,
    tables: list[tuple[JSON, list[JSON]]],
    mode: str,
    cap: float,
) -> dict[str, Any]:
    # The press: at one of the tables restored last, its own for each run (the fake Bot API
    # is shared, so a table pressed in one run shows a state the other run's copy has not).
    _, people = tables[-1 - MODES.index(mode)]
    (mover,) = [p for p in people if actions(hand_message(fake, p))]
    hand = hand_message(fake, mover)
    query = fake.click(mover, mover["id"], hand["message_id"], choose(actions(hand)))
    mark = fake.mark()

    def own_hand_edited() -> bool:
        return any(
            c.method == "editMessageText"
            and c.params.get("chat_id") == mover["id"]
            and c.params.get("message_id") == hand["message_id"]
            and c.ok
            and c.params.get("text") != hand["text"]
            for c in fake.call_log[mark:]
        )

    rss_before = rss_mb()
    start = time.monotonic()
    default = TelegramConfig(token=fake.token)  # the platform's limits
    limits = {
        "group_interval": default.group_interval,
        "private_interval": default.private_interval,
        "overall_rate": default.overall_rate,
    }
    proc = Proc(fake, db, poll_timeout=1.0, drain_timeout=0.0, **limits)
    peak = [rss_before]

    async def watch_rss() -> None:
        while True:
            peak[0] = max(peak[0], rss_mb())
            await asyncio.sleep(0.2)

    watcher = asyncio.create_task(watch_rss())
    restored = await proc.start(mode == "resend-all")
    answered = await until(lambda: query in fake.callback_answers, cap)
    answer_s = time.monotonic() - start
    own = await until(own_hand_edited, cap - (time.monotonic() - start))
    own_s = time.monotonic() - start
    drained = await until(lambda: not proc.platform.delivery.lanes.busy, cap - own_s, 0.05)
    end_s = time.monotonic() - start
    calls = [c for c in fake.call_log[mark:] if c.method in SHOWING]
    pending = sum(len(lane.items()) for lane in proc.platform.delivery.lanes.lanes.values())
    watcher.cancel()
    await proc.stop()
    return {
        "mode": mode,
        "restore_s": round(restored - start, 2),
        "first_answer_s": round(answer_s, 2) if answered else None,
        "own_hand_s": round(own_s, 2) if own else None,
        "delivery_done_s": round(end_s, 2) if drained else None,
        "showing_calls": len(calls),
        "still_pending": pending,
        "rss_mb_peak": round(peak[0], 1),
        "rss_mb_growth": round(peak[0] - rss_before, 1),
    }


def forget_digests(db: Path) -> None:
    """Every message reference without what its message shows (as main kept them)."""
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT key, value FROM kv WHERE key LIKE '%.'").fetchall()
        for key, value in rows:
            parts = str(value).split(":")
            if len(parts) == 3:
                conn.execute("UPDATE kv SET value = ? WHERE key = ?", (":".join(parts[:2]), key))


async def bench(counts: list[int], cap: float, modes: list[str]) -> list[dict[str, Any]]:
    os.environ.setdefault("NO_PROXY", "127.0.0.1,localhost")
    os.environ.setdefault("no_proxy", "127.0.0.1,localhost")
    results = []
    keep = bot.service.unshown
    for count in counts:
        with tempfile.TemporaryDirectory() as tmp:
            async with FakeTelegram() as fake:
                base = Path(tmp) / "base.sqlite3"
                began = time.monotonic()
                tables = await populate(fake, base, count)
                setup = time.monotonic() - began
                for mode in modes:
                    db = Path(tmp) / f"run-{mode}.sqlite3"
                    shutil.copy(base, db)
                    for suffix in ("-wal", "-shm"):
                        if Path(f"{base}{suffix}").exists():
                            shutil.copy(f"{base}{suffix}", f"{db}{suffix}")
                    if mode == "changed":
                        forget_digests(db)
                    if mode == "resend-all":  # main before this change: all re-sent
                        bot.service.unshown = lambda messages, shown: messages
                    try:
                        result = await restart(fake, db, tables, mode, cap)
                    finally:
                        bot.service.unshown = keep
                    result.update(tables=count, setup_s=round(setup, 1))
                    print(json.dumps(result), flush=True)
                    results.append(result)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="100,1000", help="comma-separated table counts")
    parser.add_argument("--cap", type=float, default=150.0, help="seconds a run may take")
    parser.add_argument("--modes", default=",".join(MODES), help="comma-separated modes")
    args = parser.parse_args(argv)
    modes = [m for m in args.modes.split(",") if m]
    unknown = set(modes) - set(MODES)
    if unknown:
        parser.error(f"unknown modes: {', '.join(sorted(unknown))}")
    asyncio.run(bench([int(n) for n in args.tables.split(",")], args.cap, modes))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
