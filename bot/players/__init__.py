"""Computer players: a policy sees a view and the legal moves, and returns a move.

``choose`` may return None only when the seat is not required to act (an optional Kontra).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engine.core import Move, View
from engine.games import GAME_IDS, import_optional

Policy = Callable[[View, Sequence[Move], random.Random, bool], Move | None]


def random_policy(view: View, legal: Sequence[Move], rng: random.Random, required: bool) -> Move:
    """Uniform over the legal moves; the baseline the real policies are measured against."""
    return legal[rng.randrange(len(legal))]


def _policies() -> dict[str, Policy]:
    """``bot/players/<game id>.py`` exports ``POLICY``; a game without one plays at random."""
    policies: dict[str, Policy] = {}
    for game_id in GAME_IDS:
        module = import_optional(f"{__name__}.{game_id}")
        if module is not None:
            policies[game_id] = module.POLICY
    return policies


POLICIES: dict[str, Policy] = _policies()


def choose_move(
    game_id: str, view: View, legal: Sequence[Move], rng: random.Random, required: bool
) -> Move | None:
    """The computer's move for this seat (never None when ``required``)."""
    if not legal:
        return None
    policy = POLICIES.get(game_id)
    move = policy(view, legal, rng, required) if policy else None
    if move is None and required:
        move = random_policy(view, legal, rng, required)
    if move is not None and move not in legal:
        move = random_policy(view, legal, rng, required)
    return move
