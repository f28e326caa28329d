"""Three users play a whole Schieberamsch deal in a group, hands in their private chats."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Awaitable, Callable
from urllib.parse import parse_qs, urlsplit

from adapters.telegram.platform import MENU
from bot import render
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import (
    PRIVATE_TEXTS,
    action,
    actions,
    group_texts,
    hand_message,
    play_until,
    table_message,
    table_messages,
)

Launch = Callable[..., Awaitable[BotProcess]]


def start_payload(url: str) -> str:
    parts = urlsplit(url)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "t.me", "/stammtisch_bot")
    return parse_qs(parts.query)["start"][0]


async def test_whole_deal_in_a_group(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    assert proc.service is not None
    alice, bob, carol = (fake.make_user(n, n.lower()) for n in ("Alice", "Bob", "Carol"))
    group = fake.make_group("Stammtisch")
    commands = fake.commands()
    assert [c["command"] for c in commands] == MENU
    assert all(0 < len(c["description"]) <= 60 for c in commands)

    fake.private_message(alice, "/start")
    await proc.settle()
    assert "Hello Alice" in fake.messages_in(alice)[-1]["text"]
    mark = fake.mark()
    fake.user_message(alice, group, "/new schieberamsch deals=1")
    await proc.settle()
    lobby = table_message(fake, group)
    assert "Seats: Alice" in lobby["text"]
    join, addbot, start = lobby["reply_markup"]["inline_keyboard"][0]
    assert (join["text"], addbot["text"], start["text"]) == ("Join", "Add computer", "Start")
    assert proc.service is not None
    token = proc.service.tables[1].join_token  # binds the link to the table: not guessable
    assert start_payload(join["url"]) == f"join_1_{token}"
    fake.private_message(bob, "/start join_1")  # the id alone seats nobody
    await proc.settle()
    assert "This join link is not valid" in fake.messages_in(bob)[-1]["text"]
    assert "Seats: Alice\n" in table_message(fake, group)["text"] + "\n"
    assert addbot["callback_data"] == "1:0::addbot"

    for user in (bob, carol):  # the deep link opens the private chat and sends /start join_1
        fake.private_message(user, f"/start {start_payload(join['url'])}")
        await proc.settle()
        assert "You sit at table #1" in fake.messages_in(user)[-1]["text"]
    assert "Seats: Alice, Bob, Carol" in table_message(fake, group)["text"]

    query = fake.click(alice, group["id"], lobby["message_id"], text="Start")
    await proc.settle()
    assert fake.callback_answers[query]["text"] is None
    running = table_message(fake, group)
    assert running["message_id"] == lobby["message_id"]  # edited in place, never reposted
    (hand_button,) = running["reply_markup"]["inline_keyboard"][0]
    assert start_payload(hand_button["url"]) == "hand_1"
    table = proc.service.tables[1]
    assert table.game is not None
    for seat, user in enumerate((alice, bob, carol)):
        hand = hand_message(fake, user)
        legal = {f"m {m.words(table.names)}" for m in table.game.legal_moves(seat)}
        shown = {action(d) for d in actions(hand)}
        assert shown == (legal if seat in table.game.to_move() else set())

    moves = await play_until(proc, group, [alice, bob, carol], by_command=carol)
    assert moves >= 30
    texts = group_texts(fake, group["id"])
    assert any(t.startswith("Deal scored") for t in "\n".join(texts).split("\n"))
    assert table.status == "finished"
    final = table_message(fake, group)
    assert final["message_id"] == lobby["message_id"]
    assert final["text"] == render.table_text(table, "en")
    assert "The match is over." in final["text"]
    assert len(table_messages(fake, group)) == 1
    for user in (alice, bob, carol):
        notices = [m for m in fake.messages_in(user) if m["text"].startswith("Your turn at")]
        assert len(notices) <= 1  # each turn notice replaced the one before
        assert "The match is over." in hand_message(fake, user)["text"]
        assert not actions(hand_message(fake, user))
    turns = [c for c in fake.calls("sendMessage") if c.params["text"].startswith("Your turn at")]
    # Turns taken at once are told by the hands alone (a notice waits NOTICE_SECONDS).
    assert all(c.params["chat_id"] > 0 for c in turns)
    # The group never saw a private card, a hand button or an error answer.
    assert not [t for t in texts if any(p in t for p in PRIVATE_TEXTS)]
    for call in fake.call_log[mark:]:
        if call.params.get("chat_id") == group["id"]:
            rows = (call.params.get("reply_markup") or {}).get("inline_keyboard", [])
            data = [b.get("callback_data", "") for row in rows for b in row]
            assert not [d for d in data if d and action(d)[:2] in ("m ", "p ", "s ")]
    counts = Counter(c.method for c in fake.call_log[mark:])
    where = Counter(
        (c.method, "group" if c.params.get("chat_id") == group["id"] else "private")
        for c in fake.call_log[mark:]
        if "chat_id" in c.params
    )
    print(f"\nBot API calls for one Schieberamsch deal, /new to the score ({moves} moves):")
    for method, count in sorted(counts.items()):
        split = {k: n for (m, k), n in where.items() if m == method}
        print(f"  {method:20} {count:4}  {split or ''}")
    fake.user_message(bob, group, "/export")
    await proc.settle()
    (document,) = fake.calls("sendDocument")
    assert document.params["chat_id"] == group["id"]
    upload = document.params["document"]
    assert upload.filename == "stammtisch-schieberamsch-1.json"
    record = json.loads(upload.content)
    assert record["game"] == "schieberamsch"
    assert "table #1" in document.result["caption"]
    fake.user_message(carol, group, "/standings")
    await proc.settle()
    assert "Standings · Schieberamsch" in fake.messages_in(group)[-1]["text"]
