"""``give CARD SEAT``: the seat a give names is the seat it goes to, whatever the names."""

from __future__ import annotations

import pytest

from engine.errors import IllegalMove
from engine.games.fivehundredone.game import FiveHundredOne
from engine.games.fivehundredone.moves import Give

TABLES = [
    ["sepp", "Sepp", "Vroni"],  # two names equal ignoring case
    ["Sepp", "sepp", "Vroni"],
    ["Anna Lena", "Sepp", "Anna"],  # a name with a space, and its first word another's
    ["1", "0", "x y"],  # names that are seat numbers
    ["Ann", "Bob", "Sepp (2)"],
]


@pytest.mark.parametrize("names", TABLES)
def test_every_give_reads_back_as_the_seat_it_was_written_for(names: list[str]) -> None:
    game = FiveHundredOne(3)
    for to in range(3):
        move = Give("HT", to)
        words = move.words(names)
        assert game.parse_move(words, names) == move, words


def test_the_exact_name_wins_over_one_equal_ignoring_case() -> None:
    game = FiveHundredOne(3)
    names = ["sepp", "Sepp", "Vroni"]
    assert game.parse_move("give HT Sepp", names) == Give("HT", 1)
    assert game.parse_move("give HT sepp", names) == Give("HT", 0)
    assert game.parse_move("give HT vroni", names) == Give("HT", 2)  # the only one alike
    with pytest.raises(IllegalMove):  # SEPP is like two seats: it names neither
        game.parse_move("give HT SEPP", names)


def test_names_stored_with_odd_spaces_still_read_back() -> None:
    """Tables seated before names were cleaned: the words carry single spaces only."""
    game = FiveHundredOne(3)
    names = ["Karl-Theodor Maria Freiherr von ", "Anna  Lena", "Sepp"]
    for to in range(3):
        move = Give("HT", to)
        words = move.words(names)
        assert "  " not in words and not words.endswith(" ")
        assert game.parse_move(words, names) == move


def test_a_name_that_cannot_name_its_seat_is_written_as_the_seat_number() -> None:
    game = FiveHundredOne(3)
    for names in (["Anna Lena", "Anna  Lena", "Sepp"], ["   ", "Bob", "Sepp"]):
        move = Give("HT", 0)
        assert move.words(names) == "give HT 0"
        assert game.parse_move(move.words(names), names) == move
