"""The rate gate in front of the platform's limit (issue 21, item 2), on a simulated clock:
the order it serves in, that nothing starves, that the rate is never exceeded, and that a
chat coalesces what changes while it waits for its turn."""

from __future__ import annotations

import asyncio

from adapters.telegram.config import TelegramConfig
from adapters.telegram.delivery import priority, slot_key
from adapters.telegram.queue import ChatQueue, Pending
from bot.delivery import Lanes, Priority, RateGate
from bot.outbox import Button, Message, Target
from tests.support import run_clock, settle
from tests.telegram.conftest import FakeClock, wait_until

GROUP = Target.chat("tg:-100")
MOVE = [[Button("♠J", "1:7:0:m play SJ")]]


async def test_the_gate_serves_by_priority_then_in_order_asked() -> None:
    clock = FakeClock()
    gate = RateGate(10.0, clock, catch_up=0.0)
    await gate.acquire(Priority.OTHER)  # a free turn passes at once; the next is at 0.1
    served: list[str] = []

    async def call(name: str, level: Priority) -> None:
        await gate.acquire(level)
        served.append(name)

    asked = [
        ("restored", Priority.RESTORED),
        ("other", Priority.OTHER),
        ("table", Priority.TABLE),
        ("next hand", Priority.TO_MOVE),
        ("table 2", Priority.TABLE),
        ("own hand", Priority.OWN),
        ("answer", Priority.ANSWER),
    ]
    tasks = [asyncio.create_task(call(n, p)) for n, p in asked]
    await settle()
    assert served == []  # nothing before its turn
    await run_clock(clock, 0.1, 0.75)
    await asyncio.gather(*tasks)
    assert served == [
        "answer",
        "own hand",
        "next hand",
        "table",
        "table 2",
        "other",
        "restored",
    ]
    await gate.close()


async def test_nothing_starves_and_the_rate_is_never_exceeded() -> None:
    clock = FakeClock()
    gate = RateGate(30.0, clock, fair_every=4)
    gate.hold(0.5)  # e.g. after a 429: everyone queues
    times: list[tuple[str, float]] = []

    async def call(name: str, level: Priority) -> None:
        await gate.acquire(level)
        times.append((name, clock.now()))

    low = asyncio.create_task(call("restored", Priority.RESTORED))
    await settle()
    hands = [asyncio.create_task(call(f"hand {i}", Priority.OWN)) for i in range(90)]
    await run_clock(clock, 0.01, 4.0)
    await asyncio.gather(low, *hands)
    names = [name for name, _ in times]
    # Urgent work kept coming, yet the longest waiter had the 4th turn.
    assert names.index("restored") == 3
    stamps = [t for _, t in times]
    assert stamps[0] >= 0.5
    for i, start in enumerate(stamps):
        in_a_second = [t for t in stamps[i:] if t < start + 1.0]
        assert len(in_a_second) <= 31  # 30 a second
    await gate.close()


async def test_turns_a_late_loop_missed_are_made_up_within_bounds() -> None:
    clock = FakeClock()
    gate = RateGate(10.0, clock)  # catch_up 0.25 s: at most 2.5 turns made up at once
    gate.hold(1.0)
    served: list[float] = []

    async def call() -> None:
        await gate.acquire(Priority.OTHER)
        served.append(clock.now())

    tasks = [asyncio.create_task(call()) for _ in range(10)]
    await settle()
    clock.advance_to(2.0)  # the dispatcher, due at 1.0, wakes a second late
    await settle()
    assert served == [2.0, 2.0, 2.0]  # what is due now and 0.25 s made up, not 10
    await run_clock(clock, 0.01, 2.9)
    assert len(served) == 10 and served[3] >= 2.05
    await asyncio.gather(*tasks)
    await gate.close()


async def test_chats_wait_at_the_gate_in_priority_order_and_coalesce_meanwhile() -> None:
    clock = FakeClock()
    gate = RateGate(10.0, clock, catch_up=0.0)
    gate.hold(1.0)  # e.g. a 429: every chat waits
    sent: list[tuple[int, str]] = []

    async def perform(queue: ChatQueue, items: list[Pending]) -> int:
        sent.extend((queue.chat_id, item.message.text) for item in items)
        return 1

    lanes: Lanes[ChatQueue] = Lanes(
        clock, lambda chat: ChatQueue(chat, 0.0), perform, idle=None, name="t", gate=gate
    )
    mover = "tg:4"

    def submit(chat: int, message: Message, background: bool = False) -> None:
        item = Pending(message, clock.now(), len(sent) + 100 * chat, slot_key(message))
        item.priority, item.background = priority(message, mover), background
        lanes.put(chat, item)

    def table(version: int) -> Message:
        return Message(GROUP, f"table v{version}", slot="table", table_id=1, version=version)

    def hand(user: str, text: str, buttons: list[list[Button]]) -> Message:
        return Message(Target.user(user), text, buttons, slot="hand", table_id=1, seat=0)

    submit(-100, table(1))
    submit(2, Message(Target.user("tg:2"), "You picked up the skat."))
    submit(3, hand("tg:3", "Carol: your move", MOVE))
    submit(4, hand(mover, "Alice: played", []))
    submit(5, hand("tg:5", "restored hand", []), background=True)
    await settle()
    submit(-100, table(2))  # while the group waits: only the newest state goes
    await run_clock(clock, 0.05, 2.0)
    assert sent == [
        (4, "Alice: played"),
        (3, "Carol: your move"),
        (-100, "table v2"),
        (2, "You picked up the skat."),
        (5, "restored hand"),
    ]
    await lanes.close()
    await gate.close()


def test_priority_of_a_message() -> None:
    mover = "tg:4"
    own = Message(Target.user(mover), "h", slot="hand", table_id=1)
    assert priority(own, mover) == Priority.OWN
    assert priority(Message(Target.user("tg:9"), "no", alert=True), mover) == Priority.OWN
    to_move = Message(Target.user("tg:3"), "h", MOVE, slot="hand", table_id=1)
    assert priority(to_move, mover) == Priority.TO_MOVE
    notice = Message(Target.user("tg:3"), "your turn", MOVE, slot="turn", table_id=1)
    assert priority(notice, None) == Priority.TO_MOVE
    waiting = Message(Target.user("tg:3"), "h", slot="hand", table_id=1)
    assert priority(waiting, mover) == Priority.OTHER
    assert priority(Message(GROUP, "t", slot="table", table_id=1), mover) == Priority.TABLE
    assert priority(Message(GROUP, "Bob passes."), mover) == Priority.OTHER


def test_telegram_rate_setting() -> None:
    assert TelegramConfig.from_env({"TELEGRAM_TOKEN": "1:x"}).overall_rate == 30.0
    config = TelegramConfig.from_env({"TELEGRAM_TOKEN": "1:x", "TELEGRAM_RATE": "12.5"})
    assert config.overall_rate == 12.5


async def test_rate_zero_is_no_limit() -> None:
    clock = FakeClock()
    gate = RateGate(0.0, clock)
    await asyncio.wait_for(asyncio.gather(*(gate.acquire(Priority.OTHER) for _ in range(100))), 1)
    await wait_until(lambda: not gate.waiting)
