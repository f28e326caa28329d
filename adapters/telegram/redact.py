"""Keep the bot token out of the logs.

The Bot API puts the token in every URL; python-telegram-bot logs its base URL at DEBUG and
httpx logs request URLs at INFO (``stammtisch run`` sets httpx to WARNING as well). This
filter rewrites any record of those loggers that still contains the token.
"""

from __future__ import annotations

import logging

URL_LOGGERS = ("telegram.Bot", "telegram.ext.ExtBot", "httpx", "httpcore")


class RedactToken(logging.Filter):
    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        if self.token and self.token in text:
            record.msg, record.args = text.replace(self.token, "<token>"), None
        return True


def redact_token(token: str) -> None:
    """Install the filter on the loggers that print URLs (once per token)."""
    for name in URL_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactToken) and f.token == token for f in logger.filters):
            logger.addFilter(RedactToken(token))
