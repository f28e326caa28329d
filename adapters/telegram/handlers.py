"""Telegram updates -> TableService calls -> Delivery.

Group commands act on the group's (or forum topic's) table; private commands act on the
user's table. In the private chat ``/start`` is Telegram's start: it opens the chat, takes a
deep-link payload (``join_7``, ``hand_7``) and never starts a match. Wrong input is answered
to that user only: in the callback answer, or privately.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from typing import Any

from telegram import Chat, Message, Update, User
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import TelegramError
from telegram.ext import (
    Application,
    BaseUpdateProcessor,
    CallbackQueryHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from adapters.telegram.delivery import Delivery
from adapters.telegram.keys import chat_key, parse_payload, user_key
from bot import outbox
from bot.context import Context
from bot.i18n import DEFAULT_LANGUAGE, languages, translate
from bot.service import TableService
from bot.table import LOBBY, RUNNING

log = logging.getLogger(__name__)

MAX_ANSWER = 200  # answerCallbackQuery text limit
MAX_NAME = 32

# Set while ChatOrder runs an update: lets the updates waiting for it begin.
_release_order: ContextVar[Callable[[], None] | None] = ContextVar("chat_order", default=None)


class ChatOrder(BaseUpdateProcessor):
    """Updates are handled concurrently, except that those of one chat, and those of one
    person, are handled one after the other in the order Telegram sent them (``/new`` before
    the ``/join`` typed just after it; a person's ``/leave`` in one group before their
    ``/new`` in another).

    A table's own changes are serialised by its lock in the service, so tables played from
    different chats (each player's private chat, the group) proceed in parallel. An update
    may let the next ones begin before it ends (``release_chat_order``): a press does, once
    its changes are handed to the delivery, so its answer's round trip holds up nobody.
    """

    def __init__(self, max_concurrent_updates: int) -> None:
        super().__init__(max_concurrent_updates)
        self._tails: dict[tuple[str, int], asyncio.Future[None]] = {}

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        keys = _order_keys(update)
        # Registered before any await, so in the order the updates arrive: each waits for
        # the one before it of its chat and of its person, never for a later one.
        earlier = {self._tails[k] for k in keys if k in self._tails}
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        for key in keys:
            self._tails[key] = done

        def release() -> None:
            if not done.done():
                done.set_result(None)
            for key in keys:
                if self._tails.get(key) is done:
                    del self._tails[key]

        token = _release_order.set(release)
        try:
            if earlier:
                try:
                    await asyncio.shield(asyncio.gather(*earlier))
                except BaseException:
                    if asyncio.iscoroutine(coroutine):
                        coroutine.close()  # cancelled while waiting: never started
                    raise
            await coroutine
        finally:
            release()
            _release_order.reset(token)

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass


def release_chat_order() -> None:
    """The running update is done with what must happen in its chat's order."""
    release = _release_order.get()
    if release is not None:
        release()


def _order_keys(update: object) -> list[tuple[str, int]]:
    if not isinstance(update, Update):
        return []
    keys = []
    if update.effective_chat is not None:
        keys.append(("chat", update.effective_chat.id))
    if update.effective_user is not None:
        keys.append(("user", update.effective_user.id))
    return keys


class UpdateHandlers:
    def __init__(self, service: TableService, delivery: Delivery) -> None:
        self.service = service
        self.delivery = delivery

    def register(self, app: Application[Any, Any, Any, Any, Any, Any]) -> None:
        app.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, self.on_migrate))
        app.add_handler(
            MessageHandler(filters.UpdateType.MESSAGE & filters.COMMAND, self.on_command)
        )
        app.add_handler(CallbackQueryHandler(self.on_button))
        app.add_error_handler(self.on_error)

    # ---- commands ----------------------------------------------------------------------
    async def on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message, user = update.message, update.effective_user
        if message is None or user is None or user.is_bot or not message.text:
            return
        # Any whitespace ends the command, a newline too: "/abort\n7" is an admin's /abort.
        head, *more = message.text.split(maxsplit=1) or [""]
        rest = more[0] if more else ""
        verb, _, addressee = head[1:].partition("@")
        if addressee and addressee.lower() != (context.bot.username or "").lower():
            return  # meant for another bot
        text = f"/{verb} {rest}".strip()
        private = message.chat.type == ChatType.PRIVATE
        if private:
            ctx = person_context(user, user_key(user.id), private=True)
            if verb.lower() == "start":
                await self._start(ctx, rest.strip())
            else:
                replies = await self.service.handle_text(ctx, text)
                fresh = verb.lower() == "hand"
                self.delivery.submit(replies, fresh_hands=fresh, mover=ctx.user_id)
            self.delivery.reachable(user.id)
            return
        admin = _asks_admin(verb, rest) and await _is_admin(message.chat, user)
        ctx = person_context(user, _chat_key(message), private=False, admin=admin)
        replies = await self.service.handle_text(ctx, text)
        # Inline play: a move typed in the group pushes no private hand (the list shows it).
        mover = None if self.delivery.inline else ctx.user_id
        self.delivery.submit(replies, fresh_hands=verb.lower() == "hand", mover=mover)
        # Inline play needs no private chat: a join in the group is not confirmed there.
        joined = verb.lower() == "join" and not any(m.alert for m in replies)
        if joined and not self.delivery.inline:
            self._confirm_seat(ctx)

    async def _start(self, ctx: Context, payload: str) -> None:
        """/start [join_7 | hand_7] in the private chat."""
        parsed = parse_payload(payload)
        # Held, not refused, while the tables it looks at are rebuilt (the others may be still).
        await self.service.wait_tables(ctx, parsed[1] if parsed is not None else None)
        if parsed is not None and parsed[0] == "join":
            table = self.service.tables.get(parsed[1])
            if table is None or table.seat_of(ctx.user_id) is None:
                replies = await self.service.join_by_link(ctx, parsed[1], parsed[2])
                self.delivery.submit(replies)
                if not any(m.alert for m in replies):
                    self._confirm_seat(ctx)
                return
        table = self.service.table_for(ctx)
        if table is not None and table.status == RUNNING:
            self.delivery.submit(await self.service.handle_text(ctx, "/hand"), fresh_hands=True)
        elif table is not None and table.status == LOBBY:
            self._confirm_seat(ctx)
        else:
            text = translate("tg.welcome", ctx.language, name=ctx.user_name)
            self.delivery.submit([outbox.Message(outbox.Target.user(ctx.user_id), text)])

    def _confirm_seat(self, ctx: Context) -> None:
        """Tell a seated player privately; a 403 here gives the group its deep-link notice."""
        table = self.service.table_for(Context(ctx.user_id, ctx.user_name, ctx.chat, True))
        if table is None or table.status != LOBBY:
            return
        text = translate("tg.joined", ctx.language, id=table.id)
        target = outbox.Target.user(ctx.user_id)
        self.delivery.submit([outbox.Message(target, text, table_id=table.id)])

    # ---- buttons -----------------------------------------------------------------------
    async def on_button(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None or not query.data:
            return
        user, message = query.from_user, query.message
        private = message is not None and message.chat.type == ChatType.PRIVATE
        where = user_key(user.id)  # inline messages have no chat; private chats are the user
        if isinstance(message, Message) and not private:
            where = _chat_key(message)
        ctx = person_context(user, where, private)
        replies = await self.service.press(ctx, query.data)
        alerts = [m.text for m in replies if m.alert]
        # Handed to the delivery before the answer is awaited, then the chat's next update
        # may begin: the answer's round trip holds up neither the chat nor, with other
        # chats handled concurrently, anyone else.
        self.delivery.submit([m for m in replies if not m.alert], mover=ctx.user_id)
        if private:
            self.delivery.reachable(user.id)
        release_chat_order()
        try:
            if alerts:
                await query.answer(alerts[0][:MAX_ANSWER], show_alert=True)
            else:
                await query.answer()
        except TelegramError as exc:
            log.info("callback answer failed: %s", exc)

    # ---- migration and errors ----------------------------------------------------------
    async def on_migrate(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.message
        if message is None:
            return
        if message.migrate_to_chat_id:
            old, new = message.chat.id, message.migrate_to_chat_id
        elif message.migrate_from_chat_id:
            old, new = message.migrate_from_chat_id, message.chat.id
        else:
            return
        await self.service.migrate_chat(chat_key(old), chat_key(new))
        await self.delivery.migrate(old, new)

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        log.error("update failed", exc_info=context.error)


def _chat_key(message: Message) -> str:
    thread = message.message_thread_id if message.is_topic_message else None
    return chat_key(message.chat.id, thread)


def person_context(user: User, chat: str, private: bool, admin: bool = False) -> Context:
    name = (user.full_name or user.username or str(user.id))[:MAX_NAME]
    return Context(user_key(user.id), name, chat, private, admin, _language(user))


def _asks_admin(verb: str, rest: str) -> bool:
    """Whether the command may need the sender to be a chat admin (asked only then)."""
    verb = verb.lower()
    rest = rest.lower()
    return verb in ("abort", "kick") or (
        verb == "settings" and ("turn_seconds" in rest or "group_language" in rest)
    )


def _language(user: User) -> str:
    code = (user.language_code or "en").split("-")[0].lower()
    return code if code in languages() else DEFAULT_LANGUAGE


async def _is_admin(chat: Chat, user: User) -> bool:
    try:
        member = await chat.get_member(user.id)
    except TelegramError as exc:
        log.info("cannot tell whether %s is an admin: %s", user.id, exc)
        return False
    return member.status in (ChatMemberStatus.OWNER, ChatMemberStatus.ADMINISTRATOR)
