"""Typed events: what happened, one immutable dataclass per kind of happening.

Every event has a ``seat`` (who acted or whom it concerns, None for the table) and ``to``
(None: everyone may see it; else the only seat that may). Events several games share are
defined here, with the same fields in every game; a game's own events live in its unit
(``engine/games/<id>/events.py``). ``kind`` names the event for texts
(``event.<game>.<kind>``) and is a class attribute, never a field.

Events are never mutated, so games build the frequent ones once and share them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar, Self, TypeVar, dataclass_transform

from engine.cards import Card

Seat = int
Score = int | Fraction
E = TypeVar("E", bound="Event")
T = TypeVar("T")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def event(cls: type[T]) -> type[T]:
    """An event class: a dataclass, frozen to the type checker (mypy --strict, part of
    ``make test``, refuses any assignment to an event's field), slotted and hashable.

    At run time it is not a frozen dataclass: those set each field through
    ``object.__setattr__``, which made building an event two to three times as costly, and
    games make events on every playout's hot path (27 draws in a Bestia deal)."""
    return dataclass(slots=True, unsafe_hash=True)(cls)


@event
class Event:
    """The base of every event."""

    seat: Seat | None
    to: Seat | None = field(default=None, kw_only=True)
    kind: ClassVar[str] = "event"

    def __copy__(self) -> Self:
        return self  # immutable: a copy of a game state shares its events

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self


@event
class Dealt(Event):
    """The cards of deal ``deal`` (1 for the first) are dealt by ``seat``."""

    deal: int
    kind: ClassVar[str] = "dealt"


@event
class CardPlayed(Event):
    """``seat`` plays ``card`` to the trick (a wild card declared as another: ``W=HA``)."""

    card: Card
    kind: ClassVar[str] = "card_played"


@event
class TrickTaken(Event):
    """``seat`` takes trick ``number`` (1 for the first of the deal): ``trick`` holds its
    cards with their players in the order played; ``points`` its card points where the game
    counts them."""

    trick: tuple[tuple[Seat, Card], ...]
    number: int
    points: int | None = None
    kind: ClassVar[str] = "trick_taken"


@event
class Bid(Event):
    """``seat`` bids ``call`` (the bid as its move words write it)."""

    call: str
    kind: ClassVar[str] = "bid"


@event
class Passed(Event):
    """``seat`` passes (in an auction, or does not bet)."""

    kind: ClassVar[str] = "passed"


@event
class ThrownIn(Event):
    """Nobody bid: the deal is thrown in and ``next_dealer`` deals the next one."""

    next_dealer: Seat
    kind: ClassVar[str] = "thrown_in"


@event
class DealScored(Event):
    """A deal is scored: ``scores`` are the match scores after it (``Game.scores()``), and
    ``report`` is the game's own JSON-able score sheet of the deal, the one its view
    publishes and its describer reads (documented in the game's module)."""

    scores: tuple[Score, ...]
    report: Mapping[str, Any]
    kind: ClassVar[str] = "deal_scored"


@event
class MatchOver(Event):
    """The match has ended: ``scores`` final, ``winner`` and ``loser`` as ``Outcome`` has
    them (empty: none), ``settlement`` what each seat pays or receives where the game
    settles (else None)."""

    scores: tuple[Score, ...]
    winner: tuple[Seat, ...]
    loser: tuple[Seat, ...]
    settlement: tuple[Score, ...] | None = None
    kind: ClassVar[str] = "match_over"


def per_seat(cls: type[E], seats: int = 8) -> tuple[E, ...]:
    """``cls(seat)`` for every seat, built once: a game hands out these shared (frozen)
    events instead of making one per move (interning: no allocation on the move's path)."""
    return tuple(cls(seat) for seat in range(seats))
