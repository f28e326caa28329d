"""Typed events: what happened, one frozen dataclass per kind of happening.

Every event has a ``seat`` (who acted or whom it concerns, None for the table) and ``to``
(None: everyone may see it; else the only seat that may). Events several games share are
defined here, with the same fields in every game; a game's own events live in its unit
(``engine/games/<id>/events.py``). ``kind`` names the event for texts
(``event.<game>.<kind>``) and is a class attribute, never a field.

Events are never mutated, so games build the frequent ones once and share them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from fractions import Fraction
from typing import Any, ClassVar, TypeVar

from engine.cards import Card

Seat = int
Score = int | Fraction
E = TypeVar("E", bound="Event")


def _slot_init(cls: type[Event]) -> Callable[..., None]:
    """An ``__init__`` for the frozen, slotted dataclass ``cls`` with the signature the
    decorator gave it (positional fields in order, defaults, keyword-only ``to``) that sets
    each slot through its member descriptor (which a frozen class's ``__setattr__`` does not
    intercept)."""
    namespace: dict[str, Any] = {}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for item in fields(cls):
        if item.default_factory is not MISSING or not item.init:
            raise TypeError(f"{cls.__name__}.{item.name}: events take plain values")
        slot = next(c.__dict__[item.name] for c in cls.__mro__ if item.name in c.__dict__)
        namespace[f"_set_{item.name}"] = slot.__set__
        param = item.name
        if item.default is not MISSING:
            namespace[f"_default_{item.name}"] = item.default
            param += f"=_default_{item.name}"
        (keyword if item.kw_only else positional).append(param)
        body.append(f"    _set_{item.name}(self, {item.name})")
    params = ", ".join(["self", *positional, *(["*", *keyword] if keyword else [])])
    exec(f"def __init__({params}) -> None:\n" + "\n".join(body), namespace)
    init: Callable[..., None] = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


@dataclass(frozen=True, slots=True)
class Event:
    """The base of every event."""

    seat: Seat | None
    to: Seat | None = field(default=None, kw_only=True)
    kind: ClassVar[str] = "event"

    def __init_subclass__(cls) -> None:
        # Games make events in every playout's hot path: each event class (once the dataclass
        # decorator has made its slotted class) gets an ``__init__`` of the same signature that
        # fills the slots through their own setters, about three times faster than a frozen
        # dataclass's ``object.__setattr__`` per field.
        if "__dataclass_fields__" in cls.__dict__ and "__slots__" in cls.__dict__:
            cls.__init__ = _slot_init(cls)  # type: ignore[method-assign]


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


def per_seat(cls: type[E], seats: int = 8) -> tuple[E, ...]:
    """``cls(seat)`` for every seat, built once: a game hands out these shared (frozen)
    events instead of making one per move (interning: no allocation on the move's path)."""
    return tuple(cls(seat) for seat in range(seats))
