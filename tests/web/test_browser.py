"""The web table in a real browser: Debian's Chromium driven by Playwright, at phone size.

Skipped, loudly, where the browser or Playwright is missing (``apt-get install chromium``,
``pip install playwright``: no browser download, the system's Chromium is used).
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

import pytest

from adapters.web.auth import sign_token
from bot.i18n import translate
from tests.web.browsing import PHONE, SCREENSHOTS, needs_browser, phone_page
from tests.web.support import SECRET, Site, site

if TYPE_CHECKING:
    from playwright.async_api import Browser

pytestmark = needs_browser


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
        # Every card face up on the table is a picture, its words in the alt text.
        state = await page.evaluate("state")
        public = [*state["trick"], *(c for g in state["shown"] for c in g["cards"])]
        public += state["last_trick"]
        pictures = await page.eval_on_selector_all(
            "#trick img, #shown img, #last img",
            "(faces) => faces.map((i) => [i.alt, new URL(i.src).pathname, i.naturalWidth])",
        )
        assert [(alt, src) for alt, src, _ in pictures] == [
            (c["name"], f"/cards/{game}/{c['card'].split('=')[0]}.svg") for c in public
        ]
        assert all(width > 0 for _, _, width in pictures)
        assert pictures or game not in ("bieten", "bestia")  # the seen card, the trump card
        SCREENSHOTS.mkdir(exist_ok=True)
        path = SCREENSHOTS / f"{game}.png"
        await page.screenshot(path=str(path), full_page=True)
        assert path.stat().st_size > 10_000


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


async def test_a_page_pushed_out_by_newer_streams_stops_following(browser: Browser) -> None:
    from adapters.web.server import STREAMS_PER_VIEWER

    async with site() as s:
        page = await phone_page(browser, s.url("test:u0"))
        await page.wait_for_selector("#players .player")
        streams = [await s.http.get(s.url("test:u0", "events")) for _ in range(STREAMS_PER_VIEWER)]
        await page.wait_for_function("stream.readyState === EventSource.CLOSED")
        assert await page.text_content("#notice") == translate("web.replaced", "en")
        assert len(s.web.streams[(s.table_id, "test:u0")]) == STREAMS_PER_VIEWER
        for stream in streams:
            stream.close()


# Notes, in the page, the moments its state is first drawn and its cards are all shown
# (checked at every animation frame).
DRAWN = """
window.drawn = {};
(function look() {
  if (!drawn.state && document.querySelector('#players .player')) drawn.state = performance.now();
  const faces = [...document.querySelectorAll('#hand img')];
  if (faces.length && faces.every((i) => i.complete && i.naturalWidth)) {
    drawn.cards = performance.now();
    return;
  }
  requestAnimationFrame(look);
})();
"""


async def test_page_load_size_and_time_to_first_render(browser: Browser) -> None:
    """What a phone loads to show a table (the page, the card faces, the first state from the
    live stream) and when it is drawn, on a fresh browser: printed for the notes, with loose
    bounds."""
    async with site("bestia", 1, 3, "") as s:
        await whose_turn(s)
        context = await browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True)
        await context.add_init_script(DRAWN)
        page = await context.new_page()
        loaded: dict[str, int] = {}

        async def note(request: Any) -> None:
            if "/events" not in request.url:  # the live stream never finishes: counted below
                sizes = await request.sizes()
                loaded[request.url] = sizes["responseBodySize"] + sizes["responseHeadersSize"]

        page.on("requestfinished", note)
        await page.goto(s.url("test:u0"))
        await page.wait_for_function("window.drawn.cards !== undefined")
        drawn = await page.evaluate("window.drawn")
        paint = await page.evaluate(
            "performance.getEntriesByName('first-contentful-paint').map((e) => e.startTime)"
        )
        state = await page.evaluate("new TextEncoder().encode(JSON.stringify(state)).length")
        await page.wait_for_load_state("networkidle")
        total = sum(loaded.values()) + state
        each = ", ".join(f"{u.removeprefix(s.base).split('?')[0]} {n}" for u, n in loaded.items())
        first_paint = f"{paint[0]:.0f} ms" if paint else "not reported"
        print(
            f"\nbestia table page: {total} B in all ({each}, first state {state}); first "
            f"contentful paint {first_paint}, the state drawn at {drawn['state']:.0f} ms, "
            f"with all its cards at {drawn['cards']:.0f} ms"
        )
        assert len(loaded) >= 6 and total < 200_000
        assert drawn["cards"] < 5_000
