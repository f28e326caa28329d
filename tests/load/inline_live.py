"""Live load benchmark of inline play (``TELEGRAM_INLINE``; issue 21, items 1 and 8), outside
``make test``:

    .venv/bin/python -m tests.load.inline_live --tables 50,200

The tables and limits of ``tests.load.live`` (N Schieberamsch tables of three scripted people,
the platform's default limits against the fake Bot API enforcing Telegram's flood limits),
but the people play as inline mode has them: a person named as the one to move, by the line
the last mover's app posted ("Anna: ♥A · To move: Bob") or by the group's table message,
opens their list after a think time from ``--think`` (an inline query), picks a move from it
(its app posts the move's line) and the bot is told of the pick. A list with no move in it
(it was not their turn after all) costs its answer and nothing happens.

Printed per N, one JSON line:

- ``calls_per_move``: the bot's calls (429s included) per human move played (counted at the
  tables), and
  ``by_method``;
- ``answer_p50/p99``: seconds from opening a list to the bot's answer (the list shown);
- ``table_p50/p99``: seconds from a pick to the group's table message showing a later state
  (the bot's own confirmation; the picker's line is in the group at once);
- ``empty_lists``: lists opened that had no move; ``in_steps``: lists whose moves are made
  in the private chat (not played here: the default options offer none);
- ``refused_pct``: picks the bot refused (their line marked ✗), ``stale_pct`` of them out of
  date; ``flood_429``, ``rss_mb``, ``loop_lag_p99`` as in ``tests.load.live``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import random
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.i18n import translate
from tests.fakes.telegram_server import Call, FakeTelegram, FakeTelegramError, FloodLimits
from tests.load.common import (
    LoopLag,
    humans_argument,
    local_only,
    play_arguments,
    quantile,
    rss_mb,
    think_range,
    until,
    warmup_of,
)
from tests.load.live import Proc, platform_limits, prepared
from tests.telegram.play import choose

JSON = dict[str, Any]
TO_MOVE = translate("table.turn", "en", names="\x00").split("\x00")[0]  # "To move: "
STALE = "out of date"


@dataclass
class Person:
    user: JSON
    group: JSON
    table: int
    timer: asyncio.TimerHandle | None = None
    asking: bool = False


@dataclass
class Tally:
    lists: int = 0
    empty: int = 0
    in_steps: int = 0
    picks: int = 0
    refused: int = 0
    stale: int = 0
    answers: list[float] = field(default_factory=list)
    table: list[float] = field(default_factory=list)
    asked: dict[str, tuple[Person, float]] = field(default_factory=dict)
    picked: dict[int, list[float]] = field(default_factory=dict)  # group -> picks unconfirmed
    done_tables: set[int] = field(default_factory=set)


class InlineCrowd:
    """The scripted people: they read the group (the fake's calls and their own posts)."""

    def __init__(self, fake: FakeTelegram, think: tuple[float, float], seed: int) -> None:
        self.fake, self.think = fake, think
        self.random = random.Random(seed)
        self.by_name: dict[str, Person] = {}
        self.groups: dict[int, list[Person]] = {}
        self.tally = Tally()
        self.playing = False
        self.since = math.inf
        self.in_steps_text = translate("tg.inline.in_steps", "en")

    def seat(self, people: list[JSON], group: JSON, number: int) -> None:
        seated = [Person(p, group, number) for p in people]
        self.groups[group["id"]] = seated
        for person in seated:
            self.by_name[person.user["first_name"]] = person

    def start(self, stagger: float) -> None:
        """Everyone looks at their group's table message once; the named ones begin."""
        self.playing = True
        self.fake.listeners.append(self.seen)
        for chat, people in self.groups.items():
            tables = [m for m in self.fake.messages_in(chat) if TO_MOVE in m.get("text", "")]
            if tables:
                self.named(tables[-1]["text"], self.random.uniform(0, stagger))
            elif people:  # not shown yet: the first in the seat order looks
                self.wake(people[0], self.random.uniform(0, stagger))

    def stop(self) -> None:
        self.playing = False
        self.fake.listeners.remove(self.seen)
        for person in self.by_name.values():
            if person.timer is not None:
                person.timer.cancel()

    def named(self, text: str, late: float = 0.0) -> None:
        """The people a group text names as to move look at their list."""
        _, found, rest = text.rpartition(TO_MOVE)
        if not found:
            return
        for name in rest.splitlines()[0].split(", "):
            person = self.by_name.get(name.strip())
            if person is not None:
                self.wake(person, late)

    def wake(self, person: Person, late: float = 0.0) -> None:
        if not self.playing or person.timer is not None or person.asking:
            return
        delay = late + self.random.uniform(*self.think)
        person.timer = asyncio.get_running_loop().call_later(delay, self.ask, person)

    def ask(self, person: Person) -> None:
        person.timer = None
        if not self.playing:
            return
        query = self.fake.inline_query(person.user)
        person.asking = True
        now = time.monotonic()
        self.tally.lists += now >= self.since
        self.tally.asked[query] = (person, now)

    def seen(self, call: Call) -> None:
        now = time.monotonic()
        if call.method == "answerInlineQuery" and call.ok:
            self.answered(str(call.params.get("inline_query_id")), now)
        elif call.method in ("editMessageText", "sendMessage") and call.ok:
            text = str(call.params.get("text") or "")
            if call.params.get("inline_message_id"):
                if "✗" in text and self._measured(now):
                    self.tally.refused += 1
                    self.tally.stale += STALE in text
                return
            chat = call.params.get("chat_id")
            if isinstance(chat, str) and chat.lstrip("-").isdigit():
                chat = int(chat)
            if chat in self.groups and "Match over" in text:
                self.tally.done_tables.add(chat)
            if chat in self.groups and TO_MOVE in text:
                for at in self.tally.picked.pop(chat, []):
                    if at >= self.since:
                        self.tally.table.append(now - at)
                self.named(text)

    def _measured(self, now: float) -> bool:
        return now >= self.since

    def answered(self, query: str, now: float) -> None:
        entry = self.tally.asked.pop(query, None)
        if entry is None:
            return
        person, at = entry
        person.asking = False
        if at >= self.since:
            self.tally.answers.append(now - at)
        answer = self.fake.inline_answer(query) or {}
        results = answer.get("results") or []
        if not results:
            if at >= self.since:
                self.tally.empty += 1
                self.tally.in_steps += (answer.get("button") or {}).get(
                    "text"
                ) == self.in_steps_text
            return
        pick = choose([r["id"] for r in results])
        try:
            posted = self.fake.choose_inline(person.user, person.group, query, pick)
        except FakeTelegramError:
            return
        self.tally.picks += now >= self.since
        self.tally.picked.setdefault(person.group["id"], []).append(now)
        self.named(str(posted.get("text") or ""))


def human_moves(proc: Proc) -> int:
    """The moves people have made at the bot's tables (a pick that played nothing, such as a
    pass to a Kontra window the lead closed meanwhile, is none)."""
    tables = proc.service.tables.values()
    return sum(t.moves_by(seat) for t in tables for seat, _ in t.humans())


async def run(
    count: int,
    seconds: float,
    think: tuple[float, float],
    options: str,
    warmup: float,
    full: bool = False,
    humans: int = 3,
) -> JSON:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeTelegram() as fake:
            crowd = InlineCrowd(fake, think, seed=count)
            db = await prepared(fake, Path(tmp), count, options, crowd, humans)
            limits = platform_limits(fake)
            proc = Proc(fake, db, poll_timeout=1.0, drain_timeout=0.0, inline=True, **limits)
            fake.enforce(FloodLimits())
            await proc.start()
            peak = [rss_mb()]
            crowd.start(warmup)
            await asyncio.sleep(warmup)
            crowd.since = began = time.monotonic()
            mark = fake.mark()
            made = human_moves(proc)

            def sample() -> bool:
                peak[0] = max(peak[0], rss_mb())
                return full and len(crowd.tally.done_tables) == count

            async with LoopLag() as lag:
                await until(sample, seconds, 0.25)
            elapsed = time.monotonic() - began
            made = human_moves(proc) - made
            crowd.stop()
            calls = [c for c in fake.call_log[mark:] if c.method != "getUpdates"]
            await proc.stop()
    tally = crowd.tally
    moves = max(made, 1)
    methods = Counter(c.method for c in calls)
    return {
        "tables": count,
        "mode": "inline",
        "humans": humans,
        "seconds": round(elapsed, 1),
        "moves": moves,
        "moves_per_s": round(moves / elapsed, 2),
        "finished_tables": len(tally.done_tables),
        "calls_per_move": round(len(calls) / moves, 2),
        "by_method": {m: round(n / moves, 2) for m, n in methods.most_common()},
        "answer_p50": quantile(tally.answers, 0.5),
        "answer_p99": quantile(tally.answers, 0.99),
        "table_p50": quantile(tally.table, 0.5),
        "table_p99": quantile(tally.table, 0.99),
        "lists": tally.lists,
        "empty_lists": tally.empty,
        "in_steps": tally.in_steps,
        "picks": tally.picks,
        "refused_pct": round(100 * tally.refused / max(tally.picks, 1), 1),
        "stale_pct": round(100 * tally.stale / max(tally.picks, 1), 1),
        "flood_429": sum(1 for c in calls if c.status == 429),
        "loop_lag_p99": quantile(lag.lags, 0.99),
        "rss_mb": round(peak[0], 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    play_arguments(parser, "50,200")
    humans_argument(parser)
    args = parser.parse_args(argv)
    local_only()
    for count in (int(n) for n in args.tables.split(",")):
        think, warmup = think_range(args), warmup_of(args)
        result = asyncio.run(
            run(count, args.seconds, think, args.options, warmup, args.full, args.humans)
        )
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
