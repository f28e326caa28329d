"""Seat names a person brings to the table: a 501 match beside computers, through a restart.

A name that did not survive the move words (a double or trailing space, only spaces) or was
another seat's ignoring case (``sepp`` beside the computer ``Sepp``) stalled the table at the
first ``give`` to that seat, or gave the card to the wrong player, and a restarted bot could
not rebuild the table at all.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from adapters.console import ConsoleTable
from bot.names import name_key
from bot.seating import pick_seat
from bot.service import TableService
from bot.store import Store
from bot.table import Table
from engine.core import PHASE_DEAL
from engine.games.fivehundredone.game import FiveHundredOne
from tests.bot.conftest import alerts, person

SEED = "b"  # the first deal's declarer (Vroni) gives to both other seats, the person's too
NAMES = {
    "sepp beside the computer Sepp": "sepp",
    "a double space": "Anna  Lena",
    "a trailing space left by a cut to 32": "Karl-Theodor Maria Freiherr von und zu Guttenberg"[
        :32
    ],
    "only whitespace": " \t ",
    "a computer's label": "Sepp (computer)",
    "a right-to-left override": "\u202eppeS",
}


async def _console(path: Path, name: str) -> tuple[Store, ConsoleTable, io.StringIO]:
    store = await Store.open(path)
    out = io.StringIO()
    return store, ConsoleTable(TableService(store, seed=SEED), out, name), out


def _gives(table: Table) -> list[tuple[str, int, str]]:
    """Every give of the match: (card, the seat that got it, the name the words gave)."""
    game = FiveHundredOne(len(table.seats), table.options, table.dealer)
    names = table.names
    gives: list[tuple[str, int, str]] = []
    for deck, moves in zip(table.decks, table.moves, strict=True):
        assert game.phase == PHASE_DEAL
        game.deal(deck)
        for seat, words in moves:
            game.apply(seat, game.parse_move(words, names))
            if words.startswith("give "):
                _, card, named = words.split(" ", 2)
                got = [s for s in range(len(names)) if game.given.get(s) == card]
                assert len(got) == 1 and card in game.hands[got[0]]
                gives.append((card, got[0], named))
    return gives


def _assert_seat_names(table: Table) -> None:
    names = table.names
    assert len({name_key(n) for n in names}) == len(names)  # no two alike ignoring case
    for name in names:
        assert name.strip() and " ".join(name.split()) == name, repr(name)
        assert all(c.isprintable() for c in name), repr(name)
        assert "(computer)" not in name.casefold()


@pytest.mark.parametrize("raw", list(NAMES.values()), ids=list(NAMES))
async def test_a_person_plays_501_beside_computers_through_a_restart(
    tmp_path: Path, raw: str
) -> None:
    path = tmp_path / "names.sqlite3"
    store, console, out = await _console(path, raw)
    try:
        for line in ("/new fivehundredone", "/addbot", "/addbot", "/start"):
            await console.line(line)
        table = console.service.tables[1]
        presses = 0  # the person passes (or makes the first move offered) until cards are given
        while len(_gives(table)) < 2 and console.buttons and presses < 20:
            labels = [button.label for button in console.buttons]
            pick = next((i for i, label in enumerate(labels) if "Pass" in label), 0)
            await console.line(str(pick + 1))
            presses += 1
        text = out.getvalue()
        assert "already has a card" not in text and "extra words" not in text, text[-800:]
        gives = _gives(table)
        assert len(gives) == 2 and {to for _, to, _ in gives} == {0, 1}
        assert table.status == "running"
    finally:
        await store.close()

    # The bot restarts: the table is rebuilt from the store and plays on to the end.
    store, console, out = await _console(path, raw)
    try:
        console.show(await console.service.restore())
        table = console.service.tables[1]
        assert table.status == "running" and len(_gives(table)) == 2
        await console.line("/auto")
        assert table.status == "finished", out.getvalue()[-800:]
        assert "Match over" in out.getvalue()
        gives = _gives(table)
        assert len(gives) > 2 and any(to == 0 for _, to, _ in gives)
        for card, to, named in gives:  # each card went to the seat its words named, exactly
            assert table.names[to] == named, (card, to, named)
        _assert_seat_names(table)
    finally:
        await store.close()


async def test_joining_and_sitting_make_the_name_unique(service: TableService) -> None:
    ann, bob, cid = person(1), person(2), person(3)
    ann = ann.__class__(ann.user_id, "Anna", ann.chat)
    bob = bob.__class__(bob.user_id, "anna ", bob.chat)
    cid = cid.__class__(cid.user_id, "Vroni (computer)", cid.chat)
    await service.handle_text(ann, "/new schieberamsch")
    await service.handle_text(bob, "/join")
    await service.handle_text(ann, "/addbot")  # Sepp
    table = service.table_for(ann)
    assert table is not None
    assert [s.name for s in table.seats] == ["Anna", "anna (2)", "Sepp"]
    await service.handle_text(ann, "/start")
    out = await service.handle_text(cid, "/sit")
    assert not alerts(out)
    assert table.seats[2].name == "Vroni" and table.seats[2].user_id == cid.user_id
    assert "Vroni takes over seat 3." in [m.text for m in out]


async def test_a_seat_argument_names_one_seat_or_none(service: TableService) -> None:
    """/kick by number first, then by the one name equal exactly, then ignoring case."""
    ann, bob = person(1), person(2)
    await service.handle_text(ann, "/new schieberamsch")
    await service.handle_text(bob, "/join")
    await service.handle_text(ann, "/addbot")
    await service.handle_text(ann, "/start")
    table = service.table_for(ann)
    assert table is not None
    # A table seated before names were made unique: two names alike ignoring case.
    table.seats[0].name, table.seats[1].name, table.seats[2].name = "sepp", "Sepp", "Vroni"
    table.seat_names = ["sepp", "Sepp", "Vroni"]
    assert pick_seat(table, ("Sepp",), [0, 1]) == 1
    assert pick_seat(table, ("sepp",), [0, 1]) == 0
    assert pick_seat(table, ("SEPP",), [0, 1]) is None  # like two seats: neither
    assert pick_seat(table, ("@Sepp",), [0, 1]) == 1
    assert pick_seat(table, ("2",), [0, 1]) == 1
    assert pick_seat(table, ("3",), [0, 1]) is None  # a computer's seat
    assert pick_seat(table, ("vroni",), [0, 1]) is None
    out = await service.handle_text(ann, "/kick SEPP")
    assert alerts(out) and table.seats[0].user_id == ann.user_id
    assert table.seats[1].user_id == bob.user_id


async def test_the_notice_of_an_ended_table_names_its_ender_cleanly(service: TableService) -> None:
    ann = person(1)
    ann = ann.__class__(ann.user_id, "\u202eAnna\u200b  (computer) ", ann.chat)
    await service.handle_text(ann, "/new schieberamsch")
    out = await service.handle_text(ann, "/abort")
    assert "Table #1 was aborted by Anna." in [m.text for m in out]
