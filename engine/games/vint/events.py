"""Vint's own events (the shared ones are in engine/events.py)."""

from __future__ import annotations

from typing import ClassVar

from engine.events import Dealt, Event, event


@event
class RubberDealt(Dealt):
    """``seat`` deals deal ``deal`` of rubber ``rubber`` (1 for the first); ``opens``: the
    first deal of that rubber, the first with its partnerships (a session reseats them)."""

    rubber: int
    opens: bool


@event
class ContractMade(Event):
    """The auction is over: ``seat``, the declarer, plays ``contract`` (its bid words,
    ``3 H``) of ``level`` in ``denomination`` with ``partner`` (the seat opposite, as seated
    in this rubber); ``leader`` leads; each trick is worth ``trick_value``."""

    contract: str
    level: int
    denomination: str
    leader: int
    trick_value: int
    partner: int
    kind: ClassVar[str] = "contract"


@event
class GameReached(Event):
    """``team`` reaches the game below the line at trick ``trick`` (``seat`` took it) in
    rubber ``rubber`` (1 for the first)."""

    team: int
    trick: int
    rubber: int
    kind: ClassVar[str] = "game_reached"


@event
class RubberOver(Event):
    """Rubber ``rubber`` is won by team ``winner`` (an index of ``teams``, each a tuple of
    seats) with ``games_won``; ``totals`` per team, ``settlement`` per team (+ is paid)."""

    rubber: int
    teams: tuple[tuple[int, ...], ...]
    games_won: tuple[int, ...]
    winner: int
    totals: tuple[int, ...]
    settlement: tuple[int, ...]
    kind: ClassVar[str] = "rubber_over"
