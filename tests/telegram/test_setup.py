"""Configuration from the environment, webhook mode, and a token that is never logged."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import socket
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

import aiohttp
import pytest

from adapters import cli
from adapters.errors import StartError
from adapters.telegram import ConfigError, TelegramConfig, TelegramPlatform, create_platform
from bot.service import TableService
from bot.store import Store
from tests.fakes.telegram_server import FakeTelegram
from tests.support import run_cli
from tests.telegram.conftest import BotProcess, make_config

Launch = Callable[..., Awaitable[BotProcess]]


def test_config_from_environment() -> None:
    config = TelegramConfig.from_env({"TELEGRAM_TOKEN": " 123:SECRET "})
    assert config.token == "123:SECRET"
    assert (config.base_url, config.webhook_url) == (None, None)
    assert (config.webhook_listen, config.webhook_port, config.group_interval) == (
        "0.0.0.0",
        8443,
        4.0,
    )
    assert config.group_rate_limit == 20
    assert "SECRET" not in repr(config)
    config = TelegramConfig.from_env(
        {
            "TELEGRAM_TOKEN": "1:x",
            "TELEGRAM_API_BASE": "http://127.0.0.1:8081/",
            "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/tg/hook",
            "TELEGRAM_WEBHOOK_LISTEN": "127.0.0.1",
            "TELEGRAM_WEBHOOK_PORT": "8080",
            "TELEGRAM_GROUP_INTERVAL": "0.5",
        }
    )
    assert config.base_url == "http://127.0.0.1:8081/bot"
    assert (config.webhook_path, config.webhook_listen, config.webhook_port) == (
        "tg/hook",
        "127.0.0.1",
        8080,
    )
    assert config.group_rate_limit == 120
    for bad in ({}, {"TELEGRAM_TOKEN": "1:x", "TELEGRAM_WEBHOOK_PORT": "many"}):
        with pytest.raises(ConfigError):
            TelegramConfig.from_env(bad)


async def test_create_platform_reads_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: object
) -> None:
    monkeypatch.setenv("TELEGRAM_TOKEN", "42:TOKEN")
    monkeypatch.setenv("TELEGRAM_API_BASE", "http://127.0.0.1:9")
    store = await Store.open(":memory:")
    try:
        platform = create_platform(TableService(store))
        assert platform.prefix == "tg"
        assert platform.app.bot.base_url == "http://127.0.0.1:9/bot42:TOKEN"
    finally:
        await store.close()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_webhook_mode_and_no_token_in_logs(
    fake: FakeTelegram, launch: Launch, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    port = free_port()
    url = f"http://127.0.0.1:{port}/tg/hook"
    proc = await launch(webhook_url=url, webhook_listen="127.0.0.1", webhook_port=port)
    assert fake.webhook is not None and fake.webhook["url"] == url
    secret = fake.webhook["secret_token"]
    alice = fake.make_user("Alice", started=True)
    group = fake.make_group("Haken")
    message = fake.user_message(alice, group, "/help")
    update = {"update_id": 900, "message": message}
    async with aiohttp.ClientSession() as http:
        async with http.post(url, json=update) as response:
            assert response.status == 403  # no secret: refused
        headers = {"X-Telegram-Bot-Api-Secret-Token": secret}
        async with http.post(url, json=update, headers=headers) as response:
            assert response.status == 200
    reply = await fake.wait_for_message(group, "Commands:")
    assert reply["chat"]["id"] == group["id"]
    assert proc.platform is not None
    await proc.stop()
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert "/bot<token>/getMe" in logged  # httpx logged the URL, without the token
    assert fake.token not in logged and fake.token.split(":")[1] not in logged


async def test_stammtisch_run_serves_telegram(fake: FakeTelegram, tmp_path: Path) -> None:
    """`make run` (``stammtisch run``) with TELEGRAM_TOKEN: Telegram in the one event loop."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "DISCORD_"))}
    env |= {
        "TELEGRAM_TOKEN": fake.token,
        "TELEGRAM_API_BASE": fake.root,
        "STAMMTISCH_DB": str(tmp_path / "run.sqlite3"),
        "TELEGRAM_GROUP_INTERVAL": "0.1",
        "NO_PROXY": "127.0.0.1,localhost",
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "adapters.cli", "run", env=env, stderr=asyncio.subprocess.PIPE
    )
    try:
        await fake.wait_for("deleteWebhook", timeout=20, since=0)  # then it long-polls
        alice = fake.make_user("Alice", started=True)
        group = fake.make_group("Runde")
        fake.user_message(alice, group, "/new schieberamsch")
        await fake.wait_for_message(group, "Schieberamsch · table #1", timeout=10)
    finally:
        process.send_signal(signal.SIGTERM)
        _, stderr = await asyncio.wait_for(process.communicate(), 20)
    assert process.returncode == 0, stderr.decode()
    log = stderr.decode()
    assert "telegram: @stammtisch_bot is up (polling)" in log
    assert fake.token not in log


async def test_a_wrong_token_fails_the_start_cleanly(fake: FakeTelegram) -> None:
    store = await Store.open(":memory:")
    try:
        config = make_config(fake, token="123:WRONG")
        platform = TelegramPlatform(TableService(store), config)
        with pytest.raises(StartError) as failed:
            await platform.start()
        assert "refused getMe (Unauthorized)" in str(failed.value)
        assert "WRONG" not in str(failed.value)
        await platform.stop()  # nothing to stop: no error either
        assert not platform.app.running
    finally:
        await store.close()


@pytest.mark.parametrize("wrong", ["token", "api_base"])
async def test_stammtisch_run_with_a_refused_token_exits_without_printing_it(
    fake: FakeTelegram, tmp_path: Path, wrong: str
) -> None:
    """getMe answers 401 (a wrong token) or 404 (a wrong TELEGRAM_API_BASE, the token right):
    ``stammtisch run`` says so plainly and exits 1, and the token is nowhere in its output."""
    token = "123:WRONGSECRET" if wrong == "token" else fake.token
    base = fake.root if wrong == "token" else f"{fake.root}/telegram"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "DISCORD_"))}
    env |= {
        "TELEGRAM_TOKEN": token,
        "TELEGRAM_API_BASE": base,
        "STAMMTISCH_DB": str(tmp_path / "run.sqlite3"),
        "NO_PROXY": "127.0.0.1,localhost",
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "adapters.cli",
        "run",
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    stdout, stderr = await asyncio.wait_for(process.communicate(), 30)
    output = stdout.decode() + stderr.decode()
    assert process.returncode == 1, output
    assert [c.ok for c in fake.calls("getMe")] == ([False] if wrong == "token" else [])
    expected = "(Unauthorized)" if wrong == "token" else "(Not Found"
    last = stderr.decode().strip().splitlines()[-1]  # no traceback after the message
    assert last.startswith(f"stammtisch: telegram: the Bot API at {base} refused getMe {expected}")
    assert "Check TELEGRAM_TOKEN" in last
    assert token not in output and token.split(":")[1] not in output


def test_stammtisch_run_prints_any_other_start_failure_without_the_tokens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A failure other than a refused token still shows its traceback, the tokens replaced."""

    async def failing(db_path: str, wanted: list[str]) -> int:
        raise RuntimeError(f"cannot reach https://api.example.org/bot{token}/getMe ({secret})")

    token, secret = "77:TELEGRAM-SECRET", "DISCORD.SECRET.TOKEN"
    monkeypatch.setenv("TELEGRAM_TOKEN", f" {token} ")
    monkeypatch.setenv("DISCORD_TOKEN", secret)
    monkeypatch.setattr(cli, "_serve_platforms", failing)
    code, out, err = run_cli(["run"])
    assert code == 1
    assert "Traceback" in err and "RuntimeError: cannot reach" in err
    assert "/bot<token>/getMe (<token>)" in err
    assert "SECRET" not in out + err
