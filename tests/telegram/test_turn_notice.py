"""A "your turn" notice goes once the turn has passed elsewhere (issue 16, 9): its buttons would
only be refused as out of date; it is sent only to a player not following the table, and only
for a turn not taken within ``NOTICE_SECONDS`` (issue 21)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot.clock import FakeClock
from bot.messages import NOTICE_SECONDS
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import actions, choose, hand_message, three_players

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]
NOTICE = "Your turn at Schieberamsch table #1."


async def test_turn_notice_is_deleted_when_the_move_is_made_in_the_group(
    fake: FakeTelegram, launch: Launch
) -> None:
    clock = FakeClock()
    proc = await launch(service_clock=clock)
    assert proc.service is not None
    group, players = await three_players(fake, proc, "deals=1")
    fake.user_message(players[0], group, "/start")
    await proc.settle()
    table = proc.service.tables[1]
    noticed: list[tuple[dict[str, object], dict[str, object]]] = []
    for _ in range(12):  # move from the hand until someone is sent a turn notice
        (mover,) = [p for p in players if actions(hand_message(fake, p))]
        hand = hand_message(fake, mover)
        fake.click(mover, mover["id"], hand["message_id"], choose(actions(hand)))
        await proc.settle()
        clock.advance(NOTICE_SECONDS)  # the next turn not taken: its notice is due
        await proc.tick()
        noticed = [
            (p, m)
            for p in players
            for m in fake.messages_in(p)
            if m.get("text") == NOTICE and actions(m)
        ]
        if noticed:
            break
    assert noticed, "no turn notice was sent"
    ((player, notice),) = noticed
    seat = next(i for i, s in enumerate(table.seats) if s.user_id == f"tg:{player['id']}")
    assert table.game is not None
    words = table.game.legal_moves(seat)[0].words(table.names)
    fake.user_message(player, group, "/" + words)  # the move made in the group
    await proc.settle()
    left = [m for m in fake.messages_in(player) if m["message_id"] == notice["message_id"]]
    assert left == [], "the notice and its stale buttons are still there"
    assert [c for c in fake.calls("deleteMessage") if c.ok]


async def test_no_notice_for_players_following_the_table_one_for_a_player_who_is_not(
    fake: FakeTelegram, launch: Launch
) -> None:
    """The notice rule (issue 21), with ``TELEGRAM_FOLLOWING_SECONDS=60``: a player who made a
    move at the table within the last minute sees their hand's buttons appear in place and
    gets no "your turn" message (nor its deletion later); one whose last move is longer ago
    gets it."""
    clock = FakeClock()
    proc = await launch(service_clock=clock, following_seconds=60.0)
    group, players = await three_players(fake, proc, "deals=1")
    fake.user_message(players[0], group, "/start")
    await proc.settle()

    def notices(since: int) -> list[str]:
        return [
            c.params["text"]
            for c in fake.call_log[since:]
            if c.method == "sendMessage" and c.ok and c.params.get("text") == NOTICE
        ]

    def move() -> JSON:
        (mover,) = [p for p in players if actions(hand_message(fake, p))]
        hand = hand_message(fake, mover)
        fake.click(mover, mover["id"], hand["message_id"], choose(actions(hand)))
        return mover

    movers: list[JSON] = []
    while len({p["id"] for p in movers}) < 3:  # until everyone has moved once
        clock.advance(2)
        movers.append(move())
        await proc.settle()
    mark = fake.mark()
    for _ in range(6):  # everyone follows the table: the hand edits say whose turn it is
        clock.advance(5)
        movers.append(move())
        await proc.settle()
        clock.advance(NOTICE_SECONDS)  # even a turn taken slowly
        await proc.tick()
    assert notices(mark) == []
    assert not [c for c in fake.call_log[mark:] if c.method == "deleteMessage"]
    # The next player last moved more than a minute before this move: they are told.
    clock.advance(61)
    mover = move()
    await proc.settle()
    clock.advance(NOTICE_SECONDS)
    await proc.tick()
    (next_player,) = [p for p in players if actions(hand_message(fake, p))]
    told = [
        c.params["chat_id"]
        for c in fake.call_log[mark:]
        if c.method == "sendMessage" and c.params.get("text") == NOTICE
    ]
    assert next_player["id"] != mover["id"] and told == [next_player["id"]]


async def test_no_notice_when_the_turn_comes_back_at_once(
    fake: FakeTelegram, launch: Launch
) -> None:
    """Alice plays with two computers: after her move they move and the turn is hers again
    a moment later; her hand shows it, no "your turn" message is sent (nor deleted)."""
    clock = FakeClock()
    proc = await launch(service_clock=clock)
    group, (alice,) = await three_players(fake, proc, "deals=1", bots=2)
    fake.user_message(alice, group, "/start")
    await proc.settle()
    mark = fake.mark()
    moves = 0
    while moves < 8:
        hand = hand_message(fake, alice)
        if not actions(hand):
            clock.advance(1)
            await proc.tick()  # the computers' moves that wait for the clock
            continue
        clock.advance(3)
        fake.click(alice, alice["id"], hand["message_id"], choose(actions(hand)))
        await proc.settle()
        moves += 1
    sent = [c for c in fake.call_log[mark:] if c.method == "sendMessage" and c.ok]
    assert [c.params["text"] for c in sent if c.params["chat_id"] == alice["id"]] == []
    assert not [c for c in fake.call_log[mark:] if c.method == "deleteMessage"]


async def test_a_turn_taken_soon_is_not_noticed_one_left_waiting_is(
    fake: FakeTelegram, launch: Launch
) -> None:
    """Three people: a turn taken within ``NOTICE_SECONDS`` of its start gets no notice (the
    hand's buttons appeared where the player looks); a turn left waiting that long does, once."""
    clock = FakeClock()
    proc = await launch(service_clock=clock)
    group, players = await three_players(fake, proc, "deals=1")
    fake.user_message(players[0], group, "/start")
    await proc.settle()

    def move() -> JSON:
        (mover,) = [p for p in players if actions(hand_message(fake, p))]
        hand = hand_message(fake, mover)
        fake.click(mover, mover["id"], hand["message_id"], choose(actions(hand)))
        return mover

    def told(since: int) -> list[int]:
        return [
            c.params["chat_id"]
            for c in fake.call_log[since:]
            if c.method == "sendMessage" and c.ok and c.params.get("text") == NOTICE
        ]

    clock.advance(NOTICE_SECONDS)
    await proc.tick()  # the first turn of the deal, left waiting: noticed
    mark = fake.mark()
    move()
    await proc.settle()
    clock.advance(NOTICE_SECONDS - 1)
    await proc.tick()
    assert told(mark) == []  # not yet
    move()  # taken in time
    await proc.settle()
    clock.advance(2)  # past the taken turn's notice time
    await proc.tick()
    assert told(mark) == []
    (waiting,) = [p for p in players if actions(hand_message(fake, p))]
    clock.advance(NOTICE_SECONDS)
    await proc.tick()
    assert told(mark) == [waiting["id"]]
    clock.advance(NOTICE_SECONDS)
    await proc.tick()
    assert told(mark) == [waiting["id"]]  # once


async def test_no_notice_where_the_turn_timers_reminder_comes_as_soon(
    fake: FakeTelegram, launch: Launch
) -> None:
    """With a turn time of 16 s the reminder comes 8 s into a turn: it tells the player, and
    no "your turn" message follows at 10 s."""
    clock = FakeClock()
    proc = await launch(service_clock=clock)
    group, players = await three_players(fake, proc, "deals=1 turn_seconds=16")
    fake.user_message(players[0], group, "/start")
    await proc.settle()
    (mover,) = [p for p in players if actions(hand_message(fake, p))]
    hand = hand_message(fake, mover)
    fake.click(mover, mover["id"], hand["message_id"], choose(actions(hand)))
    await proc.settle()
    (waiting,) = [p for p in players if actions(hand_message(fake, p))]
    mark = fake.mark()
    for _ in range(3):
        clock.advance(4)
        await proc.tick()
    sent = [
        str(c.params.get("text"))
        for c in fake.call_log[mark:]
        if c.method == "sendMessage" and c.ok and c.params.get("chat_id") == waiting["id"]
    ]
    assert [t for t in sent if t.startswith("Reminder")] and NOTICE not in sent
