"""A Bieten deal in a Telegram group, three people on a constructed pack (tests/bieten/chat.py).

Carol cuts with the number picker and steals privately; Bob bets Rot and Carol, whose turn it
is not, accepts from her private buttons; Bob plays and, still in his window, bets Grün (paid
at once); Alice declares the Weli in two steps (suit, then rank). The deal's score shows the
accepted Rot going to Carol at 2, Bob's Grün and Alice's Hanger.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from tests.bieten.chat import ALICE, BOB, CAROL, deck
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import group_texts, hand_message

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]


def buttons(message: JSON) -> dict[str, str]:
    """Label -> callback data of a hand message's buttons."""
    rows = message.get("reply_markup", {}).get("inline_keyboard", [])
    return {b["text"]: b["callback_data"] for row in rows for b in row if "callback_data" in b}


def table_text(fake: FakeTelegram, group: JSON) -> str:
    (table,) = [
        m for m in fake.messages_in(group) if m.get("text", "").startswith("Bieten · table")
    ]
    return str(table["text"])


async def press(proc: BotProcess, user: JSON, label: str) -> JSON:
    """Press the button ``label`` on the user's hand message; the hand message after it."""
    fake = proc.fake
    hand = hand_message(fake, user)
    assert label in buttons(hand), (label, list(buttons(hand)), hand["text"])
    query = fake.click(user, user["id"], hand["message_id"], buttons(hand)[label])
    await proc.settle()
    assert fake.callback_answers[query]["text"] is None, fake.callback_answers[query]
    edited = hand_message(fake, user)
    assert edited["message_id"] == hand["message_id"]  # edited in place
    return edited


async def test_a_bet_accepted_out_of_turn_and_a_weli_declared(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
    assert proc.service is not None
    users = [fake.make_user(n, n.lower(), started=True) for n in ("Alice", "Bob", "Carol")]
    alice, bob, carol = users
    group = fake.make_group("Stube", creator=alice)
    fake.user_message(alice, group, "/new bieten")
    await proc.settle()
    for user in (bob, carol):
        fake.user_message(user, group, "/join")
        await proc.settle()
    table = proc.service.tables[1]
    table.next_deck = deck  # type: ignore[method-assign]
    fake.user_message(alice, group, "/start")
    await proc.settle()
    assert table.game is not None

    # The cut: Carol lifts with the number picker, sees the bottom cards alone.
    cut = hand_message(fake, carol)
    assert "You cut: lift at least 4 and at most 29 cards." in cut["text"]
    assert list(buttons(cut)) == ["Lift 4–9 …", "Lift 10–19 …", "Lift 20–29 …"]
    counts = await press(proc, carol, "Lift 10–19 …")
    assert list(buttons(counts)) == [f"Lift {n}" for n in range(10, 20)] + ["« Back"]
    steal = await press(proc, carol, "Lift 12")
    assert "The bottom card of your lifted packet is 🌰9: steal it or stop." in steal["text"]
    assert list(buttons(steal)) == ["Steal", "Stop"]
    steal = await press(proc, carol, "Steal")
    assert "You stole: 🌰9" in steal["text"] and "packet is 🔔9" in steal["text"]
    await press(proc, carol, "Stop")
    dealt = "\n".join(group_texts(fake, group["id"]))
    assert "Carol lifts 12 cards." in dealt and "Carol steals a card (1 so far)." in dealt
    assert "🌰9" not in dealt  # the stolen card was only shown to Carol
    assert "The cards are dealt; the seen card is 🔔9. Bob leads." in dealt

    # Bob bets Rot; Carol (not her turn) accepts from her private buttons.
    hand = hand_message(fake, bob)
    assert {"Bet Rot", "Bet Grün", "Bet Spiel", "♥7", "🍃9", "🔔8"} <= set(buttons(hand))
    await press(proc, bob, "Bet Rot")
    assert table.game.awaiting() == {CAROL} and table.game.view(None).info["turn"] == BOB
    answer = hand_message(fake, carol)
    assert "Bob bets Rot: accept" in answer["text"]
    assert list(buttons(answer)) == ["Accept", "Concede"]
    await press(proc, carol, "Accept")
    assert "Carol accepts: Rot is worth 2." in "\n".join(group_texts(fake, group["id"]))
    assert "Rot 2 (bet Bob, accepted Carol)" in table_text(fake, group)

    # Bob plays, and his bet buttons still work until Carol plays.
    await press(proc, bob, "🔔8")
    window = hand_message(fake, bob)
    assert "You may still bet before Carol plays." in window["text"]
    await press(proc, bob, "Bet Grün")
    assert list(buttons(hand_message(fake, carol))) == ["Concede"]  # no leaf
    await press(proc, carol, "Concede")
    assert list(buttons(hand_message(fake, alice))) == ["Accept", "Concede"]  # the Weli
    await press(proc, alice, "Concede")
    assert "Bob wins Grün at once (+1)" in "\n".join(group_texts(fake, group["id"]))
    await press(proc, carol, "🌰7")

    # Alice declares the Weli: the suit, then the rank.
    assert "Weli …" in buttons(hand_message(fake, alice))
    suits = await press(proc, alice, "Weli …")
    assert list(buttons(suits)) == [
        "Weli as ♥ …", "Weli as 🍃 …", "Weli as 🔔 …", "Weli as 🌰 …", "« Back",
    ]  # fmt: skip
    ranks = await press(proc, alice, "Weli as 🌰 …")
    assert list(buttons(ranks))[:3] == ["Weli as 🌰A", "Weli as 🌰K", "Weli as 🌰O"]
    assert table.move_count == 10  # picking changed nothing
    await press(proc, alice, "Weli as 🌰O")
    assert (ALICE, "play W=EO") in table.moves[0]
    assert "Alice plays Weli as 🌰O." in "\n".join(group_texts(fake, group["id"]))

    # The rest: each plays the first card offered.
    while not any("Deal scored" in t for t in group_texts(fake, group["id"])):
        (seat,) = table.game.awaiting()
        user = users[seat]
        card = next(label for label in buttons(hand_message(fake, user)) if "Bet" not in label)
        await press(proc, user, card)
        assert table.move_count < 30
    scored = next(t for t in group_texts(fake, group["id"]) if "Deal scored" in t)
    assert "Rot Carol" in scored and "Hanger Alice" in scored
    assert "Bob +1 Grün" in scored and "Carol +2 Rot" in scored and "Alice +1 Hanger" in scored
    sheet = table_text(fake, group)
    assert "Score sheet (target 11): Alice " in sheet
