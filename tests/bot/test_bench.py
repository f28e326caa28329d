"""The bench harness plays every game through its legal moves and counts what it played."""

from __future__ import annotations

import pytest

from bot.bench import random_playout_rate
from engine.games import GAME_IDS


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_playouts_deal_and_move(game_id: str) -> None:
    rate = random_playout_rate(game_id, seconds=0.2)
    assert rate["deals_per_s"] > 0
    assert rate["moves_per_s"] > rate["deals_per_s"]  # every deal takes several moves
