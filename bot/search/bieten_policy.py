"""The betting of Bieten's strong player (issue 20): the normal player's reckoning, with the
thresholds that measured best against it in duplicate duels.

The normal player (``bot.players.bieten``) bets whenever its model of the answers says a bet
gains: it takes every holder of the figure to accept half the time. The normal player in
fact accepts from a 12 % chance to win the figure, so a bet on a figure that may well be
beaten is accepted and doubled against the bettor. Betting only where the figure is won in
``BET_CHANCE`` of the samples, and raising to 3 only from ``RAISE_CHANCE`` (counted where the
bettor and the accepter hold the figure), measured +0.155 points a deal over the normal
player in 200 duplicate deals (seed 7; +0.05 for the bets alone, +0.03 for the raises
alone). The answers stay the normal player's: a threshold of 5 %, 25 % or 40 % measured
worse than its 12 %.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.players import bieten as normal
from bot.players.bieten_position import Position
from engine.core import Move
from engine.games.bieten.tables import FIGURES

BET_CHANCE = 0.8  # bet a figure won in this share of the samples (0.9: +0.146, 0.95: +0.14)
RAISE_CHANCE = 0.5  # raise to 3 from this share (0.4 measured +0.08, 0.65 +0.152)


def bet_choice(pos: Position, legal: Sequence[Move]) -> Move | None:
    """The bet or raise with the best chance to win its figure (Spiel: the last trick,
    counted in trick 3 and guessed before it), if that chance reaches the threshold."""
    best: tuple[float, Move] | None = None
    for move in legal:
        if move.verb not in ("bet", "raise"):
            continue
        figure = FIGURES.index(move.words().split()[1])
        if not normal._may_bet(pos, move.verb, figure):
            continue
        holders = normal._shown(pos, figure) if move.verb == "raise" else []
        chance = normal._chance(pos, figure, shown=holders)
        threshold = BET_CHANCE if move.verb == "bet" else RAISE_CHANCE
        if chance >= threshold and (best is None or chance > best[0]):
            best = (chance, move)
    return best[1] if best else None
