"""Links from Discord to the web table (issue 22): a link button under a player's hand,
and beside each match ``/history`` lists, a link to its replay (issue 23).

Discord has no Mini App: a player's hand (the DM and the ephemeral hand view) carries a link
button to ``<STAMMTISCH_WEB_URL>/table/<id>?t=<token>``, the token signed for that user and
table (``adapters.web.auth``) and short-lived (``LINK_SECONDS``): the button is signed anew at
every edit of the hand, and ``/hand`` shows a fresh one. The web server checks the token
with the same secret (``STAMMTISCH_WEB_SECRET``; ``make run`` makes one for the process when
none is set, so that both sides share it). Without ``STAMMTISCH_WEB_URL`` there is no button.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import discord

from adapters.discord.components import board_view
from adapters.discord.outgoing import Payload, chat_key, user_key
from adapters.web.auth import sign_token
from adapters.web.replay import replay_url
from bot.i18n import translate

LINK_SECONDS = 3600  # a hand's link to the web table lasts an hour


@dataclass(frozen=True)
class WebLinks:
    base_url: str
    secret: bytes = field(repr=False)
    seconds: int = LINK_SECONDS
    clock: Callable[[], float] = time.time

    def table(self, table_id: int, user: str) -> str:
        """The web table ``table_id`` as ``user`` (a user key, ``dc:<id>``) sees it."""
        token = sign_token(self.secret, table_id, user, self.clock(), self.seconds)
        return f"{self.base_url.rstrip('/')}/table/{table_id}?t={token}"

    def replay(self, table_id: int, key: str) -> str:
        """The replay page of the finished ``table_id`` for ``key`` (a channel's key: anyone
        in it; a user's), valid a week (``adapters.web.replay``)."""
        return replay_url(self.base_url, self.secret, table_id, key, self.clock())


class Languages(Protocol):
    """Whom a text is for, in which language (the table service)."""

    def chat_language(self, chat: str) -> str: ...

    def user_language(self, user: str) -> str: ...


def hand_link(
    web: WebLinks | None, languages: Languages, user_id: int, table_id: int
) -> tuple[str, str] | None:
    """The link button under a hand (label, URL): the web table as this user sees it, with
    a fresh token; None without a web table."""
    if web is None:
        return None
    key = user_key(user_id)
    return translate("dc.web_table", languages.user_language(key)), web.table(table_id, key)


def listing_view(
    web: WebLinks | None, languages: Languages, board: Payload, kind: str, target: int
) -> discord.ui.View | None:
    """The buttons of a listing (``/history``) sent to a channel (``kind`` "chat") or a
    user, with a replay link beside each match's record button where the web table is
    configured: signed for that channel (anyone in it may watch) or user, in their language."""
    key = chat_key(target) if kind == "chat" else user_key(target)
    if web is None:
        return board_view(board, lambda table_id: None)
    lang = languages.chat_language(key) if kind == "chat" else languages.user_language(key)

    def replay(table_id: int) -> tuple[str, str]:
        return translate("history.replay", lang, id=table_id), web.replay(table_id, key)

    return board_view(board, replay)
