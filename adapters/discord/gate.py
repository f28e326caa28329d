"""Discord's overall rate limit: every REST call the bot makes passes one ``RateGate``
(``bot.delivery``), so the bot never exceeds ``DISCORD_RATE`` calls a second and the most
urgent calls go first (issue 21, item 2).

The gate sits in aiohttp's ``on_request_start`` hook (discord.py's ``http_trace``), that is
after discord.py has waited for a route's own bucket and right before each request goes out,
retries included; so a call held up by its route never spends its turn early. Discord exempts
the interaction endpoints (``/interactions/...`` callbacks and ``/webhooks/...`` follow-ups,
which must answer within 3 s): they pass at once, as does the gateway's websocket.

A lane's operation already has its first call's turn (``bot.delivery.Lanes`` asked the gate
before it took its work, so what changed meanwhile is coalesced): that call spends it if it
goes out within ``fresh`` seconds of the operation's start (``began``), otherwise (it waited
on its route's bucket) it asks again; every further call asks at the operation's priority, a
call from elsewhere (a command sync at start) at ``OTHER``. A global 429 holds the whole gate
for its ``Retry-After``.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from types import SimpleNamespace

import aiohttp
import discord

from bot.delivery import Priority, RateGate, current_grant

log = logging.getLogger(__name__)

# Seconds of turns a late event loop may make up at once (``RateGate``'s ``catch_up``): less
# than Telegram's, for with it the gate stays under Discord's 50 a second at ``DISCORD_RATE``
# 45 (see ``adapters.discord.config``).
CATCH_UP = 0.05
EXEMPT = ("/interactions/", "/webhooks/")  # Discord's global limit does not count them
# The clock time a lane's operation began (its prepaid turn's), while it runs.
began: ContextVar[float | None] = ContextVar("discord_operation_began", default=None)


@contextlib.contextmanager
def operation(now: float) -> Iterator[None]:
    """A lane's operation runs: its prepaid turn was granted at ``now``."""
    token = began.set(now)
    try:
        yield
    finally:
        began.reset(token)


def counted(url: str) -> bool:
    """Whether a request to ``url`` counts against Discord's global limit: a REST call, not
    to an interaction endpoint (nor the gateway's websocket)."""
    base = discord.http.Route.BASE
    if not url.startswith(base):
        return False
    return not url[len(base) :].startswith(EXEMPT)


class DiscordGate:
    """The ``RateGate`` in front of discord.py's HTTP client (see the module's docstring)."""

    def __init__(self, gate: RateGate, fresh: float | None = None) -> None:
        self.gate = gate
        # A prepaid turn is spent only by a call this soon after it was granted: one turn.
        self.fresh = gate.interval if fresh is None else fresh
        self.calls = 0  # counted calls that went out (for tests and the load script)
        self.global_429 = 0

    def trace_config(self) -> aiohttp.TraceConfig:
        config = aiohttp.TraceConfig()
        config.on_request_start.append(self._on_start)
        config.on_request_end.append(self._on_end)
        return config

    async def before(self, url: str) -> None:
        """Wait for the call's turn (if it counts)."""
        if not counted(url):
            return
        grant = current_grant.get()
        priority = grant.priority if grant is not None else Priority.OTHER
        if grant is not None and grant.prepaid > 0:
            grant.prepaid -= 1
            start = began.get()
            if start is not None and self.gate.clock.now() - start <= self.fresh:
                self.calls += 1
                return
        await self.gate.acquire(priority)
        self.calls += 1

    def after(self, url: str, status: int, headers: Mapping[str, str]) -> None:
        """A global 429 (which the gate should prevent) holds every turn for its wait."""
        if status != 429 or headers.get("X-RateLimit-Global", "").lower() != "true":
            return
        self.global_429 += 1
        try:
            wait = float(headers.get("Retry-After", "1"))
        except ValueError:
            wait = 1.0
        log.warning("Discord's global rate limit hit (%s): every call waits %.1f s", url, wait)
        self.gate.hold(self.gate.clock.now() + wait)

    async def _on_start(
        self,
        session: aiohttp.ClientSession,
        context: SimpleNamespace,
        params: aiohttp.TraceRequestStartParams,
    ) -> None:
        await self.before(str(params.url))

    async def _on_end(
        self,
        session: aiohttp.ClientSession,
        context: SimpleNamespace,
        params: aiohttp.TraceRequestEndParams,
    ) -> None:
        response = params.response
        self.after(str(params.url), response.status, response.headers)

    async def close(self) -> None:
        await self.gate.close()
