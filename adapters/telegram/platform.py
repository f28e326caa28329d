"""The Telegram platform: python-telegram-bot's Application, started inside a running loop.

``run_polling``/``run_webhook`` own the event loop, so they cannot share it with other
platforms; this uses ``initialize``/``start`` and the updater's ``start_polling`` or
``start_webhook``, and the reverse on stop.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from typing import Any

import httpx
from telegram import Bot, BotCommand
from telegram.error import InvalidToken, TelegramError
from telegram.ext import Application
from telegram.request import HTTPXRequest

from adapters.errors import StartError
from adapters.tasks import stop_task
from adapters.telegram.config import TelegramConfig
from adapters.telegram.delivery import Delivery
from adapters.telegram.handlers import ChatOrder, UpdateHandlers
from adapters.telegram.inline import InlinePlay
from adapters.telegram.keys import PREFIX
from adapters.telegram.limiter import GateLimiter
from adapters.telegram.redact import redact_token
from bot import render
from bot.delivery import LoopClock, RateGate
from bot.delivery import PacingClock as Clock
from bot.i18n import DEFAULT_LANGUAGE, languages, translate
from bot.outbox import Button, Message, Target
from bot.service import TableService
from bot.table import LOBBY, RUNNING

log = logging.getLogger(__name__)

MENU = (
    "new join leave sit addbot removebot start hand hint play auto back score last standings rules "
    "ratings history profile export kick abort rematch settings help"
).split()
UPDATES = ["message", "callback_query"]
INLINE_UPDATES = [*UPDATES, "inline_query", "chosen_inline_result"]
App = Application[Any, Any, Any, Any, Any, Any]


def build_application(config: TelegramConfig, gate: RateGate | None = None) -> App:
    """``gate``: the bot's overall limit, shared with the delivery (one is made if None)."""
    redact_token(config.token)  # before the Bot exists: it logs its URL when created
    gate = gate or RateGate(config.overall_rate, LoopClock())
    limiter = GateLimiter(
        gate, group_max_rate=config.group_rate_limit, max_retries=max(config.max_retries, 1)
    )
    builder = Application.builder().token(config.token).rate_limiter(limiter)
    # PTB's two HTTP clients (getUpdates, and the other calls; its default pool sizes) share
    # one TLS context: each made its own, reading the certificate store (0.03 s apiece of a
    # start before getMe).
    tls = httpx.create_ssl_context()
    builder = builder.request(HTTPXRequest(256, httpx_kwargs={"verify": tls}))
    builder = builder.get_updates_request(HTTPXRequest(1, httpx_kwargs={"verify": tls}))
    # Updates of different chats are handled concurrently (tables run in parallel, each still
    # serialised by its lock in the service), those of one chat in the order they came.
    builder = builder.concurrent_updates(ChatOrder(max(config.concurrent_updates, 1)))
    if config.base_url:
        builder = builder.base_url(config.base_url)
    return builder.build()


def menu(language: str = "en") -> list[BotCommand]:
    return [BotCommand(name, translate(f"tg.menu.{name}", language)) for name in MENU]


async def set_menus(bot: Bot) -> None:
    """The command menu: English for everyone, and per language the bot speaks its own
    descriptions (Telegram shows a user the menu of their app's language). The command names
    stay English: Telegram allows only Latin letters, digits and underscores in them."""
    # Each language's texts made off the event loop: its first use parses the language's
    # Fluent files (a few hundred ms), which would hold up the updates meanwhile.
    await bot.set_my_commands(await asyncio.to_thread(menu, DEFAULT_LANGUAGE))
    for language in sorted(languages() - {DEFAULT_LANGUAGE}):
        commands = await asyncio.to_thread(menu, language)
        await bot.set_my_commands(commands, language_code=language)


class TelegramPlatform:
    prefix = PREFIX

    def __init__(
        self, service: TableService, config: TelegramConfig, clock: Clock | None = None
    ) -> None:
        self.service = service
        self.config = config
        # An edit notifies nobody: "your turn" goes only to those not following their table.
        if config.following_seconds > 0:
            service.messages.follow(PREFIX, config.following_seconds)
        # Telegram's limit is in real seconds: the gate keeps the loop's clock even where a
        # test paces the chats on a simulated one.
        self.gate = RateGate(config.overall_rate, LoopClock())
        self.app = build_application(config, self.gate)
        self.delivery = Delivery(
            service.store,
            config,
            clock,
            unreachable=self._unreachable_notice,
            table_open=self._table_open,
            gate=self.gate,
        )
        self.handlers = UpdateHandlers(service, self.delivery)
        self.handlers.register(self.app)
        if config.inline:
            InlinePlay(service, self.delivery).register(self.app)
        self._started = False
        self.menus: asyncio.Task[None] | None = None

    async def start(self) -> None:
        try:
            await self._start()
        except BaseException as exc:
            with contextlib.suppress(Exception):  # e.g. a wrong token: leave nothing open
                if self.app.running:
                    await self.app.stop()
                await self.app.shutdown()
            if isinstance(exc, InvalidToken):  # its message (and traceback) name the token
                raise StartError(self._rejected(exc)) from None
            raise
        self._started = True
        mode = "webhook" if self.config.webhook_url else "polling"
        log.info("telegram: @%s is up (%s)", self.app.bot.username, mode)

    def _rejected(self, exc: InvalidToken) -> str:
        """Why getMe failed, for the operator, without the token.

        The Bot API answers 401 to a wrong token and 404 to a path that is not
        ``/bot<token>/getMe`` (a wrong ``TELEGRAM_API_BASE``); PTB reports both as
        ``InvalidToken`` with the token in the message.
        """
        token = self.config.token
        answer = str(exc.__cause__ or "") or "refused"
        where = self.config.api_base or "https://api.telegram.org"
        text = (
            f"telegram: the Bot API at {where} refused getMe ({answer}). Check TELEGRAM_TOKEN"
            " (the token BotFather gave) and, if set, TELEGRAM_API_BASE (the server's root URL,"
            " without /bot)."
        )
        return text.replace(token, "<token>") if token else text

    async def _start(self) -> None:
        await self.app.initialize()  # getMe
        self.delivery.attach(self.app.bot, self.app.bot.username)
        config = self.config
        inline = config.inline and bool(self.app.bot.supports_inline_queries)
        if config.inline and not inline:
            log.warning(
                "telegram: TELEGRAM_INLINE is on but @%s has no inline mode (BotFather:"
                " /setinline, then /setinlinefeedback): playing by buttons",
                self.app.bot.username,
            )
        self.delivery.inline = inline
        updates = INLINE_UPDATES if inline else UPDATES
        await self.app.start()
        updater = self.app.updater
        assert updater is not None
        if config.webhook_url:
            await updater.start_webhook(
                listen=config.webhook_listen,
                port=config.webhook_port,
                url_path=config.webhook_path,
                webhook_url=config.webhook_url,
                secret_token=config.webhook_secret or secrets.token_urlsafe(32),
                allowed_updates=updates,
            )
        else:
            await updater.start_polling(
                poll_interval=0, timeout=int(config.poll_timeout), allowed_updates=updates
            )
        # The menus once updates flow: six calls that need not hold up the first update.
        self.menus = asyncio.create_task(self._set_menus(), name="telegram-menus")

    async def _set_menus(self) -> None:
        await asyncio.sleep(self.config.menus_after)
        try:
            await set_menus(self.app.bot)
        except TelegramError as exc:
            log.warning("telegram: the command menus were not set: %s", exc)

    async def deliver(self, messages: list[Message]) -> None:
        self.delivery.submit(messages)

    async def stop(self) -> None:
        if not self._started:
            return
        self._started = False
        if self.menus is not None:
            await stop_task(self.menus)
        updater = self.app.updater
        if updater is not None and updater.running:
            await updater.stop()
        await self.app.stop()  # finishes the updates already fetched
        if not await self.delivery.drain(self.config.drain_timeout):
            log.warning("telegram: stopped with messages still pending")
        await self.delivery.close()
        await self.app.shutdown()

    # ---- hooks of the delivery ---------------------------------------------------------
    def _table_open(self, table_id: int) -> bool:
        table = self.service.tables.get(table_id)
        return table is not None and table.status in (LOBBY, RUNNING)

    def _unreachable_notice(self, user: str, table_id: int) -> list[Message]:
        """A short group notice with a deep link for a player whose private chat refused us."""
        table = self.service.tables.get(table_id)
        seat = table.seat_of(user) if table is not None else None
        if table is None or seat is None or not self._table_open(table_id):
            return []
        text = translate("tg.unreachable", name=table.seats[seat].name)
        button = Button(translate("tg.button.open_chat"), render.button_data(table, "h"))
        return [Message(Target.chat(table.chat), text, [[button]], table_id=table_id)]
