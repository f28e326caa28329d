"""Issue 23 item 4 on Telegram: where the web table is served, each match /history lists has
a ▶ beside its record button that opens its replay page, signed for the group."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

from adapters.web.auth import check_token
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess

Launch = Callable[..., Awaitable[BotProcess]]
URL, SECRET = "https://cards.example.org", b"telegram-replay-secret"


async def _history(fake: FakeTelegram, launch: Launch, **config: object) -> tuple[Any, list[Any]]:
    proc = await launch(**config)
    alice = fake.make_user("Alice", started=True)
    group = fake.make_group("Stammtisch", creator=alice)
    for line in ("/new schieberamsch deals=1", "/addbot", "/addbot", "/start", "/auto"):
        fake.user_message(alice, group, line)
    await proc.settle()
    fake.user_message(alice, group, "/history")
    await proc.settle()
    listing = next(m for m in fake.messages_in(group) if m.get("text", "").startswith("The last"))
    return group, listing["reply_markup"]["inline_keyboard"]


async def test_history_links_each_match_to_its_replay(fake: FakeTelegram, launch: Launch) -> None:
    group, rows = await _history(fake, launch, web_url=URL, web_secret=SECRET)
    (row,) = rows
    record, replay = row
    assert record["text"] == "Record #1" and replay["text"] == "▶"
    parts = urlsplit(replay["url"])
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == f"{URL}/replay/1"
    viewer = check_token(SECRET, parse_qs(parts.query)["t"][0], 1, time.time())
    assert viewer is not None and viewer.user == f"tg:{group['id']}"


async def test_no_web_table_no_replay_link(fake: FakeTelegram, launch: Launch) -> None:
    _, rows = await _history(fake, launch)
    assert [[b["text"] for b in row] for row in rows] == [["Record #1"]]
