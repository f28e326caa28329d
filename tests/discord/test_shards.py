"""Discord past one shard: the bot runs on ``AutoShardedClient`` against the fake gateway with two
shards, one server on each, and every table plays the same whichever shard carries it.

The fake follows Discord's documented sharding: GET /gateway/bot recommends a count, a server's
events go to shard ``(guild_id >> 22) % num_shards``, DMs (and their interactions) to shard 0.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from adapters.discord import DiscordConfig, create_platform
from bot.service import TableService
from bot.store import Store
from tests.discord.conftest import Bot, World
from tests.discord.driver import Table, find, labels
from tests.fakes.discord_server import FakeDiscord, shard_of

JSON = dict[str, Any]
GUILDS, GUILD_MESSAGES, DIRECT_MESSAGES = 1, 1 << 9, 1 << 12


class ShardedBot(Bot):
    """The bot with its slash commands synced globally (it serves several servers), on a fixed
    shard count (``shards``) or the gateway's recommendation, IDENTIFYs 0.05 s apart."""

    async def start(self) -> Bot:
        fake = self.world.fake
        self.store = await Store.open(self.db_path)
        self.service = TableService(self.store, seed="discord-shards", clock=self.clock)
        config = DiscordConfig(
            token=fake.token,
            api_base=fake.api_base,
            gateway_url=fake.gateway_url,
            guild_ready_timeout=0.05,
            ready_timeout=10,
            identify_interval=0.05,
            **self.overrides,
        )
        self.platform = create_platform(self.service, config)
        self.service.hold()
        await self.platform.start()
        await self.platform.deliver(await self.service.restore())
        await self.platform.flush()
        return self


@pytest.fixture
def servers(fake: FakeDiscord) -> tuple[World, World]:
    """Two servers: "Eins" (alice, bob, carol) on shard 0 of 2 and "Zwei" (erin, frank, gina)
    on shard 1 of 2; dave is a member of both. Each user sits at one table at a time."""
    worlds = []
    dave = fake.make_user("dave")
    for index, (name, people) in enumerate(
        (("Eins", ("alice", "bob", "carol")), ("Zwei", ("erin", "frank", "gina")))
    ):
        first, second, third = (fake.make_user(person) for person in people)
        guild = fake.make_guild(name, first, channel_name="cards", shard=(index, 2))
        for user in (second, third, dave):
            fake.add_member(guild["id"], user)
        gid, channel = int(guild["id"]), int(guild["system_channel_id"])
        worlds.append(World(fake, first, second, third, dave, gid, channel))
    return worlds[0], worlds[1]


@pytest.fixture
async def sharded(
    fake: FakeDiscord, servers: tuple[World, World], tmp_path: Path
) -> AsyncIterator[Bot]:
    """The bot on as many shards as the fake's GET /gateway/bot recommends: two."""
    fake.recommended_shards = 2
    running = await ShardedBot(servers[0], tmp_path / "stammtisch.sqlite3").start()
    try:
        yield running
    finally:
        await running.stop()


# ---- the fake gateway, spoken to directly ------------------------------------------------


async def _identify(
    http: aiohttp.ClientSession, fake: FakeDiscord, shard: list[int] | None
) -> aiohttp.ClientWebSocketResponse:
    ws = await http.ws_connect(fake.gateway_url + "?v=10&encoding=json")
    hello = await ws.receive_json(timeout=2)
    assert hello["op"] == 10
    d: JSON = {
        "token": fake.token,
        "intents": GUILDS | GUILD_MESSAGES | DIRECT_MESSAGES,
        "properties": {"os": "linux", "browser": "test", "device": "test"},
    }
    if shard is not None:
        d["shard"] = shard
    await ws.send_json({"op": 2, "d": d})
    return ws


async def _events(ws: aiohttp.ClientWebSocketResponse, quiet: float = 0.2) -> list[tuple[str, Any]]:
    """The DISPATCH events received until ``quiet`` seconds pass without one."""
    events: list[tuple[str, Any]] = []
    while True:
        try:
            msg = await ws.receive(timeout=quiet)
        except TimeoutError:
            return events
        if msg.type != aiohttp.WSMsgType.TEXT:
            return events
        packet = json.loads(msg.data)
        if packet["op"] == 0:
            events.append((packet["t"], packet["d"]))


async def _close_code(ws: aiohttp.ClientWebSocketResponse) -> int | None:
    while not ws.closed:
        msg = await ws.receive(timeout=2)
        if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            break
    return ws.close_code


async def test_fake_gateway_routes_guild_events_by_shard_and_dms_to_shard_0(
    fake: FakeDiscord, servers: tuple[World, World]
) -> None:
    eins, zwei = servers
    assert shard_of(eins.guild_id, 2) == 0 and shard_of(zwei.guild_id, 2) == 1
    headers = {"Authorization": f"Bot {fake.token}"}
    async with aiohttp.ClientSession(headers=headers) as http:
        async with http.get(fake.api_base + "/gateway/bot") as response:
            assert (await response.json())["shards"] == 1  # one per 1,000 servers
        fake.recommended_shards = 2
        async with http.get(fake.api_base + "/gateway/bot") as response:
            body = await response.json()
            assert body["shards"] == 2 and body["url"] == fake.gateway_url
            assert body["session_start_limit"]["max_concurrency"] == 1
        async with http.get(fake.api_base + "/gateway") as response:
            assert await response.json() == {"url": fake.gateway_url}

        first, second = await _identify(http, fake, [0, 2]), await _identify(http, fake, [1, 2])
        session_ids = []
        for ws, world, shard in ((first, eins, [0, 2]), (second, zwei, [1, 2])):
            (ready_event, ready), *rest = await _events(ws)
            session_ids.append(ready["session_id"])
            assert ready_event == "READY" and ready["shard"] == shard
            assert [g["id"] for g in ready["guilds"]] == [str(world.guild_id)]
            assert [(t, d["id"]) for t, d in rest] == [("GUILD_CREATE", str(world.guild_id))]
        assert fake.sessions() == [(0, 2), (1, 2)]
        assert fake.identified == [(0, 2), (1, 2)]

        await fake.send_user_message(eins.alice, eins.channel_id, "in Eins")
        fake.make_channel(zwei.guild_id, "more")
        await fake.send_user_message(eins.carol, None, "a DM")  # to the bot: shard 0
        on_first, on_second = await _events(first), await _events(second)
        assert [
            (t, d["guild_id"]) for t, d in on_first if t == "MESSAGE_CREATE" and "guild_id" in d
        ] == [("MESSAGE_CREATE", str(eins.guild_id))]
        assert [d["content"] for t, d in on_first if "guild_id" not in d] == ["a DM"]
        assert [(t, d["guild_id"]) for t, d in on_second] == [
            ("CHANNEL_CREATE", str(zwei.guild_id))
        ]

        # shard 0 drops (not a clean close); shard 1 identifies anew: shard 0 may still resume
        await first.close(code=4000)
        await second.close(code=4000)
        await fake.wait_until(lambda: not fake.sessions())
        again = await _identify(http, fake, [1, 2])
        assert [t for t, _ in await _events(again)] == ["READY", "GUILD_CREATE"]
        resumed = await http.ws_connect(fake.gateway_url + "?v=10&encoding=json")
        assert (await resumed.receive_json(timeout=2))["op"] == 10
        resume = {"token": fake.token, "session_id": session_ids[0], "seq": 2}
        await resumed.send_json({"op": 6, "d": resume})
        assert [t for t, _ in await _events(resumed)] == [
            "MESSAGE_CREATE",
            "MESSAGE_CREATE",
            "RESUMED",
        ]
        assert fake.sessions() == [(0, 2), (1, 2)]
        await again.close()
        await resumed.close()


async def test_fake_gateway_refuses_invalid_shards_and_unsharded_oversize(
    fake: FakeDiscord, servers: tuple[World, World]
) -> None:
    async with aiohttp.ClientSession() as http:
        for shard in ([2, 2], [0, 0], [-1, 2], [0]):
            ws = await _identify(http, fake, shard)
            assert await _close_code(ws) == 4010, shard
        fake.max_guilds_per_shard = 1  # two servers: one connection may not hold both
        ws = await _identify(http, fake, None)
        assert await _close_code(ws) == 4011
        ws = await _identify(http, fake, [1, 2])
        (event, ready), *_ = await _events(ws)
        assert event == "READY" and ready["shard"] == [1, 2]
        await ws.close()
    assert fake.identified == [(1, 2)]


# ---- the bot on two shards -----------------------------------------------------------------


def test_discord_shards_from_the_environment() -> None:
    assert DiscordConfig.from_env({"DISCORD_TOKEN": "t"}).shards is None
    assert DiscordConfig.from_env({"DISCORD_TOKEN": "t", "DISCORD_SHARDS": " 4 "}).shards == 4
    for bad in ("0", "two", "-1", "1.5"):
        with pytest.raises(ValueError, match="DISCORD_SHARDS"):
            DiscordConfig.from_env({"DISCORD_TOKEN": "t", "DISCORD_SHARDS": bad})
    with pytest.raises(ValueError, match="shards"):
        DiscordConfig(token="t", shards=0)


async def _open(bot: Bot, world: World, table_id: int, owner: JSON, others: list[JSON]) -> Table:
    """``owner`` opens a Schieberamsch table with /new, the others press Join, owner Start."""
    fake, channel = world.fake, world.channel_id
    driver = Table(bot, world, table_id)
    iid = await fake.invoke_command(
        owner, channel, "new", {"game": "schieberamsch", "options": "deals=1"}
    )
    opened = await driver.answer(iid)
    assert f"Table #{table_id}" in opened["content"]
    for user in others:
        lobby = driver.table_message()
        lobby = await driver.answer(
            await fake.click(user, channel, lobby["id"], find(lobby, "Join"))
        )
    lobby = driver.table_message()
    running = await driver.answer(
        await fake.click(owner, channel, lobby["id"], find(lobby, "Start"))
    )
    assert running["id"] == lobby["id"] and labels(running) == ["My hand"]
    return driver


async def test_two_tables_on_two_shards_play_whole_deals(
    sharded: Bot, servers: tuple[World, World]
) -> None:
    eins, zwei = servers
    fake, client = eins.fake, sharded.platform.client
    assert fake.routes_count()["GET /gateway/bot"] == 1  # the count came from the gateway
    assert fake.identified == [(0, 2), (1, 2)] and fake.sessions() == [(0, 2), (1, 2)]
    assert client.shard_count == 2 and sorted(client.shards) == [0, 1]
    for world, shard_id in ((eins, 0), (zwei, 1)):
        guild = client.get_guild(world.guild_id)
        assert guild is not None and guild.shard_id == shard_id

    users = [eins.alice, eins.bob, eins.carol]
    one = await _open(sharded, eins, 1, eins.alice, [eins.bob, eins.carol])
    two = await _open(sharded, zwei, 2, zwei.alice, [zwei.bob, zwei.carol])
    first_seen = len(fake.interactions)

    def by_dm(driver: Table, user: JSON) -> Any:
        async def move(target: str) -> None:
            await driver.by_dm(user, target)

        return move

    def by_view(driver: Table, user: JSON) -> Any:
        async def move(target: str) -> None:
            await driver.by_view(user, target)

        return move

    # table 1 (Eins): alice by DM (shard 0), bob and carol by their ephemeral views (shard 0);
    # table 2 (Zwei): erin by her view in Zwei (shard 1), frank and gina by DM (shard 0).
    ways_one = {0: by_dm(one, users[0]), 1: by_view(one, users[1]), 2: by_view(one, users[2])}
    seats_two = [zwei.alice, zwei.bob, zwei.carol]
    ways_two = {0: by_view(two, seats_two[0]), 1: by_dm(two, seats_two[1])}
    ways_two[2] = by_dm(two, seats_two[2])

    # interleaved: half of table 1, all of table 2, then the rest of table 1
    await one.play(ways_one, stop=lambda: one.table.move_count >= 12)
    await two.play(ways_two)
    await one.play(ways_one)
    for driver, world in ((one, eins), (two, zwei)):
        assert driver.table.status == "finished"
        messages = fake.messages_in(world.channel_id)
        title = f"Schieberamsch · table #{driver.table_id} · "
        table_message = next(m for m in messages if m["content"].startswith(title))
        assert "The match is over." in table_message["content"]
        other = 3 - driver.table_id  # nothing of the other table in this server's channel
        assert not any(f"table #{other}" in m["content"] for m in messages)

    # every interaction reached exactly the shard Discord's formula names, and was answered
    records = list(fake.interactions.values())
    for record in records:
        gid = record.payload.get("guild_id")
        expected = shard_of(gid, 2) if gid is not None else 0
        assert record.shards == [(expected, 2)], record.payload.get("data")
        assert record.callback_type is not None
    carried = {shard for r in records[first_seen:] for shard, _ in r.shards}
    assert carried == {0, 1}
    in_dms = [r for r in records[first_seen:] if "guild_id" not in r.payload]
    assert in_dms and all(r.shards == [(0, 2)] for r in in_dms)
    assert any(r.payload.get("guild_id") == str(zwei.guild_id) for r in records[first_seen:])


async def test_discord_shards_fixes_the_count_and_both_shards_resume(
    fake: FakeDiscord, servers: tuple[World, World], tmp_path: Path
) -> None:
    eins, zwei = servers  # the fake recommends one shard; DISCORD_SHARDS says two
    bot = await ShardedBot(eins, tmp_path / "stammtisch.sqlite3", shards=2).start()
    try:
        assert fake.identified == [(0, 2), (1, 2)]
        assert "GET /gateway/bot" not in fake.routes_count()
        assert bot.platform.client.shard_count == 2

        client = bot.platform.client
        resumed = [
            asyncio.create_task(client.wait_for("shard_resumed", check=lambda s, i=i: s == i))
            for i in (0, 1)
        ]
        await asyncio.sleep(0)
        await fake.force_reconnect()  # op 7 on both shards: each RESUMEs its own session
        await asyncio.wait_for(asyncio.gather(*resumed), 10)
        assert fake.sessions() == [(0, 2), (1, 2)]
        assert fake.identified == [(0, 2), (1, 2)]  # resumed, not identified anew

        for table_id, world, owner in ((1, zwei, zwei.bob), (2, eins, eins.alice)):
            driver = Table(bot, world, table_id)
            iid = await fake.invoke_command(
                owner, world.channel_id, "new", {"game": "schieberamsch"}
            )
            opened = await driver.answer(iid)
            assert f"Table #{table_id}" in opened["content"]
            record = fake.interactions[iid]
            assert record.shards == [(shard_of(world.guild_id, 2), 2)]
        hand = await fake.invoke_command(eins.dave, None, "help")  # a DM: shard 0
        assert "/new" in (await fake.wait_response(hand))["content"]
        assert fake.interactions[hand].shards == [(0, 2)]
    finally:
        await bot.stop()
