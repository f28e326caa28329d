"""Issue 22 item 3 on Discord: a player's hand (the DM and the ephemeral hand view) carries a
link button to the web table with a short-lived token for that user and table, only where
``STAMMTISCH_WEB_URL`` is set; the web server takes the token and shows that seat."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import aiohttp
import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from adapters.cli import share_web_secret
from adapters.discord.config import DiscordConfig
from adapters.discord.weblink import LINK_SECONDS
from adapters.web.auth import check_token, web_secret
from adapters.web.replay import add_replay_routes
from adapters.web.server import WebTables
from bot.outbox import Message
from tests.discord.conftest import Bot, World
from tests.discord.driver import items
from tests.support import replay_file

URL = "https://cards.example.org"
SECRET = b"discord-web-link-secret-0123456789"


@pytest.fixture
async def linked(world: World, tmp_path: Path) -> AsyncIterator[Bot]:
    running = await Bot(world, tmp_path / "linked.sqlite3", web_url=URL, web_secret=SECRET).start()
    try:
        yield running
    finally:
        await running.stop()


async def start_a_match(bot: Bot, world: World) -> None:
    """alice with two computers, started: her hand goes to her DMs."""
    for name, options in (
        ("new", {"game": "schieberamsch", "options": "deals=1"}),
        ("addbot", None),
        ("addbot", None),
        ("start", None),
    ):
        iid = await world.fake.invoke_command(world.alice, world.channel_id, name, options)
        await world.fake.wait_response(iid)
        await bot.flush()


def links(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [i for i in items(message) if i.get("url")]


def hand_dm(world: World) -> dict[str, Any]:
    dm = world.fake.dm_channel_of(world.alice["id"])
    assert dm is not None
    hands = [m for m in world.fake.messages_in(dm) if "Your cards" in m["content"]]
    assert len(hands) == 1, [m["content"] for m in world.fake.messages_in(dm)]
    return hands[0]


def checked(button: dict[str, Any], user: str) -> str:
    """The link's token, checked as the web server checks it: for ``user`` at table 1."""
    assert button["style"] == 5 and "custom_id" not in button  # a link, not an interaction
    assert button["label"] == "🃏 Open in the browser"
    parts = urlsplit(button["url"])
    assert f"{parts.scheme}://{parts.netloc}" == URL and parts.path == "/table/1"
    token = str(parse_qs(parts.query)["t"][0])
    now = time.time()
    viewer = check_token(SECRET, token, 1, now)
    assert viewer is not None and viewer.user == user
    assert now < viewer.expires <= now + LINK_SECONDS + 1  # short-lived: an hour
    assert check_token(SECRET, token, 2, now) is None  # that table only
    assert check_token(b"another secret", token, 1, now) is None
    return token


async def test_the_hand_links_to_the_web_table_as_that_player(linked: Bot, world: World) -> None:
    await start_a_match(linked, world)
    alice = f"dc:{world.alice['id']}"
    hand = hand_dm(world)
    (button,) = links(hand)
    token = checked(button, alice)
    # The ephemeral hand view (/hand) carries one too, freshly signed.
    iid = await world.fake.invoke_command(world.alice, world.channel_id, "hand")
    view = await world.fake.wait_response(iid)
    assert view["flags"] & 64  # ephemeral
    (button,) = links(view)
    checked(button, alice)
    # The table message in the channel carries none: a link there would be anybody's.
    assert not any(links(m) for m in world.fake.messages_in(world.channel_id))

    # The web server, sharing the secret, shows alice's seat with her cards.
    async def deliver(messages: list[Message]) -> None:
        await linked.platform.deliver(messages)

    web = WebTables(linked.service, deliver, SECRET, URL)
    local = await web.start("127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession() as http:
            answer = await http.get(f"{local}/api/table/1/state", params={"t": token})
            assert answer.status == 200
            state = await answer.json()
    finally:
        await web.stop()
    table = linked.service.tables[1]
    assert table.game is not None
    assert state["seat"] == 0
    assert sorted(c["card"] for c in state["hand"]) == sorted(table.game.view(0).hand or ())


async def test_no_link_without_a_web_url(bot: Bot, world: World) -> None:
    await start_a_match(bot, world)
    assert not links(hand_dm(world))
    iid = await world.fake.invoke_command(world.alice, world.channel_id, "hand")
    assert not links(await world.fake.wait_response(iid))


def test_the_configuration_reads_the_web_url_and_secret() -> None:
    env = {"DISCORD_TOKEN": "x", "STAMMTISCH_WEB_URL": URL + "/", "STAMMTISCH_WEB_SECRET": "s"}
    config = DiscordConfig.from_env(env)
    assert config.web_links is not None and config.web_links.base_url == URL
    assert "secret" not in repr(config.web_links) and "'s'" not in repr(config)
    assert DiscordConfig.from_env({"DISCORD_TOKEN": "x"}).web_links is None
    unsigned = {"DISCORD_TOKEN": "x", "STAMMTISCH_WEB_URL": URL}
    assert DiscordConfig.from_env(unsigned).web_links is None  # nothing to sign with


def test_make_run_shares_one_web_secret_between_the_server_and_the_links() -> None:
    env = {"DISCORD_TOKEN": "x", "STAMMTISCH_WEB_URL": URL}
    share_web_secret(env)
    made = env["STAMMTISCH_WEB_SECRET"]
    assert len(made) >= 32
    config = DiscordConfig.from_env(env)
    assert config.web_links is not None
    assert config.web_links.secret == web_secret(env) == made.encode()  # the server's
    given = {"STAMMTISCH_WEB_URL": URL, "STAMMTISCH_WEB_SECRET": "chosen"}
    share_web_secret(given)
    assert given["STAMMTISCH_WEB_SECRET"] == "chosen"
    without = {"DISCORD_TOKEN": "x"}
    share_web_secret(without)
    assert "STAMMTISCH_WEB_SECRET" not in without  # no web table: nothing to share


async def finish_a_match(bot: Bot, world: World) -> None:
    await start_a_match(bot, world)
    iid = await world.fake.invoke_command(world.alice, world.channel_id, "auto")
    await world.fake.wait_response(iid)
    for _ in range(100):
        if bot.service.tables[1].status == "finished":
            break
        await bot.flush()
    assert bot.service.tables[1].status == "finished"
    await bot.flush()


async def test_history_gives_each_match_its_record_and_a_replay_link(
    linked: Bot, world: World, tmp_path: Path
) -> None:
    fake, channel = world.fake, world.channel_id
    await finish_a_match(linked, world)
    iid = await fake.invoke_command(world.alice, channel, "history")
    listing = await fake.wait_response(iid)
    assert "#1 · " in listing["content"] and not listing["flags"] & 64  # for the channel
    (row,) = listing["components"]
    record, replay = row["components"]
    assert record["label"] == "Record #1" and record["custom_id"].startswith("st:")
    assert replay["style"] == 5 and replay["label"] == "▶ Replay #1"
    parts = urlsplit(replay["url"])
    assert f"{parts.scheme}://{parts.netloc}" == URL and parts.path == "/replay/1"
    token = str(parse_qs(parts.query)["t"][0])
    now = time.time()
    viewer = check_token(SECRET, token, 1, now)
    assert viewer is not None and viewer.user == f"dc:{channel}"  # anyone in the channel
    assert viewer.expires >= now + 6 * 24 * 3600
    # The replay page opens with that token (the web table's app with the replay routes).
    app = web.Application()
    add_replay_routes(app, linked.service, SECRET)
    async with TestClient(TestServer(app)) as client:
        page = await client.get("/api/replay/1", params={"t": token})
        assert page.status == 200
        assert (await page.json())["title"] == "Replay · Schieberamsch · table #1"
    # The record button still gives the record.
    message = next(m for m in fake.messages_in(channel) if m["id"] == listing["id"])
    iid = await fake.click(world.bob, channel, message["id"], record["custom_id"])
    await fake.wait_response(iid)
    await linked.flush()
    files = [a for m in fake.messages_in(channel) for a in m.get("attachments", [])]
    (attached,) = [a for a in files if a["filename"] == "stammtisch-schieberamsch-1.json"]
    # ... and that record replays with `stammtisch replay` to the stored result.
    path = tmp_path / "record.json"
    path.write_bytes(fake.uploads[attached["id"]])
    code, result, _ = replay_file(path)
    stored = await linked.service.store.load_table(1)
    assert code == 0 and result is not None and stored is not None and stored.result is not None
    assert list(result["scores"].values()) == stored.result["scores"]


async def test_history_without_a_web_url_has_record_buttons_only(bot: Bot, world: World) -> None:
    await finish_a_match(bot, world)
    iid = await world.fake.invoke_command(world.alice, world.channel_id, "history")
    listing = await world.fake.wait_response(iid)
    (row,) = listing["components"]
    (record,) = row["components"]
    assert record["label"] == "Record #1" and "url" not in record
