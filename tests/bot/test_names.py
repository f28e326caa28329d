"""Seat names (bot/names.py): what a platform name becomes when its owner sits down."""

from __future__ import annotations

import pytest

from bot.names import (
    BOT_NAMES,
    FALLBACK,
    MAX_NAME,
    clean_name,
    computer_name,
    name_key,
    person_name,
    rematch_seats,
    unique_seat_name,
)
from bot.store import SeatRow

GUTTENBERG = "Karl-Theodor Maria Freiherr von und zu Guttenberg"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Anna", "Anna"),
        ("Anna  Lena", "Anna Lena"),  # a double space
        ("  Anna \t\n Lena  ", "Anna Lena"),  # any whitespace, at either end too
        ("Anna\u00a0\u2003Lena", "Anna Lena"),  # no-break and em spaces
        ("Anna\u2028Lena", "Anna Lena"),  # a line separator
        (GUTTENBERG, "Karl-Theodor Maria Freiherr von"),  # cut to 32 at a space: none kept
        (GUTTENBERG[:32], "Karl-Theodor Maria Freiherr von"),  # cut elsewhere, then given
        ("   ", FALLBACK),
        ("", FALLBACK),
        ("\u200b\u200d\ufeff", FALLBACK),  # zero-width characters only
        ("\u3164\u115f", FALLBACK),  # Hangul fillers: letters that show nothing
        ("\u202eppeS", "ppeS"),  # a right-to-left override
        ("A\u200fB\u2066C\u2069D\u202aE\u202c", "ABCDE"),  # marks, isolates, embeddings
        ("Bo\x00b\x1b[31m", "Bob[31m"),  # control characters
        ("Ｓｅｐｐ", "Sepp"),  # full-width letters: NFKC
        ("Cafe\u0301", "Café"),  # composed
        ("Sepp (computer)", "Sepp"),  # the table's own label for a computer seat
        ("Sepp(COMPUTER)", "Sepp"),
        ("Vroni (auto)", "Vroni"),  # and for a seat a computer plays for its owner
        ("(computer)", FALLBACK),
        ("A (comp(computer)uter)", "A"),  # a label left behind by removing one
        ("7", f"{FALLBACK} 7"),  # would read as a seat number
        ("x" * 40, "x" * MAX_NAME),
    ],
)
def test_clean_name(raw: str, expected: str) -> None:
    assert clean_name(raw) == expected


@pytest.mark.parametrize(
    "raw",
    [GUTTENBERG, " a  b ", "\u202e" * 40, "é" * 33, "😀 " * 20, "\ud800x", "\t\n\r\x0b\x0c\x1c"],
)
def test_a_clean_name_survives_the_move_words(raw: str) -> None:
    name = clean_name(raw)
    assert name and len(name) <= MAX_NAME
    assert " ".join(name.split()) == name  # split into words and joined again: the same
    assert all(c.isprintable() for c in name)
    assert clean_name(name) == name


def test_unique_seat_name_differs_ignoring_case_from_taken_and_reserved() -> None:
    assert unique_seat_name("Anna", ["Bob"]) == "Anna"
    assert unique_seat_name("anna", ["Anna"]) == "anna (2)"
    assert unique_seat_name("ANNA", ["anna", "Anna (2)"]) == "ANNA (3)"
    assert unique_seat_name("sepp", [], BOT_NAMES) == "sepp (2)"
    assert unique_seat_name("Ｓｅｐｐ", [], BOT_NAMES) == "Sepp (2)"
    assert unique_seat_name("Sepp (computer)", ["Sepp"]) == "Sepp (2)"
    assert unique_seat_name("Strauß", ["STRAUSS"]) == "Strauß (2)"  # case-folded
    assert unique_seat_name("  ", ["Player"]) == "Player (2)"


def test_a_numbered_name_keeps_to_the_length_without_a_trailing_space() -> None:
    long = "Karl-Theodor Maria Freiherr von und zu Guttenberg"
    first = clean_name(long)
    second = unique_seat_name(long, [first])
    assert second == "Karl-Theodor Maria Freiherr (2)" and len(second) <= MAX_NAME
    third = unique_seat_name("y" * 40, ["y" * 32, "y" * 28 + " (2)"])
    assert third == "y" * 28 + " (3)"


def test_person_name_avoids_other_seats_now_and_in_the_record() -> None:
    # Seat 1 was Bob's and is now a computer's; Bob's name stays in the record.
    seats, record = ["Anna", "Sepp", "Vroni"], ["Anna", "Bob", "Vroni"]
    assert person_name("bob", seats, record, seat=2) == "bob (2)"
    assert person_name("bob", seats, record, seat=1) == "bob"  # the seat that was his
    assert person_name("anna", seats, record, seat=1) == "anna (2)"
    assert person_name("vroni", ["Vroni"], ()) == "vroni (2)"  # a computer's name at the table
    assert person_name("Sepp", [], ()) == "Sepp"  # a person called Sepp stays Sepp
    assert computer_name(["sepp"]) == "Vroni"  # and the computers take other names
    assert computer_name(BOT_NAMES) == "Sepp (2)"


def test_rematch_seats_makes_a_stored_tables_names_unique() -> None:
    rows = [
        SeatRow("u1", "sepp", False),
        SeatRow(None, "Sepp", True),
        SeatRow("u2", " sepp ", False),
    ]
    names = [row.name for row in rematch_seats(rows)]
    assert names == ["sepp (2)", "Sepp", "sepp (3)"]
    assert len({name_key(n) for n in names}) == 3
    assert [(r.user_id, r.is_bot) for r in rematch_seats(rows)] == [
        ("u1", False),
        (None, True),
        ("u2", False),
    ]
