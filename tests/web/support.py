"""A service with a web table on a free local port, and a chat fake that records deliveries."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

import aiohttp

from adapters.web.server import WebTables
from bot.context import Context
from bot.outbox import Message
from bot.service import TableService
from bot.store import Store

CHAT = "test:group"
SECRET = b"web-test-secret-0123456789abcdef"


def person(n: int, prefix: str = "test:u") -> Context:
    return Context(f"{prefix}{n}", f"User{n}", CHAT)


@dataclass
class Chat:
    """What the web server handed to the chats (as a platform would deliver it)."""

    delivered: list[Message] = field(default_factory=list)

    async def deliver(self, messages: list[Message]) -> None:
        self.delivered.extend(messages)


@dataclass
class Site:
    service: TableService
    web: WebTables
    chat: Chat
    base: str
    http: aiohttp.ClientSession
    table_id: int = 0
    game: str = "schieberamsch"

    def url(self, user: str, path: str = "") -> str:
        link = self.web.link(self.table_id, user)
        token = link.split("?t=")[1]
        if not path:
            return link
        return f"{self.base}/api/table/{self.table_id}/{path}?t={token}"


async def open_table(
    service: TableService,
    game: str,
    humans: int,
    computers: int,
    options: str = "",
    prefix: str = "test:u",
) -> int:
    people = [person(i, prefix) for i in range(humans)]
    out = await service.handle_text(people[0], f"/new {game} {options}".strip())
    for p in people[1:]:
        out += await service.handle_text(p, "/join")
    for _ in range(computers):
        out += await service.handle_text(people[0], "/addbot")
    out += await service.handle_text(people[0], "/start")
    assert not [m.text for m in out if m.alert], [m.text for m in out if m.alert]
    table_id = out[0].table_id
    assert table_id is not None
    return table_id


@contextlib.asynccontextmanager
async def site(
    game: str = "schieberamsch",
    humans: int = 2,
    computers: int = 1,
    options: str = "deals=1",
    prefix: str = "test:u",
    telegram_token: str | None = None,
) -> AsyncIterator[Site]:
    store = await Store.open(":memory:")
    service = TableService(store, seed="web")
    chat = Chat()
    web = WebTables(service, chat.deliver, SECRET, telegram_token=telegram_token)
    base = await web.start("127.0.0.1", 0)
    http = aiohttp.ClientSession()
    try:
        table_id = await open_table(service, game, humans, computers, options, prefix)
        yield Site(service, web, chat, base, http, table_id, game)
    finally:
        await http.close()
        await web.stop()
        await store.close()
