"""Settings of the Telegram adapter, read from the environment.

``TELEGRAM_TOKEN`` (required), ``TELEGRAM_API_BASE`` (root URL of a self-hosted Bot API
server; the adapter appends ``/bot``), webhook mode when ``TELEGRAM_WEBHOOK_URL`` is set
(``TELEGRAM_WEBHOOK_LISTEN``, ``TELEGRAM_WEBHOOK_PORT``, ``TELEGRAM_WEBHOOK_SECRET``),
long polling otherwise. ``TELEGRAM_GROUP_INTERVAL`` and ``TELEGRAM_PRIVATE_INTERVAL`` set
the pacing (seconds between two calls to one chat). ``TELEGRAM_CONCURRENT_UPDATES`` (default
256) is how many updates are handled at once: those of different chats run concurrently, those
of one chat in the order they came (1: one at a time, python-telegram-bot's own default).
``TELEGRAM_RATE`` (default 30, Telegram's documented limit) is how many calls a second the bot
makes to chats over all of them (0: no limit). ``TELEGRAM_FOLLOWING_SECONDS``: a player who
made a move at their table within that many seconds is following it and gets no "your turn"
message (0: only the one the turn comes back to at once goes without; see ``bot.messages``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeVar
from urllib.parse import urlsplit

N = TypeVar("N", int, float)


class ConfigError(ValueError):
    """The environment does not describe a usable Telegram setup."""


@dataclass(frozen=True)
class TelegramConfig:
    token: str = field(repr=False)  # never printed, never logged
    api_base: str | None = None  # e.g. "http://127.0.0.1:8081" (no "/bot")
    webhook_url: str | None = None
    webhook_listen: str = "0.0.0.0"
    webhook_port: int = 8443
    webhook_secret: str | None = field(default=None, repr=False)
    group_interval: float = 4.0  # Telegram: 20 messages a minute per group, edits included
    private_interval: float = 1.0  # Telegram: about one message a second per private chat
    max_retries: int = 3  # retries after a 429 (after retry_after)
    overall_rate: float = 30.0  # calls a second to chats for the whole bot (TELEGRAM_RATE)
    group_rate: float | None = None  # AIORateLimiter's calls a minute per group (None: derived)
    poll_timeout: float = 10.0  # long-poll timeout of getUpdates
    drain_timeout: float = 10.0  # on stop, how long pending sends may still take
    concurrent_updates: int = 256  # updates handled at once (each chat's still in order)
    web_app: str | None = None  # the Mini App's short name (BotFather): the web table's link
    web_url: str | None = None  # the web table's public base: /history's replay links
    web_secret: bytes | None = field(default=None, repr=False)  # signs those links
    following_seconds: float = 0.0  # no "your turn" to a player who moved this recently
    inline: bool = False  # play through inline mode (TELEGRAM_INLINE; adapters.telegram.inline)
    # The command menus are set this long after polling begins: Telegram keeps them between
    # runs, and parsing five languages for them took 0.8 s of the one core at a 5,000-table
    # start, delaying the first answer by as much.
    menus_after: float = 10.0

    @property
    def base_url(self) -> str | None:
        """What ``ApplicationBuilder.base_url`` takes: the root with ``/bot`` appended."""
        return f"{self.api_base.rstrip('/')}/bot" if self.api_base else None

    @property
    def webhook_path(self) -> str:
        """The path the local webhook server listens on: the path of the public URL."""
        return urlsplit(self.webhook_url or "").path.strip("/")

    @property
    def group_rate_limit(self) -> float:
        """Group calls a minute for AIORateLimiter: Telegram's 20, unless pacing is faster.

        The adapter's own pacing (``group_interval``) is the real limit; the library's
        limiter only backs it up, so a deliberately faster setting (a local Bot API server,
        the tests) is not throttled again.
        """
        if self.group_rate is not None:
            return self.group_rate
        if self.group_interval >= 3.0:
            return 20.0
        return max(20.0, 60.0 / max(self.group_interval, 0.01))

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> TelegramConfig:
        env = os.environ if environ is None else environ
        token = env.get("TELEGRAM_TOKEN", "").strip()
        if not token:
            raise ConfigError("TELEGRAM_TOKEN is not set")
        webhook_url = env.get("TELEGRAM_WEBHOOK_URL", "").strip() or None
        if webhook_url and urlsplit(webhook_url).scheme not in ("http", "https"):
            raise ConfigError("TELEGRAM_WEBHOOK_URL must be an http(s) URL")
        return cls(
            token=token,
            api_base=env.get("TELEGRAM_API_BASE", "").strip().rstrip("/") or None,
            webhook_url=webhook_url,
            webhook_listen=env.get("TELEGRAM_WEBHOOK_LISTEN", "").strip() or "0.0.0.0",
            webhook_port=_number(env, "TELEGRAM_WEBHOOK_PORT", 8443, int),
            webhook_secret=env.get("TELEGRAM_WEBHOOK_SECRET", "").strip() or None,
            group_interval=_number(env, "TELEGRAM_GROUP_INTERVAL", 4.0, float),
            private_interval=_number(env, "TELEGRAM_PRIVATE_INTERVAL", 1.0, float),
            concurrent_updates=max(1, _number(env, "TELEGRAM_CONCURRENT_UPDATES", 256, int)),
            overall_rate=_number(env, "TELEGRAM_RATE", 30.0, float),
            following_seconds=_number(env, "TELEGRAM_FOLLOWING_SECONDS", 0.0, float),
            inline=_switch(env, "TELEGRAM_INLINE"),
            web_app=_web_app(env),
            web_url=env.get("STAMMTISCH_WEB_URL", "").strip().rstrip("/") or None,
            web_secret=env.get("STAMMTISCH_WEB_SECRET", "").strip().encode() or None,
        )


def _web_app(env: Mapping[str, str]) -> str | None:
    """``TELEGRAM_WEBAPP``, the Mini App's short name, where the web table is served
    (``STAMMTISCH_WEB_URL``); a name Telegram would not take is refused."""
    name = env.get("TELEGRAM_WEBAPP", "").strip()
    if not name or not env.get("STAMMTISCH_WEB_URL", "").strip():
        return None
    if not re.fullmatch(r"[A-Za-z0-9_]{3,30}", name):
        raise ConfigError("TELEGRAM_WEBAPP must be the Mini App's short name (3-30 letters)")
    return name


def _switch(env: Mapping[str, str], name: str) -> bool:
    text = env.get(name, "").strip().lower()
    if text in ("", "0", "off", "no", "false"):
        return False
    if text in ("1", "on", "yes", "true"):
        return True
    raise ConfigError(f"{name} must be on or off, not {text!r}")


def _number(env: Mapping[str, str], name: str, default: N, kind: type[N]) -> N:
    text = env.get(name, "").strip()
    if not text:
        return default
    try:
        value = kind(text)
    except ValueError:
        raise ConfigError(f"{name} must be a number, not {text!r}") from None
    if value < 0:
        raise ConfigError(f"{name} must not be negative")
    return value
