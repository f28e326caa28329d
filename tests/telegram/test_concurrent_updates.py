"""Updates handled concurrently (issue 21): tables proceed in parallel, each chat's and each
person's updates still in the order they came, and a press's answer holds up nobody."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from telegram import CallbackQuery

from adapters.telegram.keys import user_key
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess, wait_until
from tests.telegram.play import actions, choose, hand_message, hand_messages, three_players

Launch = Callable[..., Awaitable[BotProcess]]
JSON = dict[str, Any]


def texts_after(fake: FakeTelegram, user: JSON, mark: int) -> list[str]:
    log = fake.call_log[mark:]
    sent = [c for c in log if c.ok and c.method == "sendMessage"]
    return [str(c.params.get("text")) for c in sent if c.params.get("chat_id") == user["id"]]


async def started_table(fake: FakeTelegram, proc: BotProcess) -> tuple[JSON, list[JSON]]:
    group, people = await three_players(fake, proc, "deals=1 turn_seconds=0")
    fake.user_message(people[0], group, "/start")
    await proc.settle()
    return group, people


def press_a_move(fake: FakeTelegram, people: list[JSON]) -> str:
    """The player to move presses a move on their private hand; returns the query id."""
    turn = [(p, hand_message(fake, p)) for p in people if hand_messages(fake, p)]
    player, message = next((p, m) for p, m in turn if actions(m))
    return fake.click(player, player["id"], message["message_id"], choose(actions(message)))


async def test_a_slow_store_write_at_one_table_does_not_delay_another(
    fake: FakeTelegram, launch: Launch, monkeypatch: pytest.MonkeyPatch
) -> None:
    proc = await launch()
    assert proc.store is not None and proc.service is not None
    _, slow_people = await started_table(fake, proc)
    _, quick_people = await started_table(fake, proc)
    tables = sorted(proc.service.tables.values(), key=lambda t: t.id)
    slow, quick = tables[0], tables[1]
    gate = asyncio.Event()
    append_move = proc.store.append_move

    async def held(table_id: int, *args: Any) -> None:
        if table_id == slow.id:
            await gate.wait()  # e.g. a disk that stalls
        await append_move(table_id, *args)

    monkeypatch.setattr(proc.store, "append_move", held)
    first = press_a_move(fake, slow_people)
    second = press_a_move(fake, quick_people)
    try:
        # One at a time, the second press would wait for the first's write: here it is
        # handled, answered and shown while the first is still held.
        await wait_until(lambda: second in fake.callback_answers and quick.move_count == 1)
        assert first not in fake.callback_answers and slow.move_count == 0
    finally:
        gate.set()
    await proc.settle()
    assert fake.callback_answers[first]["text"] is None
    assert slow.move_count == 1 and quick.move_count == 1


async def test_one_chats_commands_keep_their_order_behind_a_slow_write(
    fake: FakeTelegram, launch: Launch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """/new is slow to store; the /join typed just after it waits for it, not refused."""
    proc = await launch()
    assert proc.store is not None and proc.service is not None
    gate = asyncio.Event()
    create_table = proc.store.create_table

    async def held(*args: Any, **kwargs: Any) -> Any:
        await gate.wait()
        return await create_table(*args, **kwargs)

    monkeypatch.setattr(proc.store, "create_table", held)
    alice, bob = (fake.make_user(n, started=True) for n in ("Alice", "Bob"))
    group = fake.make_group("Stammtisch", creator=alice)
    other = fake.make_group("Nebentisch")
    fake.user_message(alice, group, "/new schieberamsch")
    fake.user_message(bob, group, "/join")
    fake.user_message(bob, other, "/new schieberamsch")  # Bob's: after his /join, too
    try:
        await fake.wait_delivered()
        await asyncio.sleep(0.2)
        assert not proc.service.tables
    finally:
        gate.set()
    await proc.settle()
    (table,) = proc.service.tables.values()
    assert [s.name for s in table.seats] == ["Alice", "Bob"]
    refused = [m["text"] for m in fake.messages_in(bob) if "already" in m.get("text", "")]
    assert refused  # his /new came after his /join: he sits at Alice's table


async def test_a_press_answer_in_flight_holds_up_nothing(
    fake: FakeTelegram, launch: Launch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While a press's answer is on its way, the same person's next update is handled."""
    proc = await launch()
    assert proc.service is not None
    _, people = await started_table(fake, proc)
    gate = asyncio.Event()
    answer = CallbackQuery.answer

    async def slow_answer(self: CallbackQuery, *args: Any, **kwargs: Any) -> bool:
        await gate.wait()  # e.g. Telegram slow to take the answer
        return await answer(self, *args, **kwargs)

    monkeypatch.setattr(CallbackQuery, "answer", slow_answer)
    (table,) = proc.service.tables.values()
    query = press_a_move(fake, people)
    try:
        await wait_until(lambda: table.move_count == 1)
    except TimeoutError:
        gate.set()
        raise
    mover = next(p for p in people if table.seat_of(user_key(p["id"])) == table.moves[0][0][0])
    before = fake.mark()
    fake.private_message(mover, "/score")
    score = fake._last_update_id
    try:
        await wait_until(
            lambda: (
                score in proc.handled
                and any("Schieberamsch" in t for t in texts_after(fake, mover, before))
            )
        )  # the score sheet handled and sent while the press's answer is still held
        assert query not in fake.callback_answers
    finally:
        gate.set()
    await proc.settle()
    assert fake.callback_answers[query]["text"] is None
