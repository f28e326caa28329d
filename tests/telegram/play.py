"""Reading the fake's chats like a player does, and playing a deal from there."""

from __future__ import annotations

from typing import Any

from bot.buttons import ButtonData
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess

JSON = dict[str, Any]
TABLE_HEADER = "Schieberamsch · table #"
HAND_MARK = "· your hand"
PRIVATE_TEXTS = ("Your cards", "your hand", "In the skat", "You picked up")


def table_messages(fake: FakeTelegram, chat: JSON | int) -> list[JSON]:
    return [m for m in fake.messages_in(chat) if m.get("text", "").startswith(TABLE_HEADER)]


def table_message(fake: FakeTelegram, chat: JSON | int) -> JSON:
    (message,) = table_messages(fake, chat)
    return message


def hand_messages(fake: FakeTelegram, user: JSON) -> list[JSON]:
    if not fake.has_started(user):
        return []
    return [m for m in fake.messages_in(user) if HAND_MARK in m.get("text", "")]


def hand_message(fake: FakeTelegram, user: JSON) -> JSON:
    (message,) = hand_messages(fake, user)
    return message


def actions(message: JSON) -> list[str]:
    rows = message.get("reply_markup", {}).get("inline_keyboard", [])
    return [b["callback_data"] for row in rows for b in row if "callback_data" in b]


def action(data: str) -> str:
    """The action of a button's callback data (``m play SJ``)."""
    parsed = ButtonData.decode(data)
    assert parsed is not None, data
    return parsed.action


def version_of(data: str) -> int:
    """The table version a button's callback data was made at."""
    parsed = ButtonData.decode(data)
    assert parsed is not None, data
    return parsed.version


def choose(data: list[str]) -> str:
    """A deterministic legal choice: push/pass when offered (a plain Ramsch), else a card."""
    moves = [d for d in data if action(d).startswith("m ")]
    for wanted in ("m push", "m pass"):
        for d in moves:
            if action(d) == wanted:
                return d
    plays = [d for d in moves if action(d).startswith("m play ")]
    return (plays or moves or data)[0]


def group_texts(fake: FakeTelegram, chat_id: int) -> list[str]:
    """Every text the bot ever sent or edited into the chat (from the call log)."""
    texts = []
    for call in fake.call_log:
        sent = call.ok and call.method in ("sendMessage", "editMessageText", "sendDocument")
        if sent and call.params.get("chat_id") == chat_id:
            texts.append(str(call.params.get("text") or call.params.get("caption") or ""))
    return texts


def match_over(fake: FakeTelegram, group: JSON) -> bool:
    return any("Match over" in t for t in group_texts(fake, group["id"]))


async def play_until(
    proc: BotProcess,
    group: JSON,
    players: list[JSON],
    *,
    by_command: JSON | None = None,
    max_moves: int | None = None,
) -> int:
    """Players act from their private hand buttons (``by_command`` types in the group) until
    the match is over or ``max_moves`` moves were made; returns the moves made."""
    fake = proc.fake
    moves = 0
    while not match_over(fake, group) and (max_moves is None or moves < max_moves):
        turn = [(p, hand_message(fake, p)) for p in players if hand_messages(fake, p)]
        acting = [(p, m) for p, m in turn if actions(m)]
        assert acting, f"nobody can move; hands: {[m['text'] for _, m in turn]}"
        player, message = acting[0]
        data = choose(actions(message))
        chosen = action(data)
        if by_command is not None and player["id"] == by_command["id"] and chosen[:2] == "m ":
            at = "@stammtisch_bot" if moves % 2 else ""
            verb, *rest = chosen[2:].split()
            fake.user_message(player, group, " ".join([f"/{verb}{at}", *rest]))
        else:
            query = fake.click(player, player["id"], message["message_id"], data)
            await proc.settle()
            assert fake.callback_answers[query]["text"] is None, fake.callback_answers[query]
        await proc.settle()
        moves += 1
        assert moves < 200
    return moves


async def three_players(
    fake: FakeTelegram, proc: BotProcess, options: str, bots: int = 0
) -> tuple[JSON, list[JSON]]:
    """Alice opens a table in a new group; Bob and Carol join (or ``bots`` computers do)."""
    names = ("Alice", "Bob", "Carol")[: 3 - bots]
    people = [fake.make_user(n, n.lower(), started=True) for n in names]
    group = fake.make_group("Stammtisch", creator=people[0])
    fake.user_message(people[0], group, f"/new schieberamsch {options}")
    for person in people[1:]:
        fake.user_message(person, group, "/join")
    for _ in range(bots):
        fake.user_message(people[0], group, "/addbot")
    await proc.settle()
    return group, people
