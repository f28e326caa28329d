"""Bestia (an Italian Rams game): see game.py."""

from engine.games.bestia.game import Bestia

GAME = Bestia

__all__ = ["GAME", "Bestia"]
