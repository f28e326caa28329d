"""Bestia's own events (the shared ones are in engine/events.py).

Chip amounts are as the views show them: an int, or a ``"num/den"`` string (``Amount``).
"""

from __future__ import annotations

from typing import ClassVar

from engine.cards import Card
from engine.events import Dealt, Event, event, per_seat

Amount = int | str


@event
class PotDealt(Dealt):
    """``seat`` deals deal ``deal`` for a pot of ``pot``; ``trump_card`` is the card turned
    up (None: it stays face down until the play)."""

    pot: Amount
    trump_card: Card | None


@event
class Robbed(Event):
    """``seat`` robs the turned-up ``trump_card``."""

    trump_card: Card
    kind: ClassVar[str] = "robbed"


@event
class RobDeclined(Event):
    """``seat`` leaves the trump card on the table."""

    kind: ClassVar[str] = "rob_declined"


@event
class Discarded(Event):
    """``seat`` discarded ``card`` for the trump card (private to it)."""

    card: Card
    kind: ClassVar[str] = "discarded"


@event
class TerzoCalled(Event):
    """``seat`` says "terzo se devo"."""

    kind: ClassVar[str] = "terzo"


@event
class Folded(Event):
    """``seat`` folds."""

    kind: ClassVar[str] = "folded"


@event
class Exchanged(Event):
    """``seat`` stays in and exchanges ``count`` cards (0: none)."""

    count: int
    kind: ClassVar[str] = "exchanged"


@event
class Drawn(Event):
    """The cards ``seat`` drew (private to it)."""

    cards: tuple[Card, ...]
    kind: ClassVar[str] = "drawn"


@event
class StockRemade(Event):
    """The discards are shuffled into a new stock of ``stock`` cards as ``seat`` draws."""

    stock: int
    kind: ClassVar[str] = "stock_remade"


@event
class Knocked(Event):
    """``seat`` knocks: no more exchanges."""

    kind: ClassVar[str] = "knocked"


@event
class Stayed(Event):
    """``seat`` plays with the cards dealt."""

    kind: ClassVar[str] = "stayed"


@event
class BucoTaken(Event):
    """``seat`` takes the buco."""

    kind: ClassVar[str] = "buco_taken"


@event
class SafetyStop(Event):
    """A whole round without exchanges: the play starts with no knocker (``seat`` None)."""

    kind: ClassVar[str] = "safety_stop"


@event
class TerzoFolded(Event):
    """``seat`` must fold (terzo se devo)."""

    kind: ClassVar[str] = "terzo_folded"


@event
class PotWon(Event):
    """``seat``, the only one left, takes the whole ``pot`` without play."""

    pot: Amount
    kind: ClassVar[str] = "pot_won"


@event
class PotSplit(Event):
    """``seats`` split the pot without play, ``each`` a share."""

    seats: tuple[int, ...]
    each: Amount
    kind: ClassVar[str] = "pot_split"


@event
class AllPassed(Event):
    """Everyone folded: the ``pot`` carries over."""

    pot: Amount
    kind: ClassVar[str] = "all_passed"


@event
class PlayStarted(Event):
    """The play starts: ``active`` seats are in, ``seat`` leads, ``knocker`` (or None)
    knocked, for a ``stake``."""

    active: tuple[int, ...]
    knocker: int | None
    stake: Amount
    kind: ClassVar[str] = "play_started"


@event
class TrumpRevealed(Event):
    """The face-down ``trump_card`` is turned up."""

    trump_card: Card
    kind: ClassVar[str] = "trump_revealed"


@event
class PotShared(Event):
    """The match is over: what is left in the pot is shared, ``each`` a share."""

    each: Amount
    kind: ClassVar[str] = "pot_shared"


_NEW = object.__new__


def drawn_event(seat: int, cards: tuple[Card, ...]) -> Drawn:
    """``Drawn(seat, cards, to=seat)`` made field by field, without a call of ``__init__``:
    the exchange's hot path makes one per exchange (some 27 a deal)."""
    event = _NEW(Drawn)
    event.seat = event.to = seat  # type: ignore[misc]  # still being made
    event.cards = cards  # type: ignore[misc]
    return event


# Interned, one per seat: the declaration's answers of every deal.
FOLDED = per_seat(Folded, 6)
KNOCKED = per_seat(Knocked, 6)
STAYED = per_seat(Stayed, 6)
TERZO_CALLED = per_seat(TerzoCalled, 6)
TERZO_FOLDED = per_seat(TerzoFolded, 6)
ROB_DECLINED = per_seat(RobDeclined, 6)
SAFETY_STOP = SafetyStop(None)
