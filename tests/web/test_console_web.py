"""``make run``'s console prints a local URL for the person's seat; the page plays there."""

from __future__ import annotations

import asyncio
import io
import re
import threading

import aiohttp
import pytest

from adapters.console import run_console


class HeldInput(io.StringIO):
    """Standard input that, once its lines are read, waits (as a person at a terminal
    would) until ``release`` is set, then ends."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.release = threading.Event()

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        line = super().readline()
        if not line:
            self.release.wait(20)
        return line


async def test_console_prints_a_local_url_and_the_page_plays(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("STAMMTISCH_WEB_PORT", "0")
    monkeypatch.setenv("STAMMTISCH_SEED", "console-web")
    monkeypatch.setenv("STAMMTISCH_NAME", "Tester")
    monkeypatch.setenv("STAMMTISCH_LANG", "en")
    stdin = HeldInput("/new schieberamsch deals=1\n/addbot\n/addbot\n/start\n")
    out = io.StringIO()
    task = asyncio.create_task(run_console(str(tmp_path / "c.sqlite3"), stdin, out))
    try:
        url = None
        for _ in range(200):
            found = re.search(
                r"Your table in the browser: (http://127\.0\.0\.1:\d+/\S+)", out.getvalue()
            )
            if found and "Your move" in out.getvalue():
                url = found.group(1)
                break
            await asyncio.sleep(0.05)
        assert url is not None, out.getvalue()[-500:]
        assert out.getvalue().count("Your table in the browser") == 1
        base, token = url.split("/table/")[0], url.split("?t=")[1]
        table_id = url.split("/table/")[1].split("?")[0]
        async with aiohttp.ClientSession() as http:
            assert (await http.get(url)).status == 200
            api = f"{base}/api/table/{table_id}"
            state = await (await http.get(f"{api}/state?t={token}")).json()
            assert state["seat"] == 0 and state["turn"]
            data = next((c["data"] for c in state["hand"] if c["data"]), None)
            data = data or state["controls"][0]["data"]
            printed = len(out.getvalue())
            answer = await (await http.post(f"{api}/move?t={token}", json={"data": data})).json()
            assert answer["ok"], answer
            assert len(out.getvalue()) > printed  # the console showed what the page did
    finally:
        stdin.release.set()
        assert await asyncio.wait_for(task, 10) == 0
