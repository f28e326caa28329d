"""Hostile display names on Discord: nobody is pinged, no markdown, no masked link, no mention.

Players named ``@everyone``, ``<@&role>``, ``<@user>``, ``[click](http://…)``, ``**bold**`` and
``# Big`` open, join and play a Bestia table. Every message, edit, interaction response and
followup the fake received must carry ``allowed_mentions`` that ping nobody, and show the names
as they are: escaped, so that Discord renders them as plain text.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

from adapters.discord.outgoing import chunks, clip, escape, sort_messages
from bot.commands import Command
from bot.context import Context
from bot.outbox import Button, Message, Target
from tests.discord.conftest import Bot, World
from tests.discord.driver import Table, find, labels
from tests.fakes.discord_server import EPHEMERAL, FakeDiscord

JSON = dict[str, Any]
ROLE, USER = "<@&123456789012345678>", "<@234567890123456789>"
LINK, BOLD, HEADING = "[click](http://evil.example)", "**bold**", "# Big"
NAMES = ("@everyone", ROLE, USER, LINK, BOLD, HEADING)
MARKUP = "*_~`|["  # unescaped, any of these may start markdown or a masked link
ZERO_WIDTH = "\u200b"
HOOK_EDIT = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"


def sent(fake: FakeDiscord, since: int = 0) -> list[tuple[str, JSON]]:
    """Every payload with a message text the bot sent: messages, edits, interaction answers."""
    out: list[tuple[str, JSON]] = []
    for call in fake.calls[since:]:
        body = call.body if isinstance(call.body, dict) else None
        if body is None or call.method not in ("POST", "PATCH"):
            continue
        if call.route.startswith("/interactions/"):
            data = body.get("data")
            kind = f"callback {body.get('type')}"
        elif call.route.startswith(("/webhooks/", "/channels/{channel_id}/messages")):
            data, kind = body, call.key
            if call.path.endswith("/@original"):  # an interaction's own answer, edited
                kind += " @original"
        else:
            continue
        if isinstance(data, dict) and "content" in data:
            out.append((kind, data))
    return out


def unescaped(text: str, chars: str) -> list[str]:
    """The characters of ``chars`` in ``text`` that no backslash escapes."""
    found, escaped = [], False
    for char in text:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char in chars:
            found.append(char)
    return found


def visible(text: str) -> str:
    """What Discord shows: escapes resolved, zero-width spaces unseen."""
    return re.sub(r"\\([^0-9A-Za-z\s])", r"\1", text).replace(ZERO_WIDTH, "")


def check_payloads(payloads: list[tuple[str, JSON]]) -> str:
    """Each payload pings nobody and carries no live markdown; returns what was visible."""
    assert payloads
    shown = []
    for kind, data in payloads:
        assert data.get("allowed_mentions") == {"parse": []}, (kind, data)
        content = str(data["content"] or "")
        assert not re.search(r"@(everyone|here)", content), (kind, content)
        assert not re.search(r"<(@[!&]?|#)[0-9]", content), (kind, content)
        assert not unescaped(content, MARKUP), (kind, content)
        assert not re.search(r"^\s*#", content, re.MULTILINE), (kind, content)
        shown.append(visible(content))
    return "\n".join(shown)


def hostile_users(world: World) -> list[JSON]:
    users = []
    for name in NAMES:
        user = world.fake.make_user(name)
        world.fake.add_member(world.guild_id, user)
        users.append(user)
    return users


async def open_table(driver: Table, users: list[JSON]) -> None:
    """The first opens with /new, the next type /join, the last presses Join, then Start."""
    fake, channel = driver.fake, driver.channel
    await driver.answer(await fake.invoke_command(users[0], channel, "new", {"game": "bestia"}))
    for user in users[1:-1]:
        await driver.answer(await fake.invoke_command(user, channel, "join"))
    lobby = driver.table_message()
    lobby = await driver.answer(
        await fake.click(users[-1], channel, lobby["id"], find(lobby, "Join"))
    )
    assert fake.interactions[max(fake.interactions)].callback_type == 7
    assert driver.table.display_names == list(NAMES)
    running = await driver.answer(
        await fake.click(users[0], channel, lobby["id"], find(lobby, "Start"))
    )
    assert labels(running) == ["My hand"]


async def test_hostile_names_ping_nobody_and_show_as_written(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    users = hostile_users(world)
    fake.close_dms(users[3]["id"])  # the masked link plays from the ephemeral view
    driver = Table(bot, world)
    await open_table(driver, users)

    moves = 0

    def way(seat: int) -> Any:
        async def move(target: str) -> None:
            nonlocal moves
            moves += 1
            if seat == 3 or seat == 5:
                await driver.by_view(users[seat], target)
            elif seat == 1:
                await driver.by_command(users[seat], target)
            else:
                await driver.by_dm(users[seat], target)

        return move

    await driver.play({seat: way(seat) for seat in range(len(users))}, stop=lambda: moves >= 8)
    for command in ("score", "hand", "last"):
        await driver.answer(await fake.invoke_command(users[2], channel, command))
    await bot.flush()

    payloads = sent(fake)
    kinds = {kind for kind, _ in payloads}
    assert {"callback 4", "callback 7"} <= kinds
    assert "POST /channels/{channel_id}/messages" in kinds
    assert "PATCH /channels/{channel_id}/messages/{message_id}" in kinds
    assert f"{HOOK_EDIT} @original" in kinds  # the ephemeral views, kept up to date
    shown = check_payloads(payloads)
    for name in NAMES:
        assert f"{name} sits down at table #1." in shown or f"Seats: {name}" in shown, name
    assert f"{LINK} does not accept direct messages" in shown
    lobby_text = driver.table_message()["content"]
    assert "@\u200beveryone" in lobby_text and "\\*\\*bold\\*\\*" in lobby_text
    ephemeral = [m for m in fake.messages_in(channel, users[3]) if m["flags"] & EPHEMERAL]
    assert ephemeral  # the masked link, its DMs closed, played from its ephemeral hand


async def test_deferred_answers_and_followups_ping_nobody(world: World, tmp_path: Path) -> None:
    """Every interaction deferred: followups, edits through the token, ephemeral hands."""
    bot = await Bot(world, tmp_path / "deferred.sqlite3", defer_after=0.01).start()
    try:
        fake, channel = world.fake, world.channel_id
        service = bot.service
        press, handle = service.press, service.handle

        async def slow_press(ctx: Context, data: str) -> list[Message]:
            await asyncio.sleep(0.05)  # past defer_after: the interaction is deferred first
            return await press(ctx, data)

        async def slow_handle(ctx: Context, command: Command) -> list[Message]:
            await asyncio.sleep(0.05)
            return await handle(ctx, command)

        service.press = slow_press  # type: ignore[method-assign]
        service.handle = slow_handle  # type: ignore[method-assign]
        users = hostile_users(world)
        driver = Table(bot, world)
        first = await fake.invoke_command(users[0], channel, "new", {"game": "bestia"})
        await fake.wait_response(first)
        assert fake.interactions[first].callback_type == 5
        for user in users[1:]:
            await fake.wait_response(await fake.invoke_command(user, channel, "join"))
        await fake.wait_until(lambda: len(driver.table.seats) == len(NAMES))
        await bot.flush()
        lobby = driver.table_message()
        start = await fake.click(users[0], channel, lobby["id"], find(lobby, "Start"))
        await fake.wait_until(lambda: labels(driver.table_message()) == ["My hand"])
        assert fake.interactions[start].callback_type == 6
        await bot.flush()

        (seat,) = driver.table.game.to_move()
        watcher = users[(seat + 1) % len(users)]  # not to move: their view is edited later
        table_message = driver.table_message()
        pressed = await fake.click(
            watcher, channel, table_message["id"], find(table_message, "My hand")
        )

        def views() -> list[JSON]:
            mine = fake.messages_in(channel, watcher)
            return [m for m in mine if m["flags"] & EPHEMERAL and "your hand" in m["content"]]

        await fake.wait_until(views)
        assert fake.interactions[pressed].callback_type == 6  # deferred, then a followup
        before = views()[0]["content"]
        version = driver.table.version
        await fake.wait_response(await fake.invoke_command(users[seat], channel, "fold"))
        await fake.wait_until(lambda: driver.table.version > version)
        await bot.flush()
        await fake.wait_until(lambda: views()[0]["content"] != before)

        kinds = {kind for kind, _ in sent(fake)}
        assert "POST /webhooks/{application_id}/{token}" in kinds
        assert HOOK_EDIT in kinds  # the watcher's view: a followup, edited by its id
        assert f"{HOOK_EDIT} @original" in kinds  # deferred presses answered by an edit
        shown = check_payloads(sent(fake))
        for name in NAMES:
            assert name in shown, name
    finally:
        await bot.stop()


HOSTILE = (
    *NAMES,
    "@here",
    "<@!345678901234567890>",
    "<#456789012345678901> <t:1700000000:R> </help:567890123456789012> <a:x:678901234567890123>",
    "__under__ ~~strike~~ ||spoiler|| `code` ```block``` *it* _it_",
    "-# small",
    "> quoted",
    ">>> quoted to the end",
    "- listed",
    "  * nested",
    "1. numbered",
    "## Middle\n### Small",
    "back\\slash \\*not escaped\\*",
    "[a](<http://x.example>) [[b]](http://y.example)",
)


def test_escape_shows_hostile_text_as_written() -> None:
    for text in HOSTILE:
        escaped = escape(text)
        assert visible(escaped) == text, (text, escaped)
        check_payloads([("text", {"content": escaped, "allowed_mentions": {"parse": []}})])


def test_plain_text_is_left_alone() -> None:
    for text in (
        "Alice plays ♥U",
        "Bestia · table #1 · deal 1\nScores: Sepp -10 · Vroni 5",
        "-20 points\n1.5 chips\n#1 is up",
        "a < b, c > d: 100%",
    ):
        assert escape(text) == text


def test_every_text_is_escaped_once_and_labels_not() -> None:
    chat, user = Target.chat("dc:1"), Target.user("dc:2")
    button = Button("**Bet** @here", "1:1:m bet")
    batch = sort_messages(
        [
            Message(chat, "**A** sits down"),
            Message(chat, "# **A**'s table", [[button]], slot="table", table_id=1),
            Message(user, "[hand](http://x.example)", slot="hand", table_id=1),
            Message(user, "@everyone said", table_id=1),  # a line shown above that hand
            Message(user, "_oops_", alert=True),
        ]
    )
    assert batch.lines[1] == ["\\*\\*A\\*\\* sits down"]
    table = batch.tables[1].payload
    assert table.text == "\\# \\*\\*A\\*\\*'s table" and table.buttons == ((button,),)
    hand = batch.hands[(2, 1)].payload.text
    assert hand == "@\u200beveryone said\n\\[hand\\](http://x.example)"
    assert batch.alerts[2] == ["\\_oops\\_"]


def test_cutting_never_splits_an_escape() -> None:
    text = escape("a" + "*" * 1500)  # 3,001 characters: a backslash before every star
    parts = chunks([text])  # the first would end in a backslash at 2,000 characters
    assert [len(p) for p in parts] == [1999, 1002] and "".join(parts) == text
    assert all(not unescaped(p, MARKUP) for p in parts)
    clipped = clip(text[1:])  # 1,999 characters and "…" would leave the star unescaped
    assert len(clipped) == 1999 and clipped.endswith("\\*…") and not unescaped(clipped, MARKUP)


async def test_a_long_answer_with_markup_still_fits(bot: Bot, world: World) -> None:
    """Escaping makes a text longer: an answer to one user still fits (the service quotes
    at most a line of the input, the adapter cuts at 2,000 characters)."""
    fake, channel = world.fake, world.channel_id
    options = "ante=" + "*" * 1500
    iid = await fake.invoke_command(
        world.bob, channel, "new", {"game": "bestia", "options": options}
    )
    answer = await fake.wait_response(iid)
    assert answer is not None and answer["flags"] & EPHEMERAL, fake.calls[-1]
    assert len(answer["content"]) <= 2000 and "…” (expected" in answer["content"]
    assert not unescaped(answer["content"], MARKUP)
