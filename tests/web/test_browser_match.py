"""Whole games played from web pages only, through the real Telegram adapter and the Bot API
fake: two people open the table as a Telegram Mini App (from the 🃏 button on the group's
table message, with initData signed in the test), computers fill the other seats, and every
tap on a page must leave the group's table message in step with the table.

One whole Schieberamsch match (two deals) and one Bestia deal. The taps are random among
what the page offers (playable cards and controls), seeded, so a run is repeatable.
"""

from __future__ import annotations

import random
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlparse

import pytest

from adapters.web.server import WebTables
from adapters.web.state import card_name
from bot import render
from bot.buttons import ButtonData
from bot.table import RUNNING, Table
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess, make_config
from tests.telegram.conftest import fake as fake  # the Telegram tests' fake Bot API fixture
from tests.telegram.play import match_over
from tests.web.browsing import init_data, mini_app_page, needs_browser
from tests.web.support import SECRET

if TYPE_CHECKING:
    from playwright.async_api import Browser, Page

pytestmark = needs_browser
JSON = dict[str, Any]


@pytest.fixture
async def served(fake: FakeTelegram, tmp_path: Path) -> AsyncIterator[tuple[BotProcess, str]]:
    """A bot process with the Mini App named (``TELEGRAM_WEBAPP``) and its web table, whose
    moves are delivered by the Telegram platform, as ``adapters.runtime`` wires them."""
    proc = BotProcess(fake, tmp_path / "stammtisch.sqlite3", make_config(fake, web_app="table"))
    await proc.start()
    assert proc.service is not None and proc.platform is not None
    web = WebTables(proc.service, proc.platform.deliver, SECRET, telegram_token=fake.token)
    base = await web.start("127.0.0.1", 0)
    try:
        yield proc, base
    finally:
        await web.stop()
        await proc.stop()


def table_message(fake: FakeTelegram, group: JSON, table_id: int) -> JSON:
    """The group's table message (the one whose text heads with the table's number)."""
    mark = f"table #{table_id} · deal"
    found = [m for m in fake.messages_in(group) if mark in m.get("text", "")]
    assert found, [m.get("text") for m in fake.messages_in(group)]
    return found[-1]


def start_param(message: JSON) -> str:
    """From the 🃏 button's ``t.me/<bot>/<app>?startapp=<table>`` link."""
    rows = message["reply_markup"]["inline_keyboard"]
    (url,) = [b["url"] for row in rows for b in row if b["text"] == "🃏"]
    return parse_qs(urlparse(url).query)["startapp"][0]


ALTS = "(faces) => faces.map((face) => face.alt)"


async def in_step(page: Page, version: int) -> None:
    """The page shows the table at ``version`` (not an older state still on its way)."""
    await page.wait_for_function(f"state !== null && state.version === {version}")


def choose(state: JSON, rng: random.Random) -> str:
    """What a person taps: a random playable card, else a random control but folding (so
    that both people play the deal out); the selector of that card or button on the page."""
    cards = [c["card"] for c in state["hand"] if c["data"]]
    if cards:
        return f"#hand .card.legal[data-card='{rng.choice(cards)}']"
    controls = [
        i
        for i, b in enumerate(state["controls"])
        if (data := ButtonData.decode(b["data"])) is None or data.action != "m fold"
    ]
    assert controls, f"a page at its turn offers nothing: {state['controls']}"
    return f"#controls button >> nth={rng.choice(controls)}"


@dataclass
class Played:
    taps: int  # taps on the pages
    checks: int  # times the group's table message was compared with the table
    table: Table
    group: JSON


async def play_from_pages(
    browser: Browser,
    proc: BotProcess,
    base: str,
    new: str,
    computers: int,
    deals: int,
) -> Played:
    """Alice opens ``new`` in a group, Bob joins, computers fill up; both play from their
    Mini App pages until the match is over or ``deals`` deals are done, while Carol, not
    seated, watches from hers and must see every move too."""
    fake = proc.fake
    service = proc.service
    assert service is not None
    alice = fake.make_user("Alice", "alice", started=True)
    bob = fake.make_user("Bob", "bob", started=True)
    group = fake.make_group("Stammtisch", creator=alice)
    fake.user_message(alice, group, new)
    fake.user_message(bob, group, "/join")
    for _ in range(computers):
        fake.user_message(alice, group, "/addbot")
    fake.user_message(alice, group, "/start")
    await proc.settle()
    table_id = service.by_chat[f"tg:{group['id']}"]
    param = start_param(table_message(fake, group, table_id))
    assert param == str(table_id)
    pages = [
        await mini_app_page(browser, base, init_data(user, param, fake.token))
        for user in (alice, bob)
    ]
    carol = fake.make_user("Carol", "carol")
    watcher = await mini_app_page(browser, base, init_data(carol, param, fake.token))
    lang = service.chat_language(f"tg:{group['id']}")
    rng = random.Random(new)
    taps = checks = 0
    table = service.tables[table_id]
    while True:
        table = service.tables.get(table_id, table)  # an ended match may leave memory
        if table.status != RUNNING or len(table.decks) > deals:
            break
        for page in (*pages, watcher):
            await in_step(page, table.version)
        assert table.game is not None  # Carol's page shows the trick as it lies
        trick = [card_name(table.game_id, c, "en") for _, c in table.game.view(None).trick]
        assert await watcher.eval_on_selector_all("#trick img", ALTS) == trick
        assert await watcher.locator("#hand .card").count() == 0
        acting = [p for p in pages if await p.evaluate("state.turn")]
        assert acting, "a running table where neither person may move"
        page = acting[0]
        target = choose(await page.evaluate("state"), rng)
        async with page.expect_response(lambda r: "/move" in r.url) as answered:
            await page.locator(target).click()
        answer = await (await answered.value).json()
        assert answer["ok"], answer["message"]
        taps += 1
        await proc.settle()
        table = service.tables.get(table_id, table)
        shown = table_message(fake, group, table_id)["text"]
        assert shown == render.table_text(table, lang), (shown, render.table_text(table, lang))
        checks += 1
        assert taps < 400
    return Played(taps, checks, service.tables.get(table_id, table), group)


async def test_a_schieberamsch_match_from_two_mini_app_pages(
    browser: Browser, served: tuple[BotProcess, str]
) -> None:
    proc, base = served
    started = time.monotonic()
    new = "/new schieberamsch deals=2"
    played = await play_from_pages(browser, proc, base, new, 1, 2)
    table = played.table
    assert table.game is not None and table.game.game_over and table.status != RUNNING
    assert len(table.decks) == 2 and played.taps >= 20  # two deals of ten tricks each
    assert match_over(proc.fake, played.group)
    took = time.monotonic() - started
    print(f"\nschieberamsch: {played.taps} taps, {played.checks} checks, {took:.1f} s")


async def test_a_bestia_deal_from_two_mini_app_pages(
    browser: Browser, served: tuple[BotProcess, str]
) -> None:
    proc, base = served
    started = time.monotonic()
    played = await play_from_pages(browser, proc, base, "/new bestia", 2, 1)
    table = played.table
    assert table.game is not None
    assert len(table.decks) > 1 or table.game.game_over  # the first deal is over
    assert played.taps >= 2
    took = time.monotonic() - started
    print(f"\nbestia: {played.taps} taps, {played.checks} checks, {took:.1f} s")
