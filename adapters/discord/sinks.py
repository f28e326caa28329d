"""Messages kept up to date in place, and the work of a Discord lane of the delivery queue.

A ``Sink`` is one such message (the table message, a DM hand, an ephemeral hand view): what it
should show (``want``) and what it shows (``have``). Work for one channel or one user runs in
one lane of ``bot.delivery`` with one worker: a ``Post`` (lines, texts, files) is plain work,
a ``Sync`` (bring a sink up to date, send a turn notice) is keyed by its kind and table, so
while a call is under way (or held up by a rate limit) new states merely replace ``want``
and edits coalesce to the latest state.
An interaction answer may show a state itself (``shown``); afterwards ``settle`` asks the
lane for one more edit when the two may have crossed. An edit that failed leaves the message
as not showing its state: the lane tries again (``failures``, at most ``MAX_ATTEMPTS`` times
for one state), and each sink and post carries its ``Priority`` at the rate gate.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

import discord

from adapters.discord.outgoing import Payload
from bot.delivery import Item, Lane, Priority

MAX_ATTEMPTS = 5  # failed calls for one state of a message (or one post) before it waits


@dataclass
class Sink:
    want: Payload | None = None
    have: Payload | None = None
    generation: int = 0  # bumped when an answer showed a state; a lane's older edit yields
    inflight: bool = False
    sending: Payload | None = None  # the state a lane's edit in flight shows
    message_id: int | None = None
    loaded: bool = False  # the stored message id was looked up
    closed: bool = False  # DMs refused (50007) for this table
    seat: int | None = None
    priority: int = Priority.OTHER  # of the state it waits to show, at the rate gate
    background: bool = False  # that state is a restored table's (after all live work)
    failures: int = 0  # failed edits of the state it waits to show

    def dirty(self) -> bool:
        return self.want is not None and self.want != self.have

    def due(self) -> bool:
        """It shows less than it should and has not given up on this state."""
        return self.dirty() and self.failures < MAX_ATTEMPTS

    def update(self, payload: Payload, priority: int, background: bool = False) -> None:
        """A new state to show; the most urgent of the states waiting sets its priority."""
        if self.dirty():
            priority = min(self.priority, priority)
            background = background and self.background
        if payload != self.want:
            self.failures = 0
        self.want, self.priority, self.background = payload, priority, background

    def shown(self, payload: Payload) -> None:
        """An interaction answer is about to show ``payload`` on this message."""
        self.have = payload
        self.generation += 1

    @contextlib.contextmanager
    def syncing(self) -> Iterator[Payload]:
        """A lane's edit of ``want``: in flight meanwhile; shown afterwards if it succeeded
        (the block raised nothing), unless an answer showed a state of its own in between.
        A failed edit counts in ``failures`` and leaves the sink dirty: it is tried again."""
        payload, generation = self.want, self.generation
        assert payload is not None
        self.inflight, self.sending = True, payload
        try:
            yield payload
        except BaseException:
            if self.want == payload:
                self.failures += 1
            raise
        else:
            if self.want == payload:
                self.failures = 0
            if self.generation == generation:
                self.have = payload
        finally:
            self.inflight, self.sending = False, None

    def settle(self, payload: Payload, ok: bool) -> bool:
        """The answer is done; True when the lane must edit once more to be sure: an edit of
        another state was in flight meanwhile and may land after the answer (one of the same
        state leaves the message right whichever lands last)."""
        crossed = self.inflight and self.sending != payload
        if ok and not crossed and self.want == payload:
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
    priority: int = field(default=Priority.OTHER, compare=False)  # at the rate gate

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

    def priority_of(self, item: Work) -> int:
        """A post's own priority; a sync's from its sink (``sink_priority``); background
        work (a restored table's) last."""
        if item.background:
            return Priority.RESTORED
        work = item.payload
        return work.priority if isinstance(work, Post) else self.sink_priority(work)

    def sink_priority(self, work: Sync) -> int:
        return Priority.OTHER
