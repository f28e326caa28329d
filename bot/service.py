"""The table service: every command and button press of every adapter comes through here.

One lock per table serialises its changes; tables run concurrently. A move is validated by
the engine on a copy of the match, committed to the store, and only then swapped in and
rendered into messages (the outbox) for the adapter to deliver.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hmac
import json
import logging
import random
import secrets
import sqlite3
from dataclasses import dataclass
from typing import Any

from bot import render
from bot.buttons import ButtonData
from bot.clock import Clock
from bot.commands import Command, CommandError, parse_command, parse_options
from bot.games import GAMES
from bot.i18n import DEFAULT_LANGUAGE, has_text, translate
from bot.info import InfoCommands, Refusal
from bot.limits import Limits
from bot.names import clean_name, computer_name, person_name, rematch_seats
from bot.outbox import Button, Message, Target
from bot.players import choose_move
from bot.seating import TURN_SECONDS_MAX, SeatCommands
from bot.store import ResultRow, SeatRow, Store
from bot.table import ABORTED, DAMAGED, FINISHED, LOBBY, RUNNING, Table
from bot.timers import IDLE_SECONDS, LOBBY_SECONDS, TABLE_WIDE, Deadline, TimerCommands
from engine.core import PHASE_DEAL, Event, View
from engine.errors import IllegalMove, OptionError
from engine.games import canonical_game_id
from engine.numbers import parse_int
from engine.options import non_default
from engine.record import score_json

log = logging.getLogger(__name__)

SEEN_LANGUAGES = 10_000  # people whose platform language is remembered in memory

KEEP_FINISHED = 32  # ended tables kept in memory (about 13 KB each) for late presses


@dataclass(frozen=True)
class Context:
    """Who typed or pressed what, where. ``chat`` is the chat key (group, or topic in it)."""

    user_id: str
    user_name: str
    chat: str
    private: bool = False
    is_admin: bool = False
    language: str = "en"


class TableService(InfoCommands, SeatCommands, TimerCommands):
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
        self.limits = limits or Limits()  # per user and chat; Limits.off() for none
        self.deadlines: dict[tuple[int, str, int], Deadline] = {}
        self.settings: dict[str, dict[str, str]] = {}  # per user key or chat key
        self._timers_changed = asyncio.Event()
        self.seed = seed  # fixed seed for tests and demos; otherwise a random one per table
        self.button_limit = button_limit
        self.tables: dict[int, Table] = {}  # the live ones: lobbies and running matches
        self._opened = 0  # tables indexed by this service (numbers the fixed test seeds)
        self._ended: list[int] = []  # ended tables still in memory, oldest first
        self.keep_finished = KEEP_FINISHED
        self.by_chat: dict[str, int] = {}
        self.by_user: dict[str, int] = {}
        self._seating = asyncio.Lock()  # guards by_chat/by_user while tables open and fill
        # Open once every table is rebuilt; ``hold`` closes it before the platforms start, so
        # an update that arrives during start-up waits for its table instead of missing it.
        self._ready = asyncio.Event()
        self._ready.set()
        self._seen_languages: dict[str, str] = {}  # user -> what their platform last said

    def hold(self) -> None:
        """Make every entry point wait until ``restore`` has rebuilt the tables."""
        self._ready.clear()

    # ---- start-up ----------------------------------------------------------------------
    async def restore(self) -> list[Message]:
        """Rebuild every unfinished table by replay, let computers move, show everyone the state.

        Entry points wait until this is done (see ``hold``). A table whose record no longer
        replays is set aside as damaged, its chat told once, and every other table carries on.
        """
        messages: list[Message] = []
        try:
            self.settings = await self.store.load_settings()
            for row in await self.store.load_tables((LOBBY, RUNNING)):
                try:
                    table = Table.from_row(row)
                except Exception:  # any failure to replay: this table only, never the bot
                    log.exception("table %d does not replay; set aside as damaged", row.id)
                    await self.store.set_status(row.id, DAMAGED)
                    lang = self.chat_language(row.chat)
                    text = translate("error.table_damaged", lang, id=row.id)
                    messages.append(Message(Target.chat(row.chat), text, table_id=row.id))
                    continue
                async with table.lock:
                    self._index(table)
                    self._arm_restored(table)
                    if table.status == RUNNING:
                        events = await self._computer_turns(table)
                        messages += await self._after(table, events, everyone=True)
                    else:
                        messages.append(self._table_message(table))
            self._timers_changed.set()
        finally:
            self._ready.set()
        return messages

    async def wait_ready(self) -> None:
        """For adapters that look at tables before calling an entry point."""
        await self._ready.wait()

    def _index(self, table: Table) -> None:
        self.tables[table.id] = table
        if self._opened < len(self.tables):
            self._opened = len(self.tables)
        if table.status in (LOBBY, RUNNING):
            self.by_chat[table.chat] = table.id
            for _, seat in table.humans():
                assert seat.user_id is not None
                self.by_user[seat.user_id] = table.id

    def _unindex(self, table: Table) -> None:
        """A table that ended: out of the chat and user indexes; of the ended ones only the
        last ``keep_finished`` stay in memory (for late presses and messages), so memory
        follows the live tables, not the bot's whole history."""
        self._ended.append(table.id)
        while len(self._ended) > self.keep_finished:
            self.tables.pop(self._ended.pop(0), None)
        if self.by_chat.get(table.chat) == table.id:
            del self.by_chat[table.chat]
        for user, table_id in list(self.by_user.items()):
            if table_id == table.id:
                del self.by_user[user]

    async def migrate_chat(self, old: str, new: str) -> None:
        """A chat changed its id (a Telegram group became a supergroup): its tables follow."""
        async with self._seating:
            await self.store.rename_chat(old, new)
            for table in self.tables.values():
                if table.chat == old:
                    table.chat = new
            if old in self.by_chat:
                self.by_chat[new] = self.by_chat.pop(old)

    def table_for(self, ctx: Context) -> Table | None:
        table_id = self.by_user.get(ctx.user_id) if ctx.private else self.by_chat.get(ctx.chat)
        return self.tables.get(table_id) if table_id is not None else None

    # ---- entry points -----------------------------------------------------------------
    async def handle_text(self, ctx: Context, text: str) -> list[Message]:
        await self._ready.wait()
        self._saw(ctx)
        try:
            command = parse_command(text)
        except CommandError as exc:
            return [self._error(ctx, exc.code, **exc.params)]
        return await self.handle(ctx, command)

    async def handle(self, ctx: Context, command: Command) -> list[Message]:
        await self._ready.wait()
        self._saw(ctx)
        wait = self.limits.admit(ctx.user_id, command, self.clock.now())
        if wait:  # over the command limit: refused privately, nothing changed
            return [self._error(ctx, "slow_down", seconds=wait)]
        answer = await self._dispatch(ctx, command)
        return self.limits.settle(ctx.user_id, command, answer, self.clock.now())

    async def _dispatch(self, ctx: Context, command: Command) -> list[Message]:
        try:
            if command.is_move:
                return await self._move_command(ctx, command.text)
            handler = getattr(self, f"_cmd_{command.name}")
            result: list[Message] = await handler(ctx, command)
            return result
        except Refusal as exc:
            return [self._error(ctx, exc.key, **exc.params)]
        except CommandError as exc:
            return [self._error(ctx, exc.code, **exc.params)]
        except OptionError as exc:
            return [self._error(ctx, exc.code, **exc.params)]
        except IllegalMove as exc:
            return [self._illegal(ctx, exc)]

    async def press(self, ctx: Context, data: str) -> list[Message]:
        """A button's data (``bot.buttons``), checked against table and user."""
        await self._ready.wait()
        self._saw(ctx)
        button = ButtonData.decode(data)
        table = self.tables.get(button.table) if button is not None else None
        if button is None or table is None:
            return [self._error(ctx, "bad_button")]
        owner, version, action = button.seat, button.version, button.action
        try:
            verb, token = button.verb, button.argument
            if verb in ("join", "addbot", "start"):
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
                    return [self._hand_message(table, seat, ctx.language)]
                if version != table.version:
                    raise Refusal("stale_button")
                if action.startswith(("p ", "s ")):
                    return [self._hand_message(table, seat, ctx.language, action)]
                if action.startswith("m "):
                    return await self._play(table, seat, action[2:], ctx)
                raise Refusal("bad_button")
        except Refusal as exc:
            return [self._error(ctx, exc.key, **exc.params)]
        except IllegalMove as exc:
            return [self._illegal(ctx, exc)]

    async def join_by_link(self, ctx: Context, table_id: int, token: str) -> list[Message]:
        """A join deep link opened in the private chat: valid only with the table's token."""
        await self._ready.wait()
        table = self.tables.get(table_id)
        if table is None or not hmac.compare_digest(token.encode(), table.join_token.encode()):
            return [self._error(ctx, "join_link_invalid")]
        at_table = Context(ctx.user_id, ctx.user_name, table.chat, language=ctx.language)
        return await self.handle(at_table, Command("join"))

    # ---- lobby -------------------------------------------------------------------------
    async def _cmd_new(self, ctx: Context, command: Command) -> list[Message]:
        if not command.args:
            raise Refusal("unknown_game", game="", known=", ".join(sorted(GAMES)))
        game_id = canonical_game_id(command.args[0])
        options = parse_options(command.args[1:])
        turn_seconds = int(self.settings.get(ctx.chat, {}).get("turn_seconds", 120))
        if "turn_seconds" in options:  # a table option, not a rule of the game
            text = options.pop("turn_seconds")
            number = parse_int(text, 0, TURN_SECONDS_MAX)
            if number is None:
                raise Refusal("bad_option_value", option="turn_seconds", value=text, expected="int")
            turn_seconds = number
        resolved = GAMES[game_id](GAMES[game_id].default_players, options).options
        chosen = non_default(GAMES[game_id].option_specs, resolved)
        async with self._seating:
            self._check_free(ctx)
            self._check_lobbies(ctx)
            seats = [SeatRow(ctx.user_id, person_name(ctx.user_name, ()), False)]
            table = await self._open_table(ctx, game_id, chosen, seats, 0, turn_seconds)
            self._set_deadline(table, "lobby", TABLE_WIDE, table.created_at + LOBBY_SECONDS)
        title = render.game_title(game_id, self.chat_language(table.chat))
        note = self._say(table, "ok.created", id=table.id, game=title)
        return [note, self._table_message(table)]

    async def _open_table(
        self,
        ctx: Context,
        game_id: str,
        options: dict[str, Any],
        seats: list[SeatRow],
        dealer: int,
        turn_seconds: int,
    ) -> Table:
        """The one way a table comes to be (/new, /rematch): stored, then built from what was
        stored, so the table in memory is the one a restart would rebuild (_seating held)."""
        self._opened += 1
        seed = f"{self.seed}:{self._opened}" if self.seed else secrets.token_hex(16)
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
        )
        row = await self.store.load_table(table_id)
        assert row is not None
        table = Table.from_row(row)
        self._index(table)
        return table

    def _check_free(self, ctx: Context) -> None:
        existing = self.by_chat.get(ctx.chat)
        if existing is not None:
            raise Refusal("table_exists", id=existing)
        elsewhere = self.by_user.get(ctx.user_id)
        if elsewhere is not None:
            raise Refusal("seated_elsewhere", id=elsewhere)

    def _check_lobbies(self, ctx: Context) -> None:
        """One user may hold only so many lobbies open (across all chats)."""
        mine = [
            t.id for t in self.tables.values() if t.status == LOBBY and t.creator == ctx.user_id
        ]
        if self.limits.lobbies_full(len(mine)):
            ids = ", ".join(f"#{i}" for i in sorted(mine))
            raise Refusal("too_many_lobbies", max=self.limits.lobbies, ids=ids)

    def _lobby(self, ctx: Context) -> Table:
        table = self.table_for(ctx)
        if table is None:
            raise Refusal("no_table")
        if table.status != LOBBY:
            raise Refusal("not_in_lobby")
        return table

    async def _cmd_join(self, ctx: Context, command: Command) -> list[Message]:
        async with self._seating:
            table = self._lobby(ctx)
            async with table.lock:
                if table.seat_of(ctx.user_id) is not None:
                    raise Refusal("already_seated")
                elsewhere = self.by_user.get(ctx.user_id)
                if elsewhere is not None:
                    raise Refusal("seated_elsewhere", id=elsewhere)
                self._check_room(table)
                name = self._unique_name(table, ctx.user_name)
                await self._save_seats(table, [*table.seats, SeatRow(ctx.user_id, name, False)])
                self.by_user[ctx.user_id] = table.id
        note = self._say(table, "ok.joined", name=name, id=table.id)
        return [note, self._table_message(table)]

    async def _cmd_leave(self, ctx: Context, command: Command) -> list[Message]:
        running = self.table_for(ctx)
        if running is not None and running.status == RUNNING:
            seat = running.seat_of(ctx.user_id)
            if seat is None:
                raise Refusal("not_seated")
            return await self.leave_match(ctx, running, seat)
        async with self._seating:
            table = self._lobby(ctx)
            async with table.lock:
                seat = table.seat_of(ctx.user_id)
                if seat is None:
                    raise Refusal("not_seated")
                name = table.seats[seat].name
                await self._save_seats(table, [s for i, s in enumerate(table.seats) if i != seat])
                self.by_user.pop(ctx.user_id, None)
        note = self._say(table, "ok.left", name=name, id=table.id)
        return [note, self._table_message(table)]

    async def _cmd_addbot(self, ctx: Context, command: Command) -> list[Message]:
        table = self._lobby(ctx)
        async with table.lock:
            self._check_room(table)
            taken = {s.name for s in table.seats}
            name = computer_name(taken)
            await self._save_seats(table, [*table.seats, SeatRow(None, name, True)])
        note = self._say(table, "ok.bot_added", name=name, id=table.id)
        return [note, self._table_message(table)]

    def _check_room(self, table: Table) -> None:
        limit = GAMES[table.game_id].max_players
        if len(table.seats) >= limit:
            raise Refusal("table_full", max=limit)

    @staticmethod
    def _unique_name(table: Table, name: str) -> str:
        """A new seat's name for a person: see bot/names.py."""
        return person_name(name, [s.name for s in table.seats], table.seat_names or ())

    async def _save_seats(self, table: Table, seats: list[SeatRow]) -> None:
        await self.store.save_seats(table.id, seats)
        table.seats = seats
        table.changes += 1

    async def _cmd_start(self, ctx: Context, command: Command) -> list[Message]:
        table = self._lobby(ctx)
        async with table.lock:
            if table.status != LOBBY:
                raise Refusal("not_in_lobby")
            cls = GAMES[table.game_id]
            if len(table.seats) < cls.min_players:
                raise Refusal(
                    "not_enough_players",
                    game=render.game_title(table.game_id, ctx.language),
                    min=cls.min_players,
                    count=len(table.seats),
                )
            names = table.display_names
            await self.store.start_table(table.id, names)
            table.changes += 1
            table.status = RUNNING
            table.seat_names = names
            table.game = table.new_game()
            self._clear_deadline(table, "lobby", TABLE_WIDE)
            self._set_deadline(table, "idle", TABLE_WIDE, self.clock.now() + IDLE_SECONDS)
            events = await self._computer_turns(table)
            note = self._say(table, "ok.started", id=table.id)
            return [note, *await self._after(table, events, everyone=True)]

    # ---- moves -------------------------------------------------------------------------
    def _running(self, ctx: Context) -> tuple[Table, int]:
        table = self.table_for(ctx)
        if table is None:
            raise Refusal("no_table")
        if table.status != RUNNING or table.game is None:
            raise Refusal("not_running")
        seat = table.seat_of(ctx.user_id)
        if seat is None:
            raise Refusal("not_seated")
        return table, seat

    async def _move_command(self, ctx: Context, text: str) -> list[Message]:
        table = self.table_for(ctx)
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
        move = game.parse_move(text, table.names)
        try:
            events = await self._commit_move(table, seat, move.words(table.names), human=True)
        except Refusal as exc:
            if exc.key != "table_reloaded":
                raise
            # Show the mover (and everyone) where the table stands now.
            reloaded = await self._after(table, [], everyone=True)
            return [self._error(ctx, exc.key), *reloaded]
        row = table.seats[seat]
        if row.auto or row.away or row.timeouts:  # a move of their own: they are back
            row.auto, row.away, row.timeouts = False, False, 0  # (only once it was made)
            await self._save_seats(table, table.seats)
        self._set_deadline(table, "idle", TABLE_WIDE, table.last_human_at + IDLE_SECONDS)
        events += await self._computer_turns(table)
        return await self._after(table, events)

    async def _commit_move(
        self, table: Table, seat: int, words: str, human: bool | None = None
    ) -> list[tuple[int, Event]]:
        """Validate on a copy, commit, then swap the copy in. A refusal changes nothing.

        ``human``: made by the seat's person (default: whoever holds the seat now)."""
        assert table.game is not None
        trial = table.game.clone()
        events = trial.apply(seat, trial.parse_move(words, table.names))
        deal = len(table.decks)
        at = self.clock.now()
        if human is None:
            human = not table.is_computer(seat)
        try:
            await self.store.append_move(
                table.id, table.move_count + 1, deal, seat, words, at, human
            )
        except sqlite3.IntegrityError:  # the store is ahead of memory: it is the truth
            await self._reload(table)
            raise Refusal("table_reloaded") from None
        table.add_move(seat, words)
        table.last_move_at = at
        if human:
            table.last_human_at = at
        table.game = trial
        return [(table.version, e) for e in events]

    async def _reload(self, table: Table) -> None:
        """Rebuild a table in memory from the store (lock held), keeping its lock."""
        row = await self.store.load_table(table.id)
        assert row is not None
        log.warning("table %d: the store is ahead of memory; reloaded", table.id)
        table.take_state(Table.from_row(row))
        table.shown_hands.clear()
        self._arm_turn_timers(table, since=table.last_move_at)

    async def _deal(self, table: Table) -> list[tuple[int, Event]]:
        assert table.game is not None
        deck = table.next_deck()
        trial = table.game.clone()
        events = trial.deal(deck)
        at = self.clock.now()
        await self.store.append_deal(table.id, len(table.decks) + 1, deck, at)
        table.last_move_at = at
        table.add_deal(deck)
        table.game = trial
        return [(table.version, e) for e in events]

    async def _computer_turns(self, table: Table) -> list[tuple[int, Event]]:
        """Deal when a pack is needed, let computer seats move, finish the match when over."""
        events: list[tuple[int, Event]] = []
        while table.status == RUNNING and table.game is not None:
            game = table.game
            if game.game_over:
                await self._finish(table, FINISHED)
                break
            if game.phase == PHASE_DEAL:
                events += await self._deal(table)
                continue
            awaiting = game.awaiting()
            moved = False
            for seat in sorted(game.to_move(), key=lambda s: s not in awaiting):
                if not table.is_computer(seat):
                    continue
                legal = game.legal_moves(seat)
                # Seeded by the table and its move count: the same position always gets the
                # same decision, so a restarted table plays on exactly as it would have.
                rng = random.Random(f"{table.seed}:{len(table.decks)}:{table.move_count}:{seat}")
                move = choose_move(table.game_id, game.view(seat), legal, rng, seat in awaiting)
                if move is None:
                    continue
                events += await self._commit_move(table, seat, move.words(table.names))
                moved = True
                break
            if not moved:
                break
        return events

    async def _finish(self, table: Table, status: str) -> None:
        results: list[ResultRow] = []
        result: dict[str, Any] | None = None
        if status == FINISHED and table.game is not None:
            outcome = table.game.outcome()
            winners, losers = set(outcome.winner or ()), set(outcome.loser or ())
            for seat, row in enumerate(table.seats):
                user = row.user_id if not row.is_bot and row.user_id else f"bot:{row.name}"
                score = json.dumps(score_json(outcome.scores[seat]))
                results.append(
                    ResultRow(
                        table.id, seat, user, row.name, score, seat in winners, seat in losers
                    )
                )
            result = {
                "scores": [score_json(s) for s in outcome.scores],
                "winner": sorted(winners),
                "loser": sorted(losers),
            }
        await self.store.finish_table(table.id, status, result, results, table.chat, table.game_id)
        table.changes += 1
        table.status = status
        self._unindex(table)
        self._clear_table_deadlines(table)

    # ---- other commands ----------------------------------------------------------------
    async def _cmd_hand(self, ctx: Context, command: Command) -> list[Message]:
        table, seat = self._running(ctx)
        async with table.lock:
            return [self._hand_message(table, seat, ctx.language)]

    async def _cmd_auto(self, ctx: Context, command: Command) -> list[Message]:
        if command.args not in ((), ("on",), ("off",)):
            raise Refusal("usage_auto")
        table, seat = self._running(ctx)
        async with table.lock:
            on = command.args != ("off",)
            if table.seats[seat].auto != on:
                table.seats[seat].auto = on
                await self._save_seats(table, table.seats)
            name = table.seats[seat].name
            note = self._say(table, "ok.auto_on" if on else "ok.auto_off", name=name)
            events = await self._computer_turns(table) if on else []
            return [note, *await self._after(table, events)]

    async def _cmd_abort(self, ctx: Context, command: Command) -> list[Message]:
        table = self.table_for(ctx)
        if table is None:
            raise Refusal("no_table")
        if ctx.user_id != table.creator and not ctx.is_admin:
            raise Refusal("not_allowed_abort")
        async with self._seating, table.lock:
            await self._finish(table, ABORTED)
        name = clean_name(ctx.user_name)  # whoever ends it, seated or not: see bot/names.py
        note = self._say(table, "ok.aborted", id=table.id, name=name)
        return [note, self._table_message(table)]

    async def _cmd_rematch(self, ctx: Context, command: Command) -> list[Message]:
        rows = await self.store.load_tables((FINISHED,), chat=ctx.chat)
        if not rows:
            raise Refusal("no_finished_table")
        last = rows[-1]
        if not any(s.user_id == ctx.user_id and not s.is_bot for s in last.seats):
            # Seating others without asking them is for their own table companions only.
            raise Refusal("rematch_not_player", game=last.game)
        async with self._seating:
            self._check_free(ctx)
            for seat in last.seats:
                if seat.user_id and not seat.is_bot and seat.user_id in self.by_user:
                    raise Refusal("seated_elsewhere", id=self.by_user[seat.user_id])
            seats = rematch_seats(last.seats)  # names made unique again: see bot/names.py
            dealer = (last.dealer + 1) % len(seats)
            await self._open_table(ctx, last.game, last.options, seats, dealer, last.turn_seconds)
        return await self._cmd_start(ctx, Command("start"))

    # ---- rendering ---------------------------------------------------------------------
    def _say(self, table: Table, key: str, **params: Any) -> Message:
        """A line to the table's chat, in the chat's language."""
        lang = self.chat_language(table.chat)
        return Message(Target.chat(table.chat), translate(key, lang, **params), table_id=table.id)

    # ---- languages ---------------------------------------------------------------------
    def chat_language(self, chat: str) -> str:
        """What a group is told in: the chat's ``group_language`` setting, else English."""
        return self.settings.get(chat, {}).get("group_language", DEFAULT_LANGUAGE)

    def user_language(self, user: str) -> str:
        """What one person is told privately in: their ``language`` setting, else the language
        their platform last said they use, else English."""
        chosen = self.settings.get(user, {}).get("language")
        return chosen or self._seen_languages.get(user, DEFAULT_LANGUAGE)

    def _saw(self, ctx: Context) -> None:
        """Remember the language the platform gave for this person (not stored)."""
        if ctx.language != self._seen_languages.get(ctx.user_id, DEFAULT_LANGUAGE):
            self._seen_languages[ctx.user_id] = ctx.language
            if len(self._seen_languages) > SEEN_LANGUAGES:  # oldest first: memory stays bounded
                del self._seen_languages[next(iter(self._seen_languages))]

    def _error(self, ctx: Context, key: str, **params: Any) -> Message:
        text = translate(f"error.{key}", ctx.language, **_clipped(params))
        return Message(Target.user(ctx.user_id), text, alert=True)

    def _illegal(self, ctx: Context, exc: IllegalMove) -> Message:
        key = f"illegal.{exc.code}"
        table = self.table_for(ctx)
        own = f"illegal.{table.game_id}.{exc.code}" if table else ""  # a game's own wording
        if own and has_text(own, ctx.language):
            key = own
        elif has_text(f"error.{exc.code}", ctx.language):
            key = f"error.{exc.code}"
        elif not has_text(key, ctx.language):
            key = "illegal.generic"
        text = translate(key, ctx.language, code=exc.code, **_clipped(exc.params))
        return Message(Target.user(ctx.user_id), text, alert=True)

    def _table_message(self, table: Table) -> Message:
        """The table's message in its chat, in the chat's language."""
        lang = self.chat_language(table.chat)
        text = render.table_text(table, lang)
        buttons: list[list[Button]] = []
        if table.status == LOBBY:
            buttons = render.lobby_buttons(table, lang)
        elif table.status == RUNNING:
            buttons = [[Button(translate("button.hand", lang), render.button_data(table, "h"))]]
        return Message(
            Target.chat(table.chat),
            text,
            buttons,
            slot="table",
            table_id=table.id,
            version=table.version,
        )

    def _hand_message(
        self, table: Table, seat: int, lang: str, action: str = "", view: View | None = None
    ) -> Message:
        game = table.game
        assert game is not None
        view = view or game.view(seat)
        user = table.seats[seat].user_id
        assert user is not None
        acting = seat in game.to_move() and not table.is_computer(seat)
        buttons: list[list[Button]] = []
        if acting:
            moves = game.legal_moves(seat)
            # A button names a seat by its number, its label by name (a name can be 128 bytes).
            legal = [m.words() for m in moves]
            shown = {words: m.words(table.names) for words, m in zip(legal, moves, strict=True)}
            limit = self.button_limit
            buttons = render.move_buttons(table, view, legal, action, lang, limit, shown)
        text = render.hand_text(table, seat, view, lang, acting and seat in game.awaiting())
        return Message(Target.user(user), text, buttons, slot="hand", table_id=table.id, seat=seat)

    async def _after(
        self, table: Table, events: list[tuple[int, Event]], everyone: bool = False
    ) -> list[Message]:
        """After a change: re-arm the turn timers, then render what happened."""
        self._arm_turn_timers(table)
        return self._render(table, events, everyone)

    def _render(
        self, table: Table, events: list[tuple[int, Event]], everyone: bool = False
    ) -> list[Message]:
        """A group message per public event, private lines per seat, the table, the hands.

        Each group message carries the version at which its event happened, so adapters may
        coalesce them and tests can check them against what was hidden at that moment.
        """
        lang = self.chat_language(table.chat)
        messages: list[Message] = []
        public = [(v, e) for v, e in events if e.to is None]
        for (version, _), line in zip(
            public, render.event_lines(table, [e for _, e in public], lang), strict=True
        ):
            if line:
                messages.append(
                    Message(Target.chat(table.chat), line, table_id=table.id, version=version)
                )
        for version, event in events:
            if event.to is None or table.is_computer(event.to):
                continue
            user = table.seats[event.to].user_id
            line = render.event_line(table, event, self.user_language(user)) if user else None
            if user and line:
                messages.append(
                    Message(
                        Target.user(user), line, table_id=table.id, seat=event.to, version=version
                    )
                )
        messages.append(self._table_message(table))
        game = table.game
        if game is not None:
            to_move = game.to_move()
            for seat, row in table.humans():
                assert row.user_id is not None
                mine = self.user_language(row.user_id)
                acting = seat in to_move and not table.is_computer(seat)
                view = game.view(seat)
                shown = (
                    view.hand,
                    acting,
                    table.version if acting else None,
                    game.game_over,
                )
                previous = table.shown_hands.get(seat)
                hand = None
                if everyone or previous != shown:
                    table.shown_hands[seat] = shown
                    hand = self._hand_message(table, seat, mine, view=view)
                    messages.append(hand)
                newly_waited_on = seat in game.awaiting() and (previous is None or not previous[1])
                if acting and newly_waited_on and not everyone and self._notify(table, seat):
                    messages.append(self._turn_message(table, seat, mine, hand))
                    table.noticed.add(seat)
                elif seat in table.noticed and not acting:
                    table.noticed.discard(seat)
                    # Their turn passed (moved from the hand, the group, or the timer): the
                    # notice's buttons would only be refused as out of date.
                    messages.append(self._retire_turn(table, seat))
        return messages

    def _notify(self, table: Table, seat: int) -> bool:
        user = table.seats[seat].user_id
        return user is not None and self.settings.get(user, {}).get("notify", "on") == "on"

    def _retire_turn(self, table: Table, seat: int) -> Message:
        user = table.seats[seat].user_id
        assert user is not None
        target = Target.user(user)
        return Message(target, "", slot="turn", table_id=table.id, seat=seat, retire=True)

    def _turn_message(
        self, table: Table, seat: int, lang: str, hand: Message | None = None
    ) -> Message:
        """A new short private message (slot ``turn``: it replaces the previous one) that
        notifies the player, with their moves as buttons (those of ``hand``, if rendered)."""
        hand = hand or self._hand_message(table, seat, lang)
        text = translate(
            "hand.turn_notice", lang, game=render.game_title(table.game_id, lang), id=table.id
        )
        return dataclasses.replace(hand, text=text, slot="turn")


ECHO_LIMIT = 60  # characters of someone's input a refusal repeats back


def _clipped(params: dict[str, Any]) -> dict[str, Any]:
    """A refusal quotes what was typed, but never more than a line of it."""
    clipped: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, str) and len(value) > ECHO_LIMIT:
            value = value[: ECHO_LIMIT - 1] + "…"
        clipped[name] = value if isinstance(value, int | str) else str(value)
    return clipped
