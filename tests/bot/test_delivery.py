"""The platform-neutral delivery queue (bot.delivery) on a simulated clock: coalescing by key,
order, pacing per destination, put-back after a rate limit, held lanes, and workers that stop
when cancelled, whatever they wait on."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Callable, Hashable
from typing import Any

import pytest

from bot.delivery import Item, Lane, Lanes
from tests.telegram.conftest import FakeClock  # simulated time: sleep until advanced


class TextLane(Lane[Item[str]]):
    """Plain texts of one destination join while they fit 10 characters."""

    def joins(self, run: list[Item[str]], following: Item[str]) -> bool:
        return sum(len(i.payload) for i in run) + len(following.payload) <= 10


class Recorder:
    """A platform that records (clock time, destination, payloads) of every operation."""

    def __init__(self, clock: FakeClock) -> None:
        self.clock = clock
        self.calls: list[tuple[float, Hashable, list[str]]] = []
        self.fail: Callable[[TextLane, list[Item[str]]], bool] = lambda lane, items: False
        self.block: asyncio.Event | None = None  # set: the next operation waits on it

    async def perform(self, lane: TextLane, items: list[Item[str]]) -> int:
        if self.block is not None:
            await self.block.wait()
        if self.fail(lane, items):
            lane.put_back(items)
            lane.hold(self.clock.now() + 10)
            return 0
        self.calls.append((self.clock.now(), lane.destination, [i.payload for i in items]))
        return len(items[0].payload) // 100 + 1  # a long text takes several calls


@contextlib.asynccontextmanager
async def running(
    interval: float = 4.0, idle: float | None = 600.0
) -> AsyncIterator[tuple[FakeClock, Recorder, Lanes[TextLane]]]:
    """Lanes of texts on a simulated clock, recording what they send; closed afterwards."""
    clock = FakeClock()
    recorder = Recorder(clock)
    lanes = Lanes(
        clock, lambda dest: TextLane(dest, interval), recorder.perform, idle=idle, name="test"
    )
    try:
        yield clock, recorder, lanes
    finally:
        await lanes.close()


async def settle(lanes: Lanes[Any]) -> None:
    """Until every worker has done what it can before the clock moves on."""
    deadline = time.monotonic() + 5
    for _ in range(3):  # a worker may be between two steps: look again
        while not lanes.quiescent():
            assert time.monotonic() < deadline, "the lanes never came to rest"
            await asyncio.sleep(0.001)
        await asyncio.sleep(0.001)


def item(payload: str, since: float, seq: int, key: str | None = None) -> Item[str]:
    return Item(payload, since, seq, key)


async def test_a_newer_state_replaces_the_one_still_waiting() -> None:
    async with running() as (clock, recorder, lanes):
        lanes.put(1, item("first", 0.0, 0))
        await settle(lanes)  # sent at once; the lane now waits 4 s
        for seq, state in enumerate(("table v1", "table v2", "table v3"), 1):
            lanes.put(1, item(state, float(seq), seq, key="table"))
        lanes.put(1, item("hand v1", 1.5, 9, key="hand"))
        clock.advance_to(4.0)
        await settle(lanes)
        clock.advance_to(8.0)
        await settle(lanes)
        assert recorder.calls == [
            (0.0, 1, ["first"]),
            (4.0, 1, ["table v3"]),  # the latest state, at the place of the first (t=1)
            (8.0, 1, ["hand v1"]),
        ]


async def test_order_oldest_first_keyed_before_plain_of_its_batch_and_joined_runs() -> None:
    lane = TextLane("chat", 0.0)
    lane.put(item("a", 0.0, 0))
    lane.put(item("b", 0.0, 1))
    lane.put(item("table", 0.0, 2, key="t"))
    lane.put(item("later", 1.0, 3))
    lane.put(item("long text", 1.0, 4))
    lane.put(item("hand", 2.0, 5, key="h"))
    taken = [[i.payload for i in lane.take()] for _ in range(4)]
    assert taken == [["table"], ["a", "b", "later"], ["long text"], ["hand"]]
    assert not lane.has_pending()


async def test_a_lane_may_rank_its_kinds_of_work_before_their_age() -> None:
    class Ranked(TextLane):
        """Short texts first (joined), then long ones, then keyed work."""

        def order(self, item: Item[str]) -> tuple[int, float, int]:
            rank = 2 if item.key is not None else 1 if len(item.payload) > 3 else 0
            return (rank, item.since, item.seq)

    lane = Ranked("channel", 0.0)
    lane.put(item("table", 0.0, 0, key="t"))
    lane.put(item("a long file", 0.0, 1))
    lane.put(item("a", 1.0, 2))
    lane.put(item("b", 2.0, 3))
    taken = [[i.payload for i in lane.take()] for _ in range(3)]
    assert taken == [["a", "b"], ["a long file"], ["table"]]


async def test_supersede_can_refuse_a_late_state_and_put_back_keeps_the_newer() -> None:
    class Versioned(TextLane):
        def supersede(self, old: Item[str], new: Item[str]) -> bool:
            return new.payload > old.payload

    lane = Versioned("chat", 0.0)
    lane.put(item("v2", 0.0, 0, key="t"))
    lane.put(item("v1", 1.0, 1, key="t"))  # a late copy of an older state
    (taken,) = lane.take()
    assert taken.payload == "v2"
    lane.put(item("v3", 2.0, 2, key="t"))  # arrives while v2 is under way
    lane.put_back([taken])  # v2 failed: v3 stays
    assert [i.payload for i in lane.take()] == ["v3"] and taken.attempts == 1
    plain = [item("x", 0.0, 3), item("y", 0.0, 4)]
    lane.put(item("z", 3.0, 5))
    lane.put_back(plain)  # put back before what came since
    assert [i.payload for i in lane.take()] == ["x", "y", "z"]


async def test_pacing_per_destination_counts_calls_and_holds() -> None:
    async with running() as (clock, recorder, lanes):
        lanes.put("group", item("x" * 250, 0.0, 0))  # three calls: the group waits 12 s
        lanes.put("group", item("next", 0.0, 1))
        lanes.put("user", item("dm", 0.0, 2))  # another destination: not held up
        await settle(lanes)
        assert [(t, d) for t, d, _ in recorder.calls] == [(0.0, "group"), (0.0, "user")]
        clock.advance_to(11.9)
        await settle(lanes)
        assert len(recorder.calls) == 2
        clock.advance_to(12.0)
        await settle(lanes)
        assert recorder.calls[-1] == (12.0, "group", ["next"])
        assert lanes.lanes["group"].next_free == 16.0


async def test_a_rate_limited_operation_is_retried_with_the_latest_state() -> None:
    async with running(interval=1.0) as (clock, recorder, lanes):
        recorder.fail = lambda lane, items: clock.now() < 10  # "retry after 10 s"
        lanes.put(7, item("table v1", 0.0, 0, key="table"))
        await settle(lanes)
        assert recorder.calls == [] and lanes.lanes[7].next_free == 10.0
        assert [i.payload for i in lanes.lanes[7].items()] == ["table v1"]  # put back
        lanes.put(7, item("table v2", 1.0, 1, key="table"))  # replaces the put-back state
        clock.advance_to(9.9)
        await settle(lanes)
        assert recorder.calls == []
        clock.advance_to(10.0)
        await settle(lanes)
        assert recorder.calls == [(10.0, 7, ["table v2"])]


async def test_a_held_lane_keeps_its_work_until_released() -> None:
    async with running() as (_, recorder, lanes):
        lane = lanes.lane(5)
        lane.held = True
        lanes.put(5, item("hello", 0.0, 0))
        await settle(lanes)
        assert recorder.calls == [] and lane.has_pending() and not lanes.busy
        lane.release()
        await settle(lanes)
        assert recorder.calls == [(0.0, 5, ["hello"])]


async def test_a_worker_without_idle_time_ends_when_empty_and_restarts_on_put() -> None:
    async with running(interval=0.0, idle=None) as (_, recorder, lanes):
        lanes.put("c", item("one", 0.0, 0))
        first = lanes.tasks["c"]
        await asyncio.wait_for(first, 2)  # nothing left: the worker ends, the lane stays
        assert "c" in lanes.lanes
        lanes.put("c", item("two", 0.0, 1))
        await asyncio.wait_for(lanes.tasks["c"], 2)
        assert lanes.tasks["c"] is not first
        assert [p for _, _, p in recorder.calls] == [["one"], ["two"]]
        assert await lanes.drain(1.0)


async def test_an_idle_worker_ends_and_its_lane_is_forgotten() -> None:
    async with running(idle=0.01) as (_, _, lanes):
        lanes.put("c", item("one", 0.0, 0))
        await asyncio.wait_for(lanes.tasks["c"], 2)
        assert lanes.lanes == {} and lanes.tasks == {}


@pytest.mark.parametrize("waiting_on", ["work", "work arriving", "the pacing clock", "a call"])
async def test_close_stops_every_worker_whatever_it_waits_on(waiting_on: str) -> None:
    async with running() as (_, recorder, lanes):
        lane = lanes.lane("c")
        worker = lanes.tasks["c"]
        if waiting_on == "the pacing clock":
            lane.hold(100.0)
            lanes.put("c", item("later", 0.0, 0))
        elif waiting_on == "a call":
            recorder.block = asyncio.Event()  # never set: the call hangs
            lanes.put("c", item("hangs", 0.0, 0))
        await asyncio.sleep(0.01)
        if waiting_on == "work arriving":
            lane.wake.set()  # work arrives in the same step as the cancel
        closing = asyncio.create_task(lanes.close())
        done, _ = await asyncio.wait({closing}, timeout=2.0)
        assert closing in done and worker.done() and worker.cancelled()
        lanes.put("c", item("after", 0.0, 1))  # a closed queue starts no worker
        assert lanes.tasks == {}
        assert recorder.calls == []
