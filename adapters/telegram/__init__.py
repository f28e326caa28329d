"""Telegram adapter: groups and forum topics host the tables, hands go to private chats.

``create_platform(service)`` reads the settings from the environment (see ``config``).
"""

from __future__ import annotations

from adapters.telegram.config import ConfigError, TelegramConfig
from adapters.telegram.platform import TelegramPlatform
from bot.service import TableService

__all__ = ["ConfigError", "TelegramConfig", "TelegramPlatform", "create_platform"]


def create_platform(service: TableService) -> TelegramPlatform:
    return TelegramPlatform(service, TelegramConfig.from_env())
