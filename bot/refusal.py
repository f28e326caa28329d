"""A command or press refused with a translated reason; nothing was changed."""

from __future__ import annotations

from typing import Any


class Refusal(Exception):
    """Raised with the key of the reason (``error.<key>``) and its parameters."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params
