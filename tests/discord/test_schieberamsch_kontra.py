"""Kontra through the fake Discord (issue 18): alice deals, a computer is forehand and would
lead at once; she says Kontra from her DM hand against a computer's Grand Hand, and with the
slash command in Ramsch with ``ramsch_kontra``, before that lead; or declines it."""

from __future__ import annotations

from collections.abc import Callable

from engine.games.schieberamsch.game import Schieberamsch
from tests.discord.conftest import Bot, World
from tests.discord.driver import Table, labels
from tests.schieberamsch.kontra_chat import PERSON, grand_deck, ramsch_deck


async def start(
    bot: Bot, world: World, options: str, deck: Callable[[], list[str]]
) -> tuple[Table, Schieberamsch]:
    """alice with two computers on ``deck``; she deals the first hand."""
    fake, channel = world.fake, world.channel_id
    driver = Table(bot, world)
    chosen = {"game": "schieberamsch", "options": options}
    await driver.answer(await fake.invoke_command(world.alice, channel, "new", chosen))
    for _ in range(2):
        await driver.answer(await fake.invoke_command(world.alice, channel, "addbot"))
    driver.table.next_deck = deck
    await driver.answer(await fake.invoke_command(world.alice, channel, "start"))
    game = driver.table.game
    assert isinstance(game, Schieberamsch)
    return driver, game


def channel_text(world: World) -> str:
    return "\n".join(m["content"] for m in world.fake.messages_in(world.channel_id))


async def test_kontra_from_the_dm_against_a_computers_grand_hand(bot: Bot, world: World) -> None:
    driver, game = await start(bot, world, "deals=1", grand_deck)
    assert "Sepp announces Grand Hand!" in channel_text(world)
    assert {"Kontra", "Pass"} <= set(labels(driver.dm_hand(world.alice)))
    assert not game.trick  # Sepp, forehand, waits for her
    await driver.by_dm(world.alice, "kontra")
    await bot.flush()
    text = channel_text(world)
    assert "alice says Kontra!" in text and "Sepp says Rekontra!" in text
    assert driver.table.game.kontras == [PERSON] and driver.table.game.trick


async def test_kontra_by_command_in_ramsch(bot: Bot, world: World) -> None:
    driver, _ = await start(bot, world, "ramsch_kontra=true", ramsch_deck)
    await driver.by_dm(world.alice, "pass")  # no Grand Hand
    await driver.by_dm(world.alice, "push")
    assert {"Kontra", "Pass"} <= set(labels(driver.dm_hand(world.alice)))
    await driver.by_command(world.alice, "kontra")
    await bot.flush()
    text = channel_text(world)
    assert "alice says Kontra!" in text and "Too late" not in text
    assert driver.table.game.kontras == [PERSON] and driver.table.game.trick


async def test_no_kontra_from_the_dm(bot: Bot, world: World) -> None:
    driver, _ = await start(bot, world, "", grand_deck)
    await driver.by_dm(world.alice, "pass")
    await bot.flush()
    assert "alice: no Kontra." in channel_text(world)
    assert driver.table.game.kontras == [] and driver.table.game.trick
