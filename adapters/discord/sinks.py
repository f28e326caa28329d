"""Messages kept up to date in place, and the lanes that bring them up to date.

A ``Sink`` is one such message (the table message, a DM hand, an ephemeral hand view): what it
should show (``want``) and what it shows (``have``). Work for one channel or one user runs in
one ``Lane``, a task that loops until nothing is left: while a call is under way (or held up
by a rate limit) new states merely replace ``want``, so edits coalesce to the latest state.
An interaction answer may show a state itself (``shown``); afterwards ``settle`` asks the
lane for one more edit when the two may have crossed.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import Any

import discord

from adapters.discord.outgoing import Payload

log = logging.getLogger(__name__)


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
    expires: float
    sink: Sink
    ready: asyncio.Event = field(default_factory=asyncio.Event)  # the answer went out
    recheck: bool = False  # an edit through the view it replaced was under way

    @property
    def expired(self) -> bool:
        return time.monotonic() > self.expires


class Lane:
    """One task at a time per channel or user; ``step`` must always make progress."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.task: asyncio.Task[None] | None = None

    def pending(self) -> bool:
        raise NotImplementedError

    async def step(self) -> None:
        raise NotImplementedError

    def kick(self) -> None:
        if self.pending() and (self.task is None or self.task.done()):
            self.task = asyncio.create_task(self._run(), name=f"discord-lane-{self.name}")

    @property
    def busy(self) -> bool:
        return self.pending() or (self.task is not None and not self.task.done())

    async def _run(self) -> None:
        while self.pending():
            try:
                await self.step()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("delivery step failed in %s", self.name)
