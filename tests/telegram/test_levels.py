"""Issue 20 through the Telegram fake: strong computer players play a whole match, and /hint
answers the asker privately (never in the group)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess

Launch = Callable[..., Awaitable[BotProcess]]


async def test_strong_computers_play_and_a_hint_is_private(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
    assert proc.service is not None
    alice = fake.make_user("Alice", started=True)
    group = fake.make_group("Stammtisch", creator=alice)
    fake.user_message(alice, group, "/new schieberamsch deals=1 hints=on")
    fake.user_message(alice, group, "/addbot strong")
    fake.user_message(alice, group, "/addbot strong")
    fake.user_message(alice, group, "/start")
    await proc.settle()
    table = proc.service.tables[1]
    assert [s.level for s in table.seats] == ["", "strong", "strong"]
    assert table.game is not None and 0 in table.game.to_move()
    fake.user_message(alice, group, "/hint")
    await proc.settle()
    private = [m.get("text", "") for m in fake.messages_in(alice)]
    assert any(t.startswith("Hint: ") for t in private), private
    assert not any("Hint: " in m.get("text", "") for m in fake.messages_in(group))
    fake.user_message(alice, group, "/auto")
    await proc.settle(timeout=60)
    texts = "\n".join(m.get("text", "") for m in fake.messages_in(group))
    assert "Match over" in texts and table.status == "finished"
