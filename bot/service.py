"""The table service: every command and button press of every adapter comes through here.

One lock per table serialises its changes; tables run concurrently. A move is validated by
the engine on a copy of the match, committed to the store, and only then swapped in and
rendered into messages (the outbox) for the adapter to deliver.

The service is composed of parts, each with its dependencies given explicitly:
``TableIndex`` (which tables are live, where), ``Preferences`` (settings and languages),
``TableMessages`` (what is said, to whom, in which language), ``Deadlines`` (timers armed),
``TablePlay`` (the commit path), ``Timers`` (timers fired), ``Seating`` and ``InfoCommands``
(their commands). The service itself holds the entry points, the lobby and the moves.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from bot import render
from bot.buttons import ButtonData
from bot.clock import Clock
from bot.commands import Command, CommandError, parse_command, parse_options
from bot.context import Context
from bot.deadlines import IDLE_SECONDS, LOBBY_SECONDS, TABLE_WIDE, Deadlines
from bot.games import GAMES
from bot.i18n import has_text, translate
from bot.index import TableIndex
from bot.info import InfoCommands
from bot.limits import Limits
from bot.messages import TableMessages
from bot.names import clean_name, computer_name, person_name, rematch_seats
from bot.offers import Offers, offers_for, told_by_line
from bot.outbox import Message, Target
from bot.play import TablePlay
from bot.preferences import Preferences
from bot.refusal import Refusal
from bot.restore import Restore
from bot.search.levels import DEFAULT_LEVEL, LEVELS
from bot.seating import TURN_SECONDS_MAX, Seating, pick_seat
from bot.store import SeatRow, Store
from bot.table import ABORTED, FINISHED, LOBBY, RUNNING, Table
from bot.thinking import hint_verdict
from bot.timers import Deliver, Timers
from engine.core import Pass
from engine.errors import IllegalMove, OptionError
from engine.games import canonical_game_id
from engine.numbers import parse_int
from engine.options import non_default

log = logging.getLogger(__name__)

Handler = Callable[[Context, Command], Awaitable[list[Message]]]
# Commands that read no table in memory (the store or nothing): never held for a restore.
TABLELESS = frozenset({"help", "rules", "ratings", "standings", "history", "profile", "export"})


class TableService:
    def __init__(
        self,
        store: Store,
        seed: str | None = None,
        button_limit: int = 24,
        clock: Clock | None = None,
        limits: Limits | None = None,
    ) -> None:
        self.store = store
        self.clock = clock or Clock()
        self.seed = seed  # fixed seed for tests and demos; otherwise a random one per table
        self.limits = limits or Limits()  # per user and chat; Limits.off() for none
        self.index = TableIndex()
        self.preferences = Preferences(store)
        self.messages = TableMessages(self.preferences, button_limit)
        self.deadlines = Deadlines(self.clock)
        self.play = TablePlay(store, self.clock, self.index, self.deadlines, self.messages)
        self.timers = Timers(self.deadlines, self.index, self.play, self.preferences, self.clock)
        self._seating = asyncio.Lock()  # guards the indexes while tables open and fill
        self.seating = Seating(self.index, self.play, self.preferences, self._seating)
        self.info = InfoCommands(
            self.index,
            store,
            self.messages,
            hidden=lambda user: self.preferences.get(user, "public", "on") == "off",
        )
        self.restoring = Restore(
            store, self.index, self.deadlines, self.play, self.messages, self.preferences
        )
        # ``hold`` closes both before the platforms start, so that an update that arrives
        # during start-up waits for its table instead of missing it. ``_ready``: the open
        # tables are known (each entry point then waits for its own, see ``Restore``);
        # ``_rebuilt``: every table is in memory.
        self._ready = asyncio.Event()
        self._ready.set()
        self._rebuilt = asyncio.Event()
        self._rebuilt.set()
        self.commands: dict[str, Handler] = {
            "new": self._new,
            "join": self._join,
            "leave": self._leave,
            "addbot": self._addbot,
            "hint": self._hint,
            "start": self._start,
            "hand": self._hand,
            "auto": self._auto,
            "abort": self._abort,
            "rematch": self._rematch,
            "sit": self.seating.sit,
            "kick": self._kick,
            "removebot": self._removebot,
            "back": self.seating.back,
            "settings": self.seating.settings,
            "score": self.info.score,
            "last": self.info.last,
            "standings": self.info.standings,
            "ratings": self.info.ratings_board,
            "history": self.info.history,
            "profile": self.info.profile,
            "rules": self.info.rules,
            "help": self.info.help,
            "export": self.info.export,
        }

    # ---- what adapters and tests look at -------------------------------------------------
    @property
    def tables(self) -> dict[int, Table]:
        return self.index.tables

    @property
    def by_chat(self) -> dict[str, int]:
        return self.index.by_chat

    @property
    def by_user(self) -> dict[str, int]:
        return self.index.by_user

    @property
    def settings(self) -> dict[str, dict[str, str]]:
        return self.preferences.values

    def table_for(self, ctx: Context) -> Table | None:
        return self.index.table_for(ctx)

    def chat_language(self, chat: str) -> str:
        return self.preferences.chat_language(chat)

    def user_language(self, user: str) -> str:
        return self.preferences.user_language(user)

    async def tick(self) -> list[Message]:
        return await self.timers.tick()

    async def run_timers(self, deliver: Deliver, idle_wait: float = 30.0) -> None:
        await self.timers.run(deliver, idle_wait)

    # ---- start-up ----------------------------------------------------------------------
    def hold(self) -> None:
        """Make every entry point wait until the tables are known (``restore`` or
        ``begin_restore``)."""
        self._ready.clear()
        self._rebuilt.clear()

    async def wait_ready(self) -> None:
        """For adapters that look at tables before calling an entry point: every table is
        rebuilt (an entry point itself waits only for the tables it touches)."""
        await self._rebuilt.wait()

    async def wait_tables(self, ctx: Context, table_id: int | None = None) -> None:
        """For adapters that look at a table before calling an entry point: the tables an
        update in ``ctx`` (about ``table_id``) may touch are rebuilt, whatever the others."""
        await self._ready.wait()
        await self.restoring.need(self.restoring.wanted(ctx, table_id))

    async def restore(self) -> list[Message]:
        """Rebuild every unfinished table by replay, let computers move, show everyone the state.

        Entry points wait until this is done (see ``hold``). A table whose record no longer
        replays is set aside as damaged, its chat told once, and every other table carries on.
        A table's message or hand whose platform message already shows it (the store keeps
        what each shows) is not returned: a restart re-sends only what changed meanwhile.
        ``begin_restore`` and ``finish_restore`` do the same with updates taken meanwhile.
        """
        try:
            await self.restoring.begin()
            await self.restoring.rebuild_all(show_now=True)
            self.deadlines.changed.set()
        finally:
            self._ready.set()
            self._rebuilt.set()
        messages, self.restoring.collected, self.restoring.shown = self.restoring.collected, [], {}
        return messages

    async def begin_restore(self, deliver: Deliver) -> None:
        """Learn which tables are open and take updates from then on: each waits only for the
        tables it touches, rebuilt first if ``finish_restore`` has not reached them yet.
        ``deliver``: where a table rebuilt so, or whose computers moved, shows its state."""
        self.restoring.deliver = deliver
        try:
            await self.restoring.begin()
        finally:
            self._ready.set()

    async def finish_restore(self, room: Callable[[], Awaitable[None]]) -> None:
        """Rebuild the other tables in the background, then show what they must show again
        (through ``deliver``, each table when ``room`` returns: a bounded backlog)."""
        try:
            await self.restoring.rebuild_all()
        finally:
            self._rebuilt.set()
        await self.restoring.show_all(room)

    async def migrate_chat(self, old: str, new: str) -> None:
        """A chat changed its id (a Telegram group became a supergroup): its tables follow."""
        async with self._seating:
            await self.store.rename_chat(old, new)
            self.index.rename_chat(old, new)

    # ---- entry points -----------------------------------------------------------------
    async def handle_text(self, ctx: Context, text: str) -> list[Message]:
        """Parse, then ``handle`` (which waits for the tables and notes the language). Plain
        text in a group is table chatter, not meant for the bot: it gets no answer."""
        await self._ready.wait()  # the preferences are loaded (a refusal is in its language)
        try:
            command = parse_command(text)
        except CommandError as exc:
            if (
                exc.code == "not_a_command"
                and not ctx.private
                and not text.lstrip().startswith("/")
            ):
                return []
            return [self.messages.error(self._noted(ctx), exc.code, **exc.params)]
        return await self.handle(ctx, command)

    async def handle(self, ctx: Context, command: Command) -> list[Message]:
        await self._ready.wait()
        if command.name not in TABLELESS:
            await self.restoring.need(self.restoring.wanted(ctx, lobbies=command.name == "new"))
        ctx = self._noted(ctx)
        wait = self.limits.admit(ctx.user_id, command, self.clock.now())
        if wait:  # over the command limit: refused privately, nothing changed
            return [self.messages.error(ctx, "slow_down", seconds=wait)]
        answer = await self._dispatch(ctx, command)
        return self.limits.settle(ctx.user_id, command, answer, self.clock.now())

    def _noted(self, ctx: Context) -> Context:
        """Note what the platform said of the person's (and the chat's) language; the person
        is answered in their own choice if they made one, else in the platform's."""
        self.preferences.saw(ctx.user_id, ctx.language, ctx.chat, ctx.chat_language)
        language = self.preferences.user_language(ctx.user_id)
        return ctx if language == ctx.language else replace(ctx, language=language)

    async def _dispatch(self, ctx: Context, command: Command) -> list[Message]:
        try:
            if command.is_move:
                return await self._move_command(ctx, command.text)
            return await self.commands[command.name](ctx, command)
        except Refusal as exc:
            return [self.messages.error(ctx, exc.key, **exc.params)]
        except (CommandError, OptionError) as exc:
            return [self.messages.error(ctx, exc.code, **exc.params)]
        except IllegalMove as exc:
            return [self.messages.illegal(ctx, exc, self.index.table_for(ctx))]

    async def press(self, ctx: Context, data: str) -> list[Message]:
        """A button's data (``bot.buttons``), checked against table and user."""
        await self._ready.wait()
        button = ButtonData.decode(data)
        await self.restoring.need(self.restoring.wanted(ctx, button.table if button else None))
        ctx = self._noted(ctx)
        if button is not None and button.action == "x":  # a match's record, from /history
            return await self.handle(ctx, Command("export", (str(button.table),)))
        table = self.index.tables.get(button.table) if button is not None else None
        if button is None or table is None:
            return [self.messages.error(ctx, "bad_button")]
        owner, version, action = button.seat, button.version, button.action
        try:
            verb, token = button.verb, button.argument
            if verb in ("join", "addbot", "removebot", "start"):
                # A lobby is run from its own chat; from elsewhere only Join, and only with the
                # table's secret join token (the deep link the table's chat was shown).
                bound = (
                    verb == "join"
                    and token
                    and hmac.compare_digest(token.encode(), table.join_token.encode())
                )
                if ctx.chat != table.chat and not bound:
                    raise Refusal("lobby_elsewhere")
                lobby_ctx = Context(
                    ctx.user_id, ctx.user_name, table.chat, False, ctx.is_admin, ctx.language
                )
                return await self.handle(lobby_ctx, Command(verb))
            async with table.lock:
                seat = table.seat_of(ctx.user_id)
                if seat is None or (owner is not None and owner != seat):
                    raise Refusal("not_your_button")
                if table.status != RUNNING:
                    raise Refusal("not_running")
                if action == "h":
                    return [self.messages.hand_message(table, seat, ctx.language)]
                if action == "?":
                    return [await self._hint_at(table, seat, ctx)]
                if version != table.version and not table.same_choices(seat, version):
                    if action.startswith("m ") and self._declined_already(table, seat, action):
                        return [self.messages.hand_message(table, seat, ctx.language)]
                    raise Refusal("stale_button")
                if action.startswith(("p ", "s ")):
                    return [self.messages.hand_message(table, seat, ctx.language, action)]
                if action.startswith("m "):
                    return await self._play(table, seat, action[2:], ctx)
                raise Refusal("bad_button")
        except Refusal as exc:
            return [self.messages.error(ctx, exc.key, **exc.params)]
        except IllegalMove as exc:
            return [self.messages.illegal(ctx, exc, table)]

    @staticmethod
    def _declined_already(table: Table, seat: int, action: str) -> bool:
        """Whether an out-of-date button says "pass" to a choice the seat no longer has: a
        window open to several seats at once (a Kontra, a bet) closed by another's move while
        the press was on its way. What the press asked for holds already (the seat did not
        say it): it is answered with the seat's hand as it stands, not refused. A pass the seat
        may still make is refused as out of date like any other (it may have been meant for
        another moment)."""
        game = table.game
        if game is None:
            return False
        try:
            move = game.parse_move(action[2:], table.names)
        except IllegalMove:
            return False
        return isinstance(move, Pass) and move not in game.legal_moves(seat)

    async def offers(self, ctx: Context) -> Offers | None:
        """The asker's moves at their running table as a list to pick from, each with the
        line picking it posts (``bot.offers``); None when they sit at no running table.
        ``ctx`` is the person's own (private): an inline list does not say which chat it is
        opened in."""
        await self._ready.wait()
        await self.restoring.need(self.restoring.wanted(ctx))
        table = self.index.table_for(ctx)
        if table is None:
            return None
        async with table.lock:
            seat = table.seat_of(ctx.user_id)
            if seat is None or table.status != RUNNING or table.game is None:
                return None
            return offers_for(table, seat, self.messages, ctx.language)

    async def _hint(self, ctx: Context, command: Command) -> list[Message]:
        """/hint: what the strong player would do in the asker's place, for them alone."""
        table = self.index.table_for(ctx)
        if table is None or table.status != RUNNING or table.game is None:
            raise Refusal("no_table")
        async with table.lock:
            seat = table.seat_of(ctx.user_id)
            if seat is None:
                raise Refusal("not_seated")
            return [await self._hint_at(table, seat, ctx)]

    async def _hint_at(self, table: Table, seat: int, ctx: Context) -> Message:
        """The hint for ``seat`` (table lock held): only from what that seat knows."""
        game = table.game
        assert game is not None
        if not table.hints:
            raise Refusal("hints_off")
        if seat not in game.to_move() or not game.legal_moves(seat):
            raise Refusal("hint_not_your_turn")
        legal = game.legal_moves(seat)
        move, second = await asyncio.to_thread(hint_verdict, table, seat, legal)
        lang = ctx.language
        label = render.move_label(table.game_id, move.words(table.names), lang)
        if second is None:
            text = translate("hint.move", lang, move=label)
        else:
            other = render.move_label(table.game_id, second, lang)
            text = translate("hint.searched", lang, move=label, second=other)
        return Message(Target.user(ctx.user_id), text, alert=True)

    async def join_by_link(self, ctx: Context, table_id: int, token: str) -> list[Message]:
        """A join deep link opened in the private chat: valid only with the table's token."""
        await self._ready.wait()
        await self.restoring.need(self.restoring.wanted(ctx, table_id))
        ctx = self._noted(ctx)
        table = self.index.tables.get(table_id)
        if table is None or not hmac.compare_digest(token.encode(), table.join_token.encode()):
            return [self.messages.error(ctx, "join_link_invalid")]
        at_table = Context(ctx.user_id, ctx.user_name, table.chat, language=ctx.language)
        return await self.handle(at_table, Command("join"))

    # ---- lobby -------------------------------------------------------------------------
    async def _new(self, ctx: Context, command: Command) -> list[Message]:
        if not command.args:
            raise Refusal("unknown_game", game="", known=", ".join(sorted(GAMES)))
        game_id = canonical_game_id(command.args[0])
        options = parse_options(command.args[1:])
        turn_seconds = int(self.preferences.get(ctx.chat, "turn_seconds", "120"))
        if "turn_seconds" in options:  # a table option, not a rule of the game
            text = options.pop("turn_seconds")
            number = parse_int(text, 0, TURN_SECONDS_MAX)
            if number is None:
                raise Refusal(
                    "bad_option_value",
                    option="turn_seconds",
                    value=text,
                    expected=translate(
                        "option.expected.seconds", ctx.language, max=TURN_SECONDS_MAX
                    ),
                )
            turn_seconds = number
        level = options.pop("level", DEFAULT_LEVEL).lower()  # table options, not rules
        if level not in LEVELS:
            raise Refusal("bad_level", value=level, levels=", ".join(LEVELS))
        hints_text = options.pop("hints", "off").lower()  # opt-in: a table of learners asks
        if hints_text not in ("on", "off"):
            raise Refusal(
                "bad_option_value",
                option="hints",
                value=hints_text,
                expected=translate("option.expected.bool", ctx.language),
            )
        rules = GAMES[game_id]
        rules.check_options(options)
        fewest, most = rules.seat_range(options)  # the options may fix the count of players
        resolved = rules(min(max(rules.default_players, fewest), most), options).options
        chosen = non_default(rules.option_specs, resolved)
        async with self._seating:
            self._check_free(ctx)
            self._check_lobbies(ctx)
            seats = [SeatRow(ctx.user_id, person_name(ctx.user_name, ()), False)]
            table = await self._open_table(
                ctx, game_id, chosen, seats, 0, turn_seconds, level, hints_text == "on"
            )
            self.deadlines.set(table, "lobby", TABLE_WIDE, table.created_at + LOBBY_SECONDS)
        title = render.game_title(game_id, self.preferences.chat_language(table.chat))
        note = self.messages.say(table, "ok.created", id=table.id, game=title)
        return [note, self.messages.table_message(table)]

    async def _open_table(
        self,
        ctx: Context,
        game_id: str,
        options: dict[str, Any],
        seats: list[SeatRow],
        dealer: int,
        turn_seconds: int,
        level: str = DEFAULT_LEVEL,
        hints: bool = False,
    ) -> Table:
        """The one way a table comes to be (/new, /rematch): stored, then built from what was
        stored, so the table in memory is the one a restart would rebuild (_seating held)."""
        number = self.index.next_number()
        seed = f"{self.seed}:{number}" if self.seed else secrets.token_hex(16)
        table_id = await self.store.create_table(
            ctx.chat,
            game_id,
            options,
            ctx.user_id,
            seed,
            seats,
            dealer,
            turn_seconds,
            self.clock.now(),
            level,
            hints,
        )
        row = await self.store.load_table(table_id)
        assert row is not None
        table = Table.from_row(row)
        self.index.add(table)
        return table

    def _check_free(self, ctx: Context) -> None:
        existing = self.index.by_chat.get(ctx.chat)
        if existing is not None:
            raise Refusal("table_exists", id=existing)
        elsewhere = self.index.by_user.get(ctx.user_id)
        if elsewhere is not None:
            raise Refusal("seated_elsewhere", id=elsewhere)

    def _check_lobbies(self, ctx: Context) -> None:
        """One user may hold only so many lobbies open (across all chats)."""
        mine = [
            t.id
            for t in self.index.tables.values()
            if t.status == LOBBY and t.creator == ctx.user_id
        ]
        if self.limits.lobbies_full(len(mine)):
            ids = ", ".join(f"#{i}" for i in sorted(mine))
            raise Refusal("too_many_lobbies", max=self.limits.lobbies, ids=ids)

    def _lobby(self, ctx: Context) -> Table:
        table = self.index.table_for(ctx)
        if table is None:
            raise Refusal("no_table")
        if table.status != LOBBY:
            raise Refusal("not_in_lobby")
        return table

    async def _join(self, ctx: Context, command: Command) -> list[Message]:
        async with self._seating:
            table = self._lobby(ctx)
            async with table.lock:
                if table.seat_of(ctx.user_id) is not None:
                    raise Refusal("already_seated")
                elsewhere = self.index.by_user.get(ctx.user_id)
                if elsewhere is not None:
                    raise Refusal("seated_elsewhere", id=elsewhere)
                self._check_room(table)
                taken = [s.name for s in table.seats]
                name = person_name(ctx.user_name, taken, table.seat_names or ())
                seats = [*table.seats, SeatRow(ctx.user_id, name, False)]
                await self.play.save_seats(table, seats)
                self.index.by_user[ctx.user_id] = table.id
        note = self.messages.say(table, "ok.joined", name=name, id=table.id)
        return [note, self.messages.table_message(table)]

    async def _leave(self, ctx: Context, command: Command) -> list[Message]:
        running = self.index.table_for(ctx)
        if running is not None and running.status == RUNNING:
            seat = running.seat_of(ctx.user_id)
            if seat is None:
                raise Refusal("not_seated")
            return await self.seating.leave_match(running, seat)
        async with self._seating:
            table = self._lobby(ctx)
            async with table.lock:
                seat = table.seat_of(ctx.user_id)
                if seat is None:
                    raise Refusal("not_seated")
                name = table.seats[seat].name
                seats = [s for i, s in enumerate(table.seats) if i != seat]
                await self.play.save_seats(table, seats)
                self.index.by_user.pop(ctx.user_id, None)
        note = self.messages.say(table, "ok.left", name=name, id=table.id)
        return [note, self.messages.table_message(table)]

    async def _addbot(self, ctx: Context, command: Command) -> list[Message]:
        """A computer player, at the level asked for (``/addbot strong``) or the table's."""
        level = command.args[0].lower() if command.args else ""
        if level and level not in LEVELS:
            raise Refusal("bad_level", value=level, levels=", ".join(LEVELS))
        table = self._lobby(ctx)
        async with table.lock:
            self._check_room(table)
            name = computer_name(s.name for s in table.seats)
            seat = SeatRow(None, name, True, level=level)
            await self.play.save_seats(table, [*table.seats, seat])
        level = level or table.level
        if level == DEFAULT_LEVEL:
            note = self.messages.say(table, "ok.bot_added", name=name, id=table.id)
        else:
            shown = translate(f"level.{level}", self.preferences.chat_language(table.chat))
            note = self.messages.say(
                table, "ok.bot_added_level", name=name, id=table.id, level=shown
            )
        return [note, self.messages.table_message(table)]

    async def _removebot(self, ctx: Context, command: Command) -> list[Message]:
        """A computer player added by mistake leaves the lobby: the one named or numbered,
        else the last one added. Anyone seated, the creator or an admin may ask."""
        table = self._lobby(ctx)
        async with table.lock:
            if (
                table.seat_of(ctx.user_id) is None
                and ctx.user_id != table.creator
                and not ctx.is_admin
            ):
                raise Refusal("not_seated")
            computers = [i for i, s in enumerate(table.seats) if s.is_bot]
            if not computers:
                raise Refusal("no_computer_seat")
            seat = pick_seat(table, command.args, computers) if command.args else computers[-1]
            if seat is None:
                names = ", ".join(f"{i + 1} {table.seats[i].name}" for i in computers)
                raise Refusal("which_computer", seats=names)
            name = table.seats[seat].name
            await self.play.save_seats(table, [s for i, s in enumerate(table.seats) if i != seat])
        note = self.messages.say(table, "ok.bot_removed", name=name, id=table.id)
        return [note, self.messages.table_message(table)]

    async def _kick(self, ctx: Context, command: Command) -> list[Message]:
        """/kick in a lobby takes a computer player out; during a match it is Seating's."""
        table = self.index.table_for(ctx)
        if table is not None and table.status == LOBBY:
            return await self._removebot(ctx, command)
        return await self.seating.kick(ctx, command)

    def _check_room(self, table: Table) -> None:
        limit = GAMES[table.game_id].max_players
        if len(table.seats) >= limit:
            raise Refusal("table_full", max=limit)

    async def _start(self, ctx: Context, command: Command) -> list[Message]:
        table = self._lobby(ctx)
        async with table.lock:
            if table.status != LOBBY:
                raise Refusal("not_in_lobby")
            fewest = GAMES[table.game_id].seat_range(table.options)[0]
            if len(table.seats) < fewest:
                raise Refusal(
                    "not_enough_players",
                    game=render.game_title(table.game_id, ctx.language),
                    min=fewest,
                    count=len(table.seats),
                )
            names = table.display_names
            await self.store.start_table(table.id, names)
            table.changes += 1
            table.status = RUNNING
            table.seat_names = names
            table.game = table.new_game()
            self.deadlines.clear(table, "lobby", TABLE_WIDE)
            self.deadlines.set(table, "idle", TABLE_WIDE, self.clock.now() + IDLE_SECONDS)
            events = await self.play.computer_turns(table)
            note = self.messages.say(table, "ok.started", id=table.id)
            return [note, *self.play.after(table, events, everyone=True)]

    # ---- moves -------------------------------------------------------------------------
    def _running(self, ctx: Context) -> tuple[Table, int]:
        table = self.index.table_for(ctx)
        if table is None:
            raise Refusal("no_table")
        if table.status != RUNNING or table.game is None:
            raise Refusal("not_running")
        seat = table.seat_of(ctx.user_id)
        if seat is None:
            raise Refusal("not_seated")
        return table, seat

    async def _move_command(self, ctx: Context, text: str) -> list[Message]:
        table = self.index.table_for(ctx)
        if table is None:
            verb = text.split()[0]
            if not any(verb in cls.verbs for cls in GAMES.values()):
                raise Refusal("unknown_command", verb=verb)
            raise Refusal("no_table")
        async with table.lock:
            table, seat = self._running(ctx)
            return await self._play(table, seat, text, ctx)

    async def _play(self, table: Table, seat: int, text: str, ctx: Context) -> list[Message]:
        """Apply one human move (lock held); then the computers; then render."""
        game = table.game
        assert game is not None
        text = render.typed_cards(table.game_id, text, ctx.language)  # ♣A as shown, or CA
        try:
            move = game.parse_move(text, table.names)
            events = await self.play.commit_move(table, seat, move.words(table.names), human=True)
        except IllegalMove as exc:  # answered with this seat's moves at hand
            return [self.messages.illegal(ctx, exc, table, seat, text)]
        except Refusal as exc:
            if exc.key != "table_reloaded":
                raise
            # Show the mover (and everyone) where the table stands now.
            reloaded = self.play.after(table, [], everyone=True)
            return [self.messages.error(ctx, exc.key), *reloaded]
        # What a line posted for this move tells (bot.offers): the group's own lines are echoes.
        echo = told_by_line(move, [e for _, e in events])
        row = table.seats[seat]
        if row.auto or row.away or row.timeouts:  # a move of their own: they are back
            row.auto, row.away, row.timeouts = False, False, 0  # (only once it was made)
            await self.play.save_seats(table, table.seats)
        self.deadlines.set(table, "idle", TABLE_WIDE, table.last_human_at + IDLE_SECONDS)
        events += await self.play.computer_turns(table)
        return self.play.after(table, events, echo=echo)

    # ---- other commands ----------------------------------------------------------------
    async def _hand(self, ctx: Context, command: Command) -> list[Message]:
        table, seat = self._running(ctx)
        async with table.lock:
            return [self.messages.hand_message(table, seat, ctx.language)]

    async def _auto(self, ctx: Context, command: Command) -> list[Message]:
        if command.args not in ((), ("on",), ("off",)):
            raise Refusal("usage_auto")
        table, seat = self._running(ctx)
        async with table.lock:
            on = command.args != ("off",)
            if table.seats[seat].auto != on:
                table.seats[seat].auto = on
                await self.play.save_seats(table, table.seats)
            name = table.seats[seat].name
            note = self.messages.say(table, "ok.auto_on" if on else "ok.auto_off", name=name)
            events = await self.play.computer_turns(table) if on else []
            return [note, *self.play.after(table, events)]

    async def _abort(self, ctx: Context, command: Command) -> list[Message]:
        table = self.index.table_for(ctx)
        if table is None:
            raise Refusal("no_table")
        if ctx.user_id != table.creator and not ctx.is_admin:
            raise Refusal("not_allowed_abort")
        async with self._seating, table.lock:
            await self.play.finish(table, ABORTED)
        name = clean_name(ctx.user_name)  # whoever ends it, seated or not: see bot/names.py
        note = self.messages.say(table, "ok.aborted", id=table.id, name=name)
        return [note, self.messages.table_message(table)]

    async def _rematch(self, ctx: Context, command: Command) -> list[Message]:
        # The chat's latest table decides: one that ended otherwise (aborted, a lobby closed,
        # abandoned) is not passed over for an older finished one.
        last = await self.store.latest_table(ctx.chat)
        if last is None:
            raise Refusal("no_finished_table")
        if last.status in (LOBBY, RUNNING):
            raise Refusal("table_exists", id=last.id)
        if last.status != FINISHED:
            key = f"rematch.ended.{last.status}"
            key = key if has_text(key, ctx.language) else "rematch.ended.other"
            ended = translate(key, ctx.language)
            raise Refusal("rematch_not_finished", id=last.id, ended=ended, game=last.game)
        if not any(s.user_id == ctx.user_id and not s.is_bot for s in last.seats):
            # Seating others without asking them is for their own table companions only.
            raise Refusal("rematch_not_player", game=last.game)
        async with self._seating:
            self._check_free(ctx)
            for seat in last.seats:
                if seat.user_id and not seat.is_bot and seat.user_id in self.index.by_user:
                    raise Refusal("seated_elsewhere", id=self.index.by_user[seat.user_id])
            seats = rematch_seats(last.seats)  # names made unique again: see bot/names.py
            dealer = (last.dealer + 1) % len(seats)
            await self._open_table(
                ctx,
                last.game,
                last.options,
                seats,
                dealer,
                last.turn_seconds,
                last.level,
                last.hints,
            )
        return await self._start(ctx, Command("start"))
