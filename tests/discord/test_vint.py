"""A Vint deal bid and played on Discord: three people and a computer player.

alice (the dealer, calling first) bids with the two-step picker on her DM hand (Bid …, then a
level, then a denomination, the longer lists as select menus) and plays by DM buttons; bob
calls and plays by slash commands; carol from the ephemeral "My hand" view.
"""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import Bot, World
from tests.discord.driver import Table, action, choices, find, items, labels

JSON = dict[str, Any]


def offered(message: JSON) -> list[str]:
    """Every choice's label on a message: buttons, and the options of select menus."""
    found: list[str] = []
    for item in items(message):
        if item["type"] == 2:
            found.append(item["label"])
        else:
            found.extend(option["label"] for option in item["options"])
    return found


def data_for(message: JSON, wanted: str) -> str:
    """The service's data of the choice whose action is ``wanted``."""
    return next(d for d in choices(message) if action(d) == wanted)


async def test_a_vint_deal_is_bid_and_played(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    driver = Table(bot, world)
    await driver.answer(await fake.invoke_command(world.alice, channel, "new", {"game": "vint"}))
    for user in (world.bob, world.carol):
        await driver.answer(await fake.invoke_command(user, channel, "join"))
    await driver.answer(await fake.invoke_command(world.alice, channel, "addbot"))
    lobby = driver.table_message()
    running = await driver.answer(
        await fake.click(world.alice, channel, lobby["id"], find(lobby, "Start"))
    )
    assert labels(running) == ["My hand"]
    assert "Partners: alice & carol against bob & Sepp" in running["content"]
    assert "To move: alice" in running["content"]

    # alice's first call: Bid …, then the level (a select menu), then the denomination.
    hand = driver.dm_hand(world.alice)
    dm = int(hand["channel_id"])
    assert offered(hand) == ["Pass", "Bid …"]
    levels = await driver.use(world.alice, dm, hand, data_for(hand, "p bid"))
    assert offered(levels) == [f"Bid {n} …" for n in range(1, 8)] + ["« Back"]
    calls = await driver.use(world.alice, dm, levels, data_for(levels, "p bid 1"))
    assert offered(calls) == ["1♠", "1♣", "1♦", "1♥", "1NT", "« Back"]
    assert driver.table.move_count == 0
    await driver.use(world.alice, dm, calls, data_for(calls, "m bid 1 NT"))
    assert driver.table.moves[0][0] == (0, "bid 1 NT")
    shown = driver.table_message()["content"]
    assert "Auction: alice 1NT" in shown and "Highest bid: " in shown

    async def alice(target: str) -> None:
        await driver.by_dm(world.alice, target)

    async def bob(target: str) -> None:
        await driver.by_command(world.bob, target)

    async def carol(target: str) -> None:
        await driver.by_view(world.carol, target)

    await driver.play(
        {0: alice, 1: bob, 2: carol},
        stop=lambda: driver.table.game.view(None).info["last_deal"] is not None,
    )

    table = driver.table
    humans = [words for seat, words in table.moves[0] if seat in (0, 1, 2)]
    assert sum(w.startswith("play") for w in humans) == 39  # all three played 13 cards each
    assert driver.commands > 0 and driver.dm_clicks > 0 and driver.hand_presses >= 1
    everything = "\n".join(m["content"] for m in fake.messages_in(channel))
    assert "alice bids 1NT." in everything and "bob passes." in everything
    assert "The auction is over: " in everything and "Deal scored: " in everything
    sheet = driver.table_message()["content"]
    assert "Score sheet: alice & carol \\| bob & Sepp" in sheet
    assert "above the line: " in sheet and "game 1: " in sheet
    score = await driver.answer(await fake.invoke_command(world.dave, channel, "score"))
    assert "Score sheet: alice & carol \\| bob & Sepp" in score["content"]
    rules = await driver.answer(
        await fake.invoke_command(world.dave, channel, "rules", {"game": "vint"})
    )
    assert "Vint — rules summary" in rules["content"]
    assert "slam\\_bonus\\_defenders" in rules["content"] and "rubbers" in rules["content"]
