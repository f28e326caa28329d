"""A player whose DMs are closed plays the whole deal from ephemeral hand views."""

from __future__ import annotations

from bot import render
from tests.discord.conftest import Bot, World
from tests.discord.test_full_deal import open_table


async def test_closed_dms_play_from_ephemeral_views(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    fake.close_dms(world.carol["id"])
    driver = await open_table(bot, world)

    notices = [m["content"] for m in fake.messages_in(channel) if "direct messages" in m["content"]]
    assert len(notices) == 1 and notices[0].startswith("carol does not accept direct messages")
    game = bot.service.tables[1].game
    assert game is not None
    labels = {render.card_label("schieberamsch", c) for c in game.view(2).hand or ()}
    assert not any(label in notices[0] for label in labels), "the notice shows no cards"

    async def alice(target: str) -> None:
        await driver.by_dm(world.alice, target)

    async def bob(target: str) -> None:
        await driver.by_dm(world.bob, target)

    async def carol(target: str) -> None:
        await driver.by_view(world.carol, target)

    await driver.play({0: alice, 1: bob, 2: carol})
    assert driver.table.status == "finished"
    assert driver.hand_presses == 1  # one "My hand"; the view was edited as the deal went on
    dm = fake.dm_channel_of(world.carol["id"])
    assert dm is None or fake.messages_in(dm) == []  # nothing ever reached carol's DMs
    refused = [c for c in fake.calls if c.status == 403 and c.key.startswith("POST /channels")]
    assert len(refused) == 1  # tried once, then not again for this table
    notices = [m for m in fake.messages_in(channel) if "direct messages" in m["content"]]
    assert len(notices) == 1
    final = fake.message(driver.views[world.carol["id"]])
    assert final is not None and "The match is over." in final["content"]
