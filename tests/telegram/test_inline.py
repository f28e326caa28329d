"""Inline play (``TELEGRAM_INLINE``, issue 21 item 1) through the fake Bot API: a player's
moves come as a list only they see (an inline query's answer), a pick is played like a
press and its line is posted by the player's app; nobody's hand is pushed to a private chat,
and a human move costs the bot the answer to the query and, at the group's pace, the table."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from adapters.telegram.inline import inline_results
from bot import render
from bot.buttons import ButtonData
from bot.i18n import translate
from bot.offers import Offer, Offers
from bot.table import RUNNING, Table
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import (
    HAND_MARK,
    actions,
    choose,
    hand_messages,
    table_message,
    three_players,
)

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]


async def _ask(fake: FakeTelegram, proc: BotProcess, user: JSON) -> tuple[str, JSON]:
    query = fake.inline_query(user)
    answer = await fake.wait_inline_answer(query)
    await proc.settle()
    return query, answer


async def _dealt(fake: FakeTelegram, launch: Launch) -> tuple[BotProcess, JSON, list[JSON], Table]:
    """A bot playing inline; Alice, Bob and Carol at a one-deal table, dealt."""
    proc = await launch(inline=True)
    assert proc.service is not None
    group, players = await three_players(fake, proc, "deals=1")
    fake.user_message(players[0], group, "/start")
    await proc.settle()
    return proc, group, players, proc.service.tables[1]


def _pushed_hands(fake: FakeTelegram, mark: int) -> list[str]:
    """Texts sent or edited into private chats that show a hand."""
    return [
        str(c.params.get("text"))
        for c in fake.call_log[mark:]
        if c.method in ("sendMessage", "editMessageText")
        and int(c.params.get("chat_id") or 0) > 0
        and HAND_MARK in str(c.params.get("text"))
    ]


def _in_steps(answer: JSON) -> bool:
    return bool(answer["button"]["text"] == translate("tg.inline.in_steps", "en"))


async def _in_private_chat(proc: BotProcess, player: JSON) -> None:
    """The list's top button opens the private chat (/start hand_1): the move from there."""
    assert proc.service is not None
    fake, table = proc.fake, proc.service.tables[1]
    version = table.version
    fake.private_message(player, "/start hand_1")
    await proc.settle()
    while table.version == version:
        hand = hand_messages(fake, player)[-1]
        fake.click(player, player["id"], hand["message_id"], choose(actions(hand)))
        await proc.settle()


async def test_a_deal_played_from_inline_lists(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch(inline=True)
    assert proc.service is not None
    group, players = await three_players(fake, proc, "deals=1")
    mark = fake.mark()
    fake.user_message(players[0], group, "/start")
    await proc.settle()
    # The table's "My hand" opens the list in the group; no hand went to a private chat.
    rows = table_message(fake, group)["reply_markup"]["inline_keyboard"]
    assert {"text": "My hand", "switch_inline_query_current_chat": ""} in rows[0]
    assert _pushed_hands(fake, mark) == []

    table = proc.service.tables[1]
    moves = 0
    while table.status == RUNNING and table.game is not None and moves < 40:
        answers = [await _ask(fake, proc, p) for p in players]
        acting = [(p, q, a) for p, (q, a) in zip(players, answers, strict=True) if a["results"]]
        if not acting:  # a move in steps (two cards pushed): from the private hand
            (player,) = [p for p, (_, a) in zip(players, answers, strict=True) if _in_steps(a)]
            await _in_private_chat(proc, player)
            moves += 1
            continue
        for _, answer in answers:
            assert answer["is_personal"] is True and answer["cache_time"] == 0
            assert answer["button"]["start_parameter"] == f"hand_{table.id}"
        player, query, answer = acting[0]
        seat = table.seat_of(f"tg:{player['id']}")
        hand = set(table.game.view(seat).hand or ())
        picked = choose([r["id"] for r in answer["results"]])
        result = next(r for r in answer["results"] if r["id"] == picked)
        data = ButtonData.decode(result["id"])
        assert data is not None and data.seat == seat and data.version == table.version
        line = result["input_message_content"]["message_text"]
        assert line.startswith(f"{player['first_name']}: {result['title']}")
        # The hand shows to the asker (the list's top and descriptions), never in a line.
        for offered in answer["results"]:
            move = ButtonData.decode(offered["id"])
            assert move is not None
            played = set(table.game.parse_move(move.argument, table.names).cards)
            text = offered["input_message_content"]["message_text"]
            for card in hand - played:
                assert render.card_label(table.game_id, card, "en") not in text, (card, text)
        version = table.version
        before = fake.mark()
        message = fake.choose_inline(player, group, query, result["id"])
        await proc.settle()
        assert message["via_bot"]["id"] == fake.bot_user["id"]
        assert table.version > version  # played
        calls = [c.method for c in fake.call_log[before:] if c.method != "getUpdates"]
        assert "answerCallbackQuery" not in calls
        assert set(calls) <= {"editMessageText", "sendMessage", "sendPhoto"}
        moves += 1
    assert moves >= 3
    # Only the hand asked for in the private chat (and its presses there) went there.
    assert all("In the skat" in t or "Push" in t or "push" in t for t in _pushed_hands(fake, mark))


async def test_an_out_of_date_pick_is_refused_in_its_line(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc, group, players, table = await _dealt(fake, launch)
    asked = [(p, *(await _ask(fake, proc, p))) for p in players]
    player, query, answer = next((p, q, a) for p, q, a in asked if len(a["results"]) > 1)
    # First a pass, then another of the list (a pass pressed late would only be moot).
    ids = sorted((r["id"] for r in answer["results"]), key=lambda i: not i.endswith("m pass"))
    first, second = ids[:2]
    fake.choose_inline(player, group, query, first)
    await proc.settle()
    version = table.version
    # A second pick from the same list (a double tap): its moment has passed.
    stale = fake.choose_inline(player, group, query, second)
    await proc.settle()
    assert table.version == version  # nothing played
    shown = fake.inline_message(stale["inline_message_id"])
    assert shown["text"].startswith(f"{player['first_name']}: ✗ ")
    assert "out of date" in shown["text"]


async def test_a_stranger_is_shown_the_way_to_the_bot(fake: FakeTelegram, launch: Launch) -> None:
    await launch(inline=True)
    stranger = fake.make_user("Dora", "dora")
    query = fake.inline_query(stranger)
    answer = await fake.wait_inline_answer(query)
    assert answer["results"] == []
    assert answer["button"]["start_parameter"] == "inline"


async def test_without_inline_mode_play_stays_on_buttons(
    fake: FakeTelegram, launch: Launch
) -> None:
    fake.inline = False  # BotFather's inline mode off
    proc = await launch(inline=True)
    assert proc.platform is not None and not proc.platform.delivery.inline
    group, players = await three_players(fake, proc, "deals=1")
    mark = fake.mark()
    fake.user_message(players[0], group, "/start")
    await proc.settle()
    assert _pushed_hands(fake, mark)  # the hands go to the private chats, as without it


def test_what_is_typed_narrows_the_list() -> None:
    offers = Offers(
        7,
        "Schieberamsch · table #7 · your hand\nYour cards: ♥A ♠10",
        (
            Offer("7:3:1:m play HA", "♥A", "Bob: ♥A"),
            Offer("7:3:1:m play ST", "♠10", "Bob: ♠10"),
            Offer("7:3:1:m pass", "Pass", "Bob: Pass"),
        ),
        False,
        "en",
    )
    titles = [
        [r.title for r in inline_results(offers, "en", typed)[0]]
        for typed in ("", "♥", "pass", " ST ", "x")
    ]
    assert titles == [["♥A", "♠10", "Pass"], ["♥A"], ["Pass"], ["♠10"], []]
    results, button = inline_results(offers, "en")
    assert button.start_parameter == "hand_7" and button.text == "Your cards: ♥A ♠10"
    assert {r.input_message_content.message_text for r in results} == {
        "Bob: ♥A",
        "Bob: ♠10",
        "Bob: Pass",
    }  # type: ignore[attr-defined]
    many = Offers(
        7,
        "h\nYour cards: …",
        tuple(Offer(f"7:3:1:m bid {n}", str(n), f"Bob: {n}") for n in range(60)),
        False,
        "en",
    )
    assert len(inline_results(many, "en")[0]) == 50  # Telegram takes 50


async def test_a_move_in_steps_is_made_from_the_private_chat(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch(inline=True)
    group, players = await three_players(fake, proc, "deals=1")
    fake.user_message(players[0], group, "/start")
    await proc.settle()
    # The list's top button: /start hand_1 in the private chat shows the hand with its buttons.
    fake.private_message(players[1], "/start hand_1")
    await proc.settle()
    (hand,) = hand_messages(fake, players[1])
    assert "Your cards" in hand["text"]


async def test_without_inline_feedback_the_posted_lines_play(
    fake: FakeTelegram, launch: Launch
) -> None:
    fake.inline_feedback = False  # BotFather's /setinlinefeedback left off: no chosen results
    proc, group, players, table = await _dealt(fake, launch)
    for _ in range(6):
        asked = [(p, *(await _ask(fake, proc, p))) for p in players]
        player, query, answer = next((p, q, a) for p, q, a in asked if a["results"])
        version = table.version
        pick = choose([r["id"] for r in answer["results"]])
        fake.choose_inline(player, group, query, pick)
        await proc.settle()
        assert table.version > version  # played from its line alone
        # The same line posted again (a double tap) plays nothing more.
        version = table.version
        fake.choose_inline(player, group, query, pick)
        await proc.settle()
        assert table.version == version


async def test_the_group_is_told_only_of_a_hand_asked_for(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch(inline=True)
    people = [fake.make_user(n, n.lower(), started=False) for n in ("Alice", "Bob", "Carol")]
    group = fake.make_group("Stammtisch", creator=people[0])
    fake.user_message(people[0], group, "/new schieberamsch deals=1")
    for person in people[1:]:
        fake.user_message(person, group, "/join")
    fake.user_message(people[0], group, "/start")
    await proc.settle()
    notice = translate("tg.unreachable", "en", name="Bob")[:30]  # "Bob, I cannot send you your…"

    def told() -> list[str]:
        return [m["text"] for m in fake.messages_in(group) if m.get("text", "").startswith(notice)]

    assert told() == []  # playing inline, nobody needs the private chat
    fake.user_message(people[1], group, "/hand")  # but Bob asks for his hand there
    await proc.settle()
    assert len(told()) == 1


async def test_join_seats_the_presser_in_the_group(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch(inline=True)
    assert proc.service is not None
    alice, bob = (fake.make_user(n, n.lower(), started=False) for n in ("Alice", "Bob"))
    group = fake.make_group("Stammtisch", creator=alice)
    fake.user_message(alice, group, "/new schieberamsch")
    await proc.settle()
    lobby = table_message(fake, group)
    (join,) = [b for b in lobby["reply_markup"]["inline_keyboard"][0] if b["text"] == "Join"]
    assert "url" not in join  # not a link into the private chat
    query = fake.click(bob, group, lobby["message_id"], join["callback_data"])
    await proc.settle()
    assert fake.callback_answers[query]["text"] is None
    assert proc.service.tables[1].seat_of(f"tg:{bob['id']}") is not None
