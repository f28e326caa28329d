"""A Vint deal bid and played in a Telegram group: two people and two computer players.

Alice (the dealer, calling first) bids with the two-step picker in her private chat (Bid …,
then the level, then the denomination) and plays by buttons; Bob calls by buttons and types
one /pass in the group. The table message shows the auction, then the contract, then the
score sheet.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import PRIVATE_TEXTS, actions, group_texts, hand_message

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]


def buttons(message: JSON) -> dict[str, str]:
    """Label -> callback data of a hand message's buttons."""
    rows = message.get("reply_markup", {}).get("inline_keyboard", [])
    return {b["text"]: b["callback_data"] for row in rows for b in row if "callback_data" in b}


async def press(proc: BotProcess, user: JSON, label: str) -> JSON:
    """Press the button ``label`` on the user's hand message; the edited hand message."""
    fake = proc.fake
    hand = hand_message(fake, user)
    query = fake.click(user, user["id"], hand["message_id"], buttons(hand)[label])
    await proc.settle()
    assert fake.callback_answers[query]["text"] is None, fake.callback_answers[query]
    edited = hand_message(fake, user)
    assert edited["message_id"] == hand["message_id"]  # the picker edits the hand in place
    return edited


def table_text(fake: FakeTelegram, group: JSON) -> str:
    tables = [m for m in fake.messages_in(group) if m.get("text", "").startswith("Vint · table")]
    assert len(tables) == 1
    return str(tables[0]["text"])


async def test_a_vint_deal_is_bid_and_played(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    assert proc.service is not None
    alice, bob = (fake.make_user(n, n.lower(), started=True) for n in ("Alice", "Bob"))
    group = fake.make_group("Vint night", creator=alice)
    fake.user_message(alice, group, "/new vint")
    fake.user_message(bob, group, "/join")
    fake.user_message(alice, group, "/addbot")
    fake.user_message(alice, group, "/addbot")
    await proc.settle()
    fake.user_message(alice, group, "/start")
    await proc.settle()
    table = proc.service.tables[1]
    assert table.game is not None and table.game.to_move() == {0}
    assert "Partners: Alice & Sepp against Bob & Vroni" in table_text(fake, group)
    assert "No bid yet · 8 more passes throw the deal in" in table_text(fake, group)

    hand = hand_message(fake, alice)
    assert "You play with Sepp against Bob and Vroni." in hand["text"]
    assert list(buttons(hand)) == ["Pass", "Bid …"]
    levels = await press(proc, alice, "Bid …")
    assert list(buttons(levels)) == [f"Bid {n} …" for n in range(1, 8)] + ["« Back"]
    calls = await press(proc, alice, "Bid 2 …")
    assert list(buttons(calls)) == ["2♠", "2♣", "2♦", "2♥", "2NT", "« Back"]
    assert table.move_count == 0  # picking changes nothing yet
    await press(proc, alice, "2♥")
    assert table.moves[0][0] == (0, "bid 2 H")
    assert "Alice bids 2♥." in "\n".join(group_texts(fake, group["id"]))
    shown = table_text(fake, group)
    assert "Auction: Alice 2♥" in shown and "Highest bid: " in shown

    typed = False
    while table.game.view(None).info["last_deal"] is None:
        movers = [p for p in (alice, bob) if actions(hand_message(fake, p))]
        assert movers, table_text(fake, group)
        (player,) = movers
        hand = hand_message(fake, player)
        if "Pass" in buttons(hand):
            if player is bob and not typed:
                fake.user_message(bob, group, "/pass")  # a call typed in the group
                typed = True
                await proc.settle()
            else:
                await press(proc, player, "Pass")
        else:  # a card: the first button, which is the first legal card in the hand's order
            await press(proc, player, next(iter(buttons(hand))))
        assert table.move_count < 200

    texts = group_texts(fake, group["id"])
    everything = "\n".join(texts)
    # Bob's typed pass is told, alone or in a run of passes folded into one line.
    told = [line for line in everything.splitlines() if "Bob" in line and "pass" in line]
    assert typed and told
    assert "The auction is over: " in everything and "Deal scored: " in everything
    sheet = table_text(fake, group)
    assert "Score sheet: Alice & Sepp | Bob & Vroni" in sheet
    assert "above the line: " in sheet and "game 1: " in sheet
    humans = [words for seat, words in table.moves[0] if seat in (0, 1)]
    assert sum(w.startswith("play") for w in humans) == 26  # both played all 13 cards
    assert not [t for t in texts if any(p in t for p in PRIVATE_TEXTS)]
    score_call = fake.mark()
    fake.user_message(bob, group, "/score")
    await proc.settle()
    assert any(
        "Score sheet: Alice & Sepp | Bob & Vroni" in str(c.params.get("text"))
        for c in fake.call_log[score_call:]
    )
