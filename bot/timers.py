"""Deadlines: the turn timer (a reminder at half time, then the computer moves), lobbies that
are never started, and tables nobody plays any more.

Deadlines live in memory and are derived from what is stored (when the table was created,
when each deal and move was made, which moves people made), so nothing is written for them on
a move and a restart re-arms them; one that passed while the bot was down fires at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot.clock import Clock
from bot.i18n import translate
from bot.info import Refusal
from bot.outbox import Message, Target
from bot.players import choose_move
from bot.store import Store
from bot.table import LOBBY, RUNNING, Table
from engine.core import Event

LOBBY_SECONDS = 30 * 60
IDLE_SECONDS = 24 * 60 * 60
TABLE_WIDE = -1

log = logging.getLogger(__name__)

Deliver = Callable[[list[Message]], Awaitable[None]]


@dataclass
class Deadline:
    table_id: int
    kind: str  # "remind", "turn" (per seat), "lobby", "idle" (seat TABLE_WIDE)
    seat: int
    due: float
    armed: int  # the seat's move count when armed: a move of theirs re-arms it


class TimerCommands:
    """Mixed into TableService."""

    store: Store
    clock: Clock
    tables: dict[int, Table]
    deadlines: dict[tuple[int, str, int], Deadline]
    _timers_changed: asyncio.Event

    # provided by TableService
    async def _commit_move(self, table: Table, seat: int, words: str) -> list[tuple[int, Event]]:
        raise NotImplementedError

    async def _after(
        self, table: Table, events: list[tuple[int, Event]], everyone: bool = False
    ) -> list[Message]:
        raise NotImplementedError

    async def _computer_turns(self, table: Table) -> list[tuple[int, Event]]:
        raise NotImplementedError

    async def _finish(self, table: Table, status: str) -> None:
        raise NotImplementedError

    async def _save_seats(self, table: Table, seats: list[Any]) -> None:
        raise NotImplementedError

    def chat_language(self, chat: str) -> str:
        raise NotImplementedError

    def user_language(self, user: str) -> str:
        raise NotImplementedError

    # ---- arming --------------------------------------------------------------------------
    def _set_deadline(self, table: Table, kind: str, seat: int, due: float, armed: int = 0) -> None:
        self.deadlines[(table.id, kind, seat)] = Deadline(table.id, kind, seat, due, armed)
        self._timers_changed.set()

    def _clear_deadline(self, table: Table, kind: str, seat: int) -> None:
        self.deadlines.pop((table.id, kind, seat), None)

    def _clear_table_deadlines(self, table: Table) -> None:
        for key in [k for k in self.deadlines if k[0] == table.id]:
            del self.deadlines[key]

    def _arm_restored(self, table: Table) -> None:
        """A table rebuilt at start-up: its deadlines from its stored times."""
        if table.status == LOBBY:
            self._set_deadline(table, "lobby", TABLE_WIDE, table.created_at + LOBBY_SECONDS)
        elif table.status == RUNNING:
            self._set_deadline(table, "idle", TABLE_WIDE, table.last_human_at + IDLE_SECONDS)
            self._arm_turn_timers(table, since=table.last_move_at)

    def _arm_turn_timers(self, table: Table, since: float | None = None) -> None:
        """Each person the game waits on has a turn timer; it restarts when they move.

        ``since``: when the turn began, if not now (a restart). A reminder already due then
        is not sent again late; the turn's own deadline still fires.
        """
        game = table.game
        waiting: set[int] = set()
        if table.status == RUNNING and game is not None and table.turn_seconds > 0:
            waiting = {s for s in game.awaiting() if not table.is_computer(s)}
        # Only this table's seats are looked up: a move costs the same however many tables run.
        for seat in range(len(table.seats)):
            for kind in ("remind", "turn"):
                deadline = self.deadlines.get((table.id, kind, seat))
                if deadline is not None and (
                    seat not in waiting or deadline.armed != table.moves_by(seat)
                ):
                    del self.deadlines[(table.id, kind, seat)]
        now = self.clock.now()
        start = now if since is None else since
        for seat in waiting:
            if (table.id, "turn", seat) in self.deadlines:
                continue
            armed = table.moves_by(seat)
            remind = start + table.turn_seconds / 2
            if remind > now or since is None:
                self._set_deadline(table, "remind", seat, remind, armed)
            self._set_deadline(table, "turn", seat, start + table.turn_seconds, armed)

    # ---- firing --------------------------------------------------------------------------
    async def tick(self) -> list[Message]:
        """Fire every deadline that is due now; the messages are for the adapters to deliver."""
        messages: list[Message] = []
        now = self.clock.now()
        for key, deadline in sorted(self.deadlines.items(), key=lambda item: item[1].due):
            if deadline.due > now:
                break
            table = self.tables.get(deadline.table_id)
            if table is None or self.deadlines.get(key) is not deadline:
                self.deadlines.pop(key, None)
                continue
            async with table.lock:
                if self.deadlines.get(key) is not deadline:
                    continue  # a move in the meantime re-armed or cleared it
                del self.deadlines[key]
                try:
                    messages += await self._fire(table, deadline)
                except Refusal as exc:  # the store was ahead: reloaded, and the timers re-armed
                    log.warning("table %d: deadline %s not fired (%s)", table.id, key, exc.key)
        return messages

    def next_due(self) -> float | None:
        return min((d.due for d in self.deadlines.values()), default=None)

    async def run_timers(self, deliver: Deliver, idle_wait: float = 30.0) -> None:
        """Fire deadlines as they fall due, for ever (cancel the task to stop).

        The wait for a change is ``asyncio.timeout`` around the event itself, not
        ``asyncio.wait_for``: on Python 3.11 ``wait_for`` returns the result and drops a
        cancellation that arrives just as the change does, and the loop ran on for ever.
        """
        while True:
            messages = await self.tick()
            if messages:
                await deliver(messages)
            due = self.next_due()
            wait = idle_wait if due is None else max(0.05, min(idle_wait, due - self.clock.now()))
            self._timers_changed.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(wait):
                    await self._timers_changed.wait()

    async def _fire(self, table: Table, deadline: Deadline) -> list[Message]:
        lang = self.chat_language(table.chat)
        if deadline.kind == "lobby":
            if table.status != LOBBY:
                return []
            await self._finish(table, "closed")
            text = translate("timer.lobby_closed", lang, id=table.id, minutes=LOBBY_SECONDS // 60)
            return [Message(Target.chat(table.chat), text, table_id=table.id)]
        if deadline.kind == "idle":
            if table.status != RUNNING:
                return []
            await self._finish(table, "abandoned")
            text = translate("timer.abandoned", lang, id=table.id, hours=IDLE_SECONDS // 3600)
            return [Message(Target.chat(table.chat), text, table_id=table.id)]
        game = table.game
        seat = deadline.seat
        if (
            table.status != RUNNING
            or game is None
            or seat not in game.awaiting()
            or table.is_computer(seat)
        ):
            return []
        row = table.seats[seat]
        if deadline.kind == "remind":
            left = int(deadline.due - self.clock.now() + table.turn_seconds / 2)
            assert row.user_id is not None
            mine = self.user_language(row.user_id)
            text = translate("timer.reminder", mine, id=table.id, seconds=max(left, 0))
            return [Message(Target.user(row.user_id), text, table_id=table.id, seat=seat)]
        return await self._time_out(table, seat)

    async def _time_out(self, table: Table, seat: int) -> list[Message]:
        """The computer makes this seat's move; twice in a row and the seat is marked away."""
        game = table.game
        assert game is not None
        row = table.seats[seat]
        rng = random.Random(f"{table.seed}:{len(table.decks)}:{table.move_count}:{seat}")
        move = choose_move(table.game_id, game.view(seat), game.legal_moves(seat), rng, True)
        assert move is not None
        row.timeouts += 1
        row.away = row.timeouts >= 2
        await self._save_seats(table, table.seats)
        key = "timer.away" if row.away else "timer.timed_out"
        note = Message(
            Target.chat(table.chat),
            translate(key, self.chat_language(table.chat), name=row.name, id=table.id),
            table_id=table.id,
        )
        events = await self._commit_move(table, seat, move.words(table.names))
        events += await self._computer_turns(table)
        return [note, *await self._after(table, events)]
