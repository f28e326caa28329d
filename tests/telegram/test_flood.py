"""One person flooding a group (issue 16): the table others play at is not held up.

Through the fake Bot API with the production pacing (4 s per group call) on a fake clock:
a hundred /help from a spectator put one answer into the group, and the next move's table
edit is the group's very next call; a user opens two lobbies at most; a user over the
command limit is told privately and changes nothing.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot.clock import FakeClock as ServiceClock
from bot.limits import BURST, LOBBIES
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess, FakeClock
from tests.telegram.play import actions, choose, hand_message, table_messages, version_of
from tests.telegram.test_pacing import THINK, run_for

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]


def texts_to(fake: FakeTelegram, chat: JSON, since: int) -> list[str]:
    return [
        str(c.params.get("text", ""))
        for c in fake.call_log[since:]
        if c.method == "sendMessage" and c.params.get("chat_id") == chat["id"]
    ]


async def test_a_hundred_help_commands_do_not_hold_up_the_table(
    fake: FakeTelegram, launch: Launch
) -> None:
    clock = FakeClock()  # the adapter's pacing and the service's limits on one simulated clock
    proc = await launch(clock, clock, group_interval=4.0, private_interval=1.0, group_rate=0.0)
    assert proc.service is not None
    players = [fake.make_user(n, started=True) for n in ("Alice", "Bob", "Carol")]
    dave = fake.make_user("Dave", started=True)  # watches, and types
    group = fake.make_group("Stammtisch")
    for user, command in zip(players, ("/new schieberamsch", "/join", "/join"), strict=True):
        fake.user_message(user, group, command)
        await run_for(proc, clock, THINK)
    fake.user_message(players[0], group, "/start")
    await run_for(proc, clock, 60.0)  # everything of the start delivered: the group is idle
    table = proc.service.tables[1]
    assert table.game is not None

    mark = fake.mark()
    for _ in range(100):
        fake.user_message(dave, group, "/help")
    await run_for(proc, clock, THINK)
    user = players[min(table.game.to_move())]
    hand = hand_message(fake, user)
    version = table.version
    current = [d for d in actions(hand) if version_of(d) == version]
    moved = fake.mark()
    fake.click(user, user["id"], hand["message_id"], choose(current))
    await run_for(proc, clock, 300.0)
    assert table.version > version

    helps = [t for t in texts_to(fake, group, mark) if "Commands:" in t]
    assert len(helps) == 1 and helps[0].count("Commands:") == 1
    after = [c for c in fake.call_log[moved:] if c.params.get("chat_id") == group["id"]]
    assert after[0].method == "editMessageText", [c.method for c in after[:5]]
    assert after[0].params["message_id"] == table_messages(fake, group)[0]["message_id"]
    posted = sum(len(t) for t in texts_to(fake, group, mark))
    assert posted < 2_000  # one /help and the move's lines, not 100 answers (about 80 KB)
    told = "\n".join(texts_to(fake, dave, mark))
    assert "Commands:" in told and "Slow down" in told  # every /help answered, privately


async def test_one_user_cannot_hold_lobbies_open_in_many_groups(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
    assert proc.service is not None
    alice = fake.make_user("Alice", started=True)
    groups = [fake.make_group(f"Runde {n}") for n in range(LOBBIES + 1)]
    for group in groups[:-1]:  # a lobby opened, then left: it stays open for 30 minutes
        fake.user_message(alice, group, "/new schieberamsch")
        fake.user_message(alice, group, "/leave")
    await proc.settle()
    mark = fake.mark()
    fake.user_message(alice, groups[-1], "/new schieberamsch")
    await proc.settle()
    assert not table_messages(fake, groups[-1]) and not texts_to(fake, groups[-1], mark)
    (refusal,) = texts_to(fake, alice, mark)
    assert f"You already have {LOBBIES} open tables waiting for players (#1, #2)" in refusal
    assert f"tg:{groups[-1]['id']}" not in proc.service.by_chat
    assert len(proc.service.by_chat) == LOBBIES


async def test_a_user_over_the_command_limit_is_told_privately_and_nothing_changes(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch(service_clock=ServiceClock())  # no time passes: nothing refills
    assert proc.service is not None
    alice, bob = fake.make_user("Alice", started=True), fake.make_user("Bob", started=True)
    group = fake.make_group("Runde")
    fake.user_message(alice, group, "/new schieberamsch")
    for n in range(BURST):  # Bob sits down and gets up again, ten times
        fake.user_message(bob, group, "/leave" if n % 2 else "/join")
    await proc.settle()
    table = proc.service.tables[1]
    version, seats = table.version, [s.name for s in table.seats]
    assert seats == ["Alice"]
    mark = fake.mark()
    fake.user_message(bob, group, "/join")
    await proc.settle()
    assert (table.version, [s.name for s in table.seats]) == (version, seats)
    assert not [c for c in fake.call_log[mark:] if c.params.get("chat_id") == group["id"]]
    (refusal,) = texts_to(fake, bob, mark)
    assert "Slow down" in refusal and "try again in 2 s" in refusal
    fake.user_message(alice, group, "/addbot")  # others are not slowed by Bob
    await proc.settle()
    assert [s.name for s in table.seats] == ["Alice", "Sepp"]
