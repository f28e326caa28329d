"""The fake Telegram server, exercised through the real python-telegram-bot library."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import aiohttp
import pytest
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.constants import ParseMode
from telegram.error import BadRequest, ChatMigrated, EndPointNotFound, Forbidden, RetryAfter
from telegram.ext import (
    AIORateLimiter,
    Application,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    ExtBot,
)

from tests.fakes.telegram_server import NOT_MODIFIED, FakeTelegram, FakeTelegramError


@pytest.fixture
async def fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeTelegram]:
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    async with FakeTelegram() as server:
        yield server


@pytest.fixture
async def bot(fake: FakeTelegram) -> AsyncIterator[Bot]:
    async with Bot(fake.token, base_url=f"{fake.root}/bot") as real_bot:
        yield real_bot


def keyboard(*data: str) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup([[InlineKeyboardButton(d, callback_data=d) for d in data]])


async def test_application_command_click_and_edit(fake: FakeTelegram) -> None:
    group = fake.make_group("Stammtisch")
    alice = fake.make_user("Alice", "alice")

    async def ping(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        assert update.effective_message is not None
        await update.effective_message.reply_text("Pong?", reply_markup=keyboard("pong"))

    async def clicked(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        assert query is not None
        await query.answer(f"got {query.data}", show_alert=True)
        await query.edit_message_text(f"{query.from_user.first_name} pressed {query.data}")

    app = Application.builder().token(fake.token).base_url(f"{fake.root}/bot").build()
    app.add_handler(CommandHandler("ping", ping))
    app.add_handler(CallbackQueryHandler(clicked))
    await app.initialize()
    await app.start()
    assert app.updater is not None
    await app.updater.start_polling(poll_interval=0, timeout=1)
    try:
        command = fake.user_message(alice, group, "/ping@stammtisch_bot")
        sent = await fake.wait_for(lambda c: c.method == "sendMessage" and c.ok)
        assert sent.params["chat_id"] == group["id"]
        assert sent.result["reply_to_message"]["message_id"] == command["message_id"]
        message_id = sent.result["message_id"]
        assert fake.buttons(group, message_id) == [[{"text": "pong", "callback_data": "pong"}]]

        query_id = fake.click(alice, group["id"], message_id, "pong")
        edit = await fake.wait_for("editMessageText")
        assert edit.ok
        await fake.wait_for("answerCallbackQuery")
        assert fake.callback_answers[query_id] == {
            "text": "got pong",
            "show_alert": True,
            "url": None,
            "data": "pong",
        }
        last = fake.last_message(group)
        assert last is not None
        assert last["text"] == "Alice pressed pong"
        assert "reply_markup" not in last  # editing text without a markup drops the keyboard
        assert [m["message_id"] for m in fake.messages_in(group)] == [1, 2]
        with pytest.raises(FakeTelegramError):
            fake.click(alice, group["id"], message_id, "pong")
    finally:
        await app.updater.stop()
        await app.stop()
        await app.shutdown()
    assert [c.method for c in fake.call_log[:3]] == ["getMe", "deleteWebhook", "getUpdates"]


async def test_private_chat_needs_start(fake: FakeTelegram, bot: Bot) -> None:
    bob = fake.make_user("Bob", "bob")
    with pytest.raises(Forbidden, match="can't initiate conversation"):
        await bot.send_message(bob["id"], "Hallo")
    fake.user_message(bob, bob, "/start join_42")
    (update,) = await bot.get_updates(timeout=0)
    assert update.message is not None
    assert update.message.text == "/start join_42"
    assert update.message.chat.type == "private"
    entity = update.message.entities[0]
    assert (entity.type, entity.offset, entity.length) == ("bot_command", 0, 6)
    message = await bot.send_message(bob["id"], "Willkommen")
    assert message.chat.id == bob["id"]
    assert (await fake.wait_for_message(bob, "Willkommen"))["message_id"] == message.message_id
    assert fake.has_started(bob)
    fake.block_bot(bob)
    with pytest.raises(Forbidden, match="blocked"):
        await bot.send_message(bob["id"], "Noch da?")


async def test_limits_and_parse_errors(fake: FakeTelegram, bot: Bot) -> None:
    group = fake.make_group("Runde")
    await bot.send_message(group["id"], "x" * 4096)
    with pytest.raises(BadRequest, match=r"(?i)too long"):
        await bot.send_message(group["id"], "x" * 4097)
    with pytest.raises(BadRequest, match=r"(?i)button_data_invalid"):
        await bot.send_message(group["id"], "a", reply_markup=keyboard("x" * 65))
    many = InlineKeyboardMarkup(
        [[InlineKeyboardButton(str(i), callback_data=str(i)) for i in range(10)]] * 11
    )
    with pytest.raises(BadRequest, match=r"(?i)reply markup is too long"):
        await bot.send_message(group["id"], "a", reply_markup=many)
    with pytest.raises(BadRequest, match=r"(?i)text is empty"):
        await bot.send_message(group["id"], "  ")
    with pytest.raises(BadRequest, match=r"(?i)parse entities"):
        await bot.send_message(group["id"], "3 < 4 <b>", parse_mode=ParseMode.HTML)
    with pytest.raises(BadRequest, match=r"(?i)reserved"):
        await bot.send_message(group["id"], "Stich 1.", parse_mode=ParseMode.MARKDOWN_V2)
    html = await bot.send_message(group["id"], "<b>Trumpf</b> &lt;Herz&gt;", parse_mode="HTML")
    assert html.text == "Trumpf <Herz>"
    md = await bot.send_message(group["id"], r"*Stich* 1\.", parse_mode=ParseMode.MARKDOWN_V2)
    assert md.text == "Stich 1."

    sent = await bot.send_message(group["id"], "Dein Zug", reply_markup=keyboard("a"))
    with pytest.raises(BadRequest, match=r"(?i)not modified"):
        await bot.edit_message_text(
            "Dein Zug", group["id"], sent.message_id, reply_markup=keyboard("a")
        )
    assert fake.calls("editMessageText")[-1].response["description"] == NOT_MODIFIED
    with pytest.raises(BadRequest, match=r"(?i)not modified"):
        await bot.edit_message_reply_markup(
            group["id"], sent.message_id, reply_markup=keyboard("a")
        )
    await bot.edit_message_reply_markup(group["id"], sent.message_id, reply_markup=None)
    assert fake.buttons(group, sent.message_id) == []
    assert await bot.delete_message(group["id"], sent.message_id)
    with pytest.raises(BadRequest, match=r"(?i)not found"):
        await bot.delete_message(group["id"], sent.message_id)


# RetryAfter.__init__ itself warns about the future timedelta type of retry_after.
@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
async def test_injected_flood_error_and_rate_limiter(fake: FakeTelegram) -> None:
    group = fake.make_group("Runde")
    limiter = AIORateLimiter(max_retries=2)
    async with ExtBot(fake.token, base_url=f"{fake.root}/bot", rate_limiter=limiter) as bot:
        fake.fail_next("sendMessage", 429, retry_after=1)
        started = time.monotonic()
        message = await bot.send_message(group["id"], "Gleich")
        assert time.monotonic() - started >= 1
    assert message.text == "Gleich"
    sends = fake.calls("sendMessage")
    assert [c.status for c in sends] == [429, 200]
    assert sends[0].response["parameters"] == {"retry_after": 1}
    assert sends[0].response["description"] == "Too Many Requests: retry after 1"

    async with Bot(fake.token, base_url=f"{fake.root}/bot") as plain:
        fake.fail_next("sendmessage", 429, retry_after=7)
        with pytest.raises(RetryAfter) as info:
            await plain.send_message(group["id"], "Sofort")
        assert info.value.retry_after == 7
        fake.fail_next("editMessageText", 400, NOT_MODIFIED)
        with pytest.raises(BadRequest, match=r"(?i)not modified"):
            await plain.edit_message_text("neu", group["id"], message.message_id)
        await plain.edit_message_text("neu", group["id"], message.message_id)
    assert fake.last_message(group)["text"] == "neu"  # type: ignore[index]


async def test_parameter_decoding_and_documents(fake: FakeTelegram, bot: Bot) -> None:
    group = fake.make_group("Runde")
    sent = await bot.send_message(group["id"], "123")
    assert sent.text == "123"
    assert fake.calls("sendMessage")[-1].params["text"] == "123"
    assert fake.last_message(group)["text"] == "123"  # type: ignore[index]

    url = f"{fake.root}/bot{fake.token}"
    async with aiohttp.ClientSession() as http:
        async with http.post(f"{url}/SENDMESSAGE", json={"chat_id": group["id"], "text": "7"}) as r:
            assert (await r.json())["result"]["text"] == "7"
        query = {"chat_id": str(group["id"]), "text": "8", "disable_notification": "true"}
        async with http.get(f"{url}/sendMessage", params=query) as r:
            assert r.status == 200
        assert fake.call_log[-1].params == {
            "chat_id": group["id"],
            "text": "8",
            "disable_notification": True,
        }
        async with http.post(f"{url}/nope") as r:
            assert r.status == 404
            assert await r.json() == {"ok": False, "error_code": 404, "description": "Not Found"}
    with pytest.raises(EndPointNotFound):
        await bot.do_api_request("nope")
    await bot.set_my_commands([("neu", "Neues Spiel"), ("ping", "Lebst du noch?")])
    assert fake.commands() == [
        {"command": "neu", "description": "Neues Spiel"},
        {"command": "ping", "description": "Lebst du noch?"},
    ]
    assert [c.command for c in await bot.get_my_commands()] == ["neu", "ping"]
    with pytest.raises(BadRequest):
        await bot.set_my_commands([("Bad-Name", "x")])

    document = await bot.send_document(
        group["id"], b"Skat,120\n", filename="scores.csv", caption="Endstand"
    )
    assert document.document is not None
    assert document.document.file_name == "scores.csv"
    upload = fake.uploaded(document.document.file_id)
    assert (upload.filename, upload.content) == ("scores.csv", b"Skat,120\n")
    assert document.caption == "Endstand"


async def test_forum_topics(fake: FakeTelegram, bot: Bot) -> None:
    creator = fake.make_user("Carla", "carla")
    forum = fake.make_group("Spieleabend", forum=True, creator=creator)
    topic = fake.create_topic(forum, "Doppelkopf")
    sent = await bot.send_message(forum["id"], "Neue Runde", message_thread_id=topic)
    assert sent.message_thread_id == topic
    assert sent.is_topic_message
    with pytest.raises(BadRequest, match=r"(?i)thread not found"):
        await bot.send_message(forum["id"], "x", message_thread_id=topic + 100)

    fake.user_message(creator, forum, "/join", thread_id=topic)
    (update,) = await bot.get_updates(timeout=0)
    assert update.message is not None
    assert update.message.message_thread_id == topic
    assert update.message.is_topic_message

    admins = await bot.get_chat_administrators(forum["id"])
    assert [(a.status, a.user.id) for a in admins] == [("creator", creator["id"])]
    member = await bot.get_chat_member(forum["id"], fake.bot_user["id"])
    assert member.status == "member"
    chat = await bot.get_chat(forum["id"])
    assert chat.is_forum


async def test_group_migration(fake: FakeTelegram, bot: Bot) -> None:
    owner = fake.make_user("Otto")
    group = fake.make_group("Kneipe", creator=owner)
    new_chat = fake.migrate_group(group["id"])
    old_side, new_side = await bot.get_updates(timeout=0)
    assert old_side.message is not None and new_side.message is not None
    assert old_side.message.migrate_to_chat_id == new_chat["id"]
    assert new_side.message.migrate_from_chat_id == group["id"]
    assert new_side.message.chat.type == "supergroup"
    with pytest.raises(ChatMigrated) as info:
        await bot.send_message(group["id"], "Hallo?")
    assert info.value.new_chat_id == new_chat["id"]
    assert (await bot.send_message(new_chat["id"], "Hallo!")).chat.id == new_chat["id"]


async def test_long_poll_offset_limit_and_privacy(fake: FakeTelegram, bot: Bot) -> None:
    group = fake.make_group("Runde")
    dora = fake.make_user("Dora")
    poll = asyncio.create_task(bot.get_updates(timeout=5))
    await asyncio.sleep(0.05)
    started = time.monotonic()
    fake.user_message(dora, group, "/deal")
    (first,) = await poll
    assert time.monotonic() - started < 1
    for text in ("/a", "/b", "/c"):
        fake.user_message(dora, group, text)
    fake.user_message(dora, group, "just chatting")  # withheld: privacy mode
    batch = await bot.get_updates(offset=first.update_id + 1, limit=2, timeout=0)
    assert [u.message.text for u in batch if u.message] == ["/a", "/b"]
    rest = await bot.get_updates(offset=batch[-1].update_id + 1, timeout=0)
    assert [u.message.text for u in rest if u.message] == ["/c"]
    assert [m["text"] for m in fake.undelivered] == ["just chatting"]
    await fake.wait_delivered(timeout=1)
    with pytest.raises(TimeoutError):
        await fake.wait_for("sendMessage", timeout=0.05)
