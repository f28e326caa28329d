"""The Schieberamsch computer player against random play, over 1,000 seeded deals."""

from __future__ import annotations

import random
import time

from bot.players import choose_move, random_policy
from engine.games.schieberamsch import Schieberamsch

DEALS = 1000


def play_deal(seed: int, smart_seat: int) -> tuple[list[int], float]:
    """One deal: the policy in ``smart_seat``, random players elsewhere. Returns the change in
    each seat's score and the slowest decision of the policy."""
    rng = random.Random(seed)
    game = Schieberamsch(3, {"deals": 1}, dealer=seed % 3)
    deck = list(game.pack().cards)
    rng.shuffle(deck)
    game.deal(deck)
    slowest = 0.0
    while not game.game_over:
        awaiting = game.awaiting()
        seat = min(awaiting)
        legal = game.legal_moves(seat)
        if seat == smart_seat:
            start = time.perf_counter()
            move = choose_move("schieberamsch", game.view(seat), legal, rng, True)
            slowest = max(slowest, time.perf_counter() - start)
        else:
            move = random_policy(game.view(seat), legal, rng, True)
        assert move is not None
        game.apply(seat, move)
    return list(game.scores()), slowest


def test_policy_takes_clearly_fewer_penalty_points_than_random():
    smart = random_total = 0
    slowest = 0.0
    for seed in range(DEALS):
        seat = seed % 3
        scores, slow = play_deal(seed, seat)
        smart += scores[seat]
        random_total += scores[(seat + 1) % 3]  # a random player in the same deals
        slowest = max(slowest, slow)
    print(f"over {DEALS} deals: policy {smart}, random seat {random_total}, slowest {slowest:.4f}s")
    assert smart < random_total * 0.6, (smart, random_total)
