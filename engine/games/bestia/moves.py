"""Bestia moves (RECORDS.md §2) and their parser.

``fold``, ``exchange CARD…`` (``exchange`` alone stays in with no exchange), ``knock``,
``terzo``, ``rob CARD`` / ``pass`` (briscola rubata), ``buco`` (col buco) and ``play CARD``.

An ``Exchange`` is a tuple of the cards it names, so the 32 exchanges a five-card hand
offers are built in C from ``itertools.combinations`` (``exchange_moves``; a turn's legal
moves make them only when needed, see offer.py); the other moves are interned.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import ClassVar

from engine.cards import Card, Pack
from engine.core import Move, Pass, Play, parse_card_args
from engine.errors import IllegalMove

GAME = "bestia"
# The game's deck: suits, ranks high to low, extra cards.
PACK = Pack("italian40", "DCSB", ("A", "3", "K", "H", "J", "7", "6", "5", "4", "2"))
CARDS: tuple[Card, ...] = PACK.cards
BIT: dict[Card, int] = {card: 1 << i for i, card in enumerate(CARDS)}


@dataclass(frozen=True, slots=True)
class Fold(Move):
    """Passare: give up the hand."""

    verb: ClassVar[str] = "fold"


@dataclass(frozen=True, slots=True)
class Knock(Move):
    """Bussare: keep the hand and end the declaration (col buco: just stay in)."""

    verb: ClassVar[str] = "knock"


@dataclass(frozen=True, slots=True)
class Terzo(Move):
    """Terzo se devo: stay for now, fold later if three others are in."""

    verb: ClassVar[str] = "terzo"


@dataclass(frozen=True, slots=True)
class Buco(Move):
    """Col buco: discard the three cards dealt and take the three buco cards."""

    verb: ClassVar[str] = "buco"


@dataclass(frozen=True, slots=True)
class Rob(Move):
    """Briscola rubata: the dealer takes the turned-up card and discards ``card``."""

    card: Card
    verb: ClassVar[str] = "rob"

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)


class Exchange(tuple[Card, ...], Move):
    """Gioco: stay in and exchange these cards (none: just stay in) for cards of the stock.

    A tuple of its cards rather than a dataclass: a five-card hand offers 32 exchanges,
    rebuilt after every exchange, and ``map(Exchange, combinations(hand, k))`` makes them
    in C. Immutable like every move; equal when the same cards are named in any order.
    """

    __slots__ = ()
    verb: ClassVar[str] = "exchange"

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(self)

    def __bool__(self) -> bool:
        return True

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Exchange) and sorted(self) == sorted(other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(frozenset(self))

    def __repr__(self) -> str:
        return f"Exchange({' '.join(self)})"


STAY = Exchange(())  # ``exchange`` with no cards: stay in
FOLD = Fold()
KNOCK = Knock()
TERZO = Terzo()
BUCO = Buco()
PASS = Pass()
SINGLES: dict[Card, Exchange] = {card: Exchange((card,)) for card in CARDS}
PLAYS: dict[Card, Play] = {card: Play(card) for card in CARDS}
ROBS: dict[Card, Rob] = {card: Rob(card) for card in CARDS}
_NO_ARGS: dict[str, Move] = {
    "fold": FOLD,
    "knock": KNOCK,
    "terzo": TERZO,
    "buco": BUCO,
    "pass": PASS,
}


def exchange_moves(hand: Sequence[Card], limit: int) -> list[Move]:
    """Every exchange of at most ``limit`` cards of ``hand`` (``exchange`` alone first)."""
    if limit >= 5 and len(hand) == 5:  # the usual case, unrolled
        return [
            STAY,
            *map(SINGLES.__getitem__, hand),
            *map(Exchange, combinations(hand, 2)),
            *map(Exchange, combinations(hand, 3)),
            *map(Exchange, combinations(hand, 4)),
            Exchange(hand),
        ]
    moves: list[Move] = [STAY]
    for count in range(1, min(limit, len(hand)) + 1):
        moves += map(Exchange, combinations(hand, count))
    return moves


def parse(verb: str, args: list[str], names: Sequence[str]) -> Move:
    if verb in _NO_ARGS:
        if args:
            raise IllegalMove("malformed_move", verb=verb)
        return _NO_ARGS[verb]
    if verb in ("play", "rob"):
        cards = parse_card_args(args, PACK) if args else ()
        if len(cards) != 1:
            raise IllegalMove("malformed_move", verb=verb)
        return PLAYS[cards[0]] if verb == "play" else ROBS[cards[0]]
    if verb == "exchange":
        cards = parse_card_args(args, PACK)
        if len(set(cards)) != len(cards):
            raise IllegalMove("malformed_move", verb=verb)
        return Exchange(cards) if cards else STAY
    raise IllegalMove("unknown_verb", verb=verb)
