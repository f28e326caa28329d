"""A match deal by deal, replayed from its record: who dealt and what each deal scored.

The record (each deal's pack and moves) is the truth, so the history is replayed rather than
kept: the score sheet (``/score``) lists it, and a finished match's table message names the
dealer of its last deal (the engine has moved its dealer on to a deal that never comes).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.table import Table
from engine.core import PHASE_DEAL, PHASE_OVER, Score


@dataclass(frozen=True)
class DealResult:
    number: int  # 1, 2, ...
    dealer: int  # the seat that dealt it
    change: tuple[Score, ...]  # what the deal changed, per seat
    totals: tuple[Score, ...]  # the scores after it
    complete: bool  # False: the deal is still being played


def deal_history(table: Table) -> list[DealResult]:
    """Every deal of the table's match so far, in order (empty before the first deal)."""
    if not table.decks:
        return []
    game = table.new_game()
    names = table.names
    history: list[DealResult] = []
    for number, (deck, moves) in enumerate(zip(table.decks, table.moves, strict=True), 1):
        before = game.scores()
        game.deal(deck)
        dealer = game.view(None).dealer  # the deal's dealer, until the deal is scored
        for seat, words in moves:
            game.apply(seat, game.parse_move(words, names))
        after = game.scores()
        change = tuple(a - b for a, b in zip(after, before, strict=True))
        complete = game.phase in (PHASE_DEAL, PHASE_OVER)
        history.append(DealResult(number, dealer, change, after, complete))
    return history


def last_dealer(table: Table) -> int | None:
    """The seat that dealt the table's last deal; None before the first."""
    history = deal_history(table)
    return history[-1].dealer if history else None
