"""The game registry: game id -> Game class. Aliases are what players may type.

Each game is a package ``engine.games.<id>`` exporting ``GAME``, its Game class. A game
whose package is not there yet is simply not offered.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from engine.core import Game
from engine.errors import IllegalMove

GAME_IDS = ("bieten", "bestia", "vint", "fivehundredone", "schieberamsch")
ALIASES = {"501": "fivehundredone"}


def import_optional(name: str) -> ModuleType | None:
    """The module ``name``, or None when it does not exist (an error inside it still raises)."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def _load() -> dict[str, type[Game]]:
    games: dict[str, type[Game]] = {}
    for game_id in GAME_IDS:
        module = import_optional(f"{__name__}.{game_id}")
        if module is None:
            continue
        game = getattr(module, "GAME", None)
        if game is not None:  # a package still being written exports no GAME yet
            games[game_id] = game
    return games


GAMES: dict[str, type[Game]] = _load()


def canonical_game_id(name: str) -> str:
    """The game id for what a player typed; raises IllegalMove('unknown_game')."""
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    if key not in GAMES:
        raise IllegalMove("unknown_game", game=name, known=", ".join(sorted(GAMES)))
    return key


def game_class(name: str) -> type[Game]:
    return GAMES[canonical_game_id(name)]
