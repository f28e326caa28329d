"""Vint (Russian auction whist without a dummy): see game.py."""

from engine.games.vint.game import Vint

GAME = Vint

__all__ = ["GAME", "Vint"]
