"""Four users play a Bestia deal on Discord: an exchange of two cards toggled in a DM, an
exchange of none from the ephemeral hand view, a knock, and the tricks to the score."""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import Bot, World
from tests.discord.driver import Table, action, choices, find, items, labels

USERS = ("alice", "bob", "carol", "dave")


async def open_table(bot: Bot, world: World) -> Table:
    fake, channel = world.fake, world.channel_id
    driver = Table(bot, world)
    await driver.answer(await fake.invoke_command(world.alice, channel, "new", {"game": "bestia"}))
    for user in (world.bob, world.carol, world.dave):
        await driver.answer(await fake.invoke_command(user, channel, "join"))
    lobby = driver.table_message()
    assert "Seats: alice, bob, carol, dave" in lobby["content"]
    running = await driver.answer(
        await fake.click(world.alice, channel, lobby["id"], find(lobby, "Start"))
    )
    assert labels(running) == ["My hand"]
    return driver


async def test_a_deal_with_an_exchange_and_a_knock(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    driver = await open_table(bot, world)
    table = driver.table
    users = [getattr(world, name) for name in USERS]
    content = driver.table_message()["content"]
    assert "Pot: 40 chips" in content and "Trump: " in content and "Still in: " in content

    def acting() -> int:
        (seat,) = table.game.to_move()
        return int(seat)

    # 1. Two cards toggled in the DM hand, then confirmed.
    seat = acting()
    user = users[seat]
    hand = driver.dm_hand(user)
    offered = {action(d) for d in choices(hand)}
    assert {"m knock", "m fold", "m terzo", "s exchange"} <= offered
    cards = list(table.game.hands[seat])
    first, second = cards[1], cards[2]
    await driver.by_dm(user, f"exchange {first} {second}")
    assert driver.dm_clicks == 4  # Exchange …, one card, the other card, Confirm
    after = table.game.hands[seat]
    assert first not in after and second not in after
    dm_channel = fake.dm_channel_of(user["id"])
    assert dm_channel is not None
    dm = fake.messages_in(dm_channel)
    assert any(m["content"].startswith("You drew") for m in dm)
    said = "\n".join(m["content"] for m in fake.messages_in(channel))
    assert f"{USERS[seat]} stays in and exchanges 2 cards." in said

    # 2. The selection confirmed with nothing ticked: stay in (from the ephemeral view).
    seat = acting()
    user = users[seat]
    view = await driver.open_view(user)
    picking = await driver.use(user, channel, view, _data(view, "s exchange"))
    shown = [i.get("label") or "" for i in items(picking)]  # buttons, or a select's options
    shown += [o["label"] for i in items(picking) for o in i.get("options") or ()]
    assert [label for label in shown if label.startswith("✔")] == ["✔ Exchange"]
    await driver.use(user, channel, picking, _data(picking, "m exchange"))
    said = "\n".join(m["content"] for m in fake.messages_in(channel))
    assert f"{USERS[seat]} stays in without exchanging." in said

    # 3. A knock, by slash command.
    seat = acting()
    await driver.by_command(users[seat], "knock")
    assert table.game.phase == "play" and acting() == seat
    content = driver.table_message()["content"]
    assert f"{USERS[seat]} (knocked)" in content and "each trick wins 8" in content

    # 4. The tricks from the DM buttons, to the score.
    while table.game.deal_number == 1:
        seat = acting()
        legal = driver.legal(seat)
        offered = {action(d) for d in choices(driver.dm_hand(users[seat]))}
        assert offered == {f"m {w}" for w in legal}
        await driver.by_dm(users[seat], legal[0])
    said = "\n".join(m["content"] for m in fake.messages_in(channel))
    assert "Hand over." in said and "from the pot:" in said and "Next pot:" in said
    assert "money" not in said.lower() and "You drew" not in said
    rules = await driver.answer(
        await fake.invoke_command(world.dave, channel, "rules", {"game": "bestia"})
    )
    assert "Bestia — rules summary" in rules["content"] and "col\\_buco" in rules["content"]


def _data(message: dict[str, Any], wanted: str) -> str:
    """The service's button data for the choice with this action on a message."""
    return next(d for d in choices(message) if action(d) == wanted)
