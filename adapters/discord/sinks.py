"""Messages kept up to date in place, and the work of a Discord lane of the delivery queue.

A ``Sink`` is one such message (the table message, a DM hand, an ephemeral hand view): what it
should show (``want``) and what it shows (``have``). Work for one channel or one user runs in
one lane of ``bot.delivery`` with one worker: a ``Post`` (lines, texts, files) is plain work,
a ``Sync`` (bring a sink up to date, send a turn notice) is keyed by its kind and table, so
while a call is under way (or held up by a rate limit) new states merely replace ``want``
and edits coalesce to the latest state.
An interaction answer may show a state itself (``shown``); afterwards ``settle`` asks the
lane for one more edit when the two may have crossed.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

import discord

from adapters.discord.outgoing import Payload
from bot.delivery import Item, Lane


@dataclass
class Sink:
    want: Payload | None = None
    have: Payload | None = None
    generation: int = 0  # bumped when an answer showed a state; a lane's older edit yields
    inflight: bool = False
    message_id: int | None = None
    loaded: bool = False  # the stored message id was looked up
    closed: bool = False  # DMs refused (50007) for this table
    seat: int | None = None

    def dirty(self) -> bool:
        return self.want is not None and self.want != self.have

    def shown(self, payload: Payload) -> None:
        """An interaction answer is about to show ``payload`` on this message."""
        self.have = payload
        self.generation += 1

    @contextlib.contextmanager
    def syncing(self) -> Iterator[Payload]:
        """A lane's edit of ``want``: in flight meanwhile; shown afterwards unless an answer
        showed a state of its own in between (whatever the edit's outcome)."""
        payload, generation = self.want, self.generation
        assert payload is not None
        self.inflight = True
        try:
            yield payload
        finally:
            self.inflight = False
            if self.generation == generation:
                self.have = payload

    def settle(self, payload: Payload, ok: bool) -> bool:
        """The answer is done; True when the lane must edit once more to be sure."""
        if ok and not self.inflight and self.want == payload:
            return False
        self.have = None
        self.generation += 1
        return True


@dataclass
class EphemeralHand:
    """A hand shown ephemerally, editable through its interaction's token for 15 minutes."""

    interaction: discord.Interaction[Any]
    message_id: int | None  # None: the interaction's original response
    expires: float  # on the delivery's clock
    sink: Sink
    ready: asyncio.Event = field(default_factory=asyncio.Event)  # the answer went out
    recheck: bool = False  # an edit through the view it replaced was under way


@dataclass(frozen=True)
class Post:
    """Plain work: a line (a text), a file with its caption, or a message with buttons
    (``board``: sent as it is, never joined to lines)."""

    text: str
    file: tuple[str, bytes] | None = None
    board: Payload | None = None

    @property
    def alone(self) -> bool:
        """Sent as a message of its own (a file, a board), not joined to other lines."""
        return self.file is not None or self.board is not None


TABLE, HAND, TURN, VIEW = "table", "hand", "turn", "view"


@dataclass(frozen=True)
class Sync:
    """Keyed work: bring the table's sink of this kind up to date (``TURN``: send ``payload``
    as the new turn notice). Its key is (kind, table id)."""

    kind: str
    table_id: int
    payload: Payload | None = None

    @property
    def key(self) -> tuple[str, int]:
        return (self.kind, self.table_id)


Work = Item[Post | Sync]


class RankedLane(Lane[Work]):
    """A lane that takes its kinds of work in rank order (``RANKS``), each oldest first."""

    RANKS: ClassVar[Mapping[str, int]] = {}  # "line", "file" and the Sync kinds -> rank

    def order(self, item: Work) -> tuple[int, float, int]:
        work = item.payload
        kind = work.kind if isinstance(work, Sync) else "file" if work.alone else "line"
        return (self.RANKS[kind], item.since, item.seq)
