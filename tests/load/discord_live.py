"""Live load benchmark for Discord (issue 21, item 1), outside ``make test``:

    .venv/bin/python -m tests.load.discord_live --tables 10,50

The Discord counterpart of ``tests.load.live``. For each N: the real Discord adapter
(``adapters.discord``, as ``tests.discord.conftest.Bot`` starts it) against the local fake
Discord (``tests.fakes.discord_server``), one server with a channel per table and N
Schieberamsch tables of three people, opened and started through slash commands
(``/new schieberamsch``, ``/join``, ``/start``). Then, for ``--seconds``, every person plays
from their private hand, the DM message the adapter keeps up to date in place: when it shows
their moves (its buttons or select menus), they press one (``choose``, as in ``live.py``) after
a think time drawn from ``--think``. The tables begin over a ``--warmup`` (their first presses
spread over it, not measured), then everything is measured for ``--seconds``.

Printed per N, one JSON line:

- ``moves``: human moves the tables accepted meanwhile (their move counts);
- ``calls_per_move``: REST calls the bot made (429s and interaction callbacks included) per
  move, and ``by_route``: the same per ``METHOD /route``, a callback by its response type
  (4 CHANNEL_MESSAGE, 6 DEFERRED_UPDATE, 7 UPDATE_MESSAGE), a channel's messages by where they
  are (``[dm]``: a person's DM, ``[table]``: a table's channel);
- ``answer_p50/p99``: seconds from a press to its interaction callback (Discord: 3 s at most);
- ``own_hand_p50/p99``: seconds from a press to the presser's hand showing its result (a
  press still waiting at the end counts with the time it waited);
- ``presses``; ``edited``: presses answered by an edit of the hand (UPDATE_MESSAGE, or a
  deferral and then an edit); ``stale_pct``: presses refused as out of date ("This button is
  out of date") as a % of all presses; ``refused_pct``: all refusals (an ephemeral message);
  ``moot_pct``: presses answered with the hand as it stands that made no move (a "pass" to a
  window another's move had closed), ``edited`` less ``moves`` (at the window's edges a press
  and its move may fall on either side: exact with ``--full``);
- ``noop_edits_per_move``: edits (PATCH, or an UPDATE_MESSAGE answer) of a table message
  or a DM that left it showing what it showed (the same text and components), per move;
- ``rate_limited_429``: calls the fake refused with 429 (``RateLimits``: 50 requests a second
  to the bot, the interaction endpoints exempt; a channel's message routes 5 per 5 s each;
  ``--no-limits``: none), ``global_429`` of them over the 50 a second; ``rest_per_s``: the
  bot's REST calls a second, the interaction endpoints' not counted;
- ``rss_mb``: the process's peak RSS; ``loop_lag_p99``: how late the event loop (bot, fake
  and people in one process) woke up from a 50 ms sleep;
- ``max_rest_in_1s``: the most REST calls (the interaction endpoints' not counted) the fake
  saw in any one second;
- ``out_of_date_at_end``: table messages and DM hands that, once the play stopped and the
  delivery was flushed, still showed something other than the latest state the bot has for
  them (a failed edit counted as shown);
- ``logged``: the adapter's and discord.py's log lines at INFO and above, by their template
  (e.g. "could not post in channel ...": lines lost; "table message ...", "hand ... of user":
  edits that failed; "... trying again": a failed call the lane retries; "given up ...").

The tables are ``/new schieberamsch`` with ``--options`` (default eight deals, with Kontra in
Ramsch, as ``live.py``), no turn timer. ``--full`` plays every match to its end (or
``--seconds``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import math
import random
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.discord.conftest import Bot, World
from tests.discord.driver import action, choices
from tests.fakes.discord_server import Call, FakeDiscord, FakeDiscordError, RateLimits
from tests.load.common import (
    LoopLag,
    local_only,
    play_arguments,
    quantile,
    rss_mb,
    think_range,
    until,
    warmup_of,
)
from tests.telegram.play import HAND_MARK, choose

JSON = dict[str, Any]
STALE = "out of date"
CALLBACK = "/interactions/{interaction_id}/{token}/callback"
KINDS = {4: "CHANNEL_MESSAGE", 5: "DEFERRED_CHANNEL_MESSAGE", 6: "DEFERRED_UPDATE"}
KINDS |= {7: "UPDATE_MESSAGE", 8: "AUTOCOMPLETE", 9: "MODAL"}


@dataclass
class Player:
    user: JSON
    table: int
    dm: int  # the DM channel with the bot
    hand: JSON | None = None  # the hand message as last shown
    pressed_at: float | None = None  # a press waiting for its own hand
    pressed: tuple[str, str] = ("", "")  # (data, hand text) of that press
    asked_at: float | None = None  # a press waiting for its interaction callback
    timer: asyncio.TimerHandle | None = None


@dataclass
class Tally:
    presses: int = 0
    edited: int = 0
    stale: int = 0
    refused: int = 0
    answers: list[float] = field(default_factory=list)
    own: list[float] = field(default_factory=list)
    deferred: dict[str, tuple[Player, float]] = field(default_factory=dict)  # token ->
    edits: int = 0  # edits of a message (PATCH, or UPDATE_MESSAGE answers), measured
    noop_edits: int = 0  # ... that left it as it was (the same text and components)
    done_tables: set[int] = field(default_factory=set)


class Crowd:
    """The scripted people: they watch the fake's calls (``listeners``) and press."""

    def __init__(self, fake: FakeDiscord, think: tuple[float, float], seed: int) -> None:
        self.fake, self.think = fake, think
        self.random = random.Random(seed)
        self.players: dict[int, Player] = {}  # user id ->
        self.by_dm: dict[int, Player] = {}  # DM channel id ->
        self.channels: dict[int, int] = {}  # a table's channel id -> table number
        self.tally = Tally()
        self.playing = False
        self.since = math.inf  # presses before this (the warm-up) are not measured
        self.tasks: set[asyncio.Task[None]] = set()
        self.states: dict[int, tuple[str, Any]] = {}  # message id -> (text, components)

    def seat(self, people: list[JSON], channel: int, number: int) -> None:
        self.channels[channel] = number
        self.know(channel)
        for person in people:
            dm = self.fake.dm_channel_of(person["id"])
            assert dm is not None, f"{person['username']} got no DM"
            player = Player(person, number, dm)
            self.players[int(person["id"])] = self.by_dm[dm] = player
            player.hand = self.hand_of(player)
            self.know(dm)

    def know(self, channel: int) -> None:
        """What the channel's messages show now (to tell later edits that change nothing)."""
        for message in self.fake.messages_in(channel):
            self.states[int(message["id"])] = (message["content"], message["components"])

    def hand_of(self, player: Player) -> JSON | None:
        shown = [m for m in self.fake.messages_in(player.dm) if HAND_MARK in m["content"]]
        return shown[-1] if shown else None

    def start(self, stagger: float) -> None:
        """Everyone begins; a table's first press comes up to ``stagger`` seconds late."""
        self.playing = True
        self.fake.listeners.append(self.seen)
        for player in self.players.values():
            self.consider(player, self.random.uniform(0, stagger))

    async def stop(self) -> None:
        self.playing = False
        self.fake.listeners.remove(self.seen)
        for player in self.players.values():
            if player.timer is not None:
                player.timer.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)

    # ---- what the people see ---------------------------------------------------------------
    def seen(self, call: Call) -> None:
        now = time.monotonic()
        parts = call.path.split("/")
        self.edited(call, parts, now)
        if call.route == CALLBACK:
            self.answered(call, int(parts[2]), now)
        elif call.route.startswith("/webhooks/"):
            entry = self.tally.deferred.pop(parts[3], None)
            if entry is not None:  # a deferral resolved: an edit, or an alert
                player, at = entry
                text = "" if call.method == "PATCH" else str((call.body or {}).get("content"))
                self.resolved(player, at, text)
                self.refresh(player, now)
        elif call.route.startswith("/channels/{channel_id}"):
            channel = int(parts[2])
            if channel in self.by_dm:
                self.refresh(self.by_dm[channel], now)
            elif channel in self.channels and "Match over" in _content(call):
                self.tally.done_tables.add(self.channels[channel])

    def edited(self, call: Call, parts: list[str], now: float) -> None:
        """An edit of a channel's message (or by an UPDATE_MESSAGE answer): was it needed?"""
        message_id = None
        if call.method == "PATCH" and call.route.startswith("/channels/{channel_id}"):
            message_id = int(parts[4])
        elif call.route == CALLBACK and (call.body or {}).get("type") == 7:
            record = self.fake.interactions.get(int(parts[2]))
            message_id = record.message_id if record is not None else None
        if message_id is None or call.status >= 300:
            return
        message = self.fake.message(message_id)
        if message is None:
            return
        state = (message["content"], message["components"])
        if now >= self.since:
            self.tally.edits += 1
            self.tally.noop_edits += self.states.get(message_id) == state
        self.states[message_id] = state

    def answered(self, call: Call, interaction_id: int, now: float) -> None:
        record = self.fake.interactions.get(interaction_id)
        player = self.players.get(record.user_id) if record is not None else None
        if record is None or player is None or player.asked_at is None or call.status >= 300:
            return
        at, player.asked_at = player.asked_at, None
        if at >= self.since:
            self.tally.answers.append(now - at)
        kind = int((call.body or {}).get("type") or 0)
        if kind == 6:  # deferred: what follows through the token tells
            self.tally.deferred[record.token] = (player, at)
            return
        text = str(((call.body or {}).get("data") or {}).get("content") or "") if kind == 4 else ""
        self.resolved(player, at, text)
        self.refresh(player, now)

    def resolved(self, player: Player, at: float, text: str) -> None:
        """The press was answered: ``text``, an alert (a refusal), or none (its hand edited)."""
        if at < self.since:
            if text and player.pressed_at == at:
                player.pressed_at = None
        elif text:
            self.tally.refused += 1
            self.tally.stale += STALE in text
            if player.pressed_at == at:
                player.pressed_at = None  # nothing of theirs changes
        else:
            self.tally.edited += 1
        self.consider(player)

    def refresh(self, player: Player, now: float) -> None:
        hand = self.hand_of(player)
        if hand is None:
            return
        player.hand = hand
        if player.pressed_at is not None:
            data, before = player.pressed
            if hand["content"] != before or data not in choices(hand):
                if player.pressed_at >= self.since:
                    self.tally.own.append(now - player.pressed_at)
                player.pressed_at = None
        self.consider(player)

    # ---- what they do ----------------------------------------------------------------------
    def consider(self, player: Player, late: float = 0.0) -> None:
        """A person whose hand shows moves presses one, once, after thinking."""
        if not self.playing or player.timer is not None or player.pressed_at is not None:
            return
        if player.asked_at is not None or player.hand is None or not _moves(player.hand):
            return
        delay = late + self.random.uniform(*self.think)
        player.timer = asyncio.get_running_loop().call_later(delay, self.press, player)

    def press(self, player: Player) -> None:
        player.timer = None
        hand = player.hand
        if not self.playing or hand is None or not _moves(hand):
            return
        data = choose(_moves(hand))
        now = time.monotonic()
        self.tally.presses += now >= self.since
        player.asked_at = player.pressed_at = now
        player.pressed = (data, hand["content"])
        task = asyncio.create_task(self._press(player, hand, data))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _press(self, player: Player, hand: JSON, data: str) -> None:
        custom_id, value = choices(hand)[data]
        try:
            if value is None:
                await self.fake.click(player.user, player.dm, hand["id"], custom_id)
            else:
                await self.fake.select(player.user, player.dm, hand["id"], custom_id, [value])
        except FakeDiscordError:  # the message changed meanwhile: its next state is awaited
            if player.asked_at is not None and player.asked_at >= self.since:
                self.tally.presses -= 1
            player.asked_at = player.pressed_at = None
            self.refresh(player, time.monotonic())

    def waiting(self, now: float) -> list[float]:
        """Presses still without their own hand: how long they have waited."""
        pressed = [p.pressed_at for p in self.players.values() if p.pressed_at is not None]
        return [now - at for at in pressed if at >= self.since]


def _content(call: Call) -> str:
    body = call.body if isinstance(call.body, dict) else {}
    return str(body.get("content") or "") if call.method == "POST" else ""


def _moves(hand: JSON) -> list[str]:
    return [d for d in choices(hand) if action(d).startswith("m ")]


def route_of(call: Call, dms: set[int]) -> str:
    """The call's ``METHOD /route``, a callback with its type, a channel's with where it is."""
    key = call.key
    if call.route == CALLBACK:
        kind = int((call.body or {}).get("type") or 0)
        key += f" {kind} {KINDS.get(kind, '?')}"
    elif call.route.startswith("/channels/{channel_id}"):
        key += " [dm]" if int(call.path.split("/")[2]) in dms else " [table]"
    return key


class LogTally(logging.Handler):
    """Counts log records by their template (``record.msg``), from the adapter and
    discord.py's HTTP client."""

    LOGGERS = ("adapters.discord", "discord.http")

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.counts: Counter[str] = Counter()
        self.levels: dict[str, int] = {}

    def emit(self, record: logging.LogRecord) -> None:
        if record.name.startswith(self.LOGGERS):
            self.counts[f"{record.levelname} {record.name}: {record.msg}"] += 1

    def __enter__(self) -> LogTally:
        logging.getLogger().addHandler(self)
        for name in self.LOGGERS:
            self.levels[name] = logging.getLogger(name).level
            logging.getLogger(name).setLevel(logging.INFO)
        return self

    def __exit__(self, *exc: object) -> None:
        logging.getLogger().removeHandler(self)
        for name, level in self.levels.items():
            logging.getLogger(name).setLevel(level)


def max_in_a_second(stamps: list[float]) -> int:
    """The most of ``stamps`` (sorted) within any one second."""
    most, first = 0, 0
    for last, at in enumerate(stamps):
        while stamps[first] <= at - 1.0:
            first += 1
        most = max(most, last - first + 1)
    return most


def out_of_date(bot: Bot, fake: FakeDiscord) -> int:
    """Table messages and hands whose message shows other than the newest state."""
    delivery = bot.platform.delivery
    sinks = [s for lane in delivery.channels.values() for s in lane.tables.values()]
    sinks += [s for lane in delivery.users.values() for s in lane.hands.values()]
    stale = 0
    for sink in sinks:
        if sink.want is None or sink.message_id is None:
            continue
        shown = fake.message(sink.message_id)
        stale += shown is None or shown["content"] != sink.want.text
    return stale


def world_of(fake: FakeDiscord, count: int) -> tuple[World, list[tuple[int, list[JSON]]]]:
    """One server, a channel and three members for each table."""
    people = [[fake.make_user(f"p{n}x{i}") for i in range(3)] for n in range(count)]
    guild = fake.make_guild("Stammtisch", people[0][0], channel_name="table-0")
    channels = [int(guild["system_channel_id"])]
    channels += [int(fake.make_channel(guild["id"], f"table-{n}")["id"]) for n in range(1, count)]
    for n, trio in enumerate(people):
        for person in trio[1:] if n == 0 else trio:
            fake.add_member(guild["id"], person)
    alice, bob, carol = people[0]
    world = World(fake, alice, bob, carol, carol, int(guild["id"]), channels[0])
    return world, list(zip(channels, people, strict=True))


async def populate(bot: Bot, tables: list[tuple[int, list[JSON]]], options: str) -> None:
    """Each table opened with /new, joined with /join, started with /start."""
    fake = bot.world.fake
    for channel, (first, *others) in tables:
        chosen = {"game": "schieberamsch", "options": options}
        await fake.wait_response(await fake.invoke_command(first, channel, "new", chosen))
        for person in others:
            await fake.wait_response(await fake.invoke_command(person, channel, "join"))
        await fake.wait_response(await fake.invoke_command(first, channel, "start"))
    await bot.flush()


def moves_made(bot: Bot) -> int:
    return sum(table.move_count for table in bot.service.tables.values())


async def run(
    count: int,
    seconds: float,
    think: tuple[float, float],
    options: str,
    full: bool,
    warmup: float,
    limits: RateLimits | None = None,
) -> JSON:
    with tempfile.TemporaryDirectory() as tmp:
        fake = FakeDiscord()
        await fake.start()
        world, tables = world_of(fake, count)
        bot = await Bot(world, Path(tmp) / "live.sqlite3").start()
        timers = asyncio.create_task(bot.service.run_timers(bot.platform.deliver))
        logs = LogTally().__enter__()
        try:
            await populate(bot, tables, f"{options} turn_seconds=0")
            fake.enforce(limits)  # from here on (the set-up goes at full speed)
            crowd = Crowd(fake, think, seed=count)
            for number, (channel, people) in enumerate(tables):
                crowd.seat(people, channel, number)
            peak = [rss_mb()]
            crowd.start(warmup)
            await asyncio.sleep(warmup)  # the tables' first presses spread over the warm-up
            crowd.since = began = time.monotonic()
            mark, moves_before = len(fake.calls), moves_made(bot)
            stamps: list[float] = []  # when the fake saw each REST call

            def stamp(call: Call) -> None:
                if not call.route.startswith(("/interactions/", "/webhooks/")):
                    stamps.append(time.monotonic())

            fake.listeners.append(stamp)
            refusals = fake.global_refusals

            def finished() -> bool:
                peak[0] = max(peak[0], rss_mb())
                return full and len(crowd.tally.done_tables) == count

            async with LoopLag() as lag:
                await until(finished, seconds, 0.25)
            elapsed = time.monotonic() - began
            calls, moves = fake.calls[mark:], moves_made(bot) - moves_before
            global_429 = fake.global_refusals - refusals
            fake.listeners.remove(stamp)
            await crowd.stop()
            own = crowd.tally.own + crowd.waiting(time.monotonic())
            await bot.platform.flush(30.0)
            stale_messages = out_of_date(bot, fake)
        finally:
            logs.__exit__()
            timers.cancel()
            await asyncio.gather(timers, return_exceptions=True)
            await bot.stop()
            await fake.stop()
    tally, per = crowd.tally, max(moves, 1)
    routes = Counter(route_of(c, set(crowd.by_dm)) for c in calls)
    rest = sum(1 for c in calls if not c.route.startswith(("/interactions/", "/webhooks/")))
    return {
        "tables": count,
        "seconds": round(elapsed, 1),
        "moves": moves,
        "moves_per_s": round(moves / elapsed, 2),
        "finished_tables": len(tally.done_tables),
        "calls": len(calls),
        "callbacks": sum(1 for c in calls if c.route == CALLBACK),
        "calls_per_move": round(len(calls) / per, 2),
        "by_route": {r: round(n / per, 2) for r, n in routes.most_common()},
        "answer_p50": quantile(tally.answers, 0.5),
        "answer_p99": quantile(tally.answers, 0.99),
        "answer_max": round(max(tally.answers), 3) if tally.answers else None,
        "own_hand_p50": quantile(own, 0.5),
        "own_hand_p99": quantile(own, 0.99),
        "presses": tally.presses,
        "edited": tally.edited,
        "stale_pct": round(100 * tally.stale / max(tally.presses, 1), 1),
        "refused_pct": round(100 * tally.refused / max(tally.presses, 1), 1),
        "moot_pct": round(100 * max(0, tally.edited - moves) / max(tally.presses, 1), 1),
        "noop_edits_per_move": round(tally.noop_edits / per, 3),
        "rate_limited_429": sum(1 for c in calls if c.status == 429),
        "global_429": global_429,
        "rest_per_s": round(rest / elapsed, 1),
        "loop_lag_p99": quantile(lag.lags, 0.99),
        "rss_mb": round(peak[0], 1),
        "max_rest_in_1s": max_in_a_second(stamps),
        "out_of_date_at_end": stale_messages,
        "logged": dict(logs.counts.most_common()),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    play_arguments(parser, "10,50")
    parser.add_argument(
        "--no-limits",
        action="store_true",
        help="the fake enforces no rate limits (the calls the bot would make unhindered)",
    )
    args = parser.parse_args(argv)
    limits = None if args.no_limits else RateLimits()
    local_only()
    for count in (int(n) for n in args.tables.split(",")):
        think, warmup = think_range(args), warmup_of(args)
        result = asyncio.run(
            run(count, args.seconds, think, args.options, args.full, warmup, limits)
        )
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
