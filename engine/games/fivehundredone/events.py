"""501's own events (the shared ones are in engine/events.py)."""

from __future__ import annotations

from typing import ClassVar

from engine.cards import Card
from engine.events import Bid, CardPlayed, Dealt, Event, event


@event
class DealtToActive(Dealt):
    """``seat`` deals deal ``deal`` to the ``active`` seats (the dealer sits out at four)."""

    active: tuple[int, ...]


@event
class Looked(Event):
    """``seat`` looks at its cards (no longer able to bid blind)."""

    kind: ClassVar[str] = "looked"


@event
class HandShown(Event):
    """The ``cards`` of ``seat``'s hand, turned up for it (private to it)."""

    cards: tuple[Card, ...]
    kind: ClassVar[str] = "hand"


@event
class AmountBid(Bid):
    """``seat`` bids ``amount`` (``call`` is its text), ``blind`` or not."""

    amount: int
    blind: bool


@event
class AuctionWon(Event):
    """``seat`` wins the auction at ``bid``, ``blind`` (the hand scores double) or not."""

    bid: int
    blind: bool
    kind: ClassVar[str] = "auction_won"


@event
class TalonShown(Event):
    """The talon ``cards`` are turned up; the bidder ``seat`` takes them."""

    cards: tuple[Card, ...]
    kind: ClassVar[str] = "talon_shown"


@event
class Conceded(Event):
    """The bidder ``seat`` concedes at ``bid``."""

    bid: int
    kind: ClassVar[str] = "conceded"


@event
class ContractAnnounced(Event):
    """The bidder ``seat`` announces ``trump`` (a suit or ``NT``) for ``value``."""

    trump: str
    value: int
    kind: ClassVar[str] = "contract"


@event
class CardGiven(Event):
    """``seat`` gives a card to ``receiver`` (public: not which)."""

    receiver: int
    kind: ClassVar[str] = "card_given"


@event
class CardReceived(Event):
    """``seat`` receives ``card`` from ``giver`` (private to ``seat``)."""

    card: Card
    giver: int
    kind: ClassVar[str] = "card_received"


@event
class PlayStarted(Event):
    """``seat`` leads to the first trick."""

    kind: ClassVar[str] = "play_started"


@event
class MarriagePlayed(CardPlayed):
    """``seat`` leads ``card`` declaring a marriage worth ``marriage`` points."""

    marriage: int
