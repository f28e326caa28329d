"""``make run`` with ``DISCORD_TOKEN`` set: the runtime starts the Discord platform from the
environment, it answers, and it stops cleanly."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from adapters.cli import _serve_platforms
from tests.discord.conftest import World


async def test_run_from_the_environment(
    world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    fake = world.fake
    monkeypatch.setenv("DISCORD_TOKEN", fake.token)
    monkeypatch.setenv("DISCORD_GUILD_ID", str(world.guild_id))
    monkeypatch.setenv("DISCORD_API_BASE", fake.api_base)
    monkeypatch.setenv("DISCORD_GATEWAY_URL", fake.gateway_url)
    running = asyncio.create_task(
        _serve_platforms(str(tmp_path / "run.sqlite3"), ["DISCORD_TOKEN"])
    )
    try:
        await fake.wait_until(lambda: any("running: dc" in r.message for r in caplog.records))
        assert not any(fake.token in r.getMessage() for r in caplog.records)  # never logged
        iid = await fake.invoke_command(world.bob, world.channel_id, "help")
        answer = await fake.wait_response(iid)
        assert "/new" in answer["content"]
    finally:
        running.cancel()
        await asyncio.gather(running, return_exceptions=True)
    await fake.wait_until(lambda: not fake.connected(), timeout=5)
    assert fake.global_commands == []  # synced to the one server only
