"""Firing the deadlines that ``bot.deadlines`` arms: a reminder at half time, then the computer
moves for the person; lobbies never started close; tables nobody plays end as abandoned."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Awaitable, Callable

from bot.clock import Clock
from bot.deadlines import IDLE_SECONDS, LOBBY_SECONDS, Deadline, Deadlines
from bot.i18n import translate
from bot.index import TableIndex
from bot.outbox import Message, Target
from bot.play import TablePlay
from bot.preferences import Preferences
from bot.refusal import Refusal
from bot.table import LOBBY, RUNNING, Table
from bot.thinking import decide_off_loop

log = logging.getLogger(__name__)

Deliver = Callable[[list[Message]], Awaitable[None]]


class Timers:
    def __init__(
        self,
        deadlines: Deadlines,
        index: TableIndex,
        play: TablePlay,
        preferences: Preferences,
        clock: Clock,
    ) -> None:
        self.deadlines = deadlines
        self.index = index
        self.play = play
        self.preferences = preferences
        self.clock = clock

    async def tick(self) -> list[Message]:
        """Fire every deadline that is due now; the messages are for the adapters to deliver."""
        messages: list[Message] = []
        deadlines = self.deadlines
        # Those due now, earliest first; deadlines armed while these fire wait for the next tick.
        due = deque(deadlines.take_due(self.clock.now()))
        try:
            while due:
                deadline = due[0]
                table = self.index.tables.get(deadline.table_id)
                if table is None:
                    deadlines.fired(deadline)
                    due.popleft()
                    continue
                async with table.lock:
                    due.popleft()
                    if not deadlines.live(deadline):
                        continue  # a move in the meantime re-armed or cleared it
                    deadlines.fired(deadline)
                    try:
                        messages += await self._fire(table, deadline)
                    except Refusal as exc:  # the store was ahead: reloaded, timers re-armed
                        key = (deadline.table_id, deadline.kind, deadline.seat)
                        log.warning("table %d: deadline %s not fired (%s)", table.id, key, exc.key)
        finally:
            deadlines.put_back(due)  # interrupted: the rest stay armed
        return messages

    async def run(self, deliver: Deliver, idle_wait: float = 30.0) -> None:
        """Fire deadlines as they fall due, for ever (cancel the task to stop).

        The wait for a change is ``asyncio.timeout`` around the event itself, not
        ``asyncio.wait_for``: on Python 3.11 ``wait_for`` returns the result and drops a
        cancellation that arrives just as the change does, and the loop ran on for ever.
        """
        changed = self.deadlines.changed
        while True:
            messages = await self.tick()
            if messages:
                await deliver(messages)
            due = self.deadlines.next_due()
            wait = idle_wait if due is None else max(0.05, min(idle_wait, due - self.clock.now()))
            changed.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(wait):
                    await changed.wait()

    async def _fire(self, table: Table, deadline: Deadline) -> list[Message]:
        lang = self.preferences.chat_language(table.chat)
        if deadline.kind == "lobby":
            if table.status != LOBBY:
                return []
            await self.play.finish(table, "closed")
            text = translate("timer.lobby_closed", lang, id=table.id, minutes=LOBBY_SECONDS // 60)
            return [Message(Target.chat(table.chat), text, table_id=table.id)]
        if deadline.kind == "idle":
            if table.status != RUNNING:
                return []
            await self.play.finish(table, "abandoned")
            text = translate("timer.abandoned", lang, id=table.id, hours=IDLE_SECONDS // 3600)
            return [Message(Target.chat(table.chat), text, table_id=table.id)]
        if deadline.kind == "notice":
            return self.play.messages.notice(table, deadline.seat, deadline.armed)
        game = table.game
        seat = deadline.seat
        if (
            table.status != RUNNING
            or game is None
            or seat not in game.awaiting() | game.waits_for()
            or table.is_computer(seat)
        ):
            return []
        row = table.seats[seat]
        if deadline.kind == "remind":
            left = int(deadline.due - self.clock.now() + table.turn_seconds / 2)
            assert row.user_id is not None
            mine = self.preferences.user_language(row.user_id)
            text = translate("timer.reminder", mine, id=table.id, seconds=max(left, 0))
            return [Message(Target.user(row.user_id), text, table_id=table.id, seat=seat)]
        return await self._time_out(table, seat)

    async def _time_out(self, table: Table, seat: int) -> list[Message]:
        """The computer makes this seat's move; twice in a row and the seat is marked away."""
        game = table.game
        assert game is not None
        row = table.seats[seat]
        legal = game.legal_moves(seat)
        move = await decide_off_loop(table, seat, legal, True)  # at the table's level
        if move is None or move not in legal:
            move = legal[0]
        row.timeouts += 1
        row.away = row.timeouts >= 2
        await self.play.save_seats(table, table.seats)
        key = "timer.away" if row.away else "timer.timed_out"
        note = self.play.messages.say(table, key, name=row.name, id=table.id)
        events = await self.play.commit_move(table, seat, move.words(table.names))
        events += await self.play.computer_turns(table)
        return [note, *self.play.after(table, events)]
