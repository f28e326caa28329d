"""A restart re-sends only what changed while the bot was down (issue 21, item 5).

The store keeps, with each message reference, a digest of what the message shows; the
restored tables whose messages show their current state cost no call at all, a table that
changed is brought up to date in its own messages, and what must be re-sent goes out after
live traffic (background work of the delivery queue).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from adapters.runtime import deliver_restored
from adapters.telegram.queue import Pending
from bot import render
from bot.clock import FakeClock
from bot.context import Context
from bot.outbox import Message, Target
from bot.service import TableService
from bot.store import Store
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import SEED, BotProcess
from tests.telegram.play import (
    actions,
    choose,
    hand_message,
    play_until,
    table_message,
    three_players,
)

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]
SHOWING = ("sendMessage", "editMessageText", "deleteMessage", "sendPhoto", "sendDocument")


def shown_calls(fake: FakeTelegram, mark: int) -> list[Any]:
    return [c for c in fake.call_log[mark:] if c.method in SHOWING]


def chat_of(call: Any) -> int:
    return int(call.params["chat_id"])


def showing(fake: FakeTelegram) -> dict[tuple[int, int], str]:
    """(chat, message id) -> the text each message sent or edited so far shows."""
    texts: dict[tuple[int, int], str] = {}
    for call in fake.call_log:
        if not call.ok or call.method not in ("sendMessage", "editMessageText"):
            continue
        result = call.response["result"]
        texts[(int(result["chat"]["id"]), int(result["message_id"]))] = str(result["text"])
    return texts


async def two_tables(
    fake: FakeTelegram, proc: BotProcess, options: str
) -> list[tuple[JSON, list[JSON]]]:
    """Table 1 running (a few moves in), table 2 running too, each in its own group."""
    tables = []
    for _ in range(2):
        group, players = await three_players(fake, proc, options)
        fake.user_message(players[0], group, "/start")
        await proc.settle()
        tables.append((group, players))
    await play_until(proc, tables[0][0], tables[0][1], max_moves=3)
    return tables


async def test_a_restart_sends_nothing_for_tables_whose_messages_are_current(
    fake: FakeTelegram, launch: Launch
) -> None:
    first = await launch()
    tables = await two_tables(fake, first, "deals=1")
    lobby_group, lobby_players = await three_players(fake, first, "deals=1")  # a lobby
    await first.stop()
    before = showing(fake)

    mark = fake.mark()
    second = await launch()
    await second.settle()
    assert second.service is not None
    assert [second.service.tables[i].status for i in (1, 2, 3)] == ["running"] * 2 + ["lobby"]
    # Table 2 (no move since its start) and the lobby: no send, no edit, no delete.
    current = {tables[1][0]["id"], lobby_group["id"]}
    current |= {p["id"] for p in [*tables[1][1], *lobby_players]}
    restored = shown_calls(fake, mark)
    assert not {chat_of(c) for c in restored} & current
    # At table 1 a hand the live moves left behind (a player not to move is not edited at
    # every move) is brought up to date in place; nothing that already showed its state.
    for call in restored:
        assert call.method == "editMessageText"
        key = (chat_of(call), int(call.params["message_id"]))
        assert before[key] != call.params["text"]

    # The restored tables play on in the same messages.
    group, players = tables[1]
    table_id = table_message(fake, group)["message_id"]
    (mover,) = [p for p in players if actions(hand_message(fake, p))]
    hand = hand_message(fake, mover)
    query = fake.click(mover, mover["id"], hand["message_id"], choose(actions(hand)))
    await second.settle()
    assert fake.callback_answers[query]["text"] is None
    assert table_message(fake, group)["message_id"] == table_id
    assert table_message(fake, group)["text"] == render.table_text(second.service.tables[2], "en")
    assert hand_message(fake, mover)["message_id"] == hand["message_id"]


async def test_a_table_moved_while_the_bot_was_down_is_re_sent_and_only_it(
    fake: FakeTelegram, launch: Launch
) -> None:
    first = await launch()
    (group, players), (other_group, others) = await two_tables(fake, first, "deals=1")
    (mover,) = [p for p in players if actions(hand_message(fake, p))]
    pressed = choose(actions(hand_message(fake, mover)))
    await first.stop()

    # While the bot is down another process (no platform) records a move at table 1.
    store = await Store.open(first.db)
    try:
        offline = TableService(store, seed=SEED)
        await offline.restore()
        ctx = Context(f"tg:{mover['id']}", mover["first_name"], f"tg:{mover['id']}", private=True)
        await offline.press(ctx, pressed)
        moved = offline.tables[1].version
    finally:
        await store.close()

    mark = fake.mark()
    second = await launch()
    await second.settle()
    assert second.service is not None
    table = second.service.tables[1]
    assert table.version == moved
    calls = shown_calls(fake, mark)
    assert calls and all(c.method == "editMessageText" for c in calls)  # in place
    chats = {chat_of(c) for c in calls}
    assert group["id"] in chats
    assert not chats & {other_group["id"], *(p["id"] for p in others)}  # table 2: nothing
    assert table_message(fake, group)["text"] == render.table_text(table, "en")


async def test_a_timer_that_fires_at_restore_re_sends_its_table(
    fake: FakeTelegram, launch: Launch
) -> None:
    clock = FakeClock()
    first = await launch(service_clock=clock)
    group, people = await three_players(fake, first, "deals=1 turn_seconds=60")
    fake.user_message(people[0], group, "/start")
    await first.settle()
    await first.stop()

    clock.advance(61)  # the bot was down past the turn's deadline
    mark = fake.mark()
    second = await launch(service_clock=clock)
    await second.settle()
    assert shown_calls(fake, mark) == []  # restored as it was shown
    await second.tick()  # the overdue timer fires: the computer moves for the idle player
    assert second.service is not None
    table = second.service.tables[1]
    assert table.move_count == 1
    assert [c for c in shown_calls(fake, mark) if c.method == "editMessageText"]
    assert table_message(fake, group)["text"] == render.table_text(table, "en")


async def test_restored_messages_are_background_work_of_the_telegram_queue(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
    assert proc.platform is not None
    delivery = proc.platform.delivery
    delivery.lanes.closed = True  # no worker: the items stay queued to be looked at
    restored = Message(Target.chat("tg:-5"), "table", slot="table", table_id=9)
    live = Message(Target.chat("tg:-5"), "a line", table_id=9)
    await deliver_restored(proc.platform, [restored])
    delivery.submit([live])
    lane = delivery.queues[-5]
    items: list[Pending] = lane.items()
    assert [(i.message.text, i.background) for i in items] == [("table", True), ("a line", False)]
    assert [i.message.text for i in lane.take()] == ["a line"]  # live first, though later
    delivery.lanes.closed = False
