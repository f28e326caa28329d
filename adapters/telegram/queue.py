"""What one Telegram chat still has to receive: slots to bring up to date, messages to send.

A slot (the group's table message, a player's private hand) holds only its latest content:
changes that arrive while the chat waits for its next turn replace each other (coalescing).
Plain texts waiting in a row go out as one message. The oldest pending change goes first;
within one batch of the service's messages the slot goes before the texts.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from bot.outbox import Message

MAX_TEXT = 4096  # Telegram's limit, in UTF-16 code units
MAX_BACKLOG = 50  # messages kept for a private chat that refuses us, until /start


@dataclass
class Pending:
    message: Message
    since: float  # clock time of the change (one value per batch of the service's messages)
    seq: int  # arrival order
    slot_key: str | None = None  # kv key of the edited-in-place message, or None: a new one
    fresh: bool = False  # a slot to send anew at the bottom of the chat (e.g. /hand)
    attempts: int = 0

    @property
    def plain(self) -> bool:
        return self.slot_key is None and not self.message.buttons and self.message.file is None

    def order(self) -> tuple[float, int, int]:
        return (self.since, 0 if self.slot_key else 1, self.seq)


class ChatQueue:
    def __init__(self, chat_id: int, interval: float) -> None:
        self.chat_id = chat_id
        self.interval = interval
        self.slots: dict[str, Pending] = {}
        self.sends: list[Pending] = []
        self.next_free = float("-inf")  # clock time of the next allowed call
        self.blocked = False  # a private chat that answered 403; released by the user
        self.working = False
        self.wake = asyncio.Event()

    def has_pending(self) -> bool:
        return bool(self.slots or self.sends)

    def ready(self) -> bool:
        return self.has_pending() and not self.blocked

    def put(self, item: Pending) -> None:
        if self.blocked and item.message.alert:
            return  # an answer to input of long ago would only confuse later
        if item.slot_key is None:
            self.sends.append(item)
            if self.blocked and len(self.sends) > MAX_BACKLOG:
                del self.sends[0]
        else:
            old = self.slots.get(item.slot_key)
            if old is not None:
                if _older(item.message, old.message):
                    return  # a late copy of an earlier state
                item.since, item.fresh = min(old.since, item.since), old.fresh or item.fresh
            self.slots[item.slot_key] = item
        self.wake.set()

    def put_back(self, items: list[Pending]) -> None:
        """Return a failed operation; a newer change of the same slot wins over it."""
        for item in items:
            item.attempts += 1
            if item.slot_key is None:
                continue
            self.slots.setdefault(item.slot_key, item)
        self.sends[0:0] = [item for item in items if item.slot_key is None]
        self.wake.set()

    def take(self) -> list[Pending]:
        """The next operation: one slot, or a run of sends (plain texts merged)."""
        slot = min(self.slots.values(), key=Pending.order, default=None)
        if slot is not None and (not self.sends or slot.order() < self.sends[0].order()):
            del self.slots[slot.slot_key or ""]
            return [slot]
        batch = [self.sends.pop(0)]
        if batch[0].plain:
            size = text_size(batch[0].message.text)
            while self.sends and self.sends[0].plain:
                following = self.sends[0].message
                if following.target != batch[0].message.target:
                    break
                size += 1 + text_size(following.text)
                if size > MAX_TEXT:
                    break
                batch.append(self.sends.pop(0))
        return batch

    def drop_all(self) -> int:
        count = len(self.slots) + len(self.sends)
        self.slots.clear()
        self.sends.clear()
        return count


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
