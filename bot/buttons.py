"""The one button protocol: what a button carries, written and read in one place.

A button's data is ``<table>:<version>:<seat>:<action>`` (``7:12:0:m play SJ``): the table,
the table's version when the button was shown (a stale move button is refused), the seat
whose button it is (empty on buttons anyone may press: Join, Add bot, Start, My hand), and
the action. This is the format buttons have always had, so a button on a message sent
before a restart (or before this module) still decodes and works.

Actions: ``m <move words>`` (make the move), ``p <prefix>`` (a picker's next step),
``s <selection>`` (toggle cards of a selection), ``h`` (my hand), ``join <token>`` (the
lobby's Join, bound to the table's join token), ``addbot``, ``start``.

``encode`` is kept within Telegram's callback data (``MAX_BYTES``, UTF-8) and, behind
Discord's ``st:``, its custom ids (100 characters): a move button names a seat by its number,
never by its name. ``tests/bot/test_buttons.py`` checks it over every button the games
show. Only this module writes or reads the format: the service, the adapters and the tests'
drivers use ``ButtonData``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.numbers import parse_int

MAX_BYTES = 64  # what encode may write: Telegram's callback data (Discord's 100 is looser)
# What decode reads: the longest data a platform can hand back, a Discord select's id prefix
# plus its value (buttons from before names became seat numbers in moves were longer than 64
# bytes and still work). Anything longer is refused unread.
MAX_READ = 200
SEP = ":"


@dataclass(frozen=True)
class ButtonData:
    """A button's payload. ``seat`` is None on buttons anyone at the table may press."""

    table: int
    version: int
    seat: int | None
    action: str

    def encode(self) -> str:
        """``7:12:0:m play SJ`` (``7:12::start`` without a seat)."""
        seat = "" if self.seat is None else str(self.seat)
        return f"{self.table}{SEP}{self.version}{SEP}{seat}{SEP}{self.action}"

    @property
    def verb(self) -> str:
        """The action's first word: ``m``, ``p``, ``s``, ``h``, ``join``, ``addbot``, ``start``."""
        return self.action.partition(" ")[0]

    @property
    def argument(self) -> str:
        """The action after its verb: the move words, the picker prefix, the join token."""
        return self.action.partition(" ")[2]

    @staticmethod
    def decode(text: str) -> ButtonData | None:
        """The payload ``text`` carries, or None when it is not one ``encode`` writes: four
        parts, the numbers ASCII digits without sign or leading zero, a non-empty action
        without line breaks or outer spaces, at most ``MAX_READ`` characters. Never raises."""
        if not isinstance(text, str) or len(text) > MAX_READ:
            return None
        parts = text.split(SEP, 3)
        if len(parts) != 4:
            return None
        table_part, version_part, seat_part, action = parts
        table = parse_int(table_part, 0, negative=False)
        version = parse_int(version_part, 0, negative=False)
        seat = parse_int(seat_part, 0, negative=False) if seat_part else None
        if table is None or version is None or (seat_part and seat is None):
            return None
        if not action or action != action.strip() or any(c in action for c in "\r\n\x00"):
            return None
        data = ButtonData(table, version, seat, action)
        # One spelling per payload: "07" or "-0" would read as a number ``encode`` never writes.
        return data if data.encode() == text else None
