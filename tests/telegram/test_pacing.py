"""A whole deal with the production pacing (4 s per group, 1 s per private chat), on a fake
clock: players take 3 simulated seconds per move. Prints the Bot API calls by method."""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any

from bot import render
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess, FakeClock, wait_until
from tests.telegram.play import (
    actions,
    choose,
    group_texts,
    hand_message,
    table_message,
    version_of,
)

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]
THINK = 3.0  # simulated seconds a player takes for a move


async def run_for(proc: BotProcess, clock: FakeClock, seconds: float) -> None:
    """Let the bot handle what is queued, then let ``seconds`` of simulated time pass."""
    assert proc.platform is not None
    delivery = proc.platform.delivery
    await proc.fake.wait_delivered()
    fetched = [u["update_id"] for c in proc.fake.calls("getUpdates") if c.ok for u in c.result]
    await wait_until(lambda: proc.handled.issuperset(fetched))
    end = clock.now() + seconds
    while True:
        await wait_until(delivery.quiescent)
        due = [q.next_free for q in delivery.queues.values() if q.ready()]
        if not due or min(due) > end:
            break
        clock.advance_to(max(min(due), clock.now()))
    clock.advance_to(end)
    await wait_until(delivery.quiescent)


async def test_deal_with_production_pacing(fake: FakeTelegram, launch: Launch) -> None:
    clock = FakeClock()
    # The library's own limiter counts real seconds: off here, where 150 simulated seconds
    # pass in a few real ones. The adapter's pacing on the fake clock is what is measured.
    proc = await launch(clock, group_interval=4.0, private_interval=1.0, group_rate=0.0)
    assert proc.service is not None
    players = [fake.make_user(n, started=True) for n in ("Alice", "Bob", "Carol")]
    group = fake.make_group("Stammtisch")
    mark = fake.mark()
    for user, command in zip(
        players, ("/new schieberamsch deals=1", "/join", "/join"), strict=True
    ):
        fake.user_message(user, group, command)
        await run_for(proc, clock, THINK)
    fake.user_message(players[0], group, "/start")
    await run_for(proc, clock, THINK)
    table = proc.service.tables[1]
    moves = 0
    while table.status == "running":
        assert table.game is not None and moves < 100
        seat = min(table.game.to_move())
        user = players[seat]
        hand = hand_message(fake, user)
        current = [d for d in actions(hand) if version_of(d) == table.version]
        if not current:  # the edit with this turn's buttons is still waiting for its slot
            await run_for(proc, clock, 1.0)
            continue
        query = fake.click(user, user["id"], hand["message_id"], choose(current))
        await run_for(proc, clock, THINK)
        assert fake.callback_answers[query]["text"] is None
        moves += 1
    await run_for(proc, clock, 30.0)
    assert table_message(fake, group)["text"] == render.table_text(table, "en")
    assert any("Match over" in t for t in group_texts(fake, group["id"]))
    calls = fake.call_log[mark:]
    to_group = [c for c in calls if c.params.get("chat_id") == group["id"]]
    per_minute = len(to_group) / (clock.now() / 60)
    counts = Counter(c.method for c in calls)
    where = Counter(
        (c.method, "group" if c.params.get("chat_id") == group["id"] else "private")
        for c in calls
        if "chat_id" in c.params
    )
    print(f"\nOne deal at production pacing: {moves} moves in {clock.now():.0f} simulated s")
    for method, count in sorted(counts.items()):
        split = {k: n for (m, k), n in where.items() if m == method}
        print(f"  {method:20} {count:4}  {split or ''}")
    print(f"  group calls a minute: {per_minute:.1f}")
    assert per_minute <= 15
