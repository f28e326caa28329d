"""A 429 is retried and nothing is lost; late answers and slow moves do not lose moves."""

from __future__ import annotations

import asyncio
from typing import Any

from bot import render
from tests.discord.conftest import Bot, World
from tests.discord.driver import Spy, Table, in_order, pick_move
from tests.discord.test_full_deal import open_table

EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
POST = "POST /channels/{channel_id}/messages"


async def users_settled(bot: Bot) -> None:
    """Wait for the DM lanes only (the channel's lane may still wait on its rate limit)."""
    while True:
        tasks = [
            t for lane in bot.platform.delivery.users.values() if (t := lane.task) and not t.done()
        ]
        if not tasks:
            return
        await asyncio.wait(tasks)


async def dm_move(driver: Table, users: list[dict[str, Any]]) -> None:
    game = driver.table.game
    seat = min(game.awaiting() or game.to_move())
    await _dm(driver, users[seat])(pick_move(driver.legal(seat)))


async def test_rate_limited_edits_are_retried_coalesced_and_complete(
    bot: Bot, world: World
) -> None:
    fake, channel = world.fake, world.channel_id
    driver = await open_table(bot, world)
    spy = Spy(bot)
    users = [world.alice, world.bob, world.carol]
    table_id = driver.table_message()["id"]
    driver.answer = _answer_without_flush(driver)  # type: ignore[method-assign]

    for _ in range(12):  # the bidding and the skat: nothing is rate limited yet
        await dm_move(driver, users)
        await bot.flush()
    since = len(fake.calls)
    fake.fail_next(f"PATCH /channels/{channel}/messages/*", 429, retry_after=0.6)
    fake.fail_next(f"POST /channels/{channel}/messages", 429, retry_after=0.6)
    for _ in range(6):  # two tricks while the channel waits on its rate limit
        await dm_move(driver, users)
        await users_settled(bot)
    await bot.flush()

    window = fake.calls[since:]
    table_edits = [c.status for c in window if c.key == EDIT and c.path.endswith(f"/{table_id}")]
    assert table_edits[0] == 429 and table_edits[1:] and set(table_edits[1:]) == {200}
    assert len(table_edits) - 1 < 6, "edits made while waiting were coalesced"
    posts = [
        c.status for c in window if c.key == POST and c.path == f"/channels/{channel}/messages"
    ]
    assert posts[:1] == [429] and 200 in posts

    await driver.play({s: _dm(driver, users[s]) for s in range(3)})
    await bot.flush()
    table = driver.table
    shown = fake.message(table_id)
    assert shown is not None and shown["content"] == render.table_text(table, "en")
    everything = "\n".join(m["content"] for m in fake.messages_in(channel))
    assert in_order(spy.group_lines(channel), everything) == []  # every line, in order


async def test_an_expired_interaction_loses_nothing(bot: Bot, world: World) -> None:
    fake = world.fake
    driver = await open_table(bot, world)
    before = driver.dm_hand(world.bob)
    version = driver.table.version
    fake.expire_next_interaction()  # bob's click is answered "too late" (10062)
    data = next(d for d in _choices(before) if d.endswith("m pass"))
    iid = await fake.click(world.bob, before["channel_id"], before["id"], _choices(before)[data][0])
    callback = "POST /interactions/{interaction_id}/{token}/callback"
    await fake.wait_for(lambda c: c.key == callback and c.status == 404)
    await bot.flush()
    assert fake.interaction_response(iid) is None
    after = driver.dm_hand(world.bob)
    assert driver.table.version > version  # the move counted
    assert after["id"] == before["id"] and after["content"] != before["content"]
    assert not _choices(after)  # and the DM caught up: no more buttons for bob


async def test_slow_moves_are_deferred_in_time(world: World, tmp_path: Any) -> None:
    bot = await Bot(world, tmp_path / "slow.sqlite3", defer_after=0.2).start()
    try:
        fake = world.fake
        driver = await open_table(bot, world)
        service = bot.service
        press, handle = service.press, service.handle

        async def slow_press(*args: Any) -> Any:
            await asyncio.sleep(1.0)
            return await press(*args)

        async def slow_handle(*args: Any) -> Any:
            await asyncio.sleep(1.0)
            return await handle(*args)

        service.press = slow_press  # type: ignore[method-assign,assignment]
        service.handle = slow_handle  # type: ignore[method-assign,assignment]
        since = len(fake.calls)
        await driver.by_dm(world.bob, "pass")
        click = max(fake.interactions.values(), key=lambda r: r.id)
        assert click.callback_type == 6 and click.latency is not None and click.latency < 1.0
        await fake.wait_until(lambda: not _choices(driver.dm_hand(world.bob)), timeout=5)
        edits = [c.path for c in fake.calls[since:] if c.key.startswith("PATCH /webhooks/")]
        assert edits and edits[0].endswith("/@original")  # the DM edited through the token

        iid = await fake.invoke_command(world.dave, world.channel_id, "hand")
        answer = await driver.answer(iid)
        assert fake.interactions[iid].callback_type == 5  # "thinking…", then the answer
        assert "You do not sit at this table." in answer["content"]
    finally:
        await bot.stop()


def _choices(message: dict[str, Any]) -> dict[str, tuple[str, str | None]]:
    from tests.discord.driver import choices

    return choices(message)


def _dm(driver: Table, user: dict[str, Any]) -> Any:
    async def move(target: str) -> None:
        # The DM may still be on its way (its lane may not have started when the lanes were
        # awaited, and the channel's lane is held by its rate limit): wait for its buttons.
        await driver.fake.wait_until(lambda: _choices(driver.dm_hand(user)), timeout=5)
        await driver.by_dm(user, target)

    return move


def _answer_without_flush(driver: Table) -> Any:
    async def answer(iid: int) -> Any:
        return await driver.fake.wait_response(iid)

    return answer
