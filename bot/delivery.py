"""The delivery queue of every platform: one lane per destination, one worker per lane.

A destination is whatever the platform paces on its own (a Telegram chat, a Discord channel
or a user's DMs). Its lane holds two kinds of work:

- keyed items: the state of a message kept up to date in place (a table message, a hand).
  A newer state of the same key replaces one still waiting (coalescing), so a lane that is
  held up (paced, rate limited) sends only the latest state;
- plain items: sent in the order they came; a platform may join a run of them into one call.

The oldest work goes first (``Lane.order``; a platform may rank its kinds of work instead,
e.g. Discord: a channel's lines, then its files, then its table messages). Background work
(the restored tables' messages at a restart) comes after all other work of its lane, and
across all lanes at most ``background_calls`` of its operations run at once, so that a
backlog never holds up live traffic under the platform's overall limit; a live state of the
same key takes a background item's place and its priority.
After each operation the lane's next call waits ``interval`` seconds per call made, on an
injectable ``PacingClock``; a rate limit or a failed call puts items back (``put_back``) and
holds the lane (``hold``). The adapters only turn taken items into API calls (``perform``).

In front of the platform's overall limit (calls a second over the whole bot) stands one
``RateGate``: a lane asks it for a turn before it takes its next operation, with the
``Priority`` of its most urgent work, and waits; the gate serves the waiting lanes in the
order of their priority (the mover's own hand, then the hands of those now to move, the
tables, everything else, restored messages last), within a priority in the order they asked,
and every ``FAIR_EVERY``th turn goes to whoever has waited longest, so nothing starves. As a
lane takes its items only once its turn has come, what changed while it waited is coalesced.

A worker ends when it is cancelled, at once and whatever it is waiting on (it never waits
with ``asyncio.wait_for``, which on Python 3.11 can drop a cancel arriving with work).
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import logging
import math
from collections.abc import Awaitable, Callable, Hashable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass
from enum import IntEnum
from typing import Any, Generic, Protocol, TypeVar

log = logging.getLogger(__name__)

P = TypeVar("P")


class PacingClock(Protocol):
    """What pacing reads and sleeps on (monotonic seconds); tests inject a simulated one."""

    def now(self) -> float: ...

    async def sleep(self, seconds: float) -> None: ...


class LoopClock:
    """The event loop's monotonic clock: the service's pacing clock."""

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


class Priority(IntEnum):
    """The order in which the gate serves calls (lower first)."""

    ANSWER = 0  # the answer to a press (or to typed input)
    OWN = 1  # the mover's own hand
    TO_MOVE = 2  # the hands of players now to move
    TABLE = 3  # a table's message in its chat
    OTHER = 4  # everything else
    RESTORED = 5  # background work: the restored tables' messages at a restart


FAIR_EVERY = 8  # every 8th turn of the gate goes to the longest waiter, whatever its priority
# Seconds of turns a late dispatcher may make up at once: without it a loop that wakes 20 ms
# late serves 19 calls a second instead of 30; with it a second holds at most rate x 1.25.
CATCH_UP = 0.25


class Ticket:
    """A place in the gate's queue; its priority may rise while it waits (``promote``)."""

    def __init__(self, gate: RateGate, priority: int, seq: int) -> None:
        self.gate, self.priority, self.seq = gate, priority, seq
        self.granted: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def promote(self, priority: int) -> None:
        if priority < self.priority and not self.granted.done():
            self.priority = priority
            heapq.heappush(self.gate.heap, (priority, self.seq, self))

    def __lt__(self, other: Ticket) -> bool:  # heap entries tie on (priority, seq) never
        return self.seq < other.seq


class RateGate:
    """At most ``rate`` calls a second, served by priority (see the module's docstring).

    A call asks with ``ticket`` and awaits ``wait``; when nobody waits and a turn is free, it
    passes at once. Over any span of T seconds at most ``rate`` x (T + ``catch_up``) + 1
    calls pass (Telegram's limit is a bucket of one second's calls: within it). ``hold`` stops
    every turn until a time (the platform said too many). ``rate`` 0: no limit.
    """

    def __init__(
        self,
        rate: float,
        clock: PacingClock,
        fair_every: int = FAIR_EVERY,
        catch_up: float = CATCH_UP,
    ) -> None:
        self.interval = 1.0 / rate if rate > 0 else 0.0
        self.clock = clock
        self.fair_every = fair_every
        self.catch_up = catch_up
        self.next_free = -math.inf
        self.heap: list[tuple[int, int, Ticket]] = []
        self.waiting: dict[int, Ticket] = {}  # seq -> ticket, in the order they asked
        self._seq = itertools.count()
        self._turns = 0
        self._dispatcher: asyncio.Task[None] | None = None

    def ticket(self, priority: int) -> Ticket:
        ticket = Ticket(self, priority, next(self._seq))
        if self.interval == 0 or (not self.waiting and self._free()):
            self._grant(ticket)
            return ticket
        self.waiting[ticket.seq] = ticket
        heapq.heappush(self.heap, (priority, ticket.seq, ticket))
        if self._dispatcher is None or self._dispatcher.done():
            self._dispatcher = asyncio.create_task(self._dispatch(), name="rate-gate")
        return ticket

    async def wait(self, ticket: Ticket) -> None:
        try:
            await ticket.granted
        finally:
            self.waiting.pop(ticket.seq, None)  # cancelled while waiting: its place is freed

    async def acquire(self, priority: int) -> None:
        await self.wait(self.ticket(priority))

    def hold(self, until: float) -> None:
        self.next_free = max(self.next_free, until)

    async def close(self) -> None:
        """Stop serving (the lanes are closed first: nobody waits any more)."""
        if self._dispatcher is not None:
            self._dispatcher.cancel()
            await asyncio.gather(self._dispatcher, return_exceptions=True)

    def _free(self) -> bool:
        return self.clock.now() >= self.next_free

    def _grant(self, ticket: Ticket) -> None:
        # Turns are due one interval apart; those a busy loop woke up late for are made up
        # at once, but never more than ``catch_up`` seconds' worth (also after an idle spell).
        now = self.clock.now()
        self.next_free = max(self.next_free, now - self.catch_up) + self.interval
        self.waiting.pop(ticket.seq, None)
        if not ticket.granted.done():
            ticket.granted.set_result(None)

    def _pick(self) -> Ticket | None:
        self._turns += 1
        if self._turns % self.fair_every == 0 and self.waiting:
            return next(iter(self.waiting.values()))  # the longest waiter
        while self.heap:
            priority, seq, ticket = heapq.heappop(self.heap)
            if seq in self.waiting and ticket.priority == priority:
                return ticket
        return next(iter(self.waiting.values()), None)

    async def _dispatch(self) -> None:
        while self.waiting:
            delay = self.next_free - self.clock.now()
            if delay > 0:
                await self.clock.sleep(delay)
                continue
            ticket = self._pick()
            if ticket is not None:
                self._grant(ticket)


@dataclass
class Grant:
    """The turns an operation was given: its first call's, and its priority for the rest."""

    priority: int
    prepaid: int = 1


# The operation a lane's worker is running: the platform's HTTP layer spends its prepaid turn
# and asks the gate for any further call at the same priority.
current_grant: ContextVar[Grant | None] = ContextVar("current_grant", default=None)


@contextlib.contextmanager
def granted(grant: Grant) -> Iterator[None]:
    token = current_grant.set(grant)
    try:
        yield
    finally:
        current_grant.reset(token)


@dataclass
class Item(Generic[P]):
    """One piece of work: ``payload`` is the platform's; ``key`` is None for a plain item."""

    payload: P
    since: float  # clock time it was queued (a batch of the service's messages shares one)
    seq: int  # arrival order
    key: Hashable | None = None
    attempts: int = 0  # times it was put back after a failed call
    background: bool = False  # after all live work (see the module's docstring)

    def order(self) -> tuple[float, int, int]:
        """The oldest first; within one batch a keyed item before the plain ones."""
        return (self.since, 0 if self.key is not None else 1, self.seq)


ItemT = TypeVar("ItemT", bound=Item[Any])


class Lane(Generic[ItemT]):
    """The pending work of one destination. Platforms override the hooks ``supersede``,
    ``joins`` and ``order``."""

    def __init__(self, destination: Hashable, interval: float) -> None:
        self.destination = destination
        self.interval = interval  # seconds between two calls
        self.keyed: dict[Hashable, ItemT] = {}
        self.plain: list[ItemT] = []
        self.next_free = -math.inf  # clock time of the next allowed call
        self.held = False  # nothing is taken until released (e.g. a user who blocked us)
        self.working = False  # an operation is under way
        self.wake = asyncio.Event()
        self.ticket: Ticket | None = None  # its place at the rate gate while it waits there

    def has_pending(self) -> bool:
        return bool(self.keyed or self.plain)

    def ready(self) -> bool:
        return self.has_pending() and not self.held

    def put(self, item: ItemT) -> None:
        if item.key is None:
            self.plain.append(item)
        else:
            old = self.keyed.get(item.key)
            if old is not None:
                if not self.supersede(old, item):
                    return
                item.since = min(old.since, item.since)  # it keeps the place of the first
                item.background = item.background and old.background
            self.keyed[item.key] = item
        if self.ticket is not None:
            self.ticket.promote(self.priority_of(item))
        self.wake.set()

    def put_back(self, items: list[ItemT]) -> None:
        """Return the items of a failed operation; a newer state of the same key wins."""
        for item in items:
            item.attempts += 1
            if item.key is not None:
                self.keyed.setdefault(item.key, item)
        self.plain[0:0] = [item for item in items if item.key is None]
        self.wake.set()

    def hold(self, until: float) -> None:
        """No call before clock time ``until`` (a rate limit, a back-off)."""
        self.next_free = max(self.next_free, until)

    def release(self) -> None:
        if self.held:
            self.held = False
            self.wake.set()

    def background_next(self) -> bool:
        """Whether all the pending work is background work (its next operation is)."""
        return all(item.background for item in self.keyed.values()) and all(
            item.background for item in self.plain
        )

    def take(self) -> list[ItemT]:
        """The next operation: one keyed item, or a run of plain ones that ``joins`` allows;
        live work before background work."""
        keyed = min(self.keyed.values(), key=self._ranked, default=None)
        plain = sorted(self.plain, key=self._ranked)  # stable: arrival order by default
        if keyed is not None and (not plain or self._ranked(keyed) < self._ranked(plain[0])):
            del self.keyed[keyed.key]
            return [keyed]
        run = [plain[0]]
        for following in plain[1:]:
            if following.background != run[0].background or not self.joins(run, following):
                break
            run.append(following)
        taken = {id(item) for item in run}
        self.plain = [item for item in self.plain if id(item) not in taken]
        return run

    def _ranked(self, item: ItemT) -> tuple[bool, tuple[Any, ...]]:
        return (item.background, self.order(item))

    def drop_all(self) -> list[ItemT]:
        items = [*self.keyed.values(), *self.plain]
        self.keyed.clear()
        self.plain.clear()
        return items

    def items(self) -> list[ItemT]:
        return [*self.keyed.values(), *self.plain]

    # ---- hooks -------------------------------------------------------------------------
    def supersede(self, old: ItemT, new: ItemT) -> bool:
        """Whether ``new`` replaces ``old``, a waiting state of the same key (it may merge
        what it must keep of ``old`` into ``new``). By default the newer always wins."""
        return True

    def joins(self, run: list[ItemT], following: ItemT) -> bool:
        """Whether the plain item ``following`` goes out in the same call as ``run``."""
        return False

    def order(self, item: ItemT) -> tuple[Any, ...]:
        return item.order()

    def priority_of(self, item: ItemT) -> int:
        """The item's ``Priority`` at the rate gate (background work: ``RESTORED``)."""
        return Priority.RESTORED if item.background else Priority.OTHER

    def priority(self) -> int:
        """The priority of the lane's most urgent pending work."""
        return min((self.priority_of(i) for i in self.items()), default=Priority.OTHER)


L = TypeVar("L", bound=Lane[Any])


class Lanes(Generic[L]):
    """Every destination's lane and its worker. ``perform(lane, items)`` makes the calls of
    one operation and returns how many it made (the lane's pacing counts them); it may put
    items back and hold the lane. ``idle``: how long a worker without work waits for more
    before it ends and its lane is forgotten; None: a worker ends as soon as its lane is
    empty, the lane (with the platform's state in it) stays and gets a new worker on ``put``.
    ``background_calls``: how many background operations may run at once over all lanes.
    """

    def __init__(
        self,
        clock: PacingClock,
        make_lane: Callable[[Any], L],
        perform: Callable[[L, list[Any]], Awaitable[int]],
        *,
        idle: float | None,
        name: str,
        background_calls: int = 1,
        gate: RateGate | None = None,
    ) -> None:
        self.clock = clock
        self._make_lane = make_lane
        self._perform = perform
        self.idle = idle
        self.name = name
        self.lanes: dict[Hashable, L] = {}
        self.tasks: dict[Hashable, asyncio.Task[None]] = {}
        self.closed = False
        self.background_calls = background_calls
        self.background_running = 0
        self.background_waiting: dict[Hashable, L] = {}  # lanes in the order they asked
        self.gate = gate

    def waiting_destinations(self) -> int:
        """How many destinations have work waiting."""
        return sum(1 for lane in self.lanes.values() if lane.has_pending())

    def lane(self, destination: Hashable) -> L:
        """The destination's lane, made on first use; its worker is started if none runs."""
        lane = self.lanes.get(destination)
        if lane is None:
            lane = self.lanes[destination] = self._make_lane(destination)
        self._start(lane)
        return lane

    def put(self, destination: Hashable, item: Any) -> None:
        self.lane(destination).put(item)

    def kick(self) -> None:
        """Start a worker wherever work waits without one (after a change made from outside)."""
        for lane in self.lanes.values():
            if lane.ready():
                self._start(lane)

    def _start(self, lane: L) -> None:
        if self.closed:
            return
        task = self.tasks.get(lane.destination)
        if task is None or task.done():
            self.tasks[lane.destination] = asyncio.create_task(
                self._work(lane), name=f"{self.name}-{lane.destination}"
            )

    def quiescent(self) -> bool:
        """No call in flight and none due before the clock moves on (for tests)."""
        now = self.clock.now()
        return all(
            not lane.working and (not lane.ready() or lane.next_free > now)
            for lane in self.lanes.values()
        )

    @property
    def busy(self) -> bool:
        return any(lane.working or lane.ready() for lane in self.lanes.values())

    async def drain(self, timeout: float) -> bool:
        """Wait (real time) until nothing deliverable is pending; False on timeout."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self.busy:
            if loop.time() >= deadline:
                return False
            self.kick()
            await asyncio.sleep(0.02)
        return True

    async def close(self) -> None:
        """No more work: every worker is cancelled and awaited."""
        self.closed = True
        tasks = list(self.tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.tasks.clear()

    async def _work(self, lane: L) -> None:
        while True:
            if not lane.ready():
                if self.background_running < self.background_calls:
                    self._next_background()  # a turn this lane was woken for is not lost
                if self.idle is None and not lane.has_pending():
                    return
                lane.wake.clear()
                try:  # not wait_for: on Python 3.11 it can drop a cancel arriving with work
                    async with asyncio.timeout(self.idle):
                        await lane.wake.wait()
                except TimeoutError:
                    if not lane.has_pending():
                        del self.lanes[lane.destination], self.tasks[lane.destination]
                        return
                continue
            delay = lane.next_free - self.clock.now()
            if delay > 0:
                await self.clock.sleep(delay)
                continue
            if not lane.background_next():
                await self._operate(lane)
            elif self.background_running < self.background_calls:
                self.background_waiting.pop(lane.destination, None)
                self.background_running += 1
                try:
                    await self._operate(lane)
                finally:
                    self.background_running -= 1
                    self._next_background()
            else:  # wait for a turn, or for live work (``put`` wakes the lane)
                self.background_waiting.setdefault(lane.destination, lane)
                lane.wake.clear()
                await lane.wake.wait()

    def _next_background(self) -> None:
        """A background turn is free: the lane that has waited longest for one takes it."""
        for destination, lane in list(self.background_waiting.items()):
            del self.background_waiting[destination]
            if self.lanes.get(destination) is lane and lane.ready():
                lane.wake.set()
                return

    async def _operate(self, lane: L) -> None:
        grant = None
        if self.gate is not None:
            grant = Grant(lane.priority())
            lane.ticket = self.gate.ticket(grant.priority)
            try:
                await self.gate.wait(lane.ticket)
            finally:
                grant.priority, lane.ticket = lane.ticket.priority, None
            if not lane.ready():  # its work went elsewhere meanwhile (a migrated chat)
                return
        items = lane.take()  # only now: what changed while the lane waited is coalesced
        lane.working = True
        try:
            if grant is None:
                calls = await self._perform(lane, items)
            else:
                with granted(grant):
                    calls = await self._perform(lane, items)
        except Exception:
            log.exception("%s: delivery to %s failed", self.name, lane.destination)
            calls = 1
        finally:
            lane.working = False
        lane.hold(self.clock.now() + lane.interval * calls)
