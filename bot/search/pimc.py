"""Determinized search (perfect-information Monte Carlo): each legal move is tried in each
sampled world and the deal played out by the game's normal player; the move with the best
mean result for the seat's side wins. Deterministic: the worlds and the playouts are drawn
from the decision's own seeded generator, and the effort is a count, not a clock."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.players import Policy, random_policy
from bot.search.knowledge import Knowledge
from bot.search.worlds import Places, known_places, sample_worlds
from engine.core import PHASE_DEAL, PHASE_OVER, Game, Move, Seat

MAX_PLAYOUT_MOVES = 2000


@dataclass(frozen=True)
class Effort:
    """How hard the search looks: worlds sampled, deals tried to find them, and playouts
    per move and world."""

    worlds: int = 8
    tries: int = 120
    playouts: int = 1


@dataclass(frozen=True)
class Verdict:
    """The move chosen and what each move scored (mean, over ``worlds`` worlds)."""

    move: Move
    means: dict[str, float]
    worlds: int


def side_value(game: Game, seat: Seat, sign: float) -> float:
    """The deal's points for ``seat`` less the mean of its opponents' (a partner's points are
    the seat's own), turned round where the game counts down."""
    points = [sign * float(p) for p in game.outcome().deal_points]
    team_of = game.view(seat).info.get("team_of")
    if team_of is not None:
        rivals = [points[s] for s in range(len(points)) if team_of[s] != team_of[seat]]
    else:
        rivals = [points[s] for s in range(len(points)) if s != seat]
    return points[seat] - (sum(rivals) / len(rivals) if rivals else 0.0)


def play_out(game: Game, policy: Policy, rng: random.Random) -> None:
    """Play ``game`` to the end of its deal with ``policy`` in every seat."""
    for _ in range(MAX_PLAYOUT_MOVES):
        if game.phase in (PHASE_DEAL, PHASE_OVER):
            return
        awaiting = game.awaiting()
        for seat in sorted(game.to_move(), key=lambda s: (s not in awaiting, s)):
            legal = game.legal_moves(seat)
            if not legal:
                continue
            required = seat in awaiting
            move = policy(game.view(seat), legal, rng, required)
            if move is None and not required:
                continue
            if move is None or move not in legal:
                move = random_policy(game.view(seat), legal, rng, required)
            game.apply(seat, move)
            break
        else:
            return  # nobody moves: a position the playout cannot go on from


def search(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    policy: Policy,
    sign: float,
    names: list[str],
    effort: Effort = Effort(),
    judge: Callable[[Game, Seat], float] | None = None,
    places: Callable[[Knowledge], Places] = known_places,
) -> Verdict | None:
    """The best of ``legal`` over sampled worlds; None when no world could be found."""
    seat = knowledge.seat
    totals = {move.words(names): 0.0 for move in legal}
    worlds = 0
    for world in sample_worlds(knowledge, rng, effort.worlds, effort.tries, names, places):
        worlds += 1
        for move in legal:
            for _ in range(effort.playouts):
                trial = world.clone()
                trial.apply(seat, move)
                play_out(trial, policy, rng)
                value = judge(trial, seat) if judge else side_value(trial, seat, sign)
                totals[move.words(names)] += value
    if not worlds:
        return None
    means = {words: total / (worlds * effort.playouts) for words, total in totals.items()}
    best = max(legal, key=lambda m: means[m.words(names)])
    return Verdict(best, means, worlds)
