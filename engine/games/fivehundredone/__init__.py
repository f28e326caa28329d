"""501, the Russian three-player marriage game: see game.py."""

from engine.games.fivehundredone.game import FiveHundredOne

GAME = FiveHundredOne

__all__ = ["GAME", "FiveHundredOne"]
