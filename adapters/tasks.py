"""Stopping a background task for sure, within a bound."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

log = logging.getLogger(__name__)


async def stop_task(task: asyncio.Task[Any], bound: float = 5.0) -> bool:
    """Cancel ``task`` and wait until it has ended, at most ``bound`` seconds; True if it did.

    Unlike ``task.cancel(); with suppress(CancelledError): await task`` this neither waits
    for ever on a task that does not end nor swallows a cancellation of the caller itself.
    """
    task.cancel()
    done, _ = await asyncio.wait({task}, timeout=bound)
    if task not in done:
        log.warning("%s did not stop within %.1f s of being cancelled", task.get_name(), bound)
        return False
    if not task.cancelled() and task.exception() is not None:
        log.error("%s had failed", task.get_name(), exc_info=task.exception())
    return True
