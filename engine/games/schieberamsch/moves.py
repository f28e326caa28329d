"""Schieberamsch moves (RECORDS.md §2) and their parser."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from engine.cards import Card, Pack
from engine.core import Move, Pass, Play, parse_card_args
from engine.errors import IllegalMove


@dataclass(frozen=True, slots=True)
class Grand(Move):
    """Announce Grand Hand."""

    verb: ClassVar[str] = "grand"


@dataclass(frozen=True, slots=True)
class Take(Move):
    """Pick up the skat (a ``Discard`` follows)."""

    verb: ClassVar[str] = "take"


@dataclass(frozen=True, slots=True)
class Push(Move):
    """Pass the skat on unseen (doubles the score)."""

    verb: ClassVar[str] = "push"


@dataclass(frozen=True, slots=True)
class Discard(Move):
    first: Card
    second: Card
    verb: ClassVar[str] = "discard"

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.first, self.second)


@dataclass(frozen=True, slots=True)
class Exchange(Move):
    """Palatinate: discard two cards, then pick up the two on offer."""

    first: Card
    second: Card
    verb: ClassVar[str] = "exchange"

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.first, self.second)


@dataclass(frozen=True, slots=True)
class Kontra(Move):
    verb: ClassVar[str] = "kontra"


@dataclass(frozen=True, slots=True)
class Rekontra(Move):
    verb: ClassVar[str] = "rekontra"


GAME = "schieberamsch"
# The game's deck: suits, ranks high to low, extra cards.
PACK = Pack("french32", "CSHD", ("A", "T", "K", "Q", "J", "9", "8", "7"))
_NO_ARGS: dict[str, Move] = {
    "grand": Grand(),
    "pass": Pass(),
    "take": Take(),
    "push": Push(),
    "kontra": Kontra(),
    "rekontra": Rekontra(),
}
# Interned Play moves, so legal-move lists cost no allocations in playouts.
PLAYS: dict[Card, Play] = {card: Play(card) for card in PACK.cards}


# Interned two-card moves, DISCARDS[first][second] (legal-move lists build many of them).
DISCARDS: dict[Card, dict[Card, Move]] = {
    a: {b: Discard(a, b) for b in PACK.cards if a != b} for a in PACK.cards
}
EXCHANGES: dict[Card, dict[Card, Move]] = {
    a: {b: Exchange(a, b) for b in PACK.cards if a != b} for a in PACK.cards
}
NO_ARG_MOVES = _NO_ARGS


def parse(verb: str, args: list[str], names: Sequence[str]) -> Move:
    if verb in _NO_ARGS:
        if args:
            raise IllegalMove("malformed_move", verb=verb)
        return _NO_ARGS[verb]
    if verb == "play":
        cards = parse_card_args(args, PACK) if args else ()
        if len(cards) != 1:
            raise IllegalMove("malformed_move", verb=verb)
        return PLAYS[cards[0]]
    if verb in ("discard", "exchange"):
        cards = parse_card_args(args, PACK)
        if len(cards) != 2:
            raise IllegalMove("malformed_move", verb=verb)
        first, second = cards
        if first == second:  # refused by apply, with its own reason
            return Discard(first, second) if verb == "discard" else Exchange(first, second)
        return (DISCARDS if verb == "discard" else EXCHANGES)[first][second]
    raise IllegalMove("unknown_verb", verb=verb)
