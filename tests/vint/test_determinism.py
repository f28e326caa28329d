"""The engine ignores global random state (after RLCard's determinism test)."""

from __future__ import annotations

import random
from typing import Any

from engine.games import PACKS
from engine.games.vint import Vint


def _run(global_seed: int) -> list[Any]:
    random.seed(global_seed)
    chooser = random.Random(2024)  # the decks and the choices come from a private generator
    game = Vint(4, {"rubbers": 3}, 1)
    trace: list[Any] = []
    while not game.game_over and game.deal_number < 12:
        deck = list(PACKS["vint"].cards)
        chooser.shuffle(deck)
        trace.append(list(game.deal(deck)))
        while game.phase in ("auction", "play"):
            random.random()  # disturb the global generator between moves
            (seat,) = game.to_move()
            legal = game.legal_moves(seat)
            move = legal[chooser.randrange(len(legal))]
            events = game.apply(seat, move)
            trace.append((seat, move.words(), events))
        trace.append([game.view(s) for s in (None, 0, 1, 2, 3)])
        trace.append(game.outcome())
    return trace


def test_global_random_state_is_ignored() -> None:
    assert _run(1) == _run(987654321)
