"""A Bieten deal on Discord, three people on a constructed pack (tests/bieten/chat.py).

carol cuts with the number picker from her DM hand and steals privately; bob bets Rot and
carol, whose turn it is not, accepts from her DM buttons; bob plays and, still in his window,
bets Grün (paid at once); alice declares the Weli in two steps (suit, then rank). The deal's
score shows the accepted Rot going to carol at 2.
"""

from __future__ import annotations

from typing import Any

from tests.bieten.chat import ALICE, CAROL, deck
from tests.discord.conftest import Bot, World
from tests.discord.driver import Table, items

JSON = dict[str, Any]


def offered(message: JSON) -> dict[str, str]:
    """Label -> the service's data, for every button and select option of a message."""
    found: dict[str, str] = {}
    for item in items(message):
        if item["type"] == 2:
            found[item["label"]] = item["custom_id"].removeprefix("st:")
        else:
            prefix = item["custom_id"].split(":", 2)[2]
            found.update({o["label"]: prefix + o["value"] for o in item["options"]})
    return found


async def test_a_bet_accepted_out_of_turn_and_a_weli_declared(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    driver = Table(bot, world)
    users = [world.alice, world.bob, world.carol]
    alice, bob, carol = users
    await driver.answer(await fake.invoke_command(alice, channel, "new", {"game": "bieten"}))
    for user in (bob, carol):
        await driver.answer(await fake.invoke_command(user, channel, "join"))
    table = driver.table
    table.next_deck = deck
    await driver.answer(await fake.invoke_command(alice, channel, "start"))

    async def press(user: JSON, label: str) -> JSON:
        message = driver.dm_hand(user)
        choices = offered(message)
        assert label in choices, (label, list(choices), message["content"])
        edited: JSON = await driver.use(user, int(message["channel_id"]), message, choices[label])
        return edited

    def channel_text() -> str:
        return "\n".join(m["content"] for m in fake.messages_in(channel))

    # The cut from carol's DM: the number picker, then the steal.
    assert list(offered(driver.dm_hand(carol))) == ["Lift 4–9 …", "Lift 10–19 …", "Lift 20–29 …"]
    await press(carol, "Lift 10–19 …")
    steal = await press(carol, "Lift 12")
    assert "The bottom card of your lifted packet is 🌰9" in steal["content"]
    await press(carol, "Steal")
    await press(carol, "Stop")
    assert "carol steals a card (1 so far)." in channel_text()
    assert "🌰9" not in channel_text()

    # bob bets Rot; carol accepts out of turn from her DM.
    await press(bob, "Bet Rot")
    assert table.game.awaiting() == {CAROL}
    answer = driver.dm_hand(carol)
    assert "bob bets Rot: accept" in answer["content"]
    assert list(offered(answer)) == ["Accept", "Concede"]
    await press(carol, "Accept")
    assert "carol accepts: Rot is worth 2." in channel_text()

    # bob's bet buttons still work after his card, until carol plays.
    await press(bob, "🔔8")
    assert "You may still bet before carol plays." in driver.dm_hand(bob)["content"]
    await press(bob, "Bet Grün")
    await press(carol, "Concede")
    await press(alice, "Concede")
    assert "bob wins Grün at once (+1)" in channel_text()
    await press(carol, "🌰7")

    # alice declares the Weli: suit, then rank.
    suits = await press(alice, "Weli …")
    assert list(offered(suits)) == [
        "Weli as ♥ …", "Weli as 🍃 …", "Weli as 🔔 …", "Weli as 🌰 …", "« Back",
    ]  # fmt: skip
    ranks = await press(alice, "Weli as 🌰 …")
    assert "Weli as 🌰O" in offered(ranks)
    await press(alice, "Weli as 🌰O")
    assert (ALICE, "play W=EO") in table.moves[0]
    assert "alice plays Weli as 🌰O." in channel_text()

    while "Deal scored" not in channel_text():
        (seat,) = table.game.awaiting()
        card = next(label for label in offered(driver.dm_hand(users[seat])) if "Bet" not in label)
        await press(users[seat], card)
        assert table.move_count < 30
    scored = channel_text()[channel_text().index("Deal scored") :]
    assert "Rot carol" in scored and "carol +2 Rot" in scored and "bob +1 Grün" in scored
    assert "alice +1 Hanger" in scored
