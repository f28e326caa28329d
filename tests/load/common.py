"""What the load scripts share: the process's memory and waiting for a condition."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Callable


def rss_mb() -> float:
    """This process's resident memory, in MiB."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


async def until(check: Callable[[], bool], timeout: float, step: float = 0.005) -> bool:
    """Whether ``check`` came true within ``timeout`` seconds (polled every ``step``)."""
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(step)
    return True
