"""The deadlines' heap (issue 21): the same firing order as sorting every deadline on each
tick, at a cost per change that does not grow with the number of tables. Fake clock only."""

from __future__ import annotations

import asyncio
import random
from types import SimpleNamespace
from typing import Any

from bot.clock import FakeClock
from bot.deadlines import Deadline, Deadlines
from bot.service import TableService
from bot.store import Store
from tests.bot.conftest import person


def table(table_id: int) -> Any:
    return SimpleNamespace(id=table_id)  # set/clear look at the table's id only


class SortedModel:
    """The old structure: a dict, sorted by due time on every tick (stable: ties in the
    order keys were first put in the dict)."""

    def __init__(self) -> None:
        self.pending: dict[tuple[int, str, int], float] = {}

    def set(self, key: tuple[int, str, int], due: float) -> None:
        self.pending[key] = due

    def clear(self, key: tuple[int, str, int]) -> None:
        self.pending.pop(key, None)

    def clear_table(self, table_id: int) -> None:
        for key in [k for k in self.pending if k[0] == table_id]:
            del self.pending[key]

    def take_due(self, now: float) -> list[tuple[int, str, int]]:
        due = [k for k, d in sorted(self.pending.items(), key=lambda i: i[1]) if d <= now]
        for key in due:
            del self.pending[key]
        return due


def key(d: Deadline) -> tuple[int, str, int]:
    return (d.table_id, d.kind, d.seat)


def test_random_changes_fire_in_the_same_order_as_the_sort() -> None:
    rng = random.Random(21)
    clock = FakeClock()
    heap, model = Deadlines(clock), SortedModel()
    kinds = ("remind", "turn", "lobby", "idle")
    fired = 0
    for _ in range(20_000):
        roll = rng.random()
        k = (rng.randrange(30), rng.choice(kinds), rng.randrange(-1, 4))
        if roll < 0.55:
            due = clock.now() + rng.choice((0, 1, 5, 5, 10, 30, 60))  # ties on purpose
            heap.set(table(k[0]), k[1], k[2], due)
            model.set(k, due)
        elif roll < 0.75:
            heap.clear(table(k[0]), k[1], k[2])
            model.clear(k)
        elif roll < 0.78:
            heap.clear_table(table(k[0]))
            model.clear_table(k[0])
        else:
            clock.advance(rng.choice((0, 1, 3, 7)))
            taken = heap.take_due(clock.now())
            for deadline in taken:
                assert heap.live(deadline)
                heap.fired(deadline)
            assert [key(d) for d in taken] == model.take_due(clock.now())
            fired += len(taken)
        assert set(heap.pending) == set(model.pending)
        expected = min(model.pending.values(), default=None)
        assert heap.next_due() == expected
    assert fired > 1000


def test_a_key_set_again_while_pending_keeps_its_place_among_ties() -> None:
    clock = FakeClock()
    deadlines = Deadlines(clock)
    now = clock.now()
    deadlines.set(table(1), "turn", 0, now + 10)
    deadlines.set(table(2), "turn", 0, now + 10)
    deadlines.set(table(3), "turn", 0, now + 10)
    deadlines.set(table(1), "turn", 0, now + 10, armed=1)  # re-armed: same place
    deadlines.clear(table(2), "turn", 0)
    deadlines.set(table(2), "turn", 0, now + 10)  # cleared and set: goes last
    clock.advance(10)
    taken = deadlines.take_due(clock.now())
    assert [d.table_id for d in taken] == [1, 3, 2]
    assert taken[0].armed == 1


def test_dead_entries_do_not_pile_up() -> None:
    """A move re-arms the table's idle deadline a day ahead: the old entries are dropped
    when they outnumber the live ones, not kept for a day."""
    clock = FakeClock()
    deadlines = Deadlines(clock)
    for t in range(100):
        deadlines.set(table(t), "idle", -1, clock.now() + 86_400)
    for step in range(10_000):
        clock.advance(0.01)
        deadlines.set(table(step % 100), "idle", -1, clock.now() + 86_400)
        assert len(deadlines.heap) <= max(64, 2 * len(deadlines.pending)) + 1
    assert len(deadlines.pending) == 100
    assert deadlines.next_due() == min(d.due for d in deadlines.pending.values())


def test_nothing_due_touches_no_other_deadline() -> None:
    """A wake-up with nothing due looks at the top of the heap only: the thousands of other
    tables' deadlines are neither popped nor sorted."""
    clock = FakeClock()
    deadlines = Deadlines(clock)
    for t in range(3000):
        deadlines.set(table(t), "turn", 0, clock.now() + 60 + t % 50)
    before = list(deadlines.heap)
    assert deadlines.take_due(clock.now() + 59) == []
    assert deadlines.heap == before  # not even reordered
    clock.advance(60)
    taken = deadlines.take_due(clock.now())
    assert [d.table_id for d in taken] == list(range(0, 3000, 50))
    assert len(deadlines.heap) == 3000 - 60


def test_clear_table_clears_that_table_only() -> None:
    clock = FakeClock()
    deadlines = Deadlines(clock)
    for t in (1, 2):
        deadlines.set(table(t), "idle", -1, clock.now() + 5)
        for seat in range(3):
            deadlines.set(table(t), "turn", seat, clock.now() + 5)
    deadlines.clear_table(table(1))
    assert {k[0] for k in deadlines.pending} == {2}
    assert 1 not in deadlines.by_table and len(deadlines.by_table[2]) == 4
    clock.advance(5)
    assert {d.table_id for d in deadlines.take_due(clock.now())} == {2}


def test_the_timer_task_is_woken_only_for_a_sooner_deadline() -> None:
    clock = FakeClock()
    deadlines = Deadlines(clock)
    deadlines.set(table(1), "turn", 0, clock.now() + 60)
    assert deadlines.changed.is_set()
    deadlines.changed.clear()
    deadlines.set(table(2), "turn", 0, clock.now() + 90)  # later than the timer's wake-up
    assert not deadlines.changed.is_set()
    deadlines.set(table(3), "turn", 0, clock.now() + 30)
    assert deadlines.changed.is_set()


def test_put_back_keeps_what_was_not_fired() -> None:
    clock = FakeClock()
    deadlines = Deadlines(clock)
    for t in range(3):
        deadlines.set(table(t), "turn", 0, clock.now() + t)
    clock.advance(5)
    taken = deadlines.take_due(clock.now())
    deadlines.fired(taken[0])
    deadlines.put_back(taken[1:])
    assert [d.table_id for d in deadlines.take_due(clock.now())] == [1, 2]


async def three_humans(service: TableService, chat: str, first: int) -> Any:
    people = [person(first + i, chat=chat) for i in range(3)]
    await service.handle_text(people[0], "/new schieberamsch deals=3 turn_seconds=60")
    for p in people[1:]:
        await service.handle_text(p, "/join")
    await service.handle_text(people[0], "/start")
    return people, service.table_for(people[0])


async def test_tables_time_out_in_the_order_their_turns_began(store: Store) -> None:
    """Through the service: a move re-arms its table's timers; the tables whose turns began
    earlier time out first, and a table moved in the meantime does not."""
    clock = FakeClock()
    service = TableService(store, seed="t", clock=clock)
    tables = []
    for n in range(4):
        tables.append(await three_humans(service, f"test:group{n}", 10 * n))
        clock.advance(1)
    people, moved = tables[1]
    clock.advance(10)
    seat = min(moved.game.awaiting())
    await service.handle_text(people[seat], "/" + moved.game.legal_moves(seat)[0].words())
    clock.advance(60 - 14 + 3)  # table 0 started at 0 s ... table 3 at 3 s; now 63 s
    out = await service.tick()
    timed_out = [m.table_id for m in out if "ran out of time" in m.text]
    ids = [t.id for _, t in tables]
    assert timed_out == [ids[0], ids[2], ids[3]]
    assert moved.move_count == 1
    clock.advance(60)
    out = await service.tick()
    assert ids[1] in [m.table_id for m in out if "ran out of time" in m.text]


async def test_a_cancelled_tick_leaves_the_rest_armed(store: Store) -> None:
    clock = FakeClock()
    service = TableService(store, seed="t", clock=clock)
    first = await three_humans(service, "test:groupA", 0)
    second = await three_humans(service, "test:groupB", 10)
    clock.advance(30)
    assert len(await service.tick()) == 2  # the reminders
    clock.advance(30)
    async with second[1].lock:  # the tick fires the first table, then waits on this lock
        task = asyncio.create_task(service.tick())
        for _ in range(500):
            await asyncio.sleep(0.01)
            if first[1].move_count:
                break
        assert first[1].move_count == 1
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
    assert ("turn", second[1].id) in {(k[1], k[0]) for k in service.deadlines.pending}
    out = await service.tick()
    assert second[1].move_count == 1 and any("ran out of time" in m.text for m in out)
