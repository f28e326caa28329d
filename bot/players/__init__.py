"""Computer players: a policy sees a view and the legal moves, and returns a move.

``choose`` may return None only when the seat is not required to act (an optional Kontra).
Each game's unit (``bot.games``) names its policy.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engine.core import Move, View

Policy = Callable[[View, Sequence[Move], random.Random, bool], Move | None]


def random_policy(view: View, legal: Sequence[Move], rng: random.Random, required: bool) -> Move:
    """Uniform over the legal moves; the baseline the real policies are measured against."""
    return legal[rng.randrange(len(legal))]


def choose_move(
    game_id: str, view: View, legal: Sequence[Move], rng: random.Random, required: bool
) -> Move | None:
    """The computer's move for this seat (never None when ``required``): the game unit's
    policy, or a random legal move where it returns none or an illegal one."""
    from bot.games import unit  # the units import the policies, which import this module

    if not legal:
        return None
    move = unit(game_id).player(view, legal, rng, required)
    if move is None and required:
        move = random_policy(view, legal, rng, required)
    if move is not None and move not in legal:
        move = random_policy(view, legal, rng, required)
    return move
