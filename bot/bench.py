"""Random playouts through the same ``legal_moves``/``apply`` path the bot uses.

Uniform over the seats that the game waits on and over their legal moves; the shuffle is
part of every deal. Returns deals and moves per second per game.
"""

from __future__ import annotations

import random
import time
from typing import Any

from engine.core import PHASE_DEAL, PHASE_OVER, Game
from engine.games import GAMES


def random_playout_rate(game_id: str, seconds: float, seed: int = 1) -> dict[str, float]:
    cls = GAMES[game_id]
    rng = random.Random(seed)
    pack = list(cls.pack().cards)
    deals = moves = 0
    game: Game = cls(cls.default_players)
    start = time.perf_counter()
    deadline = start + seconds
    random_float = rng.random
    while True:
        phase = game.phase
        if phase == PHASE_DEAL:
            if time.perf_counter() >= deadline:
                break
            deck = pack[:]
            rng.shuffle(deck)
            game.deal(deck)
            deals += 1
            continue
        if phase == PHASE_OVER:
            game = cls(cls.default_players)
            continue
        seats = game.to_move()
        if len(seats) == 1:
            (seat,) = seats
        else:
            ordered = sorted(seats)
            seat = ordered[int(random_float() * len(ordered))]
        legal = game.legal_moves(seat)
        count = len(legal)
        game.apply(seat, legal[0] if count == 1 else legal[int(random_float() * count)])
        moves += 1
    elapsed = time.perf_counter() - start
    return {"deals_per_s": round(deals / elapsed, 1), "moves_per_s": round(moves / elapsed, 1)}


def run_bench(games: list[str], seconds: float) -> dict[str, Any]:
    return {"games": {g: random_playout_rate(g, seconds) for g in games}}
