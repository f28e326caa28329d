"""A message already showing what it is asked to show is not edited again (issue 21, item
1): a hand handed to the delivery twice while it is current (a moot press's answer, a
refresh) costs no call; a hand that changed is edited."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import hand_message, three_players

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]


def _edits(fake: FakeTelegram, mark: int, chat_id: int) -> list[str]:
    return [
        c.method
        for c in fake.call_log[mark:]
        if c.method == "editMessageText" and c.params.get("chat_id") == chat_id
    ]


async def test_a_current_hand_is_not_edited_again(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    assert proc.service is not None and proc.platform is not None
    group, players = await three_players(fake, proc, "deals=1")
    fake.user_message(players[0], group, "/start")
    await proc.settle()
    table = proc.service.tables[1]
    bob = players[1]
    seat = table.seat_of(f"tg:{bob['id']}")
    assert seat is not None
    shown = hand_message(fake, bob)

    mark = fake.mark()
    for _ in range(2):
        current = proc.service.messages.hand_message(table, seat, "en")
        proc.platform.delivery.submit([current])
        await proc.settle()
    assert _edits(fake, mark, bob["id"]) == []
    assert hand_message(fake, bob) == shown

    # Something else to show in the same slot: edited, once.
    changed = replace(current, text=current.text + "\n…")
    mark = fake.mark()
    for _ in range(2):
        proc.platform.delivery.submit([changed])
        await proc.settle()
    assert _edits(fake, mark, bob["id"]) == ["editMessageText"]
    assert hand_message(fake, bob)["text"] == changed.text
