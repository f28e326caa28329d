"""Vint moves (RECORDS.md §2): ``bid LEVEL DENOMINATION``, ``pass`` and ``play CARD``.

Every move a game can offer is interned: the 35 bids in ``BIDS`` (ascending, so a bid's
``index`` is its position and "higher" is "larger index"), ``PASS`` and one ``Play`` per card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from engine.cards import Card, Pack
from engine.core import Move, Pass, Play, parse_card_args
from engine.errors import IllegalMove
from engine.numbers import parse_int

GAME = "vint"
# The game's deck: suits, ranks high to low, extra cards.
PACK = Pack("french52", "SHDC", tuple("AKQJT98765432"))
# Denominations in ascending order (spec §4): spades < clubs < diamonds < hearts < no trumps.
DENOMINATIONS = ("S", "C", "D", "H", "NT")
_DEN_INDEX = {d: i for i, d in enumerate(DENOMINATIONS)}
_DEN_ALIASES = {
    "S": "S",
    "C": "C",
    "D": "D",
    "H": "H",
    "NT": "NT",
    "N": "NT",
    "♠": "S",
    "♣": "C",
    "♦": "D",
    "♥": "H",
}


@dataclass(frozen=True, slots=True)
class Bid(Move):
    """A bid of ``level`` (1..7) in ``denomination`` (one of ``DENOMINATIONS``)."""

    level: int
    denomination: str
    index: int = field(init=False, compare=False, repr=False)
    verb: ClassVar[str] = "bid"

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7 or self.denomination not in _DEN_INDEX:
            raise IllegalMove("malformed_move", verb="bid")
        object.__setattr__(self, "index", (self.level - 1) * 5 + _DEN_INDEX[self.denomination])

    @property
    def text(self) -> str:
        """``"3 NT"``: the bid without its verb."""
        return f"{self.level} {self.denomination}"

    def words(self, names: Sequence[str] = ()) -> str:
        return f"bid {self.level} {self.denomination}"


PASS = Pass()
BIDS: tuple[Bid, ...] = tuple(Bid(level, den) for level in range(1, 8) for den in DENOMINATIONS)
PLAYS: dict[Card, Play] = {card: Play(card) for card in PACK.cards}
# AUCTION_MOVES[k]: every legal call when the highest bid so far has index k - 1 (k = 0: none).
AUCTION_MOVES: tuple[list[Move], ...] = tuple([PASS, *BIDS[k:]] for k in range(len(BIDS) + 1))


def parse_bid(args: Sequence[str]) -> Bid:
    """``["3", "NT"]``, ``["3NT"]``, ``["3", "nt"]`` -> the interned bid."""
    text = "".join(args).upper()
    level = parse_int(text[:1], 1, 7)
    den = _DEN_ALIASES.get(text[1:])
    if level is None or den is None:
        raise IllegalMove("malformed_move", verb="bid")
    return BIDS[(level - 1) * 5 + _DEN_INDEX[den]]


def parse(verb: str, args: list[str], names: Sequence[str]) -> Move:
    if verb == "pass":
        if args:
            raise IllegalMove("malformed_move", verb=verb)
        return PASS
    if verb == "bid":
        return parse_bid(args)
    if verb == "play":
        cards = parse_card_args(args, PACK) if args else ()
        if len(cards) != 1:
            raise IllegalMove("malformed_move", verb=verb)
        return PLAYS[cards[0]]
    raise IllegalMove("unknown_verb", verb=verb)
