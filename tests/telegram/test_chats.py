"""Forum topics, group -> supergroup migration, and the bot-core commands typed in a group."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import hand_message, table_message, table_messages

Launch = Callable[..., Awaitable[BotProcess]]


async def test_a_table_per_forum_topic(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    assert proc.service is not None
    alice, bob = fake.make_user("Alice", started=True), fake.make_user("Bob", started=True)
    forum = fake.make_group("Spieleabend", forum=True, creator=alice)
    topic = fake.create_topic(forum, "Schafkopfecke")
    fake.user_message(alice, forum, "/new schieberamsch", thread_id=topic)
    fake.user_message(bob, forum, "/new schieberamsch")  # the General topic: another table
    await proc.settle()
    key = f"tg:{forum['id']}/{topic}"
    assert proc.service.by_chat == {key: 1, f"tg:{forum['id']}": 2}
    fake.user_message(bob, forum, "/leave")
    fake.user_message(bob, forum, "/join", thread_id=topic)
    await proc.settle()
    first, second = table_messages(fake, forum)
    assert first["message_thread_id"] == topic and "Seats: Alice, Bob" in first["text"]
    assert "message_thread_id" not in second and "Seats: —" in second["text"]
    threads = {
        c.params.get("message_thread_id")
        for c in fake.calls("sendMessage")
        if c.ok and c.params["chat_id"] == forum["id"] and "table #1" in c.params["text"]
    }
    assert threads == {topic}


async def test_group_becomes_supergroup(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    assert proc.service is not None and proc.store is not None
    alice, bob, carol = (fake.make_user(n, started=True) for n in ("Alice", "Bob", "Carol"))
    group = fake.make_group("Kneipe", creator=alice)
    fake.user_message(alice, group, "/new schieberamsch deals=1")
    fake.user_message(bob, group, "/join")
    await proc.settle()
    old_key = f"tg:1:table:tg:{group['id']}."
    assert await proc.store.kv_get(old_key) is not None
    supergroup = fake.migrate_group(group)
    await proc.settle()
    assert proc.service.by_chat == {f"tg:{supergroup['id']}": 1}
    assert proc.service.tables[1].chat == f"tg:{supergroup['id']}"
    moved = table_message(fake, supergroup)  # re-posted where the group now lives
    assert "Seats: Alice, Bob" in moved["text"]
    assert await proc.store.kv_get(old_key) is None
    fake.user_message(carol, supergroup, "/join")
    fake.user_message(alice, supergroup, "/start")
    await proc.settle()
    again = table_message(fake, supergroup)
    assert again["message_id"] == moved["message_id"]
    assert "deal 1" in again["text"]
    assert hand_message(fake, carol)


async def test_bot_core_commands_typed_in_the_group(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    alice = fake.make_user("Alice", started=True)
    bob = fake.make_user("Bob", started=True)
    group = fake.make_group("Runde", creator=bob)
    replies = {
        "/help": "Commands:",
        "/rules@stammtisch_bot schieberamsch": "Schieberamsch — rules summary",
        "/new schieberamsch": "Table #1 for Schieberamsch is open.",
        "/addbot": "(computer) sits down at table #1",
        "/join@stammtisch_bot": "Alice sits down at table #1",
        "/start": "the match begins",
        "/score": "Score sheet · Schieberamsch · table #1",
        "/last": "No trick has been completed",
        "/auto": "A computer player now plays for Alice",
    }
    for command, reply in replies.items():
        user = alice if command.startswith(("/join", "/auto")) else bob
        fake.user_message(user, group, command)
        await proc.settle()
        texts = [m.get("text", "") for m in fake.messages_in(group)]
        assert any(reply in t for t in texts), (command, texts[-3:])
    fake.user_message(alice, group, "/hand")
    await proc.settle()
    assert hand_message(fake, alice)
    fake.user_message(bob, group, "/abort")  # the group's creator is an admin
    await proc.settle()
    assert "was aborted by Bob" in fake.messages_in(group)[-1]["text"]
    assert any(c.method == "getChatMember" for c in fake.call_log)


async def test_abort_with_a_line_break_after_it_is_still_an_admins_command(
    fake: FakeTelegram, launch: Launch
) -> None:
    """``/abort`` then a newline (not a space): the admin check is still made (issue 16), so
    a chat admin who did not open the table may abort it, and anyone else may not."""
    proc = await launch()
    assert proc.service is not None
    alice, bob, carol = (fake.make_user(n, started=True) for n in ("Alice", "Bob", "Carol"))
    group = fake.make_group("Stube", creator=alice)  # Alice is the chat's admin
    fake.user_message(bob, group, "/new schieberamsch")  # Bob opens the table
    await proc.settle()
    fake.user_message(carol, group, "/abort\nnow")  # neither the creator nor an admin
    await proc.settle()
    refusal = "Only the table's creator or a chat admin may abort it."
    assert fake.messages_in(carol["id"])[-1]["text"] == refusal  # told privately
    assert proc.service.tables[1].status == "lobby"
    fake.user_message(alice, group, "/abort\nplease")
    await proc.settle()
    assert "Table #1 was aborted by Alice." in fake.messages_in(group)[-1]["text"]
    assert proc.service.tables.get(1) is None or proc.service.tables[1].status == "aborted"
    assert any(
        c.method == "getChatMember" and c.params["user_id"] == alice["id"] for c in fake.call_log
    )
