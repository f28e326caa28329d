"""Deadlines: the turn timer (a reminder at half time, then the computer moves), lobbies that
are never started, and tables nobody plays any more.

Deadlines live in memory and are derived from what is stored (when the table was created,
when each deal and move was made, which moves people made), so nothing is written for them on
a move and a restart re-arms them; one that passed while the bot was down fires at once.
Arming is here; firing is ``bot.timers``.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from bot.clock import Clock
from bot.table import LOBBY, RUNNING, Table

LOBBY_SECONDS = 30 * 60
IDLE_SECONDS = 24 * 60 * 60
TABLE_WIDE = -1


@dataclass
class Deadline:
    table_id: int
    kind: str  # "remind", "turn" (per seat), "lobby", "idle" (seat TABLE_WIDE)
    seat: int
    due: float
    armed: int  # the seat's move count when armed: a move of theirs re-arms it


Key = tuple[int, str, int]


class Deadlines:
    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.pending: dict[Key, Deadline] = {}
        self.changed = asyncio.Event()  # the timer task's wake-up: a deadline was set

    def set(self, table: Table, kind: str, seat: int, due: float, armed: int = 0) -> None:
        self.pending[(table.id, kind, seat)] = Deadline(table.id, kind, seat, due, armed)
        self.changed.set()

    def clear(self, table: Table, kind: str, seat: int) -> None:
        self.pending.pop((table.id, kind, seat), None)

    def clear_table(self, table: Table) -> None:
        for key in [k for k in self.pending if k[0] == table.id]:
            del self.pending[key]

    def next_due(self) -> float | None:
        return min((d.due for d in self.pending.values()), default=None)

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
                    del self.pending[(table.id, kind, seat)]
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
