"""A 501 deal through the fake Telegram: Alice bids blind from her private buttons, takes the
talon, announces from the picker, gives a card to each opponent, announces her marriage, and the
deal is played to its score. Bob (the dealer) lets the computer play his seat; Sepp is one."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from engine.games.fivehundredone.game import FiveHundredOne
from tests.fakes.telegram_server import FakeTelegram
from tests.fivehundredone.chat import ALICE, ALICE_LABELS, alice_move, deck, step
from tests.telegram.conftest import BotProcess
from tests.telegram.play import action, actions, group_texts, hand_message

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]


def labels(message: JSON) -> list[str]:
    rows = message.get("reply_markup", {}).get("inline_keyboard", [])
    return [b["text"] for row in rows for b in row]


async def test_a_blind_bid_deal_played_to_its_score(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    assert proc.service is not None
    bob, alice = fake.make_user("Bob", "bob"), fake.make_user("Alice", "alice")
    group = fake.make_group("Stammtisch")
    fake.private_message(bob, "/start")
    fake.user_message(bob, group, "/new 501")
    await proc.settle()
    fake.private_message(alice, f"/start join_1_{proc.service.tables[1].join_token}")
    fake.user_message(bob, group, "/addbot")
    await proc.settle()
    table = proc.service.tables[1]
    table.next_deck = deck  # type: ignore[method-assign]
    fake.user_message(bob, group, "/start")
    fake.user_message(bob, group, "/auto")  # the computer plays Bob's seat
    await proc.settle()

    first = hand_message(fake, alice)
    assert "Your 7 cards lie face down." in first["text"]
    assert labels(first) == ["Bid blind …", "Pass", "👀 Look at my cards"]
    seen: list[str] = []  # every text of Alice's hand message, in order
    sizes: list[int] = []  # buttons per step
    while not any("Deal scored" in t for t in group_texts(fake, group["id"])):
        game = table.game
        assert isinstance(game, FiveHundredOne) and game.awaiting() == {ALICE}
        legal = [m.words() for m in game.legal_moves(ALICE)]  # as the buttons carry them:
        target = alice_move(game.view(ALICE), legal, game, [])  # a seat by its number
        for _ in range(5):
            message = hand_message(fake, alice)
            seen.append(message["text"])
            sizes.append(len(labels(message)))
            offered = {action(d): d for d in actions(message)}
            chosen = step(offered, target)
            assert chosen is not None, (target, list(offered))
            query = fake.click(alice, alice["id"], message["message_id"], offered[chosen])
            await proc.settle()
            assert fake.callback_answers[query]["text"] is None, fake.callback_answers[query]
            if chosen.startswith("m "):
                break
        assert table.version > 0

    texts = group_texts(fake, group["id"])
    group_text = "\n".join(texts)
    blind_at = next(i for i, t in enumerate(seen) if "Your cards:" in t)
    assert blind_at > 0 and not [t for t in seen[:blind_at] for c in ALICE_LABELS if c in t]
    assert max(sizes) <= 25 and any(n > 10 for n in sizes)  # a range picker was shown
    assert any("Blind 120–129 …" in t for t in all_labels(fake, alice))
    assert "Alice bids 120 blind!" in group_text
    assert "The talon is turned up: ♥J ♥9 ♣J. Alice takes it." in group_text
    assert "Alice announces ♥ 140." in group_text
    assert "♥Q + marriage" in all_labels(fake, alice)
    assert any(label.endswith("→ Sepp") for label in all_labels(fake, alice))
    assert "Alice made ♥ 140 with 160 (blind: doubled)." in group_text
    assert "Deal scored: Bob 0 · Alice -140 × 2 = -280 · Sepp 0" in group_text
    # The group never saw a card of Alice's before she played it, nor a private line.
    before_play = group_text[: group_text.index("Alice leads to the first trick.")]
    assert not [c for c in ("♥A", "♥10", "♥K", "♠A", "♣A") if c in before_play]
    assert "Your cards" not in group_text and "You took the talon" not in group_text
    fake.user_message(bob, group, "/abort")
    await proc.settle()
    assert table.status == "aborted"


def all_labels(fake: FakeTelegram, user: JSON) -> list[str]:
    """Every button label the bot ever put on a message in the user's private chat."""
    found: list[str] = []
    for call in fake.call_log:
        if call.ok and call.params.get("chat_id") == user["id"]:
            markup = call.params.get("reply_markup") or {}
            if isinstance(markup, str):
                markup = json.loads(markup)
            found += [b["text"] for row in markup.get("inline_keyboard", []) for b in row]
    return found
