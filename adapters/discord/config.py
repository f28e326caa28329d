"""Configuration from the environment, and the one place that points discord.py elsewhere.

``DISCORD_RATE`` (default 45) is how many REST calls a second the bot makes over all its
channels and DMs (``adapters.discord.gate``); 0: no limit. Discord documents 50 requests a
second per bot (the interaction endpoints exempt) and answers more with a global 429 that
holds up every call; the default stays a little under it, because in any one second the gate
lets through up to ``rate`` x (1 + ``gate.CATCH_UP`` + one turn) + 1 calls (a busy event
loop makes up turns it woke up late for; a call may go out up to one turn after its own),
49.2 at 45, and the calls reach Discord with some jitter.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

import discord
import yarl

from adapters.discord.weblink import WebLinks


@dataclass(frozen=True)
class DiscordConfig:
    """``token`` is never shown (not in ``repr``, never logged)."""

    token: str = field(repr=False)
    guild_id: int | None = None  # sync commands to this server at once; globally otherwise
    api_base: str | None = None  # e.g. http://127.0.0.1:8082/api/v10 (tests)
    gateway_url: str | None = None  # e.g. ws://127.0.0.1:8082/gateway (tests)
    guild_ready_timeout: float = 2.0
    ready_timeout: float = 60.0  # how long start() waits for the gateway's READY
    defer_after: float = 1.0  # an interaction not answered by then is deferred (Discord: 3 s)
    hand_view_ttl: float = 14 * 60.0  # an ephemeral hand is editable for 15 minutes
    stop_flush_timeout: float = 5.0  # on stop, how long queued messages may still go out
    shards: int | None = None  # gateway shards; None: as many as GET /gateway/bot recommends
    identify_interval: float = 5.0  # between two shards' IDENTIFYs (Discord: one per 5 s)
    web_url: str | None = None  # the web table's public base: a link under each hand
    web_secret: bytes | None = field(default=None, repr=False)  # signs those links
    overall_rate: float = 45.0  # REST calls a second for the whole bot (DISCORD_RATE)

    @property
    def web_links(self) -> WebLinks | None:
        """The hands' links to the web table; None without a URL (or a secret to sign)."""
        if not self.web_url or not self.web_secret:
            return None
        return WebLinks(self.web_url, self.web_secret)

    def __post_init__(self) -> None:
        if self.shards is not None and self.shards < 1:
            raise ValueError("the number of shards must be at least 1")
        if not self.overall_rate >= 0:  # also NaN
            raise ValueError("DISCORD_RATE must be a number of calls a second (0: no limit)")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> DiscordConfig:
        """``DISCORD_TOKEN`` (required), ``DISCORD_GUILD_ID``, ``DISCORD_API_BASE``,
        ``DISCORD_GATEWAY_URL``, ``DISCORD_SHARDS`` (a fixed shard count; unset: Discord's
        recommendation), ``DISCORD_RATE`` (REST calls a second, see the module's docstring);
        ``STAMMTISCH_WEB_URL`` and ``STAMMTISCH_WEB_SECRET`` for the hands'
        links to the web table (``adapters.discord.weblink``)."""
        source = os.environ if env is None else env
        token = source.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ValueError("DISCORD_TOKEN is not set")
        guild = source.get("DISCORD_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise ValueError("DISCORD_GUILD_ID must be a server id (digits)")
        shards = source.get("DISCORD_SHARDS", "").strip()
        if shards and (not shards.isdigit() or int(shards) < 1):
            raise ValueError("DISCORD_SHARDS must be a number of shards (1 or more)")
        rate = source.get("DISCORD_RATE", "").strip()
        try:
            overall_rate = float(rate) if rate else 45.0
        except ValueError:
            raise ValueError("DISCORD_RATE must be a number of calls a second") from None
        return cls(
            token=token,
            overall_rate=overall_rate,
            guild_id=int(guild) if guild else None,
            api_base=source.get("DISCORD_API_BASE", "").strip() or None,
            gateway_url=source.get("DISCORD_GATEWAY_URL", "").strip() or None,
            shards=int(shards) if shards else None,
            web_url=source.get("STAMMTISCH_WEB_URL", "").strip().rstrip("/") or None,
            web_secret=source.get("STAMMTISCH_WEB_SECRET", "").strip().encode() or None,
        )


def apply_endpoints(api_base: str | None, gateway_url: str | None) -> None:
    """Point discord.py's REST client and gateway at other servers (a local fake in tests).

    Both are plain class attributes of the library; ``DEFAULT_GATEWAY`` must be a ``yarl.URL``.
    """
    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
