"""Small helpers for the Bieten tests: deal given hands, apply moves written as text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.cards import normalize_card
from engine.errors import IllegalMove
from engine.games import PACKS
from engine.games.bieten import Bieten
from tests.rules_support import refused

PACK = list(PACKS["bieten"].cards)


def deal_hands(
    hands: Mapping[int, Sequence[str]],
    players: int = 3,
    options: Mapping[str, Any] | None = None,
    scores: Sequence[int] | None = None,
    dealer: int = 0,
) -> Bieten:
    """A game dealt these hands (seat -> cards), starting after the cut."""
    game = Bieten(players, options, dealer, scores)
    given = [[normalize_card(c) for c in hands.get(s, [])] for s in range(players)]
    used = {c for h in given for c in h}
    rest = [c for c in PACK if c not in used]
    game.deal(game.deck_from_hands(given, rest))
    return game


def play(game: Bieten, text: str) -> None:
    """Apply moves written ``"p1 play HK; p2 bet rot"``."""
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        name, move = part.split(" ", 1)
        seat = int(name[1:])
        game.apply(seat, game.parse_move(move))


def refusal(game: Bieten, text: str) -> str | None:
    """The reason code ``game`` refuses the single move ``"p1 play HK"`` with, checking that
    the refusal changed nothing (tests/rules_support.py); None when the move is legal, which
    is tried on a clone only, so the game is left as it was either way."""
    name, move = text.strip().split(" ", 1)
    seat = int(name[1:])
    try:
        legal = game.can_apply(seat, game.parse_move(move))
    except IllegalMove:  # not even a move
        legal = False
    return None if legal else refused(game, seat, move)


def words(game: Bieten, seat: int) -> list[str]:
    return [m.words() for m in game.legal_moves(seat)]
