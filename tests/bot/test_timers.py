"""Idle players, seat changes and notifications, with a fake clock: no test sleeps."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.clock import FakeClock
from bot.context import Context
from bot.service import TableService
from bot.store import Store
from tests.bot.conftest import CHAT, alerts, person


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


async def three_humans(service: TableService, options: str = "deals=1 turn_seconds=60"):
    people = [person(i) for i in range(3)]
    await service.handle_text(people[0], f"/new schieberamsch {options}")
    for p in people[1:]:
        await service.handle_text(p, "/join")
    await service.handle_text(people[0], "/start")
    return people, service.table_for(people[0])


async def test_reminder_at_half_time_then_the_computer_moves(store: Store, clock: FakeClock):
    service = TableService(store, seed="t", clock=clock)
    people, table = await three_humans(service)
    seat = min(table.game.awaiting())
    clock.advance(29)
    assert await service.tick() == []
    clock.advance(1)
    reminder = await service.tick()
    assert [m.target.key for m in reminder] == [people[seat].user_id]
    assert "30 s left" in reminder[0].text
    clock.advance(30)
    out = await service.tick()
    assert any("ran out of time" in m.text and m.target.kind == "chat" for m in out)
    assert table.move_count == 1 and table.moves[0][0][0] == seat
    assert table.seats[seat].timeouts == 1 and not table.seats[seat].away
    assert seat not in table.game.awaiting()


async def test_away_after_two_timeouts_and_back(store: Store, clock: FakeClock):
    service = TableService(store, seed="t", clock=clock)
    people, table = await three_humans(service)
    first = min(table.game.awaiting())
    for _ in range(12):  # nobody moves: every waiting seat times out in turn
        clock.advance(60)
        await service.tick()
        if table.seats[first].away:
            break
    assert table.seats[first].away and table.is_computer(first)
    out = await service.handle_text(people[first], "/back")
    assert not alerts(out) and not table.seats[first].away and table.seats[first].timeouts == 0


async def test_a_move_of_ones_own_resets_the_timeouts(store: Store, clock: FakeClock):
    service = TableService(store, seed="t", clock=clock)
    people, table = await three_humans(service)
    seat = min(table.game.awaiting())
    clock.advance(60)
    await service.tick()
    assert table.seats[seat].timeouts == 1
    while seat not in table.game.awaiting():
        mover = min(table.game.awaiting())
        await service.handle_text(people[mover], "/" + table.game.legal_moves(mover)[0].words())
    await service.handle_text(people[seat], "/" + table.game.legal_moves(seat)[0].words())
    assert table.seats[seat].timeouts == 0


async def test_deadlines_survive_a_restart_and_fire_at_once(tmp_path: Path, clock: FakeClock):
    path = tmp_path / "timers.sqlite3"
    store = await Store.open(path)
    service = TableService(store, seed="t", clock=clock)
    people, table = await three_humans(service)
    seat = min(table.game.awaiting())
    await store.close()
    clock.advance(600)  # the bot was down well past the deadline
    store = await Store.open(path)
    try:
        again = TableService(store, seed="t", clock=clock)
        await again.restore()
        armed = {(k[1], k[2]) for k in again.deadlines.pending}
        assert ("turn", seat) in armed and ("idle", -1) in armed
        assert ("remind", seat) not in armed  # too late to remind: the turn itself is over
        out = await again.tick()
        rebuilt = again.table_for(people[0])
        assert rebuilt.move_count == 1 and rebuilt.moves[0][0][0] == seat
        assert any("ran out of time" in m.text for m in out)
    finally:
        await store.close()


async def test_a_restart_keeps_the_turns_own_times(tmp_path: Path, clock: FakeClock):
    path = tmp_path / "early.sqlite3"
    store = await Store.open(path)
    service = TableService(store, seed="t", clock=clock)
    people, table = await three_humans(service)
    seat = min(table.game.awaiting())
    await store.close()
    clock.advance(10)
    store = await Store.open(path)
    try:
        again = TableService(store, seed="t", clock=clock)
        await again.restore()
        clock.advance(19)
        assert await again.tick() == []
        clock.advance(1)  # 30 s after the turn began, not after the restart
        reminder = await again.tick()
        assert [m.target.key for m in reminder] == [people[seat].user_id]
        clock.advance(30)
        assert any("ran out of time" in m.text for m in await again.tick())
    finally:
        await store.close()


async def test_a_lobby_not_started_within_30_minutes_closes(service_clock):
    service, clock = service_clock
    await service.handle_text(person(1), "/new schieberamsch")
    clock.advance(29 * 60)
    assert await service.tick() == []
    clock.advance(60)
    out = await service.tick()
    assert "not started within 30 minutes" in out[0].text
    assert service.table_for(person(1)) is None
    assert not alerts(await service.handle_text(person(2), "/new schieberamsch"))


async def test_a_table_nobody_plays_for_24_hours_is_abandoned(service_clock):
    service, clock = service_clock
    people, table = await three_humans(service, "deals=1 turn_seconds=0")
    clock.advance(23 * 3600)
    assert await service.tick() == []
    clock.advance(3600)
    out = await service.tick()
    assert "abandoned" in out[0].text and table.status == "abandoned"
    standings = (await service.handle_text(people[0], "/standings"))[0].text
    assert "No finished matches" in standings
    assert not alerts(await service.handle_text(people[1], "/new schieberamsch"))


async def test_everyone_leaves_and_the_computers_finish_the_match(service_clock):
    service, _ = service_clock
    people, table = await three_humans(service, "deals=2")
    for p in people:
        out = await service.handle_text(p, "/leave")
        assert not alerts(out)
    assert table.status == "finished" and table.game.game_over
    rows = await service.store.db.execute_fetchall(
        "SELECT user_id FROM results WHERE table_id = ?", (table.id,)
    )
    assert sorted(r[0] for r in rows) == ["bot:User0", "bot:User1", "bot:User2"]


async def test_sit_takes_over_a_computer_seat_and_gets_the_hand(service_clock):
    service, _ = service_clock
    ann = person(1)
    await service.handle_text(ann, "/new schieberamsch turn_seconds=0")
    await service.handle_text(ann, "/addbot")
    await service.handle_text(ann, "/addbot")
    await service.handle_text(ann, "/start")
    table = service.table_for(ann)
    zoe = person(9)
    assert "Which seat?" in alerts(await service.handle_text(zoe, "/sit"))[0]
    out = await service.handle_text(zoe, "/sit 2")
    assert not alerts(out)
    hands = [m for m in out if m.slot == "hand" and m.target.key == zoe.user_id]
    assert hands and "Your cards:" in hands[0].text
    assert table.seats[1].user_id == zoe.user_id and not table.seats[1].is_bot
    assert table.names[1] == "Sepp"  # the record keeps the seat's name
    assert "already sit" in alerts(await service.handle_text(zoe, "/sit 3"))[0]


async def test_kick_by_the_creator_only(service_clock):
    service, _ = service_clock
    people, table = await three_humans(service, "turn_seconds=0")
    refused = await service.handle_text(people[1], "/kick User2")
    assert "creator or a chat admin" in alerts(refused)[0]
    out = await service.handle_text(people[0], "/kick User2")
    assert not alerts(out) and table.seats[2].is_bot and table.seats[2].user_id is None
    assert service.by_user.get(people[2].user_id) is None


async def test_your_turn_notification_and_turning_it_off(service_clock):
    service, _ = service_clock
    people = [person(i) for i in range(3)]
    await service.handle_text(people[0], "/new schieberamsch turn_seconds=0")
    for p in people[1:]:
        await service.handle_text(p, "/join")
    await service.handle_text(people[2], "/settings notify=off")
    out = await service.handle_text(people[0], "/start")
    table = service.table_for(people[0])
    first = min(table.game.awaiting())
    assert not [m for m in out if m.slot == "turn"]  # the start shows everyone their hand
    out = await service.handle_text(people[first], "/pass")
    second = min(table.game.awaiting())
    notices = [m for m in out if m.slot == "turn"]
    if second == 2:
        assert notices == []
    else:
        assert [m.target.key for m in notices] == [people[second].user_id]
        assert notices[0].buttons and "Your turn" in notices[0].text


async def test_settings(service_clock):
    service, _ = service_clock
    admin = Context("test:boss", "Boss", CHAT, is_admin=True)
    assert (
        "chat admin" in alerts(await service.handle_text(person(1), "/settings turn_seconds=30"))[0]
    )
    out = await service.handle_text(admin, "/settings turn_seconds=30")
    assert "turn_seconds=30" in out[0].text
    await service.handle_text(person(1), "/new schieberamsch")
    assert service.table_for(person(1)).turn_seconds == 30
    assert "Unknown setting" in alerts(await service.handle_text(person(1), "/settings x=1"))[0]


@pytest.fixture
async def service_clock(store: Store, clock: FakeClock):
    return TableService(store, seed="t", clock=clock), clock
