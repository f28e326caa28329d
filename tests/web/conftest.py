"""The browser tests say loudly, at the end of the run, when they did not run and why; the
``browser`` fixture is Debian's Chromium under Playwright (``tests.web.browsing``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from tests.web.browsing import CHROMIUM, async_playwright

MARK = "BROWSER TESTS NOT RUN"


@pytest.fixture
async def browser() -> AsyncIterator[Any]:
    assert async_playwright is not None
    async with async_playwright() as driver:
        launched = await driver.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            yield launched
        finally:
            await launched.close()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    skipped = [
        report
        for report in terminalreporter.stats.get("skipped", [])
        if MARK in str(getattr(report, "longrepr", ""))
    ]
    if skipped:
        reason = str(skipped[0].longrepr[-1]) if isinstance(skipped[0].longrepr, tuple) else ""
        terminalreporter.write_sep("!", f"{len(skipped)} browser tests did not run", red=True)
        terminalreporter.write_line(reason.removeprefix("Skipped: "), red=True)
