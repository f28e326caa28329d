"""A session's event lines name the sides of the rubber each event belongs to, even when the
lines are made after the players were reseated for the next rubber (a batch of computer moves
shown at once), from the event itself: no ``dealt`` event needs to have been shown before
(a batch after a restart starts mid-rubber), so the describer keeps nothing between calls."""

from __future__ import annotations

import random

from bot import render
from bot.describe import vint as describer
from bot.store import SeatRow
from bot.table import Table
from engine.core import PHASE_DEAL, PHASE_OVER, Event
from engine.events import DealScored, Dealt
from engine.games.vint import Vint
from engine.games.vint.events import GameReached

NAMES = ["Ann", "Bob", "Cid", "Dan"]


def session_table(game: Vint) -> Table:
    seats = [SeatRow(None, name, True) for name in NAMES]
    return Table(1, "chat", "vint", {"rubbers": 3}, "Ann", "running", "seed", 0, 0, seats, game)


def test_lines_made_after_a_reseating_name_the_sides_of_their_rubber():
    rng = random.Random(7)
    game = Vint(4, {"rubbers": 3})
    table = session_table(game)
    batch: list[tuple[Event, list[str]]] = []  # every event, with the sides when it happened
    while game.phase != PHASE_OVER:
        teams = [describer.team_names(table, t, "en") for t in game.view(None).info["teams"]]
        if game.phase == PHASE_DEAL:
            deck = list(game.pack().cards)
            rng.shuffle(deck)
            events = game.deal(deck)
        else:
            seat = rng.choice(sorted(game.to_move()))
            events = game.apply(seat, rng.choice(game.legal_moves(seat)))
        batch += [(event, teams) for event in events if not isinstance(event, Dealt)]
    rubbers = {e.report["rubber"] for e, _ in batch if isinstance(e, DealScored)}
    assert rubbers == {1, 2, 3}  # the session went through a reseating twice
    checked = 0
    for (event, teams), line in zip(
        batch, render.event_lines(table, [e for e, _ in batch], "en"), strict=True
    ):
        if isinstance(event, DealScored | GameReached):
            assert line is not None
            side = teams[event.team if isinstance(event, GameReached) else 0]
            assert side in line, (event, line)
            checked += 1
    assert checked > 6
