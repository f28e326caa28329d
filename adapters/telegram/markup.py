"""The service's buttons as Telegram inline keyboards.

In a group, Join and "My hand" become deep links (``t.me/<bot>?start=join_7``): pressing one
opens the private chat with the bot, which is where the cards go. Every other button carries
the service's data (``bot.buttons``) unchanged as callback data (at most 64 bytes).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from adapters.telegram.keys import deep_link, hand_payload, join_payload, web_app_link
from bot.buttons import MAX_BYTES, ButtonData
from bot.outbox import Button

log = logging.getLogger(__name__)

MAX_CALLBACK_DATA = MAX_BYTES
MAX_BUTTONS = 100
LINK_ACTIONS = {"join": join_payload, "h": hand_payload}
CARDS = "🃏"  # the web table's button: a picture of cards, the same in every language
REPLAY = "▶"  # a finished match's replay page, beside its record button


def keyboard(
    rows: list[list[Button]],
    bot_username: str,
    in_group: bool,
    web_app: str | None = None,
    replay: Callable[[int], str] | None = None,
    inline: bool = False,
) -> InlineKeyboardMarkup | None:
    """``web_app``: the Mini App's short name; in a group, "My hand" gets a 🃏 beside it
    that opens the table as cards (the web table). ``replay``: the replay page of a
    finished match (``adapters.web.replay``); a match's record button (``/history``) gets
    a ▶ beside it that opens it. ``inline``: play is by inline mode, so "My hand" in a
    group opens the player's list of moves right there (``adapters.telegram.inline``)."""
    result: list[list[InlineKeyboardButton]] = []
    count = 0
    for row in rows:
        line: list[InlineKeyboardButton] = []
        for button in row:
            if count >= MAX_BUTTONS:
                log.warning("keyboard cut at %d buttons", MAX_BUTTONS)
                break
            made = _button(button, bot_username, in_group, inline)
            if made is not None:
                line.append(made)
                count += 1
            parsed = ButtonData.decode(button.data)
            if web_app and in_group and parsed is not None and parsed.verb == "h":
                link = web_app_link(bot_username, web_app, parsed.table)
                line.append(InlineKeyboardButton(CARDS, url=link))
                count += 1
            if replay is not None and parsed is not None and parsed.action == "x":
                line.append(InlineKeyboardButton(REPLAY, url=replay(parsed.table)))
                count += 1
        if line:
            result.append(line)
    return InlineKeyboardMarkup(result) if result else None


def _button(
    button: Button, bot_username: str, in_group: bool, inline: bool = False
) -> InlineKeyboardButton | None:
    parsed = ButtonData.decode(button.data)
    verb = parsed.verb if parsed is not None else ""
    if in_group and inline and verb == "h":
        return InlineKeyboardButton(button.label, switch_inline_query_current_chat="")
    # Inline play needs no private chat: Join seats the presser where they pressed it.
    if parsed is not None and in_group and verb in LINK_ACTIONS and not (inline and verb == "join"):
        payload = LINK_ACTIONS[verb](parsed.table, parsed.argument)
        return InlineKeyboardButton(button.label, url=deep_link(bot_username, payload))
    if len(button.data.encode()) > MAX_CALLBACK_DATA:
        log.warning("button %r left out: its data is over 64 bytes", button.label)
        return None
    return InlineKeyboardButton(button.label, callback_data=button.data)
