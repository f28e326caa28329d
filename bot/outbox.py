"""Platform-neutral outgoing messages: to a chat (the group) or privately to one user.

``slot`` names a message that is edited in place rather than sent anew: ``table`` (the
table message in the group) and ``hand`` (a player's private hand). ``turn`` is the opposite:
a new private message that notifies ("your turn"), replacing (deleting) the previous one;
a ``turn`` message with ``retire`` set only deletes it.
Buttons carry their table, the table's version, the seat and an action, so a stale or
foreign click is refused: ``bot/buttons.py`` (``ButtonData``) is the one encoder and decoder.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Target:
    """``kind`` is ``chat`` (a group, or a forum topic within it) or ``user`` (private)."""

    kind: str
    key: str

    @staticmethod
    def chat(key: str) -> Target:
        return Target("chat", key)

    @staticmethod
    def user(key: str) -> Target:
        return Target("user", key)


@dataclass(frozen=True)
class Button:
    label: str
    data: str  # a ButtonData encoded: "<table id>:<version>:<seat>:<action>", see bot/buttons.py


@dataclass
class Message:
    target: Target
    text: str
    buttons: list[list[Button]] = field(default_factory=list)
    slot: str | None = None
    table_id: int | None = None
    file: tuple[str, bytes] | None = None
    seat: int | None = None  # for a private message: the seat it is about
    alert: bool = False  # an answer to one user's bad input (adapters may show it privately)
    version: int | None = None  # the table's version when what it shows was true
    # Slot ``turn`` only: the turn it notified is over (the move was made elsewhere), so the
    # notice and its buttons go; nothing new is sent.
    retire: bool = False
    # A group line that tells only what a person's move's posted line tells (their pass, the
    # trick it completes; ``bot.offers.told_by_line``): a platform where that line was posted
    # (Telegram's inline pick) may leave it out.
    echo: bool = False
