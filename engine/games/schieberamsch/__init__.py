"""Schieberamsch (a Skat game): see game.py."""

from engine.games.schieberamsch.game import Schieberamsch

GAME = Schieberamsch

__all__ = ["GAME", "Schieberamsch"]
