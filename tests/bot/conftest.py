"""Fixtures for the bot core: a store on a temporary file and a service with a fixed seed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.context import Context
from bot.outbox import Message
from bot.service import TableService
from bot.store import Store

CHAT = "test:group"


def person(n: int, chat: str = CHAT, admin: bool = False) -> Context:
    return Context(f"test:u{n}", f"User{n}", chat, is_admin=admin)


def privately(ctx: Context) -> Context:
    return Context(ctx.user_id, ctx.user_name, f"test:dm{ctx.user_id}", private=True)


def alerts(messages: list[Message]) -> list[str]:
    return [m.text for m in messages if m.alert]


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    store = await Store.open(tmp_path / "bot.sqlite3")
    yield store
    await store.close()


@pytest.fixture
async def service(store: Store) -> TableService:
    return TableService(store, seed="fixed")


async def open_table(
    service: TableService, humans: int = 3, game: str = "schieberamsch", options: str = "deals=1"
) -> list[Context]:
    """A table in CHAT with ``humans`` people (the rest computers), started."""
    people = [person(i) for i in range(humans)]
    await service.handle_text(people[0], f"/new {game} {options}".strip())
    for p in people[1:]:
        await service.handle_text(p, "/join")
    for _ in range(3 - humans):
        await service.handle_text(people[0], "/addbot")
    out = await service.handle_text(people[0], "/start")
    assert not alerts(out), alerts(out)
    return people
