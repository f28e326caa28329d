"""Deadlines: the turn timer (a reminder at half time, then the computer moves), lobbies that
are never started, and tables nobody plays any more.

Deadlines live in memory and are derived from what is stored (when the table was created,
when each deal and move was made, which moves people made), so nothing is written for them on
a move and a restart re-arms them; one that passed while the bot was down fires at once.
Arming is here; firing is ``bot.timers``.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import Iterable
from dataclasses import dataclass

from bot.clock import Clock
from bot.table import LOBBY, RUNNING, Table

LOBBY_SECONDS = 30 * 60
IDLE_SECONDS = 24 * 60 * 60
TABLE_WIDE = -1


@dataclass
class Deadline:
    table_id: int
    kind: str  # "remind", "turn", "notice" (per seat), "lobby", "idle" (seat TABLE_WIDE)
    seat: int
    due: float
    armed: int  # the seat's move count when armed: a move of theirs re-arms it
    order: int = 0  # among deadlines due at the same time, the first set fires first


Key = tuple[int, str, int]
Entry = tuple[float, int, int, Deadline]  # due, order, a tie-break unique per entry


class Deadlines:
    """The armed deadlines, in a heap by due time with lazy deletion.

    ``pending`` holds the one live deadline per key; the heap holds it too, beside entries of
    deadlines since cleared or re-armed, which are dropped when they reach the top (an entry
    is live while ``pending`` holds that very object). So setting, clearing and taking the
    next due deadline cost O(log n), not a sort of every deadline; when dead entries outnumber
    live ones the heap is rebuilt from ``pending`` (O(n), at most once per n changes).

    Deadlines due at the same time fire in the order their keys were first set (and a key
    set again while still pending keeps its place), as the sort of ``pending`` did before.
    """

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.pending: dict[Key, Deadline] = {}
        self.by_table: dict[int, set[Key]] = {}
        self.heap: list[Entry] = []
        self.counter = itertools.count()  # the order of first setting
        self.pushes = itertools.count()
        self.changed = asyncio.Event()  # the timer task's wake-up: a deadline now comes sooner

    def set(self, table: Table, kind: str, seat: int, due: float, armed: int = 0) -> None:
        key = (table.id, kind, seat)
        old = self.pending.get(key)
        order = next(self.counter) if old is None else old.order
        deadline = Deadline(table.id, kind, seat, due, armed, order)
        self.pending[key] = deadline
        self.by_table.setdefault(table.id, set()).add(key)
        # The timer task sleeps until the earliest entry: wake it only if this one is sooner.
        if not self.heap or due < self.heap[0][0]:
            self.changed.set()
        heapq.heappush(self.heap, (due, order, next(self.pushes), deadline))
        self._compact()

    def clear(self, table: Table, kind: str, seat: int) -> None:
        self._drop((table.id, kind, seat))

    def clear_table(self, table: Table) -> None:
        for key in list(self.by_table.get(table.id, ())):
            self._drop(key)

    def live(self, deadline: Deadline) -> bool:
        """Whether ``deadline`` is still the one armed for its key (not cleared or re-armed)."""
        return self.pending.get(_key(deadline)) is deadline

    def fired(self, deadline: Deadline) -> None:
        """``deadline`` is being fired: it is no longer pending."""
        if self.live(deadline):
            self._drop(_key(deadline))

    def take_due(self, now: float) -> list[Deadline]:
        """The live deadlines due by ``now``, earliest first, taken off the heap (they stay
        pending until fired; ``put_back`` those that were not)."""
        due: list[Deadline] = []
        heap = self.heap
        while heap and heap[0][0] <= now:
            deadline = heapq.heappop(heap)[3]
            if self.live(deadline):
                due.append(deadline)
        return due

    def put_back(self, deadlines: Iterable[Deadline]) -> None:
        """Deadlines taken by ``take_due`` and not fired (the tick was interrupted)."""
        for deadline in deadlines:
            if self.live(deadline):
                heapq.heappush(
                    self.heap, (deadline.due, deadline.order, next(self.pushes), deadline)
                )

    def next_due(self) -> float | None:
        heap = self.heap
        while heap and not self.live(heap[0][3]):
            heapq.heappop(heap)
        return heap[0][0] if heap else None

    def _drop(self, key: Key) -> None:
        if self.pending.pop(key, None) is None:
            return
        keys = self.by_table[key[0]]
        keys.discard(key)
        if not keys:
            del self.by_table[key[0]]

    def _compact(self) -> None:
        if len(self.heap) > 64 and len(self.heap) > 2 * len(self.pending):
            self.heap = [(d.due, d.order, next(self.pushes), d) for d in self.pending.values()]
            heapq.heapify(self.heap)

    def arm_restored(self, table: Table) -> None:
        """A table rebuilt at start-up: its deadlines from its stored times."""
        if table.status == LOBBY:
            self.set(table, "lobby", TABLE_WIDE, table.created_at + LOBBY_SECONDS)
        elif table.status == RUNNING:
            self.set(table, "idle", TABLE_WIDE, table.last_human_at + IDLE_SECONDS)
            self.arm_turns(table, since=table.last_move_at)

    def arm_turns(self, table: Table, since: float | None = None) -> None:
        """Each person the game waits on has a turn timer; it restarts when they move.

        ``since``: when the turn began, if not now (a restart). A reminder already due then
        is not sent again late; the turn's own deadline still fires.
        """
        game = table.game
        waiting: set[int] = set()
        if table.status == RUNNING and game is not None and table.turn_seconds > 0:
            waited = game.awaiting() | game.waits_for()  # an optional move waited for, too
            waiting = {s for s in waited if not table.is_computer(s)}
        # Only this table's seats are looked up: a move costs the same however many tables run.
        for seat in range(len(table.seats)):
            for kind in ("remind", "turn"):
                deadline = self.pending.get((table.id, kind, seat))
                if deadline is not None and (
                    seat not in waiting or deadline.armed != table.moves_by(seat)
                ):
                    self._drop((table.id, kind, seat))
        now = self.clock.now()
        start = now if since is None else since
        for seat in waiting:
            if (table.id, "turn", seat) in self.pending:
                continue
            armed = table.moves_by(seat)
            remind = start + table.turn_seconds / 2
            if remind > now or since is None:
                self.set(table, "remind", seat, remind, armed)
            self.set(table, "turn", seat, start + table.turn_seconds, armed)

    def arm_notices(self, table: Table, delay: float) -> None:
        """A "your turn" notice ``delay`` seconds from now for each seat whose turn has just
        begun (``table.to_notice``, from the render); it fires only if the seat has not moved
        by then (``armed``: its move count now). None where the turn timer's reminder comes as
        soon: that message tells them already."""
        seats, table.to_notice = sorted(table.to_notice), set()
        if 0 < table.turn_seconds / 2 <= delay:
            return
        due = self.clock.now() + delay
        for seat in seats:
            self.set(table, "notice", seat, due, table.moves_by(seat))


def _key(deadline: Deadline) -> Key:
    return (deadline.table_id, deadline.kind, deadline.seat)
