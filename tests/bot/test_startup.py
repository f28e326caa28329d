"""Start-up with many tables (issue 21, item 5): an update waits for its own table only.

The background rebuild is stopped at one table (its store read held), so that what an update
gets meanwhile shows which tables it waited for: the press at table k is answered while the
tables after k are still not rebuilt, nothing is refused, a table's timers are not armed
before it is rebuilt, and a command that touches no table rebuilds none.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.buttons import ButtonData
from bot.clock import FakeClock
from bot.context import Context
from bot.outbox import Message
from bot.service import TableService
from bot.store import Store, TableRow
from tests.bot.conftest import alerts

COUNT = 12
HELD = 3  # the table at which the background rebuild is held


def people_of(number: int) -> list[Context]:
    chat = f"test:group{number}"
    return [Context(f"test:u{number}x{i}", f"P{number}x{i}", chat) for i in range(3)]


async def populate(path: Path, clock: FakeClock) -> None:
    store = await Store.open(path)
    service = TableService(store, seed="startup", clock=clock)
    try:
        for number in range(1, COUNT + 1):
            first, *others = people_of(number)
            await service.handle_text(first, "/new schieberamsch deals=1 turn_seconds=60")
            for other in others:
                await service.handle_text(other, "/join")
            assert not alerts(await service.handle_text(first, "/start"))
    finally:
        await store.close()


@dataclass
class Restart:
    service: TableService
    store: Store
    release: asyncio.Event
    delivered: list[Message] = field(default_factory=list)
    task: asyncio.Task[None] | None = None

    def rebuilt(self) -> set[int]:
        return set(self.service.tables)

    async def deliver(self, messages: list[Message]) -> None:
        self.delivered += messages


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def restart(
    tmp_path: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[Restart]:
    """The tables of a stopped bot, a new service taking updates, its background rebuild
    held at table ``HELD`` until ``release`` is set."""
    path = tmp_path / "startup.sqlite3"
    await populate(path, clock)
    release = asyncio.Event()
    real_load = Store.load_table
    background: set[asyncio.Task[Any]] = set()

    async def held_load(self: Store, table_id: int) -> TableRow | None:
        if table_id == HELD and asyncio.current_task() in background:
            await release.wait()
        return await real_load(self, table_id)

    monkeypatch.setattr(Store, "load_table", held_load)
    store = await Store.open(path)
    service = TableService(store, seed="startup", clock=clock)
    state = Restart(service, store, release)
    service.hold()
    await service.begin_restore(state.deliver)
    state.task = asyncio.create_task(service.finish_restore(_no_wait))
    background.add(state.task)
    await asyncio.sleep(0.05)  # the background reaches the held table
    try:
        yield state
    finally:
        release.set()
        await state.task
        await store.close()


async def _no_wait() -> None:
    return None


def action(data: str) -> str:
    button = ButtonData.decode(data)
    return button.action if button is not None else ""


def hand_button(service: TableService, number: int) -> tuple[Context, str]:
    """The person table ``number`` waits on, and their hand's first move button."""
    table = service.tables[number]
    assert table.game is not None
    seat = min(table.game.awaiting())
    hand = service.messages.hand_message(table, seat, "en")
    data = next(b.data for row in hand.buttons for b in row if action(b.data).startswith("m "))
    return people_of(number)[seat], data


async def buttons_before_restart(
    tmp_path: Path, clock: FakeClock
) -> dict[int, tuple[Context, str]]:
    """Each table's mover and button, read from a full restore of a copy of the store."""
    store = await Store.open(tmp_path / "startup.sqlite3")
    try:
        service = TableService(store, seed="startup", clock=clock)
        await service.restore()
        return {n: hand_button(service, n) for n in range(1, COUNT + 1)}
    finally:
        await store.close()


async def test_a_press_waits_for_its_own_table_only(
    restart: Restart, tmp_path: Path, clock: FakeClock
) -> None:
    buttons = await buttons_before_restart(tmp_path, clock)
    assert restart.rebuilt() == {1, 2}  # the background is held at table 3
    ctx, data = buttons[9]
    answer = await restart.service.press(ctx, data)
    assert not alerts(answer), alerts(answer)
    assert 9 in restart.rebuilt()
    assert not restart.rebuilt() & set(range(10, COUNT + 1))  # answered before those exist
    assert restart.service.tables[9].move_count == 1
    restart.release.set()
    assert restart.task is not None
    await restart.task
    assert restart.rebuilt() == set(range(1, COUNT + 1))


async def test_no_press_is_refused_during_start_up(
    restart: Restart, tmp_path: Path, clock: FakeClock
) -> None:
    buttons = await buttons_before_restart(tmp_path, clock)
    # One at the table the background is rebuilding: it waits for that rebuild.
    at_held = asyncio.create_task(restart.service.press(*buttons[HELD]))
    answers = await asyncio.gather(*(restart.service.press(*buttons[n]) for n in (5, 8, COUNT)))
    for answer in answers:
        assert not alerts(answer), alerts(answer)
    await asyncio.sleep(0.05)
    assert not at_held.done()  # held, not refused
    restart.release.set()
    assert not alerts(await at_held)
    assert restart.task is not None
    await restart.task
    for number in (HELD, 5, 8, COUNT):
        assert restart.service.tables[number].move_count == 1


async def test_commands_wait_for_the_tables_they_touch(restart: Restart) -> None:
    service = restart.service
    pending = set(service.restoring.pending)
    help_text = await service.handle_text(people_of(11)[0], "/help")
    assert help_text and not alerts(help_text)
    assert set(service.restoring.pending) == pending  # /help rebuilt nothing
    # /new where a table is open but not rebuilt yet: refused as an existing table.
    again = await service.handle_text(people_of(10)[0], "/new schieberamsch")
    assert any("#10" in text for text in alerts(again)), again
    # A private /hand: the person's table.
    person = people_of(11)[1]
    private = Context(person.user_id, person.user_name, person.user_id, private=True)
    hand = await service.handle_text(private, "/hand")
    assert [m.slot for m in hand] == ["hand"] and not alerts(hand)
    assert 11 in restart.rebuilt() and 12 not in restart.rebuilt()
    # An adapter that looks at a person's table first (Telegram's /start): that one only.
    person = people_of(7)[2]
    await service.wait_tables(Context(person.user_id, "", person.user_id, private=True))
    assert 7 in restart.rebuilt() and not restart.rebuilt() & {8, 12}


async def test_a_table_not_rebuilt_has_no_timers(restart: Restart, clock: FakeClock) -> None:
    service = restart.service
    clock.advance(600)  # every turn is long over
    fired = await service.tick()
    assert {m.table_id for m in fired} <= {1, 2}  # only the tables rebuilt so far
    assert not any(key[0] > 2 for key in service.deadlines.pending)
    restart.release.set()
    assert restart.task is not None
    await restart.task
    fired = await service.tick()
    assert {m.table_id for m in fired if "ran out of time" in m.text} == set(range(3, COUNT + 1))


async def test_a_damaged_table_found_by_a_press_is_set_aside(
    tmp_path: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "startup.sqlite3"
    await populate(path, clock)
    buttons = await buttons_before_restart(tmp_path, clock)
    with sqlite3.connect(path) as db:  # table 7's record no longer replays
        db.execute("""UPDATE deals SET deck = '["XX"]' WHERE table_id = 7""")
    store = await Store.open(path)
    try:
        service = TableService(store, seed="startup", clock=clock)
        told: list[Message] = []

        async def deliver(messages: list[Message]) -> None:
            told.extend(messages)

        service.hold()
        await service.begin_restore(deliver)
        answer = await service.press(*buttons[7])
        assert alerts(answer)  # no such table any more
        assert [m.target.key for m in told] == ["test:group7"]
        assert 7 not in service.tables and "test:group7" not in service.by_chat
        await service.finish_restore(_no_wait)
        assert sorted(service.tables) == [n for n in range(1, COUNT + 1) if n != 7]
    finally:
        await store.close()


async def test_restored_messages_are_rendered_as_the_backlog_makes_room(
    tmp_path: Path, clock: FakeClock
) -> None:
    """``room`` holds the rendering of what the background-rebuilt tables show: while it
    waits, nothing more is rendered (memory stays bounded); then the rest goes out."""
    path = tmp_path / "startup.sqlite3"
    await populate(path, clock)  # no platform recorded what its messages show: all re-sent
    store = await Store.open(path)
    try:
        service = TableService(store, seed="startup", clock=clock)
        shown: list[Message] = []

        async def deliver(messages: list[Message]) -> None:
            shown.extend(messages)

        let_through, calls = asyncio.Event(), [0]

        async def room() -> None:
            calls[0] += 1
            if calls[0] > 4:
                await let_through.wait()

        service.hold()
        await service.begin_restore(deliver)
        task = asyncio.create_task(service.finish_restore(room))
        await service.wait_ready()  # every table rebuilt, whatever the backlog
        await asyncio.sleep(0.05)
        assert not task.done()
        assert {m.table_id for m in shown} == {1, 2, 3, 4}  # the rest not yet rendered
        let_through.set()
        await task
        assert {m.table_id for m in shown} == set(range(1, COUNT + 1))
        assert {m.slot for m in shown} >= {"table", "hand"}
    finally:
        await store.close()


async def test_a_web_page_waits_for_its_own_table_only(restart: Restart) -> None:
    """The web table (an adapter that looks at a table before any entry point) gets the
    viewer's table rebuilt first, not every table: no 404 while the others still are."""
    from aiohttp.test_utils import TestClient, TestServer

    from adapters.web.auth import sign_token
    from adapters.web.server import WebTables

    secret = b"startup"
    web = WebTables(restart.service, restart.deliver, secret)
    assert 9 not in restart.rebuilt()
    user = people_of(9)[0].user_id
    token = sign_token(secret, 9, user, clock_now := 1_000_000.0)
    web.clock = lambda: clock_now
    async with TestClient(TestServer(web.app)) as client:
        answer = await client.get("/api/table/9/state", params={"t": token})
        assert answer.status == 200
        state = await answer.json()
        assert state["table"] == 9 and state["seat"] == 0 and state["hand"]
        page = await client.get("/table/9", params={"t": token})
        assert page.status == 200
    assert 9 in restart.rebuilt() and not {10, 11, 12} & restart.rebuilt()
