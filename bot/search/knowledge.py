"""What one seat knows of the current deal: nothing of the others' hands beyond what it saw."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card
from engine.core import Event, Game, Seat, View


@dataclass(frozen=True)
class SeenMove:
    """A move of this deal as the seat saw it: ``words`` None where only the mover (and
    whom it names) saw them (a discard, a card given), the verb always."""

    seat: Seat
    verb: str
    words: str | None


@dataclass(frozen=True)
class Knowledge:
    """Everything a seat may use to decide: its view, the match before this deal (a game at
    the deal phase: it holds nothing of this deal), the hand it was dealt (None: dealt face
    down and not looked at), this deal's moves as it saw them, and the events it was told."""

    seat: Seat
    view: View
    before_deal: Game
    dealt_hand: tuple[Card, ...] | None
    moves: tuple[SeenMove, ...]
    told: tuple[Event, ...]


def seen_moves(game: type[Game], seat: Seat, moves: list[tuple[Seat, str]]) -> tuple[SeenMove, ...]:
    """``moves`` (seat, words) of the deal as ``seat`` saw them: the words of another
    seat's move whose verb the game keeps private are hidden."""
    seen = []
    for mover, words in moves:
        verb = words.split()[0] if words.split() else ""
        hidden = mover != seat and verb in game.private_verbs
        seen.append(SeenMove(mover, verb, None if hidden else words))
    return tuple(seen)


def told_to(events: list[Event], seat: Seat) -> tuple[Event, ...]:
    """The events ``seat`` was told: the public ones and its own."""
    return tuple(e for e in events if e.to is None or e.to == seat)
