"""Issue 16, item 6: the numbers in bieten moves are read by engine.numbers.parse_int, so a
number int() cannot read (or should not: ``²``, ``٣``, ``--5``, 5,000 digits) is a
malformed move, never a ValueError."""

from __future__ import annotations

import pytest

from engine.errors import IllegalMove
from engine.games import GAMES

GAME = GAMES["bieten"](GAMES["bieten"].default_players)
NAMES = [f"p{i}" for i in range(GAME.players)]


@pytest.mark.parametrize(
    "text", ["cut ²", "cut --5", "cut " + "9" * 5000, "cut ٣", "cut -4", "cut +4", "cut 4 5"]
)
def test_a_malformed_count_is_a_malformed_move(text: str) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.parse_move(text, NAMES)
    assert caught.value.code == "malformed_move"


def test_a_count_in_ascii_digits_is_read() -> None:
    assert GAME.parse_move("cut 07", NAMES).words(NAMES) == "cut 7"
