"""Interned events for the moves of every playout (cards played, bets and their answers).

Events are never mutated once made, so the frequent ones are built once per (kind, seat,
subject) and shared; building an ``Event`` costs more than a whole cheap move.
"""

from __future__ import annotations

from engine.core import Event
from engine.games.bieten.moves import PACK
from engine.games.bieten.tables import FIGURES

_SEATS = range(8)
_CARDS = PACK.cards

CARD_PLAYED: tuple[dict[str, Event], ...] = tuple(
    {card: Event("card_played", seat, {"card": card}) for card in _CARDS} for seat in _SEATS
)


def card_played(seat: int, shown: str) -> Event:
    """``card_played`` for ``HA`` or a declared wild ``W=HA`` (interned on first use)."""
    table = CARD_PLAYED[seat]
    event = table.get(shown)
    if event is None:
        event = table[shown] = Event("card_played", seat, {"card": shown})
    return event


def _by_figure(kind: str) -> tuple[tuple[Event, ...], ...]:
    return tuple(tuple(Event(kind, seat, {"figure": name}) for name in FIGURES) for seat in _SEATS)


BET = _by_figure("bet")
RAISED = _by_figure("raised")
CONCEDED = _by_figure("conceded")
REFUSED = _by_figure("refused")
ACCEPTED_BET = tuple(
    tuple(Event("accepted", seat, {"figure": name, "value": 2}) for name in FIGURES)
    for seat in _SEATS
)
ACCEPTED_RAISE = tuple(
    tuple(Event("accepted", seat, {"figure": name, "value": 3}) for name in FIGURES)
    for seat in _SEATS
)
AWARDED = tuple(
    tuple(
        tuple(Event("figure_awarded", seat, {"figure": name, "points": p}) for p in (0, 1, 2))
        for name in FIGURES
    )
    for seat in _SEATS
)
PASSED = tuple(Event("passed", seat) for seat in _SEATS)
CUT = tuple(tuple(Event("cut", seat, {"cards": k}) for k in range(34)) for seat in _SEATS)
CUT_SEEN = tuple(
    {card: Event("cut_seen", seat, {"card": card}, to=seat) for card in _CARDS} for seat in _SEATS
)
CUT_STOLEN = tuple(
    {card: Event("cut_stolen", seat, {"card": card}, to=seat) for card in _CARDS} for seat in _SEATS
)
STOLEN = tuple(tuple(Event("stolen", seat, {"count": k}) for k in range(4)) for seat in _SEATS)
STOPPED = tuple(tuple(Event("stopped", seat, {"stolen": k}) for k in range(4)) for seat in _SEATS)
DEALT = tuple(
    {
        (card, k): Event("dealt", seat, {"seen_card": card, "stolen": k})
        for card in _CARDS
        for k in range(4)
    }
    for seat in _SEATS
)
