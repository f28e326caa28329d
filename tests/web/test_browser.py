"""The web table in a real browser: Debian's Chromium driven by Playwright, at phone size.

Skipped, loudly, where the browser or Playwright is missing (``apt-get install chromium``,
``pip install playwright``: no browser download, the system's Chromium is used).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from adapters.web.auth import sign_token
from tests.web.support import SECRET, Site, site

CHROMIUM = os.environ.get("STAMMTISCH_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
SCREENSHOTS = Path(__file__).parent / "screenshots"
PHONE = {"width": 390, "height": 844}

try:
    from playwright.async_api import Browser, Page, async_playwright
except ImportError:  # pragma: no cover - where it is not installed
    async_playwright = None  # type: ignore[assignment]

MISSING = (
    "playwright is not installed (pip install playwright)"
    if async_playwright is None
    else f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    if not Path(CHROMIUM).exists()
    else None
)
pytestmark = pytest.mark.skipif(MISSING is not None, reason=f"BROWSER TESTS NOT RUN: {MISSING}")


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    assert async_playwright is not None
    async with async_playwright() as driver:
        launched = await driver.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            yield launched
        finally:
            await launched.close()


async def phone_page(browser: Browser, url: str) -> Page:
    context = await browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True)
    page = await context.new_page()
    await page.goto(url)
    return page


async def whose_turn(s: Site) -> tuple[str, dict[str, Any]]:
    for _ in range(100):
        for user in ("test:u0", "test:u1"):
            state = await (await s.http.get(s.url(user, "state"))).json()
            if state["turn"]:
                return user, state
        await asyncio.sleep(0.05)
    raise AssertionError("nobody's turn")


async def until_a_card_is_playable(s: Site) -> tuple[str, dict[str, Any]]:
    """Make the moves before the card play (bids, passes, a discard) through the API."""
    for _ in range(60):
        user, state = await whose_turn(s)
        if any(c["data"] for c in state["hand"]):
            return user, state
        controls = state["controls"]
        move = next((b for b in controls if ":m " in b["data"]), controls[0])
        answer = await (await s.http.post(s.url(user, "move"), json={"data": move["data"]})).json()
        assert answer["ok"], answer
    raise AssertionError("no card became playable")


async def test_a_seat_taps_a_card_and_a_second_viewer_sees_it(browser: Browser) -> None:
    async with site() as s:
        user, state = await until_a_card_is_playable(s)
        seat_page = await phone_page(browser, s.url(user))
        watcher = await phone_page(browser, s.url("test:watcher"))
        await seat_page.wait_for_selector("#hand .card")
        assert await seat_page.locator("#hand .card").count() == len(state["hand"])
        await watcher.wait_for_selector("#players .player")
        assert await watcher.locator("#hand .card").count() == 0  # a spectator has no hand
        legal = seat_page.locator("#hand .card.legal")
        assert await legal.count() == len([c for c in state["hand"] if c["data"]]) > 0
        label = await legal.first.get_attribute("aria-label")
        started = time.monotonic()
        await legal.first.click()
        # On the spectator's page within a second: in the trick, or the last trick when
        # the computer closed it at once.
        await watcher.wait_for_selector(
            f"#trick img[alt='{label}'], #last img[alt='{label}']", timeout=1000
        )
        assert time.monotonic() - started < 1.0
        await seat_page.wait_for_selector(f"#hand .card[aria-label='{label}']", state="detached")
        await seat_page.wait_for_function(
            "document.getElementById('notice').textContent.length > 0"
        )
        assert [m for m in s.chat.delivered if m.slot == "table"]  # the chat's table in step


async def test_a_stale_tap_is_refused_on_the_page(browser: Browser) -> None:
    async with site() as s:
        user, state = await whose_turn(s)
        page = await phone_page(browser, s.url(user))
        await page.wait_for_selector("#hand .card")
        stale = next((c["data"] for c in state["hand"] if c["data"]), None)
        stale = stale or state["controls"][0]["data"]
        fresh = await (await s.http.post(s.url(user, "move"), json={"data": stale})).json()
        assert fresh["ok"]
        await page.evaluate("(data) => send({data})", stale)  # the old button, tapped late
        await page.wait_for_function("document.getElementById('notice').textContent.length > 0")
        text = await page.text_content("#notice")
        assert text and "Sent." not in text


async def test_a_forged_or_expired_link_gets_401(browser: Browser) -> None:
    async with site() as s:
        for token in (
            sign_token(b"forged", s.table_id, "test:u0", time.time()),
            sign_token(SECRET, s.table_id, "test:u0", time.time() - 100, seconds=10),
        ):
            page = await phone_page(browser, f"{s.base}/table/{s.table_id}?t={token}")
            response = await page.goto(f"{s.base}/table/{s.table_id}?t={token}")
            assert response is not None and response.status == 401
            assert "not valid" in (await page.text_content("body") or "")


@pytest.mark.parametrize(
    ("game", "humans", "computers", "options"),
    [
        ("schieberamsch", 1, 2, "deals=1"),
        ("bieten", 1, 2, ""),
        ("bestia", 1, 3, ""),
        ("vint", 1, 3, ""),
        ("fivehundredone", 1, 2, ""),
    ],
)
async def test_screenshot_of_each_game_at_phone_size(
    browser: Browser, game: str, humans: int, computers: int, options: str
) -> None:
    async with site(game, humans, computers, options) as s:
        await whose_turn(s)
        page = await phone_page(browser, s.url("test:u0"))
        await page.wait_for_selector("#players .player")
        await page.wait_for_load_state("networkidle")
        SCREENSHOTS.mkdir(exist_ok=True)
        path = SCREENSHOTS / f"{game}.png"
        await page.screenshot(path=str(path), full_page=True)
        assert path.stat().st_size > 10_000


async def mini_app_page(browser: Browser, s: Site, user_id: int, bot_token: str) -> Page:
    """The page as Telegram opens the Mini App: ``/app`` with ``Telegram.WebApp.initData``
    (Telegram's script is stood in for; the server checks the initData it is handed)."""
    from tests.web.test_auth import encoded, independent_hash

    fields = {
        "user": json.dumps({"id": user_id, "first_name": f"User{user_id}"}),
        "auth_date": str(int(time.time())),
        "start_param": str(s.table_id),
    }
    init_data = encoded({**fields, "hash": independent_hash(fields, bot_token)})
    context = await browser.new_context(viewport=PHONE, is_mobile=True)
    await context.route(
        "https://telegram.org/**",
        lambda route: route.fulfill(body="", content_type="text/javascript"),
    )
    await context.add_init_script(
        "window.Telegram = {WebApp: {initData: " + json.dumps(init_data) + ", ready() {}}};"
    )
    page = await context.new_page()
    await page.goto(f"{s.base}/app")
    await page.wait_for_selector("#players .player")
    return page


@pytest.mark.parametrize(
    ("game", "computers", "options", "deals"),
    [("schieberamsch", 1, "deals=1", 1), ("bestia", 2, "", 1)],
)
async def test_whole_deals_played_from_two_mini_app_pages(
    browser: Browser, game: str, computers: int, options: str, deals: int
) -> None:
    """Two people play from their pages only (random playable cards and controls) with
    computers, until the match (Schieberamsch) or the first deal (Bestia) is over; the chat's
    table message follows every move."""
    from tests.web.test_auth import BOT_TOKEN

    rng = random.Random(f"browser:{game}")
    async with site(game, 2, computers, options, prefix="tg:", telegram_token=BOT_TOKEN) as s:
        pages = [await mini_app_page(browser, s, i, BOT_TOKEN) for i in range(2)]
        taps = 0
        for _ in range(400):
            table = s.service.tables[s.table_id]
            if table.status != "running" or len(table.decks) > deals:
                break
            tapped = False
            for page in pages:
                targets = page.locator("#hand .card.legal, #controls button")
                count = await targets.count()
                if not count:
                    continue
                async with page.expect_response(lambda r: "/move" in r.url) as answered:
                    await targets.nth(rng.randrange(count)).click()
                answer = await (await answered.value).json()
                assert answer["ok"], answer["message"]
                taps += 1
                tapped = True
                break
            if not tapped:
                await asyncio.sleep(0.05)  # a page not yet told of its turn
        table = s.service.tables[s.table_id]
        assert table.status != "running" or len(table.decks) > deals, f"stuck after {taps}"
        shown = [m for m in s.chat.delivered if m.slot == "table"]
        assert shown and taps >= 5
        print(f"\n{game}: {taps} taps from the pages")


async def test_a_lobby_page_shows_the_lobby(browser: Browser) -> None:
    from bot.context import Context

    async with site() as s:
        out = await s.service.handle_text(Context("test:u9", "Nine", "test:other"), "/new bestia")
        lobby = out[0].table_id
        assert lobby is not None
        token = s.web.link(lobby, "test:u9").split("?t=")[1]
        page = await phone_page(browser, f"{s.base}/table/{lobby}?t={token}")
        await page.wait_for_selector("#summary:has-text('Nine')")
        assert await page.locator("#summary").is_visible()
