"""Issue 22: where the web table is served and the Mini App named (TELEGRAM_WEBAPP), the
group's running table message has a 🃏 beside "My hand" that opens the table in the Mini App
(``t.me/<bot>/<app>?startapp=<table>``); without it, no such button."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from adapters.telegram import ConfigError, TelegramConfig
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess

Launch = Callable[..., Awaitable[BotProcess]]


async def _table_buttons(fake: FakeTelegram, launch: Launch, **config: object) -> list[dict]:
    proc = await launch(**config)
    alice = fake.make_user("Alice", started=True)
    group = fake.make_group("Stammtisch", creator=alice)
    for line in ("/new schieberamsch", "/addbot", "/addbot", "/start"):
        fake.user_message(alice, group, line)
    await proc.settle()
    table = next(m for m in fake.messages_in(group) if "· deal 1" in m.get("text", ""))
    return [b for row in table["reply_markup"]["inline_keyboard"] for b in row]


async def test_the_table_message_opens_the_mini_app(fake: FakeTelegram, launch: Launch) -> None:
    buttons = await _table_buttons(fake, launch, web_app="table")
    cards = [b for b in buttons if b["text"] == "🃏"]
    username = fake.bot_user["username"]
    assert [b["url"] for b in cards] == [f"https://t.me/{username}/table?startapp=1"]


async def test_no_mini_app_no_button(fake: FakeTelegram, launch: Launch) -> None:
    buttons = await _table_buttons(fake, launch)
    assert not [b for b in buttons if b["text"] == "🃏"]


def test_the_mini_app_is_offered_only_with_the_web_table() -> None:
    base = {"TELEGRAM_TOKEN": "1:x", "TELEGRAM_WEBAPP": "table"}
    assert TelegramConfig.from_env(base).web_app is None  # no STAMMTISCH_WEB_URL
    served = {**base, "STAMMTISCH_WEB_URL": "https://cards.example.org"}
    assert TelegramConfig.from_env(served).web_app == "table"
    with pytest.raises(ConfigError):
        TelegramConfig.from_env({**served, "TELEGRAM_WEBAPP": "no spaces allowed"})
