"""Background work in the delivery queue (the restored tables' messages at a restart): after
all live work of its lane, at most ``background_calls`` of its operations at once over all
lanes, and a live state of the same key takes its place and priority (issue 21, item 5)."""

from __future__ import annotations

import asyncio

from bot.delivery import Item, Lanes
from tests.bot.test_delivery import Recorder, TextLane, settle
from tests.telegram.conftest import FakeClock


def item(payload: str, seq: int, key: str | None = None, background: bool = False) -> Item[str]:
    return Item(payload, 0.0, seq, key, background=background)


def test_a_lane_takes_live_work_before_background_work() -> None:
    lane = TextLane("chat", 0.0)
    lane.put(item("old table", 0, key="t", background=True))
    lane.put(item("old line", 1, background=True))
    lane.put(item("hand", 2, key="h"))
    lane.put(item("live", 3))
    assert not lane.background_next()
    taken = [[i.payload for i in lane.take()] for _ in range(2)]
    assert taken == [["hand"], ["live"]]  # the live work, though no older
    assert lane.background_next()
    assert [[i.payload for i in lane.take()] for _ in range(2)] == [["old table"], ["old line"]]


def test_a_live_state_of_the_same_key_is_live() -> None:
    lane = TextLane("chat", 0.0)
    lane.put(item("restored", 0, key="t", background=True))
    lane.put(item("moved", 1, key="t"))
    assert not lane.background_next()
    (taken,) = lane.take()
    assert taken.payload == "moved" and not taken.background
    lane.put(item("restored", 2, key="t", background=True))
    lane.put(item("restored again", 3, key="t", background=True))
    assert lane.background_next()


async def test_one_background_call_at_a_time_and_live_lanes_pass_it() -> None:
    clock = FakeClock()
    recorder = Recorder(clock)
    recorder.block = asyncio.Event()  # every call waits until released
    lanes = Lanes(clock, lambda d: TextLane(d, 0.0), recorder.perform, idle=600.0, name="t")
    try:
        for chat in range(1, 6):  # a backlog of five chats
            lanes.put(chat, item(f"restored {chat}", chat, key="t", background=True))
        for _ in range(20):
            await asyncio.sleep(0)
        assert lanes.background_running == 1  # one call under way, the others wait for a turn
        lanes.put(7, item("live 7", 7))  # live work in another chat
        lanes.put(3, item("live 3", 8))  # and in a chat whose backlog waits
        for _ in range(20):
            await asyncio.sleep(0)
        working = sorted(str(d) for d, lane in lanes.lanes.items() if lane.working)
        assert working == ["1", "3", "7"]  # both live calls started beside the backlog's one
        recorder.block.set()
        await settle(lanes)
        sent = [payloads[0] for _, _, payloads in recorder.calls]
        assert set(sent[:3]) == {"restored 1", "live 7", "live 3"}
        assert sorted(sent[3:]) == [f"restored {c}" for c in (2, 3, 4, 5)]
        assert lanes.background_running == 0 and not lanes.busy
    finally:
        await lanes.close()


async def test_the_backlog_is_served_in_the_order_it_waited() -> None:
    clock = FakeClock()
    recorder = Recorder(clock)
    lanes = Lanes(clock, lambda d: TextLane(d, 0.0), recorder.perform, idle=600.0, name="t")
    try:
        for chat in range(1, 5):
            lanes.put(chat, item(f"restored {chat}", chat, key="t", background=True))
        await settle(lanes)
        assert [p[0] for _, _, p in recorder.calls] == [f"restored {c}" for c in range(1, 5)]
    finally:
        await lanes.close()
