"""A player who never started the bot: a notice with a deep link, then /start, /hand, play."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import (
    PRIVATE_TEXTS,
    actions,
    group_texts,
    hand_message,
    hand_messages,
    play_until,
)

Launch = Callable[..., Awaitable[BotProcess]]


async def test_unstarted_player_gets_a_notice_then_plays(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
    assert proc.service is not None
    alice = fake.make_user("Alice", "alice", started=True)
    dan = fake.make_user("Dan", "dan")  # never opened the bot's private chat
    group = fake.make_group("Kneipe")
    fake.user_message(alice, group, "/new schieberamsch deals=1")
    await proc.settle()
    fake.user_message(dan, group, "/join")
    await proc.settle()
    forbidden = [c for c in fake.calls("sendMessage") if c.status == 403]
    assert [c.params["chat_id"] for c in forbidden] == [dan["id"]]
    notice = fake.messages_in(group)[-1]
    assert notice["text"].startswith("Dan, I cannot send you your cards yet.")
    (button,) = notice["reply_markup"]["inline_keyboard"][0]
    assert button["url"] == "https://t.me/stammtisch_bot?start=hand_1"

    fake.user_message(alice, group, "/addbot")
    await proc.settle()
    fake.user_message(alice, group, "/start")
    await proc.settle()
    table = proc.service.tables[1]
    assert table.status == "running"
    assert not fake.has_started(dan)
    # Held, not retried: still the one refused call and the one notice.
    assert len([c for c in fake.calls("sendMessage") if c.status == 403]) == 1
    notices = [t for t in group_texts(fake, group["id"]) if "cannot send you" in t]
    assert len(notices) == 1
    assert hand_messages(fake, alice)

    fake.private_message(dan, "/start hand_1")  # what the deep link sends
    await proc.settle()
    first = hand_message(fake, dan)
    # The hand itself (its status line may name Dan as forehand), not the notice to Dan.
    assert "cannot send you" not in first["text"] and "Your cards:" in first["text"]
    fake.private_message(dan, "/hand")
    await proc.settle()
    again = hand_message(fake, dan)  # sent anew at the bottom, the old one deleted
    assert again["message_id"] > first["message_id"]
    assert (dan["id"], first["message_id"]) in fake.deleted
    assert again["text"] == first["text"]

    await play_until(proc, group, [alice, dan])
    assert table.status == "finished"
    assert "The match is over." in hand_message(fake, dan)["text"]
    assert not actions(hand_message(fake, dan))
    texts = group_texts(fake, group["id"])
    assert not [t for t in texts if any(p in t for p in PRIVATE_TEXTS)]


async def test_bad_input_is_answered_privately_never_in_the_group(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
    alice = fake.make_user("Alice", "alice", started=True)
    eve = fake.make_user("Eve", "eve")  # never started the bot
    group = fake.make_group("Runde")
    fake.user_message(alice, group, "/new schieberamsch")
    fake.user_message(alice, group, "/new schieberamsch")  # a table exists already
    fake.user_message(alice, group, "/play XX")
    fake.user_message(eve, group, "/leave")
    fake.user_message(alice, group, "/frobnicate@other_bot")  # another bot's: not delivered
    await proc.settle()
    private = [m["text"] for m in fake.messages_in(alice)]
    assert any("already has table #1" in t for t in private)
    assert any("The match has already started" in t or "not running" in t for t in private)
    texts = group_texts(fake, group["id"])
    assert not [t for t in texts if "already has table" in t or "not running" in t]
    assert not [t for t in texts if "do not sit" in t or "Eve" in t]
    assert len([c for c in fake.calls("sendMessage") if c.status == 403]) == 1  # Eve's answer
