"""Stale buttons and other people's clicks are refused politely, only to whoever clicked."""

from __future__ import annotations

from tests.discord.conftest import Bot, World
from tests.discord.driver import Table, action, choices, find
from tests.discord.test_full_deal import open_table
from tests.fakes.discord_server import EPHEMERAL


async def refused(driver: Table, iid: int, text: str) -> None:
    """The answer is ephemeral, says ``text``, and the table did not change."""
    version = driver.table.version if driver.bot.service.tables else None
    public = len(driver.fake.messages_in(driver.channel))
    answer = await driver.answer(iid)
    assert answer["flags"] & EPHEMERAL, answer
    assert text in answer["content"], answer["content"]
    assert len(driver.fake.messages_in(driver.channel)) == public  # nothing in the channel
    if version is not None:
        assert driver.table.version == version


async def test_stale_and_foreign_clicks_are_refused(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    driver = await open_table(bot, world)
    table_message = driver.table_message()
    my_hand = find(table_message, "My hand")

    # dave does not sit at the table: his "My hand" is someone else's button
    iid = await fake.click(world.dave, channel, table_message["id"], my_hand)
    await refused(driver, iid, "That button belongs to another player.")
    iid = await fake.invoke_command(world.dave, channel, "play", {"card": "SA"})
    await refused(driver, iid, "You do not sit at this table.")
    # alice sits, but it is bob's turn
    iid = await fake.invoke_command(world.alice, channel, "pass")
    await refused(driver, iid, "It is not your turn.")

    # bob opens his hand twice: the first view is no longer kept up to date
    first = await driver.open_view(world.bob)
    second = await driver.open_view(world.bob)
    old_grand = next(d for d in choices(first) if action(d) == "m grand")
    await driver.by_view(world.bob, "pass")
    assert int(second["id"]) == driver.views[world.bob["id"]]
    still_old = fake.message(first["id"])
    assert still_old is not None and old_grand in choices(still_old)
    iid = await fake.click(world.bob, channel, first["id"], choices(still_old)[old_grand][0])
    await refused(driver, iid, "This button is out of date.")
    # his old Pass asks for what holds already (he passed): the view shows his hand as it is
    old_pass = next(d for d in choices(still_old) if action(d) == "m pass")
    version = driver.table.version
    iid = await fake.click(world.bob, channel, first["id"], choices(still_old)[old_pass][0])
    shown = await driver.answer(iid)
    assert "your hand" in shown["content"] and driver.table.version == version

    # bob's DM hand was edited in place meanwhile: it offers no old buttons
    hand = driver.dm_hand(world.bob)
    assert not choices(hand)  # not his turn: no buttons at all


async def test_abort_needs_the_creator_or_a_server_manager(bot: Bot, world: World) -> None:
    fake = world.fake
    side = fake.make_channel(world.guild_id, "side-table")
    driver = Table(bot, world)
    driver.channel = int(side["id"])
    opened = await driver.answer(
        await fake.invoke_command(world.dave, side["id"], "new", {"game": "schieberamsch"})
    )
    assert "Table #1" in opened["content"]
    iid = await fake.invoke_command(world.bob, side["id"], "abort")
    await refused(driver, iid, "Only the table's creator or a chat admin may abort it.")
    aborted = await driver.answer(await fake.invoke_command(world.alice, side["id"], "abort"))
    assert "aborted by alice" in aborted["content"]  # the server's owner manages it
    assert driver.table.status == "aborted"
