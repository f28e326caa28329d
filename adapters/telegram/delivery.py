"""Delivery of the service's messages: one worker per Telegram chat, paced and coalesced.

The queue, its workers and their pacing are the platform-neutral ``bot.delivery``: each chat
is a lane that gets at most one call every ``group_interval`` seconds (a group: table edits,
event lines and notices together) or ``private_interval`` (a private chat), measured on an
injectable clock. What changes in between is coalesced (see ``queue``); this module turns a
lane's items into Bot API calls. The table and hand messages are edited in place; their
message ids are kept as the store's message references so that edits continue after a
restart. A private chat that answers 403 is held (nothing lost, nothing
retried in a loop) until the user writes to the bot; the table's group gets one notice.

Every chat's calls pass the platform's ``RateGate`` (``TELEGRAM_RATE`` calls a second over
the whole bot) in the order of their ``priority``: the mover's own hand, the hands of players
now to move, the tables, everything else, restored messages last.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import logging
import time
from collections.abc import Callable
from datetime import timedelta

from telegram import Bot
from telegram.error import (
    BadRequest,
    ChatMigrated,
    Forbidden,
    NetworkError,
    RetryAfter,
    TelegramError,
)

from adapters.telegram.config import TelegramConfig
from adapters.telegram.keys import chat_key, place_of, user_key
from adapters.telegram.markup import keyboard
from adapters.telegram.queue import ChatQueue, Pending, split_text
from bot.delivery import Lanes, LoopClock, PacingClock, Priority, RateGate
from bot.outbox import Message, Target
from bot.store import Store, ref_key, shown_digest

log = logging.getLogger(__name__)

MAX_CAPTION = 1024
MAX_ATTEMPTS = 5  # network failures before a message is given up
IDLE_SECONDS = 600.0  # a chat's worker ends after this long without work
PLATFORM = "tg"  # the platform of the store's message references
REPLACED_SLOTS = ("turn",)  # sent anew each time (a notification), the previous one deleted
Unreachable = Callable[[str, int], list[Message]]  # (user key, table id) -> notices


class Delivery:
    takes_background = True  # ``submit(..., background=True)``: after all live work

    def __init__(
        self,
        store: Store,
        config: TelegramConfig,
        clock: PacingClock | None = None,
        *,
        unreachable: Unreachable | None = None,
        table_open: Callable[[int], bool] | None = None,
        gate: RateGate | None = None,
    ) -> None:
        self.store = store
        self.config = config
        self.clock: PacingClock = clock or LoopClock()
        self.bot: Bot | None = None
        self.username = ""
        self._unreachable: Unreachable = unreachable or (lambda user, table: [])
        self._table_open = table_open or (lambda table: True)
        self.gate = gate
        self.lanes: Lanes[ChatQueue] = Lanes(
            self.clock,
            self._new_queue,
            self._perform,
            idle=IDLE_SECONDS,
            name="telegram-chat",
            gate=gate,
        )
        self.queues = self.lanes.lanes  # chat id -> its queue
        self.tasks = self.lanes.tasks  # chat id -> its worker
        self.aliases: dict[int, int] = {}  # migrated group -> supergroup
        self.refs: dict[str, tuple[int, int] | None] = {}  # slot key -> (chat id, message id)
        self.shown: dict[str, str] = {}  # slot key -> digest of what its message shows
        self.last_tables: dict[int, Message] = {}
        self.notified: set[tuple[str, int]] = set()  # (user key, table id) told to /start
        # Play is by inline mode (the platform sets it once getMe confirms it): a hand is
        # shown by the player's list of moves and not pushed to their private chat.
        self.inline = False
        self._seq = itertools.count()

    def attach(self, bot: Bot, username: str) -> None:
        self.bot, self.username = bot, username

    # ---- what the platform calls -------------------------------------------------------
    def submit(
        self,
        messages: list[Message],
        fresh_hands: bool = False,
        *,
        background: bool = False,
        mover: str | None = None,
    ) -> None:
        """Queue messages for their chats; returns at once (workers send them).
        ``background``: after every live message (the restored tables' at a restart);
        ``mover``: the user key of the person whose input these answer (their hand first)."""
        now = self.clock.now()
        for message in messages:
            place = place_of(message.target.key)
            if place is None:
                continue
            if place.chat_id in self.aliases:
                message = self._retarget(message, self._resolve(place.chat_id))
                place = place_of(message.target.key)
                assert place is not None
            # Inline play: a hand goes to the private chat only when asked for or pressed in.
            pushed = message.slot == "hand" and not fresh_hands and message.target.key != mover
            if self.inline and pushed:
                continue
            if message.slot == "table" and message.table_id is not None:
                self.last_tables[message.table_id] = message
            item = Pending(message, now, next(self._seq), slot_key(message))
            item.fresh = (fresh_hands and message.slot == "hand") or message.slot in REPLACED_SLOTS
            item.background = background
            item.priority = priority(message, mover)
            self._queue(place.chat_id).put(item)

    def reachable(self, user_id: int) -> None:
        """The user wrote to the bot privately: their chat takes messages again."""
        key = user_key(user_id)
        self.notified = {n for n in self.notified if n[0] != key}
        queue = self.queues.get(user_id)
        if queue is not None:
            queue.release()

    async def migrate(self, old: int, new: int) -> None:
        """A group became a supergroup: table messages and pending work move over."""
        if old == new or self.aliases.get(old) == new:
            return
        self.aliases[old] = new
        for message in list(self.last_tables.values()):
            place = place_of(message.target.key)
            if place is not None and place.chat_id == old:
                # That message stays behind in the old, read-only chat: post it anew.
                await self._forget(message)
                self.submit([self._retarget(message, new)])
        queue = self.queues.get(old)
        if queue is not None:
            for item in queue.drop_all():
                self._move(item, new)

    def quiescent(self) -> bool:
        """No call in flight and none due before the clock moves on (for tests)."""
        return self.lanes.quiescent()

    async def drain(self, timeout: float) -> bool:
        """Wait (real time) until nothing deliverable is pending; False on timeout."""
        return await self.lanes.drain(timeout)

    async def close(self) -> None:
        await self.lanes.close()
        if self.gate is not None:
            await self.gate.close()

    # ---- the lanes ---------------------------------------------------------------------
    def _queue(self, chat_id: int) -> ChatQueue:
        return self.lanes.lane(chat_id)

    def _new_queue(self, chat_id: int) -> ChatQueue:
        config = self.config
        return ChatQueue(chat_id, config.group_interval if chat_id < 0 else config.private_interval)

    async def _perform(self, queue: ChatQueue, items: list[Pending]) -> int:
        """One operation; returns the number of calls it made to the chat."""
        try:
            if items[0].slot_key is not None:
                return await self._update_slot(queue.chat_id, items[0])
            return await self._send(queue.chat_id, items)
        except RetryAfter as exc:
            wait = _seconds(exc.retry_after)
            log.warning("chat %s: flood limit, retrying in %.0f s", queue.chat_id, wait)
            queue.put_back(items)
            queue.hold(self.clock.now() + wait)
        except ChatMigrated as exc:
            self.aliases[queue.chat_id] = exc.new_chat_id
            for item in items:
                await self._forget(item.message)
                self._move(item, exc.new_chat_id)
        except Forbidden as exc:
            if queue.chat_id > 0:
                queue.blocked = True
                queue.put_back([i for i in items if not i.message.alert])
                # Inline play needs no private chat: only a hand asked for there is told of.
                asked = any(i.fresh and i.message.slot == "hand" for i in items)
                if not self.inline or asked:
                    self._tell_group(queue)
            else:
                dropped = len(queue.drop_all()) + len(items)
                log.warning(
                    "group %s refuses the bot (%s): %d dropped", queue.chat_id, exc, dropped
                )
        except BadRequest as exc:
            log.warning("chat %s: the Bot API refused a message: %s", queue.chat_id, exc.message)
        except NetworkError as exc:
            if items[0].attempts + 1 < MAX_ATTEMPTS:
                queue.put_back(items)
                queue.next_free = self.clock.now() + items[0].attempts
            else:
                log.error(
                    "chat %s: given up after %d attempts: %s", queue.chat_id, MAX_ATTEMPTS, exc
                )
        except TelegramError as exc:
            log.warning("chat %s: %s", queue.chat_id, exc)
        return 1

    def _tell_group(self, queue: ChatQueue) -> None:
        """A private chat refused us: each table it concerns gets one notice in its group."""
        user = user_key(queue.chat_id)
        tables = {i.message.table_id for i in queue.items()}
        for table_id in sorted(t for t in tables if t is not None):
            if (user, table_id) not in self.notified:
                self.notified.add((user, table_id))
                self.submit(self._unreachable(user, table_id))

    def _replays(self, key: str) -> Callable[[int], str] | None:
        """Replay links signed for ``key`` (the chat a /history listing goes to: anyone in
        it may watch; or a user), where the web table is served."""
        url, secret = self.config.web_url, self.config.web_secret
        if not url or not secret:
            return None
        # Here, not at the top: the web pages bring aiohttp, which a bot without them needs not.
        from adapters.web.replay import replay_url

        return lambda table_id: replay_url(url, secret, table_id, key, time.time())

    # ---- the calls ---------------------------------------------------------------------
    async def _update_slot(self, chat_id: int, item: Pending) -> int:
        bot = self._bot()
        message = item.message
        markup = keyboard(
            message.buttons, self.username, chat_id < 0, self.config.web_app, inline=self.inline
        )
        text = split_text(message.text)[0]
        ref = await self._ref(message)
        mine = ref is not None and ref[0] == chat_id
        calls = 0
        if message.retire:  # the turn it notified is over: the notice goes, nothing is sent
            if ref is None or not mine:
                return 0
            await self._forget(message)
            with contextlib.suppress(TelegramError):
                await bot.delete_message(chat_id, ref[1])
            return 1
        if ref is not None and mine and not item.fresh:
            if self.shown.get(slot_key(message) or "") == shown_digest(message):
                await self._settled(message)  # it shows this already: no call
                return 0
            calls += 1
            try:
                await bot.edit_message_text(text, chat_id, ref[1], reply_markup=markup)
                await self._remember(message, ref)
                await self._settled(message)
                return calls
            except BadRequest as exc:
                if _not_modified(exc):
                    await self._remember(message, ref)
                    await self._settled(message)
                    return calls
                if not _gone(exc):
                    raise
        sent = await bot.send_message(
            chat_id, text, message_thread_id=_thread(message), reply_markup=markup
        )
        calls += 1
        await self._remember(message, (chat_id, sent.message_id))
        if ref is not None and mine and item.fresh:
            calls += 1
            with contextlib.suppress(TelegramError):
                await bot.delete_message(chat_id, ref[1])
        await self._settled(message)
        return calls

    async def _send(self, chat_id: int, items: list[Pending]) -> int:
        bot = self._bot()
        first = items[0].message
        thread = _thread(first)
        if first.file is not None:
            name, data = first.file
            caption = split_text(first.text, MAX_CAPTION)[0]
            if name.endswith(".png"):  # a picture (a finished match's): shown in the chat
                await bot.send_photo(chat_id, data, caption=caption, message_thread_id=thread)
            else:
                await bot.send_document(
                    chat_id, data, filename=name, caption=caption, message_thread_id=thread
                )
            return 1
        web_app, replay = self.config.web_app, self._replays(first.target.key)
        markup = (
            keyboard(first.buttons, self.username, chat_id < 0, web_app, replay, self.inline)
            if len(items) == 1
            else None
        )
        chunks = split_text("\n".join(i.message.text for i in items))
        for number, chunk in enumerate(chunks, 1):
            last = number == len(chunks)
            await bot.send_message(
                chat_id, chunk, message_thread_id=thread, reply_markup=markup if last else None
            )
        return len(chunks)

    def _bot(self) -> Bot:
        if self.bot is None:
            raise RuntimeError("Delivery used before the platform started")
        return self.bot

    # ---- message ids in the store ------------------------------------------------------
    async def _ref(self, message: Message) -> tuple[int, int] | None:
        key = slot_key(message)
        if key is None or message.slot is None or message.table_id is None:
            return None
        if key not in self.refs:
            self.refs[key] = await self.store.message_ref(
                PLATFORM, message.table_id, message.slot, message.target.key
            )
        return self.refs[key]

    async def _remember(self, message: Message, ref: tuple[int, int]) -> None:
        """The slot's message is ``ref`` and shows ``message`` (kept unless already known)."""
        key = slot_key(message)
        if key is None or message.slot is None or message.table_id is None:
            return
        digest = shown_digest(message)
        if self.refs.get(key) == ref and self.shown.get(key) == digest:
            return
        self.refs[key], self.shown[key] = ref, digest
        await self.store.set_message_ref(
            PLATFORM, message.table_id, message.slot, message.target.key, ref, digest
        )

    async def _settled(self, message: Message) -> None:
        """After the last update of a finished table's message, forget its id."""
        if message.table_id is not None and not self._table_open(message.table_id):
            await self._forget(message)

    async def _forget(self, message: Message) -> None:
        key = slot_key(message)
        if key is None or message.slot is None or message.table_id is None:
            return
        self.refs.pop(key, None)
        self.shown.pop(key, None)
        await self.store.forget_message_refs(
            PLATFORM, message.table_id, message.slot, message.target.key
        )

    # ---- migration ---------------------------------------------------------------------
    def _resolve(self, chat_id: int) -> int:
        seen = set()
        while chat_id in self.aliases and chat_id not in seen:
            seen.add(chat_id)
            chat_id = self.aliases[chat_id]
        return chat_id

    def _retarget(self, message: Message, chat_id: int) -> Message:
        place = place_of(message.target.key)
        thread = place.thread_id if place is not None else None
        target = Target(message.target.kind, chat_key(chat_id, thread))
        return dataclasses.replace(message, target=target)

    def _move(self, item: Pending, chat_id: int) -> None:
        message = self._retarget(item.message, chat_id)
        if message.slot == "table" and message.table_id is not None:
            self.last_tables[message.table_id] = message
        moved = Pending(message, item.since, item.seq, slot_key(message), fresh=item.fresh)
        moved.background, moved.priority = item.background, item.priority
        self._queue(chat_id).put(moved)


def priority(message: Message, mover: str | None) -> Priority:
    """How urgent a message is at the rate gate: what answers the mover (their hand, a
    refusal), then the hands of those now to move (they have buttons), then tables."""
    if mover is not None and message.target.key == mover and (message.slot == "hand"):
        return Priority.OWN
    if message.alert:
        return Priority.OWN
    if message.slot in ("hand", "turn") and message.buttons and not message.retire:
        return Priority.TO_MOVE
    if message.slot == "table":
        return Priority.TABLE
    return Priority.OTHER


def slot_key(message: Message) -> str | None:
    """The key of an edited-in-place message: its store reference's (None: a new message)."""
    if message.slot is None or message.table_id is None:
        return None
    return ref_key(PLATFORM, message.table_id, message.slot, message.target.key)


def _thread(message: Message) -> int | None:
    place = place_of(message.target.key)
    return place.thread_id if place is not None else None


def _seconds(value: int | timedelta) -> float:
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


def _not_modified(exc: BadRequest) -> bool:
    return "message is not modified" in exc.message.lower()


def _gone(exc: BadRequest) -> bool:
    text = exc.message.lower()
    return any(
        s in text
        for s in ("message to edit not found", "message can't be edited", "message_id_invalid")
    )
