"""A "your turn" notice goes once the turn has passed elsewhere (issue 16, 9): its buttons would
only be refused as out of date."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import actions, choose, hand_message, three_players

Launch = Callable[..., Awaitable[BotProcess]]
NOTICE = "Your turn at Schieberamsch table #1."


async def test_turn_notice_is_deleted_when_the_move_is_made_in_the_group(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
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
