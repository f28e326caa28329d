"""Issue 16, item 6: the numbers in fivehundredone moves are read by engine.numbers.parse_int, so a
number int() cannot read (or should not: ``²``, ``٣``, ``--5``, 5,000 digits) is a
malformed move, never a ValueError."""

from __future__ import annotations

import pytest

from engine.errors import IllegalMove
from engine.games import GAMES

GAME = GAMES["fivehundredone"](GAMES["fivehundredone"].default_players)
NAMES = [f"p{i}" for i in range(GAME.players)]
MANY = "9" * 5000


@pytest.mark.parametrize(
    "text",
    [
        *("bid ²", "bid --5", f"bid {MANY}", "bid ٣", "bid +5", "bid 1_000", "bid -5"),
        *("blind ²", "blind --5", f"blind {MANY}", "blind ٣"),
        *("contract H ²", "contract ² H", f"contract H {MANY}", f"contract {MANY} H"),
        *("contract H --5", "contract H ٣"),
        *("give SA ²", "give SA --5", f"give SA {MANY}", "give SA ٣", "give SA -1", "give SA 3"),
    ],
)
def test_a_malformed_number_is_a_malformed_move(text: str) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.parse_move(text, NAMES)
    assert caught.value.code == "malformed_move"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("bid 120", "bid 120"),
        ("blind 0120", "blind 120"),
        ("contract 140 h", "contract H 140"),
        ("contract NT 200", "contract NT 200"),
        ("give SA 2", "give SA p2"),
        ("give SA p1", "give SA p1"),
        ("bid 999999999999", "bid 999999999999"),  # read, and then refused by the rules
    ],
)
def test_numbers_in_ascii_digits_are_read(text: str, words: str) -> None:
    assert GAME.parse_move(text, NAMES).words(NAMES) == words
