"""The console table: the embedded default, needing no token and no network.

One terminal is both the group chat and the human player's private chat, each message
labelled. Commands are the chat commands (``/new <game>``, ``/play SJ``); a number
presses that button of the hand shown last. With piped input it reads line by line, lets
the computer players move after each command, and exits at the end of input.
"""

from __future__ import annotations

import asyncio
import getpass
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from adapters.tasks import stop_task
from bot.buttons import ButtonData
from bot.context import Context
from bot.i18n import DEFAULT_LANGUAGE, languages, translate
from bot.limits import Limits
from bot.outbox import Button, Message, Target
from bot.service import TableService
from bot.store import Store
from engine.numbers import parse_int

if TYPE_CHECKING:
    from adapters.web.server import WebTables

CHAT = "console:table"
USER = "console:you"


class ConsoleTable:
    def __init__(
        self, service: TableService, out: TextIO, name: str, language: str = DEFAULT_LANGUAGE
    ) -> None:
        self.service = service
        self.out = out
        # The terminal is the group and the person alike: both in the console's language.
        self.ctx = Context(
            USER,
            name,
            CHAT,
            private=False,
            is_admin=True,
            language=language,
            chat_language=language,
        )
        self.buttons: list[Button] = []
        self.shown: dict[str, str] = {}
        self.last_label = ""

    def show(self, messages: list[Message], asked: bool = False) -> None:
        """``asked``: the answer to /hand or My hand, whose hand is shown even unchanged."""
        for message in messages:
            self._show(message, asked)
        self.out.flush()

    def _show(self, message: Message, asked: bool = False) -> None:
        if message.retire:  # a turn notice withdrawn: the console shows none to withdraw
            return
        private = message.target.kind == "user"
        flat = [b for row in message.buttons for b in row]
        if message.slot == "table":
            if message.text == self.shown.get("table"):
                return
            first = ButtonData.decode(message.buttons[0][0].data) if message.buttons else None
            lobby_or_watching = first is not None and first.verb == "join"
            table = self.service.tables.get(message.table_id or -1)
            watching = table is not None and table.seat_of(USER) is None
            self.shown["table"] = message.text
            if not (lobby_or_watching or watching):
                return
        if message.slot == "hand":
            key = message.text + "|".join(b.data for b in flat)
            if not asked and (not flat or self.shown.get("hand") == key):
                return
            self.shown["hand"] = key
            if flat:  # a hand without buttons leaves the numbers as they were
                self.buttons = flat
        label = "private" if private else "table"
        if message.alert:
            label = "alert"
        label = translate(f"console.label.{label}", self.ctx.language)
        prefix = f"[{label}] " if label != self.last_label or message.slot else "    "
        self.last_label = "" if message.slot else label
        self.out.write(prefix + message.text.replace("\n", "\n    ") + "\n")
        if message.slot == "hand" and flat:
            choices = "  ".join(f"[{i}] {b.label}" for i, b in enumerate(self.buttons, 1))
            self.out.write(f"    {choices}\n")
        if message.file is not None:
            path = Path("data/exports") / message.file[0]
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(message.file[1])
            written = translate("console.written", self.ctx.language, path=str(path))
            self.out.write(f"    {written}\n")

    async def line(self, text: str) -> None:
        text = text.strip()
        if not text:
            return
        number = parse_int(text, 1, len(self.buttons))
        if number is not None:
            data = self.buttons[number - 1].data
            pressed = ButtonData.decode(data)
            asked = pressed is not None and pressed.action == "h"  # My hand
            self.show(await self.service.press(self.ctx, data), asked)
            return
        if parse_int(text) is not None:  # a number, but no button of that number: say the range
            key = "console.button_range" if self.buttons else "console.no_buttons"
            answer = translate(key, self.ctx.language, number=text, count=len(self.buttons))
            self.show([Message(Target.user(USER), answer, alert=True)])
            return
        if not text.startswith("/"):
            text = "/" + text
        asked = text.split()[0].lower() == "/hand"
        replies = await self.service.handle_text(self.ctx, text)
        if not replies:  # the group's chatter rule does not apply: this line was for the bot
            refusal = translate("error.not_a_command", self.ctx.language)
            replies = [Message(Target.user(USER), refusal, alert=True)]
        self.show(replies, asked)


def console_language(environ: Mapping[str, str]) -> str:
    """``STAMMTISCH_LANG``, else the terminal's locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``:
    ``de_DE.UTF-8`` -> ``de``), where the bot speaks it; else English."""
    for name in ("STAMMTISCH_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        code = environ.get(name, "").split("_")[0].split(".")[0].split("-")[0].lower()
        if code in languages():
            return code
        if code and name == "STAMMTISCH_LANG":
            break  # asked for a language the bot does not speak: English, not the locale's
    return DEFAULT_LANGUAGE


async def start_web(
    service: TableService, console: ConsoleTable, environ: Mapping[str, str]
) -> WebTables | None:
    """The local web table for the console's person: on 127.0.0.1, on ``STAMMTISCH_WEB_PORT``
    or a free port. None (and a line on standard error) where it cannot listen."""
    from adapters.web.auth import web_secret
    from adapters.web.server import WebTables, web_port

    async def deliver(messages: list[Message]) -> None:
        console.show(messages)

    web = WebTables(service, deliver, web_secret(environ))
    try:
        await web.start("127.0.0.1", web_port(environ, 0))
    except OSError as exc:
        print(f"stammtisch: no web table: {exc.strerror}", file=sys.stderr)
        await web.stop()
        return None
    return web


def announce_web(web: WebTables | None, console: ConsoleTable, told: set[int]) -> None:
    """Print the page of the person's table once per table: the URL for their seat."""
    if web is None:
        return
    table_id = console.service.by_user.get(USER) or console.service.by_chat.get(CHAT)
    if table_id is None or table_id in told:
        return
    told.add(table_id)
    url = web.link(table_id, USER)
    console.out.write(translate("web.console_url", console.ctx.language, url=url) + "\n")
    console.out.flush()


async def run_console(db_path: str, stdin: TextIO = sys.stdin, out: TextIO = sys.stdout) -> int:
    store = await Store.open(db_path)
    try:
        seed = os.environ.get("STAMMTISCH_SEED") or None
        service = TableService(store, seed=seed, limits=Limits.off())  # one local user
        name = os.environ.get("STAMMTISCH_NAME") or getpass.getuser().capitalize() or "You"
        language = console_language(os.environ)
        console = ConsoleTable(service, out, name, language)
        interactive = stdin.isatty()
        if interactive:
            out.write(translate("console.greeting", language) + "\n")
        console.show(await service.restore())
        # The page for the person's seat: ``make run`` at a terminal, or wherever a port is
        # asked for (piped scripts and tests get none unless they ask).
        web = None
        if interactive or os.environ.get("STAMMTISCH_WEB_PORT", "").strip():
            web = await start_web(service, console, os.environ)
        told: set[int] = set()
        announce_web(web, console, told)

        async def show(messages: list[Message]) -> None:
            console.show(messages)

        timers = asyncio.create_task(service.run_timers(show))
        loop = asyncio.get_running_loop()
        try:
            while True:
                if interactive:
                    out.write("> ")
                    out.flush()
                text = await loop.run_in_executor(None, stdin.readline)
                if not text:
                    break
                await console.line(text)
                announce_web(web, console, told)
        finally:
            await stop_task(timers)  # ended for sure before the store closes
            if web is not None:
                await web.stop()
    finally:
        await store.close()
    return 0
