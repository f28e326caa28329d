"""Issue 16, item 6: the numbers in vint moves are read by engine.numbers.parse_int, so a
number int() cannot read (or should not: ``²``, ``٣``, ``--5``, 5,000 digits) is a
malformed move, never a ValueError."""

from __future__ import annotations

import pytest

from engine.errors import IllegalMove
from engine.games import GAMES

GAME = GAMES["vint"](GAMES["vint"].default_players)
NAMES = [f"p{i}" for i in range(GAME.players)]


@pytest.mark.parametrize(
    "text",
    ["bid ² NT", "bid ²NT", "bid ¹ S", "bid ³S", "bid ٣ NT", "bid --5 S", "bid 8 S", "bid 0 H"],
)
def test_a_malformed_level_is_a_malformed_move(text: str) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.parse_move(text, NAMES)
    assert caught.value.code == "malformed_move"


@pytest.mark.parametrize(
    ("text", "words"), [("bid 3 nt", "bid 3 NT"), ("bid 7S", "bid 7 S"), ("bid 1 ♥", "bid 1 H")]
)
def test_a_level_in_ascii_digits_is_read(text: str, words: str) -> None:
    assert GAME.parse_move(text, NAMES).words(NAMES) == words
