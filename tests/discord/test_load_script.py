"""The Discord load script (``tests.load.discord_live``) on one table, played to its end: its
counters add up (every press answered once, within Discord's 3 s; every call counted). And
the fake's rate limits it runs under."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp

from tests.discord.conftest import World
from tests.fakes.discord_server import RateLimits
from tests.load.discord_live import run


async def test_one_table_played_to_the_end_adds_up() -> None:
    result = await run(1, 60.0, (0.02, 0.05), "deals=1 ramsch_kontra=true", True, 0.0)
    assert result["finished_tables"] == 1 and result["moves"] >= 30  # a whole deal's cards
    presses = result["presses"]
    assert result["callbacks"] == presses  # one answer to each press, no more
    assert result["edited"] + round(presses * result["refused_pct"] / 100) == presses
    moot = round(presses * result["moot_pct"] / 100)  # a pass to a window closed meanwhile
    assert result["moves"] + moot == result["edited"]  # a move's hand shown by its answer
    per_move = result["by_route"]
    rounding = 0.005 * (len(per_move) + 1)  # each figure is rounded to two decimals
    assert abs(sum(per_move.values()) - result["calls_per_move"]) <= rounding
    callback = "POST /interactions/{interaction_id}/{token}/callback 7 UPDATE_MESSAGE"
    assert per_move[callback] == round(result["edited"] / result["moves"], 2)
    assert result["answer_max"] < 3.0 and result["own_hand_p99"] is not None
    assert result["rate_limited_429"] == 0
    # An edit that changes nothing is only the rare one made to be sure after an answer and a
    # lane's edit of another state crossed (the waste of a systematic one is ten times more).
    assert result["noop_edits_per_move"] <= 0.1


async def test_the_fake_enforces_rate_limits(world: World) -> None:
    fake = world.fake
    other = int(fake.make_channel(world.guild_id, "other")["id"])
    fake.enforce(RateLimits(global_per_s=6, per_channel=(3, 0.5)))
    headers = {"Authorization": f"Bot {fake.token}"}
    async with aiohttp.ClientSession(headers=headers) as session:

        async def call(method: str, path: str) -> tuple[int, Any, Any]:
            body = {"content": "hello"} if method == "POST" else None
            async with session.request(method, fake.api_base + path, json=body) as resp:
                return resp.status, resp.headers, await resp.json()

        posts = [await call("POST", f"/channels/{world.channel_id}/messages") for _ in range(4)]
        assert [p[0] for p in posts] == [200, 200, 200, 429]
        assert [p[1]["X-RateLimit-Remaining"] for p in posts[:3]] == ["2", "1", "0"]
        assert posts[3][2]["global"] is False and 0 < posts[3][2]["retry_after"] <= 0.5
        assert (await call("POST", f"/channels/{other}/messages"))[0] == 200  # its own bucket
        statuses = [(await call("GET", "/users/@me"))[0] for _ in range(3)]
        assert statuses == [200, 200, 429]  # six requests in the second: the global limit
        status, _, body = await call("GET", "/users/@me")
        assert status == 429 and body["global"] is True and fake.global_refusals == 2
        await asyncio.sleep(body["retry_after"] + 0.05)
        assert (await call("POST", f"/channels/{world.channel_id}/messages"))[0] == 200
    assert sum(c.status == 429 for c in fake.calls) == 3
