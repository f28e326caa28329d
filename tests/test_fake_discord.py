"""The fake Discord server works with the real discord.py 2.7 library."""

from __future__ import annotations

import asyncio
import contextlib
import io
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
import yarl
from discord import app_commands

from tests.fakes.discord_server import EPHEMERAL, FakeDiscord, FakeDiscordError

MSG_ROUTE = "/channels/{channel_id}/messages"


@dataclass
class World:
    fake: FakeDiscord
    alice: dict[str, Any]
    bob: dict[str, Any]
    guild_id: int
    channel_id: int


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    api_base, gateway_url = await server.start()
    old_base = discord.http.Route.BASE
    old_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    try:
        yield server
    finally:
        discord.http.Route.BASE = old_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway
        await server.stop()


@pytest.fixture
def world(fake: FakeDiscord) -> World:
    alice, bob = fake.make_user("alice"), fake.make_user("bob")
    guild = fake.make_guild("Stammtisch", alice)
    fake.add_member(guild["id"], bob)
    return World(fake, alice, bob, int(guild["id"]), int(guild["system_channel_id"]))


class Bot(discord.Client):
    """A minimal bot: guild-synced app commands, no privileged intents."""

    def __init__(
        self,
        guild_id: int,
        dynamic: tuple[type[discord.ui.DynamicItem[Any]], ...] = (),
        intents: discord.Intents | None = None,
    ) -> None:
        intents = intents or discord.Intents.default()
        super().__init__(intents=intents, guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.guild_obj = discord.Object(guild_id)
        self.dynamic = dynamic

    async def setup_hook(self) -> None:
        self.add_dynamic_items(*self.dynamic)
        self.tree.copy_global_to(guild=self.guild_obj)
        await self.tree.sync(guild=self.guild_obj)


@contextlib.asynccontextmanager
async def running(bot: Bot, fake: FakeDiscord) -> AsyncIterator[Bot]:
    await bot.login(fake.token)
    task = asyncio.create_task(bot.connect())
    ready = asyncio.create_task(bot.wait_until_ready())
    try:
        done, _ = await asyncio.wait({task, ready}, timeout=5, return_when="FIRST_COMPLETED")
        if task in done:
            task.result()  # re-raise why the connection ended
        assert ready in done, "bot did not become ready"
        yield bot
    finally:
        ready.cancel()
        await bot.close()
        await asyncio.wait_for(asyncio.gather(task, ready, return_exceptions=True), 5)


async def raw(fake: FakeDiscord, method: str, path: str, payload: Any) -> tuple[int, Any]:
    headers = {"Authorization": f"Bot {fake.token}"}
    async with (
        aiohttp.ClientSession() as session,
        session.request(method, fake.api_base + path, json=payload, headers=headers) as resp,
    ):
        assert resp.headers["Content-Type"] == "application/json"
        return resp.status, await resp.json()


def buttons(message: dict[str, Any]) -> list[str]:
    return [c["custom_id"] for row in message["components"] for c in row["components"]]


class PingView(discord.ui.View):
    @discord.ui.button(label="Again", custom_id="b:1")
    async def again(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.edit_message(content="clicked", view=None)


def add_ping(bot: Bot) -> None:
    @bot.tree.command(description="Ping the bot")
    async def ping(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pong", view=PingView())


async def test_slash_command_button_and_edit(world: World) -> None:
    fake, alice, channel = world.fake, world.alice, world.channel_id
    bot = Bot(world.guild_id)
    add_ping(bot)
    async with running(bot, fake):
        assert [c["name"] for c in fake.commands(world.guild_id)] == ["ping"]
        assert bot.get_guild(world.guild_id) is not None
        iid = await fake.invoke_command(alice, channel, "ping")
        message = await fake.wait_response(iid)
        assert message["content"] == "pong"
        assert buttons(message) == ["b:1"]
        assert message["interaction_metadata"]["user"]["id"] == alice["id"]

        click = await fake.click(alice, channel, message["id"], "b:1")
        edited = await fake.wait_response(click)
        assert edited["id"] == message["id"]
        assert edited["content"] == "clicked"
        assert edited["components"] == []
        assert [m["content"] for m in fake.messages_in(channel)] == ["clicked"]
        with pytest.raises(FakeDiscordError):  # the button is gone now
            await fake.click(alice, channel, message["id"], "b:1")

    assert len(fake.latencies) == 2 and max(fake.latencies) < 2
    counts = fake.routes_count()
    assert counts["GET /users/@me"] == 1
    assert counts["GET /oauth2/applications/@me"] == 1
    assert counts["PUT /applications/{application_id}/guilds/{guild_id}/commands"] == 1
    assert counts["POST /interactions/{interaction_id}/{token}/callback"] == 2


async def test_ephemeral_followups_and_deferral(world: World) -> None:
    fake, alice, channel = world.fake, world.alice, world.channel_id
    bot = Bot(world.guild_id)

    @bot.tree.command(description="Show your hand")
    async def hand(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("your cards", ephemeral=True)
        await interaction.followup.send("a public followup")
        await interaction.followup.send("a secret followup", ephemeral=True)

    @bot.tree.command(description="Think first")
    async def slow(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await asyncio.sleep(0.05)
        await interaction.followup.send("thought about it")

    async with running(bot, fake):
        iid = await fake.invoke_command(alice, channel, "hand")
        answer = await fake.wait_response(iid)
        assert answer["content"] == "your cards"
        assert answer["flags"] & EPHEMERAL
        await fake.wait_until(lambda: len(fake.interactions[iid].followup_ids) == 2)
        assert [m["content"] for m in fake.messages_in(channel)] == ["a public followup"]
        seen_by_alice = [m["content"] for m in fake.messages_in(channel, viewer=alice)]
        assert seen_by_alice == ["your cards", "a public followup", "a secret followup"]
        assert [m["content"] for m in fake.messages_in(channel, viewer=world.bob)] == [
            "a public followup"
        ]

        iid = await fake.invoke_command(alice, channel, "slow")
        answer = await fake.wait_response(iid)
        assert answer["content"] == "thought about it"  # the followup replaced "thinking..."
        assert answer["flags"] & EPHEMERAL
        assert fake.interactions[iid].callback_type == 5


async def test_direct_messages_closed_and_open(world: World) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    bot = Bot(world.guild_id)

    class Confirm(discord.ui.View):
        @discord.ui.button(label="OK", custom_id="dm:ok")
        async def ok(
            self, interaction: discord.Interaction, button: discord.ui.Button[Any]
        ) -> None:
            await interaction.response.edit_message(content="confirmed", view=None)

    async with running(bot, fake):
        fake.close_dms(bob["id"])
        bob_user = await bot.fetch_user(int(bob["id"]))
        with pytest.raises(discord.Forbidden) as excinfo:
            await bob_user.send("psst")
        assert excinfo.value.code == 50007

        alice_user = await bot.fetch_user(int(alice["id"]))
        sent = await alice_user.send("welcome", view=Confirm())
        dm = fake.dm_channel_of(alice["id"])
        assert dm is not None and sent.channel.id == dm
        assert fake.channels[dm]["type"] == 1
        with pytest.raises(FakeDiscordError):  # bob cannot click in alice's DM
            await fake.click(bob, dm, sent.id, "dm:ok")
        click = await fake.click(alice, dm, sent.id, "dm:ok")
        assert (await fake.wait_response(click))["content"] == "confirmed"
        assert "user" in fake.interactions[click].payload
        assert "guild_id" not in fake.interactions[click].payload


async def test_discord_limits_are_enforced(world: World) -> None:
    fake, channel_id = world.fake, world.channel_id
    bot = Bot(world.guild_id)
    async with running(bot, fake):
        channel = bot.get_channel(channel_id)
        assert isinstance(channel, discord.TextChannel)
        with pytest.raises(discord.HTTPException) as excinfo:
            await channel.send("x" * 2001)
        assert excinfo.value.status == 400 and excinfo.value.code == 50035
        await channel.send("x" * 2000)

    def row(n: int, prefix: str = "c") -> dict[str, Any]:
        items = [
            {"type": 2, "style": 1, "label": "b", "custom_id": f"{prefix}{i}"} for i in range(n)
        ]
        return {"type": 1, "components": items}

    path = f"/channels/{channel_id}/messages"
    rows = [row(1, f"r{i}-") for i in range(6)]
    status, body = await raw(fake, "POST", path, {"content": "hi", "components": rows})
    assert (status, body["code"]) == (400, 50035)
    assert "components" in body["errors"]
    status, _ = await raw(fake, "POST", path, {"content": "hi", "components": [row(6)]})
    assert status == 400
    select = {
        "type": 3,
        "custom_id": "s",
        "options": [{"label": str(i), "value": str(i)} for i in range(26)],
    }
    status, _ = await raw(fake, "POST", path, {"components": [{"type": 1, "components": [select]}]})
    assert status == 400
    long_id = {"type": 2, "style": 1, "label": "b", "custom_id": "x" * 101}
    status, _ = await raw(
        fake, "POST", path, {"components": [{"type": 1, "components": [long_id]}]}
    )
    assert status == 400
    status, body = await raw(fake, "POST", path, {"content": ""})
    assert (status, body["code"]) == (400, 50006)

    options = [{"type": 3, "name": f"o{i}", "description": "d"} for i in range(26)]
    cmd_path = f"/applications/{fake.application_id}/commands"
    status, body = await raw(
        fake, "PUT", cmd_path, [{"name": "big", "description": "d", "options": options}]
    )
    assert (status, body["code"]) == (400, 50035)
    status, body = await raw(fake, "GET", "/no/such/route", None)
    assert (status, body) == (404, {"message": "404: Not Found", "code": 0})


async def test_rate_limited_send_is_retried(world: World) -> None:
    fake = world.fake
    bot = Bot(world.guild_id)
    async with running(bot, fake):
        channel = bot.get_channel(world.channel_id)
        assert isinstance(channel, discord.TextChannel)
        fake.fail_next(f"POST {MSG_ROUTE}", 429, retry_after=0.2)
        message = await channel.send("after the storm")
        assert message.content == "after the storm"
    posts = [c.status for c in fake.calls if c.key == f"POST {MSG_ROUTE}"]
    assert posts == [429, 200]


async def test_expired_interaction_raises_not_found(world: World) -> None:
    fake = world.fake
    bot = Bot(world.guild_id)
    outcomes: asyncio.Queue[BaseException | None] = asyncio.Queue()

    @bot.tree.command(description="Too slow")
    async def late(interaction: discord.Interaction) -> None:
        try:
            await interaction.response.send_message("here I am")
        except discord.NotFound as exc:
            outcomes.put_nowait(exc)
        else:
            outcomes.put_nowait(None)

    async with running(bot, fake):
        fake.expire_next_interaction()
        iid = await fake.invoke_command(world.alice, world.channel_id, "late")
        error = await asyncio.wait_for(outcomes.get(), 5)
        assert isinstance(error, discord.NotFound) and error.code == 10062
        assert fake.interaction_response(iid) is None
        assert fake.messages_in(world.channel_id) == []

        fake.expire_interactions_after(0.0)  # every answer is too late
        await fake.invoke_command(world.alice, world.channel_id, "late")
        error = await asyncio.wait_for(outcomes.get(), 5)
        assert isinstance(error, discord.NotFound) and error.code == 10062

        fake.expire_interactions_after(None)
        iid = await fake.invoke_command(world.alice, world.channel_id, "late")
        assert await asyncio.wait_for(outcomes.get(), 5) is None
        assert (await fake.wait_response(iid))["content"] == "here I am"


async def test_user_api_refuses_what_a_client_could_not_do(world: World) -> None:
    fake, alice, channel = world.fake, world.alice, world.channel_id
    bot = Bot(world.guild_id)
    add_ping(bot)
    async with running(bot, fake):
        with pytest.raises(FakeDiscordError, match="not synced"):
            await fake.invoke_command(alice, channel, "nosuch")
        with pytest.raises(FakeDiscordError, match="no option"):
            await fake.invoke_command(alice, channel, "ping", {"bogus": 1})
        with pytest.raises(FakeDiscordError, match="not synced"):  # guild command, not in DMs
            await fake.invoke_command(alice, None, "ping")
        iid = await fake.invoke_command(alice, channel, "ping")
        message = await fake.wait_response(iid)
        with pytest.raises(FakeDiscordError, match="no component"):
            await fake.click(alice, channel, message["id"], "b:2")
        outsider = fake.make_user("outsider")
        with pytest.raises(FakeDiscordError, match="not a member"):
            await fake.click(outsider, channel, message["id"], "b:1")


async def test_autocomplete_returns_the_bots_choices(world: World) -> None:
    fake = world.fake
    bot = Bot(world.guild_id)
    games = ["Skat", "Schafkopf", "Doppelkopf", "Jass", "Tarock"]

    @bot.tree.command(description="Start a game")
    @app_commands.describe(game="Which game", seats="How many seats")
    async def play(interaction: discord.Interaction, game: str, seats: int = 3) -> None:
        await interaction.response.send_message(f"{game} with {seats}")

    @play.autocomplete("game")
    async def game_choices(interaction: discord.Interaction, current: str) -> list[Any]:
        return [app_commands.Choice(name=g, value=g) for g in games if current.lower() in g.lower()]

    async with running(bot, fake):
        iid = await fake.autocomplete(
            world.alice, world.channel_id, "play", {"game": "KOPF"}, "game"
        )
        choices = await fake.wait_response(iid)
        assert choices == [
            {"name": "Schafkopf", "value": "Schafkopf"},
            {"name": "Doppelkopf", "value": "Doppelkopf"},
        ]
        iid = await fake.invoke_command(
            world.alice, world.channel_id, "play", {"game": "Skat", "seats": 4}
        )
        assert (await fake.wait_response(iid))["content"] == "Skat with 4"


class BidModal(discord.ui.Modal, title="Your bid"):
    amount: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Amount", custom_id="bid:amount")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"bid {self.amount.value}")


class GameSelect(discord.ui.View):
    @discord.ui.select(
        custom_id="game:pick",
        options=[discord.SelectOption(label=g, value=g.lower()) for g in ("Skat", "Jass")],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.edit_message(content=f"picked {select.values[0]}", view=None)


async def test_select_modal_and_file(world: World) -> None:
    fake, alice, channel_id = world.fake, world.alice, world.channel_id
    bot = Bot(world.guild_id)

    @bot.tree.command(description="Bid")
    async def bid(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(BidModal())

    async with running(bot, fake):
        iid = await fake.invoke_command(alice, channel_id, "bid")
        modal = await fake.wait_response(iid)
        assert modal["title"] == "Your bid"
        with pytest.raises(FakeDiscordError):
            await fake.submit_modal(iid, {"nope": "1"})
        submitted = await fake.submit_modal(iid, {"bid:amount": "18"})
        assert (await fake.wait_response(submitted))["content"] == "bid 18"

        channel = bot.get_channel(channel_id)
        assert isinstance(channel, discord.TextChannel)
        sent = await channel.send(
            "choose", view=GameSelect(), file=discord.File(io.BytesIO(b"cards"), "hand.txt")
        )
        assert [a.filename for a in sent.attachments] == ["hand.txt"]
        stored = fake.message(sent.id)
        assert stored is not None and stored["attachments"][0]["size"] == 5
        with pytest.raises(FakeDiscordError):
            await fake.select(alice, channel_id, sent.id, "game:pick", ["poker"])
        iid = await fake.select(alice, channel_id, sent.id, "game:pick", ["jass"])
        assert (await fake.wait_response(iid))["content"] == "picked jass"


class Seat(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"seat:(?P<n>[0-9]+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Seat {n}", custom_id=f"seat:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Seat:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        name = interaction.user.name
        await interaction.response.edit_message(content=f"{name} took seat {self.n}")


async def test_dynamic_item_survives_restart(world: World) -> None:
    fake = world.fake
    first = Bot(world.guild_id)
    async with running(first, fake):
        channel = first.get_channel(world.channel_id)
        assert isinstance(channel, discord.TextChannel)
        view = discord.ui.View(timeout=None)
        view.add_item(Seat(3))
        sent = await channel.send("pick a seat", view=view)
    await fake.wait_until(lambda: not fake.connected(), timeout=5)

    second = Bot(world.guild_id, dynamic=(Seat,))
    async with running(second, fake):
        iid = await fake.click(world.bob, world.channel_id, sent.id, "seat:3")
        answer = await fake.wait_response(iid)
        assert answer["id"] == str(sent.id)
        assert answer["content"] == "bob took seat 3"


async def test_gateway_resume_bad_token_and_privileged_intents(world: World) -> None:
    fake = world.fake
    bot = Bot(world.guild_id)
    add_ping(bot)
    resumed = asyncio.Event()

    @bot.event
    async def on_resumed() -> None:
        resumed.set()

    async with running(bot, fake):
        await fake.force_reconnect()
        await asyncio.wait_for(resumed.wait(), 5)
        iid = await fake.invoke_command(world.alice, world.channel_id, "ping")
        assert (await fake.wait_response(iid))["content"] == "pong"

    stranger = Bot(world.guild_id)
    with pytest.raises(discord.LoginFailure):
        await stranger.login("wrong-token")
    await stranger.close()

    greedy = Bot(world.guild_id, intents=discord.Intents.all())
    with pytest.raises(discord.PrivilegedIntentsRequired):
        async with running(greedy, fake):
            pass


async def test_global_group_command_in_dm_with_user_option(world: World) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    bot = Bot(world.guild_id)
    game = app_commands.Group(name="game", description="Card games")

    @game.command(description="Challenge someone")
    async def challenge(interaction: discord.Interaction, opponent: discord.User, rounds: int = 1):
        where = "dm" if interaction.guild_id is None else "guild"
        await interaction.response.send_message(f"{where}: {opponent.name} x{rounds}")

    bot.tree.add_command(game)
    async with running(bot, fake):
        await bot.tree.sync()  # global, so it is usable in DMs
        assert [c["name"] for c in fake.commands()] == ["game"]
        with pytest.raises(FakeDiscordError, match="subcommand"):
            await fake.invoke_command(alice, None, "game", {})
        with pytest.raises(FakeDiscordError, match="missing required"):
            await fake.invoke_command(alice, None, "game challenge", {"rounds": 2})
        iid = await fake.invoke_command(
            alice, None, "game challenge", {"opponent": bob, "rounds": 2}
        )
        assert (await fake.wait_response(iid))["content"] == "dm: bob x2"
        assert fake.dm_channel_of(alice["id"]) == fake.interactions[iid].channel_id
        iid = await fake.invoke_command(
            alice, world.channel_id, "game challenge", {"opponent": bob}
        )
        assert (await fake.wait_response(iid))["content"] == "guild: bob x1"
