"""The interface every game implements, in the spirit of OpenSpiel's State and pokerkit.

A ``Game`` object is one match: it is dealt a shuffled pack (chance stays outside the
rules), asks ``to_move`` which seats may act, offers ``legal_moves`` and takes ``apply``.
Moves are typed objects that read and write the move words of RECORDS.md. ``apply`` has
a single validation path: it raises ``IllegalMove`` with a reason code; ``can_apply`` is
derived from it. Renderers and computer players get ``view(seat)``, never the state.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar

from engine.cards import Card, Pack, is_pack, parse_card
from engine.errors import IllegalMove
from engine.events import Event as Event  # re-exported: the games' annotations use it
from engine.options import OptionSpec, OptionValue, resolve_options

Seat = int
Score = int | Fraction

# Phases every game shares; games add their own in between.
PHASE_DEAL = "deal"  # waiting for a shuffled pack
PHASE_OVER = "over"  # the match has ended


class Move:
    """A typed move. Subclasses are frozen dataclasses with a ``verb``."""

    __slots__ = ()
    verb: ClassVar[str]

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards this move names, in order (empty for most non-card moves)."""
        return ()

    def words(self, names: Sequence[str] = ()) -> str:
        """The move as RECORDS.md writes it. ``names`` resolves seat arguments."""
        return " ".join((self.verb, *self.cards))

    def __str__(self) -> str:
        return self.words()


@dataclass(frozen=True, slots=True)
class Play(Move):
    card: Card
    verb: ClassVar[str] = "play"

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class Pass(Move):
    verb: ClassVar[str] = "pass"


@dataclass(frozen=True)
class View:
    """What one seat may know (``seat`` None: the public table).

    ``info`` holds the game's own public facts (and the viewer's private ones), JSON-able,
    documented by each game module.
    """

    game: str
    seat: Seat | None
    players: int
    phase: str
    to_move: frozenset[Seat]
    dealer: Seat
    hand: tuple[Card, ...] | None
    hand_face_down: bool
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[Seat, Card], ...]
    last_trick: tuple[tuple[Seat, Card], ...]
    scores: tuple[Score, ...]
    info: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Outcome:
    scores: tuple[Score, ...]
    deal_points: tuple[Score, ...]
    game_over: bool
    winner: tuple[Seat, ...] | None
    loser: tuple[Seat, ...] | None


def split_move(text: str) -> tuple[str, list[str]]:
    """``"/Play h 10"`` -> ``("play", ["h", "10"])``. Raises on empty input."""
    parts = text.strip().split()
    if not parts:
        raise IllegalMove("malformed_move", text=text)
    verb = parts[0].lstrip("/").lower()
    return verb, parts[1:]


def parse_card_args(tokens: Sequence[str], pack: Pack) -> tuple[Card, ...]:
    """Cards from tokens, tolerating ``h 10`` (suit and rank as separate tokens)."""
    cards: list[Card] = []
    i = 0
    while i < len(tokens):
        try:
            cards.append(parse_card(tokens[i], pack))
            i += 1
        except IllegalMove:
            if i + 1 >= len(tokens):
                raise
            cards.append(parse_card(tokens[i] + tokens[i + 1], pack))
            i += 2
    return tuple(cards)


class Game(ABC):
    """One match of one game. Subclasses implement the abstract methods below."""

    game_id: ClassVar[str]
    PACK: ClassVar[Pack]  # the game's deck, defined in its own package
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    verbs: ClassVar[tuple[str, ...]] = ("play",)
    # Verbs whose words only the mover (and a seat the move hands cards to) sees: another
    # seat knows such a move was made, not which cards it named (a discard, a card given).
    private_verbs: ClassVar[frozenset[str]] = frozenset()

    def __init__(
        self,
        players: int,
        options: Mapping[str, Any] | None = None,
        dealer: Seat = 0,
        scores: Sequence[Score] | None = None,
    ) -> None:
        if not self.min_players <= players <= self.max_players:
            raise IllegalMove(
                "bad_player_count", players=players, min=self.min_players, max=self.max_players
            )
        self.players = players
        self.options: dict[str, OptionValue] = resolve_options(self.option_specs, options)
        self.dealer = dealer % players
        self.deal_number = 0
        self._deal_start_scores: tuple[Score, ...] = ()
        self._setup(scores)
        self._deal_start_scores = self.scores()

    @classmethod
    def seat_range(cls, options: Mapping[str, Any] | None = None) -> tuple[int, int]:
        """The fewest and most players a match with these options seats (a game whose
        options fix the count, such as 501's ``four_players``, narrows the range)."""
        return cls.min_players, cls.max_players

    @classmethod
    def check_options(cls, given: Mapping[str, Any]) -> None:
        """Refuse (OptionError) options a person chose that the others make meaningless.

        Only what a person asks for at a new table: a record or a stored table may list
        every option, and those still load. By default every valid option is accepted."""
        return None

    # ---- the pack and the deal -------------------------------------------------------
    @classmethod
    def pack(cls) -> Pack:
        return cls.PACK

    def deal(self, deck: Sequence[Card]) -> list[Event]:
        """Start the next deal with ``deck``, top card first, dealt as the spec says."""
        if self.phase != PHASE_DEAL:
            raise IllegalMove("not_time_to_deal", phase=self.phase)
        if not is_pack(deck, self.PACK):
            raise IllegalMove("not_the_pack", game=self.game_id)
        self._deal_start_scores = self.scores()
        self.deal_number += 1
        return self._deal(list(deck))

    def deck_from_hands(self, hands: Sequence[Sequence[Card]], rest: Sequence[Card]) -> list[Card]:
        """The deck that deals exactly these hands (seat order) and rest (RECORDS.md §3)."""
        raise NotImplementedError(f"{self.game_id} records must give a deck")

    # ---- asking and acting -----------------------------------------------------------
    # ``phase`` is a plain attribute (read on every step of a playout): PHASE_DEAL, the
    # game's own phases, then PHASE_OVER.
    phase: str = PHASE_DEAL

    @abstractmethod
    def to_move(self) -> frozenset[Seat]:
        """Every seat that may act now (several: Bieten's bet answers, a Kontra window)."""

    def awaiting(self) -> frozenset[Seat]:
        """The seats the game cannot go on without; others in ``to_move`` may act optionally."""
        return self.to_move()

    def waits_for(self) -> frozenset[Seat]:
        """Seats in ``to_move`` but not ``awaiting`` whose optional move a table should let them
        make (or decline, by a move) before the awaited move takes the chance away, such as
        Kontra before the opening lead. None by default."""
        return frozenset()

    @abstractmethod
    def legal_moves(self, seat: Seat) -> list[Move]: ...

    @abstractmethod
    def apply(self, seat: Seat, move: Move) -> list[Event]:
        """Validate and perform; raise IllegalMove and change nothing when refused."""

    def can_apply(self, seat: Seat, move: Move) -> bool:
        try:
            self.clone().apply(seat, move)
        except IllegalMove:
            return False
        return True

    def parse_move(self, text: str, names: Sequence[str] = ()) -> Move:
        """Parse the move words of RECORDS.md; ``names`` are the seat names for seat args."""
        verb, args = split_move(text)
        return self._parse(verb, args, names)

    @abstractmethod
    def _parse(self, verb: str, args: list[str], names: Sequence[str]) -> Move: ...

    # ---- what may be seen ------------------------------------------------------------
    @abstractmethod
    def view(self, seat: Seat | None) -> View: ...

    @abstractmethod
    def scores(self) -> tuple[Score, ...]:
        """Running scores per seat, as RECORDS.md defines them for this game."""

    @property
    def game_over(self) -> bool:
        return self.phase == PHASE_OVER

    def outcome(self) -> Outcome:
        now = self.scores()
        points = tuple(a - b for a, b in zip(now, self._deal_start_scores, strict=True))
        over = self.game_over
        return Outcome(
            now,
            points,
            over,
            self._winners() if over else None,
            self._losers() if over else None,
        )

    @abstractmethod
    def _winners(self) -> tuple[Seat, ...] | None: ...

    @abstractmethod
    def _losers(self) -> tuple[Seat, ...] | None: ...

    @abstractmethod
    def _setup(self, scores: Sequence[Score] | None) -> None:
        """Initialise match state (scores given: a match in progress)."""

    @abstractmethod
    def _deal(self, deck: list[Card]) -> list[Event]: ...

    def clone(self) -> Game:
        """A deep copy; games override with something cheaper where search needs it."""
        return copy.deepcopy(self)

    # ---- helpers for subclasses ------------------------------------------------------
    def _check_turn(self, seat: Seat) -> None:
        if seat not in self.to_move():
            raise IllegalMove("not_your_turn", seat=seat)

    def next_seat(self, seat: Seat, step: int = 1) -> Seat:
        """The seat ``step`` places on in the direction of play (seat order is play order)."""
        return (seat + step) % self.players
