"""The bot process stops mid-deal; a new one on the same database finishes the deal."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot import render
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import actions, hand_message, play_until, table_message

Launch = Callable[..., Awaitable[BotProcess]]


async def test_restart_mid_deal_keeps_messages_and_buttons(
    fake: FakeTelegram, launch: Launch
) -> None:
    first = await launch()
    alice, bob, carol = (fake.make_user(n, started=True) for n in ("Alice", "Bob", "Carol"))
    players = [alice, bob, carol]
    group = fake.make_group("Stammtisch")
    fake.user_message(alice, group, "/new schieberamsch deals=1")
    fake.user_message(bob, group, "/join")
    fake.user_message(carol, group, "/join")
    fake.user_message(alice, group, "/start")
    await first.settle()
    await play_until(first, group, players, max_moves=14)
    table_id = table_message(fake, group)["message_id"]
    hands = {p["id"]: hand_message(fake, p) for p in players}
    (player,) = [p for p in players if actions(hands[p["id"]])]
    pressed = actions(hands[player["id"]])[0]  # a button sent before the restart
    await first.stop()

    mark = fake.mark()
    second = await launch()
    await second.settle()
    assert second.service is not None
    table = second.service.tables[1]
    assert table.status == "running"
    sent = [c for c in fake.call_log[mark:] if c.method == "sendMessage"]
    assert sent == []  # the restored state went into the same messages
    edits = [c for c in fake.call_log[mark:] if c.method == "editMessageText"]
    assert edits == []  # each message already showed the restored state: nothing re-sent
    assert table_message(fake, group)["message_id"] == table_id
    assert table_message(fake, group)["text"] == render.table_text(table, "en")
    for p in players:
        assert hand_message(fake, p)["message_id"] == hands[p["id"]]["message_id"]
    assert actions(hand_message(fake, player)) == actions(hands[player["id"]])

    version = table.version
    query = fake.click(player, player["id"], hands[player["id"]]["message_id"], pressed)
    await second.settle()
    assert fake.callback_answers[query]["text"] is None
    assert table.version > version
    await play_until(second, group, players)
    assert table.status == "finished"
    assert table_message(fake, group)["message_id"] == table_id
    assert "The match is over." in table_message(fake, group)["text"]
    for p in players:
        assert hand_message(fake, p)["message_id"] == hands[p["id"]]["message_id"]
