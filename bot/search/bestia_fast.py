"""The normal Bestia player's moves read straight off the game, for the strong player's
playouts.

A playout asks the normal player (``bestia_policy``) a dozen times, and each time it builds a
view, a ``_Ctx`` and the turn's legal moves (32 exchanges), which is four fifths of a
playout's time. ``fast_move`` makes the very same move as ``bestia_policy`` (the same
thresholds, the same ties, the same draw of the seeded generator) from the game's own
state, on the usual Rome turn and in the card play of the usual variants; anything else
(a perdere, a hidden trump, col buco, the rob) is asked of
``bestia_policy`` itself. tests/search/test_bestia_fast.py checks the two agree.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from bot.players.bestia import (
    KEEP,
    KNOCK_SHARE,
    RANKS,
    STAND_KNOCK,
    STAND_OVER_SHARE,
    STRENGTH,
    TRUMP_VALUE,
    _card_value,
    bestia_policy,
)
from bot.search.pimc import MAX_PLAYOUT_MOVES
from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Move, Play
from engine.games.bestia.game import Bestia
from engine.games.bestia.moves import FOLD, KNOCK, PACK, STAY, TERZO, Exchange
from engine.games.bestia.table import DECLARE, PLAY

PLAIN_VALUE = {"A": 0.6, "K": 0.08}
HIGHER = {r: RANKS[: RANKS.index(r)] for r in RANKS}  # the ranks above each


# Per card, the cards of its suit above it and its suit's ace (card_values' lookups, made once).
ABOVE = {c: tuple(c[0] + r for r in HIGHER[c[1]]) for c in PACK.cards}
ACE = {c: c[0] + "A" for c in PACK.cards}


def card_values(hand: Sequence[Card], trump: str | None, out: str | None) -> list[float]:
    """``_card_value`` of each card of ``hand`` (the normal player's), in one pass."""
    if trump is None:
        return [_card_value(c, hand, trump, out) for c in hand]
    values = []
    for card in hand:
        if card[0] == trump:
            higher = 0
            for above in ABOVE[card]:
                if above != out and above not in hand:
                    higher += 1
            values.append(TRUMP_VALUE[higher if higher < 4 else 4])
        else:
            rank = card[1]
            if rank == "3":
                ace = ACE[card]
                values.append(0.35 if ace == out or ace in hand else 0.12)
            else:
                values.append(PLAIN_VALUE.get(rank, 0.0))
    return values


def _cost(card: Card, trump: str) -> int:
    """bestia's ``_cost``: low plain cards first, trumps last."""
    return STRENGTH[card[1]] + (20 if card[0] == trump else 0) + (5 if card[1] == "A" else 0)


def _declare(game: Bestia, seat: int, rng: random.Random) -> Move:
    """bestia's ``_declare`` (patient) on a usual Rome turn with the trump shown."""
    hand = game.hands[seat]
    trump = game.trump
    out = game.trump_card if game.on_table else None
    values = card_values(hand, trump, out)
    value = sum(values)
    size = game.hand_size
    in_count = game.players - sum(game.folded)
    share = size / (in_count if in_count > 2 else 2)
    knock_at = max(0.6 * size, share + 1.2)
    fold_below = min(0.08 * size, share * 0.4)
    stand_at = share + STAND_OVER_SHARE
    knock_from = max(KNOCK_SHARE * knock_at, stand_at)
    if value >= knock_at:
        return KNOCK
    if value < fold_below:
        return FOLD
    terzo = game.terzo_ok and not game.spoke[seat]
    if terzo and value < fold_below + 0.35 and in_count > 3:
        return TERZO
    if value >= knock_from:
        return KNOCK
    if value < stand_at:
        most = min(game.max_exchange, len(hand), len(game.stock))
        order = sorted(range(len(hand)), key=values.__getitem__)  # stable, as sorted(hand)
        weak = [i for i in order if values[i] < KEEP]
        count = min(len(weak), most)
        if count:
            thrown = set(weak[:count])
            return Exchange(tuple(c for i, c in enumerate(hand) if i in thrown))
    return KNOCK if rng.random() < STAND_KNOCK else STAY


def _top_trump(card: Card, trump: str, seen: set[Card]) -> bool:
    if card[0] != trump:
        return False
    return all(trump + r in seen for r in HIGHER[card[1]])


def _play(game: Bestia, seat: int, plays: list[Play]) -> Play:
    """bestia's ``_win_play``."""
    trump = game.trump
    trick = game.trick
    hand = game.hands[seat]
    seen = {*hand, *(c for _, c in trick), *(c for _, c in game.last_trick)}
    if game.on_table:
        seen.add(game.trump_card)
    if not trick:  # _lead
        aces = [m for m in plays if m.card[1] == "A" and m.card[0] != trump]
        tops = [m for m in plays if _top_trump(m.card, trump, seen)]
        if tops and sum(1 for m in plays if m.card[0] == trump) >= 2:
            return tops[0]
        if aces:
            return min(aces, key=lambda m: sum(1 for c in hand if c[0] == m.card[0]))
        if tops:
            return tops[0]
        plain = [m for m in plays if m.card[0] != trump] or plays
        return min(plain, key=lambda m: _cost(m.card, trump))
    best = trick[0][1]
    for _, card in trick[1:]:
        if (card[0] == best[0] and STRENGTH[card[1]] > STRENGTH[best[1]]) or (
            card[0] != best[0] and card[0] == trump
        ):
            best = card
    winners = [
        m
        for m in plays
        if (m.card[0] == best[0] and STRENGTH[m.card[1]] > STRENGTH[best[1]])
        or (m.card[0] != best[0] and m.card[0] == trump)
    ]
    if not winners:
        return min(plays, key=lambda m: _cost(m.card, trump))
    if len(game.playing) - len(trick) - 1 > 0:
        safe = [m for m in winners if m.card[1] == "A" or _top_trump(m.card, trump, seen)]
        if safe:
            return min(safe, key=lambda m: _cost(m.card, trump))
        if best[0] != trump and len(winners) > 1:
            return max(winners, key=lambda m: _cost(m.card, trump) if m.card[0] != trump else 0)
    return min(winners, key=lambda m: _cost(m.card, trump))


def fast_move(game: Bestia, rng: random.Random) -> Move | None:
    """The move ``bestia_policy`` makes for the seat to move (asked only where it has a
    choice, as ``play_out`` asks it)."""
    seat = game.current
    phase = game.phase
    plain = game.variant != "a_perdere" and game.trump_shown
    if phase == DECLARE and plain and game.usual:
        if game.tsd[seat] == 1 and game.active > 3:
            return FOLD  # a terzo se devo settled: the only move
        return _declare(game, seat, rng)
    legal = game.legal_moves(seat)
    if len(legal) == 1:
        return legal[0]
    if phase == PLAY and plain:
        return _play(game, seat, legal)  # type: ignore[arg-type]  # only plays in play
    return bestia_policy(game.view(seat), legal, rng, True)


def play_out(game: Bestia, rng: random.Random) -> None:
    """Play ``game`` to the end of its deal with the normal player in every seat."""
    for _ in range(MAX_PLAYOUT_MOVES):
        if game.phase in (PHASE_DEAL, PHASE_OVER):
            return
        move = fast_move(game, rng)
        if move is None:
            return
        game.apply(game.current, move)


def best_line(game: Bestia, seat: int, judge: Callable[[Bestia], float]) -> float:
    """``judge`` of the deal's end when ``seat`` plays its cards as well as it can in this
    world and the others play as the normal player does (whose card play draws nothing
    from the generator): every line of the seat's own cards is tried."""
    while game.phase == PLAY:
        mover = game.current
        legal = game.legal_moves(mover)
        if mover == seat and len(legal) > 1:
            best = -math.inf
            for i, move in enumerate(legal):
                trial = game if i == len(legal) - 1 else game.clone()  # the last: no copy
                trial.apply(seat, move)
                best = max(best, best_line(trial, seat, judge))
            return best
        game.apply(mover, legal[0] if len(legal) == 1 else _play(game, mover, legal))  # type: ignore[arg-type]
    return judge(game)
