"""Issue 16, item 6, through the Discord adapter: a number ``int`` cannot read (``²``,
``--5``, 5,000 digits) in an option or a move is answered with a refusal in words, only to
whoever typed it, instead of the generic error."""

from __future__ import annotations

from tests.discord.conftest import Bot, World
from tests.discord.driver import Table
from tests.fakes.discord_server import EPHEMERAL


async def test_malformed_numbers_get_a_refusal_in_words(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    driver = Table(bot, world)
    many = "9" * 5000
    for game, options, reply in [
        ("schieberamsch", "deals=²", "Option deals does not take “²” (expected a whole number)."),
        (
            "fivehundredone",
            "min_bid=--5",
            "Option min_bid does not take “--5” (expected a whole number).",
        ),
        ("schieberamsch", "turn_seconds=²", "Option turn_seconds does not take “²”"),
        ("vint", f"rubbers={many[:90]}", "Option rubbers does not take “999"),
    ]:
        iid = await fake.invoke_command(
            world.alice, channel, "new", {"game": game, "options": options}
        )
        answer = await driver.answer(iid)
        shown = answer["content"].replace("\\", "")  # Discord's markdown escapes taken out
        assert answer["flags"] & EPHEMERAL and shown.startswith(reply), answer
    assert not bot.service.tables
    iid = await fake.invoke_command(world.alice, channel, "new", {"game": "fivehundredone"})
    await driver.answer(iid)
    for _ in range(2):
        await driver.answer(await fake.invoke_command(world.alice, channel, "addbot"))
    await driver.answer(await fake.invoke_command(world.alice, channel, "start"))
    version = driver.table.version
    for verb, args in [("blind", "²"), ("bid", "--5"), ("contract", "H ²"), ("give", "SA ²")]:
        answer = await driver.answer(
            await fake.invoke_command(world.alice, channel, verb, {"args": args})
        )
        assert answer["flags"] & EPHEMERAL, answer
        # The generic answer, or the moves of that verb the seat may make (issue 18).
        hints = ("That move is incomplete", f"/{verb} ", "Which", "There is no player")
        assert answer["content"].startswith(hints) and "²" not in answer["content"]
    assert driver.table.version == version
