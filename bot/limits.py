"""Limits per user, so that one person cannot slow a table that others play at.

A group chat takes only so many messages (Telegram: about 20 a minute, edits included), and
the table message of a match shares that budget with everything else the bot posts there.
What is limited, and why these figures:

- Commands: a token bucket per user, ``BURST`` = 20 at once, refilled at ``PER_MINUTE`` = 30
  a minute (one every 2 s). Setting up a table takes five commands (/new, three /addbot,
  /start); a person typing reads the answer before the next one, so no one playing sustains
  one every 2 s for a minute, and 20 absorb any burst of a human. The bucket counts typed
  commands and the lobby buttons (Join, Add computer, Start), which post into the group.
- Moves are not counted when accepted: a move is taken only from the seat to move and only
  once per position, so the game itself bounds them, and a fast player (a Vint bid is several
  presses a few seconds apart, a trick against two computers one press a second) must never
  be told to slow down. A refused typed move (not your turn, an unknown verb) counts, and a
  user with an empty bucket may not try one: junk typed as moves is limited like any command.
- In-game buttons (a move, a step of a picker, My hand) are not counted at all: their refusals
  are answered in the button's own pop-up (Telegram's callback answer, Discord's ephemeral
  reply), which the platform requires anyway, and whatever else they show is the presser's
  private hand. A limit on them would save no message.
- Repeats: a read-only answer (/help, /rules, /score, /last, /standings, /settings) that
  the same chat got within ``REPEAT_SECONDS`` = 30 s is not posted there again; the asker gets
  it privately (an alert: Discord shows it ephemerally, Telegram privately, so the group pays
  nothing). The answer's text is the key, so a changed score is posted at once.
- Lobbies: ``LOBBIES`` = 2 open lobbies created by one user, across all chats. A user sits at
  one table at most, but /new then /leave leaves a lobby open for 30 minutes; two allow a
  lobby left behind by mistake, and stop anyone from holding tables open in many chats.

Time is passed in by the caller (the service's clock), so tests need no sleeping.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from bot.commands import Command
from bot.outbox import Message, Target

BURST = 20  # commands a user may send at once
PER_MINUTE = 30.0  # ... and the rate at which that allowance comes back
REPEAT_SECONDS = 30.0  # the same read-only answer is posted into a chat at most once in this
LOBBIES = 2  # open lobbies one user may have created, across all chats
READ_ONLY = frozenset({"help", "rules", "score", "last", "standings", "settings"})
PRUNE_AT = 4096  # entries kept before the ones that no longer matter are dropped


@dataclass
class _Bucket:
    tokens: float
    at: float  # clock time of ``tokens``


class Limits:
    """The figures and the state (per user, per chat) of the limits above."""

    def __init__(
        self,
        burst: int = BURST,
        per_minute: float = PER_MINUTE,
        repeat_seconds: float = REPEAT_SECONDS,
        lobbies: int = LOBBIES,
        *,
        enabled: bool = True,
    ) -> None:
        if burst < 1 or per_minute <= 0 or lobbies < 1:
            raise ValueError("a limit must allow at least one command and one lobby")
        self.burst = burst
        self.rate = per_minute / 60.0  # tokens a second
        self.repeat_seconds = repeat_seconds
        self.lobbies = lobbies
        self.enabled = enabled
        self._buckets: dict[str, _Bucket] = {}
        self._posted: dict[tuple[str, str], float] = {}  # (chat, answer) -> when posted

    @classmethod
    def off(cls) -> Limits:
        """No limits: for one local user at their own terminal, and for benchmarks."""
        return cls(enabled=False)

    # ---- the command bucket ------------------------------------------------------------
    def _bucket(self, user: str, now: float) -> _Bucket:
        bucket = self._buckets.get(user)
        if bucket is None:
            if len(self._buckets) >= PRUNE_AT:
                self._prune_buckets(now)
            bucket = self._buckets[user] = _Bucket(float(self.burst), now)
        elif now > bucket.at:
            bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.at) * self.rate)
            bucket.at = now
        return bucket

    def _prune_buckets(self, now: float) -> None:
        for user, bucket in list(self._buckets.items()):
            if bucket.tokens + (now - bucket.at) * self.rate >= self.burst:
                del self._buckets[user]  # full again: the same as never seen

    def wait(self, user: str, now: float) -> int:
        """Whole seconds until ``user`` may send a command; 0: now."""
        if not self.enabled:
            return 0
        missing = 1.0 - self._bucket(user, now).tokens
        return 0 if missing <= 0 else max(1, math.ceil(missing / self.rate))

    def charge(self, user: str, now: float) -> None:
        """Count one command of ``user``."""
        if self.enabled:
            bucket = self._bucket(user, now)
            bucket.tokens = max(0.0, bucket.tokens - 1.0)

    def admit(self, user: str, command: Command, now: float) -> int:
        """Before a command: seconds to wait (refused), or 0 (go on; counted unless a move)."""
        wait = self.wait(user, now)
        if wait == 0 and not command.is_move:
            self.charge(user, now)
        return wait

    # ---- after a command ---------------------------------------------------------------
    def settle(
        self, user: str, command: Command, messages: list[Message], now: float
    ) -> list[Message]:
        """After a command ran: a refused move is counted; a read-only answer the chat had
        within ``repeat_seconds`` goes to the asker privately instead."""
        if not self.enabled:
            return messages
        if command.is_move and any(m.alert for m in messages):
            self.charge(user, now)
        if command.name not in READ_ONLY:
            return messages
        return [self._once(user, m, now) for m in messages]

    def _once(self, user: str, message: Message, now: float) -> Message:
        target = message.target
        if target.kind != "chat" or message.alert or message.slot or message.file:
            return message
        key = (target.key, message.text)
        posted = self._posted.get(key)
        if posted is not None and now - posted < self.repeat_seconds:
            return dataclasses.replace(message, target=Target.user(user), alert=True)
        if len(self._posted) >= PRUNE_AT:
            self._posted = {k: t for k, t in self._posted.items() if now - t < self.repeat_seconds}
        self._posted[key] = now
        return message

    # ---- lobbies -----------------------------------------------------------------------
    def lobbies_full(self, open_lobbies: int) -> bool:
        """Whether a user who created ``open_lobbies`` still open may not open another."""
        return self.enabled and open_lobbies >= self.lobbies
