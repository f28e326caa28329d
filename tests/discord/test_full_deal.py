"""Three users play a whole Schieberamsch deal: slash commands, DM buttons, ephemeral views."""

from __future__ import annotations

import json
from collections import Counter

from tests.discord.conftest import Bot, World
from tests.discord.driver import Table, action, choices, find, labels
from tests.fakes.discord_server import EPHEMERAL

SCHIEBERAMSCH_COMMANDS = {
    "new", "join", "leave", "addbot", "start", "hand", "auto", "score", "last", "standings",
    "rules", "export", "abort", "rematch", "help", "play", "move",
    "grand", "pass", "take", "discard", "push", "exchange", "kontra", "rekontra",
}  # fmt: skip


async def open_table(bot: Bot, world: World) -> Table:
    """alice opens with /new, bob types /join, carol presses Join, alice presses Start."""
    fake, channel = world.fake, world.channel_id
    driver = Table(bot, world)
    iid = await fake.invoke_command(
        world.alice, channel, "new", {"game": "schieberamsch", "options": "deals=1"}
    )
    opened = await driver.answer(iid)
    assert "Table #1" in opened["content"] and not opened["flags"] & EPHEMERAL
    lobby = driver.table_message()
    assert labels(lobby) == ["Join", "Add computer", "Start"]
    assert "Options: deals=1" in lobby["content"]

    joined = await driver.answer(await fake.invoke_command(world.bob, channel, "join"))
    assert "bob sits down" in joined["content"]
    lobby = driver.table_message()
    assert "Seats: alice, bob" in lobby["content"]
    iid = await fake.click(world.carol, channel, lobby["id"], find(lobby, "Join"))
    lobby = await driver.answer(iid)
    assert fake.interactions[iid].callback_type == 7  # the table message, edited in place
    assert "Seats: alice, bob, carol" in lobby["content"]

    iid = await fake.click(world.alice, channel, lobby["id"], find(lobby, "Start"))
    running = await driver.answer(iid)
    assert running["id"] == lobby["id"] and labels(running) == ["My hand"]
    assert "To move: bob" in running["content"]
    return driver


async def test_three_users_play_a_whole_deal(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    assert {c["name"] for c in fake.commands(world.guild_id)} >= SCHIEBERAMSCH_COMMANDS
    driver = await open_table(bot, world)
    for user in (world.alice, world.bob, world.carol):
        assert "Your cards:" in driver.dm_hand(user)["content"]
    score = await driver.answer(await fake.invoke_command(world.bob, channel, "score"))
    assert "Score sheet" in score["content"] and not score["flags"] & EPHEMERAL
    hand = await driver.answer(await fake.invoke_command(world.bob, channel, "hand"))
    assert hand["flags"] & EPHEMERAL and hand["content"] == driver.dm_hand(world.bob)["content"]
    calls_before = len(fake.calls)
    latencies_before = len(fake.latencies)

    async def alice(target: str) -> None:
        hand = driver.dm_hand(world.alice)
        offered = {action(d) for d in choices(hand)}
        if target.startswith("play"):  # exactly her legal moves, nothing else
            assert offered == {f"m {w}" for w in driver.legal(0)}
        await driver.by_dm(world.alice, target)

    async def bob(target: str) -> None:
        await driver.by_command(world.bob, target)

    async def carol(target: str) -> None:
        await driver.by_view(world.carol, target)

    await driver.play({0: alice, 1: bob, 2: carol})

    table = driver.table
    assert table.status == "finished"
    messages = fake.messages_in(channel)
    table_message = next(m for m in messages if m["content"].startswith("Schieberamsch · table #1"))
    assert "The match is over." in table_message["content"] and table_message["components"] == []
    everything = "\n".join(m["content"] for m in messages)
    assert "Deal scored" in everything and "Match over" in everything
    for user in (world.alice, world.bob, world.carol):
        hand = driver.dm_hand(user)
        assert "The match is over." in hand["content"] and hand["components"] == []
    # carol pressed "My hand" once: her ephemeral view was kept up to date through the deal
    assert driver.hand_presses == 1 and driver.commands > 0 and driver.dm_clicks > 0

    kinds = [r.payload["data"].get("component_type") for r in fake.interactions.values()]
    assert 2 in kinds and 3 in kinds  # buttons, and select menus where a row was too few

    counts = fake.calls[calls_before:]
    deal_latencies = fake.latencies[latencies_before:]
    report = {
        "rest_calls_by_route": dict(sorted(Counter(c.key for c in counts).items())),
        "table_message_edits": sum(c.path.endswith(table_message["id"]) for c in counts),
        "interactions": len(deal_latencies),
        "slowest_answer_s": round(max(deal_latencies), 4),
    }
    print("\nONE FULL DEAL:", json.dumps(report, indent=1))

    standings = await driver.answer(await fake.invoke_command(world.bob, channel, "standings"))
    assert "Standings · Schieberamsch" in standings["content"]
    export = await driver.answer(await fake.invoke_command(world.carol, channel, "export"))
    assert [a["filename"] for a in export["attachments"]] == ["stammtisch-schieberamsch-1.json"]
    rules = await driver.answer(
        await fake.invoke_command(world.dave, channel, "rules", {"game": "schieberamsch"})
    )
    assert "rules summary" in rules["content"]
    helped = await driver.answer(await fake.invoke_command(world.dave, channel, "help"))
    assert "/new" in helped["content"]
