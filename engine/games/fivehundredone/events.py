"""501's own events (the shared ones are in engine/events.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.cards import Card
from engine.events import Bid, CardPlayed, Dealt, Event


@dataclass(frozen=True, slots=True)
class DealtToActive(Dealt):
    """``seat`` deals deal ``deal`` to the ``active`` seats (the dealer sits out at four)."""

    active: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Looked(Event):
    """``seat`` looks at its cards (no longer able to bid blind)."""

    kind: ClassVar[str] = "looked"


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """The ``cards`` of ``seat``'s hand, turned up for it (private to it)."""

    cards: tuple[Card, ...]
    kind: ClassVar[str] = "hand"


@dataclass(frozen=True, slots=True)
class AmountBid(Bid):
    """``seat`` bids ``amount`` (``call`` is its text), ``blind`` or not."""

    amount: int
    blind: bool


@dataclass(frozen=True, slots=True)
class AuctionWon(Event):
    """``seat`` wins the auction at ``bid``, ``blind`` (the hand scores double) or not."""

    bid: int
    blind: bool
    kind: ClassVar[str] = "auction_won"


@dataclass(frozen=True, slots=True)
class TalonShown(Event):
    """The talon ``cards`` are turned up; the bidder ``seat`` takes them."""

    cards: tuple[Card, ...]
    kind: ClassVar[str] = "talon_shown"


@dataclass(frozen=True, slots=True)
class Conceded(Event):
    """The bidder ``seat`` concedes at ``bid``."""

    bid: int
    kind: ClassVar[str] = "conceded"


@dataclass(frozen=True, slots=True)
class ContractAnnounced(Event):
    """The bidder ``seat`` announces ``trump`` (a suit or ``NT``) for ``value``."""

    trump: str
    value: int
    kind: ClassVar[str] = "contract"


@dataclass(frozen=True, slots=True)
class CardGiven(Event):
    """``seat`` gives a card to ``receiver`` (public: not which)."""

    receiver: int
    kind: ClassVar[str] = "card_given"


@dataclass(frozen=True, slots=True)
class CardReceived(Event):
    """``seat`` receives ``card`` from ``giver`` (private to ``seat``)."""

    card: Card
    giver: int
    kind: ClassVar[str] = "card_received"


@dataclass(frozen=True, slots=True)
class PlayStarted(Event):
    """``seat`` leads to the first trick."""

    kind: ClassVar[str] = "play_started"


@dataclass(frozen=True, slots=True)
class MarriagePlayed(CardPlayed):
    """``seat`` leads ``card`` declaring a marriage worth ``marriage`` points."""

    marriage: int
