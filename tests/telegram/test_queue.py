"""The per-chat queue: coalescing, order, and text splitting (no network)."""

from __future__ import annotations

from adapters.telegram.delivery import slot_key
from adapters.telegram.keys import parse_payload, place_of
from adapters.telegram.markup import keyboard
from adapters.telegram.queue import ChatQueue, Pending, split_text, text_size
from bot.outbox import Button, Message, Target

GROUP = Target.chat("tg:-100/5")


def pending(message: Message, since: float, seq: int) -> Pending:
    return Pending(message, since, seq, slot_key(message))


def test_slots_coalesce_and_texts_merge_in_order() -> None:
    queue = ChatQueue(-100, 4.0)
    table = [Message(GROUP, f"table v{v}", slot="table", table_id=1, version=v) for v in range(4)]
    queue.put(pending(Message(GROUP, "a"), 0.0, 0))
    queue.put(pending(table[1], 0.0, 1))
    queue.put(pending(Message(GROUP, "b"), 1.0, 2))
    queue.put(pending(table[3], 1.0, 3))
    queue.put(pending(table[2], 1.0, 4))  # late copy of an older state: ignored
    queue.put(pending(Message(GROUP, "notice", [[Button("x", "1:0::h")]]), 1.0, 5))
    queue.put(pending(Message(GROUP, "c"), 2.0, 6))
    (first,) = queue.take()  # the slot changed first (at 0.0, before the texts of its batch)
    assert first.message.text == "table v3"
    assert [p.message.text for p in queue.take()] == ["a", "b"]
    assert [p.message.text for p in queue.take()] == ["notice"]
    assert [p.message.text for p in queue.take()] == ["c"]
    assert not queue.has_pending()


def test_blocked_private_chat_keeps_the_hand_and_drops_answers() -> None:
    queue = ChatQueue(1001, 1.0)
    queue.blocked = True
    user = Target.user("tg:1001")
    queue.put(pending(Message(user, "oops", alert=True), 0.0, 0))
    queue.put(pending(Message(user, "hand", slot="hand", table_id=3), 0.0, 1))
    assert queue.has_pending() and not queue.ready()
    queue.blocked = False
    assert [p.message.text for p in queue.take()] == ["hand"]
    assert not queue.has_pending()


def test_split_text_and_keys() -> None:
    assert split_text("a\n\nb") == ["a\n\nb"]
    assert [text_size(c) for c in split_text("x" * 5000)] == [4096, 904]
    chunks = split_text(("♠" * 1000 + "\n") * 9)
    assert all(text_size(c) <= 4096 for c in chunks) and len(chunks) == 3
    assert split_text("  ") == ["…"]
    assert place_of("tg:-100/5") is not None and place_of("dc:1") is None
    assert parse_payload("join_12") == ("join", 12, "") and parse_payload("hello") is None
    assert parse_payload("join_12_0af3") == ("join", 12, "0af3")
    assert parse_payload("join_٣") is None  # digits are ASCII digits
    assert slot_key(Message(GROUP, "t", slot="table", table_id=7)) == "tg:7:table:tg:-100/5."


def test_deep_links_only_in_groups() -> None:
    rows = [[Button("Join", "7:0::join"), Button("Start", "7:0::start")]]
    group = keyboard(rows, "stammtisch_bot", in_group=True)
    private = keyboard(rows, "stammtisch_bot", in_group=False)
    assert group is not None and private is not None
    join, start = group.inline_keyboard[0]
    assert join.url == "https://t.me/stammtisch_bot?start=join_7" and join.callback_data is None
    assert start.callback_data == "7:0::start"
    assert private.inline_keyboard[0][0].callback_data == "7:0::join"
    assert keyboard([[Button("x", "1:2:3:" + "m" * 70)]], "b", in_group=False) is None
