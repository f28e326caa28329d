"""The rules registry: game id -> Game class, one explicit line per game. Aliases are what
players may type.

Each game is a package ``engine.games.<id>`` whose Game class names its id and its pack
(``game_id``, ``PACK``). A package is offered only once it is listed here; an entry whose
class does not say the same id, or has no pack, fails at import.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from engine.cards import Pack
from engine.core import Game
from engine.errors import IllegalMove
from engine.games.bestia import Bestia
from engine.games.bieten import Bieten
from engine.games.fivehundredone import FiveHundredOne
from engine.games.schieberamsch import Schieberamsch
from engine.games.vint import Vint


def check_rules(game_id: str, cls: type[Game]) -> type[Game]:
    """``cls`` when it is a complete rules class for ``game_id``; ValueError says what is not."""
    if not (isinstance(cls, type) and issubclass(cls, Game)):
        raise ValueError(f"game {game_id!r}: {cls!r} is not a Game class")
    if getattr(cls, "game_id", None) != game_id:
        raise ValueError(f"game {game_id!r}: {cls.__name__}.game_id is not {game_id!r}")
    if not isinstance(getattr(cls, "PACK", None), Pack):
        raise ValueError(f"game {game_id!r}: {cls.__name__}.PACK is not a Pack")
    if cls.__abstractmethods__:
        missing = ", ".join(sorted(cls.__abstractmethods__))
        raise ValueError(f"game {game_id!r}: {cls.__name__} does not implement {missing}")
    return cls


GAMES: dict[str, type[Game]] = {
    game_id: check_rules(game_id, cls)
    for game_id, cls in (
        ("bieten", Bieten),
        ("bestia", Bestia),
        ("vint", Vint),
        ("fivehundredone", FiveHundredOne),
        ("schieberamsch", Schieberamsch),
    )
}
GAME_IDS = tuple(GAMES)
ALIASES = {"501": "fivehundredone"}
PACKS: dict[str, Pack] = {game_id: cls.PACK for game_id, cls in GAMES.items()}


@contextmanager
def registered(cls: type[Game]) -> Iterator[type[Game]]:
    """``cls`` in the registry for the duration (a test's own game); removed afterwards."""
    game_id = cls.game_id
    if game_id in GAMES:
        raise ValueError(f"game {game_id!r} is registered already")
    GAMES[game_id] = check_rules(game_id, cls)
    try:
        yield cls
    finally:
        del GAMES[game_id]


def canonical_game_id(name: str) -> str:
    """The game id for what a player typed; raises IllegalMove('unknown_game')."""
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    if key not in GAMES:
        raise IllegalMove("unknown_game", game=name, known=", ".join(sorted(GAMES)))
    return key


def game_class(name: str) -> type[Game]:
    return GAMES[canonical_game_id(name)]
