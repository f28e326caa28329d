"""What the browser tests share: Debian's Chromium driven by Playwright, a phone-size page,
and a Telegram Mini App page opened with initData signed in the test.

The tests are skipped, loudly (``conftest``), where the browser or Playwright is missing
(``apt-get install chromium``, ``pip install playwright``: no browser download).
"""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import pytest

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
needs_browser = pytest.mark.skipif(MISSING is not None, reason=f"BROWSER TESTS NOT RUN: {MISSING}")


async def phone_page(browser: Browser, url: str) -> Page:
    context = await browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True)
    page = await context.new_page()
    await page.goto(url)
    return page


def init_data(user: dict[str, object], start_param: str, bot_token: str) -> str:
    """What Telegram hands a Mini App opened with ``startapp=<start_param>``, signed with
    the algorithm written out in the test (``test_auth.independent_hash``)."""
    from tests.web.test_auth import encoded, independent_hash

    fields = {
        "user": json.dumps(user, separators=(",", ":")),
        "auth_date": str(int(time.time())),
        "start_param": start_param,
    }
    return encoded({**fields, "hash": independent_hash(fields, bot_token)})


async def mini_app_page(browser: Browser, base: str, signed: str) -> Page:
    """The page as Telegram opens the Mini App: ``/app`` with ``Telegram.WebApp.initData``
    (Telegram's script is stood in for; the server checks the initData it is handed)."""
    context = await browser.new_context(viewport=PHONE, is_mobile=True)
    await context.route(
        "https://telegram.org/**",
        lambda route: route.fulfill(body="", content_type="text/javascript"),
    )
    await context.add_init_script(
        "window.Telegram = {WebApp: {initData: " + json.dumps(signed) + ", ready() {}}};"
    )
    page = await context.new_page()
    await page.goto(f"{base}/app")
    await page.wait_for_selector("#players .player")
    return page
