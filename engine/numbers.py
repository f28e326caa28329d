"""The one reader of numbers typed by people: option values, move numbers, button numbers.

``str.isdigit`` is true for ``²`` and ``٣``, which ``int`` then refuses or reads as 3;
``text.lstrip("-")`` lets ``--5`` through; ``int`` itself takes ``+5``, ``1_000`` and
`` 7 `` and raises ValueError beyond 4,300 digits. So neither is used on user text:
``parse_int`` takes ASCII digits only, with one leading minus where negatives are allowed,
at most ``MAX_DIGITS`` of them, and answers ``None`` for anything else instead of raising.
"""

from __future__ import annotations

import re

# More digits than any count, bid, score or number of seconds the bot takes (10**12 - 1).
MAX_DIGITS = 12
_NUMBER = re.compile(rf"-?[0-9]{{1,{MAX_DIGITS}}}", re.ASCII)


def parse_int(
    text: str, lo: int | None = None, hi: int | None = None, *, negative: bool = True
) -> int | None:
    """``text`` as an int when it is ASCII digits (``-`` first if ``negative``), at most
    ``MAX_DIGITS`` of them, and within ``lo``..``hi`` (each bound inclusive, when given);
    otherwise ``None``. Never raises."""
    if not isinstance(text, str) or _NUMBER.fullmatch(text) is None:
        return None
    if text.startswith("-") and not negative:
        return None
    number = int(text)
    if lo is not None and number < lo:
        return None
    if hi is not None and number > hi:
        return None
    return number


def is_int(text: str, negative: bool = False) -> bool:
    """Whether ``text`` is a number ``parse_int`` reads (not negative unless allowed)."""
    return parse_int(text, negative=negative) is not None
