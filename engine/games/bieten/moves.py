"""Bieten moves (RECORDS.md §2) and their parser.

``cut N``, ``steal``, ``stop``, ``play CARD`` / ``play W=HA`` (a wild with its declared
identity; with Spitzen also ``play B7=HA``, ``play E7=HA``), ``bet FIGURE``, ``accept``,
``concede``, ``raise FIGURE``, ``refuse``, ``pass``. Figures: ``rot gruen gleich hanger
spiel`` (``grün`` accepted on input). Every move is interned, so legal-move lists allocate
no move objects.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from engine.cards import Card, Pack, parse_card
from engine.core import Move, Pass, Play, parse_card_args
from engine.errors import IllegalMove
from engine.games.bieten.tables import FIGURES, NATURALS
from engine.numbers import parse_int

GAME = "bieten"
# The game's deck: suits, ranks high to low, extra cards.
PACK = Pack("german33", "HLBE", ("A", "K", "O", "U", "T", "9", "8", "7"), ("W",))


@dataclass(frozen=True, slots=True)
class Cut(Move):
    """The cutter lifts ``count`` cards."""

    count: int
    verb: ClassVar[str] = "cut"

    def words(self, names: Sequence[str] = ()) -> str:
        return f"cut {self.count}"


@dataclass(frozen=True, slots=True)
class Steal(Move):
    verb: ClassVar[str] = "steal"


@dataclass(frozen=True, slots=True)
class Stop(Move):
    verb: ClassVar[str] = "stop"


@dataclass(frozen=True, slots=True)
class PlayWild(Move):
    """Play a wild card declared as the natural card ``identity``: ``play W=HA``."""

    card: Card
    identity: Card
    verb: ClassVar[str] = "play"

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    def words(self, names: Sequence[str] = ()) -> str:
        return f"play {self.card}={self.identity}"


@dataclass(frozen=True, slots=True)
class Bet(Move):
    figure: int
    verb: ClassVar[str] = "bet"

    def words(self, names: Sequence[str] = ()) -> str:
        return f"bet {FIGURES[self.figure]}"


@dataclass(frozen=True, slots=True)
class Raise(Move):
    figure: int
    verb: ClassVar[str] = "raise"

    def words(self, names: Sequence[str] = ()) -> str:
        return f"raise {FIGURES[self.figure]}"


@dataclass(frozen=True, slots=True)
class Accept(Move):
    verb: ClassVar[str] = "accept"


@dataclass(frozen=True, slots=True)
class Concede(Move):
    verb: ClassVar[str] = "concede"


@dataclass(frozen=True, slots=True)
class Refuse(Move):
    verb: ClassVar[str] = "refuse"


STEAL = Steal()
STOP = Stop()
ACCEPT = Accept()
CONCEDE = Concede()
REFUSE = Refuse()
PASS = Pass()
_NO_ARGS: dict[str, Move] = {
    "steal": STEAL,
    "stop": STOP,
    "accept": ACCEPT,
    "concede": CONCEDE,
    "refuse": REFUSE,
    "pass": PASS,
}

PLAYS: dict[Card, Play] = {card: Play(card) for card in PACK.cards}
WILD_CARDS = ("W", "B7", "E7")
# PLAY_WILD[card][identity index] -> the interned move.
PLAY_WILD: dict[Card, tuple[PlayWild, ...]] = {
    w: tuple(PlayWild(w, x) for x in NATURALS) for w in WILD_CARDS
}
CUTS: tuple[Cut, ...] = tuple(Cut(n) for n in range(34))
BETS: tuple[Bet, ...] = tuple(Bet(f) for f in range(5))
RAISES: tuple[Raise, ...] = tuple(Raise(f) for f in range(5))
# The bets (raises) whose figure bits are set in the mask, in figure order.
BETS_BY_MASK: tuple[tuple[Move, ...], ...] = tuple(
    tuple(BETS[f] for f in range(5) if mask >> f & 1) for mask in range(32)
)
RAISES_BY_MASK: tuple[tuple[Move, ...], ...] = tuple(
    tuple(RAISES[f] for f in range(5) if mask >> f & 1) for mask in range(32)
)

FIGURE_WORDS: dict[str, int] = {name: i for i, name in enumerate(FIGURES)}
FIGURE_WORDS.update({"grün": 1, "grun": 1, "gras": 1, "laub": 1})


def parse_figure(args: list[str], verb: str) -> int:
    if len(args) != 1:
        raise IllegalMove("malformed_move", verb=verb)
    figure = FIGURE_WORDS.get(args[0].lower())
    if figure is None:
        raise IllegalMove("malformed_move", verb=verb, figure=args[0])
    return figure


def _parse_play(args: list[str]) -> Move:
    text = " ".join(args)
    if "=" not in text:
        cards = parse_card_args(args, PACK) if args else ()
        if len(cards) != 1:
            raise IllegalMove("malformed_move", verb="play")
        return PLAYS[cards[0]]
    left, _, right = text.partition("=")
    left, right = left.replace(" ", ""), right.replace(" ", "")
    if not left or not right:
        raise IllegalMove("malformed_move", verb="play")
    card = parse_card(left, PACK)
    identity = parse_card(right, PACK)
    if identity == "W":
        raise IllegalMove("bad_identity", identity=identity)
    if card not in PLAY_WILD:
        raise IllegalMove("not_a_wild", card=card)
    return PLAY_WILD[card][NATURALS.index(identity)]


def parse(verb: str, args: list[str], names: Sequence[str]) -> Move:
    if verb in _NO_ARGS:
        if args:
            raise IllegalMove("malformed_move", verb=verb)
        return _NO_ARGS[verb]
    if verb == "play":
        return _parse_play(args)
    if verb == "bet":
        return BETS[parse_figure(args, verb)]
    if verb == "raise":
        return RAISES[parse_figure(args, verb)]
    if verb == "cut":
        count = parse_int(args[0], negative=False) if len(args) == 1 else None
        if count is None:
            raise IllegalMove("malformed_move", verb=verb)
        return CUTS[count] if count < len(CUTS) else Cut(count)
    raise IllegalMove("unknown_verb", verb=verb)
