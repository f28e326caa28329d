"""Discord's overall rate limit (issue 21, item 2): one gate in front of every REST call, the
order it serves Discord's kinds of message in, never more than ``DISCORD_RATE`` calls in any
second (the interaction answers exempt), and a failed edit or post tried again until shown."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from types import SimpleNamespace
from typing import cast

import discord
import pytest

from adapters.discord import delivery as discord_delivery
from adapters.discord.config import DiscordConfig
from adapters.discord.delivery import ChannelLane, Delivery, UserLane, hand_priority
from adapters.discord.gate import counted
from adapters.discord.outgoing import Batch, HandView, Payload, TableView
from adapters.discord.sinks import HAND, MAX_ATTEMPTS, TABLE, TURN, Post, Sink, Sync, Work
from bot import render
from bot.delivery import Item, Priority, RateGate
from bot.outbox import Button
from bot.service import TableService
from tests.discord.conftest import Bot, World
from tests.discord.driver import Spy, in_order
from tests.discord.test_full_deal import open_table
from tests.discord.test_rate_limits import _answer_without_flush, dm_move
from tests.fakes.discord_server import Call, RateLimits
from tests.support import run_clock, settle
from tests.telegram.conftest import FakeClock

MOVE = ((Button("♠J", "st:1:7:0:m play SJ"),),)
EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
POST = "POST /channels/{channel_id}/messages"


def offline_delivery(clock: FakeClock, gate: RateGate) -> tuple[Delivery, list[str]]:
    """A delivery whose lanes record what they would send instead of calling Discord."""
    service = cast(TableService, SimpleNamespace(tables={}))
    delivery = Delivery(cast(discord.Client, None), service, 600.0, clock=clock, gate=gate)
    sent: list[str] = []

    async def perform(lane: ChannelLane | UserLane, items: list[Work]) -> int:
        for item in items:
            work = item.payload
            if isinstance(work, Sync):
                sinks = lane.tables if isinstance(lane, ChannelLane) else lane.hands
                sink = sinks[work.table_id]
                assert sink.want is not None
                sent.append(sink.want.text)
                sink.have = sink.want
            else:
                sent.append(work.text)
        return 1

    delivery.lanes._perform = perform  # type: ignore[assignment]
    return delivery, sent


async def test_the_gate_serves_discords_messages_in_order_of_urgency() -> None:
    clock = FakeClock()
    gate = RateGate(10.0, clock, catch_up=0.0)
    delivery, sent = offline_delivery(clock, gate)
    gate.hold(1.0)  # every lane waits at the gate
    delivery.submit(Batch(tables={2: TableView(200, Payload("restored table"))}), background=True)
    await settle()
    delivery.submit(
        Batch(
            lines={100: ["Alice plays ♠J."]},
            tables={1: TableView(100, Payload("table v1"))},
            hands={
                (2, 1): HandView(2, Payload("Bob: waits")),
                (3, 1): HandView(1, Payload("Carol: your move", MOVE)),
                (4, 1): HandView(0, Payload("Alice: played")),
            },
        ),
        mover=4,
    )
    await settle()
    delivery.submit(Batch(tables={1: TableView(100, Payload("table v2"))}))  # coalesced
    await run_clock(clock, 0.05, 3.0)
    assert sent == [
        "Alice: played",  # the mover's own hand
        "Carol: your move",  # the hand of the one now to move
        "table v2",  # the table message, its newest state only
        "Bob: waits",  # the rest, in the order it asked
        "Alice plays ♠J.",
        "restored table",  # a restored table's message last
    ]
    await delivery.close()
    await gate.close()


def test_the_priority_of_discords_kinds_of_message() -> None:
    clock = FakeClock()
    delivery, _ = offline_delivery(clock, RateGate(0.0, clock))
    assert hand_priority(4, Payload("h"), mover=4) == Priority.OWN
    assert hand_priority(3, Payload("h", MOVE), mover=4) == Priority.TO_MOVE
    assert hand_priority(3, Payload("h"), mover=4) == Priority.OTHER
    assert hand_priority(3, Payload("h", MOVE), mover=None) == Priority.TO_MOVE

    channel, user = delivery.channel(100), delivery.user(3)
    channel.tables[1] = Sink(want=Payload("table"))
    user.hands[1] = Sink(want=Payload("hand"), priority=Priority.OWN)

    def item(work: Post | Sync, background: bool = False) -> Work:
        key = work.key if isinstance(work, Sync) else None
        return Item(work, 0.0, 0, key, background=background)

    assert channel.priority_of(item(Sync(TABLE, 1))) == Priority.TABLE
    assert channel.priority_of(item(Post("Bob passes."))) == Priority.OTHER
    assert channel.priority_of(item(Sync(TABLE, 1), background=True)) == Priority.RESTORED
    assert user.priority_of(item(Sync(HAND, 1))) == Priority.OWN
    turn = Payload("your turn", MOVE)
    assert user.priority_of(item(Sync(TURN, 1, turn))) == Priority.TO_MOVE
    retired = Payload("", retire=True)
    assert user.priority_of(item(Sync(TURN, 1, retired))) == Priority.OTHER
    assert user.priority_of(item(Post("No.", priority=Priority.OWN))) == Priority.OWN


def test_the_rate_setting() -> None:
    assert DiscordConfig.from_env({"DISCORD_TOKEN": "t"}).overall_rate == 45.0
    assert DiscordConfig.from_env({"DISCORD_TOKEN": "t", "DISCORD_RATE": "20"}).overall_rate == 20
    for wrong in ("fast", "-1", "nan"):
        try:
            DiscordConfig.from_env({"DISCORD_TOKEN": "t", "DISCORD_RATE": wrong})
        except ValueError:
            continue
        raise AssertionError(f"DISCORD_RATE={wrong} accepted")


def test_the_interaction_endpoints_are_exempt() -> None:
    base = discord.http.Route.BASE
    assert counted(f"{base}/channels/1/messages")
    assert counted(f"{base}/users/@me/channels")
    assert not counted(f"{base}/interactions/1/tok/callback")
    assert not counted(f"{base}/webhooks/1/tok/messages/@original")
    assert not counted("wss://gateway.discord.gg/?v=10")


async def test_never_more_than_the_rate_in_any_second(world: World, tmp_path: Path) -> None:
    """40 posts to 40 channels at 10 a second: spread over 4 s, not one 429 from a fake that
    allows 20 a second (all 40 at once would get 20); and a press meanwhile is answered well
    within Discord's 3 s (its callback is exempt). The count in any one second is taken where
    the fake receives the calls, so a busy machine's jitter is allowed for: the gate's own
    bound, 10 x (1 + catch-up + one turn) + 1 = 12, is tested on a fake clock in
    tests/telegram/test_scheduler.py (the same RateGate)."""
    fake = world.fake
    bot = await Bot(world, tmp_path / "rate.sqlite3", overall_rate=10.0).start()
    try:
        driver = await open_table(bot, world)
        driver.answer = _answer_without_flush(driver)  # type: ignore[method-assign]
        fake.enforce(RateLimits(global_per_s=20, per_channel=(50, 5.0)))
        channels = [int(fake.make_channel(world.guild_id, f"c{n}")["id"]) for n in range(40)]
        stamps: list[float] = []

        def stamp(call: Call) -> None:
            if counted(discord.http.Route.BASE + call.path):
                stamps.append(time.monotonic())

        fake.listeners.append(stamp)
        began = time.monotonic()
        bot.platform.delivery.submit(Batch(lines={c: [f"line {c}"] for c in channels}))
        await asyncio.sleep(0.5)  # the gate is busy with the posts
        asked = time.monotonic()
        await dm_move(driver, [world.alice, world.bob, world.carol])
        answered = time.monotonic() - asked
        await bot.flush()
        fake.listeners.remove(stamp)
        assert all(fake.messages_in(c) for c in channels), "every line posted"
        assert fake.global_refusals == 0
        assert stamps[-1] - began >= 3.5, "paced, not sent at once"
        most = max(sum(1 for t in stamps if start <= t < start + 1.0) for start in stamps)
        assert most <= 16, f"{most} calls in one second"
        assert answered < 2.5, f"a press waited {answered:.2f} s behind the posts"
    finally:
        await bot.stop()


async def test_a_failed_edit_and_post_are_tried_again_until_shown(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    driver = await open_table(bot, world)
    spy = Spy(bot)
    table_id = driver.table_message()["id"]
    since = len(fake.calls)
    # Not a 429 (the library retries those itself) but a refusal it gives up on at once.
    fake.fail_next(f"PATCH /channels/{channel}/messages/{table_id}", 400, 50035, times=2)
    fake.fail_next(f"POST /channels/{channel}/messages", 503, 0, times=1)
    await dm_move(driver, [world.alice, world.bob, world.carol])
    await bot.flush()
    window = fake.calls[since:]
    edits = [c.status for c in window if c.key == EDIT and c.path.endswith(f"/{table_id}")]
    assert edits == [400, 400, 200]  # nothing else changed: the lane tried again by itself
    shown = fake.message(table_id)
    assert shown is not None and shown["content"] == render.table_text(driver.table, "en")
    sink = bot.platform.delivery.table_sink(channel, driver.table.id)
    assert sink is not None and not sink.dirty() and sink.failures == 0
    lines = spy.group_lines(channel)
    everything = "\n".join(m["content"] for m in fake.messages_in(channel))
    assert lines and in_order(lines, everything) == []
    for line in lines:  # each once: a retried post repeats nothing
        assert everything.count(line) == 1
    assert bot.platform.delivery.failed >= 3 and bot.platform.delivery.given_up == 0


async def test_an_edit_that_keeps_failing_is_given_up_until_its_next_state(
    bot: Bot, world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(discord_delivery, "MAX_RETRY_DELAY", 0.05)  # quick retries
    fake, channel = world.fake, world.channel_id
    driver = await open_table(bot, world)
    table_id = driver.table_message()["id"]
    since = len(fake.calls)
    fake.fail_next(f"PATCH /channels/{channel}/messages/{table_id}", 400, 50035, times=5)
    users = [world.alice, world.bob, world.carol]
    await dm_move(driver, users)
    await bot.flush()
    delivery = bot.platform.delivery
    sink = delivery.table_sink(channel, driver.table.id)
    assert sink is not None and sink.dirty() and not sink.due()  # not shown, not retried
    assert delivery.given_up == 1 and not delivery.busy
    tries = [c for c in fake.calls[since:] if c.key == EDIT and c.path.endswith(f"/{table_id}")]
    assert [c.status for c in tries] == [400] * MAX_ATTEMPTS
    await dm_move(driver, users)  # its next state goes out
    await bot.flush()
    after = [c for c in fake.calls[since:] if c.key == EDIT and c.path.endswith(f"/{table_id}")]
    assert len(after) > len(tries) and after[-1].status == 200
    shown = fake.message(table_id)
    assert shown is not None and shown["content"] == render.table_text(driver.table, "en")
