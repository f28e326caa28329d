"""Bestia's strong player: a determinized search of its card play and of its big
declaration decisions (fold, stay, knock, exchange), on worlds built to agree with what a
seat knows (bestia_worlds.py).

The search (PIMC): each candidate move in each world, the deal played out by the normal
player in every seat (its moves read straight off the game, bestia_fast.py), the same
chances for every candidate of a world; the score is the seat's deal points less the mean
of the others'. In the declaration the candidates are few: fold, knock, terzo, staying
without an exchange, the normal player's exchange and the exchanges of the 1 to 3 weakest
cards; its outcomes swing by a whole pot (a player in bestia pays it), so it gets the most
worlds: after ``PRUNE_AFTER`` worlds the candidates far behind the best are dropped and the
others played on in more worlds. In the last tricks (``EXACT_CARDS``) the seat's own later
cards are not left to the normal player: every line of them is tried in each world
(``best_line``), against the others' normal play. The normal player's move stands unless
another gains more than ``SURE`` standard errors of the difference over the worlds. The
effort is a count of playouts, not a clock: the decision is the same for the same seeded
generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from bot.players import Policy
from bot.players.bestia import _card_value, _Ctx, bestia_policy
from bot.search import bestia_fast
from bot.search.bestia_worlds import TRIES_PER_WORLD, iter_worlds
from bot.search.knowledge import Knowledge
from bot.search.pimc import MAX_PLAYOUT_MOVES, Verdict, side_value
from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Game, Move, Play, Seat
from engine.games.bestia.cardplay import STRENGTH
from engine.games.bestia.game import Bestia

# Playouts a decision may spend (worlds x candidates), a count so that the decision is the
# same for the same seed; p99 within 200 ms of one core.
PLAY_BUDGET = 160
DECLARE_BUDGET = 280
MIN_WORLDS = 6
PLAY_MAX_WORLDS = 24
# The declaration's outcomes swing by a pot: its worlds pay. Against default, seed 11, 60
# decks: 24 worlds +2.4 chips a deal, 48 +3.7, 72 +4.7 (each paired +1.3 and +2.3 +- 1.8).
DECLARE_MAX_WORLDS = 64
PRUNE_AFTER = 16  # declaration: after this many worlds, the candidates far behind are dropped
PRUNE_SE = 1.0  # far behind: by more than this many standard errors of the difference
# From this many cards in hand the seat's own later cards are searched too; measured on top
# of 48 worlds, seed 11, 60 decks: +0.34 +- 0.52 chips a deal, for 8 ms more at 4 cards
# (60 ms at 5).
EXACT_CARDS = 4
# Standard errors of the difference a move must gain over the normal one; measured against
# default, 40 decks: 0 gave +2.0 chips a deal, 1 gave +3.6, 1.5 +4.0, 2 +3.5.
SURE = 1.5
SEARCH_DECLARATION = True  # the fold, stay, knock and exchange decisions too (not only play)
MOST_THROWN = 3  # exchanges of the weakest 1 to this many cards are searched


# ---- the search -------------------------------------------------------------------------
def declaration_candidates(
    view_ctx: _Ctx, legal: Sequence[Move], chosen: Move | None
) -> list[Move]:
    """The few declaration moves worth searching: every move but the exchanges, staying
    without one, the normal player's choice, and the exchanges of the weakest 1 to 5 cards."""
    moves: list[Move] = []
    exchanges: dict[frozenset[Card], Move] = {}
    for move in legal:
        if move.verb == "exchange":
            exchanges[frozenset(move.cards)] = move
        elif move not in moves:
            moves.append(move)
    if frozenset() in exchanges:
        moves.append(exchanges[frozenset()])
    hand = view_ctx.hand
    ranked = sorted(
        hand,
        key=lambda c: (
            _card_value(c, hand, view_ctx.trump, view_ctx.out) * (-1 if view_ctx.losing else 1),
            STRENGTH[c],
        ),
    )
    for count in range(1, min(len(ranked), MOST_THROWN) + 1):
        thrown = exchanges.get(frozenset(ranked[:count]))
        if thrown is not None and thrown not in moves:
            moves.append(thrown)
    if chosen is not None and chosen in legal and chosen not in moves:
        moves.append(chosen)
    return moves


def candidates(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random
) -> tuple[list[Move], Move | None]:
    """The moves the search compares (every card in card play) and the normal player's."""
    chosen = bestia_policy(knowledge.view, legal, random.Random(rng.random()), True)
    if all(isinstance(m, Play) for m in legal):
        return list(legal), chosen
    if any(m.verb == "rob" for m in legal) or not SEARCH_DECLARATION:
        return [], chosen  # briscola rubata's rob: left to the normal player
    return declaration_candidates(_Ctx(knowledge.view), legal, chosen), chosen


def play_out(game: Game, policy: Policy, rng: random.Random) -> None:
    """Play ``game`` to the end of its deal with ``policy`` in every seat (pimc.play_out for
    Bestia, where one seat moves at a time: a forced move is made without asking)."""
    for _ in range(MAX_PLAYOUT_MOVES):
        if game.phase in (PHASE_DEAL, PHASE_OVER):
            return
        (seat,) = game.to_move()
        legal = game.legal_moves(seat)
        move = legal[0] if len(legal) == 1 else policy(game.view(seat), legal, rng, True)
        if move is None:
            return
        game.apply(seat, move)


def difference(base: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """The mean gain of ``other`` over ``base`` in the worlds both were played in, and its
    standard error."""
    gains = [b - a for a, b in zip(base, other, strict=False)]
    count = len(gains)
    mean = sum(gains) / count
    spread = (sum((g - mean) ** 2 for g in gains) / max(count - 1, 1)) ** 0.5
    return mean, spread / count**0.5


def pruned(values: list[list[float]], alive: list[int], base: int | None) -> list[int]:
    """The candidates still worth playing out: the best so far, the normal player's, and
    those not behind the best by more than ``PRUNE_SE`` standard errors of the difference."""
    means = {i: sum(values[i]) / len(values[i]) for i in alive}
    best = max(alive, key=means.__getitem__)
    kept = []
    for i in alive:
        if i in (best, base):
            kept.append(i)
            continue
        gain, spread = difference(values[i], values[best])
        if gain <= PRUNE_SE * spread:
            kept.append(i)
    return kept


def search(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    names: list[str],
    policy: Policy = bestia_policy,
    judge: Callable[[Game, Seat], float] | None = None,
) -> Verdict | None:
    """The best candidate over the sampled worlds; None when there is nothing to search or
    no world could be built. The normal player's move stands unless another does better
    in the worlds by more than ``SURE`` standard errors of the difference."""
    moves, chosen = candidates(knowledge, legal, rng)
    if len(moves) < 2:
        return None
    playing = all(isinstance(m, Play) for m in moves)
    if playing:
        wanted = max(MIN_WORLDS, min(PLAY_MAX_WORLDS, PLAY_BUDGET // len(moves)))
        budget, prune_after = wanted * len(moves), 0
    else:  # the candidates far behind after a few worlds are dropped: more for the rest
        wanted, budget, prune_after = DECLARE_MAX_WORLDS, DECLARE_BUDGET, PRUNE_AFTER
    seat = knowledge.seat
    keys = [m.words(names) for m in moves]
    values: list[list[float]] = [[] for _ in moves]
    fast = policy is bestia_policy
    exact = fast and playing and len(knowledge.view.hand or ()) <= EXACT_CARDS
    base = moves.index(chosen) if chosen in moves else None

    def value(game: Game) -> float:
        return judge(game, seat) if judge else side_value(game, seat, 1.0)

    alive = list(range(len(moves)))
    count = spent = 0
    for world in iter_worlds(knowledge, rng, wanted, wanted * TRIES_PER_WORLD, names):
        if count == prune_after and count:
            alive = pruned(values, alive, base)
        if count >= MIN_WORLDS and spent + len(alive) > budget:
            break
        seed = rng.random()  # the same playout chances for every candidate in this world
        for i in alive:
            trial = world.clone()
            trial.apply(seat, moves[i])
            if exact and isinstance(trial, Bestia):
                values[i].append(bestia_fast.best_line(trial, seat, value))
                continue
            if fast and isinstance(trial, Bestia):
                bestia_fast.play_out(trial, random.Random(seed))  # the same moves, 4x sooner
            else:
                play_out(trial, policy, random.Random(seed))
            values[i].append(value(trial))
        spent += len(alive)
        count += 1
    if not count:
        return None
    means = {key: sum(v) / len(v) for key, v in zip(keys, values, strict=True) if v}
    best = max(alive, key=lambda i: means[keys[i]])
    if base is not None and best != base:
        gain, spread = difference(values[base], values[best])
        if gain <= SURE * spread:
            best = base
    return Verdict(moves[best], means, count)


def strong_player(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """Bestia's ``strong`` level: the search where it can build worlds, else the normal
    player."""
    if len(legal) > 1:
        verdict = search(knowledge, legal, rng, names)
        if verdict is not None:
            return verdict.move
    return bestia_policy(knowledge.view, legal, rng, required)
