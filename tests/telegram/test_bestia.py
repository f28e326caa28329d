"""Four users play a Bestia deal in a group: an exchange of two cards picked by toggling them,
an exchange of none, a knock, then the tricks to the score; hands in their private chats."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from engine.games.bestia import Bestia
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import action, group_texts, hand_message

Launch = Callable[..., Awaitable[BotProcess]]
JSON = dict[str, Any]


def table_message(fake: FakeTelegram, group: JSON) -> JSON:
    (message,) = [
        m for m in fake.messages_in(group) if m.get("text", "").startswith("Bestia · table #")
    ]
    return message


def buttons(message: JSON) -> dict[str, tuple[str, str]]:
    """The action of each button on a hand message -> (callback data, label)."""
    rows = message.get("reply_markup", {}).get("inline_keyboard", [])
    return {
        action(b["callback_data"]): (b["callback_data"], b["text"])
        for row in rows
        for b in row
        if "callback_data" in b
    }


async def press(proc: BotProcess, user: JSON, action: str) -> JSON:
    """Press the button with this action on the user's hand; the hand message after it."""
    fake = proc.fake
    hand = hand_message(fake, user)
    data, _ = buttons(hand)[action]
    query = fake.click(user, user["id"], hand["message_id"], data)
    await proc.settle()
    assert fake.callback_answers[query]["text"] is None, fake.callback_answers[query]
    edited = hand_message(fake, user)
    assert edited["message_id"] == hand["message_id"]  # edited in place
    return edited


async def test_a_deal_with_an_exchange_and_a_knock(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    assert proc.service is not None
    users = [fake.make_user(n, n.lower()) for n in ("Alice", "Bob", "Carol", "Dave")]
    group = fake.make_group("Osteria")
    fake.private_message(users[0], "/start")
    await proc.settle()
    fake.user_message(users[0], group, "/new bestia")
    await proc.settle()
    for user in users[1:]:
        fake.private_message(user, f"/start join_1_{proc.service.tables[1].join_token}")
        await proc.settle()
    lobby = table_message(fake, group)
    assert "Seats: Alice, Bob, Carol, Dave" in lobby["text"]
    fake.click(users[0], group["id"], lobby["message_id"], text="Start")
    await proc.settle()
    table = proc.service.tables[1]

    def current() -> Bestia:
        """The table's game (the service may rebuild it from the record)."""
        assert isinstance(table.game, Bestia)
        return table.game

    text = table_message(fake, group)["text"]
    assert "Pot: 40 chips" in text and "Trump: " in text and "Still in: " in text

    def acting() -> tuple[int, JSON]:
        (seat,) = current().to_move()
        return seat, users[seat]

    # 1. Exchange two cards: open the selection, toggle two cards, confirm.
    seat, user = acting()
    hand = hand_message(fake, user)
    top = buttons(hand)
    assert {"m knock", "m fold", "m terzo", "s exchange"} <= set(top)
    assert top["s exchange"][1] == "Exchange …"
    assert "tick the cards to swap" in hand["text"]
    before = list(current().hands[seat])
    picking = await press(proc, user, "s exchange")
    toggles = [a for a in buttons(picking) if a.startswith("s exchange ")]
    assert len(toggles) == 5 and buttons(picking)["m exchange"][1] == "✔ Exchange"
    first, second = before[0], before[3]
    picking = await press(proc, user, f"s exchange {first}")
    assert buttons(picking)["s exchange"][1].startswith("✓ ")  # pressing it again unticks
    picking = await press(proc, user, f"s exchange {first} {second}")
    labels = [label for _, label in buttons(picking).values()]
    assert sum(label.startswith("✓ ") for label in labels) == 2
    confirm = next(a for a in buttons(picking) if a.startswith("m exchange"))
    assert sorted(confirm.split()[2:]) == sorted([first, second])
    await press(proc, user, confirm)
    name = user["first_name"]
    assert any(
        f"{name} stays in and exchanges 2 cards." in t for t in group_texts(fake, group["id"])
    )
    after = current().hands[seat]
    assert first not in after and second not in after and len(after) == 5
    drawn = [m["text"] for m in fake.messages_in(user) if m["text"].startswith("You drew")]
    assert len(drawn) == 1

    # 2. Stay in without exchanging: the selection confirmed with nothing ticked.
    seat, user = acting()
    await press(proc, user, "s exchange")
    await press(proc, user, "m exchange")
    name = user["first_name"]
    assert any(f"{name} stays in without exchanging." in t for t in group_texts(fake, group["id"]))

    # 3. Knock: play starts, the knocker leads.
    seat, user = acting()
    knocker = user["first_name"]
    await press(proc, user, "m knock")
    text = table_message(fake, group)["text"]
    assert f"{knocker} (knocked)" in text and "each trick wins 8" in text
    assert current().phase == "play" and current().to_move() == frozenset({seat})

    # 4. The tricks, each player pressing a card button, until the hand is scored. A card
    # the rules forbid, typed in the group, is refused privately with the reason.
    moves = refused = 0
    while not any("Hand over." in t for t in group_texts(fake, group["id"])):
        seat, user = acting()
        allowed = {m.words()[5:] for m in current().legal_moves(seat)}
        wrong = [c for c in current().hands[seat] if c not in allowed]
        if wrong and not refused:
            fake.user_message(user, group, f"/play {wrong[0]}")
            await proc.settle()
            answer = fake.messages_in(user)[-1]["text"]
            assert answer.startswith("You must"), answer
            assert answer not in "\n".join(group_texts(fake, group["id"]))
            refused += 1
        plays = [a for a in buttons(hand_message(fake, user)) if a.startswith("m play ")]
        legal = {f"m {m.words()}" for m in current().legal_moves(seat)}
        assert plays and set(plays) == legal
        await press(proc, user, plays[0])
        moves += 1
        assert moves <= 20
    everything = "\n".join(group_texts(fake, group["id"]))
    assert "Play starts: " in everything and f"{knocker} leads" in everything
    assert "from the pot:" in everything and "Next pot:" in everything
    assert refused == 1
    assert "money" not in everything.lower()
    assert "You drew" not in everything and "Your cards" not in everything  # never in the group
    assert current().deal_number == 2  # the next deal is out, its pot on the table message
    assert "Pot: " in table_message(fake, group)["text"]
