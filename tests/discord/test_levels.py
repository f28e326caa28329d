"""Issue 20 through the Discord fake: /addbot with a level, strong computers play a whole
match, and /hint answers ephemerally, to the asker alone."""

from __future__ import annotations

from tests.discord.conftest import Bot, World
from tests.fakes.discord_server import EPHEMERAL


async def test_strong_computers_play_and_a_hint_is_ephemeral(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id

    async def run(name: str, options: dict[str, object] | None = None) -> dict[str, object]:
        iid = await fake.invoke_command(world.alice, channel, name, options)
        answer = await fake.wait_response(iid)
        await bot.flush()
        return answer

    await run("new", {"game": "schieberamsch", "options": "deals=1 hints=on"})
    added = await run("addbot", {"level": "strong"})
    assert "(computer, strong)" in str(added["content"])
    await run("addbot", {"level": "strong"})
    await run("start")
    table = bot.service.tables[1]
    assert table.game is not None and 0 in table.game.to_move()
    hint = await run("hint")
    assert str(hint["content"]).startswith("Hint: ") and int(str(hint["flags"])) & EPHEMERAL
    await run("auto")
    for _ in range(100):
        if table.status == "finished":
            break
        await bot.flush()
    assert table.status == "finished"
