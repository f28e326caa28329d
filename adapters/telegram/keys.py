"""Telegram ids <-> the bot core's keys, and the deep links that open the private chat.

Users are ``tg:<user id>``; chats ``tg:<chat id>``, a forum topic ``tg:<chat id>/<thread>``.
A private chat's id is its user's id, so ``tg:<user id>`` names both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX = "tg"
_PAYLOAD = re.compile(r"(join|hand)_([0-9]{1,12})(?:_([0-9a-f]{1,32}))?")


def user_key(user_id: int) -> str:
    return f"{PREFIX}:{user_id}"


def chat_key(chat_id: int, thread_id: int | None = None) -> str:
    return f"{PREFIX}:{chat_id}" if thread_id is None else f"{PREFIX}:{chat_id}/{thread_id}"


@dataclass(frozen=True)
class Place:
    """Where a bot-core key points on Telegram: a chat, and maybe a forum topic in it."""

    chat_id: int
    thread_id: int | None = None

    @property
    def is_group(self) -> bool:
        return self.chat_id < 0


def place_of(key: str) -> Place | None:
    """``tg:-100123/7`` -> Place(-100123, 7); None for another platform's or a bad key."""
    prefix, _, rest = key.partition(":")
    chat, _, thread = rest.partition("/")
    try:
        return Place(int(chat), int(thread) if thread else None) if prefix == PREFIX else None
    except ValueError:
        return None


def deep_link(username: str, payload: str) -> str:
    """``https://t.me/<bot>?start=<payload>``: opens the private chat and sends /start."""
    return f"https://t.me/{username}?start={payload}"


def join_payload(table_id: int, token: str = "") -> str:
    """``join_7_<token>``: the token binds the link to the table (not guessable from its id)."""
    return f"join_{table_id}_{token}" if token else f"join_{table_id}"


def hand_payload(table_id: int, token: str = "") -> str:
    return f"hand_{table_id}"


def parse_payload(payload: str) -> tuple[str, int, str] | None:
    """``join_7_ab12`` -> ("join", 7, "ab12"); the token is "" when absent; None for others."""
    match = _PAYLOAD.fullmatch(payload.strip())
    if not match:
        return None
    return match.group(1), int(match.group(2)), match.group(3) or ""


def web_app_link(username: str, app: str, table_id: int) -> str:
    """``https://t.me/<bot>/<app>?startapp=<table>``: opens the table in the Mini App."""
    return f"https://t.me/{username}/{app}?startapp={table_id}"
