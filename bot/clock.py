"""Time comes from one clock object, so tests replace it with a fake one and never sleep."""

from __future__ import annotations

import time


class Clock:
    """Wall-clock time in seconds since the epoch."""

    def now(self) -> float:
        return time.time()


class FakeClock(Clock):
    """A clock that moves only when a test says so."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.time = start

    def now(self) -> float:
        return self.time

    def advance(self, seconds: float) -> None:
        self.time += seconds
