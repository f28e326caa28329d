"""Limits per user (bot.limits) on a fake clock, alone and in the table service."""

from __future__ import annotations

import pytest

from bot.clock import FakeClock
from bot.commands import Command
from bot.limits import BURST, LOBBIES, PRUNE_AT, Limits
from bot.outbox import Message, Target
from bot.service import TableService
from bot.store import Store
from bot.table import LOBBY
from tests.bot.conftest import CHAT, alerts, person

HELP = Command("help")
MOVE = Command("move", ("SJ",), "play SJ")


def test_a_burst_then_one_command_per_refill() -> None:
    limits, now = Limits(burst=3, per_minute=30), 100.0
    assert [limits.admit("u", HELP, now) for _ in range(4)] == [0, 0, 0, 2]
    assert limits.admit("v", HELP, now) == 0  # another user has an allowance of their own
    assert limits.admit("u", HELP, now + 0.5) == 2  # 0.25 of a command back: 1.5 s to go
    assert limits.admit("u", HELP, now + 1.9) == 1
    assert limits.admit("u", HELP, now + 2.0) == 0
    assert limits.admit("u", HELP, now + 2.0) == 2
    assert [limits.admit("u", HELP, now + 1000) for _ in range(4)] == [0, 0, 0, 2]  # full, no more


def test_accepted_moves_are_free_refused_ones_count() -> None:
    limits, now = Limits(burst=2, per_minute=1), 0.0
    accepted = [Message(Target.chat("c"), "Ann plays S-J.")]
    for _ in range(100):  # a whole match of accepted moves
        assert limits.admit("u", MOVE, now) == 0
        assert limits.settle("u", MOVE, accepted, now) == accepted
    refused = [Message(Target.user("u"), "It is not your turn.", alert=True)]
    for _ in range(2):
        assert limits.admit("u", MOVE, now) == 0
        limits.settle("u", MOVE, refused, now)
    assert limits.admit("u", MOVE, now) == 60  # no more tries, legal or not, for a while
    assert limits.admit("u", HELP, now) == 60


def test_a_read_only_answer_the_chat_just_had_goes_to_the_asker() -> None:
    limits, now = Limits(repeat_seconds=30), 0.0
    answer = [Message(Target.chat("g"), "Commands: ...")]
    assert limits.settle("a", HELP, answer, now) == answer
    (again,) = limits.settle("b", HELP, answer, now + 29)
    assert again.target == Target.user("b") and again.alert and again.text == "Commands: ..."
    assert limits.settle("b", HELP, [Message(Target.chat("h"), "Commands: ...")], now + 29)[
        0
    ].target == Target.chat("h")  # another chat has not seen it
    score = Command("score")
    first = [Message(Target.chat("g"), "Score: 10", table_id=1)]
    changed = [Message(Target.chat("g"), "Score: 12", table_id=1)]
    assert limits.settle("a", score, first, now)[0].target.kind == "chat"
    assert limits.settle("a", score, changed, now + 1)[0].target.kind == "chat"  # news: posted
    assert limits.settle("a", HELP, answer, now + 30)[0].target.kind == "chat"  # window over
    joined = [Message(Target.chat("g"), "Ann sits down at table #1.")]
    join = Command("join")
    assert limits.settle("a", join, joined, now) == limits.settle("a", join, joined, now)


def test_lobby_limit_and_no_limits() -> None:
    limits = Limits()
    assert not limits.lobbies_full(LOBBIES - 1) and limits.lobbies_full(LOBBIES)
    off, answer = Limits.off(), [Message(Target.chat("g"), "Commands: ...")]
    assert all(off.admit("u", HELP, 0.0) == 0 for _ in range(10 * BURST))
    assert off.settle("u", HELP, answer, 0.0) == off.settle("u", HELP, answer, 0.0) == answer
    assert not off.lobbies_full(1000)
    with pytest.raises(ValueError):
        Limits(burst=0)


def test_memory_follows_the_active_users() -> None:
    limits = Limits(burst=2, per_minute=60)
    for n in range(3 * PRUNE_AT):  # each user once, a second apart: full again 2 s later
        limits.admit(f"u{n}", HELP, float(n))
        limits.settle(f"u{n}", HELP, [Message(Target.chat(f"g{n}"), "x")], float(n))
    assert len(limits._buckets) <= PRUNE_AT and len(limits._posted) <= PRUNE_AT
    assert limits.admit("u0", HELP, 3.0 * PRUNE_AT) == 0


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


async def test_over_the_limit_refused_privately_and_nothing_changes(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, seed="limits", clock=clock)
    ann, bob = person(0), person(1)
    await service.handle_text(ann, "/new schieberamsch")
    table = service.table_for(ann)
    assert table is not None
    for n in range(BURST):  # Bob sits down and gets up, as fast as he can type
        assert not alerts(await service.handle_text(bob, "/leave" if n % 2 else "/join"))
    version = table.version
    out = await service.handle_text(bob, "/join")
    assert [(m.target, m.alert) for m in out] == [(Target.user(bob.user_id), True)]
    assert "Slow down" in out[0].text and "2 s" in out[0].text
    assert table.version == version and table.seat_of(bob.user_id) is None
    assert "Slow down" in alerts(await service.handle_text(bob, "/frobnicate"))[0]
    assert not alerts(await service.handle_text(ann, "/addbot"))  # Ann is not slowed by Bob
    clock.advance(2)
    assert not alerts(await service.handle_text(bob, "/join"))
    assert table.seat_of(bob.user_id) is not None


async def test_one_user_holds_two_lobbies_at_most(store: Store, clock: FakeClock) -> None:
    service = TableService(store, seed="limits", clock=clock)
    chats = [f"{CHAT}{n}" for n in range(LOBBIES + 1)]
    for chat in chats[:-1]:
        assert not alerts(await service.handle_text(person(0, chat), "/new schieberamsch"))
        assert not alerts(await service.handle_text(person(0, chat), "/leave"))
    (refusal,) = await service.handle_text(person(0, chats[-1]), "/new schieberamsch")
    assert refusal.alert and refusal.target == Target.user(person(0).user_id)
    assert f"already have {LOBBIES} open tables" in refusal.text and "#1, #2" in refusal.text
    assert chats[-1] not in service.by_chat
    assert not alerts(await service.handle_text(person(1, chats[-1]), "/new schieberamsch"))
    assert not alerts(await service.handle_text(person(0, chats[0]), "/abort"))  # the creator's
    assert not alerts(await service.handle_text(person(0, "test:other"), "/new schieberamsch"))
    mine = [t for t in service.tables.values() if t.status == LOBBY and t.creator == "test:u0"]
    assert len(mine) == LOBBIES
