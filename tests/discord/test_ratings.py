"""Issue 23 through the Discord fake: a finished match posts its picture as a PNG attachment,
and /ratings, /profile and /history answer."""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import Bot, World


async def test_a_match_ends_with_its_picture_and_the_commands_answer(
    bot: Bot, world: World
) -> None:
    fake, channel = world.fake, world.channel_id

    async def run(name: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
        iid = await fake.invoke_command(world.alice, channel, name, options)
        answer: dict[str, Any] = await fake.wait_response(iid)
        await bot.flush()
        return answer

    await run("new", {"game": "schieberamsch", "options": "deals=1"})
    await run("addbot")
    await run("addbot")
    await run("start")
    await run("auto")
    table = bot.service.tables[1]
    for _ in range(100):
        if table.status == "finished":
            break
        await bot.flush()
    await bot.flush()
    pictures = [
        a
        for m in fake.messages_in(channel)
        for a in m.get("attachments", [])
        if a["filename"] == "table-1.png"
    ]
    assert len(pictures) == 1 and 5_000 < pictures[0]["size"] < 200_000
    assert str((await run("ratings", {"game": "schieberamsch"}))["content"]).startswith(
        "Ratings · Schieberamsch"
    )
    assert "Schieberamsch: 1 match" in str((await run("profile"))["content"])
    listing = await run("history")
    assert "#1 · " in str(listing["content"])
