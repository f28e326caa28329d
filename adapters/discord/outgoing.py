"""The service's messages sorted by where they go on Discord (a pure step, no I/O).

Every text is escaped here, once, before it is cut to Discord's lengths (``escape``): the
service's texts are plain (Telegram shows them as they are), so whatever would be Discord
markdown or a mention in them (a player's name, a typed word) is shown as written instead.

Keys: a chat is ``dc:<channel id>``, a user ``dc:<user id>``. Group lines are gathered per
channel (they are coalesced into as few messages as fit 2,000 characters), the table message
and each private hand keep only their latest state, and a private line about a table is shown
on top of that player's hand when the batch carries one. A "your turn" notification (slot
``turn``) is kept apart: it goes out as a new DM of its own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from bot.outbox import Button, Message
from bot.store import shown_digest

PREFIX = "dc"
TEXT_LIMIT = 2000
ZERO_WIDTH = "\u200b"
# Anywhere: emphasis, code, strike-through, spoilers, a masked link's brackets, and the
# backslash itself. At a line's start: headings, subtext, lists, quotes. Mentions (@everyone,
# <@id>, <@&role>), channel links, timestamps and custom emoji are broken by a zero-width
# space after their "@" or "<", so they show as typed and neither ping nor render.
_INLINE = re.compile(r"[\\*_~`|\[\]]")
_LINE_START = re.compile(r"^([ \t]*)(?:(#{1,3}|-#|-|>{1,3})|(\d+)\.)(?=[ \t])", re.MULTILINE)
_MENTION = re.compile(r"@|<(?=[#:/]|[a-z]+:)")


def chat_key(channel_id: int) -> str:
    return f"{PREFIX}:{channel_id}"


def user_key(user_id: int) -> str:
    return f"{PREFIX}:{user_id}"


def key_id(key: str) -> int | None:
    """The Discord id in ``dc:<id>``; None for another platform's key."""
    prefix, _, rest = key.partition(":")
    return int(rest) if prefix == PREFIX and rest.isdigit() else None


@dataclass(frozen=True)
class Payload:
    """What a kept-up-to-date message shows: its text and its buttons (rows of the service's)."""

    text: str
    buttons: tuple[tuple[Button, ...], ...] = ()
    retire: bool = False  # a turn notice: delete the previous one, send nothing
    # The service's message it shows, as the store keeps it (``shown_digest``); None when
    # it shows more (private lines joined to a hand), so that a restart shows it again.
    digest: str | None = field(default=None, compare=False)

    @classmethod
    def of(cls, message: Message, notes: Sequence[str] = (), digest: str | None = None) -> Payload:
        text = "\n".join([*notes, message.text]) if notes else message.text
        rows = tuple(tuple(row) for row in message.buttons if row)
        return cls(clip(text), rows, message.retire, None if notes else digest)


@dataclass(frozen=True)
class TableView:
    channel_id: int
    payload: Payload


@dataclass(frozen=True)
class HandView:
    seat: int | None
    payload: Payload


@dataclass
class Batch:
    lines: dict[int, list[str]] = field(default_factory=dict)  # channel -> group lines
    files: list[tuple[str, int, Message]] = field(default_factory=list)  # kind, id, message
    tables: dict[int, TableView] = field(default_factory=dict)  # table id -> latest view
    hands: dict[tuple[int, int], HandView] = field(default_factory=dict)  # (user, table)
    texts: dict[int, list[str]] = field(default_factory=dict)  # user -> private lines
    turns: dict[tuple[int, int], Payload] = field(default_factory=dict)  # (user, table)
    alerts: dict[int, list[str]] = field(default_factory=dict)  # user -> alerts
    # A message with buttons that is neither a table nor a hand (the /history listing, a
    # record button per match): kind ("chat" or "user"), the id, what it shows.
    boards: list[tuple[str, int, Payload]] = field(default_factory=list)


def escape(text: str) -> str:
    """``text`` as Discord shows it verbatim: no markdown, no masked link, no mention."""
    text = _INLINE.sub(lambda m: "\\" + m[0], text)
    text = _LINE_START.sub(_escape_line_start, text)
    return _MENTION.sub(lambda m: m[0] + ZERO_WIDTH, text)


def _escape_line_start(match: re.Match[str]) -> str:
    indent, mark, number = match[1], match[2], match[3]
    return f"{indent}\\{mark}" if mark else f"{indent}{number}\\."  # "1. " numbers a list


def sort_messages(messages: Iterable[Message]) -> Batch:
    batch = Batch()
    private: list[tuple[int, int | None, str]] = []
    for message in messages:
        target = key_id(message.target.key)
        if target is None:
            continue
        digest = shown_digest(message) if message.slot is not None else None
        message = replace(message, text=escape(message.text))
        if message.alert:
            batch.alerts.setdefault(target, []).append(message.text)
        elif message.buttons and message.slot is None and message.file is None:
            batch.boards.append((message.target.kind, target, Payload.of(message)))
        elif message.target.kind == "chat":
            if message.slot == "table" and message.table_id is not None:
                batch.tables[message.table_id] = TableView(target, Payload.of(message, (), digest))
            elif message.file is not None:
                batch.files.append(("chat", target, message))
            elif message.text:
                batch.lines.setdefault(target, []).append(message.text)
        elif message.file is not None:
            batch.files.append(("user", target, message))
        elif message.slot == "hand" and message.table_id is not None:
            own = Payload.of(message, (), digest)
            batch.hands[(target, message.table_id)] = HandView(message.seat, own)
        elif message.slot == "turn" and message.table_id is not None:
            batch.turns[(target, message.table_id)] = Payload.of(message, (), digest)
        elif message.text:
            private.append((target, message.table_id, message.text))
    notes: dict[tuple[int, int], list[str]] = {}
    for user, table_id, text in private:
        if table_id is not None and (user, table_id) in batch.hands:
            notes.setdefault((user, table_id), []).append(text)
        else:
            batch.texts.setdefault(user, []).append(text)
    for key, lines in notes.items():
        hand = batch.hands[key]
        shown = Payload(clip("\n".join([*lines, hand.payload.text])), hand.payload.buttons)
        batch.hands[key] = HandView(hand.seat, shown)
    return batch


def clip(text: str, limit: int = TEXT_LIMIT) -> str:
    return text if len(text) <= limit else text[: _cut(text, limit - 1)] + "…"


def _cut(text: str, end: int) -> int:
    """``end``, or one less where ``text[:end]`` would end in the backslash of an escape."""
    head = text[:end]
    return end - 1 if (len(head) - len(head.rstrip("\\"))) % 2 else end


def chunks(lines: Sequence[str], limit: int = TEXT_LIMIT) -> list[str]:
    """Lines joined into as few texts of at most ``limit`` characters as possible."""
    out: list[str] = []
    current = ""
    for block in lines:
        for line in block.split("\n"):
            while len(line) > limit:
                if current:
                    out.append(current)
                    current = ""
                cut = _cut(line, limit)
                out.append(line[:cut])
                line = line[cut:]
            if current and len(current) + 1 + len(line) > limit:
                out.append(current)
                current = line
            else:
                current = f"{current}\n{line}" if current else line
    if current.strip():
        out.append(current)
    return [text for text in out if text.strip()]
