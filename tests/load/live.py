"""Live load benchmark (issue 21, item 8), outside ``make test``:

    .venv/bin/python -m tests.load.live --tables 50,200

For each N: N Schieberamsch tables of three scripted people (``--humans``: fewer, with
computers in the other seats) are set up and dealt (quickly, the fake's limits off), the bot
stops, and a new bot process starts on that database with the platform's default limits
(``TelegramConfig``'s: 4 s per group, 1 s per private chat, the overall rate), against the fake
Bot API enforcing Telegram's flood limits (``FloodLimits``: 30 calls a second to chats, 20 a
minute per group; a call over them is answered 429). Then, for ``--seconds``, every person
plays from their private hand: when their hand shows their moves, they press one (``choose``)
after a think time drawn from ``--think``. The tables begin over a ``--warmup`` (their first
presses spread over it, not measured), then everything is measured for ``--seconds``.

Printed per N, one JSON line:

- ``calls_per_move``: the calls the bot made (429s included) per accepted human move, and
  ``by_method``: the same per method (answerCallbackQuery, editMessageText, ...);
- ``answer_p50/p99``: seconds from a press to its answerCallbackQuery;
- ``own_hand_p50/p99``: seconds from a press to the presser's hand showing its result (a
  press still waiting at the end counts with the time it waited);
- ``stale_pct``: presses refused as out of date ("This button is out of date") as a % of all
  presses; ``refused_pct``: all refusals; ``moot_pct``: presses of a "pass" to a window
  another's move had closed meanwhile (answered with the hand as it stands, nothing changed:
  not counted as moves);
- ``flood_429``: calls the fake refused with 429; ``rss_mb``: the process's peak RSS;
- ``loop_lag_p99``: how late the event loop (bot, fake and people in one process) woke up
  from a 50 ms sleep: on a loaded machine the latencies above include it.

The tables are ``/new schieberamsch`` with ``--options`` (default eight deals, with Kontra in
Ramsch: a Kontra window lets two people press at once), no turn timer. ``--full`` plays
every match to its end (or ``--seconds``), for the calls per move over whole matches, e.g.
``--tables 10 --full --options deals=1 --seconds 300``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import random
import shutil
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from adapters.runtime import deliver_restored
from adapters.telegram import TelegramConfig
from bot.service import TableService
from bot.table import Table
from tests.fakes.telegram_server import Call, FakeTelegram, FakeTelegramError, FloodLimits
from tests.load.common import (
    BotProc,
    humans_argument,
    local_only,
    play_arguments,
    quantile,
    rss_mb,
    think_range,
    until,
    warmup_of,
)
from tests.telegram.play import HAND_MARK, action, actions, choose

JSON = dict[str, Any]
STALE = "out of date"
SHOWN = ("sendMessage", "editMessageText")


class Proc(BotProc):
    async def start(self) -> None:
        await self.open()
        await self.platform.start()
        await deliver_restored(self.platform, await self.service.restore())
        self.timers = asyncio.create_task(self.service.run_timers(self.platform.deliver))

    async def stop(self) -> None:
        self.timers.cancel()
        await asyncio.gather(self.timers, return_exceptions=True)
        await self.close()


@dataclass
class Player:
    user: JSON
    table: int
    hand: JSON | None = None  # the hand message as last shown
    pressed_at: float | None = None  # a press waiting for its own hand
    pressed: tuple[str, str] = ("", "")  # (data, hand text) of that press
    timer: asyncio.TimerHandle | None = None


@dataclass
class Tally:
    presses: int = 0
    moves: int = 0
    stale: int = 0
    refused: int = 0
    answers: list[float] = field(default_factory=list)
    own: list[float] = field(default_factory=list)
    queries: dict[str, tuple[Player, float]] = field(default_factory=dict)
    done_tables: set[int] = field(default_factory=set)


class Crowd:
    """The scripted people: they watch the fake's calls (``listeners``) and press."""

    def __init__(self, fake: FakeTelegram, think: tuple[float, float], seed: int) -> None:
        self.fake, self.think = fake, think
        self.random = random.Random(seed)
        self.players: dict[int, Player] = {}
        self.groups: dict[int, int] = {}  # group chat id -> table number
        self.tally = Tally()
        self.playing = False
        self.since = math.inf  # presses before this (the warm-up) are not measured

    def seat(self, people: list[JSON], group: JSON, number: int) -> None:
        self.groups[group["id"]] = number
        for person in people:
            player = self.players[person["id"]] = Player(person, number)
            shown = [m for m in self.fake.messages_in(person) if HAND_MARK in m.get("text", "")]
            player.hand = shown[-1] if shown else None

    def start(self, stagger: float) -> None:
        """Everyone begins; a table's first press comes up to ``stagger`` seconds late."""
        self.playing = True
        self.fake.listeners.append(self.seen)
        for player in self.players.values():
            self.consider(player, self.random.uniform(0, stagger))

    def stop(self) -> None:
        self.playing = False
        self.fake.listeners.remove(self.seen)
        for player in self.players.values():
            if player.timer is not None:
                player.timer.cancel()

    def seen(self, call: Call) -> None:
        now = time.monotonic()
        if call.method == "answerCallbackQuery":
            self.answered(call, now)
            return
        if not call.ok or call.method not in SHOWN or not isinstance(call.result, dict):
            return
        chat = call.result["chat"]["id"]
        text = call.result.get("text") or ""
        if chat in self.groups and "Match over" in text:
            self.tally.done_tables.add(self.groups[chat])
        player = self.players.get(chat)
        if player is None or HAND_MARK not in text:
            return
        player.hand = call.result
        if player.pressed_at is not None:
            data, before = player.pressed
            if text != before or data not in actions(call.result):
                if player.pressed_at >= self.since:
                    self.tally.own.append(now - player.pressed_at)
                player.pressed_at = None
        self.consider(player)

    def answered(self, call: Call, now: float) -> None:
        entry = self.tally.queries.pop(str(call.params.get("callback_query_id")), None)
        if entry is None:
            return
        player, at = entry
        text = str(call.params.get("text") or "")
        if at < self.since:
            if text and player.pressed_at == at:
                player.pressed_at = None
        elif text:
            self.tally.refused += 1
            self.tally.stale += STALE in text
            if player.pressed_at == at:
                player.pressed_at = None  # nothing of theirs changes
        else:
            self.tally.moves += 1
        if at >= self.since:
            self.tally.answers.append(now - at)
        self.consider(player)

    def consider(self, player: Player, late: float = 0.0) -> None:
        """A person whose hand shows moves presses one, once, after thinking."""
        if not self.playing or player.timer is not None or player.pressed_at is not None:
            return
        if player.hand is None or not _moves(player.hand):
            return
        delay = late + self.random.uniform(*self.think)
        player.timer = asyncio.get_running_loop().call_later(delay, self.press, player)

    def press(self, player: Player) -> None:
        player.timer = None
        hand = player.hand
        if not self.playing or hand is None or not _moves(hand):
            return
        data = choose(actions(hand))
        now = time.monotonic()
        try:
            query = self.fake.click(player.user, player.user["id"], hand["message_id"], data)
        except FakeTelegramError:  # the message changed meanwhile: its next state is awaited
            return
        self.tally.presses += now >= self.since
        self.tally.queries[query] = (player, now)
        player.pressed_at, player.pressed = now, (data, hand.get("text", ""))

    def waiting(self, now: float) -> list[float]:
        """Presses still without their own hand: how long they have waited."""
        pressed = [p.pressed_at for p in self.players.values() if p.pressed_at is not None]
        return [now - at for at in pressed if at >= self.since]


def _moves(hand: JSON) -> list[str]:
    return [d for d in actions(hand) if action(d).startswith("m ")]


class Seats(Protocol):
    """Who learns of each table's people and group (the scripted crowd of a benchmark)."""

    def seat(self, people: list[JSON], group: JSON, number: int) -> None: ...


async def populate(
    fake: FakeTelegram, db: Path, count: int, options: str, crowd: Seats, humans: int = 3
) -> None:
    """``count`` running tables of ``humans`` people (computers in the other seats), each
    with its first hands shown; the process stopped."""
    proc = Proc(fake, db, group_interval=0.0, private_interval=0.0, overall_rate=5000.0)
    await proc.start()
    tables = []
    for number in range(count):
        people = [
            fake.make_user(f"P{number}x{i}", f"p{number}x{i}", started=True) for i in range(humans)
        ]
        group = fake.make_group(f"Stammtisch {number}", creator=people[0])
        fake.user_message(people[0], group, f"/new schieberamsch {options}")
        for person in people[1:]:
            fake.user_message(person, group, "/join")
        for _ in range(3 - humans):
            fake.user_message(people[0], group, "/addbot")
        tables.append((group, people))
        if number % 50 == 49:
            await proc.settle()
    await proc.settle()
    for group, people in tables:
        fake.user_message(people[0], group, "/start")
    await proc.settle()
    await proc.stop()
    for number, (group, people) in enumerate(tables):
        crowd.seat(people, group, number)


async def prepared(
    fake: FakeTelegram, tmp: Path, count: int, options: str, crowd: Seats, humans: int = 3
) -> Path:
    """``count`` tables set up and dealt (``populate``, no turn timer) in a database of their
    own, copied beside it: the copy is what the measured bot opens."""
    base = tmp / "base.sqlite3"
    await populate(fake, base, count, f"{options} turn_seconds=0", crowd, humans)
    db = tmp / "live.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{base}{suffix}").exists():
            shutil.copy(f"{base}{suffix}", f"{db}{suffix}")
    return db


def platform_limits(fake: FakeTelegram) -> dict[str, float]:
    """The pacing and overall rate ``TelegramConfig`` has by default (Telegram's limits)."""
    default = TelegramConfig(token=fake.token)
    return {
        "group_interval": default.group_interval,
        "private_interval": default.private_interval,
        "overall_rate": default.overall_rate,
    }


def _count_moot(service: type[TableService], crowd: Crowd) -> list[int]:
    """Counts the measured presses the service answers as moot (``_declined_already``),
    until ``run`` puts the service's own check back; none in a tree without it (the main of
    before, run side by side)."""
    counted = [0]
    declined = getattr(service, "_declined_already", None)
    if declined is None:
        return counted

    def counting(table: Table, seat: int, action: str) -> bool:
        moot = bool(declined(table, seat, action))
        counted[0] += moot and time.monotonic() >= crowd.since
        return moot

    service._declined_already = staticmethod(counting)  # type: ignore[method-assign]
    return counted


async def run(
    count: int,
    seconds: float,
    think: tuple[float, float],
    options: str,
    full: bool,
    following: float,
    warmup: float,
    humans: int = 3,
) -> JSON:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeTelegram() as fake:
            crowd = Crowd(fake, think, seed=count)
            db = await prepared(fake, Path(tmp), count, options, crowd, humans)
            limits: dict[str, float] = platform_limits(fake)
            if following:  # the notice rule for everyone following their table
                limits["following_seconds"] = following
            proc = Proc(fake, db, poll_timeout=1.0, drain_timeout=0.0, **limits)
            declined = getattr(TableService, "_declined_already", None)
            moot = _count_moot(TableService, crowd)
            fake.enforce(FloodLimits())
            await proc.start()
            rss_before = rss_mb()
            peak = [rss_before]
            crowd.start(warmup)
            await asyncio.sleep(warmup)  # the tables' first presses spread over the warm-up
            crowd.since = began = time.monotonic()
            mark = fake.mark()

            lags: list[float] = []

            async def lag() -> None:  # how late the event loop runs a 50 ms sleep
                while True:
                    at = time.monotonic()
                    await asyncio.sleep(0.05)
                    lags.append(time.monotonic() - at - 0.05)

            def finished() -> bool:
                peak[0] = max(peak[0], rss_mb())
                return full and len(crowd.tally.done_tables) == count

            watcher = asyncio.create_task(lag())
            await until(finished, seconds, 0.25)
            watcher.cancel()
            elapsed = time.monotonic() - began
            crowd.stop()
            own = crowd.tally.own + crowd.waiting(time.monotonic())
            calls = [c for c in fake.call_log[mark:] if c.method != "getUpdates"]
            await proc.stop()
            if declined is not None:
                TableService._declined_already = staticmethod(declined)  # type: ignore[method-assign]
    tally = crowd.tally
    tally.moves -= moot[0]  # answered silently like a move, but none was made
    moves = max(tally.moves, 1)
    methods = Counter(c.method for c in calls)
    return {
        "tables": count,
        "humans": humans,
        "seconds": round(elapsed, 1),
        "moves": tally.moves,
        "moves_per_s": round(tally.moves / elapsed, 2),
        "finished_tables": len(tally.done_tables),
        "calls_per_move": round(len(calls) / moves, 2),
        "by_method": {m: round(n / moves, 2) for m, n in methods.most_common()},
        "answer_p50": quantile(tally.answers, 0.5),
        "answer_p99": quantile(tally.answers, 0.99),
        "own_hand_p50": quantile(own, 0.5),
        "own_hand_p99": quantile(own, 0.99),
        "presses": tally.presses,
        "stale_pct": round(100 * tally.stale / max(tally.presses, 1), 1),
        "refused_pct": round(100 * tally.refused / max(tally.presses, 1), 1),
        "moot_pct": round(100 * moot[0] / max(tally.presses, 1), 1),
        "flood_429": sum(1 for c in calls if c.status == 429),
        "loop_lag_p99": quantile(lags, 0.99),
        "rss_mb": round(peak[0], 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    play_arguments(parser, "50,200")
    parser.add_argument(
        "--following",
        type=float,
        default=0.0,
        help="TELEGRAM_FOLLOWING_SECONDS (0: the platform's default)",
    )
    humans_argument(parser)
    args = parser.parse_args(argv)
    local_only()
    for count in (int(n) for n in args.tables.split(",")):
        result = asyncio.run(
            run(
                count,
                args.seconds,
                think_range(args),
                args.options,
                args.full,
                args.following,
                warmup_of(args),
                args.humans,
            )
        )
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
