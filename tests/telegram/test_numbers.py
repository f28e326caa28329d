"""Issue 16, item 6, through the Telegram adapter: a number ``int`` cannot read (``²``,
``--5``, 5,000 digits) in an option, a setting or a move is answered with a refusal in words,
never an "update failed" traceback."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import pytest

from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess

Launch = Callable[..., Awaitable[BotProcess]]


async def test_malformed_numbers_get_a_refusal_not_a_traceback(
    fake: FakeTelegram, launch: Launch, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR)
    proc = await launch()
    assert proc.service is not None
    alice = fake.make_user("Alice", started=True)
    group = fake.make_group("Runde", creator=alice)  # Alice is the chat's admin
    many = "9" * 5000
    refusals = {
        "/new schieberamsch deals=²": "Option deals does not take “²” (expected a whole number).",
        "/new 501 min_bid=--5": "Option min_bid does not take “--5” (expected a whole number).",
        "/new schieberamsch turn_seconds=²": "Option turn_seconds does not take “²”",
        "/settings turn_seconds=²": "Unknown setting “turn_seconds=²”.",
        f"/new vint rubbers={many}": "Option rubbers does not take “999",
    }
    for command, reply in refusals.items():
        seen = len(fake.messages_in(alice["id"]))
        fake.user_message(alice, group, command)
        await proc.settle()
        told = [m["text"] for m in fake.messages_in(alice["id"])[seen:]]
        assert told and told[0].startswith(reply), (command, [t[:100] for t in told])
    assert not proc.service.tables
    for command in ("/new 501", "/addbot", "/addbot", "/start"):
        fake.user_message(alice, group, command)
    await proc.settle()
    table = proc.service.tables[1]
    version = table.version
    for command in ("/blind ²", "/bid --5", f"/contract H {many}", "/give SA ²"):
        fake.user_message(alice, group, command)
        await proc.settle()
        told = fake.messages_in(alice["id"])[-1]["text"]
        # The generic answer, or the moves of that verb the seat may make (issue 18).
        hints = ("That move is incomplete", command.split()[0] + " ", "Which", "There is no player")
        assert told.startswith(hints) and "²" not in told, command
    assert table.version == version
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
