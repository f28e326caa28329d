"""The fake Telegram server, exercised through the real python-telegram-bot library."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator

import aiohttp
import pytest
from telegram import (
    Bot,
    ChosenInlineResult,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQueryResult,
    InlineQueryResultArticle,
    InlineQueryResultsButton,
    InputTextMessageContent,
    Update,
)
from telegram.constants import ParseMode
from telegram.error import BadRequest, ChatMigrated, EndPointNotFound, Forbidden, RetryAfter
from telegram.ext import (
    AIORateLimiter,
    Application,
    CallbackQueryHandler,
    ChosenInlineResultHandler,
    CommandHandler,
    ContextTypes,
    ExtBot,
    InlineQueryHandler,
)

from tests.fakes.telegram_server import (
    NOT_MODIFIED,
    FakeTelegram,
    FakeTelegramError,
    FloodLimits,
)


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


def articles(*ids: str, markup: InlineKeyboardMarkup | None = None) -> list[InlineQueryResult]:
    return [
        InlineQueryResultArticle(
            i, f"Titel {i}", InputTextMessageContent(f"Text {i}"), reply_markup=markup
        )
        for i in ids
    ]


async def test_inline_query_answer_and_refusals(fake: FakeTelegram, bot: Bot) -> None:
    me = await bot.get_me()
    assert me.supports_inline_queries
    alice = fake.make_user("Alice", "alice")
    query_id = fake.inline_query(alice, "skat")
    (update,) = await bot.get_updates(timeout=0)
    assert update.inline_query is not None
    assert update.inline_query.id == query_id
    assert update.inline_query.from_user.id == alice["id"]
    assert (update.inline_query.query, update.inline_query.offset) == ("skat", "")
    assert update.inline_query.chat_type == "supergroup"
    # No chat: Telegram does not tell the bot where the user typed the query.
    assert set(update.to_dict()["inline_query"]) == {"id", "from", "query", "offset", "chat_type"}

    Refusal = tuple[str, list[InlineQueryResult], InlineQueryResultsButton | None, str]
    refusals: list[Refusal] = [
        ("unknown-id", articles("a"), None, "query is too old"),
        (query_id, articles("a", "a"), None, "RESULT_ID_DUPLICATE"),
        (query_id, articles(*map(str, range(51))), None, "RESULTS_TOO_MUCH"),
        (query_id, articles("x" * 65), None, "RESULT_ID_INVALID"),
        (query_id, articles("ä" * 33), None, "RESULT_ID_INVALID"),  # 66 bytes
        (
            query_id,
            [InlineQueryResultArticle("a", "T", InputTextMessageContent(""))],
            None,
            "Message text is empty",
        ),
        (
            query_id,
            [InlineQueryResultArticle("a", "T", InputTextMessageContent("x" * 4097))],
            None,
            "MESSAGE_TOO_LONG",
        ),
        (
            query_id,
            [InlineQueryResultArticle("a", "T", InputTextMessageContent("<b>", parse_mode="HTML"))],
            None,
            "can't parse inline query result: Can't parse entities",
        ),
        (query_id, articles("a", markup=keyboard("x" * 65)), None, "BUTTON_DATA_INVALID"),
        (
            query_id,
            articles("a"),
            InlineQueryResultsButton("Privat", start_parameter="nicht erlaubt"),
            "START_PARAM_INVALID",
        ),
    ]
    for inline_query_id, results, button, error in refusals:
        with pytest.raises(BadRequest, match=f"(?i){re.escape(error)}"):
            await bot.answer_inline_query(inline_query_id, results, button=button)
    assert fake.inline_answer(query_id) is None  # refused answers leave the query open

    results = [*articles("a"), *articles("b", markup=keyboard("join"))]
    button = InlineQueryResultsButton("Privat spielen", start_parameter="hilfe-1")
    assert await bot.answer_inline_query(
        query_id, results, cache_time=0, is_personal=True, button=button
    )
    answer = await fake.wait_inline_answer(query_id, timeout=1)
    assert answer == fake.inline_answer(query_id)
    assert answer["inline_query_id"] == query_id
    assert (answer["cache_time"], answer["is_personal"]) == (0, True)
    assert answer["button"] == {"text": "Privat spielen", "start_parameter": "hilfe-1"}
    assert [r["id"] for r in answer["results"]] == ["a", "b"]
    assert answer["results"][0] == {
        "type": "article",
        "id": "a",
        "title": "Titel a",
        "input_message_content": {"message_text": "Text a"},
    }
    with pytest.raises(BadRequest, match="(?i)query is too old"):  # answered once only
        await bot.answer_inline_query(query_id, articles("c"))
    calls = fake.calls("answerInlineQuery")
    assert [c.ok for c in calls] == [False] * len(refusals) + [True, False]
    assert calls[-2].result is True
    with pytest.raises(TimeoutError):
        await fake.wait_inline_answer(fake.inline_query(alice, "leer"), timeout=0.05)

    silent = FakeTelegram(inline=False)
    assert silent.bot_user["supports_inline_queries"] is False
    with pytest.raises(FakeTelegramError, match="inline mode"):
        silent.inline_query(silent.make_user("Bob"), "x")


async def test_choose_inline_result_and_edit_it(fake: FakeTelegram, bot: Bot) -> None:
    group = fake.make_group("Runde")
    alice = fake.make_user("Alice", "alice")
    query_id = fake.inline_query(alice, "skat", chat_type="group")
    with pytest.raises(FakeTelegramError, match="no answer"):
        fake.choose_inline(alice, group, query_id, "a")
    results = [*articles("a"), *articles("b", markup=keyboard("join"))]
    await bot.answer_inline_query(query_id, results)
    with pytest.raises(FakeTelegramError, match="no result"):
        fake.choose_inline(alice, group, query_id, "z")
    (asked,) = await bot.get_updates(timeout=0)
    mark = fake.mark()

    plain = fake.choose_inline(alice, group, query_id, "a")
    assert plain["text"] == "Text a"
    assert plain["from"]["id"] == alice["id"]
    assert plain["via_bot"]["id"] == fake.bot_user["id"]
    assert "inline_message_id" not in plain and "reply_markup" not in plain
    # Privacy mode lets messages sent via the bot through (the Bot FAQ), with no chosen id.
    updates = await bot.get_updates(offset=asked.update_id + 1, timeout=0)
    assert len(updates) == 2
    message, chosen = updates[0].message, updates[1].chosen_inline_result
    assert message is not None and message.via_bot is not None
    assert message.via_bot.id == fake.bot_user["id"]
    assert message.chat.id == group["id"] and message.text == "Text a"
    assert chosen is not None
    assert (chosen.result_id, chosen.query, chosen.from_user.id) == ("a", "skat", alice["id"])
    assert chosen.inline_message_id is None

    offered = fake.choose_inline(alice, group, query_id, "b")
    inline_id = offered["inline_message_id"]
    assert fake.buttons(group, offered["message_id"]) == [
        [{"text": "join", "callback_data": "join"}]
    ]
    updates = await bot.get_updates(offset=updates[-1].update_id + 1, timeout=0)
    chosen = updates[-1].chosen_inline_result
    assert chosen is not None and chosen.inline_message_id == inline_id
    assert {c.method for c in fake.calls()[mark:]} == {"getUpdates"}  # choosing is the user's

    assert await bot.edit_message_text("Alice spielt", inline_message_id=inline_id) is True
    edited = fake.inline_message(inline_id)
    assert edited["text"] == "Alice spielt" and "reply_markup" not in edited
    assert fake.messages_in(group)[-1] == edited
    assert await bot.edit_message_reply_markup(
        inline_message_id=inline_id, reply_markup=keyboard("go")
    )
    assert fake.buttons(group, offered["message_id"]) == [[{"text": "go", "callback_data": "go"}]]
    with pytest.raises(BadRequest, match="not modified"):
        await bot.edit_message_text(
            "Alice spielt", inline_message_id=inline_id, reply_markup=keyboard("go")
        )
    with pytest.raises(BadRequest, match="not modified"):
        await bot.edit_message_reply_markup(
            inline_message_id=inline_id, reply_markup=keyboard("go")
        )
    with pytest.raises(BadRequest, match="(?i)MESSAGE_ID_INVALID"):
        await bot.edit_message_text("x", inline_message_id="nope")
    assert fake.calls()[-1].response["description"] == "Bad Request: MESSAGE_ID_INVALID"
    with pytest.raises(BadRequest, match="can't be edited"):  # the user's, by chat and id
        await bot.edit_message_text("x", group["id"], offered["message_id"])

    # In their private chat with the bot; no feedback updates once inline feedback is off.
    fake.inline_feedback = False
    private_query = fake.inline_query(alice, "", chat_type="sender")
    await bot.answer_inline_query(private_query, articles("p"))
    mine = fake.choose_inline(alice, None, private_query, "p")
    assert mine["chat"]["id"] == alice["id"]
    updates = await bot.get_updates(offset=updates[-1].update_id + 1, timeout=0)
    assert [u.inline_query is not None for u in updates] == [True, False]
    assert updates[-1].message is not None and updates[-1].message.text == "Text p"


async def test_inline_mode_through_an_application(fake: FakeTelegram) -> None:
    """The round a bot lives through: query, answer, choice, a press on the posted button
    (a callback query naming the inline message only) and the edit that answers it."""
    group = fake.make_group("Stammtisch")
    alice, bob = fake.make_user("Alice", "alice"), fake.make_user("Bob", "bob")
    chosen: list[ChosenInlineResult] = []

    async def offer(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        assert update.inline_query is not None
        await update.inline_query.answer(
            articles("skat", markup=keyboard("join")), cache_time=0, is_personal=True
        )

    async def remember(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        assert update.chosen_inline_result is not None
        chosen.append(update.chosen_inline_result)

    async def join(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        assert query is not None and query.message is None
        await query.answer()
        assert await query.edit_message_text(f"{query.from_user.first_name} spielt mit") is True

    app = Application.builder().token(fake.token).base_url(f"{fake.root}/bot").build()
    app.add_handler(InlineQueryHandler(offer))
    app.add_handler(ChosenInlineResultHandler(remember))
    app.add_handler(CallbackQueryHandler(join))
    await app.initialize()
    await app.start()
    assert app.updater is not None
    await app.updater.start_polling(poll_interval=0, timeout=1)
    try:
        query_id = fake.inline_query(alice, "neu")
        await fake.wait_inline_answer(query_id)
        posted = fake.choose_inline(alice, group, query_id, "skat")
        await fake.wait_delivered()
        fake.click(bob, group, posted["message_id"], "join")
        edit = await fake.wait_for(lambda c: c.method == "editMessageText" and c.ok)
        assert edit.params["inline_message_id"] == posted["inline_message_id"]
        assert "chat_id" not in edit.params and edit.result is True
        assert fake.inline_message(posted["inline_message_id"])["text"] == "Bob spielt mit"
        assert [c.inline_message_id for c in chosen] == [posted["inline_message_id"]]
    finally:
        await app.updater.stop()
        await app.stop()
        await app.shutdown()
    assert len(fake.calls("answerInlineQuery")) == 1


# RetryAfter.__init__ itself warns about the future timedelta type of retry_after.
@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
async def test_inline_edits_count_for_the_chat_in_the_flood_limits(
    fake: FakeTelegram, bot: Bot
) -> None:
    group = fake.make_group("Runde")
    alice = fake.make_user("Alice")
    query_id = fake.inline_query(alice, "")
    await bot.answer_inline_query(query_id, articles("a", markup=keyboard("x")))
    inline_id = fake.choose_inline(alice, group, query_id, "a")["inline_message_id"]
    fake.enforce(FloodLimits(per_group=2))
    await bot.send_message(group["id"], "eins")
    await bot.edit_message_text("zwei", inline_message_id=inline_id)
    with pytest.raises(RetryAfter):
        await bot.edit_message_text("drei", inline_message_id=inline_id)
    assert await bot.answer_inline_query(fake.inline_query(alice, ""), articles("b"))


async def test_allowed_updates_keep_inline_queries_from_a_bot_that_did_not_ask(
    fake: FakeTelegram, bot: Bot
) -> None:
    alice = fake.make_user("Alice")
    assert await bot.get_updates(timeout=0, allowed_updates=["message", "callback_query"]) == ()
    fake.inline_query(alice, "skat")
    fake.private_message(alice, "/start")
    (update,) = await bot.get_updates(timeout=0)  # the setting holds until given again
    assert update.message is not None and update.message.text == "/start"
    assert [list(d) for d in fake.dropped] == [["inline_query"]]
    await bot.get_updates(offset=update.update_id + 1, timeout=0, allowed_updates=[])
    query_id = fake.inline_query(alice, "doko")
    (update,) = await bot.get_updates(offset=update.update_id + 1, timeout=0)
    assert update.inline_query is not None and update.inline_query.id == query_id
