"""Idle players, seat changes and "your turn" notifications, end to end through the fake Bot
API. The service runs on a fake clock: a test moves it and ticks the timers (no sleeps)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from adapters.telegram.platform import MENU
from bot.clock import FakeClock
from bot.messages import NOTICE_SECONDS
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import (
    actions,
    choose,
    group_texts,
    hand_message,
    hand_messages,
    table_message,
    three_players,
)

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]
TURN = "Your turn at Schieberamsch table #1."


def lines(fake: FakeTelegram, chat_id: int) -> list[str]:
    return [line for text in group_texts(fake, chat_id) for line in text.split("\n")]


def turn_messages(fake: FakeTelegram, user: JSON) -> list[JSON]:
    """The user's "your turn" messages still in their private chat."""
    return [m for m in fake.messages_in(user) if m.get("text") == TURN]


def turn_sends(fake: FakeTelegram, user: JSON) -> list[Any]:
    """Every "your turn" message ever sent to the user (each a new, notifying message)."""
    return [
        c
        for c in fake.calls("sendMessage")
        if c.ok and c.params.get("chat_id") == user["id"] and c.params.get("text") == TURN
    ]


async def test_the_timer_runs_out_and_the_computer_moves(
    fake: FakeTelegram, launch: Launch
) -> None:
    clock = FakeClock()
    proc = await launch(service_clock=clock)
    assert proc.service is not None
    group, people = await three_players(fake, proc, "deals=1 turn_seconds=60")
    fake.user_message(people[0], group, "/start")
    await proc.settle()
    table = proc.service.tables[1]
    assert table.turn_seconds == 60 and table.game is not None
    seat = min(table.game.awaiting())
    idle, name = people[seat], table.seats[seat].name
    assert actions(hand_message(fake, idle))

    clock.advance(29)
    assert await proc.tick() == []
    clock.advance(1)
    await proc.tick()
    reminder = fake.messages_in(idle)[-1]
    assert reminder["text"] == "Reminder: it is your move at table #1 (30 s left)."
    assert not [t for t in group_texts(fake, group["id"]) if "Reminder" in t]
    for other in people:
        if other is not idle:
            assert not [m for m in fake.messages_in(other) if "Reminder" in m.get("text", "")]

    clock.advance(30)
    await proc.tick()
    assert table.move_count == 1 and table.moves[0][0][0] == seat
    assert table.seats[seat].timeouts == 1 and not table.seats[seat].away
    notice = f"{name} ran out of time; the computer moved for them."
    assert lines(fake, group["id"]).count(notice) == 1
    assert seat not in table.game.to_move()
    assert not actions(hand_message(fake, idle))  # the move is gone from their hand
    next_seat = min(table.game.awaiting())
    assert f"To move: {table.seats[next_seat].name}" in table_message(fake, group)["text"]
    assert actions(hand_message(fake, people[next_seat]))


async def test_sit_takes_over_a_computer_seat(fake: FakeTelegram, launch: Launch) -> None:
    clock = FakeClock()
    proc = await launch(service_clock=clock)
    assert proc.service is not None
    group, (alice,) = await three_players(fake, proc, "deals=1", bots=2)
    fake.user_message(alice, group, "/start")
    await proc.settle()
    table = proc.service.tables[1]
    assert [s.is_bot for s in table.seats] == [False, True, True]

    zoe = fake.make_user("Zoe", "zoe", started=True)
    fake.user_message(zoe, group, "/sit")  # two computer seats: which one?
    await proc.settle()
    assert "Which seat?" in fake.messages_in(zoe)[-1]["text"]
    assert hand_messages(fake, zoe) == []
    fake.user_message(zoe, group, "/sit 3")
    await proc.settle()
    assert table.seats[2].user_id == f"tg:{zoe['id']}" and not table.seats[2].is_bot
    assert lines(fake, group["id"]).count("Zoe takes over seat 3.") == 1
    hand = hand_message(fake, zoe)  # at once, privately
    assert "Your cards:" in hand["text"]
    assert not [t for t in group_texts(fake, group["id"]) if "Your cards" in t]

    # Alice plays until it is Zoe's move: her hand offers the moves as buttons, she plays.
    assert table.game is not None
    for _ in range(40):
        if 2 in table.game.awaiting():
            break
        hand = hand_message(fake, alice)
        fake.click(alice, alice["id"], hand["message_id"], choose(actions(hand)))
        await proc.settle()
    assert 2 in table.game.awaiting()
    hand = hand_message(fake, zoe)
    assert actions(hand)
    assert not turn_messages(fake, zoe)  # not yet: she may be looking
    clock.advance(NOTICE_SECONDS)
    await proc.tick()
    assert turn_messages(fake, zoe)  # her turn waited: she was told
    before = table.move_count
    query = fake.click(zoe, zoe["id"], hand["message_id"], choose(actions(hand)))
    await proc.settle()
    assert fake.callback_answers[query]["text"] is None
    assert table.move_count > before and any(s == 2 for s, _ in table.moves[-1])


async def test_your_turn_is_a_new_message_and_can_be_turned_off(
    fake: FakeTelegram, launch: Launch
) -> None:
    clock = FakeClock()
    proc = await launch(service_clock=clock)
    assert proc.service is not None
    assert {"sit", "kick", "back", "settings"} <= set(MENU)
    assert {"sit", "kick", "back", "settings"} <= {c["command"] for c in fake.commands()}
    group, people = await three_players(fake, proc, "deals=1")
    alice, bob, carol = people
    fake.private_message(carol, "/settings notify=off")
    await proc.settle()
    assert "notify=off" in fake.messages_in(carol)[-1]["text"]
    fake.user_message(alice, group, "/start")
    await proc.settle()
    table = proc.service.tables[1]
    assert table.game is not None
    assert not any(turn_sends(fake, p) for p in people)  # the start shows everyone the hand

    pressed_on_turn, carol_moved = False, 0
    for _ in range(60):
        if len(turn_sends(fake, alice)) >= 2 and len(turn_sends(fake, bob)) >= 2:
            break
        seat = min(table.game.awaiting())
        player = people[seat]
        carol_moved += player is carol
        turn = turn_messages(fake, player)
        # Play from the "your turn" message once, else from the hand.
        message = turn[-1] if turn and actions(turn[-1]) and not pressed_on_turn else None
        pressed_on_turn = pressed_on_turn or message is not None
        message = message or hand_message(fake, player)
        before = table.version
        query = fake.click(player, player["id"], message["message_id"], choose(actions(message)))
        await proc.settle()
        assert fake.callback_answers[query]["text"] is None
        assert table.version > before
        clock.advance(NOTICE_SECONDS)  # each turn waits long enough to be told of
        await proc.tick()
    assert pressed_on_turn and carol_moved >= 2  # she had her turns, unannounced

    for player in (alice, bob):
        sends = turn_sends(fake, player)
        assert len(sends) >= 2
        assert all(not c.params.get("disable_notification") for c in sends)  # they notify
        ids = [c.result["message_id"] for c in sends]
        # One at a time, and none once the turn has passed: stale buttons would be refused.
        current = ids[-1:] if people.index(player) in table.game.awaiting() else []
        assert [m["message_id"] for m in turn_messages(fake, player)] == current
        gone = ids[: len(ids) - len(current)]
        assert {(player["id"], i) for i in gone} <= set(fake.deleted)  # replaced or retired
        for message in turn_messages(fake, player):
            assert message["reply_markup"]["inline_keyboard"]
    assert turn_sends(fake, carol) == [] and turn_messages(fake, carol) == []
    assert hand_messages(fake, carol)  # her hand is kept up to date as before
    assert not [t for t in group_texts(fake, group["id"]) if TURN in t]
