"""Seats changing hands during a match (/leave, /sit, /kick, /back) and /settings."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.commands import Command
from bot.i18n import translate
from bot.info import Refusal
from bot.names import name_key, person_name
from bot.outbox import Message, Target
from bot.store import SeatRow, Store
from bot.table import RUNNING, Table
from engine.core import Event
from engine.numbers import parse_int

TURN_SECONDS_MAX = 24 * 60 * 60


class SeatCommands:
    """Mixed into TableService."""

    store: Store
    by_user: dict[str, int]
    settings: dict[str, dict[str, str]]
    _seating: asyncio.Lock

    # provided by TableService
    def table_for(self, ctx: Any) -> Table | None:
        raise NotImplementedError

    async def _save_seats(self, table: Table, seats: list[SeatRow]) -> None:
        raise NotImplementedError

    async def _computer_turns(self, table: Table) -> list[tuple[int, Event]]:
        raise NotImplementedError

    async def _after(
        self, table: Table, events: list[tuple[int, Event]], everyone: bool = False
    ) -> list[Message]:
        raise NotImplementedError

    def user_language(self, user: str) -> str:
        raise NotImplementedError

    def _say(self, table: Table, key: str, **params: Any) -> Message:
        raise NotImplementedError

    def _hand_message(self, table: Table, seat: int, lang: str, action: str = "") -> Message:
        raise NotImplementedError

    def _reply_target(self, ctx: Any) -> Target:
        raise NotImplementedError

    def _running_table(self, ctx: Any) -> Table:
        table = self.table_for(ctx)
        if table is None:
            raise Refusal("no_table")
        if table.status != RUNNING or table.game is None:
            raise Refusal("not_running")
        return table

    async def _hand_to_computer(self, table: Table, seat: int) -> list[Message]:
        row = table.seats[seat]
        farewell: list[Message] = []
        if row.user_id:
            self.by_user.pop(row.user_id, None)
            # Their private hand loses its buttons: the seat is no longer theirs.
            text = translate("hand.left", self.user_language(row.user_id), id=table.id)
            farewell.append(
                Message(Target.user(row.user_id), text, slot="hand", table_id=table.id, seat=seat)
            )
        table.seats[seat] = SeatRow(None, row.name, True)
        table.shown_hands.pop(seat, None)
        await self._save_seats(table, table.seats)
        return farewell + await self._after(table, await self._computer_turns(table))

    async def leave_match(self, ctx: Any, table: Table, seat: int) -> list[Message]:
        """/leave while the match runs: the computer takes the seat and the match goes on."""
        async with self._seating, table.lock:
            name = table.seats[seat].name
            out = await self._hand_to_computer(table, seat)
        return [self._say(table, "ok.left_match", name=name), *out]

    async def _cmd_sit(self, ctx: Any, command: Command) -> list[Message]:
        table = self._running_table(ctx)
        async with self._seating, table.lock:
            if table.seat_of(ctx.user_id) is not None:
                raise Refusal("already_seated")
            if ctx.user_id in self.by_user:
                raise Refusal("seated_elsewhere", id=self.by_user[ctx.user_id])
            free = [i for i, s in enumerate(table.seats) if s.is_bot]
            if not free:
                raise Refusal("no_computer_seat")
            seat = self._pick_seat(table, command.args, free) if command.args else None
            if seat is None:
                if len(free) != 1 or command.args:
                    names = ", ".join(f"{i + 1} {table.seats[i].name}" for i in free)
                    raise Refusal("which_seat", seats=names)
                seat = free[0]
            current = [s.name for s in table.seats]
            name = person_name(ctx.user_name, current, table.names, seat)
            table.seats[seat] = SeatRow(ctx.user_id, name, False)
            await self._save_seats(table, table.seats)
            self.by_user[ctx.user_id] = table.id
            note = self._say(table, "ok.sat", name=name, seat=seat + 1)
            return [note, *await self._after(table, [])]

    @staticmethod
    def _pick_seat(table: Table, args: tuple[str, ...], allowed: list[int]) -> int | None:
        """The seat ``args`` name: by its number (1, 2, …), else the one seat whose name now or
        in the record is the text (an ``@`` before it or not), exactly or else ignoring case.
        ``None`` when no seat or several match, or the seat is not one of ``allowed``."""
        wanted = " ".join(" ".join(args).split())
        number = parse_int(wanted, 1, len(table.seats))
        if number is not None:
            return number - 1 if number - 1 in allowed else None
        texts = dict.fromkeys((wanted, wanted.removeprefix("@")))
        for key in (_spaced, lambda name: name_key(_spaced(name))):
            keys = {key(text) for text in texts}
            found = {
                i
                for i, row in enumerate(table.seats)
                if {key(row.name), key(table.names[i])} & keys
            }
            if found:
                seat = found.pop()
                return seat if not found and seat in allowed else None
        return None

    async def _cmd_kick(self, ctx: Any, command: Command) -> list[Message]:
        table = self._running_table(ctx)
        if ctx.user_id != table.creator and not ctx.is_admin:
            raise Refusal("not_allowed_kick")
        humans = [i for i, s in enumerate(table.seats) if not s.is_bot]
        seat = self._pick_seat(table, command.args, humans) if command.args else None
        if seat is None:
            names = ", ".join(f"{i + 1} {table.seats[i].name}" for i in humans) or "—"
            raise Refusal("which_player", seats=names)
        async with self._seating, table.lock:
            name = table.seats[seat].name
            out = await self._hand_to_computer(table, seat)
        return [self._say(table, "ok.kicked", name=name), *out]

    async def _cmd_back(self, ctx: Any, command: Command) -> list[Message]:
        table = self._running_table(ctx)
        seat = table.seat_of(ctx.user_id)
        if seat is None:
            raise Refusal("not_seated")
        async with table.lock:
            row = table.seats[seat]
            if row.away or row.timeouts:
                row.away, row.timeouts = False, 0
                await self._save_seats(table, table.seats)
            note = self._say(table, "ok.back", name=row.name)
            return [note, *await self._after(table, [])]

    async def _cmd_settings(self, ctx: Any, command: Command) -> list[Message]:
        lang = ctx.language
        # Every argument is checked before any is applied: a refused command changes nothing.
        changes: list[tuple[str, str, str]] = []
        for arg in command.args:
            key, _, value = arg.partition("=")
            key, value = key.lower(), value.lower()
            seconds = parse_int(value, 0, TURN_SECONDS_MAX) if key == "turn_seconds" else None
            if key == "notify" and value in ("on", "off"):
                changes.append((ctx.user_id, "notify", value))
            elif seconds is not None:
                if ctx.private or not ctx.is_admin:
                    raise Refusal("not_allowed_settings")
                changes.append((ctx.chat, "turn_seconds", str(seconds)))
            else:
                raise Refusal("bad_setting", text=arg)
        for scope, key, value in changes:
            await self._set(scope, key, value)
        mine = self.settings.get(ctx.user_id, {})
        chat = self.settings.get(ctx.chat, {})
        text = translate(
            "ok.settings",
            lang,
            notify=mine.get("notify", "on"),
            turn_seconds=chat.get("turn_seconds", "120"),
        )
        return [Message(Target.user(ctx.user_id), text, alert=True)]  # for them alone

    async def _set(self, scope: str, key: str, value: str) -> None:
        await self.store.set_setting(scope, key, value)
        self.settings.setdefault(scope, {})[key] = value


def _spaced(name: str) -> str:
    """A name as typed words carry it: its words joined by one space."""
    return " ".join(name.split())
