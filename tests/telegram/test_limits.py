"""Flood limits, stale and foreign buttons, and the pacing of group calls (fake clock)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot import render
from bot.context import Context
from bot.limits import Limits
from bot.outbox import Message, Target
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess, FakeClock, wait_until
from tests.telegram.play import actions, group_texts, hand_message, play_until, table_message

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]


async def seat_three(fake: FakeTelegram, proc: BotProcess) -> tuple[JSON, JSON, JSON, JSON]:
    alice, bob, carol = (fake.make_user(n, started=True) for n in ("Alice", "Bob", "Carol"))
    group = fake.make_group("Runde")
    fake.user_message(alice, group, "/new schieberamsch deals=1")
    fake.user_message(bob, group, "/join")
    fake.user_message(carol, group, "/join")
    fake.user_message(alice, group, "/start")
    await proc.settle()
    return alice, bob, carol, group


def acting(fake: FakeTelegram, players: list[JSON]) -> tuple[JSON, JSON]:
    (turn,) = [(p, hand_message(fake, p)) for p in players if actions(hand_message(fake, p))]
    return turn


# RetryAfter.__init__ itself warns about the future timedelta type of retry_after.
@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
async def test_flood_limit_retried_and_bad_clicks_refused(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
    assert proc.service is not None
    alice, bob, carol, group = await seat_three(fake, proc)
    players = [alice, bob, carol]
    await play_until(proc, group, players, max_moves=8)
    table = proc.service.tables[1]

    # Two quick clicks on one hand: the second button is out of date by then.
    player, hand = acting(fake, players)
    first, second = actions(hand)[:2]
    version = table.version
    q1 = fake.click(player, player["id"], hand["message_id"], first)
    q2 = fake.click(player, player["id"], hand["message_id"], second)
    await proc.settle()
    assert fake.callback_answers[q1]["text"] is None
    assert fake.callback_answers[q2] == {
        "text": "This button is out of date.",
        "show_alert": True,
        "url": None,
        "data": second,
    }
    assert table.version > version

    # Someone else presses the hand's buttons: a seated player, and a stranger.
    player, hand = acting(fake, players)
    other = next(p for p in players if p is not player)
    dave = fake.make_user("Dave")
    version = table.version
    for intruder in (other, dave):
        query = fake.click(intruder, player["id"], hand["message_id"], actions(hand)[0])
        await proc.settle()
        assert fake.callback_answers[query]["text"] == "That button belongs to another player."
        assert fake.callback_answers[query]["show_alert"]
    assert table.version == version

    # A 429 on the next sends and edits: retried after retry_after, nothing lost.
    fake.fail_next("editMessageText", 429, retry_after=1)
    fake.fail_next("sendMessage", 429, retry_after=1)
    await play_until(proc, group, players, max_moves=4)
    for method in ("editMessageText", "sendMessage"):
        statuses = [c.status for c in fake.calls(method)]
        assert 429 in statuses and statuses[statuses.index(429) + 1] == 200
    for seat, user in enumerate(players):
        shown = await proc.service.press(
            Context(f"tg:{user['id']}", user["first_name"], f"tg:{user['id']}", True),
            render.button_data(table, "h", seat),
        )
        assert hand_message(fake, user)["text"] == shown[0].text.strip()
    assert table_message(fake, group)["text"] == render.table_text(table, "en")

    await play_until(proc, group, players)
    assert table.status == "finished"
    texts = group_texts(fake, group["id"])
    assert not [t for t in texts if "out of date" in t or "another player" in t]


async def test_group_calls_paced_and_coalesced_on_a_fake_clock(
    fake: FakeTelegram, launch: Launch
) -> None:
    """200 changes to a table in 60 simulated seconds: at most 15 group sends and edits."""
    clock = FakeClock()
    # group_rate=0: the library's limiter (real seconds) stays out of the simulated minute.
    proc = await launch(clock, group_interval=4.0, private_interval=1.0, group_rate=0.0)
    service, platform = proc.service, proc.platform
    assert service is not None and platform is not None
    service.limits = Limits.off()  # Bob's 200 changes are the load here, not a user to limit
    delivery = platform.delivery
    alice, bob = fake.make_user("Alice", started=True), fake.make_user("Bob", started=True)
    carol = fake.make_user("Carol")  # never started: her private messages turn into notices
    group = fake.make_group("Takt")
    key = f"tg:{group['id']}"
    ctx = {
        u["first_name"]: Context(f"tg:{u['id']}", u["first_name"], key) for u in (alice, bob, carol)
    }
    mark = fake.mark()
    await platform.deliver(await service.handle_text(ctx["Alice"], "/new schieberamsch"))
    await platform.deliver(await service.handle_text(ctx["Carol"], "/join"))
    table = service.tables[1]
    lines: list[str] = []
    for change in range(200):
        clock.advance_to(change * 0.3)
        await wait_until(delivery.quiescent)
        if change % 50 == 25:  # something private for Carol: refused, a notice in the group
            delivery.reachable(carol["id"])
            card = Message(Target.user(ctx["Carol"].user_id), "hand", slot="hand", table_id=1)
            await platform.deliver([card])
        else:
            seated = service.tables[1].seat_of(ctx["Bob"].user_id) is not None
            verb = "/leave" if seated else "/join"
            replies = await service.handle_text(ctx["Bob"], verb)
            assert not [m for m in replies if m.alert]
            lines += [m.text for m in replies if m.slot is None]
            await platform.deliver(replies)
        await wait_until(delivery.quiescent)
    assert clock.now() < 60
    to_group = [c for c in fake.call_log[mark:] if c.ok and c.params.get("chat_id") == group["id"]]
    assert {c.method for c in to_group} == {"sendMessage", "editMessageText"}
    print(f"\n200 changes in 60 simulated s: {len(to_group)} group calls")
    assert len(to_group) <= 15
    notices = [c for c in to_group if "cannot send you" in str(c.params.get("text"))]
    assert len(notices) >= 2

    while not delivery.quiescent() or any(q.ready() for q in delivery.queues.values()):
        clock.advance_to(clock.now() + 4)
        await wait_until(delivery.quiescent)
    assert table_message(fake, group)["text"] == render.table_text(table, "en")
    shown = "\n".join(t for t in group_texts(fake, group["id"]) if not t.startswith("Schieb"))
    assert [line for line in shown.split("\n") if line in lines] == [
        line for text in lines for line in text.split("\n")
    ]
