"""python-telegram-bot's rate limiter in front of the Bot API: every call to a chat passes the
platform's ``RateGate`` (``bot.delivery``), so the bot never exceeds ``TELEGRAM_RATE`` calls a
second and the most urgent calls go first.

A chat's worker has its first call's turn already (it asked the gate before taking its work,
see ``bot.delivery.Lanes``); any further call of the same operation asks again at its
priority, and a call from elsewhere (an admin check) at ``OTHER``. Answers to button presses
and to inline queries carry no chat and pass at once: Telegram's limit, like PTB's own
limiter, counts calls to chats (an edit of a message posted via inline mode is one). The
per-group limit of PTB's ``AIORateLimiter`` stays as a backstop behind the chats'
pacing. A 429 holds the whole gate for its ``retry_after`` and the call is retried (at most
``max_retries`` times) at its place in the queue.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from datetime import timedelta
from typing import Any

from telegram.error import RetryAfter
from telegram.ext import AIORateLimiter

from bot.delivery import Priority, RateGate, current_grant

log = logging.getLogger(__name__)

Result = bool | dict[str, Any] | list[dict[str, Any]]


class GateLimiter(AIORateLimiter):
    def __init__(self, gate: RateGate, *, group_max_rate: float, max_retries: int) -> None:
        super().__init__(overall_max_rate=0, group_max_rate=group_max_rate, max_retries=0)
        self.gate = gate
        self.retries = max_retries

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, Result]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> Result:
        # A message posted through inline mode has no chat but is one's message all the same.
        counted = data.get("chat_id") is not None or data.get("inline_message_id") is not None
        grant = current_grant.get()
        priority = grant.priority if grant is not None else Priority.OTHER
        for attempt in range(self.retries + 1):
            if counted:
                if grant is not None and grant.prepaid > 0:
                    grant.prepaid -= 1
                else:
                    await self.gate.acquire(priority)
            try:
                return await super().process_request(callback, args, kwargs, endpoint, data, None)
            except RetryAfter as exc:
                wait = _seconds(exc.retry_after)
                self.gate.hold(self.gate.clock.now() + wait)
                if attempt == self.retries:
                    raise
                log.info("%s: flood limit, retrying in %.0f s", endpoint, wait)
        raise AssertionError("unreachable")


def _seconds(value: int | timedelta) -> float:
    return value.total_seconds() if isinstance(value, timedelta) else float(value)
