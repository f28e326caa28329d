"""A 501 deal through the fake Discord: alice bids blind from the buttons of her DM hand, takes
the talon, announces from the select menus, gives a card to each opponent, announces her
marriage, and the deal is played to its score. bob deals and lets the computer play his seat."""

from __future__ import annotations

from tests.discord.conftest import Bot, World
from tests.discord.driver import Table, action, choices, items, labels
from tests.fivehundredone.chat import ALICE, ALICE_LABELS, alice_move, deck, step


async def test_a_blind_bid_deal_played_to_its_score(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    driver = Table(bot, world)
    assert {"look", "blind", "bid", "concede", "contract", "give"} <= {
        c["name"] for c in fake.commands(world.guild_id)
    }
    await driver.answer(
        await fake.invoke_command(world.bob, channel, "new", {"game": "fivehundredone"})
    )
    await driver.answer(await fake.invoke_command(world.alice, channel, "join"))
    await driver.answer(await fake.invoke_command(world.bob, channel, "addbot"))
    table = driver.table
    table.next_deck = deck
    await driver.answer(await fake.invoke_command(world.bob, channel, "start"))
    await driver.answer(await fake.invoke_command(world.bob, channel, "auto"))

    first = driver.dm_hand(world.alice)
    assert "Your 7 cards lie face down." in first["content"]
    assert labels(first) == ["Bid blind …", "Pass", "👀 Look at my cards"]
    assert all(i["type"] == 2 for i in items(first))  # three buttons
    seen: list[str] = []
    menus = 0
    while "Deal scored" not in "\n".join(m["content"] for m in fake.messages_in(channel)):
        game = table.game
        assert game.awaiting() == {ALICE}
        legal = driver.legal(ALICE)
        target = alice_move(game.view(ALICE), legal, game, [])  # a seat by number, as buttons
        message = driver.dm_hand(world.alice)
        dm = int(message["channel_id"])
        for _ in range(5):
            seen.append(message["content"])
            offered = {action(d): d for d in choices(message)}
            menus += any(i["type"] == 3 for i in items(message))
            chosen = step(offered, target)
            assert chosen is not None, (target, list(offered))
            edited = await driver.use(world.alice, dm, message, offered[chosen])
            if chosen.startswith("m "):
                break
            assert edited["id"] == message["id"]  # a picker step edits the hand in place
            message = edited

    everything = "\n".join(m["content"] for m in fake.messages_in(channel))
    looked = next(i for i, text in enumerate(seen) if "Your cards:" in text)
    assert looked > 0 and not [t for t in seen[:looked] for c in ALICE_LABELS if c in t]
    assert menus >= 3  # the bid ranges, the contract's trumps and values, the gives
    assert "alice bids 120 blind!" in everything
    assert "The talon is turned up: ♥J ♥9 ♣J. alice takes it." in everything
    assert "alice announces ♥ 140." in everything
    assert "alice made ♥ 140 with 160 (blind: doubled)." in everything
    assert "Deal scored: bob 0 · alice -140 × 2 = -280 · Sepp 0" in everything
    await driver.answer(await fake.invoke_command(world.bob, channel, "abort"))
    assert table.status == "aborted"
