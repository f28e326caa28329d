"""Fixtures: the fake Discord on 127.0.0.1, a server with four users, and the bot on a store.

Every test ends by checking that each interaction was answered within 2 seconds.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest

from adapters.discord import DiscordConfig, DiscordPlatform, create_platform
from bot.clock import Clock
from bot.outbox import Message
from bot.service import TableService
from bot.store import Store
from tests.fakes.discord_server import FakeDiscord

MAX_ANSWER = 2.0


@dataclass
class World:
    fake: FakeDiscord
    alice: dict[str, Any]  # the server's owner (an admin)
    bob: dict[str, Any]
    carol: dict[str, Any]
    dave: dict[str, Any]  # a member who never sits down
    guild_id: int
    channel_id: int


class Bot:
    """The bot as ``make run`` would run it, against the fake, on a store file."""

    def __init__(
        self, world: World, db_path: Path, clock: Clock | None = None, **config: Any
    ) -> None:
        self.world, self.db_path, self.overrides = world, db_path, config
        self.clock = clock  # the service's; a test's FakeClock drives the timers via ``tick``
        self.store: Store | None = None
        self.service: TableService
        self.platform: DiscordPlatform

    async def start(self) -> Bot:
        fake = self.world.fake
        self.store = await Store.open(self.db_path)
        self.service = TableService(self.store, seed="discord-e2e", clock=self.clock)
        config = DiscordConfig(
            token=fake.token,
            guild_id=self.world.guild_id,
            api_base=fake.api_base,
            gateway_url=fake.gateway_url,
            guild_ready_timeout=0.05,
            ready_timeout=10,
            **self.overrides,
        )
        self.platform = create_platform(self.service, config)
        self.service.hold()  # as `serve` does: interactions wait until the tables are rebuilt
        await self.platform.start()
        await self.platform.deliver(await self.service.restore())
        await self.platform.flush()
        return self

    async def stop(self) -> None:
        await self.platform.stop()
        if self.store is not None:
            await self.store.close()
            self.store = None
        await self.world.fake.wait_until(lambda: not self.world.fake.connected(), timeout=5)

    async def flush(self) -> None:
        await self.platform.flush()

    async def tick(self) -> list[Message]:
        """Fire what is due on the service's clock and deliver it, as ``run_timers`` would."""
        messages = await self.service.tick()
        await self.platform.deliver(messages)
        await self.flush()
        return messages


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    old_base = discord.http.Route.BASE
    old_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    try:
        yield server
    finally:
        discord.http.Route.BASE = old_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway
        await server.stop()
    slow = [round(t, 3) for t in server.latencies if t >= MAX_ANSWER]
    assert not slow, f"interactions answered after {MAX_ANSWER} s: {slow}"


@pytest.fixture
def world(fake: FakeDiscord) -> World:
    alice, bob = fake.make_user("alice"), fake.make_user("bob")
    carol, dave = fake.make_user("carol"), fake.make_user("dave")
    guild = fake.make_guild("Stammtisch", alice, channel_name="cards")
    for user in (bob, carol, dave):
        fake.add_member(guild["id"], user)
    return World(fake, alice, bob, carol, dave, int(guild["id"]), int(guild["system_channel_id"]))


@pytest.fixture
async def bot(world: World, tmp_path: Path) -> AsyncIterator[Bot]:
    running = await Bot(world, tmp_path / "stammtisch.sqlite3").start()
    try:
        yield running
    finally:
        await running.stop()
