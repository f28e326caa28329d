"""What one Telegram chat still has to receive: its lane in the delivery queue (``bot.delivery``).

A slot (the group's table message, a player's private hand) holds only its latest content:
changes that arrive while the chat waits for its next turn replace each other (coalescing),
and a late copy of an older state is ignored. Plain texts waiting in a row go out as one
message. A hand someone waits for goes first (its ``Priority``: the mover's, then a player's
now to move), then the oldest pending change; within one batch of the service's messages the
slot goes before the texts. A private chat that refused us is held, keeping at most
``MAX_BACKLOG`` messages and no answers to input.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.delivery import Item, Lane, Priority
from bot.outbox import Message

MAX_TEXT = 4096  # Telegram's limit, in UTF-16 code units
MAX_BACKLOG = 50  # messages kept for a private chat that refuses us, until /start


@dataclass
class Pending(Item[Message]):
    """``key`` is the slot's message reference key (see ``delivery.slot_key``) or None."""

    fresh: bool = False  # a slot to send anew at the bottom of the chat (e.g. /hand)
    priority: int = Priority.OTHER  # at the rate gate (see ``delivery.priority``)

    @property
    def message(self) -> Message:
        return self.payload

    @property
    def slot_key(self) -> str | None:
        return None if self.key is None else str(self.key)

    @property
    def plain(self) -> bool:
        return self.key is None and not self.message.buttons and self.message.file is None


class ChatQueue(Lane[Pending]):
    def __init__(self, chat_id: int, interval: float) -> None:
        super().__init__(chat_id, interval)
        self.chat_id = chat_id

    @property
    def blocked(self) -> bool:
        """A private chat that answered 403; released when the user writes to the bot."""
        return self.held

    @blocked.setter
    def blocked(self, value: bool) -> None:
        self.held = value

    @property
    def sends(self) -> list[Pending]:
        return self.plain

    def put(self, item: Pending) -> None:
        if self.blocked and item.message.alert:
            return  # an answer to input of long ago would only confuse later
        super().put(item)
        if self.blocked and len(self.plain) > MAX_BACKLOG:
            del self.plain[0]

    def supersede(self, old: Pending, new: Pending) -> bool:
        if _older(new.message, old.message):
            return False  # a late copy of an earlier state
        new.fresh = old.fresh or new.fresh
        new.priority = min(old.priority, new.priority)  # the mover's hand stays theirs
        return True

    def priority_of(self, item: Pending) -> int:
        return Priority.RESTORED if item.background else item.priority

    def order(self, item: Pending) -> tuple[Any, ...]:
        # A hand someone waits for (the mover's, a player's now to move) first; the rest
        # oldest first, so that a busy table's message does not hold back the lines.
        return (min(self.priority_of(item), Priority.TABLE), *item.order())

    def joins(self, run: list[Pending], following: Pending) -> bool:
        first = run[0]
        if not (first.plain and following.plain):
            return False
        if following.message.target != first.message.target:
            return False
        size = sum(text_size(p.message.text) for p in run) + len(run) - 1
        return size + 1 + text_size(following.message.text) <= MAX_TEXT


def _older(new: Message, old: Message) -> bool:
    return new.version is not None and old.version is not None and new.version < old.version


def text_size(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def split_text(text: str, limit: int = MAX_TEXT) -> list[str]:
    """Chunks of at most ``limit`` UTF-16 units, cut at line ends where possible."""
    pieces: list[str] = []
    for line in (text if text.strip() else "…").split("\n"):
        while text_size(line) > limit:
            cut = limit
            while text_size(line[:cut]) > limit:
                cut -= 1
            pieces.append(line[:cut])
            line = line[cut:]
        pieces.append(line)
    chunks: list[list[str]] = [[]]
    size = 0
    for piece in pieces:
        extra = text_size(piece) + (1 if chunks[-1] else 0)
        if chunks[-1] and size + extra > limit:
            chunks.append([])
            size, extra = 0, text_size(piece)
        chunks[-1].append(piece)
        size += extra
    return ["\n".join(chunk) for chunk in chunks if "".join(chunk).strip()] or ["…"]
