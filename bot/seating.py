"""Seats changing hands during a match (/leave, /sit, /kick, /back) and /settings."""

from __future__ import annotations

import asyncio

from babel import Locale

from bot.commands import Command
from bot.context import Context
from bot.i18n import languages, translate
from bot.index import TableIndex
from bot.names import name_key, person_name
from bot.outbox import Message, Target
from bot.play import TablePlay
from bot.preferences import Preferences
from bot.refusal import Refusal
from bot.store import SeatRow
from bot.table import RUNNING, Table
from engine.numbers import parse_int

TURN_SECONDS_MAX = 24 * 60 * 60


class Seating:
    def __init__(
        self,
        index: TableIndex,
        play: TablePlay,
        preferences: Preferences,
        seating_lock: asyncio.Lock,
    ) -> None:
        self.index = index
        self.play = play
        self.messages = play.messages
        self.preferences = preferences
        self.seating_lock = seating_lock  # the service's: guards the indexes while seats change

    def _running_table(self, ctx: Context) -> Table:
        table = self.index.table_for(ctx)
        if table is None:
            raise Refusal("no_table")
        if table.status != RUNNING or table.game is None:
            raise Refusal("not_running")
        return table

    async def _hand_to_computer(self, table: Table, seat: int) -> list[Message]:
        row = table.seats[seat]
        farewell: list[Message] = []
        if row.user_id:
            self.index.by_user.pop(row.user_id, None)
            # Their private hand loses its buttons: the seat is no longer theirs.
            lang = self.preferences.user_language(row.user_id)
            text = translate("hand.left", lang, id=table.id)
            farewell.append(
                Message(Target.user(row.user_id), text, slot="hand", table_id=table.id, seat=seat)
            )
        table.seats[seat] = SeatRow(None, row.name, True)
        table.shown_hands.pop(seat, None)
        await self.play.save_seats(table, table.seats)
        return farewell + self.play.after(table, await self.play.computer_turns(table))

    async def leave_match(self, table: Table, seat: int) -> list[Message]:
        """/leave while the match runs: the computer takes the seat and the match goes on."""
        async with self.seating_lock, table.lock:
            name = table.seats[seat].name
            out = await self._hand_to_computer(table, seat)
        return [self.messages.say(table, "ok.left_match", name=name), *out]

    async def sit(self, ctx: Context, command: Command) -> list[Message]:
        table = self._running_table(ctx)
        by_user = self.index.by_user
        async with self.seating_lock, table.lock:
            if table.seat_of(ctx.user_id) is not None:
                raise Refusal("already_seated")
            if ctx.user_id in by_user:
                raise Refusal("seated_elsewhere", id=by_user[ctx.user_id])
            free = [i for i, s in enumerate(table.seats) if s.is_bot]
            if not free:
                raise Refusal("no_computer_seat")
            seat = pick_seat(table, command.args, free) if command.args else None
            if seat is None:
                if len(free) != 1 or command.args:
                    names = ", ".join(f"{i + 1} {table.seats[i].name}" for i in free)
                    raise Refusal("which_seat", seats=names)
                seat = free[0]
            current = [s.name for s in table.seats]
            name = person_name(ctx.user_name, current, table.names, seat)
            table.seats[seat] = SeatRow(ctx.user_id, name, False)
            await self.play.save_seats(table, table.seats)
            by_user[ctx.user_id] = table.id
            note = self.messages.say(table, "ok.sat", name=name, seat=seat + 1)
            return [note, *self.play.after(table, [])]

    async def kick(self, ctx: Context, command: Command) -> list[Message]:
        table = self._running_table(ctx)
        if ctx.user_id != table.creator and not ctx.is_admin:
            raise Refusal("not_allowed_kick")
        humans = [i for i, s in enumerate(table.seats) if not s.is_bot]
        seat = pick_seat(table, command.args, humans) if command.args else None
        if seat is None:
            names = ", ".join(f"{i + 1} {table.seats[i].name}" for i in humans) or "—"
            raise Refusal("which_player", seats=names)
        async with self.seating_lock, table.lock:
            name = table.seats[seat].name
            out = await self._hand_to_computer(table, seat)
        return [self.messages.say(table, "ok.kicked", name=name), *out]

    async def back(self, ctx: Context, command: Command) -> list[Message]:
        table = self._running_table(ctx)
        seat = table.seat_of(ctx.user_id)
        if seat is None:
            raise Refusal("not_seated")
        async with table.lock:
            row = table.seats[seat]
            if row.away or row.timeouts:
                row.away, row.timeouts = False, 0
                await self.play.save_seats(table, table.seats)
            note = self.messages.say(table, "ok.back", name=row.name)
            return [note, *self.play.after(table, [])]

    async def settings(self, ctx: Context, command: Command) -> list[Message]:
        """``notify=on|off`` and ``language=<code>|auto`` for the person; ``turn_seconds=N``
        and ``group_language=<code>|auto`` for the chat (a chat admin, in the group)."""
        # Every argument is checked before any is applied: a refused command changes nothing.
        changes: list[tuple[str, str, str | None]] = []
        for arg in command.args:
            key, _, value = arg.partition("=")
            key, value = key.lower(), value.lower()
            seconds = parse_int(value, 0, TURN_SECONDS_MAX) if key == "turn_seconds" else None
            if key in ("notify", "public") and value in ("on", "off"):
                changes.append((ctx.user_id, key, value))
            elif key == "language":
                changes.append((ctx.user_id, key, _language_choice(value)))
            elif key in ("turn_seconds", "group_language") and (ctx.private or not ctx.is_admin):
                raise Refusal("not_allowed_settings")
            elif seconds is not None:
                changes.append((ctx.chat, "turn_seconds", str(seconds)))
            elif key == "group_language":
                changes.append((ctx.chat, key, _language_choice(value)))
            else:
                raise Refusal("bad_setting", text=arg)
        preferences = self.preferences
        for scope, key, chosen in changes:
            if key in ("language", "group_language"):
                await preferences.choose(scope, key, chosen)
            elif chosen is not None:
                await preferences.set(scope, key, chosen)
        # Answered in the language the person has now (a new choice applies at once).
        lang = preferences.user_language(ctx.user_id)
        text = translate(
            "ok.settings",
            lang,
            notify=preferences.get(ctx.user_id, "notify", "on"),
            public=preferences.get(ctx.user_id, "public", "on"),
            your_language=language_name(lang),
            turn_seconds=preferences.get(ctx.chat, "turn_seconds", "120"),
            chat_language=language_name(preferences.chat_language(ctx.chat)),
        )
        return [Message(Target.user(ctx.user_id), text, alert=True)]  # for them alone


def _language_choice(value: str) -> str | None:
    """A language code the bot speaks, or None for ``auto`` (the platform's language)."""
    if value == "auto":
        return None
    if value not in languages():
        raise Refusal("bad_language", text=value, languages=", ".join(sorted(languages())))
    return value


def language_name(code: str) -> str:
    """``de`` -> ``de (Deutsch)``: the code a player types and the language's own name."""
    return f"{code} ({Locale.parse(code).get_display_name(code)})"


def pick_seat(table: Table, args: tuple[str, ...], allowed: list[int]) -> int | None:
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
            i for i, row in enumerate(table.seats) if {key(row.name), key(table.names[i])} & keys
        }
        if found:
            seat = found.pop()
            return seat if not found and seat in allowed else None
    return None


def _spaced(name: str) -> str:
    """A name as typed words carry it: its words joined by one space."""
    return " ".join(name.split())
