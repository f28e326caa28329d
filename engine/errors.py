"""The one error a move can raise, with a reason code the bot translates."""

from __future__ import annotations


class IllegalMove(Exception):
    """A move the rules refuse: ``code`` is stable (tests, translations), ``params`` fill text."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        detail = ", ".join(f"{k}={v}" for k, v in params.items())
        super().__init__(f"{code}: {detail}" if detail else code)


class OptionError(ValueError):
    """An unknown option or a value outside what the option allows."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        detail = ", ".join(f"{k}={v}" for k, v in params.items())
        super().__init__(f"{code}: {detail}" if detail else code)
