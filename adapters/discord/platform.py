"""The Discord platform: a discord.py client in the shared event loop, started and stopped by
the runtime (``adapters.runtime.serve``), never through ``Client.run``.

No privileged intents: everything arrives as interactions (slash commands, buttons, selects).

Sharded (``AutoShardedClient``): as many gateway shards as Discord recommends, or
``DISCORD_SHARDS``. Discord sends a server's interactions on shard ``(guild_id >> 22) % shards``
and DMs' on shard 0; all shards feed the one client, and every answer, send and edit goes by
REST, so no table depends on the shard that carries it.

Every REST call but the interaction endpoints' passes one rate gate (``adapters.discord.gate``,
``DISCORD_RATE`` calls a second), the delivery's lanes in the order of their priority.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from adapters.discord.answer import COMMAND, COMPONENT, Origin, Responder
from adapters.discord.commands import build_commands
from adapters.discord.components import DataButton, DataSelect
from adapters.discord.config import DiscordConfig, apply_endpoints
from adapters.discord.context import context_of
from adapters.discord.delivery import Delivery
from adapters.discord.gate import CATCH_UP, DiscordGate
from adapters.discord.outgoing import PREFIX, sort_messages
from adapters.discord.translator import CatalogueTranslator
from bot.commands import Command
from bot.delivery import LoopClock, RateGate
from bot.outbox import Message
from bot.service import TableService

log = logging.getLogger(__name__)
# No message pings anyone (``allowed_mentions`` with ``parse: []``), whatever its text holds:
# discord.py merges the client's default (``ConnectionState.allowed_mentions``) into channel
# sends and edits, interaction responses, followups and edits through the token alike. A DM
# still notifies its reader, as DMs do; the texts themselves are escaped in ``outgoing``.
NO_PINGS = discord.AllowedMentions.none()


class StammtischClient(discord.AutoShardedClient):
    def __init__(self, platform: DiscordPlatform) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # not privileged: the guild list, for READY
        super().__init__(
            intents=intents,
            guild_ready_timeout=platform.config.guild_ready_timeout,
            allowed_mentions=NO_PINGS,
            shard_count=platform.config.shards,  # None: GET /gateway/bot's ``shards``
            http_trace=platform.gate.trace_config(),  # every REST call passes the gate
        )
        self.platform = platform
        self.tree: app_commands.CommandTree[StammtischClient] = app_commands.CommandTree(self)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(DataButton, DataSelect)
        for command in build_commands(self.platform):
            self.tree.add_command(command)
        await self.tree.set_translator(CatalogueTranslator())  # names in each user's language
        guild_id = self.platform.config.guild_id
        if guild_id is not None:
            guild = discord.Object(guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d slash commands (%s)", len(synced), guild_id or "global")

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Space the shards' IDENTIFYs as Discord's session start limit asks (the library's
        default waits 5 s; the interval is configurable for the local fake)."""
        if not initial:
            await asyncio.sleep(self.platform.config.identify_interval)

    async def on_press(self, interaction: discord.Interaction[Any], data: str) -> None:
        await self.platform.press(interaction, data)


class DiscordPlatform:
    prefix = PREFIX

    def __init__(self, service: TableService, config: DiscordConfig) -> None:
        self.service = service
        self.config = config
        self.gate = DiscordGate(RateGate(config.overall_rate, LoopClock(), catch_up=CATCH_UP))
        self.client = StammtischClient(self)
        self.delivery = Delivery(
            self.client,
            service,
            config.hand_view_ttl,
            web=config.web_links,
            gate=self.gate.gate,
        )
        self.responder = Responder(self.delivery, config.defer_after)
        self._connection: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """Log in (syncs the commands), connect the gateway in a task, wait for READY."""
        apply_endpoints(self.config.api_base, self.config.gateway_url)
        try:
            await self.client.login(self.config.token)
            self._connection = asyncio.create_task(self.client.connect(), name="discord-gateway")
            ready = asyncio.create_task(self.client.wait_until_ready())
            try:
                done = await self._until_ready(self._connection, ready)
            finally:
                ready.cancel()
            if ready not in done:
                if self._connection in done:
                    self._connection.result()  # re-raise why the gateway connection ended
                raise TimeoutError("Discord: no READY from the gateway")
        except BaseException:
            await self._disconnect()  # failed or cancelled half-way: leave nothing open
            raise
        log.info(
            "Discord: connected as %s on %d shard(s)", self.client.user, self.client.shard_count
        )

    async def _until_ready(
        self, connection: asyncio.Task[None], ready: asyncio.Task[Any]
    ) -> set[asyncio.Task[Any]]:
        """Wait for READY on every shard or the connection's end: ``ready_timeout``, plus the
        identify interval for each shard after the first (they IDENTIFY one after another)."""
        loop = asyncio.get_running_loop()
        began = loop.time()
        while True:
            extra_shards = max(0, (self.client.shard_count or 1) - 1)
            allowance = self.config.ready_timeout + self.config.identify_interval * extra_shards
            remaining = began + allowance - loop.time()
            if remaining <= 0:
                return set()
            waiting = {connection, ready}
            first = asyncio.FIRST_COMPLETED
            done, _ = await asyncio.wait(waiting, timeout=min(remaining, 1.0), return_when=first)
            if done:
                return done

    async def deliver(self, messages: list[Message]) -> None:
        """Queue messages for delivery (lanes send them in the background; see ``flush``)."""
        self.delivery.submit(sort_messages(messages))

    async def flush(self, timeout: float = 10.0) -> None:
        await self.delivery.flush(timeout)

    async def stop(self) -> None:
        await self.delivery.flush(self.config.stop_flush_timeout)
        await self.delivery.close()
        await self._disconnect()
        await self.gate.close()

    async def _disconnect(self) -> None:
        await self.client.close()
        if self._connection is not None:
            await asyncio.gather(self._connection, return_exceptions=True)

    # ---- interactions ------------------------------------------------------------------
    async def command(self, interaction: discord.Interaction[Any], command: Command) -> None:
        ctx = context_of(interaction)
        origin = Origin(COMMAND, interaction.channel_id or 0, dm=ctx.private)
        await self._answer(interaction, origin, lambda: self.service.handle(ctx, command))

    async def press(self, interaction: discord.Interaction[Any], data: str) -> None:
        ctx = context_of(interaction)
        message = interaction.message
        origin = Origin(
            COMPONENT,
            interaction.channel_id or 0,
            message.id if message is not None else None,
            ephemeral=message is not None and message.flags.ephemeral,
            dm=ctx.private,
        )
        await self._answer(interaction, origin, lambda: self.service.press(ctx, data))

    async def _answer(
        self,
        interaction: discord.Interaction[Any],
        origin: Origin,
        produce: Callable[[], Awaitable[list[Message]]],
    ) -> None:
        await self.responder.run(interaction, context_of(interaction), produce, origin)
