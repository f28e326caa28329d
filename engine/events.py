"""Typed events: what happened, one frozen dataclass per kind of happening.

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
from typing import Any, ClassVar

from engine.cards import Card

Seat = int
Score = int | Fraction


@dataclass(frozen=True, slots=True)
class Event:
    """The base of every event."""

    seat: Seat | None
    to: Seat | None = field(default=None, kw_only=True)
    kind: ClassVar[str] = "event"


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """The cards of deal ``deal`` (1 for the first) are dealt by ``seat``."""

    deal: int
    kind: ClassVar[str] = "dealt"


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` plays ``card`` to the trick (a wild card declared as another: ``W=HA``)."""

    card: Card
    kind: ClassVar[str] = "card_played"


@dataclass(frozen=True, slots=True)
class TrickTaken(Event):
    """``seat`` takes trick ``number`` (1 for the first of the deal): ``trick`` holds its
    cards with their players in the order played; ``points`` its card points where the game
    counts them."""

    trick: tuple[tuple[Seat, Card], ...]
    number: int
    points: int | None = None
    kind: ClassVar[str] = "trick_taken"


@dataclass(frozen=True, slots=True)
class Bid(Event):
    """``seat`` bids ``call`` (the bid as its move words write it)."""

    call: str
    kind: ClassVar[str] = "bid"


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` passes (in an auction, or does not bet)."""

    kind: ClassVar[str] = "passed"


@dataclass(frozen=True, slots=True)
class ThrownIn(Event):
    """Nobody bid: the deal is thrown in and ``next_dealer`` deals the next one."""

    next_dealer: Seat
    kind: ClassVar[str] = "thrown_in"


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """A deal is scored: ``scores`` are the match scores after it (``Game.scores()``), and
    ``report`` is the game's own JSON-able score sheet of the deal, the one its view
    publishes and its describer reads (documented in the game's module)."""

    scores: tuple[Score, ...]
    report: Mapping[str, Any]
    kind: ClassVar[str] = "deal_scored"


@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    """The match has ended: ``scores`` final, ``winner`` and ``loser`` as ``Outcome`` has
    them (empty: none), ``settlement`` what each seat pays or receives where the game
    settles (else None)."""

    scores: tuple[Score, ...]
    winner: tuple[Seat, ...]
    loser: tuple[Seat, ...]
    settlement: tuple[Score, ...] | None = None
    kind: ClassVar[str] = "match_over"


_NEW = object.__new__
# The slots' own setters (a frozen dataclass refuses plain assignment).
_SET_SEAT = vars(Event)["seat"].__set__
_SET_TO = vars(Event)["to"].__set__
_SET_TRICK = vars(TrickTaken)["trick"].__set__
_SET_NUMBER = vars(TrickTaken)["number"].__set__
_SET_POINTS = vars(TrickTaken)["points"].__set__


def trick_taken(
    seat: Seat, trick: tuple[tuple[Seat, Card], ...], number: int, points: int | None = None
) -> TrickTaken:
    """``TrickTaken(seat, trick, number, points)`` for the play's hot path.

    Filled slot by slot: a quarter of the frozen dataclass ``__init__``'s cost, once a trick.
    """
    event = _NEW(TrickTaken)
    _SET_SEAT(event, seat)
    _SET_TO(event, None)
    _SET_TRICK(event, trick)
    _SET_NUMBER(event, number)
    _SET_POINTS(event, points)
    return event
