"""Bieten's own events, and the frequent events of every playout built once.

Events are never mutated once made, so the frequent ones are built once per (kind, seat,
subject) and shared: building an event costs more than a whole cheap move.
"""

from __future__ import annotations

from typing import ClassVar

from engine.cards import Card
from engine.events import CardPlayed, Dealt, Event, Passed, event
from engine.games.bieten.moves import PACK
from engine.games.bieten.tables import FIGURES

_SEATS = range(8)
_CARDS = PACK.cards


# ---- the cut and the deal ---------------------------------------------------------------
@event
class DealStarted(Dealt):
    """``seat`` deals deal ``deal``; ``cutter`` cuts."""

    cutter: int
    kind: ClassVar[str] = "deal_started"


@event
class PackCut(Event):
    """``seat`` lifts ``cards`` cards off the pack."""

    cards: int
    kind: ClassVar[str] = "cut"


@event
class CutSeen(Event):
    """The bottom card of the lifted packet, ``card``, seen by the cutter ``seat`` only."""

    card: Card
    kind: ClassVar[str] = "cut_seen"


@event
class CutStolen(Event):
    """The cutter ``seat`` steals ``card`` (private to it)."""

    card: Card
    kind: ClassVar[str] = "cut_stolen"


@event
class CardStolen(Event):
    """The cutter ``seat`` steals a card, ``count`` so far."""

    count: int
    kind: ClassVar[str] = "stolen"


@event
class StealingStopped(Event):
    """The cutter ``seat`` stops after stealing ``stolen`` cards."""

    stolen: int
    kind: ClassVar[str] = "stopped"


@event
class CardsDealt(Event):
    """Dealer ``seat`` has dealt the cards; ``seen_card`` is the card shown, ``stolen`` how
    many the cutter stole."""

    seen_card: Card
    stolen: int
    kind: ClassVar[str] = "dealt"


# ---- betting on the figures -------------------------------------------------------------
@event
class FigureBet(Event):
    """``seat`` bets on ``figure``; ``passed``: in the anytime poll, the players who did not
    bet just before, in a row, in the order asked (told with the bet)."""

    figure: str
    passed: tuple[int, ...] = ()
    kind: ClassVar[str] = "bet"


@event
class FigureRaised(Event):
    """``seat`` raises the bet on ``figure`` to 3; ``passed`` as for ``FigureBet``."""

    figure: str
    passed: tuple[int, ...] = ()
    kind: ClassVar[str] = "raised"


@event
class PollPassed(Passed):
    """``seat`` does not bet in the anytime poll before a card. ``passed``: the players who
    have not bet in a row in this poll, in the order asked, ``seat`` last; ``done``: that is
    every player, so the poll is over (the table tells a poll's passes in one line, with the
    bet that ends the row or when ``done``)."""

    passed: tuple[int, ...]
    done: bool


@event
class FigureConceded(Event):
    """``seat`` concedes ``figure`` (does not hold against the bet). ``declined``: the
    players who have said no in a row in this round of answers, in the order asked, ``seat``
    last; ``done``: that is everyone asked (the table tells a round's noes in one line)."""

    figure: str
    declined: tuple[int, ...] = ()
    done: bool = False
    kind: ClassVar[str] = "conceded"


@event
class RaiseRefused(Event):
    """``seat`` refuses the raise of ``figure``; ``declined`` and ``done`` as for
    ``FigureConceded``."""

    figure: str
    declined: tuple[int, ...] = ()
    done: bool = False
    kind: ClassVar[str] = "refused"


@event
class BetAccepted(Event):
    """``seat`` accepts: ``figure`` is now worth ``value``; ``declined``: who said no before,
    in the order asked."""

    figure: str
    value: int
    declined: tuple[int, ...] = ()
    kind: ClassVar[str] = "accepted"


@event
class FigureAwarded(Event):
    """Nobody holds against it: ``seat`` wins ``figure`` at once, for ``points``."""

    figure: str
    points: int
    kind: ClassVar[str] = "figure_awarded"


@event
class FigureContested(Event):
    """Nobody accepts the raise: ``figure`` stays contested at ``value``."""

    figure: str
    value: int
    kind: ClassVar[str] = "figure_contested"


@event
class FigureToTrickWinner(Event):
    """``figure`` was conceded: it goes to the winner of the last trick, worth ``value``."""

    figure: str
    value: int
    kind: ClassVar[str] = "figure_to_trick_winner"


@event
class Penalty(Event):
    """An irregularity of ``seat`` (reason ``code``) paid at once: ``points`` (None: all of
    the seat's points are lost)."""

    code: str
    points: int | None
    kind: ClassVar[str] = "penalty"


# ---- interned (one per seat and subject) ------------------------------------------------
CARD_PLAYED: tuple[dict[str, CardPlayed], ...] = tuple(
    {card: CardPlayed(seat, card) for card in _CARDS} for seat in _SEATS
)


def card_played(seat: int, shown: str) -> CardPlayed:
    """``CardPlayed`` for ``HA`` or a declared wild ``W=HA`` (interned on first use)."""
    table = CARD_PLAYED[seat]
    event = table.get(shown)
    if event is None:
        event = table[shown] = CardPlayed(seat, shown)
    return event


BET = tuple(tuple(FigureBet(seat, name) for name in FIGURES) for seat in _SEATS)
RAISED = tuple(tuple(FigureRaised(seat, name) for name in FIGURES) for seat in _SEATS)
CONCEDED = tuple(tuple(FigureConceded(seat, name) for name in FIGURES) for seat in _SEATS)
REFUSED = tuple(tuple(RaiseRefused(seat, name) for name in FIGURES) for seat in _SEATS)
ACCEPTED_BET = tuple(tuple(BetAccepted(seat, name, 2) for name in FIGURES) for seat in _SEATS)
ACCEPTED_RAISE = tuple(tuple(BetAccepted(seat, name, 3) for name in FIGURES) for seat in _SEATS)
AWARDED = tuple(
    tuple(tuple(FigureAwarded(seat, name, p) for p in (0, 1, 2)) for name in FIGURES)
    for seat in _SEATS
)
_POLL_PASSED: dict[tuple[tuple[int, ...], bool], PollPassed] = {}
_BET_AFTER: dict[tuple[int, int, tuple[int, ...]], FigureBet] = {}
_RAISED_AFTER: dict[tuple[int, int, tuple[int, ...]], FigureRaised] = {}


_ANSWERS: dict[tuple[type, int, int, tuple[int, ...], bool], Event] = {}


def declined(
    cls: type[FigureConceded] | type[RaiseRefused], figure: int, row: tuple[int, ...], done: bool
) -> Event:
    """A concede or refusal by ``row[-1]`` after the noes ``row`` (interned on first use)."""
    key = (cls, figure, row[-1], row, done)
    event = _ANSWERS.get(key)
    if event is None:
        event = _ANSWERS[key] = cls(row[-1], FIGURES[figure], row, done)
    return event


def accepted(seat: int, figure: int, value: int, row: tuple[int, ...]) -> Event:
    """``BetAccepted`` after the noes ``row`` (interned on first use)."""
    if not row:
        return (ACCEPTED_RAISE if value == 3 else ACCEPTED_BET)[seat][figure]
    key = (BetAccepted, figure, seat, row, value == 3)
    event = _ANSWERS.get(key)
    if event is None:
        event = _ANSWERS[key] = BetAccepted(seat, FIGURES[figure], value, row)
    return event


def poll_passed(passed: tuple[int, ...], done: bool) -> PollPassed:
    """``PollPassed`` of ``passed[-1]`` (interned on first use)."""
    event = _POLL_PASSED.get((passed, done))
    if event is None:
        event = _POLL_PASSED[passed, done] = PollPassed(passed[-1], passed, done)
    return event


def figure_bet(seat: int, figure: int, passed: tuple[int, ...]) -> FigureBet:
    """``FigureBet`` after the poll's passes ``passed`` (interned on first use)."""
    if not passed:
        return BET[seat][figure]
    event = _BET_AFTER.get((seat, figure, passed))
    if event is None:
        event = _BET_AFTER[seat, figure, passed] = FigureBet(seat, FIGURES[figure], passed)
    return event


def figure_raised(seat: int, figure: int, passed: tuple[int, ...]) -> FigureRaised:
    """``FigureRaised`` after the poll's passes ``passed`` (interned on first use)."""
    if not passed:
        return RAISED[seat][figure]
    event = _RAISED_AFTER.get((seat, figure, passed))
    if event is None:
        event = _RAISED_AFTER[seat, figure, passed] = FigureRaised(seat, FIGURES[figure], passed)
    return event


CUT = tuple(tuple(PackCut(seat, k) for k in range(34)) for seat in _SEATS)
CUT_SEEN = tuple({card: CutSeen(seat, card, to=seat) for card in _CARDS} for seat in _SEATS)
CUT_STOLEN = tuple({card: CutStolen(seat, card, to=seat) for card in _CARDS} for seat in _SEATS)
STOLEN = tuple(tuple(CardStolen(seat, k) for k in range(4)) for seat in _SEATS)
STOPPED = tuple(tuple(StealingStopped(seat, k) for k in range(4)) for seat in _SEATS)
DEALT = tuple(
    {(card, k): CardsDealt(seat, card, k) for card in _CARDS for k in range(4)} for seat in _SEATS
)
