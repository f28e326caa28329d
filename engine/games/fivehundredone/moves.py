"""501 moves (RECORDS.md §2) and their parser.

``look``, ``bid N``, ``blind N``, ``pass``, ``concede``, ``contract SUIT N`` / ``contract NT N``,
``give CARD SEAT``, ``play CARD`` and ``play CARD marriage``. Every move object is interned
(bids, contracts, plays and gives come from tables), so legal-move lists allocate nothing but
the list itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from engine.cards import Card, Pack, parse_card
from engine.core import Move, Pass, Play
from engine.errors import IllegalMove
from engine.numbers import is_int, parse_int

GAME = "fivehundredone"
# The game's deck: suits, ranks high to low, extra cards.
PACK = Pack("french24", "SHDC", ("A", "T", "K", "Q", "J", "9"))
SUITS = "SHDC"
NO_TRUMP = "NT"
TRUMPS = (*SUITS, NO_TRUMP)  # what a contract may name
CARDS: tuple[Card, ...] = PACK.cards
# A bid or contract above this is never accepted, whatever ``max_bid`` says.
HIGHEST_NUMBER = 1000


@dataclass(frozen=True, slots=True)
class Look(Move):
    """Turn one's own hand face up (cannot be undone)."""

    verb: ClassVar[str] = "look"


@dataclass(frozen=True, slots=True)
class Bid(Move):
    """An open bid: the bidder has looked at the hand."""

    amount: int
    verb: ClassVar[str] = "bid"

    def words(self, names: Sequence[str] = ()) -> str:
        return f"bid {self.amount}"


@dataclass(frozen=True, slots=True)
class Blind(Move):
    """A bid made without looking (a blind win doubles the bidder's score)."""

    amount: int
    verb: ClassVar[str] = "blind"

    def words(self, names: Sequence[str] = ()) -> str:
        return f"blind {self.amount}"


@dataclass(frozen=True, slots=True)
class Concede(Move):
    """After the talon, give up instead of announcing a contract (spec §8.2)."""

    verb: ClassVar[str] = "concede"


@dataclass(frozen=True, slots=True)
class Contract(Move):
    """Announce trumps (a suit letter, or ``NT``) and the contract value."""

    trump: str
    value: int
    verb: ClassVar[str] = "contract"

    def words(self, names: Sequence[str] = ()) -> str:
        return f"contract {self.trump} {self.value}"


@dataclass(frozen=True, slots=True)
class Give(Move):
    """The bidder passes one card face down to the opponent in seat ``to``."""

    card: Card
    to: int
    verb: ClassVar[str] = "give"

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    def words(self, names: Sequence[str] = ()) -> str:
        """The seat by its name when the name reads back as this seat, else by its number."""
        seat = str(self.to)
        if 0 <= self.to < len(names):
            name = _spaced(names[self.to])
            try:
                if name and resolve_seat(name, names, len(names)) == self.to:
                    seat = name
            except IllegalMove:
                pass
        return f"give {self.card} {seat}"


@dataclass(frozen=True, slots=True)
class PlayMarriage(Move):
    """Lead the king or queen of a marriage and announce it (``play HK marriage``)."""

    card: Card
    verb: ClassVar[str] = "play"

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    def words(self, names: Sequence[str] = ()) -> str:
        return f"play {self.card} marriage"


LOOK = Look()
PASS = Pass()
CONCEDE = Concede()
PLAYS: dict[Card, Play] = {card: Play(card) for card in CARDS}
MARRIAGES: dict[Card, PlayMarriage] = {
    card: PlayMarriage(card) for card in CARDS if card[1] in "KQ"
}
GIVES: dict[tuple[Card, int], Give] = {(c, s): Give(c, s) for c in CARDS for s in range(4)}
_NO_ARGS: dict[str, Move] = {"look": LOOK, "pass": PASS, "concede": CONCEDE}


@cache
def bid_table(blind: bool) -> tuple[Move, ...]:
    """Interned ``Bid(n)`` (or ``Blind(n)``) at index n, for n in 0..HIGHEST_NUMBER."""
    kind = Blind if blind else Bid
    return tuple(kind(n) for n in range(HIGHEST_NUMBER + 1))


@cache
def contract_table(trump: str) -> tuple[Contract, ...]:
    """Interned ``Contract(trump, n)`` at index n."""
    return tuple(Contract(trump, n) for n in range(HIGHEST_NUMBER + 1))


def _number(token: str, verb: str) -> int:
    number = parse_int(token, negative=False)
    if number is None:
        raise IllegalMove("malformed_move", verb=verb)
    return number


def _amount(args: list[str], verb: str) -> int:
    if len(args) != 1:
        raise IllegalMove("malformed_move", verb=verb)
    return _number(args[0], verb)


def _contract(args: list[str]) -> Contract:
    if len(args) != 2:
        raise IllegalMove("malformed_move", verb="contract")
    first, second = args
    if is_int(first):  # tolerate ``contract 90 H``
        first, second = second, first
    trump = first.upper()
    if trump in ("N", "NOTRUMP", "NOTRUMPS"):
        trump = NO_TRUMP
    if trump not in TRUMPS:
        raise IllegalMove("malformed_move", verb="contract")
    value = _number(second, "contract")
    if value > HIGHEST_NUMBER:
        return Contract(trump, value)
    return contract_table(trump)[value]


def _spaced(name: str) -> str:
    """A name as the move words carry it: split into words and joined by one space."""
    return " ".join(name.split())


def resolve_seat(token: str, names: Sequence[str], players: int) -> int:
    """The seat ``token`` names: the one seat name equal to it (as the words carry names), or
    a seat number 0..players-1, or the one seat name equal to it ignoring case. A name two
    seats share, or none, is refused: a give never goes to a seat it did not name."""
    token = _spaced(token)
    exact = [index for index, name in enumerate(names) if _spaced(name) == token]
    if len(exact) == 1:
        return exact[0]
    seat = parse_int(token, 0, players - 1) if not exact else None
    if seat is not None:
        return seat
    folded = token.casefold()
    alike = [index for index, name in enumerate(names) if _spaced(name).casefold() == folded]
    if len(alike) == 1 and not exact:
        return alike[0]
    raise IllegalMove("malformed_move", verb="give", seat=token)


def _give(args: list[str], names: Sequence[str], players: int) -> Give:
    if len(args) < 2:
        raise IllegalMove("malformed_move", verb="give")
    # The card is one token (``HT``) or two (``h 10``); the rest names the seat.
    try:
        card = parse_card(args[0], PACK)
        rest = args[1:]
    except IllegalMove:
        if len(args) < 3:
            raise
        card = parse_card(args[0] + args[1], PACK)
        rest = args[2:]
    seat = resolve_seat(" ".join(rest), names, players)
    return GIVES[(card, seat)] if seat < 4 else Give(card, seat)


def _play(args: list[str]) -> Move:
    marriage = bool(args) and args[-1].lower() == "marriage"
    tokens = args[:-1] if marriage else args
    if not tokens or len(tokens) > 2:
        raise IllegalMove("malformed_move", verb="play")
    card = parse_card("".join(tokens), PACK) if len(tokens) == 2 else parse_card(tokens[0], PACK)
    if marriage:
        return MARRIAGES.get(card) or PlayMarriage(card)
    return PLAYS[card]


def parse(verb: str, args: list[str], names: Sequence[str], players: int) -> Move:
    if verb in _NO_ARGS:
        if args:
            raise IllegalMove("malformed_move", verb=verb)
        return _NO_ARGS[verb]
    if verb in ("bid", "blind"):
        amount = _amount(args, verb)
        if amount > HIGHEST_NUMBER:
            return Blind(amount) if verb == "blind" else Bid(amount)
        return bid_table(verb == "blind")[amount]
    if verb == "contract":
        return _contract(args)
    if verb == "give":
        return _give(args, names, players)
    if verb == "play":
        return _play(args)
    raise IllegalMove("unknown_verb", verb=verb)
