"""A player's DM channel is looked up once (POST /users/@me/channels), not on every hand
update: discord.py keeps only the last 128 private channels, so at more than 128 players its
``create_dm`` would otherwise make a REST call before every edit of a hand."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from tests.discord.conftest import Bot, World
from tests.discord.driver import Table

LOOKUP = "POST /users/@me/channels"


async def test_a_dm_channel_is_looked_up_once_per_player(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    driver = Table(bot, world)
    chosen = {"game": "schieberamsch", "options": "deals=1"}
    await driver.answer(await fake.invoke_command(world.alice, channel, "new", chosen))
    for user in (world.bob, world.carol):
        await driver.answer(await fake.invoke_command(user, channel, "join"))
    await driver.answer(await fake.invoke_command(world.alice, channel, "start"))
    await bot.flush()
    assert fake.routes_count()[LOOKUP] == 3
    state: Any = bot.platform.client._connection
    edits_before = sum(1 for c in fake.calls if c.method == "PATCH")

    def by_dm(user: dict[str, Any]) -> Callable[[str], Awaitable[None]]:
        async def move(target: str) -> None:
            # the library's cache forgets every DM channel, as past its 128th
            state._private_channels.clear()
            state._private_channels_by_user.clear()
            await driver.by_dm(user, target)
            await bot.flush()

        return move

    ways = {0: by_dm(world.alice), 1: by_dm(world.bob), 2: by_dm(world.carol)}
    await driver.play(ways, stop=lambda: driver.table.move_count >= 8)
    assert driver.table.move_count >= 8
    assert sum(1 for c in fake.calls if c.method == "PATCH") > edits_before + 8  # hands edited
    assert fake.routes_count()[LOOKUP] == 3
